//! Contest problems of the theories after the notes: `contestAnswers`.

use super::{js_error, string};
use crate::base::error::{Code, Error, Message};
use crate::contest;
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// `[{ answer, value, parts }, …]`, one per case of `problem`'s input `text` (a name of [`contest::PROBLEMS`], as
/// `grundy --help` lists them); `value` and `parts` are BigInts (a nim product of 10^18 needs 64 bits).
#[wasm_bindgen(js_name = contestAnswers)]
pub fn contest_answers(problem: &JsValue, text: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("contestAnswers");
    let problem = string("problem", problem)?;
    let text = &string("text", text)?;
    let solve = contest::by_name(&problem).ok_or_else(|| {
        js_error(Error::new(
            Message::new(Code::UnknownProblem)
                .arg("problem", &problem)
                .arg("problems", contest::names()),
        ))
    })?;
    let answers = solve(text, &super::limits()).map_err(js_error)?;
    answers
        .serialize(&serde_wasm_bindgen::Serializer::new().serialize_large_number_types_as_bigints(true))
        .map_err(|e| js_sys::Error::new(&e.to_string()).into())
}
