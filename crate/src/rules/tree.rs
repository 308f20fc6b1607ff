//! Green Hackenbush on a rooted tree (HDU 3094): a move cuts one edge, and what hangs from it falls away; the
//! player who cannot move loses.
//!
//! A tree is written by its vertices' depths in preorder (a level sequence): `0` is the ground, then each vertex at
//! most one deeper than the one before; `tree: 0 1 2 1` is a stalk of two edges and a third edge, both on the ground.
//! The subtree of a vertex is the run of deeper vertices after it, so a cut removes a contiguous run.
//!
//! Rule: the colon principle. A branch is worth 1 + the value of what hangs from it, and branches at a vertex add by
//! XOR, so the tree is worth ⊕ over the ground's branches (see [`crate::theory::hackenbush`], which the search checks too).

use super::{Action, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;
use serde::Serialize;

/// The most vertices of a tree written in the notation (the key's recursion goes as deep as the tree).
pub const MAX_TREE: usize = 1024;

pub struct Tree;

/// The end (exclusive) of vertex `i`'s subtree in the level sequence `d`.
fn subtree_end(d: &[u32], i: usize) -> usize {
    (i + 1..d.len()).find(|&j| d[j] <= d[i]).unwrap_or(d.len())
}

/// Each vertex's value (what hangs from it, by the colon principle), from the leaves up.
fn values(d: &[u32]) -> Vec<u32> {
    let mut value = vec![0u32; d.len()];
    // Walking backwards, a vertex's children have been seen: the open values by depth wait for their parent.
    let mut pending: Vec<u32> = Vec::new();
    for i in (0..d.len()).rev() {
        let depth = d[i] as usize;
        pending.resize(pending.len().max(depth + 2), 0);
        value[i] = pending[depth + 1];
        pending[depth + 1] = 0;
        if depth > 0 {
            pending[depth] ^= value[i] + 1;
        }
    }
    value
}

/// The colon principle step by step (the tree view): vertices from the leaves up, each worth the XOR of its
/// branches, a branch worth 1 + the value of the vertex it leads to; the ground (vertex 0) last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ColonTrace {
    /// The level sequence: each vertex's depth, in preorder.
    pub depths: Vec<u32>,
    /// Each vertex's parent (none for the ground).
    pub parents: Vec<Option<usize>>,
    /// Each vertex's children, in preorder.
    pub children: Vec<Vec<usize>>,
    /// What hangs from each vertex is worth this (the ground's: the tree's SG).
    pub values: Vec<u32>,
    /// The order the steps settle the vertices: every child before its parent, the ground last.
    pub order: Vec<usize>,
}

/// See [`ColonTrace`]; `depths` must be a tree (checked by the family's shape).
pub fn colon_trace(depths: &[u32]) -> ColonTrace {
    let mut parents = vec![None; depths.len()];
    let mut children = vec![Vec::new(); depths.len()];
    let mut last_at_depth: Vec<usize> = Vec::new();
    for (v, &d) in depths.iter().enumerate() {
        let d = d as usize;
        if d > 0 {
            let p = last_at_depth[d - 1];
            parents[v] = Some(p);
            children[p].push(v);
        }
        last_at_depth.truncate(d);
        last_at_depth.push(v);
    }
    ColonTrace {
        depths: depths.to_vec(),
        parents,
        children,
        values: values(depths),
        order: (0..depths.len()).rev().collect(),
    }
}

/// Every tree of 1 to `vertices` vertices as a level sequence, branches in every order (counted by the Catalan
/// numbers): what the rule checks and the tests run on.
pub fn all_trees(vertices: usize) -> Vec<Vec<u32>> {
    let mut all = vec![vec![0u32]];
    let mut i = 0;
    while i < all.len() {
        let d = all[i].clone();
        if d.len() < vertices {
            for next in 1..=d[d.len() - 1] + 1 {
                let mut e = d.clone();
                e.push(next);
                all.push(e);
            }
        }
        i += 1;
    }
    all
}

/// The canonical form of the subtree at `i`: its children's forms sorted, so equal trees get equal keys.
fn canonical(d: &[u32], i: usize, base: u32, out: &mut Vec<u32>) {
    let end = subtree_end(d, i);
    let mut children: Vec<Vec<u32>> = Vec::new();
    let mut j = i + 1;
    while j < end {
        let mut child = Vec::new();
        canonical(d, j, base + 1, &mut child);
        children.push(child);
        j = subtree_end(d, j);
    }
    children.sort();
    out.push(base);
    for c in children {
        out.extend(c);
    }
}

impl Rules for Tree {
    fn trace(&self, c: &Component) -> Option<super::Trace> {
        Some(super::Trace::Colon(colon_trace(&c.heaps)))
    }

    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "tree",
            name: "tree",
            table: false,
            misere: false,
            mark: None,
            // Varying a level sequence's first two depths gives no trees: no table of positions.
            views: ["graph", "mex", "xor", "play", "tree"].into(),
            example: "0 1 2 1 1 2".into(),
        }
    }

    fn text(&self) -> String {
        "tree".into()
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        if heaps.len() > MAX_TREE {
            return Err(ShapeError::new(
                Message::new(Code::TreeTooLarge).arg("limit", MAX_TREE),
                None,
            ));
        }
        if heaps.first() != Some(&0) {
            return Err(ShapeError::new(Code::TreeGround, Some(0)));
        }
        for i in 1..heaps.len() {
            if heaps[i] == 0 || heaps[i] > heaps[i - 1] + 1 {
                return Err(ShapeError::new(
                    Message::new(Code::TreeDepth)
                        .arg("depth", heaps[i])
                        .arg("previous", heaps[i - 1]),
                    Some(i),
                ));
            }
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        Ok(Box::new((1..c.heaps.len()).map(move |i| {
            let end = subtree_end(&c.heaps, i);
            let mut next = c.heaps[..i].to_vec();
            next.extend_from_slice(&c.heaps[end..]);
            let marks = vec![false; next.len()];
            MoveTo {
                action: Action::Cut {
                    vertex: i,
                    edges: (end - i) as u32,
                },
                next: c.with(next, marks),
            }
        })))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.len().saturating_sub(1) as u64
    }

    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key = Vec::with_capacity(c.heaps.len());
        if !c.heaps.is_empty() {
            canonical(&c.heaps, 0, 0, &mut key);
        }
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let value = values(&c.heaps);
        let branches: Vec<u32> = (1..c.heaps.len())
            .filter(|&i| c.heaps[i] == 1)
            .map(|i| value[i] + 1)
            .collect();
        let sg = branches.iter().fold(0, |x, b| x ^ b);
        Ok(Some(Verdict {
            sg: Some(sg),
            wins: sg != 0,
            rule: Rule::Colon { branches, value: sg },
        }))
    }

    fn describe(&self, c: &Component, action: &Action) -> String {
        match action {
            Action::Cut { vertex, edges: 1 } => format!("cut the edge above vertex {vertex}"),
            Action::Cut { vertex, edges } => {
                format!("cut the edge above vertex {vertex} ({edges} edges fall)")
            }
            other => super::describe(c, other),
        }
    }

    fn work(&self, c: &Component, _: &Limits) -> Option<u64> {
        Some(c.heaps.len() as u64)
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Colon { branches, value } => {
            let each: Vec<String> = branches.iter().map(u32::to_string).collect();
            format!(
                "colon principle: the branches on the ground are worth {} (1 + what hangs from each), SG = \
                 their XOR = {value}",
                if each.is_empty() {
                    "nothing".into()
                } else {
                    each.join(" ⊕ ")
                }
            )
        }
        _ => unreachable!("not a rule of this family"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Family;

    #[test]
    fn values_and_keys_of_small_trees() {
        // A stalk of 3 is *3; two branches of 1 on the ground cancel; a stalk of 2 beside an edge is *2 ⊕ *1 = *3.
        assert_eq!(values(&[0, 1, 2, 3])[0], 3);
        assert_eq!(values(&[0, 1, 1])[0], 0);
        assert_eq!(values(&[0, 1, 2, 1])[0], 3);
        // The same tree with its branches in another order has the same key.
        let c = |h: &[u32]| Component::new(Family::Tree, h.to_vec());
        assert_eq!(Tree.key(&c(&[0, 1, 2, 1])), Tree.key(&c(&[0, 1, 1, 2])));
        assert_ne!(Tree.key(&c(&[0, 1, 2, 1])), Tree.key(&c(&[0, 1, 2, 2])));
        // Cutting vertex 1 of 0 1 2 1 removes its subtree (two edges) and leaves 0 1.
        let cut: Vec<Vec<u32>> = Tree.moves(&c(&[0, 1, 2, 1])).unwrap().map(|m| m.next.heaps).collect();
        assert_eq!(cut, [vec![0, 1], vec![0, 1, 1], vec![0, 1, 2]]);
    }

    #[test]
    fn the_trace_settles_children_before_parents() {
        let t = colon_trace(&[0, 1, 2, 1, 1, 2]);
        assert_eq!(t.parents, [None, Some(0), Some(1), Some(0), Some(0), Some(4)]);
        assert_eq!(t.children[0], [1, 3, 4]);
        // Stalks of 2, 1 and 2 on the ground: *2 ⊕ *1 ⊕ *2 = *1.
        assert_eq!(t.values, [1, 1, 0, 0, 1, 0]);
        for (k, &v) in t.order.iter().enumerate() {
            assert!(t.children[v].iter().all(|c| t.order[..k].contains(c)));
        }
    }

    #[test]
    fn the_colon_principle_agrees_with_the_picture_engine() {
        // Every level sequence of up to 8 vertices, valued here and by hackenbush.rs from its edges.
        for d in &all_trees(8) {
            let mut edges = Vec::new();
            let mut last_at_depth = vec![0usize; d.len() + 1];
            for (v, &depth) in d.iter().enumerate().skip(1) {
                edges.push((last_at_depth[depth as usize - 1], v));
                last_at_depth[depth as usize] = v;
            }
            assert_eq!(
                values(d)[0] as u64,
                crate::theory::hackenbush::value(d.len(), &edges, 0),
                "{d:?}"
            );
        }
    }
}
