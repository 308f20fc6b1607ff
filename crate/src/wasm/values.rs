//! Values and notation: `grundyValues`, `normalizeGame`, `importHdu1524`.

use super::analyze::to_js;
use super::js_error;
use crate::import;
use crate::notation::parse_game;
use crate::solve;
use wasm_bindgen::prelude::*;

/// G(0) … G(n−1) of `game` (in the notation), as a `Uint32Array`.
#[wasm_bindgen(js_name = grundyValues)]
pub fn grundy_values(game: &str, n: u32) -> Result<Vec<u32>, JsError> {
    let game = parse_game(game).map_err(js_error)?;
    solve::values(&game, n as usize).map_err(js_error)
}

/// The canonical text of a game, or an `Error` saying what is wrong and where.
#[wasm_bindgen(js_name = normalizeGame)]
pub fn normalize_game(game: &str) -> Result<String, JsError> {
    parse_game(game).map(|g| g.to_string()).map_err(js_error)
}

/// An HDU 1524 input (successor lists, then queries): `{ game: "graph(…)", queries: [[v, …], …], cases }`, the
/// first test case's graph and queries, and every test case as `cases: [{ game, queries }, …]`.
#[wasm_bindgen(js_name = importHdu1524)]
pub fn import_hdu1524(text: &str) -> Result<JsValue, JsError> {
    #[derive(serde::Serialize)]
    struct Case {
        game: String,
        queries: Vec<Vec<u32>>,
    }
    #[derive(serde::Serialize)]
    struct Import {
        game: String,
        queries: Vec<Vec<u32>>,
        cases: Vec<Case>,
    }
    let cases: Vec<Case> = import::hdu1524(text)
        .map_err(js_error)?
        .into_iter()
        .map(|c| Case {
            game: c.game.to_string(),
            queries: c.queries,
        })
        .collect();
    to_js(&Import {
        game: cases[0].game.clone(),
        queries: cases[0].queries.clone(),
        cases,
    })
}
