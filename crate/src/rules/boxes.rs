//! Note 001's boxes: n boxes of stones, all closed at the start (marked `*` once open). A move opens at least one
//! closed box, or takes at least one stone from one open box.
//!
//! The open boxes are a Nim sum, so a position is the Nim heap X (their XOR) plus the closed boxes C, and opening T
//! adds the Nim heap xor(T): the value is X ⊕ h(C) for a value h of the closed boxes alone. Rules:
//! - C independent (no non-empty subset XORs to 0): h(C) = 0, so SG = X. (Opening T ≠ ∅ changes X by xor(T) ≠ 0
//!   and leaves C \ T independent, so no option has value X; Nim moves reach every smaller value.)
//! - C dependent and X in the span of C: the player to move wins, by opening all but an independent set B' with
//!   xor(B') = xor(C) ⊕ X, which leaves open XOR 0 and independent closed boxes. At the start X = 0, which is
//!   always in the span: the notes' rule (先手必胜 iff some subset XORs to 0), found with a linear basis.
//! - C dependent and X outside the span: no simple rule (h(C) depends on the values); the search decides.

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::limits::Limits;
use crate::game::Component;
use crate::theory::basis::Basis;

pub struct Boxes;

/// The indices of the closed boxes and the XOR of the open ones.
fn split(c: &Component) -> (Vec<usize>, u32) {
    let closed = (0..c.heaps.len()).filter(|&i| !c.marks[i]).collect();
    let xor = (0..c.heaps.len())
        .filter(|&i| c.marks[i])
        .fold(0, |x, i| x ^ c.heaps[i]);
    (closed, xor)
}

fn open(c: &Component, boxes: Vec<usize>) -> MoveTo {
    let mut marks = c.marks.clone();
    for &i in &boxes {
        marks[i] = true;
    }
    MoveTo {
        action: Action::Open { boxes },
        next: c.with(c.heaps.clone(), marks),
    }
}

fn take(c: &Component, i: usize, k: u32) -> MoveTo {
    let mut heaps = c.heaps.clone();
    heaps[i] -= k;
    let left = heaps[i];
    MoveTo {
        action: Action::Take {
            heap: i,
            from: c.heaps[i],
            take: k,
            to: if left == 0 { vec![] } else { vec![left] },
        },
        next: c.with(heaps, c.marks.clone()),
    }
}

/// The closed boxes `closed[j]` for the members `combo` of `basis` (a basis of the closed boxes' values).
fn chosen(closed: &[usize], basis: &Basis, combo: u64) -> Vec<usize> {
    let mut out: Vec<usize> = (0..basis.rank())
        .filter(|&m| combo >> m & 1 == 1)
        .map(|m| closed[basis.members()[m]])
        .collect();
    out.sort_unstable();
    out
}

impl Rules for Boxes {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "boxes",
            name: "boxes",
            table: false,
            misere: false,
            mark: Some("open"),
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "3 5 6".into(),
        }
    }

    fn text(&self) -> String {
        "boxes".into()
    }

    fn check_shape(&self, _heaps: &[u32], _marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        Ok(())
    }

    /// Openings first (subsets of the closed boxes, in binary counting order), then takes from open boxes.
    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let (closed, _) = split(c);
        // 2^64 subsets cannot be listed; callers bound the work with move_bound first.
        let subsets = if closed.len() < 64 {
            (1u64 << closed.len()) - 1
        } else {
            0
        };
        let openings = (1..=subsets).map(move |mask| {
            let boxes = (0..closed.len())
                .filter(|&j| mask >> j & 1 == 1)
                .map(|j| closed[j])
                .collect();
            open(c, boxes)
        });
        let takes = (0..c.heaps.len())
            .filter(|&i| c.marks[i])
            .flat_map(move |i| (1..=c.heaps[i]).map(move |k| take(c, i, k)));
        Ok(Box::new(openings.chain(takes)))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        let (closed, _) = split(c);
        let openings = if closed.len() < 64 {
            (1u64 << closed.len()) - 1
        } else {
            u64::MAX
        };
        (0..c.heaps.len())
            .filter(|&i| c.marks[i])
            .fold(openings, |acc, i| acc.saturating_add(c.heaps[i] as u64))
    }

    /// Boxes in any order, each as (stones, open).
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key: Vec<u32> = c.heaps.iter().zip(&c.marks).map(|(&h, &m)| h * 2 + m as u32).collect();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let (closed, xor) = split(c);
        let (basis, independent) = Basis::of(closed.iter().map(|&i| c.heaps[i] as u64));
        if independent {
            Ok(Some(Verdict {
                sg: Some(xor),
                wins: xor != 0,
                rule: Rule::BoxesIndependent { xor },
            }))
        } else if basis.represent(xor as u64).is_some() {
            Ok(Some(Verdict {
                sg: None,
                wins: true,
                rule: Rule::BoxesSpan {
                    xor,
                    rank: basis.rank(),
                    closed: closed.len(),
                },
            }))
        } else {
            Ok(None)
        }
    }

    /// With independent closed boxes: Nim moves on the open boxes, and the one opening (if any) whose XOR is
    /// X ⊕ target (independence makes it unique).
    fn moves_to_value(&self, c: &Component, target: u32) -> Option<Listing> {
        let (closed, xor) = split(c);
        let (basis, independent) = Basis::of(closed.iter().map(|&i| c.heaps[i] as u64));
        if !independent {
            return None;
        }
        let change = xor ^ target;
        let mut moves = Vec::new();
        if change != 0 {
            if let Some(combo) = basis.represent(change as u64) {
                moves.push(open(c, chosen(&closed, &basis, combo)));
            }
            for i in (0..c.heaps.len()).filter(|&i| c.marks[i]) {
                let want = c.heaps[i] ^ change;
                if want < c.heaps[i] {
                    moves.push(take(c, i, c.heaps[i] - want));
                }
            }
        }
        Some(Listing { moves, exact: true })
    }

    /// Independent closed boxes: as [`Rules::moves_to_value`] with target 0. Otherwise, when the open XOR X is in
    /// the span: open every closed box but an independent set B' with xor(B') = xor(C) ⊕ X (one winning move; there
    /// may be more).
    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        let (closed, xor) = split(c);
        let (basis, independent) = Basis::of(closed.iter().map(|&i| c.heaps[i] as u64));
        if independent {
            return self.moves_to_value(c, 0);
        }
        let all = closed.iter().fold(0u64, |x, &i| x ^ c.heaps[i] as u64);
        let keep = chosen(&closed, &basis, basis.represent(all ^ xor as u64)?);
        let opened: Vec<usize> = closed
            .iter()
            .copied()
            .filter(|i| keep.binary_search(i).is_err())
            .collect();
        Some(Listing {
            moves: vec![open(c, opened)],
            exact: false,
        })
    }

    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        if next.heaps.len() != c.heaps.len() {
            return None;
        }
        let opened: Vec<usize> = (0..c.heaps.len()).filter(|&i| !c.marks[i] && next.marks[i]).collect();
        let closed_again = (0..c.heaps.len()).any(|i| c.marks[i] && !next.marks[i]);
        if closed_again {
            return None;
        }
        if !opened.is_empty() {
            return (next.heaps == c.heaps).then_some(Action::Open { boxes: opened });
        }
        let changed: Vec<usize> = (0..c.heaps.len()).filter(|&i| next.heaps[i] != c.heaps[i]).collect();
        match changed.as_slice() {
            [i] if c.marks[*i] && next.heaps[*i] < c.heaps[*i] => {
                Some(take(c, *i, c.heaps[*i] - next.heaps[*i]).action)
            }
            _ => None,
        }
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::BoxesIndependent { xor } => {
            format!("no closed boxes XOR to 0, so SG = XOR of the open boxes = {xor}")
        }
        Rule::BoxesSpan { xor, rank, closed } => format!(
            "some closed boxes XOR to 0 (rank {rank} of {closed} closed boxes) and the open XOR {xor} is in \
             their span: the player to move wins"
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
