//! Tokens on a graph with a cycle (loopy play, issue 25): a move takes one token along an edge; whoever cannot move
//! loses, and a game that can go on forever is a draw.
//!
//! Rule: the tokens' generalised SG values (Smith; Fraenkel), from [`crate::theory::loopy::labels`]. All finite: the XOR
//! decides as in a sum of ordinary games (and is the position's SG value). One ∞(K) and the others' XOR b: a win when
//! b ∈ K (move that token to an option of value b), else a draw. Two or more ∞: a draw. The product graph played
//! out checks it (crate/src/loopy.rs's tests, and `check("loopy")`).

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::limits::Limits;
use crate::game::{Component, Dag, Game};
use crate::theory::loopy::{sum_outcome, Gsg, Labels, Outcome};

pub struct Loopy<'a> {
    pub dag: &'a Dag,
}

/// The move of token `i` of `c` to vertex `to`.
fn token_move(c: &Component, i: usize, to: u32) -> MoveTo {
    let mut heaps = c.heaps.clone();
    let from = heaps[i];
    heaps[i] = to;
    let marks = vec![false; heaps.len()];
    MoveTo {
        action: Action::Token { heap: i, from, to },
        next: c.with(heaps, marks),
    }
}

impl Loopy<'_> {
    /// Smith's rule: the tokens' generalised values and the sum's outcome (no limit: the labels are the graph's).
    fn verdict_of(&self, c: &Component) -> Verdict {
        let l = self.dag.labels();
        let values: Vec<Gsg> = c.heaps.iter().map(|&v| l.values[v as usize].clone()).collect();
        let outcome = sum_outcome(&values);
        let xor = values.iter().filter_map(Gsg::finite).fold(0, |x, g| x ^ g);
        let all_finite = values.iter().all(|v| v.finite().is_some());
        Verdict {
            sg: all_finite.then_some(xor),
            wins: outcome == Outcome::Win,
            rule: Rule::Loopy { values, xor, outcome },
        }
    }

    /// Every winning move: with all values finite, those to value 0; with one ∞(K) and the others' XOR b ∈ K, the ∞
    /// token to an option of value b (a move of another token leaves the ∞, a win or a draw for the opponent).
    fn winning(&self, c: &Component) -> Option<Listing> {
        let l = self.dag.labels();
        let infinite: Vec<usize> = (0..c.heaps.len())
            .filter(|&i| l.values[c.heaps[i] as usize].finite().is_none())
            .collect();
        match infinite.as_slice() {
            [] => self.moves_to_value(c, 0),
            [i] => {
                let b = (0..c.heaps.len())
                    .filter(|j| j != i)
                    .fold(0, |x, j| x ^ l.values[c.heaps[j] as usize].finite().unwrap_or(0));
                Some(Listing {
                    moves: self.moves_of_to(c, l, *i, b),
                    exact: true,
                })
            }
            _ => Some(Listing {
                moves: Vec::new(),
                exact: true,
            }),
        }
    }

    /// The moves of token `i` to options of finite value `value`.
    fn moves_of_to(&self, c: &Component, l: &Labels, i: usize, value: u32) -> Vec<MoveTo> {
        self.dag
            .successors(c.heaps[i])
            .iter()
            .filter(|&&w| l.values[w as usize].finite() == Some(value))
            .map(|&w| token_move(c, i, w))
            .collect()
    }
}

impl Rules for Loopy<'_> {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "loopy",
            name: "loopy",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "play"].into(),
            example: "0".into(),
        }
    }

    fn text(&self) -> String {
        Game::Graph(self.dag.clone()).to_string()
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        super::heaps::tokens_in(self.dag, heaps)
    }

    fn shape(&self) -> super::Shape {
        super::Shape {
            repeats: true,
            ..super::Shape::HEAPS
        }
    }

    fn computer_move(&self, c: &Component) -> Option<super::ComputerMove> {
        computer_move(self.dag, c).map(|(to, outcome)| super::ComputerMove {
            to,
            outcome,
            rule: None,
        })
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        Ok(Box::new((0..c.heaps.len()).flat_map(move |i| {
            self.dag
                .successors(c.heaps[i])
                .iter()
                .map(move |&w| token_move(c, i, w))
        })))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.iter().map(|&v| self.dag.successors(v).len() as u64).sum()
    }

    /// Tokens in any order.
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key = c.heaps.clone();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        Ok(Some(self.verdict_of(c)))
    }

    /// All values finite, XOR X: token i of value g moves to an option of value g ⊕ X ⊕ target. A move to an ∞
    /// option leaves no finite value, so these are all the moves to `target`.
    fn moves_to_value(&self, c: &Component, target: u32) -> Option<Listing> {
        let l = self.dag.labels();
        let finite: Option<Vec<u32>> = c.heaps.iter().map(|&v| l.values[v as usize].finite()).collect();
        let finite = finite?;
        let x = finite.iter().fold(0, |x, g| x ^ g);
        let moves = (0..c.heaps.len())
            .flat_map(|i| self.moves_of_to(c, l, i, finite[i] ^ x ^ target))
            .collect();
        Some(Listing { moves, exact: true })
    }

    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        self.winning(c)
    }

    fn work(&self, c: &Component, _: &Limits) -> Option<u64> {
        Some(self.dag.vertex_count() as u64 + self.dag.edge_count() as u64 + c.heaps.len() as u64)
    }
}

/// The computer's move in a loopy position: a winning move when there is one, chosen so that its wins end (the
/// tokens' values and labelling orders, largest first, get smaller from one of its turns to the next: it reverses a
/// token the opponent moved up to the vertex of the old value labelled earliest); in a draw, a move that keeps the
/// draw; in a loss, the move after which the opponent's values are largest (nothing better is known without
/// searching). `None` when no token can move.
fn computer_move(dag: &Dag, c: &Component) -> Option<(MoveTo, Outcome)> {
    let r = Loopy { dag };
    let l = dag.labels();
    let outcome = sum_outcome(
        &c.heaps
            .iter()
            .map(|&v| l.values[v as usize].clone())
            .collect::<Vec<_>>(),
    );
    // The measure of a position: each token's (value, order), ∞ above every finite value, largest first.
    let measure = |heaps: &[u32]| {
        let mut m: Vec<(u32, u32)> = heaps
            .iter()
            .map(|&v| (l.values[v as usize].finite().unwrap_or(u32::MAX), l.order[v as usize]))
            .collect();
        m.sort_unstable_by(|a, b| b.cmp(a));
        m
    };
    let chosen = match outcome {
        Outcome::Win => r
            .winning(c)
            .and_then(|listing| listing.moves.into_iter().min_by_key(|m| measure(&m.next.heaps))),
        Outcome::Draw => r.moves(c).ok()?.find(|m| r.verdict_of(&m.next).rule.is_draw()),
        Outcome::Lose => r
            .moves(c)
            .ok()?
            .min_by_key(|m| std::cmp::Reverse(measure(&m.next.heaps))),
    };
    chosen.map(|m| (m, outcome))
}

/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Loopy { values, outcome, .. } => {
            let each: Vec<String> = values.iter().map(crate::theory::loopy::Gsg::to_string).collect();
            let infinite = values.iter().filter(|v| v.finite().is_none()).count();
            let why = match infinite {
                0 => "all finite, so their XOR decides",
                1 => "one is ∞, so the XOR of the others must be one of its options",
                _ => "two or more are ∞",
            };
            let ends = match outcome {
                crate::theory::loopy::Outcome::Win => "the player to move wins",
                crate::theory::loopy::Outcome::Lose => "the player to move loses",
                crate::theory::loopy::Outcome::Draw => "a draw: neither player can force a win",
            };
            format!("generalised SG values {}: {why}; {ends}", each.join(", "))
        }
        _ => unreachable!("not a rule of this family"),
    }
}
