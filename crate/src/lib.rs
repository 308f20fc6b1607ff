//! Grundy: the Sprague–Grundy core.
//!
//! The crate's folders are its layers, listed here from the bottom up: a file names only its own layer and the layers
//! before it in this list, never a later one (`crate/tests/layers.rs` checks every file, and the order inside
//! `base/`, `engine/`, `page/` and `course/`):
//!
//! 1. [`theory`]: pure mathematics (GF(2) bases, nim products, Hackenbush, matchings, loopy games), nothing else of
//!    the crate.
//! 2. [`base`]: what every layer reads: the one error type and the limits a user meets.
//! 3. [`lang`]: the rules language a user writes games in (parse, compile, run).
//! 4. [`game`]: what a game and a position are, and what the first-view build plays.
//! 5. [`solve`]: Grundy tables of heap games (octal codes, subtraction, graphs) and of a user's games.
//! 6. [`rules`]: the families, one file each behind one trait: moves, theorem, verdict.
//! 7. [`notation`]: text → games and positions, and back.
//! 8. [`engine`]: any position's value by search or rule, a table's period, a request's cost.
//! 9. [`pattern`]: the pattern finder: the laws a table follows, and as C++.
//! 10. [`page`]: what the page and the command line show: traces, layouts, play, kept tables, tables as text.
//! 11. [`contest`]: contest problems answered from their own input.
//! 12. [`course`]: the lessons' rules checked against the search, and their questions.
//! 13. `wasm` (the JS API, compiled only for wasm32) and the command line (`bin/grundy.rs`): the edges, thin shells
//!     over the layers below.

pub mod base;
pub mod contest;
pub mod course;
pub mod engine;
pub mod game;
pub mod lang;
pub mod notation;
pub mod page;
pub mod pattern;
pub mod rules;
pub mod solve;
pub mod theory;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use base::error::Error;
pub use game::{Component, Dag, Family, Game, Octal, Position};
