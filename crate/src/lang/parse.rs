//! The syntax of a rule text: a header (`name`, `state`, `where`) and statements in the style of C and Python
//! (`for i in range(a, b)`, `for (i = a; i < b; i++)`, `while`, `if … else if … else`, `move …`), blocks in braces.

use super::lex::{Tok, Token};
use super::{err, Span};
use crate::base::error::{Code, Message, Result};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Mod,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnOp {
    Neg,
    Not,
    BitNot,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    Min,
    Max,
    Abs,
    Popcount,
}

#[derive(Clone, Debug)]
pub enum Expr {
    Int(i64),
    Var(String),
    Bin(BinOp, Box<Expr>, Box<Expr>, Span),
    Un(UnOp, Box<Expr>),
    /// `&&` (true) or `||` (false), short-circuit.
    Logic(bool, Box<Expr>, Box<Expr>),
    Call(Builtin, Vec<Expr>),
}

/// One state a move leaves: a number, or a tuple `(a, b)` for games whose states have several numbers.
#[derive(Clone, Debug)]
pub struct Target {
    pub parts: Vec<Expr>,
    pub span: Span,
}

#[derive(Clone, Debug)]
pub enum Stmt {
    /// `x = e`, or `x op= e` (op given), `x++` as `x += 1`.
    Assign(String, Option<BinOp>, Expr, Span),
    If(Vec<(Expr, Vec<Stmt>)>, Vec<Stmt>),
    While(Expr, Vec<Stmt>, Span),
    /// `for v in range(start, end, step)`: Python's range.
    Range(String, Expr, Expr, Option<Expr>, Vec<Stmt>, Span),
    /// `for v in [a, b, c]`.
    List(String, Vec<Expr>, Vec<Stmt>, Span),
    /// `for (init; cond; step) body`.
    CFor(Vec<Stmt>, Option<Expr>, Vec<Stmt>, Vec<Stmt>, Span),
    Break(Span),
    Continue(Span),
    Move(Vec<Target>, Span),
}

/// A parsed rule text.
#[derive(Clone, Debug)]
pub struct Ast {
    pub name: Option<(String, Span)>,
    pub state: Vec<(String, Span)>,
    pub state_span: Span,
    pub condition: Option<Expr>,
    pub body: Vec<Stmt>,
}

/// Words that cannot name a variable.
pub const KEYWORDS: &[&str] = &[
    "name", "state", "where", "move", "if", "else", "elif", "while", "for", "in", "range", "break", "continue", "and",
    "or", "not", "true", "false", "min", "max", "abs", "popcount",
];

pub fn parse(tokens: &[Token]) -> Result<Ast> {
    let mut p = Parser {
        tokens,
        pos: 0,
        depth: 0,
    };
    p.ast()
}

/// C's integer type words, read and ignored before an assigned variable (`for (int i = 1; …)`).
const TYPE_WORDS: &[&str] = &["int", "long", "short", "signed", "unsigned", "auto", "ll", "size_t"];

/// How deep blocks and expressions may nest: the parser recurses once per level.
const MAX_DEPTH: usize = 64;

struct Parser<'a> {
    tokens: &'a [Token],
    pos: usize,
    depth: usize,
}

impl Parser<'_> {
    fn peek(&self) -> &Tok {
        &self.tokens[self.pos].tok
    }

    fn span(&self) -> Span {
        self.tokens[self.pos].span
    }

    fn next(&mut self) -> Token {
        let t = self.tokens[self.pos].clone();
        if t.tok != Tok::End {
            self.pos += 1;
        }
        t
    }

    fn is(&self, p: &str) -> bool {
        matches!(self.peek(), Tok::Punct(q) if *q == p)
    }

    fn is_word(&self, w: &str) -> bool {
        matches!(self.peek(), Tok::Ident(s) if s == w)
    }

    fn eat(&mut self, p: &str) -> bool {
        let yes = self.is(p);
        if yes {
            self.pos += 1;
        }
        yes
    }

    fn expect(&mut self, p: &'static str) -> Result<Span> {
        let span = self.span();
        if self.eat(p) {
            Ok(span)
        } else {
            Err(self.unexpected(Message::new(Code::RuleExpected).arg("what", format!("'{p}'"))))
        }
    }

    /// "expected …, found …" at the current token.
    fn unexpected(&self, expected: Message) -> crate::base::error::Error {
        let found = match self.peek() {
            Tok::Newline => expected.phrase("found", Message::new(Code::RuleEndOfLine)),
            Tok::End => expected.phrase("found", Message::new(Code::RuleEndOfText)),
            other => expected.arg("found", format!("'{other}'")),
        };
        err(found, self.span())
    }

    fn skip_newlines(&mut self) {
        while matches!(self.peek(), Tok::Newline) || self.is(";") {
            self.pos += 1;
        }
    }

    fn end_of_statement(&mut self) -> Result<()> {
        if matches!(self.peek(), Tok::Newline | Tok::End) || self.is(";") || self.is("}") {
            self.skip_newlines();
            Ok(())
        } else {
            Err(self.unexpected(Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatEnd))))
        }
    }

    fn deeper(&mut self) -> Result<()> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(err(
                Message::new(Code::RuleTooDeep).arg("limit", MAX_DEPTH),
                self.span(),
            ));
        }
        Ok(())
    }

    fn ast(&mut self) -> Result<Ast> {
        let mut name = None;
        let mut state: Option<(Vec<(String, Span)>, Span)> = None;
        let mut condition = None;
        let mut body = Vec::new();
        self.skip_newlines();
        while !matches!(self.peek(), Tok::End) {
            let span = self.span();
            if body.is_empty() && self.is_word("name") {
                self.pos += 1;
                name = Some((self.slug()?, span));
            } else if body.is_empty() && self.is_word("state") {
                self.pos += 1;
                state = Some((self.state_names()?, span));
            } else if body.is_empty() && self.is_word("where") {
                self.pos += 1;
                condition = Some(self.expr()?);
            } else if matches!(self.peek(), Tok::Ident(w) if w == "name" || w == "state" || w == "where") {
                return Err(err(Code::RuleHeaderFirst, span));
            } else {
                body.push(self.statement()?);
                continue;
            }
            self.end_of_statement()?;
        }
        let Some((state, state_span)) = state else {
            return Err(err(Code::RuleNoState, Span { line: 1, column: 1 }));
        };
        Ok(Ast {
            name,
            state,
            state_span,
            condition,
            body,
        })
    }

    /// A game's name: letters, digits and `-` written together (`take-half`).
    fn slug(&mut self) -> Result<String> {
        let start = self.span();
        let mut text = String::new();
        let mut end_column = start.column;
        loop {
            let t = &self.tokens[self.pos];
            let piece = match &t.tok {
                Tok::Ident(s) => s.clone(),
                Tok::Int(_) if !text.is_empty() => t.tok.to_string(),
                Tok::Punct("-") if !text.is_empty() => "-".into(),
                _ => break,
            };
            if !text.is_empty() && (t.span.line != start.line || t.span.column != end_column) {
                break;
            }
            end_column = t.span.column + piece.chars().count();
            text.push_str(&piece);
            self.pos += 1;
        }
        let valid = text.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
            && text.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
            && !text.ends_with('-');
        if !valid {
            return Err(err(Code::RuleBadName, start));
        }
        Ok(text.to_ascii_lowercase())
    }

    /// `n`, `w, h` or `(w, h)`.
    fn state_names(&mut self) -> Result<Vec<(String, Span)>> {
        let paren = self.eat("(");
        let mut names = vec![self.variable()?];
        while self.eat(",") {
            names.push(self.variable()?);
        }
        if paren {
            self.expect(")")?;
        }
        Ok(names)
    }

    fn variable(&mut self) -> Result<(String, Span)> {
        let span = self.span();
        match self.peek().clone() {
            Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => {
                self.pos += 1;
                Ok((s, span))
            }
            _ => {
                Err(self
                    .unexpected(Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatVariable))))
            }
        }
    }

    fn block(&mut self) -> Result<Vec<Stmt>> {
        self.deeper()?;
        self.expect("{")?;
        self.skip_newlines();
        let mut out = Vec::new();
        while !self.is("}") {
            if matches!(self.peek(), Tok::End) {
                return Err(self.unexpected(Message::new(Code::RuleExpected).arg("what", "'}'")));
            }
            out.push(self.statement()?);
        }
        self.pos += 1;
        self.depth -= 1;
        Ok(out)
    }

    /// A statement and what ends it.
    fn statement(&mut self) -> Result<Stmt> {
        let stmt = self.statement_only()?;
        let ends_with_block = matches!(
            stmt,
            Stmt::If(..) | Stmt::While(..) | Stmt::Range(..) | Stmt::List(..) | Stmt::CFor(..)
        );
        if ends_with_block {
            self.skip_newlines();
        } else {
            self.end_of_statement()?;
        }
        Ok(stmt)
    }

    fn statement_only(&mut self) -> Result<Stmt> {
        let span = self.span();
        let word = match self.peek() {
            Tok::Ident(w) => w.clone(),
            _ => {
                return Err(self.unexpected(
                    Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatStatement)),
                ))
            }
        };
        match word.as_str() {
            "move" => {
                self.pos += 1;
                let mut targets = Vec::new();
                if !(matches!(self.peek(), Tok::Newline | Tok::End) || self.is(";") || self.is("}")) {
                    targets.push(self.target()?);
                    while self.eat(",") {
                        targets.push(self.target()?);
                    }
                }
                Ok(Stmt::Move(targets, span))
            }
            "if" => {
                self.pos += 1;
                let mut arms = vec![(self.expr()?, self.block()?)];
                let mut otherwise = Vec::new();
                loop {
                    // `else` may start the next line, as in the common C layout `}\nelse {`.
                    let save = self.pos;
                    self.skip_newlines();
                    if self.is_word("elif") {
                        self.pos += 1;
                        arms.push((self.expr()?, self.block()?));
                    } else if self.is_word("else") {
                        self.pos += 1;
                        if self.is_word("if") {
                            self.pos += 1;
                            arms.push((self.expr()?, self.block()?));
                        } else {
                            otherwise = self.block()?;
                            break;
                        }
                    } else {
                        self.pos = save;
                        break;
                    }
                }
                Ok(Stmt::If(arms, otherwise))
            }
            "while" => {
                self.pos += 1;
                let cond = self.expr()?;
                Ok(Stmt::While(cond, self.block()?, span))
            }
            "for" => {
                self.pos += 1;
                if self.eat("(") {
                    let init = self.simple_list(";")?;
                    self.expect(";")?;
                    let cond = if self.is(";") { None } else { Some(self.expr()?) };
                    self.expect(";")?;
                    let step = self.simple_list(")")?;
                    self.expect(")")?;
                    return Ok(Stmt::CFor(init, cond, step, self.block()?, span));
                }
                let (var, var_span) = self.variable()?;
                if !self.is_word("in") {
                    return Err(self.unexpected(Message::new(Code::RuleExpected).arg("what", "'in'")));
                }
                self.pos += 1;
                if self.is_word("range") {
                    self.pos += 1;
                    let open = self.expect("(")?;
                    let args = self.arguments(")")?;
                    let (start, end, step) = match args.len() {
                        1 => (Expr::Int(0), args[0].clone(), None),
                        2 => (args[0].clone(), args[1].clone(), None),
                        3 => (args[0].clone(), args[1].clone(), Some(args[2].clone())),
                        _ => return Err(err(Code::RuleRangeArguments, open)),
                    };
                    Ok(Stmt::Range(var, start, end, step, self.block()?, var_span))
                } else if self.eat("[") {
                    let items = self.arguments("]")?;
                    Ok(Stmt::List(var, items, self.block()?, var_span))
                } else {
                    Err(self
                        .unexpected(Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatLoop))))
                }
            }
            "break" => {
                self.pos += 1;
                Ok(Stmt::Break(span))
            }
            "continue" => {
                self.pos += 1;
                Ok(Stmt::Continue(span))
            }
            _ => self.simple(),
        }
    }

    /// Assignments separated by commas, up to `close` (the parts of a C-style `for`).
    fn simple_list(&mut self, close: &str) -> Result<Vec<Stmt>> {
        let mut out = Vec::new();
        if self.is(close) {
            return Ok(out);
        }
        out.push(self.simple()?);
        while self.eat(",") {
            out.push(self.simple()?);
        }
        Ok(out)
    }

    /// Skips C type words (`int`, `long long`, `auto`, …) that stand before a variable: a word of [`TYPE_WORDS`]
    /// followed by another word. (A variable may still be named `int`: `int = 3` has no word after it.)
    fn skip_type_words(&mut self) {
        while matches!(self.peek(), Tok::Ident(w) if TYPE_WORDS.contains(&w.as_str()))
            && matches!(self.tokens.get(self.pos + 1).map(|t| &t.tok), Some(Tok::Ident(_)))
        {
            self.pos += 1;
        }
    }

    /// `x = e`, `x += e` (any operator), `x++`, `x--`; C's type words before the variable (`int i = 0`, `long long
    /// x = 1`) are read and ignored, since every variable is a 64-bit integer.
    fn simple(&mut self) -> Result<Stmt> {
        self.skip_type_words();
        let (var, span) = self.variable()?;
        let t = self.next();
        let op = match t.tok {
            Tok::Punct("++") => return Ok(Stmt::Assign(var, Some(BinOp::Add), Expr::Int(1), span)),
            Tok::Punct("--") => return Ok(Stmt::Assign(var, Some(BinOp::Sub), Expr::Int(1), span)),
            Tok::Punct("=") => None,
            Tok::Punct(p) if p.len() >= 2 && p.ends_with('=') && !matches!(p, "==" | "!=" | "<=" | ">=") => {
                Some(bin_op(&p[..p.len() - 1]).expect("compound operators are binary operators"))
            }
            _ => {
                self.pos -= 1;
                return Err(self.unexpected(
                    Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatAssignment)),
                ));
            }
        };
        Ok(Stmt::Assign(var, op, self.expr()?, span))
    }

    fn target(&mut self) -> Result<Target> {
        let span = self.span();
        // `(a, b)` is a tuple; `(a + b) * 2` an expression in brackets.
        if self.is("(") {
            let save = self.pos;
            self.pos += 1;
            let first = self.expr()?;
            if self.eat(",") {
                let mut parts = vec![first];
                parts.extend(self.arguments(")")?);
                return Ok(Target { parts, span });
            }
            self.pos = save;
        }
        Ok(Target {
            parts: vec![self.expr()?],
            span,
        })
    }

    /// Expressions separated by commas, then `close`.
    fn arguments(&mut self, close: &'static str) -> Result<Vec<Expr>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            out.push(self.expr()?);
            if self.eat(close) {
                return Ok(out);
            }
            self.expect(",").map_err(|_| {
                self.unexpected(Message::new(Code::RuleExpected).arg("what", format!("',' or '{close}'")))
            })?;
        }
    }

    pub fn expr(&mut self) -> Result<Expr> {
        self.deeper()?;
        let e = self.binary(0);
        self.depth -= 1;
        e
    }

    /// Precedence climbing, with Python's levels (bit operators bind tighter than comparisons, so `x & 1 == 0`
    /// means what it says; C code that brackets them reads the same): `||` < `&&` < `== !=` < `< <= > >=` < `|`
    /// < `^` < `&` < `<< >>` < `+ -` < `* / %`.
    fn binary(&mut self, min: u8) -> Result<Expr> {
        let mut left = self.unary()?;
        loop {
            let span = self.span();
            let (text, level) = match self.peek() {
                Tok::Punct(p) => match level(p) {
                    Some(l) => (*p, l),
                    None => break,
                },
                Tok::Ident(w) if w == "or" => ("||", 1),
                Tok::Ident(w) if w == "and" => ("&&", 2),
                _ => break,
            };
            if level < min {
                break;
            }
            self.pos += 1;
            let right = self.binary(level + 1)?;
            left = match text {
                "&&" => Expr::Logic(true, Box::new(left), Box::new(right)),
                "||" => Expr::Logic(false, Box::new(left), Box::new(right)),
                _ => Expr::Bin(
                    bin_op(text).expect("levels name binary operators"),
                    Box::new(left),
                    Box::new(right),
                    span,
                ),
            };
        }
        Ok(left)
    }

    fn unary(&mut self) -> Result<Expr> {
        let op = match self.peek() {
            Tok::Punct("-") => Some(UnOp::Neg),
            Tok::Punct("!") => Some(UnOp::Not),
            Tok::Ident(w) if w == "not" => Some(UnOp::Not),
            Tok::Punct("~") => Some(UnOp::BitNot),
            Tok::Punct("+") => {
                self.pos += 1;
                return self.unary();
            }
            _ => None,
        };
        match op {
            Some(op) => {
                self.pos += 1;
                self.deeper()?;
                let inner = self.unary()?;
                self.depth -= 1;
                Ok(match (op, inner) {
                    (UnOp::Neg, Expr::Int(v)) => Expr::Int(v.wrapping_neg()),
                    (op, inner) => Expr::Un(op, Box::new(inner)),
                })
            }
            None => self.atom(),
        }
    }

    fn atom(&mut self) -> Result<Expr> {
        let t = self.next();
        match t.tok {
            Tok::Int(v) => Ok(Expr::Int(v)),
            Tok::Punct("(") => {
                let e = self.expr()?;
                self.expect(")")?;
                Ok(e)
            }
            Tok::Ident(w) => match w.as_str() {
                "true" => Ok(Expr::Int(1)),
                "false" => Ok(Expr::Int(0)),
                "min" | "max" | "abs" | "popcount" => {
                    let f = match w.as_str() {
                        "min" => Builtin::Min,
                        "max" => Builtin::Max,
                        "abs" => Builtin::Abs,
                        _ => Builtin::Popcount,
                    };
                    let open = self.expect("(")?;
                    let args = self.arguments(")")?;
                    let fits = match f {
                        Builtin::Min | Builtin::Max => !args.is_empty(),
                        _ => args.len() == 1,
                    };
                    if !fits {
                        return Err(err(Message::new(Code::RuleArguments).arg("function", &w), open));
                    }
                    Ok(Expr::Call(f, args))
                }
                _ if KEYWORDS.contains(&w.as_str()) => {
                    self.pos -= 1;
                    Err(self
                        .unexpected(Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatValue))))
                }
                _ => Ok(Expr::Var(w)),
            },
            _ => {
                self.pos -= 1;
                Err(self.unexpected(Message::new(Code::RuleExpected).phrase("what", Message::new(Code::RuleWhatValue))))
            }
        }
    }
}

fn level(p: &str) -> Option<u8> {
    Some(match p {
        "||" => 1,
        "&&" => 2,
        "==" | "!=" => 3,
        "<" | "<=" | ">" | ">=" => 4,
        "|" => 5,
        "^" => 6,
        "&" => 7,
        "<<" | ">>" => 8,
        "+" | "-" => 9,
        "*" | "/" | "%" => 10,
        _ => return None,
    })
}

fn bin_op(p: &str) -> Option<BinOp> {
    Some(match p {
        "+" => BinOp::Add,
        "-" => BinOp::Sub,
        "*" => BinOp::Mul,
        "/" => BinOp::Div,
        "%" => BinOp::Mod,
        "&" => BinOp::And,
        "|" => BinOp::Or,
        "^" => BinOp::Xor,
        "<<" => BinOp::Shl,
        ">>" => BinOp::Shr,
        "==" => BinOp::Eq,
        "!=" => BinOp::Ne,
        "<" => BinOp::Lt,
        "<=" => BinOp::Le,
        ">" => BinOp::Gt,
        ">=" => BinOp::Ge,
        _ => return None,
    })
}
