//! P-position sets by name: when the P-positions {n : G(n) = 0} of a table (or the other positions, all n but the
//! P-positions) are, from some n on, the terms of a sequence one can name: the Fibonacci numbers F_k + c, the powers
//! b^k + c, a linear recurrence a(k) = c1·a(k − 1) + … + cd·a(k − d) + e (d ≤ [`ORDER`], small integer
//! coefficients, its first terms read from the table), or a Beatty sequence ⌊kα⌋ + c with α recognised (φ, φ², √2,
//! 2 + √2, √3, (3 + √3)/2). Take at most half (Levine's restricted Nim) loses exactly on 2^k − 1.
//!
//! Such a law says which n are P-positions, not G(n) itself: [`Pattern::says`] gives 0 on the set, and elsewhere
//! nothing, unless every other value of the table (from where the law starts) is 1, when the law says G(n) = 1 there
//! too (a game whose values are 0 and 1 only is a win/lose game; that part is checked like the rest, and breaks when
//! a 2 appears). A recurrence, a power or a Fibonacci set is fitted on the members from the first, second or third
//! on (the members before are the table's; the simplest name is taken, then the fewest skipped), and stated when it
//! holds on [`MIN_MEMBERS`] of them at least, three more than the terms that determine it, with no member missing up
//! to the table's end; a Beatty set, on [`MIN_BEATTY`]. A set whose members are an arithmetic progression is a
//! period's, and left to it. Like every law of the finder it is then checked on a longer table ([`super::check`]).
//!
//! (A first version of the recognition of α, written for one-number games; `beatty.rs` recognises it for the
//! P-positions of two-number games.)

use super::Pattern;
use serde::Serialize;

/// The highest order of a linear recurrence tried.
pub const ORDER: usize = 3;
/// The most a coefficient of a recurrence may be, in absolute value (and its constant, [`MAX_CONSTANT`]).
const MAX_COEFFICIENT: i64 = 16;
const MAX_CONSTANT: i64 = 64;
/// A set of exponential growth is stated when it holds on this many members at least …
const MIN_MEMBERS: usize = 5;
/// … a Beatty set (of positive density) on this many.
const MIN_BEATTY: usize = 16;
/// The offsets c of a Beatty set ⌊kα⌋ + c tried.
const BEATTY_OFFSETS: std::ops::RangeInclusive<i64> = -3..=3;
/// Sets are looked for in tables up to this long (a law seen in 1000 values is checked further, but a table of 2^24
/// that the finder looks at again, after a law broke there, is not searched: its sets' lists would take 100 MB).
const MAX_TABLE: usize = 1 << 20;
/// The members skipped at most at the start of the set (small heaps are often exceptions).
const SKIPPED: usize = 2;

/// An irrational α of a Beatty sequence, (p + q·√d)/r.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Alpha {
    /// φ = (1 + √5)/2: Wythoff's a_k.
    Phi,
    /// φ² = (3 + √5)/2: Wythoff's b_k.
    Phi2,
    Sqrt2,
    /// 2 + √2: the complement of ⌊k√2⌋.
    TwoPlusSqrt2,
    Sqrt3,
    /// (3 + √3)/2: the complement of ⌊k√3⌋.
    ThreePlusSqrt3Half,
}

const ALPHAS: [Alpha; 6] = [
    Alpha::Phi,
    Alpha::Phi2,
    Alpha::Sqrt2,
    Alpha::TwoPlusSqrt2,
    Alpha::Sqrt3,
    Alpha::ThreePlusSqrt3Half,
];

impl Alpha {
    /// (p, q, d, r): α = (p + q·√d)/r.
    fn parts(self) -> (u128, u128, u128, u128) {
        match self {
            Alpha::Phi => (1, 1, 5, 2),
            Alpha::Phi2 => (3, 1, 5, 2),
            Alpha::Sqrt2 => (0, 1, 2, 1),
            Alpha::TwoPlusSqrt2 => (2, 1, 2, 1),
            Alpha::Sqrt3 => (0, 1, 3, 1),
            Alpha::ThreePlusSqrt3Half => (3, 1, 3, 2),
        }
    }

    /// ⌊k·α⌋, exactly: ⌊(p·k + ⌊√(q²k²d)⌋)/r⌋ (p·k is whole, so the inner floor changes nothing).
    pub fn floor_times(self, k: u64) -> u64 {
        let (p, q, d, r) = self.parts();
        let k = k as u128;
        ((p * k + isqrt(q * q * k * k * d)) / r) as u64
    }

    /// As written: `φ`, `√2`, `(3 + √3)/2`.
    pub fn text(self) -> &'static str {
        match self {
            Alpha::Phi => "φ",
            Alpha::Phi2 => "φ²",
            Alpha::Sqrt2 => "√2",
            Alpha::TwoPlusSqrt2 => "(2 + √2)",
            Alpha::Sqrt3 => "√3",
            Alpha::ThreePlusSqrt3Half => "(3 + √3)/2",
        }
    }
}

fn isqrt(x: u128) -> u128 {
    if x < 2 {
        return x;
    }
    let mut r = (x as f64).sqrt() as u128;
    while r * r > x {
        r -= 1;
    }
    while (r + 1) * (r + 1) <= x {
        r += 1;
    }
    r
}

/// A sequence a set is named by.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "name", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Sequence {
    /// F_k + offset, k ≥ 2 (F_1 = F_2 = 1, F_3 = 2).
    Fibonacci { offset: i64 },
    /// base^k + offset, k ≥ 0.
    Power { base: u64, offset: i64 },
    /// a(k) = Σ coefficients[j]·a(k − 1 − j) + constant, from a(0), a(1), … = `initial`.
    Recurrence {
        coefficients: Vec<i64>,
        constant: i64,
        initial: Vec<i64>,
    },
    /// ⌊k·alpha⌋ + offset, k ≥ 1.
    Beatty { alpha: Alpha, offset: i64 },
}

impl Sequence {
    /// How simple a name is: a known set, then recurrences by order.
    fn rank(&self) -> usize {
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
                let m = m as u64;
                let (p, q, d, r) = alpha.parts();
                // ⌊m/α⌋ near m·r/(p + q√d), from floating point, corrected exactly.
                let approx = m as f64 / ((p as f64 + q as f64 * (d as f64).sqrt()) / r as f64);
                let k0 = approx.floor().max(1.0) as u64;
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
                    mark(alpha.floor_times(k) as i64 + offset);
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
            Sequence::Beatty { alpha, offset } => format!("⌊k{}⌋{}", alpha.text(), plus(*offset)),
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

/// The named-set law of the table `g`, if its P-positions (or, failing that, its other positions) are named from some
/// n on: see the module.
pub fn find(g: &[u32]) -> Option<Pattern> {
    if g.len() > MAX_TABLE {
        return None;
    }
    let zeros: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
    let others: Vec<usize> = (0..g.len()).filter(|&n| g[n] != 0).collect();
    [(zeros, false), (others, true)]
        .into_iter()
        .find_map(|(set, complement)| {
            // The simplest name, then the fewest members skipped: {0, 1, 2, 4, …} is 2^k from 1 on, rather than a
            // recurrence of order 2 from 0.
            let (sequence, skipped) = (0..=SKIPPED)
                .filter_map(|s| name(&set, s, g.len()).map(|q| (q, s)))
                .min_by_key(|(q, s)| (q.rank(), *s))?;
            let from = set[skipped];
            // Past `from`, the n the law does not say 0 of: all 1, or the law says nothing of them.
            let ones = (from..g.len()).all(|n| g[n] <= 1);
            Some(Pattern::Named {
                formula: sequence.text(),
                sequence,
                complement,
                from,
                others: ones.then_some(1),
                members: set[skipped..].iter().copied().take(super::MAX_ZEROS).collect(),
                checked_to: g.len(),
            })
        })
}

/// The sequence whose terms are set[skip..] exactly, up to `len` (the next term past the last member is ≥ `len`).
fn name(set: &[usize], skip: usize, len: usize) -> Option<Sequence> {
    let tail: Vec<i64> = set.get(skip..)?.iter().map(|&n| n as i64).collect();
    if tail.len() < MIN_MEMBERS || arithmetic(&tail) {
        return None;
    }
    let fits = |q: &Sequence| {
        if let Sequence::Beatty { .. } = q {
            return false;
        }
        let mut terms = q.terms().skip_while(|&t| t < tail[0]);
        tail.iter().all(|&m| terms.next() == Some(m)) && terms.next().is_none_or(|t| t >= len as i64)
    };
    (1..=ORDER)
        .find_map(|d| recurrence(&tail, d))
        .map(|q| named(q, &tail))
        .filter(fits)
        .or_else(|| beatty(&tail, len))
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
    let k = tail.len();
    let growing =
        tail.windows(2).all(|w| w[1] > w[0]) && 4 * (tail[k - 1] - tail[k - 2]) >= 5 * (tail[k - 2] - tail[k - 3]);
    (holds && growing).then(|| Sequence::Recurrence {
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
fn named(q: Sequence, tail: &[i64]) -> Sequence {
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

/// The Beatty set ⌊kα⌋ + c whose consecutive terms are the members, up to `len`.
fn beatty(tail: &[i64], len: usize) -> Option<Sequence> {
    if tail.len() < MIN_BEATTY {
        return None;
    }
    ALPHAS.into_iter().find_map(|alpha| {
        BEATTY_OFFSETS.into_iter().find_map(|offset| {
            let q = Sequence::Beatty { alpha, offset };
            let first = (tail[0] - offset).max(1) as u64;
            let (p, qq, d, r) = alpha.parts();
            let approx = first as f64 * r as f64 / (p as f64 + qq as f64 * (d as f64).sqrt());
            let k0 = (approx.floor() as u64).saturating_sub(2).max(1);
            let k = (k0..k0 + 5).find(|&k| alpha.floor_times(k) as i64 + offset == tail[0])?;
            let holds = (0..tail.len()).all(|i| alpha.floor_times(k + i as u64) as i64 + offset == tail[i]);
            let next = alpha.floor_times(k + tail.len() as u64) as i64 + offset;
            (holds && next >= len as i64).then_some(q)
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn floor_times_is_exact() {
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        for k in 1..2000u64 {
            assert_eq!(Alpha::Phi.floor_times(k), (k as f64 * phi).floor() as u64);
            assert_eq!(Alpha::Sqrt2.floor_times(k), (k as f64 * 2f64.sqrt()).floor() as u64);
        }
    }

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
                alpha: Alpha::Phi2,
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
        // Values 0 on a set, 1 elsewhere.
        let table = |set: &dyn Fn(usize) -> bool| -> Vec<u32> { (0..1000).map(|n| u32::from(!set(n))).collect() };
        let fib = [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
        let found = find(&table(&|n| fib.contains(&n.wrapping_sub(1)))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n = F_k + 1, for n ≥ 2; G(n) = 1 otherwise"
        );
        let found = find(&table(&|n| (n + 1).is_power_of_two())).unwrap();
        assert!(matches!(
            found,
            Pattern::Named {
                sequence: Sequence::Power { base: 2, offset: -1 },
                from: 0,
                complement: false,
                ..
            }
        ));
        // (3^k − 1)/2: a recurrence, not a power.
        let found = find(&table(&|n| [0, 1, 4, 13, 40, 121, 364].contains(&n))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n is a term of a(k) = 3a(k − 1) + 1, a(0) = 0; G(n) = 1 otherwise"
        );
        // Wythoff's a_k = ⌊kφ⌋, and all n but the powers of two.
        let a: Vec<usize> = (1..700).map(|k| Alpha::Phi.floor_times(k) as usize).collect();
        let found = find(&table(&|n| a.contains(&n))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n = ⌊kφ⌋, for n ≥ 1; G(n) = 1 otherwise"
        );
        let found = find(
            &(0..1000)
                .map(|n: usize| if n.is_power_of_two() { 2 } else { 0 })
                .collect::<Vec<_>>(),
        );
        assert_eq!(found.unwrap().statement(), "G(n) = 0 exactly when n ≠ 2^k, for n ≥ 1");
        // An arithmetic set is a period's; a set that a recurrence fits on too few members is not named.
        assert!(find(&table(&|n| n % 3 == 1)).is_none());
        assert!(find(&table(&|n| [0, 1, 3, 7].contains(&n))).is_none());
    }
}
