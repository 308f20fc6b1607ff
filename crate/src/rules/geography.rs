//! Undirected vertex geography (二分图博弈): a token stands on a vertex of a graph; a move takes it to a neighbour it
//! has not stood on; the player who cannot move loses. `geography(0-1 1-2 2-0 2-3): 0 2` is the graph of those edges
//! with the token on 2, having left 0: a component's heaps are the vertices the token stood on, in order, its own
//! last.
//!
//! A board is the second spelling: `geography(.##/.../#.#): 3 4` is that board (rows joined by `/`, `.` a free cell,
//! `#` a wall), its cells numbered row by row from 0 (cell r·cols + c), each free cell joined to its free neighbours.
//!
//! Rule (Fraenkel, Scheinerman and Ullman, 1993; see [`crate::theory::matching`]): the player to move wins exactly
//! when every maximum matching of the vertices not yet left covers the token's. The winning move goes along such a
//! matching. It says who wins, not an SG value: a position is not a sum of smaller ones, since the state is the
//! vertices visited. The generic search checks it on every small graph (`crate/tests/geography.rs`).

use super::{Action, ComputerMove, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::{Component, Family};
use crate::theory::loopy::Outcome;
use crate::theory::matching::{Board, Graph, Shrinking, NONE};
use std::sync::Arc;

pub struct Geography<'a> {
    pub graph: &'a Arc<Graph>,
    pub board: &'a Option<Arc<Board>>,
}

/// The family written `geography(a-b c-d …)`: the edges, each two vertex numbers joined by `-`, separated by spaces
/// or commas; or `geography(.#./...)`, a board; within the caller's `limits`. An error says what is wrong, at which
/// character of `text`.
pub fn family(text: &str, limits: &Limits) -> Result<Family, (Message, usize)> {
    if !text.is_empty() && text.chars().all(|c| matches!(c, '.' | '#' | '/')) {
        return board(text, limits);
    }
    let mut edges = Vec::new();
    let mut at = 0;
    for word in text.split([' ', ',']) {
        let start = at;
        at += word.chars().count() + 1;
        if word.is_empty() {
            continue;
        }
        let vertex = |s: &str| s.parse::<usize>().ok().filter(|&v| v < limits.geography_vertices);
        let edge = word.split_once('-').and_then(|(a, b)| Some((vertex(a)?, vertex(b)?)));
        let Some((a, b)) = edge else {
            let message = Message::new(Code::GeographyEdge)
                .arg("found", word)
                .arg("limit", limits.geography_vertices);
            return Err((message, start));
        };
        if edges.len() == limits.geography_edges {
            return Err((
                Message::new(Code::GeographyEdges).arg("limit", limits.geography_edges),
                start,
            ));
        }
        edges.push((a as u32, b as u32));
    }
    if edges.is_empty() {
        return Err((
            Message::new(Code::GeographyEdge)
                .arg("found", "")
                .arg("limit", limits.geography_vertices),
            0,
        ));
    }
    let n = edges.iter().map(|&(a, b)| a.max(b) as usize + 1).max().unwrap_or(0);
    let mut graph = Graph::new(n);
    for (a, b) in edges {
        graph.add_edge(a, b);
    }
    Ok(Family::Geography(Arc::new(graph), None))
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::MatchingCovered { size } => format!(
            "geography: every maximum matching (of size {size}) of the vertices not yet left covers the token's: \
             the player to move wins, moving along one"
        ),
        Rule::MatchingMissed { size } => format!(
            "geography: a maximum matching (of size {size}) of the vertices not yet left misses the token's: the \
             player to move loses, the other answering along it"
        ),
        Rule::MatchingMove { from, to, size } => format!(
            "geography: along the edge {from}-{to} of a maximum matching (of size {size}): every maximum matching \
             covered {from}, so what is left has one that misses {to}, and each answer goes along it"
        ),
        _ => unreachable!("not a rule of this family"),
    }
}

/// The positions the matching rule is checked on against the search (`check("geography")`): every board of up to
/// 3 × 3 cells, every pattern of walls, the token on each free cell.
pub fn samples() -> Vec<String> {
    let mut positions = Vec::new();
    for (rows, cols) in [(1, 4), (2, 2), (2, 3), (2, 4), (3, 3)] {
        for walls in 0u32..1 << (rows * cols) {
            let board: Vec<String> = (0..rows)
                .map(|r| {
                    (0..cols)
                        .map(|c| if walls >> (r * cols + c) & 1 == 1 { '#' } else { '.' })
                        .collect()
                })
                .collect();
            let game = format!("geography({})", board.join("/"));
            positions.extend(
                (0..rows * cols)
                    .filter(|&v| walls >> v & 1 == 0)
                    .map(|start| format!("{game}: {start}")),
            );
        }
    }
    positions
}

/// A board: rows of `.` (free) and `#` (a wall) joined by `/`, all as long, at most [`Limits::geography_vertices`] cells.
fn board(text: &str, limits: &Limits) -> Result<Family, (Message, usize)> {
    let rows: Vec<&str> = text.split('/').collect();
    let cols = rows[0].len();
    let mut at = 0;
    for (r, row) in rows.iter().enumerate() {
        if row.len() != cols || cols == 0 {
            let message = Message::new(Code::GeographyBoardRow)
                .arg("row", r + 1)
                .arg("found", row.len())
                .arg("cols", cols);
            return Err((message, at));
        }
        at += row.len() + 1;
    }
    if rows.len() * cols > limits.geography_vertices {
        return Err((
            Message::new(Code::GeographyBoardSize).arg("limit", limits.geography_vertices),
            0,
        ));
    }
    let board = Board {
        rows: rows.len(),
        cols,
        free: rows.iter().flat_map(|row| row.chars().map(|c| c == '.')).collect(),
    };
    Ok(Family::Geography(Arc::new(board.graph()), Some(Arc::new(board))))
}

impl Geography<'_> {
    /// The matching kept maximum through the vertices `c`'s token has left: a maximum matching of what is left.
    fn left_matching(&self, c: &Component) -> Shrinking<'_> {
        matching_left(self.graph, &c.heaps[..c.heaps.len().saturating_sub(1)])
    }
}

/// A maximum matching of `graph` less the vertices `left`, kept maximum as each is taken away: the one matching the
/// verdict, the moves, the computer and the page's picture share, so they name the same partner.
fn matching_left<'g>(graph: &'g Graph, left: &[u32]) -> Shrinking<'g> {
    let mut m = Shrinking::new(graph);
    for &v in left {
        m.take(v);
    }
    m
}

impl Rules for Geography<'_> {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "geography",
            name: "geography",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "matching", "play"].into(),
            example: "0".into(),
        }
    }

    fn text(&self) -> String {
        if let Some(b) = self.board {
            let rows: Vec<String> = b
                .free
                .chunks(b.cols)
                .map(|row| row.iter().map(|&f| if f { '.' } else { '#' }).collect())
                .collect();
            return format!("geography({})", rows.join("/"));
        }
        let mut edges = Vec::new();
        for a in 0..self.graph.len() as u32 {
            edges.extend(
                self.graph
                    .neighbours(a)
                    .iter()
                    .filter(|&&b| a < b)
                    .map(|b| format!("{a}-{b}")),
            );
        }
        format!("geography({})", edges.join(" "))
    }

    /// The vertices the token stood on: at least its own, each in the graph, each a neighbour of the one before, none
    /// twice.
    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        if heaps.is_empty() {
            return Err(ShapeError::new(Message::new(Code::GeographyNoToken), None));
        }
        let n = self.graph.len() as u32;
        for (i, &v) in heaps.iter().enumerate() {
            if self
                .board
                .as_ref()
                .is_some_and(|b| (v as usize) < b.free.len() && !b.free[v as usize])
            {
                return Err(ShapeError::new(
                    Message::new(Code::GeographyWall).arg("cell", v),
                    Some(i),
                ));
            }
            if v >= n {
                return Err(ShapeError::new(
                    Message::new(Code::VertexNotInGraph).arg("vertex", v).arg("last", n - 1),
                    Some(i),
                ));
            }
            if heaps[..i].contains(&v) {
                return Err(ShapeError::new(
                    Message::new(Code::GeographyTwice).arg("vertex", v),
                    Some(i),
                ));
            }
            if i > 0 && !self.graph.neighbours(heaps[i - 1]).contains(&v) {
                return Err(ShapeError::new(
                    Message::new(Code::GeographyNotAWalk).arg("a", heaps[i - 1]).arg("b", v),
                    Some(i),
                ));
            }
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let token = *c.heaps.last().expect("a position has the token's vertex");
        Ok(Box::new(
            self.graph
                .neighbours(token)
                .iter()
                .filter(|v| !c.heaps.contains(v))
                .map(move |&to| step(c, to)),
        ))
    }

    fn shape(&self) -> super::Shape {
        super::Shape {
            walk: true,
            ..super::Shape::HEAPS
        }
    }

    fn trace(&self, c: &Component) -> Option<super::Trace> {
        Some(super::Trace::Matching(trace(
            self.graph,
            self.board.as_deref(),
            &c.heaps,
        )))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.last().map_or(0, |&t| self.graph.neighbours(t).len() as u64)
    }

    /// The token's vertex, then the vertices left, in order: the order they were left in does not matter.
    fn key(&self, c: &Component) -> Vec<u32> {
        let (&token, left) = c.heaps.split_last().expect("a position has the token's vertex");
        let mut key = left.to_vec();
        key.sort_unstable();
        key.insert(0, token);
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let mut m = self.left_matching(c);
        let size = m.size() as u32;
        let covered = m.take(*c.heaps.last().expect("a position has the token's vertex"));
        Ok(Some(Verdict {
            sg: None,
            wins: covered,
            rule: match covered {
                true => Rule::MatchingCovered { size },
                false => Rule::MatchingMissed { size },
            },
        }))
    }

    /// The theorem's move: along the token's edge in a maximum matching of what is left (one winning move of
    /// perhaps several).
    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        let m = self.left_matching(c);
        let token = *c.heaps.last()?;
        let partner = m.mates()[token as usize];
        let wins = m.clone().take(token);
        let moves = match (wins, partner) {
            (true, p) if p != NONE => vec![step(c, p)],
            _ => vec![],
        };
        Some(Listing { moves, exact: !wins })
    }

    /// The theorem's move, said: along the token's matching edge when every maximum matching covers it; else the
    /// first move, the matching that misses the token being the opponent's to follow.
    fn computer_move(&self, c: &Component) -> Option<ComputerMove> {
        let m = self.left_matching(c);
        let token = *c.heaps.last()?;
        let size = m.size() as u32;
        if m.clone().take(token) {
            let to = m.mates()[token as usize];
            return Some(ComputerMove {
                to: step(c, to),
                outcome: Outcome::Win,
                rule: Some(Rule::MatchingMove { from: token, to, size }),
            });
        }
        Some(ComputerMove {
            to: self.moves(c).ok()?.next()?,
            outcome: Outcome::Lose,
            rule: Some(Rule::MatchingMissed { size }),
        })
    }
}

/// The move of `c`'s token to vertex `to`.
fn step(c: &Component, to: u32) -> MoveTo {
    let from = *c.heaps.last().expect("a position has the token's vertex");
    let mut heaps = c.heaps.clone();
    heaps.push(to);
    let marks = vec![false; heaps.len()];
    MoveTo {
        action: Action::Token {
            heap: c.heaps.len() - 1,
            from,
            to,
        },
        next: c.with(heaps, marks),
    }
}

/// What the page draws of a geography position: the graph, the vertices the token left and its own, a maximum
/// matching of the vertices not yet left, and which of those every maximum matching covers (from each such vertex,
/// the player to move would win).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct GeographyTrace {
    pub vertices: u32,
    /// The board's rows and columns, when the graph is one (vertex r·cols + c), to be drawn as one.
    pub board: Option<[usize; 2]>,
    /// Which vertices are walls (none but a board's).
    pub walls: Vec<bool>,
    pub edges: Vec<[u32; 2]>,
    pub left: Vec<u32>,
    pub token: u32,
    /// A maximum matching of the vertices not yet left (the token's included), as edges.
    pub matching: Vec<[u32; 2]>,
    /// For each vertex, whether every maximum matching of what is left covers it (false for a vertex left).
    pub covered: Vec<bool>,
    /// Whether the player to move wins (the token's vertex is covered).
    pub wins: bool,
    /// The token's partner in `matching`: the theorem's move when it wins.
    pub partner: Option<u32>,
    /// The proof's second matching: a maximum matching of what is left less the token's vertex, found from
    /// `matching` by one augmenting search from the partner. It has as many edges as `matching` exactly when the
    /// player to move loses.
    pub without: Vec<[u32; 2]>,
    /// When the token is matched and the player to move loses: the path where `matching` and `without` differ, from
    /// the token through its partner to a vertex `matching` misses, its edges alternately in one and the other.
    /// Swapping them along it gives a maximum matching that misses the token. Empty otherwise.
    pub path: Vec<u32>,
}

/// [`GeographyTrace`] of one component (its heaps: the vertices the token stood on, its own last).
pub fn trace(graph: &Graph, board: Option<&Board>, heaps: &[u32]) -> GeographyTrace {
    let (&token, left) = heaps.split_last().expect("a position has the token's vertex");
    let n = graph.len() as u32;
    let mut gone = vec![false; graph.len()];
    for &v in left {
        gone[v as usize] = true;
    }
    let mut rest = Graph::new(graph.len());
    let mut edges = Vec::new();
    for a in 0..n {
        for &b in graph.neighbours(a).iter().filter(|&&b| a < b) {
            edges.push([a, b]);
            if !gone[a as usize] && !gone[b as usize] {
                rest.add_edge(a, b);
            }
        }
    }
    // A matching as its edges, each once.
    let edges_of = |mates: &[u32]| -> Vec<[u32; 2]> {
        (0..n)
            .filter(|&a| mates[a as usize] != NONE && a < mates[a as usize])
            .map(|a| [a, mates[a as usize]])
            .collect()
    };
    let matched = matching_left(graph, left);
    let mates = matched.mates();
    let matching = edges_of(mates);
    let mut covered = crate::theory::matching::always_covered(&rest);
    for &v in left {
        covered[v as usize] = false;
    }
    // The proof: take the token's vertex away and search from its partner for an augmenting path.
    let mut after = matched.clone();
    let wins = after.take(token);
    let others = after.mates();
    let without = edges_of(others);
    // The two matchings differ in paths and cycles; the token's is a path (its only edge is in `matching`), and it
    // ends on an edge of `without` (ending on one of `matching`, flipping `without` along it would beat a maximum).
    let mut path = Vec::new();
    if !wins && mates[token as usize] != NONE {
        let (mut at, mut first) = (token, true);
        path.push(token);
        loop {
            let next = if first { mates[at as usize] } else { others[at as usize] };
            if next == NONE || path.len() > n as usize {
                break;
            }
            path.push(next);
            (at, first) = (next, !first);
        }
    }
    GeographyTrace {
        vertices: n,
        board: board.map(|b| [b.rows, b.cols]),
        walls: (0..n as usize).map(|v| board.is_some_and(|b| !b.free[v])).collect(),
        edges,
        left: left.to_vec(),
        token,
        matching,
        wins: covered[token as usize],
        covered,
        partner: (mates[token as usize] != NONE).then_some(mates[token as usize]),
        without,
        path,
    }
}
