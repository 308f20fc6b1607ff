//! Green Hackenbush on any picture (POJ 3710 "Christmas Game"): edges `(a, b)` between vertices, 0 the ground, cycles
//! and loops allowed; a move cuts one edge, and whatever no longer reaches the ground falls away. The player who
//! cannot move loses.
//!
//! `hackenbush: (0,1) (1,2) (2,0) (1,3)` is a triangle on the ground with an edge hanging from it; a picture cut down
//! to the bare ground is written `hackenbush: 0`.
//!
//! Rule: the fusion principle, then the colon principle (see [`crate::theory::hackenbush`]): the vertices of each cycle fuse
//! into one, its edges becoming loops worth 1 each (an odd cycle is one edge, an even one nothing), and the tree left
//! is valued from its leaves. The generic search checks it on every small picture (`check("fusion")`).

use super::{Action, MoveTo, Moves, Rule, Rules, Shape, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;
use crate::theory::hackenbush;
use serde::Serialize;

/// The most edges of a picture written in the notation.
pub const MAX_PICTURE_EDGES: usize = 1024;
/// The largest vertex number of a picture.
pub const MAX_PICTURE_VERTEX: u32 = 4096;

pub struct Picture;

/// The edges of a component: its heaps two by two.
fn edges(c: &[u32]) -> Vec<(usize, usize)> {
    c.chunks(2).map(|e| (e[0] as usize, e[1] as usize)).collect()
}

/// How many vertex numbers `edges` use (the ground, 0, at least).
fn vertex_count(edges: &[(usize, usize)]) -> usize {
    edges.iter().map(|&(a, b)| a.max(b) + 1).max().unwrap_or(1)
}

/// Which of `edges` reach the ground through the others.
fn grounded(edges: &[(usize, usize)]) -> Vec<bool> {
    let vertices = vertex_count(edges);
    let mut adjacent: Vec<Vec<usize>> = vec![Vec::new(); vertices];
    for (id, &(a, b)) in edges.iter().enumerate() {
        adjacent[a].push(id);
        adjacent[b].push(id);
    }
    let mut reached = vec![false; vertices];
    let mut kept = vec![false; edges.len()];
    reached[0] = true;
    let mut stack = vec![0usize];
    while let Some(v) = stack.pop() {
        for &id in &adjacent[v] {
            kept[id] = true;
            let (a, b) = edges[id];
            for w in [a, b] {
                if !reached[w] {
                    reached[w] = true;
                    stack.push(w);
                }
            }
        }
    }
    kept
}

/// The fused picture of a picture's edge list: its parts, loops and values (see [`hackenbush::fuse`]).
fn fused(edges: &[(usize, usize)]) -> hackenbush::Fused {
    hackenbush::fuse(vertex_count(edges), edges, 0)
}

impl Rules for Picture {
    fn trace(&self, c: &Component) -> Option<super::Trace> {
        Some(super::Trace::Fusion(fusion_trace(&c.heaps)))
    }

    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "hackenbush",
            name: "hackenbush",
            table: false,
            misere: false,
            mark: None,
            // Varying two numbers of an edge list gives other pictures, not a table of positions.
            views: ["graph", "mex", "xor", "play", "fusion"].into(),
            example: "(0,1) (1,2) (2,0) (1,3)".into(),
        }
    }

    fn text(&self) -> String {
        "hackenbush".into()
    }

    fn shape(&self) -> Shape {
        Shape {
            arity: 2,
            empty: Some("0"),
            ..Shape::HEAPS
        }
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks("hackenbush", marks)?;
        if heaps.len() / 2 > MAX_PICTURE_EDGES {
            return Err(ShapeError::new(
                Message::new(Code::PictureTooLarge).arg("limit", MAX_PICTURE_EDGES),
                Some(2 * MAX_PICTURE_EDGES),
            ));
        }
        if let Some(i) = heaps.iter().position(|&v| v > MAX_PICTURE_VERTEX) {
            return Err(ShapeError::new(
                Message::new(Code::VertexTooLarge).arg("limit", MAX_PICTURE_VERTEX),
                Some(i),
            ));
        }
        let edges = edges(heaps);
        match grounded(&edges).iter().position(|&kept| !kept) {
            Some(id) => Err(ShapeError::new(
                Message::new(Code::EdgeOffGround)
                    .arg("a", edges[id].0)
                    .arg("b", edges[id].1),
                Some(2 * id),
            )),
            None => Ok(()),
        }
    }

    /// Cut each edge in turn; what no longer reaches the ground falls with it.
    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let all = edges(&c.heaps);
        Ok(Box::new((0..all.len()).map(move |cut| {
            let rest: Vec<(usize, usize)> = all
                .iter()
                .enumerate()
                .filter(|&(id, _)| id != cut)
                .map(|(_, &e)| e)
                .collect();
            let kept = grounded(&rest);
            let heaps: Vec<u32> = rest
                .iter()
                .zip(&kept)
                .filter(|(_, &k)| k)
                .flat_map(|(&(a, b), _)| [a as u32, b as u32])
                .collect();
            let falls = (rest.len() - heaps.len() / 2) as u32;
            let (a, b) = all[cut];
            let marks = vec![false; heaps.len()];
            MoveTo {
                action: Action::CutEdge {
                    edge: cut,
                    a: a as u32,
                    b: b as u32,
                    falls,
                },
                next: c.with(heaps, marks),
            }
        })))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.len() as u64 / 2
    }

    /// The edges, each with its smaller end first, in order: the same picture written in another order or with an
    /// edge turned round is one position.
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut es: Vec<(u32, u32)> = c.heaps.chunks(2).map(|e| (e[0].min(e[1]), e[0].max(e[1]))).collect();
        es.sort_unstable();
        es.into_iter().flat_map(|(a, b)| [a, b]).collect()
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let f = fused(&edges(&c.heaps));
        let value = f.part[0].map_or(0, |p| f.value[p]) as u32;
        // The edges that lie on cycles (inside a part that fused): they become loops.
        let loops: usize = f.loops.iter().sum();
        let parts = f.loops.iter().filter(|&&l| l > 0).count();
        Ok(Some(Verdict {
            sg: Some(value),
            wins: value != 0,
            rule: Rule::Fusion { parts, loops, value },
        }))
    }

    fn work(&self, c: &Component, _: &Limits) -> Option<u64> {
        Some(c.heaps.len() as u64)
    }
}

/// The fusion principle, then the colon principle, step by step (the fusion view): the picture as written, each part
/// whose vertices lie on cycles fusing into one vertex (its edges becoming loops), then the parts valued from the
/// leaves up, the ground's last.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FusionTrace {
    /// The edges as written.
    pub edges: Vec<(usize, usize)>,
    /// Each vertex's part (every vertex of a position reaches the ground; numbers never written have none).
    pub part: Vec<Option<usize>>,
    /// Each part's vertices, the one it fuses into first.
    pub members: Vec<Vec<usize>>,
    /// Each part's loops once fused: its edges on cycles and the loops as written.
    pub loops: Vec<usize>,
    /// Each part's parent part (none for the ground's).
    pub parent: Vec<Option<usize>>,
    /// The bridge (an edge index) each part but the ground's hangs by.
    pub bridge: Vec<Option<usize>>,
    /// Each part's value: its loops' parity XOR, over the parts hanging from it, 1 + their value.
    pub values: Vec<u32>,
    /// The parts of more than one vertex, in the order they fuse (leaves first).
    pub fusions: Vec<usize>,
    /// The order the colon steps value the parts: every child before its parent, the ground's last.
    pub order: Vec<usize>,
}

/// See [`FusionTrace`]; `heaps` is a picture's edge list (checked by the family's shape).
pub fn fusion_trace(heaps: &[u32]) -> FusionTrace {
    let edges = edges(heaps);
    let f = fused(&edges);
    let mut members: Vec<Vec<usize>> = f.rep.iter().map(|&r| vec![r]).collect();
    for (v, p) in f.part.iter().enumerate() {
        if let Some(p) = *p {
            if v != f.rep[p] {
                members[p].push(v);
            }
        }
    }
    // Parts are numbered from the ground outwards (a child after its parent): backwards, the leaves come first.
    let order: Vec<usize> = (0..members.len()).rev().collect();
    FusionTrace {
        fusions: order.iter().copied().filter(|&p| members[p].len() > 1).collect(),
        edges,
        part: f.part,
        members,
        loops: f.loops,
        parent: f.parent,
        bridge: f.bridge,
        values: f.value.iter().map(|&v| v as u32).collect(),
        order,
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Fusion { parts: 0, value, .. } => {
            format!("no cycles: the colon principle alone (a branch is 1 + what hangs from it), SG = {value}")
        }
        Rule::Fusion { parts, loops, value } => format!(
            "fusion principle: the {loops} edge(s) on cycles fuse into loops in {parts} part(s) (a loop is worth \
             1: an odd cycle is one edge, an even one nothing), then the colon principle: SG = {value}"
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
