//! Who wins and how: `analyze`.

use super::{js_error, string, to_js};
use crate::analyze;
use crate::notation::parse_position;
use wasm_bindgen::prelude::*;

/// `{ position, sg, firstPlayerWins, winningMoves, count, rule, by }` for a position such as `nim: 14 21 39`.
#[wasm_bindgen]
pub fn analyze(position: &JsValue) -> Result<JsValue, JsValue> {
    let position = &string("position", position)?;
    let position = parse_position(position).map_err(js_error)?;
    to_js(&analyze::analyze(&position).map_err(js_error)?)
}
