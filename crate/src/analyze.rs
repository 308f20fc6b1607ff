//! Sums and move search: the SG value of a position (the XOR of its heaps' values) and every winning move.
//!
//! A move is winning when it leaves a position of value 0: it takes one heap of value g to an option whose value is
//! g ⊕ X (X the position's value). Outside Nim an option may have a value larger than g, so every option of every
//! heap is searched, except in Nim, where the only candidate is the heap g ⊕ X itself.

use crate::error::{Error, Result};
use crate::game::{Component, Game, Octal, Position};
use crate::period::find_period;
use crate::solve;
use serde::Serialize;
use std::rc::Rc;

/// The longest table built to look up heap values; larger heaps need a proven period.
pub const TABLE_LIMIT: usize = 1 << 24;
/// Table lengths tried in turn to prove a period, for heaps longer than the first (most games that have a
/// period prove it in the first).
pub const PERIOD_SEARCH: [usize; 3] = [1 << 12, 1 << 16, 1 << 20];
/// The most steps a table may take (see [`table_work`]): a few seconds.
pub const WORK_LIMIT: u64 = 1 << 32;
/// The most options examined in one request (a bound, checked before enumerating).
pub const SEARCH_LIMIT: u64 = 1 << 24;
/// At most this many winning moves are listed (the count stays exact) …
pub const LISTED_MOVES: usize = 1000;
/// … and their `position` texts add up to at most this many characters.
pub const LISTED_TEXT: usize = 1 << 22;

/// G of any heap of one game (or any vertex of a graph), from a table or a proven period.
pub struct Oracle {
    table: Vec<u32>,
    /// `(preperiod, period)` when the table is extended by a proven period.
    period: Option<(usize, usize)>,
    nim: bool,
}

impl Oracle {
    /// An oracle for `game` that answers for every heap up to `largest` (for a graph: every vertex).
    pub fn new(game: &Game, largest: u32) -> Result<Oracle> {
        let oracle = |table, period| Oracle {
            table,
            period,
            nim: false,
        };
        match game {
            Game::Nim => Ok(Oracle {
                table: Vec::new(),
                period: None,
                nim: true,
            }),
            Game::Graph(dag) => {
                if largest as usize >= dag.vertex_count() {
                    return Err(vertex_error(largest, dag.vertex_count()));
                }
                Ok(oracle(solve::graph::values(dag)?, None))
            }
            _ => {
                let needed = largest as usize + 1;
                // A proven period turns any heap into a short table; look for one with tables shorter than the
                // one the heap needs (a period is found early, when there is one, so this costs little).
                for max_n in PERIOD_SEARCH {
                    if (max_n >= needed && needed <= TABLE_LIMIT) || table_work(game, max_n) > WORK_LIMIT {
                        break;
                    }
                    if let Some(p) = find_period(game, max_n)? {
                        let table = solve::values(game, p.preperiod + p.period)?;
                        return Ok(oracle(table, Some((p.preperiod, p.period))));
                    }
                }
                let work = table_work(game, needed);
                if needed <= TABLE_LIMIT && work > WORK_LIMIT {
                    return Err(Error::invalid(format!(
                        "heap {largest} of {game} needs a table of about {work} steps (the limit is {WORK_LIMIT})"
                    )));
                }
                if needed <= TABLE_LIMIT {
                    return Ok(oracle(solve::values(game, needed)?, None));
                }
                Err(Error::invalid(format!(
                    "heap {largest} is too large for {game}: no period proven up to {} \
                     (without one, tables stop at {TABLE_LIMIT})",
                    PERIOD_SEARCH[PERIOD_SEARCH.len() - 1]
                )))
            }
        }
    }

    /// G(h) for a heap (or vertex) within the oracle's range.
    pub fn value(&self, h: u32) -> u32 {
        if self.nim {
            return h;
        }
        let mut i = h as usize;
        if let Some((pre, period)) = self.period {
            if i >= pre {
                i = pre + (i - pre) % period;
            }
        }
        self.table[i]
    }

    /// The value of the heaps a move leaves: the XOR of theirs.
    pub fn value_of(&self, heaps: &[u32]) -> u32 {
        heaps.iter().fold(0, |x, &h| x ^ self.value(h))
    }
}

/// About how many steps a table of G(0) … G(n−1) takes: n·|S| for the games whose cost grows with their set, n²
/// for octal codes whose removals are unbounded and that split or whose block is too long for the linear method
/// (see [`solve::octal::values`]), n for the rest.
fn table_work(game: &Game, n: usize) -> u64 {
    let n = n as u64;
    match game {
        Game::Subtraction(set) | Game::AllBut(set) => n * (set.len() as u64 + 1),
        Game::Octal(code) if quadratic(code) => n.saturating_mul(n),
        _ => n,
    }
}

/// Whether the table of this octal code costs about n² steps.
fn quadratic(code: &Octal) -> bool {
    code.repeat
        .is_some_and(|r| code.splits() || code.digits.len() - r > solve::octal::MAX_BLOCK)
}

fn vertex_error(v: u32, count: usize) -> Error {
    Error::invalid(format!(
        "vertex {v} is not in the graph (its vertices are 0..{})",
        count.saturating_sub(1)
    ))
}

/// One option of a heap (or token): the stones taken (`None` on a graph) and the heaps (or vertex) it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opt {
    pub take: Option<u32>,
    pub to: Vec<u32>,
}

/// An upper bound on the number of options of heap `h`, cheap to compute, so that work is refused before it starts.
pub fn option_bound(game: &Game, h: u32) -> u64 {
    let h = h as u64;
    match game {
        Game::Nim => h,
        Game::Subtraction(set) => set.len() as u64,
        Game::AllBut(_) => h,
        Game::Octal(code) => {
            let ks = code.max_removal().map_or(h, |t| (t as u64).min(h)) + 1;
            if code.splits() {
                ks * (h / 2 + 2)
            } else {
                ks * 2
            }
        }
        Game::Graph(dag) => dag.successors(h as u32).len() as u64,
    }
}

/// The options of heap `h` (or vertex `h`) in move order: take ascending, then first heap ascending; a graph's
/// successors in the order given. Lazy, so that a heap with millions of options needs no memory for them; callers
/// bound the work with [`option_bound`] first.
pub fn options(game: &Game, h: u32) -> Box<dyn Iterator<Item = Opt> + '_> {
    let single = move |k: u32| Opt {
        take: Some(k),
        to: if k == h { vec![] } else { vec![h - k] },
    };
    match game {
        Game::Nim => Box::new((1..=h).map(single)),
        Game::Subtraction(set) => Box::new(set.iter().copied().take_while(move |&s| s <= h).map(single)),
        Game::AllBut(excluded) => Box::new((1..=h).filter(|k| excluded.binary_search(k).is_err()).map(single)),
        Game::Octal(code) => Box::new(solve::octal::moves(code, h).map(|(k, to)| Opt { take: Some(k), to })),
        Game::Graph(dag) => Box::new(dag.successors(h).iter().map(|&v| Opt {
            take: None,
            to: vec![v],
        })),
    }
}

/// A move in a sum: which heap of which component, and what it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Move {
    /// Index of the component in the position.
    pub component: usize,
    /// Index of the heap (or token) within the component.
    pub heap: usize,
    /// The heap's size (or the token's vertex) before the move.
    pub from: u32,
    /// The heaps left (`[]` if none); for a graph, `[vertex]`.
    pub to: Vec<u32>,
    /// Stones removed; `None` on a graph.
    pub take: Option<u32>,
    /// The SG value of the heaps left.
    pub value: u32,
    /// In English: "take 12 from 39".
    pub text: String,
    /// The whole position after the move, in canonical notation.
    pub position: String,
}

/// What [`analyze`] finds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The position in canonical notation.
    pub position: String,
    /// The XOR of every heap's value.
    pub sg: u32,
    pub first_player_wins: bool,
    /// Every winning move, component by component, heap by heap, in move order; at most [`LISTED_MOVES`].
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are (HDU 1850's answer), even when not all are listed.
    pub count: u64,
}

/// The English for a move of heap `from` (HDU-style wording: "take 12 from 39").
pub fn move_text(from: u32, opt: &Opt) -> String {
    match (opt.take, opt.to.as_slice()) {
        (None, to) => format!("move a token from {from} to {}", to.first().copied().unwrap_or(from)),
        (Some(0), [a, b]) => format!("split {from} into {a} and {b}"),
        (Some(k), [a, b]) => format!("take {k} from {from}, leaving {a} and {b}"),
        (Some(k), _) => format!("take {k} from {from}"),
    }
}

/// The oracles of a position's components, one per component. Components of the same game share one oracle,
/// built once for the largest heap among them (a sum of hundreds of copies of one game builds one table).
pub fn oracles(position: &Position) -> Result<Vec<Rc<Oracle>>> {
    // The distinct games in order of appearance, with the largest heap of each; `which` maps components to them.
    let mut games: Vec<(&Game, u32)> = Vec::new();
    let mut which = Vec::with_capacity(position.components.len());
    for c in &position.components {
        let largest = c.heaps.iter().copied().max().unwrap_or(0);
        match games.iter().position(|&(g, _)| *g == c.game) {
            Some(i) => {
                games[i].1 = games[i].1.max(largest);
                which.push(i);
            }
            None => {
                which.push(games.len());
                games.push((&c.game, largest));
            }
        }
    }
    let built = games
        .into_iter()
        .map(|(game, largest)| Oracle::new(game, largest).map(Rc::new))
        .collect::<Result<Vec<_>>>()?;
    Ok(which.into_iter().map(|i| Rc::clone(&built[i])).collect())
}

/// The SG value of a position, the winning moves and their number.
pub fn analyze(position: &Position) -> Result<Analysis> {
    check_search(position)?;
    analyze_with(position, &oracles(position)?)
}

/// Refuses, before any table is built, a position whose heaps have more options than a search may examine (every
/// heap may be searched, since its value is not known yet). Heaps past [`TABLE_LIMIT`] are left to the oracle,
/// which answers them only through a proven period (its search cost stays bounded) and otherwise says why not;
/// the search still checks them.
pub fn check_search(position: &Position) -> Result<()> {
    let mut total = 0u64;
    for c in position.components.iter().filter(|c| c.game != Game::Nim) {
        for &h in c.heaps.iter().filter(|&&h| (h as usize) < TABLE_LIMIT) {
            let bound = option_bound(&c.game, h);
            total = total.saturating_add(bound);
            if total > SEARCH_LIMIT {
                return Err(too_many_moves(&c.game, h, bound));
            }
        }
    }
    Ok(())
}

fn too_many_moves(game: &Game, h: u32, bound: u64) -> Error {
    Error::invalid(format!(
        "heap {h} of {game} has too many moves to search (up to {bound}; the limit is {SEARCH_LIMIT} in all)"
    ))
}

/// [`analyze`] with the components' oracles already built (see [`oracles`]).
pub fn analyze_with(position: &Position, oracles: &[Rc<Oracle>]) -> Result<Analysis> {
    Ok(analyze_firsts(position, oracles)?.0)
}

/// The first winning move of a heap: `(component, heap, option)`.
pub type FirstMove = (usize, usize, Opt);

/// [`analyze_with`], and the first winning move of every heap that has one (smallest take first, even when the
/// listing stopped before it), in heap order: what the XOR trace shows for each holder, found in the
/// same search.
pub fn analyze_firsts(position: &Position, oracles: &[Rc<Oracle>]) -> Result<(Analysis, Vec<FirstMove>)> {
    let sg = position
        .components
        .iter()
        .zip(oracles)
        .fold(0, |x, (c, o)| x ^ o.value_of(&c.heaps));
    let mut search = Search::new(position);
    if sg != 0 {
        for (i, (component, oracle)) in position.components.iter().zip(oracles).enumerate() {
            for (j, &h) in component.heaps.iter().enumerate() {
                let target = oracle.value(h) ^ sg;
                search.heap(i, j, oracle, target)?;
            }
        }
    }
    let analysis = Analysis {
        position: position.to_string(),
        sg,
        first_player_wins: sg != 0,
        winning_moves: search.moves,
        count: search.count,
    };
    Ok((analysis, search.firsts))
}

struct Search<'a> {
    position: &'a Position,
    budget: u64,
    text_left: usize,
    moves: Vec<Move>,
    count: u64,
    firsts: Vec<FirstMove>,
}

impl<'a> Search<'a> {
    fn new(position: &'a Position) -> Self {
        Search {
            position,
            budget: SEARCH_LIMIT,
            text_left: LISTED_TEXT,
            moves: Vec::new(),
            count: 0,
            firsts: Vec::new(),
        }
    }

    /// Records the moves of one heap to options of value `target`.
    fn heap(&mut self, component: usize, heap: usize, oracle: &Oracle, target: u32) -> Result<()> {
        let c = &self.position.components[component];
        let h = c.heaps[heap];
        if c.game == Game::Nim {
            // The only option of value `target` is the heap `target` itself.
            if target < h {
                let opt = Opt {
                    take: Some(h - target),
                    to: if target == 0 { vec![] } else { vec![target] },
                };
                self.found(component, heap, opt, target, true);
            }
            return Ok(());
        }
        let bound = option_bound(&c.game, h);
        if bound > self.budget {
            return Err(too_many_moves(&c.game, h, bound));
        }
        self.budget -= bound;
        let mut first = true;
        for opt in options(&c.game, h) {
            if oracle.value_of(&opt.to) == target {
                self.found(component, heap, opt, target, first);
                first = false;
            }
        }
        Ok(())
    }

    fn found(&mut self, component: usize, heap: usize, opt: Opt, value: u32, first: bool) {
        self.count += 1;
        if first {
            self.firsts.push((component, heap, opt.clone()));
        }
        if self.moves.len() >= LISTED_MOVES || self.text_left == 0 {
            return;
        }
        let m = make_move(self.position, component, heap, opt, value);
        self.text_left = self.text_left.saturating_sub(m.position.len());
        self.moves.push(m);
    }
}

/// The move of heap `heap` of component `component` to option `opt`, of value `value`, with its texts.
pub fn make_move(position: &Position, component: usize, heap: usize, opt: Opt, value: u32) -> Move {
    let from = position.components[component].heaps[heap];
    Move {
        component,
        heap,
        from,
        text: move_text(from, &opt),
        position: after(position, component, heap, &opt.to).to_string(),
        to: opt.to,
        take: opt.take,
        value,
    }
}

/// The position after heap `heap` of component `component` is replaced by `to` (by a heap of 0 when `to` is
/// empty, so that every component keeps a heap and the text parses).
pub fn after(position: &Position, component: usize, heap: usize, to: &[u32]) -> Position {
    let mut next = position.clone();
    let c: &mut Component = &mut next.components[component];
    let left: &[u32] = if to.is_empty() { &[0] } else { to };
    c.heaps.splice(heap..=heap, left.iter().copied());
    next
}
