//! Heap games: games played on one heap of n stones (or one token on a vertex), each with a table G(0), G(1), …
//! A position sums their heaps; see [`super::position`].

use crate::lang::RulesGame;
use std::sync::Arc;

/// The rules of one impartial game. Heap games are played on heaps of `n` stones; a [`Dag`] on its vertices.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Game {
    /// Take any positive number of stones from one heap.
    Nim,
    /// Take `s` stones for some `s` in the set (sorted, distinct, all ≥ 1).
    Subtraction(Vec<u32>),
    /// Take any positive number of stones except those listed (sorted, distinct, all ≥ 1).
    AllBut(Vec<u32>),
    /// A take-and-break game given by its octal code.
    Octal(Octal),
    /// Tokens on an explicit directed acyclic graph.
    Graph(Dag),
    /// A game of one-number states written by its user as a rule text (see [`crate::lang`]).
    Rules(Arc<RulesGame>),
}

impl Game {
    /// About how many numbers the game holds (its set, code or graph): what a copy of it costs.
    pub fn size(&self) -> usize {
        match self {
            Game::Nim => 0,
            Game::Subtraction(set) | Game::AllBut(set) => set.len(),
            Game::Octal(code) => code.digits.len(),
            Game::Graph(dag) => dag.vertex_count() + dag.edge_count(),
            Game::Rules(_) => 1,
        }
    }
}

/// An octal code `d0.d1d2…` (hexadecimal when a digit passes 7), normalised so that equal games compare equal.
///
/// Digit `dk` is a sum of 1 (remove a whole heap of `k`), 2 (remove `k`, leave one non-empty heap), 4 (remove
/// `k`, leave two non-empty heaps) and 8 (remove `k`, leave three non-empty heaps). `d0` is 0, 4 or 8.
/// `repeat`, when set, is the index where a block that repeats forever starts (`0.[3]` is Nim). `unequal[k]` means
/// digit k's splits must leave heaps that are all different.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Octal {
    pub digits: Vec<u8>,
    pub unequal: Vec<bool>,
    pub repeat: Option<usize>,
}

impl Octal {
    /// Digit `k` of the code (0 past the end of a finite code).
    pub fn digit(&self, k: usize) -> u8 {
        self.at(k).map_or(0, |i| self.digits[i])
    }

    /// Whether digit `k`'s splits must leave unequal heaps.
    pub fn is_unequal(&self, k: usize) -> bool {
        self.at(k).is_some_and(|i| self.unequal[i])
    }

    /// The largest number of stones a move can remove, `None` for codes that repeat forever.
    pub fn max_removal(&self) -> Option<usize> {
        match self.repeat {
            Some(_) => None,
            None => Some(self.digits.len().saturating_sub(1)),
        }
    }

    /// Whether some move leaves two heaps or more.
    pub fn splits(&self) -> bool {
        self.digits.iter().any(|d| d & 12 != 0)
    }

    /// Whether some move leaves three heaps (a hexadecimal digit, 8 or more).
    pub fn splits_in_three(&self) -> bool {
        self.digits.iter().any(|d| d & 8 != 0)
    }

    fn at(&self, k: usize) -> Option<usize> {
        match self.repeat {
            Some(r) if k >= r => Some(r + (k - r) % (self.digits.len() - r)),
            _ if k < self.digits.len() => Some(k),
            _ => None,
        }
    }
}

/// A directed acyclic graph in compressed form: the successors of `v` are `targets[offsets[v]..offsets[v + 1]]`.
/// (A graph with cycles too, for loopy play: then it keeps its vertices' generalised SG values once found, shared
/// by its copies, since judging a position's moves asks for them once per position they leave.)
#[derive(Clone, Debug)]
pub struct Dag {
    offsets: Vec<u32>,
    targets: Vec<u32>,
    labels: std::sync::Arc<std::sync::OnceLock<crate::theory::loopy::Labels>>,
}

/// A graph is its edges: the labels found of it are not part of what it is.
impl PartialEq for Dag {
    fn eq(&self, other: &Self) -> bool {
        self.offsets == other.offsets && self.targets == other.targets
    }
}

impl Eq for Dag {}

impl std::hash::Hash for Dag {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.offsets.hash(state);
        self.targets.hash(state);
    }
}

impl Dag {
    /// The generalised SG values of its vertices and their labelling order ([`crate::theory::loopy::labels`]), found once.
    pub fn labels(&self) -> &crate::theory::loopy::Labels {
        self.labels.get_or_init(|| {
            let edges: Vec<(usize, usize)> = self.edges().map(|(a, b)| (a as usize, b as usize)).collect();
            crate::theory::loopy::labels(self.vertex_count(), &edges)
        })
    }

    /// Builds a graph with `vertices` vertices from edges `(from, to)`, both below `vertices` (callers check);
    /// repeated edges count once, and each vertex's successors keep the order in which they were first given.
    /// O(V + E): a counting sort by source, then one pass that drops repeats.
    pub fn from_edges(vertices: usize, edges: &[(u32, u32)]) -> Dag {
        let grouped = Dag::grouped(vertices, edges.iter().copied());
        // Drop repeated edges, keeping the first of each: seen[t] == v once v → t has been kept.
        let mut seen = vec![u32::MAX; vertices];
        let mut offsets = Vec::with_capacity(vertices + 1);
        let mut kept = Vec::with_capacity(grouped.targets.len());
        offsets.push(0);
        for v in 0..vertices as u32 {
            for &t in grouped.successors(v) {
                if seen[t as usize] != v {
                    seen[t as usize] = v;
                    kept.push(t);
                }
            }
            offsets.push(kept.len() as u32);
        }
        Dag {
            offsets,
            targets: kept,
            labels: Default::default(),
        }
    }

    /// The same graph with every edge turned around: `successors` of the result are predecessors here.
    pub fn reversed(&self) -> Dag {
        Dag::grouped(self.vertex_count(), self.edges().map(|(from, to)| (to, from)))
    }

    /// Pairs `(from, to)` grouped by `from` (a counting sort, O(V + E)), in the order given, repeats kept.
    fn grouped(vertices: usize, edges: impl Iterator<Item = (u32, u32)> + Clone) -> Dag {
        let mut offsets = vec![0u32; vertices + 1];
        for (from, _) in edges.clone() {
            offsets[from as usize + 1] += 1;
        }
        for v in 0..vertices {
            offsets[v + 1] += offsets[v];
        }
        let mut fill = offsets.clone();
        let mut targets = vec![0u32; offsets[vertices] as usize];
        for (from, to) in edges {
            let slot = &mut fill[from as usize];
            targets[*slot as usize] = to;
            *slot += 1;
        }
        Dag {
            offsets,
            targets,
            labels: Default::default(),
        }
    }

    pub fn vertex_count(&self) -> usize {
        self.offsets.len() - 1
    }

    pub fn edge_count(&self) -> usize {
        self.targets.len()
    }

    pub fn successors(&self, v: u32) -> &[u32] {
        &self.targets[self.offsets[v as usize] as usize..self.offsets[v as usize + 1] as usize]
    }

    /// Every edge `(from, to)`, grouped by source vertex.
    pub fn edges(&self) -> impl Iterator<Item = (u32, u32)> + Clone + '_ {
        (0..self.vertex_count() as u32).flat_map(move |v| self.successors(v).iter().map(move |&t| (v, t)))
    }
}
