//! A law is a program: what the laws of a table say G(n) is, far past the table ([`predict`]). This is how a law is
//! checked, by the finder on a longer table and by the tests on a brute force.

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
