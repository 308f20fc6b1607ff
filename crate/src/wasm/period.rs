//! Periods: `findPeriod`, `periodOfValues`.

use super::js_error;
use crate::notation::parse_game;
use crate::period;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `{ preperiod, period, checkedTo }`, the smallest period proven from G(0) … G(maxN − 1), or `null` when that
/// table proves none (or the game has no finite proof: see the README's "Period bounds").
#[wasm_bindgen(js_name = findPeriod)]
pub fn find_period(game: &str, max_n: u32) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    to_js(period::find_period(&game, max_n as usize).map_err(js_error)?)
}

/// Like `findPeriod`, over a table the caller already has (`values` = G(0) … G(len − 1) of `game`, e.g. from
/// `grundyValues`), so the table is not built twice.
#[wasm_bindgen(js_name = periodOfValues)]
pub fn period_of_values(game: &str, values: &[u32]) -> Result<JsValue, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    to_js(period::proven_period(&game, values).map_err(js_error)?)
}

fn to_js(found: Option<period::Period>) -> Result<JsValue, JsError> {
    match found {
        Some(found) => found
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&e.to_string())),
        None => Ok(JsValue::NULL),
    }
}
