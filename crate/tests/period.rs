//! Proven periods against the literature (Winning Ways) and against brute-force inspection of long tables.

use grundy::base::limits::Limits;
use grundy::engine::period::{find_period, proven_period, Period};
use grundy::notation::parse_game;
use proptest::prelude::*;

fn period(game: &str, max_n: usize) -> Option<Period> {
    find_period(&parse_game(game).unwrap(), max_n, &Limits::DEFAULT).unwrap()
}

fn found(game: &str, max_n: usize) -> (usize, usize) {
    let p = period(game, max_n).unwrap_or_else(|| panic!("{game}: no period proven up to {max_n}"));
    assert_eq!(p.checked_to, max_n);
    (p.preperiod, p.period)
}

/// G by the definition for a subtraction set, independent of the crate.
fn subtraction_by_definition(set: &[usize], n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for i in 0..n {
        let options: Vec<u32> = set.iter().filter(|&&s| s <= i).map(|&s| g[i - s]).collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// Smallest period and then preperiod that hold over the whole of a long table (inspection, no proof).
fn inspected(g: &[u32]) -> (usize, usize) {
    let tail = g.len() / 2;
    for p in 1..tail {
        if (tail..g.len() - p).all(|n| g[n] == g[n + p]) {
            let n0 = (0..g.len() - p).rev().find(|&n| g[n] != g[n + p]).map_or(0, |n| n + 1);
            return (n0, p);
        }
    }
    panic!("no period visible");
}

/// Kayles (0.77) by the definition: remove 1 or 2 pins, leaving one row or two non-empty rows.
fn kayles_by_definition(n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for h in 0..n {
        let mut options = Vec::new();
        for k in 1..=2.min(h) {
            let rest = h - k;
            options.extend((0..=rest / 2).map(|a| g[a] ^ g[rest - a]));
        }
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

#[test]
fn proven_period_over_a_given_table_agrees_with_find_period() {
    // Tables built here by the definitions, not by the crate: Kayles, Bash (sub(1..4)) and sub(2,5,6).
    let cases = [
        ("kayles", kayles_by_definition(400)),
        ("bash(4)", subtraction_by_definition(&[1, 2, 3, 4], 60)),
        ("sub(2,5,6)", subtraction_by_definition(&[2, 5, 6], 200)),
    ];
    for (name, table) in &cases {
        let game = parse_game(name).unwrap();
        let given = proven_period(&game, table).unwrap();
        assert_eq!(
            given,
            find_period(&game, table.len(), &Limits::DEFAULT).unwrap(),
            "{name}"
        );
        assert!(given.is_some(), "{name}");
        // Too short to prove anything: null, as find_period says for that length.
        assert_eq!(proven_period(&game, &table[..3]).unwrap(), None, "{name}");
        assert_eq!(find_period(&game, 3, &Limits::DEFAULT).unwrap(), None, "{name}");
    }
    assert_eq!(found("kayles", 400), (71, 12));
    assert_eq!(proven_period(&parse_game("nim").unwrap(), &[0, 1, 2, 3]).unwrap(), None);
    assert!(proven_period(&parse_game("graph(0>1)").unwrap(), &[1, 0]).is_err());
}

#[test]
fn kayles_period_12_after_70() {
    // Winning Ways: Kayles (0.77) has period 12, the last exceptional value at n = 70. The proof needs values up to
    // 2·71 + 12 + 2 + 12 − 1.
    assert_eq!(found("kayles", 1000), (71, 12));
    assert_eq!(found("0.77", 2 * 71 + 12 + 2 + 12), (71, 12));
    assert_eq!(period("0.77", 2 * 71 + 12 + 2 + 11), None);
}

#[test]
fn dawsons_kayles_period_34() {
    // Winning Ways: Dawson's chess (0.137) has period 34, the last exceptional value at n = 51; Dawson's Kayles
    // (0.07) is the same game on a heap one larger, so its values are shifted by one: preperiod 53.
    assert_eq!(found("dawson", 1000), (53, 34));
    assert_eq!(found("0.137", 1000), (52, 34));
}

#[test]
fn bash_and_small_subtraction_sets() {
    // Source note 003: Bash game with m = 4 has period m + 1 = 5 from the start; the proof needs 0 + 4 + 5 values.
    assert_eq!(found("sub(1..4)", 9), (0, 5));
    assert_eq!(period("sub(1..4)", 8), None);
    for set in [
        vec![1, 3, 4],
        vec![2, 5, 6],
        vec![1, 2],
        vec![3, 7],
        vec![2, 3, 10],
        vec![4, 9, 11, 13],
        vec![5],
    ] {
        let text = format!(
            "sub({})",
            set.iter().map(usize::to_string).collect::<Vec<_>>().join(",")
        );
        let expected = inspected(&subtraction_by_definition(&set, 4000));
        assert_eq!(found(&text, 2000), expected, "{text}");
    }
    // sub(1,3,4): the classic period 7 (0 1 0 1 2 3 2).
    assert_eq!(found("sub(1,3,4)", 100), (0, 7));
}

#[test]
fn small_octal_games_match_inspection() {
    // 0.3 (take one stone) alternates 0 1; 0.33 (take one or two) is sub(1,2): 0 1 2.
    assert_eq!(found("0.3", 100), (0, 2));
    assert_eq!(found("0.33", 100), (0, 3));
    // Dawson's Kayles again, this time against inspection of a long naive table.
    let g = grundy::solve::octal::naive(&octal("0.07"), 1500);
    assert_eq!(inspected(&g), (53, 34));
}

#[test]
fn unproven_cases_are_none_or_errors() {
    assert_eq!(period("nim", 1000), None);
    assert_eq!(period("allbut(1,2)", 1000), None);
    assert_eq!(period("0.[3]", 1000), None);
    // Grundy's game splits into unequal heaps, where the Guy–Smith induction fails.
    assert_eq!(period("grundy", 1000), None);
    // Kayles has not settled by 100.
    assert_eq!(period("kayles", 100), None);
    assert_eq!(period("kayles", 0), None);
    let err = find_period(&parse_game("graph(0>1)").unwrap(), 10, &Limits::DEFAULT).unwrap_err();
    assert!(err.to_string().contains("heap games"), "{err}");
}

#[test]
fn serialises_in_camel_case() {
    let p = period("sub(1..4)", 20).unwrap();
    assert_eq!(
        serde_json::to_string(&p).unwrap(),
        r#"{"preperiod":0,"period":5,"checkedTo":20}"#
    );
}

fn octal(text: &str) -> grundy::Octal {
    match parse_game(text).unwrap() {
        grundy::Game::Octal(code) => code,
        other => panic!("{other:?}"),
    }
}

#[test]
fn preperiod_zero_needs_one_more_check() {
    // 4.0 (split a heap into two, nothing removed): G = 0 0 1 0 2 … . The textbook bound 2·n0 + p + t with n0 = 0,
    // p = 1, t = 0 would accept G(1) = G(0) alone as a proof of period 1; the split (1, 1) of 2 is exactly the
    // case where the induction needs one more check (see period.rs), and G(2) = 1 shows it.
    let g = grundy::solve::octal::naive(&octal("4.0"), 3);
    assert_eq!(g, [0, 0, 1]);
    assert_eq!(period("4.0", 2), None);
    assert_eq!(period("0.4", 3), None);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(100))]

    /// Whatever find_period proves from 400 values holds over 1200 values computed by the definition, and is the
    /// smallest period and preperiod visible there.
    #[test]
    fn proven_periods_hold_far_beyond_the_table(
        d0_is_4 in any::<bool>(),
        digits in prop::collection::vec(0u8..8, 1..4),
    ) {
        let text = format!("{}.{}", if d0_is_4 { 4 } else { 0 }, digits.iter().map(u8::to_string).collect::<String>());
        if let Some(p) = period(&text, 400) {
            let g = grundy::solve::octal::naive(&octal(&text), 1200);
            prop_assert!((p.preperiod..g.len() - p.period).all(|n| g[n] == g[n + p.period]), "{}: {:?}", text, p);
            prop_assert_eq!(inspected(&g), (p.preperiod, p.period), "{}", text);
        }
    }
}
