//! Laws of the P-positions (G = 0) of a game of two-number states, read from its n × n grid:
//!
//! - [`Pattern::Pairs`]: the P-positions are the pairs (a_k, b_k), k = 0, 1, 2 … (and their mirrors when the game is
//!   symmetric), a_k the least number in no earlier pair, b_k = a_k + c·k + d: Wythoff's game is c = 1, d = 0. Where
//!   it holds, a_k = ⌊kα⌋ (+ an offset) and b_k = ⌊kβ⌋, β = α + c (Wythoff: α = φ, β = φ²), by [`super::beatty`].
//!   Seen when rows 0 and 1 (the a side) give d and c and the law then gives every P-position of the grid and no other.
//! - [`Pattern::Lines`]: every P-position lies on one of at most [`MAX_LINES`] lines y = c·x + d or x = c·y + d
//!   (0 ≤ c ≤ [`MAX_SLOPE`]), each holding [`MIN_ON_LINE`] of them at least (two Nim heaps: y = x); `all` when every
//!   state on the lines is one. Found greedily, the line holding the most P-positions not yet covered first.
//! - [`Pattern::Along`]: along the line y = x + d (|d| ≤ [`MAX_SHIFT`]) the cells (x, x + d) that are P-positions are
//!   those of x in a named set ([`super::sets`]): Fibonacci Nim's (n, n − 1) at the Fibonacci numbers.
//!
//! Each says, of the cells it speaks of, whether they are P-positions ([`Pattern::verdicts`], in
//! [`mod@super::predict`]): that is how the finder checks it on the grid 4 times the side ([`super::verify`]) and what
//! `--predict` prints ([`super::predict_pairs`]).

use super::beatty::{self, Constant};
use super::sets;
use super::Pattern;
use serde::Serialize;

/// The most lines a [`Pattern::Lines`] law lists …
pub const MAX_LINES: usize = 3;
/// … their largest slope c …
pub const MAX_SLOPE: i64 = 4;
/// … and the fewest P-positions of the grid each holds.
pub const MIN_ON_LINE: usize = 3;
/// The lines y = x + d looked along: |d| ≤ this.
pub const MAX_SHIFT: i64 = 3;
/// A pairs law is seen when this many pairs lie in the grid at least.
const MIN_PAIRS: usize = 4;
/// The Beatty form of a pairs law is recognised on the law's own pairs with a_k below this (the law is checked on the
/// grid; its α then follows from the law).
pub const BEATTY_REACH: usize = 1 << 16;

/// Which P-positions a pairs law gives: (a_k, b_k) and (b_k, a_k) (`both`), or only (x, y) = (a_k, b_k) (`x`: a_k
/// is the smaller x), or only (b_k, a_k) (`y`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Sides {
    Both,
    X,
    Y,
}

/// The Beatty form of a pairs law: a_k = ⌊kα⌋ + offset, b_k = ⌊kβ⌋ + offset + d, for k ≥ 1; α and β as written.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct BeattyForm {
    pub alpha: Constant,
    pub alpha_name: String,
    pub beta_name: String,
    pub offset: i64,
}

/// A line y = c·x + d (or, `transposed`, x = c·y + d).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Line {
    pub c: i64,
    pub d: i64,
    pub transposed: bool,
}

impl Line {
    pub fn holds(&self, x: usize, y: usize) -> bool {
        let (u, v) = if self.transposed { (y, x) } else { (x, y) };
        v as i64 == self.c * u as i64 + self.d
    }

    /// As written: `y = 2x + 1`, `x = y − 3`, `y = 4`.
    pub fn text(&self) -> String {
        let (u, v) = if self.transposed { ("y", "x") } else { ("x", "y") };
        let term = match self.c {
            0 => return format!("{v} = {}", self.d),
            1 => u.to_string(),
            c => format!("{c}{u}"),
        };
        match self.d {
            0 => format!("{v} = {term}"),
            d if d > 0 => format!("{v} = {term} + {d}"),
            d => format!("{v} = {term} − {}", -d),
        }
    }
}

/// The pairs (a_k, b_k) of the law with c, d while a_k < `side` (b_k may be past it).
pub fn pairs(c: usize, d: usize, side: usize) -> Vec<[usize; 2]> {
    let mut used = vec![false; side];
    let mut out = Vec::new();
    let mut a = 0;
    for k in 0.. {
        while a < side && used[a] {
            a += 1;
        }
        if a >= side {
            break;
        }
        let b = a + c * k + d;
        used[a] = true;
        if b < side {
            used[b] = true;
        }
        out.push([a, b]);
    }
    out
}

/// The laws of the P-positions of the side × side grid (`none`: not a state): a pairs law, or else lines; and, where
/// neither gives every P-position, the named sets along the lines y = x + d.
pub(super) fn laws(grid: &[u32], side: usize, none: u32) -> Vec<Pattern> {
    let p = |x: usize, y: usize| grid[x * side + y] == 0;
    let zeros: Vec<[usize; 2]> = (0..side * side)
        .filter(|&i| grid[i] == 0)
        .map(|i| [i / side, i % side])
        .collect();
    let mut out = Vec::new();
    if let Some(law) = pairs_law(grid, side, none, &zeros) {
        out.push(law);
        return out;
    }
    if let Some(law) = lines_law(grid, side, none, &zeros) {
        let all = matches!(law, Pattern::Lines { all: true, .. });
        out.push(law);
        if all {
            return out;
        }
    }
    let symmetric = zeros.iter().all(|&[x, y]| p(y, x));
    for d in -MAX_SHIFT..=MAX_SHIFT {
        if symmetric && d > 0 {
            break;
        }
        let from = (-d).max(0) as usize;
        let bound = (side as i64 - d.max(0)) as usize;
        let members: Vec<usize> = (from..bound).filter(|&x| p(x, (x as i64 + d) as usize)).collect();
        if let Some(set) = sets::name_set(&members, bound) {
            out.push(Pattern::Along {
                d,
                formula: set.text(),
                first: set.first(),
                set,
                checked_to: side,
            });
        }
    }
    out
}

fn pairs_law(grid: &[u32], side: usize, none: u32, zeros: &[[usize; 2]]) -> Option<Pattern> {
    // (Each number is an a_k or a b_k once at most, so a row holds one P-position at most.)
    if grid.contains(&none) || zeros.is_empty() || zeros.len() > side {
        return None;
    }
    let p = |x: usize, y: usize| grid[x * side + y] == 0;
    let sides = if zeros.iter().all(|&[x, y]| p(y, x)) {
        Sides::Both
    } else if zeros.iter().all(|&[x, y]| x <= y) {
        Sides::X
    } else if zeros.iter().all(|&[x, y]| y <= x) {
        Sides::Y
    } else {
        return None;
    };
    let at = |a: usize, b: usize| if sides == Sides::Y { p(b, a) } else { p(a, b) };
    // The one P-position of the a side in line a, b ≥ a.
    let only = |a: usize| {
        let mut found = (a..side).filter(|&b| at(a, b));
        let b = found.next()?;
        found.next().is_none().then_some(b)
    };
    let d = only(0)?;
    let a1 = if d == 1 { 2 } else { 1 };
    let c = only(a1)?.checked_sub(a1 + d)?;
    if c + d == 0 {
        return None;
    }
    let law = Pattern::Pairs {
        c,
        d,
        sides,
        count: 0,
        beatty: None,
        checked_to: side,
    };
    let verdicts = law.verdicts(side)?;
    if (0..side * side).any(|i| verdicts[i] != Some(grid[i] == 0)) {
        return None;
    }
    let all = pairs(c, d, side);
    let count = all.iter().filter(|[_, b]| *b < side).count();
    if count < MIN_PAIRS {
        return None;
    }
    let lower: Vec<u64> = pairs(c, d, BEATTY_REACH)
        .iter()
        .skip(1)
        .map(|[a, _]| *a as u64)
        .collect();
    let beatty = beatty::beatty(&lower).map(|found| BeattyForm {
        alpha: found.alpha,
        alpha_name: found.alpha.name(),
        beta_name: found
            .alpha
            .plus(c as i64)
            .map_or_else(|| format!("{} + {c}", found.alpha.name()), |b| b.name()),
        offset: found.offset,
    });
    Some(Pattern::Pairs {
        c,
        d,
        sides,
        count,
        beatty,
        checked_to: side,
    })
}

fn lines_law(grid: &[u32], side: usize, none: u32, zeros: &[[usize; 2]]) -> Option<Pattern> {
    // (A line holds `side` cells at most: more P-positions than that many lines hold are not voted on.)
    if zeros.len() < MIN_ON_LINE + 1 || zeros.len() > MAX_LINES * side {
        return None;
    }
    let mut left: Vec<[usize; 2]> = zeros.to_vec();
    let mut lines: Vec<Line> = Vec::new();
    while !left.is_empty() {
        if lines.len() == MAX_LINES {
            return None;
        }
        // Each P-position left votes for the lines through it; the most votes win (then the smallest c, |d|).
        let mut votes: std::collections::HashMap<Line, usize> = std::collections::HashMap::new();
        for &[x, y] in &left {
            for c in 0..=MAX_SLOPE {
                for transposed in [false, true] {
                    if transposed && c == 1 {
                        continue;
                    }
                    let (u, v) = if transposed { (y, x) } else { (x, y) };
                    let d = v as i64 - c * u as i64;
                    *votes.entry(Line { c, d, transposed }).or_default() += 1;
                }
            }
        }
        let (line, count) = votes
            .into_iter()
            .max_by_key(|(l, n)| (*n, -l.c, -l.d.abs(), !l.transposed, l.d))?;
        if count < MIN_ON_LINE {
            return None;
        }
        left.retain(|&[x, y]| !line.holds(x, y));
        lines.push(line);
    }
    let on_lines = |x: usize, y: usize| lines.iter().any(|l| l.holds(x, y));
    let all = (0..side * side).all(|i| {
        let (x, y) = (i / side, i % side);
        grid[i] == none || !on_lines(x, y) || grid[i] == 0
    });
    Some(Pattern::Lines {
        lines,
        all,
        count: zeros.len(),
        checked_to: side,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A side × side grid with G = 0 exactly at `p` and 1 elsewhere.
    fn grid(side: usize, p: impl Fn(usize, usize) -> bool) -> Vec<u32> {
        (0..side * side).map(|i| u32::from(!p(i / side, i % side))).collect()
    }

    #[test]
    fn pairs_on_one_side_only() {
        // P-positions (a_k, a_k + k + 1) only, x < y: c = 1, d = 1, from (0, 1), (2, 4), (3, 6) …
        let side = 40;
        let mut p = vec![false; side * side];
        for [a, b] in pairs(1, 1, side).into_iter().filter(|[_, b]| *b < side) {
            p[a * side + b] = true;
        }
        let found = laws(&grid(side, |x, y| p[x * side + y]), side, u32::MAX);
        assert!(
            matches!(
                &found[..],
                [Pattern::Pairs {
                    c: 1,
                    d: 1,
                    sides: Sides::X,
                    ..
                }]
            ),
            "{found:?}"
        );
        // Mirrored: only (b_k, a_k).
        let found = laws(&grid(side, |x, y| p[y * side + x]), side, u32::MAX);
        assert!(
            matches!(
                &found[..],
                [Pattern::Pairs {
                    c: 1,
                    d: 1,
                    sides: Sides::Y,
                    ..
                }]
            ),
            "{found:?}"
        );
    }

    #[test]
    fn lines_hold_every_p_position_or_all_of_them_are() {
        let side = 30;
        // Every other cell of y = 2x + 1 and of x = 0: on the lines, not all of the lines.
        let found = laws(
            &grid(side, |x, y| (y == 2 * x + 1 && x % 2 == 0) || (x == 0 && y % 2 == 0)),
            side,
            7,
        );
        let [Pattern::Lines { lines, all: false, .. }] = &found[..] else {
            panic!("{found:?}")
        };
        let texts: Vec<String> = lines.iter().map(Line::text).collect();
        assert_eq!(texts, ["x = 0", "y = 2x + 1"]);
        // Too few P-positions on a line: none said.
        assert!(laws(&grid(side, |x, y| x == y && x < 2), side, 7).is_empty());
    }
}
