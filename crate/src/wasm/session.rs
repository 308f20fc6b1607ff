//! `Session`: one game's table kept between calls (see [`crate::page::session`]), so a longer table continues from a
//! shorter one and traces read the table instead of solving the game again.

use super::{js_error, numbers, string, to_js, whole, whole_u32};
use crate::base::error::{Code, Error, Message};
use crate::game::Game;
use crate::notation::parse_game_in;
use crate::page::session;
use wasm_bindgen::prelude::*;

/// Options `mexValues` visits at most: a few ms, with no per-option objects.
const MAX_MEX_OPTIONS: u64 = 1 << 22;

/// `new Session(game)`, then `extend(n)` (in pieces, to report progress or stay responsive), `values(from, to)`,
/// `value(i)`, `mexTrace(state, limit?)`; `Session.fromValues(game, values)` wraps a table computed elsewhere (the
/// worker's). `free()` releases its memory.
#[wasm_bindgen]
pub struct Session {
    inner: session::Session,
}

#[wasm_bindgen]
impl Session {
    /// An empty session for `game` (in the notation); throws on bad notation.
    #[wasm_bindgen(constructor)]
    pub fn new(game: &JsValue) -> Result<Session, JsValue> {
        let game = &string("game", game)?;
        let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
        Ok(Session {
            inner: session::Session::new(game, &super::limits()),
        })
    }

    /// A session holding G(0) … G(len − 1) of `game` computed elsewhere (a `Uint32Array` from `grundyValues` or the
    /// worker): a graph's table must have a value for every vertex.
    #[wasm_bindgen(js_name = fromValues)]
    pub fn from_values(game: &JsValue, values: &JsValue) -> Result<Session, JsValue> {
        let game = &string("game", game)?;
        let game = parse_game_in(game, &super::defined()).map_err(js_error)?;
        let values = numbers("values", values, u32::MAX)?;
        if values.len() > super::limits().table {
            return Err(js_error(Error::new(
                Message::new(Code::TooManyValues)
                    .arg("n", values.len())
                    .arg("limit", super::limits().table),
            )));
        }
        if let Game::Graph(dag) = &game {
            if values.len() != dag.vertex_count() {
                return Err(js_error(Error::new(
                    Message::new(Code::ValuesTooFew)
                        .arg("given", values.len())
                        .arg("n", dag.vertex_count()),
                )));
            }
        }
        Ok(Session {
            inner: session::Session::from_values(game, values, &super::limits()),
        })
    }

    /// The game in canonical notation.
    #[wasm_bindgen(getter)]
    pub fn game(&self) -> String {
        self.inner.game().to_string()
    }

    /// How many values are known.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.inner.len() as u32
    }

    /// Whether the work to n grows as n² (a splitting code): progress should weigh later heaps more.
    #[wasm_bindgen(getter)]
    pub fn quadratic(&self) -> bool {
        self.inner.quadratic()
    }

    /// Makes G(0) … G(n − 1) known; n a whole number up to `limit`. Returns the length.
    pub fn extend(&mut self, n: &JsValue) -> Result<u32, JsValue> {
        let n = whole("n", n, 0, self.inner.limit() as u64)?;
        self.inner.extend_to(n as usize).map_err(js_error)?;
        Ok(self.inner.len() as u32)
    }

    /// The longest table it may be extended to: 2^26 for an octal code that splits in linear work (a byte a value, to
    /// prove a period), 2^24 for most other games, less for a code whose table costs n² or n³ (`describeGame`'s
    /// maxN).
    #[wasm_bindgen(getter)]
    pub fn limit(&self) -> u32 {
        self.inner.limit() as u32
    }

    /// `{ preperiod, period, checkedTo }`, the smallest period the table known so far proves, or `null` (none yet,
    /// or none can be proven: see `findPeriod`). Extending in pieces and asking after each proves a period as soon
    /// as a table can.
    #[wasm_bindgen(js_name = provePeriod)]
    pub fn prove_period(&mut self) -> Result<JsValue, JsValue> {
        to_js(&self.inner.prove_period().map_err(js_error)?)
    }

    /// G(from) … G(to − 1) as a `Uint32Array`, clamped to what is known.
    pub fn values(&self, from: &JsValue, to: &JsValue) -> Result<Vec<u32>, JsValue> {
        let from = whole("from", from, 0, u32::MAX as u64)?;
        let to = whole("to", to, 0, u32::MAX as u64)?;
        Ok(self.inner.values(from as usize, to as usize))
    }

    /// G(i), or undefined when it is not known yet.
    pub fn value(&self, i: &JsValue) -> Result<Option<u32>, JsValue> {
        let i = whole("i", i, 0, u32::MAX as u64)?;
        Ok(self.inner.value(i as usize))
    }

    /// `{ values, mex }`: the distinct values of `state`'s options (a `Uint32Array`, ascending) and their mex, without
    /// the per-option trace: what a playback step says. Refused past `limit` options (default 2^22) or when the table
    /// does not reach the state yet.
    #[wasm_bindgen(js_name = mexValues)]
    pub fn mex_values(&self, state: &JsValue, limit: &JsValue) -> Result<JsValue, JsValue> {
        let state = whole_u32("state", state, super::defined().limits().number)?;
        let limit = limit_or(limit, MAX_MEX_OPTIONS)?;
        let (values, mex) = self.inner.mex_values(state, limit).map_err(js_error)?;
        let out = js_sys::Object::new();
        js_sys::Reflect::set(&out, &"values".into(), &js_sys::Uint32Array::from(&values[..]))?;
        js_sys::Reflect::set(&out, &"mex".into(), &mex.into())?;
        Ok(out.into())
    }

    /// The mex calculation of `state` from the table, as `mexTrace(game, state)` gives it; refused (with the core's
    /// error) past `limit` options (default and most: 65536) or when G(state − 1) is not known yet.
    #[wasm_bindgen(js_name = mexTrace)]
    pub fn mex_trace(&self, state: &JsValue, limit: &JsValue) -> Result<JsValue, JsValue> {
        let state = whole_u32("state", state, super::defined().limits().number)?;
        let limit = limit_or(limit, super::limits().trace_options)?;
        to_js(&self.inner.mex_trace(state, limit).map_err(js_error)?)
    }
}

/// An optional option limit: `most` when undefined, else a whole number up to `most`.
fn limit_or(limit: &JsValue, most: u64) -> Result<u64, JsValue> {
    if limit.is_undefined() {
        Ok(most)
    } else {
        whole("limit", limit, 0, most)
    }
}
