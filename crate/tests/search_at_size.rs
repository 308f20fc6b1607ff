//! Positions of games written as rules, answered by the rule solver (a dense box below the position, values kept
//! between requests), the up-front refusals by cost, and the cheap judging of a rule's winning moves: each checked
//! against the plain memoized search (crate::engine::search, the oracle), or against a brute force written here from the
//! game's description.

use grundy::base::limits::Limits;
use grundy::engine::analyze::analyze;
use grundy::engine::search::Search;
use grundy::game::Position;
use grundy::notation::parse_position_in;
use grundy::notation::Defined;
use grundy::page::play;
use proptest::prelude::*;
use std::collections::BTreeSet;

fn define(games: &mut Defined, name: &str) {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    games.define(&std::fs::read_to_string(&path).unwrap()).unwrap();
}

fn position(games: &Defined, text: &str) -> Position {
    parse_position_in(text, games).unwrap_or_else(|e| panic!("{text}: {e}"))
}

/// analyze's value and winning moves equal the plain search's: the value of the position, and exactly the moves
/// to positions of value 0.
fn agrees_with_the_search(games: &Defined, text: &str) {
    let p = position(games, text);
    let a = analyze(&p, &Limits::DEFAULT).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut search = Search::new(&Limits::DEFAULT);
    let s = search.solve(&p).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(a.sg, s.sg, "{text}");
    assert_eq!(a.first_player_wins, s.wins, "{text}");
    let want: BTreeSet<String> = grundy::engine::search::options(&p)
        .unwrap()
        .into_iter()
        .filter(|o| !search.solve(o).unwrap().wins)
        .map(|o| o.to_string())
        .collect();
    let got: BTreeSet<String> = a.winning_moves.iter().map(|m| m.position.clone()).collect();
    assert_eq!(got, want, "{text}");
    assert_eq!(a.count, Some(want.len() as u64), "{text}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// One, two and three numbers a state, moves that split (cutting), sums of several states and of other games.
    #[test]
    fn rule_positions_agree_with_the_plain_search(
        x in 0u32..14, y in 0u32..14, z in 0u32..9, w in 2u32..9, h in 2u32..9, k in 0u32..40, n in 0u32..5,
    ) {
        let mut games = Defined::default();
        for name in ["queen", "fibonacci-nim", "chomp", "king", "cutting", "take-half"] {
            define(&mut games, name);
        }
        let (a, b, c) = { let mut v = [x.max(1), y, z]; v.sort_unstable_by(|p, q| q.cmp(p)); (v[0], v[1], v[2]) };
        for text in [
            format!("queen: ({x},{y})"),
            format!("queen: ({x},{y}) ({y},{z})"),
            format!("fibonacci-nim: ({x},{y})"),
            format!("chomp: ({a},{b},{c})"),
            format!("king: ({x},{y}) + nim: {n}"),
            format!("cutting: ({w},{h})"),
            format!("take-half: {k} + queen: ({z},{n})"),
        ] {
            agrees_with_the_search(&games, &text);
        }
    }
}

/// Wythoff's queen by a brute force of its own: G(x, y) = mex over the cells left, below and diagonally below.
fn queen_table(side: usize) -> Vec<Vec<u32>> {
    let mut g = vec![vec![0u32; side]; side];
    for x in 0..side {
        for y in 0..side {
            let mut seen = vec![false; 3 * side + 1];
            for k in 1..=x {
                seen[g[x - k][y] as usize] = true;
            }
            for k in 1..=y {
                seen[g[x][y - k] as usize] = true;
            }
            for k in 1..=x.min(y) {
                seen[g[x - k][y - k] as usize] = true;
            }
            g[x][y] = seen.iter().position(|&s| !s).unwrap() as u32;
        }
    }
    g
}

#[test]
fn a_large_position_then_smaller_ones_use_the_values_kept() {
    let mut games = Defined::default();
    // The first request fills the box below (120,120); the later ones, inside it or past it, read it and grow it.
    define(&mut games, "queen");
    let g = queen_table(161);
    for (x, y) in [(120, 120), (7, 3), (119, 0), (160, 20), (150, 150), (0, 0)] {
        let a = analyze(&position(&games, &format!("queen: ({x},{y})")), &Limits::DEFAULT).unwrap();
        assert_eq!(a.sg, Some(g[x][y]), "({x},{y})");
        // The winning moves are exactly the moves to the cells of value 0.
        let mut want = 0;
        for k in 1..=x {
            want += (g[x - k][y] == 0) as u64;
        }
        for k in 1..=y {
            want += (g[x][y - k] == 0) as u64;
        }
        for k in 1..=x.min(y) {
            want += (g[x - k][y - k] == 0) as u64;
        }
        assert_eq!(a.count, Some(want), "({x},{y})");
        assert!(a.winning_moves.iter().all(|m| {
            let after = position(&games, &m.position);
            let s = &after.components[0].heaps;
            g[s[0] as usize][s[1] as usize] == 0
        }));
    }
    // The computer's move leaves a cell of value 0.
    let m = play::computer_move(&position(&games, "queen: (150,131)"), &Limits::DEFAULT)
        .unwrap()
        .unwrap();
    let after = position(&games, &m.r#move.position);
    let s = &after.components[0].heaps;
    assert!(
        m.winning && g[s[0] as usize][s[1] as usize] == 0,
        "{}",
        m.r#move.position
    );
}

#[test]
fn a_failed_request_leaves_no_half_solved_state_behind() {
    let mut games = Defined::default();
    // State (5,4) fails (a division by zero). The search from (9,3) meets it under (8,2) and (7,2), which it had
    // marked busy: asked again, they must fail the same way, not as a cycle through a stale mark.
    games.define(
        "name fragile\nstate (n, m)\nif n == 5 && m == 4 { x = n / (m - m) }\nfor k in range(1, min(n, m) + 1) { move (n - k, 2 * k) }",
    )
    .unwrap();
    for text in ["fragile: (9,3)", "fragile: (8,2)", "fragile: (9,3)"] {
        let err = analyze(&position(&games, text), &Limits::DEFAULT).unwrap_err();
        assert_eq!(err.code(), grundy::base::error::Code::RuleDivideByZero, "{text}: {err}");
    }
    // Positions that never reach (5,4) are answered, and right.
    for (n, m) in [(1, 1), (4, 4), (6, 1), (3, 2)] {
        agrees_with_the_search(&games, &format!("fragile: ({n},{m})"));
    }
}

/// How many positions the plain search of a misère take-and-break position visits, to compare with the bound.
fn visited(text: &str) -> Option<usize> {
    let mut s = Search::new(&Limits::DEFAULT);
    s.solve(&position(&Defined::default(), text)).ok().map(|_| s.len())
}

#[test]
fn searches_that_cannot_fit_are_refused_before_they_start() {
    let games = Defined::default();
    // Misère 0.6 at 100 100 (whose quotient passes 1024 elements by heap 17, so none decides it) reaches far more
    // than the search's limit: refused at once, with the message that says to try smaller heaps. (Misère Kayles
    // 100 100, once refused so, is answered by its quotient: crate/tests/misere_quotient.rs.)
    let err = analyze(&position(&games, "misere(0.6): 100 100"), &Limits::DEFAULT).unwrap_err();
    assert_eq!(err.code(), grundy::base::error::Code::SearchTooLarge);
    assert!(err.to_string().contains("try smaller heaps"), "{err}");
    // Small ones are still answered, and the bound was not what refused them.
    for text in ["misere(kayles): 9 7", "misere(dawson): 12", "misere(grundy): 14"] {
        let n = visited(text).unwrap_or_else(|| panic!("{text} is searched"));
        assert!(
            grundy::engine::search::reach(&position(&games, text)) <= n as f64,
            "{text}"
        );
        analyze(&position(&games, text), &Limits::DEFAULT).unwrap();
    }
}

#[test]
fn a_rules_winning_moves_are_judged_cheaply_or_left_to_the_rule() {
    let games = Defined::default();
    // Boxes 1 … 9, all closed: the span rule says the player to move wins. Judging all 511 openings would take a
    // search of billions of positions for some: the rule's move is listed, and it is a winning one.
    let p = position(&games, "boxes: 1 2 3 4 5 6 7 8 9");
    let a = analyze(&p, &Limits::DEFAULT).unwrap();
    assert!(a.first_player_wins);
    assert_eq!(a.count, None, "not every move was judged");
    for m in &a.winning_moves {
        let after = position(&games, &m.position);
        // After the listed move, every reply leaves a position the mover wins: the rule says the replier loses.
        let v = analyze(&after, &Limits::DEFAULT).unwrap();
        assert!(!v.first_player_wins, "{}", m.position);
    }
    // Small boxes are judged one by one, and agree with the plain search.
    for text in ["boxes: 3 5 6", "boxes: 1 2 3", "boxes: 2 2 1*", "boxes: 4 1 5"] {
        agrees_with_the_search(&games, text);
    }
}

/// A `range` loop of moves is read from the table by a stride when the whole line of states is in the box
/// (Valuer::emit_line), and one move at a time when part of it is not (a move up, past the box's corner): both must
/// give the plain search's values, on the grid and at single positions.
#[test]
fn lines_of_moves_in_and_out_of_the_box_agree_with_the_plain_search() {
    let mut games = Defined::default();
    let bodies = [
        "for k in range(1, y + 1) { move (x + k, y - k) }",
        "for k in range(1, x + 1) { move (x - k, y + 1) }",
        "for k in range(0, x) { move (k, y) }\nfor k in range(1, y + 1) { move (x, y - k) }",
        "for k in range(1, min(x, y) + 1) { move (x - k, y - k) }\nif x > 2 { move (x - 3, y + 5) }",
    ];
    for (i, body) in bodies.iter().enumerate() {
        let name = format!("line{i}");
        let game = games.define(&format!("name {name}\nstate (x, y)\n{body}")).unwrap();
        let grid = grundy::solve::written::grid(&game, 9, 7).unwrap();
        let mut search = Search::new(&Limits::DEFAULT);
        for x in 0..9u32 {
            for y in 0..7u32 {
                let p = position(&games, &format!("{name}: ({x},{y})"));
                let want = search.solve(&p).unwrap().sg.unwrap();
                assert_eq!(grid[(x * 7 + y) as usize], want, "{body} at ({x},{y})");
            }
        }
        // Defined anew (nothing kept), a large position first: its box holds the states below it.
        games.define(&format!("name {name}\nstate (x, y)\n{body}")).unwrap();
        for text in ["(12,9)", "(3,11)", "(0,5)"] {
            agrees_with_the_search(&games, &format!("{name}: {text}"));
        }
    }
}
