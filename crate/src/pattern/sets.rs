//! Increasing sets of numbers by name, the one place that names them: the Fibonacci numbers F_k + c, the powers
//! b^k + c, a linear recurrence a(k) = c1·a(k − 1) + … + cd·a(k − d) + e (d ≤ [`ORDER`], its first terms the set's),
//! or a Beatty sequence ⌊kα⌋ + c (α by [`super::beatty`], the one Beatty recogniser). [`name_set`] names the
//! P-positions of a one-number game ([`super::named`]: take at most half loses exactly on 2^k − 1) and those along a
//! line of a two-number game ([`super::pairs`]: Fibonacci Nim's (n, n − 1) at the Fibonacci numbers).
//!
//! How: a recurrence is looked for only in members that grow faster at the end (a(k) = a(k − 1) + a(k − 2) − a(k − 3)
//! gives 0, 2, 3, 5, 6, 8, …, two progressions: a period's law). For the orders 1, 2, 3 in turn, first a recurrence
//! without a constant and with small coefficients, |c_i| ≤ [`MAX_SMALL`] (a power's base up to [`MAX_BASE`]), tried
//! one by one, the smallest that gives the set; it is named from [`MIN_PREDICTED`] members past the d it starts from (a
//! 16 × 16 grid shows Fibonacci Nim's 1, 2, 3, 5, 8, 13). Then a recurrence with a constant and coefficients up to
//! [`MAX_COEFFICIENT`] (the constant up to [`MAX_CONSTANT`]), solved from the first d + 1 equations and holding on
//! three more at least, 2d + 4 members (take two thirds: a(k) = 3a(k − 1) + 1). Where the two former namers disagreed
//! (coefficients up to 3 from d + 3 members along a line, up to 16 from 2d + 4 members for a one-number game), both
//! are kept, each with its own evidence: small coefficients need fewer members, so every law the tests pin is found
//! and no short set is fitted by large coefficients. (A one-number game's set is named from 5 members at least:
//! [`super::named`].) A recurrence is said by its name where it has one (b^k + c, F_k + c). Last, a Beatty set, from
//! [`MIN_BEATTY`] members. In every case the set's terms must be exactly the members up to the bound: none missing,
//! the next term past the last member beyond it. A set whose members are an arithmetic progression is a period's, and
//! left to it.

use super::beatty::{self, Constant};
use serde::Serialize;

/// The highest order of a linear recurrence tried.
pub const ORDER: usize = 3;
/// A recurrence without a constant: its coefficients at most this in absolute value …
const MAX_SMALL: i64 = 3;
/// … except a power's base (order 1), at most this; named when it predicts this many members past its first d.
const MAX_BASE: i64 = 10;
const MIN_PREDICTED: usize = 3;
/// A recurrence with a constant: its coefficients at most this in absolute value (and its constant, [`MAX_CONSTANT`]).
const MAX_COEFFICIENT: i64 = 16;
const MAX_CONSTANT: i64 = 64;
/// A Beatty set (of positive density) is named from this many members.
const MIN_BEATTY: usize = 16;

/// A sequence a set is named by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "name", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Sequence {
    /// F_k + offset, k ≥ 2 (F_1 = F_2 = 1, F_3 = 2).
    Fibonacci { offset: i64 },
    /// base^k + offset, k ≥ 0.
    Power { base: u64, offset: i64 },
    /// a(k) = Σ `coefficients[j]`·a(k − 1 − j) + constant, from a(0), a(1), … = `initial`.
    Recurrence {
        coefficients: Vec<i64>,
        constant: i64,
        initial: Vec<i64>,
    },
    /// ⌊k·alpha⌋ + offset, k ≥ 1 ([`super::beatty`]).
    Beatty { alpha: Constant, offset: i64 },
}

impl Sequence {
    /// How simple a name is: a known set, then recurrences by order.
    pub fn rank(&self) -> usize {
        match self {
            Sequence::Recurrence { coefficients, .. } => coefficients.len(),
            _ => 0,
        }
    }

    /// Whether n is a term.
    pub fn contains(&self, n: usize) -> bool {
        let n = n as i64;
        match self {
            Sequence::Beatty { alpha, offset } => {
                // ⌊kα⌋ = m for the one k with m < kα < m + 1 if any: k = ⌊m/α⌋ + 1, checked exactly; α > 1.
                let m = n - offset;
                if m < 1 {
                    return false;
                }
                let k0 = (m as f64 / alpha.value()).floor().max(1.0) as u64;
                (k0.saturating_sub(2).max(1)..=k0 + 2).any(|k| alpha.floor_times(k) == m)
            }
            _ => {
                let mut terms = self.terms();
                terms.find(|&t| t >= n) == Some(n)
            }
        }
    }

    /// Which n < len are terms (a long table's check asks of every n at once).
    pub fn below(&self, len: usize) -> Vec<bool> {
        let mut is = vec![false; len];
        let mut mark = |t: i64| {
            if let Some(x) = usize::try_from(t).ok().and_then(|t| is.get_mut(t)) {
                *x = true;
            }
        };
        match self {
            Sequence::Beatty { alpha, offset } => {
                // ⌊kα⌋ ≥ k, so every term below len has k < len + |offset| + 1.
                for k in 1..=(len as u64 + offset.unsigned_abs() + 1) {
                    mark(alpha.floor_times(k) + offset);
                }
            }
            _ => self.terms().take_while(|&t| t < len as i64).for_each(mark),
        }
        is
    }

    /// The terms, in increasing order (none for a Beatty set: see [`Sequence::contains`]).
    fn terms(&self) -> Box<dyn Iterator<Item = i64> + '_> {
        match self {
            Sequence::Fibonacci { offset } => {
                let offset = *offset;
                Box::new(
                    std::iter::successors(Some((1i64, 2i64)), |&(a, b)| a.checked_add(b).map(|c| (b, c)))
                        .map(move |(a, _)| a + offset),
                )
            }
            Sequence::Power { base, offset } => {
                let (base, offset) = (*base as i64, *offset);
                Box::new(std::iter::successors(Some(1i64), move |&p| p.checked_mul(base)).map(move |p| p + offset))
            }
            Sequence::Recurrence {
                coefficients,
                constant,
                initial,
            } => {
                let mut last: Vec<i64> = initial.clone();
                let mut i = 0;
                Box::new(std::iter::from_fn(move || {
                    if i < initial.len() {
                        i += 1;
                        return Some(initial[i - 1]);
                    }
                    let d = coefficients.len();
                    let next = coefficients.iter().enumerate().try_fold(*constant, |acc, (j, c)| {
                        acc.checked_add(c.checked_mul(last[last.len() - 1 - j])?)
                    })?;
                    // A sequence that stops growing has no more terms past where it stopped.
                    if next <= *last.last()? || next > 1 << 40 {
                        return None;
                    }
                    last.push(next);
                    if last.len() > d {
                        last.remove(0);
                    }
                    Some(next)
                }))
            }
            Sequence::Beatty { .. } => Box::new(std::iter::empty()),
        }
    }

    /// The set as a recurrence a(k) = Σ `coefficients[j]`·a(k − 1 − j) + constant from its first terms (a power and a
    /// Fibonacci set are ones): (coefficients, constant, initial); `None` for a Beatty set. (What C++ computes.)
    pub fn recurrence(&self) -> Option<(Vec<i64>, i64, Vec<i64>)> {
        match self {
            // (F_(k−1) + c) + (F_(k−2) + c) − c = F_k + c.
            Sequence::Fibonacci { offset } => Some((vec![1, 1], -offset, vec![1 + offset, 2 + offset])),
            // b·(b^(k−1) + c) + c·(1 − b) = b^k + c.
            Sequence::Power { base, offset } => {
                let b = *base as i64;
                Some((vec![b], offset * (1 - b), vec![1 + offset]))
            }
            Sequence::Recurrence {
                coefficients,
                constant,
                initial,
            } => Some((coefficients.clone(), *constant, initial.clone())),
            Sequence::Beatty { .. } => None,
        }
    }

    /// The first terms, as listed: `1, 2, 3, 5, 8, 13, …`.
    pub fn first(&self) -> String {
        let shown: Vec<String> = match self {
            Sequence::Beatty { alpha, offset } => {
                (1..=6).map(|k| (alpha.floor_times(k) + offset).to_string()).collect()
            }
            _ => self.terms().take(6).map(|t| t.to_string()).collect(),
        };
        format!("{}, …", shown.join(", "))
    }

    /// The set as written, the same in every language: `2^k − 1`, `F_k + 1`, `a(k) = 3a(k − 1) + 1, a(0) = 0`,
    /// `⌊kφ⌋ + 1`.
    pub fn text(&self) -> String {
        match self {
            Sequence::Fibonacci { offset } => format!("F_k{}", plus(*offset)),
            Sequence::Power { base, offset } => format!("{base}^k{}", plus(*offset)),
            Sequence::Recurrence {
                coefficients,
                constant,
                initial,
            } => {
                let mut sum = String::new();
                for (j, &c) in coefficients.iter().enumerate() {
                    let term = match c {
                        0 => continue,
                        1 | -1 => format!("a(k − {})", j + 1),
                        _ => format!("{}a(k − {})", c.abs(), j + 1),
                    };
                    sum += &match (sum.is_empty(), c < 0) {
                        (true, false) => term,
                        (true, true) => format!("−{term}"),
                        (false, false) => format!(" + {term}"),
                        (false, true) => format!(" − {term}"),
                    };
                }
                let first: Vec<String> = initial
                    .iter()
                    .enumerate()
                    .map(|(i, v)| format!("a({i}) = {v}"))
                    .collect();
                format!("a(k) = {sum}{}, {}", plus(*constant), first.join(", "))
            }
            Sequence::Beatty { alpha, offset } => {
                let name = alpha.name();
                let name = if name.contains(' ') && !name.starts_with('(') {
                    format!("({name})")
                } else {
                    name
                };
                format!("⌊k{name}⌋{}", plus(*offset))
            }
        }
    }
}

/// ` + 3`, ` − 1`, or nothing for 0.
fn plus(k: i64) -> String {
    match k {
        0 => String::new(),
        k if k > 0 => format!(" + {k}"),
        k => format!(" − {}", -k),
    }
}

/// The name of the set whose members below `bound` are `members` (increasing): as the module says; `None` when none
/// fits.
pub fn name_set(members: &[usize], bound: usize) -> Option<Sequence> {
    let tail: Vec<i64> = members.iter().map(|&n| n as i64).collect();
    if tail.len() < 2 || tail.windows(2).any(|w| w[0] >= w[1]) || arithmetic(&tail) {
        return None;
    }
    let fits = |q: &Sequence| {
        let mut terms = q.terms().skip_while(|&t| t < tail[0]);
        tail.iter().all(|&m| terms.next() == Some(m)) && terms.next().is_none_or(|t| t >= bound as i64)
    };
    let growing = growing(&tail);
    (1..=ORDER)
        .filter(|_| growing)
        .find_map(|d| {
            small(&tail, d, bound)
                .or_else(|| recurrence(&tail, d))
                .map(|q| by_name(q, &tail))
                .filter(fits)
        })
        .or_else(|| beatty_set(&tail, bound))
}

/// Whether the members grow faster at the end, as a recurrence's set must (one like a(k) = a(k − 1) + a(k − 2) −
/// a(k − 3), that gives 0, 2, 3, 5, 6, 8, …, is two progressions, a period's); a Beatty set does not.
fn growing(tail: &[i64]) -> bool {
    let k = tail.len();
    k >= 3 && 4 * (tail[k - 1] - tail[k - 2]) >= 5 * (tail[k - 2] - tail[k - 3])
}

/// The recurrence of order d without a constant, |c_i| ≤ [`MAX_SMALL`] (a base up to [`MAX_BASE`]), started from the
/// first d members, that gives exactly the members below `bound`: the smallest coefficients (then the first in order,
/// so that Fibonacci is a(k − 1) + a(k − 2)).
fn small(tail: &[i64], d: usize, bound: usize) -> Option<Sequence> {
    if tail.len() < d + MIN_PREDICTED {
        return None;
    }
    let vectors: Vec<Vec<i64>> = if d == 1 {
        (2..=MAX_BASE).map(|b| vec![b]).collect()
    } else {
        let mut out: Vec<Vec<i64>> = vec![vec![]];
        for i in 0..d {
            out = out
                .into_iter()
                .flat_map(|v| {
                    (-MAX_SMALL..=MAX_SMALL)
                        .filter(move |&c| i + 1 < d || c != 0)
                        .map(move |c| {
                            let mut w = v.clone();
                            w.push(c);
                            w
                        })
                })
                .collect();
        }
        out
    };
    vectors
        .into_iter()
        .map(|coefficients| Sequence::Recurrence {
            coefficients,
            constant: 0,
            initial: tail[..d].to_vec(),
        })
        .filter(|q| {
            let mut terms = q.terms();
            tail.iter().all(|&m| terms.next() == Some(m)) && terms.next().is_none_or(|t| t >= bound as i64)
        })
        .min_by_key(|q| match q {
            Sequence::Recurrence { coefficients, .. } => coefficients.iter().map(|c| c.abs()).sum::<i64>(),
            _ => 0,
        })
}

/// The Beatty set ⌊kα⌋ + c, k ≥ 1, whose first terms are the members, up to `bound` (by [`beatty::beatty`]).
fn beatty_set(tail: &[i64], bound: usize) -> Option<Sequence> {
    if tail.len() < MIN_BEATTY {
        return None;
    }
    let s: Vec<u64> = tail.iter().map(|&m| m as u64).collect();
    let found = beatty::beatty(&s)?;
    let next = found.alpha.floor_times(tail.len() as u64 + 1) + found.offset;
    (next >= bound as i64).then_some(Sequence::Beatty {
        alpha: found.alpha,
        offset: found.offset,
    })
}

/// Whether the members are an arithmetic progression (a period's law).
fn arithmetic(tail: &[i64]) -> bool {
    tail.windows(3).all(|w| w[2] - w[1] == w[1] - w[0])
}

/// The recurrence of order d (with a constant) that the members satisfy, its coefficients whole and small, fitted on
/// the first d + 1 equations and holding on three more at least; the members grow, faster at the end.
fn recurrence(tail: &[i64], d: usize) -> Option<Sequence> {
    let equations = tail.len().checked_sub(d)?;
    if equations < d + 1 + 3 {
        return None;
    }
    // Unknowns c1 … cd, e: tail[i] = Σ cj·tail[i − j] + e, for i = d … 2d.
    let rows: Vec<Vec<i128>> = (d..=2 * d)
        .map(|i| {
            let mut row: Vec<i128> = (1..=d).map(|j| tail[i - j] as i128).collect();
            row.push(1);
            row.push(tail[i] as i128);
            row
        })
        .collect();
    let solution = solve(rows)?;
    let (coefficients, constant) = (solution[..d].to_vec(), solution[d]);
    if coefficients.iter().any(|c| c.abs() > MAX_COEFFICIENT) || constant.abs() > MAX_CONSTANT {
        return None;
    }
    let holds =
        (d..tail.len()).all(|i| tail[i] == (1..=d).map(|j| coefficients[j - 1] * tail[i - j]).sum::<i64>() + constant);
    holds.then(|| Sequence::Recurrence {
        coefficients,
        constant,
        initial: tail[..d].to_vec(),
    })
}

/// The one whole solution of the square system (rows: coefficients, then the right side), by fraction-free
/// elimination; `None` when it is singular or its solution is not whole.
fn solve(mut rows: Vec<Vec<i128>>) -> Option<Vec<i64>> {
    let n = rows.len();
    for col in 0..n {
        let pivot = (col..n).find(|&r| rows[r][col] != 0)?;
        rows.swap(col, pivot);
        for r in 0..n {
            if r != col && rows[r][col] != 0 {
                let (a, b) = (rows[col][col], rows[r][col]);
                let pivot_row = rows[col].clone();
                for (v, p) in rows[r].iter_mut().zip(&pivot_row) {
                    *v = *v * a - p * b;
                }
                let common = rows[r].iter().fold(0i128, |g, &v| gcd(g, v.abs()));
                if common > 1 {
                    rows[r].iter_mut().for_each(|v| *v /= common);
                }
            }
        }
    }
    (0..n)
        .map(|i| {
            let (a, b) = (rows[i][i], rows[i][n]);
            (b % a == 0).then(|| i64::try_from(b / a).ok()).flatten()
        })
        .collect()
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// A recurrence by its name, where it has one: a(k) = b·a(k − 1) + e is b^k + c when c = e/(1 − b) is whole and
/// a(0) − c a power of b; a(k) = a(k − 1) + a(k − 2) + e is F_k + c, c = −e, when a(0) − c, a(1) − c are consecutive
/// Fibonacci numbers. The name's terms are checked against the members by the caller.
fn by_name(q: Sequence, tail: &[i64]) -> Sequence {
    let Sequence::Recurrence {
        coefficients, constant, ..
    } = &q
    else {
        return q;
    };
    match coefficients[..] {
        [b] if b >= 2 && constant % (1 - b) == 0 => {
            let offset = constant / (1 - b);
            let power = Sequence::Power { base: b as u64, offset };
            if power.terms().any(|t| t == tail[0]) {
                return power;
            }
        }
        [1, 1] => {
            let fibonacci = Sequence::Fibonacci { offset: -constant };
            let first: Vec<i64> = fibonacci.terms().skip_while(|&t| t < tail[0]).take(2).collect();
            if first == tail[..2] {
                return fibonacci;
            }
        }
        _ => {}
    }
    q
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_agrees_with_contains() {
        let sequences = [
            Sequence::Fibonacci { offset: -1 },
            Sequence::Power { base: 3, offset: 2 },
            Sequence::Recurrence {
                coefficients: vec![2, 1],
                constant: 1,
                initial: vec![0, 1],
            },
            Sequence::Beatty {
                alpha: Constant::Quadratic { p: 3, q: 5, r: 2 },
                offset: -2,
            },
        ];
        for q in sequences {
            let is = q.below(3000);
            assert!((0..3000).all(|n| is[n] == q.contains(n)), "{q:?}");
            assert!(is.iter().filter(|&&b| b).count() >= 5, "{q:?}");
        }
    }

    #[test]
    fn sets_are_named() {
        let fib = name_set(&[1, 2, 3, 5, 8, 13, 21, 34, 55], 64).unwrap();
        assert_eq!(fib, Sequence::Fibonacci { offset: 0 });
        assert_eq!(fib.first(), "1, 2, 3, 5, 8, 13, …");
        // Fibonacci Nim's members on a 16 × 16 grid are enough.
        assert_eq!(
            name_set(&[1, 2, 3, 5, 8, 13], 16),
            Some(Sequence::Fibonacci { offset: 0 })
        );
        let powers = name_set(&[1, 2, 4, 8, 16, 32], 64).unwrap();
        assert_eq!(powers, Sequence::Power { base: 2, offset: 0 });
        // Pell numbers 1, 2, 5, 12, 29, 70: a(k) = 2a(k − 1) + a(k − 2).
        let pell = name_set(&[1, 2, 5, 12, 29, 70], 100).unwrap();
        assert_eq!(pell.text(), "a(k) = 2a(k − 1) + a(k − 2), a(0) = 1, a(1) = 2");
        // 2^k − 1, and (3^k − 1)/2 by its recurrence.
        assert_eq!(
            name_set(&[0, 1, 3, 7, 15, 31], 63),
            Some(Sequence::Power { base: 2, offset: -1 })
        );
        assert_eq!(
            name_set(&[0, 1, 4, 13, 40, 121, 364], 1000).unwrap().text(),
            "a(k) = 3a(k − 1) + 1, a(0) = 0"
        );
        // ⌊kφ⌋, k ≥ 1 (OEIS A000201).
        let phi = Constant::Quadratic { p: 1, q: 5, r: 2 };
        let lower: Vec<usize> = (1..=61).map(|k| phi.floor_times(k) as usize).collect();
        let found = name_set(&lower, 100).unwrap();
        assert_eq!(
            (found.text(), found.first()),
            ("⌊kφ⌋".to_string(), "1, 3, 4, 6, 8, 9, …".to_string())
        );
        // Too few members to see a law; a progression; a set that stops before the bound.
        assert_eq!(name_set(&[1, 2, 3, 5], 8), None);
        assert_eq!(name_set(&[0, 3, 6, 9, 12, 15], 16), None);
        assert_eq!(name_set(&[1, 2, 3, 5, 8, 13, 21], 64), None);
    }
}
