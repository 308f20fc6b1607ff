//! What the wasm tests need to see results as JS does: a thrown Error's message, and a value as JSON text.

use wasm_bindgen::{JsCast, JsValue};

/// The message of the `Error` a failing function throws in JS.
pub fn message(e: wasm_bindgen::JsError) -> String {
    JsValue::from(e)
        .dyn_into::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

/// A result as JSON text, the way a page would see it after `JSON.stringify`.
pub fn json(v: &JsValue) -> String {
    String::from(js_sys::JSON::stringify(v).unwrap())
}
