//! A law is a program: what the laws of a table say G(n) is, far past the table ([`predict`]), and what the laws of
//! a grid's P-positions say of each cell ([`predict_pairs`]). This is how a law is checked, by the finder on a longer
//! table and by the tests on a brute force. Each law alone ([`predict_each`], [`verdicts_each`]) is what the page
//! shows against the table or the grid when a law is lit.

use super::pairs::{pairs, Sides};
use super::Pattern;

impl Pattern {
    /// What the law says G(n) is, reading G below n from `g` (`None` there: unknown). `None` when it says nothing of
    /// n, or when what it reads is unknown; only the laws of a table G(n) speak.
    pub fn says(&self, n: usize, g: &dyn Fn(usize) -> Option<u32>) -> Option<i64> {
        match self {
            Pattern::Period { preperiod, period, .. } => (n >= preperiod + period)
                .then(|| g(n - period))
                .flatten()
                .map(i64::from),
            Pattern::Saltus {
                preperiod,
                period,
                saltus,
                ..
            } => (n >= preperiod + period)
                .then(|| g(n - period))
                .flatten()
                .map(|v| v as i64 + *saltus as i64),
            Pattern::Formula {
                modulus,
                residues,
                from,
                slope,
                offset,
                divisor,
                ..
            } => (n >= *from && residues.contains(&(n % modulus)))
                .then(|| (slope * n as i64 + offset).div_euclid(*divisor)),
            Pattern::SelfSimilar {
                modulus,
                residue,
                scale,
                shift,
                from,
                f,
                ..
            } => {
                if n % modulus != *residue || n / modulus < *from {
                    return None;
                }
                let inner = (*scale * (n / modulus)) as i64 + shift;
                g(usize::try_from(inner).ok()?).map(|x| f.apply(x))
            }
            Pattern::Known {
                function,
                modulus,
                residues,
                from,
                offset,
                ..
            } => (n >= *from && residues.contains(&(n % modulus)))
                .then(|| function.apply(n))
                .flatten()
                .map(|v| v + offset),
            // 0 on the set; elsewhere `others` when the law says it (1), else nothing: only that G(n) ≠ 0.
            Pattern::Named {
                sequence,
                complement,
                from,
                others,
                ..
            } => match n >= *from {
                false => None,
                true if sequence.contains(n) != *complement => Some(0),
                true => others.map(i64::from),
            },
            _ => None,
        }
    }
}

/// G(0) … G(m − 1) as the laws among `found` say (`None` where none speaks), the table they were found in, `table`,
/// giving the values they read below it that no law says (a law's base). A law reads what the laws said before it,
/// so that past the table every value predicted follows from the laws and the table alone; where laws disagree, the
/// first that speaks is taken.
pub fn predict(found: &[Pattern], table: &[u32], m: usize) -> Vec<Option<u32>> {
    let mut out: Vec<Option<u32>> = Vec::with_capacity(m);
    for n in 0..m {
        let g = |k: usize| out[k].or_else(|| table.get(k).copied());
        let v = found
            .iter()
            .filter(|p| p.is_law())
            .find_map(|p| p.says(n, &g))
            .and_then(|v| u32::try_from(v).ok());
        out.push(v);
    }
    out
}

impl Pattern {
    /// What a law of P-positions says of each cell of the side × side grid, row by row: `Some(true)` a P-position,
    /// `Some(false)` not one, `None` nothing. `None` for the other patterns.
    pub fn verdicts(&self, side: usize) -> Option<Vec<Option<bool>>> {
        let mut out = vec![None; side * side];
        match self {
            Pattern::Pairs { c, d, sides, .. } => {
                out.fill(Some(false));
                for [a, b] in pairs(*c, *d, side) {
                    if b >= side {
                        continue;
                    }
                    if *sides != Sides::Y {
                        out[a * side + b] = Some(true);
                    }
                    if *sides != Sides::X {
                        out[b * side + a] = Some(true);
                    }
                }
            }
            Pattern::Lines { lines, all, .. } => {
                for (i, cell) in out.iter_mut().enumerate() {
                    let on = lines.iter().any(|l| l.holds(i / side, i % side));
                    *cell = match (on, all) {
                        (false, _) => Some(false),
                        (true, true) => Some(true),
                        (true, false) => None,
                    };
                }
            }
            Pattern::Along { d, set, .. } => {
                let d = *d;
                let from = (-d).max(0) as usize;
                let bound = (side as i64 - d.max(0)).max(0) as usize;
                for x in from..bound {
                    out[x * side + (x as i64 + d) as usize] = Some(false);
                }
                let members = set.below(bound);
                for x in from..bound {
                    if members[x] {
                        out[x * side + (x as i64 + d) as usize] = Some(true);
                    }
                }
            }
            _ => return None,
        }
        Some(out)
    }
}

/// The P-positions (x, y), x, y < m, that the laws among `found` say are P-positions, row by row: where laws speak
/// of one cell, the first that speaks is taken. A pairs law and lines with `all` speak of every cell, lines without
/// it of every cell off the lines, a set along a line of the cells on it; the other laws (periods, sums) of no P-
/// position. The second value says whether some law speaks of every cell (then the list is every P-position).
pub fn predict_pairs(found: &[Pattern], m: usize) -> (Vec<[usize; 2]>, bool) {
    let all: Vec<Vec<Option<bool>>> = found
        .iter()
        .filter(|p| p.is_law())
        .filter_map(|p| p.verdicts(m))
        .collect();
    let every = found.iter().any(|p| p.is_law() && p.speaks_everywhere());
    let cells = (0..m * m)
        .filter(|&i| all.iter().find_map(|v| v[i]) == Some(true))
        .map(|i| [i / m, i % m])
        .collect();
    (cells, every)
}

/// What each pattern of `found` says of each cell of the side × side grid alone ([`Pattern::verdicts`]), for the
/// page's highlight of one law against the grid; a broken law says what its law says, `None` a pattern that speaks of
/// no P-position (a sum, periods of rows, the list of P-positions, a table's law).
pub fn verdicts_each(found: &[Pattern], side: usize) -> Vec<Option<Vec<Option<bool>>>> {
    found
        .iter()
        .map(|p| match p {
            Pattern::Broken { law, .. } => law.verdicts(side),
            p => p.verdicts(side),
        })
        .collect()
}

impl Pattern {
    /// Whether it says of every cell whether it is a P-position.
    pub fn speaks_everywhere(&self) -> bool {
        matches!(self, Pattern::Pairs { .. } | Pattern::Lines { all: true, .. })
    }
}

/// What each pattern of `found` predicts alone, G(0) … G(m − 1) (`None` where it says nothing), for the page's
/// highlight of one law against the table `found` was found in (`table`); `None` for a pattern that says no value
/// of n (the P-positions of a grid, a grid's law). A broken law predicts what its law says.
///
/// Inside the table a law reads the table, so that each value it says is one step from the truth, checked against
/// it on its own; past the table it reads what it predicted itself, or where it says nothing what all the laws say
/// together ([`predict`]): a self-similar law of one class reads the class another law gives, and a broken law
/// carries on as if it held, up to where the table that broke it disagrees.
pub fn predict_each(found: &[Pattern], table: &[u32], m: usize) -> Vec<Option<Vec<Option<u32>>>> {
    let together = predict(found, table, m);
    found
        .iter()
        .map(|p| {
            let law = match p {
                Pattern::Broken { law, .. } => law,
                p => p,
            };
            let mut out: Vec<Option<u32>> = Vec::with_capacity(m);
            for n in 0..m {
                let g = |k: usize| match table.get(k) {
                    Some(&v) => Some(v),
                    None => out.get(k).copied().flatten().or(together.get(k).copied().flatten()),
                };
                let v = law.says(n, &g).and_then(|v| u32::try_from(v).ok());
                out.push(v);
            }
            out.iter().any(Option::is_some).then_some(out)
        })
        .collect()
}
