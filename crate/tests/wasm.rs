//! The JS API as JS sees it, run under Node by wasm-bindgen-test: values cross the boundary intact and bad input
//! becomes a thrown Error with the core's message, never a trap.
#![cfg(target_arch = "wasm32")]

use grundy::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

fn message(e: wasm_bindgen::JsError) -> String {
    JsValue::from(e)
        .dyn_into::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .unwrap_or_default()
}

#[wasm_bindgen_test]
fn values_of_the_first_note_example() {
    // One heap, take at most 3: SG = 0,1,2,3,0,1 (source note 000).
    assert_eq!(grundy_values("sub(1..3)", 6).unwrap(), [0, 1, 2, 3, 0, 1]);
}

#[wasm_bindgen_test]
fn bad_notation_is_an_error_with_a_column() {
    assert_eq!(
        message(grundy_values("sub(1,,3)", 6).unwrap_err()),
        "empty number at column 7"
    );
}

#[wasm_bindgen_test]
fn huge_tables_are_refused_before_allocating() {
    assert!(message(grundy_values("nim", u32::MAX).unwrap_err()).contains("too many"));
}
