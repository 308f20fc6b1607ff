"""Grundy from Python: Sprague–Grundy values, proven periods, the pattern finder, winning moves, games written as
rules and the contest formats, from the same Rust core as the page and the JS API (docs/reference.md), and a census
of whole families of games, on one machine or a Dask cluster (``grundy.census``).

Every function takes the notation's text (``"nim: 14 21 39"``, ``"sub(1,3,4)"``, ``"0.77"``) and returns plain
Python values: the JS API's objects as dicts with the same keys, tables as lists of ints. A failure raises
``GrundyError`` (``grundy.errors.<Code>`` for one kind) with the core's ``code`` and English ``message``.
"""

from __future__ import annotations

import json
from typing import Any, Dict, List, Optional, Sequence

from . import _native, errors
from ._census import census, family
from ._errors import GrundyError
from ._types import Analysis, Definition, Period, Status

__all__ = [
    "GrundyError", "analyze", "values", "period", "period_of_values", "patterns", "pattern_cpp", "define_rules",
    "rule_grid", "normalize", "moves", "computer_move", "find_move", "mex_trace", "contest_answers",
    "contest_problems", "gambling_nim", "message_catalog", "status", "census", "family", "misere_quotient", "genus",
    "Analysis", "Definition", "Period", "Status",
]

__version__ = "0.1.0"


def analyze(position: str) -> Analysis:
    """Who wins ``position`` and how: ``{position, sg, firstPlayerWins, winningMoves, count, rule, by, hasXor}``.

    >>> analyze("nim: 14 21 39")["winningMoves"][0]["text"]
    'take 12 from 39'
    """
    return json.loads(_native.analyze(position))


def misere_quotient(game: str, n: int = 0) -> Dict[str, Any]:
    """The misère quotient (Plambeck and Siegel) of a heap game's heaps 0 … n − 1 (n = 0: until Φ is periodic long
    enough that it stops growing): ``{order, generators, relations, elements, p, phi, phiWords, stable, preperiod,
    period, proven, …}``, as the JS API's ``misereQuotient``.

    >>> q = misere_quotient("0.75")
    >>> q["order"], q["p"], q["stable"] and q["proven"]
    (8, ['a', 'b²'], True)
    """
    return json.loads(_native.misere_quotient(game, n))


def genus(game: str, n: int) -> List[Dict[str, Any]]:
    """Conway's genus g^{γ0γ1…} of heaps 0 … n − 1 (n ≤ 25), each ``{heap, g, gammas, text, tame, wildAt}``.

    >>> [g["text"] for g in genus("nim", 3)]
    ['0^{120}', '1^{031}', '2^{20}']
    """
    return json.loads(_native.genus(game, n))


def values(game: str, n: int) -> List[int]:
    """G(0) … G(n − 1) of a heap game (n up to 2^24).

    >>> values("kayles", 12)
    [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    """
    return _native.values(game, n)


def period(game: str, max_n: int) -> Optional[Period]:
    """The smallest period and preperiod that G(0) … G(max_n − 1) proves, ``{preperiod, period, checkedTo}``, or
    None when that table proves none (the JS API's ``findPeriod``).

    >>> period("sub(1,3,4)", 100)
    {'preperiod': 0, 'period': 7, 'checkedTo': 100}
    """
    return json.loads(_native.find_period(game, max_n))


def period_of_values(game: str, values: Sequence[int]) -> Optional[Period]:
    """``period`` over a table already computed (its first 1024 values are checked against the game's)."""
    return json.loads(_native.period_of_values(game, list(values)))


def patterns(game: str, n: int) -> List[Dict[str, Any]]:
    """What the pattern finder sees in G(0) … G(n − 1) (a game of two-number states: its n × n grid), a list of
    ``{kind, …, isLaw}`` (kinds: period, saltus, formula, selfSimilar, known, named, nothing, …; the JS API's
    ``findPatterns``)."""
    return json.loads(_native.find_patterns(game, n))


def pattern_cpp(game: str, n: int) -> str:
    """The laws ``patterns(game, n)`` states, as a C++ function to paste (``int sg(long long n)``)."""
    return _native.pattern_cpp(game, n)


def define_rules(text: str) -> Definition:
    """Compiles a rule text (docs/rules.md) and defines its game under its name, so every other function takes it:
    ``define_rules("name take-half\\nstate n\\nfor k in range(1, n / 2 + 1) { move n - k }")`` then ``values("take-half", 20)``.
    Returns ``{name, arity, variables, text, example, firstN}``."""
    return json.loads(_native.define_rules(text))


def rule_grid(game: str, rows: int, columns: int) -> List[List[Optional[int]]]:
    """G(x, y) of a game of two-number states, ``grid[x][y]``, None where (x, y) is not a state."""
    flat = _native.rule_grid(game, rows, columns)
    none = 4294967295
    return [[None if v == none else v for v in flat[x * columns:(x + 1) * columns]] for x in range(rows)]


def normalize(game: str) -> str:
    """The canonical text of a game or family: ``normalize("kayles") == "0.77"``."""
    return _native.normalize_game(game)


def moves(position: str) -> Dict[str, Any]:
    """Every legal move of ``position`` (up to 2000), ``{moves: [Move], count}``."""
    return json.loads(_native.moves(position))


def computer_move(position: str) -> Optional[Dict[str, Any]]:
    """The computer's move ``{move, winning, remoteness, …}``, or None when there is no move."""
    return json.loads(_native.computer_move(position))


def find_move(position: str, next: str) -> Dict[str, Any]:
    """The move from ``position`` to ``next``; ``GrundyError`` when it is not one move."""
    return json.loads(_native.find_move(position, next))


def mex_trace(game: str, state: int) -> Dict[str, Any]:
    """The mex of one state, step by step: ``{game, state, options, values, mex, steps}``."""
    return json.loads(_native.mex_trace(game, state))


def contest_answers(problem: str, text: str) -> List[Dict[str, Any]]:
    """The answers to a contest problem's whole input, one ``{answer, value, parts}`` per case
    (``contest_problems()`` names the problems)."""
    return json.loads(_native.contest_answers(problem, text))


def contest_problems() -> Dict[str, str]:
    """The contest problems ``contest_answers`` answers: name → what it is."""
    return dict(_native.contest_problems())


def gambling_nim(text: str) -> str:
    """CF662A Gambling Nim: the first player's chance to win, exactly, as "p/q"."""
    return _native.gambling_nim(text)


def message_catalog() -> Dict[str, str]:
    """Every error code with its English template."""
    return dict(_native.message_catalog())


def status(game: str, n: int) -> Status:
    """What a census records of one game from G(0) … G(n − 1), the core's record (``grundy census``'s JSON line, n up
    to 2^32 as the command line's tables): ``{game, n, status, …, seconds}``, status "period" (proven: ``preperiod``,
    ``period``, ``checkedTo``), "saltus" (arithmetic-periodic as far as the table goes: ``preperiod``, ``period``,
    ``saltus``), "rare" (no period, rare values: ``mask``, ``position``, ``count``, ``last``, ``largest``),
    "unknown" (``largest``) or "error" (a game it cannot read or solve to n: ``message``).

    >>> status("0.07", 1 << 12)["period"]
    34
    """
    return json.loads(_native.census_game(game, n))
