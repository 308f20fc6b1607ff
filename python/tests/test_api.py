"""The package against values from outside the code: mex loops over the games' rules written here, and the notes'
worked examples."""

import pickle

import pytest

import grundy
from grundy import GrundyError


def mex(values):
    m = 0
    while m in values:
        m += 1
    return m


def brute(n, options):
    """G(0) … G(n − 1) where options(h) lists the positions one move leaves, each a tuple of heaps."""
    g = []
    for h in range(n):
        seen = set()
        for parts in options(h):
            x = 0
            for part in parts:
                x ^= g[part]
            seen.add(x)
        g.append(mex(seen))
    return g


def kayles(h):
    # Knock down one pin or two adjacent pins from a row of h: the rest is one row or two.
    for take in (1, 2):
        for left in range(0, h - take + 1):
            right = h - take - left
            yield tuple(p for p in (left, right) if p > 0)


def subtraction(s):
    return lambda h: [(h - t,) for t in s if t <= h]


def grundys_game(h):
    # Split a heap into two unequal non-empty heaps.
    return [(a, h - a) for a in range(1, (h + 1) // 2) if a != h - a]


def test_kayles_values_against_a_mex_loop():
    assert grundy.values("kayles", 200) == brute(200, kayles)
    # Kayles is periodic with period 12 from 71 on (Guy and Smith).
    assert grundy.period("kayles", 1000) == {"preperiod": 71, "period": 12, "checkedTo": 1000}


def test_subtraction_game_against_a_mex_loop():
    g = brute(100, subtraction((1, 3, 4)))
    assert grundy.values("sub(1,3,4)", 100) == g
    assert g[:7] == [0, 1, 0, 1, 2, 3, 2]
    assert grundy.period("sub(1,3,4)", 100)["period"] == 7


def test_grundys_game_against_a_mex_loop():
    assert grundy.values("grundy", 300) == brute(300, grundys_game)
    assert grundy.period("4!.0", 1000) is None  # no finite table proves a period of Grundy's game


def test_analyze_nim_as_the_notes_do():
    # Note 004: 14 ^ 21 ^ 39 = 60; the only winning move takes 39 to 39 ^ 60 = 27.
    a = grundy.analyze("nim: 14 21 39")
    assert a["sg"] == 14 ^ 21 ^ 39 == 60
    assert a["firstPlayerWins"] is True
    assert [m["position"] for m in a["winningMoves"]] == ["nim: 14 21 27"]
    assert grundy.analyze("nim: 3 5 6")["firstPlayerWins"] is False


def test_a_sum_of_games_is_the_xor_of_their_values():
    k = brute(20, kayles)
    s = brute(20, subtraction((1, 3, 4)))
    assert grundy.analyze("kayles: 5 9 + sub(1,3,4): 13")["sg"] == k[5] ^ k[9] ^ s[13]


def test_moves_and_the_mex_trace():
    assert grundy.moves("nim: 2")["count"] == 2
    trace = grundy.mex_trace("sub(1..3)", 5)
    assert trace["mex"] == brute(6, subtraction((1, 2, 3)))[5] == 1
    assert grundy.find_move("nim: 3 4", "nim: 1 4")["take"] == 2


def test_a_game_written_as_rules():
    d = grundy.define_rules("name take-half\nstate n\nfor k in range(1, n / 2 + 1) { move n - k }")
    assert d["name"] == "take-half" and d["arity"] == 1
    # Take 1 .. ⌊n/2⌋ stones (range excludes its end, as Python's).
    expected = brute(60, lambda h: [(h - k,) for k in range(1, h // 2 + 1)])
    assert grundy.values("take-half", 60) == expected


def test_patterns_see_the_period_of_a_subtraction_game():
    found = grundy.patterns("sub(1,3,4)", 200)
    period = next(p for p in found if p["kind"] == "period")
    assert (period["preperiod"], period["period"], period["isLaw"]) == (0, 7, True)
    assert "int sg(long long n)" in grundy.pattern_cpp("sub(1,3,4)", 200)


def test_contest_formats():
    assert "hdu3404" in grundy.contest_problems()
    # CF662A's first sample: two cards (1, 1), (1, 1): the XOR is always 0, the first player never wins.
    assert grundy.gambling_nim("2\n1 1\n1 1\n") == "0/1"
    assert grundy.gambling_nim("2\n1 2\n1 2\n") == "1/2"


def test_status_of_dawsons_kayles():
    # Dawson's Kayles (0.07): period 34 from 53 on (Guy and Smith, 1956), proven by the census.
    s = grundy.status("0.07", 1 << 12)
    assert (s["game"], s["n"], s["status"], s["preperiod"], s["period"]) == ("0.07", 4096, "period", 53, 34)
    # Nim: G(n) = n, a saltus of 1 every heap.
    assert [grundy.status("nim", 1000)[k] for k in ("status", "period", "saltus")] == ["saltus", 1, 1]
    # A game the core cannot read is a record, not an exception; a bad n is refused.
    assert grundy.status("sub(1,,3)", 10)["message"] == "empty number at column 7"
    with pytest.raises(grundy.errors.BadNumber):
        grundy.status("nim", 0)


def test_errors_carry_the_cores_code_message_and_column():
    with pytest.raises(GrundyError) as caught:
        grundy.values("sub(1,,3)", 5)
    e = caught.value
    assert (e.code, e.message, e.column, e.line) == ("EmptyItem", "empty number at column 7", 7, None)
    assert isinstance(e, grundy.errors.EmptyItem) and isinstance(e, ValueError)
    assert str(e) == "empty number at column 7"
    # It survives pickling (a Dask worker's error reaches the client so).
    again = pickle.loads(pickle.dumps(e))
    assert (type(again), again.code, again.column) == (type(e), "EmptyItem", 7)


def test_limits_are_refused_with_their_codes():
    # A code that splits in three costs n^3: its table stops at 4096 (docs/reference.md, Limits).
    with pytest.raises(grundy.errors.TooManyValues) as caught:
        grundy.values("8.[3]", 5000)
    assert "4096" in caught.value.message


@pytest.mark.parametrize("n", [-1, 2.5, "5", 1 << 40, None])
def test_numbers_are_checked_not_wrapped(n):
    with pytest.raises(grundy.errors.BadNumber) as caught:
        grundy.values("nim", n)
    assert caught.value.code == "BadNumber"


def test_every_code_is_a_class():
    catalog = grundy.message_catalog()
    assert catalog["TooManyValues"].startswith("{n} values is too many")
    assert issubclass(grundy.errors.WythoffTwoHeaps, GrundyError)
    with pytest.raises(grundy.errors.WythoffTwoHeaps):
        grundy.analyze("wythoff: 1 2 3")


def test_misere_quotient_of_0_75_is_plambecks():
    # Plambeck, "Taming the wild" (INTEGERS 5, 2005): order 8, P-portion {a, b²}.
    q = grundy.misere_quotient("0.75")
    assert q["order"] == 8 and q["p"] == ["a", "b²"]
    assert q["stable"] and q["proven"]


def test_misere_kayles_sums_by_the_quotient():
    # A lone pin loses in misère play: the player to move must take it; two pins win (take one).
    assert not grundy.analyze("misere(kayles): 1")["firstPlayerWins"]
    assert grundy.analyze("misere(kayles): 2")["firstPlayerWins"]
    a = grundy.analyze("misere(kayles): 100 100")
    assert a["rule"]["id"] == "quotient"


def test_genus_of_nim_heaps_is_conways():
    # On Numbers and Games ch. 12: 0 = 0^{120}, *1 = 1^{031}, *a = a^{a (a⊕2)}.
    assert [g["text"] for g in grundy.genus("nim", 4)] == ["0^{120}", "1^{031}", "2^{20}", "3^{31}"]
    with pytest.raises(grundy.GrundyError):
        grundy.genus("nim", 1000)
