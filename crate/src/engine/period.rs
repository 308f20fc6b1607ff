//! Proven periods of heap games: the smallest period `p` and preperiod `n0` with G(n + p) = G(n) for all n ≥ n0,
//! reported only when a finite check of the table proves it.
//!
//! The proofs (each an induction on n, checked by hand):
//! - Subtraction game S: G(n) depends only on G(n − s) for s ∈ S, so G(n + p) = G(n) for n0 ≤ n < n0 + max(S)
//!   proves it for every n ≥ n0.
//! - Finite octal code whose last non-zero digit is at t (Guy–Smith): G(n + p) = G(n) for n0 ≤ n < 2·n0 + p + t
//!   proves it (for n0 = 0 the check runs one step further, to p + t, see [`crate::solve::proof::octal_bound`]).
//!   This holds for d0 = 4 too: splitting without removing is the case k = 0 of the induction below.
//! - Finite hexadecimal codes (a move may leave three heaps): the same induction with parts c ≥ (m − k)/3, checked to
//!   3·n0 + 2p + t (to 2p + t + 3 for n0 = 0), see [`crate::solve::proof::three_way_bound`].
//! - Codes with `!` on a splitting digit (Grundy's game `4!.0`): the induction fails, so we return `None`.
//! - Nim, all-but games and codes with a repeating block `[…]` (whose values grow without bound, in general):
//!   no finite check proves a period, so `None`. Graphs have no heaps to be periodic in: an error.
//!
//! The smallest proven period is the true smallest period: if G is eventually periodic with a proven period p, its
//! true smallest period q divides p and has the same least preperiod n0; the bound for q is no larger than the bound
//! for p (and q ≤ p), so the table that proves p also proves q, and q was tried first.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Game;
use crate::solve::proof::{code_bound, provable, smallest_proven};
use crate::solve::{self, octal};

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
/// prove one (or no finite table can, see the module notes). A splitting octal code stops solving at the first
/// length of its table (growing by a quarter) that proves the period (`checked_to` tells where), and keeps its
/// table in the narrowest width, so it may ask for up to the caller's [`Limits::proof_table`] values
/// ([`proof_limit`]; the native command line's tables reach 2^32).
pub fn find_period(game: &Game, max_n: usize, limits: &Limits) -> Result<Option<Period>> {
    if proof_bound(game)?.is_none() {
        return Ok(None); // no table to build: none could prove a period
    }
    match game {
        Game::Octal(code) if octal::uses_splitting(code) => {
            let limit = solve::proof_table_limit(game, limits);
            if max_n > limit {
                return Err(Error::new(
                    Message::new(Code::TooManyValues).arg("n", max_n).arg("limit", limit),
                ));
            }
            crate::game::first_view::split_table(code, max_n)?;
            let mut table = octal::SplitTable::new(code);
            table.extend_to(max_n);
            Ok(table.prove().map(|p| Period {
                preperiod: p.preperiod,
                period: p.period,
                checked_to: p.checked_to,
            }))
        }
        // A table that costs n³ is grown by doubling, stopping at the first length that proves a period.
        Game::Octal(code) if code.splits_in_three() => {
            let mut n = max_n.min(1 << 9);
            loop {
                let found = proven_period(game, &solve::values(game, n, limits)?)?;
                if found.is_some() || n == max_n {
                    return Ok(found);
                }
                n = (2 * n).min(max_n);
            }
        }
        _ => proven_period(game, &solve::values(game, max_n, limits)?),
    }
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

/// Table lengths tried in turn to prove a period, for heaps longer than the first (most games that have a
/// period prove it in the first): the analysis's search, and what [`crate::engine::cost::table`] counts past the longest
/// table.
pub const PERIOD_SEARCH: [usize; 3] = [1 << 12, 1 << 16, 1 << 20];

/// [`proven_period`] over a table from outside (the JS API's `periodOfValues`): its first
/// [`Limits::checked_prefix`] values
/// are checked against the game's own, so a table of another game, or a shifted one, is refused; past them the
/// table is trusted (checking all of it would cost what the caller saved by passing it).
pub fn proven_period_of_given(game: &Game, g: &[u32], limits: &Limits) -> Result<Option<Period>> {
    if proof_bound(game)?.is_none() {
        return Ok(None);
    }
    let n = g.len().min(limits.checked_prefix);
    let own = solve::values(game, n, limits)?;
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

/// The longest table a period proof of `game` may use (what `findPeriod` accepts as maxN,
/// [`solve::proof_table_limit`] under the caller's `limits`), `None` when no finite table proves one (Nim, Grundy's game, a rules game, a
/// graph, …).
pub fn proof_limit(game: &Game, limits: &Limits) -> Option<usize> {
    match proof_bound(game) {
        Ok(Some(_)) => Some(solve::proof_table_limit(game, limits)),
        _ => None,
    }
}

type Bound = Box<dyn Fn(usize, usize) -> usize>;

/// `bound(n0, p)`: a proof of period p from n0 needs G(n + p) = G(n) for n0 ≤ n < bound(n0, p). `None` when no
/// finite table proves a period of this game; an error for a graph.
fn proof_bound(game: &Game) -> Result<Option<Bound>> {
    Ok(match game {
        Game::Graph(_) => return Err(Error::new(Code::PeriodOfGraph)),
        // A rules game has no theorem of its own: its patterns are observed (see crate::pattern).
        Game::Nim | Game::AllBut(_) | Game::Rules(_) => None,
        Game::Subtraction(set) => {
            let largest = set.iter().max().map_or(0, |&s| s as usize);
            Some(Box::new(move |n0, _| n0 + largest))
        }
        Game::Octal(code) => {
            if !provable(code) {
                return Ok(None);
            }
            Some(Box::new(code_bound(code)))
        }
    })
}
