//! Properties of the notation: no text makes the parser panic, every error points inside the text, and every
//! game (and position) prints to text that parses back to the same value.
#![cfg(not(target_arch = "wasm32"))]

use grundy::game::{Component, Dag, Family, Game, Position};
use grundy::notation::{parse_family, parse_game, parse_heaps, parse_position};
use grundy::Error;
use proptest::prelude::*;

/// The error's column, checked to be in 1..=len+1 (len in characters) and at the end of the message.
fn check_error(text: &str, e: Error) -> Result<(), TestCaseError> {
    let len = text.chars().count();
    let shown = e.to_string();
    match e.column() {
        Some(column) => {
            prop_assert!((1..=len + 1).contains(&column), "{text:?}: {shown}");
            prop_assert!(shown.ends_with(&format!(" at column {column}")), "{shown}");
        }
        None => prop_assert!(false, "{text:?}: not a parse error: {e:?}"),
    }
    Ok(())
}

fn parse_all(text: &str) -> Result<(), TestCaseError> {
    if let Err(e) = parse_game(text) {
        check_error(text, e)?;
    }
    if let Err(e) = parse_position(text) {
        check_error(text, e)?;
    }
    if let Err(e) = parse_heaps(text, &grundy::base::limits::Limits::DEFAULT) {
        check_error(text, e)?;
    }
    if let Err(e) = parse_family(text) {
        check_error(text, e)?;
    }
    Ok(())
}

/// Text built from the notation's own pieces, so that most of it gets deep into the parser.
fn notation_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("nim".to_string()),
        Just("sub".to_string()),
        Just("bash".to_string()),
        Just("allbut".to_string()),
        Just("kayles".to_string()),
        Just("graph".to_string()),
        Just("grundy".to_string()),
        Just("misere(".to_string()),
        Just("staircase".to_string()),
        Just("boxes".to_string()),
        Just("stoned".to_string()),
        Just("thanos".to_string()),
        Just("moore(".to_string()),
        Just("wythoff".to_string()),
        Just("*".to_string()),
        Just("..".to_string()),
        "[0-9]{1,12}",
        "[().,:+>!\\[\\] 0-9]",
        "[a-zA-Zé漢\t\n-]",
    ];
    proptest::collection::vec(piece, 0..16).prop_map(|pieces| pieces.concat())
}

fn set(min_len: usize) -> impl Strategy<Value = Vec<u32>> {
    proptest::collection::btree_set(prop_oneof![1u32..20, 1u32..=2_147_483_647], min_len..8)
        .prop_map(|s| s.into_iter().collect())
}

/// Octal codes as text (normalised by parsing): digits 0–7, optional `!`, an optional repeating block.
fn octal_text() -> impl Strategy<Value = String> {
    let digit = (0u8..8, prop::bool::weighted(0.2)).prop_map(|(d, u)| format!("{d}{}", if u { "!" } else { "" }));
    (
        prop_oneof![Just("0"), Just("4"), Just("4!"), Just("")],
        proptest::collection::vec(digit.clone(), 1..6),
        proptest::collection::vec(digit, 0..4),
    )
        .prop_map(|(d0, digits, block)| {
            let block = if block.is_empty() {
                String::new()
            } else {
                format!("[{}]", block.concat())
            };
            format!("{d0}.{}{block}", digits.concat())
        })
}

/// A graph without cycles (each edge from the larger vertex to the smaller, or from the smaller to the larger,
/// the same way for all): a heap game.
fn graph() -> impl Strategy<Value = Dag> {
    (1usize..12, any::<bool>()).prop_flat_map(|(n, down)| {
        proptest::collection::vec((0..n as u32, 0..n as u32), 0..20).prop_map(move |edges| {
            let edges: Vec<(u32, u32)> = edges
                .into_iter()
                .filter(|(a, b)| a != b)
                .map(|(a, b)| if (a > b) == down { (a, b) } else { (b, a) })
                .collect();
            Dag::from_edges(n, &edges)
        })
    })
}

/// Tokens on a graph with a cycle (at least the edges 0 > 1 > 0 of a graph of two or more vertices): a loopy game.
fn loopy() -> impl Strategy<Value = Component> {
    (2usize..12).prop_flat_map(|n| {
        (
            proptest::collection::vec((0..n as u32, 0..n as u32), 0..20),
            proptest::collection::vec(0..n as u32, 1..5),
        )
            .prop_map(move |(mut edges, tokens)| {
                edges.extend([(0, 1), (1, 0)]);
                Component::new(Family::Loopy(Dag::from_edges(n, &edges)), tokens)
            })
    })
}

fn game() -> impl Strategy<Value = Game> {
    prop_oneof![
        Just(Game::Nim),
        set(1).prop_map(Game::Subtraction),
        set(0).prop_map(Game::AllBut),
        octal_text().prop_map(|t| parse_game(&t).unwrap()),
        graph().prop_map(Game::Graph),
    ]
}

fn heaps_of(game: Game) -> impl Strategy<Value = Component> {
    let top = match &game {
        Game::Graph(dag) => dag.vertex_count() as u32 - 1,
        _ => 2_147_483_647,
    };
    proptest::collection::vec(prop_oneof![0..=top.min(30), 0..=top], 1..5)
        .prop_map(move |heaps| Component::heaps(game.clone(), heaps))
}

/// Heaps of up to `top` stones, `count` of them, with marks where the family allows them.
fn marked(family: Family, count: std::ops::Range<usize>, top: u32, marks: u8) -> impl Strategy<Value = Component> {
    proptest::collection::vec((prop_oneof![0..=top.min(30), 0..=top], any::<bool>()), count).prop_map(move |heaps| {
        let mut c = Component::new(family.clone(), heaps.iter().map(|h| h.0).collect());
        let mut left = marks;
        for (i, h) in heaps.iter().enumerate() {
            if h.1 && left > 0 {
                c.marks[i] = true;
                left -= 1;
            }
        }
        c
    })
}

/// A component of any family that can stand in a sum (misère components stand alone).
fn component() -> impl Strategy<Value = Component> {
    prop_oneof![
        game().prop_flat_map(heaps_of),
        marked(Family::Staircase, 1..5, 100_000_000, 0),
        marked(Family::Boxes, 1..5, 2_147_483_647, 5),
        marked(Family::Stoned, 1..5, 2_147_483_647, 1),
        (1usize..3).prop_flat_map(|half| marked(Family::Thanos, 2 * half..2 * half + 1, 2_147_483_647, 0)),
        (1u32..=64).prop_flat_map(|k| marked(Family::Moore(k), 1..5, 2_147_483_647, 0)),
        marked(Family::Wythoff, 2..3, 2_147_483_647, 0),
    ]
}

fn misere_position() -> impl Strategy<Value = Position> {
    game().prop_flat_map(heaps_of).prop_map(|c| Position {
        components: vec![Component::new(Family::Misere(c.heap_game().unwrap().clone()), c.heaps)],
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn any_text_is_parsed_or_refused_with_a_column(text in ".{0,40}") {
        parse_all(&text)?;
    }

    #[test]
    fn notation_like_text_is_parsed_or_refused_with_a_column(text in notation_text()) {
        parse_all(&text)?;
    }

    #[test]
    fn games_print_and_parse_back(game in game()) {
        let text = game.to_string();
        prop_assert_eq!(parse_game(&text), Ok(game.clone()), "{}", text);
        // Upper case and spaces between tokens change nothing.
        let spaced: String = text
            .to_uppercase()
            .chars()
            .flat_map(|c| if c.is_ascii_digit() { vec![c] } else { vec![' ', c, ' '] })
            .collect();
        prop_assert_eq!(parse_game(&spaced), Ok(game), "{}", spaced);
    }

    #[test]
    fn loopy_positions_print_and_parse_back(c in loopy()) {
        let p = Position { components: vec![c] };
        let text = p.to_string();
        prop_assert_eq!(parse_position(&text), Ok(p), "{}", text);
    }

    #[test]
    fn octal_codes_normalise_to_one_text(text in octal_text()) {
        let game = parse_game(&text).unwrap();
        let printed = game.to_string();
        prop_assert_eq!(parse_game(&printed).unwrap().to_string(), printed.clone(), "{} → {}", text, printed);
    }

    #[test]
    fn positions_print_and_parse_back(components in proptest::collection::vec(component(), 1..4)) {
        let position = Position { components };
        let text = position.to_string();
        prop_assert_eq!(parse_position(&text), Ok(position), "{}", text);
    }

    #[test]
    fn misere_positions_print_and_parse_back(position in misere_position()) {
        let text = position.to_string();
        prop_assert_eq!(parse_position(&text), Ok(position), "{}", text);
    }
}

#[test]
fn ranges_chains_sums_and_colons() {
    // What the notation section of the README promises, example by example.
    assert_eq!(parse_game("sub(1..3, 7)").unwrap(), Game::Subtraction(vec![1, 2, 3, 7]));
    assert_eq!(parse_game("graph(0>1>2)").unwrap().to_string(), "graph(0>1,1>2)");
    let p = parse_position("sub(1,3,4): 5 7 9 + graph(0>1): 0 0").unwrap();
    assert_eq!(p.components.len(), 2);
    assert_eq!(p.components[1].heaps, [0, 0]);
    assert_eq!(p.to_string(), "sub(1,3,4): 5 7 9 + graph(0>1): 0 0");
    assert_eq!(
        parse_position("nim: 3: 4").unwrap_err().to_string(),
        "a second ':' in one component (join components with '+') at column 7"
    );
}
