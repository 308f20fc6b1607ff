//! The JS face of the core: thin `#[wasm_bindgen]` functions over the pure modules, one file per concern; nothing
//! here computes game theory itself.
//!
//! Every failure becomes a thrown `Error` whose `message` is the core's English text, with `code` and `args` (the
//! page says it in either language from these) and `column` or `line` where the text is bad. Every number from JS
//! is checked — a whole number in range, never wrapped, NaN or fractional — before the core sees it.

// The first-view build leaves out the exports of first_view::LACKS: what only they use is unused there.
#![cfg_attr(feature = "first-view", allow(unused_imports, unused_macros, dead_code))]

/// Marks an export the first-view build (crate::game::first_view) leaves out, with `#[cfg(not(feature = "first-view"))]`
/// on it (or on its module): there the page's guard (www/core/guard.js) refuses it with NotInFirstView, and its code
/// and glue are not downloaded. The name must be in first_view::LACKS, which requestCost reads: checked here.
macro_rules! first_view_lacks {
    ($name:literal) => {
        const _: () = assert!(crate::game::first_view::listed($name), "not in first_view::LACKS");
    };
}

mod analyze;
#[cfg(not(feature = "first-view"))]
mod bulk;
#[cfg(not(feature = "first-view"))]
mod contest;
mod cost;
#[cfg(not(feature = "first-view"))]
mod gambling;
mod layout;
mod period;
mod play;
#[cfg(not(feature = "first-view"))]
mod quiz;
#[cfg(not(feature = "first-view"))]
mod quotient;
mod rules;
mod session;
mod trace;
mod values;

pub use analyze::*;
#[cfg(not(feature = "first-view"))]
pub use bulk::*;
#[cfg(not(feature = "first-view"))]
pub use contest::*;
pub use cost::*;
#[cfg(not(feature = "first-view"))]
pub use gambling::*;
pub use layout::*;
pub use period::*;
pub use play::*;
#[cfg(not(feature = "first-view"))]
pub use quiz::*;
#[cfg(not(feature = "first-view"))]
pub use quotient::*;
pub use rules::*;
pub use session::*;
pub use trace::*;
pub use values::*;

use crate::base::error::{Code, Error, Message};
use crate::base::limits::Limits;
use crate::notation::Defined;
use serde::Serialize;
use std::sync::Mutex;
use wasm_bindgen::{JsCast, JsValue};

/// The games defined through this module (`defineRules`) and their limits, built here: a worker's are
/// [`Limits::DEFAULT`], the main thread's [`Limits::MAIN_THREAD`] (`useMainThreadLimits`), each with its rule steps
/// (`setRuleSteps`). The JS API's one piece of state, kept here at its edge. A module serves one thread of a page (a
/// worker has its own), and every function that reads a game's name parses it with these.
static DEFINED: Mutex<Defined> = Mutex::new(Defined::with_limits(Limits::DEFAULT));

/// A copy of the games defined (a list of shared games: cheap), so that no call holds the lock while it works.
fn defined() -> Defined {
    DEFINED.lock().unwrap_or_else(|e| e.into_inner()).clone()
}

/// Changes the games defined.
fn define_with<T>(change: impl FnOnce(&mut Defined) -> T) -> T {
    change(&mut DEFINED.lock().unwrap_or_else(|e| e.into_inner()))
}

/// Stops the module on purpose (a panic is a trap in this build): the page's tests use it to check that a trap
/// re-creates the module and that every explorer on the page goes on working.
#[wasm_bindgen::prelude::wasm_bindgen(js_name = trapForTest)]
pub fn trap_for_test() {
    panic!("trapForTest: a trap on purpose");
}

/// The thrown Error: the English message with `code`, `args`, `column` and `line`.
pub(crate) fn js_error(e: Error) -> JsValue {
    let err = js_sys::Error::new(&e.to_string());
    let set = |key: &str, value: &JsValue| {
        // Setting a property on a fresh Error cannot fail.
        let _ = js_sys::Reflect::set(&err, &JsValue::from_str(key), value);
    };
    set("code", &JsValue::from_str(e.code().name()));
    if let Ok(message) = to_js(&e.message) {
        if let Ok(args) = js_sys::Reflect::get(&message, &JsValue::from_str("args")) {
            set("args", &args);
        }
    }
    let (line, column) = match e.at {
        Some(at) => (at.line.map(|l| l as f64), Some(at.column as f64)),
        None => (None, None),
    };
    set("column", &column.map_or(JsValue::NULL, JsValue::from_f64));
    set("line", &line.map_or(JsValue::NULL, JsValue::from_f64));
    err.into()
}

/// A core value as a plain JS object: `Option` becomes `null`, maps become objects.
pub(crate) fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .map_err(|e| js_sys::Error::new(&e.to_string()).into())
}

/// How a JS value reads in a message: numbers as JS writes them (by JS: Rust's float formatting would be 15 KB of
/// the module), strings quoted, anything else by its type.
fn shown(v: &JsValue) -> String {
    match v.dyn_ref::<js_sys::Number>() {
        Some(x) => x.to_string_with_radix(10).map(String::from).unwrap_or_default(),
        None => match v.as_string() {
            Some(s) => format!("'{s}'"),
            None if v.is_undefined() => "undefined".into(),
            None if v.is_null() => "null".into(),
            None => format!("a {}", v.js_typeof().as_string().unwrap_or_default()),
        },
    }
}

/// This module's limits, built at its edge: a worker's ([`Limits::DEFAULT`]), or the page's main thread's once it
/// says so (`useMainThreadLimits`). The exports read them here and pass them down.
fn limits() -> Limits {
    *DEFINED.lock().unwrap_or_else(|e| e.into_inner()).limits()
}

/// A string argument, or the Error that says `name` must be one (a number, `null` or an object would otherwise reach
/// the glue's string copy, which traps on them).
pub(crate) fn string(name: &str, v: &JsValue) -> Result<String, JsValue> {
    let Some(s) = v.dyn_ref::<js_sys::JsString>() else {
        return Err(js_error(Error::new(
            Message::new(Code::NotText).arg("name", name).arg("value", shown(v)),
        )));
    };
    // The longest text any export takes (a game, a position, a contest input): refused before it is copied in.
    let most = limits().text;
    if s.length() as usize > most {
        return Err(js_error(Error::new(
            Message::new(Code::TextTooLong)
                .arg("name", name)
                .arg("length", s.length())
                .arg("limit", most),
        )));
    }
    Ok(String::from(s))
}

/// A whole number from `min` to `max`, or the Error that says what `name` must be.
pub(crate) fn whole(name: &str, v: &JsValue, min: u64, max: u64) -> Result<u64, JsValue> {
    match v.as_f64() {
        Some(x) if x.is_finite() && x.fract() == 0.0 && x >= min as f64 && x <= max as f64 => Ok(x as u64),
        _ => Err(js_error(Error::new(
            Message::new(Code::BadNumber)
                .arg("name", name)
                .arg("min", min)
                .arg("max", max)
                .arg("value", shown(v)),
        ))),
    }
}

/// [`whole`] as a u32 (for `max` below 2^32).
pub(crate) fn whole_u32(name: &str, v: &JsValue, max: u32) -> Result<u32, JsValue> {
    whole(name, v, 0, max as u64).map(|x| x as u32)
}

/// Numbers from a `Uint32Array` (taken as they are) or an array of whole numbers from 0 to `max` (each checked).
pub(crate) fn numbers(name: &str, v: &JsValue, max: u32) -> Result<Vec<u32>, JsValue> {
    if let Some(a) = v.dyn_ref::<js_sys::Uint32Array>() {
        return Ok(a.to_vec());
    }
    if !js_sys::Array::is_array(v) {
        return Err(js_error(Error::new(Message::new(Code::NotNumbers).arg("name", name))));
    }
    let array: &js_sys::Array = v.unchecked_ref();
    let mut out = Vec::with_capacity(array.length() as usize);
    for (i, x) in array.iter().enumerate() {
        match x.as_f64() {
            Some(f) if f.is_finite() && f.fract() == 0.0 && (0.0..=max as f64).contains(&f) => out.push(f as u32),
            _ => {
                return Err(js_error(Error::new(
                    Message::new(Code::BadNumberArray)
                        .arg("name", name)
                        .arg("index", i)
                        .arg("max", max)
                        .arg("value", shown(&x)),
                )))
            }
        }
    }
    Ok(out)
}
