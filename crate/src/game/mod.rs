//! What a game is and what a position is, with no parsing or solving.
//!
//! - [`heap`]: heap games (Nim, subtraction, all-but, octal codes, explicit graphs), each with a table G(n).
//! - [`position`]: a position is a sum of components; each component is played by a [`Family`]'s rules (heaps of a
//!   heap game in normal or misère play, staircase Nim, open boxes, the Stoned Game, Thanos Nim, Moore's Nim-k,
//!   Wythoff's game). The rules themselves live in [`crate::rules`].

pub mod first_view;
pub mod heap;
pub mod position;

pub use heap::{Dag, Game, Octal};

pub use position::{Component, Family, Position};
