//! Laws a period cannot say. Self-similar laws: G(a·n + r) = f(G(c·n + d)) on the class r mod a (a = 2, 3, 4;
//! 1 ≤ c < a; d = 0, −1, 1), f being x + k or a small map (at most [`MAP_ENTRIES`] values listed, one value for every
//! other x): take-half's G(2n + 1) = G(n), the proper-divisor game's G(2n) = G(n) + 1, CF 603C's G(2n) = 2 if G(n)
//! = 1, else 1. Closed forms by known functions: G(n) = v2(n) + k, popcount(n) + k, ⌊log2 n⌋ + k, (n mod m') + k or
//! (⌊n/d⌋ mod m') + k on a class mod m ≤ 4 that no arithmetic closed form fits (in a table with no period: a table
//! that is n mod m' + k throughout is a period's, said once, as a period).
//!
//! A law is seen when it holds from some n on to the end of the table, over half its class at least and
//! [`MIN_SEEN`] members of it; like every law of the finder it is then checked on a longer table ([`super::verify`]).

use super::{class_formula, formulas, Pattern};
use serde::Serialize;

/// The moduli a of self-similar laws, tried in this order: the first whose classes all have a law is stated.
pub const MODULI: [usize; 3] = [2, 3, 4];
/// The shifts d of G(c·n + d) tried, in this order.
const SHIFTS: [i64; 3] = [0, -1, 1];
/// The most values a map f lists (every other x has one value).
pub const MAP_ENTRIES: usize = 4;
/// The most values of x a map is followed for while it is being fitted.
const MAP_KEYS: usize = 64;
/// A law is seen on this many members of its class at least.
const MIN_SEEN: usize = 8;
/// Known functions are tried on the classes mod m up to this.
pub const KNOWN_MODULUS: usize = 4;

/// The f of a self-similar law: x + `add` when it is `Some`, else the value listed for x in `map` ([x, f(x)]),
/// `otherwise` for any other x.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Map {
    pub add: Option<i64>,
    pub map: Vec<[u32; 2]>,
    pub otherwise: u32,
}

impl Map {
    pub fn apply(&self, x: u32) -> i64 {
        match self.add {
            Some(k) => x as i64 + k,
            None => self
                .map
                .iter()
                .find(|[from, _]| *from == x)
                .map_or(self.otherwise, |[_, to]| *to) as i64,
        }
    }
}

/// A function a closed form may be written with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Function {
    /// The 2-adic valuation: how many times 2 divides n (n ≥ 1).
    V2,
    /// The number of ones in n's binary digits.
    Popcount,
    /// ⌊log2 n⌋ (n ≥ 1): n's binary digits, less one.
    Log2,
    /// ⌊n / divisor⌋ mod modulus (divisor 1: n mod modulus). Tried only where the table has no period (whose law it
    /// would say again), on a class that no arithmetic closed form fits.
    Mod { divisor: u32, modulus: u32 },
}

pub const FUNCTIONS: [Function; 3] = [Function::V2, Function::Popcount, Function::Log2];
/// The divisors and moduli of [`Function::Mod`] tried.
const MOD_DIVISORS: std::ops::RangeInclusive<u32> = 1..=4;
const MOD_MODULI: std::ops::RangeInclusive<u32> = 2..=8;

/// Every function a closed form is tried with, in this order: [`FUNCTIONS`], then n mod m, then ⌊n/d⌋ mod m.
fn candidates() -> impl Iterator<Item = Function> {
    FUNCTIONS
        .into_iter()
        .chain(MOD_DIVISORS.flat_map(|divisor| MOD_MODULI.map(move |modulus| Function::Mod { divisor, modulus })))
}

impl Function {
    pub fn apply(self, n: usize) -> Option<i64> {
        match self {
            Function::V2 => (n > 0).then(|| n.trailing_zeros() as i64),
            Function::Popcount => Some(n.count_ones() as i64),
            Function::Log2 => (n > 0).then(|| n.ilog2() as i64),
            Function::Mod { divisor, modulus } => Some((n / divisor as usize % modulus as usize) as i64),
        }
    }

    /// Its name as written in a formula.
    pub fn text(self, n: &str, offset: i64) -> String {
        let f = match self {
            Function::V2 => format!("v2({n})"),
            Function::Popcount => format!("popcount({n})"),
            Function::Log2 => format!("⌊log2 {n}⌋"),
            Function::Mod { divisor: 1, modulus } if offset != 0 => format!("({n} mod {modulus})"),
            Function::Mod { divisor: 1, modulus } => format!("{n} mod {modulus}"),
            Function::Mod { divisor, modulus } => format!("⌊{n}/{divisor}⌋ mod {modulus}"),
        };
        match offset {
            0 => f,
            k if k > 0 => format!("{f} + {k}"),
            k => format!("{f} − {}", -k),
        }
    }
}

/// Whether `seen` members of a class of `members`, the last ones, are enough to state a law.
fn enough(seen: usize, members: usize) -> bool {
    seen >= MIN_SEEN && 2 * seen >= members
}

/// The laws of the classes mod a, for the first a of [`MODULI`] whose classes all have one: closed forms (constants
/// too) where they fit, self-similar laws elsewhere. `None` when no a has a law for every class.
pub fn cover(g: &[u32]) -> Option<Vec<Pattern>> {
    MODULI.into_iter().find_map(|a| {
        let mut laws = formulas(g, a, false);
        let covered: Vec<usize> = laws
            .iter()
            .flat_map(|p| match p {
                Pattern::Formula { residues, .. } => residues.clone(),
                _ => Vec::new(),
            })
            .collect();
        for r in (0..a).filter(|r| !covered.contains(r)) {
            laws.push(self_similar(g, a, r)?);
        }
        Some(laws)
    })
}

/// The self-similar law of the class r mod a that holds from the smallest n (the first tried among equals).
fn self_similar(g: &[u32], a: usize, r: usize) -> Option<Pattern> {
    let members = g.len().saturating_sub(r).div_ceil(a);
    let mut best: Option<Pattern> = None;
    let mut best_from = usize::MAX;
    for c in 1..a {
        for d in SHIFTS {
            // The smallest n whose argument c·n + d is a state below a·n + r.
            let mut lo = if d < 0 { (-d) as usize } else { 0 };
            while (c * lo) as i64 + d >= (a * lo + r) as i64 {
                lo += 1;
            }
            if lo >= members {
                continue;
            }
            let pairs = |n: usize| (g[(c as i64 * n as i64 + d) as usize], g[a * n + r]);
            for f in [fit_add(members, lo, &pairs), fit_map(members, lo, &pairs)]
                .into_iter()
                .flatten()
            {
                let (from, map) = f;
                if from < best_from && enough(members - from, members) {
                    best_from = from;
                    best = Some(Pattern::SelfSimilar {
                        modulus: a,
                        residue: r,
                        scale: c,
                        shift: d,
                        from,
                        f: map,
                        checked_to: g.len(),
                    });
                }
            }
        }
    }
    best
}

/// The smallest n ≥ lo from which y = x + k for one k, (x, y) = pairs(n), up to the last member.
fn fit_add(members: usize, lo: usize, pairs: &dyn Fn(usize) -> (u32, u32)) -> Option<(usize, Map)> {
    let diff = |n: usize| {
        let (x, y) = pairs(n);
        y as i64 - x as i64
    };
    let k = diff(members - 1);
    let mut from = members - 1;
    while from > lo && diff(from - 1) == k {
        from -= 1;
    }
    Some((
        from,
        Map {
            add: Some(k),
            map: Vec::new(),
            otherwise: 0,
        },
    ))
}

/// The smallest n ≥ lo from which y = f(x) for a small map f, (x, y) = pairs(n), up to the last member.
fn fit_map(members: usize, lo: usize, pairs: &dyn Fn(usize) -> (u32, u32)) -> Option<(usize, Map)> {
    let mut seen: Vec<(u32, u32)> = Vec::new();
    // The most x sharing one y, and how many are left: the map's entries.
    let entries = |seen: &[(u32, u32)]| {
        let most = seen
            .iter()
            .map(|(_, y)| seen.iter().filter(|(_, v)| v == y).count())
            .max()
            .unwrap_or(0);
        seen.len() - most
    };
    let mut from = members;
    while from > lo {
        let (x, y) = pairs(from - 1);
        match seen.iter().find(|(k, _)| *k == x) {
            Some(&(_, v)) if v != y => break,
            Some(_) => {}
            None => {
                seen.push((x, y));
                if seen.len() > MAP_KEYS || entries(&seen) > MAP_ENTRIES {
                    seen.pop();
                    break;
                }
            }
        }
        from -= 1;
    }
    // The value of the rest: the y most x have (the smallest among equals).
    let count = |y: u32| seen.iter().filter(|(_, v)| *v == y).count();
    let otherwise = seen
        .iter()
        .map(|&(_, y)| y)
        .max_by_key(|&y| (count(y), std::cmp::Reverse(y)))?;
    let mut map: Vec<[u32; 2]> = seen
        .iter()
        .filter(|(_, y)| *y != otherwise)
        .map(|&(x, y)| [x, y])
        .collect();
    map.sort_unstable();
    (from < members).then_some((
        from,
        Map {
            add: None,
            map,
            otherwise,
        },
    ))
}

/// Closed forms by known functions ([`FUNCTIONS`]): for the smallest modulus m ≤ [`KNOWN_MODULUS`] with any, the
/// classes mod m that no arithmetic closed form fits and one of G(n) = f(n) + k does, those with one formula
/// together.
pub fn known(g: &[u32]) -> Vec<Pattern> {
    for m in 1..=KNOWN_MODULUS {
        let mut out: Vec<Pattern> = Vec::new();
        for r in 0..m {
            if class_formula(g, m, r).is_some() {
                continue;
            }
            let Some((function, from, offset)) = candidates().find_map(|f| known_class(g, m, r, f)) else {
                continue;
            };
            let same = out
                .iter_mut()
                .find(|p| matches!(p, Pattern::Known { function: f, offset: o, .. } if (*f, *o) == (function, offset)));
            match same {
                Some(Pattern::Known { residues, from: f, .. }) => {
                    residues.push(r);
                    *f = (*f).max(from);
                }
                _ => out.push(Pattern::Known {
                    function,
                    modulus: m,
                    residues: vec![r],
                    from,
                    offset,
                    checked_to: g.len(),
                }),
            }
        }
        if !out.is_empty() {
            return out;
        }
    }
    Vec::new()
}

/// Whether G(n) = f(n) + k on the class r mod m from some n on: (f, that n, k); the n is 0 when it holds on the
/// whole class.
fn known_class(g: &[u32], m: usize, r: usize, f: Function) -> Option<(Function, usize, i64)> {
    let members = g.len().saturating_sub(r).div_ceil(m);
    if members == 0 {
        return None;
    }
    let diff = |i: usize| {
        let n = r + i * m;
        f.apply(n).map(|v| g[n] as i64 - v)
    };
    let k = diff(members - 1)?;
    let mut i = members - 1;
    while i > 0 && diff(i - 1) == Some(k) {
        i -= 1;
    }
    enough(members - i, members).then_some((f, if i == 0 { 0 } else { r + i * m }, k))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn popcount_and_log2_are_found_where_no_arithmetic_form_fits() {
        let popcount: Vec<u32> = (0..1000u32).map(u32::count_ones).collect();
        assert!(matches!(
            known(&popcount)[..],
            [Pattern::Known {
                function: Function::Popcount,
                modulus: 1,
                from: 0,
                offset: 0,
                ..
            }]
        ));
        let log2: Vec<u32> = (0..1000u32).map(|n| if n == 0 { 7 } else { n.ilog2() + 1 }).collect();
        let found = known(&log2);
        assert!(
            matches!(
                found[..],
                [Pattern::Known {
                    function: Function::Log2,
                    from: 1,
                    offset: 1,
                    ..
                }]
            ),
            "{found:?}"
        );
        assert_eq!(found[0].statement(), "G(n) = ⌊log2 n⌋ + 1 for n ≥ 1");
        // An arithmetic closed form is not said again as a known function.
        let n: Vec<u32> = (0..1000).collect();
        assert!(known(&n).is_empty());
        // n mod 3 on the odd n, popcount on the even: no period, and the odd class is n mod 3 + 1.
        let mixed: Vec<u32> = (0..1000u32)
            .map(|n| if n % 2 == 1 { n % 3 + 1 } else { n.count_ones() })
            .collect();
        let found = known(&mixed);
        let said: Vec<String> = found.iter().map(Pattern::statement).collect();
        assert_eq!(
            said,
            [
                "G(n) = popcount(n) for n ≡ 0 (mod 2)",
                "G(n) = (n mod 3) + 1 for n ≡ 1 (mod 2)"
            ],
            "{found:?}"
        );
        let halves: Vec<u32> = (0..1000u32)
            .map(|n| if n % 2 == 1 { n / 2 % 5 } else { n.count_ones() })
            .collect();
        assert_eq!(known(&halves)[1].statement(), "G(n) = ⌊n/2⌋ mod 5 for n ≡ 1 (mod 2)");
    }
}
