#![cfg(target_arch = "wasm32")]
//! `layoutGraph` and `layoutGrid` as JS sees them, under Node (wasm-bindgen-test): plain objects and arrays (so they
//! pass through postMessage and JSON), and errors with the core's message.

use grundy::wasm::*;
use wasm_bindgen_test::wasm_bindgen_test;

mod js;
use js::{array, json, message, n, text};
use wasm_bindgen::JsValue;

#[wasm_bindgen_test]
fn the_notes_take_at_most_three_graph_crosses_as_plain_json() {
    // Source note 000: 5→4,3,2 …, SG = 0,1,2,3,0,1, one state per layer.
    let layout = json(&layout_graph(&text("sub(1..3)"), &n(6.0), &JsValue::UNDEFINED).unwrap());
    assert!(
        layout.starts_with(r#"{"nodes":[{"id":0,"label":"0","layer":0,"x":0,"y":5,"sg":0},"#),
        "{layout}"
    );
    assert!(
        layout.contains(r#"{"id":5,"label":"5","layer":5,"x":0,"y":0,"sg":1}"#),
        "{layout}"
    );
    assert!(
        layout.ends_with(r#""width":1,"height":6,"pairs":[],"pairsOmitted":false}"#),
        "{layout}"
    );
    assert!(
        layout.contains(r#""edges":[[1,0],[2,1],[2,0],[3,2],[3,1],[3,0],[4,3],[4,2],[4,1],[5,4],[5,3],[5,2]]"#),
        "{layout}"
    );
}

#[wasm_bindgen_test]
fn known_values_are_taken_as_given() {
    let values = array(&grundy_values(&text("kayles"), &n(30.0)).unwrap());
    let with = json(&layout_graph(&text("kayles"), &n(30.0), &values).unwrap());
    assert_eq!(
        with,
        json(&layout_graph(&text("kayles"), &n(30.0), &JsValue::UNDEFINED).unwrap())
    );
    assert_eq!(
        message(layout_graph(&text("kayles"), &n(30.0), &array(&[0; 3])).unwrap_err()),
        "3 values given for a graph of 30 states"
    );
    // A plain array is checked number by number.
    let plain = js_sys::Array::of3(&n(0.0), &n(1.0), &n(-2.0));
    assert_eq!(
        message(layout_graph(&text("kayles"), &n(3.0), &plain).unwrap_err()),
        "values[2] must be a whole number from 0 to 4294967295, not -2"
    );
}

#[wasm_bindgen_test]
fn grid_labels_and_values() {
    let grid = json(&layout_grid(&text("nim"), &n(3.0)).unwrap());
    // (1,2): nim values 1 xor 2 = 3, row 1, column 2.
    assert!(
        grid.contains(r#"{"id":5,"label":"(1,2)","layer":3,"x":2,"y":1,"sg":3}"#),
        "{grid}"
    );
}

#[wasm_bindgen_test]
fn errors_are_the_cores_messages() {
    assert_eq!(
        message(layout_graph(&text("sub(1,,3)"), &n(6.0), &JsValue::UNDEFINED).unwrap_err()),
        "empty number at column 7"
    );
    assert!(
        message(layout_graph(&text("nim"), &n(3000.0), &JsValue::UNDEFINED).unwrap_err()).contains("too many to draw")
    );
    assert!(message(layout_grid(&text("nim"), &n(1000.0)).unwrap_err()).contains("too large to draw"));
}
