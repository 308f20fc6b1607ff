//! HDU 1524 input: read into a graph and queries, with WIN/LOSE checked by a brute-force search over tokens.

use grundy::base::limits::Limits;
use grundy::contest::import::hdu1524;
use grundy::game::Game;
use grundy::notation::parse_position;
use std::collections::HashMap;

/// Whether the player to move wins with tokens on `tokens` (sorted), from the successor lists alone.
fn wins(succ: &[Vec<u32>], tokens: Vec<u32>, memo: &mut HashMap<Vec<u32>, bool>) -> bool {
    if let Some(&w) = memo.get(&tokens) {
        return w;
    }
    let mut w = false;
    for i in 0..tokens.len() {
        for &t in &succ[tokens[i] as usize] {
            let mut next = tokens.clone();
            next[i] = t;
            next.sort_unstable();
            if !wins(succ, next, memo) {
                w = true;
            }
        }
    }
    memo.insert(tokens, w);
    w
}

// A constructed input in the problem's format: two test cases. The first graph is 0→1, 0→2, 1→2, 2→3, 4→3, 4→0,
// with a query split over two lines and the final 0 on a line of its own; the second case (0→1) ends without its 0.
const INPUT: &str = "5
2 1 2
1 2
1 3
0
2 3 0
1 0
2 2 4
3 0 4
   4
1 1
0
2
1 1
0
2 0 1
2 0 0
";

#[test]
fn successor_lists_become_a_graph_and_queries() {
    let cases = hdu1524(INPUT, &Limits::DEFAULT).unwrap();
    assert_eq!(cases.len(), 2);
    assert_eq!(cases[0].game.to_string(), "graph(0>1,0>2,1>2,2>3,4>3,4>0)");
    assert_eq!(cases[0].queries, [vec![0], vec![2, 4], vec![0, 4, 4], vec![1]]);
    assert_eq!(cases[1].game.to_string(), "graph(0>1)");
    assert_eq!(cases[1].queries, [vec![0, 1], vec![0, 0]]);
}

#[test]
fn win_or_lose_matches_a_brute_force_search() {
    let successors: [&[Vec<u32>]; 2] = [&[vec![1, 2], vec![2], vec![3], vec![], vec![3, 0]], &[vec![1], vec![]]];
    let mut answers = Vec::new();
    for (case, succ) in hdu1524(INPUT, &Limits::DEFAULT).unwrap().iter().zip(successors) {
        let mut memo = HashMap::new();
        for q in &case.queries {
            let tokens: Vec<String> = q.iter().map(u32::to_string).collect();
            let position = parse_position(&format!("{}: {}", case.game, tokens.join(" "))).unwrap();
            let a = grundy::engine::analyze::analyze(&position, &Limits::DEFAULT).unwrap();
            let mut sorted = q.clone();
            sorted.sort_unstable();
            assert_eq!(a.first_player_wins, wins(succ, sorted, &mut memo), "{position}");
            answers.push(if a.first_player_wins { "WIN" } else { "LOSE" });
        }
    }
    // By hand: G(3) = 0, G(2) = 1, G(1) = 0, G(0) = mex{0, 1} = 2, G(4) = mex{0, 2} = 1; second graph G = 1, 0.
    assert_eq!(answers, ["WIN", "LOSE", "WIN", "LOSE", "WIN", "LOSE"]);
}

#[test]
fn errors_say_the_line_and_column() {
    let err = |text: &str| hdu1524(text, &Limits::DEFAULT).unwrap_err().to_string();
    assert_eq!(
        err(""),
        "expected the number of vertices N (the input is empty) at line 1, column 1"
    );
    assert_eq!(
        err("2\n1 x\n0"),
        "expected a successor of vertex 0, found 'x' at line 2, column 3"
    );
    assert_eq!(
        err("2\n1 5\n0"),
        "vertex 5 is not in the graph (its vertices are 0..1) at line 2, column 3"
    );
    assert_eq!(
        err("2\n1 1\n"),
        "expected the number of moves from vertex 1, found the end of the input at line 3, column 1"
    );
    assert_eq!(
        err("2\n1 1\n0\n1 2"),
        "vertex 2 is not in the graph (its vertices are 0..1) at line 4, column 3"
    );
    assert!(
        err("2\n1 1\n1 0\n1 0\n0").starts_with("the graph has a cycle, so its vertices have no SG values: 0 > 1 > 0")
    );
    assert_eq!(err("0"), "N must be between 1 and 1048576 at line 1, column 1");
    assert_eq!(
        err("2\n1 -1"),
        "expected a successor of vertex 0, found '-1' at line 2, column 3"
    );
    assert_eq!(
        err("99999999999"),
        "number too large (the limit is 1048576) at line 1, column 1"
    );
    // Columns count characters, not bytes.
    assert_eq!(
        err("2\n1 ｘ"),
        "expected a successor of vertex 0, found 'ｘ' at line 2, column 3"
    );
    assert_eq!(
        err("1\n0\n1 0 ｘ 1"),
        "expected the number of tokens, found 'ｘ' at line 3, column 5"
    );
}

#[test]
fn imported_games_are_graphs() {
    for case in hdu1524(INPUT, &Limits::DEFAULT).unwrap() {
        assert!(matches!(case.game, Game::Graph(_)));
    }
}

/// HDU 1524's sample input as it is usually quoted (two test cases). The expected output below is checked again
/// here by the brute-force search, so a misremembered sample would fail rather than pass.
const SAMPLE: &str = "4
2 1 2
0
1 3
0
1 0
2 0 2
0
4
1 1
1 2
0
0
2 0 1
2 1 1
3 0 1 3
0
";

#[test]
fn the_problem_sample() {
    let successors: [&[Vec<u32>]; 2] = [
        &[vec![1, 2], vec![], vec![3], vec![]],
        &[vec![1], vec![2], vec![], vec![]],
    ];
    let mut answers = Vec::new();
    for (case, succ) in hdu1524(SAMPLE, &Limits::DEFAULT).unwrap().iter().zip(successors) {
        let mut memo = HashMap::new();
        for q in &case.queries {
            let mut sorted = q.clone();
            sorted.sort_unstable();
            let brute = wins(succ, sorted, &mut memo);
            let tokens: Vec<String> = q.iter().map(u32::to_string).collect();
            let position = parse_position(&format!("{}: {}", case.game, tokens.join(" "))).unwrap();
            assert_eq!(
                grundy::engine::analyze::analyze(&position, &Limits::DEFAULT)
                    .unwrap()
                    .first_player_wins,
                brute
            );
            answers.push(if brute { "WIN" } else { "LOSE" });
        }
    }
    assert_eq!(answers, ["WIN", "WIN", "WIN", "LOSE", "WIN"]);
}
