//! The pattern finder states no law its game breaks (issue 40). Every law it states holds, as far as it says it was
//! checked, on a table computed here by a brute force written from the game's statement (not from the rule text, nor
//! by the code under test); every law it says broke held, and broke, where it says, with the values it says.

use grundy::base::limits::Limits;
use grundy::game::Family;
use grundy::notation::parse_family_in;
use grundy::notation::Defined;
use grundy::pattern::beatty::Constant;
use grundy::pattern::{self, Function, Pattern, Place, Sequence};

fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen = vec![false; 64];
    for v in values {
        if v as usize >= seen.len() {
            seen.resize(v as usize + 1, false);
        }
        seen[v as usize] = true;
    }
    seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32
}

/// What the finder says of `game` (in the notation; `rules`, when given, defines it first) from its table of n.
fn found(rules: Option<&str>, game: &str, n: usize) -> Vec<Pattern> {
    let mut defined = Defined::default();
    if let Some(text) = rules {
        defined.define(text).unwrap();
    }
    let family = parse_family_in(game, &defined).unwrap();
    pattern::find(&family, n, &Limits::DEFAULT).unwrap()
}

fn example(name: &str) -> String {
    let path = format!("{}/../examples/rules/{name}.rules", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// What a law of a table says G(n) is, from G below n (`None`: it says nothing of n).
fn says(law: &Pattern, g: &[u32], n: usize) -> Option<i64> {
    match law {
        Pattern::Period { preperiod, period, .. } => (n >= preperiod + period).then(|| g[n - period] as i64),
        Pattern::Saltus {
            preperiod,
            period,
            saltus,
            ..
        } => (n >= preperiod + period).then(|| g[n - period] as i64 + *saltus as i64),
        Pattern::Formula {
            modulus,
            residues,
            from,
            slope,
            offset,
            divisor,
            ..
        } => (n >= *from && residues.contains(&(n % modulus))).then(|| {
            let top = slope * n as i64 + offset;
            assert_eq!(top % divisor, 0, "{law:?} at {n}");
            top / divisor
        }),
        Pattern::SelfSimilar {
            modulus,
            residue,
            scale,
            shift,
            from,
            f,
            ..
        } => (n % modulus == *residue && n / modulus >= *from).then(|| {
            let x = g[(*scale as i64 * (n / modulus) as i64 + shift) as usize];
            match f.add {
                Some(k) => x as i64 + k,
                None => f.map.iter().find(|e| e[0] == x).map_or(f.otherwise, |e| e[1]) as i64,
            }
        }),
        Pattern::Known {
            function,
            modulus,
            residues,
            from,
            offset,
            ..
        } => (n >= *from && residues.contains(&(n % modulus))).then(|| {
            let v = match function {
                Function::V2 => n.trailing_zeros(),
                Function::Popcount => n.count_ones(),
                Function::Log2 => n.ilog2(),
                Function::Mod { divisor, modulus } => (n as u32 / divisor) % modulus,
            };
            v as i64 + offset
        }),
        Pattern::Named {
            sequence,
            complement,
            from,
            others,
            ..
        } => (n >= *from)
            .then(|| {
                if in_sequence(sequence, n) != *complement {
                    Some(0)
                } else {
                    others.map(i64::from)
                }
            })
            .flatten(),
        other => panic!("not a law of a table: {other:?}"),
    }
}

/// Whether n is a term of the named sequence, its terms made here as the sequence's definition says.
fn in_sequence(sequence: &Sequence, n: usize) -> bool {
    let n = n as i64;
    let mut terms: Vec<i64> = match sequence {
        Sequence::Fibonacci { offset } => {
            let mut f = vec![1i64, 2];
            while *f.last().unwrap() <= n - offset {
                f.push(f[f.len() - 1] + f[f.len() - 2]);
            }
            f.iter().map(|v| v + offset).collect()
        }
        Sequence::Power { base, offset } => {
            let mut p = vec![1i64];
            while *p.last().unwrap() <= n - offset {
                p.push(p.last().unwrap() * *base as i64);
            }
            p.iter().map(|v| v + offset).collect()
        }
        Sequence::Recurrence {
            coefficients,
            constant,
            initial,
        } => {
            let mut a = initial.clone();
            while *a.last().unwrap() <= n && a.len() < 200 {
                let k = a.len();
                let next = constant
                    + coefficients
                        .iter()
                        .enumerate()
                        .map(|(j, c)| c * a[k - 1 - j])
                        .sum::<i64>();
                a.push(next);
            }
            a
        }
        Sequence::Beatty { alpha, offset } => {
            // α from its definition: (p + √q)/r, or e, π.
            let alpha = match *alpha {
                Constant::Quadratic { p, q, r } => (p as f64 + (q as f64).sqrt()) / r as f64,
                Constant::E => std::f64::consts::E,
                Constant::Pi => std::f64::consts::PI,
            };
            (1..=(n as f64 / alpha) as i64 + 2)
                .map(|k| (k as f64 * alpha).floor() as i64 + offset)
                .collect()
        }
    };
    terms.retain(|&t| t == n);
    !terms.is_empty()
}

/// Checks every pattern of a table's `found` against `truth` (long enough for all of them); returns the laws stated.
fn confirm(found: &[Pattern], truth: &[u32]) -> Vec<Pattern> {
    let mut laws = Vec::new();
    for p in found {
        match p {
            Pattern::Broken {
                law,
                held_to,
                broke_at,
                value,
                predicted,
            } => {
                let Place::Heap(at) = *broke_at else { panic!("{p:?}") };
                assert_eq!(*held_to + 1, at, "{p:?}");
                for n in 0..at {
                    if let Some(v) = says(law, truth, n) {
                        assert_eq!(v, truth[n] as i64, "{law:?} at {n}, before it broke at {at}");
                    }
                }
                assert_eq!(*value, Some(truth[at]), "{p:?}");
                assert_eq!(*predicted, says(law, truth, at), "{p:?}");
                assert_ne!(*predicted, Some(truth[at] as i64), "{p:?}");
            }
            // What was tried where nothing was found.
            Pattern::Nothing { .. } => {}
            law => {
                let to = law.checked_to().unwrap();
                assert!(
                    to <= truth.len(),
                    "{law:?} is checked past the brute force's {}",
                    truth.len()
                );
                for n in 0..to {
                    if let Some(v) = says(law, truth, n) {
                        assert_eq!(v, truth[n] as i64, "{law:?} at {n}");
                    }
                }
                laws.push(law.clone());
            }
        }
    }
    laws
}

/// How far the brute force must go for `found`: every law's `checked_to`, every break.
fn reach(found: &[Pattern], at_least: usize) -> usize {
    found
        .iter()
        .map(|p| match p {
            Pattern::Broken {
                broke_at: Place::Heap(n),
                ..
            } => n + 1,
            p => p.checked_to().unwrap_or(0),
        })
        .fold(at_least, usize::max)
}

/// CF 603C, Lieges of Legendre, with k = 3: remove one cow from a pile, or replace a pile of 2x cows (x > 0) by k
/// piles of x cows.
const LIEGES: &str = "name lieges
state n
if n >= 1 { move n - 1 }
if n >= 2 && n % 2 == 0 { move n / 2, n / 2, n / 2 }
";

/// G of CF 603C with k = 3, from the statement: the options of n are n − 1 and, for even n, k piles of n/2.
fn lieges(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let mut options = vec![g[n - 1]];
        if n % 2 == 0 {
            options.push((0..3).fold(0, |acc, _| acc ^ g[n / 2]));
        }
        g[n] = mex(options);
    }
    g
}

#[test]
fn the_period_cf603c_breaks_is_said_as_broken_never_as_a_law() {
    let found = found(Some(LIEGES), "lieges", 1000);
    // The false law: period 128 from 385 in the table of 1000, broken at 1024 (G(1024) = 2, G(896) = 1).
    assert!(
        !found.iter().any(|p| matches!(p, Pattern::Period { period: 128, .. })),
        "{found:?}"
    );
    let broken: Vec<&Pattern> = found.iter().filter(|p| !p.is_law()).collect();
    assert_eq!(
        *broken[0],
        Pattern::Broken {
            law: Box::new(Pattern::Period {
                preperiod: 385,
                period: 128,
                proven: false,
                checked_to: 1000
            }),
            held_to: 1023,
            broke_at: Place::Heap(1024),
            value: Some(2),
            predicted: Some(1),
        }
    );
    assert_eq!(
        broken[0].explain(),
        "not a law: G(n + 128) = G(n) for n ≥ 385, seen for every n < 1000, held to 1023 and broke at 1024: \
         G(1024) = 2, the law says 1"
    );
    // Every law stated (the halving law, crate/tests/similar.rs, and the odd class's 0) holds on the brute force to 16 000 at least,
    // as far as it says; every break is where it says.
    let truth = lieges(reach(&found, 16_000));
    assert_eq!((truth[896], truth[1024]), (1, 2));
    confirm(&found, &truth);
}

/// Kayles (0.77, knock down one pin or two adjacent ones from a row, which may leave two rows), written as a rule:
/// no theorem proves its period for the finder, so it is observed, and checked.
const KAYLES: &str = "name pins
state n
for k in [1, 2] {
    for a in range(0, n - k + 1) {
        move a, n - k - a
    }
}
";

fn kayles(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let options = (1..=2.min(n)).flat_map(|k| (0..=n - k).map(move |a| (a, n - k - a)));
        let values: Vec<u32> = options.map(|(a, b)| g[a] ^ g[b]).collect();
        g[n] = mex(values);
    }
    g
}

#[test]
fn true_periods_are_still_stated_and_checked_sixteen_times_as_far() {
    // Kayles: period 12 from 71 (Guy and Smith, 1956), seen in 300 values and checked to 4800.
    let said = found(Some(KAYLES), "pins", 300);
    assert_eq!(
        said,
        [Pattern::Period {
            preperiod: 71,
            period: 12,
            proven: false,
            checked_to: 4800
        }]
    );
    assert_eq!(confirm(&said, &kayles(4800)).len(), 1);
    // As the notation's octal code, a theorem proves it: nothing is left to check.
    assert_eq!(
        found(None, "kayles", 1000),
        [Pattern::Period {
            preperiod: 71,
            period: 12,
            proven: true,
            checked_to: 1000
        }]
    );
    // A subtraction game, S = {1, 3, 4}: period 7 (0 1 0 1 2 3 2), written as a rule.
    let rule = "name take134\nstate n\nfor s in [1, 3, 4] { if n >= s { move n - s } }";
    let said = found(Some(rule), "take134", 1000);
    assert_eq!(
        said,
        [Pattern::Period {
            preperiod: 0,
            period: 7,
            proven: false,
            checked_to: 16_000
        }]
    );
    let truth: Vec<u32> = (0..16_000).fold(Vec::new(), |mut g, n| {
        let v = mex([1, 3, 4].iter().filter(|&&s| s <= n).map(|&s| g[n - s]));
        g.push(v);
        g
    });
    assert_eq!(&truth[..7], &[0, 1, 0, 1, 2, 3, 2]);
    confirm(&said, &truth);
}

/// Lasker's Nim (HDU 3032): take any number from a heap, or split a heap into two non-empty heaps.
fn lasker(len: usize) -> Vec<u32> {
    let mut g = vec![0u32; len];
    for n in 1..len {
        let takes = (0..n).map(|left| g[left]);
        let splits = (1..=n / 2).map(|a| g[a] ^ g[n - a]);
        g[n] = mex(takes.chain(splits).collect::<Vec<_>>());
    }
    g
}

#[test]
fn lasker_keeps_its_saltus_checked_past_its_table() {
    let said = found(Some(&example("lasker")), "lasker", 100);
    assert_eq!(
        said[0],
        Pattern::Saltus {
            preperiod: 1,
            period: 4,
            saltus: 4,
            checked_to: 1600
        }
    );
    assert_eq!(
        said[0].explain(),
        "arithmetic period: G(n + 4) = G(n) + 4 for n ≥ 1 (observed for every n < 1600)"
    );
    // Its closed forms per class, G(4k) = 4k − 1 and so on, come with it, all checked as far.
    assert_eq!(said.len(), 4, "{said:?}");
    assert!(said.iter().all(|p| p.checked_to() == Some(1600)), "{said:?}");
    confirm(&said, &lasker(1600));
}

/// What a law of a grid says G(x, y) is (`None`: it says nothing of (x, y)); `g(x, y)` is `None` off the states.
fn says_at(law: &Pattern, g: &dyn Fn(usize, usize) -> Option<u32>, x: usize, y: usize) -> Option<Option<u32>> {
    match law {
        Pattern::Sum { base: [x0, y0], .. } => g(x, y).map(|_| match (g(x, *y0), g(*x0, y), g(*x0, *y0)) {
            (Some(a), Some(b), Some(c)) => Some(a ^ b ^ c),
            _ => None,
        }),
        Pattern::RowPeriod {
            rows,
            preperiod,
            period,
            ..
        } => (rows.contains(&x) && y >= preperiod + period).then(|| g(x, y - period)),
        Pattern::ColumnPeriod {
            columns,
            preperiod,
            period,
            ..
        } => (columns.contains(&y) && x >= preperiod + period).then(|| g(x - period, y)),
        // Laws of P-positions say no value (crate/tests/pairs.rs checks them against brute forces).
        Pattern::Pairs { .. } | Pattern::Lines { .. } | Pattern::Along { .. } => None,
        other => panic!("not a law of a grid: {other:?}"),
    }
}

/// Checks every pattern of a grid's `found` against `g` (defined for x, y < `side`); returns the laws stated.
fn confirm_grid(found: &[Pattern], g: &dyn Fn(usize, usize) -> Option<u32>, side: usize) -> Vec<Pattern> {
    let mut laws = Vec::new();
    for p in found {
        match p {
            Pattern::Zeros { .. } => {}
            Pattern::Broken {
                law,
                held_to,
                broke_at,
                value,
                predicted,
            } => {
                let Place::Cell([bx, by]) = *broke_at else {
                    panic!("{p:?}")
                };
                assert_eq!(*held_to + 1, bx.max(by), "{p:?}");
                for x in 0..=*held_to {
                    for y in 0..=*held_to {
                        if let Some(v) = says_at(law, g, x, y) {
                            assert_eq!(v, g(x, y), "{law:?} at ({x}, {y}), before it broke");
                        }
                    }
                }
                assert_eq!(*value, g(bx, by), "{p:?}");
                let v = says_at(law, g, bx, by).expect("the law speaks where it broke");
                assert_eq!(*predicted, v.map(i64::from), "{p:?}");
                assert_ne!(v, g(bx, by), "{p:?}");
            }
            // What was tried where nothing was found.
            Pattern::Nothing { .. } => {}
            law => {
                let to = law.checked_to().unwrap();
                assert!(to <= side, "{law:?} is checked past the brute force's {side}");
                for x in 0..to {
                    for y in 0..to {
                        if let Some(v) = says_at(law, g, x, y) {
                            assert_eq!(v, g(x, y), "{law:?} at ({x}, {y})");
                        }
                    }
                }
                laws.push(law.clone());
            }
        }
    }
    laws
}

#[test]
fn laws_of_grids_are_checked_on_a_grid_four_times_the_side() {
    // The king (moves to (x − 1, y), (x, y − 1), (x − 1, y − 1)): row x alternates only from about y = x on, so the
    // 16 × 16 grid's "rows 0–8 and 15 from y = 8" is false for row 15.
    let said = found(Some(&example("king")), "king", 16);
    let side = 1024;
    let mut king = vec![vec![0u32; side]; side];
    for x in 0..side {
        for y in 0..side {
            let mut options = Vec::new();
            if x > 0 {
                options.push(king[x - 1][y]);
            }
            if y > 0 {
                options.push(king[x][y - 1]);
            }
            if x > 0 && y > 0 {
                options.push(king[x - 1][y - 1]);
            }
            king[x][y] = mex(options);
        }
    }
    let g = |x: usize, y: usize| Some(king[x][y]);
    let laws = confirm_grid(&said, &g, side);
    assert!(!laws.is_empty(), "{said:?}");
    assert!(laws.iter().all(|p| p.checked_to() > Some(16)), "{said:?}");
    assert!(
        said.iter().any(|p| matches!(p, Pattern::Broken { law, .. }
            if matches!(&**law, Pattern::RowPeriod { rows, preperiod: 8, .. } if rows.contains(&15)))),
        "{said:?}"
    );
    // Two Nim heaps: G(x, y) = x ⊕ y, a sum in disguise, checked on the 40 × 40 grid.
    let nim2 = "name two\nstate (x, y)\nfor k in range(1, x + 1) { move (x - k, y) }\nfor k in range(1, y + 1) { move (x, y - k) }";
    let said = found(Some(nim2), "two", 10);
    assert!(matches!(&said[0], Pattern::Sum { checked_to: 40, .. }), "{said:?}");
    let g = |x: usize, y: usize| Some((x ^ y) as u32);
    confirm_grid(&said, &g, 40);
}

/// What each pattern predicts alone (the page's highlight of one law), from the table of 1000 it was found in, to
/// twice the table: it speaks of the n the law is about (as `says` reads the law here), and says the brute force's
/// value at each, up to how far it was checked; a broken law says the brute force's value up to where it held, and
/// what it said when it broke where it broke.
fn each_alone(rules: Option<&str>, game: &str, truth: &[u32]) -> Vec<Pattern> {
    let mut defined = Defined::default();
    if let Some(text) = rules {
        defined.define(text).unwrap();
    }
    let Family::Heaps(heaps) = parse_family_in(game, &defined).unwrap() else {
        panic!("{game}")
    };
    let (found, table) = pattern::find_table(&heaps, 1000, &Limits::DEFAULT).unwrap();
    assert_eq!(table, truth[..1000]);
    let m = 2000;
    let each = pattern::predict_each(&found, &table, m);
    assert_eq!(each.len(), found.len());
    for (p, predicted) in found.iter().zip(each) {
        // (A law seen in a longer table, and broken on a longer one still, may say nothing below m.)
        if let (Pattern::Broken { law, .. }, None) = (p, &predicted) {
            assert!((0..m).all(|n| says(law, truth, n).is_none()), "{p:?}");
            continue;
        }
        let predicted = predicted.unwrap_or_else(|| panic!("{p:?} predicts nothing"));
        assert_eq!(predicted.len(), m);
        let (law, to) = match p {
            Pattern::Broken {
                law,
                held_to,
                broke_at: Place::Heap(at),
                predicted: said,
                ..
            } => {
                assert!(*at < m, "{p:?}");
                assert_eq!(predicted[*at].map(i64::from), *said, "{p:?}");
                assert_ne!(predicted[*at], Some(truth[*at]), "{p:?}");
                (&**law, held_to + 1)
            }
            law => (law, law.checked_to().unwrap().min(m)),
        };
        for n in 0..to {
            assert_eq!(predicted[n].is_some(), says(law, truth, n).is_some(), "{law:?} at {n}");
            if let Some(v) = predicted[n] {
                assert_eq!(v, truth[n], "{law:?} at {n}");
            }
        }
    }
    found
}

#[test]
fn each_law_alone_predicts_the_brute_force_and_a_broken_one_its_break() {
    // CF 603C: the period broken at 1024 (G(1024) = 2, the law says 1), the halving laws that hold.
    let found = each_alone(Some(LIEGES), "lieges", &lieges(2000));
    assert!(found.iter().any(|p| matches!(p, Pattern::Broken { .. })), "{found:?}");
    assert!(
        found.iter().any(|p| matches!(p, Pattern::SelfSimilar { .. })),
        "{found:?}"
    );
    // Nim (G(n) is the mex of every value below): a saltus; take at most half: a formula and a self-similar law.
    // (Lasker’s Nim has a saltus too, but its rule checked on 16 000 values costs half a minute in a debug build.)
    let nim: Vec<u32> = (0..2000).fold(Vec::new(), |mut g, _| {
        g.push(mex(g.clone()));
        g
    });
    let found = each_alone(None, "nim", &nim);
    assert!(found.iter().any(|p| matches!(p, Pattern::Saltus { .. })), "{found:?}");
    let found = each_alone(Some(&example("take-half")), "take-half", &take_half(2000));
    assert!(
        found.iter().any(|p| matches!(p, Pattern::SelfSimilar { .. })),
        "{found:?}"
    );
}

/// Take at most half, from its statement: take 1 to ⌊n/2⌋ stones from a heap of n.
fn take_half(len: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(len);
    for n in 0..len {
        let options: Vec<u32> = (1..=n / 2).map(|k| g[n - k]).collect();
        g.push(mex(options));
    }
    g
}
