//! Every solved octal game of the published tables, proven from its rule alone by the path the CLI's `period` takes:
//! the preperiods and periods of Gangolli & Plambeck (1989) and Flammenkamp (.354, 2002), as Flammenkamp's table of
//! octal games and tczajka/octal-games' SolvedGames.md list them.
//!
//! The two largest need millions of values (.376: about 4.6·10^6, .354: about 2.02·10^7), seconds in a release build
//! and far longer in a debug one, so they are ignored by plain `cargo test`; `make test` runs them in release.

use grundy::base::limits::Limits;
use grundy::engine::period::find_period;
use grundy::notation::parse_game;

/// (code, preperiod, period).
const SMALL: [(&str, usize, usize); 8] = [
    ("0.45", 498, 20),
    ("0.156", 3479, 349),
    ("0.356", 7315, 142),
    ("0.644", 3256, 442),
    ("0.165", 5181, 1550),
    ("0.16", 105_351, 149_459),
    ("0.56", 326_640, 144),
    ("0.127", 46_578, 4),
];
const LARGE: [(&str, usize, usize); 2] = [("0.376", 2_268_248, 4), ("0.354", 10_061_916, 1180)];

fn proves(code: &str, preperiod: usize, period: usize) {
    // The Guy–Smith bound for the published period, with room for the table's growth by a quarter between checks.
    let needed = 2 * preperiod + 2 * period + code.len();
    let found = find_period(&parse_game(code).unwrap(), needed + needed / 4 + 1024, &Limits::DEFAULT)
        .unwrap()
        .unwrap_or_else(|| panic!("{code}: no period proven"));
    assert_eq!((found.preperiod, found.period), (preperiod, period), "{code}");
    assert!(
        found.checked_to >= needed,
        "{code}: proven from {} values",
        found.checked_to
    );
}

#[test]
fn the_smaller_solved_games_have_their_published_periods() {
    for (code, preperiod, period) in SMALL {
        proves(code, preperiod, period);
    }
}

#[test]
#[ignore = "millions of values: run in release (make test does)"]
fn the_largest_solved_games_have_their_published_periods() {
    for (code, preperiod, period) in LARGE {
        proves(code, preperiod, period);
    }
}
