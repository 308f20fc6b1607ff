//! Traces against the source notes' worked examples and the definitions (mex by hand, XOR bit by bit).

use grundy::base::limits::Limits;
use grundy::notation::{parse_game, parse_position};
use grundy::page::trace::{mex_trace, table_trace, xor_trace, MexStep, XorStep};
use serde_json::json;

#[test]
fn note_000_take_at_most_three_state_4() {
    // Note 000: a heap of 4, take 1 to 3: options 3, 2, 1 with SG 3, 2, 1; 0 is unmarked, so SG(4) = 0.
    let t = mex_trace(&parse_game("sub(1..3)").unwrap(), 4, &Limits::DEFAULT).unwrap();
    let opts: Vec<(Option<u32>, Vec<u32>, u32)> = t.options.iter().map(|o| (o.take, o.to.clone(), o.value)).collect();
    assert_eq!(
        opts,
        [(Some(1), vec![3], 3), (Some(2), vec![2], 2), (Some(3), vec![1], 1)]
    );
    assert_eq!(t.values, [1, 2, 3]);
    assert_eq!(t.mex, 0);
    assert_eq!(
        t.steps,
        [
            MexStep::Option { option: 0, value: 3 },
            MexStep::Option { option: 1, value: 2 },
            MexStep::Option { option: 2, value: 1 },
            MexStep::Scan {
                value: 0,
                marked: false
            },
            MexStep::Result { mex: 0 },
        ]
    );
}

#[test]
fn note_000_take_at_most_three_state_5() {
    // Options 4, 3, 2 with SG 0, 3, 2: 0 is marked, 1 is not, so SG(5) = 1.
    let t = mex_trace(&parse_game("sub(1..3)").unwrap(), 5, &Limits::DEFAULT).unwrap();
    assert_eq!(t.options.iter().map(|o| o.value).collect::<Vec<_>>(), [0, 3, 2]);
    assert_eq!(t.values, [0, 2, 3]);
    assert_eq!(t.mex, 1);
    assert_eq!(
        t.steps[3..],
        [
            MexStep::Scan { value: 0, marked: true },
            MexStep::Scan {
                value: 1,
                marked: false
            },
            MexStep::Result { mex: 1 },
        ]
    );
    // The same state as the note's explicit graph: vertex 5's successors in the order given.
    let g = parse_game("graph(5>4,5>3,5>2,4>3,4>2,4>1,3>2,3>1,3>0,2>1,2>0,1>0)").unwrap();
    let t = mex_trace(&g, 5, &Limits::DEFAULT).unwrap();
    let opts: Vec<(Option<u32>, Vec<u32>, u32)> = t.options.iter().map(|o| (o.take, o.to.clone(), o.value)).collect();
    assert_eq!(opts, [(None, vec![4], 0), (None, vec![3], 3), (None, vec![2], 2)]);
    assert_eq!(t.mex, 1);
}

#[test]
fn a_state_without_options_scans_zero() {
    let t = mex_trace(&parse_game("sub(2,5)").unwrap(), 1, &Limits::DEFAULT).unwrap();
    assert!(t.options.is_empty());
    assert_eq!(
        t.steps,
        [
            MexStep::Scan {
                value: 0,
                marked: false
            },
            MexStep::Result { mex: 0 }
        ]
    );
}

#[test]
fn splits_are_options_with_two_heaps() {
    // Kayles, a row of 4: knock 1 or 2 adjacent pins from the end or the middle. Kayles values (OEIS A002186)
    // 0 1 2 3 1: options [3] 3, [1,2] 1^2=3, [2] 2, [1,1] 0 → values {0, 2, 3}, mex 1 = G(4).
    let t = mex_trace(&parse_game("kayles").unwrap(), 4, &Limits::DEFAULT).unwrap();
    let opts: Vec<(Option<u32>, Vec<u32>, u32)> = t.options.iter().map(|o| (o.take, o.to.clone(), o.value)).collect();
    assert_eq!(
        opts,
        [
            (Some(1), vec![3], 3),
            (Some(1), vec![1, 2], 3),
            (Some(2), vec![2], 2),
            (Some(2), vec![1, 1], 0)
        ]
    );
    assert_eq!(t.mex, 1);
}

#[test]
fn note_004_xor_trace_14_21_39() {
    let t = xor_trace(&parse_position("nim: 14 21 39").unwrap(), &Limits::DEFAULT).unwrap();
    assert_eq!(t.rows.iter().map(|r| r.value).collect::<Vec<_>>(), [14, 21, 39]);
    assert_eq!(t.xor, 60);
    assert_eq!(t.width, 6);
    // 14 = 001110, 21 = 010101, 39 = 100111: ones per bit from bit 0.
    assert_eq!(t.columns.iter().map(|c| c.ones).collect::<Vec<_>>(), [2, 2, 3, 1, 1, 1]);
    assert_eq!(
        t.columns.iter().map(|c| c.parity).collect::<Vec<_>>(),
        [0, 0, 1, 1, 1, 1]
    );
    assert_eq!(t.highest_bit, Some(5));
    assert_eq!(t.holders, [2]);
    assert_eq!((t.targets[0].row, t.targets[0].value, t.targets[0].target), (2, 39, 27));
    let m = t.targets[0].r#move.clone().unwrap();
    assert_eq!(m.text, "take 12 from 39");
    assert_eq!(t.moves, std::slice::from_ref(&m));
    let kinds: Vec<String> = t
        .steps
        .iter()
        .map(|s| match s {
            XorStep::Row { row } => format!("row {row}"),
            XorStep::Column { bit } => format!("column {bit}"),
            XorStep::Xor { xor } => format!("xor {xor}"),
            XorStep::Highest { bit } => format!("highest {bit}"),
            XorStep::Target { row } => format!("target {row}"),
            XorStep::Move { r#move } => format!("move {}", r#move.text),
            XorStep::Rule { rule } => format!("rule {rule:?}"),
            XorStep::Lose => "lose".into(),
        })
        .collect();
    assert_eq!(
        kinds,
        [
            "row 0",
            "row 1",
            "row 2",
            "column 5",
            "column 4",
            "column 3",
            "column 2",
            "column 1",
            "column 0",
            "xor 60",
            "highest 5",
            "target 2",
            "move take 12 from 39"
        ]
    );
}

#[test]
fn a_zero_position_ends_with_lose() {
    let t = xor_trace(&parse_position("nim: 1 2 3").unwrap(), &Limits::DEFAULT).unwrap();
    assert_eq!((t.xor, t.highest_bit, t.width), (0, None, 2));
    assert!(t.holders.is_empty() && t.targets.is_empty() && t.moves.is_empty());
    assert_eq!(t.steps.last(), Some(&XorStep::Lose));
    // All zero values still have one column.
    let t = xor_trace(&parse_position("nim: 0 0").unwrap(), &Limits::DEFAULT).unwrap();
    assert_eq!((t.width, t.columns.len()), (1, 1));
}

#[test]
fn rows_cover_every_component() {
    // sub(1..3) values n mod 4 (note 000); kayles 5 → 4 (A002186).
    let t = xor_trace(&parse_position("sub(1..3): 5 7 + kayles: 5").unwrap(), &Limits::DEFAULT).unwrap();
    type Row<'a> = (usize, Option<usize>, &'a str, Option<u32>, u32);
    let rows: Vec<Row> = t
        .rows
        .iter()
        .map(|r| (r.component, r.heap, r.game.as_str(), r.size, r.value))
        .collect();
    assert_eq!(
        rows,
        [
            (0, Some(0), "sub(1..3)", Some(5), 1),
            (0, Some(1), "sub(1..3)", Some(7), 3),
            (1, Some(0), "0.77", Some(5), 4)
        ]
    );
    assert_eq!(t.xor, 6);
    assert_eq!(t.holders, [2]);
    // Kayles from 5 to value 4 ^ 6 = 2: the smallest take is knocking one pin to leave 1 and 3 (1 ^ 3 = 2).
    let m = t.targets[0].r#move.as_ref().unwrap();
    assert_eq!((m.take, m.to.clone(), m.value), (Some(1), vec![1, 3], Some(2)));
    assert_eq!(m.text, "take 1 from 5, leaving 1 and 3");
    assert_eq!(m.position, "sub(1..3): 5 7 + 0.77: 1 3");
}

#[test]
fn traces_serialize_to_the_contract_shapes() {
    let t = xor_trace(&parse_position("nim: 14 21 39").unwrap(), &Limits::DEFAULT).unwrap();
    let v = serde_json::to_value(&t).unwrap();
    assert_eq!(v["highestBit"], json!(5));
    assert_eq!(v["steps"][0], json!({"kind": "row", "row": 0}));
    assert_eq!(v["steps"][9], json!({"kind": "xor", "xor": 60}));
    assert_eq!(v["steps"][12]["kind"], json!("move"));
    assert_eq!(v["steps"][12]["move"]["text"], json!("take 12 from 39"));
    assert_eq!(v["targets"][0]["move"]["take"], json!(12));
    assert_eq!(
        v["rows"][2],
        json!({"component": 0, "heap": 2, "game": "nim", "size": 39, "token": false, "text": "nim: 39", "value": 39})
    );
    // A graph's rows are tokens on vertices (the page says "token on 2", not "heap of 2").
    let g = serde_json::to_value(xor_trace(&parse_position("graph(0>1>2): 2").unwrap(), &Limits::DEFAULT).unwrap())
        .unwrap();
    assert_eq!(g["rows"][0]["token"], json!(true));
    assert_eq!(v["columns"][0], json!({"bit": 0, "ones": 2, "parity": 0}));
    let z = serde_json::to_value(xor_trace(&parse_position("nim: 1 2 3").unwrap(), &Limits::DEFAULT).unwrap()).unwrap();
    assert_eq!(z["highestBit"], json!(null));
    assert_eq!(z["steps"].as_array().unwrap().last().unwrap(), &json!({"kind": "lose"}));
    let m = serde_json::to_value(mex_trace(&parse_game("graph(0>1)").unwrap(), 0, &Limits::DEFAULT).unwrap()).unwrap();
    assert_eq!(m["options"][0], json!({"take": null, "to": [1], "value": 0}));
    assert_eq!(m["steps"][0], json!({"kind": "option", "option": 0, "value": 0}));
    assert_eq!(m["steps"][1], json!({"kind": "scan", "value": 0, "marked": true}));
    assert_eq!(m["steps"][3], json!({"kind": "result", "mex": 1}));
    let a = serde_json::to_value(
        grundy::engine::analyze::analyze(&parse_position("nim: 3").unwrap(), &Limits::DEFAULT).unwrap(),
    )
    .unwrap();
    assert_eq!(
        a,
        json!({"position": "nim: 3", "sg": 3, "firstPlayerWins": true, "count": 1, "rule": null, "by": "sum", "hasXor": true,
            "winningMoves": [
            {"component": 0, "heap": 0, "from": 3, "to": [], "take": 3, "value": 0, "text": "take 3 from 3",
             "position": "nim: 0", "action": {"kind": "take", "heap": 0, "from": 3, "take": 3, "to": []}}]})
    );
}

#[test]
fn table_trace_of_note_000() {
    // Note 000's graph for "take at most 3" from 5: 5→4,3,2; 4→3,2,1; 3→2,1,0; 2→1,0; 1→0.
    let t = table_trace(&parse_game("sub(1..3)").unwrap(), 6, &Limits::DEFAULT).unwrap();
    assert_eq!(t.order, [0, 1, 2, 3, 4, 5]);
    let mut edges = t.edges.clone();
    edges.sort_unstable();
    let mut expected = vec![
        [5, 4],
        [5, 3],
        [5, 2],
        [4, 3],
        [4, 2],
        [4, 1],
        [3, 2],
        [3, 1],
        [3, 0],
        [2, 1],
        [2, 0],
        [1, 0],
    ];
    expected.sort_unstable();
    assert_eq!(edges, expected);
    // Splits are not edges of the table's graph: kayles 3 → [2] and [1] are, [1, 1] is not; 2 → [] is an edge to 0.
    let k = table_trace(&parse_game("kayles").unwrap(), 4, &Limits::DEFAULT).unwrap();
    assert!(k.edges.iter().all(|&[a, b]| b < a));
    assert!(!k.edges.contains(&[3, 0]), "3 pins cannot all fall at once");
    assert!(k.edges.contains(&[2, 0]) && k.edges.contains(&[3, 1]));
}

#[test]
fn table_trace_of_a_graph_is_sinks_first() {
    let g = parse_game("graph(3>0, 0>1, 1>2, 3>2, 4)").unwrap();
    let t = table_trace(&g, 100, &Limits::DEFAULT).unwrap();
    let pos = |v: u32| t.order.iter().position(|&x| x == v).unwrap();
    assert_eq!(t.order.len(), 5);
    for [a, b] in [[3, 0], [0, 1], [1, 2], [3, 2]] {
        assert!(pos(b) < pos(a), "{b} before {a}: {:?}", t.order);
        assert!(t.edges.contains(&[a, b]));
    }
    assert_eq!(t.edges.len(), 4);
    // Past 2000 states there are no edges, and past the table limit an error.
    assert!(table_trace(&parse_game("nim").unwrap(), 2001, &Limits::DEFAULT)
        .unwrap()
        .edges
        .is_empty());
    // Nim up to n has n(n − 1)/2 edges: 447 → 99681 are listed, 448 → 100128 are more than 100000.
    assert_eq!(
        table_trace(&parse_game("nim").unwrap(), 447, &Limits::DEFAULT)
            .unwrap()
            .edges
            .len(),
        99681
    );
    assert!(table_trace(&parse_game("nim").unwrap(), 448, &Limits::DEFAULT)
        .unwrap()
        .edges
        .is_empty());
    assert!(table_trace(&parse_game("nim").unwrap(), 1 << 27, &Limits::DEFAULT).is_err());
}

#[test]
fn mex_traces_agree_with_the_definition() {
    // The mex of every option value, computed here from a by-definition table of Dawson's Kayles (A002187).
    let dawson = [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1];
    for (n, &g) in dawson.iter().enumerate() {
        let t = mex_trace(&parse_game("dawson").unwrap(), n as u32, &Limits::DEFAULT).unwrap();
        assert_eq!(t.mex, g, "G({n})");
        for o in &t.options {
            assert_eq!(o.value, o.to.iter().fold(0, |x, &h| x ^ dawson[h as usize]));
        }
    }
}

#[test]
fn bad_requests_are_errors() {
    let nim = parse_game("nim").unwrap();
    assert_eq!(
        mex_trace(&nim, 100000, &Limits::DEFAULT).unwrap_err().to_string(),
        "state 100000 of nim has up to 100000 options; the mex trace shows at most 65536"
    );
    assert_eq!(
        mex_trace(&parse_game("graph(0>1)").unwrap(), 2, &Limits::DEFAULT)
            .unwrap_err()
            .to_string(),
        "vertex 2 is not in the graph (its vertices are 0..1)"
    );
    assert!(parse_game("graph(0>1,1>0)").unwrap_err().to_string().contains("cycle"));
}

#[test]
fn table_edges_are_the_single_heap_moves() {
    // From the digits: removing k leaves one heap s − k (bit 2) or none (bit 1, only when k = s: an edge to 0).
    for code in ["0.[7]", "4.07", "0.137", "kayles", "4!.0", "0.[3]"] {
        let game = parse_game(code).unwrap();
        let grundy::game::Game::Octal(octal) = &game else {
            unreachable!()
        };
        let mut expected = Vec::new();
        for s in 0..300u32 {
            for k in 0..=s {
                let d = octal.digit(k as usize);
                if (k == s && d & 1 != 0) || (k < s && d & 2 != 0) {
                    expected.push([s, s - k]);
                }
            }
        }
        assert_eq!(
            table_trace(&game, 300, &Limits::DEFAULT).unwrap().edges,
            expected,
            "{code}"
        );
    }
    // A code that splits everywhere has about n³/12 splits up to n: they are never walked. 0.[7] has an edge from
    // s to each of s − 1, …, 1, 0: 447 · 446 / 2 = 99681 up to 447, and more than 100000 (so none) up to 2000.
    let start = std::time::Instant::now();
    let t = table_trace(&parse_game("0.[7]").unwrap(), 447, &Limits::DEFAULT).unwrap();
    assert_eq!(t.edges.len(), 99681);
    assert!(table_trace(&parse_game("0.[7]").unwrap(), 2000, &Limits::DEFAULT)
        .unwrap()
        .edges
        .is_empty());
    assert!(start.elapsed().as_secs() < 5);
}

#[test]
fn the_walk_through_ends_on_the_notes_move_from_the_largest_heap() {
    // Note 004: for a < b < c change c to a ⊕ b. In these positions every heap holds the XOR's top bit, and the
    // notes take from the largest: 121 → 55 ⊕ 81 = 102 and 58 → 29 ⊕ 45 = 48.
    for (position, expected) in [
        ("nim: 55 81 121", "take 19 from 121"),
        ("nim: 29 45 58", "take 10 from 58"),
        ("nim: 14 21 39", "take 12 from 39"),
    ] {
        let t = xor_trace(&parse_position(position).unwrap(), &Limits::DEFAULT).unwrap();
        match t.steps.last() {
            Some(XorStep::Move { r#move }) => assert_eq!(r#move.text, expected, "{position}"),
            other => panic!("{position}: the last step is {other:?}"),
        }
    }
}

#[test]
fn every_holder_gets_its_move_past_the_listing_limit() {
    // 1001 Nim heaps of 3 and one of 2: X = 3 ⊕ 2 = 1, every 3 holds bit 0 and its only winning move (by Nim's rule,
    // to 3 ⊕ 1 = 2) is "take 1 from 3"; the listing stops at 1000 moves, but each holder still shows its move.
    let text = format!("nim: {} 2", vec!["3"; 1001].join(" "));
    let t = xor_trace(&parse_position(&text).unwrap(), &Limits::DEFAULT).unwrap();
    assert_eq!(t.xor, 1);
    assert_eq!(t.targets.len(), 1001);
    assert_eq!(t.moves.len(), 1000);
    for target in &t.targets {
        let m = target.r#move.as_ref().unwrap();
        assert_eq!(
            (m.heap, m.text.as_str(), target.target),
            (target.row, "take 1 from 3", 2)
        );
    }
}

#[test]
fn family_tables_match_the_search() {
    // Wythoff's SG table (OEIS A004481 rows): row 0 is 0,1,2,3,…; row 1 is 1,2,0,4,5,3,…
    let t = grundy::page::trace::position_table(&parse_position("wythoff: 0 0").unwrap(), 6, &Limits::DEFAULT).unwrap();
    let row = |a: usize| {
        t.cells[a * 6..a * 6 + 6]
            .iter()
            .map(|c| c.sg.unwrap())
            .collect::<Vec<_>>()
    };
    assert_eq!(row(0), [0, 1, 2, 3, 4, 5]);
    assert_eq!(row(1), [1, 2, 0, 4, 5, 3]);
    assert_eq!(row(2), [2, 0, 1, 5, 3, 4]);
    // Misère Nim with a third heap of 1: P-positions by the notes' classes.
    let t = grundy::page::trace::position_table(&parse_position("misere(nim): 0 0 1").unwrap(), 4, &Limits::DEFAULT)
        .unwrap();
    let lost: Vec<&str> = t
        .cells
        .iter()
        .filter(|c| !c.wins)
        .map(|c| c.position.as_str())
        .collect();
    assert_eq!(
        lost,
        [
            "misere(nim): 0 0 1",
            "misere(nim): 1 1 1",
            "misere(nim): 2 3 1",
            "misere(nim): 3 2 1"
        ]
    );
}
