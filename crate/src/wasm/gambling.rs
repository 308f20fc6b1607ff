//! CF662A Gambling Nim: `gamblingNim`, `gamblingTrace`.

use super::{js_error, string, to_js};
use crate::contest::gambling;
use wasm_bindgen::prelude::*;

/// The chance that the first player wins, "p/q" in lowest terms, for a CF662A input (n, then n lines `a b`).
#[wasm_bindgen(js_name = gamblingNim)]
pub fn gambling_nim(text: &JsValue) -> Result<String, JsValue> {
    first_view_lacks!("gamblingNim");
    let text = &string("text", text)?;
    gambling::solve(text).map_err(js_error)
}

/// `{ cards, steps, answer }`: the linear basis built card by card, as the notes' code builds it (at most 200 cards).
#[wasm_bindgen(js_name = gamblingTrace)]
pub fn gambling_trace(text: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("gamblingTrace");
    let text = &string("text", text)?;
    to_js(&gambling::trace(text).map_err(js_error)?)
}
