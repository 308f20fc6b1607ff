//! Values and notation: `grundyValues`, `normalizeGame`, `describeGame`, `importHdu1524`, `messageCatalog`.

use super::{js_error, string, to_js, whole};
use crate::base::error::Code;
use crate::contest::import;
use crate::game::{Family, Game};
use crate::notation::{parse_family_in, parse_game_in};
use crate::rules;
use crate::solve;
use wasm_bindgen::prelude::*;

/// G(0) … G(n−1) of `game` (in the notation), as a `Uint32Array`; n a whole number up to 2^24.
#[wasm_bindgen(js_name = grundyValues)]
pub fn grundy_values(game: &JsValue, n: &JsValue) -> Result<Vec<u32>, JsValue> {
    let game = &string("game", game)?;
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    let n = whole("n", n, 0, super::limits().table as u64)?;
    solve::values(&game, n as usize, &super::limits()).map_err(js_error)
}

/// The canonical text of a game or family (`kayles` → `0.77`, `misere(bash(3))` → `misere(sub(1..3))`), or an
/// `Error` saying what is wrong and where.
#[wasm_bindgen(js_name = normalizeGame)]
pub fn normalize_game(game: &JsValue) -> Result<String, JsValue> {
    let game = &string("game", game)?;
    parse_family_in(game, &super::defined())
        .map(|g| g.to_string())
        .map_err(js_error)
}

/// `{ game, family, name, table, misere, mark, example, vertices, tokens }`: how the page treats a game or family (see the
/// docs/reference.md); `vertices` is an explicit graph's vertex count (its states are its vertices, all of them), else null.
#[wasm_bindgen(js_name = describeGame)]
pub fn describe_game(game: &JsValue) -> Result<JsValue, JsValue> {
    let game = &string("game", game)?;
    #[derive(serde::Serialize)]
    #[serde(rename_all = "camelCase")]
    struct Described {
        game: String,
        #[serde(flatten)]
        info: rules::FamilyInfo,
        vertices: Option<usize>,
        /// Its numbers are vertices a token stands on (a graph's game, with cycles or without), not heaps of stones.
        tokens: bool,
        /// Its numbers are the vertices one token stood on, its own last (geography).
        walk: bool,
        /// A game written as rules: `{ name, arity, variables, text, example }`.
        rules: Option<super::rules::Definition>,
        /// The deepest cut of its graph of positions (`layoutPosition`'s depth), for a family drawn that way.
        max_depth: Option<u32>,
        /// The longest table a proof of its period may use (`findPeriod`'s maxN), null when no table can prove one.
        max_proof: Option<usize>,
        /// The longest table of it (`grundyValues`'s n, a Session's limit): less than 2^24 for a code whose table
        /// costs n² or n³; null without a table.
        max_n: Option<usize>,
    }
    let family = parse_family_in(game, &super::defined()).map_err(js_error)?;
    let vertices = match &family {
        Family::Heaps(Game::Graph(dag)) | Family::Misere(Game::Graph(dag)) => Some(dag.vertex_count()),
        _ => None,
    };
    let tokens = matches!(
        &family,
        Family::Heaps(Game::Graph(_)) | Family::Misere(Game::Graph(_)) | Family::Loopy(_)
    );
    let walk = rules::of(&family).shape().walk;
    let written = match &family {
        Family::Heaps(Game::Rules(r)) | Family::Misere(Game::Rules(r)) | Family::Rules(r) => {
            Some(super::rules::definition(r))
        }
        _ => None,
    };
    let max_depth = match &family {
        Family::Heaps(_) => None,
        _ => Some(crate::page::layout::MAX_DEPTH),
    };
    let (max_proof, max_n) = match &family {
        Family::Heaps(game) => {
            let limits = super::limits();
            (
                crate::engine::period::proof_limit(game, &limits),
                Some(solve::table_limit(game, &limits)),
            )
        }
        _ => (None, None),
    };
    to_js(&Described {
        game: family.to_string(),
        info: rules::info(&family),
        vertices,
        tokens,
        walk,
        rules: written,
        max_depth,
        max_proof,
        max_n,
    })
}

/// An HDU 1524 input (successor lists, then queries): `{ game: "graph(…)", queries: [[v, …], …], cases }`, the
/// first test case's graph and queries, and every test case as `cases: [{ game, queries, answers }, …]`, where
/// `answers` is the problem's output for each query ("WIN" or "LOSE"; "DRAW" too on a graph with a cycle, a loopy
/// game).
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = importHdu1524)]
pub fn import_hdu1524(text: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("importHdu1524");
    let text = &string("text", text)?;
    #[derive(serde::Serialize)]
    struct Case {
        game: String,
        queries: Vec<Vec<u32>>,
        answers: Vec<&'static str>,
    }
    #[derive(serde::Serialize)]
    struct Import {
        game: String,
        queries: Vec<Vec<u32>>,
        cases: Vec<Case>,
    }
    let mut cases = Vec::new();
    for c in import::hdu1524_loopy(text, &super::limits()).map_err(js_error)? {
        let answers = crate::contest::hdu1524_answers(&c).map_err(js_error)?;
        cases.push(Case {
            game: c.game.to_string(),
            queries: c.queries,
            answers,
        });
    }
    to_js(&Import {
        game: cases[0].game.clone(),
        queries: cases[0].queries.clone(),
        cases,
    })
}

/// G(0) … G(n−1) of `game` as text: `format` "csv" (`n,sg` rows), "cpp" (`const int sg[n] = {…};`) or "python"
/// (`sg = […]`).
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = sgTableText)]
pub fn sg_table_text(game: &JsValue, n: &JsValue, format: &JsValue) -> Result<String, JsValue> {
    first_view_lacks!("sgTableText");
    let game = &string("game", game)?;
    let format = &string("format", format)?;
    let n = whole("n", n, 1, super::limits().table as u64)?;
    // A game of two-number states: its n × n grid (n up to 4096).
    if let Ok(Family::Rules(rules)) = parse_family_in(game, &super::defined()) {
        let n = (n as usize).min(1 << 12);
        return crate::page::export::grid_text(&rules, n, format, &super::limits()).map_err(js_error);
    }
    let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
    crate::page::export::table_text(&game, n as usize, format, &super::limits()).map_err(js_error)
}

/// Every message code with its English template (`{ code: template }`), so the page can check it translates each.
#[wasm_bindgen(js_name = messageCatalog)]
pub fn message_catalog() -> Result<JsValue, JsValue> {
    let catalog: std::collections::BTreeMap<&str, &str> = Code::ALL.iter().map(|c| (c.name(), c.english())).collect();
    to_js(&catalog)
}
