//! P-position sets by name (issue 40), found from a table of 1000 values of a game given by its rule text
//! (examples/rules/), and checked as programs: what the laws predict from the first 1000 values alone
//! ([`pattern::predict`]) matches, up to 16 times the table, a brute force written here from the game's statement;
//! and the named law's P-positions are, to 16 000, the ones its source proves.
//!
//! The panel: one pile Nim with a move function f, "take 1 ≤ k ≤ f(n) stones from a heap of n". A. Holshouser and
//! H. Reiter, "One pile Nim with arbitrary move function", Electronic Journal of Combinatorics 10 (2003), N7: when
//! n − f(n) does not decrease, the P-positions are p(0) = 0 and p(i + 1) = the least n with n − f(n) > p(i). Take at
//! most half is L. Levine's restricted Nim ("Fractal sequences and restricted Nim", Ars Combinatoria 80, 2006;
//! OEIS A025480); move functions by an irrational, Holshouser, Reiter and Rudzinski, "Pilesize dynamic one-pile Nim
//! and Beatty's theorem", INTEGERS 4 (2004), G03.

use grundy::base::limits::Limits;
use grundy::game::Family;
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::{self, Pattern};

const TABLE: usize = 1000;
const REACH: usize = 16 * TABLE;

/// The laws the finder states (and the broken ones) for the game of the rule file, from its table of 1000.
fn found(name: &str) -> Vec<Pattern> {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    let rules = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut defined = Defined::default();
    let game = defined.define(&rules).unwrap();
    let Family::Heaps(game) = parse_family_in(&game.name, &defined).unwrap() else {
        panic!("a game of one-number states")
    };
    let (found, table) = pattern::find_table(&game, TABLE, &Limits::DEFAULT).unwrap();
    assert_eq!(table.len(), TABLE);
    found
}

/// G(0) … G(len − 1) of "take 1 ≤ k ≤ f(n) stones", by the mex of every move.
fn take_at_most(len: usize, f: impl Fn(usize) -> usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    let mut seen = vec![usize::MAX; len + 1];
    for n in 1..len {
        for k in 1..=f(n).min(n) {
            seen[g[n - k] as usize] = n;
        }
        g[n] = (0..).find(|&v| seen[v] != n).unwrap() as u32;
    }
    g
}

/// The P-positions below `len` by the source's theorem: p(0) = 0, p(i + 1) = the least n with n − f(n) > p(i).
fn theorem(len: usize, f: impl Fn(usize) -> usize) -> Vec<usize> {
    let mut p = vec![0];
    loop {
        let last = *p.last().unwrap();
        match (last + 1..len).find(|&n| n - f(n).min(n) > last) {
            Some(n) => p.push(n),
            None => return p,
        }
    }
}

/// Checks the finder's laws for the game `name` ("take 1 ≤ k ≤ f(n)") and returns its named law's statement:
/// every law stated was checked to 16 000 and predicts the brute force there; the named law says 0 exactly on the
/// P-positions of the theorem (from where it starts), and the theorem's P-positions are the brute force's.
fn check(name: &str, f: impl Fn(usize) -> usize + Copy) -> String {
    let found = found(name);
    let truth = take_at_most(REACH, f);
    let zeros: Vec<usize> = (0..REACH).filter(|&n| truth[n] == 0).collect();
    assert_eq!(zeros, theorem(REACH, f), "{name}: the brute force and the theorem");
    assert!(found.iter().all(Pattern::is_law), "{found:?}");
    assert!(found.iter().all(|p| p.checked_to() >= Some(REACH)), "{found:?}");
    for (n, v) in pattern::predict(&found, &truth[..TABLE], REACH).iter().enumerate() {
        if let Some(v) = v {
            assert_eq!(*v, truth[n], "{name}: G({n}) predicted {v}: {found:?}");
        }
    }
    let named: Vec<&Pattern> = found.iter().filter(|p| matches!(p, Pattern::Named { .. })).collect();
    let [law @ Pattern::Named { from, .. }] = named[..] else {
        panic!("{name}: no named set: {found:?}")
    };
    let said = pattern::predict(std::slice::from_ref(law), &truth[..TABLE], REACH);
    for (n, v) in said.iter().enumerate().skip(*from) {
        assert_eq!(*v == Some(0), zeros.contains(&n), "{name}: G({n}), the law says {v:?}");
    }
    law.statement()
}

#[test]
fn take_at_most_half_loses_on_two_to_the_k_less_one() {
    // p(i + 1) = 2p(i) + 1.
    assert_eq!(check("take-half", |n| n / 2), "G(n) = 0 exactly when n = 2^k − 1");
}

#[test]
fn take_less_than_half_loses_on_the_powers_of_two() {
    // p(1) = 1, p(i + 1) = 2p(i): 0 is the terminal position, before the law.
    assert_eq!(
        check("take-less-than-half", |n| n.saturating_sub(1) / 2),
        "G(n) = 0 exactly when n = 2^k, for n ≥ 1"
    );
}

#[test]
fn take_up_to_half_rounded_up_loses_on_two_to_the_k_less_two() {
    // p(i + 1) = 2p(i) + 2.
    assert_eq!(
        check("take-up-to-half", |n| n.div_ceil(2)),
        "G(n) = 0 exactly when n = 2^k − 2"
    );
}

#[test]
fn take_two_thirds_loses_on_a_recurrence() {
    // p(i + 1) = 3p(i) + 1: (3^k − 1)/2, OEIS A003462, not a power plus a whole constant.
    assert_eq!(
        check("take-two-thirds", |n| 2 * n / 3),
        "G(n) = 0 exactly when n is a term of a(k) = 3a(k − 1) + 1, a(0) = 0"
    );
}

#[test]
fn take_less_than_two_thirds_loses_on_the_powers_of_three() {
    assert_eq!(
        check("take-less-than-two-thirds", |n| (2 * n).saturating_sub(1) / 3),
        "G(n) = 0 exactly when n = 3^k, for n ≥ 1"
    );
}

#[test]
fn take_three_quarters_loses_on_a_recurrence() {
    // p(i + 1) = 4p(i) + 1: (4^k − 1)/3, OEIS A002450.
    assert_eq!(
        check("take-three-quarters", |n| 3 * n / 4),
        "G(n) = 0 exactly when n is a term of a(k) = 4a(k − 1) + 1, a(0) = 0"
    );
}

#[test]
fn take_less_than_n_over_phi_squared_loses_on_the_fibonacci_numbers_less_one() {
    // f(n) = ⌈n/φ²⌉ − 1 (n/φ² is never whole for n ≥ 1): the theorem's P-positions are F_k − 1 (checked here against
    // the Fibonacci numbers too), and no law the finder knows says the values themselves.
    let phi2 = (3.0 + 5f64.sqrt()) / 2.0;
    let f = move |n: usize| ((n as f64 / phi2).ceil() as usize).saturating_sub(1);
    let mut fibonacci = vec![1usize, 2];
    while fibonacci[fibonacci.len() - 1] < REACH {
        fibonacci.push(fibonacci[fibonacci.len() - 1] + fibonacci[fibonacci.len() - 2]);
    }
    let less_one: Vec<usize> = fibonacci.iter().map(|v| v - 1).filter(|&v| v < REACH).collect();
    assert_eq!(theorem(REACH, f), less_one);
    assert_eq!(check("take-golden", f), "G(n) = 0 exactly when n = F_k − 1");
}

/// HDU 1848 (examples/rules/fibonacci.rules): take a Fibonacci number of stones. Its first 1000 values show no law
/// (it has none the finder knows), and the finder says what it tried.
#[test]
fn nothing_found_says_what_was_tried() {
    let found = found("fibonacci");
    let tried = found.last().unwrap();
    assert!(
        matches!(
            tried,
            Pattern::Nothing {
                table: 1000,
                longest_period: 333,
                modulus: 16,
                known_modulus: 4,
                order: 3,
                ..
            }
        ),
        "{found:?}"
    );
    assert!(!found.iter().any(Pattern::is_law), "{found:?}");
    assert!(
        tried
            .explain()
            .starts_with("no law found in the table up to 1000; tried: periods up to 333"),
        "{}",
        tried.explain()
    );
}
