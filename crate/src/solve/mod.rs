//! Grundy values: one module per family of games, all behind [`values`].

#[cfg(feature = "first-view")]
pub mod defined;
pub mod graph;
pub mod heap;
#[cfg(not(target_arch = "wasm32"))]
pub mod long;
#[cfg(not(target_arch = "wasm32"))]
pub mod memory;
pub mod octal;
pub mod options;
pub mod proof;
pub mod sparse;
#[cfg(not(feature = "first-view"))]
pub mod splitting;
pub mod written;

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Game;

/// The longest table [`values`] makes of `game` under the caller's `limits` (the native command line's reach 2^32):
/// [`Limits::table`], less for an octal code whose table costs more than linear work ([`Limits::three_way_table`],
/// [`Limits::quadratic_table`]).
pub fn table_limit(game: &Game, limits: &Limits) -> usize {
    match game {
        Game::Octal(code) if code.splits_in_three() => limits.three_way_table,
        Game::Octal(code) if octal::quadratic(code) => limits.quadratic_table,
        _ => limits.table,
    }
}

/// The longest table of `game` kept to prove its period: a splitting code's ([`octal::SplitTable`], a byte a value)
/// may grow to [`Limits::proof_table`] unless its cost grows as n²; other games' are [`table_limit`]'s.
pub fn proof_table_limit(game: &Game, limits: &Limits) -> usize {
    match game {
        Game::Octal(code) if octal::uses_splitting(code) && !octal::quadratic(code) => limits.proof_table,
        _ => table_limit(game, limits),
    }
}

/// G(0) … G(n−1) of a heap game, or of vertices 0 … n−1 of a graph, within the caller's `limits`.
pub fn values(game: &Game, n: usize, limits: &Limits) -> Result<Vec<u32>> {
    let limit = table_limit(game, limits);
    if n > limit {
        return Err(Error::new(
            Message::new(Code::TooManyValues).arg("n", n).arg("limit", limit),
        ));
    }
    if let Game::Octal(code) = game {
        if octal::uses_splitting(code) {
            crate::game::first_view::split_table(code, n)?;
        }
    }
    Ok(match game {
        Game::Nim => heap::nim(n),
        Game::Subtraction(set) => heap::subtraction(set, n),
        Game::AllBut(set) => heap::all_but(set, n),
        Game::Octal(code) => octal::values(code, n),
        Game::Rules(rules) => written::values(rules, n)?,
        Game::Graph(dag) => {
            if n > dag.vertex_count() {
                return Err(Error::new(
                    Message::new(Code::GraphTooFewVertices)
                        .arg("count", dag.vertex_count())
                        .arg("last", dag.vertex_count() - 1)
                        .arg("n", n),
                ));
            }
            let mut all = graph::values(dag)?;
            all.truncate(n);
            all
        }
    })
}

/// The mex (minimum excluded value) of `options`: the least natural number not among them.
pub fn mex(options: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<bool> = Vec::new();
    for v in options {
        let v = v as usize;
        if v >= seen.len() {
            seen.resize(v + 1, false);
        }
        seen[v] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}
