//! Sums and move search: `analyze`.

use super::js_error;
use crate::analyze;
use crate::notation::parse_position;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A core value as a plain JS object: `Option` becomes `null`, maps become objects.
pub(crate) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsError> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| JsError::new(&e.to_string()))
}

/// `{ position, sg, firstPlayerWins, winningMoves, count }` for a position such as `nim: 14 21 39`.
#[wasm_bindgen]
pub fn analyze(position: &str) -> Result<JsValue, JsError> {
    let position = parse_position(position).map_err(js_error)?;
    to_js(&analyze::analyze(&position).map_err(js_error)?)
}
