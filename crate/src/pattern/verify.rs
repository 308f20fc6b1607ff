//! Laws checked past the table they were seen in. A law seen in G(0) … G(n − 1) and not proven by a theorem is
//! checked on a table [`TABLE_REACH`] times as long (a law of an n × n grid on a grid [`GRID_REACH`] times the
//! side), as far as the caller's budgets allow: the game's longest table ([`solve::table_limit`], which holds
//! [`Limits::table`]) and [`Limits::work`], what the longer table may cost by [`crate::engine::cost`] (the most a
//! heap's table may: a few seconds natively; for a rules game,
//! whose cost per state is unknown until it runs, measured on a sample of its states). A law that holds there says
//! so in its `checked_to`; one that breaks is said as [`Pattern::Broken`] (where it broke, and what the table and
//! the law say there), and the finder looks again in the longer table: what it sees there is checked the same way,
//! and stated only if it could be checked past that table too.
//!
//! Why: a law seen on 1000 values can be false. CF 603C (k = 3) looks periodic with period 128 from 385 up to 1000,
//! and breaks at 1024 (G(1024) = 2, G(896) = 1): its true law halves n.

use super::{grid_laws, of_grid, of_table, Pattern, Place};
use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::cost;
use crate::engine::period;
use crate::game::{Family, Game};
use crate::lang::RulesGame;
use crate::solve::{self, octal, written};

/// A law seen in a table of n values is checked on a table this many times as long …
pub const TABLE_REACH: usize = 16;
/// … and one seen in an n × n grid on a grid this many times the side, as far as the budgets allow.
pub const GRID_REACH: usize = 4;
/// A loop step of a rule, or a number of a move it lists (a state the solver looks up), in table cells: natively a
/// cell of a subtraction game's table takes about 1 ns, a step or a number of a rule's about 7–10 ns (Lasker's Nim
/// to 16 000, HDU 5795 to 2000).
const RULE_UNIT: u64 = 8;
/// The states of a rules game sampled to estimate what its table costs.
const SAMPLES: u64 = 16;
/// The halvings tried between the length wanted and the table's own, when the length wanted costs too much.
const ROUNDS: usize = 8;

/// What the pattern finder sees in the table of a game (see the module [`super`]): for a heap game (or a user's
/// game of one-number states) in G(0) … G(n − 1), for a user's game of two-number states in its n × n grid; every
/// law not proven checked as this module says, within the caller's `limits`.
pub fn find(family: &Family, n: usize, limits: &Limits) -> Result<Vec<Pattern>> {
    match family {
        // (Never in the first-view build, which plays no rules: its code stays out of it.)
        Family::Rules(rules) if !crate::game::first_view::BUILD && rules.arity == 2 => {
            find_grid(rules, n, limits).map(|(found, _)| found)
        }
        Family::Heaps(game) => find_table(game, n, limits).map(|(found, _)| found),
        other => Err(Error::new(Message::new(Code::NoPatternTable).arg("game", other))),
    }
}

/// What [`find`] may cost, in table cells ([`crate::engine::cost`]): the table, and the longer one its laws are checked on.
pub fn cost(family: &Family, n: usize, limits: &Limits) -> u64 {
    match family {
        Family::Heaps(game) => {
            let longer = n.saturating_mul(TABLE_REACH).min(longest(game, limits));
            // (A rules game's is measured before it runs, and kept within the budget.)
            cost::table(game, n, limits).saturating_add(cost::table(game, longer, limits).min(limits.work))
        }
        _ => {
            let cells = |side: usize| (side as u64).saturating_mul(side as u64);
            let longer = n.saturating_mul(GRID_REACH).min(MAX_SIDE);
            let grid = cells(n).saturating_mul(crate::lang::RULE_STATE_WORK);
            grid.saturating_add(
                cells(longer)
                    .saturating_mul(crate::lang::RULE_STATE_WORK)
                    .min(limits.work),
            )
        }
    }
}

/// The longest side of a grid: its cells are at most [`crate::base::limits::Limits::table`].
const MAX_SIDE: usize = 1 << 12;

/// Where a law broke: it held to `.0`, broke at `.1`, where G is `.2` and the law says `.3` (see [`Pattern::Broken`]).
type Break = (usize, Place, Option<u32>, Option<i64>);

/// A table the finder reads: the laws it shows, and whether each law holds on it.
trait Table {
    fn len(&self) -> usize;
    /// The laws it shows (a law seen again in a longer table is the same law, [`Pattern::same_law`]).
    fn laws(&self) -> Vec<Pattern>;
    /// Where `law` breaks on it; `None` when it holds.
    fn broken(&self, law: &Pattern) -> Option<Break>;
    /// `law`, which holds on it, as checked on it (a period may be proven there).
    fn held(&self, law: Pattern) -> Pattern;
}

/// The laws of `first` (the table asked for), each checked on a longer table from `longer` (`None`: the budgets
/// allow none), looking again on it where one broke.
fn settle<T: Table>(first: &T, longer: impl Fn(usize) -> Option<T>) -> Vec<Pattern> {
    let n = first.len();
    // Each law with the length of the table it was seen in.
    let mut laws: Vec<(Pattern, usize)> = first.laws().into_iter().map(|p| (p, n)).collect();
    let mut broken = Vec::new();
    let mut len = n;
    while laws.iter().any(|(p, _)| !p.proven()) {
        let Some(table) = longer(len) else { break };
        let mut any_broke = false;
        let mut held = Vec::new();
        for (law, seen) in laws {
            if law.proven() {
                held.push((law, seen));
                continue;
            }
            match table.broken(&law) {
                Some((held_to, broke_at, value, predicted)) => {
                    broken.push(Pattern::Broken {
                        law: Box::new(law),
                        held_to,
                        broke_at,
                        value,
                        predicted,
                    });
                    any_broke = true;
                }
                None => held.push((table.held(law), seen)),
            }
        }
        laws = held;
        len = table.len();
        if !any_broke {
            break;
        }
        // Look again, in the longer table: a law seen there is checked on the next one.
        for law in table.laws() {
            match laws.iter_mut().find(|(p, _)| p.same_law(&law)) {
                Some((p, _)) => *p = law,
                None => laws.push((law, len)),
            }
        }
    }
    // A law seen in a longer table is said only once checked past it (one of the table asked for, as far as the
    // budgets allowed, which may be not at all).
    laws.retain(|(p, seen)| p.proven() || *seen == n || p.checked_to().is_some_and(|to| to > *seen));
    laws.into_iter().map(|(p, _)| p).chain(broken).collect()
}

/// What [`find`] sees in a heap game's table G(0) … G(n − 1), each law checked further; and that table (the base of
/// its laws' predictions, [`super::predict()`]).
pub fn find_table(game: &Game, n: usize, limits: &Limits) -> Result<(Vec<Pattern>, Vec<u32>)> {
    let first = Values {
        game,
        g: solve::values(game, n, limits)?,
    };
    let found = settle(&first, |len| {
        // Past the table asked for, a longer one that fails (a rules game that stops, say, on a state past it) is
        // only shorter: the law is then checked as far as one could be made.
        let most = len.saturating_mul(TABLE_REACH).min(longest(game, limits));
        let mut to = reach(len, most, limits.work, |m| measured_table(game, m, limits));
        while to > len {
            if let Ok(g) = solve::values(game, to, limits) {
                return Some(Values { game, g });
            }
            to = len + (to - len) / 2;
        }
        None
    });
    let mut found = found;
    if !found.iter().any(Pattern::is_law) {
        found.push(super::nothing(n));
    }
    Ok((found, first.g))
}

/// The longest table of `game` the finder makes.
fn longest(game: &Game, limits: &Limits) -> usize {
    match game {
        Game::Graph(dag) => dag.vertex_count(),
        Game::Octal(code) if crate::game::first_view::BUILD && octal::uses_splitting(code) => {
            crate::game::first_view::MAX_SPLIT_VALUES
        }
        _ => solve::table_limit(game, limits),
    }
}

/// The length (the side) of the longer table: the most wanted, `most`, or, if it costs more than `budget`, the
/// longest found by halving that does not; `len` when none does.
fn reach(len: usize, most: usize, budget: u64, work: impl Fn(usize) -> u64) -> usize {
    if most <= len {
        return len;
    }
    if work(most) <= budget {
        return most;
    }
    let (mut fits, mut costs) = (len, most);
    for _ in 0..ROUNDS {
        let mid = fits + (costs - fits) / 2;
        if mid == fits {
            break;
        }
        if work(mid) <= budget {
            fits = mid;
        } else {
            costs = mid;
        }
    }
    fits
}

/// What the table G(0) … G(m − 1) of `game` costs, in table cells: [`cost::table`], but for a rules game measured
/// on a sample of its states (the count gives every state of a rule the same cost).
fn measured_table(game: &Game, m: usize, limits: &Limits) -> u64 {
    match game {
        // (The first-view build, which plays no rules, leaves this out.)
        Game::Rules(rules) if !crate::game::first_view::BUILD => sampled(rules, m as u64, limits.work, |k| {
            vec![(m as u64 * (2 * k + 1) / (2 * SAMPLES)) as u32]
        }),
        _ => cost::table(game, m, limits),
    }
}

/// What `count` states of a rules game cost, in table cells, from [`SAMPLES`] of them (`state(k)`, spread over
/// them): each state's loop steps and the numbers of its moves. A sample that would alone exceed the budget stops
/// the sampling: the table costs too much ([`u64::MAX`]).
fn sampled(rules: &RulesGame, count: u64, budget: u64, state: impl Fn(u64) -> Vec<u32>) -> u64 {
    let mut fuel = (budget / RULE_UNIT).saturating_mul(SAMPLES) / count.max(1);
    let mut machine = rules.machine();
    let mut total = 0u64;
    for k in 0..SAMPLES {
        let s = state(k);
        let work = match rules.exists_with(&mut machine, &s) {
            Ok(false) => 1,
            Ok(true) => match rules.state_work(&mut machine, &s, fuel) {
                Some(w) => w + 1,
                None => return u64::MAX,
            },
            Err(_) => return u64::MAX,
        };
        total += work;
        fuel = fuel.saturating_sub(work);
    }
    (total.saturating_mul(count) / SAMPLES).saturating_mul(RULE_UNIT)
}

/// A table of a heap game.
struct Values<'g> {
    game: &'g Game,
    g: Vec<u32>,
}

impl Table for Values<'_> {
    fn len(&self) -> usize {
        self.g.len()
    }

    fn laws(&self) -> Vec<Pattern> {
        of_table(Some(self.game), &self.g)
    }

    fn broken(&self, law: &Pattern) -> Option<Break> {
        let g = &self.g;
        // The first n past where the law starts that it gets wrong: (n, what the law says).
        let (n, predicted) = match law {
            Pattern::Period { preperiod, period, .. } => (preperiod + period..g.len())
                .find(|&n| g[n] != g[n - period])
                .map(|n| (n, Some(g[n - period] as i64)))?,
            Pattern::Saltus {
                preperiod,
                period,
                saltus,
                ..
            } => (preperiod + period..g.len())
                .find(|&n| g[n] as i64 != g[n - period] as i64 + *saltus as i64)
                .map(|n| (n, Some(g[n - period] as i64 + *saltus as i64)))?,
            Pattern::Formula {
                modulus,
                residues,
                from,
                slope,
                offset,
                divisor,
                ..
            } => (*from..g.len())
                .filter(|n| residues.contains(&(n % modulus)))
                .find(|&n| g[n] as i64 * divisor != slope * n as i64 + offset)
                .map(|n| (n, Some((slope * n as i64 + offset).div_euclid(*divisor))))?,
            Pattern::Named {
                sequence,
                complement,
                from,
                others,
                ..
            } => {
                let set = sequence.below(g.len());
                (*from..g.len()).find_map(|n| {
                    // In the set the law says 0; elsewhere not 0, and `others` if it says one.
                    let zero = set[n] != *complement;
                    match (zero, g[n], others) {
                        (true, 0, _) => None,
                        (true, _, _) => Some((n, Some(0))),
                        (false, 0, _) => Some((n, others.map(i64::from))),
                        (false, v, Some(o)) if v != *o => Some((n, Some(*o as i64))),
                        _ => None,
                    }
                })?
            }
            Pattern::SelfSimilar { .. } | Pattern::Known { .. } => {
                let at = |k: usize| Some(g[k]);
                (0..g.len()).find_map(|n| law.says(n, &at).filter(|&v| v != g[n] as i64).map(|v| (n, Some(v))))?
            }
            _ => return None,
        };
        // (`predicted` is `None` where a named set says only "not 0".)
        Some((n - 1, Place::Heap(n), Some(g[n]), predicted))
    }

    fn held(&self, mut law: Pattern) -> Pattern {
        law.set_checked_to(self.g.len());
        // A theorem may prove, on the longer table, the period seen on the shorter.
        if let Pattern::Period {
            preperiod,
            period,
            proven,
            ..
        } = &mut law
        {
            if let Ok(Some(p)) = period::proven_period(self.game, &self.g) {
                *proven |= (p.preperiod, p.period) == (*preperiod, *period);
            }
        }
        law
    }
}

/// The patterns of the n × n grid of a user's game of two-number states (its laws checked further, then its
/// P-positions); and that grid, row by row (what a cell no law speaks of is, [`super::cpp_pairs`]).
pub fn find_grid(rules: &RulesGame, n: usize, limits: &Limits) -> Result<(Vec<Pattern>, Vec<u32>)> {
    if n.saturating_mul(n) > limits.table {
        return Err(Error::new(
            Message::new(Code::TooManyValues)
                .arg("n", n.saturating_mul(n))
                .arg("limit", limits.table),
        ));
    }
    let none = written::NOT_A_STATE;
    let cells = written::grid(rules, n, n)?;
    let mut found = of_grid(&cells, n, n, none);
    let zeros = found.pop().filter(|p| !p.is_law());
    // Laws are looked for in the rows and columns of the grid asked for (`lines`), however long the grid.
    let first = Grid {
        cells,
        side: n,
        lines: n,
    };
    let mut out = settle(&first, |side| {
        let most = side.saturating_mul(GRID_REACH).min(MAX_SIDE);
        let mut to = reach(side, most, limits.work, |s| grid_work(rules, s, limits.work));
        while to > side {
            if let Ok(cells) = written::grid(rules, to, to) {
                return Some(Grid {
                    cells,
                    side: to,
                    lines: n,
                });
            }
            to = side + (to - side) / 2;
        }
        None
    });
    out.extend(zeros);
    Ok((out, first.cells))
}

/// What the s × s grid of `rules` costs, in table cells.
fn grid_work(rules: &RulesGame, s: usize, budget: u64) -> u64 {
    let at = |k: u64| ((2 * k + 1) * s as u64 / 8) as u32;
    sampled(rules, (s as u64).saturating_mul(s as u64), budget, |k| {
        vec![at(k / 4), at(k % 4)]
    })
}

/// A grid of a user's game of two-number states: side × side cells, row by row; its laws are looked for in the rows
/// and columns below `lines` only (the first grid's).
struct Grid {
    cells: Vec<u32>,
    side: usize,
    lines: usize,
}

impl Grid {
    fn at(&self, x: usize, y: usize) -> Option<u32> {
        let v = self.cells[x * self.side + y];
        (v != written::NOT_A_STATE).then_some(v)
    }
}

impl Table for Grid {
    fn len(&self) -> usize {
        self.side
    }

    fn laws(&self) -> Vec<Pattern> {
        let s = self.side;
        grid_laws(&self.cells, s, s, written::NOT_A_STATE, [self.lines, self.lines])
    }

    fn broken(&self, law: &Pattern) -> Option<Break> {
        let s = self.side;
        // The cells the law gets wrong, each with what the law says there; the first is the nearest the corner.
        type Wrong<'a> = Box<dyn Iterator<Item = ([usize; 2], Option<i64>)> + 'a>;
        let wrong: Wrong = match law {
            Pattern::Sum { base: [x0, y0], .. } => {
                let (x0, y0) = (*x0, *y0);
                let base = self.at(x0, y0);
                Box::new(
                    (0..s)
                        .flat_map(|x| (0..s).map(move |y| [x, y]))
                        .filter_map(move |[x, y]| {
                            let v = self.at(x, y)?;
                            let says = match (self.at(x, y0), self.at(x0, y), base) {
                                (Some(a), Some(b), Some(c)) => Some(a ^ b ^ c),
                                _ => None,
                            };
                            (says != Some(v)).then_some(([x, y], says.map(i64::from)))
                        }),
                )
            }
            Pattern::RowPeriod {
                rows,
                preperiod,
                period,
                ..
            } => Box::new(
                rows.iter()
                    .flat_map(move |&x| (preperiod + period..s).map(move |y| [x, y]))
                    .filter(move |&[x, y]| self.at(x, y) != self.at(x, y - period))
                    .map(move |[x, y]| ([x, y], self.at(x, y - period).map(i64::from))),
            ),
            Pattern::ColumnPeriod {
                columns,
                preperiod,
                period,
                ..
            } => Box::new(
                columns
                    .iter()
                    .flat_map(move |&y| (preperiod + period..s).map(move |x| [x, y]))
                    .filter(move |&[x, y]| self.at(x, y) != self.at(x - period, y))
                    .map(move |[x, y]| ([x, y], self.at(x - period, y).map(i64::from))),
            ),
            // A law of P-positions: where it says P and G is not 0 (or there is no state) it says 0; where it says
            // not P and G is 0, nothing (the sentence says "not a P-position").
            Pattern::Pairs { .. } | Pattern::Lines { .. } | Pattern::Along { .. } => {
                let verdicts = law.verdicts(s)?;
                Box::new((0..s * s).filter_map(move |i| {
                    let (x, y) = (i / s, i % s);
                    let p = self.at(x, y) == Some(0);
                    match verdicts[i] {
                        Some(true) if !p => Some(([x, y], Some(0))),
                        Some(false) if p => Some(([x, y], None)),
                        _ => None,
                    }
                }))
            }
            _ => return None,
        };
        let ([x, y], predicted) = wrong.min_by_key(|([x, y], _)| ((*x).max(*y), *x, *y))?;
        Some((
            x.max(y).saturating_sub(1),
            Place::Cell([x, y]),
            self.at(x, y),
            predicted,
        ))
    }

    fn held(&self, mut law: Pattern) -> Pattern {
        law.set_checked_to(self.side);
        law
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const BUDGET: u64 = Limits::DEFAULT.work;

    #[test]
    fn the_longer_table_is_as_long_as_the_budget_allows() {
        // Linear work: 16 times as long.
        assert_eq!(reach(1000, 16_000, BUDGET, |m| m as u64), 16_000);
        // Work that grows as m³ (HDU 5795's table): the longest the halvings find within the budget.
        let cubic = |m: usize| (m as u64).pow(3);
        let to = reach(1000, 16_000, BUDGET, cubic);
        assert!(cubic(to) <= BUDGET && cubic(to + 16_000 / 256) > BUDGET, "{to}");
        // Nothing longer fits, or the table is as long as the game allows: no check.
        assert_eq!(reach(1000, 16_000, BUDGET, |_| u64::MAX), 1000);
        assert_eq!(reach(1000, 1000, BUDGET, |m| m as u64), 1000);
    }
}
