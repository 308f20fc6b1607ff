//! Grundy: the Sprague–Grundy core.
//!
//! Text flows one way: [`notation`] turns text into [`Game`] and [`Position`] values, [`solve`] computes Grundy
//! values, and the JS layer (`wasm`, compiled only for wasm32) is a thin shell over these pure functions.

pub mod analyze;
#[cfg(not(target_arch = "wasm32"))]
pub mod census;
pub mod check;
pub mod contest;
pub mod cost;
pub mod error;
pub mod export;
pub mod first_view;
pub mod gambling;
pub mod game;
pub mod import;
pub mod lang;
pub mod layout;
pub mod limits;
pub mod notation;
pub mod pattern;
pub mod period;
pub mod play;
pub mod quiz;
pub mod rules;
pub mod search;
pub mod session;
pub mod solve;
pub mod theory;
pub mod trace;

#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use error::Error;
pub use game::{Component, Dag, Family, Game, Octal, Position};
