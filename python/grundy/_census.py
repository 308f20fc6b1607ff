"""A census: the core's record (``grundy.status``) of every game of a family at n, one task a game, on this machine's
threads or on a Dask cluster, streamed to a JSON-lines file as each game ends and resumable from it. The family's
syntax, the records and the file are the command line's (``grundy census FAMILY N``, docs/reference.md): a file one
of them wrote, the other resumes."""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from . import _native
from ._types import Status

Family = Union[str, Iterable[str]]


def _unique(games: Iterable[str]) -> List[str]:
    """Each game of a list once, as written, blank ones left out: the core's reading of a list (``@FILE``'s too)."""
    return _native.census_list("\n".join(games))


def family(spec: Family) -> List[str]:
    """The games of a family, in order, as ``grundy census`` reads it:

    - ``"0.??"``: every octal code with those digits, each ``?`` a digit 0–7, trailing zeros dropped (``0.70`` is
      ``0.7``); ``?`` before the point is 0 or 4; fixed digits too (``"0.1?"``, ``"4.??"``);
    - ``"hex(0.??)"``: the same with hexadecimal digits 0–F;
    - ``"sub(1..m)"``: every non-empty subset of 1 … m;
    - ``"@FILE"``: the games in a file, one a line (``#`` starts a comment);
    - any list of games.

    Games of a file or a list are kept as written. A text that is none of these raises ValueError.

    >>> family("sub(1..2)")
    ['sub(1)', 'sub(2)', 'sub(1,2)']
    """
    if not isinstance(spec, str):
        return _unique(spec)
    if spec.startswith("@"):
        with open(spec[1:], encoding="utf-8") as f:
            return _native.census_list(f.read())
    return _native.census_family(spec)


_expand = family  # census's own parameter is called family


def task(game: str, n: int) -> str:
    """One game's record as the JSON line the command line writes (the core never fails on a game: one it cannot
    solve is ``status: "error"``). Runs on a worker."""
    return _native.census_game(game, n)


def _read(path: Optional[str], n: int) -> Dict[str, str]:
    """The lines a census file already holds, by game, as the command line reads them back: a last line cut short
    by a kill is dropped (and cut from the file, so appending goes on cleanly); any other line that is not a record,
    or a record at another n, is refused."""
    if path is None or not os.path.exists(path):
        return {}
    with open(path, "rb") as f:
        text = f.read()
    done: Dict[str, str] = {}
    whole = 0
    for raw in text.splitlines(keepends=True):
        line = raw.decode("utf-8", errors="replace").rstrip("\r\n")
        try:
            record = json.loads(line)
            ok = isinstance(record, dict) and {"game", "n", "status"} <= record.keys()
        except ValueError:
            ok = False
        if not ok or not raw.endswith(b"\n"):
            if whole + len(raw) == len(text):
                break
            raise ValueError(f"{path} has a line that is not a census answer: {line}")
        if record["n"] != n:
            raise ValueError(f"{path} holds a census to {record['n']} values, not {n}: give another file with out=")
        whole += len(raw)
        done[record["game"]] = line
    if whole < len(text):
        with open(path, "r+b") as f:
            f.truncate(whole)
    return done


def _results(todo: List[str], n: int, client: Any, threads: Optional[int]) -> Iterator[str]:
    """The lines of ``todo`` as they end, in any order."""
    if client is None:
        # The core releases the GIL, so threads run games side by side on every core.
        with ThreadPoolExecutor(max_workers=threads or os.cpu_count() or 1) as pool:
            for future in as_completed([pool.submit(task, game, n) for game in todo]):
                yield future.result()
        return
    from dask.distributed import as_completed as dask_completed

    # One task a game, keyed by game and n: a worker that dies has its tasks run again on another (the scheduler
    # retries a task lost with its worker up to distributed.scheduler.allowed-failures times).
    keys = [f"grundy-census-{n}-{game}" for game in todo]
    futures = client.map(task, todo, [n] * len(todo), key=keys, retries=2)
    try:
        for future in dask_completed(futures):
            yield future.result()
    finally:
        client.cancel(futures)


def census(
    family: Family,
    n: int,
    client: Any = None,
    out: Optional[Union[str, os.PathLike]] = None,
    *,
    progress: Optional[Callable[[Status], None]] = None,
    threads: Optional[int] = None,
) -> List[Status]:
    """The record of every game of a family at n (``grundy.family`` says how to write one), one task a game.

    ``client``: a ``dask.distributed.Client`` to run on a cluster; None runs on this machine's threads.
    ``out``: a JSON-lines file, one record a line, appended as each game ends, as ``grundy census … --out`` writes
    it. Games already in it are not run again, so a census stopped by anything goes on where it stopped (a file of
    another n is refused); when every game is done, the file is rewritten in the family's order, holding this
    family's records only, as the command line leaves it.
    ``progress``: called with each new record, in this process, once it is written.

    Returns every game's record in the family's order (the file's, for games done before).
    """
    games = _expand(family)
    path = os.fspath(out) if out is not None else None
    done = _read(path, n)
    todo = [g for g in games if g not in done]
    sink = open(path, "a", encoding="utf-8") if path is not None else None
    try:
        for line in _results(todo, n, client, threads):
            record: Status = json.loads(line)
            done[record["game"]] = line
            if sink is not None:
                sink.write(line + "\n")
                sink.flush()
            if progress is not None:
                progress(record)
    finally:
        if sink is not None:
            sink.close()
    lines = [done[g] for g in games]
    if path is not None:
        temporary = path + ".sorting"
        with open(temporary, "w", encoding="utf-8") as f:
            f.writelines(line + "\n" for line in lines)
        os.replace(temporary, path)
    return [json.loads(line) for line in lines]
