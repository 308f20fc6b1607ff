"""The notebook widget: the element's attributes as traits, sent to the front end as the element reads them."""

import pathlib
import re

import pytest

anywidget = pytest.importorskip("anywidget")

from grundy.widget import ATTRIBUTES, Explorer  # noqa: E402

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_the_widget_has_every_attribute_of_the_element():
    source = (ROOT / "www" / "element.js").read_text(encoding="utf-8")
    listed = re.search(r"const ATTRIBUTES = \[([^\]]*)\]", source).group(1)
    assert tuple(re.findall(r"'([a-z]+)'", listed)) == ATTRIBUTES
    assert all(name in Explorer.class_traits(sync=True) for name in ATTRIBUTES)


def test_traits_are_synced_as_set():
    w = Explorer(game="sub(1,3,4)", position="9", view="mex", n=40, autoplay=True)
    state = w.get_state()
    assert (state["game"], state["position"], state["view"], state["n"], state["autoplay"]) == (
        "sub(1,3,4)", "9", "mex", 40, True)
    assert state["lang"] is None  # left out: the element follows the page
    assert state["src"].endswith("/www/grundy-explorer.js")
    # The front end's module names each attribute it sets.
    names = re.search(r"export const NAMES = \[([^\]]*)\]", w._esm).group(1)
    assert tuple(re.findall(r"'([a-z]+)'", names)) == ATTRIBUTES
