//! A game written by its user whose states have two or more numbers (a sheet `(w, h)`, a king's square `(x, y)`):
//! a component is a sum of such states, written `cutting: (3,4) (5,6)`, its heaps their numbers one state after
//! another. A move replaces one state by the states its rule leaves. The component's value is the XOR of its states'
//! values, each found by [`crate::solve::written`]; a rule that fails is the answer (its error, not "no moves").

use super::{Action, FamilyInfo, MoveTo, Moves, Rule, Rules, Shape, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;
use crate::lang::{state_text, RulesGame};
use crate::solve::written;
use std::sync::Arc;

pub struct RulesFamily<'a> {
    pub game: &'a Arc<RulesGame>,
}

impl RulesFamily<'_> {
    fn arity(&self) -> usize {
        self.game.arity
    }

    /// The moves of state `i` of `c` (its numbers from `i * arity`), each as the numbers it leaves, or why the rule
    /// could not list them.
    fn state_moves(&self, c: &Component, i: usize) -> crate::base::error::Result<Vec<Vec<u32>>> {
        let k = self.arity();
        let moves = self.game.moves(&c.heaps[i * k..(i + 1) * k])?;
        Ok((0..moves.len()).map(|m| moves.get(m).to_vec()).collect())
    }
}

impl Rules for RulesFamily<'_> {
    fn text(&self) -> String {
        self.game.name.clone()
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        let k = self.arity();
        if !heaps.len().is_multiple_of(k) {
            return Err(ShapeError::new(
                Message::new(Code::RuleStateNumbers)
                    .arg("game", &self.game.name)
                    .arg("arity", k),
                Some(heaps.len() / k * k),
            ));
        }
        for (i, state) in heaps.chunks(k).enumerate() {
            match self.game.exists(state) {
                Ok(true) => {}
                Ok(false) => {
                    return Err(ShapeError::new(
                        Message::new(Code::RuleNotAState)
                            .arg("state", state_text(state))
                            .arg("game", &self.game.name),
                        Some(i * k),
                    ))
                }
                Err(e) => return Err(ShapeError::new(e.message, Some(i * k))),
            }
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let k = self.arity();
        // Every state's moves are listed first, so that a rule's failure is the answer.
        let all = (0..c.heaps.len() / k)
            .map(|i| self.state_moves(c, i))
            .collect::<crate::base::error::Result<Vec<_>>>()?;
        Ok(Box::new(all.into_iter().enumerate().flat_map(move |(i, moves)| {
            moves.into_iter().map(move |to| {
                let mut heaps = c.heaps.clone();
                heaps.splice(i * k..(i + 1) * k, to.iter().copied());
                let marks = vec![false; heaps.len()];
                MoveTo {
                    action: Action::Replace {
                        heap: i,
                        from: c.heaps[i * k..(i + 1) * k].to_vec(),
                        to,
                    },
                    next: c.with(heaps, marks),
                }
            })
        })))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        (0..c.heaps.len() / self.arity())
            .map(|i| self.state_moves(c, i).map_or(0, |m| m.len() as u64))
            .sum()
    }

    /// The states in order, so that a sum is the same however its states are listed.
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut states: Vec<&[u32]> = c.heaps.chunks(self.arity()).collect();
        states.sort_unstable();
        states.concat()
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let (values, xor) = written::sum(self.game, &c.heaps)?;
        Ok(Some(Verdict {
            sg: Some(xor),
            wins: xor != 0,
            rule: Rule::Sum { values, xor },
        }))
    }

    /// Every state up to each of the component's (a grid below it), at a rule state's assumed cost: the rule's
    /// moves are known only by running it, so asking what a request costs must not solve it.
    fn work(&self, c: &Component, _: &Limits) -> Option<u64> {
        let below = |s: &[u32]| s.iter().fold(1u64, |acc, &v| acc.saturating_mul(v as u64 + 1));
        let states = c
            .heaps
            .chunks(self.arity())
            .fold(0u64, |acc, s| acc.saturating_add(below(s)));
        Some(states.saturating_mul(crate::lang::RULE_STATE_WORK))
    }

    fn shape(&self) -> Shape {
        Shape {
            arity: self.game.arity,
            ..Shape::HEAPS
        }
    }

    fn info(&self) -> FamilyInfo {
        FamilyInfo {
            family: "rules",
            name: "rules",
            table: false,
            misere: false,
            mark: None,
            // A game of two-number states has its 打表 grid instead of a table.
            views: match self.game.arity {
                2 => ["graph", "mex", "xor", "grid", "play"],
                _ => ["graph", "mex", "xor", "table", "play"],
            }
            .into(),
            example: self.game.example(),
        }
    }
}

/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Sum { values, xor } => {
            let each: Vec<String> = values.iter().map(u32::to_string).collect();
            format!("SG = the XOR of the states' values {} = {xor}", each.join(" ⊕ "))
        }
        _ => unreachable!("not a rule of this family"),
    }
}
