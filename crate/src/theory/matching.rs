//! Maximum matchings of undirected graphs, and the vertices every maximum matching covers: the theory of undirected
//! vertex geography (二分图博弈). A token stands on a vertex; the players move it in turn to a neighbour not visited
//! before; who cannot move loses. The player to move from `s` wins exactly when every maximum matching covers `s`
//! (Fraenkel, Scheinerman and Ullman, 1993):
//! - if some maximum matching M misses `s`, every move goes to a vertex M covers (else M + that edge would be larger),
//!   and the second player answers along M; the first can never reach a vertex M misses (that would be an augmenting
//!   path), so the second always has the answer;
//! - if every maximum matching covers `s`, the first player moves along one, M, to `t`; in the graph without `s`,
//!   M − st is a maximum matching that misses `t` (else the graph would have a matching as large as M that misses `s`),
//!   and the first player is now the second of the game from `t`.
//!
//! A maximum matching is found by Edmonds' blossom algorithm: an alternating tree grown from one exposed vertex at a
//! time, odd cycles (blossoms) shrunk to their base, O(V) per shrinking, so a search costs O(V² + E). Whether every
//! maximum matching covers `v`: take `v` away with its partner `u`'s edge; the rest of M is a matching of the graph
//! without `v`, one short, and any augmenting path must end at `u` (one between two other exposed vertices would
//! augment M). So one search from `u` says it: found, some maximum matching misses `v`; not found, none does.
//! [`Shrinking`] keeps the matching maximum as vertices are taken away one by one (a game's visited vertices).
//!
//! On a bipartite graph (a board: a chess colouring) the vertices some maximum matching misses are found all at once:
//! those an even alternating path reaches from an exposed vertex (each such path, flipped, moves the exposure to its
//! end), in O(V + E) after the matching ([`always_covered`]). With odd cycles that walk misses blossoms, and each
//! vertex gets its own search ([`always_covered_each`], also the tests' independent check on boards).

use std::collections::VecDeque;

/// No partner.
pub const NONE: u32 = u32::MAX;

/// An undirected graph on vertices 0 … n−1, by its neighbours (a loop is no move, and is left out).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Graph {
    adj: Vec<Vec<u32>>,
}

impl Graph {
    /// `n` vertices, no edges.
    pub fn new(n: usize) -> Graph {
        Graph {
            adj: vec![Vec::new(); n],
        }
    }

    /// The edge a–b (both ways); a loop is ignored, and an edge given twice is one. Neighbours are kept in order, so
    /// a graph is the same however its edges were listed.
    pub fn add_edge(&mut self, a: u32, b: u32) {
        if a == b {
            return;
        }
        if let Err(i) = self.adj[a as usize].binary_search(&b) {
            self.adj[a as usize].insert(i, b);
            let j = self.adj[b as usize].binary_search(&a).unwrap_err();
            self.adj[b as usize].insert(j, a);
        }
    }

    pub fn len(&self) -> usize {
        self.adj.len()
    }

    pub fn is_empty(&self) -> bool {
        self.adj.is_empty()
    }

    /// How many edges.
    pub fn edge_count(&self) -> usize {
        self.adj.iter().map(Vec::len).sum::<usize>() / 2
    }

    pub fn neighbours(&self, v: u32) -> &[u32] {
        &self.adj[v as usize]
    }

    /// A colouring with two colours that no edge joins twice, if the graph has no odd cycle.
    pub fn two_colouring(&self) -> Option<Vec<bool>> {
        let mut colour: Vec<Option<bool>> = vec![None; self.len()];
        for start in 0..self.len() {
            if colour[start].is_some() {
                continue;
            }
            colour[start] = Some(false);
            let mut queue = VecDeque::from([start]);
            while let Some(v) = queue.pop_front() {
                let c = colour[v].expect("coloured when queued");
                for &w in &self.adj[v] {
                    match colour[w as usize] {
                        None => {
                            colour[w as usize] = Some(!c);
                            queue.push_back(w as usize);
                        }
                        Some(d) if d == c => return None,
                        Some(_) => {}
                    }
                }
            }
        }
        Some(colour.into_iter().map(|c| c.unwrap_or(false)).collect())
    }
}

/// A board of `rows` × `cols` cells, row by row, `free[i]` for a cell a token may stand on (else a wall): most
/// geography problems are boards.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub free: Vec<bool>,
}

impl Board {
    /// The graph of its cells (vertex r·cols + c), each free cell joined to its free neighbours up, down, left and
    /// right. A board is bipartite (a chessboard's colours).
    pub fn graph(&self) -> Graph {
        grid(self.rows, self.cols, |a, b| self.free[a] && self.free[b])
    }
}

/// The graph of a grid's cells (vertex r·cols + c), each joined to its right and lower neighbour when `joined`
/// says so.
pub fn grid(rows: usize, cols: usize, joined: impl Fn(usize, usize) -> bool) -> Graph {
    let mut g = Graph::new(rows * cols);
    for i in 0..rows * cols {
        if i % cols + 1 < cols && joined(i, i + 1) {
            g.add_edge(i as u32, i as u32 + 1);
        }
        if i + cols < rows * cols && joined(i, i + cols) {
            g.add_edge(i as u32, (i + cols) as u32);
        }
    }
    g
}

/// A maximum matching of the graph less the vertices taken away, kept maximum as more are taken (see the module
/// doc). `mate[v]` is v's partner, or [`NONE`].
#[derive(Clone, Debug)]
pub struct Shrinking<'g> {
    graph: &'g Graph,
    mate: Vec<u32>,
    gone: Vec<bool>,
    search: Search,
}

impl<'g> Shrinking<'g> {
    /// A maximum matching of `graph`: a greedy one, then an augmenting search from each vertex it leaves exposed.
    pub fn new(graph: &'g Graph) -> Shrinking<'g> {
        let n = graph.len();
        let mut s = Shrinking {
            graph,
            mate: vec![NONE; n],
            gone: vec![false; n],
            search: Search::new(n),
        };
        for v in 0..n {
            if s.mate[v] == NONE {
                if let Some(&w) = graph.adj[v].iter().find(|&&w| s.mate[w as usize] == NONE) {
                    s.mate[v] = w;
                    s.mate[w as usize] = v as u32;
                }
            }
        }
        for v in 0..n {
            if s.mate[v] == NONE {
                s.search.augment(graph, &mut s.mate, &s.gone, v);
            }
        }
        s
    }

    /// Each vertex's partner ([`NONE`]: exposed, or taken away).
    pub fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// The number of edges in the matching.
    pub fn size(&self) -> usize {
        self.mate.iter().filter(|&&m| m != NONE).count() / 2
    }

    /// Takes `v` away (a vertex the token leaves) and keeps the matching maximum. Returns whether every maximum
    /// matching of the graph before covered `v`: whether the player to move from `v` wins.
    pub fn take(&mut self, v: u32) -> bool {
        let v = v as usize;
        if self.gone[v] {
            return false;
        }
        self.gone[v] = true;
        let u = self.mate[v];
        if u == NONE {
            return false;
        }
        self.mate[v] = NONE;
        self.mate[u as usize] = NONE;
        !self.search.augment(self.graph, &mut self.mate, &self.gone, u as usize)
    }
}

/// For each vertex, whether every maximum matching covers it (the player to move from it wins): all at once on a
/// bipartite graph, else a search per vertex ([`always_covered_each`]).
pub fn always_covered(graph: &Graph) -> Vec<bool> {
    if graph.two_colouring().is_none() {
        return always_covered_each(graph);
    }
    let m = Shrinking::new(graph);
    let mate = m.mates();
    // Missed by some maximum matching: the exposed vertices, and the partner of each neighbour of one.
    let mut missed: Vec<bool> = mate.iter().map(|&p| p == NONE).collect();
    let mut queue: VecDeque<u32> = (0..graph.len() as u32).filter(|&v| missed[v as usize]).collect();
    while let Some(a) = queue.pop_front() {
        for &b in graph.neighbours(a) {
            let c = mate[b as usize];
            if c != NONE && !missed[c as usize] {
                missed[c as usize] = true;
                queue.push_back(c);
            }
        }
    }
    missed.into_iter().map(|m| !m).collect()
}

/// [`always_covered`] on any graph, by one augmenting search per vertex: O(V · (V² + E)).
pub fn always_covered_each(graph: &Graph) -> Vec<bool> {
    let m = Shrinking::new(graph);
    (0..graph.len() as u32).map(|v| m.clone().take(v)).collect()
}

/// One augmenting search's working arrays (Edmonds): the tree's parent links, which vertices are even (outer), each
/// vertex's blossom base. Only the vertices the tree reached are reset between searches (`touched`), so a search
/// costs what it explores, not the whole graph.
#[derive(Clone, Debug)]
struct Search {
    parent: Vec<u32>,
    even: Vec<bool>,
    base: Vec<u32>,
    in_tree: Vec<bool>,
    in_blossom: Vec<bool>,
    touched: Vec<u32>,
    queue: VecDeque<usize>,
}

impl Search {
    fn new(n: usize) -> Search {
        Search {
            parent: vec![NONE; n],
            even: vec![false; n],
            base: (0..n as u32).collect(),
            in_tree: vec![false; n],
            in_blossom: vec![false; n],
            touched: Vec::new(),
            queue: VecDeque::new(),
        }
    }

    fn touch(&mut self, v: usize) {
        if !self.in_tree[v] {
            self.in_tree[v] = true;
            self.touched.push(v as u32);
        }
    }

    fn reset(&mut self) {
        for &v in &self.touched {
            let v = v as usize;
            self.parent[v] = NONE;
            self.even[v] = false;
            self.base[v] = v as u32;
            self.in_tree[v] = false;
        }
        self.touched.clear();
        self.queue.clear();
    }

    /// Grows an alternating tree from the exposed vertex `root` in the graph less `gone`; on reaching another exposed
    /// vertex, flips the path (the matching grows by one) and returns true.
    fn augment(&mut self, graph: &Graph, mate: &mut [u32], gone: &[bool], root: usize) -> bool {
        self.reset();
        self.touch(root);
        self.even[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for &to in &graph.adj[v] {
                let to = to as usize;
                if gone[to] || self.base[v] == self.base[to] || mate[v] == to as u32 {
                    continue;
                }
                if to == root || (mate[to] != NONE && self.parent[mate[to] as usize] != NONE) {
                    // An edge between two even vertices: an odd cycle, shrunk to its base. Only tree vertices can
                    // lie in it.
                    let base = self.common_base(mate, v, to);
                    self.mark_path(mate, v, base, to);
                    self.mark_path(mate, to, base, v);
                    for k in 0..self.touched.len() {
                        let i = self.touched[k] as usize;
                        if self.in_blossom[self.base[i] as usize] {
                            self.base[i] = base as u32;
                            if !self.even[i] {
                                self.even[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                    for k in 0..self.touched.len() {
                        let i = self.touched[k] as usize;
                        self.in_blossom[i] = false;
                    }
                } else if self.parent[to] == NONE {
                    self.touch(to);
                    self.parent[to] = v as u32;
                    if mate[to] == NONE {
                        // Flip the path from `to` back to the root.
                        let mut w = to as u32;
                        while w != NONE {
                            let p = self.parent[w as usize];
                            let next = mate[p as usize];
                            mate[w as usize] = p;
                            mate[p as usize] = w;
                            w = next;
                        }
                        return true;
                    }
                    let m = mate[to] as usize;
                    self.touch(m);
                    self.even[m] = true;
                    self.queue.push_back(m);
                }
            }
        }
        false
    }

    /// The base of the blossom the edge a–b closes: where their paths to the root meet.
    fn common_base(&mut self, mate: &[u32], a: usize, b: usize) -> usize {
        // `in_blossom` marks a's path for the moment (it is clear between shrinkings).
        let mut path = Vec::new();
        let mut a = a;
        loop {
            a = self.base[a] as usize;
            self.in_blossom[a] = true;
            path.push(a);
            if mate[a] == NONE {
                break;
            }
            a = self.parent[mate[a] as usize] as usize;
        }
        let mut b = b;
        let found = loop {
            b = self.base[b] as usize;
            if self.in_blossom[b] {
                break b;
            }
            b = self.parent[mate[b] as usize] as usize;
        };
        for v in path {
            self.in_blossom[v] = false;
        }
        found
    }

    /// Marks the blossoms on the path from `v` down to `base`, and points their odd vertices back across the edge that
    /// closed the cycle (`child`), so that a path through the blossom can later be flipped.
    fn mark_path(&mut self, mate: &[u32], mut v: usize, base: usize, mut child: usize) {
        while self.base[v] as usize != base {
            self.in_blossom[self.base[v] as usize] = true;
            self.in_blossom[self.base[mate[v] as usize] as usize] = true;
            self.parent[v] = child as u32;
            child = mate[v] as usize;
            v = self.parent[mate[v] as usize] as usize;
        }
    }
}
