//! Proven periods of heap games: the smallest period `p` and preperiod `n0` with G(n + p) = G(n) for all n ≥ n0,
//! reported only when a finite check of the table proves it.
//!
//! The proofs (each an induction on n, checked by hand):
//! - Subtraction game S: G(n) depends only on G(n − s) for s ∈ S, so G(n + p) = G(n) for n0 ≤ n < n0 + max(S)
//!   proves it for every n ≥ n0.
//! - Finite octal code whose last non-zero digit is at t (Guy–Smith): G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + t
//!   proves it (for n0 = 0 the check runs one step further, to p + t, see [`octal_bound`]). This holds for d0 = 4
//!   too: splitting without removing is the case k = 0 of the induction below.
//! - Codes with `!` on a splitting digit (Grundy's game `4!.0`): the induction fails, so we return `None`.
//! - Nim, all-but games and codes with a repeating block `[…]` (whose values grow without bound, in general):
//!   no finite check proves a period, so `None`. Graphs have no heaps to be periodic in: an error.
//!
//! The smallest proven period is the true smallest period: if G is eventually periodic with a proven period p, its
//! true smallest period q divides p and has the same least preperiod n0; the bound for q is no larger than the bound
//! for p (and q ≤ p), so the table that proves p also proves q, and q was tried first.

use crate::error::{Code, Error, Message, Result};
use crate::game::{Game, Octal};
use crate::solve;

/// A proven period: G(n + period) = G(n) for every n ≥ preperiod, both the smallest possible; the proof used
/// G(0) … G(checked_to − 1).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Period {
    pub preperiod: usize,
    pub period: usize,
    pub checked_to: usize,
}

/// The smallest period and preperiod of `game`, proven from G(0) … G(max_n − 1); `None` when that table does not
/// prove one (or no finite table can, see the module notes).
pub fn find_period(game: &Game, max_n: usize) -> Result<Option<Period>> {
    if proof_bound(game)?.is_none() {
        return Ok(None); // no table to build: none could prove a period
    }
    proven_period(game, &solve::values(game, max_n)?)
}

/// The smallest period and preperiod of `game` that its table `g` = G(0) … G(g.len() − 1) proves (`checked_to` is
/// `g.len()`), for a caller that already has the table. `g` must be the game's own values: the proof trusts them.
pub fn proven_period(game: &Game, g: &[u32]) -> Result<Option<Period>> {
    Ok(proof_bound(game)?.and_then(|bound| {
        smallest_proven(g, bound).map(|(preperiod, period)| Period {
            preperiod,
            period,
            checked_to: g.len(),
        })
    }))
}

/// How much of a table from outside [`proven_period_of_given`] checks against the game's own values.
pub const CHECKED_PREFIX: usize = 1024;

/// [`proven_period`] over a table from outside (the JS API's `periodOfValues`): its first [`CHECKED_PREFIX`] values
/// are checked against the game's own, so a table of another game, or a shifted one, is refused; past them the
/// table is trusted (checking all of it would cost what the caller saved by passing it).
pub fn proven_period_of_given(game: &Game, g: &[u32]) -> Result<Option<Period>> {
    if proof_bound(game)?.is_none() {
        return Ok(None);
    }
    let n = g.len().min(CHECKED_PREFIX);
    let own = solve::values(game, n)?;
    if let Some(i) = (0..n).find(|&i| own[i] != g[i]) {
        return Err(Error::new(
            Message::new(Code::ValuesNotOfGame)
                .arg("index", i)
                .arg("value", g[i])
                .arg("game", game)
                .arg("expected", own[i]),
        ));
    }
    proven_period(game, g)
}

type Bound = Box<dyn Fn(usize, usize) -> usize>;

/// `bound(n0, p)`: a proof of period p from n0 needs G(n + p) = G(n) for n0 ≤ n < bound(n0, p). `None` when no
/// finite table proves a period of this game; an error for a graph.
fn proof_bound(game: &Game) -> Result<Option<Bound>> {
    Ok(match game {
        Game::Graph(_) => return Err(Error::new(Code::PeriodOfGraph)),
        // A user's rule has no theorem of its own: its patterns are observed (see crate::pattern).
        Game::Nim | Game::AllBut(_) | Game::Rules(_) => None,
        Game::Subtraction(set) => {
            let largest = set.iter().max().map_or(0, |&s| s as usize);
            Some(Box::new(move |n0, _| n0 + largest))
        }
        Game::Octal(code) => {
            if !provable(code) {
                return Ok(None);
            }
            let t = last_digit(code);
            Some(Box::new(move |n0, p| octal_bound(n0, p, t)))
        }
    })
}

/// The smallest (preperiod, period) that the table `g` proves for an octal code, `None` when it proves none or the
/// code is not covered (repeating, or `!` on a splitting digit).
pub(crate) fn proven_for_octal(code: &Octal, g: &[u32]) -> Option<(usize, usize)> {
    if !provable(code) {
        return None;
    }
    let t = last_digit(code);
    smallest_proven(g, |n0, p| octal_bound(n0, p, t))
}

/// Whether a finite table can prove a period of this code: finite, and no `!` on a splitting digit.
pub(crate) fn provable(code: &Octal) -> bool {
    code.repeat.is_none() && !has_unequal_split(code)
}

/// The index of the last non-zero digit (0 if there is none).
fn last_digit(code: &Octal) -> usize {
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
fn octal_bound(n0: usize, p: usize, t: usize) -> usize {
    2 * n0 + p + t + usize::from(n0 == 0)
}

fn has_unequal_split(code: &Octal) -> bool {
    code.digits.iter().zip(&code.unequal).any(|(&d, &u)| u && d & 4 != 0)
}

/// The least p (then least n0) for which the table `g` proves G(n + p) = G(n) for n ≥ n0.
fn smallest_proven(g: &[u32], bound: impl Fn(usize, usize) -> usize) -> Option<(usize, usize)> {
    let len = g.len();
    // The proof for p needs values up to bound(n0, p) + p − 1; the bound grows with n0, so n0 = 0 is the cheapest.
    (1..len).take_while(|&p| bound(0, p) + p <= len).find_map(|p| {
        // Largest n0 whose proof still fits in the table.
        let fits = |n0: usize| bound(n0, p) + p <= len;
        let (mut lo, mut hi) = (0, len);
        while lo < hi {
            let mid = (lo + hi).div_ceil(2);
            if fits(mid) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        let largest_n0 = lo;
        // Scan down from the top for the last mismatch: n0 is just after it. A mismatch at or above largest_n0
        // means the table cannot prove p, so stop there.
        let last_mismatch = (0..len - p).rev().find(|&n| g[n] != g[n + p]);
        match last_mismatch {
            Some(n) if n >= largest_n0 => None,
            Some(n) => Some((n + 1, p)),
            None => Some((0, p)),
        }
    })
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
}
