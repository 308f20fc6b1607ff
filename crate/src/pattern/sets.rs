//! Sets of numbers by name: the Fibonacci numbers, the powers of a number, and the sets given by a linear recurrence
//! s_k = c_1·s_(k−1) + … + c_r·s_(k−r) of order r ≤ 3 with small integer coefficients. [`name_set`] names the set
//! of a game's P-positions, of a one-number game or along a line of a two-number game (Fibonacci Nim's (n, n − 1)
//! are P-positions exactly when n is a Fibonacci number).
//!
//! How: for the orders 1, 2, 3 in turn and every coefficient vector (|c_i| ≤ [`MAX_COEFFICIENT`], powers up to base
//! [`MAX_BASE`]), the sequence started from the set's first r members must give exactly the set's members below the
//! bound, and predict [`MIN_PREDICTED`] of them at least (so that it is seen, not fitted). The smallest order wins,
//! then the smallest coefficients. An arithmetic progression is not named: it is a period, the finder's other laws
//! say it.

use serde::Serialize;

/// The coefficients of a recurrence are at most this in absolute value …
pub const MAX_COEFFICIENT: i64 = 3;
/// … except a power's base (order 1), at most this.
pub const MAX_BASE: i64 = 10;
/// A recurrence is named only if it predicts this many members of the set, past the r it starts from.
pub const MIN_PREDICTED: usize = 3;

/// What a set is called: the Fibonacci numbers (from `initial[0]`), the powers of `coefficients[0]`, or a recurrence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum SetName {
    Fibonacci,
    Powers,
    Recurrence,
}

/// A set given by a linear recurrence: s_0 … s_(r−1) = `initial`, s_k = Σ coefficients[i]·s_(k−1−i); strictly
/// increasing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Recurrence {
    pub name: SetName,
    pub coefficients: Vec<i64>,
    pub initial: Vec<u64>,
    /// The recurrence as written, the same in every language: `s(k) = s(k−1) + s(k−2)`.
    pub rule: String,
}

impl Recurrence {
    fn new(coefficients: Vec<i64>, initial: Vec<u64>) -> Recurrence {
        let mut terms = Vec::new();
        for (i, &c) in coefficients.iter().enumerate() {
            let s = if i == 0 {
                "s(k−1)".to_string()
            } else {
                format!("s(k−{})", i + 1)
            };
            let term = match c.abs() {
                0 => continue,
                1 => s,
                a => format!("{a}{s}"),
            };
            terms.push((c < 0, term));
        }
        let mut rule = "s(k) =".to_string();
        for (i, (negative, term)) in terms.iter().enumerate() {
            rule += match (i, negative) {
                (0, false) => " ",
                (0, true) => " −",
                (_, false) => " + ",
                (_, true) => " − ",
            };
            rule += term;
        }
        let fibonacci = coefficients == [1, 1] && {
            let (mut a, mut b) = (1u64, 2u64);
            while a < initial[0] {
                (a, b) = (b, a + b);
            }
            [a, b] == initial[..]
        };
        let powers = coefficients.len() == 1 && {
            let mut p = 1u64;
            while p < initial[0] {
                p *= coefficients[0] as u64;
            }
            p == initial[0]
        };
        let name = match (fibonacci, powers) {
            (true, _) => SetName::Fibonacci,
            (_, true) => SetName::Powers,
            _ => SetName::Recurrence,
        };
        Recurrence {
            name,
            coefficients,
            initial,
            rule,
        }
    }

    /// Its members below `bound`, in order (`None` if they stop increasing, or are not integers ≥ 0).
    pub fn members(&self, bound: u64) -> Option<Vec<u64>> {
        let mut out: Vec<u64> = Vec::new();
        for &s in &self.initial {
            if s >= bound {
                return Some(out);
            }
            if out.last().is_some_and(|&last| last >= s) {
                return None;
            }
            out.push(s);
        }
        loop {
            let r = self.coefficients.len();
            let next: i128 = (0..r)
                .map(|i| self.coefficients[i] as i128 * out[out.len() - 1 - i] as i128)
                .sum();
            if next <= *out.last()? as i128 {
                return None;
            }
            if next >= bound as i128 {
                return Some(out);
            }
            out.push(next as u64);
        }
    }

    /// The first members, as written: `1, 2, 3, 5, 8, …`.
    pub fn first(&self) -> String {
        let shown: Vec<String> = self
            .members(u64::MAX / 16)
            .unwrap_or_default()
            .iter()
            .take(6)
            .map(u64::to_string)
            .collect();
        format!("{}, …", shown.join(", "))
    }
}

/// The name of the set whose members below `bound` are `members` (increasing): a recurrence that gives exactly them,
/// as the module says; `None` when none does.
pub fn name_set(members: &[u64], bound: u64) -> Option<Recurrence> {
    if members.windows(2).any(|w| w[0] >= w[1]) || members.last().is_some_and(|&m| m >= bound) {
        return None;
    }
    let steps: Vec<u64> = members.windows(2).map(|w| w[1] - w[0]).collect();
    if steps.windows(2).all(|w| w[0] == w[1]) {
        return None;
    }
    for order in 1..=3usize {
        if members.len() < order + MIN_PREDICTED {
            break;
        }
        let mut fits: Vec<Vec<i64>> = Vec::new();
        for coefficients in vectors(order) {
            let candidate = Recurrence::new(coefficients.clone(), members[..order].to_vec());
            if candidate.members(bound).as_deref() == Some(members) {
                fits.push(coefficients);
            }
        }
        // The smallest coefficients (then the first in order), so that Fibonacci is s(k−1) + s(k−2).
        if let Some(best) = fits.into_iter().min_by_key(|c| c.iter().map(|x| x.abs()).sum::<i64>()) {
            return Some(Recurrence::new(best, members[..order].to_vec()));
        }
    }
    None
}

/// The coefficient vectors of a recurrence of `order`: its last coefficient not 0.
fn vectors(order: usize) -> Vec<Vec<i64>> {
    if order == 1 {
        return (2..=MAX_BASE).map(|b| vec![b]).collect();
    }
    let range: Vec<i64> = (-MAX_COEFFICIENT..=MAX_COEFFICIENT).collect();
    let mut out: Vec<Vec<i64>> = vec![vec![]];
    for i in 0..order {
        out = out
            .into_iter()
            .flat_map(|v| {
                range.iter().filter(move |&&c| i + 1 < order || c != 0).map(move |&c| {
                    let mut w = v.clone();
                    w.push(c);
                    w
                })
            })
            .collect();
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_are_named() {
        let fib = name_set(&[1, 2, 3, 5, 8, 13, 21, 34, 55], 64).unwrap();
        assert_eq!(
            (fib.name, fib.rule.as_str()),
            (SetName::Fibonacci, "s(k) = s(k−1) + s(k−2)")
        );
        assert_eq!(fib.first(), "1, 2, 3, 5, 8, 13, …");
        let powers = name_set(&[1, 2, 4, 8, 16, 32], 64).unwrap();
        assert_eq!((powers.name, powers.coefficients), (SetName::Powers, vec![2]));
        // Pell numbers 1, 2, 5, 12, 29, 70: s(k) = 2s(k−1) + s(k−2).
        let pell = name_set(&[1, 2, 5, 12, 29, 70], 100).unwrap();
        assert_eq!(
            (pell.name, pell.rule.as_str()),
            (SetName::Recurrence, "s(k) = 2s(k−1) + s(k−2)")
        );
        // Too few members to see a law; a progression; a set that stops before the bound.
        assert_eq!(name_set(&[1, 2, 3, 5], 8), None);
        assert_eq!(name_set(&[0, 3, 6, 9, 12, 15], 16), None);
        assert_eq!(name_set(&[1, 2, 3, 5, 8, 13, 21], 64), None);
    }
}
