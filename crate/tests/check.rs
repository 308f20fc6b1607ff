//! The rules the lessons state, checked as the page checks them (`checkRule`): every one agrees with the search (or,
//! for Gambling Nim, with every way the cards can fall) on every small position. Also note 003's memo table against a
//! win/lose search written here.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::course::check::{check, names};
use grundy::notation::parse_game;
use grundy::page::trace::memo_trace;

#[test]
fn every_rule_a_lesson_states_agrees_with_the_search() {
    assert!(names().contains(&"geography"));
    for rule in names() {
        let c = check(rule, &Limits::DEFAULT).unwrap();
        eprintln!("{rule}: {} of {} agree", c.agree, c.total);
        assert!(c.total > 30, "{rule} checked too few positions");
        assert_eq!(c.agree, c.total, "{rule}: {:?}", c.disagree);
    }
    assert!(check("frobnicate", &Limits::DEFAULT).is_err());
}

#[test]
fn the_memo_table_is_nim_and_finishes_cells_after_their_options() {
    // Two Nim heaps: the player to move loses exactly when x = y (the note's dp table).
    let t = memo_trace(&parse_game("nim").unwrap(), 6, 5, &Limits::DEFAULT).unwrap();
    assert_eq!((t.rows, t.cols), (7, 6));
    for a in 0..7u32 {
        for b in 0..6u32 {
            assert_eq!(t.wins[(a * 6 + b) as usize], Some(a != b), "({a}, {b})");
        }
    }
    // Every cell is finished after all of its options (the recursion's post-order), and each once.
    let at = |cell: u32| t.order.iter().position(|&c| c == cell).unwrap();
    for &cell in &t.order {
        let (a, b) = (cell / 6, cell % 6);
        for a2 in 0..a {
            assert!(at(a2 * 6 + b) < at(cell));
        }
        for b2 in 0..b {
            assert!(at(a * 6 + b2) < at(cell));
        }
    }
    assert_eq!(t.order.len(), 42);
    assert_eq!(t.order[0], 0, "dfs(0, 0) returns first");
    assert_eq!(*t.order.last().unwrap(), 6 * 6 + 5, "the first call returns last");
    // A subtraction game reaches only some cells.
    let s = memo_trace(&parse_game("sub(2)").unwrap(), 4, 4, &Limits::DEFAULT).unwrap();
    assert!(s.wins.iter().any(Option::is_none));
    assert!(memo_trace(&parse_game("kayles").unwrap(), 3, 3, &Limits::DEFAULT).is_err());
}

#[test]
fn the_misere_lessons_rules_agree_with_the_search() {
    // Each misère lesson's rule checks more than its examples: 0.75's classes on every small sum, tame sums of three
    // games (misère Kayles's quotient, slow in a debug build, is checked with every rule above).
    assert!(names().contains(&"kaylesQuotient"));
    for (rule, least) in [("misereSum", 600), ("tame", 300), ("quotient075", 500)] {
        let c = check(rule, &Limits::DEFAULT).unwrap();
        assert_eq!(c.agree, c.total, "{rule}: {:?}", c.disagree);
        assert!(c.total >= least, "{rule}: only {} positions", c.total);
    }
}
