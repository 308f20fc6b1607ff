//! A rule's syntax tree compiled to the instructions of [`super::vm`]: a register machine whose operands are all
//! registers (variables, then constants, then temporaries), with comparisons fused into jumps and loops closed by
//! one instruction, so a loop iteration costs two or three dispatches.

use super::parse::{Ast, BinOp, Builtin, Expr, Stmt, Target, UnOp};
use super::{err, Span};
use crate::base::error::{Code, Message, Result};
use rustc_hash::FxHashMap;

use super::fold::{fold, fold_block};
use super::program::{Ins, Program, RangeMove, R, REGISTERS};

/// The instruction computing `op` into `d`.
fn bin(op: BinOp, d: R, a: R, b: R) -> Ins {
    match op {
        BinOp::Add => Ins::Add(d, a, b),
        BinOp::Sub => Ins::Sub(d, a, b),
        BinOp::Mul => Ins::Mul(d, a, b),
        BinOp::Div => Ins::Div(d, a, b),
        BinOp::Mod => Ins::Mod(d, a, b),
        BinOp::And => Ins::And(d, a, b),
        BinOp::Or => Ins::Or(d, a, b),
        BinOp::Xor => Ins::Xor(d, a, b),
        BinOp::Shl => Ins::Shl(d, a, b),
        BinOp::Shr => Ins::Shr(d, a, b),
        BinOp::Eq => Ins::Eq(d, a, b),
        BinOp::Ne => Ins::Ne(d, a, b),
        BinOp::Lt => Ins::Lt(d, a, b),
        BinOp::Le => Ins::Le(d, a, b),
        BinOp::Gt => Ins::Gt(d, a, b),
        BinOp::Ge => Ins::Ge(d, a, b),
    }
}

/// The jump taken when comparison `op` holds.
fn compare_jump(op: BinOp, a: R, b: R) -> Ins {
    match op {
        BinOp::Eq => Ins::JumpEq(a, b, 0),
        BinOp::Ne => Ins::JumpNe(a, b, 0),
        BinOp::Lt => Ins::JumpLt(a, b, 0),
        BinOp::Le => Ins::JumpLe(a, b, 0),
        BinOp::Gt => Ins::JumpGt(a, b, 0),
        _ => Ins::JumpGe(a, b, 0),
    }
}

/// `x >> i & 1` (or `1 & x >> i`, or C's `x & (1 << i)`): the value and bit it tests.
fn bit_test(e: &Expr) -> Option<(&Expr, &Expr)> {
    let Expr::Bin(BinOp::And, a, b, _) = e else {
        return None;
    };
    match (a.as_ref(), b.as_ref()) {
        (Expr::Bin(BinOp::Shr, x, i, _), Expr::Int(1)) | (Expr::Int(1), Expr::Bin(BinOp::Shr, x, i, _)) => Some((x, i)),
        (x, Expr::Bin(BinOp::Shl, one, i, _)) | (Expr::Bin(BinOp::Shl, one, i, _), x)
            if matches!(**one, Expr::Int(1)) =>
        {
            Some((x, i))
        }
        _ => None,
    }
}

/// The most registers and instructions a rule may have (a text of 2^24 characters could ask for millions).
const MAX_REGISTERS: usize = REGISTERS;
const MAX_CODE: usize = 1 << 20;

pub fn compile(ast: &Ast) -> Result<Program> {
    let mut ast = ast.clone();
    if let Some(cond) = &mut ast.condition {
        fold(cond);
    }
    fold_block(&mut ast.body);
    let ast = &ast;
    let mut c = Compiler::default();
    let mut names: Vec<(String, Span)> = Vec::new();
    for (name, span) in &ast.state {
        if names.iter().any(|(n, _)| n == name) {
            return Err(err(Message::new(Code::RuleDuplicateState).arg("name", name), *span));
        }
        names.push((name.clone(), *span));
    }
    collect_variables(&ast.body, &mut names);
    let mut literals = Vec::new();
    if let Some(cond) = &ast.condition {
        collect_literals(cond, &mut literals);
    }
    walk_literals(&ast.body, &mut literals);
    literals.extend([0, 1]);
    for (name, _) in &names {
        let r = c.vars.len() as R;
        c.vars.entry(name.clone()).or_insert(r);
    }
    for v in literals {
        if !c.consts.contains_key(&v) {
            let r = (c.vars.len() + c.consts.len()) as R;
            c.consts.insert(v, r);
        }
    }
    c.base = c.vars.len() + c.consts.len();
    if c.base > MAX_REGISTERS {
        return Err(err(Code::RuleTooLarge, ast.state_span));
    }
    c.top = c.base;
    c.max = c.base;
    c.arity = ast.state.len();
    for (name, _) in &ast.state {
        c.declared.insert(name.clone(), ());
    }
    c.block(&ast.body)?;
    c.emit(Ins::End, ast.state_span);
    let condition = match &ast.condition {
        Some(cond) => {
            let start = c.code.len() as u32;
            let r = c.expr(cond, ast.state_span)?;
            c.emit(Ins::Return(r), ast.state_span);
            Some(start)
        }
        None => None,
    };
    if c.max > MAX_REGISTERS || c.code.len() > MAX_CODE {
        return Err(err(Code::RuleTooLarge, ast.state_span));
    }
    let mut registers = vec![0i64; c.max];
    for (&v, &r) in &c.consts {
        registers[r as usize] = v;
    }
    Ok(Program {
        ranges: c.ranges,
        code: c.code,
        spans: c.spans,
        condition,
        registers,
        arity: c.arity,
        variables: c.vars.len(),
    })
}

fn collect_variables(body: &[Stmt], names: &mut Vec<(String, Span)>) {
    let add = |n: &String, s: Span, names: &mut Vec<(String, Span)>| {
        if !names.iter().any(|(m, _)| m == n) {
            names.push((n.clone(), s));
        }
    };
    for stmt in body {
        match stmt {
            Stmt::Assign(n, _, _, s) => add(n, *s, names),
            Stmt::If(arms, otherwise) => {
                for (_, b) in arms {
                    collect_variables(b, names);
                }
                collect_variables(otherwise, names);
            }
            Stmt::While(_, b, _) => collect_variables(b, names),
            Stmt::Range(n, _, _, _, b, s) | Stmt::List(n, _, b, s) => {
                add(n, *s, names);
                collect_variables(b, names);
            }
            Stmt::CFor(init, _, step, b, _) => {
                collect_variables(init, names);
                collect_variables(step, names);
                collect_variables(b, names);
            }
            Stmt::Break(_) | Stmt::Continue(_) | Stmt::Move(..) => {}
        }
    }
}

fn collect_literals(e: &Expr, out: &mut Vec<i64>) {
    match e {
        Expr::Int(v) => out.push(*v),
        Expr::Var(_) => {}
        Expr::Bin(_, a, b, _) | Expr::Logic(_, a, b) => {
            collect_literals(a, out);
            collect_literals(b, out);
        }
        Expr::Un(_, a) => collect_literals(a, out),
        Expr::Call(_, args) => args.iter().for_each(|a| collect_literals(a, out)),
    }
}

fn walk_literals(body: &[Stmt], out: &mut Vec<i64>) {
    for stmt in body {
        match stmt {
            Stmt::Assign(_, _, e, _) => collect_literals(e, out),
            Stmt::If(arms, otherwise) => {
                for (c, b) in arms {
                    collect_literals(c, out);
                    walk_literals(b, out);
                }
                walk_literals(otherwise, out);
            }
            Stmt::While(c, b, _) => {
                collect_literals(c, out);
                walk_literals(b, out);
            }
            Stmt::Range(_, a, e, s, b, _) => {
                collect_literals(a, out);
                collect_literals(e, out);
                if let Some(s) = s {
                    collect_literals(s, out);
                }
                walk_literals(b, out);
            }
            Stmt::List(_, items, b, _) => {
                items.iter().for_each(|i| collect_literals(i, out));
                out.push(items.len() as i64);
                walk_literals(b, out);
            }
            Stmt::CFor(init, c, step, b, _) => {
                walk_literals(init, out);
                if let Some(c) = c {
                    collect_literals(c, out);
                }
                walk_literals(step, out);
                walk_literals(b, out);
            }
            Stmt::Move(targets, _) => {
                for t in targets {
                    t.parts.iter().for_each(|p| collect_literals(p, out));
                }
            }
            Stmt::Break(_) | Stmt::Continue(_) => {}
        }
    }
}

#[derive(Default)]
struct Compiler {
    code: Vec<Ins>,
    spans: Vec<Span>,
    vars: FxHashMap<String, R>,
    consts: FxHashMap<i64, R>,
    /// Variables given a value earlier in the text.
    declared: FxHashMap<String, ()>,
    /// Variables of the loops being compiled, which their bodies may not change.
    locked: Vec<String>,
    /// For each loop being compiled: the jumps of its `break`s and `continue`s, patched at its end.
    loops: Vec<(Vec<usize>, Vec<usize>)>,
    base: usize,
    top: usize,
    max: usize,
    arity: usize,
    ranges: Vec<RangeMove>,
}

impl Compiler {
    fn emit(&mut self, ins: Ins, span: Span) -> usize {
        self.code.push(ins);
        self.spans.push(span);
        self.code.len() - 1
    }

    fn here(&self) -> u32 {
        self.code.len() as u32
    }

    /// Points the jump at `at` to `target`.
    fn patch(&mut self, at: usize, target: u32) {
        if let Some(t) = self.code[at].target() {
            *t = target;
        }
    }

    fn temp(&mut self) -> R {
        let r = self.top;
        self.top += 1;
        self.max = self.max.max(self.top);
        r.min(MAX_REGISTERS - 1) as R
    }

    fn konst(&self, v: i64) -> R {
        self.consts[&v]
    }

    fn block(&mut self, body: &[Stmt]) -> Result<()> {
        for stmt in body {
            let saved = self.top;
            self.statement(stmt)?;
            self.top = saved;
        }
        Ok(())
    }

    fn assign_target(&mut self, name: &str, span: Span) -> Result<R> {
        if self.locked.iter().any(|n| n == name) {
            return Err(err(Message::new(Code::RuleLoopVariable).arg("name", name), span));
        }
        if (self.vars[name] as usize) < self.arity {
            return Err(err(Message::new(Code::RuleStateAssigned).arg("name", name), span));
        }
        Ok(self.vars[name])
    }

    fn statement(&mut self, stmt: &Stmt) -> Result<()> {
        match stmt {
            Stmt::Assign(name, op, e, span) => {
                let dst = self.assign_target(name, *span)?;
                match op {
                    None => self.expr_into(e, dst, *span)?,
                    Some(op) => {
                        if !self.declared.contains_key(name) {
                            return Err(err(Message::new(Code::RuleUnassigned).arg("name", name), *span));
                        }
                        let r = self.expr(e, *span)?;
                        self.emit(bin(*op, dst, dst, r), *span);
                    }
                }
                self.declared.insert(name.clone(), ());
            }
            Stmt::If(arms, otherwise) => {
                let mut ends = Vec::new();
                for (k, (cond, body)) in arms.iter().enumerate() {
                    let skip = self.jump_unless(cond)?;
                    self.block(body)?;
                    // The last arm without an `else` falls through to the end.
                    if k + 1 < arms.len() || !otherwise.is_empty() {
                        ends.push(self.emit(Ins::Jump(0), Span::default()));
                    }
                    let here = self.here();
                    skip.into_iter().for_each(|j| self.patch(j, here));
                }
                self.block(otherwise)?;
                let here = self.here();
                ends.into_iter().for_each(|j| self.patch(j, here));
            }
            Stmt::While(cond, body, span) => {
                // The test at the bottom: one conditional jump back per turn (a step of the budget when taken).
                let to_check = self.emit(Ins::Jump(0), *span);
                let top = self.here();
                self.loops.push((Vec::new(), Vec::new()));
                self.block(body)?;
                let check = self.here();
                self.patch(to_check, check);
                self.jump_back_while(cond, top, *span)?;
                self.end_loop(check);
            }
            Stmt::Range(name, start, end, step, body, span) => {
                let var = self.assign_target(name, *span)?;
                self.expr_into(start, var, *span)?;
                self.declared.insert(name.clone(), ());
                let end_r = self.temp();
                self.expr_into(end, end_r, *span)?;
                let step_r = match step {
                    None => None,
                    Some(Expr::Int(1)) => None,
                    Some(s) => {
                        let r = self.temp();
                        self.expr_into(s, r, *span)?;
                        Some(r)
                    }
                };
                let exit = match step_r {
                    None => self.emit(Ins::JumpGe(var, end_r, 0), *span),
                    Some(s) => self.emit(Ins::ForDone(var, end_r, s, 0), *span),
                };
                let top = self.here();
                // A loop that only lists moves `(x - k, y)` runs its turns in one instruction (see Ins::RangeMove).
                let fused = match step_r {
                    None => self.range_move(name, var, end_r, body),
                    Some(_) => None,
                };
                if let Some(i) = fused {
                    self.emit(Ins::RangeMove(i as u32), *span);
                }
                self.loops.push((vec![exit], Vec::new()));
                self.locked.push(name.clone());
                self.block(body)?;
                self.locked.pop();
                let cont = self.here();
                let close = match step_r {
                    None => Ins::ForInc(var, end_r, top),
                    Some(s) => Ins::ForStep(var, end_r, s, top),
                };
                self.close_loop(cont, close, *span);
                if let Some(i) = fused {
                    // The body ends with its move; the loop's ForInc follows it.
                    self.ranges[i].emit = cont - 1;
                    self.ranges[i].close = cont;
                }
            }
            Stmt::List(name, items, body, span) => {
                let var = self.assign_target(name, *span)?;
                self.declared.insert(name.clone(), ());
                if items.is_empty() {
                    return Ok(());
                }
                let base = self.top as R;
                for _ in items {
                    self.temp();
                }
                for (i, item) in items.iter().enumerate() {
                    self.expr_into(item, base + i as R, *span)?;
                }
                let index = self.temp();
                let zero = self.konst(0);
                self.emit(Ins::Mov(index, zero), *span);
                let count = self.konst(items.len() as i64);
                let top = self.emit(Ins::Index(var, base, index), *span) as u32;
                self.loops.push((Vec::new(), Vec::new()));
                self.locked.push(name.clone());
                self.block(body)?;
                self.locked.pop();
                let cont = self.here();
                self.close_loop(cont, Ins::ForInc(index, count, top), *span);
            }
            Stmt::CFor(init, cond, step, body, span) => {
                self.block(init)?;
                let to_check = self.emit(Ins::Jump(0), Span::default());
                let top = self.here();
                self.loops.push((Vec::new(), Vec::new()));
                self.block(body)?;
                let cont = self.here();
                self.block(step)?;
                let check = self.here();
                self.patch(to_check, check);
                match cond {
                    Some(cond) => self.jump_back_while(cond, top, *span)?,
                    None => {
                        self.emit(Ins::Loop(top), *span);
                    }
                }
                self.end_loop(cont);
            }
            Stmt::Break(span) | Stmt::Continue(span) => {
                if self.loops.is_empty() {
                    return Err(err(Code::RuleBreakOutside, *span));
                }
                let j = self.emit(Ins::Jump(0), *span);
                let (breaks, continues) = self.loops.last_mut().expect("checked above");
                if matches!(stmt, Stmt::Break(_)) {
                    breaks.push(j);
                } else {
                    continues.push(j);
                }
            }
            Stmt::Move(targets, span) => self.move_to(targets, *span)?,
        }
        Ok(())
    }

    /// Jumps back to `top` while `cond` holds (each jump taken spends a step; `span` is the loop's place in the text).
    fn jump_back_while(&mut self, cond: &Expr, top: u32, span: Span) -> Result<()> {
        for j in self.jump_when(cond, true)? {
            self.patch(j, top);
            self.spans[j] = span;
        }
        Ok(())
    }

    /// Ends the innermost loop, its jump back emitted: its `continue`s go to `cont`, its `break`s past the end.
    fn end_loop(&mut self, cont: u32) {
        let (breaks, continues) = self.loops.pop().expect("a loop is open");
        let exit = self.here();
        continues.into_iter().for_each(|j| self.patch(j, cont));
        breaks.into_iter().for_each(|j| self.patch(j, exit));
    }

    /// Ends the innermost loop with `close` (its jump back, where a step is spent: `span` is the loop's place in the
    /// text): its `continue`s go to `cont`, its `break`s past the end.
    fn close_loop(&mut self, cont: u32, close: Ins, span: Span) {
        self.emit(close, span);
        self.end_loop(cont);
    }

    /// The [`RangeMove`] of a `range` loop over `name` (in register `var`, up to `end`) whose body is one move of one
    /// state, each number a variable or a constant, plus or minus `name`, or `name` itself; `None` for any other body.
    fn range_move(&mut self, name: &str, var: R, end: R, body: &[Stmt]) -> Option<usize> {
        let [Stmt::Move(targets, _)] = body else { return None };
        let [t] = targets.as_slice() else { return None };
        if t.parts.len() != self.arity || t.parts.len() > 4 {
            return None;
        }
        let operand = |c: &Compiler, e: &Expr| -> Option<R> {
            match e {
                Expr::Int(v) => c.consts.get(v).copied(),
                Expr::Var(v) if v != name && c.declared.contains_key(v) => c.vars.get(v).copied(),
                _ => None,
            }
        };
        let is_var = |e: &Expr| matches!(e, Expr::Var(v) if v == name);
        let mut parts = [(0 as R, 0i8); 4];
        for (j, part) in t.parts.iter().enumerate() {
            parts[j] = match part {
                e if is_var(e) => (var, 0),
                Expr::Bin(BinOp::Sub, a, b, _) if is_var(b) => (operand(self, a)?, -1),
                Expr::Bin(BinOp::Add, a, b, _) if is_var(b) => (operand(self, a)?, 1),
                Expr::Bin(BinOp::Add, a, b, _) if is_var(a) => (operand(self, b)?, 1),
                e => (operand(self, e)?, 0),
            };
        }
        self.ranges.push(RangeMove {
            var,
            end,
            parts,
            count: t.parts.len() as u8,
            emit: 0,
            close: 0,
        });
        Some(self.ranges.len() - 1)
    }

    fn move_to(&mut self, targets: &[Target], span: Span) -> Result<()> {
        let count = targets.len() * self.arity;
        if count > u8::MAX as usize {
            return Err(err(Code::RuleTooLarge, span));
        }
        if let [t] = targets {
            if let [Expr::Var(name)] = t.parts.as_slice() {
                let r = self.var(name, t.span)?;
                self.emit(Ins::Emit(r, 1), span);
                return Ok(());
            }
        }
        if let [t] = targets {
            if let [a, b] = t.parts.as_slice() {
                if self.arity == 2 {
                    let a = self.expr(a, t.span)?;
                    let b = self.expr(b, t.span)?;
                    self.emit(Ins::Emit2(a, b), span);
                    return Ok(());
                }
            }
        }
        let base = self.top as R;
        for _ in 0..count {
            self.temp();
        }
        for (i, t) in targets.iter().enumerate() {
            if t.parts.len() != self.arity {
                let code = if self.arity == 1 {
                    Code::RuleTupleForNumber
                } else {
                    Code::RuleTupleSize
                };
                return Err(err(
                    Message::new(code).arg("arity", self.arity).arg("count", t.parts.len()),
                    t.span,
                ));
            }
            for (j, part) in t.parts.iter().enumerate() {
                self.expr_into(part, base + (i * self.arity + j) as R, t.span)?;
            }
        }
        self.emit(Ins::Emit(base, count as u8), span);
        Ok(())
    }

    fn var(&self, name: &str, span: Span) -> Result<R> {
        match self.vars.get(name) {
            Some(&r) if self.declared.contains_key(name) => Ok(r),
            Some(_) => Err(err(Message::new(Code::RuleUnassigned).arg("name", name), span)),
            None => Err(err(Message::new(Code::RuleUnknownVariable).arg("name", name), span)),
        }
    }

    /// The register holding `e`'s value (a variable or constant itself, else a new temporary).
    fn expr(&mut self, e: &Expr, span: Span) -> Result<R> {
        match e {
            Expr::Int(v) => Ok(self.konst(*v)),
            Expr::Var(name) => self.var(name, span),
            _ => {
                let r = self.temp();
                self.expr_into(e, r, span)?;
                Ok(r)
            }
        }
    }

    /// `e`'s value into `dst`. Operands are read before `dst` is written, except in `&&`, `||`, `min` and `max`,
    /// which go through a temporary.
    fn expr_into(&mut self, e: &Expr, dst: R, span: Span) -> Result<()> {
        match e {
            Expr::Int(_) | Expr::Var(_) => {
                let r = self.expr(e, span)?;
                if r != dst {
                    self.emit(Ins::Mov(dst, r), span);
                }
            }
            Expr::Bin(op @ (BinOp::Xor | BinOp::Or), a, b, at) if one_bit(b).is_some() || one_bit(a).is_some() => {
                let (x, i) = match one_bit(b) {
                    Some(i) => (a, i),
                    None => (b, one_bit(a).expect("checked")),
                };
                let rx = self.expr(x, *at)?;
                let ri = self.expr(i, *at)?;
                let ins = if *op == BinOp::Xor {
                    Ins::XorBit(dst, rx, ri)
                } else {
                    Ins::OrBit(dst, rx, ri)
                };
                self.emit(ins, *at);
            }
            Expr::Bin(op, a, b, at) => {
                let ra = self.expr(a, *at)?;
                let rb = self.expr(b, *at)?;
                self.emit(bin(*op, dst, ra, rb), *at);
            }
            Expr::Un(op, a) => {
                let ra = self.expr(a, span)?;
                let ins = match op {
                    UnOp::Neg => Ins::Neg(dst, ra),
                    UnOp::Not => Ins::Not(dst, ra),
                    UnOp::BitNot => Ins::BitNot(dst, ra),
                };
                self.emit(ins, span);
            }
            Expr::Logic(..) => {
                let t = self.temp();
                let zero = self.konst(0);
                let one = self.konst(1);
                let fail = self.jump_unless(e)?;
                self.emit(Ins::Mov(t, one), span);
                let end = self.emit(Ins::Jump(0), span);
                let here = self.here();
                fail.into_iter().for_each(|j| self.patch(j, here));
                self.emit(Ins::Mov(t, zero), span);
                let here = self.here();
                self.patch(end, here);
                self.emit(Ins::Mov(dst, t), span);
            }
            Expr::Call(f, args) => {
                let first = self.expr(&args[0], span)?;
                match f {
                    Builtin::Abs => {
                        self.emit(Ins::Abs(dst, first), span);
                    }
                    Builtin::Popcount => {
                        self.emit(Ins::Popcount(dst, first), span);
                    }
                    Builtin::Min | Builtin::Max => {
                        let t = self.temp();
                        self.emit(Ins::Mov(t, first), span);
                        for a in &args[1..] {
                            let r = self.expr(a, span)?;
                            let ins = if *f == Builtin::Min {
                                Ins::Min(t, t, r)
                            } else {
                                Ins::Max(t, t, r)
                            };
                            self.emit(ins, span);
                        }
                        self.emit(Ins::Mov(dst, t), span);
                    }
                }
            }
        }
        Ok(())
    }

    /// Jumps (to be patched) taken when `cond` is false.
    fn jump_unless(&mut self, cond: &Expr) -> Result<Vec<usize>> {
        self.jump_when(cond, false)
    }

    /// Jumps (to be patched) taken when `cond` is `value`.
    fn jump_when(&mut self, cond: &Expr, value: bool) -> Result<Vec<usize>> {
        let span = Span::default();
        if let Some((x, i)) = bit_test(cond) {
            let rx = self.expr(x, span)?;
            let ri = self.expr(i, span)?;
            let ins = if value {
                Ins::JumpIfBit(rx, ri, 0)
            } else {
                Ins::JumpIfNoBit(rx, ri, 0)
            };
            return Ok(vec![self.emit(ins, span)]);
        }
        match cond {
            // `bit == 0`, `bit != 0`, `bit == 1`: the bit test again.
            Expr::Bin(op @ (BinOp::Eq | BinOp::Ne), a, b, _)
                if bit_test(a).is_some()
                    && (matches!(**b, Expr::Int(0)) || (matches!(**b, Expr::Int(1)) && shifted_right(a))) =>
            {
                let set = matches!((op, &**b), (BinOp::Eq, Expr::Int(1)) | (BinOp::Ne, Expr::Int(0)));
                self.jump_when(a, value == set)
            }
            Expr::Bin(op, a, b, at) if is_comparison(*op) => {
                let ra = self.expr(a, *at)?;
                let rb = self.expr(b, *at)?;
                let op = if value { *op } else { negate(*op) };
                Ok(vec![self.emit(compare_jump(op, ra, rb), *at)])
            }
            Expr::Un(UnOp::Not, a) => self.jump_when(a, !value),
            // `a && b` is false when a is, or b is; true when both are (a falls through).
            Expr::Logic(and, a, b) if *and != value => {
                let mut out = self.jump_when(a, value)?;
                out.extend(self.jump_when(b, value)?);
                Ok(out)
            }
            Expr::Logic(_, a, b) => {
                let skip = self.jump_when(a, !value)?;
                let out = self.jump_when(b, value)?;
                let here = self.here();
                skip.into_iter().for_each(|j| self.patch(j, here));
                Ok(out)
            }
            _ => {
                let r = self.expr(cond, span)?;
                let ins = if value {
                    Ins::JumpIfNonZero(r, 0)
                } else {
                    Ins::JumpIfZero(r, 0)
                };
                Ok(vec![self.emit(ins, span)])
            }
        }
    }
}

/// `1 << i`: the bit it sets.
fn one_bit(e: &Expr) -> Option<&Expr> {
    match e {
        Expr::Bin(BinOp::Shl, one, i, _) if matches!(**one, Expr::Int(1)) => Some(i),
        _ => None,
    }
}

/// Whether a bit test is written `x >> i & 1` (worth 0 or 1; C's `x & (1 << i)` is worth 0 or 2^i).
fn shifted_right(e: &Expr) -> bool {
    matches!(e, Expr::Bin(BinOp::And, a, b, _) if matches!(**a, Expr::Bin(BinOp::Shr, ..)) || matches!(**b, Expr::Bin(BinOp::Shr, ..)))
}

fn is_comparison(op: BinOp) -> bool {
    matches!(
        op,
        BinOp::Eq | BinOp::Ne | BinOp::Lt | BinOp::Le | BinOp::Gt | BinOp::Ge
    )
}

fn negate(op: BinOp) -> BinOp {
    match op {
        BinOp::Eq => BinOp::Ne,
        BinOp::Ne => BinOp::Eq,
        BinOp::Lt => BinOp::Ge,
        BinOp::Le => BinOp::Gt,
        BinOp::Gt => BinOp::Le,
        BinOp::Ge => BinOp::Lt,
        other => other,
    }
}
