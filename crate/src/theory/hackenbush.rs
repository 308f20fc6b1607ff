//! Green Hackenbush: a picture of edges, some joined to the ground; a move deletes one edge, and whatever no longer
//! reaches the ground falls away. The last player to move wins.
//!
//! Two principles give any picture's value without a search:
//! - the colon principle: a branch on a vertex is worth 1 + the value of what hangs from it, and branches at one
//!   vertex add by XOR (so a tree is worth ⊕ over the root's children of 1 + their value);
//! - the fusion principle: the vertices of a cycle may be fused into one, its edges becoming loops, each loop worth 1
//!   (an odd cycle is one edge, an even cycle nothing).
//!
//! Fusing every cycle leaves the bridge tree: each 2-edge-connected part is one vertex carrying its inner edges as
//! loops, and the bridges are its branches. [`value`] computes that in O(V + E).

/// The picture's vertices fused into 2-edge-connected parts, and what each part weighs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fused {
    /// The part of each vertex (`None` for vertices that do not reach the ground: they have fallen away).
    pub part: Vec<Option<usize>>,
    /// For each part, its loops after fusion (the inner edges of its cycles, and loops as drawn).
    pub loops: Vec<usize>,
    /// For each part but the ground's, the part it hangs from (through one bridge).
    pub parent: Vec<Option<usize>>,
    /// Each part's value: the loops' parity XOR, over its children, 1 + the child's value.
    pub value: Vec<u64>,
    /// For each part, the vertex it fuses into: the first reached from the ground (the bridge's end, the ground).
    pub rep: Vec<usize>,
    /// For each part but the ground's, the bridge (an edge index) it hangs by.
    pub bridge: Vec<Option<usize>>,
}

/// The value of a picture with vertices `0..vertices`, the edges given (loops and parallel edges allowed) and the
/// ground at `ground`. Vertices out of range are the caller's error (checked by the readers).
pub fn value(vertices: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
    let fused = fuse(vertices, edges, ground);
    fused.part[ground].map_or(0, |p| fused.value[p])
}

/// Finds the bridges, fuses the rest and values the bridge tree from the ground.
pub fn fuse(vertices: usize, edges: &[(usize, usize)], ground: usize) -> Fused {
    // Adjacency as (neighbour, edge id), so that a parallel edge is not mistaken for the edge walked in by.
    let mut adjacent: Vec<Vec<(usize, usize)>> = vec![Vec::new(); vertices];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adjacent[a].push((b, id));
        if a != b {
            adjacent[b].push((a, id));
        }
    }
    let bridge = bridges(&adjacent, edges.len(), ground);

    // Parts: what the ground reaches without crossing a bridge is one part; each bridge leads to a new one.
    let mut part = vec![None; vertices];
    let mut loops = Vec::new();
    let mut parent = Vec::new();
    let mut rep = Vec::new();
    let mut by = Vec::new();
    let mut pending = vec![(ground, None, None)];
    while let Some((start, from, bridge_id)) = pending.pop() {
        if part[start].is_some() {
            continue;
        }
        let p = loops.len();
        loops.push(0);
        parent.push(from);
        rep.push(start);
        by.push(bridge_id);
        let mut stack = vec![start];
        part[start] = Some(p);
        while let Some(v) = stack.pop() {
            for &(w, id) in &adjacent[v] {
                if bridge[id] {
                    if part[w].is_none() {
                        pending.push((w, Some(p), Some(id)));
                    }
                    continue;
                }
                if part[w].is_none() {
                    part[w] = Some(p);
                    stack.push(w);
                }
            }
        }
    }
    for (id, &(a, _)) in edges.iter().enumerate() {
        if let (false, Some(p)) = (bridge[id], part[a]) {
            loops[p] += 1;
        }
    }
    // A part is numbered after the part it hangs from: backwards, they are valued from the leaves up.
    let mut value: Vec<u64> = loops.iter().map(|&l| (l % 2) as u64).collect();
    for p in (0..loops.len()).rev() {
        if let Some(up) = parent[p] {
            value[up] ^= value[p] + 1;
        }
    }
    Fused {
        part,
        loops,
        parent,
        value,
        rep,
        bridge: by,
    }
}

/// Which edges are bridges, among those the ground reaches (Tarjan's low-link, iteratively: a path of 10^5 edges
/// must not overflow the stack).
fn bridges(adjacent: &[Vec<(usize, usize)>], edge_count: usize, root: usize) -> Vec<bool> {
    let n = adjacent.len();
    let mut bridge = vec![false; edge_count];
    let mut order = vec![usize::MAX; n];
    let mut low = vec![0; n];
    let mut seen = 0;
    // (vertex, edge it was entered by, next adjacency index)
    let mut stack: Vec<(usize, usize, usize)> = vec![(root, usize::MAX, 0)];
    order[root] = seen;
    low[root] = seen;
    seen += 1;
    while let Some(&mut (v, via, ref mut next)) = stack.last_mut() {
        if let Some(&(w, id)) = adjacent[v].get(*next) {
            *next += 1;
            if id == via {
                continue;
            }
            if order[w] == usize::MAX {
                order[w] = seen;
                low[w] = seen;
                seen += 1;
                stack.push((w, id, 0));
            } else {
                low[v] = low[v].min(order[w]);
            }
        } else {
            stack.pop();
            if let Some(&(u, _, _)) = stack.last() {
                low[u] = low[u].min(low[v]);
                if low[v] > order[u] {
                    bridge[via] = true;
                }
            }
        }
    }
    bridge
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    /// The picture's value by playing it: every edge subset that reaches the ground, every cut.
    fn by_search(vertices: usize, edges: &[(usize, usize)], ground: usize) -> u64 {
        fn grounded(vertices: usize, edges: &[(usize, usize)], ground: usize, present: u32) -> u32 {
            let mut reach = vec![false; vertices];
            reach[ground] = true;
            let mut kept = 0u32;
            loop {
                let mut grew = false;
                for (id, &(a, b)) in edges.iter().enumerate() {
                    if present >> id & 1 == 1 && kept >> id & 1 == 0 && (reach[a] || reach[b]) {
                        kept |= 1 << id;
                        reach[a] = true;
                        reach[b] = true;
                        grew = true;
                    }
                }
                if !grew {
                    return kept;
                }
            }
        }
        fn sg(
            present: u32,
            vertices: usize,
            edges: &[(usize, usize)],
            ground: usize,
            memo: &mut HashMap<u32, u64>,
        ) -> u64 {
            if let Some(&v) = memo.get(&present) {
                return v;
            }
            let options: std::collections::HashSet<u64> = (0..edges.len())
                .filter(|&id| present >> id & 1 == 1)
                .map(|id| {
                    let next = grounded(vertices, edges, ground, present & !(1 << id));
                    sg(next, vertices, edges, ground, memo)
                })
                .collect();
            let v = (0..).find(|v| !options.contains(v)).unwrap();
            memo.insert(present, v);
            v
        }
        let all = grounded(vertices, edges, ground, (1u32 << edges.len()) - 1);
        sg(all, vertices, edges, ground, &mut HashMap::new())
    }

    #[test]
    fn the_principles_agree_with_play_on_random_pictures() {
        let mut s = 0x2545_f491_4f6c_dd1du64;
        let mut next = move |m: u64| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            (s % m) as usize
        };
        for round in 0..400 {
            let vertices = 1 + next(6);
            let count = next(11);
            // Trees in one round of three (the colon principle alone), any multigraph in the others.
            let edges: Vec<(usize, usize)> = if round % 3 == 0 {
                (1..vertices).map(|v| (next(v as u64), v)).collect()
            } else {
                (0..count)
                    .map(|_| (next(vertices as u64), next(vertices as u64)))
                    .collect()
            };
            let ground = next(vertices as u64);
            assert_eq!(
                value(vertices, &edges, ground),
                by_search(vertices, &edges, ground),
                "{vertices} vertices, edges {edges:?}, ground {ground}"
            );
        }
    }

    #[test]
    fn known_pictures() {
        // A stalk of n edges is *n; a triangle on the ground is one edge (*1), a square nothing; a loop is *1.
        let stalk: Vec<(usize, usize)> = (0..5).map(|v| (v, v + 1)).collect();
        assert_eq!(value(6, &stalk, 0), 5);
        assert_eq!(value(3, &[(0, 1), (1, 2), (2, 0)], 0), 1);
        assert_eq!(value(4, &[(0, 1), (1, 2), (2, 3), (3, 0)], 0), 0);
        assert_eq!(value(1, &[(0, 0)], 0), 1);
        // The colon principle: a root with branches of 1 and of 2 edges, *1 ⊕ *2 = *3; on a stem, 1 + 3 = *4.
        assert_eq!(value(4, &[(0, 1), (0, 2), (2, 3)], 0), 3);
        assert_eq!(value(5, &[(0, 4), (4, 1), (4, 2), (2, 3)], 0), 4);
        // Edges that do not reach the ground count for nothing.
        assert_eq!(value(4, &[(0, 1), (2, 3)], 0), 1);
    }

    #[test]
    fn a_long_path_does_not_overflow_the_stack() {
        let n = 200_000;
        let edges: Vec<(usize, usize)> = (0..n - 1).map(|v| (v, v + 1)).collect();
        assert_eq!(value(n, &edges, 0), (n - 1) as u64);
        let mut cycle = edges.clone();
        cycle.push((n - 1, 0));
        assert_eq!(value(n, &cycle, 0), (n % 2) as u64);
    }
}
