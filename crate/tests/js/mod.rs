//! What the wasm tests need to see results as JS does: a thrown Error's message and code, a value as JSON text, and
//! numbers and arrays as JS passes them.

use wasm_bindgen::{JsCast, JsValue};

/// The message of the `Error` a failing function throws in JS.
pub fn message(e: JsValue) -> String {
    e.dyn_into::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

/// A property of a thrown Error (or any object) as JSON text: `code`, `args`, `column`, `line`.
pub fn property(e: &JsValue, key: &str) -> String {
    json(&js_sys::Reflect::get(e, &JsValue::from_str(key)).unwrap())
}

/// A result as JSON text, the way a page would see it after `JSON.stringify`.
pub fn json(v: &JsValue) -> String {
    js_sys::JSON::stringify(v)
        .map(String::from)
        .unwrap_or_else(|_| "undefined".into())
}

/// A JS number.
pub fn n(x: f64) -> JsValue {
    JsValue::from_f64(x)
}

/// A `Uint32Array`.
pub fn array(values: &[u32]) -> JsValue {
    js_sys::Uint32Array::from(values).into()
}

/// A JS string.
pub fn text(s: &str) -> JsValue {
    JsValue::from_str(s)
}
