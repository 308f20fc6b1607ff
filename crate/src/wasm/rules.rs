//! Games written as rules: `defineRules`, `ruleGrid`, `findPatterns`, `predictPatterns`, `setRuleSteps`.

use super::{js_error, string, to_js, whole};
use crate::base::error::{Code, Error, Message};
use crate::base::limits::Limits;
use crate::game::Family;
use crate::lang;
use crate::notation::{parse_family_in, Defined};
use crate::pattern;
use crate::solve::written;
use wasm_bindgen::prelude::*;

/// What the page needs of a defined game: its name (the notation's), its states' numbers and their names, its
/// text (for a link), a state to start from.
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Definition {
    pub name: String,
    pub arity: usize,
    pub variables: Vec<String>,
    pub text: String,
    pub example: String,
    /// The size it is first shown at, so that its laws can be seen: its table's length (one-number states) or its
    /// grid's side (two-number states); null for more numbers ([`pattern::first_size`]).
    pub first_n: Option<usize>,
}

pub fn definition(game: &lang::RulesGame) -> Definition {
    Definition {
        name: game.name.clone(),
        arity: game.arity,
        variables: game.variables.clone(),
        text: game.text.clone(),
        example: game.example(),
        first_n: pattern::first_size(game.arity),
    }
}

/// Compiles a rule text and defines its game under its name (replacing a game of that name), so that every other
/// function takes it by name: `grundyValues("take-half", 20)`, `analyze("cutting: (3,4) (5,6)")`. Returns
/// `{ name, arity, variables, text, example, firstN }`; a bad text throws with its `line` and `column`. A worker has its
/// own module: define the game there too.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = defineRules)]
pub fn define_rules(text: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("defineRules");
    let text = string("text", text)?;
    let game = super::define_with(|d| d.define(&text)).map_err(js_error)?;
    to_js(&definition(&game))
}

/// G(x, y) for 0 ≤ x < rows, 0 ≤ y < columns of a game of two-number states, row by row, as a `Uint32Array`;
/// 4294967295 where (x, y) is not a state.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = ruleGrid)]
pub fn rule_grid(game: &JsValue, rows: &JsValue, columns: &JsValue) -> Result<Vec<u32>, JsValue> {
    first_view_lacks!("ruleGrid");
    let game = string("game", game)?;
    let rules = two_number_game(&game)?;
    let rows = whole("rows", rows, 0, MAX_SIDE)? as usize;
    let columns = whole("columns", columns, 0, MAX_SIDE)? as usize;
    check_cells(rows, columns)?;
    written::grid(&rules, rows, columns).map_err(js_error)
}

/// The longest side of a grid.
const MAX_SIDE: u64 = 1 << 12;

fn check_cells(rows: usize, columns: usize) -> Result<(), JsValue> {
    if rows * columns > super::limits().table {
        return Err(js_error(Error::new(
            Message::new(Code::TooManyValues)
                .arg("n", rows * columns)
                .arg("limit", super::limits().table),
        )));
    }
    Ok(())
}

fn two_number_game(text: &str) -> Result<std::sync::Arc<lang::RulesGame>, JsValue> {
    match parse_family_in(text, &super::defined()).map_err(js_error)? {
        Family::Rules(rules) if rules.arity == 2 => Ok(rules),
        other => Err(js_error(Error::new(
            Message::new(Code::NotATwoNumberGame).arg("game", other),
        ))),
    }
}

/// What the pattern finder sees (see the reference): for a heap game, in its table G(0) … G(n − 1); for a game of
/// two-number states, in its n × n grid; each law it did not prove checked on a longer table ([`pattern::find`]). An
/// array of `{ kind, … }`.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = findPatterns)]
pub fn find_patterns(game: &JsValue, n: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("findPatterns");
    let game = string("game", game)?;
    let n = whole("n", n, 0, super::limits().table as u64)? as usize;
    let family = parse_family_in(&game, &super::defined()).map_err(js_error)?;
    to_js(&said(&pattern::find(&family, n, &super::limits()).map_err(js_error)?))
}

/// A pattern as the page reads it: its own fields, and `isLaw`, whether it is a law ([`pattern::Pattern::is_law`]: not
/// a list of P-positions, nor a law a longer table broke), which the page lists first with its C++.
#[cfg(not(feature = "first-view"))]
#[derive(serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct Said<'a> {
    #[serde(flatten)]
    pattern: &'a pattern::Pattern,
    is_law: bool,
}

#[cfg(not(feature = "first-view"))]
fn said(found: &[pattern::Pattern]) -> Vec<Said<'_>> {
    found
        .iter()
        .map(|p| Said {
            pattern: p,
            is_law: p.is_law(),
        })
        .collect()
}

/// What [`find_patterns`] sees, with what each pattern predicts alone (the page's highlight of a law against the
/// table or the grid): `{ patterns, predictions }`, per pattern, not the laws together, since the page lights one law
/// at a time and shows where that one agrees.
/// - A heap game: `predictions[i]` G(0) … G(m − 1) as pattern i says ([`pattern::predict_each`]) in a `Uint32Array`,
///   4294967295 where it says nothing; inside the table each value is what the law reads from the table, past it
///   what it carries on to.
/// - A game of two-number states: m is a side, `predictions[i]` what pattern i says of each cell (x, y) of the m × m
///   grid ([`pattern::verdicts_each`]), row by row, in a `Uint8Array`: 1 a P-position, 0 not one, 255 nothing.
///
/// Null for a pattern that says no value (a grid's sums and periods, its list of P-positions).
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = predictPatterns)]
pub fn predict_patterns(game: &JsValue, n: &JsValue, m: &JsValue) -> Result<JsValue, JsValue> {
    first_view_lacks!("predictPatterns");
    let game = string("game", game)?;
    let n = whole("n", n, 0, super::limits().table as u64)? as usize;
    let family = parse_family_in(&game, &super::defined()).map_err(js_error)?;
    // m values of a table, or a grid's side.
    let most = match family {
        Family::Heaps(_) => super::limits().table as u64,
        _ => MAX_SIDE,
    };
    let m = whole("m", m, 0, most)? as usize;
    let list = js_sys::Array::new();
    let found = match &family {
        Family::Heaps(game) => {
            let (found, table) = pattern::find_table(game, n, &super::limits()).map_err(js_error)?;
            for p in pattern::predict_each(&found, &table, m) {
                list.push(&match p {
                    Some(values) => {
                        let cells: Vec<u32> = values.iter().map(|v| v.unwrap_or(SAYS_NOTHING)).collect();
                        js_sys::Uint32Array::from(cells.as_slice()).into()
                    }
                    None => JsValue::NULL,
                });
            }
            found
        }
        other => {
            check_cells(m, m)?;
            let found = pattern::find(other, n, &super::limits()).map_err(js_error)?;
            for p in pattern::verdicts_each(&found, m) {
                list.push(&match p {
                    Some(cells) => {
                        let cells: Vec<u8> = cells.iter().map(|v| v.map_or(NO_VERDICT, u8::from)).collect();
                        js_sys::Uint8Array::from(cells.as_slice()).into()
                    }
                    None => JsValue::NULL,
                });
            }
            found
        }
    };
    let out = js_sys::Object::new();
    js_sys::Reflect::set(&out, &"patterns".into(), &to_js(&said(&found))?)?;
    js_sys::Reflect::set(&out, &"predictions".into(), &list.into())?;
    Ok(out.into())
}

/// The laws the finder states in `game`'s table G(0) … G(n − 1) (a game of two-number states: its n × n grid) as a
/// C++ function to paste, `sg(long long n)` (`lose(long long x, long long y)`): the text `grundy pattern GAME N
/// --cpp` prints ([`pattern::cpp`], [`pattern::cpp_pairs`]), each law checked further as [`find_patterns`] does.
#[cfg(not(feature = "first-view"))]
#[wasm_bindgen(js_name = patternCpp)]
pub fn pattern_cpp(game: &JsValue, n: &JsValue) -> Result<String, JsValue> {
    first_view_lacks!("patternCpp");
    let game = string("game", game)?;
    let n = whole("n", n, 1, super::limits().table as u64)? as usize;
    let text = match parse_family_in(&game, &super::defined()).map_err(js_error)? {
        Family::Heaps(game) => pattern::cpp::of_game(&game, n, &super::limits()),
        Family::Rules(rules) if rules.arity == 2 => {
            check_cells(n, n)?;
            pattern::cpp_pairs::of_rules(&rules, n, &super::limits())
        }
        other => {
            return Err(js_error(Error::new(
                Message::new(Code::NotATwoNumberGame).arg("game", other),
            )))
        }
    };
    Ok(text.map_err(js_error)?.trim_end().to_string())
}

/// A prediction's mark where the pattern says nothing (as `ruleGrid`'s where a cell is not a state).
const SAYS_NOTHING: u32 = u32::MAX;
/// A grid prediction's mark where the pattern says nothing of a cell.
const NO_VERDICT: u8 = u8::MAX;

/// The loop steps a rule may take for one state, at most the default's: this module's limits, the rest unchanged.
#[wasm_bindgen(js_name = setRuleSteps)]
pub fn set_rule_steps(steps: &JsValue) -> Result<(), JsValue> {
    let steps = whole("steps", steps, 1, Limits::DEFAULT.rule_steps)?;
    super::define_with(|d| {
        let limits = Limits {
            rule_steps: steps,
            ..*d.limits()
        };
        set_limits(d, limits)
    });
    Ok(())
}

/// Gives this module the page's main thread's limits ([`Limits::MAIN_THREAD`]: fewer loop steps than a worker, so
/// that a slow rule is stopped there at once and run in the worker instead). The page calls it on the module of its
/// main thread, and again when that module is re-created.
#[wasm_bindgen(js_name = useMainThreadLimits)]
pub fn use_main_thread_limits() {
    super::define_with(|d| set_limits(d, Limits::MAIN_THREAD));
}

/// Puts `limits` in place. The first-view build defines no game (crate::game::first_view), so it has none to compile again
/// under them, and the rules language's compiler stays out of its download.
fn set_limits(d: &mut Defined, limits: Limits) {
    if crate::game::first_view::BUILD {
        *d = Defined::with_limits(limits);
    } else {
        d.set_limits(limits);
    }
}
