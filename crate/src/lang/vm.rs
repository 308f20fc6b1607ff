//! Runs a compiled rule on one state: the moves it lists, each a list of states, into [`Moves`]. Arithmetic is on
//! 64-bit integers (wrapping, as C's unsigned arithmetic does); a loop step costs one unit of the caller's budget,
//! so a rule that never stops is stopped.

use super::program::{Ins, Program, REGISTERS};

/// The largest number a state may hold (as for heaps in the notation).
pub const MAX_STATE: i64 = (1 << 31) - 1;
/// The most numbers the moves of one state may hold in all.
pub const MAX_MOVE_NUMBERS: usize = 1 << 22;

/// The moves of one state: move `i` leaves the states in `numbers[ends[i − 1]..ends[i]]` (each `arity` numbers).
#[derive(Default, Debug, Clone)]
pub struct Moves {
    pub numbers: Vec<u32>,
    pub ends: Vec<u32>,
    /// The instruction that listed each move (for errors about it).
    pub sources: Vec<u32>,
}

impl Moves {
    pub fn clear(&mut self) {
        self.numbers.clear();
        self.ends.clear();
        self.sources.clear();
    }

    pub fn len(&self) -> usize {
        self.ends.len()
    }

    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The numbers of move `i`.
    pub fn get(&self, i: usize) -> &[u32] {
        let start = if i == 0 { 0 } else { self.ends[i - 1] as usize };
        &self.numbers[start..self.ends[i] as usize]
    }
}

/// Where a run's moves go: listed whole ([`Moves`]), or looked at as they come (the solver values each move as it
/// is listed, see [`crate::solve::written`], and lists them whole only when some option is not known yet).
pub trait Sink {
    /// How many moves and numbers it holds (for the limits).
    fn size(&self) -> (usize, usize);
    /// A move to the states whose numbers are `numbers` (listed by instruction `source`); false stops the run: the
    /// sink has seen enough.
    fn emit(&mut self, numbers: &[u32], source: u32) -> bool;

    /// `n` moves along a line: move `t` leaves the state `first + t·steps` (each number of which is sure to be a
    /// state's). A sink that can look a line up at once (the solver's table, by a stride) says so here.
    fn emit_line(&mut self, first: &[u32], steps: &[i8], n: usize, source: u32) -> bool {
        each_on_line(self, first, steps, n, source)
    }
}

/// [`Sink::emit_line`] one move at a time.
#[inline(always)]
pub fn each_on_line<S: Sink + ?Sized>(sink: &mut S, first: &[u32], steps: &[i8], n: usize, source: u32) -> bool {
    let mut numbers = [0u32; 4];
    let numbers = &mut numbers[..first.len()];
    numbers.copy_from_slice(first);
    for t in 0..n {
        if t > 0 {
            for (v, &s) in numbers.iter_mut().zip(steps) {
                *v = v.wrapping_add(s as i32 as u32);
            }
        }
        if !sink.emit(numbers, source) {
            return false;
        }
    }
    true
}

impl Sink for Moves {
    #[inline]
    fn size(&self) -> (usize, usize) {
        (self.ends.len(), self.numbers.len())
    }

    #[inline]
    fn emit(&mut self, numbers: &[u32], source: u32) -> bool {
        self.numbers.extend_from_slice(numbers);
        self.ends.push(self.numbers.len() as u32);
        self.sources.push(source);
        true
    }
}

/// Why a run stopped, and at which instruction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    Steps,
    DivideByZero,
    ZeroStep,
    Shift(i64),
    TooManyMoves,
    Negative(i64),
    TooLarge(i64),
}

/// A rule's registers, kept between runs so that a run allocates nothing. An array of 256, so no register index
/// (a byte) can leave it.
pub struct Machine<'p> {
    program: &'p Program,
    regs: [i64; REGISTERS],
    /// The most moves one run may list (the caller's [`crate::base::limits::Limits::rule_moves`]).
    most_moves: usize,
}

impl<'p> Machine<'p> {
    pub fn new(program: &'p Program, most_moves: usize) -> Machine<'p> {
        let mut regs = [0; REGISTERS];
        // Constants are never written: loaded once. Temporaries are written before they are read.
        regs[..program.registers.len()].copy_from_slice(&program.registers);
        Machine {
            program,
            regs,
            most_moves,
        }
    }

    /// Every run starts alike: the state's numbers, and every variable 0 (one set only in some runs must not carry
    /// a value over from another).
    fn start(&mut self, state: &[u32]) {
        self.regs[..self.program.variables].fill(0);
        for (r, &v) in self.regs.iter_mut().zip(state) {
            *r = v as i64;
        }
    }

    /// Appends the moves of `state` to `out`, spending at most `fuel` loop steps. On a fault, the instruction's index.
    pub fn moves(&mut self, state: &[u32], out: &mut impl Sink, fuel: &mut u64) -> Result<(), (Fault, usize)> {
        self.start(state);
        self.run(0, out, fuel).map(|_| ())
    }

    /// Whether `state` satisfies the rule's `where` (true when it has none).
    pub fn exists(&mut self, state: &[u32], fuel: &mut u64) -> Result<bool, (Fault, usize)> {
        let Some(start) = self.program.condition else {
            return Ok(true);
        };
        self.start(state);
        let mut none = Moves::default();
        self.run(start as usize, &mut none, fuel)
    }

    fn run(&mut self, mut pc: usize, out: &mut impl Sink, fuel: &mut u64) -> Result<bool, (Fault, usize)> {
        // Its parser makes no game of rules (crate::game::first_view): the machine stays out of that build.
        if cfg!(feature = "first-view") {
            unreachable!("the first-view build runs no rules");
        }
        let code = &self.program.code[..];
        let r = &mut self.regs;
        let moves_at_start = out.size().0;
        macro_rules! set {
            ($d:expr, $v:expr) => {{
                let v = $v;
                r[$d as usize] = v;
            }};
        }
        // A conditional jump taken backwards closes a loop's turn: it spends a step.
        macro_rules! jump_if {
            ($cond:expr, $t:expr) => {
                if $cond {
                    let t = $t as usize;
                    if t < pc {
                        if *fuel == 0 {
                            return Err((Fault::Steps, pc - 1));
                        }
                        *fuel -= 1;
                    }
                    pc = t;
                }
            };
        }
        macro_rules! step_back {
            ($t:expr) => {{
                if *fuel == 0 {
                    return Err((Fault::Steps, pc - 1));
                }
                *fuel -= 1;
                pc = $t as usize;
            }};
        }
        macro_rules! shift {
            ($b:expr) => {{
                let by = r[$b as usize];
                if !(0..64).contains(&by) {
                    return Err((Fault::Shift(by), pc - 1));
                }
                by
            }};
        }
        loop {
            let ins = code[pc];
            pc += 1;
            match ins {
                Ins::Mov(d, a) => set!(d, r[a as usize]),
                Ins::Add(d, a, b) => set!(d, r[a as usize].wrapping_add(r[b as usize])),
                Ins::Sub(d, a, b) => set!(d, r[a as usize].wrapping_sub(r[b as usize])),
                Ins::Mul(d, a, b) => set!(d, r[a as usize].wrapping_mul(r[b as usize])),
                Ins::Div(d, a, b) | Ins::Mod(d, a, b) => {
                    let (x, y) = (r[a as usize], r[b as usize]);
                    if y == 0 {
                        return Err((Fault::DivideByZero, pc - 1));
                    }
                    set!(
                        d,
                        if matches!(ins, Ins::Div(..)) {
                            x.wrapping_div(y)
                        } else {
                            x.wrapping_rem(y)
                        }
                    );
                }
                Ins::And(d, a, b) => set!(d, r[a as usize] & r[b as usize]),
                Ins::Or(d, a, b) => set!(d, r[a as usize] | r[b as usize]),
                Ins::Xor(d, a, b) => set!(d, r[a as usize] ^ r[b as usize]),
                Ins::Shl(d, a, b) => set!(d, r[a as usize] << shift!(b)),
                Ins::Shr(d, a, b) => set!(d, r[a as usize] >> shift!(b)),
                Ins::Eq(d, a, b) => set!(d, (r[a as usize] == r[b as usize]) as i64),
                Ins::Ne(d, a, b) => set!(d, (r[a as usize] != r[b as usize]) as i64),
                Ins::Lt(d, a, b) => set!(d, (r[a as usize] < r[b as usize]) as i64),
                Ins::Le(d, a, b) => set!(d, (r[a as usize] <= r[b as usize]) as i64),
                Ins::Gt(d, a, b) => set!(d, (r[a as usize] > r[b as usize]) as i64),
                Ins::Ge(d, a, b) => set!(d, (r[a as usize] >= r[b as usize]) as i64),
                Ins::Neg(d, a) => set!(d, r[a as usize].wrapping_neg()),
                Ins::Not(d, a) => set!(d, (r[a as usize] == 0) as i64),
                Ins::BitNot(d, a) => set!(d, !r[a as usize]),
                Ins::Abs(d, a) => set!(d, r[a as usize].wrapping_abs()),
                Ins::Popcount(d, a) => set!(d, r[a as usize].count_ones() as i64),
                Ins::Min(d, a, b) => set!(d, r[a as usize].min(r[b as usize])),
                Ins::Max(d, a, b) => set!(d, r[a as usize].max(r[b as usize])),
                Ins::XorBit(d, a, b) => set!(d, r[a as usize] ^ (1i64 << shift!(b))),
                Ins::OrBit(d, a, b) => set!(d, r[a as usize] | (1i64 << shift!(b))),
                Ins::Jump(t) => pc = t as usize,
                Ins::Loop(t) => step_back!(t),
                Ins::JumpIfZero(a, t) => jump_if!(r[a as usize] == 0, t),
                Ins::JumpIfNonZero(a, t) => jump_if!(r[a as usize] != 0, t),
                Ins::JumpEq(a, b, t) => jump_if!(r[a as usize] == r[b as usize], t),
                Ins::JumpNe(a, b, t) => jump_if!(r[a as usize] != r[b as usize], t),
                Ins::JumpLt(a, b, t) => jump_if!(r[a as usize] < r[b as usize], t),
                Ins::JumpLe(a, b, t) => jump_if!(r[a as usize] <= r[b as usize], t),
                Ins::JumpGt(a, b, t) => jump_if!(r[a as usize] > r[b as usize], t),
                Ins::JumpGe(a, b, t) => jump_if!(r[a as usize] >= r[b as usize], t),
                Ins::JumpIfBit(a, b, t) => jump_if!(r[a as usize] >> shift!(b) & 1 != 0, t),
                Ins::JumpIfNoBit(a, b, t) => jump_if!(r[a as usize] >> shift!(b) & 1 == 0, t),
                Ins::ForInc(a, e, t) => {
                    let v = r[a as usize] + 1;
                    r[a as usize] = v;
                    if v < r[e as usize] {
                        step_back!(t);
                    }
                }
                Ins::ForStep(a, e, s, t) => {
                    let step = r[s as usize];
                    let v = r[a as usize].saturating_add(step);
                    r[a as usize] = v;
                    if (step > 0 && v < r[e as usize]) || (step < 0 && v > r[e as usize]) {
                        step_back!(t);
                    }
                }
                Ins::ForDone(a, e, s, t) => {
                    let (v, end, step) = (r[a as usize], r[e as usize], r[s as usize]);
                    if step == 0 {
                        return Err((Fault::ZeroStep, pc - 1));
                    }
                    jump_if!((step > 0 && v >= end) || (step < 0 && v <= end), t);
                }
                Ins::Index(d, base, i) => set!(d, r[(base as usize + r[i as usize] as usize) % REGISTERS]),
                Ins::Emit(base, count) => {
                    let (base, count) = (base as usize, count as usize);
                    let (moves, numbers) = out.size();
                    if moves - moves_at_start >= self.most_moves || numbers + count > MAX_MOVE_NUMBERS {
                        return Err((Fault::TooManyMoves, pc - 1));
                    }
                    // A move of a few numbers (all but sums of many states) is gathered on the stack.
                    let mut small = [0u32; 16];
                    let mut large = Vec::new();
                    let numbers: &mut [u32] = if count <= small.len() {
                        &mut small[..count]
                    } else {
                        large.resize(count, 0);
                        &mut large
                    };
                    for (j, slot) in numbers.iter_mut().enumerate() {
                        *slot = state_number(r[(base + j) % REGISTERS]).map_err(|f| (f, pc - 1))?;
                    }
                    if !out.emit(numbers, pc as u32 - 1) {
                        return Ok(true);
                    }
                }
                Ins::Emit2(a, b) => {
                    let (moves, numbers) = out.size();
                    if moves - moves_at_start >= self.most_moves || numbers + 2 > MAX_MOVE_NUMBERS {
                        return Err((Fault::TooManyMoves, pc - 1));
                    }
                    let a = state_number(r[a as usize]).map_err(|f| (f, pc - 1))?;
                    let b = state_number(r[b as usize]).map_err(|f| (f, pc - 1))?;
                    if !out.emit(&[a, b], pc as u32 - 1) {
                        return Ok(true);
                    }
                }
                Ins::RangeMove(i) => {
                    let m = self.program.ranges[i as usize];
                    let k = m.var as usize;
                    let count = m.count as usize;
                    // The moves the limits leave room for, counted once.
                    let (moves, held) = out.size();
                    let mut room = (self.most_moves - (moves - moves_at_start).min(self.most_moves))
                        .min(MAX_MOVE_NUMBERS.saturating_sub(held) / count.max(1));
                    // The turns sure to go as the body and the ForInc would run them are handed over as one line of
                    // moves; the first that might fault (a number out of bounds, too many moves, no step left for
                    // the jump back) is left to them, from its turn.
                    loop {
                        let (mut first, mut steps) = ([0u32; 4], [0i8; 4]);
                        let mut turns = r[m.end as usize]
                            .saturating_sub(r[k])
                            .max(1)
                            .min(room as i64)
                            .min(fuel.saturating_add(1).min(i64::MAX as u64) as i64);
                        for (j, &(a, c)) in m.parts[..count].iter().enumerate() {
                            // Number j is regs[a] + c·k, and regs[a] is k itself when a is the loop's register.
                            let v = r[a as usize].wrapping_add((c as i64).wrapping_mul(r[k]));
                            let step = c as i64 + (a == m.var) as i64;
                            turns = turns.min(sure_turns(v, step));
                            first[j] = v as u32;
                            steps[j] = step as i8;
                        }
                        if turns <= 0 {
                            break;
                        }
                        let n = turns as usize;
                        room -= n;
                        if !out.emit_line(&first[..count], &steps[..count], n, m.emit) {
                            return Ok(true);
                        }
                        // The n − 1 jumps back between the turns, then the one after the last, if the loop goes on.
                        *fuel -= n as u64 - 1;
                        let v = r[k] + n as i64;
                        r[k] = v;
                        if v >= r[m.end as usize] {
                            pc = m.close as usize + 1;
                            break;
                        }
                        if *fuel == 0 {
                            return Err((Fault::Steps, m.close as usize));
                        }
                        *fuel -= 1;
                    }
                }
                Ins::Return(a) => return Ok(r[a as usize] != 0),
                Ins::End => return Ok(true),
            }
        }
    }
}

/// How many turns `v`, `v + step`, `v + 2·step`, … stay numbers of a state (0 when `v` is not one).
#[inline]
fn sure_turns(v: i64, step: i64) -> i64 {
    if state_number(v).is_err() {
        return 0;
    }
    match step {
        0 => i64::MAX,
        s if s > 0 => (MAX_STATE - v) / s + 1,
        s => v / -s + 1,
    }
}

/// A register's value as a number of a state: one unsigned comparison for both bounds (a negative number is a huge
/// one).
#[inline(always)]
fn state_number(v: i64) -> Result<u32, Fault> {
    if v as u64 > MAX_STATE as u64 {
        return Err(if v < 0 { Fault::Negative(v) } else { Fault::TooLarge(v) });
    }
    Ok(v as u32)
}
