//! Periods: `findPeriod`, `periodOfValues`.

use super::{js_error, numbers, string, to_js, whole_u32};
use crate::engine::period;
use crate::notation::parse_game_in;
use wasm_bindgen::prelude::*;

/// `{ preperiod, period, checkedTo }`, the smallest period proven from G(0) … G(maxN − 1), or `null` when that
/// table proves none (or the game has no finite proof: see "Period bounds" in docs/reference.md).
#[wasm_bindgen(js_name = findPeriod)]
pub fn find_period(game: &JsValue, max_n: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let max_n = whole_u32("maxN", max_n, limits.proof_table as u32)?;
    to_js(&period::find_period(&game, max_n as usize, &limits).map_err(js_error)?)
}

/// Like `findPeriod`, over a table the caller already has (`values` = G(0) … G(len − 1) of `game`, e.g. from
/// `grundyValues`), so the table is not built twice. Its first 1024 values are checked against the game's (an
/// Error with code ValuesNotOfGame otherwise); the rest is trusted.
#[wasm_bindgen(js_name = periodOfValues)]
pub fn period_of_values(game: &JsValue, values: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let values = numbers("values", values, u32::MAX)?;
    to_js(&period::proven_period_of_given(&game, &values, &super::limits()).map_err(js_error)?)
}
