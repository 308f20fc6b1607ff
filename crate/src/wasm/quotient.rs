//! Misère quotients: `misereQuotient`, a misère sum's product in its quotient (`quotientTrace`), and Conway's genus
//! (`genus`).

use super::{js_error, string, to_js, whole_u32};
use crate::notation::{parse_game_in, parse_position_in};
use crate::rules::quotient;
use wasm_bindgen::prelude::*;

/// The misère quotient of `game`'s heaps 0 … n − 1 (n = 0: until stable, up to the limit of heaps): `{ game,
/// order, heaps, generators, relations, elements, p, phi, phiWords, stable, preperiod, period, proven, orders,
/// stopped }` (crate::rules::quotient::Report).
#[wasm_bindgen(js_name = misereQuotient)]
pub fn misere_quotient(game: &JsValue, n: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("misereQuotient");
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let limits = super::limits();
    let n = whole_u32("n", n, limits.quotient_heaps as u32)?;
    let upto = (n > 0).then_some(n as usize);
    let solved = quotient::solve(&game, upto, &limits).map_err(js_error)?;
    to_js(&quotient::report(&game, &solved, &limits))
}

/// The quotient view's trace of misère sum `position`: the quotient's report with its multiplication table (`mult`)
/// and P-portion by element (`inP`), each heap's image and the running product (`rows`), `product`, `decided` and
/// `firstPlayerWins` (crate::rules::quotient_trace::Trace).
#[wasm_bindgen(js_name = quotientTrace)]
pub fn quotient_trace(position: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("quotientTrace");
    let position = parse_position_in(&string("position", position)?, &super::defined()).map_err(js_error)?;
    to_js(&crate::rules::quotient_trace::trace(&position, &super::limits()).map_err(js_error)?)
}

/// Conway's genus of `game`'s heaps 0 … n − 1 (n ≤ 25), as the CLI's `grundy genus GAME N`: `[{ heap, g, gammas,
/// text, tame, wildAt }]` (crate::rules::genus::Genus; `wildAt`: the first position reached whose genus is no misère
/// Nim position's, its heaps and genus, or null).
#[wasm_bindgen(js_name = genus)]
pub fn genus(game: &JsValue, n: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("genus");
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let n = whole_u32("n", n, crate::rules::genus::GENUS_HEAPS + 1)?;
    to_js(&crate::rules::genus::genera(&game, n).map_err(js_error)?)
}
