//! Fast take-and-break values against the definition (`naive`) and against published sequences.

use grundy::notation::parse_game;
use grundy::solve::octal::{naive, values};
use grundy::{Game, Octal};
use proptest::prelude::*;

fn code(text: &str) -> Octal {
    match parse_game(text).unwrap() {
        Game::Octal(code) => code,
        other => panic!("{text} is not an octal game: {other:?}"),
    }
}

/// Code text d0.d1…dk with d0 ∈ {0, 4}, random `!` marks and, optionally, the last `block` digits repeating.
fn code_text(d0_is_4: bool, digits: &[(u8, bool)], block: usize) -> String {
    let mut text = String::from(if d0_is_4 { "4" } else { "0" });
    text.push('.');
    for (i, &(d, unequal)) in digits.iter().enumerate() {
        if block > 0 && i == digits.len() - block {
            text.push('[');
        }
        text.push(char::from(b'0' + d));
        if unequal {
            text.push('!');
        }
    }
    if block > 0 {
        text.push(']');
    }
    text
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn fast_equals_naive_for_finite_codes(
        d0_is_4 in any::<bool>(),
        unequal0 in any::<bool>(),
        digits in prop::collection::vec((0u8..8, any::<bool>()), 1..5),
        n in 0usize..300,
    ) {
        let mut text = code_text(d0_is_4, &digits, 0);
        if d0_is_4 && unequal0 {
            text.insert(1, '!');
        }
        let c = code(&text);
        prop_assert_eq!(values(&c, n), naive(&c, n), "{}", text);
    }

    #[test]
    fn fast_equals_naive_for_repeating_codes(
        d0_is_4 in any::<bool>(),
        digits in prop::collection::vec((0u8..8, any::<bool>()), 1..4),
        block in 1usize..3,
        n in 0usize..120,
    ) {
        let text = code_text(d0_is_4, &digits, block.min(digits.len()));
        let c = code(&text);
        prop_assert_eq!(values(&c, n), naive(&c, n), "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn fast_equals_naive_for_repeating_codes_without_splits(
        digits in prop::collection::vec((0u8..4, Just(false)), 1..6),
        block in 1usize..4,
        n in 0usize..1000,
    ) {
        let text = code_text(false, &digits, block.min(digits.len()));
        let c = code(&text);
        prop_assert_eq!(values(&c, n), naive(&c, n), "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Long enough tables for `values` to prove a period on a prefix and copy the rest from it.
    #[test]
    fn fast_equals_naive_beyond_a_proven_period(
        d0_is_4 in any::<bool>(),
        digits in prop::collection::vec((0u8..8, Just(false)), 1..4),
        n in 1100usize..2000,
    ) {
        let text = code_text(d0_is_4, &digits, 0);
        let c = code(&text);
        prop_assert_eq!(values(&c, n), naive(&c, n), "{}", text);
    }
}

#[test]
fn fast_equals_naive_for_the_named_games_at_a_few_thousand() {
    for text in [
        "kayles", "dawson", "grundy", "0.137", "4.07", "0.6", "0.165", "4!.7!", "0.[7]",
    ] {
        let n = if text.contains('[') { 300 } else { 3000 };
        assert_eq!(values(&code(text), n), naive(&code(text), n), "{text}");
    }
}

#[test]
fn repeating_codes_that_split_at_a_few_hundred() {
    for text in [
        "0.[7]",
        "4.[7]",
        "0.[6]",
        "0.3[4]",
        "0.7[04]",
        "4!.[6!]",
        "0.1[54!]",
        "4.2[7!14]",
    ] {
        assert_eq!(values(&code(text), 250), naive(&code(text), 250), "{text}");
    }
}

#[test]
fn repeating_codes_without_splits_at_large_n() {
    // 0.[3] is Nim: G(n) = n. 0.[2] (take any number but never the whole heap): G(n) = n − 1 for n ≥ 1.
    let n = 200_000;
    assert_eq!(values(&code("0.[3]"), n), (0..n as u32).collect::<Vec<_>>());
    let g = values(&code("0.[2]"), n);
    assert!(g[0] == 0 && (1..n).all(|i| g[i] == i as u32 - 1));
}

// OEIS A002186 (Kayles, 0.77): the listed terms, then "from n = 71 on, periodic with period 12; the only
// exceptions are n = 0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57 and 70".
#[test]
fn kayles_a002186() {
    let g = values(&code("kayles"), 20_000);
    let listed = [
        0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4,
        1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 6, 7, 4, 1,
        2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1,
    ];
    assert_eq!(g[..listed.len()], listed);
    assert!((71 + 12..g.len()).all(|n| g[n] == g[n - 12]));
    let exceptions: Vec<usize> = (0..71).filter(|&n| g[n] != g[n + 12 * 10]).collect();
    assert_eq!(exceptions, [0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70]);
}

// OEIS A002187 (Dawson's chess, 0.137; Dawson's Kayles 0.07 has the values shifted by one): the listed terms, and
// "period 34 with the only exceptions at n = 0, 14, 16, 17, 31, 34 and 51".
#[test]
fn dawson_a002187() {
    let chess = values(&code("0.137"), 20_000);
    let listed = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1,
        2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3,
        1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0,
        3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
    ];
    assert_eq!(chess[..listed.len()], listed);
    assert!((52 + 34..chess.len()).all(|n| chess[n] == chess[n - 34]));
    let exceptions: Vec<usize> = (0..52).filter(|&n| chess[n] != chess[n + 34 * 10]).collect();
    assert_eq!(exceptions, [0, 14, 16, 17, 31, 34, 51]);
    let kayles = values(&code("dawson"), 20_001);
    assert_eq!(kayles[0], 0);
    assert_eq!(kayles[1..], chess[..]);
}

// OEIS A002188 (Grundy's game, 4!.0): the listed terms; and Flammenkamp's list of its "sparse" values (those whose
// binary form without the lowest bit has an even number of ones), complete below 232.
#[test]
fn grundys_game_a002188_and_sparse_values() {
    let g = values(&code("grundy"), 4096);
    let listed = [
        0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4,
        1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4,
        3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3,
    ];
    assert_eq!(g[..listed.len()], listed);
    let sparse = [
        (0, 0),
        (1, 0),
        (2, 0),
        (3, 1),
        (4, 0),
        (6, 1),
        (7, 0),
        (9, 1),
        (10, 0),
        (12, 1),
        (15, 1),
        (20, 0),
        (23, 0),
        (26, 0),
        (28, 1),
        (31, 1),
        (34, 1),
        (37, 1),
        (40, 1),
        (43, 1),
        (46, 1),
        (49, 1),
        (50, 0),
        (52, 1),
        (53, 0),
        (55, 1),
        (58, 1),
        (61, 1),
        (87, 7),
        (90, 7),
        (93, 7),
        (146, 6),
        (149, 6),
        (152, 6),
        (158, 11),
        (161, 11),
        (164, 11),
        (167, 11),
        (176, 7),
        (179, 7),
        (181, 12),
        (182, 7),
        (185, 7),
        (188, 7),
        (190, 12),
        (193, 12),
        (196, 10),
        (231, 10),
    ];
    let found: Vec<(usize, u32)> = (0..232)
        .filter(|&n| (g[n] >> 1).count_ones().is_multiple_of(2))
        .map(|n| (n, g[n]))
        .collect();
    assert_eq!(found, sparse);
    assert_eq!(g, naive(&code("grundy"), 4096));
}

/// Hexadecimal code text d0.d1…dk (digits 0–F, d0 ∈ {0, 4, 8}) with random `!` marks.
fn hex_text(d0: u8, digits: &[(u8, bool)]) -> String {
    let mut text = format!("{d0}.");
    for &(d, unequal) in digits {
        text.push_str(&format!("{d:X}"));
        if unequal {
            text.push('!');
        }
    }
    text
}

/// The moves of heap `heap` straight from the digits' meaning: for each k, every way to leave j = 0 … 3 non-empty
/// heaps (bit 2^j of digit k) of total heap − k, as a sorted list, found by trying every tuple of sizes.
fn moves_by_definition(code: &Octal, heap: u32) -> Vec<(u32, Vec<u32>)> {
    let mut out = Vec::new();
    let last = code.max_removal().map_or(heap, |t| (t as u32).min(heap));
    for k in 0..=last {
        let rest = heap - k;
        let d = code.digit(k as usize);
        let mut found: Vec<Vec<u32>> = Vec::new();
        if d & 1 != 0 && rest == 0 {
            found.push(vec![]);
        }
        if d & 2 != 0 && rest > 0 {
            found.push(vec![rest]);
        }
        for a in 1..=rest {
            for b in 1..=rest {
                if d & 4 != 0 && a + b == rest {
                    found.push(vec![a, b]);
                }
                for c in 1..=rest {
                    if d & 8 != 0 && a + b + c == rest {
                        found.push(vec![a, b, c]);
                    }
                }
            }
        }
        for heaps in &mut found {
            heaps.sort_unstable();
        }
        found.sort();
        found.dedup();
        if code.is_unequal(k as usize) {
            found.retain(|h| h.windows(2).all(|w| w[0] != w[1]));
        }
        out.extend(found.into_iter().map(|h| (k, h)));
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn hexadecimal_codes_move_as_their_digits_say(
        d0 in prop::sample::select(vec![0u8, 4, 8]),
        digits in prop::collection::vec((0u8..16, any::<bool>()), 1..4),
        heap in 0u32..14,
    ) {
        let c = code(&hex_text(d0, &digits));
        let mut listed: Vec<(u32, Vec<u32>)> = grundy::solve::octal::moves(&c, heap).collect();
        listed.sort();
        prop_assert_eq!(listed, moves_by_definition(&c, heap), "{}", c);
    }

    #[test]
    fn the_option_bound_holds(
        d0 in prop::sample::select(vec![0u8, 4, 8]),
        digits in prop::collection::vec((0u8..16, any::<bool>()), 1..4),
        repeat in any::<bool>(),
        heap in 0u32..40,
    ) {
        let mut text = hex_text(d0, &digits);
        if repeat {
            text.insert(2, '[');
            text.push(']');
        }
        let c = code(&text);
        let game = Game::Octal(c.clone());
        let count = grundy::solve::octal::moves(&c, heap).count() as u64;
        let bound = grundy::engine::analyze::option_bound(&game, heap);
        prop_assert!(count <= bound, "{}: heap {} has {} options, bound {}", text, heap, count, bound);
    }

    #[test]
    fn hexadecimal_values_equal_naive(
        d0 in prop::sample::select(vec![0u8, 4, 8]),
        digits in prop::collection::vec((0u8..16, any::<bool>()), 1..4),
        repeat in any::<bool>(),
        n in 0usize..90,
    ) {
        let mut text = hex_text(d0, &digits);
        if repeat {
            text.insert(2, '[');
            text.push(']');
        }
        let c = code(&text);
        prop_assert_eq!(values(&c, n), naive(&c, n), "{}", text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(12))]

    /// A period proven on a prefix of a hexadecimal code's table holds on the rest of a table twice as long: the
    /// three-heap bound is not too short.
    #[test]
    fn hexadecimal_periods_proven_on_a_prefix_hold_beyond_it(
        d0 in prop::sample::select(vec![0u8, 4, 8]),
        digits in prop::collection::vec((0u8..16, Just(false)), 1..3),
    ) {
        let c = code(&hex_text(d0, &digits));
        let g = naive(&c, 600);
        if let Some((n0, p)) = grundy::solve::proof::proven_for_octal(&c, &g[..300]) {
            for n in n0..600 - p {
                prop_assert_eq!(g[n], g[n + p], "{} from {}: G({}) against G({})", c, n0, n, n + p);
            }
        }
    }
}

/// HDU 5795 "A Simple Nim" (take any number, or split a heap into three non-empty heaps) is the code 8.[3]; its
/// published values: G(n) = n − 1 for n ≡ 0 (mod 8), n + 1 for n ≡ 7 (mod 8), else n (G(0) = 0).
#[test]
fn hdu5795_is_the_code_8_3() {
    let g = values(&code("8.[3]"), 400);
    for (n, &v) in g.iter().enumerate() {
        let n = n as u32;
        let expected = match n % 8 {
            _ if n == 0 => 0,
            0 => n - 1,
            7 => n + 1,
            _ => n,
        };
        assert_eq!(v, expected, "G({n})");
    }
}

/// The bound counts three-way splits only for the digits that make them: HDU 5795's heap of 8 (13 options) is
/// explained by mex in a lesson, which needs a bound of at most 64.
#[test]
fn the_option_bound_of_8_3_is_near_its_count() {
    let bound = grundy::engine::analyze::option_bound(&Game::Octal(code("8.[3]")), 8);
    assert_eq!(grundy::solve::octal::moves(&code("8.[3]"), 8).count(), 13);
    assert!(bound <= 64, "{bound}");
}

/// A heap of m split into three non-empty heaps in round(m²/12) ways (partitions into three parts), and into three
/// different heaps in round((m − 3)²/12) ways.
#[test]
fn three_way_splits_are_the_partitions_into_three_parts() {
    let count = |text: &str, m: u32| grundy::solve::octal::moves(&code(text), m).count() as u32;
    for m in 0..60u32 {
        assert_eq!(count("8.0", m), (m * m + 6) / 12, "8.0 at {m}");
        let d = m.saturating_sub(3);
        assert_eq!(count("8!.0", m), (d * d + 6) / 12, "8!.0 at {m}");
    }
}

#[test]
fn hexadecimal_codes_print_as_cgsuite_writes_them() {
    for (text, shown) in [
        ("0.0f!", "0.0F!"),
        ("8.[3]", "8.[3]"),
        ("0.9a", "0.9A"),
        ("0.[C8]", "0.[C8]"),
    ] {
        assert_eq!(code(text).to_string(), shown);
        assert_eq!(code(shown), code(text));
    }
}
