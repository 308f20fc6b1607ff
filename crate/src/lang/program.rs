//! A compiled rule: the instructions of [`super::vm`]'s register machine, and the program they make.

use super::Span;

/// A register: at most 256, so the machine's register file is an array no index can leave.
pub type R = u8;
/// The machine's registers.
pub const REGISTERS: usize = 256;

/// One instruction. Arithmetic writes its first register from the others; a jump's last field is its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ins {
    Mov(R, R),
    Add(R, R, R),
    Sub(R, R, R),
    Mul(R, R, R),
    Div(R, R, R),
    Mod(R, R, R),
    And(R, R, R),
    Or(R, R, R),
    Xor(R, R, R),
    Shl(R, R, R),
    Shr(R, R, R),
    Eq(R, R, R),
    Ne(R, R, R),
    Lt(R, R, R),
    Le(R, R, R),
    Gt(R, R, R),
    Ge(R, R, R),
    Neg(R, R),
    Not(R, R),
    BitNot(R, R),
    Abs(R, R),
    Popcount(R, R),
    Min(R, R, R),
    Max(R, R, R),
    /// `a ^ (1 << b)` and `a | (1 << b)`: flipping or setting one bit of a bitmask.
    XorBit(R, R, R),
    OrBit(R, R, R),
    Jump(u32),
    /// A jump back: costs a step of the budget.
    Loop(u32),
    JumpIfZero(R, u32),
    JumpIfNonZero(R, u32),
    /// Jump when the comparison holds.
    JumpEq(R, R, u32),
    JumpNe(R, R, u32),
    JumpLt(R, R, u32),
    JumpLe(R, R, u32),
    JumpGt(R, R, u32),
    JumpGe(R, R, u32),
    /// Jump when bit `b` of `a` is set (`JumpIfBit`) or clear (`JumpIfNoBit`): `a >> b & 1`, the bitmask games' test.
    JumpIfBit(R, R, u32),
    JumpIfNoBit(R, R, u32),
    /// `r += 1`; back to the target (a step) while `r < end`.
    ForInc(R, R, u32),
    /// `r += step`; back to the target (a step) while `r` has not passed `end`.
    ForStep(R, R, R, u32),
    /// Jump when a loop of `step` from `r` to `end` has nothing to do; a zero step is an error.
    ForDone(R, R, R, u32),
    /// `dst = regs[base + regs[index]]`.
    Index(R, R, R),
    /// A move to the states in `count` registers from `base`.
    Emit(R, u8),
    /// A move to one state of two numbers, in any two registers (`move (x - k, y)` copies nothing).
    Emit2(R, R),
    /// A `range` loop whose body is one move of numbers `a ± k` or `a` ([`RangeMove`] `i` of the program): its turns
    /// run here, without their instructions, as long as each is sure to go as they would; the first that might not
    /// (a number out of bounds, the step budget spent) runs through the body, which follows.
    RangeMove(u32),
    /// The end of `where`: whether the register is non-zero.
    Return(R),
    End,
}

impl Ins {
    /// The target of a jump.
    pub(super) fn target(&mut self) -> Option<&mut u32> {
        match self {
            Ins::Jump(t)
            | Ins::Loop(t)
            | Ins::JumpIfZero(_, t)
            | Ins::JumpIfNonZero(_, t)
            | Ins::JumpEq(_, _, t)
            | Ins::JumpNe(_, _, t)
            | Ins::JumpLt(_, _, t)
            | Ins::JumpLe(_, _, t)
            | Ins::JumpGt(_, _, t)
            | Ins::JumpGe(_, _, t)
            | Ins::JumpIfBit(_, _, t)
            | Ins::JumpIfNoBit(_, _, t)
            | Ins::ForInc(_, _, t)
            | Ins::ForStep(_, _, _, t)
            | Ins::ForDone(_, _, _, t) => Some(t),
            _ => None,
        }
    }
}

/// A compiled rule: the moves' code from 0, the condition's (if any) from `condition`, the registers' first values.
#[derive(Clone, Debug)]
pub struct Program {
    pub code: Vec<Ins>,
    /// The loops [`Ins::RangeMove`] runs.
    pub ranges: Vec<RangeMove>,
    /// Where in the text each instruction comes from (for runtime errors).
    pub spans: Vec<Span>,
    pub condition: Option<u32>,
    pub registers: Vec<i64>,
    pub arity: usize,
    /// The variables (the state's numbers first) are registers 0 … variables − 1; constants follow.
    pub variables: usize,
}

/// A `for k in range(…) { move (…) }` whose numbers are each a register, plus or minus the loop's variable: number
/// `j` is `regs[parts[j].0] + parts[j].1 · regs[var]`.
#[derive(Clone, Copy, Debug)]
pub struct RangeMove {
    pub var: R,
    pub end: R,
    pub parts: [(R, i8); 4],
    pub count: u8,
    /// The body's move instruction (the source of each move) and the loop's closing `ForInc`.
    pub emit: u32,
    pub close: u32,
}
