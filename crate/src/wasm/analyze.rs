//! Who wins and how: `analyze`; and a position's parts as the core reads them: `positionParts`.

use super::{js_error, string, to_js};
use crate::engine::analyze;
use crate::notation::parse_position_in;
use wasm_bindgen::prelude::*;

/// `{ position, sg, firstPlayerWins, winningMoves, count, rule, by }` for a position such as `nim: 14 21 39`.
#[wasm_bindgen]
pub fn analyze(position: &JsValue) -> Result<JsValue, JsValue> {
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    to_js(&analyze::analyze(&position, &super::limits()).map_err(js_error)?)
}

/// `{ position, components: [{ game, heaps, marks }] }` for a position such as `nim: 3 + boxes: 2 5*`: its canonical
/// text and each component's game (canonical), heaps and marks, so the page never splits position text itself.
/// `arity` is how many numbers a state has: 1 for heaps, 2 for a game of `(w, h)` states (whose `heaps` are the
/// states' numbers in turn).
#[wasm_bindgen(js_name = positionParts)]
pub fn position_parts(position: &JsValue) -> Result<JsValue, JsValue> {
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    #[derive(serde::Serialize)]
    struct Part {
        game: String,
        heaps: Vec<u32>,
        marks: Vec<bool>,
        /// The numbers of one state: 1, or more for a game of tuple states (its heaps are their numbers in turn).
        arity: usize,
    }
    #[derive(serde::Serialize)]
    struct Parts {
        position: String,
        components: Vec<Part>,
    }
    to_js(&Parts {
        position: position.to_string(),
        components: position
            .components
            .iter()
            .map(|c| Part {
                game: c.family.to_string(),
                heaps: c.heaps.clone(),
                marks: c.marks.clone(),
                arity: crate::rules::of(&c.family).shape().arity,
            })
            .collect(),
    })
}
