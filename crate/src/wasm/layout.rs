//! Layouts of state graphs: `layoutGraph`, `layoutGrid`, `layoutPosition`.

use super::{js_error, numbers, string, to_js, whole, whole_u32};
use crate::notation::{parse_game_in, parse_position_in};
use crate::page::layout;
use wasm_bindgen::prelude::*;

/// `{ nodes: [{ id, label, layer, x, y, sg }], edges: [[from, to]], width, height, pairs, pairsOmitted }`: the
/// layered layout of the states 0 … n−1 of a heap game (with a node per pair a+b its splits leave), or of an
/// explicit graph's vertices below n. `values`, optional, is G(0) … G(n−1) from `grundyValues`, so they are not
/// computed twice.
#[wasm_bindgen(js_name = layoutGraph)]
pub fn layout_graph(game: &JsValue, n: &JsValue, values: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let n = whole_u32("n", n, limits.draw_states as u32)?;
    let values = if values.is_undefined() || values.is_null() {
        None
    } else {
        Some(numbers("values", values, u32::MAX)?)
    };
    to_js(&layout::layout_graph_with(&game, n as usize, values.as_deref(), &limits).map_err(js_error)?)
}

/// The two-heap states (a, b), 0 ≤ a, b < n, on a grid: same shape as `layoutGraph`, ids a·n + b, labels "(a,b)".
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = layoutGrid)]
pub fn layout_grid(game: &JsValue, n: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("layoutGrid");
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let n = whole_u32("n", n, limits.draw_states as u32)?;
    to_js(&layout::layout_grid(&game, n as usize, &limits).map_err(js_error)?)
}

/// `{ nodes: [{ id, label, position, layer, x, y, sg, wins, frontier }], edges, width, height }`: every position
/// reachable from a position of any family (at most 400), node 0 the start; with `depth` (1 … 9; undefined or null:
/// all), only those at most that many moves away.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = layoutPosition)]
pub fn layout_position(position: &JsValue, depth: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("layoutPosition");
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    let depth = if depth.is_undefined() || depth.is_null() {
        None
    } else {
        Some(whole("depth", depth, 1, layout::MAX_DEPTH as u64)? as u32)
    };
    to_js(&layout::layout_position(&position, depth, &super::limits()).map_err(js_error)?)
}
