"""The shapes of the results (TypedDicts: plain dicts at run time)."""

from __future__ import annotations

import sys
from typing import Any, Dict, List, Optional

if sys.version_info >= (3, 8):
    from typing import Literal, TypedDict
else:  # pragma: no cover
    from typing_extensions import Literal, TypedDict


class Period(TypedDict):
    preperiod: int
    period: int
    checkedTo: int


class Analysis(TypedDict, total=False):
    position: str
    sg: Optional[int]
    firstPlayerWins: bool
    draw: bool
    winningMoves: List[Dict[str, Any]]
    count: Optional[int]
    rule: Optional[Dict[str, Any]]
    by: str
    hasXor: bool


class Definition(TypedDict):
    name: str
    arity: int
    variables: List[str]
    text: str
    example: str
    firstN: Optional[int]


class Status(TypedDict, total=False):
    """A census record (the core's ``census::Entry``, a line of ``grundy census``): ``game``, ``n``, ``status`` and
    ``seconds`` always; the other keys as ``status`` says."""

    game: str
    n: int
    status: Literal["period", "saltus", "rare", "unknown", "error"]
    preperiod: int  # period, saltus
    period: int  # period, saltus
    checkedTo: int  # period: the table's length the proof rests on
    saltus: int  # saltus
    mask: int  # rare: the rare mask of the sparse space
    position: bool  # rare: the heap's parity is part of the mask
    count: int  # rare: how many values are rare
    last: int  # rare: the last rare one
    largest: int  # rare, unknown
    message: str  # error
    seconds: float
