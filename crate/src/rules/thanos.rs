//! Thanos Nim (CF1147C, note 001): n heaps, n even; a move takes at least one stone from each of exactly n/2
//! non-empty heaps; with fewer than n/2 non-empty heaps the player to move has no move and loses.
//!
//! Rule (the notes', which the search confirms also with empty heaps): the player to move wins exactly when at most
//! n/2 heaps hold the least number of stones. The winning move lowers n/2 of the other heaps to that least number.

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;

pub struct Thanos;

impl Rules for Thanos {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "thanos",
            name: "thanos",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "2 2 3 4".into(),
        }
    }

    fn text(&self) -> String {
        "thanos".into()
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        if heaps.len() % 2 == 1 {
            return Err(ShapeError::new(
                Message::new(Code::ThanosEvenHeaps).arg("count", heaps.len()),
                None,
            ));
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let half = c.heaps.len() / 2;
        Ok(Box::new(super::take_many_moves(c, half..=half)))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        let half = c.heaps.len() / 2;
        super::take_many_bound(c, half..=half)
    }

    /// Heaps in any order; empty heaps count (n/2 is half of all the heaps).
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key = c.heaps.clone();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let Some(least) = c.heaps.iter().copied().min() else {
            return Ok(None);
        };
        let count = c.heaps.iter().filter(|&&h| h == least).count();
        let half = c.heaps.len() / 2;
        Ok(Some(Verdict {
            sg: None,
            wins: count <= half,
            rule: Rule::Thanos { least, count, half },
        }))
    }

    /// The notes' move: lower the first n/2 heaps above the least to the least (one winning move of many).
    fn winning_moves(&self, c: &Component, limits: &Limits) -> Option<Listing> {
        let v = self.verdict(c, limits).ok()??;
        let Rule::Thanos { least, half, .. } = v.rule else {
            return None;
        };
        if !v.wins {
            return Some(Listing {
                moves: vec![],
                exact: true,
            });
        }
        let heaps: Vec<usize> = (0..c.heaps.len()).filter(|&i| c.heaps[i] > least).take(half).collect();
        let takes: Vec<u32> = heaps.iter().map(|&i| c.heaps[i] - least).collect();
        let mut next = c.heaps.clone();
        for &i in &heaps {
            next[i] = least;
        }
        Some(Listing {
            moves: vec![MoveTo {
                action: Action::TakeMany { heaps, takes },
                next: c.with(next, c.marks.clone()),
            }],
            exact: false,
        })
    }

    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        let half = c.heaps.len() / 2;
        super::take_many_between(c, next, |changed| changed == half)
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Thanos { least, count, half } => format!(
            "{count} heap(s) hold the least ({least}); {} n/2 = {half}: the player to move {}",
            if count <= half { "at most" } else { "more than" },
            if count <= half { "wins" } else { "loses" }
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
