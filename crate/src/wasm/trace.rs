//! Traces the page animates: `mexTrace`, `xorTrace`, `tableTrace`, `positionTrace`, and `theoryTrace`, the steps of
//! a family's own theory, which the family builds (so a new family adds no export here).

use super::{js_error, string, to_js, whole_u32};
use crate::base::error::{Code, Error, Message};
use crate::game::Component;
use crate::notation::{parse_game_in, parse_position_in};
use crate::page::trace;
use wasm_bindgen::prelude::*;

/// The mex calculation of one state (a heap size or a vertex): `{ game, state, options, values, mex, steps }`.
#[wasm_bindgen(js_name = mexTrace)]
pub fn mex_trace(game: &JsValue, state: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let state = whole_u32("state", state, super::defined().limits().number)?;
    to_js(&trace::mex_trace(&game, state, &super::limits()).map_err(js_error)?)
}

/// The XOR of a position column by column: `{ position, misere, rows, width, columns, xor, highestBit, holders,
/// targets, moves, rule, steps }`.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = xorTrace)]
pub fn xor_trace(position: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("xorTrace");
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    to_js(&trace::xor_trace(&position, &super::limits()).map_err(js_error)?)
}

/// The mex (or, in misère play, the win/lose rule) of a whole position of any family: `{ position, misere,
/// options: [{ move, value, wins }], values, mex, wins, steps }`.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = positionTrace)]
pub fn position_trace(position: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("positionTrace");
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    to_js(&trace::position_trace(&position, &super::limits()).map_err(js_error)?)
}

/// `{ order: Uint32Array, edges: [[from, to], …] }`: the order a table is computed in, and (for at most 2000
/// states) its state graph.
#[wasm_bindgen(js_name = tableTrace)]
pub fn table_trace(game: &JsValue, n: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let n = whole_u32("n", n, super::limits().table as u32)?;
    let t = trace::table_trace(&game, n as usize, &super::limits()).map_err(js_error)?;
    // The order can be long: a typed array crosses the boundary in one copy.
    let out = js_sys::Object::new();
    js_sys::Reflect::set(
        &out,
        &"order".into(),
        &js_sys::Uint32Array::from(t.order.as_slice()).into(),
    )?;
    js_sys::Reflect::set(&out, &"edges".into(), &to_js(&t.edges)?)?;
    Ok(out.into())
}

/// `{ side, dims, cells: [{ position, sg, wins }] }`: a family's table (打表) over its first two heaps (or its only
/// one), 0 … side − 1 (side at most 32), the rest as given.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = positionTable)]
pub fn position_table(position: &JsValue, side: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("positionTable");
    let position = &string("position", position)?;
    let position = parse_position_in(position, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let side = whole_u32("side", side, limits.table_side)?;
    to_js(&trace::position_table(&position, side, &limits).map_err(js_error)?)
}

/// `{ game, rows, cols, order, wins }`: note 003's two-heap win/lose table filled by memoized search from (x, y), in
/// the order the recursion finishes each cell (heaps up to 100).
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = memoTrace)]
pub fn memo_trace(game: &JsValue, x: &JsValue, y: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("memoTrace");
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let x = whole_u32("x", x, limits.memo)?;
    let y = whole_u32("y", y, limits.memo)?;
    to_js(&trace::memo_trace(&game, x, y, &limits).map_err(js_error)?)
}

/// `{ rule, agree, total, disagree }`: a rule a lesson states, checked against the search on every small position.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = checkRule)]
pub fn check_rule(rule: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("checkRule");
    let rule = &string("rule", rule)?;
    to_js(&crate::course::check::check(rule, &super::limits()).map_err(js_error)?)
}

/// `trace` of the one component of the position written in `position` (None: not of the family it traces); else
/// the error `code`, naming the position.
fn one_component(
    position: &JsValue,
    code: Code,
    trace: impl FnOnce(&Component) -> Option<Result<JsValue, JsValue>>,
) -> Result<JsValue, JsValue> {
    let text = &string("position", position)?;
    let position = parse_position_in(text, &super::defined()).map_err(js_error)?;
    let traced = match position.components.as_slice() {
        [c] => trace(c),
        _ => None,
    };
    traced.unwrap_or_else(|| Err(js_error(Error::new(Message::new(code).arg("position", &position)))))
}

/// The steps of the theory that decides a position of a family of its own, one component: the colon principle for a
/// tree (`tree: 0 1 2 1`: `{ depths, parents, children, values, order }`), the fusion principle for a Hackenbush
/// picture (`{ edges, part, members, loops, parent, bridge, values, fusions, order }`), Every-SG's step counts
/// (`every(sub(1..3)): 3 5 6`: `{ heaps, steps, wins, tableSteps, tableWins, decider, largest, firstPlayerWins, best
/// }`), a geography position's matchings (`{ vertices, board, walls, edges, left, token, matching, covered, wins,
/// partner, without, path }`); each family builds its own (`Rules::trace`).
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = theoryTrace)]
pub fn theory_trace(position: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("theoryTrace");
    one_component(position, Code::NoTheoryTrace, |c| {
        crate::rules::of(&c.family).trace(c).map(|t| to_js(&t))
    })
}
