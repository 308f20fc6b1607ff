//! A lesson's questions: `judgeAnswer` and `exercise` (see `crate::course::quiz`).

use super::{js_error, string, to_js, whole_u32};
use crate::course::quiz::{self, Ask, ExerciseSpec};
use wasm_bindgen::prelude::*;

/// `{ correct, reason, position, sg, wins, options, parts, moves, count, played, reply }`: the answer `answer` to
/// question `ask` ('value', 'outcome', 'move' or 'count') about `position`, judged from the rules, and why.
#[wasm_bindgen(js_name = judgeAnswer)]
pub fn judge_answer(ask: &JsValue, position: &JsValue, answer: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("judgeAnswer");
    let ask = Ask::parse(&string("ask", ask)?).map_err(js_error)?;
    let position = string("position", position)?;
    let answer = string("answer", answer)?;
    to_js(&quiz::judge_in(ask, &position, &answer, &super::defined()).map_err(js_error)?)
}

/// A fresh position (text) of `heaps` heaps of `game` from `min` to `max`, suited to question `ask`; the same
/// `seed` gives the same position.
#[wasm_bindgen]
pub fn exercise(
    ask: &JsValue,
    game: &JsValue,
    heaps: &JsValue,
    min: &JsValue,
    max: &JsValue,
    seed: &JsValue,
) -> Result<String, JsValue> {
    first_view_lacks!("exercise");
    let spec = ExerciseSpec {
        ask: Ask::parse(&string("ask", ask)?).map_err(js_error)?,
        game: string("game", game)?,
        heaps: whole_u32("heaps", heaps, quiz::EXERCISE_HEAPS)?,
        min: whole_u32("min", min, quiz::EXERCISE_MAX)?,
        max: whole_u32("max", max, quiz::EXERCISE_MAX)?,
    };
    let seed = whole_u32("seed", seed, u32::MAX)?;
    quiz::exercise_in(&spec, seed, &super::defined()).map_err(js_error)
}
