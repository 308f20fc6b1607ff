//! Green Hackenbush on pictures with cycles as positions (issue 25, POJ 3710): the fusion principle's values against
//! the generic search, which plays the cuts out from the family's moves and knows nothing of fusion.
#![cfg(not(target_arch = "wasm32"))]

use grundy::base::limits::Limits;
use grundy::engine::analyze::analyze;
use grundy::engine::search::Search;
use grundy::notation::parse_position;
use grundy::page::play::{find_move, moves};
use grundy::rules::Rule;
use grundy::Position;

struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// A random picture whose every edge reaches the ground: each new edge starts at a vertex already reached.
fn random_picture(r: &mut Random) -> String {
    let count = 1 + r.below(7);
    let mut reached = vec![0u64];
    let mut edges = Vec::new();
    for _ in 0..count {
        let a = reached[r.below(reached.len() as u64) as usize];
        // A new vertex, or one already reached (a cycle), or the same one (a loop).
        let b = match r.below(3) {
            0 => a,
            1 => reached[r.below(reached.len() as u64) as usize],
            _ => {
                let v = reached.len() as u64;
                reached.push(v);
                v
            }
        };
        edges.push(format!("({a},{b})"));
    }
    format!("hackenbush: {}", edges.join(" "))
}

#[test]
fn fusion_gives_the_value_the_search_finds() {
    let mut r = Random(0x3710_2545);
    let mut cycles = 0;
    for _ in 0..300 {
        let text = random_picture(&mut r);
        let p = parse_position(&text).unwrap();
        let a = analyze(&p, &Limits::DEFAULT).unwrap();
        let s = Search::new(&Limits::DEFAULT).solve(&p).unwrap();
        assert_eq!(a.sg, s.sg, "{text}");
        if matches!(a.rule, Some(Rule::Fusion { parts, .. }) if parts > 0) {
            cycles += 1;
        }
        // Each winning move leaves a picture of value 0, and each move is recognised from the picture it leaves.
        for m in &a.winning_moves {
            let next = parse_position(&m.position).unwrap();
            assert_eq!(
                Search::new(&Limits::DEFAULT).solve(&next).unwrap().sg,
                Some(0),
                "{text} → {}",
                m.position
            );
        }
        for m in moves(&p).unwrap().moves {
            let next = parse_position(&m.position).unwrap();
            assert_eq!(find_move(&p, &next).unwrap().position, m.position, "{text}");
        }
    }
    assert!(cycles > 100, "the random pictures must have cycles to test ({cycles})");
}

#[test]
fn pictures_print_parse_and_fall() {
    // A triangle on the ground is one edge; with an edge hanging from it, 1 ⊕ 1 = 0.
    let p = |t: &str| -> Position { parse_position(t).unwrap() };
    assert_eq!(
        analyze(&p("hackenbush: (0,1) (1,2) (2,0)"), &Limits::DEFAULT)
            .unwrap()
            .sg,
        Some(1)
    );
    assert_eq!(
        analyze(&p("hackenbush: (0,1) (1,2) (2,0) (1,3)"), &Limits::DEFAULT)
            .unwrap()
            .sg,
        Some(0)
    );
    // A square is nothing; a loop on the ground is one edge.
    assert_eq!(
        analyze(&p("hackenbush: (0,1) (1,2) (2,3) (3,0)"), &Limits::DEFAULT)
            .unwrap()
            .sg,
        Some(0)
    );
    assert_eq!(analyze(&p("hackenbush: (0,0)"), &Limits::DEFAULT).unwrap().sg, Some(1));
    // Cutting the edge that holds a stalk up drops the stalk; the last cut leaves the bare ground, written 0.
    let after: Vec<String> = moves(&p("hackenbush: (0,1) (1,2)"))
        .unwrap()
        .moves
        .into_iter()
        .map(|m| m.position)
        .collect();
    assert_eq!(after, ["hackenbush: 0", "hackenbush: (0,1)"]);
    assert_eq!(p("hackenbush: 0").to_string(), "hackenbush: 0");
    assert!(moves(&p("hackenbush: 0")).unwrap().moves.is_empty());
    // An edge off the ground is refused where it is written.
    let e = parse_position("hackenbush: (0,1) (2,3)").unwrap_err();
    assert_eq!(
        e.to_string(),
        "the edge (2,3) does not reach the ground (vertex 0) through the other edges at column 20"
    );
    assert!(parse_position("hackenbush: 1 2").is_err());
}

/// Whether `u` and `v` are joined by edges other than `skip` (a plain search over the edge list).
fn joined(edges: &[(usize, usize)], skip: usize, u: usize, v: usize) -> bool {
    let mut seen = vec![u];
    let mut i = 0;
    while i < seen.len() {
        let x = seen[i];
        for (id, &(a, b)) in edges.iter().enumerate() {
            if id != skip {
                for (from, to) in [(a, b), (b, a)] {
                    if from == x && !seen.contains(&to) {
                        seen.push(to);
                    }
                }
            }
        }
        i += 1;
    }
    seen.contains(&v)
}

#[test]
fn the_fusion_steps_fuse_exactly_the_vertices_on_common_cycles() {
    use grundy::rules::picture::fusion_trace;
    let mut r = Random(0x3094_3710);
    let mut fused = 0;
    for _ in 0..300 {
        let text = random_picture(&mut r);
        let p = parse_position(&text).unwrap();
        let heaps = &p.components[0].heaps;
        let t = fusion_trace(heaps);
        let edges = &t.edges;
        let vertices: Vec<usize> = (0..t.part.len())
            .filter(|&v| edges.iter().any(|&(a, b)| a == v || b == v))
            .collect();
        // Two vertices fuse exactly when no single cut separates them (they share a cycle): by definition, not by
        // bridges.
        for &u in &vertices {
            for &v in &vertices {
                let together = (0..edges.len()).all(|skip| joined(edges, skip, u, v));
                assert_eq!(t.part[u] == t.part[v], together, "{text}: vertices {u} and {v}");
            }
        }
        for (q, m) in t.members.iter().enumerate() {
            // A part's loops are the edges with both ends in it.
            let inner = edges
                .iter()
                .filter(|&&(a, b)| t.part[a] == Some(q) && t.part[b] == Some(q))
                .count();
            assert_eq!(t.loops[q], inner, "{text}: part {q}");
            // It hangs by an edge that joins its first vertex to its parent, a cut that drops it.
            match (t.parent[q], t.bridge[q]) {
                (None, None) => assert_eq!(m[0], 0, "{text}: the ground's part starts at the ground"),
                (Some(up), Some(b)) => {
                    let (a, c) = edges[b];
                    assert!(
                        (a == m[0] && t.part[c] == Some(up)) || (c == m[0] && t.part[a] == Some(up)),
                        "{text}: part {q} hangs by edge {b}"
                    );
                    assert!(!joined(edges, b, 0, m[0]), "{text}: edge {b} is a bridge");
                    let (at_child, at_parent) = (
                        t.order.iter().position(|&x| x == q),
                        t.order.iter().position(|&x| x == up),
                    );
                    assert!(at_child < at_parent, "{text}: part {q} is valued before its parent");
                }
                _ => panic!("{text}: part {q} has a parent without a bridge or the reverse"),
            }
            assert_eq!(t.fusions.contains(&q), m.len() > 1, "{text}: part {q}");
        }
        // The ground's part is valued last, at the value the search gives the picture.
        let ground = t.part[0].unwrap();
        assert_eq!(t.order.last(), Some(&ground));
        let s = Search::new(&Limits::DEFAULT).solve(&p).unwrap();
        assert_eq!(Some(t.values[ground]), s.sg, "{text}");
        fused += t.fusions.len();
    }
    assert!(fused > 50, "the random pictures have cycles ({fused} fusions)");
}
