//! Periods: `findPeriod`, `periodOfValues`.

use super::{js_error, numbers, to_js, whole_u32};
use crate::notation::parse_game;
use crate::period;
use crate::solve;
use wasm_bindgen::prelude::*;

/// `{ preperiod, period, checkedTo }`, the smallest period proven from G(0) … G(maxN − 1), or `null` when that
/// table proves none (or the game has no finite proof: see the README's "Period bounds").
#[wasm_bindgen(js_name = findPeriod)]
pub fn find_period(game: &str, max_n: &JsValue) -> Result<JsValue, JsValue> {
    let game = parse_game(game).map_err(js_error)?;
    let max_n = whole_u32("maxN", max_n, solve::MAX_VALUES as u32)?;
    to_js(&period::find_period(&game, max_n as usize).map_err(js_error)?)
}

/// Like `findPeriod`, over a table the caller already has (`values` = G(0) … G(len − 1) of `game`, e.g. from
/// `grundyValues`), so the table is not built twice.
#[wasm_bindgen(js_name = periodOfValues)]
pub fn period_of_values(game: &str, values: &JsValue) -> Result<JsValue, JsValue> {
    let game = parse_game(game).map_err(js_error)?;
    let values = numbers("values", values, u32::MAX)?;
    to_js(&period::proven_period(&game, &values).map_err(js_error)?)
}
