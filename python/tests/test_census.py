"""The census: the same family and n through the command line (`grundy census`), this machine's threads, a Dask
cluster of two worker processes with one killed mid-run, and files resumed across the two; every run's records must
equal the command line's (but for the seconds each game took)."""

import json
import os
import pathlib
import shutil
import signal
import subprocess

import pytest

import grundy

FAMILY = "0.??"
N = 1 << 12
ROOT = pathlib.Path(__file__).resolve().parents[2]


def table(records):
    """The records without their times: what must not depend on how the census ran."""
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def cli(*args):
    """`grundy ARGS` from the repository's own source, by cargo (the debug build `make test`'s native tests made
    already, rebuilt by cargo if the source is newer: never a stale binary); its standard error, where a census says
    what it read back and what it computed."""
    if shutil.which("cargo") is None:
        pytest.skip("no cargo to build the grundy command")
    command = ["cargo", "run", "--quiet", "--bin", "grundy", "--"]
    done = subprocess.run(command + list(args), cwd=ROOT, capture_output=True, text=True, check=True)
    return done.stderr


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    """The command line's census of the family."""
    path = tmp_path_factory.mktemp("census") / "cli.jsonl"
    cli("census", FAMILY, str(N), "--out", str(path))
    return table(read(path))


def test_the_family_is_the_command_lines(reference):
    games = grundy.family(FAMILY)
    assert games == [r["game"] for r in reference]
    # 63 codes 0.d1d2 with a move, those ending in 0 written as one-digit codes: 0.70 is 0.7.
    assert len(games) == 63 and "0.7" in games and "0.70" not in games and "0" not in games
    assert grundy.family("sub(1..3)") == ["sub(1)", "sub(2)", "sub(1,2)", "sub(3)", "sub(1,3)", "sub(2,3)", "sub(1,2,3)"]
    assert len(grundy.family("hex(0.?)")) == 15
    with pytest.raises(ValueError, match="not a family"):
        grundy.family("kayles")


def test_a_list_or_a_file_is_kept_as_written(tmp_path):
    listed = tmp_path / "games.txt"
    listed.write_text("# two games\nkayles\n0.07  # Dawson's Kayles\n\nkayles\n", encoding="utf-8")
    assert grundy.family("@" + str(listed)) == ["kayles", "0.07"]
    assert grundy.family([" kayles", "0.07", "kayles"]) == ["kayles", "0.07"]


def test_one_machine_writes_the_command_lines_file(tmp_path, reference):
    path = tmp_path / "threads.jsonl"
    records = grundy.census(FAMILY, N, out=path)
    assert table(records) == reference
    assert table(read(path)) == reference
    # Each line is the command line's: the same keys in the same order.
    assert [list(r) for r in read(path)] == [list(r) + ["seconds"] for r in reference]


def test_statuses_agree_with_the_literature(reference):
    by_game = {r["game"]: r for r in reference}
    # Kayles (0.77): period 12 from 71; Dawson's Kayles (0.07): period 34 from 53 (Guy and Smith, 1956).
    assert [by_game["0.77"][k] for k in ("status", "preperiod", "period")] == ["period", 71, 12]
    assert [by_game["0.07"][k] for k in ("status", "preperiod", "period")] == ["period", 53, 34]
    # 0.6, Guy's Officers, has no known period.
    assert by_game["0.6"]["status"] in ("rare", "unknown")
    assert grundy.status("0.07", N) | {"seconds": 0} == by_game["0.07"] | {"seconds": 0}


def test_a_census_the_command_line_began_goes_on_here(tmp_path, reference):
    path = tmp_path / "begun-there.jsonl"
    games = grundy.family(FAMILY)
    first = tmp_path / "first.txt"
    first.write_text("\n".join(games[:20]) + "\n", encoding="utf-8")
    cli("census", "@" + str(first), str(N), "--out", str(path))
    # A run killed while writing leaves half a line: it is dropped, and its game runs again.
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"game":"0.77","n":4096,"sta')
    new = []
    records = grundy.census(FAMILY, N, out=path, progress=new.append)
    assert sorted(r["game"] for r in new) == sorted(games[20:])
    assert table(records) == reference
    assert table(read(path)) == reference


def test_a_census_begun_here_goes_on_at_the_command_line(tmp_path, reference):
    path = tmp_path / "begun-here.jsonl"
    games = grundy.family(FAMILY)
    grundy.census(games[:20], N, out=path)
    said = cli("census", FAMILY, str(N), "--out", str(path))
    assert f"{len(games)} games, 20 read back" in said
    assert table(read(path)) == reference


def test_a_file_of_another_n_is_refused(tmp_path):
    path = tmp_path / "other.jsonl"
    grundy.census("sub(1..2)", 100, out=path)
    with pytest.raises(ValueError, match="not 200"):
        grundy.census("sub(1..2)", 200, out=path)


def test_dask_with_a_worker_killed_mid_run(tmp_path, reference):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            distributed.Client(cluster) as client:
        killed = []

        def kill_a_busy_worker(record):
            # Once, as soon as a worker is running a game: SIGKILL its process (the nanny starts another).
            if killed:
                return
            busy = [w for w, keys in client.processing().items() if keys]
            if not busy:
                return
            pid = client.run(os.getpid, workers=[busy[0]])[busy[0]]
            os.kill(pid, signal.SIGKILL)
            killed.append(pid)

        path = tmp_path / "dask.jsonl"
        records = grundy.census(FAMILY, N, client=client, out=path, progress=kill_a_busy_worker)
        assert killed, "no worker was busy to kill"
        assert table(records) == reference
        assert table(read(path)) == reference


def test_a_game_the_core_cannot_solve_is_a_record_too(tmp_path):
    records = grundy.census(["nim", "sub(1,,3)", "8.[3]"], 5000, out=tmp_path / "errors.jsonl")
    assert [r["status"] for r in records] == ["saltus", "error", "error"]
    # nim: G(n) = n, a saltus of 1 with period 1.
    assert (records[0]["period"], records[0]["saltus"]) == (1, 1)
    assert records[1]["message"] == "empty number at column 7"
    # A code that splits in three has a table of 4096 values at most (docs/reference.md, limits).
    assert "4096" in records[2]["message"]
