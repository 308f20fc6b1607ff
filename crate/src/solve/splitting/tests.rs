//! The splitting solver against the plain definition, method by method.

use super::*;
use crate::solve::octal::naive;
use crate::solve::octal::tests::code;

fn solve(text: &str, n: usize, choice: Choice) -> Splitting {
    let mut s = Splitting::new(&code(text), choice);
    s.extend_to(n);
    s
}

/// The SIMD scan (settling chunks with hits lane by lane, then a tail) against a plain loop over pairs on a set
/// of wanted values, built from the definition (below c, rare and not marked) without `Want`: the same values
/// taken, stopping once every one is, and the bits left holding exactly the values not
/// taken. `tops`: the values' bounds (some below 256, so values hit often);
/// `size`: the candidates' bound, a power of two.
fn scan_matches_pairs<T: Value>(scan: fn(&[T], &[T], &mut Want, usize) -> usize, tops: [u32; 3], size: usize) {
    let mut x = 2463534242u32;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    let word = |next: &mut dyn FnMut() -> u32| u64::from(next()) << 32 | u64::from(next());
    for case in 0..3000 {
        let n = (next() % 200) as usize;
        let top = tops[case % 3];
        let mut draw = || T::try_from(next() % top).ok().expect("below the type's bound");
        let low: Vec<T> = (0..n).map(|_| draw()).collect();
        let high: Vec<T> = (0..n).map(|_| draw()).collect();
        let (mut rare, mut marks) = (Bits::new(size), Bits::new(size));
        for w in rare.words.iter_mut().chain(marks.words.iter_mut()) {
            *w = word(&mut next);
        }
        let c = next() % (size as u32 + 1);
        let bit = |b: &Bits, v: u32| b.words[v as usize / 64] >> (v % 64) & 1 == 1;
        let mut left: std::collections::BTreeSet<u32> = (0..c).filter(|&v| bit(&rare, v) && !bit(&marks, v)).collect();
        let mut want = Want::new(size);
        assert_eq!(want.fill(&rare, &marks, c), left.len(), "case {case}");
        if left.is_empty() {
            continue;
        }
        let missing = left.len();
        let mut expected = 0;
        for j in 0..n {
            expected += usize::from(left.remove(&(low[j].into() ^ high[n - 1 - j].into())));
            if expected == missing {
                break;
            }
        }
        assert_eq!(scan(&low, &high, &mut want, missing), expected, "case {case}");
        let mut words = vec![0u64; want.bits.words.len()];
        for &v in &left {
            words[v as usize / 64] |= 1 << (v % 64);
        }
        assert_eq!(want.bits.words, words, "case {case}");
    }
}

#[test]
fn the_byte_scan_takes_what_a_pair_by_pair_loop_takes() {
    scan_matches_pairs::<u8>(simd::take_wanted_u8, [64, 64, 256], 256);
}

#[test]
fn the_two_byte_scan_takes_what_a_pair_by_pair_loop_takes() {
    // Values past 256 share low bytes with others: the folded set only proposes, the bits decide.
    // Its low bytes, as the solver keeps them beside a two-byte table.
    let scan = |low: &[u16], high: &[u16], want: &mut Want, missing: usize| {
        let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
        simd::take_wanted_u16(low, high, (&bytes(low), &bytes(high)), want, missing)
    };
    scan_matches_pairs::<u16>(scan, [64, 300, 1024], 1024);
}

#[cfg(target_arch = "x86_64")]
#[test]
fn the_ssse3_scans_take_what_a_pair_by_pair_loop_takes() {
    // Where the CPU has AVX2 the scans above take it for 32 pairs or more; these are the 16-pair ones.
    if !std::arch::is_x86_feature_detected!("ssse3") {
        return;
    }
    // SAFETY: the CPU has SSSE3, checked above; the slices have the same length.
    let bytes = |low: &[u8], high: &[u8], want: &mut Want, missing: usize| unsafe {
        simd::x86::take_wanted(low, high, low, high, want, missing)
    };
    scan_matches_pairs::<u8>(bytes, [64, 64, 256], 256);
    let two_bytes = |low: &[u16], high: &[u16], want: &mut Want, missing: usize| {
        let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
        // SAFETY: as above.
        unsafe { simd::x86::take_wanted(low, high, &bytes(low), &bytes(high), want, missing) }
    };
    scan_matches_pairs::<u16>(two_bytes, [64, 300, 1024], 1024);
}

#[test]
fn every_method_equals_the_definition() {
    // 0.167, 0.376 and 0.77!7 split a rest for two heaps (0.77!7 with both kinds of split), 0.7!7!7 unequally.
    for text in [
        "kayles", "dawson", "grundy", "0.007", "0.76", "4!.7!", "0.165", "0.167", "0.376", "0.77!7", "0.7!7!7",
    ] {
        let expected = naive(&code(text), 3000);
        for choice in [Choice::Cheaper, Choice::Rare, Choice::Dense, Choice::Alternate] {
            assert_eq!(solve(text, 3000, choice).values(), expected, "{text} {choice:?}");
        }
    }
}

#[test]
fn switching_methods_and_widening_keep_values_exact() {
    // Repeating codes grow without bound: 0.[7] passes 255 (u8 → u16) well within 2000 heaps.
    for text in ["0.[7]", "4.[6]", "0.[76]"] {
        let expected = naive(&code(text), 700);
        assert!(expected.iter().any(|&v| v > 255), "{text} stays below 256");
        for choice in [Choice::Rare, Choice::Dense, Choice::Alternate] {
            assert_eq!(solve(text, 700, choice).values(), expected, "{text} {choice:?}");
        }
    }
    let s = solve("0.76", 4 * WINDOW, Choice::Alternate);
    assert!(s.rare_heaps >= WINDOW && s.dense_heaps >= WINDOW);
}

#[test]
fn extending_in_stretches_gives_the_same_table() {
    let whole = solve("0.007", 2500, Choice::Cheaper).values();
    let mut s = Splitting::new(&code("0.007"), Choice::Cheaper);
    for m in [0, 1, 5, 64, 65, 1000, 2500] {
        s.extend_to(m);
        assert_eq!(s.values(), whole[..m]);
    }
}

#[test]
fn the_cheaper_method_is_rare_for_grundys_game_and_dense_for_0_76() {
    let g = solve("grundy", 1 << 14, Choice::Cheaper);
    assert!(g.dense_heaps == 0, "grundy: {} heaps dense", g.dense_heaps);
    let d = solve("0.76", 1 << 14, Choice::Cheaper);
    assert!(
        d.dense_heaps > d.rare_heaps,
        "0.76: {} dense, {} rare",
        d.dense_heaps,
        d.rare_heaps
    );
}
