//! Values and notation: `grundyValues`, `normalizeGame`.

use super::js_error;
use crate::notation::parse_game;
use crate::solve;
use wasm_bindgen::prelude::*;

/// G(0) … G(n−1) of `game` (in the notation), as a `Uint32Array`.
#[wasm_bindgen(js_name = grundyValues)]
pub fn grundy_values(game: &str, n: u32) -> Result<Vec<u32>, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    solve::values(&game, n as usize).map_err(js_error)
}

/// The canonical text of a game, or an `Error` saying what is wrong and where.
#[wasm_bindgen(js_name = normalizeGame)]
pub fn normalize_game(game: &str) -> Result<String, JsError> {
    parse_game(game).map(|g| g.to_string()).map_err(js_error)
}
