//! Laws a period cannot say (issue 40): self-similar laws and closed forms by known functions, found from a table of
//! 1000 values. Each is checked as a program: what the laws predict from the first 1000 values alone
//! ([`pattern::predict`]) matches, up to 16 times the table, a brute force written here from the game's statement
//! (not from the rule text, nor by the code under test).

use grundy::base::limits::Limits;
use grundy::game::Family;
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::{self, Pattern};

const TABLE: usize = 1000;
const REACH: usize = 16 * TABLE;

fn mex(seen: &[bool]) -> u32 {
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// The laws the finder states (and the broken ones) for the game of the rule text, from its table of 1000.
fn found(rules: &str) -> Vec<Pattern> {
    let mut defined = Defined::default();
    let game = defined.define(rules).unwrap();
    let Family::Heaps(game) = parse_family_in(&game.name, &defined).unwrap() else {
        panic!("a game of one-number states")
    };
    let (found, table) = pattern::find_table(&game, TABLE, &Limits::DEFAULT).unwrap();
    assert_eq!(table.len(), TABLE);
    found
}

fn example(name: &str) -> String {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What the laws predict from the brute force's first 1000 values, checked against the brute force to 16 000: every
/// value predicted matches, and every n ≥ `from` is predicted. Returns the sentences of the laws.
fn predicts(found: &[Pattern], truth: &[u32], from: usize) -> Vec<String> {
    assert!(truth.len() >= REACH);
    let said = pattern::predict(found, &truth[..TABLE], REACH);
    for (n, v) in said.iter().enumerate() {
        match v {
            Some(v) => assert_eq!(*v, truth[n], "G({n}) predicted {v}, is {}: {found:?}", truth[n]),
            None => assert!(n < from, "nothing predicted for G({n}): {found:?}"),
        }
    }
    // Every law stated was checked past the table, and no law broke.
    assert!(found.iter().all(Pattern::is_law), "{found:?}");
    assert!(found.iter().all(|p| p.checked_to() >= Some(REACH)), "{found:?}");
    found.iter().map(Pattern::explain).collect()
}

/// Take at most half: from a heap of n take k stones, 1 ≤ k ≤ ⌊n/2⌋.
fn take_half(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let mut seen = vec![false; n / 2 + 2];
        for k in 1..=n / 2 {
            if let Some(s) = seen.get_mut(g[n - k] as usize) {
                *s = true;
            }
        }
        g[n] = mex(&seen);
    }
    g
}

#[test]
fn take_half_halves_its_odd_heaps() {
    let said = predicts(&found(&example("take-half")), &take_half(REACH), 0);
    assert_eq!(
        said,
        [
            "G(n) = n/2 for n ≡ 0 (mod 2) (holds for every such n < 16000)",
            "self-similar: G(2n + 1) = G(n) (holds for every such 2n + 1 < 16000)",
            // What follows from these (G(n) = 0 for n = 2^k − 1 alone), said by name (crate/tests/named.rs).
            "P-positions by name: G(n) = 0 exactly when n = 2^k − 1 (the powers of 2, shifted: 0, 1, 3, 7, 15, 31, 63, \
             127, 255, 511; holds for every n < 16000)",
        ]
    );
}

/// Subtract a proper divisor: from n take d, d a divisor of n with d < n.
fn divisor(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let mut seen = vec![false; 64];
        for d in (1..n).filter(|d| n % d == 0) {
            seen[g[n - d] as usize] = true;
        }
        g[n] = mex(&seen);
    }
    g
}

#[test]
fn the_proper_divisor_game_is_the_times_two_divides_n() {
    let truth = divisor(REACH);
    let said = predicts(&found(&example("divisor")), &truth, 1);
    assert_eq!(
        said,
        [
            "G(n) = v2(n) for n ≥ 1 (v2(n): how many times 2 divides n; holds for every such n < 16000)",
            "G(n) = 0 for n ≡ 1 (mod 2) (holds for every such n < 16000)",
            "self-similar: G(2n) = G(n) + 1 for n ≥ 1 (holds for every such 2n < 16000)",
        ]
    );
}

/// CF 603C, Lieges of Legendre, k = 3: remove one cow from a pile, or replace a pile of 2x cows (x > 0) by three
/// piles of x cows.
const LIEGES: &str = "name lieges
state n
if n >= 1 { move n - 1 }
if n >= 2 && n % 2 == 0 { move n / 2, n / 2, n / 2 }
";

fn lieges(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let mut seen = vec![false; 4];
        seen[g[n - 1] as usize] = true;
        if n % 2 == 0 {
            // Three piles of n/2: the XOR of three equal values.
            seen[(0..3).fold(0, |acc, _| acc ^ g[n / 2]) as usize] = true;
        }
        g[n] = mex(&seen);
    }
    g
}

#[test]
fn cf603c_halves_its_even_heaps() {
    let found = found(LIEGES);
    // Its first 1000 values look periodic from 385: that law breaks, and is said broken (crate/tests/laws.rs).
    let laws: Vec<Pattern> = found.iter().filter(|p| p.is_law()).cloned().collect();
    let said = predicts(&laws, &lieges(REACH), 5);
    assert_eq!(
        said,
        [
            "G(n) = 0 for n ≡ 1 (mod 2), n ≥ 5 (holds for every such n < 16777216)",
            "self-similar: G(2n) = 2 if G(n) = 1, else 1, for n ≥ 3 (holds for every such 2n < 16777216)",
        ]
    );
}
