//! The JS API's `Session` as JS sees it (under Node): a table extended in pieces is the definition, the traces
//! read from it are the stateless ones, and bad numbers are thrown Errors that say what and where.
#![cfg(target_arch = "wasm32")]

use grundy::wasm::*;
use wasm_bindgen::JsValue;
use wasm_bindgen_test::wasm_bindgen_test;

mod js;
use js::{json, message, n, text};

// Grundy's game, OEIS A002188: G(0..23).
const GRUNDY_24: [u32; 24] = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0];

#[wasm_bindgen_test]
fn a_table_extended_in_pieces_is_the_definition() {
    let mut s = Session::new(&text("grundy")).unwrap();
    assert_eq!(s.length(), 0);
    assert!(s.quadratic());
    for m in [10.0, 24.0, 1500.0, 3000.0] {
        assert_eq!(s.extend(&n(m)).unwrap(), m as u32);
    }
    assert_eq!(s.values(&n(0.0), &n(24.0)).unwrap(), GRUNDY_24);
    // Against the definition (the naive oracle), with wasm's SIMD scan.
    let grundy = match grundy::notation::parse_game("grundy").unwrap() {
        grundy::Game::Octal(code) => code,
        other => panic!("not octal: {other:?}"),
    };
    assert_eq!(
        s.values(&n(0.0), &n(3000.0)).unwrap(),
        grundy::solve::octal::naive(&grundy, 3000)
    );
    assert_eq!(s.value(&n(13.0)).unwrap(), Some(3));
    assert_eq!(s.value(&n(3000.0)).unwrap(), None);
    assert!(!Session::new(&text("sub(1,3,4)")).unwrap().quadratic());
}

#[wasm_bindgen_test]
fn two_byte_tables_scan_exactly_with_simd() {
    // 0.[7] passes 255 within 700 heaps: the rare method's scan then reads two-byte values through wasm's SIMD
    // (low bytes through the matrix, hits settled by the bits), checked against the definition.
    use grundy::solve::splitting::{Choice, Splitting};
    let code = match grundy::notation::parse_game("0.[7]").unwrap() {
        grundy::Game::Octal(code) => code,
        other => panic!("not octal: {other:?}"),
    };
    let expected = grundy::solve::octal::naive(&code, 700);
    assert!(expected.iter().any(|&v| v > 255));
    let mut s = Splitting::new(&code, Choice::Rare);
    s.extend_to(700);
    assert_eq!(s.values(), expected);
}

#[wasm_bindgen_test]
fn traces_from_the_table_are_the_stateless_traces() {
    let values = grundy_values(&text("kayles"), &n(300.0)).unwrap();
    let s = Session::from_values(&text("kayles"), &js_sys::Uint32Array::from(&values[..]).into()).unwrap();
    for state in [0.0, 5.0, 71.0, 299.0] {
        let from_session = s.mex_trace(&n(state), &JsValue::UNDEFINED).unwrap();
        assert_eq!(
            json(&from_session),
            json(&mex_trace(&text("kayles"), &n(state)).unwrap())
        );
        let v = s.mex_values(&n(state), &JsValue::UNDEFINED).unwrap();
        let mex = js_sys::Reflect::get(&from_session, &"mex".into()).unwrap();
        assert_eq!(js_sys::Reflect::get(&v, &"mex".into()).unwrap(), mex);
    }
}

#[wasm_bindgen_test]
fn bad_numbers_and_short_tables_are_errors_that_say_what() {
    let mut s = Session::new(&text("grundy")).unwrap();
    for bad in [-1.0, 2.5, f64::NAN, 2f64.powi(33)] {
        assert!(
            message(s.extend(&n(bad)).unwrap_err()).contains("n must be a whole number"),
            "{bad}"
        );
        assert!(message(s.mex_trace(&n(bad), &JsValue::UNDEFINED).unwrap_err()).contains("state must be"));
    }
    assert!(message(s.extend(&JsValue::from_str("5")).unwrap_err()).contains("n must be a whole number"));
    s.extend(&n(10.0)).unwrap();
    assert_eq!(
        message(s.mex_values(&n(10.0), &JsValue::UNDEFINED).unwrap_err()),
        "the session of 4!.0 knows G(0) … G(10 − 1), not yet enough for state 10; extend it first"
    );
    assert!(message(s.mex_trace(&n(9.0), &n(2.0)).unwrap_err()).contains("shows at most 2"));
    assert!(message(Session::new(&text("sub(1,,3)")).map(|_| ()).unwrap_err()).contains("column 7"));
    let few = js_sys::Uint32Array::from(&[0u32, 1][..]);
    assert!(message(
        Session::from_values(&text("graph(0>1, 1>2)"), &few.into())
            .map(|_| ())
            .unwrap_err()
    )
    .contains("2 values given for a graph of 3 states"));
}
