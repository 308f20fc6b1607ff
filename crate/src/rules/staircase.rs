//! Staircase Nim (note 001): piles on steps 1..n; a move carries at least one stone from step i to step i − 1, and
//! stones carried from step 1 reach the floor (step 0) and leave the game.
//!
//! Rule: SG = the XOR of the piles on odd steps. Every move changes exactly one odd pile (carrying from an odd step
//! shrinks it; carrying from an even step grows the odd step below), so no option keeps the XOR; and shrinking odd
//! piles reaches every smaller XOR, as in Nim. So the mex is the XOR itself. (The notes' argument for who wins:
//! stones carried from an even step can be carried on at once, so only the odd steps matter.)

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;

pub struct Staircase;

/// The XOR of the piles on odd steps (indices 0, 2, 4, …).
fn odd_xor(heaps: &[u32]) -> u32 {
    heaps.iter().step_by(2).fold(0, |x, &h| x ^ h)
}

fn carry(c: &Component, i: usize, count: u32) -> MoveTo {
    let mut next = c.heaps.clone();
    next[i] -= count;
    if i > 0 {
        next[i - 1] += count;
    }
    MoveTo {
        action: Action::Carry { step: i + 1, count },
        next: c.with(next, c.marks.clone()),
    }
}

impl Rules for Staircase {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "staircase",
            name: "staircase",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "3 1 2".into(),
        }
    }

    fn text(&self) -> String {
        "staircase".into()
    }

    /// No marks, and the stones add up to at most the caller's [`Limits::number`], so every step stays a number the
    /// notation reads.
    fn check_shape(&self, heaps: &[u32], marks: &[bool], limits: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        let mut total = 0u64;
        for (i, &h) in heaps.iter().enumerate() {
            total += h as u64;
            // The total is a heap of the position's text: at most the largest number the notation reads.
            let most = limits.number;
            if total > most as u64 {
                return Err(ShapeError::new(
                    Message::new(Code::StaircaseTotal).arg("limit", most),
                    Some(i),
                ));
            }
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        Ok(Box::new(
            (0..c.heaps.len()).flat_map(move |i| (1..=c.heaps[i]).map(move |k| carry(c, i, k))),
        ))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps.iter().map(|&h| h as u64).sum()
    }

    /// Steps keep their order; empty steps at the top change nothing.
    fn key(&self, c: &Component) -> Vec<u32> {
        let len = c.heaps.iter().rposition(|&h| h > 0).map_or(0, |i| i + 1);
        c.heaps[..len].to_vec()
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let xor = odd_xor(&c.heaps);
        Ok(Some(Verdict {
            sg: Some(xor),
            wins: xor != 0,
            rule: Rule::Staircase { xor },
        }))
    }

    /// The option of value `target` changes one odd pile from p to p ⊕ X ⊕ target: down by carrying from that odd
    /// step, or up by carrying from the even step above it (if it holds enough).
    fn moves_to_value(&self, c: &Component, target: u32) -> Option<Listing> {
        let change = odd_xor(&c.heaps) ^ target;
        let mut moves = Vec::new();
        if change != 0 {
            for (i, &h) in c.heaps.iter().enumerate() {
                if i % 2 == 0 {
                    let want = h ^ change;
                    if want < h {
                        moves.push(carry(c, i, h - want));
                    }
                } else {
                    let below = c.heaps[i - 1];
                    let want = below ^ change;
                    if want > below && want - below <= h {
                        moves.push(carry(c, i, want - below));
                    }
                }
            }
        }
        Some(Listing { moves, exact: true })
    }

    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        let (a, b) = (&c.heaps, &next.heaps);
        if a.len() != b.len() {
            return None;
        }
        let down = (0..a.len()).rev().find(|&i| b[i] < a[i])?;
        let count = a[down] - b[down];
        let mut expect = a.clone();
        expect[down] -= count;
        if down > 0 {
            expect[down - 1] += count;
        }
        (expect == *b).then_some(Action::Carry { step: down + 1, count })
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Staircase { xor } => format!("staircase Nim: SG = XOR of the piles on odd steps = {xor}"),
        _ => unreachable!("not a rule of this family"),
    }
}
