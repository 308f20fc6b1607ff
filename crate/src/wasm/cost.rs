//! What a request costs before it runs (`requestCost`), so the page picks the main thread or the worker from the
//! core's bounds (see [`crate::engine::cost`]).

use super::{string, to_js};
use crate::base::error::{Code, Error};
use crate::engine::cost::{self, Cost};
use crate::notation::{parse_game_in, parse_position_in};
use wasm_bindgen::prelude::*;

/// `{ work, mainThread }` for `task` (the name of an export) called with `args` (an array): an upper bound on its
/// steps, and whether that is small enough to run at once on the main thread. A request whose arguments are bad is
/// cheap (it is refused at once); a task the core cannot bound is never cheap.
#[wasm_bindgen(js_name = requestCost)]
pub fn request_cost(task: &JsValue, args: &JsValue) -> Result<JsValue, JsValue> {
    let task = string("task", task)?;
    let limits = &super::limits();
    let args: Vec<JsValue> = if js_sys::Array::is_array(args) {
        js_sys::Array::from(args).iter().collect()
    } else {
        vec![args.clone()]
    };
    let arg = |i: usize| args.get(i).cloned().unwrap_or(JsValue::UNDEFINED);
    let text = |i: usize| arg(i).as_string();
    let number = |i: usize| {
        arg(i)
            .as_f64()
            .filter(|x| x.is_finite() && *x >= 0.0)
            .map(|x| x.min(u32::MAX as f64) as usize)
    };
    // Bad arguments are refused at once: cheap. A game the first-view build does not play is answered elsewhere (the
    // worker, or the whole engine once loaded): never here.
    let refused = |e: Option<Error>| match e {
        Some(e) if e.code() == Code::NotInFirstView => to_js(&Cost::of(u64::MAX, limits)),
        _ => to_js(&Cost::of(0, limits)),
    };
    if crate::game::first_view::BUILD && crate::game::first_view::LACKS.contains(&task.as_str()) {
        return to_js(&Cost::of(u64::MAX, limits)); // refused here: the worker answers
    }
    let work = match task.as_str() {
        "analyze" | "xorTrace" | "moves" | "findMove" | "positionTrace" | "layoutPosition" | "theoryTrace" => {
            match text(0).map(|t| parse_position_in(&t, &super::defined())) {
                Some(Ok(p)) => cost::position(&p, limits),
                other => return refused(other.and_then(Result::err)),
            }
        }
        "computerMove" => match text(0).map(|t| parse_position_in(&t, &super::defined())) {
            Some(Ok(p)) => cost::computer_move(&p, limits),
            other => return refused(other.and_then(Result::err)),
        },
        "grundyValues" | "tableTrace" | "findPeriod" | "mexTrace" | "layoutGraph" | "layoutGrid" => {
            let game = match text(0).map(|t| parse_game_in(&t, &super::defined())) {
                Some(Ok(game)) => game,
                other => return refused(other.and_then(Result::err)),
            };
            let Some(n) = number(1) else { return refused(None) };
            let n = if task == "mexTrace" { n.saturating_add(1) } else { n };
            match task.as_str() {
                "grundyValues" | "findPeriod" => cost::table(&game, n, limits),
                "mexTrace" | "tableTrace" => cost::table(&game, n, limits).saturating_add(cost::moves_up_to(&game, n)),
                "layoutGraph" => cost::table(&game, n, limits)
                    .saturating_add(cost::moves_up_to(&game, n).saturating_mul(cost::LAYOUT_STEP)),
                // Two heaps up to n each: every pair and its moves.
                _ => (n as u64).saturating_mul(cost::moves_up_to(&game, n).saturating_mul(2 * cost::LAYOUT_STEP)),
            }
        }
        "ruleGrid" | "findPatterns" | "predictPatterns" | "patternCpp" => {
            let family = match text(0).map(|t| crate::notation::parse_family_in(&t, &super::defined())) {
                Some(Ok(family)) => family,
                other => return refused(other.and_then(Result::err)),
            };
            let Some(n) = number(1) else { return refused(None) };
            match family {
                // The table, and the longer one its laws are checked on.
                // (The C++ of its laws: the same work, then a pass over the table.)
                _ if task == "findPatterns" || task == "patternCpp" => crate::pattern::verify::cost(&family, n, limits),
                // And what each pattern predicts: a pass over m per pattern, a few of them.
                // (A grid's m is a side: m × m cells.)
                _ if task == "predictPatterns" => {
                    let m = number(2).unwrap_or(0) as u64;
                    let m = match family {
                        crate::game::Family::Heaps(_) => m,
                        _ => m.saturating_mul(m),
                    };
                    crate::pattern::verify::cost(&family, n, limits).saturating_add(m.saturating_mul(PREDICTION_WORK))
                }
                crate::game::Family::Heaps(game) => cost::table(&game, n, limits),
                // A grid of rows × columns states of a rules game.
                _ => (n as u64)
                    .saturating_mul(number(2).unwrap_or(0) as u64)
                    .saturating_mul(crate::lang::RULE_STATE_WORK),
            }
        }
        "normalizeGame"
        | "describeGame"
        | "messageCatalog"
        | "defineRules"
        | "setRuleSteps"
        | "useMainThreadLimits" => 0,
        _ => u64::MAX,
    };
    to_js(&Cost::of(work, limits))
}

/// What predicting one value (or one cell of a grid) costs, for every pattern, in table cells.
const PREDICTION_WORK: u64 = 8;
