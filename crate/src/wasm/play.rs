//! Playing: `moves`, `computerMove`, `findMove`.

use super::{js_error, string, to_js};
use crate::notation::parse_position_in;
use crate::page::play;
use wasm_bindgen::prelude::*;

/// `{ moves: [Move], count }`: every legal move (up to 2000), in move order; `count` null past 2^22.
#[wasm_bindgen]
pub fn moves(position: &JsValue) -> Result<JsValue, JsValue> {
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    to_js(&play::moves(&position).map_err(js_error)?)
}

/// `{ move, winning, remoteness }`, the computer's move, or `null` when the game is over.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = computerMove)]
pub fn computer_move(position: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("computerMove");
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    to_js(&play::computer_move(&position, &super::limits()).map_err(js_error)?)
}

/// The move from `position` to `next` (both in notation), or an Error when `next` is not one move away.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = findMove)]
pub fn find_move(position: &JsValue, next: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("findMove");
    let position = &string("position", position)?;
    let next = &string("next", next)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    let next = parse_position_in(next, &super::defined()).map_err(js_error)?;
    to_js(&play::find_move(&position, &next).map_err(js_error)?)
}
