//! Runs a compiled rule on one state: the moves it lists, each a list of states, into [`Moves`]. Arithmetic is on
//! 64-bit integers (wrapping, as C's unsigned arithmetic does); a loop step costs one unit of the caller's budget,
//! so a rule that never stops is stopped.

use super::compile::{Ins, Program};
use super::parse::BinOp;

/// The largest number a state may hold (as for heaps in the notation).
pub const MAX_STATE: i64 = (1 << 31) - 1;
/// The most moves one state may list.
pub const MAX_MOVES: usize = 1 << 16;
/// The most numbers the moves of one state may hold in all.
pub const MAX_MOVE_NUMBERS: usize = 1 << 20;

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

/// A rule's registers, kept between runs so that a run allocates nothing.
pub struct Machine<'p> {
    program: &'p Program,
    regs: Vec<i64>,
}

impl<'p> Machine<'p> {
    pub fn new(program: &'p Program) -> Machine<'p> {
        Machine {
            program,
            regs: program.registers.clone(),
        }
    }

    fn start(&mut self, state: &[u32]) {
        self.regs.copy_from_slice(&self.program.registers);
        for (r, &v) in self.regs.iter_mut().zip(state) {
            *r = v as i64;
        }
    }

    /// Appends the moves of `state` to `out`, spending at most `fuel` loop steps. On a fault, the instruction's index.
    pub fn moves(&mut self, state: &[u32], out: &mut Moves, fuel: &mut u64) -> Result<(), (Fault, usize)> {
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

    fn run(&mut self, mut pc: usize, out: &mut Moves, fuel: &mut u64) -> Result<bool, (Fault, usize)> {
        let code = &self.program.code[..];
        let r = &mut self.regs[..];
        let moves_at_start = out.ends.len();
        loop {
            let ins = code[pc];
            pc += 1;
            match ins {
                Ins::Mov(d, a) => r[d as usize] = r[a as usize],
                Ins::Bin(op, d, a, b) => {
                    let (x, y) = (r[a as usize], r[b as usize]);
                    r[d as usize] = match op {
                        BinOp::Add => x.wrapping_add(y),
                        BinOp::Sub => x.wrapping_sub(y),
                        BinOp::Mul => x.wrapping_mul(y),
                        BinOp::Div | BinOp::Mod if y == 0 => return Err((Fault::DivideByZero, pc - 1)),
                        BinOp::Div => x.wrapping_div(y),
                        BinOp::Mod => x.wrapping_rem(y),
                        BinOp::And => x & y,
                        BinOp::Or => x | y,
                        BinOp::Xor => x ^ y,
                        BinOp::Shl | BinOp::Shr if !(0..64).contains(&y) => return Err((Fault::Shift(y), pc - 1)),
                        BinOp::Shl => x << y,
                        BinOp::Shr => x >> y,
                        BinOp::Eq => (x == y) as i64,
                        BinOp::Ne => (x != y) as i64,
                        BinOp::Lt => (x < y) as i64,
                        BinOp::Le => (x <= y) as i64,
                        BinOp::Gt => (x > y) as i64,
                        BinOp::Ge => (x >= y) as i64,
                    }
                }
                Ins::Neg(d, a) => r[d as usize] = r[a as usize].wrapping_neg(),
                Ins::Not(d, a) => r[d as usize] = (r[a as usize] == 0) as i64,
                Ins::BitNot(d, a) => r[d as usize] = !r[a as usize],
                Ins::Abs(d, a) => r[d as usize] = r[a as usize].wrapping_abs(),
                Ins::Popcount(d, a) => r[d as usize] = r[a as usize].count_ones() as i64,
                Ins::Min(d, a, b) => r[d as usize] = r[a as usize].min(r[b as usize]),
                Ins::Max(d, a, b) => r[d as usize] = r[a as usize].max(r[b as usize]),
                Ins::Jump(t) => pc = t as usize,
                Ins::Loop(t) => {
                    if *fuel == 0 {
                        return Err((Fault::Steps, pc - 1));
                    }
                    *fuel -= 1;
                    pc = t as usize;
                }
                Ins::JumpIfZero(a, t) => {
                    if r[a as usize] == 0 {
                        pc = t as usize;
                    }
                }
                Ins::JumpIfNonZero(a, t) => {
                    if r[a as usize] != 0 {
                        pc = t as usize;
                    }
                }
                Ins::JumpCmp(op, a, b, t) => {
                    let (x, y) = (r[a as usize], r[b as usize]);
                    let yes = match op {
                        BinOp::Eq => x == y,
                        BinOp::Ne => x != y,
                        BinOp::Lt => x < y,
                        BinOp::Le => x <= y,
                        BinOp::Gt => x > y,
                        _ => x >= y,
                    };
                    if yes {
                        pc = t as usize;
                    }
                }
                Ins::ForInc(a, e, t) => {
                    let v = r[a as usize] + 1;
                    r[a as usize] = v;
                    if v < r[e as usize] {
                        if *fuel == 0 {
                            return Err((Fault::Steps, pc - 1));
                        }
                        *fuel -= 1;
                        pc = t as usize;
                    }
                }
                Ins::ForStep(a, e, s, t) => {
                    let step = r[s as usize];
                    let v = r[a as usize].saturating_add(step);
                    r[a as usize] = v;
                    if (step > 0 && v < r[e as usize]) || (step < 0 && v > r[e as usize]) {
                        if *fuel == 0 {
                            return Err((Fault::Steps, pc - 1));
                        }
                        *fuel -= 1;
                        pc = t as usize;
                    }
                }
                Ins::ForDone(a, e, s, t) => {
                    let (v, end, step) = (r[a as usize], r[e as usize], r[s as usize]);
                    if step == 0 {
                        return Err((Fault::ZeroStep, pc - 1));
                    }
                    if (step > 0 && v >= end) || (step < 0 && v <= end) {
                        pc = t as usize;
                    }
                }
                Ins::Index(d, base, i) => r[d as usize] = r[base as usize + r[i as usize] as usize],
                Ins::Emit(base, count) => {
                    if out.ends.len() - moves_at_start >= MAX_MOVES
                        || out.numbers.len() + count as usize > MAX_MOVE_NUMBERS
                    {
                        return Err((Fault::TooManyMoves, pc - 1));
                    }
                    for &v in &r[base as usize..base as usize + count as usize] {
                        if v < 0 {
                            return Err((Fault::Negative(v), pc - 1));
                        }
                        if v > MAX_STATE {
                            return Err((Fault::TooLarge(v), pc - 1));
                        }
                        out.numbers.push(v as u32);
                    }
                    out.ends.push(out.numbers.len() as u32);
                    out.sources.push(pc as u32 - 1);
                }
                Ins::Return(a) => return Ok(r[a as usize] != 0),
                Ins::End => return Ok(true),
            }
        }
    }
}
