//! The finite check that proves a period of a table (what [`crate::engine::period`] reports and the octal solver uses to
//! stop solving). A leaf module: it reads a table of any width and knows nothing of the solvers, so both the solver
//! and the period module use it without depending on each other.

use crate::game::Octal;

/// The least p (then least n0) for which the table `g` proves G(n + p) = G(n) for n ≥ n0: the table agrees with
/// period p from n0 to its end, and `bound(n0, p) + p ≤ g.len()` (the proof needs G(n + p) = G(n) for
/// n0 ≤ n < bound(n0, p), see [`crate::engine::period`]); `bound` grows with n0 and p.
///
/// O(len) time: for every p at once, how far down from the top the table agrees with its shift by p is the
/// Z-function of the reversed table. (Scanning down from the top for each p instead costs O(len²) on a table that is
/// periodic but not yet provably so, since every multiple of the period agrees far down: 0.376 at 2^22 spent
/// minutes there.)
pub fn smallest_proven<T: Copy + Eq>(g: &[T], bound: impl Fn(usize, usize) -> usize) -> Option<(usize, usize)> {
    let len = g.len();
    let fits = |n0: usize, p: usize| bound(n0, p) + p <= len;
    // The proof for p is cheapest from n0 = 0; past the last p for which even that fits, none can.
    let last = (1..len).take_while(|&p| fits(0, p)).last()?;
    let agree = agreement_from_top(g, last);
    (1..=last).find_map(|p| {
        // n0 is just above the highest n < len − p with G(n) ≠ G(n + p).
        let n0 = (len - p) - agree[p] as usize;
        fits(n0, p).then_some((n0, p))
    })
}

/// For p = 1 … last (index 0 unused): how many n, from len − p − 1 down, have G(n) = G(n + p) before the first that
/// does not. With r(j) = G(len − 1 − j) that is the longest common prefix of r and r shifted by p: the Z-function.
/// (Out of line, so that V8 optimises this loop alone, quickly.)
#[inline(never)]
fn agreement_from_top<T: Copy + Eq>(g: &[T], last: usize) -> Vec<u32> {
    let len = g.len();
    let r = |j: usize| g[len - 1 - j];
    let mut z = vec![0u32; last + 1];
    // The box [left, right): r(left … right − 1) = r(0 … right − left − 1), the furthest-reaching match so far.
    let (mut left, mut right) = (0, 0);
    for i in 1..=last {
        let mut k = if i < right {
            (z[i - left] as usize).min(right - i)
        } else {
            0
        };
        while i + k < len && r(i + k) == r(k) {
            k += 1;
        }
        z[i] = k as u32;
        if i + k > right {
            (left, right) = (i, i + k);
        }
    }
    z
}

/// The smallest (preperiod, period) that the table `g` proves for an octal code, `None` when it proves none or the
/// code is not covered (repeating, or `!` on a splitting digit).
pub fn proven_for_octal<T: Copy + Eq>(code: &Octal, g: &[T]) -> Option<(usize, usize)> {
    if !provable(code) {
        return None;
    }
    smallest_proven(g, code_bound(code))
}

/// `bound(n0, p)` for a finite code: [`octal_bound`], or [`three_way_bound`] when a move leaves three heaps.
pub fn code_bound(code: &Octal) -> impl Fn(usize, usize) -> usize + 'static {
    let t = last_digit(code);
    let three = code.splits_in_three();
    move |n0, p| {
        if three {
            three_way_bound(n0, p, t)
        } else {
            octal_bound(n0, p, t)
        }
    }
}

/// Whether a finite table can prove a period of this code: finite, and no `!` on a splitting digit.
pub fn provable(code: &Octal) -> bool {
    code.repeat.is_none() && !has_unequal_split(code)
}

/// The index of the last non-zero digit (0 if there is none).
pub fn last_digit(code: &Octal) -> usize {
    code.digits.iter().rposition(|&d| d != 0).unwrap_or(0)
}

/// The Guy–Smith bound for a finite code whose last non-zero digit is at `t`.
///
/// Induction on m ≥ bound, assuming G(x + p) = G(x) for n0 ≤ x < m: neither m nor m + p can be removed whole
/// (both exceed t); a move "remove k, leave one heap" leaves m − k ≥ n0 against m + p − k; a split of m − k
/// (k = 0 when d0 = 4) has a part b ≥ (m − k)/2 ≥ n0 that can grow to b + p, and a split of m + p − k has a part
/// b ≥ (m + p − k)/2 ≥ n0 + p that can shrink to b − p, which must stay non-empty: for n0 = 0 that fails only for
/// the split (p, p) of 2p at m = p + t, so then we also check m = p + t. Shrinking can make two unequal parts equal,
/// which is why codes with `!` are not covered.
pub fn octal_bound(n0: usize, p: usize, t: usize) -> usize {
    2 * n0 + p + t + usize::from(n0 == 0)
}

/// The same induction for codes whose moves may leave three heaps (hexadecimal digits): a split into three has a
/// part c ≥ (m − k)/3, which grows to c + p when c ≥ n0 (m ≥ 3·n0 + t); a split of m + p − k has a part
/// c ≥ (m + p − k)/3 that shrinks to c − p when c ≥ n0 + p (m ≥ 3·n0 + 2p + t) and c − p stays non-empty (for
/// n0 = 0, m ≥ 2p + t + 3). That bound covers the one-heap and two-heap moves as well.
pub fn three_way_bound(n0: usize, p: usize, t: usize) -> usize {
    3 * n0 + 2 * p + t + if n0 == 0 { 3 } else { 0 }
}

fn has_unequal_split(code: &Octal) -> bool {
    code.digits.iter().zip(&code.unequal).any(|(&d, &u)| u && d & 12 != 0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scanning_stops_at_the_first_proof() {
        // 0 1 0 1 …: period 2 from 0 once the table is long enough for the bound.
        let g: Vec<u32> = (0..10).map(|i| i % 2).collect();
        assert_eq!(smallest_proven(&g, |n0, _| n0 + 3), Some((0, 2)));
        assert_eq!(smallest_proven(&g[..4], |n0, _| n0 + 3), None);
        // A mismatch near the top rules p out.
        let mut h = g.clone();
        h[9] = 5;
        assert_eq!(smallest_proven(&h, |n0, _| n0 + 3), None);
    }

    /// The definition, straight: the least p, then the least n0, with the table agreeing with period p from n0 to
    /// its end and the bound met.
    fn by_definition(g: &[u8], t: usize) -> Option<(usize, usize)> {
        let len = g.len();
        (1..len).find_map(|p| {
            (0..len - p)
                .find(|&n0| (n0..len - p).all(|n| g[n] == g[n + p]))
                .filter(|&n0| octal_bound(n0, p, t) + p <= len)
                .map(|n0| (n0, p))
        })
    }

    #[test]
    fn the_z_function_finds_what_the_definition_finds() {
        // Tables that turn periodic (period 1 … 7, from a preperiod of 0 … 40) with a few values changed at random
        // places, so that proofs pass, fail and fail late for multiples of the period, at every length.
        let mut x = 88172645463325252u64;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for case in 0..400 {
            let p = 1 + (next() % 7) as usize;
            let pre = (next() % 41) as usize;
            let len = 1 + (next() % 160) as usize;
            let block: Vec<u8> = (0..p).map(|_| (next() % 4) as u8).collect();
            let mut g: Vec<u8> = (0..len)
                .map(|n| {
                    if n < pre {
                        (next() % 4) as u8
                    } else {
                        block[(n - pre) % p]
                    }
                })
                .collect();
            for _ in 0..next() % 3 {
                let at = (next() as usize) % len;
                g[at] = (next() % 4) as u8;
            }
            let t = (next() % 4) as usize;
            assert_eq!(
                smallest_proven(&g, |n0, p| octal_bound(n0, p, t)),
                by_definition(&g, t),
                "case {case}: {g:?}, t = {t}"
            );
        }
    }
}
