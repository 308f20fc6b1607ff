//! Layouts of state graphs: `layoutGraph`, `layoutGrid`.

use super::analyze::to_js;
use super::js_error;
use crate::layout;
use crate::notation::parse_game;
use wasm_bindgen::prelude::*;

/// `{ nodes: [{ id, label, layer, x, y, sg }], edges: [[from, to]], width, height }`: the layered layout of the
/// states 0 … n−1 of a heap game (edges for moves that leave one heap), or of an explicit graph's vertices below n.
/// `values`, optional, is G(0) … G(n−1) from `grundyValues`, so they are not computed twice.
#[wasm_bindgen(js_name = layoutGraph)]
pub fn layout_graph(game: &str, n: u32, values: Option<Vec<u32>>) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    to_js(&layout::layout_graph_with(&game, n as usize, values.as_deref()).map_err(js_error)?)
}

/// The two-heap states (a, b), 0 ≤ a, b < n, on a grid: same shape as `layoutGraph`, ids a·n + b, labels "(a,b)".
#[wasm_bindgen(js_name = layoutGrid)]
pub fn layout_grid(game: &str, n: u32) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    to_js(&layout::layout_grid(&game, n as usize).map_err(js_error)?)
}
