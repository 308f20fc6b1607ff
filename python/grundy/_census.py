"""A census: the status (``grundy.status``) of every game of a family at n, one task a game, on this machine's
threads or on a Dask cluster, streamed to a JSON-lines file as each game ends and resumable from it."""

from __future__ import annotations

import itertools
import json
import os
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from typing import Any, Callable, Dict, Iterable, Iterator, List, Optional, Tuple, Union

from . import _native
from ._errors import GrundyError
from ._types import Status

Family = Union[str, Iterable[str]]

OCTAL = "01234567"
HEXADECIMAL = "0123456789ABCDEF"


def family(spec: Family) -> List[str]:
    """The games of a family, canonical (``0.70`` and ``0.7`` are one game), in order:

    - ``"0.???"``: every code with those digits, each ``?`` an octal digit 0–7 (``"4.??"``, ``"0.1??"`` too);
    - ``"hex:0.??"``: the same with hexadecimal digits 0–F (moves that leave three heaps);
    - ``"sub:m"``: every subtraction set within {1 … m};
    - the path of a file: its games, one a line (``#`` starts a comment);
    - any list of games.

    >>> family("0.?")
    ['0', '0.1', '0.2', '0.3', '0.4', '0.5', '0.6', '0.7']
    """
    if isinstance(spec, str):
        games: Iterable[str]
        if spec.startswith("sub:"):
            m = int(spec[4:])
            games = (
                "sub(" + ",".join(str(s) for s in range(1, m + 1) if mask >> (s - 1) & 1) + ")"
                for mask in range(1, 1 << m)
            )
        elif "?" in spec:
            code, digits = (spec[4:], HEXADECIMAL) if spec.startswith("hex:") else (spec, OCTAL)
            parts = code.split("?")
            games = (
                "".join(p + d for p, d in zip(parts, fill)) + parts[-1]
                for fill in itertools.product(digits, repeat=len(parts) - 1)
            )
        elif os.path.exists(spec):
            with open(spec, encoding="utf-8") as f:
                games = [line.split("#", 1)[0].strip() for line in f]
        else:
            games = [spec]
    else:
        games = spec
    seen: Dict[str, None] = {}
    for game in games:
        if not game:
            continue
        try:
            game = _native.normalize_game(game)
        except GrundyError:
            pass  # kept as written: its task records the refusal
        seen.setdefault(game, None)
    return list(seen)


_expand = family  # census's own parameter is called family


def task(game: str, n: int) -> Status:
    """One game's record: its status with the seconds it took, or ``status: "refused"`` with the core's code and
    message (a game past a limit is an answer too, not a failure of the census). Runs on a worker."""
    start = time.perf_counter()
    try:
        record: Status = json.loads(_native.status(game, n))
    except GrundyError as e:
        record = {"game": game, "n": n, "status": "refused", "code": e.code, "message": e.message}
    record["seconds"] = round(time.perf_counter() - start, 4)
    return record


def _read(path: Optional[str]) -> List[Dict[str, Any]]:
    """The records in a census file; a line cut short by a killed run is dropped (its game runs again)."""
    if path is None or not os.path.exists(path):
        return []
    records = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            try:
                record = json.loads(line)
            except ValueError:
                continue
            if isinstance(record, dict) and "game" in record and "n" in record:
                records.append(record)
    return records


def _line(record: Any) -> str:
    return json.dumps(record, sort_keys=True, ensure_ascii=False) + "\n"


def _results(todo: List[str], n: int, client: Any, threads: Optional[int]) -> Iterator[Status]:
    """The records of ``todo`` as they end, in any order."""
    if client is None:
        # The core releases the GIL, so threads run games side by side on every core.
        with ThreadPoolExecutor(max_workers=threads or os.cpu_count() or 1) as pool:
            for future in as_completed([pool.submit(task, game, n) for game in todo]):
                yield future.result()
        return
    from dask.distributed import as_completed as dask_completed

    # One task a game, keyed by game and n: a worker that dies has its tasks run again on another (the scheduler
    # retries a task lost with its worker up to distributed.scheduler.allowed-failures times).
    keys = [f"grundy-status-{n}-{game}" for game in todo]
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
    """The status of every game of a family at n (``family`` says how to write one), one task a game.

    ``client``: a ``dask.distributed.Client`` to run on a cluster; None runs on this machine's threads.
    ``out``: a JSON-lines file, one record a line, appended as each game ends. Games already in it at this n are
    not run again, so a census stopped by anything goes on where it stopped; when every game is done, the file is
    rewritten in the family's order (records of other games or another n are kept, after them).
    ``progress``: called with each new record, in this process, once it is written.

    Returns every game's record in the family's order (the file's, for games done before).
    """
    games = _expand(family)
    path = os.fspath(out) if out is not None else None
    before = _read(path)
    done: Dict[Tuple[str, int], Any] = {(r["game"], r["n"]): r for r in before}
    todo = [g for g in games if (g, n) not in done]
    sink = open(path, "a", encoding="utf-8") if path is not None else None
    try:
        for record in _results(todo, n, client, threads):
            done[(record["game"], n)] = record
            if sink is not None:
                sink.write(_line(record))
                sink.flush()
            if progress is not None:
                progress(record)
    finally:
        if sink is not None:
            sink.close()
    ours = [done[(g, n)] for g in games]
    if path is not None:
        mine = {(g, n) for g in games}
        others = [r for r in before if (r["game"], r["n"]) not in mine]
        temporary = path + ".tmp"
        with open(temporary, "w", encoding="utf-8") as f:
            f.writelines(_line(r) for r in ours + others)
        os.replace(temporary, path)
    return ours
