//! Games on graphs with cycles (loopy play): each vertex is a win, a loss or a draw for the player to move, by
//! retrograde analysis. A vertex with no move is lost; a vertex with a move to a lost vertex is won; a vertex whose
//! every move goes to a won vertex is lost; what is left is a draw (each player can keep the game going forever
//! without losing). O(V + E).

use serde::Serialize;

/// The outcome of a vertex for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Outcome {
    Win,
    Lose,
    Draw,
}

/// The outcome of each vertex `0..vertices` with the moves `edges` (from, to); self-loops and parallel edges allowed.
/// Each decided vertex also gets the number of moves the game lasts with best play (the winner hurrying, the loser
/// delaying), as `depth`.
pub fn outcomes(vertices: usize, edges: &[(usize, usize)]) -> (Vec<Outcome>, Vec<u32>) {
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    let mut moves_left = vec![0usize; vertices];
    for &(from, to) in edges {
        into[to].push(from);
        moves_left[from] += 1;
    }
    let mut outcome = vec![Outcome::Draw; vertices];
    let mut depth = vec![0u32; vertices];
    let mut decided = vec![false; vertices];
    // Breadth first from the vertices with no move: each vertex is decided by its shortest (for a win) or, for a
    // loss, by the last of its moves to be decided, so depths come out as best play's lengths.
    let mut queue: std::collections::VecDeque<usize> = (0..vertices).filter(|&v| moves_left[v] == 0).collect();
    for &v in &queue {
        outcome[v] = Outcome::Lose;
        decided[v] = true;
    }
    while let Some(v) = queue.pop_front() {
        for &p in &into[v] {
            if decided[p] {
                continue;
            }
            match outcome[v] {
                Outcome::Lose => {
                    outcome[p] = Outcome::Win;
                    depth[p] = depth[v] + 1;
                    decided[p] = true;
                    queue.push_back(p);
                }
                _ => {
                    moves_left[p] -= 1;
                    if moves_left[p] == 0 {
                        outcome[p] = Outcome::Lose;
                        depth[p] = depth[v] + 1;
                        decided[p] = true;
                        queue.push_back(p);
                    }
                }
            }
        }
    }
    (outcome, depth)
}

/// A generalised SG value (Smith; Fraenkel and Yesha): a finite value, or ∞ with the finite values of its options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Gsg {
    Finite { value: u32 },
    Infinite { options: Vec<u32> },
}

impl Gsg {
    /// The value when it is finite.
    pub fn finite(&self) -> Option<u32> {
        match self {
            Gsg::Finite { value } => Some(*value),
            Gsg::Infinite { .. } => None,
        }
    }
}

/// `3`, or `∞(0,2)` (∞ with its options' finite values; `∞()` when it has none).
impl std::fmt::Display for Gsg {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Gsg::Finite { value } => write!(f, "{value}"),
            Gsg::Infinite { options } => {
                let each: Vec<String> = options.iter().map(u32::to_string).collect();
                write!(f, "∞({})", each.join(","))
            }
        }
    }
}

/// The generalised SG value of every vertex, by Fraenkel's labelling: for m = 0, 1, …, label m every vertex that has
/// no option labelled m and whose every option not yet finite has an option labelled m (until none is left), then
/// label ∞ the vertices still unlabelled with no option labelled m. Counters make each round O(V + E·d), d the
/// largest in-degree: when a vertex takes m, only its predecessors' predecessors can become ready.
pub fn gsg(vertices: usize, edges: &[(usize, usize)]) -> Vec<Gsg> {
    labels(vertices, edges).values
}

/// The generalised SG values, and when each finite one was given.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Labels {
    pub values: Vec<Gsg>,
    /// `order[v]`: how many vertices were labelled finite before v (`u32::MAX` for ∞). A vertex v labelled m has,
    /// in each option u whose value is above m or ∞, an option of value m labelled before v: moving back there is
    /// the reversal that makes a winner's play end (Fraenkel's counter function).
    pub order: Vec<u32>,
}

/// [`gsg`] with the order of labelling: see [`Labels`].
pub fn labels(vertices: usize, edges: &[(usize, usize)]) -> Labels {
    let mut out: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    let mut into: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    for &(from, to) in edges {
        out[from].push(to);
        into[to].push(from);
    }
    #[derive(Clone, Copy, PartialEq)]
    enum Label {
        Open,
        Finite(u32),
        Infinite,
    }
    let mut label = vec![Label::Open; vertices];
    let mut order = vec![u32::MAX; vertices];
    let mut labelled = 0u32;
    let mut open = vertices;
    let mut m = 0u32;
    while open > 0 {
        // has_m[u]: some option of u is labelled m. blocking[u]: options of u not finite and without an option
        // labelled m (edges counted with their multiplicity).
        let mut has_m = vec![false; vertices];
        let mut blocking: Vec<usize> = (0..vertices)
            .map(|u| {
                out[u]
                    .iter()
                    .filter(|&&w| !matches!(label[w], Label::Finite(_)))
                    .count()
            })
            .collect();
        let ready = |u: usize, label: &[Label], has_m: &[bool], blocking: &[usize]| {
            label[u] == Label::Open && !has_m[u] && blocking[u] == 0
        };
        let mut stack: Vec<usize> = (0..vertices).filter(|&u| ready(u, &label, &has_m, &blocking)).collect();
        while let Some(v) = stack.pop() {
            if !ready(v, &label, &has_m, &blocking) {
                continue;
            }
            label[v] = Label::Finite(m);
            order[v] = labelled;
            labelled += 1;
            open -= 1;
            for &p in &into[v] {
                // v was open without an option labelled m: it blocked p; now it is finite.
                blocking[p] -= 1;
                if has_m[p] {
                    continue;
                }
                has_m[p] = true;
                if !matches!(label[p], Label::Finite(_)) {
                    // p has an option labelled m now: it no longer blocks its predecessors.
                    for &q in &into[p] {
                        blocking[q] -= 1;
                        if ready(q, &label, &has_m, &blocking) {
                            stack.push(q);
                        }
                    }
                }
            }
        }
        for u in 0..vertices {
            if label[u] == Label::Open && !has_m[u] {
                label[u] = Label::Infinite;
                open -= 1;
            }
        }
        m += 1;
    }
    let values = (0..vertices)
        .map(|u| match label[u] {
            Label::Finite(value) => Gsg::Finite { value },
            _ => {
                let mut options: Vec<u32> = out[u]
                    .iter()
                    .filter_map(|&w| match label[w] {
                        Label::Finite(v) => Some(v),
                        _ => None,
                    })
                    .collect();
                options.sort_unstable();
                options.dedup();
                Gsg::Infinite { options }
            }
        })
        .collect();
    Labels { values, order }
}

/// The outcome of a sum of loopy games from its parts' generalised SG values (Smith): all finite, a win when their
/// XOR is not 0; one infinite ∞(K) with the others' XOR b, a win when b ∈ K, else a draw; two or more, a draw.
pub fn sum_outcome(parts: &[Gsg]) -> Outcome {
    let mut xor = 0;
    let mut infinite = None;
    for part in parts {
        match part {
            Gsg::Finite { value } => xor ^= value,
            Gsg::Infinite { options } if infinite.is_none() => infinite = Some(options),
            Gsg::Infinite { .. } => return Outcome::Draw,
        }
    }
    match infinite {
        None if xor == 0 => Outcome::Lose,
        None => Outcome::Win,
        Some(options) if options.contains(&xor) => Outcome::Win,
        Some(_) => Outcome::Draw,
    }
}

/// AtCoder ABC 209 E "Shiritori": saying a word is a move from its first three letters to its last three; the
/// player who cannot say a word loses, and words may be said again. For each word, Takahashi says it first: the
/// outcome of its last three letters for Aoki decides ("Takahashi" when Aoki loses, "Aoki" when Aoki wins, "Draw"),
/// with the number of words best play says, Takahashi's first included (0 for a draw).
pub fn shiritori(words: &[String]) -> Vec<(&'static str, u64)> {
    let mut ids: std::collections::HashMap<&str, usize> = std::collections::HashMap::new();
    let ends: Vec<(&str, &str)> = words.iter().map(|w| (prefix(w), suffix(w))).collect();
    let mut edges = Vec::with_capacity(words.len());
    for &(a, b) in &ends {
        let next = ids.len();
        let from = *ids.entry(a).or_insert(next);
        let next = ids.len();
        let to = *ids.entry(b).or_insert(next);
        edges.push((from, to));
    }
    let (outcome, depth) = outcomes(ids.len(), &edges);
    edges
        .iter()
        .map(|&(_, to)| match outcome[to] {
            Outcome::Lose => ("Takahashi", depth[to] as u64 + 1),
            Outcome::Win => ("Aoki", depth[to] as u64 + 1),
            Outcome::Draw => ("Draw", 0),
        })
        .collect()
}

fn prefix(word: &str) -> &str {
    let end = word.char_indices().nth(3).map_or(word.len(), |(i, _)| i);
    &word[..end]
}

fn suffix(word: &str) -> &str {
    let start = word.char_indices().rev().nth(2).map_or(0, |(i, _)| i);
    &word[start..]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Outcomes by iterating the definition to a fixed point (no queue, no counters), and the length of best play
    /// by minimax over bounded depths.
    fn by_fixed_point(vertices: usize, edges: &[(usize, usize)]) -> (Vec<Outcome>, Vec<u32>) {
        let moves = |v: usize| edges.iter().filter(move |e| e.0 == v).map(|e| e.1);
        // won[k][v]: the player to move at v wins within k moves; lost[k][v]: loses within k moves.
        let limit = 2 * vertices + 2;
        let mut won = vec![vec![false; vertices]];
        let mut lost = vec![(0..vertices).map(|v| moves(v).next().is_none()).collect::<Vec<_>>()];
        for k in 1..=limit {
            let w: Vec<bool> = (0..vertices).map(|v| moves(v).any(|t| lost[k - 1][t])).collect();
            let l: Vec<bool> = (0..vertices).map(|v| moves(v).all(|t| won[k - 1][t])).collect();
            won.push(w);
            lost.push(l);
        }
        (0..vertices)
            .map(|v| {
                if let Some(k) = (0..=limit).find(|&k| won[k][v]) {
                    (Outcome::Win, k as u32)
                } else if let Some(k) = (0..=limit).find(|&k| lost[k][v]) {
                    (Outcome::Lose, k as u32)
                } else {
                    (Outcome::Draw, 0)
                }
            })
            .unzip()
    }

    #[test]
    fn retrograde_analysis_agrees_with_the_definition() {
        let mut s = 0x209eu64 << 20 | 7;
        let mut next = move |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % m) as usize
        };
        for _ in 0..500 {
            let vertices = 1 + next(7);
            let edges: Vec<(usize, usize)> = (0..next(12))
                .map(|_| (next(vertices as u64), next(vertices as u64)))
                .collect();
            assert_eq!(
                outcomes(vertices, &edges),
                by_fixed_point(vertices, &edges),
                "{vertices}: {edges:?}"
            );
        }
    }

    #[test]
    fn generalised_values_decide_sums_as_play_does() {
        let mut s = 0x5317_u64 << 24 | 3;
        let mut next = move |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % m) as usize
        };
        let mut infinite = 0;
        for _ in 0..300 {
            let vertices = 1 + next(6);
            let edges: Vec<(usize, usize)> = (0..next(11))
                .map(|_| (next(vertices as u64), next(vertices as u64)))
                .collect();
            let values = gsg(vertices, &edges);
            infinite += values.iter().filter(|v| matches!(v, Gsg::Infinite { .. })).count();
            // One token: the value alone decides, as retrograde analysis does.
            let (alone, _) = outcomes(vertices, &edges);
            for v in 0..vertices {
                assert_eq!(sum_outcome(&[values[v].clone()]), alone[v], "{edges:?} at {v}");
            }
            // Two and three tokens on the graph: the product graph (move one token) played out.
            for tokens in [2u32, 3] {
                let states = vertices.pow(tokens);
                let digit = |state: usize, i: u32| state / vertices.pow(i) % vertices;
                let mut product = vec![];
                for state in 0..states {
                    for i in 0..tokens {
                        for &(from, to) in edges.iter().filter(|e| e.0 == digit(state, i)) {
                            let moved = state - from * vertices.pow(i) + to * vertices.pow(i);
                            product.push((state, moved));
                        }
                    }
                }
                let (played, _) = outcomes(states, &product);
                for state in 0..states {
                    let parts: Vec<Gsg> = (0..tokens).map(|i| values[digit(state, i)].clone()).collect();
                    assert_eq!(sum_outcome(&parts), played[state], "{edges:?}, tokens {state}");
                }
            }
        }
        assert!(
            infinite > 100,
            "the random graphs must have infinite values to test ({infinite})"
        );
    }

    #[test]
    fn shiritori_samples() {
        let words = |list: &[&str]| list.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        // ABC 209 E, sample 1: abcd → bcda → nothing; ada → ada forever.
        // Best play: abcd, bcda (2 words); bcda alone (1).
        assert_eq!(
            shiritori(&words(&["abcd", "bcda", "ada"])),
            [("Aoki", 2), ("Takahashi", 1), ("Draw", 0)]
        );
        // Sample 2: one word that follows itself.
        assert_eq!(shiritori(&words(&["ABC"])), [("Draw", 0)]);
    }
}
