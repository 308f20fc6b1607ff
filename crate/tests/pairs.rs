//! Laws of the P-positions of two-number games (issue 40): pairs (a_k, b_k) as in Wythoff's game with their Beatty
//! form, lines, and named sets along a line. Each game's rule text (examples/rules/) is given to the finder as the CLI
//! gives it, on its 64 × 64 grid ([`pattern::find`]); each law it states is checked, by what it says of each cell
//! ([`Pattern::verdicts`], what `--predict` prints), against a brute force written here from the game's statement (not
//! from the rule text, nor by the crate): on the grid 4 times the side, and further where the brute force is cheap.

use grundy::base::limits::Limits;
use grundy::game::Family;
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::{self, Line, Pattern, Sequence, Sides};
use std::collections::BTreeMap;
use std::sync::Mutex;

const SIDE: usize = 64;

fn example(name: &str) -> String {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What the finder says of the 64 × 64 grid of the example `name`, found once for all the tests (Fibonacci Nim's
/// check on the 256 × 256 grid takes half a minute in a debug build).
fn found(name: &str) -> Vec<Pattern> {
    static FOUND: Mutex<BTreeMap<String, Vec<Pattern>>> = Mutex::new(BTreeMap::new());
    let mut found = FOUND.lock().unwrap_or_else(|e| e.into_inner());
    found
        .entry(name.to_string())
        .or_insert_with(|| {
            let mut defined = Defined::default();
            defined.define(&example(name)).unwrap();
            let family = parse_family_in(name, &defined).unwrap();
            assert!(matches!(family, Family::Rules(_)));
            pattern::find(&family, SIDE, &Limits::DEFAULT).unwrap()
        })
        .clone()
}

/// A brute force's P-positions: `p[x][y]`, x, y < its side.
type Positions = Vec<Vec<bool>>;

/// Every law of P-positions among `found` is checked to 4 × 64 at least, none broke, and each says of every cell
/// it speaks of (x, y < the brute force's side) what the brute force says; where some law speaks of every cell, the
/// P-positions `--predict` lists are exactly the brute force's. Returns the laws of P-positions.
fn confirm(found: &[Pattern], p: &Positions) -> Vec<Pattern> {
    let side = p.len();
    assert!(
        !found
            .iter()
            .any(|l| matches!(l, Pattern::Broken { law, .. } if law.is_p_law())),
        "{found:?}"
    );
    let laws: Vec<Pattern> = found.iter().filter(|l| l.is_p_law()).cloned().collect();
    for law in &laws {
        assert!(law.checked_to() >= Some(4 * SIDE), "{law:?}");
        let verdicts = law.verdicts(side).unwrap();
        for x in 0..side {
            for y in 0..side {
                if let Some(v) = verdicts[x * side + y] {
                    assert_eq!(v, p[x][y], "{} at ({x}, {y})", law.explain());
                }
            }
        }
    }
    let (cells, every) = pattern::predict_pairs(found, side);
    let truth: Vec<[usize; 2]> = (0..side * side)
        .filter(|&i| p[i / side][i % side])
        .map(|i| [i / side, i % side])
        .collect();
    if every {
        assert_eq!(cells, truth);
    } else {
        assert!(cells.iter().all(|&[x, y]| p[x][y]));
    }
    laws
}

/// Wythoff's game (Wythoff 1907): a queen moves left, down or diagonally down-left; the P-positions are
/// (⌊kφ⌋, ⌊kφ⌋ + k) and their mirrors. A cell is a P-position when no P-position lies left of it in its row, below
/// it in its column or on its diagonal below: flags per row, column and diagonal make this brute force O(side²).
fn queen(side: usize) -> Positions {
    let mut p = vec![vec![false; side]; side];
    let (mut row, mut column, mut diagonal) = (vec![false; side], vec![false; side], vec![false; 2 * side]);
    for x in 0..side {
        for y in 0..side {
            let d = x + side - y;
            if !row[x] && !column[y] && !diagonal[d] {
                p[x][y] = true;
                (row[x], column[y], diagonal[d]) = (true, true, true);
            }
        }
    }
    p
}

#[test]
fn wythoff_pairs_are_mex_and_difference_and_beatty_with_phi() {
    let found = found("queen");
    let laws = confirm(&found, &queen(2048));
    let [Pattern::Pairs {
        c: 1,
        d: 0,
        sides: Sides::Both,
        beatty: Some(form),
        ..
    }] = &laws[..]
    else {
        panic!("{found:?}")
    };
    assert_eq!(
        (form.alpha_name.as_str(), form.beta_name.as_str(), form.offset),
        ("φ", "φ²", 0)
    );
    assert_eq!(
        laws[0].explain(),
        "P-positions: the pairs (a_k, b_k) and (b_k, a_k), k ≥ 0, a_k the least number in no earlier pair, b_k = \
         a_k + k; a_k = ⌊kφ⌋, b_k = ⌊kφ²⌋ for k ≥ 1 (holds for every state x, y < 256)"
    );
    // The Beatty form itself, against φ in floating point (exact enough this far).
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    for (k, [a, b]) in pattern::pairs::pairs(1, 0, 20_000).into_iter().enumerate().skip(1) {
        assert_eq!((a, b), ((k as f64 * phi) as usize, (k as f64 * phi * phi) as usize));
    }
}

/// Two Nim heaps (Bouton 1901): take any number from one heap; P-positions x = y. Brute force: a cell is a
/// P-position when no P-position lies left of it in its row or below it in its column.
fn nim2(side: usize) -> Positions {
    let mut p = vec![vec![false; side]; side];
    let (mut row, mut column) = (vec![false; side], vec![false; side]);
    for x in 0..side {
        for y in 0..side {
            if !row[x] && !column[y] {
                p[x][y] = true;
                (row[x], column[y]) = (true, true);
            }
        }
    }
    p
}

#[test]
fn two_nim_heaps_have_their_p_positions_on_the_diagonal() {
    let found = found("nim2");
    assert!(matches!(found[0], Pattern::Sum { .. }), "{found:?}");
    let laws = confirm(&found, &nim2(2048));
    let diagonal = Line {
        c: 1,
        d: 0,
        transposed: false,
    };
    assert!(
        matches!(&laws[..], [Pattern::Lines { lines, all: true, .. }] if lines == &[diagonal]),
        "{laws:?}"
    );
    assert_eq!(
        laws[0].explain(),
        "every P-position lies on the line y = x, and every state on it is one (holds for every state x, y < 256)"
    );
}

/// Fibonacci Nim (Whinihan 1963): n stones; the first move takes any number but not all, then each move takes 1 to
/// twice the last. A state (n, m): n stones, at most m may be taken; the game starts at (n, n − 1), lost for the
/// player to move exactly when n is a Fibonacci number. Brute force over the statement: from (n, m) take k, 1 ≤ k ≤
/// min(n, m), to (n − k, 2k), where a take of 2k > n − k is as good as n − k (one may take all that is left).
fn fibonacci_nim(side: usize) -> Positions {
    // Within the grid, m caps at side − 1; (n − k, 2k) with 2k ≥ n − k is the same game as (n − k, n − k).
    let mut p = vec![vec![false; side]; side];
    for n in 0..side {
        for m in 0..side {
            p[n][m] = !(1..=n.min(m)).any(|k| p[n - k][(2 * k).min(n - k)]);
        }
    }
    p
}

#[test]
fn fibonacci_nim_loses_at_the_fibonacci_numbers_along_y_equals_x_minus_1() {
    let found = found("fibonacci-nim");
    let laws = confirm(&found, &fibonacci_nim(4 * SIDE));
    let along: Vec<&Pattern> = laws
        .iter()
        .filter(|l| matches!(l, Pattern::Along { d: -1, .. }))
        .collect();
    let [Pattern::Along { set, .. }] = &along[..] else {
        panic!("{found:?}")
    };
    assert_eq!(*set, Sequence::Fibonacci { offset: 0 });
    // (Checked as far as the budgets allow: past 256, since a column period's break made the finder look again.)
    let said = along[0].explain();
    assert!(
        said.starts_with(
            "along y = x − 1: (x, x − 1) is a P-position exactly when x is a Fibonacci number (1, 2, 3, 5, 8, 13, …) \
             (holds for every x with x, x − 1 < "
        ),
        "{said}"
    );
    // The Fibonacci numbers below 256, from their definition.
    let mut fib = vec![1usize, 2];
    while fib[fib.len() - 1] + fib[fib.len() - 2] < 4 * SIDE {
        fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
    }
    let p = fibonacci_nim(4 * SIDE);
    let lost: Vec<usize> = (1..4 * SIDE).filter(|&n| p[n][n - 1]).collect();
    assert_eq!(lost, fib);
}

/// Fraenkel's 2-Wythoff (1982, "How to beat your Wythoff games' opponent on three fronts"): take from one heap, or
/// k from one and l from the other, k, l ≥ 1, |k − l| < 2. P-positions (a_k, a_k + 2k) and mirrors, a_k = ⌊k√2⌋.
fn wythoff2(side: usize) -> Positions {
    let mut p = vec![vec![false; side]; side];
    for x in 0..side {
        for y in 0..side {
            let one_heap = (0..x).any(|u| p[u][y]) || (0..y).any(|v| p[x][v]);
            let both = (1..=x).any(|k| (k.saturating_sub(1).max(1)..=(k + 1).min(y)).any(|l| p[x - k][y - l]));
            p[x][y] = !one_heap && !both;
        }
    }
    p
}

#[test]
fn the_2_wythoff_pairs_differ_by_2k_and_are_beatty_with_root_2() {
    let found = found("wythoff2");
    let laws = confirm(&found, &wythoff2(4 * SIDE));
    let [Pattern::Pairs {
        c: 2,
        d: 0,
        sides: Sides::Both,
        beatty: Some(form),
        ..
    }] = &laws[..]
    else {
        panic!("{found:?}")
    };
    assert_eq!((form.alpha_name.as_str(), form.beta_name.as_str()), ("√2", "2 + √2"));
}

/// What the page's highlight lights ([`pattern::verdicts_each`], the JS API's `predictPatterns` of a grid): each
/// pattern alone, on a grid twice the side of the one it was found in. Each law of P-positions says of every cell it
/// speaks of what the brute force says (Wythoff's pairs of every cell, Fibonacci Nim's set of the cells on
/// y = x − 1 and no other), the other patterns say nothing, and a broken law says what its law says.
#[test]
fn each_law_alone_says_of_each_cell_of_twice_the_grid_what_the_statement_says() {
    let side = 2 * SIDE;
    for (name, p) in [("queen", queen(side)), ("fibonacci-nim", fibonacci_nim(side))] {
        let found = found(name);
        let each = pattern::verdicts_each(&found, side);
        assert_eq!(each.len(), found.len());
        for (law, verdicts) in found.iter().zip(&each) {
            let Some(verdicts) = verdicts else {
                assert!(!law.is_p_law(), "{name}: {law:?}");
                continue;
            };
            assert!(law.is_p_law(), "{name}: {law:?}");
            for x in 0..side {
                for y in 0..side {
                    let v = verdicts[x * side + y];
                    match law {
                        Pattern::Along { d: -1, .. } => assert_eq!(v.is_some(), y + 1 == x, "({x}, {y})"),
                        Pattern::Pairs { .. } => assert!(v.is_some(), "({x}, {y})"),
                        _ => {}
                    }
                    if let Some(v) = v {
                        assert_eq!(v, p[x][y], "{name}: {} at ({x}, {y})", law.explain());
                    }
                }
            }
        }
        assert!(each.iter().any(Option::is_some), "{name}: {found:?}");
        // The same law said broken (as a longer grid would) is lit as its law.
        let law = found.iter().find(|l| l.is_p_law()).unwrap().clone();
        let broken = Pattern::Broken {
            law: Box::new(law.clone()),
            held_to: side,
            broke_at: pattern::Place::Cell([side, 0]),
            value: Some(1),
            predicted: Some(0),
        };
        assert_eq!(pattern::verdicts_each(&[broken], side), vec![law.verdicts(side)]);
    }
}
