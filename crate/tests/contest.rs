//! The contest problems after the notes, answered by the `grundy` binary from their own input: the problems' samples,
//! and random inputs whose answers come from playing the games out (not from the theorems the engine uses).
#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::{run, Random};
use std::collections::HashMap;

fn lines(problem: &str, input: &str) -> Vec<String> {
    run(problem, input).unwrap().lines().map(str::to_string).collect()
}

fn mex(options: impl IntoIterator<Item = u32>) -> u32 {
    let seen: std::collections::HashSet<u32> = options.into_iter().collect();
    (0..).find(|v| !seen.contains(v)).unwrap()
}

#[test]
fn hdu_3404_sample_and_small_boards_played_out() {
    let sample = "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n";
    assert_eq!(
        lines("hdu3404", sample),
        ["Don't waste your time.", "Have a try, lxhgww."]
    );

    // Boards of 4 × 4, every move of the rectangle rule searched; 60 random sets of lights in one input.
    const SIDE: u32 = 4;
    let bit = |x: u32, y: u32| 1u32 << ((x - 1) * SIDE + (y - 1));
    let mut g: Vec<u32> = vec![0; 1 << (SIDE * SIDE)];
    // Every move switches the on light (x2, y2) off and others of lower index only, so the set of lights goes
    // down as a number.
    for on in 1..1u32 << (SIDE * SIDE) {
        let mut options = vec![];
        for x2 in 1..=SIDE {
            for y2 in (1..=SIDE).filter(|&y2| on & bit(x2, y2) != 0) {
                for x1 in 1..=x2 {
                    for y1 in 1..=y2 {
                        let mut corners = vec![bit(x1, y1), bit(x1, y2), bit(x2, y1), bit(x2, y2)];
                        corners.sort_unstable();
                        corners.dedup();
                        options.push(g[corners.iter().fold(on, |acc, b| acc ^ b) as usize]);
                    }
                }
            }
        }
        g[on as usize] = mex(options);
    }
    let mut random = Random(0x5eed_3404);
    let mut input = String::from("60\n");
    let mut expected = vec![];
    for _ in 0..60 {
        let on = random.below(1 << (SIDE * SIDE)) as u32;
        let lights: Vec<(u32, u32)> = (1..=SIDE)
            .flat_map(|x| (1..=SIDE).map(move |y| (x, y)))
            .filter(|&(x, y)| on & bit(x, y) != 0)
            .collect();
        input += &format!("{}\n", lights.len());
        for (x, y) in lights {
            input += &format!("{x} {y}\n");
        }
        expected.push(if g[on as usize] != 0 {
            "Have a try, lxhgww."
        } else {
            "Don't waste your time."
        });
    }
    assert_eq!(lines("hdu3404", &input), expected);
}

/// Green Hackenbush played out: the value of a picture (edges on vertices 1.., ground 1) by trying every cut.
fn hackenbush_by_search(edges: &[(usize, usize)]) -> u32 {
    fn grounded(edges: &[(usize, usize)], present: u32) -> u32 {
        let mut reach = std::collections::HashSet::from([1usize]);
        let mut kept = 0u32;
        loop {
            let before = kept;
            for (id, &(a, b)) in edges.iter().enumerate() {
                if present >> id & 1 == 1 && (reach.contains(&a) || reach.contains(&b)) {
                    kept |= 1 << id;
                    reach.insert(a);
                    reach.insert(b);
                }
            }
            if kept == before {
                return kept;
            }
        }
    }
    fn sg(present: u32, edges: &[(usize, usize)], memo: &mut HashMap<u32, u32>) -> u32 {
        if let Some(&v) = memo.get(&present) {
            return v;
        }
        let options: Vec<u32> = (0..edges.len())
            .filter(|&id| present >> id & 1 == 1)
            .map(|id| sg(grounded(edges, present & !(1 << id)), edges, memo))
            .collect();
        let v = mex(options);
        memo.insert(present, v);
        v
    }
    sg(grounded(edges, (1 << edges.len()) - 1), edges, &mut HashMap::new())
}

#[test]
fn hdu_3094_sample_and_random_trees_played_out() {
    let sample = "3\n3\n1 2\n2 3\n\n3\n1 2\n1 3\n\n10\n6 2\n4 3\n8 4\n9 5\n8 6\n2 7\n5 8\n1 9\n6 10\n";
    assert_eq!(lines("hdu3094", sample), ["Alice", "Bob", "Alice"]);

    let mut random = Random(0x3094);
    let mut input = String::from("80\n");
    let mut expected = vec![];
    for _ in 0..80 {
        let n = 1 + random.below(11) as usize;
        // A random tree: vertex v joins one of 1..v, in either order and written either way round.
        let edges: Vec<(usize, usize)> = (2..=n)
            .map(|v| {
                let u = 1 + random.below(v as u64 - 1) as usize;
                if random.below(2) == 0 {
                    (u, v)
                } else {
                    (v, u)
                }
            })
            .collect();
        input += &format!("{n}\n");
        for (a, b) in &edges {
            input += &format!("{a} {b}\n");
        }
        expected.push(if hackenbush_by_search(&edges) != 0 {
            "Alice"
        } else {
            "Bob"
        });
    }
    assert_eq!(lines("hdu3094", &input), expected);
}

#[test]
fn poj_3710_sample_and_random_rings_played_out() {
    // The sample: a single edge (*1) and a triangle hung from vertex 2 (an odd ring: one edge, so 1 + 1 = *2).
    let sample = "2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n";
    assert_eq!(lines("poj3710", sample), ["Sally"]);

    // Random trees with rings (each ring hung from one vertex, odd or even, 2-rings as parallel edges), summed
    // two or three at a time; the sum's winner from the pictures' values found by search.
    let mut random = Random(0x3710);
    let mut input = String::new();
    let mut expected = vec![];
    for _ in 0..40 {
        let k = 1 + random.below(3);
        input += &format!("{k}\n");
        let mut xor = 0;
        for _ in 0..k {
            let mut n = 1 + random.below(4) as usize;
            let mut edges: Vec<(usize, usize)> =
                (2..=n).map(|v| (1 + random.below(v as u64 - 1) as usize, v)).collect();
            for _ in 0..random.below(3) {
                let at = 1 + random.below(n as u64) as usize;
                let length = 1 + random.below(4) as usize;
                // A ring of `length` edges through `at` and length − 1 new vertices (a loop when 1).
                let mut previous = at;
                for _ in 1..length {
                    n += 1;
                    edges.push((previous, n));
                    previous = n;
                }
                edges.push((previous, at));
            }
            if edges.len() > 14 {
                edges.truncate(14);
            }
            input += &format!("{n} {}\n", edges.len());
            for (a, b) in &edges {
                input += &format!("{a} {b}\n");
            }
            xor ^= hackenbush_by_search(&edges);
        }
        expected.push(if xor != 0 { "Sally" } else { "Harry" });
    }
    assert_eq!(lines("poj3710", &input), expected);
}

#[test]
fn hdu_3595_every_sg_played_out() {
    // Euclid's games (x, y), 1 ≤ x, y ≤ 9, played as Every-SG: each turn a move in every game not yet over.
    fn moves(x: u64, y: u64) -> Vec<(u64, u64)> {
        let (x, y) = (x.min(y), x.max(y));
        if x == 0 {
            return vec![];
        }
        (1..=y / x).map(|k| (x, y - k * x)).collect()
    }
    fn wins(games: Vec<(u64, u64)>, memo: &mut HashMap<Vec<(u64, u64)>, bool>) -> bool {
        if let Some(&w) = memo.get(&games) {
            return w;
        }
        let mut choices = vec![games.clone()];
        let mut any = false;
        for i in 0..games.len() {
            let options = moves(games[i].0, games[i].1);
            if options.is_empty() {
                continue;
            }
            any = true;
            choices = choices
                .into_iter()
                .flat_map(|g| {
                    options.iter().map(move |&o| {
                        let mut next = g.clone();
                        next[i] = o;
                        next
                    })
                })
                .collect();
        }
        let w = any && choices.into_iter().any(|next| !wins(next, memo));
        memo.insert(games, w);
        w
    }
    let mut random = Random(0x3595);
    let mut memo = HashMap::new();
    let mut input = String::new();
    let mut expected = vec![];
    for _ in 0..60 {
        let n = 1 + random.below(3);
        let games: Vec<(u64, u64)> = (0..n).map(|_| (1 + random.below(9), 1 + random.below(9))).collect();
        input += &format!("{n}\n");
        for (x, y) in &games {
            input += &format!("{x} {y}\n");
        }
        expected.push(if wins(games, &mut memo) { "MM" } else { "GG" });
    }
    assert_eq!(lines("hdu3595", &input), expected);
}

#[test]
fn bad_input_says_what_and_where() {
    assert_eq!(
        run("hdu3404", "1\n2\n1 2\n0 1\n").unwrap_err(),
        "grundy: number too small (the least is 1) at line 4, column 1"
    );
    assert_eq!(
        run("hdu3094", "1\n3\n1 2\n2 4\n").unwrap_err(),
        "grundy: vertex 4 is not in the graph (its vertices are 1..3) at line 4, column 3"
    );
    assert_eq!(
        run("poj3710", "1\n3 2\n1 2\n").unwrap_err(),
        "grundy: expected an end of edge 2, found the end of the input at line 4, column 1"
    );
    assert_eq!(
        run("hdu3595", "").unwrap_err(),
        "grundy: expected the number of games n, found the end of the input at line 1, column 1"
    );
    assert_eq!(
        run("hdu3094", "0\n").unwrap_err(),
        "grundy: the number of test cases T must be between 1 and 2097152 at line 1, column 1"
    );
}

#[test]
fn the_largest_inputs_answer_at_once() {
    // HDU 3094's largest tree, a path of 10^5 vertices (a recursive search would overflow its stack), and
    // coordinates up to 10^18 in HDU 3404's format.
    let n = 100_000;
    let mut input = format!("1\n{n}\n");
    for v in 2..=n {
        input += &format!("{} {v}\n", v - 1);
    }
    // A path of n − 1 edges is *(n − 1), not 0.
    assert_eq!(lines("hdu3094", &input), ["Alice"]);
    let big = "1\n2\n1000000000000000000 999999999999999999\n999999999999999999 1000000000000000000\n";
    assert_eq!(lines("hdu3404", big), ["Don't waste your time."]);
}

#[test]
fn abc_209_e_samples_and_random_word_lists_played_out() {
    assert_eq!(lines("abc209e", "3\nabcd\nbcda\nada\n"), ["Aoki", "Takahashi", "Draw"]);
    assert_eq!(lines("abc209e", "1\nABC\n"), ["Draw"]);

    // Words over {a, b} of 3 or 4 letters; the game's state is the last word said (not its last three letters, as
    // the engine has it), decided by iterating the definition until nothing changes.
    let mut random = Random(0x209e);
    for _ in 0..150 {
        let n = 1 + random.below(7) as usize;
        let words: Vec<String> = (0..n)
            .map(|_| {
                (0..3 + random.below(2))
                    .map(|_| if random.below(2) == 0 { 'a' } else { 'b' })
                    .collect()
            })
            .collect();
        let follows = |i: usize, j: usize| words[j].starts_with(&words[i][words[i].len() - 3..]);
        // outcome[i]: for the player who must answer word i: Some(true) wins, Some(false) loses, None undecided.
        let mut outcome: Vec<Option<bool>> = vec![None; n];
        loop {
            let mut changed = false;
            for i in 0..n {
                if outcome[i].is_some() {
                    continue;
                }
                let answers: Vec<usize> = (0..n).filter(|&j| follows(i, j)).collect();
                if answers.iter().any(|&j| outcome[j] == Some(false)) {
                    outcome[i] = Some(true);
                    changed = true;
                } else if answers.iter().all(|&j| outcome[j] == Some(true)) {
                    outcome[i] = Some(false);
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        let expected: Vec<&str> = outcome
            .iter()
            .map(|o| match o {
                Some(false) => "Takahashi",
                Some(true) => "Aoki",
                None => "Draw",
            })
            .collect();
        let input = format!("{n}\n{}\n", words.join("\n"));
        assert_eq!(lines("abc209e", &input), expected, "{words:?}");
    }
}

#[test]
fn hdu_1524_with_cycles_is_played_as_a_loopy_game() {
    // Graphs with cycles (HDU 1524 promises none; the CLI plays them anyway): each query's tokens played out on the
    // product graph (move one token), decided by iterating the definition until nothing changes: WIN, LOSE or DRAW.
    let mut random = Random(0x1524);
    let mut draws = 0;
    for _ in 0..60 {
        let n = 1 + random.below(5) as usize;
        let succ: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..random.below(3)).map(|_| random.below(n as u64) as usize).collect())
            .collect();
        let queries: Vec<Vec<usize>> = (0..4)
            .map(|_| {
                (0..1 + random.below(3))
                    .map(|_| random.below(n as u64) as usize)
                    .collect()
            })
            .collect();
        let mut input = format!("{n}\n");
        for s in &succ {
            input += &format!(
                "{} {}\n",
                s.len(),
                s.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
            );
        }
        let mut expected = vec![];
        for q in &queries {
            input += &format!(
                "{} {}\n",
                q.len(),
                q.iter().map(|v| v.to_string()).collect::<Vec<_>>().join(" ")
            );
            // States: the tokens' vertices (in order); a move moves one token along an edge.
            let k = q.len() as u32;
            let states = n.pow(k);
            let digit = |s: usize, i: u32| s / n.pow(i) % n;
            let moves = |s: usize| -> Vec<usize> {
                (0..k)
                    .flat_map(|i| {
                        succ[digit(s, i)]
                            .iter()
                            .map(move |&to| s - digit(s, i) * n.pow(i) + to * n.pow(i))
                    })
                    .collect()
            };
            let mut outcome: Vec<Option<bool>> = vec![None; states];
            loop {
                let mut changed = false;
                for s in 0..states {
                    if outcome[s].is_some() {
                        continue;
                    }
                    let m = moves(s);
                    if m.iter().any(|&t| outcome[t] == Some(false)) {
                        outcome[s] = Some(true);
                        changed = true;
                    } else if m.iter().all(|&t| outcome[t] == Some(true)) {
                        outcome[s] = Some(false);
                        changed = true;
                    }
                }
                if !changed {
                    break;
                }
            }
            let start = q.iter().enumerate().map(|(i, &v)| v * n.pow(i as u32)).sum::<usize>();
            expected.push(match outcome[start] {
                Some(true) => "WIN",
                Some(false) => "LOSE",
                None => "DRAW",
            });
        }
        input += "0\n";
        draws += expected.iter().filter(|&&a| a == "DRAW").count();
        assert_eq!(lines("hdu1524", &input), expected, "{succ:?} {queries:?}");
    }
    assert!(draws >= 20, "the random graphs must give draws to test ({draws})");
}

#[test]
fn hdu_5795_sample_and_small_heaps_played_out() {
    assert_eq!(
        lines("hdu5795", "2\n2\n4 4\n3\n1 2 4\n"),
        ["Second player wins.", "First player wins."]
    );

    // Sums of up to three heaps of at most 10, every move searched: take any number from a heap, or split a heap
    // into three non-empty heaps.
    fn wins(mut heaps: Vec<u64>, memo: &mut HashMap<Vec<u64>, bool>) -> bool {
        heaps.retain(|&h| h > 0);
        heaps.sort_unstable();
        if let Some(&w) = memo.get(&heaps) {
            return w;
        }
        let mut w = false;
        'all: for i in 0..heaps.len() {
            let h = heaps[i];
            let mut nexts: Vec<Vec<u64>> = (0..h).map(|left| vec![left]).collect();
            for a in 1..h {
                for b in 1..h - a {
                    nexts.push(vec![a, b, h - a - b]);
                }
            }
            for next in nexts {
                let mut after = heaps.clone();
                after.remove(i);
                after.extend(next);
                if !wins(after, memo) {
                    w = true;
                    break 'all;
                }
            }
        }
        memo.insert(heaps, w);
        w
    }
    let mut memo = HashMap::new();
    let mut random = Random(5795);
    let mut input = String::from("80\n");
    let mut expected = Vec::new();
    for _ in 0..80 {
        let n = 1 + random.below(3);
        let heaps: Vec<u64> = (0..n).map(|_| 1 + random.below(10)).collect();
        input.push_str(&format!("{n}\n"));
        input.push_str(&heaps.iter().map(u64::to_string).collect::<Vec<_>>().join(" "));
        input.push('\n');
        expected.push(if wins(heaps, &mut memo) {
            "First player wins."
        } else {
            "Second player wins."
        });
    }
    assert_eq!(lines("hdu5795", &input), expected);
}
