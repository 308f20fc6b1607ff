//! Traces the page animates: `mexTrace`, `xorTrace`, `tableTrace`.

use super::analyze::to_js;
use super::js_error;
use crate::notation::{parse_game, parse_position};
use crate::trace;
use wasm_bindgen::prelude::*;

/// The mex calculation of one state: `{ game, state, options, values, mex, steps }`.
#[wasm_bindgen(js_name = mexTrace)]
pub fn mex_trace(game: &str, state: u32) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    to_js(&trace::mex_trace(&game, state).map_err(js_error)?)
}

/// The XOR of a position column by column: `{ position, rows, width, columns, xor, highestBit, holders, targets,
/// moves, steps }`.
#[wasm_bindgen(js_name = xorTrace)]
pub fn xor_trace(position: &str) -> Result<JsValue, JsError> {
    let position = parse_position(position).map_err(js_error)?;
    to_js(&trace::xor_trace(&position).map_err(js_error)?)
}

/// `{ order: Uint32Array, edges: [[from, to], …] }`: the order a table is computed in, and (for at most 2000
/// states) its state graph.
#[wasm_bindgen(js_name = tableTrace)]
pub fn table_trace(game: &str, n: u32) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    let t = trace::table_trace(&game, n as usize).map_err(js_error)?;
    // The order can be long: a typed array crosses the boundary in one copy.
    let out = js_sys::Object::new();
    let set = |key: &str, value: &JsValue| js_sys::Reflect::set(&out, &JsValue::from_str(key), value).map(|_| ());
    set("order", &js_sys::Uint32Array::from(t.order.as_slice()).into())
        .map_err(|_| JsError::new("cannot build the result"))?;
    set("edges", &to_js(&t.edges)?).map_err(|_| JsError::new("cannot build the result"))?;
    Ok(out.into())
}
