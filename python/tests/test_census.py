"""The census: one machine's threads, a Dask cluster of two worker processes with one killed mid-run, and a file
resumed after a stop; every run's records must equal the others' (but for the seconds each game took)."""

import json
import os
import signal

import pytest

import grundy

FAMILY = "0.??"
N = 1 << 12


def table(records):
    """The records without their times: what must not depend on how the census ran."""
    return [{k: v for k, v in r.items() if k != "seconds"} for r in records]


def read(path):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


@pytest.fixture(scope="module")
def reference(tmp_path_factory):
    path = tmp_path_factory.mktemp("census") / "one-machine.jsonl"
    records = grundy.census(FAMILY, N, out=path)
    assert table(read(path)) == table(records)
    return table(records)


def test_the_family_is_every_two_digit_code():
    games = grundy.family(FAMILY)
    # 64 codes 0.d1d2, and those ending in 0 are the one-digit codes: 0.70 is 0.7.
    assert len(games) == 64 and games[:3] == ["0.0", "0.01", "0.02"] and "0.7" in games and "0.70" not in games
    assert grundy.family("sub:3") == ["sub(1)", "sub(2)", "sub(1,2)", "sub(3)", "sub(1,3)", "sub(2,3)", "sub(1..3)"]
    assert len(grundy.family("hex:0.?")) == 16


def test_statuses_agree_with_the_literature(reference):
    by_game = {r["game"]: r for r in reference}
    # Kayles (0.77): period 12 from 71; Dawson's Kayles (0.07): period 34 from 53 (Guy and Smith).
    assert (by_game["0.77"]["preperiod"], by_game["0.77"]["period"], by_game["0.77"]["proven"]) == (71, 12, True)
    assert (by_game["0.07"]["preperiod"], by_game["0.07"]["period"]) == (53, 34)
    # 0.6, Guy's Officers, has no known period.
    assert by_game["0.6"]["status"] == "unknown"


def test_a_resumed_census_runs_only_what_is_missing(tmp_path, reference):
    path = tmp_path / "resumed.jsonl"
    games = grundy.family(FAMILY)
    grundy.census(games[:20], N, out=path)
    # A run killed while writing leaves half a line: it is dropped, and its game runs again.
    with open(path, "a", encoding="utf-8") as f:
        f.write('{"game": "0.77", "n": 40')
    new = []
    records = grundy.census(FAMILY, N, out=path, progress=new.append)
    assert sorted(r["game"] for r in new) == sorted(games[20:])
    assert table(records) == reference
    assert table(read(path)) == reference


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


def test_a_game_the_core_refuses_is_a_record_too(tmp_path):
    records = grundy.census(["nim", "sub(1,,3)", "8.[3]"], 5000, out=tmp_path / "refused.jsonl")
    assert [r["status"] for r in records[:2]] == ["arithmetic", "refused"]
    assert (records[1]["code"], records[1]["message"]) == ("EmptyItem", "empty number at column 7")
    # A code that splits in three has a table of 4096 values at most: its record says how far it looked.
    assert (records[2]["n"], records[2]["checkedTo"]) == (5000, 4096)
