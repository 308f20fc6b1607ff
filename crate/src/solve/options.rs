//! The options of an octal code's heaps, and its values by the definition: what the solvers of every build share
//! ([`super::octal`], and the first-view build's `super::defined`, a module of that build only), kept below both.

use crate::game::Octal;
use crate::solve::mex;

/// The options of a heap of `heap` stones, as the heaps each move leaves (`[]`, `[a]`, `[a, b]` with a ≤ b or
/// `[a, b, c]` with a ≤ b ≤ c), with the number of stones it removes, in move order: for each k ascending, removing
/// the whole heap (bit 1), leaving one heap (bit 2), the splits a + b, a ascending (bit 4), then the splits
/// a + b + c, a then b ascending (bit 8); a digit with `!` leaves no two heaps equal. Lazy, so that a heap with
/// millions of options needs no memory for them.
pub fn moves(code: &Octal, heap: u32) -> impl Iterator<Item = (u32, Vec<u32>)> + '_ {
    let last = code.max_removal().map_or(heap, |t| t.min(heap as usize) as u32);
    (0..=last).flat_map(move |k| {
        let d = code.digit(k as usize);
        let rest = heap - k;
        let unequal = code.is_unequal(k as usize);
        let whole = (d & 1 != 0 && rest == 0).then(Vec::new);
        let one = (d & 2 != 0 && rest > 0).then(|| vec![rest]);
        let largest_a = if d & 4 != 0 && rest >= 2 { rest / 2 } else { 0 };
        let splits = (1..=largest_a)
            .filter(move |&a| !(unequal && 2 * a == rest))
            .map(move |a| vec![a, rest - a]);
        let largest_a3 = if d & 8 != 0 && rest >= 3 { rest / 3 } else { 0 };
        let threes = (1..=largest_a3).flat_map(move |a| {
            (a..=(rest - a) / 2)
                .map(move |b| vec![a, b, rest - a - b])
                .filter(move |t| !(unequal && (t[0] == t[1] || t[1] == t[2])))
        });
        whole
            .into_iter()
            .chain(one)
            .chain(splits)
            .chain(threes)
            .map(move |to| (k, to))
    })
}

/// The heaps each move of [`moves`] leaves, in the same order, given to `f` without allocating a list per move.
pub fn for_each_option(code: &Octal, heap: u32, mut f: impl FnMut(&[u32])) {
    let last = code.max_removal().map_or(heap, |t| t.min(heap as usize) as u32);
    for k in 0..=last {
        let d = code.digit(k as usize);
        let rest = heap - k;
        let unequal = code.is_unequal(k as usize);
        if d & 1 != 0 && rest == 0 {
            f(&[]);
        }
        if d & 2 != 0 && rest > 0 {
            f(&[rest]);
        }
        if d & 4 != 0 && rest >= 2 {
            for a in (1..=rest / 2).filter(|&a| !(unequal && 2 * a == rest)) {
                f(&[a, rest - a]);
            }
        }
        if d & 8 != 0 && rest >= 3 {
            for a in 1..=rest / 3 {
                for b in a..=(rest - a) / 2 {
                    let c = rest - a - b;
                    if !(unequal && (a == b || b == c)) {
                        f(&[a, b, c]);
                    }
                }
            }
        }
    }
}

/// Extends `g` (G(0) … G(len − 1) of the code) to G(n − 1) from every option of each heap, XORed and stamped in
/// `seen` (kept between calls): `seen[v] == i` when value v is an option of heap i. It spans the next power of two
/// past the largest value, which bounds every XOR of values.
pub(crate) fn extend_stamped(code: &Octal, g: &mut Vec<u32>, seen: &mut Vec<u32>, n: usize) {
    if seen.is_empty() {
        seen.push(u32::MAX);
    }
    for i in g.len() as u32..n as u32 {
        for_each_option(code, i, |heaps| {
            seen[heaps.iter().fold(0, |x, &h| x ^ g[h as usize]) as usize] = i;
        });
        let mex = seen.iter().position(|&s| s != i).unwrap_or(seen.len()) as u32;
        g.push(mex);
        if mex as usize >= seen.len() {
            seen.resize((mex as usize + 1).next_power_of_two(), u32::MAX);
        }
    }
}

/// The definition, straight from [`moves`]: O(n²) for games that split. The oracle for faster methods.
pub fn naive(code: &Octal, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for i in 0..n as u32 {
        let options = moves(code, i).map(|(_, heaps)| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]));
        g.push(mex(options));
    }
    g
}
