//! The confirmation scan for tables of bytes, 16 pairs at a time where the target has SIMD (32 where an x86 CPU has
//! AVX2, detected at run time, so the build needs no `target-cpu`): the wanted values, folded to their low bytes,
//! are a set of 256 bits, held as two 16-byte vectors (values 0–127 and 128–255), and a pair's byte v is looked up
//! by a byte shuffle (byte v >> 3 of the set) and a test of bit v & 7. A chunk with hits is settled pair by pair,
//! and the scan goes on with the set folded again from the bits that are left: a scan takes dozens of values, and
//! starting it again after each one cost more than the pairs it looks at.

#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
use super::Value;
use super::{take_pairs, Want};

/// `Value::take_wanted` for bytes.
pub fn take_wanted_u8(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
    let n = low.len().min(high.len());
    let (low, high) = (&low[..n], &high[high.len() - n..]);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        wasm::take_wanted(low, high, low, high, want, missing)
    }
    #[cfg(target_arch = "x86_64")]
    {
        if n >= 32 && std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2, checked just above.
            return unsafe { x86::take_wanted_avx2(low, high, low, high, want, missing) };
        }
        if std::arch::is_x86_feature_detected!("ssse3") {
            // SAFETY: the CPU has SSSE3, checked just above.
            return unsafe { x86::take_wanted(low, high, low, high, want, missing) };
        }
        take_pairs(low, high, want, missing)
    }
    #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
    {
        take_pairs(low, high, want, missing)
    }
}

/// `Value::take_wanted` for two-byte values: the byte scan on their low bytes (`bytes`, the same pairs'), each
/// hit settled by the bits (a value whose low byte is wanted may not be).
pub fn take_wanted_u16(
    low: &[u16],
    high: &[u16],
    (low_bytes, high_bytes): (&[u8], &[u8]),
    want: &mut Want,
    missing: usize,
) -> usize {
    let n = low.len().min(high.len());
    let (low, high) = (&low[..n], &high[high.len() - n..]);
    let (low_bytes, high_bytes) = (&low_bytes[..n], &high_bytes[high_bytes.len() - n..]);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        wasm::take_wanted(low, high, low_bytes, high_bytes, want, missing)
    }
    #[cfg(target_arch = "x86_64")]
    {
        if n >= 32 && std::arch::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2, checked just above.
            return unsafe { x86::take_wanted_avx2(low, high, low_bytes, high_bytes, want, missing) };
        }
        if std::arch::is_x86_feature_detected!("ssse3") {
            // SAFETY: the CPU has SSSE3, checked just above.
            return unsafe { x86::take_wanted(low, high, low_bytes, high_bytes, want, missing) };
        }
        take_pairs(low, high, want, missing)
    }
    #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
    {
        let _ = (low_bytes, high_bytes); // no byte scan without SIMD
        take_pairs(low, high, want, missing)
    }
}

/// The wanted values folded to their low bytes, as 32 bytes (byte k: the low bytes 8k … 8k + 7), in four words.
/// Read from the bits after each chunk with hits: rebuilt from words just written, where loading vectors over
/// bytes just written would wait for the stores (a vector load is not forwarded from narrower stores).
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
#[inline(always)]
fn folded(words: &[u64]) -> [u64; 4] {
    match words {
        [a] => [*a, 0, 0, 0],
        [a, b] => [*a, *b, 0, 0],
        _ => {
            let (mut f0, mut f1, mut f2, mut f3) = (0, 0, 0, 0);
            for w in words.chunks_exact(4) {
                f0 |= w[0];
                f1 |= w[1];
                f2 |= w[2];
                f3 |= w[3];
            }
            [f0, f1, f2, f3]
        }
    }
}

/// Takes the values of the pairs j = base + each set bit of `hits`, whatever `missing`: no step depends on
/// whether a value was still wanted (a branch that mispredicts half the time); returns how many were.
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
#[inline(always)]
fn settle<T: Value>(low: &[T], high: &[T], want: &mut Want, base: usize, mut hits: u32) -> usize {
    let n = low.len();
    let words = &mut want.bits.words;
    let last = words.len() - 1;
    let mut taken = 0;
    while hits != 0 {
        let j = base + hits.trailing_zeros() as usize;
        let v = (low[j].into() ^ high[n - 1 - j].into()) as usize;
        let word = &mut words[(v >> 6) & last];
        taken += (*word >> (v & 63) & 1) as usize;
        *word &= !(1 << (v & 63));
        hits &= hits - 1;
    }
    taken
}

/// Pairs j ≥ from one at a time, `taken` values taken so far; returns the values taken in all.
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
fn tail<T: Value>(low: &[T], high: &[T], want: &mut Want, from: usize, taken: usize, missing: usize) -> usize {
    taken + take_pairs(&low[from..], &high[..high.len() - from], want, missing - taken)
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm {
    use super::{folded, settle, tail, Value, Want};
    use core::arch::wasm32::*;

    /// The wanted set as two vectors, values 0–127 and 128–255.
    #[inline(always)]
    fn set(want: &Want) -> (v128, v128) {
        let [a, b, c, d] = folded(&want.bits.words);
        (u64x2(a, b), u64x2(c, d))
    }

    /// The lanes of 16 bytes `v` that are in the set, as bits.
    #[inline(always)]
    fn wanted(v: v128, (low, high): (v128, v128)) -> u32 {
        let bit = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128);
        // Byte v >> 3 of the 32: a swizzle gives 0 for an index past 15, so each half answers for its own.
        let at = u8x16_shr(v, 3);
        let byte = v128_or(
            u8x16_swizzle(low, at),
            u8x16_swizzle(high, u8x16_sub(at, u8x16_splat(16))),
        );
        let hit = v128_and(byte, u8x16_swizzle(bit, v128_and(v, u8x16_splat(7))));
        u32::from(u8x16_bitmask(u8x16_ne(hit, u8x16_splat(0))))
    }

    /// The byte scan over the pairs' low bytes `low_bytes`, `high_bytes`, each hit settled by the values `low`,
    /// `high` (all four the same length; for a byte table the same slices); returns the values taken.
    pub fn take_wanted<T: Value>(
        low: &[T],
        high: &[T],
        low_bytes: &[u8],
        high_bytes: &[u8],
        want: &mut Want,
        missing: usize,
    ) -> usize {
        let n = low_bytes.len();
        let reverse = u8x16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        // The wanted lanes of 16 pairs: x = G(a …), y = the 16 values of G(… r − a) that pair with them, in
        // memory order, so reversed.
        let hits = |x: &[u8], y: &[u8], set| wanted(v128_xor(load(x), u8x16_swizzle(load(y), reverse)), set);
        let mut wanted_set = set(want);
        let mut taken = 0;
        // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
        let mut j = 0;
        for (x, y) in low_bytes.chunks_exact(32).zip(high_bytes.rchunks_exact(32)) {
            let lanes = hits(&x[..16], &y[16..], wanted_set) | hits(&x[16..], &y[..16], wanted_set) << 16;
            if lanes != 0 {
                taken += settle(low, high, want, j, lanes);
                if taken >= missing {
                    return taken;
                }
                wanted_set = set(want);
            }
            j += 32;
        }
        if j + 16 <= n {
            let lanes = hits(&low_bytes[j..j + 16], &high_bytes[n - j - 16..n - j], wanted_set);
            if lanes != 0 {
                taken += settle(low, high, want, j, lanes);
                if taken >= missing {
                    return taken;
                }
            }
            j += 16;
        }
        tail(low, high, want, j, taken, missing)
    }

    fn load(bytes: &[u8]) -> v128 {
        assert_eq!(bytes.len(), 16);
        // SAFETY: the slice holds exactly 16 bytes, and v128.load has no alignment requirement.
        unsafe { v128_load(bytes.as_ptr().cast::<v128>()) }
    }
}

#[cfg(target_arch = "x86_64")]
pub(super) mod x86 {
    use super::{folded, settle, tail, Value, Want};
    use std::arch::x86_64::*;

    /// The wanted set as two vectors, values 0–127 and 128–255.
    #[target_feature(enable = "ssse3")]
    #[inline]
    fn set(want: &Want) -> (__m128i, __m128i) {
        let [a, b, c, d] = folded(&want.bits.words);
        (_mm_set_epi64x(b as i64, a as i64), _mm_set_epi64x(d as i64, c as i64))
    }

    /// The lanes of 16 bytes `v` that are in the set, as bits.
    #[target_feature(enable = "ssse3")]
    #[inline]
    fn wanted(v: __m128i, (low, high): (__m128i, __m128i)) -> u32 {
        let bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        // Byte v >> 3 of the 32: a shuffle gives 0 where the index's top bit is set, so the index into the low
        // half is v >> 3 plus 0x70 (saturating: past 15 the top bit is set), into the high half v >> 3 − 16.
        let at = _mm_and_si128(_mm_srli_epi16(v, 3), _mm_set1_epi8(31));
        let byte = _mm_or_si128(
            _mm_shuffle_epi8(low, _mm_adds_epu8(at, _mm_set1_epi8(0x70))),
            _mm_shuffle_epi8(high, _mm_sub_epi8(at, _mm_set1_epi8(16))),
        );
        let hit = _mm_and_si128(byte, _mm_shuffle_epi8(bit, _mm_and_si128(v, _mm_set1_epi8(7))));
        0xffff ^ _mm_movemask_epi8(_mm_cmpeq_epi8(hit, _mm_setzero_si128())) as u32
    }

    /// The byte scan over the pairs' low bytes `low_bytes`, `high_bytes`, each hit settled by the values `low`,
    /// `high` (all four the same length; for a byte table the same slices); returns the values taken.
    #[target_feature(enable = "ssse3")]
    pub unsafe fn take_wanted<T: Value>(
        low: &[T],
        high: &[T],
        low_bytes: &[u8],
        high_bytes: &[u8],
        want: &mut Want,
        missing: usize,
    ) -> usize {
        let n = low_bytes.len();
        let reverse = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        // The wanted lanes of 16 pairs, as bits: x = G(a …), y = the 16 values of G(… r − a) that pair with
        // them, in memory order, so reversed.
        let hits = |x: &[u8], y: &[u8], set| wanted(_mm_xor_si128(load(x), _mm_shuffle_epi8(load(y), reverse)), set);
        let mut wanted_set = set(want);
        let mut taken = 0;
        // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
        let mut j = 0;
        for (x, y) in low_bytes.chunks_exact(32).zip(high_bytes.rchunks_exact(32)) {
            let lanes = hits(&x[..16], &y[16..], wanted_set) | hits(&x[16..], &y[..16], wanted_set) << 16;
            if lanes != 0 {
                taken += settle(low, high, want, j, lanes);
                if taken >= missing {
                    return taken;
                }
                wanted_set = set(want);
            }
            j += 32;
        }
        if j + 16 <= n {
            let lanes = hits(&low_bytes[j..j + 16], &high_bytes[n - j - 16..n - j], wanted_set);
            if lanes != 0 {
                taken += settle(low, high, want, j, lanes);
                if taken >= missing {
                    return taken;
                }
            }
            j += 16;
        }
        tail(low, high, want, j, taken, missing)
    }

    /// [`wanted`] for 32 bytes (the set's two vectors in both halves).
    #[target_feature(enable = "avx2")]
    #[inline]
    fn wanted_avx2(v: __m256i, (low, high): (__m256i, __m256i)) -> u32 {
        let bit = _mm256_setr_epi8(
            1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16,
            32, 64, -128,
        );
        let at = _mm256_and_si256(_mm256_srli_epi16(v, 3), _mm256_set1_epi8(31));
        let byte = _mm256_or_si256(
            _mm256_shuffle_epi8(low, _mm256_adds_epu8(at, _mm256_set1_epi8(0x70))),
            _mm256_shuffle_epi8(high, _mm256_sub_epi8(at, _mm256_set1_epi8(16))),
        );
        let hit = _mm256_and_si256(byte, _mm256_shuffle_epi8(bit, _mm256_and_si256(v, _mm256_set1_epi8(7))));
        !(_mm256_movemask_epi8(_mm256_cmpeq_epi8(hit, _mm256_setzero_si256())) as u32)
    }

    /// [`take_wanted`] 32 pairs a vector, for at least 32 pairs: the last vector ends at the last pair, overlapping
    /// the one before (pairs seen twice take nothing twice: a taken value is no longer wanted).
    #[target_feature(enable = "avx2")]
    pub unsafe fn take_wanted_avx2<T: Value>(
        low: &[T],
        high: &[T],
        low_bytes: &[u8],
        high_bytes: &[u8],
        want: &mut Want,
        missing: usize,
    ) -> usize {
        let n = low_bytes.len();
        debug_assert!(n >= 32);
        let set = |want: &Want| {
            let (a, b) = set(want);
            (_mm256_set_m128i(a, a), _mm256_set_m128i(b, b))
        };
        let reverse = _mm256_setr_epi8(
            15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0,
        );
        // The wanted lanes of the 32 pairs from j: y = the values of G(… r − a) that pair with x = G(a …), in
        // memory order, so reversed (in each half, then the halves swapped).
        let hits = |j: usize, set| {
            let x = load32(&low_bytes[j..j + 32]);
            let y = _mm256_shuffle_epi8(load32(&high_bytes[n - j - 32..n - j]), reverse);
            wanted_avx2(_mm256_xor_si256(x, _mm256_permute4x64_epi64(y, 0x4e)), set)
        };
        let mut wanted_set = set(want);
        let mut taken = 0;
        let mut j = 0;
        // 64 pairs per test while they last (one branch per two vectors).
        while j + 64 <= n {
            let (a, b) = (hits(j, wanted_set), hits(j + 32, wanted_set));
            if a | b != 0 {
                taken += settle(low, high, want, j, a) + settle(low, high, want, j + 32, b);
                if taken >= missing {
                    return taken;
                }
                wanted_set = set(want);
            }
            j += 64;
        }
        if j == n {
            return taken;
        }
        j = j.min(n - 32);
        loop {
            let lanes = hits(j, wanted_set);
            if lanes != 0 {
                taken += settle(low, high, want, j, lanes);
                if taken >= missing {
                    return taken;
                }
                wanted_set = set(want);
            }
            if j + 32 == n {
                return taken;
            }
            j = (j + 32).min(n - 32);
        }
    }

    #[target_feature(enable = "avx2")]
    fn load32(bytes: &[u8]) -> __m256i {
        assert_eq!(bytes.len(), 32);
        // SAFETY: the slice holds exactly 32 bytes; the load is unaligned.
        unsafe { _mm256_loadu_si256(bytes.as_ptr().cast()) }
    }

    #[target_feature(enable = "ssse3")]
    fn load(bytes: &[u8]) -> __m128i {
        assert_eq!(bytes.len(), 16);
        // SAFETY: the slice holds exactly 16 bytes; the load is unaligned.
        unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
    }
}
