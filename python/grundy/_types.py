"""The shapes of the results (TypedDicts: plain dicts at run time)."""

from __future__ import annotations

import sys
from typing import Any, Dict, List, Optional

if sys.version_info >= (3, 8):
    from typing import TypedDict
else:  # pragma: no cover
    from typing_extensions import TypedDict


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
    game: str
    n: int
    status: str
    proven: bool
    preperiod: Optional[int]
    period: Optional[int]
    saltus: Optional[int]
    checkedTo: int
    largest: Optional[int]
    seconds: float
    code: str
    message: str
