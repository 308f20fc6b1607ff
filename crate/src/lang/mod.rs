//! The rules language: a game written by its user as a short text (its states, which of them exist, and the moves
//! of each), compiled once and run by a small register machine. The same text means the same game in the page, the
//! JS API and the CLI. A rule can only compute: it reads its state's numbers and lists moves; its loops spend a step
//! budget and its moves a size budget, so a rule that never stops, or lists too much, is stopped with a message.
//!
//! ```text
//! name take-half            # optional: the name the game goes by (default: rules)
//! state n                   # one number per state; `state (w, h)` for two
//! where n >= 0              # optional: which states exist
//! for k in range(1, n / 2 + 1) {
//!     move n - k            # a move and the state it leaves; `move a, b` leaves two (a sum)
//! }
//! ```
//!
//! - [`lex`], [`parse`]: text to syntax, every error at a line and column;
//! - [`mod@compile`]: syntax (its constants folded first, `fold`) to the machine's instructions, a [`program`]; [`vm`]:
//!   runs them on a state;
//! - [`known`]: the values found of a game's states, kept between requests.

pub mod compile;
mod fold;
pub mod known;
pub mod lex;
pub mod parse;
pub mod program;
pub mod vm;

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use vm::{Fault, Machine, Moves};

/// A place in a rule text: line and column, 1-based, in characters.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Span {
    pub line: usize,
    pub column: usize,
}

pub(crate) fn err(message: impl Into<Message>, span: Span) -> Error {
    Error::at_line(message, span.line.max(1), span.column.max(1))
}

/// The most numbers in a state.
pub const MAX_ARITY: usize = 4;
/// What a state of a rules game is assumed to cost, in table cells (see [`crate::engine::cost`]): its moves are known only
/// by running it, so asking what a request costs must not solve it.
pub const RULE_STATE_WORK: u64 = 256;
/// The name of a game whose text has no `name` line.
pub const DEFAULT_NAME: &str = "rules";
/// A game from a rule text.
#[derive(Debug)]
pub struct RulesGame {
    pub name: String,
    /// Where the text gives its name (its `name` line), if it does: a name the notation reads as a built-in game is
    /// refused there when the game is defined (`crate::notation::Defined::define`).
    pub name_span: Option<Span>,
    pub text: String,
    pub program: program::Program,
    /// The numbers of a state (1: a heap; 2: a sheet `(w, h)`; …).
    pub arity: usize,
    /// The names of the state's numbers, as written (`w`, `h`).
    pub variables: Vec<String>,
    /// Whether the text says which states exist (`where`).
    pub has_condition: bool,
    /// The values of its states found so far (see [`known`]): one request's many questions (a value, then the value
    /// of each option) solve each state once.
    pub known: known::Known,
    /// The loop steps one state's moves may take: the caller's [`Limits::rule_steps`], fixed when it is compiled
    /// (a game shared between callers is never changed: another budget compiles another game).
    pub(crate) steps: u64,
    /// The moves its rule may list for one state ([`Limits::rule_moves`]) and the states it may solve outside a
    /// table ([`Limits::rule_states`]), fixed alike.
    pub(crate) moves: usize,
    pub(crate) states: usize,
}

impl PartialEq for RulesGame {
    fn eq(&self, other: &Self) -> bool {
        self.text == other.text
    }
}

impl Eq for RulesGame {}

impl std::hash::Hash for RulesGame {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.text.hash(state);
    }
}

/// Compiles a rule text under a caller's limits (without defining it: see [`crate::notation::Defined::define`]).
pub fn compile(text: &str, limits: &Limits) -> Result<RulesGame> {
    let length = text.chars().count();
    if length > limits.rule_text {
        return Err(Error::new(
            Message::new(Code::TextTooLong)
                .arg("name", "the rule text")
                .arg("length", length)
                .arg("limit", limits.rule_text),
        ));
    }
    let tokens = lex::tokens(text)?;
    let ast = parse::parse(&tokens)?;
    if ast.state.len() > MAX_ARITY {
        return Err(err(
            Message::new(Code::RuleArity).arg("limit", MAX_ARITY),
            ast.state_span,
        ));
    }
    let program = compile::compile(&ast)?;
    Ok(RulesGame {
        name: ast
            .name
            .as_ref()
            .map_or_else(|| DEFAULT_NAME.into(), |(name, _)| name.clone()),
        name_span: ast.name.as_ref().map(|&(_, span)| span),
        text: text.to_string(),
        arity: ast.state.len(),
        variables: ast.state.iter().map(|(n, _)| n.clone()).collect(),
        has_condition: ast.condition.is_some(),
        program,
        known: known::Known::default(),
        steps: limits.rule_steps.max(1),
        moves: limits.rule_moves,
        states: limits.rule_states,
    })
}

/// A state as the notation writes it: `5`, or `(3, 4)`.
pub fn state_text(state: &[u32]) -> String {
    match state {
        [one] => one.to_string(),
        _ => format!("({})", state.iter().map(u32::to_string).collect::<Vec<_>>().join(",")),
    }
}

impl RulesGame {
    /// The loop steps one state's moves may take.
    pub fn steps(&self) -> u64 {
        self.steps
    }

    /// The states it may solve outside a table.
    pub fn states(&self) -> usize {
        self.states
    }

    /// The same game with another step budget (at least 1), before it is shared.
    pub fn with_steps(mut self, steps: u64) -> RulesGame {
        self.steps = steps.max(1);
        self
    }

    /// A machine to run this game's rule.
    pub fn machine(&self) -> Machine<'_> {
        Machine::new(&self.program, self.moves)
    }

    /// The error for a fault at instruction `pc` while listing the moves of `state`.
    pub fn fault(&self, (fault, pc): (Fault, usize), state: &[u32], steps: u64) -> Error {
        let span = self.program.spans.get(pc).copied().unwrap_or_default();
        let state = state_text(state);
        let message = match fault {
            Fault::Steps => Message::new(Code::RuleSteps).arg("limit", steps),
            Fault::DivideByZero => Message::new(Code::RuleDivideByZero),
            Fault::ZeroStep => Message::new(Code::RuleZeroStep),
            Fault::Shift(by) => Message::new(Code::RuleShift).arg("by", by),
            Fault::TooManyMoves => Message::new(Code::RuleTooManyMoves)
                .arg("moves", self.moves)
                .arg("numbers", vm::MAX_MOVE_NUMBERS),
            Fault::Negative(v) => Message::new(Code::RuleNegative).arg("value", v),
            Fault::TooLarge(v) => Message::new(Code::RuleStateTooLarge)
                .arg("value", v)
                .arg("limit", vm::MAX_STATE),
        };
        err(message.arg("state", state), span)
    }

    /// The moves of `state` into `out` (cleared first), without checking the states they leave against `where`
    /// (see [`RulesGame::check_move`]).
    pub fn list(&self, machine: &mut Machine<'_>, state: &[u32], out: &mut Moves) -> Result<()> {
        out.clear();
        self.list_into(machine, state, out)
    }

    /// The moves of `state` into any sink (see [`vm::Sink`]), as [`RulesGame::list`] does.
    pub fn list_into(&self, machine: &mut Machine<'_>, state: &[u32], out: &mut impl vm::Sink) -> Result<()> {
        let steps = self.steps();
        let mut fuel = steps;
        machine
            .moves(state, out, &mut fuel)
            .map_err(|f| self.fault(f, state, steps))
    }

    /// What valuing `state` costs, for a caller that must bound its work before it runs (the pattern finder's check
    /// of a law on a longer table): the loop steps its rule takes plus the numbers its moves hold (each one a state
    /// the solver looks up). `None` when it takes more than `fuel` steps (or than [`RulesGame::steps`]) or faults.
    pub fn state_work(&self, machine: &mut Machine<'_>, state: &[u32], fuel: u64) -> Option<u64> {
        /// Counts what a run lists, and keeps none of it.
        struct Count {
            moves: usize,
            numbers: usize,
        }
        impl vm::Sink for Count {
            fn size(&self) -> (usize, usize) {
                (self.moves, self.numbers)
            }
            fn emit(&mut self, numbers: &[u32], _: u32) -> bool {
                self.moves += 1;
                self.numbers += numbers.len();
                true
            }
            fn emit_line(&mut self, first: &[u32], _: &[i8], n: usize, _: u32) -> bool {
                self.moves += n;
                self.numbers += n * first.len();
                true
            }
        }
        let steps = fuel.min(self.steps());
        let mut left = steps;
        let mut count = Count { moves: 0, numbers: 0 };
        machine.moves(state, &mut count, &mut left).ok()?;
        Some(steps - left + count.numbers as u64)
    }

    /// Refuses a move of `from` (listed by instruction `source`) to `to`, a state that does not exist.
    pub fn check_move(&self, machine: &mut Machine<'_>, from: &[u32], to: &[u32], source: u32) -> Result<()> {
        if self.has_condition && !self.exists_with(machine, to)? {
            return Err(err(
                Message::new(Code::RuleMoveNotAState)
                    .arg("to", state_text(to))
                    .arg("state", state_text(from)),
                self.program.spans[source as usize],
            ));
        }
        Ok(())
    }

    /// The moves of `state` into `out` (cleared first), each state they leave checked against `where`.
    pub fn moves_into(&self, machine: &mut Machine<'_>, state: &[u32], out: &mut Moves) -> Result<()> {
        self.list(machine, state, out)?;
        if self.has_condition {
            for i in 0..out.len() {
                for s in out.get(i).chunks(self.arity) {
                    self.check_move(machine, state, s, out.sources[i])?;
                }
            }
        }
        Ok(())
    }

    /// A small state to start from: the first of 5, 4, … , 0 (or of (5,5), (4,4), …) that exists.
    pub fn example(&self) -> String {
        (0..=5u32)
            .rev()
            .chain(6..64)
            .map(|v| vec![v; self.arity])
            .find(|s| self.exists(s).unwrap_or(false))
            .map_or_else(|| "0".into(), |s| state_text(&s))
    }

    /// The moves of `state` as lists of states (each `arity` numbers).
    pub fn moves(&self, state: &[u32]) -> Result<Moves> {
        let mut machine = self.machine();
        let mut out = Moves::default();
        self.moves_into(&mut machine, state, &mut out)?;
        Ok(out)
    }

    /// Whether `state` is a state of the game (its `where` holds).
    pub fn exists(&self, state: &[u32]) -> Result<bool> {
        self.exists_with(&mut self.machine(), state)
    }

    pub fn exists_with(&self, machine: &mut Machine<'_>, state: &[u32]) -> Result<bool> {
        let steps = self.steps();
        let mut fuel = steps;
        machine
            .exists(state, &mut fuel)
            .map_err(|f| self.fault(f, state, steps))
    }
}
