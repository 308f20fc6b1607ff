//! The JS API as JS sees it, run under Node by wasm-bindgen-test: values cross the boundary intact and bad input
//! becomes a thrown Error with the core's message, never a trap.
#![cfg(target_arch = "wasm32")]

use grundy::wasm::*;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::wasm_bindgen_test;

mod js;
use js::{json, message, n, property, text};

fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap()
}

#[wasm_bindgen_test]
fn values_of_the_first_note_example() {
    // One heap, take at most 3: SG = 0,1,2,3,0,1 (source note 000).
    assert_eq!(grundy_values(&text("sub(1..3)"), &n(6.0)).unwrap(), [0, 1, 2, 3, 0, 1]);
}

#[wasm_bindgen_test]
fn bad_notation_is_an_error_with_a_column() {
    assert_eq!(
        message(grundy_values(&text("sub(1,,3)"), &n(6.0)).unwrap_err()),
        "empty number at column 7"
    );
}

#[wasm_bindgen_test]
fn huge_tables_are_refused_before_allocating() {
    assert!(message(grundy_values(&text("nim"), &n(u32::MAX as f64)).unwrap_err()).contains("must be a whole number"));
}

#[wasm_bindgen_test]
fn analyze_finds_the_notes_move() {
    // Note 004: (14, 21, 39) → take 12 from 39.
    let a = analyze(&text("nim: 14 21 39")).unwrap();
    assert_eq!(
        json(&a),
        concat!(
            r#"{"position":"nim: 14 21 39","sg":60,"firstPlayerWins":true,"winningMoves":[{"component":0,"heap":2,"#,
            r#""from":39,"to":[27],"take":12,"value":27,"text":"take 12 from 39","position":"nim: 14 21 27","#,
            r#""action":{"kind":"take","heap":2,"from":39,"take":12,"to":[27]}}],"count":1,"rule":null,"by":"sum","#,
            r#""hasXor":true}"#
        )
    );
    // On a graph `take` is null (not undefined), so the page can test for it.
    let g = analyze(&text("graph(0>1, 0>2, 2>1): 0")).unwrap();
    let first = js_sys::Reflect::get_u32(&get(&g, "winningMoves"), 0).unwrap();
    assert!(get(&first, "take").is_null());
    assert_eq!(get(&first, "text").as_string().unwrap(), "move a token from 0 to 1");
}

#[wasm_bindgen_test]
fn mex_trace_of_note_000() {
    // A heap of 5, take 1 to 3: options 4, 3, 2 with SG 0, 3, 2 → mex 1.
    let t = mex_trace(&text("sub(1..3)"), &n(5.0)).unwrap();
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
    let t = xor_trace(&text("nim: 14 21 39")).unwrap();
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
    let zero = xor_trace(&text("nim: 1 2 3")).unwrap();
    assert!(get(&zero, "highestBit").is_null());
    assert!(json(&get(&zero, "steps")).ends_with(r#"{"kind":"lose"}]"#));
}

#[wasm_bindgen_test]
fn table_trace_order_is_a_typed_array() {
    let t = table_trace(&text("sub(1..3)"), &n(6.0)).unwrap();
    let order: js_sys::Uint32Array = get(&t, "order").dyn_into().unwrap();
    assert_eq!(order.to_vec(), [0, 1, 2, 3, 4, 5]);
    assert!(json(&get(&t, "edges")).starts_with("[[1,0],[2,1],[2,0],[3,2]"));
    // A graph: sinks first.
    let g = table_trace(&text("graph(0>1, 1>2)"), &n(3.0)).unwrap();
    let order: js_sys::Uint32Array = get(&g, "order").dyn_into().unwrap();
    assert_eq!(order.to_vec(), [2, 1, 0]);
}

#[wasm_bindgen_test]
fn hdu_1524_import() {
    let t = import_hdu1524(&text("3\n1 1\n1 2\n0\n1 0\n2 1 1\n0\n")).unwrap();
    assert_eq!(get(&t, "game").as_string().unwrap(), "graph(0>1,1>2)");
    assert_eq!(json(&get(&t, "queries")), "[[0],[1,1]]");
    assert_eq!(
        json(&get(&t, "cases")),
        r#"[{"game":"graph(0>1,1>2)","queries":[[0],[1,1]],"answers":["LOSE","LOSE"]}]"#
    );
    // By hand: SG(2) = 0, SG(1) = 1, SG(0) = mex{1} = 0; two tokens on 1 cancel out. A second case is answered too.
    let t = import_hdu1524(&text("3\n1 1\n1 2\n0\n1 0\n0\n2\n1 1\n0\n1 0\n0\n")).unwrap();
    assert_eq!(json(&get(&t, "cases")).matches("\"answers\"").count(), 2);
    assert!(json(&get(&t, "cases")).ends_with(r#""queries":[[0]],"answers":["WIN"]}]"#));
    // A graph with a cycle (which the problem promises not to give) is played as a loopy game: 0 and 1 go round
    // for ever, 2 is a sink. One token on 0 draws; tokens on 0 and 2 too (the sink adds nothing); 2 alone loses.
    let t = import_hdu1524(&text("3\n1 1\n1 0\n0\n1 0\n2 0 2\n1 2\n0\n")).unwrap();
    assert!(
        json(&get(&t, "cases")).ends_with(r#""answers":["DRAW","DRAW","LOSE"]}]"#),
        "{}",
        json(&get(&t, "cases"))
    );
    assert_eq!(
        message(import_hdu1524(&text("2\n1 x")).unwrap_err()),
        "expected a successor of vertex 0, found 'x' at line 2, column 3"
    );
}

#[wasm_bindgen_test]
fn nasty_input_is_an_error_not_a_trap() {
    assert_eq!(message(analyze(&text("")).unwrap_err()), "empty component at column 1");
    // A token on a loop is a loopy game, a draw: the move back to itself never ends it.
    assert_eq!(
        get(&analyze(&text("graph(0>0): 0")).unwrap(), "draw").as_bool(),
        Some(true)
    );
    assert!(message(grundy_values(&text("graph(0>0)"), &n(1.0)).unwrap_err()).contains("cycle, so its vertices"));
    assert_eq!(
        message(analyze(&text("nim: 99999999999")).unwrap_err()),
        "number too large (the limit is 2147483647) at column 6"
    );
    assert!(message(mex_trace(&text("sub(1..2147483647)"), &n(3.0)).unwrap_err()).starts_with("set too large"));
    assert!(message(analyze(&text("allbut(1): 2147483647")).unwrap_err()).contains("no period proven"));
    assert!(message(mex_trace(&text("nim"), &n(2147483647.0)).unwrap_err()).contains("the mex trace shows at most"));
    assert!(message(mex_trace(&text("graph(0>1)"), &n(7.0)).unwrap_err()).contains("not in the graph"));
    assert_eq!(
        message(table_trace(&text("nim"), &n(16777217.0)).unwrap_err()),
        "n must be a whole number from 0 to 16777216, not 16777217"
    );
    assert!(message(xor_trace(&text("nim: 3 +")).unwrap_err()).contains("empty component"));
    assert!(message(import_hdu1524(&text("")).unwrap_err()).contains("empty"));
    // Huge heaps: Nim directly, a periodic game through its period.
    assert_eq!(
        get(&analyze(&text("nim: 2147483647 2147483647")).unwrap(), "sg").as_f64(),
        Some(0.0)
    );
    assert_eq!(
        get(&analyze(&text("sub(1..2): 2147483647")).unwrap(), "sg").as_f64(),
        Some(1.0)
    );
}

#[wasm_bindgen_test]
fn numbers_from_js_are_checked_never_wrapped() {
    // 2^40 used to wrap to 0 (an empty table), 2^32 + 3 to 3, NaN to 0; -1 trapped with `unreachable`.
    let refused = |e: JsValue| (message(e.clone()), property(&e, "code"));
    assert_eq!(
        refused(grundy_values(&text("sub(1,2)"), &n(2f64.powi(40))).unwrap_err()),
        (
            "n must be a whole number from 0 to 16777216, not 1099511627776".to_string(),
            r#""BadNumber""#.to_string()
        )
    );
    assert_eq!(
        message(grundy_values(&text("sub(1,2)"), &n(2f64.powi(32) + 3.0)).unwrap_err()),
        "n must be a whole number from 0 to 16777216, not 4294967299"
    );
    assert_eq!(
        message(grundy_values(&text("sub(1,2)"), &n(f64::NAN)).unwrap_err()),
        "n must be a whole number from 0 to 16777216, not NaN"
    );
    assert_eq!(
        message(mex_trace(&text("sub(1,2)"), &n(-1.0)).unwrap_err()),
        "state must be a whole number from 0 to 2147483647, not -1"
    );
    assert_eq!(
        message(mex_trace(&text("sub(1,2)"), &n(2.5)).unwrap_err()),
        "state must be a whole number from 0 to 2147483647, not 2.5"
    );
    assert_eq!(
        message(grundy_values(&text("nim"), &JsValue::from_str("5")).unwrap_err()),
        "n must be a whole number from 0 to 16777216, not '5'"
    );
    assert_eq!(
        message(grundy_values(&text("nim"), &JsValue::UNDEFINED).unwrap_err()),
        "n must be a whole number from 0 to 16777216, not undefined"
    );
    assert_eq!(grundy_values(&text("nim"), &n(3.0)).unwrap(), [0, 1, 2]);
}

#[wasm_bindgen_test]
fn errors_carry_a_code_arguments_and_where() {
    let e = grundy_values(&text("sub(1,,3)"), &n(6.0)).unwrap_err();
    assert_eq!(property(&e, "code"), r#""EmptyItem""#);
    assert_eq!(property(&e, "args"), r#"{"context":{"code":"ANumber","args":{}}}"#);
    assert_eq!(
        (property(&e, "column"), property(&e, "line")),
        ("7".into(), "null".into())
    );
    let e = import_hdu1524(&text("2\n1 x")).unwrap_err();
    assert_eq!((property(&e, "line"), property(&e, "column")), ("2".into(), "3".into()));
    let catalog = message_catalog().unwrap();
    assert!(json(&catalog).contains(r#""EmptyItem":"empty {context}""#));
}

#[wasm_bindgen_test]
fn every_family_analyzes_plays_and_traces() {
    let a = analyze(&text("misere(nim): 1 1 1")).unwrap();
    assert_eq!(json(&js_sys::Reflect::get(&a, &"sg".into()).unwrap()), "null");
    assert!(json(&a).contains(r#""rule":{"id":"misereNim","class":"S0","big":0,"lone":3,"xor":1}"#));
    // Odd steps XOR to 1: the computer wins (step 1 to the floor); 0 3 is a P-position (0 on the odd step).
    let m = computer_move(&text("staircase: 1 3")).unwrap();
    assert!(json(&m).contains(r#""winning":true"#), "{}", json(&m));
    let m = computer_move(&text("staircase: 0 3")).unwrap();
    assert!(json(&m).contains(r#""winning":false"#), "{}", json(&m));
    assert!(computer_move(&text("nim: 0")).unwrap().is_null());
    assert_eq!(
        json(&find_move(&text("wythoff: 3 5"), &text("wythoff: 1 3")).unwrap()).contains("take 2 from both heaps"),
        true
    );
    assert_eq!(gambling_nim(&text("2\n1 2\n1 2\n")).unwrap(), "1/2");
    let t = position_trace(&text("stoned: 1 1")).unwrap();
    assert!(json(&t).contains(r#""wins":false"#));
    let g = layout_position(&text("thanos: 1 2"), &JsValue::UNDEFINED).unwrap();
    assert!(
        json(&g).starts_with(r#"{"nodes":[{"id":0,"label":"1 2","position":"thanos: 1 2""#),
        "{}",
        json(&g)
    );
    let d = describe_game(&text("kayles")).unwrap();
    assert_eq!(
        json(&d),
        r#"{"game":"0.77","family":"heaps","name":"kayles","table":true,"misere":false,"mark":null,"views":["graph","mex","xor","table","play","memo"],"example":"5","vertices":null,"tokens":false,"walk":false,"rules":null,"maxDepth":null,"maxProof":67108864,"maxN":16777216}"#
    );
    // How long a table a period proof may use: 2^26 for a code that splits, 2^24 for a subtraction game, and none
    // for a game no finite table proves periodic (Grundy's game splits into unequal heaps; Nim).
    let max_proof = |game: &str| property(&describe_game(&text(game)).unwrap(), "maxProof");
    assert_eq!(max_proof("sub(1,3,4)"), "16777216");
    assert_eq!(max_proof("grundy"), "null");
    assert_eq!(max_proof("nim"), "null");
    assert_eq!(max_proof("staircase"), "null");
    // The longest table: 2^24, 4096 for a code that splits in three (N³), 2^16 for one whose table costs N².
    let max_n = |game: &str| property(&describe_game(&text(game)).unwrap(), "maxN");
    assert_eq!(max_n("8.[3]"), "4096");
    assert_eq!(max_n("0.[7]"), "65536");
    assert_eq!(max_n("staircase"), "null");
    // A family drawn as a graph of positions says how deep its graph may be cut.
    let d = describe_game(&text("staircase")).unwrap();
    assert_eq!(property(&d, "maxDepth"), "9");
    let cut = layout_position(&text("staircase: 3 1 2"), &JsValue::from(1)).unwrap();
    assert!(json(&cut).contains(r#""frontier":true"#), "{}", json(&cut));
    assert!(layout_position(&text("staircase: 3 1 2"), &JsValue::from(10)).is_err());
    // A position's parts, so the page splits no text: canonical games, heaps and marks (kayles is 0.77).
    assert_eq!(
        json(&position_parts(&text("kayles: 3 + boxes: 2 5* 0")).unwrap()),
        r#"{"position":"0.77: 3 + boxes: 2 5* 0","components":[{"game":"0.77","heaps":[3],"marks":[false],"arity":1},{"game":"boxes","heaps":[2,5,0],"marks":[false,true,false],"arity":1}]}"#
    );
    // An explicit graph's states are its vertices: the page reads their count here, not from the text.
    let d = describe_game(&text("graph(0>1>2, 6)")).unwrap();
    assert_eq!(property(&d, "vertices"), "7");
}

#[wasm_bindgen_test]
fn text_arguments_of_another_type_are_refused_with_a_code() {
    // A number, null or an object reached the glue's string copy and trapped (analyze(5), sgTableText(null, …)).
    let others: [JsValue; 5] = [
        n(5.0),
        JsValue::NULL,
        JsValue::UNDEFINED,
        js_sys::Object::new().into(),
        JsValue::TRUE,
    ];
    for v in &others {
        for e in [
            analyze(v).unwrap_err(),
            grundy_values(v, &n(5.0)).unwrap_err(),
            sg_table_text(v, &n(5.0), &text("csv")).unwrap_err(),
            sg_table_text(&text("nim"), &n(5.0), v).unwrap_err(),
            find_move(&text("nim: 3"), v).unwrap_err(),
            import_hdu1524(v).unwrap_err(),
            check_rule(v).unwrap_err(),
        ] {
            assert_eq!(property(&e, "code"), r#""NotText""#, "{}", message(e));
        }
    }
    assert_eq!(
        message(analyze(&n(5.0)).unwrap_err()),
        "position must be a string, not 5"
    );
    assert_eq!(grundy_values(&text("sub(1..3)"), &n(6.0)).unwrap(), [0, 1, 2, 3, 0, 1]);
}

#[wasm_bindgen_test]
fn graphs_in_the_memo_and_family_tables_are_answered_or_refused() {
    // Two tokens on 0 → 1 → 2 (and 0 → 2): the memo table runs over every pair of vertices. Tokens on (a, b) lose
    // exactly when G(a) = G(b), with G = (2, 1, 0) from the sinks up.
    let t = memo_trace(&text("graph(0>1, 1>2, 0>2)"), &n(0.0), &n(0.0)).unwrap();
    let wins = json(&js_sys::Reflect::get(&t, &"wins".into()).unwrap());
    assert_eq!(wins, "[false,true,true,true,false,true,true,true,false]");
    // A cycle and a side past the vertices were traps; now they are the core's refusals.
    let e = memo_trace(&text("graph(0>1, 1>0)"), &n(0.0), &n(0.0)).unwrap_err();
    assert_eq!(property(&e, "code"), r#""Cycle""#);
    let e = position_table(&text("graph(0>1, 1>2): 0 0"), &n(8.0)).unwrap_err();
    assert_eq!(property(&e, "code"), r#""VertexNotInGraph""#);
    // With a cycle the graph is a loopy game: two tokens going round 0 ⇄ 1 are a draw wherever they stand.
    let t = position_table(&text("graph(0>1, 1>0): 0 0"), &n(2.0)).unwrap();
    assert_eq!(json(&t).matches(r#""draw":true"#).count(), 4, "{}", json(&t));
}

#[wasm_bindgen_test]
fn the_theory_trace_is_each_familys_own_and_refuses_a_sum_or_a_heap_game() {
    // A triangle on the ground fuses into it: three loops, worth 1; the colon steps value that one part.
    let t = theory_trace(&text("hackenbush: (0,1) (1,2) (2,0)")).unwrap();
    assert_eq!(property(&t, "members"), "[[0,1,2]]");
    assert_eq!(
        (property(&t, "loops"), property(&t, "values")),
        ("[3]".into(), "[1]".into())
    );
    let t = theory_trace(&text("tree: 0 1 2 1")).unwrap();
    // A stalk of two and an edge: what hangs from vertex 1 is one edge (1), from the ground 2 ⊕ 1 = 3.
    assert_eq!(property(&t, "values"), "[3,1,0,0]");
    // A path 0-1-2: every maximum matching (one edge) covers the middle, and one misses each end. From the end,
    // the matching 1-2 is the other player's answer; from the middle the mover wins.
    let t = theory_trace(&text("geography(0-1 1-2): 0")).unwrap();
    assert_eq!(property(&t, "wins"), "false");
    let t = theory_trace(&text("geography(0-1 1-2): 1")).unwrap();
    assert_eq!(property(&t, "wins"), "true");
    for e in [
        theory_trace(&text("hackenbush: (0,1) + hackenbush: (0,1)")).unwrap_err(),
        theory_trace(&text("nim: 3")).unwrap_err(),
    ] {
        assert_eq!(property(&e, "code"), r#""NoTheoryTrace""#, "{}", message(e));
    }
    assert!(message(theory_trace(&text("nim: 3")).unwrap_err()).starts_with("nim: 3 is not one component of a family"));
}

#[wasm_bindgen_test]
fn genus_mirrors_the_cli() {
    // Kayles: heaps 0 … 4 tame, 0^{120} 1^{031} 2^{20} 3^{31} 1^{031}; heap 5 wild, 4^{146} (Winning Ways ch. 13).
    let g = json(&genus(&text("kayles"), &n(6.0)).unwrap());
    for (heap, text) in ["0^{120}", "1^{031}", "2^{20}", "3^{31}", "1^{031}", "4^{146}"]
        .iter()
        .enumerate()
    {
        assert!(g.contains(&format!(r#""heap":{heap},"#)), "{g}");
        assert!(g.contains(&format!(r#""text":"{text}""#)), "{g}");
    }
    assert!(g.contains(r#""tame":false,"wildAt":[[5],"4^{146}"]"#), "{g}");
    assert!(message(genus(&text("kayles"), &n(26.0)).unwrap_err()).contains("25"));
}
