//! SG values of games written as rules ([`crate::lang`]): a memoized depth-first search over single states, in any
//! order the moves go (up, down, or both: a chip moving right raises its bitmask), without recursion. A move that
//! leaves several states (a split) is worth the XOR of their values. A state that reaches itself is an error that
//! names the cycle.
//!
//! A solver starts from the values its game already knows ([`crate::lang::known::Known`]) and gives them back, with what
//! it found, when it is dropped: a position's value, then the value of each of its options, solve each state once.
//! A solver that failed gives nothing back (its memo holds the states it left half-solved).

use crate::base::error::{Code, Error, Message, Result};
use crate::lang::known::{Values, UNKNOWN};
use crate::lang::vm::{each_on_line, Machine, Moves, Sink};
use crate::lang::{state_text, RulesGame};
use rustc_hash::FxHashMap;

/// The most numbers the moves waiting on the search's stack may hold.
pub const MAX_PENDING: usize = 1 << 26;

const BUSY: u32 = u32::MAX - 1;

struct Frame {
    state: [u32; 4],
    /// Its moves: `moves[i]` is `numbers[ends[i-1]..ends[i]]`, from `first_move` in the solver's arenas.
    first_move: usize,
    first_value: usize,
    next: usize,
    count: usize,
}

/// A search over one game's states, remembering every value it finds.
pub struct Solver<'g> {
    game: &'g RulesGame,
    machine: Machine<'g>,
    memo: Values,
    scratch: Moves,
    /// The moves of the states on the stack, and the values of those already seen.
    numbers: Vec<u32>,
    ends: Vec<usize>,
    sources: Vec<u32>,
    values: Vec<u32>,
    mark: Vec<u32>,
    stamp: u32,
    /// Whether its memo is the game's shared one (see [`crate::lang::known::Known`]), and still sound to give back.
    shared: bool,
}

impl<'g> Solver<'g> {
    /// A solver whose table holds one-number states below `dense` without hashing.
    pub fn new(game: &'g RulesGame, dense: usize) -> Solver<'g> {
        if crate::game::first_view::BUILD {
            unreachable!("the first-view build solves no rules");
        }
        // A table of one-number states keeps its own dense part; every other solver shares the game's values.
        let shared = game.arity > 1 || dense == 0;
        Solver {
            game,
            machine: game.machine(),
            memo: if shared {
                game.known.take()
            } else {
                Values::below(dense)
            },
            scratch: Moves::default(),
            numbers: Vec::new(),
            ends: Vec::new(),
            sources: Vec::new(),
            values: Vec::new(),
            mark: Vec::new(),
            stamp: 0,
            shared,
        }
    }

    /// Whether `state` exists (its game's `where` holds).
    pub fn exists(&mut self, state: &[u32]) -> Result<bool> {
        Ok(!self.game.has_condition || self.game.exists_with(&mut self.machine, state)?)
    }

    /// Refuses a state its game says does not exist.
    pub fn check(&mut self, state: &[u32]) -> Result<()> {
        if !self.exists(state)? {
            return Err(Error::new(
                Message::new(Code::RuleNotAState)
                    .arg("state", state_text(state))
                    .arg("game", &self.game.name),
            ));
        }
        Ok(())
    }

    /// The SG value of one state.
    pub fn value(&mut self, state: &[u32]) -> Result<u32> {
        let value = self.search(state);
        if value.is_err() {
            // States on its stack are marked busy: another search must not take them for a cycle.
            self.shared = false;
        }
        value
    }

    fn search(&mut self, state: &[u32]) -> Result<u32> {
        // The states below it (for most games, all it reaches) get a dense table.
        if self.shared {
            self.memo.cover(state);
        }
        let known = self.memo.get(state);
        if known < BUSY {
            return Ok(known);
        }
        let arity = self.game.arity;
        // Most states only reach states known already (a table is filled in the order its moves go): their value
        // comes straight from their moves as the rule lists them, with nothing listed or put on the stack.
        let first_value = self.values.len();
        let mut valuer = Valuer {
            memo: &self.memo,
            values: &mut self.values,
            arity,
            moves: 0,
            numbers: 0,
            unknown: false,
        };
        self.game.list_into(&mut self.machine, state, &mut valuer)?;
        if !valuer.unknown {
            let value = self.mex(first_value);
            self.values.truncate(first_value);
            self.set(state, value)?;
            return Ok(value);
        }
        self.values.truncate(first_value);
        let mut stack: Vec<Frame> = Vec::new();
        self.push(&mut stack, state)?;
        while let Some(top) = stack.last_mut() {
            let mut pushed: Option<([u32; 4], usize)> = None;
            let mut back: Option<[u32; 4]> = None;
            while top.next < top.count {
                let i = top.first_move + top.next;
                let start = if i == 0 { 0 } else { self.ends[i - 1] };
                let mut xor = 0u32;
                let mut s = start;
                while s < self.ends[i] {
                    let part = &self.numbers[s..s + arity];
                    let v = self.memo.get(part);
                    if v == UNKNOWN || v == BUSY {
                        let mut next = [0u32; 4];
                        next[..arity].copy_from_slice(part);
                        if v == UNKNOWN {
                            pushed = Some((next, i));
                        } else {
                            back = Some(next);
                        }
                        break;
                    }
                    xor ^= v;
                    s += arity;
                }
                if pushed.is_some() || back.is_some() {
                    break;
                }
                self.values.push(xor);
                top.next += 1;
            }
            if let Some(state) = back {
                return Err(self.cycle(&stack, &state[..arity]));
            }
            if let Some((next, i)) = pushed {
                // A state met for the first time: it must exist.
                let from = stack.last().expect("the loop holds a frame").state;
                self.game
                    .check_move(&mut self.machine, &from[..arity], &next[..arity], self.sources[i])?;
                self.push(&mut stack, &next[..arity])?;
                continue;
            }
            let done = stack.pop().expect("the loop holds a frame");
            let value = self.mex(done.first_value);
            self.values.truncate(done.first_value);
            let first = done.first_move;
            self.numbers.truncate(if first == 0 { 0 } else { self.ends[first - 1] });
            self.ends.truncate(first);
            self.sources.truncate(first);
            self.set(&done.state[..arity], value)?;
        }
        Ok(self.memo.get(state))
    }

    fn set(&mut self, s: &[u32], v: u32) -> Result<()> {
        // The most states one request may remember outside its table (a hash entry each).
        let most = self.game.states();
        if self.memo.outside() >= most && !self.memo.inside(s) {
            return Err(Error::new(Message::new(Code::RuleTooManyStates).arg("limit", most)));
        }
        self.memo.set(s, v);
        Ok(())
    }

    /// Lists the moves of `state` onto the stack.
    fn push(&mut self, stack: &mut Vec<Frame>, state: &[u32]) -> Result<()> {
        self.game.list(&mut self.machine, state, &mut self.scratch)?;
        self.push_listed(stack, state)
    }

    /// Puts `state` on the stack with the moves listed in `scratch`.
    fn push_listed(&mut self, stack: &mut Vec<Frame>, state: &[u32]) -> Result<()> {
        if self.numbers.len() + self.scratch.numbers.len() > MAX_PENDING {
            return Err(Error::new(
                Message::new(Code::RuleTooDeepSearch).arg("limit", MAX_PENDING),
            ));
        }
        let base = self.numbers.len();
        let first_move = self.ends.len();
        self.numbers.extend_from_slice(&self.scratch.numbers);
        self.ends.extend(self.scratch.ends.iter().map(|&e| base + e as usize));
        self.sources.extend_from_slice(&self.scratch.sources);
        self.set(state, BUSY)?;
        let mut packed = [0u32; 4];
        packed[..state.len()].copy_from_slice(state);
        stack.push(Frame {
            state: packed,
            first_move,
            first_value: self.values.len(),
            next: 0,
            count: self.scratch.len(),
        });
        Ok(())
    }

    /// The mex of `values[from..]`: with m values it is at most m, so larger ones are ignored.
    fn mex(&mut self, from: usize) -> u32 {
        let seen = &self.values[from..];
        let m = seen.len();
        if self.mark.len() < m + 1 {
            self.mark.resize(m + 1, 0);
        }
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.iter_mut().for_each(|x| *x = 0);
            self.stamp = 1;
        }
        for &v in seen {
            if (v as usize) <= m {
                self.mark[v as usize] = self.stamp;
            }
        }
        (0..=m).find(|&v| self.mark[v] != self.stamp).unwrap_or(m) as u32
    }

    /// The error for a move back to `state`, which is on the stack: the cycle from it to the top and back.
    fn cycle(&self, stack: &[Frame], state: &[u32]) -> Error {
        let arity = self.game.arity;
        let from = stack.iter().position(|f| &f.state[..arity] == state).unwrap_or(0);
        let mut path: Vec<String> = stack[from..].iter().map(|f| state_text(&f.state[..arity])).collect();
        path.push(state_text(state));
        Error::new(
            Message::new(Code::RuleCycle)
                .arg("game", &self.game.name)
                .arg("cycle", path.join(" → ")),
        )
    }
}

/// Values each move as the rule lists it (the XOR of the states it leaves), until one leaves a state not known yet.
struct Valuer<'a> {
    memo: &'a Values,
    values: &'a mut Vec<u32>,
    arity: usize,
    moves: usize,
    numbers: usize,
    unknown: bool,
}

impl Sink for Valuer<'_> {
    #[inline]
    fn size(&self) -> (usize, usize) {
        (self.moves, self.numbers)
    }

    #[inline(always)]
    fn emit(&mut self, numbers: &[u32], _source: u32) -> bool {
        // Most moves leave one state; a split leaves several, worth the XOR of theirs.
        let value = if numbers.len() == self.arity {
            let g = self.memo.get(numbers);
            self.unknown |= g >= BUSY;
            g
        } else {
            let mut xor = 0;
            for state in numbers.chunks_exact(self.arity) {
                let g = self.memo.get(state);
                self.unknown |= g >= BUSY;
                xor ^= g;
            }
            xor
        };
        self.values.push(value);
        self.moves += 1;
        self.numbers += numbers.len();
        !self.unknown
    }

    /// A line of moves inside the table (a queen's row, column or diagonal) is read by a stride, with no lookup per
    /// move.
    #[inline(always)]
    fn emit_line(&mut self, first: &[u32], steps: &[i8], n: usize, source: u32) -> bool {
        // A line's move leaves one state (the machine fuses only such loops); its box may not hold the line.
        let cells = (first.len() == self.arity)
            .then(|| self.memo.line(first, steps, n))
            .flatten();
        let Some((start, stride)) = cells else {
            return each_on_line(self, first, steps, n, source);
        };
        self.values.reserve(n);
        let mut cell = start as isize;
        for t in 0..n {
            let g = self.memo.cell(cell as usize);
            self.values.push(g);
            if g >= BUSY {
                self.unknown = true;
                self.moves += t + 1;
                self.numbers += (t + 1) * self.arity;
                return false;
            }
            cell += stride;
        }
        self.moves += n;
        self.numbers += n * self.arity;
        true
    }
}

impl Drop for Solver<'_> {
    fn drop(&mut self) {
        if self.shared {
            self.game.known.give_back(std::mem::take(&mut self.memo));
        }
    }
}

/// Whether the moves of a game of one-number states mostly go up (a chip moving right raises its bitmask), from a
/// sample of states below n: then the table is filled from the top, so that a state's options are known before it
/// and the search never has to go deep. The order changes the work, never the values.
fn moves_go_up(game: &RulesGame, n: usize) -> Result<bool> {
    let mut machine = game.machine();
    let mut moves = Moves::default();
    let (mut up, mut down) = (0usize, 0usize);
    for k in 0..16 {
        let s = (n as u64 * k / 16) as u32;
        if game.has_condition && !game.exists_with(&mut machine, &[s])? {
            continue;
        }
        game.list(&mut machine, &[s], &mut moves)?;
        for &t in &moves.numbers {
            if t > s {
                up += 1;
            } else if t < s {
                down += 1;
            }
        }
    }
    Ok(up > down)
}

/// The solver after finding G(0) … G(n − 1) of a game of one-number states (in the order [`moves_go_up`] picks).
fn solved(game: &RulesGame, n: usize) -> Result<Solver<'_>> {
    let mut solver = Solver::new(game, n);
    let solve = |solver: &mut Solver, s: u32| -> Result<()> {
        solver.check(&[s])?;
        solver.value(&[s]).map(|_| ())
    };
    if n > 1 && moves_go_up(game, n)? {
        for s in (0..n as u32).rev() {
            solve(&mut solver, s)?;
        }
    } else {
        for s in 0..n as u32 {
            solve(&mut solver, s)?;
        }
    }
    Ok(solver)
}

/// G(0) … G(n − 1) of a game of one-number states.
pub fn values(game: &RulesGame, n: usize) -> Result<Vec<u32>> {
    Ok(solved(game, n)?.memo.take_dense())
}

/// [`values`], with the values of the states past n that they reach (every option of a state below n is in one or
/// the other).
pub fn values_and_beyond(game: &RulesGame, n: usize) -> Result<(Vec<u32>, FxHashMap<u32, u32>)> {
    let mut solver = solved(game, n)?;
    let beyond = solver.memo.beyond().collect();
    Ok((solver.memo.take_dense(), beyond))
}

/// The value of each state of a sum, and the value of the sum (their XOR).
pub fn sum(game: &RulesGame, states: &[u32]) -> Result<(Vec<u32>, u32)> {
    let mut solver = Solver::new(game, 0);
    let mut each = Vec::new();
    for s in states.chunks(game.arity) {
        solver.check(s)?;
        each.push(solver.value(s)?);
    }
    let xor = each.iter().fold(0, |a, b| a ^ b);
    Ok((each, xor))
}

/// G(x, y) for 0 ≤ x < rows, 0 ≤ y < cols of a game of two-number states, row by row; [`NOT_A_STATE`] where its
/// `where` does not hold.
pub fn grid(game: &RulesGame, rows: usize, cols: usize) -> Result<Vec<u32>> {
    let mut solver = Solver::new(game, 0);
    if rows > 0 && cols > 0 {
        solver.memo.cover(&[rows as u32 - 1, cols as u32 - 1]);
    }
    let mut out = Vec::with_capacity(rows * cols);
    for x in 0..rows as u32 {
        for y in 0..cols as u32 {
            let s = [x, y];
            if !solver.exists(&s)? {
                out.push(NOT_A_STATE);
            } else {
                out.push(solver.value(&s)?);
            }
        }
    }
    Ok(out)
}

/// A cell of [`grid`] that is not a state.
pub const NOT_A_STATE: u32 = u32::MAX;
