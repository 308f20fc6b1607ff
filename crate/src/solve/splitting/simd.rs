//! The confirmation scan for tables of bytes, 16 pairs at a time where the target has SIMD: row v >> 4 of the
//! candidates' 16 × 16 bit matrix (two byte tables, for bits 0–7 and 8–15, looked up by a byte shuffle), then bit
//! v & 15 of the row. A chunk with hits is settled pair by pair and the scan goes on with the rows that are left:
//! a scan takes dozens of values, and starting it again after each one cost more than the pairs it looks at.

use super::{take_pairs, Want};

/// `Value::take_wanted` for bytes.
pub fn take_wanted_u8(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
    let n = low.len().min(high.len());
    let (low, high) = (&low[..n], &high[high.len() - n..]);
    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    {
        wasm::take_wanted(low, high, want, missing)
    }
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("ssse3") {
            // SAFETY: the CPU has SSSE3, checked just above.
            return unsafe { x86::take_wanted(low, high, want, missing) };
        }
        take_pairs(low, high, want, missing)
    }
    #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
    {
        take_pairs(low, high, want, missing)
    }
}

/// `Value::take_wanted` for two-byte values: the byte scan on their low bytes (`bytes`, the same pairs'), each
/// hit settled by the bits.
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
        wasm::take_wanted_u16(low, high, low_bytes, high_bytes, want, missing)
    }
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("ssse3") {
            // SAFETY: the CPU has SSSE3, checked just above.
            return unsafe { x86::take_wanted_u16(low, high, low_bytes, high_bytes, want, missing) };
        }
        take_pairs(low, high, want, missing)
    }
    #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
    {
        let _ = (low_bytes, high_bytes); // no byte scan without SIMD
        take_pairs(low, high, want, missing)
    }
}

/// Pairs j ≥ from one at a time, `taken` values taken so far; returns the values taken in all.
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
fn tail<T: super::Value>(low: &[T], high: &[T], want: &mut Want, from: usize, taken: usize, missing: usize) -> usize {
    taken + take_pairs(&low[from..], &high[..high.len() - from], want, missing - taken)
}

/// Takes the values of the pairs j = base + each set bit of `hits` in a table of bytes, whatever `missing`: a
/// byte is its own low byte, so each taken value's bit in the matrix can be cleared without a look at the others,
/// and no step depends on whether a value was still wanted (a branch that mispredicts half the time).
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
#[inline(always)]
fn take_byte_hits(low: &[u8], high: &[u8], want: &mut Want, base: usize, mut hits: u32) -> usize {
    let n = low.len();
    let last = want.bits.words.len() - 1;
    let mut taken = 0;
    while hits != 0 {
        let j = base + hits.trailing_zeros() as usize;
        let v = low[j] ^ high[n - 1 - j];
        let word = &mut want.bits.words[usize::from(v >> 6) & last];
        taken += (*word >> (v & 63) & 1) as usize;
        *word &= !(1 << (v & 63));
        want.rows[usize::from((v >> 3) & 1) * 16 + usize::from(v >> 4)] &= !(1 << (v & 7));
        hits &= hits - 1;
    }
    taken
}

/// `take_byte_hits` for two-byte values: a low byte's bit in the matrix is cleared once no wanted value is left
/// with that low byte (a fixed number of looks, size / 256).
#[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
#[inline(always)]
fn take_wide_hits(low: &[u16], high: &[u16], want: &mut Want, base: usize, mut hits: u32) -> usize {
    let n = low.len();
    let words = &mut want.bits.words;
    let last = words.len() - 1;
    let mut taken = 0;
    while hits != 0 {
        let j = base + hits.trailing_zeros() as usize;
        let v = usize::from(low[j] ^ high[n - 1 - j]);
        let word = &mut words[(v >> 6) & last];
        taken += (*word >> (v & 63) & 1) as usize;
        *word &= !(1 << (v & 63));
        // The words holding values with v's low byte: every fourth from (v & 255) / 64.
        let b = v & 255;
        let (mut k, mut any) = (b >> 6, 0);
        while k < words.len() {
            any |= words[k];
            k += 4;
        }
        let left = any >> (b & 63) & 1;
        want.rows[((b >> 3) & 1) * 16 + (b >> 4)] &= !(((left ^ 1) as u8) << (b & 7));
        hits &= hits - 1;
    }
    taken
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod wasm {
    use super::{tail, take_byte_hits, take_wide_hits, Want};
    use core::arch::wasm32::*;

    /// The wanted bits of 16 bytes `v` in the candidates' matrix (zero lanes where not wanted).
    #[inline(always)]
    fn wanted(v: v128, (rows_low, rows_high): (v128, v128)) -> v128 {
        let bit = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128);
        let nibble = u8x16_splat(15);
        let row = v128_and(u16x8_shr(v, 4), nibble);
        let col = v128_and(v, nibble);
        let rows = select(
            lookup(rows_low, row),
            lookup(rows_high, row),
            u8x16_lt(col, u8x16_splat(8)),
        );
        v128_and(rows, lookup(bit, col))
    }

    #[inline(always)]
    fn lanes(hit: v128) -> u32 {
        u32::from(u8x16_bitmask(u8x16_ne(hit, u8x16_splat(0))))
    }

    /// The byte scan over the pairs' low bytes `low`, `high` (the same length), each chunk with hits settled by
    /// `settle(want, first pair, lanes)`: Ok(values taken) once `missing` are, else Err((pairs scanned, values
    /// taken)) for the pair-by-pair tail.
    #[inline(always)]
    fn scan(
        low: &[u8],
        high: &[u8],
        want: &mut Want,
        missing: usize,
        mut settle: impl FnMut(&mut Want, usize, u32) -> usize,
    ) -> Result<usize, (usize, usize)> {
        let n = low.len();
        let reverse = u8x16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        // The wanted bits of 16 pairs: x = G(a …), y = the 16 values of G(… r − a) that pair with them, in
        // memory order, so reversed.
        let hits = |x: &[u8], y: &[u8], rows| wanted(v128_xor(load(x), u8x16_swizzle(load(y), reverse)), rows);
        let mut rows = (load(&want.rows[..16]), load(&want.rows[16..]));
        let mut taken = 0;
        // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
        let mut j = 0;
        for (x, y) in low.chunks_exact(32).zip(high.rchunks_exact(32)) {
            let (a, b) = (hits(&x[..16], &y[16..], rows), hits(&x[16..], &y[..16], rows));
            if v128_any_true(v128_or(a, b)) {
                taken += settle(want, j, lanes(a) | lanes(b) << 16);
                if taken >= missing {
                    return Ok(taken);
                }
                rows = (load(&want.rows[..16]), load(&want.rows[16..]));
            }
            j += 32;
        }
        if j + 16 <= n {
            let a = hits(&low[j..j + 16], &high[n - j - 16..n - j], rows);
            if v128_any_true(a) {
                taken += settle(want, j, lanes(a));
                if taken >= missing {
                    return Ok(taken);
                }
            }
            j += 16;
        }
        Err((j, taken))
    }

    /// `low` and `high` have the same length.
    pub fn take_wanted(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
        scan(low, high, want, missing, |want, j, lanes| {
            take_byte_hits(low, high, want, j, lanes)
        })
        .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
    }

    /// `take_wanted` for two-byte values `low`, `high`: the scan of their low bytes, each hit settled by the
    /// bits. All four have the same length.
    pub fn take_wanted_u16(
        low: &[u16],
        high: &[u16],
        low_bytes: &[u8],
        high_bytes: &[u8],
        want: &mut Want,
        missing: usize,
    ) -> usize {
        scan(low_bytes, high_bytes, want, missing, |want, j, lanes| {
            take_wide_hits(low, high, want, j, lanes)
        })
        .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
    }

    // (Relaxed SIMD's swizzle and lane select are one x86 instruction each here, but a build of their own was worth
    // 1-5 % on Grundy's game in Chromium, not the minutes it added to every build: docs/benchmarks.md.)

    #[inline(always)]
    fn lookup(table: v128, index: v128) -> v128 {
        u8x16_swizzle(table, index)
    }

    #[inline(always)]
    fn select(a: v128, b: v128, mask: v128) -> v128 {
        v128_bitselect(a, b, mask)
    }

    fn load(bytes: &[u8]) -> v128 {
        assert_eq!(bytes.len(), 16);
        // SAFETY: the slice holds exactly 16 bytes, and v128.load has no alignment requirement.
        unsafe { v128_load(bytes.as_ptr().cast::<v128>()) }
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{tail, take_byte_hits, take_wide_hits, Want};
    use std::arch::x86_64::*;

    /// The lanes of 16 bytes `v` that are in the candidates' matrix, as bits.
    #[target_feature(enable = "ssse3")]
    #[inline]
    fn wanted(v: __m128i, (rows_low, rows_high): (__m128i, __m128i)) -> u32 {
        let bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
        let nibble = _mm_set1_epi8(15);
        let row = _mm_and_si128(_mm_srli_epi16(v, 4), nibble);
        let col = _mm_and_si128(v, nibble);
        let is_low = _mm_cmplt_epi8(col, _mm_set1_epi8(8));
        let rows = _mm_or_si128(
            _mm_and_si128(is_low, _mm_shuffle_epi8(rows_low, row)),
            _mm_andnot_si128(is_low, _mm_shuffle_epi8(rows_high, row)),
        );
        let hit = _mm_and_si128(rows, _mm_shuffle_epi8(bit, col));
        0xffff ^ _mm_movemask_epi8(_mm_cmpeq_epi8(hit, _mm_setzero_si128())) as u32
    }

    /// The byte scan over the pairs' low bytes `low`, `high` (the same length), each chunk with hits settled by
    /// `settle(want, first pair, lanes)`: Ok(values taken) once `missing` are, else Err((pairs scanned, values
    /// taken)) for the pair-by-pair tail.
    #[target_feature(enable = "ssse3")]
    #[inline]
    fn scan(
        low: &[u8],
        high: &[u8],
        want: &mut Want,
        missing: usize,
        mut settle: impl FnMut(&mut Want, usize, u32) -> usize,
    ) -> Result<usize, (usize, usize)> {
        let n = low.len();
        let reverse = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
        // The lanes of 16 pairs that are wanted, as bits: x = G(a …), y = the 16 values of G(… r − a) that pair
        // with them, in memory order, so reversed.
        let hits = |x: &[u8], y: &[u8], rows| wanted(_mm_xor_si128(load(x), _mm_shuffle_epi8(load(y), reverse)), rows);
        let mut rows = (load(&want.rows[..16]), load(&want.rows[16..]));
        let mut taken = 0;
        // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
        let mut j = 0;
        for (x, y) in low.chunks_exact(32).zip(high.rchunks_exact(32)) {
            let lanes = hits(&x[..16], &y[16..], rows) | hits(&x[16..], &y[..16], rows) << 16;
            if lanes != 0 {
                taken += settle(want, j, lanes);
                if taken >= missing {
                    return Ok(taken);
                }
                rows = (load(&want.rows[..16]), load(&want.rows[16..]));
            }
            j += 32;
        }
        if j + 16 <= n {
            let lanes = hits(&low[j..j + 16], &high[n - j - 16..n - j], rows);
            if lanes != 0 {
                taken += settle(want, j, lanes);
                if taken >= missing {
                    return Ok(taken);
                }
            }
            j += 16;
        }
        Err((j, taken))
    }

    /// `low` and `high` have the same length.
    #[target_feature(enable = "ssse3")]
    pub unsafe fn take_wanted(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
        scan(low, high, want, missing, |want, j, lanes| {
            take_byte_hits(low, high, want, j, lanes)
        })
        .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
    }

    /// `take_wanted` for two-byte values `low`, `high`: the scan of their low bytes, each hit settled by the
    /// bits. All four have the same length.
    #[target_feature(enable = "ssse3")]
    pub unsafe fn take_wanted_u16(
        low: &[u16],
        high: &[u16],
        low_bytes: &[u8],
        high_bytes: &[u8],
        want: &mut Want,
        missing: usize,
    ) -> usize {
        scan(low_bytes, high_bytes, want, missing, |want, j, lanes| {
            take_wide_hits(low, high, want, j, lanes)
        })
        .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
    }

    #[target_feature(enable = "ssse3")]
    fn load(bytes: &[u8]) -> __m128i {
        assert_eq!(bytes.len(), 16);
        // SAFETY: the slice holds exactly 16 bytes; the load is unaligned.
        unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
    }
}
