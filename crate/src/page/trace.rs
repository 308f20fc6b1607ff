//! Traces: every step the page can show, computed once as data. A view renders "the state at step i" from them.
//!
//! - [`mex_trace`]: one state's options appear one by one, their values are marked on a number line, a cursor
//!   scans for the first unmarked value (the mex).
//! - [`xor_trace`]: each heap's value in binary, column parities, the XOR, the highest bit, its holders, their
//!   targets g ⊕ X and the winning move.
//! - [`table_trace`]: the order in which a table is computed, and the edges of its state graph.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::analyze::{self, option_bound, options, Move, Oracle};
use crate::game::{Family, Game, Position};
use crate::page::layout::single_heap_edges_within;
use crate::rules::Rule;
use crate::solve;
use serde::Serialize;

/// The most work a position's trace may take: its options times the numbers of the position (see [`position_trace`]).
pub const MAX_TRACE_WORK: u64 = 1 << 24;
/// Tables of at most this many states come with their edges …
pub const MAX_TABLE_EDGES_STATES: usize = 2000;
/// … when there are at most this many (Nim up to 2000 has two million: too many to hand to JS as pairs, where
/// building them alone takes a second).
pub const MAX_TABLE_EDGES: usize = 100_000;

/// One option of the traced state: stones taken (`None` on a graph), heaps left, and their value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MexOption {
    pub take: Option<u32>,
    pub to: Vec<u32>,
    pub value: u32,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MexStep {
    /// Option `option` appears and its value is marked on the number line.
    Option { option: usize, value: u32 },
    /// The cursor reaches `value` on the number line.
    Scan { value: u32, marked: bool },
    /// The first unmarked value.
    Result { mex: u32 },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MexTrace {
    /// The game in canonical notation.
    pub game: String,
    pub state: u32,
    /// In move order: take ascending, then first heap ascending; a graph's successors in the order given.
    pub options: Vec<MexOption>,
    /// The distinct option values, ascending.
    pub values: Vec<u32>,
    pub mex: u32,
    pub steps: Vec<MexStep>,
}

/// The distinct values, ascending, and their mex (the first index that differs from its value).
fn distinct_and_mex(values: impl Iterator<Item = u32>) -> (Vec<u32>, u32) {
    let mut values: Vec<u32> = values.collect();
    values.sort_unstable();
    values.dedup();
    let mex = values
        .iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u32)
        .map_or(values.len(), |(i, _)| i) as u32;
    (values, mex)
}

/// The mex calculation of one state (a heap size, or a vertex of a graph), of at most the caller's
/// [`Limits::trace_options`] options.
pub fn mex_trace(game: &Game, state: u32, limits: &Limits) -> Result<MexTrace> {
    check_trace(game, state, limits.trace_options)?;
    let oracle = Oracle::new(game, state, limits)?;
    mex_trace_with(game, state, |heaps| oracle.value_of(heaps))
}

/// The mex calculation of one state from values known already (a [`crate::page::session::Session`]'s table), refused
/// past `limit` options.
pub fn mex_trace_from(game: &Game, state: u32, limit: u64, value: impl Fn(u32) -> u32) -> Result<MexTrace> {
    check_trace(game, state, limit)?;
    mex_trace_with(game, state, |heaps| heaps.iter().fold(0, |x, &h| x ^ value(h)))
}

/// A state the trace can show: a vertex of the graph, with at most `limit` options.
pub(crate) fn check_trace(game: &Game, state: u32, limit: u64) -> Result<()> {
    if let Game::Graph(dag) = game {
        if state as usize >= dag.vertex_count() {
            return Err(Error::new(
                Message::new(Code::VertexNotInGraph)
                    .arg("vertex", state)
                    .arg("last", dag.vertex_count() - 1),
            ));
        }
    }
    let bound = option_bound(game, state);
    if bound > limit {
        return Err(Error::new(
            Message::new(Code::TooManyTraceOptions)
                .arg("state", state)
                .arg("game", game)
                .arg("bound", bound)
                .arg("limit", limit),
        ));
    }
    Ok(())
}

/// The trace, with `value_of` giving the value of the heaps an option leaves.
fn mex_trace_with(game: &Game, state: u32, value_of: impl Fn(&[u32]) -> u32) -> Result<MexTrace> {
    let options: Vec<MexOption> = options(game, state)?
        .map(|o| MexOption {
            value: value_of(&o.to),
            take: o.take,
            to: o.to,
        })
        .collect();
    let (values, mex) = distinct_and_mex(options.iter().map(|o| o.value));
    let mut steps: Vec<MexStep> = options
        .iter()
        .enumerate()
        .map(|(option, o)| MexStep::Option { option, value: o.value })
        .collect();
    steps.extend((0..=mex).map(|value| MexStep::Scan {
        value,
        marked: value < mex,
    }));
    steps.push(MexStep::Result { mex });
    Ok(MexTrace {
        game: game.to_string(),
        state,
        options,
        values,
        mex,
        steps,
    })
}

/// One row of the XOR table: a heap (or token) of a heap component, or a whole component of another family.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorRow {
    pub component: usize,
    /// The heap's index in its component; `None` for a row that is a whole component.
    pub heap: Option<usize>,
    /// The component's game (family) in canonical notation.
    pub game: String,
    /// The heap's size (or the token's vertex); `None` for a whole component.
    pub size: Option<u32>,
    /// Whether `size` is a token's vertex on a graph rather than a heap's stones.
    pub token: bool,
    /// What the row stands for in notation: "nim: 14", "staircase: 3 1 2".
    pub text: String,
    /// Its SG value (in misère Nim, the heap itself).
    pub value: u32,
}

/// One bit column: how many rows have the bit, and its parity (the XOR's bit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorColumn {
    pub bit: u32,
    pub ones: usize,
    pub parity: u32,
}

/// A holder of the highest bit, its target value g ⊕ X and a move there (the smallest take).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorTarget {
    pub row: usize,
    pub value: u32,
    pub target: u32,
    pub r#move: Option<Move>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum XorStep {
    Row {
        row: usize,
    },
    Column {
        bit: u32,
    },
    Xor {
        xor: u32,
    },
    Highest {
        bit: u32,
    },
    Target {
        row: usize,
    },
    /// Misère Nim: the notes' class decides, not X alone.
    Rule {
        rule: Rule,
    },
    Move {
        r#move: Move,
    },
    Lose,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct XorTrace {
    /// The position in canonical notation.
    pub position: String,
    /// Misère Nim: the rows are the heaps, and the class (the `rule`) decides.
    pub misere: bool,
    /// One per heap or token of a heap component, one per other component, in order.
    pub rows: Vec<XorRow>,
    /// Number of bit columns, at least 1.
    pub width: u32,
    /// Bit 0 (least significant) first.
    pub columns: Vec<XorColumn>,
    pub xor: u32,
    pub highest_bit: Option<u32>,
    /// Rows whose value has the highest bit set.
    pub holders: Vec<usize>,
    /// One per holder (none in misère Nim).
    pub targets: Vec<XorTarget>,
    /// Every winning move, as [`analyze::analyze`] lists them.
    pub moves: Vec<Move>,
    /// Whether the player to move wins (in misère play a position with no move is won: the XOR alone cannot say).
    pub first_player_wins: bool,
    /// The misère rule that decided: misère Nim's class, or the SJ theorem's condition.
    pub rule: Option<Rule>,
    pub steps: Vec<XorStep>,
}

/// The XOR of a sum, column by column, and the winning move it leads to; for misère Nim, the XOR and the notes'
/// class; for a misère sum under the SJ theorem, the XOR of the heaps' values and the condition that decided. Positions whose value is not an XOR (a family whose rule says only who wins) have no XOR trace.
pub fn xor_trace(position: &Position, limits: &Limits) -> Result<XorTrace> {
    let mut ev = analyze::Evaluator::new(position, limits)?;
    // A misère position whose rule reads the XOR (misère Nim: the heaps; the SJ theorem: their values).
    let misere_rule = match position.components.as_slice() {
        [c] if crate::rules::is_misere(&c.family) => crate::rules::of(&c.family)
            .verdict(c, limits)?
            .map(|v| v.rule)
            .filter(Rule::reads_xor),
        _ => None,
    };
    let misere = misere_rule.is_some();
    let misere_value = |j: usize, h: u32| match &misere_rule {
        Some(Rule::Sj { values, .. }) => values[j],
        _ => h,
    };
    let mut rows = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        let game = c.family.to_string();
        let oracle = ev.oracle(i).cloned();
        if oracle.is_some() || misere {
            for (j, &h) in c.heaps.iter().enumerate() {
                rows.push(XorRow {
                    component: i,
                    heap: Some(j),
                    game: game.clone(),
                    size: Some(h),
                    token: matches!(c.family, Family::Heaps(Game::Graph(_)) | Family::Misere(Game::Graph(_))),
                    text: format!("{game}: {h}"),
                    value: oracle.as_ref().map_or_else(|| misere_value(j, h), |o| o.value(h)),
                });
            }
        } else {
            rows.push(XorRow {
                component: i,
                heap: None,
                game,
                size: None,
                token: false,
                text: c.to_string(),
                value: ev.component_sg(i, c)?,
            });
        }
    }
    let xor = rows.iter().fold(0, |x, r| x ^ r.value);
    let largest = rows.iter().map(|r| r.value).max().unwrap_or(0);
    let width = (u32::BITS - largest.leading_zeros()).max(1);
    let columns: Vec<XorColumn> = (0..width)
        .map(|bit| XorColumn {
            bit,
            ones: rows.iter().filter(|r| r.value >> bit & 1 == 1).count(),
            parity: xor >> bit & 1,
        })
        .collect();
    // One search finds every winning move and, for each heap, its first (the smallest take).
    let (analysis, firsts) = ev.analyze(position)?;
    let moves = analysis.winning_moves;
    let mut steps: Vec<XorStep> = (0..rows.len()).map(|row| XorStep::Row { row }).collect();
    steps.extend((0..width).rev().map(|bit| XorStep::Column { bit }));
    steps.push(XorStep::Xor { xor });
    if misere {
        let rule = analysis.rule.expect("a misère rule that reads the XOR");
        steps.push(XorStep::Rule { rule: rule.clone() });
        if let Some(m) = moves.first() {
            steps.push(XorStep::Move { r#move: m.clone() });
        }
        return Ok(XorTrace {
            position: position.to_string(),
            misere,
            rows,
            width,
            columns,
            xor,
            highest_bit: None,
            holders: Vec::new(),
            targets: Vec::new(),
            moves,
            first_player_wins: analysis.first_player_wins,
            rule: Some(rule),
            steps,
        });
    }
    let highest_bit = (xor != 0).then(|| u32::BITS - 1 - xor.leading_zeros());
    let holders: Vec<usize> = match highest_bit {
        Some(bit) => (0..rows.len()).filter(|&i| rows[i].value >> bit & 1 == 1).collect(),
        None => Vec::new(),
    };
    let targets = holders
        .iter()
        .map(|&row| {
            let r = &rows[row];
            let target = r.value ^ xor;
            // A heap's first move from `firsts` (in heap order); a whole component's first listed move.
            let first = match r.heap {
                Some(heap) => firsts
                    .binary_search_by_key(&(r.component, heap), |&(c, h, _)| (c, h))
                    .ok()
                    .map(|i| firsts[i].2.clone()),
                None => moves.iter().find(|m| m.component == r.component).cloned(),
            };
            XorTarget {
                row,
                value: r.value,
                target,
                r#move: first,
            }
        })
        .collect::<Vec<_>>();
    match highest_bit {
        Some(bit) => {
            steps.push(XorStep::Highest { bit });
            steps.extend(holders.iter().map(|&row| XorStep::Target { row }));
            // The notes' rule (for a < b < c, change c to a ⊕ b): move the largest heap that holds the bit. A
            // holder's target is below its value, so by the mex it is always reachable.
            let largest_first = targets.iter().rev().max_by_key(|t| rows[t.row].size.unwrap_or(0));
            if let Some(m) = largest_first.and_then(|t| t.r#move.clone()) {
                steps.push(XorStep::Move { r#move: m });
            }
        }
        None => steps.push(XorStep::Lose),
    }
    Ok(XorTrace {
        position: position.to_string(),
        misere,
        rows,
        width,
        columns,
        xor,
        highest_bit,
        holders,
        targets,
        moves,
        first_player_wins: analysis.first_player_wins,
        rule: None,
        steps,
    })
}

/// The order a table is computed in, and its state graph's edges when it is small.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableTrace {
    /// 0 … n−1 for heap games; reverse topological order (sinks first) for a graph.
    pub order: Vec<u32>,
    /// `[from, to]` for every move to a single heap (or vertex), when there are at most
    /// [`MAX_TABLE_EDGES_STATES`] states and [`MAX_TABLE_EDGES`] edges; empty otherwise. Taking a whole heap is an
    /// edge to 0.
    pub edges: Vec<[u32; 2]>,
}

/// The computation order of G(0) … G(n−1) (for a graph: of its vertices below n; n is capped at its vertex count).
pub fn table_trace(game: &Game, n: usize, limits: &Limits) -> Result<TableTrace> {
    if n > limits.table {
        return Err(Error::new(
            Message::new(Code::TooManyStates).arg("n", n).arg("limit", limits.table),
        ));
    }
    // Small tables come with their edges, unless there are too many of them.
    let edges = if n <= MAX_TABLE_EDGES_STATES {
        single_heap_edges_within(game, n, MAX_TABLE_EDGES).unwrap_or_default()
    } else {
        Vec::new()
    };
    let order = match game {
        Game::Graph(dag) => {
            let n = n.min(dag.vertex_count()) as u32;
            solve::graph::reverse_topological_order(dag)?
                .into_iter()
                .filter(|&v| v < n)
                .collect()
        }
        _ => (0..n as u32).collect(),
    };
    Ok(TableTrace { order, edges })
}

/// One option of a position: the move, the position it leaves, and that position's value (or outcome).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionOption {
    pub r#move: Move,
    /// The SG value of the position it leaves (`None` in misère play, or when no rule or search gives one).
    pub value: Option<u32>,
    /// Whether the player to move there wins.
    pub wins: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum PositionStep {
    /// Option `option` appears, with its value (normal play) or outcome (misère play).
    Option {
        option: usize,
        value: Option<u32>,
        wins: bool,
    },
    /// The cursor reaches `value` on the number line (normal play).
    Scan { value: u32, marked: bool },
    /// The mex: the position's SG value.
    Result { mex: u32 },
    /// Misère play (or no values known): the position is won exactly when some option is lost for the opponent.
    Outcome { wins: bool },
}

/// The mex (or, in misère play, the win/lose rule) of a whole position, option by option.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionTrace {
    /// The position in canonical notation.
    pub position: String,
    pub misere: bool,
    pub options: Vec<PositionOption>,
    /// The distinct option values, ascending (normal play with every value known).
    pub values: Vec<u32>,
    /// The position's SG value, when every option's is known.
    pub mex: Option<u32>,
    pub wins: bool,
    pub steps: Vec<PositionStep>,
}

/// The options of a position with their values, and the mex (normal play) or outcome (misère play) they give.
pub fn position_trace(position: &Position, limits: &Limits) -> Result<PositionTrace> {
    let bound = crate::engine::search::move_bound(position);
    // Each option is valued and written out whole: the trace's work is options × the position's size.
    let limit = (MAX_TRACE_WORK / crate::engine::search::cells(position).max(1) as u64).min(limits.trace_options);
    if bound > limit {
        return Err(Error::new(
            Message::new(Code::TooManyTraceOptions)
                .arg("state", position)
                .arg(
                    "game",
                    position
                        .components
                        .first()
                        .map_or(String::new(), |c| c.family.to_string()),
                )
                .arg("bound", bound)
                .arg("limit", limit),
        ));
    }
    let misere = position.components.iter().any(|c| crate::rules::of(&c.family).misere());
    let mut ev = analyze::Evaluator::new(position, limits)?;
    let mut options = Vec::new();
    for (i, c) in position.components.iter().enumerate() {
        for m in crate::rules::of(&c.family).moves(c)? {
            let next = position.replace(i, m.next.clone());
            let v = ev.value(&next)?;
            options.push(PositionOption {
                r#move: analyze::make_move(position, i, m, v.sg),
                value: v.sg,
                wins: v.wins,
            });
        }
    }
    let mut steps: Vec<PositionStep> = options
        .iter()
        .enumerate()
        .map(|(option, o)| PositionStep::Option {
            option,
            value: o.value,
            wins: o.wins,
        })
        .collect();
    let all_valued = !misere && options.iter().all(|o| o.value.is_some());
    let (values, mex) = if all_valued {
        let (values, mex) = distinct_and_mex(options.iter().filter_map(|o| o.value));
        steps.extend((0..=mex).map(|value| PositionStep::Scan {
            value,
            marked: value < mex,
        }));
        steps.push(PositionStep::Result { mex });
        (values, Some(mex))
    } else {
        (Vec::new(), None)
    };
    // Who wins follows from the options alone: normal play wins when some option loses for the opponent; misère
    // play too, except that a position without moves wins.
    let wins = if options.is_empty() {
        misere
    } else {
        options.iter().any(|o| !o.wins)
    };
    if mex.is_none() {
        steps.push(PositionStep::Outcome { wins });
    }
    Ok(PositionTrace {
        position: position.to_string(),
        misere,
        options,
        values,
        mex,
        wins,
        steps,
    })
}

/// One cell of a family's table: the position with heaps a (and b) in place of the first two, and what it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct TableCell {
    pub position: String,
    pub sg: Option<u32>,
    pub wins: bool,
    /// A drawn position (a graph with cycles). Present only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
}

/// A family's table (打表): the first component's first two heaps (or its only heap) run over 0 … side − 1, the
/// rest as given. Row a, column b is `cells[a * side + b]` (one row when there is one heap).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PositionTable {
    pub side: u32,
    /// 2 when heaps a and b vary, 1 when only a does.
    pub dims: u32,
    pub cells: Vec<TableCell>,
}

/// See [`PositionTable`]: a side of at most the caller's [`Limits::table_side`]. Cells that cannot be decided (too
/// large to search, no rule) are an error naming them.
pub fn position_table(position: &Position, side: u32, limits: &Limits) -> Result<PositionTable> {
    if side == 0 || side > limits.table_side {
        return Err(Error::new(
            Message::new(Code::BadNumber)
                .arg("name", "side")
                .arg("min", 1)
                .arg("max", limits.table_side)
                .arg("value", side),
        ));
    }
    let first = &position.components[0];
    let dims: u32 = if first.heaps.len() >= 2 { 2 } else { 1 };
    let with = |a: u32, b: u32| {
        let mut heaps = first.heaps.clone();
        heaps[0] = a;
        if dims == 2 {
            heaps[1] = b;
        }
        position.replace(0, first.with(heaps, first.marks.clone()))
    };
    let cells_of = |a: u32| (0..if dims == 2 { side } else { 1 }).map(move |b| with(a, b));
    // A cell may not be a position of the family (a Thanos heap count is fixed; boxes keep their marks; a graph
    // has only so many vertices): every cell is checked before anything is solved.
    for p in (0..side).flat_map(cells_of) {
        crate::rules::check_shape(&first.family, &p.components[0].heaps, &p.components[0].marks, limits)
            .map_err(|e| Error::new(e.message))?;
    }
    // Tables of heap components are built for the largest cell, so every cell is within them.
    let largest = with(side - 1, side - 1);
    let mut ev = analyze::Evaluator::new(&largest, limits)?;
    let mut cells = Vec::new();
    for a in 0..side {
        for p in cells_of(a) {
            let v = ev.value(&p)?;
            cells.push(TableCell {
                position: p.to_string(),
                sg: v.sg,
                wins: v.wins,
                draw: v.rule.as_ref().is_some_and(Rule::is_draw),
            });
        }
    }
    Ok(PositionTable { side, dims, cells })
}

/// Note 003's two-heap table `dp[x][y]`, filled by memoized search in the order the recursion finishes each cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MemoTrace {
    pub game: String,
    /// Heaps 0 … rows − 1 (the first heap) and 0 … cols − 1 (the second).
    pub rows: u32,
    pub cols: u32,
    /// Cell a · cols + b, in the order dfs(a, b) returns.
    pub order: Vec<u32>,
    /// Per cell: whether the player to move wins; `None` for cells the recursion never reaches.
    pub wins: Vec<Option<bool>>,
}

/// The note's memoized search `dfs(x, y)` on two heaps of `game`, from (x, y): every move of the first heap (take
/// ascending), then of the second, `res |= !dfs(next)`; a cell is final when its call returns. Heaps up to the
/// caller's [`Limits::memo`] (the note's `dp[110][110]` holds heaps up to 100).
pub fn memo_trace(game: &Game, x: u32, y: u32, limits: &Limits) -> Result<MemoTrace> {
    if x > limits.memo || y > limits.memo {
        return Err(Error::new(Message::new(Code::MemoTooLarge).arg("limit", limits.memo)));
    }
    if let Game::Octal(code) = game {
        if code.splits() {
            return Err(Error::new(Message::new(Code::MemoSplits).arg("game", game)));
        }
    }
    // A heap's moves go to smaller heaps, so heaps 0 … x and 0 … y hold every cell the recursion reaches. A graph's
    // tokens may move to any vertex: its table is every vertex by every vertex, and a cycle would never return.
    let (rows, cols) = match game {
        Game::Graph(dag) => {
            let count = dag.vertex_count() as u32;
            if count > limits.memo + 1 {
                return Err(Error::new(Message::new(Code::MemoTooLarge).arg("limit", limits.memo)));
            }
            let last = x.max(y);
            if last >= count {
                return Err(Error::new(
                    Message::new(Code::VertexNotInGraph)
                        .arg("vertex", last)
                        .arg("last", count - 1),
                ));
            }
            solve::graph::values(dag)?;
            (count, count)
        }
        _ => (x + 1, y + 1),
    };
    let mut t = MemoTrace {
        game: game.to_string(),
        rows,
        cols,
        order: Vec::new(),
        wins: vec![None; (rows * cols) as usize],
    };
    // The heaps (vertices) the moves of each heap leave (an emptied heap is 0), listed first: a rules game that
    // fails is the answer.
    let next = (0..rows.max(cols))
        .map(|h| Ok(options(game, h)?.map(|o| o.to.first().copied().unwrap_or(0)).collect()))
        .collect::<Result<Vec<Vec<u32>>>>()?;
    fn dfs(t: &mut MemoTrace, next: &[Vec<u32>], a: u32, b: u32) -> bool {
        let cell = (a * t.cols + b) as usize;
        if let Some(w) = t.wins[cell] {
            return w;
        }
        let mut res = false;
        for &a2 in &next[a as usize] {
            res |= !dfs(t, next, a2, b);
        }
        for &b2 in &next[b as usize] {
            res |= !dfs(t, next, a, b2);
        }
        t.wins[cell] = Some(res);
        t.order.push(cell as u32);
        res
    }
    dfs(&mut t, &next, x, y);
    Ok(t)
}
