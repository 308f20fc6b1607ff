"""The explorer in a notebook: the ``<grundy-explorer>`` element (package/README.md) as an anywidget, with the same
attributes as traits. ``pip install anywidget`` (the package's ``widget`` extra).

The element loads its engine from beside its script, so ``src`` is the URL of ``www/grundy-explorer.js`` where the
element's folder is served: ``make serve`` serves this repository on http://127.0.0.1:8000/ (the default), or serve
the npm package's folder (``make package``) from anywhere the notebook's browser reaches.
"""

from __future__ import annotations

import pathlib
from typing import Any

import anywidget
import traitlets

# The element's attributes (www/element.js, ATTRIBUTES; widget.js's NAMES; the tests check the lists agree).
ATTRIBUTES = (
    "rules", "game", "position", "n", "view", "state", "step", "speed", "lang", "theme", "controls", "panels",
    "autoplay", "grid", "depth", "cards",
)

DEFAULT_SRC = "http://127.0.0.1:8000/www/grundy-explorer.js"

# The front end: the element, its attributes set from the traits (NAMES there is ATTRIBUTES here).
_ESM = pathlib.Path(__file__).with_name("widget.js")


def _attribute() -> Any:
    return traitlets.Union(
        [traitlets.Bool(), traitlets.Int(), traitlets.Float(), traitlets.Unicode()], default_value=None,
        allow_none=True,
    ).tag(sync=True)


class Explorer(anywidget.AnyWidget):
    """``Explorer(game="sub(1,3,4)", position="9", view="mex")``: the element with those attributes (None leaves
    one out; ``autoplay=True`` sets a bare one). Changing a trait updates the element; ``shown`` is the state the
    element shows (its ``grundy:state`` event's detail), kept up to date as the user steps and plays."""

    _esm = _ESM
    src = traitlets.Unicode(DEFAULT_SRC).tag(sync=True)
    shown = traitlets.Dict().tag(sync=True)

    rules = _attribute()
    game = _attribute()
    position = _attribute()
    n = _attribute()
    view = _attribute()
    state = _attribute()
    step = _attribute()
    speed = _attribute()
    lang = _attribute()
    theme = _attribute()
    controls = _attribute()
    panels = _attribute()
    autoplay = _attribute()
    grid = _attribute()
    depth = _attribute()
    cards = _attribute()
