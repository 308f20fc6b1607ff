//! The pattern finder (打表找规律): what a table of SG values shows, whoever made it. For a table G(0) … G(n − 1): a
//! period (proven where a theorem proves it, otherwise observed), an arithmetic period with a saltus
//! (G(n + p) = G(n) + s), and closed forms per residue class (G(n) = n − 1 for n ≡ 0 (mod 8)). For a table G(x, y):
//! whether it is the XOR of a function of x and one of y (a sum in disguise), the periods of its rows and columns,
//! laws of its P-positions (pairs (a_k, b_k) as in Wythoff's game, lines, named sets along a line: [`pairs`]) and its
//! P-positions listed. Every pattern carries its evidence: the part of the table where it holds. Besides, for a
//! one-number game, its P-positions by name ([`named`]: the Fibonacci numbers, powers, linear recurrences, Beatty
//! sequences); and where no law is found, what was tried ([`Pattern::Nothing`]).
//!
//! [`find`] is the finder as the CLI and the JS API use it: it makes the table itself, and checks every law it did not
//! prove on a longer table ([`verify`]); a law that breaks there is said as [`Pattern::Broken`], never as a law.

use crate::engine::period;
use crate::game::Game;
use serde::Serialize;

pub mod beatty;
pub mod cpp;
pub mod cpp_pairs;
pub mod named;
pub mod pairs;
mod predict;
pub mod sets;
pub mod similar;
mod text;
pub mod verify;

pub use pairs::{BeattyForm, Line, Sides};
pub use predict::{predict, predict_each, predict_pairs, verdicts_each};
pub use sets::Sequence;
pub use similar::{Function, Map};
pub use verify::{find, find_grid, find_table};

/// A pattern needs to be seen this many times over (a period: three periods of values).
const REPEATS: usize = 3;
/// Residue classes are looked for up to this modulus when the table has no arithmetic period.
const MAX_MODULUS: usize = 16;
/// The most P-positions listed.
pub const MAX_ZEROS: usize = 1000;

/// The table a game of one-number states is first shown with (the page opens a user's game on it): long enough for
/// the finder to see a law of each kind it knows, a period three times over, a self-similar law's 8 members of a
/// class mod 4 from its start, yet a screenful or two of the page's table.
pub const FIRST_TABLE: usize = 100;
/// The side of the grid a game of two-number states is first shown with: Wythoff's P-positions (⌊kφ⌋, ⌊kφ⌋ + k) need
/// about 30 to show a law of their pairs (CF 603C's laws, one-number, show in [`FIRST_TABLE`]).
pub const FIRST_SIDE: usize = 32;

/// The size a game whose states have `arity` numbers is first shown at, so that its laws can be seen: a table's length
/// for one number, a grid's side for two; None for more (no table, no grid).
pub fn first_size(arity: usize) -> Option<usize> {
    match arity {
        1 => Some(FIRST_TABLE),
        2 => Some(FIRST_SIDE),
        _ => None,
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Pattern {
    /// G(n + period) = G(n) for preperiod ≤ n; `proven` by a theorem for the game, else seen for n < `checked_to`.
    Period {
        preperiod: usize,
        period: usize,
        proven: bool,
        checked_to: usize,
    },
    /// G(n + period) = G(n) + saltus for preperiod ≤ n < checked_to − period.
    Saltus {
        preperiod: usize,
        period: usize,
        saltus: u32,
        checked_to: usize,
    },
    /// G(n) = (slope·n + offset) / divisor for n ≡ residue (mod modulus), from ≤ n < checked_to (each residue
    /// listed has the same formula; `from` 0: the whole class).
    Formula {
        modulus: usize,
        residues: Vec<usize>,
        from: usize,
        slope: i64,
        offset: i64,
        divisor: i64,
        /// The formula as written (`n − 1`, `n/2`), the same in every language.
        formula: String,
        checked_to: usize,
    },
    /// G(modulus·n + residue) = f(G(scale·n + shift)) for from ≤ n, modulus·n + residue < checked_to: a self-similar
    /// law (take-half: G(2n + 1) = G(n)).
    SelfSimilar {
        modulus: usize,
        residue: usize,
        scale: usize,
        shift: i64,
        from: usize,
        f: Map,
        checked_to: usize,
    },
    /// G(n) = function(n) + offset for n ≡ residue (mod modulus), from ≤ n < checked_to (as [`Pattern::Formula`]):
    /// a closed form by a known function (the proper-divisor game: G(n) = v2(n) for n ≥ 1).
    Known {
        function: Function,
        modulus: usize,
        residues: Vec<usize>,
        from: usize,
        offset: i64,
        checked_to: usize,
    },
    /// For n ≥ from (n < checked_to), G(n) = 0 exactly when n is a term of `sequence` (when it is not, if
    /// `complement`), and G(n) = `others` elsewhere when that is `Some` (1: every other value is 1); `members` are the
    /// terms in the table it was found in, from `from` on (at most [`MAX_ZEROS`]). A P-position set by name
    /// ([`named`]).
    Named {
        sequence: Sequence,
        /// The sequence as written (`2^k − 1`), the same in every language.
        formula: String,
        complement: bool,
        from: usize,
        others: Option<u32>,
        members: Vec<usize>,
        checked_to: usize,
    },
    /// No law in the table up to `table`, and what was tried: periods up to `longest_period` (seen three times) and
    /// arithmetic periods, closed forms per residue class up to `modulus`, known functions ([`Function`]) on the
    /// classes up to `known_modulus`, self-similar laws G(a·n + r) = f(G(c·n + d)) for a in `self_similar`, named
    /// P-position sets (linear recurrences up to `order`). Laws a longer table broke are said besides.
    Nothing {
        table: usize,
        longest_period: usize,
        modulus: usize,
        known_modulus: usize,
        self_similar: Vec<usize>,
        order: usize,
    },
    /// G(x, y) = `row[x]` ⊕ `column[y]` for every state of the rows × columns grid, and of the grid checked_to ×
    /// checked_to: a sum of two games in disguise. `row` is G(x, y0), `column` G(x0, y) ⊕ G(x0, y0), from the first
    /// state (x0, y0), `base`.
    Sum {
        row: Vec<u32>,
        column: Vec<u32>,
        rows: usize,
        columns: usize,
        checked_to: usize,
        #[serde(skip)]
        base: [usize; 2],
    },
    /// Along y, each row listed repeats with this period, from `preperiod` at the latest.
    RowPeriod {
        rows: Vec<usize>,
        preperiod: usize,
        period: usize,
        checked_to: usize,
    },
    /// Along x, each column listed repeats with this period, from `preperiod` at the latest.
    ColumnPeriod {
        columns: Vec<usize>,
        preperiod: usize,
        period: usize,
        checked_to: usize,
    },
    /// The P-positions of the grid are the pairs (a_k, b_k), k ≥ 0, and their mirrors as `sides` says: a_k the least
    /// number in no earlier pair, b_k = a_k + c·k + d (Wythoff's game: c = 1, d = 0); `beatty` its Beatty form where
    /// recognised ([`pairs`]). `count` pairs lay in the grid it was seen in; it holds for x, y < checked_to.
    Pairs {
        c: usize,
        d: usize,
        sides: Sides,
        count: usize,
        beatty: Option<BeattyForm>,
        checked_to: usize,
    },
    /// Every P-position lies on one of `lines` (`all`: and every state on them is one), for x, y < checked_to; the
    /// grid it was seen in held `count` P-positions.
    Lines {
        lines: Vec<Line>,
        all: bool,
        count: usize,
        checked_to: usize,
    },
    /// Along the line y = x + d, (x, x + d) is a P-position exactly when x is in `set`, for x, x + d < checked_to.
    Along {
        d: i64,
        set: Sequence,
        /// The set as written (`F_k`, `2^k − 1`) and its first members (`1, 2, 3, 5, 8, 13, …`), the same in every
        /// language.
        formula: String,
        first: String,
        checked_to: usize,
    },
    /// The P-positions (G = 0) of the grid, at most [`MAX_ZEROS`] of `count`.
    Zeros {
        states: Vec<[usize; 2]>,
        count: usize,
        rows: usize,
        columns: usize,
    },
    /// A law seen in a table (`law`, its `checked_to` how far it had held) that a longer table broke: it held for
    /// every n ≤ `held_to` (in a grid: every x, y ≤ `held_to`) and broke at `broke_at`, where G is `value` (`None`:
    /// not a state) and the law says `predicted` (`None`: it says nothing there, since its base is not a state; for a
    /// law of P-positions, 0 where it says P, `None` where it says not P).
    Broken {
        law: Box<Pattern>,
        held_to: usize,
        broke_at: Place,
        value: Option<u32>,
        predicted: Option<i64>,
    },
}

/// Where a law broke: a heap n, or a cell [x, y] of a grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Place {
    Heap(usize),
    Cell([usize; 2]),
}

impl Pattern {
    /// Whether a theorem proves it (only a period can be).
    pub fn proven(&self) -> bool {
        matches!(self, Pattern::Period { proven: true, .. })
    }

    /// Whether it is a law, one that [`verify`] checks (not a list of P-positions, nor a broken law).
    pub fn is_law(&self) -> bool {
        !matches!(
            self,
            Pattern::Zeros { .. } | Pattern::Broken { .. } | Pattern::Nothing { .. }
        )
    }

    /// Whether it is a law of P-positions (it says whether cells are P-positions, not what G is).
    pub fn is_p_law(&self) -> bool {
        matches!(
            self,
            Pattern::Pairs { .. } | Pattern::Lines { .. } | Pattern::Along { .. }
        )
    }

    /// How far it holds: the length of the table (the side of the grid) it was checked on.
    pub fn checked_to(&self) -> Option<usize> {
        match self {
            Pattern::Period { checked_to, .. }
            | Pattern::Saltus { checked_to, .. }
            | Pattern::Formula { checked_to, .. }
            | Pattern::SelfSimilar { checked_to, .. }
            | Pattern::Known { checked_to, .. }
            | Pattern::Named { checked_to, .. }
            | Pattern::Sum { checked_to, .. }
            | Pattern::RowPeriod { checked_to, .. }
            | Pattern::ColumnPeriod { checked_to, .. }
            | Pattern::Pairs { checked_to, .. }
            | Pattern::Lines { checked_to, .. }
            | Pattern::Along { checked_to, .. } => Some(*checked_to),
            Pattern::Zeros { .. } | Pattern::Broken { .. } | Pattern::Nothing { .. } => None,
        }
    }

    fn set_checked_to(&mut self, to: usize) {
        if let Pattern::Period { checked_to, .. }
        | Pattern::Saltus { checked_to, .. }
        | Pattern::Formula { checked_to, .. }
        | Pattern::SelfSimilar { checked_to, .. }
        | Pattern::Known { checked_to, .. }
        | Pattern::Named { checked_to, .. }
        | Pattern::Sum { checked_to, .. }
        | Pattern::RowPeriod { checked_to, .. }
        | Pattern::ColumnPeriod { checked_to, .. }
        | Pattern::Pairs { checked_to, .. }
        | Pattern::Lines { checked_to, .. }
        | Pattern::Along { checked_to, .. } = self
        {
            *checked_to = to;
        }
    }

    /// Whether `other` says the same thing, however far each was checked and whether it is proven (two sums in
    /// disguise of one grid are one law, however long the base row and column listed).
    fn same_law(&self, other: &Pattern) -> bool {
        use Pattern::*;
        match (self, other) {
            (
                Period {
                    preperiod: a,
                    period: p,
                    ..
                },
                Period {
                    preperiod: b,
                    period: q,
                    ..
                },
            ) => (a, p) == (b, q),
            (
                Saltus {
                    preperiod: a,
                    period: p,
                    saltus: s,
                    ..
                },
                Saltus {
                    preperiod: b,
                    period: q,
                    saltus: t,
                    ..
                },
            ) => (a, p, s) == (b, q, t),
            (
                Formula {
                    modulus: m,
                    residues: r,
                    from: f,
                    slope: a,
                    offset: b,
                    divisor: c,
                    ..
                },
                Formula {
                    modulus: n,
                    residues: s,
                    from: g,
                    slope: x,
                    offset: y,
                    divisor: z,
                    ..
                },
            ) => (m, r, f, a, b, c) == (n, s, g, x, y, z),
            (
                SelfSimilar {
                    modulus: a,
                    residue: r,
                    scale: c,
                    shift: d,
                    from: f,
                    f: map,
                    ..
                },
                SelfSimilar {
                    modulus: b,
                    residue: s,
                    scale: e,
                    shift: h,
                    from: g,
                    f: other,
                    ..
                },
            ) => (a, r, c, d, f, map) == (b, s, e, h, g, other),
            (
                Known {
                    function: f,
                    modulus: m,
                    residues: r,
                    from: a,
                    offset: o,
                    ..
                },
                Known {
                    function: g,
                    modulus: n,
                    residues: s,
                    from: b,
                    offset: p,
                    ..
                },
            ) => (f, m, r, a, o) == (g, n, s, b, p),
            (
                Named {
                    sequence: q,
                    complement: c,
                    from: f,
                    others: o,
                    ..
                },
                Named {
                    sequence: r,
                    complement: d,
                    from: g,
                    others: p,
                    ..
                },
            ) => (q, c, f, o) == (r, d, g, p),
            (Sum { .. }, Sum { .. }) => true,
            (
                RowPeriod {
                    rows: r,
                    preperiod: a,
                    period: p,
                    ..
                },
                RowPeriod {
                    rows: s,
                    preperiod: b,
                    period: q,
                    ..
                },
            )
            | (
                ColumnPeriod {
                    columns: r,
                    preperiod: a,
                    period: p,
                    ..
                },
                ColumnPeriod {
                    columns: s,
                    preperiod: b,
                    period: q,
                    ..
                },
            ) => (r, a, p) == (s, b, q),
            (
                Pairs {
                    c: a, d: b, sides: s, ..
                },
                Pairs {
                    c: x, d: y, sides: t, ..
                },
            ) => (a, b, s) == (x, y, t),
            (Lines { lines: a, all: b, .. }, Lines { lines: x, all: y, .. }) => (a, b) == (x, y),
            (Along { d: a, set: s, .. }, Along { d: b, set: t, .. }) => (a, s) == (b, t),
            _ => false,
        }
    }
}

/// The smallest observed period of `g` (then the smallest preperiod): seen [`REPEATS`] times, and over the table's
/// second half at least.
pub fn observed_period(g: &[u32]) -> Option<(usize, usize)> {
    let n = g.len();
    (1..=n / REPEATS).find_map(|p| {
        let mut pre = n - p;
        while pre > 0 && g[pre - 1] == g[pre - 1 + p] {
            pre -= 1;
        }
        (n - pre >= REPEATS * p && pre <= n / 2).then_some((pre, p))
    })
}

/// The smallest arithmetic period with a positive saltus, seen as [`observed_period`] sees a period.
pub fn observed_saltus(g: &[u32]) -> Option<(usize, usize, u32)> {
    let n = g.len();
    (1..=n / REPEATS).find_map(|p| {
        let s = g[n - 1] as i64 - g[n - 1 - p] as i64;
        if s <= 0 {
            return None;
        }
        let mut pre = n - p;
        while pre > 0 && g[pre - 1 + p] as i64 - g[pre - 1] as i64 == s {
            pre -= 1;
        }
        (n - pre >= REPEATS * p && pre <= n / 2).then_some((pre, p, s as u32))
    })
}

fn gcd(a: i64, b: i64) -> i64 {
    if b == 0 {
        a.abs()
    } else {
        gcd(b, a % b)
    }
}

/// The closed form of class `r` mod `m`, if its values are an arithmetic progression from some point covering
/// half the class or more: (from, slope, offset, divisor), `from` 0 when it holds for the whole class.
fn class_formula(g: &[u32], m: usize, r: usize) -> Option<(usize, i64, i64, i64)> {
    let terms: Vec<i64> = g.iter().skip(r).step_by(m).map(|&v| v as i64).collect();
    let k = terms.len();
    if k < 4 {
        return None;
    }
    let d = terms[k - 1] - terms[k - 2];
    let mut start = k - 2;
    while start > 0 && terms[start] - terms[start - 1] == d {
        start -= 1;
    }
    if k - start < (k / 2).max(4) {
        return None;
    }
    // G(n) = g0 + d·(n − n0)/m = (d·n + g0·m − d·n0) / m, reduced.
    let (n0, g0) = ((r + start * m) as i64, terms[start]);
    let (a, b, c) = (d, g0 * m as i64 - d * n0, m as i64);
    let common = gcd(gcd(a, b), c).max(1);
    // `from` is 0 when the class holds from its first member.
    let from = if start == 0 { 0 } else { r + start * m };
    Some((from, a / common, b / common, c / common))
}

/// Formulas for the classes mod `m` that have one, those with the same formula together.
fn formulas(g: &[u32], m: usize, want_slope: bool) -> Vec<Pattern> {
    let mut out: Vec<Pattern> = Vec::new();
    for r in 0..m {
        let Some((from, slope, offset, divisor)) = class_formula(g, m, r) else {
            continue;
        };
        if want_slope && slope == 0 {
            continue;
        }
        let same = out.iter_mut().find(|p| {
            matches!(p, Pattern::Formula { slope: s, offset: o, divisor: d, .. } if (*s, *o, *d) == (slope, offset, divisor))
        });
        match same {
            Some(Pattern::Formula { residues, from: f, .. }) => {
                residues.push(r);
                *f = (*f).max(from);
            }
            _ => out.push(Pattern::Formula {
                modulus: m,
                residues: vec![r],
                from,
                slope,
                offset,
                divisor,
                formula: formula_text(slope, offset, divisor),
                checked_to: g.len(),
            }),
        }
    }
    out
}

/// The patterns of the table `g` = G(0) … G(n − 1) of `game` (its own values: a proof trusts them).
pub fn of_table(game: Option<&Game>, g: &[u32]) -> Vec<Pattern> {
    let mut out = Vec::new();
    let proven = game.and_then(|game| period::proven_period(game, g).ok().flatten());
    if let Some(p) = proven {
        out.push(Pattern::Period {
            preperiod: p.preperiod,
            period: p.period,
            proven: true,
            checked_to: g.len(),
        });
        return out;
    }
    if let Some((preperiod, period)) = observed_period(g) {
        out.push(Pattern::Period {
            preperiod,
            period,
            proven: false,
            checked_to: g.len(),
        });
        // A self-similar law that explains more of the table is said too (CF 603C's first 1000 values look periodic
        // from 385 on; its halving law holds from 5).
        if let Some(laws) = similar::cover(g).filter(|laws| start(laws) < preperiod) {
            out.extend(laws);
        }
        return out;
    }
    if let Some((preperiod, period, saltus)) = observed_saltus(g) {
        out.push(Pattern::Saltus {
            preperiod,
            period,
            saltus,
            checked_to: g.len(),
        });
        out.extend(formulas(g, period, false));
        return out;
    }
    // No period of either kind: closed forms by known functions, then classes with a closed form, for the smallest
    // modulus that has any; if they leave a class out, laws for every class mod 2, 3 or 4, self-similar where no
    // closed form fits.
    out.extend(similar::known(g));
    let mut plain = Vec::new();
    for m in 1..=MAX_MODULUS.min(g.len() / 4) {
        plain = formulas(g, m, true);
        if !plain.is_empty() {
            break;
        }
    }
    let whole = plain.first().is_some_and(|p| {
        let Pattern::Formula { modulus, .. } = p else {
            return false;
        };
        let listed: usize = plain
            .iter()
            .map(|p| match p {
                Pattern::Formula { residues, .. } => residues.len(),
                _ => 0,
            })
            .sum();
        listed == *modulus
    });
    match similar::cover(g).filter(|_| !whole) {
        Some(laws) => out.extend(laws),
        None => out.extend(plain),
    }
    // Its P-positions by name, besides what says its values (take-half's 2^k − 1).
    out.extend(named::find(g));
    out
}

/// What the finder tried in a table of `n` values where it found no law ([`Pattern::Nothing`]).
pub fn nothing(n: usize) -> Pattern {
    Pattern::Nothing {
        table: n,
        longest_period: n / REPEATS,
        modulus: MAX_MODULUS,
        known_modulus: similar::KNOWN_MODULUS,
        self_similar: similar::MODULI.to_vec(),
        order: sets::ORDER,
    }
}

/// The first n from which every law of `laws` (one for each class mod their modulus) says G(n).
fn start(laws: &[Pattern]) -> usize {
    laws.iter()
        .map(|p| match p {
            Pattern::Formula { from, .. } => *from,
            Pattern::SelfSimilar {
                modulus, residue, from, ..
            } => modulus * from + residue,
            _ => 0,
        })
        .max()
        .unwrap_or(0)
}

/// The patterns of the grid G(x, y), 0 ≤ x < rows, 0 ≤ y < columns, row by row; `none` marks cells that are not
/// states.
pub fn of_grid(grid: &[u32], rows: usize, columns: usize, none: u32) -> Vec<Pattern> {
    let mut out = grid_laws(grid, rows, columns, none, [rows, columns]);
    let zeros: Vec<[usize; 2]> = (0..rows * columns)
        .filter(|&i| grid[i] == 0)
        .map(|i| [i / columns, i % columns])
        .collect();
    out.push(Pattern::Zeros {
        count: zeros.len(),
        states: zeros.into_iter().take(MAX_ZEROS).collect(),
        rows,
        columns,
    });
    out
}

/// The laws of the grid (as [`of_grid`]), the periods of rows x < `lines[0]` and of columns y < `lines[1]` only.
fn grid_laws(grid: &[u32], rows: usize, columns: usize, none: u32, lines: [usize; 2]) -> Vec<Pattern> {
    let at = |x: usize, y: usize| grid[x * columns + y];
    let mut out = Vec::new();
    // A sum in disguise: from a base state (x0, y0), G(x, y) = G(x, y0) ⊕ G(x0, y) ⊕ G(x0, y0) everywhere.
    let base = (0..rows * columns)
        .find(|&i| grid[i] != none)
        .map(|i| (i / columns, i % columns));
    if let Some((x0, y0)) = base {
        let row: Vec<u32> = (0..rows).map(|x| at(x, y0)).collect();
        let column: Vec<u32> = (0..columns).map(|y| at(x0, y) ^ at(x0, y0)).collect();
        let holds = (0..rows).all(|x| {
            (0..columns)
                .all(|y| at(x, y) == none || (row[x] != none && at(x0, y) != none && at(x, y) == row[x] ^ column[y]))
        });
        let nontrivial = rows > 1 && columns > 1 && grid.iter().filter(|&&v| v != none).count() > rows.max(columns);
        if holds && nontrivial {
            out.push(Pattern::Sum {
                row,
                column,
                rows,
                columns,
                checked_to: rows.min(columns),
                base: [x0, y0],
            });
        }
    }
    // Periods of the rows (along y) and of the columns (along x), over the part of each that holds states.
    let line_periods = |count: usize, cell: &dyn Fn(usize, usize) -> u32, len: usize| {
        let mut groups: Vec<(usize, usize, Vec<usize>)> = Vec::new();
        for i in 0..count {
            let line: Vec<u32> = (0..len).map(|j| cell(i, j)).skip_while(|&v| v == none).collect();
            if line.len() < 8 || line.contains(&none) {
                continue;
            }
            let skipped = len - line.len();
            if let Some((pre, p)) = observed_period(&line) {
                // Lines with one period go together, from the latest start among them.
                match groups.iter_mut().find(|(_, pp, _)| *pp == p) {
                    Some((q, _, lines)) => {
                        *q = (*q).max(pre + skipped);
                        lines.push(i);
                    }
                    None => groups.push((pre + skipped, p, vec![i])),
                }
            }
        }
        groups
    };
    for (preperiod, period, rows_listed) in line_periods(rows.min(lines[0]), &|x, y| at(x, y), columns) {
        out.push(Pattern::RowPeriod {
            rows: rows_listed,
            preperiod,
            period,
            checked_to: columns,
        });
    }
    for (preperiod, period, columns_listed) in line_periods(columns.min(lines[1]), &|y, x| at(x, y), rows) {
        out.push(Pattern::ColumnPeriod {
            columns: columns_listed,
            preperiod,
            period,
            checked_to: rows,
        });
    }
    // Laws of the P-positions, in a square grid.
    if rows == columns {
        out.extend(pairs::laws(grid, rows, none));
    }
    out
}

/// `a·n + b` over `c`, as written: `n − 1`, `n/2`, `(3n + 1)/2`, `4`.
pub fn formula_text(a: i64, b: i64, c: i64) -> String {
    let term = match a {
        0 => String::new(),
        1 => "n".into(),
        -1 => "−n".into(),
        _ => format!("{a}n"),
    };
    let top = match (term.is_empty(), b) {
        (true, _) => b.to_string(),
        (false, 0) => term,
        (false, b) if b > 0 => format!("{term} + {b}"),
        (false, b) => format!("{term} − {}", -b),
    };
    match c {
        1 => top,
        _ if a == 0 || b == 0 => format!("{top}/{c}"),
        _ => format!("({top})/{c}"),
    }
}
