//! Tokens of a rule text, each with its line and column (1-based, in characters) for error messages.

use super::{err, Span};
use crate::base::error::{Code, Message, Result};

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tok {
    Int(i64),
    Ident(String),
    /// An operator or a bracket, as written: `+`, `<<=`, `(`, `{`, `,` …
    Punct(&'static str),
    /// The end of a line outside brackets: it ends a statement, as `;` does.
    Newline,
    End,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub tok: Tok,
    pub span: Span,
}

/// Longest first, so that `<<=` is not read as `<<` then `=`.
const PUNCT: &[&str] = &[
    "<<=", ">>=", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "++",
    "--", "+", "-", "*", "/", "%", "&", "|", "^", "~", "!", "<", ">", "=", "(", ")", "{", "}", "[", "]", ",", ";",
];

/// The tokens of `text`. Comments run from `#` or `//` to the end of the line; a newline inside `( )` or `[ ]` is a
/// space, so a long expression may span lines.
pub fn tokens(text: &str) -> Result<Vec<Token>> {
    let chars: Vec<char> = text.chars().collect();
    let mut out: Vec<Token> = Vec::new();
    let (mut i, mut line, mut line_start) = (0usize, 1usize, 0usize);
    let mut depth = 0i32;
    while i < chars.len() {
        let c = chars[i];
        let span = Span {
            line,
            column: i - line_start + 1,
        };
        if c == '\n' {
            if depth <= 0 {
                out.push(Token {
                    tok: Tok::Newline,
                    span,
                });
            }
            i += 1;
            line += 1;
            line_start = i;
        } else if c.is_whitespace() {
            i += 1;
        } else if c == '#' || (c == '/' && chars.get(i + 1) == Some(&'/')) {
            // `n // 2` is Python's division, not a comment: refuse it rather than drop `2` silently.
            let after: Option<&char> = chars[i + if c == '#' { 1 } else { 2 }..]
                .iter()
                .find(|c| **c != ' ' && **c != '\t');
            let operand_before = matches!(
                out.last(),
                Some(Token { tok: Tok::Int(_) | Tok::Ident(_) | Tok::Punct(")" | "]"), span: s }) if s.line == line
            );
            if c == '/' && operand_before && after.is_some_and(|a| a.is_ascii_digit() || *a == '(') {
                return Err(err(Code::RuleFloorDivision, span));
            }
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
        } else if c.is_ascii_digit() {
            let start = i;
            let (radix, digits_from) = match (c, chars.get(i + 1)) {
                ('0', Some('x' | 'X')) => (16, i + 2),
                ('0', Some('b' | 'B')) => (2, i + 2),
                _ => (10, i),
            };
            i = digits_from;
            while i < chars.len() && (chars[i].is_ascii_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            let digits: String = chars[digits_from..i].iter().filter(|&&c| c != '_').collect();
            let written: String = chars[start..i].iter().collect();
            let value = i64::from_str_radix(&digits, radix)
                .map_err(|_| err(Message::new(Code::RuleBadNumber).arg("number", &written), span))?;
            out.push(Token {
                tok: Tok::Int(value),
                span,
            });
        } else if c.is_alphabetic() || c == '_' {
            let start = i;
            while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
                i += 1;
            }
            out.push(Token {
                tok: Tok::Ident(chars[start..i].iter().collect()),
                span,
            });
        } else {
            let rest = &chars[i..];
            let Some(p) = PUNCT
                .iter()
                .find(|p| p.chars().zip(rest).filter(|(a, b)| a == *b).count() == p.len())
            else {
                return Err(err(Message::new(Code::RuleUnexpectedChar).arg("char", c), span));
            };
            match *p {
                "(" | "[" => depth += 1,
                ")" | "]" => depth -= 1,
                _ => {}
            }
            i += p.len();
            out.push(Token {
                tok: Tok::Punct(p),
                span,
            });
        }
    }
    let span = Span {
        line,
        column: i - line_start + 1,
    };
    out.push(Token {
        tok: Tok::Newline,
        span,
    });
    out.push(Token { tok: Tok::End, span });
    Ok(out)
}

impl std::fmt::Display for Tok {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tok::Int(v) => write!(f, "{v}"),
            Tok::Ident(s) => f.write_str(s),
            Tok::Punct(p) => f.write_str(p),
            Tok::Newline => f.write_str("end of line"),
            Tok::End => f.write_str("end of text"),
        }
    }
}
