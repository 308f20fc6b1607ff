//! Sums and move search: the value of a position, who wins, and every winning move.
//!
//! A position is a sum. In normal play its SG value is the XOR of its components' values: a heap component's is the
//! XOR of its heaps' table values, another family's comes from its rule or, for small positions, the search. A move
//! is winning when it leaves value 0: it takes component i from value g to an option of value g ⊕ X. Heap
//! components are searched heap by heap (outside Nim an option may have a value larger than g, so every option of
//! every heap is tried; in Nim the only candidate is the heap g ⊕ X itself); other families ask their rule for the
//! moves to a value, or try every move. A position of one family whose rule says only who wins (misère Nim, the
//! Stoned Game, Thanos Nim, Moore's Nim-k, Wythoff's game, some boxes) is decided by that rule; its winning moves
//! are the rule's, or all of them when every move can be judged.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::cost;
use crate::engine::period::{find_period, PERIOD_SEARCH};
use crate::engine::search::{Search, Solved};
use crate::game::{Component, Game, Position};
use crate::rules::{self, heaps::Opt, Action, MoveTo, Rule};
use crate::solve;
use serde::Serialize;
use std::rc::Rc;

pub use crate::rules::heaps::{option_bound, options};

/// The most options examined in one request (a bound, checked before enumerating).
pub const SEARCH_LIMIT: u64 = 1 << 24;
/// At most this many winning moves are listed (the count stays exact) …
pub const LISTED_MOVES: usize = 1000;
/// … and their `position` texts add up to at most this many characters.
pub const LISTED_TEXT: usize = 1 << 22;

/// G of any heap of one game (or any vertex of a graph), from a table or a proven period.
pub struct Oracle {
    table: Vec<u32>,
    /// States past the table that its states reach (a rules game may move up: a chip moving right).
    beyond: rustc_hash::FxHashMap<u32, u32>,
    /// `(preperiod, period)` when the table is extended by a proven period.
    period: Option<(usize, usize)>,
    nim: bool,
}

impl Oracle {
    /// An oracle for `game` that answers for every heap up to `largest` (for a graph: every vertex), with tables
    /// within the caller's `limits` ([`Limits::table`], and [`Limits::work`] steps: a few seconds).
    pub fn new(game: &Game, largest: u32, limits: &Limits) -> Result<Oracle> {
        let oracle = |table, period| Oracle {
            table,
            beyond: Default::default(),
            period,
            nim: false,
        };
        match game {
            Game::Nim => Ok(Oracle {
                table: Vec::new(),
                beyond: Default::default(),
                period: None,
                nim: true,
            }),
            Game::Rules(rules) => {
                let needed = largest as usize + 1;
                let work = cost::table(game, needed, limits);
                if work > limits.work {
                    return Err(big_table(game, largest, work, limits));
                }
                let (table, beyond) = solve::written::values_and_beyond(rules, needed)?;
                Ok(Oracle {
                    table,
                    beyond,
                    period: None,
                    nim: false,
                })
            }
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
                    if (max_n >= needed && needed <= limits.table) || cost::table(game, max_n, limits) > limits.work {
                        break;
                    }
                    if let Some(p) = find_period(game, max_n, limits)? {
                        let table = solve::values(game, p.preperiod + p.period, limits)?;
                        return Ok(oracle(table, Some((p.preperiod, p.period))));
                    }
                }
                let work = cost::table(game, needed, limits);
                if needed <= limits.table && work > limits.work {
                    return Err(big_table(game, largest, work, limits));
                }
                if needed <= limits.table {
                    return Ok(oracle(solve::values(game, needed, limits)?, None));
                }
                Err(Error::new(
                    Message::new(Code::HeapTooLarge)
                        .arg("heap", largest)
                        .arg("game", game)
                        .arg("searched", PERIOD_SEARCH[PERIOD_SEARCH.len() - 1])
                        .arg("limit", limits.table),
                ))
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
        match self.table.get(i) {
            Some(&v) => v,
            // Every state the table's states reach is known: the search that made the table visited them.
            None => self.beyond.get(&h).copied().unwrap_or(0),
        }
    }

    /// The value of the heaps a move leaves: the XOR of theirs.
    pub fn value_of(&self, heaps: &[u32]) -> u32 {
        heaps.iter().fold(0, |x, &h| x ^ self.value(h))
    }
}

/// The refusal of a heap whose table would take `work` steps, past [`Limits::work`].
fn big_table(game: &Game, heap: u32, work: u64, limits: &Limits) -> Error {
    Error::new(
        Message::new(Code::HeapNeedsBigTable)
            .arg("heap", heap)
            .arg("game", game)
            .arg("work", work)
            .arg("limit", limits.work),
    )
}

fn vertex_error(v: u32, count: usize) -> Error {
    Error::new(
        Message::new(Code::VertexNotInGraph)
            .arg("vertex", v)
            .arg("last", count.saturating_sub(1)),
    )
}

/// A move: which component, the heap it is mostly about (`heap`, `from`, `to`, `take`, as for heap games) and
/// everything it does (`action`), with its English text and the position it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Move {
    /// Index of the component in the position.
    pub component: usize,
    /// Index of the heap (or token, step, box) within the component: the first one the move touches.
    pub heap: usize,
    /// That heap's size (or the token's vertex) before the move.
    pub from: u32,
    /// The heaps it leaves in its place (`[]` if none; for a graph, `[vertex]`).
    pub to: Vec<u32>,
    /// Stones removed from it; `None` for a graph token or for opening boxes.
    pub take: Option<u32>,
    /// The SG value of the component after the move (`None` where no value is known, as in misère play).
    pub value: Option<u32>,
    /// In English: "take 12 from 39".
    pub text: String,
    /// The whole position after the move, in canonical notation.
    pub position: String,
    /// What the move does, in full (several heaps for Thanos Nim, the boxes opened, …).
    pub action: Action,
}

/// What decided a position: the XOR of a sum, a family's closed-form rule, or the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum By {
    Sum,
    Rule,
    Search,
}

/// What [`analyze`] finds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Analysis {
    /// The position in canonical notation.
    pub position: String,
    /// The SG value: the XOR of the components' values. `None` in misère play, and for a position whose rule says
    /// only who wins and which is too large to search.
    pub sg: Option<u32>,
    pub first_player_wins: bool,
    /// A draw: neither player can force a win (a game on a graph with cycles). Present only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
    /// Winning moves, component by component, in move order; at most [`LISTED_MOVES`].
    pub winning_moves: Vec<Move>,
    /// How many winning moves there are (HDU 1850's answer), even when not all are listed; `None` when the rule
    /// found some but there were too many moves to judge them all.
    pub count: Option<u64>,
    /// The closed-form rule that decided the position, if one did.
    pub rule: Option<Rule>,
    pub by: By,
    /// Whether [`crate::page::trace::xor_trace`] has columns to show: the position has an SG value, or its misère rule
    /// reads the XOR of values (misère Nim, the SJ theorem).
    pub has_xor: bool,
}

/// Who wins a position and what decided it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Value {
    pub sg: Option<u32>,
    pub wins: bool,
    pub rule: Option<Rule>,
    pub by: By,
}

/// The oracles of a position's heap components (`None` for other families), one per component. Components of the
/// same game share one oracle, built once for the largest heap among them (a sum of hundreds of copies of one game
/// builds one table).
pub fn oracles(position: &Position, limits: &Limits) -> Result<Vec<Option<Rc<Oracle>>>> {
    // The distinct games in order of appearance, with the largest heap of each; `which` maps components to them.
    let mut games: Vec<(&Game, u32)> = Vec::new();
    let mut which = Vec::with_capacity(position.components.len());
    for c in &position.components {
        let Some(game) = c.heap_game() else {
            which.push(None);
            continue;
        };
        let largest = c.heaps.iter().copied().max().unwrap_or(0);
        match games.iter().position(|&(g, _)| g == game) {
            Some(i) => {
                games[i].1 = games[i].1.max(largest);
                which.push(Some(i));
            }
            None => {
                which.push(Some(games.len()));
                games.push((game, largest));
            }
        }
    }
    let built = games
        .into_iter()
        .map(|(game, largest)| Oracle::new(game, largest, limits).map(Rc::new))
        .collect::<Result<Vec<_>>>()?;
    Ok(which.into_iter().map(|i| i.map(|i| Rc::clone(&built[i]))).collect())
}

/// The SG value, who wins, and the winning moves of a position, within the caller's `limits`.
pub fn analyze(position: &Position, limits: &Limits) -> Result<Analysis> {
    Ok(Evaluator::new(position, limits)?.analyze(position)?.0)
}

/// Refuses, before any table is built, a position whose heaps have more options than a search may examine (every
/// heap may be searched, since its value is not known yet). Heaps past the caller's longest table
/// ([`Limits::table`]) are left to the oracle, which answers them only through a proven period (its search cost stays bounded) and otherwise says why not;
/// the search still checks them.
pub fn check_search(position: &Position, limits: &Limits) -> Result<()> {
    let mut total = 0u64;
    for c in &position.components {
        let Some(game) = c.heap_game().filter(|&g| *g != Game::Nim) else {
            continue;
        };
        for &h in c.heaps.iter().filter(|&&h| (h as usize) < limits.table) {
            let bound = option_bound(game, h);
            total = total.saturating_add(bound);
            if total > SEARCH_LIMIT {
                return Err(too_many_moves(&c.family, h, bound));
            }
        }
    }
    Ok(())
}

fn too_many_moves(family: &impl std::fmt::Display, h: u32, bound: u64) -> Error {
    Error::new(
        Message::new(Code::TooManyMoves)
            .arg("heap", h)
            .arg("game", family)
            .arg("bound", bound)
            .arg("limit", SEARCH_LIMIT),
    )
}

/// The first winning move of a heap: `(component, heap, move)`.
pub type FirstMove = (usize, usize, Move);

/// The position of a component played alone.
fn alone(c: &Component) -> Position {
    Position {
        components: vec![c.clone()],
    }
}

/// Answers questions about the positions reachable from one root, sharing its tables and the search's memo.
pub struct Evaluator {
    limits: Limits,
    oracles: Vec<Option<Rc<Oracle>>>,
    search: Search,
    small: Search,
}

impl Evaluator {
    /// Checks the cost of searching the root's heaps and builds their tables, within the caller's `limits`.
    pub fn new(root: &Position, limits: &Limits) -> Result<Evaluator> {
        check_search(root, limits)?;
        Ok(Evaluator {
            limits: *limits,
            oracles: oracles(root, limits)?,
            search: Search::new(limits),
            small: Search::with_limit(limits, limits.small_search),
        })
    }

    /// The table of heap component `i`.
    pub fn oracle(&self, i: usize) -> Option<&Rc<Oracle>> {
        self.oracles.get(i).and_then(Option::as_ref)
    }

    /// The SG value of component `i` in state `c` (normal play): its heaps' XOR, its rule's value, or the search's.
    pub fn component_sg(&mut self, i: usize, c: &Component) -> Result<u32> {
        if let Some(oracle) = self.oracle(i) {
            return Ok(oracle.value_of(&c.heaps));
        }
        if let Some(sg) = rules::of(&c.family).verdict(c, &self.limits)?.and_then(|v| v.sg) {
            return Ok(sg);
        }
        match self.search.solve(&alone(c)) {
            Ok(Solved { sg: Some(sg), .. }) => Ok(sg),
            Ok(_) => Err(Error::new(Message::new(Code::NoValueForSum).arg("component", c))),
            Err(e) if e.code() == Code::SearchTooLarge => {
                Err(Error::new(Message::new(Code::NoValueForSum).arg("component", c)))
            }
            Err(e) => Err(e),
        }
    }

    /// Who wins `p` (a position reachable from the root), its SG value when known, and what decided it.
    pub fn value(&mut self, p: &Position) -> Result<Value> {
        if let [c] = p.components.as_slice() {
            if c.heap_game().is_none() {
                let r = rules::of(&c.family);
                if let Some(v) = r.verdict(c, &self.limits)? {
                    // The rule says who wins; a small search adds the SG value when it is cheap.
                    let sg = match v.sg {
                        Some(sg) => Some(sg),
                        None if !r.misere() => self
                            .search
                            .known(p)
                            .or_else(|| self.small.solve(p).ok())
                            .and_then(|s| s.sg),
                        None => None,
                    };
                    return Ok(Value {
                        sg,
                        wins: v.wins,
                        rule: Some(v.rule),
                        by: By::Rule,
                    });
                }
                let s = self.search.solve(p)?;
                return Ok(Value {
                    sg: s.sg,
                    wins: s.wins,
                    rule: None,
                    by: By::Search,
                });
            }
        }
        let mut x = 0;
        for (i, c) in p.components.iter().enumerate() {
            x ^= self.component_sg(i, c)?;
        }
        Ok(Value {
            sg: Some(x),
            wins: x != 0,
            rule: None,
            by: By::Sum,
        })
    }

    /// Who wins a one-component position, when its rule or a small search says so (`None`: it would take the whole
    /// search, which may take seconds to refuse).
    fn cheap_wins(&mut self, p: &Position) -> Option<bool> {
        let c = &p.components[0];
        // A rule that fails here fails again in the search, which says why.
        if let Ok(Some(v)) = rules::of(&c.family).verdict(c, &self.limits) {
            return Some(v.wins);
        }
        self.search
            .known(p)
            .or_else(|| self.small.solve(p).ok())
            .map(|s| s.wins)
    }

    /// What the search knows of `p`, solving it if needed (within the search's limits).
    pub fn solve(&mut self, p: &Position) -> Result<Solved> {
        self.search.solve(p)
    }

    /// [`analyze`], and the first winning move of every heap of a heap component that has one (smallest take
    /// first, even when the listing stopped before it), in heap order: what the XOR trace shows for each holder.
    pub fn analyze(&mut self, p: &Position) -> Result<(Analysis, Vec<FirstMove>)> {
        let value = self.value(p)?;
        let mut found = Collector::new(p);
        if value.wins {
            match value.sg {
                Some(x) => {
                    for (i, c) in p.components.iter().enumerate() {
                        let target = self.component_sg(i, c)? ^ x;
                        match self.oracle(i).cloned() {
                            Some(oracle) => {
                                for j in 0..c.heaps.len() {
                                    found.heap(i, j, &oracle, oracle.value(c.heaps[j]) ^ x)?;
                                }
                            }
                            None => self.moves_to_value(&mut found, i, c, target)?,
                        }
                    }
                }
                None => self.winning_moves(&mut found, &p.components[0], value.by)?,
            }
        }
        let analysis = Analysis {
            position: p.to_string(),
            sg: value.sg,
            first_player_wins: value.wins,
            draw: value.rule.as_ref().is_some_and(Rule::is_draw),
            count: found.exact.then_some(found.count),
            winning_moves: found.moves,
            has_xor: value.sg.is_some() || value.rule.as_ref().is_some_and(Rule::reads_xor),
            rule: value.rule,
            by: value.by,
        };
        Ok((analysis, found.firsts))
    }

    /// The moves of family component `i` to options of value `target`: from its rule, or by trying every move.
    fn moves_to_value(&mut self, found: &mut Collector, i: usize, c: &Component, target: u32) -> Result<()> {
        let r = rules::of(&c.family);
        if let Some(listing) = r.moves_to_value(c, target).filter(|l| l.exact) {
            for m in listing.moves {
                found.add(i, m, Some(target));
            }
            return Ok(());
        }
        found.spend(&c.family, c, r.move_bound(c))?;
        for m in r.moves(c)? {
            if self.component_sg(i, &m.next)? == target {
                found.add(i, m, Some(target));
            }
        }
        Ok(())
    }

    /// The winning moves of a family component played alone, when only who wins is known: all of them when every
    /// move can be judged (by the rule or the search), else the rule's.
    fn winning_moves(&mut self, found: &mut Collector, c: &Component, by: By) -> Result<()> {
        let r = rules::of(&c.family);
        let listing = r.winning_moves(c, &self.limits);
        if let Some(l) = listing.as_ref().filter(|l| l.exact) {
            for m in l.moves.clone() {
                found.add(0, m, None);
            }
            return Ok(());
        }
        let bound = r.move_bound(c);
        if by == By::Search || listing.is_none() {
            found.spend(&c.family, c, bound)?;
            for m in r.moves(c)? {
                if !self.value(&alone(&m.next))?.wins {
                    found.add(0, m, None);
                }
            }
            return Ok(());
        }
        if bound <= self.limits.judged_moves {
            // Every move, when each is judged by its rule or a small search; else the rule's moves.
            found.spend(&c.family, c, bound)?;
            let mut lost = Vec::new();
            let mut judged = true;
            for m in r.moves(c)? {
                match self.cheap_wins(&alone(&m.next)) {
                    Some(true) => {}
                    Some(false) => lost.push(m),
                    None => {
                        judged = false;
                        break;
                    }
                }
            }
            if judged {
                for m in lost {
                    found.add(0, m, None);
                }
                return Ok(());
            }
        }
        for m in listing.map(|l| l.moves).unwrap_or_default() {
            found.add(0, m, None);
        }
        found.exact = false;
        Ok(())
    }
}

/// Collects winning moves within the listing limits, counting them all.
struct Collector<'a> {
    position: &'a Position,
    budget: u64,
    text_left: usize,
    moves: Vec<Move>,
    count: u64,
    exact: bool,
    firsts: Vec<FirstMove>,
}

impl<'a> Collector<'a> {
    fn new(position: &'a Position) -> Self {
        Collector {
            position,
            budget: SEARCH_LIMIT,
            text_left: LISTED_TEXT,
            moves: Vec::new(),
            count: 0,
            exact: true,
            firsts: Vec::new(),
        }
    }

    /// Takes `bound` moves from the budget, or says the component has too many to try.
    fn spend(&mut self, family: &impl std::fmt::Display, c: &Component, bound: u64) -> Result<()> {
        if bound > self.budget {
            let largest = c.heaps.iter().copied().max().unwrap_or(0);
            return Err(too_many_moves(family, largest, bound));
        }
        self.budget -= bound;
        Ok(())
    }

    /// Records the moves of one heap of a heap component to options of value `target`.
    fn heap(&mut self, component: usize, heap: usize, oracle: &Oracle, target: u32) -> Result<()> {
        let c = &self.position.components[component];
        let h = c.heaps[heap];
        let game = c.heap_game().expect("a heap component");
        if *game == Game::Nim {
            // The only option of value `target` is the heap `target` itself.
            if target < h {
                let opt = Opt {
                    take: Some(h - target),
                    to: if target == 0 { vec![] } else { vec![target] },
                };
                self.found_heap(component, heap, opt, target, true);
            }
            return Ok(());
        }
        let bound = option_bound(game, h);
        if bound > self.budget {
            return Err(too_many_moves(game, h, bound));
        }
        self.budget -= bound;
        let mut first = true;
        for opt in options(game, h)? {
            if oracle.value_of(&opt.to) == target {
                self.found_heap(component, heap, opt, target, first);
                first = false;
            }
        }
        Ok(())
    }

    fn found_heap(&mut self, component: usize, heap: usize, opt: Opt, value: u32, first: bool) {
        let m = rules::heaps::move_to(&self.position.components[component], heap, opt);
        if first {
            self.firsts.push((
                component,
                heap,
                make_move(self.position, component, m.clone(), Some(value)),
            ));
        }
        self.add(component, m, Some(value));
    }

    fn add(&mut self, component: usize, m: MoveTo, value: Option<u32>) {
        self.count += 1;
        if self.moves.len() >= LISTED_MOVES || self.text_left == 0 {
            return;
        }
        let m = make_move(self.position, component, m, value);
        self.text_left = self.text_left.saturating_sub(m.position.len());
        self.moves.push(m);
    }
}

/// The move of component `component` of `position` described by `m`, with its texts; `value` is the SG value of
/// the component it leaves, when known.
pub fn make_move(position: &Position, component: usize, m: MoveTo, value: Option<u32>) -> Move {
    let c = &position.components[component];
    let r = rules::of(&c.family);
    let (heap, from, to, take) = rules::summary(c, &m.action);
    Move {
        component,
        heap,
        from,
        to,
        take,
        value,
        text: r.describe(c, &m.action),
        position: position.replace(component, m.next).to_string(),
        action: m.action,
    }
}
