//! Misère quotients: `misereQuotient`.

use super::{js_error, string, to_js, whole_u32};
use crate::notation::parse_game_in;
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
