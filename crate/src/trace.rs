//! Traces: every step the page can show, computed once as data. A view renders "the state at step i" from them.
//!
//! - [`mex_trace`]: one state's options appear one by one, their values are marked on a number line, a cursor
//!   scans for the first unmarked value (the mex).
//! - [`xor_trace`]: each heap's value in binary, column parities, the XOR, the highest bit, its holders, their
//!   targets g ⊕ X and the winning move.
//! - [`table_trace`]: the order in which a table is computed, and the edges of its state graph.

use crate::analyze::{self, option_bound, options, Move, Oracle};
use crate::error::{Error, Result};
use crate::game::{Game, Position};
use crate::layout::single_heap_edges_within;
use crate::solve;
use serde::Serialize;

/// The most options a mex trace shows.
pub const MAX_TRACE_OPTIONS: u64 = 1 << 16;
/// Tables of at most this many states come with their edges …
pub const MAX_TABLE_EDGES_STATES: usize = 2000;
/// … when there are at most this many (Nim up to 2000 has two million: too many to hand to JS as pairs, where
/// building them alone takes a second).
pub const MAX_TABLE_EDGES: usize = 100_000;

/// One option of the traced state: stones taken (`None` on a graph), heaps left, and their value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MexOption {
    pub take: Option<u32>,
    pub to: Vec<u32>,
    pub value: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MexStep {
    /// Option `option` appears and its value is marked on the number line.
    Option { option: usize, value: u32 },
    /// The cursor reaches `value` on the number line.
    Scan { value: u32, marked: bool },
    /// The first unmarked value.
    Result { mex: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MexTrace {
    /// The game in canonical notation.
    pub game: String,
    pub state: u32,
    /// In move order: take ascending, then first heap ascending; a graph's successors in the order given.
    pub options: Vec<MexOption>,
    /// The distinct option values, ascending.
    pub values: Vec<u32>,
    pub mex: u32,
    pub steps: Vec<MexStep>,
}

/// The mex calculation of one state (a heap size, or a vertex of a graph).
pub fn mex_trace(game: &Game, state: u32) -> Result<MexTrace> {
    if let Game::Graph(dag) = game {
        if state as usize >= dag.vertex_count() {
            return Err(Error::invalid(format!(
                "vertex {state} is not in the graph (its vertices are 0..{})",
                dag.vertex_count() - 1
            )));
        }
    }
    let bound = option_bound(game, state);
    if bound > MAX_TRACE_OPTIONS {
        return Err(Error::invalid(format!(
            "state {state} of {game} has up to {bound} options; the mex trace shows at most {MAX_TRACE_OPTIONS}"
        )));
    }
    let oracle = Oracle::new(game, state)?;
    let options: Vec<MexOption> = options(game, state)
        .map(|o| MexOption {
            value: oracle.value_of(&o.to),
            take: o.take,
            to: o.to,
        })
        .collect();
    let mut values: Vec<u32> = options.iter().map(|o| o.value).collect();
    values.sort_unstable();
    values.dedup();
    // `values` is sorted and distinct, so the mex is the first index that differs from its value.
    let mex = values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(values.len(), |(i, _)| i) as u32;
    let mut steps: Vec<MexStep> = options
        .iter()
        .enumerate()
        .map(|(option, o)| MexStep::Option { option, value: o.value })
        .collect();
    steps.extend((0..=mex).map(|value| MexStep::Scan {
        value,
        marked: value < mex,
    }));
    steps.push(MexStep::Result { mex });
    Ok(MexTrace {
        game: game.to_string(),
        state,
        options,
        values,
        mex,
        steps,
    })
}

/// One heap (or token) of the position.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorRow {
    pub component: usize,
    pub heap: usize,
    /// The component's game in canonical notation.
    pub game: String,
    pub size: u32,
    pub value: u32,
}

/// One bit column: how many rows have the bit, and its parity (the XOR's bit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorColumn {
    pub bit: u32,
    pub ones: usize,
    pub parity: u32,
}

/// A holder of the highest bit, its target value g ⊕ X and a move there (the smallest take).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorTarget {
    pub row: usize,
    pub value: u32,
    pub target: u32,
    pub r#move: Option<Move>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum XorStep {
    Row { row: usize },
    Column { bit: u32 },
    Xor { xor: u32 },
    Highest { bit: u32 },
    Target { row: usize },
    Move { r#move: Move },
    Lose,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorTrace {
    /// The position in canonical notation.
    pub position: String,
    /// One per heap or token, in order.
    pub rows: Vec<XorRow>,
    /// Number of bit columns, at least 1.
    pub width: u32,
    /// Bit 0 (least significant) first.
    pub columns: Vec<XorColumn>,
    pub xor: u32,
    pub highest_bit: Option<u32>,
    /// Rows whose value has the highest bit set.
    pub holders: Vec<usize>,
    /// One per holder.
    pub targets: Vec<XorTarget>,
    /// Every winning move, as [`analyze::analyze`] lists them.
    pub moves: Vec<Move>,
    pub steps: Vec<XorStep>,
}

/// The XOR of a sum, column by column, and the winning move it leads to.
pub fn xor_trace(position: &Position) -> Result<XorTrace> {
    analyze::check_search(position)?;
    let oracles = analyze::oracles(position)?;
    let mut rows = Vec::new();
    for (i, (c, oracle)) in position.components.iter().zip(&oracles).enumerate() {
        let game = c.game.to_string();
        for (j, &h) in c.heaps.iter().enumerate() {
            rows.push(XorRow {
                component: i,
                heap: j,
                game: game.clone(),
                size: h,
                value: oracle.value(h),
            });
        }
    }
    let xor = rows.iter().fold(0, |x, r| x ^ r.value);
    let largest = rows.iter().map(|r| r.value).max().unwrap_or(0);
    let width = (u32::BITS - largest.leading_zeros()).max(1);
    let columns: Vec<XorColumn> = (0..width)
        .map(|bit| XorColumn {
            bit,
            ones: rows.iter().filter(|r| r.value >> bit & 1 == 1).count(),
            parity: xor >> bit & 1,
        })
        .collect();
    let highest_bit = (xor != 0).then(|| u32::BITS - 1 - xor.leading_zeros());
    let holders: Vec<usize> = match highest_bit {
        Some(bit) => (0..rows.len()).filter(|&i| rows[i].value >> bit & 1 == 1).collect(),
        None => Vec::new(),
    };
    // One search finds every winning move and, for each heap, its first (the smallest take).
    let (analysis, firsts) = analyze::analyze_firsts(position, &oracles)?;
    let targets = holders
        .iter()
        .map(|&row| {
            let r = &rows[row];
            let target = r.value ^ xor;
            // `firsts` is in heap order.
            let first = firsts
                .binary_search_by_key(&(r.component, r.heap), |&(c, h, _)| (c, h))
                .ok()
                .map(|i| &firsts[i]);
            XorTarget {
                row,
                value: r.value,
                target,
                r#move: first.map(|(c, h, opt)| analyze::make_move(position, *c, *h, opt.clone(), target)),
            }
        })
        .collect::<Vec<_>>();
    let moves = analysis.winning_moves;

    let mut steps: Vec<XorStep> = (0..rows.len()).map(|row| XorStep::Row { row }).collect();
    steps.extend((0..width).rev().map(|bit| XorStep::Column { bit }));
    steps.push(XorStep::Xor { xor });
    match highest_bit {
        Some(bit) => {
            steps.push(XorStep::Highest { bit });
            steps.extend(holders.iter().map(|&row| XorStep::Target { row }));
            // The notes' rule (for a < b < c, change c to a ⊕ b): move the largest heap that holds the bit. A
            // holder's target is below its value, so by the mex it is always reachable.
            let largest_first = targets.iter().rev().max_by_key(|t| rows[t.row].size);
            if let Some(m) = largest_first.and_then(|t| t.r#move.clone()) {
                steps.push(XorStep::Move { r#move: m });
            }
        }
        None => steps.push(XorStep::Lose),
    }
    Ok(XorTrace {
        position: position.to_string(),
        rows,
        width,
        columns,
        xor,
        highest_bit,
        holders,
        targets,
        moves,
        steps,
    })
}

/// The order a table is computed in, and its state graph's edges when it is small.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableTrace {
    /// 0 … n−1 for heap games; reverse topological order (sinks first) for a graph.
    pub order: Vec<u32>,
    /// `[from, to]` for every move to a single heap (or vertex), when there are at most
    /// [`MAX_TABLE_EDGES_STATES`] states and [`MAX_TABLE_EDGES`] edges; empty otherwise. Taking a whole heap is an
    /// edge to 0.
    pub edges: Vec<[u32; 2]>,
}

/// The computation order of G(0) … G(n−1) (for a graph: of its vertices below n; n is capped at its vertex count).
pub fn table_trace(game: &Game, n: usize) -> Result<TableTrace> {
    if n > solve::MAX_VALUES {
        return Err(Error::invalid(format!(
            "{n} states is too many (the limit is {})",
            solve::MAX_VALUES
        )));
    }
    // Small tables come with their edges, unless there are too many of them.
    let edges = if n <= MAX_TABLE_EDGES_STATES {
        single_heap_edges_within(game, n, MAX_TABLE_EDGES).unwrap_or_default()
    } else {
        Vec::new()
    };
    let order = match game {
        Game::Graph(dag) => {
            let n = n.min(dag.vertex_count()) as u32;
            solve::graph::reverse_topological_order(dag)?
                .into_iter()
                .filter(|&v| v < n)
                .collect()
        }
        _ => (0..n as u32).collect(),
    };
    Ok(TableTrace { order, edges })
}
