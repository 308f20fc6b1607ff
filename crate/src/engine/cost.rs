//! What a request costs, told before it runs, so that the page decides where it runs (at once on the main thread,
//! or in the worker, cancellably) from the core's own bounds instead of guessing from the text. The figure is an
//! upper bound on the basic steps, in table cells: a searched move counts [`SEARCH_STEP`] cells and a drawn edge
//! [`LAYOUT_STEP`], as measured (wasm under Node 20 on the two-core machine: a table cell 0.01–0.07 µs, a move of
//! the search about 0.5–1 µs, an edge laid out about 0.25 µs). [`Limits::main_thread_work`] is the most the page
//! runs at once (a few milliseconds: Kayles' table of 65 536 heaps takes 4 ms).

use crate::base::limits::Limits;
use crate::engine::period::PERIOD_SEARCH;
use crate::engine::search;
use crate::game::{Component, Game, Position};
use crate::rules::{self, heaps::option_bound};
use crate::solve::octal;
use serde::Serialize;

/// A move examined by the search, in table cells (it copies and hashes a position).
pub const SEARCH_STEP: u64 = 16;
/// An edge of a drawn graph, in table cells (it is placed, and crosses to the page).
pub const LAYOUT_STEP: u64 = 4;

/// A request's cost: its work bound, and whether that is small enough for the main thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Cost {
    pub work: u64,
    pub main_thread: bool,
}

impl Cost {
    /// The cost of `work`, on the main thread within the caller's [`Limits::main_thread_work`].
    pub fn of(work: u64, limits: &Limits) -> Cost {
        Cost {
            work: work.min((1 << 53) - 1), // a JS number holds it exactly
            main_thread: work <= limits.main_thread_work,
        }
    }
}

/// A table of G(0) … G(n − 1) (for a graph: solving the whole graph, whatever n): the one count of what a table
/// costs, which the analysis holds to [`Limits::work`], the page to [`Limits::main_thread_work`], and the pattern
/// finder to its check's budget. Past the caller's longest table, [`Limits::table`], heaps are answered through a
/// period.
pub fn table(game: &Game, n: usize, limits: &Limits) -> u64 {
    // Past the largest table, heaps are answered through a period found in a table this long.
    let longest = PERIOD_SEARCH[PERIOD_SEARCH.len() - 1];
    let n = n as u64;
    match game {
        Game::Nim => n,
        Game::Graph(dag) => (dag.vertex_count() + dag.edge_count()) as u64,
        // The first-view build solves splitting codes by their definition (solve::defined): n².
        Game::Octal(code) if crate::game::first_view::BUILD && octal::uses_splitting(code) => n.saturating_mul(n),
        // A rule's cost per state is unknown until it runs: count a few hundred steps each, so that only small
        // tables of a user's game run on the page's main thread. (It has no period search: past the longest table
        // it is refused, as it was before the count was shared.)
        Game::Rules(_) => n.saturating_mul(crate::lang::RULE_STATE_WORK),
        _ if n > limits.table as u64 => table(game, longest, limits),
        Game::Subtraction(set) | Game::AllBut(set) => n * (set.len() as u64 + 1),
        // A split into three: about n²/12 options per heap.
        Game::Octal(code) if code.splits_in_three() => n.saturating_mul(n).saturating_mul(n) / 12,
        Game::Octal(code) if octal::quadratic(code) => n.saturating_mul(n),
        _ => n,
    }
}

/// Every move of every heap up to n − 1 (a graph of the game, or a trace of its table), on top of the table.
pub fn moves_up_to(game: &Game, n: usize) -> u64 {
    let last = n.saturating_sub(1).min(u32::MAX as usize) as u32;
    match game {
        Game::Graph(dag) => dag.edge_count() as u64,
        _ => (n as u64).saturating_mul(option_bound(game, last)),
    }
}

/// `analyze`, `xorTrace`, `moves`, `findMove`, `positionTrace` of a position: a table for each heap game (up to its
/// largest heap), a search of every other component unless its rule answers, and the moves judged for the listing.
pub fn position(p: &Position, limits: &Limits) -> u64 {
    let mut work = search::cells(p) as u64;
    let mut largest: Vec<(&Game, u32)> = Vec::new();
    let alone = p.components.len() == 1;
    for c in &p.components {
        let Some(game) = c.heap_game() else {
            work = work.saturating_add(searched(c, alone, limits));
            continue;
        };
        let top = c.heaps.iter().copied().max().unwrap_or(0);
        match largest.iter_mut().find(|(g, _)| *g == game) {
            Some(entry) => entry.1 = entry.1.max(top),
            None => largest.push((game, top)),
        }
    }
    for (game, top) in largest {
        work = work.saturating_add(table(game, top as usize + 1, limits));
    }
    work.saturating_add(search::move_bound(p).min(limits.judged_moves))
}

/// `computerMove`: a look at the whole game (at most [`Limits::lookahead`] positions), then the position's analysis.
pub fn computer_move(p: &Position, limits: &Limits) -> u64 {
    let moves = search::move_bound(p).clamp(1, limits.search_moves / limits.search_positions as u64);
    position(p, limits).saturating_add(
        (limits.lookahead as u64)
            .saturating_mul(moves)
            .saturating_mul(SEARCH_STEP),
    )
}

/// A component that is not a sum of heaps: its rule's answer, or a search of the positions it can reach (at most
/// the product of its heaps plus one, and at most the search's limits).
fn searched(c: &Component, alone: bool, limits: &Limits) -> u64 {
    let r = rules::of(&c.family);
    if let Some(work) = r.work(c, limits) {
        return work;
    }
    let states = c.heaps.iter().fold(1u64, |acc, &h| acc.saturating_mul(h as u64 + 1));
    // A rule that fails costs what its search would: the work then says why.
    let limit = match r.verdict(c, limits).ok().flatten() {
        Some(v) if v.sg.is_some() || r.misere() => return c.heaps.len() as u64 + 1,
        // The rule says who wins; a small search looks for the value, unless the component stands in a sum, which
        // needs it.
        Some(_) if alone => limits.small_search,
        _ => limits.search_positions,
    };
    states
        .min(limit as u64)
        .saturating_mul(r.move_bound(c).max(1))
        .min(limits.search_moves)
        .saturating_mul(SEARCH_STEP)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::{parse_game, parse_position};

    const D: Limits = Limits::DEFAULT;

    fn cost(text: &str) -> Cost {
        Cost::of(position(&parse_position(text).unwrap(), &D), &D)
    }

    #[test]
    fn small_positions_run_at_once_and_the_ones_that_froze_the_page_do_not() {
        for small in [
            "nim: 3 4 5",
            "kayles: 5 6",
            "staircase: 3 1 2",
            "wythoff: 3 5",
            "boxes: 3 5* 0",
            "stoned: 3 4* 1",
        ] {
            assert!(cost(small).main_thread, "{small}: {:?}", cost(small));
        }
        // Issue 20, M3: each of these froze the main thread for seconds before its answer or refusal.
        for large in [
            "misere(kayles): 100 100",
            "boxes: 9 9 9 9 9 9 9 9 9",
            "wythoff: 100 200 + nim: 4",
        ] {
            assert!(!cost(large).main_thread, "{large}: {:?}", cost(large));
        }
        let dag = parse_game("graph(0>1>2)").unwrap();
        assert_eq!(table(&dag, 3, &D), 5);
        assert!(Cost::of(table(&parse_game("0.[77]").unwrap(), 2000, &D), &D).work > D.main_thread_work);
    }
}
