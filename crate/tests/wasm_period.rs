#![cfg(target_arch = "wasm32")]
//! `findPeriod` and `graphValuesFromEdges` as JS sees them, under Node (wasm-bindgen-test).

use grundy::wasm::*;
use wasm_bindgen_test::wasm_bindgen_test;

mod js;
use js::{array, json, message, n, property, text};

#[wasm_bindgen_test]
fn kayles_has_period_12_after_70() {
    // Winning Ways / OEIS A002186: periodic with period 12 from n = 71.
    let found = find_period(&text("kayles"), &n(1000.0)).unwrap();
    assert_eq!(json(&found), r#"{"preperiod":71,"period":12,"checkedTo":1000}"#);
}

#[wasm_bindgen_test]
fn bash_game_has_period_m_plus_one() {
    // Source note 003: Bash game with m = 4 repeats 0,1,2,3,4.
    assert_eq!(
        json(&find_period(&text("bash(4)"), &n(50.0)).unwrap()),
        r#"{"preperiod":0,"period":5,"checkedTo":50}"#
    );
}

#[wasm_bindgen_test]
fn unproven_periods_are_null_and_graphs_throw() {
    assert!(find_period(&text("grundy"), &n(2000.0)).unwrap().is_null());
    assert!(find_period(&text("kayles"), &n(100.0)).unwrap().is_null());
    assert!(find_period(&text("nim"), &n(100.0)).unwrap().is_null());
    assert!(message(find_period(&text("graph(0>1)"), &n(10.0)).unwrap_err()).contains("heap games"));
    assert_eq!(
        message(find_period(&text("sub(1,,3)"), &n(10.0)).unwrap_err()),
        "empty number at column 7"
    );
}

#[wasm_bindgen_test]
fn period_of_values_agrees_with_find_period() {
    // Tables by the definition (not by the crate). Bash with m = 4 (source note 003): 0,1,2,3,4 repeating.
    let bash: Vec<u32> = (0..50).map(|n| n % 5).collect();
    // sub(2,5,6) by the definition: G(n) = mex{G(n − s) : s ∈ {2, 5, 6}, s ≤ n}.
    let mut sub = Vec::new();
    for n in 0..200usize {
        let options: Vec<u32> = [2, 5, 6].iter().filter(|&&s| s <= n).map(|&s| sub[n - s]).collect();
        sub.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    // Kayles (0.77) by the definition: remove 1 or 2 pins, leaving one row or two non-empty rows.
    let mut kayles: Vec<u32> = Vec::new();
    for h in 0..400usize {
        let mut options = Vec::new();
        for k in 1..=2.min(h) {
            options.extend((0..=(h - k) / 2).map(|a| kayles[a] ^ kayles[h - k - a]));
        }
        kayles.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    for (game, table) in [
        ("bash(4)", &bash[..]),
        ("sub(2,5,6)", &sub[..]),
        ("kayles", &kayles[..]),
    ] {
        let given = period_of_values(&text(game), &array(table)).unwrap();
        assert!(!given.is_null(), "{game}");
        assert_eq!(
            json(&given),
            json(&find_period(&text(game), &n(table.len() as f64)).unwrap()),
            "{game}"
        );
        assert!(
            period_of_values(&text(game), &array(&table[..3])).unwrap().is_null(),
            "{game}"
        );
    }
    assert_eq!(
        json(&period_of_values(&text("bash(4)"), &array(&bash)).unwrap()),
        r#"{"preperiod":0,"period":5,"checkedTo":50}"#
    );
    // Winning Ways / OEIS A002186: period 12 from n = 71.
    assert_eq!(
        json(&period_of_values(&text("kayles"), &array(&kayles)).unwrap()),
        r#"{"preperiod":71,"period":12,"checkedTo":400}"#
    );
    assert!(message(period_of_values(&text("graph(0>1)"), &array(&[1, 0])).unwrap_err()).contains("heap games"));
    // Issue 20: a table of another game is refused, not trusted (Bash's table given as sub(2,5,6)'s: G(1) = 0).
    let e = period_of_values(&text("sub(2,5,6)"), &array(&bash)).unwrap_err();
    assert_eq!(property(&e, "code"), r#""ValuesNotOfGame""#);
    assert_eq!(
        message(e),
        "values[1] is 1, but G(1) of sub(2,5,6) is 0: these are not its values"
    );
}

#[wasm_bindgen_test]
fn graph_values_from_typed_arrays() {
    // Source note 000: one heap of 5, take at most 3, as a graph: SG = 0,1,2,3,0,1.
    let from = [5, 5, 5, 4, 4, 4, 3, 3, 3, 2, 2, 1];
    let to = [4, 3, 2, 3, 2, 1, 2, 1, 0, 1, 0, 0];
    assert_eq!(
        graph_values_from_edges(&n(6.0), &array(&from), &array(&to)).unwrap(),
        [0, 1, 2, 3, 0, 1]
    );
    // Repeated edges count once; isolated vertices are 0.
    assert_eq!(
        graph_values_from_edges(&n(4.0), &array(&[0, 0, 0]), &array(&[1, 1, 1])).unwrap(),
        [1, 0, 0, 0]
    );
}

#[wasm_bindgen_test]
fn bad_edges_throw_with_the_reason() {
    assert_eq!(
        message(graph_values_from_edges(&n(3.0), &array(&[0, 1]), &array(&[1])).unwrap_err()),
        "from has 2 entries but to has 1: each edge needs both ends"
    );
    assert_eq!(
        message(graph_values_from_edges(&n(3.0), &array(&[0, 1]), &array(&[1, 3])).unwrap_err()),
        "edge 1 (1 > 3) leaves the graph of 3 vertices (numbered from 0)"
    );
    assert!(
        message(graph_values_from_edges(&n(3.0), &array(&[0, 1, 2]), &array(&[1, 2, 0])).unwrap_err())
            .starts_with("the graph has a cycle, so its vertices have no SG values: 0 > 1 > 2 > 0")
    );
}
