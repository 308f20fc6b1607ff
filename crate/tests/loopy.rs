//! Tokens on graphs with cycles as positions (issue 25): who wins, the winning moves, the computer's play and the
//! drawn graph of positions, against the product graph of the tokens played out by retrograde analysis (each state
//! a tuple of tokens, each move one token along one edge), not against the generalised values the engine uses.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::engine::analyze::analyze;
use grundy::notation::parse_position;
use grundy::page::layout::layout_position;
use grundy::page::play::{computer_move, find_move, moves};
use grundy::theory::loopy::{outcomes, Outcome};
use grundy::Position;
use std::collections::HashMap;

struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random graph on `vertices` vertices with at least one cycle.
fn random_graph(r: &mut Random, vertices: u32) -> Vec<(u32, u32)> {
    let mut edges: Vec<(u32, u32)> = (0..r.below(3 * vertices as u64))
        .map(|_| (r.below(vertices as u64) as u32, r.below(vertices as u64) as u32))
        .collect();
    let a = r.below(vertices as u64) as u32;
    let b = r.below(vertices as u64) as u32;
    edges.push((a, b));
    edges.push((b, a));
    edges.sort_unstable();
    edges.dedup();
    edges
}

fn graph_text(vertices: u32, edges: &[(u32, u32)]) -> String {
    let mut items: Vec<String> = edges.iter().map(|(a, b)| format!("{a}>{b}")).collect();
    items.push((vertices - 1).to_string());
    format!("graph({})", items.join(","))
}

fn position(graph: &str, tokens: &[u32]) -> Position {
    let heaps: Vec<String> = tokens.iter().map(u32::to_string).collect();
    parse_position(&format!("{graph}: {}", heaps.join(" "))).unwrap()
}

/// Every tuple of `k` tokens, played out on the product graph: outcome by tuple.
fn played(vertices: u32, edges: &[(u32, u32)], k: u32) -> HashMap<Vec<u32>, Outcome> {
    let v = vertices as usize;
    let states = v.pow(k);
    let tuple = |s: usize| -> Vec<u32> { (0..k).map(|i| (s / v.pow(i) % v) as u32).collect() };
    let mut product = Vec::new();
    for s in 0..states {
        let t = tuple(s);
        for (i, &at) in t.iter().enumerate() {
            for &(from, to) in edges.iter().filter(|e| e.0 == at) {
                let place = v.pow(i as u32);
                product.push((s, s - from as usize * place + to as usize * place));
            }
        }
    }
    let (outcome, _) = outcomes(states, &product);
    (0..states).map(|s| (tuple(s), outcome[s])).collect()
}

fn tokens(p: &Position) -> Vec<u32> {
    p.components[0].heaps.clone()
}

#[test]
fn analysis_and_winning_moves_agree_with_play() {
    let mut r = Random(0x1524_209e);
    let mut seen = HashMap::new();
    for _ in 0..120 {
        let vertices = 2 + r.below(5) as u32;
        let edges = random_graph(&mut r, vertices);
        let graph = graph_text(vertices, &edges);
        for k in 1..=3 {
            let truth = played(vertices, &edges, k);
            for (t, &outcome) in &truth {
                let p = position(&graph, t);
                let a = analyze(&p, &Limits::DEFAULT).unwrap();
                *seen.entry(format!("{outcome:?}")).or_insert(0) += 1;
                assert_eq!(a.first_player_wins, outcome == Outcome::Win, "{p}");
                assert_eq!(a.draw, outcome == Outcome::Draw, "{p}");
                // The winning moves are exactly the moves to positions lost for the opponent.
                let all = moves(&p).unwrap().moves;
                let winning: Vec<&str> = all
                    .iter()
                    .filter(|m| truth[&tokens(&parse_position(&m.position).unwrap())] == Outcome::Lose)
                    .map(|m| m.position.as_str())
                    .collect();
                let listed: Vec<&str> = a.winning_moves.iter().map(|m| m.position.as_str()).collect();
                assert_eq!(listed, winning, "{p}");
                assert_eq!(a.count, Some(winning.len() as u64), "{p}");
                // Every move is recognised from the position it leaves.
                for m in &all {
                    let next = parse_position(&m.position).unwrap();
                    assert_eq!(find_move(&p, &next).unwrap().position, m.position, "{p}");
                }
            }
        }
    }
    // The random graphs reach all three outcomes, many times.
    for o in ["Win", "Lose", "Draw"] {
        assert!(seen.get(o).copied().unwrap_or(0) > 300, "{o}: {seen:?}");
    }
}

/// From a won position, the computer's moves (against every reply) end the game: the tree of its strategy has no
/// cycle and every branch ends with the opponent unable to move. From a drawn one, it never moves to a position won
/// for the opponent.
#[test]
fn the_computer_wins_won_positions_and_keeps_draws() {
    let mut r = Random(0x5317_0001);
    let mut wins = 0;
    let mut draws = 0;
    for _ in 0..80 {
        let vertices = 2 + r.below(5) as u32;
        let edges = random_graph(&mut r, vertices);
        let graph = graph_text(vertices, &edges);
        for k in 1..=3 {
            let truth = played(vertices, &edges, k);
            for (t, &outcome) in &truth {
                let p = position(&graph, t);
                match outcome {
                    Outcome::Win => {
                        wins += 1;
                        // 0: not seen, 1: on the path, 2: done; nodes are (tokens, whether the computer moves).
                        let mut state: HashMap<(Vec<u32>, bool), u8> = HashMap::new();
                        assert!(
                            ends(&p, true, &truth, &mut state),
                            "the computer's win from {p} need not end"
                        );
                    }
                    Outcome::Draw => {
                        draws += 1;
                        let m = computer_move(&p, &Limits::DEFAULT)
                            .unwrap()
                            .expect("a drawn position has a move");
                        let next = tokens(&parse_position(&m.r#move.position).unwrap());
                        assert_eq!(truth[&next], Outcome::Draw, "{p} → {}", m.r#move.position);
                        assert!(!m.winning && m.draw, "{p}");
                    }
                    Outcome::Lose => {
                        if let Some(m) = computer_move(&p, &Limits::DEFAULT).unwrap() {
                            assert!(!m.winning, "{p}");
                        }
                    }
                }
            }
        }
    }
    assert!(wins > 300 && draws > 300, "{wins} won, {draws} drawn");
}

/// Whether every play from `p` (the computer to move when `computer`) following the computer's moves ends, with
/// the opponent unable to move; false on a cycle.
fn ends(
    p: &Position,
    computer: bool,
    truth: &HashMap<Vec<u32>, Outcome>,
    state: &mut HashMap<(Vec<u32>, bool), u8>,
) -> bool {
    let node = (tokens(p), computer);
    match state.get(&node) {
        Some(1) => return false,
        Some(_) => return true,
        None => {}
    }
    state.insert(node.clone(), 1);
    let ok = if computer {
        let m = computer_move(p, &Limits::DEFAULT)
            .unwrap()
            .expect("a won position has a move");
        assert!(m.winning, "{p}");
        let next = parse_position(&m.r#move.position).unwrap();
        assert_eq!(truth[&tokens(&next)], Outcome::Lose, "{p} → {next}");
        ends(&next, false, truth, state)
    } else {
        moves(p)
            .unwrap()
            .moves
            .iter()
            .all(|m| ends(&parse_position(&m.position).unwrap(), true, truth, state))
    };
    state.insert(node, 2);
    ok
}

#[test]
fn the_graph_of_positions_draws_cycles_and_draws() {
    let mut r = Random(0xabc_209e);
    for _ in 0..60 {
        let vertices = 2 + r.below(6) as u32;
        let edges = random_graph(&mut r, vertices);
        let graph = graph_text(vertices, &edges);
        let truth = played(vertices, &edges, 2);
        let p = position(
            &graph,
            &[r.below(vertices as u64) as u32, r.below(vertices as u64) as u32],
        );
        let layout = layout_position(&p, None, &Limits::DEFAULT).unwrap();
        for node in &layout.nodes {
            let mut t = tokens(&parse_position(&node.position).unwrap());
            let o = truth[&t];
            t.reverse();
            assert_eq!(truth[&t], o, "the order of tokens does not matter");
            assert_eq!(
                (node.wins, node.draw),
                (o == Outcome::Win, o == Outcome::Draw),
                "{}",
                node.position
            );
        }
        // Layers in the order retrograde analysis decides: a lost position's moves all go down, a won one has a
        // move down to a lost one, and the draws sit above every decided position.
        let n = &layout.nodes;
        let options = |i: usize| {
            layout
                .edges
                .iter()
                .filter(move |e| e[0] as usize == i)
                .map(|e| e[1] as usize)
        };
        let lowest_draw = n.iter().filter(|x| x.draw).map(|x| x.layer).min().unwrap_or(u32::MAX);
        for (i, node) in n.iter().enumerate() {
            if node.draw {
                continue;
            }
            assert!(
                node.layer < lowest_draw,
                "{}: decided, yet at a draw's layer",
                node.position
            );
            if node.wins {
                assert!(
                    options(i).any(|j| !n[j].wins && !n[j].draw && n[j].layer < node.layer),
                    "{}",
                    node.position
                );
            } else {
                assert!(options(i).all(|j| n[j].layer < node.layer), "{}", node.position);
            }
        }
        // Every move of every drawn position is an edge, and each edge is a move.
        for (i, node) in layout.nodes.iter().enumerate() {
            let from = parse_position(&node.position).unwrap();
            let drawn: Vec<u32> = layout.edges.iter().filter(|e| e[0] == i as u32).map(|e| e[1]).collect();
            let mut next: Vec<String> = moves(&from).unwrap().moves.into_iter().map(|m| m.position).collect();
            next.iter_mut().for_each(|n| *n = sorted(n));
            next.sort();
            next.dedup();
            let mut to: Vec<String> = drawn
                .iter()
                .map(|&j| sorted(&layout.nodes[j as usize].position))
                .collect();
            to.sort();
            assert_eq!(to, next, "{}", node.position);
        }
    }
}

/// The position with its tokens in order (the graph of positions draws tokens in any order once).
fn sorted(position: &str) -> String {
    let p = parse_position(position).unwrap();
    let mut t = tokens(&p);
    t.sort_unstable();
    let graph = position.split(':').next().unwrap();
    let heaps: Vec<String> = t.iter().map(u32::to_string).collect();
    format!("{graph}: {}", heaps.join(" "))
}

#[test]
fn a_cycle_is_a_position_not_a_table() {
    // The notes' graphs stay heap games; a cycle makes the loopy family, which has no table and plays alone.
    let e = grundy::notation::parse_game("graph(0>1,1>0)").unwrap_err();
    assert!(e.to_string().contains("0 > 1 > 0"), "{e}");
    let e = parse_position("graph(0>1,1>0): 0 + nim: 3").unwrap_err();
    assert_eq!(e.code(), grundy::base::error::Code::LoopyAlone);
    // ABC 209 E's sample 1 as a graph: abc (0) > bcd... words are edges between their ends: 0 = "abc", 1 = "bcd",
    // 2 = "cda", 3 = "ada": abcd is 0>1, bcda is 1>2, ada is 3>3. From bcd (Aoki to say bcda) the mover wins; from
    // "ada" the game never ends.
    let a = analyze(&position("graph(0>1,1>2,3>3)", &[1]), &Limits::DEFAULT).unwrap();
    assert!(a.first_player_wins && !a.draw);
    let a = analyze(&position("graph(0>1,1>2,3>3)", &[3]), &Limits::DEFAULT).unwrap();
    assert!(a.draw && !a.first_player_wins && a.winning_moves.is_empty());
}
