//! Beatty sequences: s_k = ⌊kα⌋ + offset, k = 1, 2, …, with α recognised as a named constant (φ, √2, 1 + √2, √3,
//! 2 + √3, e, π, …) or a quadratic irrational (p + √q)/r with small p, q, r. Wythoff's a_k = ⌊kφ⌋ is one; so is the
//! lower sequence of every game whose P-positions are pairs (a_k, a_k + c·k) (Fraenkel's a-Wythoff: α = (2 − c +
//! √(c² + 4))/2, √2 for c = 2).
//!
//! How: each term leaves α an interval, (s_k − offset)/k ≤ α < (s_k − offset + 1)/k; their intersection is what the
//! whole sequence leaves. The constants are tried in a fixed order, the named ones first and then the quadratic
//! irrationals by size, and the first inside the interval is checked exactly on every term ([`Constant::floor_times`]
//! computes ⌊kα⌋ of a quadratic irrational in integers, by the standard library's exact `isqrt`): a sequence of n
//! terms leaves an interval about 1/n² wide, so the simplest constant in it is the one meant, not one that happens to
//! fit. A constant that is neither named nor quadratic with small p, q, r (a Beatty sequence of ln 2, say) is not
//! recognised. It is the finder's one Beatty recogniser: [`super::sets`] names P-position sets ⌊kα⌋ + c with it, and
//! [`super::pairs`] the Beatty form of a pairs law.

use serde::Serialize;

/// A constant α of a Beatty sequence.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Constant {
    /// (p + √q)/r, q not a square, r ≥ 1.
    Quadratic {
        p: i64,
        q: i64,
        r: i64,
    },
    E,
    Pi,
}

/// The named constants, tried first and said by name: φ, √2, 1 + √2, √3, 2 + √3, then φ² and 2 + √2 (the upper
/// sequences of Wythoff's game and of its variant with b_k = a_k + 2k), √5, 1 + √3, (3 + √3)/2 (the complement of
/// ⌊k√3⌋), e and π.
const NAMED: [(Constant, &str); 12] = [
    (Constant::Quadratic { p: 1, q: 5, r: 2 }, "φ"),
    (Constant::Quadratic { p: 0, q: 2, r: 1 }, "√2"),
    (Constant::Quadratic { p: 1, q: 2, r: 1 }, "1 + √2"),
    (Constant::Quadratic { p: 0, q: 3, r: 1 }, "√3"),
    (Constant::Quadratic { p: 2, q: 3, r: 1 }, "2 + √3"),
    (Constant::Quadratic { p: 3, q: 5, r: 2 }, "φ²"),
    (Constant::Quadratic { p: 2, q: 2, r: 1 }, "2 + √2"),
    (Constant::Quadratic { p: 0, q: 5, r: 1 }, "√5"),
    (Constant::Quadratic { p: 1, q: 3, r: 1 }, "1 + √3"),
    (Constant::Quadratic { p: 3, q: 3, r: 2 }, "(3 + √3)/2"),
    (Constant::E, "e"),
    (Constant::Pi, "π"),
];

/// The quadratic irrationals (p + √q)/r tried after the named constants: |p| ≤ MAX_P, q ≤ MAX_Q, r ≤ MAX_R.
const MAX_P: i64 = 8;
const MAX_Q: i64 = 40;
const MAX_R: i64 = 4;
/// The offsets tried, in this order.
const OFFSETS: [i64; 7] = [0, -1, 1, -2, 2, -3, 3];
/// A sequence is recognised from this many terms at least.
pub const MIN_TERMS: usize = 4;

impl Constant {
    pub fn value(&self) -> f64 {
        match *self {
            Constant::Quadratic { p, q, r } => (p as f64 + (q as f64).sqrt()) / r as f64,
            Constant::E => std::f64::consts::E,
            Constant::Pi => std::f64::consts::PI,
        }
    }

    /// ⌊kα⌋, exactly for a quadratic irrational: ⌊(kp + √(k²q))/r⌋ = ⌊(kp + ⌊√(k²q)⌋)/r⌋, since √(k²q) is irrational.
    pub fn floor_times(&self, k: u64) -> i64 {
        match *self {
            Constant::Quadratic { p, q, r } => {
                let root = (k as u128 * k as u128 * q as u128).isqrt() as i64;
                (k as i64 * p + root).div_euclid(r)
            }
            // (Within an f64's precision: k below 2^20 keeps it exact for e and π.)
            _ => (k as f64 * self.value()).floor() as i64,
        }
    }

    /// α + c (c ≥ 0), when it is a constant of its own kind (e + 2 is not).
    pub fn plus(&self, c: i64) -> Option<Constant> {
        match *self {
            Constant::Quadratic { p, q, r } => Some(Constant::Quadratic { p: p + c * r, q, r }),
            _ if c == 0 => Some(*self),
            _ => None,
        }
    }

    /// As written: its name if it has one (`φ`, `√2`), else `(p + √q)/r`, `p + √q`, `√q/r`.
    pub fn name(&self) -> String {
        if let Some((_, name)) = NAMED.iter().find(|(c, _)| c == self) {
            return name.to_string();
        }
        let Constant::Quadratic { p, q, r } = *self else {
            unreachable!("e and π are named")
        };
        let top = match p {
            0 => format!("√{q}"),
            p if p < 0 => format!("√{q} − {}", -p),
            p => format!("{p} + √{q}"),
        };
        match (r, p) {
            (1, _) => top,
            (_, 0) => format!("{top}/{r}"),
            _ => format!("({top})/{r}"),
        }
    }
}

/// Every constant tried, in order: the named ones, then (p + √q)/r by p + q + r growing.
fn candidates() -> impl Iterator<Item = Constant> {
    let named = NAMED.iter().map(|(c, _)| *c);
    let mut quadratic = Vec::new();
    for r in 1..=MAX_R {
        for q in 2..=MAX_Q {
            if (q as u128).isqrt().pow(2) == q as u128 {
                continue;
            }
            for p in -MAX_P..=MAX_P {
                quadratic.push(Constant::Quadratic { p, q, r });
            }
        }
    }
    quadratic.sort_by_key(|c| match *c {
        Constant::Quadratic { p, q, r } => (p.abs() + q + r, r, q, p),
        _ => (0, 0, 0, 0),
    });
    named.chain(quadratic.into_iter().filter(|c| c.value() > 0.0))
}

/// A Beatty sequence recognised: s_k = ⌊k·alpha⌋ + offset for every k.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Beatty {
    pub alpha: Constant,
    pub offset: i64,
}

/// The α (and offset) with s_k = ⌊kα⌋ + offset for every k = 1 … n, `s` being s_1 … s_n; `None` when the interval the
/// sequence leaves holds no constant tried (or `s` has fewer than [`MIN_TERMS`] terms).
pub fn beatty(s: &[u64]) -> Option<Beatty> {
    if s.len() < MIN_TERMS {
        return None;
    }
    OFFSETS.iter().find_map(|&offset| {
        // The interval [lo, hi) as fractions (numerator, denominator), compared by cross-multiplying.
        let (mut lo, mut hi) = ((i64::MIN / 4, 1i64), (i64::MAX / 4, 1i64));
        for (i, &v) in s.iter().enumerate() {
            let (k, v) = (i as i64 + 1, v as i64 - offset);
            if (v as i128) * (lo.1 as i128) > (lo.0 as i128) * (k as i128) {
                lo = (v, k);
            }
            if ((v + 1) as i128) * (hi.1 as i128) < (hi.0 as i128) * (k as i128) {
                hi = (v + 1, k);
            }
        }
        if (lo.0 as i128) * (hi.1 as i128) >= (hi.0 as i128) * (lo.1 as i128) {
            return None;
        }
        let (from, to) = (lo.0 as f64 / lo.1 as f64, hi.0 as f64 / hi.1 as f64);
        // (A little slack on the floating-point side; the exact check decides.)
        let slack = 1e-9;
        candidates()
            .filter(|c| c.value() >= from - slack && c.value() < to + slack)
            .find(|c| {
                s.iter()
                    .enumerate()
                    .all(|(i, &v)| c.floor_times(i as u64 + 1) + offset == v as i64)
            })
            .map(|alpha| Beatty { alpha, offset })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floors(alpha: f64, n: usize) -> Vec<u64> {
        (1..=n).map(|k| (k as f64 * alpha).floor() as u64).collect()
    }

    #[test]
    fn named_constants_are_recognised() {
        let phi = (1.0 + 5f64.sqrt()) / 2.0;
        let found = beatty(&floors(phi, 30)).unwrap();
        assert_eq!((found.alpha.name(), found.offset), ("φ".to_string(), 0));
        assert_eq!(beatty(&floors(2f64.sqrt(), 30)).unwrap().alpha.name(), "√2");
        assert_eq!(beatty(&floors(std::f64::consts::PI, 40)).unwrap().alpha.name(), "π");
        // An offset: ⌊k√3⌋ + 1.
        let shifted: Vec<u64> = floors(3f64.sqrt(), 30).iter().map(|v| v + 1).collect();
        let found = beatty(&shifted).unwrap();
        assert_eq!((found.alpha.name(), found.offset), ("√3".to_string(), 1));
        // (√13 − 1)/2, the lower sequence of the pairs b_k = a_k + 3k: not named, written out.
        let found = beatty(&floors((13f64.sqrt() - 1.0) / 2.0, 40)).unwrap();
        assert_eq!(found.alpha.name(), "(√13 − 1)/2");
        // The squares are no Beatty sequence.
        assert_eq!(beatty(&[1, 4, 9, 16, 25, 36]), None);
    }

    #[test]
    fn floor_times_is_exact() {
        let phi = Constant::Quadratic { p: 1, q: 5, r: 2 };
        // ⌊kφ⌋ for k = 1 … 10: 1 3 4 6 8 9 11 12 14 16 (OEIS A000201).
        let got: Vec<i64> = (1..=10).map(|k| phi.floor_times(k)).collect();
        assert_eq!(got, [1, 3, 4, 6, 8, 9, 11, 12, 14, 16]);
        assert_eq!(phi.plus(1).unwrap().name(), "φ²");
    }
}
