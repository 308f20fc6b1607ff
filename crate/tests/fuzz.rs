//! Fuzzing the whole way in: random positions of every family (and random text) through the parser, `analyze`,
//! `moves` and `computer_move`. Nothing panics; every refusal is an Error with a code; and what the calls say agrees
//! with itself: a winning move leaves a lost position, the computer plays a winning move from every won position
//! and makes a move exactly when there is one. The number of cases is bounded, so CI runs it in seconds.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::engine::analyze::analyze;
use grundy::notation::parse_position;
use grundy::page::play::{computer_move, find_move, moves};
use proptest::prelude::*;

/// Heaps as text: a few small numbers, sometimes a large one past the longest table (2^24), which the core must
/// refuse or answer by rule. (A heap of a few million is answered by its table, which this debug build solves in
/// minutes for a splitting code: one such draw held a run for a quarter of an hour. Tables that long are tested in
/// octal.rs and published.rs.)
fn heaps(count: std::ops::Range<usize>, marks: bool) -> impl Strategy<Value = String> {
    let heap = (
        prop_oneof![8 => 0u32..10, 1 => (1u32 << 24)..=2_147_483_647],
        prop::bool::weighted(0.15),
    );
    proptest::collection::vec(heap, count).prop_map(move |hs| {
        hs.iter()
            .map(|(h, m)| format!("{h}{}", if marks && *m { "*" } else { "" }))
            .collect::<Vec<_>>()
            .join(" ")
    })
}

/// A small acyclic graph (edges from lower to higher vertices) and tokens on it.
fn graph() -> impl Strategy<Value = String> {
    (1u32..9).prop_flat_map(|n| {
        (
            proptest::collection::vec((0..n, 0..n), 0..14),
            proptest::collection::vec(0..n, 1..4),
        )
            .prop_map(move |(edges, tokens)| {
                let mut parts: Vec<String> = edges
                    .iter()
                    .filter(|(a, b)| a != b)
                    .map(|&(a, b)| format!("{}>{}", a.min(b), a.max(b)))
                    .collect();
                parts.push((n - 1).to_string());
                let tokens: Vec<String> = tokens.iter().map(u32::to_string).collect();
                format!("graph({}): {}", parts.join(","), tokens.join(" "))
            })
    })
}

/// A small graph with any edges, cycles and loops too (then a loopy game), and tokens on it.
fn any_graph() -> impl Strategy<Value = String> {
    (1u32..7).prop_flat_map(|n| {
        (
            proptest::collection::vec((0..n, 0..n), 0..12),
            proptest::collection::vec(0..n, 1..4),
        )
            .prop_map(move |(edges, tokens)| {
                let mut parts: Vec<String> = edges.iter().map(|&(a, b)| format!("{a}>{b}")).collect();
                parts.push((n - 1).to_string());
                let tokens: Vec<String> = tokens.iter().map(u32::to_string).collect();
                format!("graph({}): {}", parts.join(","), tokens.join(" "))
            })
    })
}

/// A small Hackenbush picture: random edges among vertices 0..5, loops and cycles too (edges off the ground are
/// refused with a code).
fn picture() -> impl Strategy<Value = String> {
    proptest::collection::vec((0u32..5, 0u32..5), 1..7).prop_map(|edges| {
        let edges: Vec<String> = edges.iter().map(|(a, b)| format!("({a},{b})")).collect();
        format!("hackenbush: {}", edges.join(" "))
    })
}

/// One component of any family, in the notation.
fn component() -> impl Strategy<Value = String> {
    let heap_game = prop_oneof![
        Just("nim"),
        Just("sub(1,3,4)"),
        Just("bash(3)"),
        Just("allbut(1,2)"),
        Just("kayles"),
        Just("0.07"),
        Just("4.07"),
        Just("0.6[04]"),
        Just("grundy"),
        Just("8.[3]"),
        Just("0.F!"),
    ];
    // Every-SG plays heap games whose moves leave one heap (the others are refused by the parser).
    let one_heap_game = prop_oneof![
        Just("nim"),
        Just("sub(1,3,4)"),
        Just("allbut(1,2)"),
        Just("0.07"),
        Just("kayles")
    ];
    prop_oneof![
        (heap_game.clone(), heaps(1..4, false)).prop_map(|(g, h)| format!("{g}: {h}")),
        (heap_game, heaps(1..4, false)).prop_map(|(g, h)| format!("misere({g}): {h}")),
        (one_heap_game, heaps(1..4, false)).prop_map(|(g, h)| format!("every({g}): {h}")),
        graph(),
        any_graph(),
        picture(),
        heaps(1..5, false).prop_map(|h| format!("staircase: {h}")),
        heaps(1..4, true).prop_map(|h| format!("boxes: {h}")),
        heaps(1..4, true).prop_map(|h| format!("stoned: {h}")),
        (1usize..3).prop_flat_map(|half| heaps(2 * half..2 * half + 1, false).prop_map(|h| format!("thanos: {h}"))),
        (1u32..4, heaps(1..4, false)).prop_map(|(k, h)| format!("moore({k}): {h}")),
        heaps(2..3, false).prop_map(|h| format!("wythoff: {h}")),
    ]
}

/// A position: one or two components joined by `+` (the core refuses the sums it cannot form, with a code).
fn position() -> impl Strategy<Value = String> {
    proptest::collection::vec(component(), 1..3).prop_map(|cs| cs.join(" + "))
}

/// Checks one position text through every call; `Err` only for a broken promise, never for a refusal.
fn check(text: &str) -> Result<(), TestCaseError> {
    let Ok(position) = parse_position(text) else {
        return Ok(()); // the parser's errors are checked in notation.rs
    };
    // Every refusal is an Error, which carries a code by construction; the calls must simply return.
    let analysis = analyze(&position, &Limits::DEFAULT);
    let listed = moves(&position);
    let computer = computer_move(&position, &Limits::DEFAULT);
    let (Ok(analysis), Ok(listed)) = (analysis, listed) else {
        return Ok(());
    };
    let lost = |p: &str| -> Result<bool, TestCaseError> {
        let next = parse_position(p).map_err(|e| TestCaseError::fail(format!("{p}: {e}")))?;
        Ok(analyze(&next, &Limits::DEFAULT)
            .map(|a| !a.first_player_wins && !a.draw)
            .unwrap_or(true))
    };
    for m in &analysis.winning_moves {
        prop_assert!(
            analysis.first_player_wins,
            "{text}: a lost position lists winning moves"
        );
        prop_assert!(
            lost(&m.position)?,
            "{text}: the winning move to {} leaves a won position",
            m.position
        );
    }
    // Every listed move is recognised from the position it leaves (a typed move, a learner's answer).
    for m in listed.moves.iter().take(50) {
        let next = parse_position(&m.position).map_err(|e| TestCaseError::fail(format!("{}: {e}", m.position)))?;
        match find_move(&position, &next) {
            Ok(found) => prop_assert_eq!(&found.position, &m.position, "{}", text),
            Err(e) => prop_assert!(false, "{text}: the move to {} is not found again: {e}", m.position),
        }
    }
    if listed.count == Some(0) {
        // With no move, the player to move loses; in misère play (the last mover loses), wins.
        let misere = analysis.position.starts_with("misere(");
        prop_assert_eq!(analysis.first_player_wins, misere, "{}: no move left", text);
    }
    match computer {
        Ok(None) => prop_assert_eq!(listed.count, Some(0), "{}: the computer finds no move", text),
        Ok(Some(c)) => {
            prop_assert!(
                listed.count != Some(0),
                "{text}: the computer moves where no move exists"
            );
            prop_assert_eq!(
                (c.winning, c.draw),
                (analysis.first_player_wins, analysis.draw),
                "{}: the computer misjudges",
                text
            );
            if c.winning {
                prop_assert!(
                    lost(&c.r#move.position)?,
                    "{text}: the computer's move to {}",
                    c.r#move.position
                );
            }
        }
        // M4: the computer plays every position analyze solves.
        Err(e) => prop_assert!(false, "{text}: analyze answers, computerMove refuses: {e}"),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 500, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn every_position_is_answered_consistently_or_refused(text in position()) {
        check(&text)?;
    }

    #[test]
    fn random_text_never_breaks_a_call(text in "[a-z0-9().,:+>!*\\[\\] ]{0,40}") {
        check(&text)?;
    }
}
