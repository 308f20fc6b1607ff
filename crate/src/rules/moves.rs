//! What the families share to make and describe moves: the English words for an action, its summary for the page,
//! and the enumerations of the families that take from several heaps at once.

use super::{Action, MoveTo};
use crate::game::Component;

/// The English words for an action, shared by the families whose moves are plain takes.
pub fn describe(c: &Component, action: &Action) -> String {
    let size = |i: usize| c.heaps.get(i).copied().unwrap_or(0);
    match action {
        Action::Take { from, take: 0, to, .. } if to.len() >= 2 => {
            format!("split {from} into {}", and_list(&texts(to)))
        }
        Action::Take { from, take, to, .. } if to.len() >= 2 => {
            format!("take {take} from {from}, leaving {}", and_list(&texts(to)))
        }
        Action::Take { from, take, .. } => format!("take {take} from {from}"),
        Action::Token { from, to, .. } => format!("move a token from {from} to {to}"),
        Action::Carry { step, count } if *step == 1 => format!("move {count} from step 1 to the floor"),
        Action::Carry { step, count } => format!("move {count} from step {step} to step {}", step - 1),
        Action::Open { boxes } => {
            let sizes: Vec<String> = boxes.iter().map(|&i| size(i).to_string()).collect();
            match sizes.as_slice() {
                [one] => format!("open the box of {one}"),
                _ => format!("open the boxes of {}", and_list(&sizes)),
            }
        }
        Action::TakeMany { heaps, takes } => {
            let parts: Vec<String> = heaps
                .iter()
                .zip(takes)
                .map(|(&i, k)| format!("{k} from {}", size(i)))
                .collect();
            format!("take {}", and_list(&parts))
        }
        Action::Cut { vertex, edges } => format!("cut the edge above vertex {vertex} ({edges} edge(s) fall)"),
        Action::CutEdge { a, b, falls: 0, .. } => format!("cut the edge ({a},{b})"),
        Action::CutEdge { a, b, falls, .. } => format!("cut the edge ({a},{b}) ({falls} more edge(s) fall)"),
        Action::Replace { from, to, .. } => {
            let states: Vec<String> = to.chunks(from.len().max(1)).map(crate::lang::state_text).collect();
            let to = if states.is_empty() {
                "nothing".into()
            } else {
                states.join(" + ")
            };
            format!("{} → {to}", crate::lang::state_text(from))
        }
    }
}

fn texts(numbers: &[u32]) -> Vec<String> {
    numbers.iter().map(u32::to_string).collect()
}

/// "a", "a and b", "a, b and c".
fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{} and {last}", init.join(", ")),
    }
}

/// The heap a move is mostly about, for the contract's `{ heap, from, to, take }`: the first heap it touches, its
/// size before, its heaps after, and the stones taken from it (`None` for a graph token or opening boxes).
pub fn summary(c: &Component, action: &Action) -> (usize, u32, Vec<u32>, Option<u32>) {
    let size = |i: usize| c.heaps.get(i).copied().unwrap_or(0);
    match action {
        Action::Take { heap, from, take, to } => (*heap, *from, to.clone(), Some(*take)),
        Action::Token { heap, from, to } => (*heap, *from, vec![*to], None),
        Action::Carry { step, count } => {
            let i = step - 1;
            (i, size(i), vec![size(i) - count], Some(*count))
        }
        Action::Open { boxes } => {
            let i = boxes[0];
            (i, size(i), vec![size(i)], None)
        }
        Action::TakeMany { heaps, takes } => {
            let i = heaps[0];
            (i, size(i), vec![size(i) - takes[0]], Some(takes[0]))
        }
        Action::Replace { heap, from, to } => (*heap, from[0], to.clone(), None),
        Action::Cut { vertex, edges } => (*vertex, size(*vertex), vec![], Some(*edges)),
        Action::CutEdge { edge, a, b, falls } => (*edge, *a, vec![*b], Some(falls + 1)),
    }
}

/// Sorted heaps without the empty ones: the key of families where heaps are interchangeable and an empty heap is
/// no heap at all.
pub fn sorted_key(heaps: &[u32]) -> Vec<u32> {
    let mut key: Vec<u32> = heaps.iter().copied().filter(|&h| h > 0).collect();
    key.sort_unstable();
    key
}

/// Every way to choose `r` of `items` (in lexicographic order of positions).
pub fn combinations(items: Vec<usize>, r: usize) -> impl Iterator<Item = Vec<usize>> {
    let n = items.len();
    let mut idx: Option<Vec<usize>> = (r <= n).then(|| (0..r).collect());
    std::iter::from_fn(move || {
        let current = idx.clone()?;
        let out: Vec<usize> = current.iter().map(|&i| items[i]).collect();
        // Advance to the next combination.
        let mut next = current;
        let mut i = r;
        loop {
            if i == 0 {
                idx = None;
                break;
            }
            i -= 1;
            if next[i] < n - r + i {
                next[i] += 1;
                for j in i + 1..r {
                    next[j] = next[j - 1] + 1;
                }
                idx = Some(next);
                break;
            }
        }
        Some(out)
    })
}

/// Every vector `t` with 1 ≤ `t[j]` ≤ `most[j]` (the last entry fastest): the amounts a multi-heap move can take.
pub fn amounts(most: Vec<u32>) -> impl Iterator<Item = Vec<u32>> {
    let mut current: Option<Vec<u32>> = most.iter().all(|&m| m >= 1).then(|| vec![1; most.len()]);
    std::iter::from_fn(move || {
        let out = current.clone()?;
        let mut next = out.clone();
        let mut j = next.len();
        loop {
            if j == 0 {
                current = None;
                break;
            }
            j -= 1;
            if next[j] < most[j] {
                next[j] += 1;
                current = Some(next);
                break;
            }
            next[j] = 1;
        }
        Some(out)
    })
}

/// Moves of a multi-heap family: every choice of `sizes` heaps among the non-empty ones and every amount from each.
pub fn take_many_moves(c: &Component, sizes: std::ops::RangeInclusive<usize>) -> impl Iterator<Item = MoveTo> + '_ {
    let nonempty: Vec<usize> = (0..c.heaps.len()).filter(|&i| c.heaps[i] > 0).collect();
    sizes.flat_map(move |r| {
        combinations(nonempty.clone(), r).flat_map(move |heaps| {
            let most: Vec<u32> = heaps.iter().map(|&i| c.heaps[i]).collect();
            amounts(most).map(move |takes| {
                let mut next = c.heaps.clone();
                for (&i, &k) in heaps.iter().zip(&takes) {
                    next[i] -= k;
                }
                MoveTo {
                    action: Action::TakeMany {
                        heaps: heaps.clone(),
                        takes,
                    },
                    next: c.with(next, c.marks.clone()),
                }
            })
        })
    })
}

/// A bound on [`take_many_moves`]: the number of choices of heaps times the largest product of amounts.
pub fn take_many_bound(c: &Component, sizes: std::ops::RangeInclusive<usize>) -> u64 {
    let mut sorted: Vec<u64> = c.heaps.iter().filter(|&&h| h > 0).map(|&h| h as u64).collect();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    let n = sorted.len() as u64;
    let mut total = 0u64;
    for r in sizes {
        if r as u64 > n {
            break;
        }
        // C(n, r) ≤ n^r; the product of the r largest heaps bounds the amounts of any r heaps.
        let choose = (0..r as u64).fold(1u64, |acc, i| acc.saturating_mul(n - i) / (i + 1).max(1));
        let product = sorted[..r].iter().fold(1u64, |acc, &h| acc.saturating_mul(h));
        total = total.saturating_add(choose.saturating_mul(product));
    }
    total
}

/// The move from `c` to `next` when it takes from several heaps at once: which heaps went down and by how much, if
/// none went up and the marks are unchanged; `allowed(count)` says whether that many heaps may change.
pub fn take_many_between(c: &Component, next: &Component, allowed: impl Fn(usize) -> bool) -> Option<Action> {
    if next.heaps.len() != c.heaps.len() || next.marks != c.marks {
        return None;
    }
    let mut heaps = Vec::new();
    let mut takes = Vec::new();
    for (i, (&a, &b)) in c.heaps.iter().zip(&next.heaps).enumerate() {
        if b > a {
            return None;
        }
        if b < a {
            heaps.push(i);
            takes.push(a - b);
        }
    }
    allowed(heaps.len()).then_some(Action::TakeMany { heaps, takes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combinations_and_amounts_enumerate_everything_once() {
        let all: Vec<Vec<usize>> = combinations(vec![0, 2, 5, 7], 2).collect();
        assert_eq!(all, [[0, 2], [0, 5], [0, 7], [2, 5], [2, 7], [5, 7]]);
        assert_eq!(combinations(vec![1, 2], 3).count(), 0);
        assert_eq!(combinations(vec![1, 2], 0).collect::<Vec<_>>(), [Vec::<usize>::new()]);
        let t: Vec<Vec<u32>> = amounts(vec![2, 3]).collect();
        assert_eq!(t, [[1, 1], [1, 2], [1, 3], [2, 1], [2, 2], [2, 3]]);
        assert_eq!(amounts(vec![2, 0]).count(), 0);
    }
}
