//! Moore's Nim-k: a move takes at least one stone from each of 1 to k heaps. (Not in the notes: the classic next
//! step after Nim, which is Moore's Nim-1.)
//!
//! Rule (Moore, 1910): write the heaps in binary; the position is a P-position exactly when in every column the
//! number of 1s is a multiple of k + 1. From any other position a move to one exists, built column by column from
//! the top (see [`winning_move`]).

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::{Component, Family};

/// Largest k of Moore's Nim-k.
pub const MAX_K: u32 = 64;

/// The family written `moore(k)`: `text` is k, from 1 to [`MAX_K`]. An error says what is wrong, at which character
/// of `text`.
pub fn family(text: &str, _: &crate::base::limits::Limits) -> Result<Family, (Message, usize)> {
    let lead = text.len() - text.trim_start().len();
    let digits = text[lead..].len() - text[lead..].trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &text[lead + digits..];
    if digits == 0 {
        let message = match rest.chars().next() {
            Some(c) => Message::new(Code::ExpectedItemFound).arg("found", c),
            None => Message::new(Code::EmptyItem),
        };
        return Err((message.phrase("context", Code::ANumber.into()), lead));
    }
    if let Some(c) = rest.trim_start().chars().next() {
        let at = lead + digits + rest.len() - rest.trim_start().len();
        let message = Message::new(Code::ExpectedCharFound)
            .arg("found", c)
            .arg("char", ')')
            .phrase("context", Code::AfterMooreNumber.into());
        return Err((message, text[..at].chars().count()));
    }
    match text[lead..lead + digits].parse::<u32>() {
        Ok(k) if (1..=MAX_K).contains(&k) => Ok(Family::Moore(k)),
        _ => Err((Message::new(Code::MooreRange).arg("limit", MAX_K), lead)),
    }
}

pub struct Moore {
    pub k: u32,
}

/// The number of 1s in bit column `bit` of the heaps.
fn ones(heaps: &[u32], bit: u32) -> usize {
    heaps.iter().filter(|&&h| h >> bit & 1 == 1).count()
}

/// A move to a P-position, from the highest column down: `r` is the number of 1s of the untouched heaps modulo
/// k + 1. Touched heaps (those already lowered at a higher column) may take any bits below. If r more heaps can
/// be touched (r + touched ≤ k), lower r untouched heaps that have this bit by clearing it, and clear it in every
/// touched heap; otherwise set the bit in k + 1 − r touched heaps (there are enough, as r + touched > k). At most k
/// heaps are touched, each lowered; `None` from a P-position.
pub fn winning_move(heaps: &[u32], k: u32) -> Option<(Vec<usize>, Vec<u32>)> {
    let m = k as usize + 1;
    let mut new = heaps.to_vec();
    let mut touched = vec![false; heaps.len()];
    let mut count = 0usize;
    for bit in (0..32).rev() {
        let untouched: Vec<usize> = (0..heaps.len())
            .filter(|&i| !touched[i] && new[i] >> bit & 1 == 1)
            .collect();
        let r = untouched.len() % m;
        let mut set_in_touched = 0;
        if r != 0 && r + count <= k as usize {
            for &i in untouched.iter().take(r) {
                touched[i] = true;
                count += 1;
                new[i] &= !(1 << bit);
            }
        } else if r != 0 {
            set_in_touched = m - r;
        }
        let mut set = 0;
        for i in (0..heaps.len()).filter(|&i| touched[i]) {
            if set < set_in_touched {
                new[i] |= 1 << bit;
                set += 1;
            } else {
                new[i] &= !(1 << bit);
            }
        }
    }
    let changed: Vec<usize> = (0..heaps.len()).filter(|&i| touched[i]).collect();
    if changed.is_empty() {
        return None;
    }
    let takes = changed.iter().map(|&i| heaps[i] - new[i]).collect();
    Some((changed, takes))
}

impl Rules for Moore {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "moore",
            name: "moore",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "1 2 3".into(),
        }
    }

    fn text(&self) -> String {
        format!("moore({})", self.k)
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        Ok(Box::new(super::take_many_moves(c, 1..=self.k as usize)))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        super::take_many_bound(c, 1..=self.k as usize)
    }

    fn key(&self, c: &Component) -> Vec<u32> {
        super::sorted_key(&c.heaps)
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let m = self.k as usize + 1;
        let column = (0..32).rev().find(|&bit| !ones(&c.heaps, bit).is_multiple_of(m));
        Ok(Some(Verdict {
            sg: None,
            wins: column.is_some(),
            rule: Rule::Moore {
                k: self.k,
                column,
                ones: column.map_or(0, |bit| ones(&c.heaps, bit)),
            },
        }))
    }

    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        let moves = winning_move(&c.heaps, self.k)
            .map(|(heaps, takes)| {
                let mut next = c.heaps.clone();
                for (&i, &t) in heaps.iter().zip(&takes) {
                    next[i] -= t;
                }
                MoveTo {
                    action: Action::TakeMany { heaps, takes },
                    next: c.with(next, c.marks.clone()),
                }
            })
            .into_iter()
            .collect::<Vec<_>>();
        // From a P-position the list is exactly empty; otherwise it holds one winning move of possibly many.
        let exact = moves.is_empty();
        Some(Listing { moves, exact })
    }

    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        let k = self.k as usize;
        super::take_many_between(c, next, |changed| (1..=k).contains(&changed))
    }
}

/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Moore { k, column: None, .. } => format!(
            "Moore's Nim-{k}: every binary column has a multiple of {} ones: the player to move loses",
            k + 1
        ),
        Rule::Moore {
            k,
            column: Some(bit),
            ones,
        } => format!(
            "Moore's Nim-{k}: column {bit} has {ones} ones, not a multiple of {}: the player to move wins",
            k + 1
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
