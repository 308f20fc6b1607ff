//! Periods: `findPeriod`.

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
    match period::find_period(&game, max_n as usize).map_err(js_error)? {
        Some(found) => found
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| JsError::new(&e.to_string())),
        None => Ok(JsValue::NULL),
    }
}
