//! The Stoned Game (CF1396B, note 001): take one stone from a heap, but never from the heap the previous move took
//! from (written with a `*`; at the start no heap is marked).
//!
//! Rule (the notes' rule for the start, checked for every position with a mark by the search): with S stones in
//! all, if a heap the player to move may take from holds more than S/2, that player wins (taking from it every turn);
//! else if the marked heap holds more than S/2, that player loses (the opponent takes from it every turn);
//! otherwise every stone gets taken and the player to move wins when S is odd.

use super::{Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::Code;
use crate::base::limits::Limits;
use crate::game::Component;

pub struct Stoned;

fn take_one(c: &Component, i: usize) -> MoveTo {
    let mut heaps = c.heaps.clone();
    heaps[i] -= 1;
    let mut marks = vec![false; heaps.len()];
    marks[i] = true;
    let left = heaps[i];
    MoveTo {
        action: super::Action::Take {
            heap: i,
            from: c.heaps[i],
            take: 1,
            to: if left == 0 { vec![] } else { vec![left] },
        },
        next: c.with(heaps, marks),
    }
}

impl Rules for Stoned {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "stoned",
            name: "stoned",
            table: false,
            misere: false,
            mark: Some("blocked"),
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "2 3 4".into(),
        }
    }

    fn text(&self) -> String {
        "stoned".into()
    }

    fn check_shape(&self, _heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        match marks.iter().enumerate().filter(|&(_, &m)| m).nth(1) {
            Some((i, _)) => Err(ShapeError {
                message: Code::TwoBlockedHeaps.into(),
                heap: Some(i),
                at_mark: true,
            }),
            None => Ok(()),
        }
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        Ok(Box::new(
            (0..c.heaps.len())
                .filter(|&i| !c.marks[i] && c.heaps[i] > 0)
                .map(move |i| take_one(c, i)),
        ))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.len() as u64
    }

    /// Heaps in any order, each as (stones, marked); an empty heap is no heap, marked or not.
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key: Vec<u32> = c
            .heaps
            .iter()
            .zip(&c.marks)
            .filter(|&(&h, _)| h > 0)
            .map(|(&h, &m)| h * 2 + m as u32)
            .collect();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let total: u64 = c.heaps.iter().map(|&h| h as u64).sum();
        let big = |i: usize| 2 * c.heaps[i] as u64 > total;
        let rest = |i: usize| total - c.heaps[i] as u64;
        let (wins, rule) = if let Some(i) = (0..c.heaps.len()).find(|&i| !c.marks[i] && big(i)) {
            (
                true,
                Rule::StonedDominant {
                    heap: i,
                    size: c.heaps[i],
                    rest: rest(i),
                },
            )
        } else if let Some(i) = (0..c.heaps.len()).find(|&i| c.marks[i] && big(i)) {
            (
                false,
                Rule::StonedBlocked {
                    heap: i,
                    size: c.heaps[i],
                    rest: rest(i),
                },
            )
        } else {
            (total % 2 == 1, Rule::StonedParity { total })
        };
        Ok(Some(Verdict { sg: None, wins, rule }))
    }

    /// At most one move per heap: each is judged by the rule.
    fn winning_moves(&self, c: &Component, limits: &Limits) -> Option<Listing> {
        let moves = self
            .moves(c)
            .ok()?
            .filter(|m| matches!(self.verdict(&m.next, limits), Ok(Some(v)) if !v.wins))
            .collect();
        Some(Listing { moves, exact: true })
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::StonedDominant { size, rest, .. } => format!(
            "a heap of {size} holds more than all the others ({rest}) and may be taken from: the player to move \
             wins"
        ),
        Rule::StonedBlocked { size, rest, .. } => format!(
            "the heap the last move took from ({size}) holds more than all the others ({rest}): the player to \
             move loses"
        ),
        Rule::StonedParity { total } => format!(
            "no heap holds more than the others together; {total} stones in all, {}: the player to move {}",
            if total % 2 == 1 { "odd" } else { "even" },
            if total % 2 == 1 { "wins" } else { "loses" }
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
