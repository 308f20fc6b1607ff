//! Wythoff's game: two heaps; take any number from one heap, or the same number from both. (Not in the notes: its
//! table of SG values is the famous two-dimensional picture.)
//!
//! Rule (Wythoff, 1907): the P-positions are the pairs (⌊nφ⌋, ⌊nφ⌋ + n), n = 0, 1, 2, …, φ the golden ratio, in
//! either order. Every number is the smaller member of exactly one pair or the larger of exactly one, so from any
//! position the winning moves are at most three: one heap to the other's partner, or both down to the pair whose
//! difference is theirs. Computed exactly in integers: ⌊nφ⌋ = ⌊(n + ⌊n√5⌋) / 2⌋.

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::Component;

pub struct Wythoff;

/// ⌊nφ⌋: the smaller member of the n-th P-position.
pub fn lower(n: u64) -> u64 {
    let n128 = n as u128;
    // (√(5n²) by the standard library's exact integer square root.)
    ((n128 + (5 * n128 * n128).isqrt()) / 2) as u64
}

/// The other member of the P-position that contains `a` (every number is in exactly one).
pub fn partner(a: u64) -> u64 {
    // a = ⌊nφ⌋ for n ≈ a/φ, or a = ⌊nφ⌋ + n for n ≈ a/φ²: try the neighbours of both estimates exactly.
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let around = |x: f64| {
        let n = x as u64;
        n.saturating_sub(2)..=n + 2
    };
    for n in around(a as f64 / phi) {
        if lower(n) == a {
            return a + n;
        }
    }
    for n in around(a as f64 / (phi * phi)) {
        if lower(n) + n == a {
            return lower(n);
        }
    }
    unreachable!("every number is in a Wythoff pair")
}

fn take_one(c: &Component, heap: usize, k: u32) -> MoveTo {
    let mut heaps = c.heaps.clone();
    heaps[heap] -= k;
    let left = heaps[heap];
    MoveTo {
        action: Action::Take {
            heap,
            from: c.heaps[heap],
            take: k,
            to: if left == 0 { vec![] } else { vec![left] },
        },
        next: c.with(heaps, c.marks.clone()),
    }
}

fn take_both(c: &Component, k: u32) -> MoveTo {
    MoveTo {
        action: Action::TakeMany {
            heaps: vec![0, 1],
            takes: vec![k, k],
        },
        next: c.with(vec![c.heaps[0] - k, c.heaps[1] - k], c.marks.clone()),
    }
}

impl Rules for Wythoff {
    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "wythoff",
            name: "wythoff",
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "mex", "xor", "table", "play"].into(),
            example: "3 5".into(),
        }
    }

    fn text(&self) -> String {
        "wythoff".into()
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        if heaps.len() != 2 {
            return Err(ShapeError::new(
                Message::new(Code::WythoffTwoHeaps).arg("count", heaps.len()),
                (heaps.len() > 2).then_some(2),
            ));
        }
        Ok(())
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let (a, b) = (c.heaps[0], c.heaps[1]);
        Ok(Box::new(
            (1..=a)
                .map(move |k| take_one(c, 0, k))
                .chain((1..=b).map(move |k| take_one(c, 1, k)))
                .chain((1..=a.min(b)).map(move |k| take_both(c, k))),
        ))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        let (a, b) = (c.heaps[0] as u64, c.heaps[1] as u64);
        a + b + a.min(b)
    }

    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key = c.heaps.clone();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let (x, y) = (c.heaps[0].min(c.heaps[1]) as u64, c.heaps[0].max(c.heaps[1]) as u64);
        let n = y - x;
        let p = lower(n) == x;
        Ok(Some(Verdict {
            sg: None,
            wins: !p,
            rule: Rule::Wythoff {
                pair: p.then_some(n as u32),
            },
        }))
    }

    /// Heap 0 down to heap 1's partner, heap 1 down to heap 0's partner, both down to the pair with their
    /// difference: every move to a P-position is one of these.
    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        let (a, b) = (c.heaps[0] as u64, c.heaps[1] as u64);
        let mut moves = Vec::new();
        let pb = partner(b);
        if pb < a {
            moves.push(take_one(c, 0, (a - pb) as u32));
        }
        let pa = partner(a);
        if pa < b {
            moves.push(take_one(c, 1, (b - pa) as u32));
        }
        let low = lower(a.abs_diff(b));
        if low < a.min(b) {
            moves.push(take_both(c, (a.min(b) - low) as u32));
        }
        Some(Listing { moves, exact: true })
    }

    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        if next.heaps.len() != 2 {
            return None;
        }
        let (a, b) = (c.heaps[0], c.heaps[1]);
        let (x, y) = (next.heaps[0], next.heaps[1]);
        match (x.cmp(&a), y.cmp(&b)) {
            (std::cmp::Ordering::Less, std::cmp::Ordering::Equal) => Some(take_one(c, 0, a - x).action),
            (std::cmp::Ordering::Equal, std::cmp::Ordering::Less) => Some(take_one(c, 1, b - y).action),
            (std::cmp::Ordering::Less, std::cmp::Ordering::Less) if a - x == b - y => Some(take_both(c, a - x).action),
            _ => None,
        }
    }

    fn describe(&self, c: &Component, action: &Action) -> String {
        match action {
            Action::TakeMany { takes, .. } => format!("take {} from both heaps", takes[0]),
            _ => super::describe(c, action),
        }
    }
}

/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::Wythoff { pair: Some(n) } => {
            format!("a Wythoff pair (⌊{n}φ⌋, ⌊{n}φ⌋ + {n}): the player to move loses")
        }
        Rule::Wythoff { pair: None } => "not a Wythoff pair (⌊nφ⌋, ⌊nφ⌋ + n): the player to move wins".into(),
        _ => unreachable!("not a rule of this family"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_pairs_and_far_ones() {
        // (0,0) (1,2) (3,5) (4,7) (6,10) (8,13) (9,15) (11,18) (12,20): OEIS A000201 / A001950.
        let lows: Vec<u64> = (0..9).map(lower).collect();
        assert_eq!(lows, [0, 1, 3, 4, 6, 8, 9, 11, 12]);
        for a in 0..200 {
            let p = partner(a);
            assert_eq!(partner(p), a, "{a}");
        }
        // Far out, the floor of n·φ by f64 would be off: the integer formula agrees with a 128-bit fixed-point check.
        let n: u64 = 2_000_000_000;
        let phi_fixed: u128 = 1_618_033_988_749_894_848_204_586_834; // φ · 10^27
        assert_eq!(lower(n) as u128, n as u128 * phi_fixed / 10u128.pow(27));
    }
}
