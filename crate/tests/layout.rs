//! The layered layout: every move goes down, layers are longest paths to a sink (checked against the source notes'
//! picture and against a brute-force longest path), the result is deterministic, barycentre sweeps reduce crossings,
//! and sizes past the limits are refused.

use grundy::base::limits::Limits;
use grundy::notation::parse_game;
use grundy::page::layout::{crossings, layered, layout_graph, layout_graph_with, layout_grid, Layout};
use std::collections::BTreeSet;
use std::time::Instant;

fn graph(game: &str, n: usize) -> Layout {
    layout_graph(&parse_game(game).unwrap(), n, &Limits::DEFAULT).unwrap()
}

/// Edges as (from state, to state), for comparing with lists written by hand.
fn state_edges(l: &Layout) -> BTreeSet<(u32, u32)> {
    l.edges
        .iter()
        .map(|e| (l.nodes[e[0] as usize].id, l.nodes[e[1] as usize].id))
        .collect()
}

/// G(0..n) of a subtraction game from the definition.
fn subtraction_by_definition(set: &[u32], n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::new();
    for i in 0..n as u32 {
        let opts: BTreeSet<u32> = set.iter().filter(|&&s| s <= i).map(|&s| g[(i - s) as usize]).collect();
        g.push((0..).find(|v| !opts.contains(v)).unwrap());
    }
    g
}

/// The links layers follow: the moves, and for a pair node a+b (id n + k) the "made of" links to a and b.
fn links(l: &Layout) -> Vec<[u32; 2]> {
    let n = (l.nodes.len() - l.pairs.len()) as u32;
    let mut all = l.edges.clone();
    for (k, &[a, b]) in l.pairs.iter().enumerate() {
        all.push([n + k as u32, a]);
        all.push([n + k as u32, b]);
    }
    all
}

/// The longest path from `v` to a sink, by memoised recursion over the links.
fn longest_path(l: &Layout, v: u32, memo: &mut Vec<Option<u32>>) -> u32 {
    if let Some(d) = memo[v as usize] {
        return d;
    }
    let succ: Vec<u32> = links(l).iter().filter(|e| e[0] == v).map(|e| e[1]).collect();
    let d = succ
        .into_iter()
        .map(|w| 1 + longest_path(l, w, memo))
        .max()
        .unwrap_or(0);
    memo[v as usize] = Some(d);
    d
}

fn assert_well_formed(l: &Layout) {
    for e in &l.edges {
        let (a, b) = (&l.nodes[e[0] as usize], &l.nodes[e[1] as usize]);
        assert!(a.layer > b.layer, "{} -> {} does not go down", a.label, b.label);
        assert!(a.y < b.y, "{} -> {} is not drawn downwards", a.label, b.label);
    }
    for n in &l.nodes {
        assert!(
            n.x >= 0.0 && n.x < l.width && n.y >= 0.0 && n.y < l.height,
            "{n:?} outside {}x{}",
            l.width,
            l.height
        );
        assert_eq!(n.y, l.height - 1.0 - n.layer as f64);
    }
    // No two nodes share a slot.
    let slots: BTreeSet<(u64, u64)> = l.nodes.iter().map(|n| ((n.x * 2.0) as u64, n.y as u64)).collect();
    assert_eq!(slots.len(), l.nodes.len());
}

#[test]
fn the_notes_take_at_most_three_from_five() {
    // Source note 000: from 5, take 1 to 3: 5→4,3,2; 4→3,2,1; 3→2,1,0; 2→1,0; 1→0; SG = 0,1,2,3,0,1.
    let expected: BTreeSet<(u32, u32)> = [
        (5, 4),
        (5, 3),
        (5, 2),
        (4, 3),
        (4, 2),
        (4, 1),
        (3, 2),
        (3, 1),
        (3, 0),
        (2, 1),
        (2, 0),
        (1, 0),
    ]
    .into_iter()
    .collect();
    for l in [
        graph("sub(1..3)", 6),
        graph("graph(5>4,5>3,5>2,4>3,4>2,4>1,3>2,3>1,3>0,2>1,2>0,1>0)", 6),
    ] {
        assert_eq!(state_edges(&l), expected);
        let by_state = |s: u32| l.nodes.iter().find(|n| n.id == s).unwrap();
        // Layers 5, 4, 3, 2, 1, 0 from the top: the longest path from s is s, s-1, …, 0.
        for s in 0..6 {
            assert_eq!(by_state(s).layer, s);
            assert_eq!(by_state(s).y, (5 - s) as f64);
            assert_eq!(by_state(s).label, s.to_string());
        }
        let sg: Vec<u32> = (0..6).map(|s| by_state(s).sg).collect();
        assert_eq!(sg, [0, 1, 2, 3, 0, 1]);
        assert_eq!((l.width, l.height), (1.0, 6.0));
        assert_well_formed(&l);
    }
}

#[test]
fn layers_are_longest_paths_and_every_move_goes_down() {
    for (game, n) in [
        ("sub(1,3,4)", 40),
        ("sub(2,5)", 30),
        ("nim", 25),
        ("allbut(1,2)", 30),
        ("kayles", 30),
        ("dawson", 30),
        ("0.137", 30),
    ] {
        let l = graph(game, n);
        assert_eq!(l.nodes.len(), n + l.pairs.len());
        assert!(!l.pairs_omitted);
        assert_well_formed(&l);
        let mut memo = vec![None; l.nodes.len()];
        for (v, node) in l.nodes.iter().enumerate() {
            assert_eq!(
                node.layer,
                longest_path(&l, v as u32, &mut memo),
                "{game}: state {}",
                node.id
            );
        }
    }
    let l = graph("graph(0>1, 0>2, 1>3, 2>3, 3>4, 0>4, 5>4)", 6);
    assert_well_formed(&l);
    let layers: Vec<u32> = l.nodes.iter().map(|n| n.layer).collect();
    assert_eq!(layers, [3, 2, 2, 1, 0, 1]);
}

#[test]
fn heap_games_draw_single_heap_moves_only() {
    // Subtraction: h → h−s. Values from the definition.
    let l = graph("sub(1,3,4)", 12);
    let expected: BTreeSet<(u32, u32)> = (0..12u32)
        .flat_map(|h| {
            [1u32, 3, 4]
                .into_iter()
                .filter(move |&s| s <= h)
                .map(move |s| (h, h - s))
        })
        .collect();
    assert_eq!(state_edges(&l), expected);
    let sg: Vec<u32> = l.nodes.iter().map(|n| n.sg).collect();
    assert_eq!(sg, subtraction_by_definition(&[1, 3, 4], 12));
    // Kayles (0.77) and Grundy's game (4!.0): every option drawn, a split as the pair node "a+b" valued
    // G(a) ⊕ G(b), by the definition.
    for (game, digits, unequal, n) in [("kayles", [0u32, 7, 7], false, 12), ("grundy", [4, 0, 0], true, 14)] {
        let l = graph(game, n);
        let mut g: Vec<u32> = Vec::new();
        let mut expected: BTreeSet<(String, String)> = BTreeSet::new();
        for h in 0..n as u32 {
            let mut options = BTreeSet::new();
            for (k, &d) in digits.iter().enumerate() {
                let k = k as u32;
                if k > h {
                    continue;
                }
                let rest = h - k;
                if d & 1 == 1 && rest == 0 {
                    expected.insert((h.to_string(), "0".into()));
                    options.insert(0);
                }
                if d & 2 == 2 && rest > 0 {
                    expected.insert((h.to_string(), rest.to_string()));
                    options.insert(g[rest as usize]);
                }
                if d & 4 == 4 {
                    for a in 1..=rest / 2 {
                        if !(unequal && 2 * a == rest) {
                            expected.insert((h.to_string(), format!("{a}+{}", rest - a)));
                            options.insert(g[a as usize] ^ g[(rest - a) as usize]);
                        }
                    }
                }
            }
            g.push((0..).find(|v| !options.contains(v)).unwrap());
        }
        let drawn: BTreeSet<(String, String)> = l
            .edges
            .iter()
            .map(|e| {
                (
                    l.nodes[e[0] as usize].label.clone(),
                    l.nodes[e[1] as usize].label.clone(),
                )
            })
            .collect();
        assert_eq!(drawn, expected, "{game}");
        for node in &l.nodes {
            let value = match node.label.split_once('+') {
                Some((a, b)) => g[a.parse::<usize>().unwrap()] ^ g[b.parse::<usize>().unwrap()],
                None => g[node.label.parse::<usize>().unwrap()],
            };
            assert_eq!(node.sg, value, "{game}: {}", node.label);
        }
        assert_well_formed(&l);
    }
    // Past the limit of pair nodes, splits are left out (and the layout says so).
    let l = graph("kayles", 200);
    assert!(l.pairs_omitted && l.pairs.is_empty());
}

#[test]
fn two_heap_grid() {
    // sub(1..3) on two heaps below 4: (a, b) at row a, column b, SG = G(a) xor G(b) with G = 0,1,2,3.
    let l = layout_grid(&parse_game("sub(1..3)").unwrap(), 4, &Limits::DEFAULT).unwrap();
    assert_eq!(l.nodes.len(), 16);
    assert_eq!((l.width, l.height), (4.0, 4.0));
    for node in &l.nodes {
        let (a, b) = (node.id / 4, node.id % 4);
        assert_eq!(node.label, format!("({a},{b})"));
        assert_eq!((node.x, node.y), (b as f64, a as f64));
        assert_eq!(node.sg, a ^ b);
        assert_eq!(node.layer, a + b);
    }
    let from = |a: u32, b: u32| -> BTreeSet<(u32, u32)> {
        state_edges(&l)
            .into_iter()
            .filter(|e| e.0 == a * 4 + b)
            .map(|e| (e.1 / 4, e.1 % 4))
            .collect()
    };
    assert_eq!(
        from(2, 3),
        [(1, 3), (0, 3), (2, 2), (2, 1), (2, 0)].into_iter().collect()
    );
    assert!(from(0, 0).is_empty());
    for e in &l.edges {
        assert!(l.nodes[e[0] as usize].layer > l.nodes[e[1] as usize].layer);
    }
}

#[test]
fn values_given_are_used_not_recomputed() {
    let kayles = parse_game("kayles").unwrap();
    let values = grundy::solve::values(&kayles, 40, &grundy::base::limits::Limits::DEFAULT).unwrap();
    assert_eq!(
        layout_graph_with(&kayles, 40, Some(&values), &Limits::DEFAULT).unwrap(),
        layout_graph(&kayles, 40, &Limits::DEFAULT).unwrap()
    );
    let err = layout_graph_with(&kayles, 40, Some(&values[..10]), &Limits::DEFAULT)
        .unwrap_err()
        .to_string();
    assert_eq!(err, "10 values given for a graph of 40 states");
}

#[test]
fn deterministic() {
    for (game, n) in [("sub(2,3,7)", 200), ("allbut(2)", 60), ("0.1337", 100)] {
        assert_eq!(graph(game, n), graph(game, n));
    }
    let text = "graph(0>3, 1>3, 2>4, 0>4, 3>5, 4>5, 1>5, 2>6, 6>5)";
    assert_eq!(graph(text, 7), graph(text, 7));
}

/// A small deterministic generator (LCG), so the random graphs are the same on every run.
struct Lcg(u64);
impl Lcg {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as u32
    }
}

/// A random DAG with `layers` × `per` nodes, edges between neighbouring layers (each node keeps ≥ 1 successor so
/// the longest-path layers are the intended ones), ids shuffled so that id order is a poor initial order.
fn random_layered_dag(seed: u64, layers: u32, per: u32) -> (usize, Vec<[u32; 2]>) {
    let mut rng = Lcg(seed);
    let count = layers * per;
    let mut shuffle: Vec<u32> = (0..count).collect();
    for i in (1..count as usize).rev() {
        shuffle.swap(i, rng.below(i as u32 + 1) as usize);
    }
    let node = |layer: u32, i: u32| shuffle[(layer * per + i) as usize];
    let mut edges = BTreeSet::new();
    for layer in 1..layers {
        for i in 0..per {
            let k = 1 + rng.below(3);
            for _ in 0..k {
                edges.insert([node(layer, i), node(layer - 1, rng.below(per))]);
            }
        }
    }
    (count as usize, edges.into_iter().collect())
}

#[test]
fn barycentre_sweeps_reduce_crossings() {
    let mut before_total = 0;
    let mut after_total = 0;
    for seed in 1..=10u64 {
        let (count, edges) = random_layered_dag(seed, 6, 8);
        let lay = |sweeps| {
            let ids: Vec<u32> = (0..count as u32).collect();
            let labels = ids.iter().map(u32::to_string).collect();
            layered(ids, labels, vec![0; count], &edges, sweeps, &Limits::DEFAULT).unwrap()
        };
        let (initial, swept) = (lay(0), lay(grundy::page::layout::SWEEPS));
        assert_well_formed(&swept);
        let (before, after) = (crossings(&initial), crossings(&swept));
        assert!(after < before, "seed {seed}: {before} crossings before, {after} after");
        before_total += before;
        after_total += after;
    }
    println!("random 6×8 DAGs, 10 seeds: {before_total} crossings in id order, {after_total} after the sweeps");
    // The sweeps remove well over a third of the crossings on these graphs.
    assert!(3 * after_total < 2 * before_total, "{before_total} → {after_total}");
}

#[test]
fn crossings_counts_what_it_should() {
    // Two layers, 0 and 1 on top, 2 and 3 below: 0→3 and 1→2 cross once; 0→2 and 1→3 do not.
    let lay = |edges: &[[u32; 2]]| {
        layered(
            vec![0, 1, 2, 3],
            (0..4).map(|i: u32| i.to_string()).collect(),
            vec![0; 4],
            edges,
            0,
            &Limits::DEFAULT,
        )
        .unwrap()
    };
    assert_eq!(crossings(&lay(&[[0, 3], [1, 2]])), 1);
    assert_eq!(crossings(&lay(&[[0, 2], [1, 3]])), 0);
    // Edges that share a node never count.
    assert_eq!(crossings(&lay(&[[0, 2], [0, 3], [1, 3]])), 0);
}

#[test]
fn sizes_past_the_limits_are_refused() {
    let nim = parse_game("nim").unwrap();
    let err = layout_graph(&nim, Limits::DEFAULT.draw_states + 1, &Limits::DEFAULT)
        .unwrap_err()
        .to_string();
    assert!(err.contains("too many to draw"), "{err}");
    // Nim up to 3000 has 4 498 500 moves: refused before they are all generated.
    let err = layout_graph(&nim, 3000, &Limits::DEFAULT).unwrap_err().to_string();
    assert!(err.contains("moves is too many to draw"), "{err}");
    let err = layout_grid(&nim, 500, &Limits::DEFAULT).unwrap_err().to_string();
    assert!(err.contains("too large to draw"), "{err}");
    // A graph with a cycle is a loopy game, not a table to lay out (its positions are: layout_position).
    let err = parse_game("graph(0>1, 1>2, 2>0)").unwrap_err().to_string();
    assert!(
        err.starts_with("the graph has a cycle, so its vertices have no SG values: 0 > 1 > 2 > 0"),
        "{err}"
    );
}

#[test]
fn large_layouts_are_quick() {
    // Timings for the report (debug builds are several times slower than the wasm release build).
    for (game, n) in [
        ("sub(1,3,4)", 1000),
        ("sub(1,3,4)", 10_000),
        ("sub(2,3,5,7)", 100_000),
        ("nim", 1000),
    ] {
        let t = Instant::now();
        let l = graph(game, n);
        println!(
            "layout {game} n={n}: {} nodes, {} edges, {:?}",
            l.nodes.len(),
            l.edges.len(),
            t.elapsed()
        );
        assert_eq!(l.nodes.len(), n);
    }
}

mod random_dags {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        // Any DAG (edges from a higher to a lower vertex, in any order, repeats allowed): every edge goes down,
        // layers are longest paths (memoised brute force), and the layout does not depend on anything but the input.
        #[test]
        fn every_edge_goes_down_and_layers_are_longest_paths(
            count in 1usize..30,
            raw in proptest::collection::vec((0u32..30, 0u32..30), 0..80),
        ) {
            let edges: Vec<[u32; 2]> = raw
                .into_iter()
                .map(|(a, b)| (a % count as u32, b % count as u32))
                .filter(|(a, b)| a != b)
                .map(|(a, b)| if a > b { [a, b] } else { [b, a] })
                .collect();
            let ids: Vec<u32> = (0..count as u32).collect();
            let lay = || layered(ids.clone(), ids.iter().map(u32::to_string).collect(), vec![0; count], &edges, 4, &Limits::DEFAULT).unwrap();
            let l = lay();
            assert_well_formed(&l);
            let mut memo = vec![None; count];
            for v in 0..count as u32 {
                prop_assert_eq!(l.nodes[v as usize].layer, longest_path(&l, v, &mut memo));
            }
            prop_assert_eq!(l, lay());
        }
    }
}

/// A graph of positions cut at a depth: exactly the positions at most that many moves away (found here by a breadth
/// first walk of the staircase's moves, written from its statement), the cut nodes marked, and every value the
/// whole graph's (the cut leaves moves out of the picture, not out of the game).
#[test]
fn a_graph_of_positions_cut_at_a_depth() {
    use grundy::notation::parse_position;
    use grundy::page::layout::layout_position;
    use std::collections::HashMap;
    // Staircase Nim: carry k ≥ 1 stones from step i to step i − 1 (from step 1 off the stairs).
    let moves = |h: &Vec<u32>| -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for i in 0..h.len() {
            for k in 1..=h[i] {
                let mut n = h.clone();
                n[i] -= k;
                if i > 0 {
                    n[i - 1] += k;
                }
                out.push(n);
            }
        }
        out
    };
    let start = vec![3u32, 1, 2];
    let mut dist: HashMap<Vec<u32>, u32> = HashMap::from([(start.clone(), 0)]);
    let mut queue = vec![start.clone()];
    let mut i = 0;
    while i < queue.len() {
        let p = queue[i].clone();
        i += 1;
        for o in moves(&p) {
            if !dist.contains_key(&o) {
                dist.insert(o.clone(), dist[&p] + 1);
                queue.push(o);
            }
        }
    }
    let full = layout_position(&parse_position("staircase: 3 1 2").unwrap(), None, &Limits::DEFAULT).unwrap();
    assert_eq!(
        full.nodes.len(),
        dist.len(),
        "the whole graph: every reachable position"
    );
    assert!(full.nodes.iter().all(|n| !n.frontier));
    let value: HashMap<String, Option<u32>> = full.nodes.iter().map(|n| (n.position.clone(), n.sg)).collect();
    let heaps = |text: &str| -> Vec<u32> {
        text.split(':')
            .nth(1)
            .unwrap()
            .split_whitespace()
            .map(|w| w.parse().unwrap())
            .collect()
    };
    for depth in 1..=3 {
        let cut = layout_position(
            &parse_position("staircase: 3 1 2").unwrap(),
            Some(depth),
            &Limits::DEFAULT,
        )
        .unwrap();
        let want = dist.values().filter(|&&d| d <= depth).count();
        assert_eq!(cut.nodes.len(), want, "depth {depth}");
        for n in &cut.nodes {
            let h = heaps(&n.position);
            let d = dist[&h];
            assert!(d <= depth, "{} is {d} moves away", n.position);
            assert_eq!(
                n.frontier,
                d == depth && !moves(&h).is_empty(),
                "{} at the cut",
                n.position
            );
            assert_eq!(
                n.sg, value[&n.position],
                "{}: its value counts the moves not drawn",
                n.position
            );
        }
        // No edge leaves a cut node.
        assert!(cut.edges.iter().all(|e| !cut.nodes[e[0] as usize].frontier));
    }
}
