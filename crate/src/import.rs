//! Contest input formats, read into games and positions.
//!
//! HDU 1524 "A Chess Game": each test case is N (the number of vertices), then N successor lists "m s1 … sm"
//! (the moves from vertex i, 0-based), then queries "m t1 … tm" (m tokens on vertices t1 … tm), ended by a 0.
//! Test cases follow each other until the end of the input. Numbers may be split over lines in any way.

use crate::error::{Error, Result};
use crate::game::{Dag, Game};
use crate::notation::MAX_VERTEX;
use crate::solve;

/// One test case: the graph, and the token vertices of each query.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hdu1524 {
    pub game: Game,
    pub queries: Vec<Vec<u32>>,
}

/// Reads every test case of an HDU 1524 input; errors say what and at which line and column.
pub fn hdu1524(text: &str) -> Result<Vec<Hdu1524>> {
    let mut tokens = Tokens::new(text);
    let mut cases = Vec::new();
    while tokens.more() {
        let n = tokens.number("the number of vertices N")?;
        if n == 0 || n > MAX_VERTEX + 1 {
            return Err(tokens.error(&format!("N must be between 1 and {}", MAX_VERTEX + 1)));
        }
        let mut edges = Vec::new();
        for v in 0..n {
            let m = tokens.number(&format!("the number of moves from vertex {v}"))?;
            for _ in 0..m {
                let to = tokens.number(&format!("a successor of vertex {v}"))?;
                if to >= n {
                    return Err(tokens.error(&format!(
                        "vertex {to} is not in the graph (its vertices are 0..{})",
                        n - 1
                    )));
                }
                edges.push((v, to));
            }
        }
        let dag = Dag::from_edges(n as usize, &edges);
        // HDU 1524 promises an acyclic graph; say so when it is not.
        solve::graph::reverse_topological_order(&dag)?;
        let mut queries = Vec::new();
        // The 0 that ends the queries may be missing at the end of the input.
        while tokens.more() {
            let m = tokens.number("the number of tokens")?;
            if m == 0 {
                break;
            }
            let mut query = Vec::new();
            for _ in 0..m {
                let v = tokens.number("a token's vertex")?;
                if v >= n {
                    return Err(tokens.error(&format!(
                        "vertex {v} is not in the graph (its vertices are 0..{})",
                        n - 1
                    )));
                }
                query.push(v);
            }
            queries.push(query);
        }
        cases.push(Hdu1524 {
            game: Game::Graph(dag),
            queries,
        });
    }
    if cases.is_empty() {
        return Err(Error::invalid(
            "expected the number of vertices N at line 1, column 1 (the input is empty)",
        ));
    }
    Ok(cases)
}

/// Whitespace-separated numbers with their line and column (both 1-based, columns in characters).
struct Tokens<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
    /// Where the last token read started.
    at: (usize, usize),
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
            at: (1, 1),
        }
    }

    fn skip_spaces(&mut self) {
        while let Some(&c) = self.chars.peek() {
            if !c.is_whitespace() {
                break;
            }
            self.chars.next();
            if c == '\n' {
                self.line += 1;
                self.column = 1;
            } else {
                self.column += 1;
            }
        }
    }

    fn more(&mut self) -> bool {
        self.skip_spaces();
        self.chars.peek().is_some()
    }

    /// The next number; `what` names it in the error when there is none.
    fn number(&mut self, what: &str) -> Result<u32> {
        self.skip_spaces();
        self.at = (self.line, self.column);
        let mut word = String::new();
        while let Some(&c) = self.chars.peek() {
            if c.is_whitespace() {
                break;
            }
            word.push(c);
            self.chars.next();
            self.column += 1;
        }
        if word.is_empty() {
            return Err(self.error(&format!("expected {what}, found the end of the input")));
        }
        if !word.chars().all(|c| c.is_ascii_digit()) {
            return Err(self.error(&format!("expected {what}, found '{word}'")));
        }
        word.parse::<u32>()
            .ok()
            .filter(|&v| v <= MAX_VERTEX + 1)
            .ok_or_else(|| self.error(&format!("number too large (the limit is {})", MAX_VERTEX + 1)))
    }

    /// An error at the start of the last token read.
    fn error(&self, message: &str) -> Error {
        Error::invalid(format!("{message} at line {}, column {}", self.at.0, self.at.1))
    }
}
