//! The rules language: every example of examples/rules/ against a brute force written here from the game's
//! description (not from the rule text), and errors that say what and where.

use grundy::base::limits::Limits;
use grundy::lang;
use grundy::notation;
use grundy::solve::written;
use std::collections::HashMap;

fn example(name: &str) -> lang::RulesGame {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    lang::compile(&text, &grundy::base::limits::Limits::DEFAULT).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|(i, &v)| *i as u32 != v)
        .map_or(seen.len(), |(i, _)| i) as u32
}

/// G(0..n) of a one-heap game whose options (as lists of heaps) are `options(n)`, all below n.
fn table(n: usize, options: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for i in 0..n {
        let v = mex(options(i).iter().map(|heaps| heaps.iter().fold(0, |x, &h| x ^ g[h])));
        g.push(v);
    }
    g
}

#[test]
fn fibonacci_takes_fibonacci_numbers() {
    let fib = [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
    let want = table(1000, |n| fib.iter().filter(|&&f| f <= n).map(|f| vec![n - f]).collect());
    assert_eq!(written::values(&example("fibonacci"), 1000).unwrap(), want);
    // HDU 1848's sample: heaps 1 1 1 → Fibo (first player wins); 1 4 1 → Nacci.
    assert_ne!(want[1] ^ want[1] ^ want[1], 0);
    assert_eq!(want[1] ^ want[4] ^ want[1], 0);
}

#[test]
fn hdu5795_takes_or_splits_in_three() {
    let want = table(120, |n| {
        let mut o: Vec<Vec<usize>> = (0..n).map(|r| vec![r]).collect();
        for a in 1..n {
            for b in 1..n {
                if a + b < n {
                    o.push(vec![a, b, n - a - b]);
                }
            }
        }
        o
    });
    assert_eq!(written::values(&example("hdu5795"), 120).unwrap(), want);
    // The known closed form: n − 1 when n ≡ 0 (mod 8), n + 1 when n ≡ 7, else n.
    for (n, &g) in want.iter().enumerate().skip(1) {
        let f = match n % 8 {
            0 => n - 1,
            7 => n + 1,
            _ => n,
        };
        assert_eq!(g as usize, f, "n = {n}");
    }
}

#[test]
fn lasker_takes_or_splits_in_two() {
    let want = table(300, |n| {
        let mut o: Vec<Vec<usize>> = (0..n).map(|r| vec![r]).collect();
        o.extend((1..n).map(|a| vec![a, n - a]));
        o
    });
    assert_eq!(written::values(&example("lasker"), 300).unwrap(), want);
}

#[test]
fn take_half_and_divisor() {
    let half = table(500, |n| (1..=n / 2).map(|k| vec![n - k]).collect());
    assert_eq!(written::values(&example("take-half"), 500).unwrap(), half);
    let divisor = table(500, |n| (1..n).filter(|d| n % d == 0).map(|d| vec![n - d]).collect());
    assert_eq!(written::values(&example("divisor"), 500).unwrap(), divisor);
}

/// G of a two-number game by memoized recursion over `options`.
fn two_d(
    x: u32,
    y: u32,
    memo: &mut HashMap<(u32, u32), u32>,
    options: &dyn Fn(u32, u32) -> Vec<Vec<(u32, u32)>>,
) -> u32 {
    if let Some(&v) = memo.get(&(x, y)) {
        return v;
    }
    let opts = options(x, y);
    let vals: Vec<u32> = opts
        .iter()
        .map(|parts| parts.iter().fold(0, |acc, &(a, b)| acc ^ two_d(a, b, memo, options)))
        .collect();
    let v = mex(vals);
    memo.insert((x, y), v);
    v
}

#[test]
fn cutting_paper_splits_a_sheet() {
    let cuts = |w: u32, h: u32| {
        let mut o = Vec::new();
        for i in 2..w.saturating_sub(1) {
            o.push(vec![(i, h), (w - i, h)]);
        }
        for j in 2..h.saturating_sub(1) {
            o.push(vec![(w, j), (w, h - j)]);
        }
        o
    };
    let game = example("cutting");
    let grid = written::grid(&game, 30, 30).unwrap();
    let mut memo = HashMap::new();
    for w in 0..30u32 {
        for h in 0..30u32 {
            let got = grid[(w * 30 + h) as usize];
            if w < 2 || h < 2 {
                assert_eq!(got, written::NOT_A_STATE);
            } else {
                assert_eq!(got, two_d(w, h, &mut memo, &cuts), "({w}, {h})");
            }
        }
    }
    // POJ 2311's sample: 2 2 LOSE, 3 2 LOSE, 4 2 WIN.
    assert_eq!(grid[2 * 30 + 2], 0);
    assert_eq!(grid[3 * 30 + 2], 0);
    assert_ne!(grid[4 * 30 + 2], 0);
}

#[test]
fn king_moves_down_and_left() {
    let steps = |x: u32, y: u32| {
        let mut o = Vec::new();
        if x > 0 {
            o.push(vec![(x - 1, y)]);
        }
        if y > 0 {
            o.push(vec![(x, y - 1)]);
        }
        if x > 0 && y > 0 {
            o.push(vec![(x - 1, y - 1)]);
        }
        o
    };
    let grid = written::grid(&example("king"), 20, 20).unwrap();
    let mut memo = HashMap::new();
    for x in 0..20u32 {
        for y in 0..20u32 {
            let v = grid[(x * 20 + y) as usize];
            assert_eq!(v, two_d(x, y, &mut memo, &steps));
            // The known P-positions: both coordinates even.
            assert_eq!(v == 0, x % 2 == 0 && y % 2 == 0);
        }
    }
}

#[test]
fn chess_row_moves_a_chip_right_over_its_neighbours() {
    const CELLS: usize = 12;
    let text = std::fs::read_to_string(format!(
        "{}/../examples/rules/chess-row.rules",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
    .replace("20", &CELLS.to_string());
    let game = lang::compile(&text, &grundy::base::limits::Limits::DEFAULT).unwrap();
    // Brute force over the cells as an array, from full boards down (a move only ever shifts a chip right).
    let n = 1usize << CELLS;
    let mut g = vec![u32::MAX; n];
    let mut order: Vec<usize> = (0..n).collect();
    // Moving a chip right raises the mask, so larger masks are solved first.
    order.reverse();
    for &mask in &order {
        let cells: Vec<bool> = (0..CELLS).map(|i| mask >> i & 1 == 1).collect();
        let mut vals = Vec::new();
        for i in 0..CELLS {
            if !cells[i] {
                continue;
            }
            if let Some(j) = (i + 1..CELLS).find(|&j| !cells[j]) {
                let mut next = cells.clone();
                next[i] = false;
                next[j] = true;
                let m: usize = next.iter().enumerate().map(|(k, &c)| (c as usize) << k).sum();
                vals.push(g[m]);
            }
        }
        g[mask] = mex(vals);
    }
    assert_eq!(written::values(&game, n).unwrap(), g);
}

fn error(text: &str) -> String {
    match lang::compile(text, &grundy::base::limits::Limits::DEFAULT) {
        Ok(_) => panic!("{text:?} compiled"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_name_the_notation_reads_is_refused_where_the_game_is_defined() {
    // `lang::compile` knows no built-in name; defining the game refuses it, at its `name` line.
    let text = "# a second nim\n  name nim\nstate n";
    assert!(lang::compile(text, &grundy::base::limits::Limits::DEFAULT).is_ok());
    let e = notation::Defined::default().define(text).unwrap_err();
    assert_eq!(
        e.to_string(),
        "'nim' is the name of a built-in game; choose another name at line 2, column 3"
    );
}

#[test]
fn errors_say_what_and_at_which_line_and_column() {
    assert_eq!(
        error("state n\nmove n -"),
        "expected a number or a variable, found the end of the line at line 2, column 9"
    );
    assert_eq!(error("state n\nmove m"), "unknown variable 'm' at line 2, column 6");
    assert_eq!(error("state n\nx = n // 2"), "'//' starts a comment here; for whole-number division write '/' (it rounds down for numbers ≥ 0) at line 2, column 7");
    assert_eq!(
        error("move 1"),
        "the rule needs a 'state' line saying what a state is, e.g. 'state n' or 'state (w, h)' at line 1, column 1"
    );
    assert_eq!(
        error("state (w, h)\nmove w - 1"),
        "a state of this game has 2 numbers, but this move gives 1: write (2 numbers in brackets) at line 2, column 6"
    );
    assert_eq!(
        error("state n\nfor k in range(1, n) {\n  k = 2\n}"),
        "'k' is the variable of a loop around this line; it cannot be changed inside the loop at line 3, column 3"
    );
    assert_eq!(
        error("state n\nif n > 1 {\n move 0\n"),
        "expected '}', found the end of the text at line 4, column 1"
    );
    assert_eq!(
        error("state n\nmove n $ 2"),
        "unexpected '$' in the rule at line 2, column 8"
    );
}

#[test]
fn runtime_faults_name_the_state_and_the_place() {
    let endless = lang::compile("state n\nwhile 1 {\n  x = 1\n}", &grundy::base::limits::Limits::DEFAULT).unwrap();
    let e = written::values(&endless, 3).unwrap_err().to_string();
    assert!(
        e.starts_with("the rule took more than 16777216 loop steps for state 0"),
        "{e}"
    );
    let div = lang::compile(
        "state n\nif n == 3 { move n / (n - 3) }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    assert_eq!(
        written::values(&div, 5).unwrap_err().to_string(),
        "division by zero for state 3 at line 2, column 20"
    );
    let up = lang::compile(
        "state n\nif n < 5 { move n + 1 }\nif n == 5 { move 2 }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    assert_eq!(
        written::values(&up, 3).unwrap_err().to_string(),
        "rules has a cycle, so its states have no SG values: 2 → 3 → 4 → 5 → 2"
    );
    let negative = lang::compile("state n\nmove n - 1", &grundy::base::limits::Limits::DEFAULT).unwrap();
    assert_eq!(
        written::values(&negative, 2).unwrap_err().to_string(),
        "state 0 has a move to -1, but states are whole numbers ≥ 0 at line 2, column 1"
    );
    let cut = example("cutting");
    assert!(written::sum(&cut, &[1, 5])
        .unwrap_err()
        .to_string()
        .contains("(1,5) is not a state of cutting"));
}

#[test]
fn a_rule_that_fails_is_the_answer_of_every_request_that_meets_it() {
    // Both games divide by zero at state 2: whatever lists that state's moves must say so, never take it for an
    // end (a state with no moves would make (2, 0) or 3 look lost or won).
    let mut games = notation::Defined::default();
    games
        .define("name broken\nstate (x, y)\nif x == 2 { z = 1 / 0 }\nif x > 0 { move (x - 1, y) }")
        .unwrap();
    games
        .define("name brittle\nstate n\nif n == 2 { z = 1 / 0 }\nif n > 0 { move n - 1 }")
        .unwrap();
    let p = |t: &str| grundy::notation::parse_position_in(t, &games).unwrap();
    let fails = |what: &str, r: Result<(), grundy::Error>| {
        let e = r.expect_err(what).to_string();
        assert!(e.starts_with("division by zero for state"), "{what}: {e}");
    };
    for text in ["broken: (3,0)", "broken: (2,0)", "brittle: 3", "brittle: 2"] {
        let pos = p(text);
        fails(text, grundy::engine::analyze::analyze(&pos, &Limits::DEFAULT).map(drop));
        fails(
            text,
            grundy::engine::search::Search::new(&Limits::DEFAULT)
                .solve(&pos)
                .map(drop),
        );
        fails(
            text,
            grundy::page::play::computer_move(&pos, &Limits::DEFAULT).map(drop),
        );
        fails(
            text,
            grundy::page::layout::layout_position(&pos, None, &Limits::DEFAULT).map(drop),
        );
    }
    // Listing the moves of the state that fails.
    for text in ["broken: (2,0)", "brittle: 2"] {
        fails(text, grundy::page::play::moves(&p(text)).map(drop));
    }
    let brittle = games.lookup("brittle").unwrap();
    fails(
        "mex",
        grundy::page::trace::mex_trace(&grundy::game::Game::Rules(brittle.clone()), 2, &Limits::DEFAULT).map(drop),
    );
    fails(
        "memo",
        grundy::page::trace::memo_trace(&grundy::game::Game::Rules(brittle), 3, 1, &Limits::DEFAULT).map(drop),
    );
}

#[test]
fn the_language_reads_like_c_and_python() {
    // The same game (take 1, 3 or 4) written several ways.
    let ways = [
        "state n\nfor s in [1, 3, 4] { if s <= n { move n - s } }",
        "state n\nfor (i = 0; i < 3; i++) {\n  s = 1\n  if i == 1 { s = 3 } else if i == 2 { s = 4 }\n  if n >= s { move n - s }\n}",
        "state n; k = 1; while k <= 4 { if k != 2 and not (k > n) { move n - k }; k += 1 }",
        "state n\nfor k in range(4, 0, -1) {\n  if k == 2 { continue }\n  if k > n { continue }\n  move n - k\n}",
    ];
    let want = table(60, |n| {
        [1, 3, 4].iter().filter(|&&s| s <= n).map(|s| vec![n - s]).collect()
    });
    for text in ways {
        let game =
            lang::compile(text, &grundy::base::limits::Limits::DEFAULT).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(written::values(&game, 60).unwrap(), want, "{text}");
    }
}

#[test]
fn lieges_takes_one_or_splits_an_even_pile_in_three() {
    // CF 603C with k = 3, from its statement: n − 1, and for even n three piles of n/2.
    let want = table(2000, |n| {
        let mut o = Vec::new();
        if n >= 1 {
            o.push(vec![n - 1]);
        }
        if n >= 2 && n % 2 == 0 {
            o.push(vec![n / 2; 3]);
        }
        o
    });
    assert_eq!(written::values(&example("lieges"), 2000).unwrap(), want);
    // The editorial's law for odd k.
    fn law(n: usize) -> u32 {
        match n {
            0..=4 => [0, 1, 0, 1, 2][n],
            _ if n % 2 == 1 => 0,
            _ if law(n / 2) == 1 => 2,
            _ => 1,
        }
    }
    for (n, &g) in want.iter().enumerate() {
        assert_eq!(g, law(n), "G({n})");
    }
}

#[test]
fn c_type_words_before_a_variable_are_read_and_ignored() {
    // A contest programmer's habit: `for (int i = 1; …)`. Every variable is a 64-bit integer, so the type words say
    // nothing; the game is the same (take 1, 2 or 3, Bash: G(n) = n mod 4).
    let ways = [
        "state n\nfor (int i = 1; i <= 3; i++) { if i <= n { move n - i } }",
        "state n\nfor (long long i = 1; i <= 3; i++) { if i <= n { move n - i } }",
        "state n\nfor (auto i = 1; i <= 3; i++) { if i <= n { move n - i } }",
        "state n\nfor (unsigned long i = 1, j = 0; i <= 3; i++, j++) { if i <= n { move n - i } }",
        "state n\nint k = 1\nwhile k <= 3 { if k <= n { move n - k }; k++ }",
        "state n\nfor (long i = 3; i >= 1; i--) { long long left = n - i; if left >= 0 { move left } }",
    ];
    let want = table(60, |n| (1..=3).filter(|&s| s <= n).map(|s| vec![n - s]).collect());
    for (n, &g) in want.iter().enumerate() {
        assert_eq!(g as usize, n % 4);
    }
    for text in ways {
        let game =
            lang::compile(text, &grundy::base::limits::Limits::DEFAULT).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(written::values(&game, 60).unwrap(), want, "{text}");
    }
    // A variable may still be named like a type word.
    let game = lang::compile(
        "state n\nint = 1\nif n >= int { move n - int }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    assert_eq!(written::values(&game, 4).unwrap(), vec![0, 1, 0, 1]);
}

fn define(games: &mut notation::Defined, name: &str) -> std::sync::Arc<lang::RulesGame> {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    games.define(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_defined_game_is_a_game_of_the_notation() {
    use grundy::engine::analyze::analyze;
    use grundy::engine::search::Search;
    let mut games = notation::Defined::default();
    define(&mut games, "cutting");
    define(&mut games, "take-half");
    let parse_position = |t: &str| grundy::notation::parse_position_in(t, &games);
    let parse_game = |t: &str| grundy::notation::parse_game_in(t, &games);
    let g = written::grid(&example("cutting"), 8, 8).unwrap();
    // A sum of sheets is the XOR of their values, and the generic search from the moves alone agrees.
    for (a, b) in [((2, 3), (4, 4)), ((3, 3), (5, 2)), ((4, 5), (2, 6)), ((6, 6), (3, 4))] {
        let text = format!("cutting: ({},{}) ({},{})", a.0, a.1, b.0, b.1);
        let p = parse_position(&text).unwrap();
        assert_eq!(p.to_string(), text);
        let xor = g[a.0 * 8 + a.1] ^ g[b.0 * 8 + b.1];
        let result = analyze(&p, &Limits::DEFAULT).unwrap();
        assert_eq!(result.sg, Some(xor), "{text}");
        assert_eq!(Search::new(&Limits::DEFAULT).solve(&p).unwrap().sg, Some(xor), "{text}");
        // Every winning move listed leaves a position of value 0.
        for m in &result.winning_moves {
            let next = parse_position(&m.position).unwrap();
            assert_eq!(
                analyze(&next, &Limits::DEFAULT).unwrap().sg,
                Some(0),
                "{text} → {}",
                m.position
            );
        }
        assert_eq!(result.winning_moves.is_empty(), xor == 0);
    }
    // A one-number game is a heap game: its table, sums with other games, its misère play by search.
    assert_eq!(
        grundy::solve::values(
            &parse_game("take-half").unwrap(),
            8,
            &grundy::base::limits::Limits::DEFAULT
        )
        .unwrap(),
        [0, 0, 1, 0, 2, 1, 3, 0]
    );
    let p = parse_position("take-half: 4 6 + nim: 3").unwrap();
    assert_eq!(analyze(&p, &Limits::DEFAULT).unwrap().sg, Some(2 ^ 3 ^ 3));
    assert!(analyze(&parse_position("misere(take-half): 2 3").unwrap(), &Limits::DEFAULT).is_ok());
    // States are written in brackets, and must exist.
    let err = |t: &str| parse_position(t).unwrap_err().to_string();
    assert_eq!(
        err("cutting: 3 4"),
        "a state of cutting has 2 numbers: write each state in brackets, as (3,4) at column 10"
    );
    assert_eq!(
        err("cutting: (1,4)"),
        "(1,4) is not a state of cutting (its 'where' does not hold) at column 11"
    );
    assert_eq!(
        err("take-half: (3,4)"),
        "unexpected '(' in the heap sizes (expected numbers) at column 12"
    );
}

#[test]
fn a_rule_that_fails_inside_a_search_is_an_error_not_a_lost_move() {
    use grundy::notation::parse_position_in;
    // State 3's moves divide by zero; misère play is searched from the moves alone.
    let mut games = notation::Defined::default();
    games
        .define("name failing\nstate n\nif n > 0 { move n - 1 }\nif n == 3 { move 1 / (n - 3) }")
        .unwrap();
    let p = parse_position_in("misere(failing): 5", &games).unwrap();
    let e = grundy::engine::search::Search::new(&Limits::DEFAULT)
        .solve(&p)
        .unwrap_err()
        .to_string();
    assert_eq!(e, "division by zero for state 3 at line 4, column 20");
    let e = grundy::engine::analyze::analyze(&p, &Limits::DEFAULT)
        .unwrap_err()
        .to_string();
    assert_eq!(e, "division by zero for state 3 at line 4, column 20");
    // The next request starts clean.
    games.define("name fine\nstate n\nif n > 0 { move n - 1 }").unwrap();
    assert!(
        grundy::engine::analyze::analyze(&parse_position_in("misere(fine): 5", &games).unwrap(), &Limits::DEFAULT)
            .is_ok()
    );
}

#[test]
fn the_pattern_finder_states_what_the_tables_show() {
    use grundy::pattern::{of_grid, of_table};
    let said = |name: &str, n: usize| -> Vec<String> {
        let g = written::values(&example(name), n).unwrap();
        of_table(None, &g).iter().map(|p| p.explain()).collect()
    };
    // Take at most half: G(2n) = n and G(2n + 1) = G(n), the game's known law (crate/tests/similar.rs checks it
    // against a brute force to 16 000).
    assert_eq!(
        said("take-half", 1000),
        [
            "G(n) = n/2 for n ≡ 0 (mod 2) (holds for every such n < 1000)",
            "self-similar: G(2n + 1) = G(n) (holds for every such 2n + 1 < 1000)",
            "P-positions by name: G(n) = 0 exactly when n = 2^k − 1 (the powers of 2, shifted: 0, 1, 3, 7, 15, 31, 63, \
             127, 255, 511; holds for every n < 1000)"
        ]
    );
    assert_eq!(
        said("lasker", 400),
        [
            "arithmetic period: G(n + 4) = G(n) + 4 for n ≥ 1 (observed for every n < 400)",
            "G(n) = n − 1 for n ≡ 0 (mod 4), n ≥ 4 (holds for every such n < 400)",
            "G(n) = n for n ≡ 1, 2 (mod 4) (holds for every such n < 400)",
            "G(n) = n + 1 for n ≡ 3 (mod 4) (holds for every such n < 400)",
        ]
    );
    let hdu5795 = said("hdu5795", 200);
    assert_eq!(
        hdu5795[0],
        "arithmetic period: G(n + 8) = G(n) + 8 for n ≥ 1 (observed for every n < 200)"
    );
    assert!(hdu5795.contains(&"G(n) = n − 1 for n ≡ 0 (mod 8), n ≥ 8 (holds for every such n < 200)".to_string()));
    assert!(hdu5795.contains(&"G(n) = n + 1 for n ≡ 7 (mod 8) (holds for every such n < 200)".to_string()));
    // A theorem proves octal periods: Kayles (0.77) has period 12 from 71 (its last exception is G(70)).
    let kayles = grundy::notation::parse_game("kayles").unwrap();
    let g = grundy::solve::values(&kayles, 1000, &grundy::base::limits::Limits::DEFAULT).unwrap();
    assert_eq!(
        of_table(Some(&kayles), &g)[0].explain(),
        "periodic: G(n + 12) = G(n) for n ≥ 71 (preperiod 71, period 12; proven from the table up to 1000)"
    );
    // The king: every row and column has period 2, the P-positions are both coordinates even.
    let king = written::grid(&example("king"), 16, 16).unwrap();
    let found: Vec<String> = of_grid(&king, 16, 16, written::NOT_A_STATE)
        .iter()
        .map(|p| p.explain())
        .collect();
    assert_eq!(
        found[0],
        "rows x = 0–8, 15: G(x, y + 2) = G(x, y) once y ≥ 8 (observed for y < 16)"
    );
    assert_eq!(
        found[1],
        "columns y = 0–8, 15: G(x + 2, y) = G(x, y) once x ≥ 8 (observed for x < 16)"
    );
    let zeros: Vec<String> = (0..8)
        .flat_map(|x| (0..8).map(move |y| (2 * x, 2 * y)))
        .map(|(x, y)| format!("({x},{y})"))
        .collect();
    assert!(found.last().unwrap().contains(&zeros[..40].join(" ")), "{found:?}");
    // A sum in disguise: the table of two Nim heaps, G(x, y) = x ⊕ y.
    let nim2 = lang::compile(
        "state (x, y)\nfor k in range(1, x + 1) { move (x - k, y) }\nfor k in range(1, y + 1) { move (x, y - k) }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    let grid = written::grid(&nim2, 10, 10).unwrap();
    let found = of_grid(&grid, 10, 10, written::NOT_A_STATE);
    assert!(
        matches!(&found[0], grundy::pattern::Pattern::Sum { row, .. } if row == &(0..10).collect::<Vec<u32>>()),
        "{found:?}"
    );
    // The cutting game is no sum; its P-positions include POJ 2311's sample (2,2) and (3,2), not (4,2).
    let cut = written::grid(&example("cutting"), 12, 12).unwrap();
    let found = of_grid(&cut, 12, 12, written::NOT_A_STATE);
    assert!(!matches!(found[0], grundy::pattern::Pattern::Sum { .. }));
    let zeros = found.last().unwrap().explain();
    assert!(
        zeros.starts_with("P-positions (G = 0) with x < 12, y < 12: (2,2) (2,3) "),
        "{zeros}"
    );
    assert!(zeros.contains(" (3,2) ") && !zeros.contains("(4,2)"), "{zeros}");
}

mod fuzz {
    //! Random rule texts, from the language's own words: compiling never panics, and a text that compiles runs on
    //! small states (with a small step budget) to an answer or a refusal with a code, never a panic.
    use grundy::lang;
    use grundy::solve::written;
    use proptest::prelude::*;

    const WORDS: &[&str] = &[
        "state n",
        "state (a, b)",
        "where n > 0",
        "move n - 1",
        "move n / 2",
        "move n % 3",
        "move a, b",
        "move (a, b)",
        "move (a - 1, b)",
        "move",
        "move n + 1",
        "move 0, 0",
        "for k in range(1, n) {",
        "for k in range(n, 0, -1) {",
        "for k in [1, 2, 3] {",
        "for (i = 0; i < n; i++) {",
        "while n > 0 {",
        "while x < 9 {",
        "if n & 1 {",
        "} else {",
        "}",
        "{",
        "x = n",
        "x += 1",
        "x = x << 70",
        "x = 1 / (n - 2)",
        "x = -x",
        "k = 3",
        "break",
        "continue",
        "move k",
        "move x",
        "move min(n, 2)",
        "move abs(x) % 5",
        "name g",
        "name nim",
        "#",
        "//",
        "n // 2",
        ";",
        "(",
        ")",
        ",",
        "==",
        "&&",
        "or",
        "not",
        "1",
        "0x1f",
        "99999999999999999999",
        "popcount(n)",
        "\n",
    ];

    fn text() -> impl Strategy<Value = String> {
        proptest::collection::vec(prop::sample::select(WORDS), 1..24).prop_map(|w| w.join("\n"))
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
        #[test]
        fn any_text_compiles_or_says_where_and_any_rule_runs_or_refuses(text in text()) {
            match lang::compile(&text, &grundy::base::limits::Limits::DEFAULT) {
                Err(e) => prop_assert!(e.at.is_some() || e.code() == grundy::base::error::Code::TextTooLong, "{e}"),
                Ok(game) => {
                    let game = game.with_steps(1 << 12);
                    if game.arity == 1 {
                        let _ = written::values(&game, 12);
                    } else if game.arity == 2 {
                        let _ = written::grid(&game, 5, 5);
                    }
                }
            }
        }

        #[test]
        fn any_characters_compile_or_say_where(text in "\\PC{0,200}") {
            if let Err(e) = lang::compile(&text, &grundy::base::limits::Limits::DEFAULT) {
                prop_assert!(e.at.is_some(), "{e}");
            }
        }
    }
}

#[test]
fn every_state_starts_from_fresh_variables() {
    // x is set only for state 5: every other state must see x = 0, not what a state before it left.
    let game = lang::compile(
        "state n\nif n == 5 { x = 1 }\nif n > 0 { move x }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    // By hand: states 1…4 and 6… move to 0 (value 1); state 5 moves to 1 (value 1), so it is 0.
    assert_eq!(written::values(&game, 9).unwrap(), [0, 1, 1, 1, 1, 0, 1, 1, 1]);
    // Constant parts are computed once, and a constant division by zero still fails where it is written.
    let zero = lang::compile(
        "state n\nif n > 0 { move n - 1 + 1 / 0 }",
        &grundy::base::limits::Limits::DEFAULT,
    )
    .unwrap();
    assert_eq!(
        written::values(&zero, 3).unwrap_err().to_string(),
        "division by zero for state 1 at line 2, column 27"
    );
}

#[test]
fn asking_what_a_request_costs_solves_nothing() {
    // State (1, 1) divides by zero: estimating (5, 5) must not run the rule there (it used to solve the whole game).
    let mut games = notation::Defined::default();
    games.define(
        "name costly\nstate (x, y)\nif x == 1 && y == 1 { z = 1 / 0 }\nif x > 0 { move (x - 1, y) }\nif y > 0 { move (x, y - 1) }",
    )
    .unwrap();
    // The same moves without the fault: had the estimate run the rule, it would have failed or differed.
    games
        .define("name fine\nstate (x, y)\nif x > 0 { move (x - 1, y) }\nif y > 0 { move (x, y - 1) }")
        .unwrap();
    let parse_position = |t: &str| grundy::notation::parse_position_in(t, &games);
    let small = grundy::engine::cost::position(&parse_position("costly: (5,5)").unwrap(), &Limits::DEFAULT);
    assert_eq!(
        small,
        grundy::engine::cost::position(&parse_position("fine: (5,5)").unwrap(), &Limits::DEFAULT)
    );
    assert!(small <= Limits::DEFAULT.main_thread_work, "{small}");
    // A sheet of 2000 × 2000 has four million states below it: the worker's.
    let mut games = games.clone();
    define(&mut games, "cutting");
    let parse_position = |t: &str| grundy::notation::parse_position_in(t, &games);
    let large = grundy::engine::cost::position(&parse_position("cutting: (2000,2000)").unwrap(), &Limits::DEFAULT);
    assert!(large > Limits::DEFAULT.main_thread_work, "{large}");
    // The rule itself does fail there.
    assert!(grundy::engine::analyze::analyze(&parse_position("costly: (5,5)").unwrap(), &Limits::DEFAULT).is_err());
}

/// A `range` loop whose body is one move runs its turns in one instruction (Ins::RangeMove): the same loop with a
/// second statement in its body, which the machine runs instruction by instruction, must list the same moves and
/// fail the same way (a number out of bounds, too many moves, the step budget spent) from every state.
#[test]
fn a_loop_run_whole_lists_what_its_instructions_list() {
    let bodies = [
        ("(x - k, y)", "(x - t, y)"),
        ("(x, y - k)", "(x, y - t)"),
        ("(x - k, y + k)", "(x - t, y + t)"),
        ("(k, 3)", "(t, 3)"),
        ("(x + k, k)", "(x + t, t)"),
        ("(7 - k, x)", "(7 - t, x)"),
    ];
    let ranges = [
        "range(1, x + 1)",
        "range(0, y)",
        "range(x, y)",
        "range(2, 12)",
        "range(0, 1 << 21)",
    ];
    for steps in [Limits::DEFAULT.rule_steps, 5] {
        for (fused, plain) in bodies {
            for range in ranges {
                let one = lang::compile(
                    &format!("state (x, y)\nfor k in {range} {{ move {fused} }}"),
                    &grundy::base::limits::Limits::DEFAULT,
                )
                .unwrap()
                .with_steps(steps);
                let two = lang::compile(
                    &format!("state (x, y)\nfor k in {range} {{ t = k\nmove {plain} }}"),
                    &grundy::base::limits::Limits::DEFAULT,
                )
                .unwrap()
                .with_steps(steps);
                assert!(!one.program.ranges.is_empty(), "{fused} in {range} runs whole");
                assert!(two.program.ranges.is_empty());
                for state in [[0, 0], [3, 5], [5, 3], [9, 9], [12, 2]] {
                    let what = format!("{fused} in {range} from {state:?}, {steps} steps");
                    match (one.moves(&state), two.moves(&state)) {
                        (Ok(a), Ok(b)) => {
                            assert_eq!((a.numbers, a.ends), (b.numbers, b.ends), "{what}");
                        }
                        (Err(a), Err(b)) => assert_eq!(a.code(), b.code(), "{what}: {a} / {b}"),
                        (a, b) => panic!("{what}: {:?} / {:?}", a.map(|m| m.len()), b.map(|m| m.len())),
                    }
                }
            }
        }
    }
}

/// The games a name stands for are a value the caller holds: two callers may define the same name differently,
/// and parsing depends on nothing but the text and that value (no earlier call).
#[test]
fn each_caller_holds_its_own_defined_games() {
    use grundy::notation::{parse_game, parse_game_in};
    let (mut one, mut two) = (notation::Defined::default(), notation::Defined::default());
    // take any number (Nim: G(n) = n) against take 1 (G(n) = n mod 2), both named "take".
    one.define("name take\nstate n\nfor k in range(1, n + 1) { move n - k }")
        .unwrap();
    two.define("name take\nstate n\nif n > 0 { move n - 1 }").unwrap();
    let values = |d: &notation::Defined| {
        grundy::solve::values(
            &parse_game_in("take", d).unwrap(),
            7,
            &grundy::base::limits::Limits::DEFAULT,
        )
        .unwrap()
    };
    assert_eq!(values(&one), [0, 1, 2, 3, 4, 5, 6]);
    assert_eq!(values(&two), [0, 1, 0, 1, 0, 1, 0]);
    // Without them the name is unknown, however many games were defined before.
    assert_eq!(
        parse_game("take").unwrap_err().code(),
        grundy::base::error::Code::UnknownGame
    );
    // A step budget is the caller's too: one step a state stops the first game's loop at state 3 (its turns need two
    // steps back), and leaves the other caller's game alone.
    one.set_limits(grundy::base::limits::Limits {
        rule_steps: 1,
        ..*one.limits()
    });
    let game = parse_game_in("take", &one).unwrap();
    assert_eq!(
        grundy::solve::values(&game, 7, &grundy::base::limits::Limits::DEFAULT)
            .unwrap_err()
            .code(),
        grundy::base::error::Code::RuleSteps
    );
    assert!(grundy::solve::values(
        &parse_game_in("take", &two).unwrap(),
        7,
        &grundy::base::limits::Limits::DEFAULT
    )
    .is_ok());
}
