//! The JS API as JS sees it, run under Node by wasm-bindgen-test: values cross the boundary intact and bad input
//! becomes a thrown Error with the core's message, never a trap.
#![cfg(target_arch = "wasm32")]

use grundy::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

mod js;
use js::{json, message};

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
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

#[wasm_bindgen_test]
fn analyze_finds_the_notes_move() {
    // Note 004: (14, 21, 39) → take 12 from 39.
    let a = analyze("nim: 14 21 39").unwrap();
    assert_eq!(
        json(&a),
        r#"{"position":"nim: 14 21 39","sg":60,"firstPlayerWins":true,"winningMoves":[{"component":0,"heap":2,"from":39,"to":[27],"take":12,"value":27,"text":"take 12 from 39","position":"nim: 14 21 27"}],"count":1}"#
    );
    // On a graph `take` is null (not undefined), so the page can test for it.
    let g = analyze("graph(0>1, 0>2, 2>1): 0").unwrap();
    let first = js_sys::Reflect::get_u32(&get(&g, "winningMoves"), 0).unwrap();
    assert!(get(&first, "take").is_null());
    assert_eq!(get(&first, "text").as_string().unwrap(), "move a token from 0 to 1");
}

#[wasm_bindgen_test]
fn mex_trace_of_note_000() {
    // A heap of 5, take 1 to 3: options 4, 3, 2 with SG 0, 3, 2 → mex 1.
    let t = mex_trace("sub(1..3)", 5).unwrap();
    assert_eq!(
        json(&t),
        concat!(
            r#"{"game":"sub(1..3)","state":5,"options":[{"take":1,"to":[4],"value":0},{"take":2,"to":[3],"value":3},"#,
            r#"{"take":3,"to":[2],"value":2}],"values":[0,2,3],"mex":1,"steps":[{"kind":"option","option":0,"value":0},"#,
            r#"{"kind":"option","option":1,"value":3},{"kind":"option","option":2,"value":2},"#,
            r#"{"kind":"scan","value":0,"marked":true},{"kind":"scan","value":1,"marked":false},"#,
            r#"{"kind":"result","mex":1}]}"#
        )
    );
}

#[wasm_bindgen_test]
fn xor_trace_of_note_004() {
    let t = xor_trace("nim: 14 21 39").unwrap();
    assert_eq!(get(&t, "xor").as_f64(), Some(60.0));
    assert_eq!(get(&t, "highestBit").as_f64(), Some(5.0));
    assert_eq!(json(&get(&t, "holders")), "[2]");
    let steps = json(&get(&t, "steps"));
    assert!(
        steps.starts_with(
            r#"[{"kind":"row","row":0},{"kind":"row","row":1},{"kind":"row","row":2},{"kind":"column","bit":5}"#
        ),
        "{steps}"
    );
    assert!(
        steps.contains(r#"{"kind":"highest","bit":5},{"kind":"target","row":2},{"kind":"move","move":{"#),
        "{steps}"
    );
    let target = js_sys::Reflect::get_u32(&get(&t, "targets"), 0).unwrap();
    assert_eq!(json(&target).contains(r#""target":27"#), true);
    let zero = xor_trace("nim: 1 2 3").unwrap();
    assert!(get(&zero, "highestBit").is_null());
    assert!(json(&get(&zero, "steps")).ends_with(r#"{"kind":"lose"}]"#));
}

#[wasm_bindgen_test]
fn table_trace_order_is_a_typed_array() {
    let t = table_trace("sub(1..3)", 6).unwrap();
    let order: js_sys::Uint32Array = get(&t, "order").dyn_into().unwrap();
    assert_eq!(order.to_vec(), [0, 1, 2, 3, 4, 5]);
    assert!(json(&get(&t, "edges")).starts_with("[[1,0],[2,1],[2,0],[3,2]"));
    // A graph: sinks first.
    let g = table_trace("graph(0>1, 1>2)", 3).unwrap();
    let order: js_sys::Uint32Array = get(&g, "order").dyn_into().unwrap();
    assert_eq!(order.to_vec(), [2, 1, 0]);
}

#[wasm_bindgen_test]
fn hdu_1524_import() {
    let t = import_hdu1524("3\n1 1\n1 2\n0\n1 0\n2 1 1\n0\n").unwrap();
    assert_eq!(get(&t, "game").as_string().unwrap(), "graph(0>1,1>2)");
    assert_eq!(json(&get(&t, "queries")), "[[0],[1,1]]");
    assert_eq!(
        json(&get(&t, "cases")),
        r#"[{"game":"graph(0>1,1>2)","queries":[[0],[1,1]]}]"#
    );
    assert_eq!(
        message(import_hdu1524("2\n1 x").unwrap_err()),
        "expected a successor of vertex 0, found 'x' at line 2, column 3"
    );
}

#[wasm_bindgen_test]
fn nasty_input_is_an_error_not_a_trap() {
    assert_eq!(message(analyze("").unwrap_err()), "empty component at column 1");
    assert_eq!(
        message(analyze("graph(0>0): 0").unwrap_err()),
        "the graph has a cycle: 0 > 0"
    );
    assert_eq!(
        message(analyze("nim: 99999999999").unwrap_err()),
        "number too large (the limit is 2147483647) at column 6"
    );
    assert!(message(mex_trace("sub(1..2147483647)", 3).unwrap_err()).starts_with("set too large"));
    assert!(message(analyze("allbut(1): 2147483647").unwrap_err()).contains("no period proven"));
    assert!(message(mex_trace("nim", u32::MAX).unwrap_err()).contains("the mex trace shows at most"));
    assert!(message(mex_trace("graph(0>1)", 7).unwrap_err()).contains("not in the graph"));
    assert!(message(table_trace("nim", u32::MAX).unwrap_err()).contains("too many"));
    assert!(message(xor_trace("nim: 3 +").unwrap_err()).contains("empty component"));
    assert!(message(import_hdu1524("").unwrap_err()).contains("empty"));
    // Huge heaps: Nim directly, a periodic game through its period.
    assert_eq!(
        get(&analyze("nim: 2147483647 2147483647").unwrap(), "sg").as_f64(),
        Some(0.0)
    );
    assert_eq!(
        get(&analyze("sub(1..2): 2147483647").unwrap(), "sg").as_f64(),
        Some(1.0)
    );
}
