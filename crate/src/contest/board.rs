//! A board read from a contest input: `N M`, then N rows of M cells, each a character of the problem's own (`.` free,
//! `#` a wall; `O`, `X` pieces), and the graph of its cells, each joined to its four neighbours.

use crate::base::error::{Code, Message, Result};
use crate::base::limits::Limits;
use crate::contest::import::{self, Tokens};
use crate::theory::matching::{self, Graph};

/// Rows of cells, row by row.
pub struct Board {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<u8>,
}

impl Board {
    /// Reads `N M` and N rows whose cells are among `cells` (a row is one word: the cells are not spaced), at most
    /// the caller's [`Limits::contest_size`] cells (the matching and the walk over it are about linear in the cells).
    pub fn read(tokens: &mut Tokens, cells: &str, limits: &Limits) -> Result<Board> {
        let rows = import::count(tokens, Code::TheRowCount, 1)? as usize;
        let cols = import::count(tokens, Code::TheColumnCount, 1)? as usize;
        if (rows as u64).saturating_mul(cols as u64) > limits.contest_size {
            return Err(tokens.error(Message::new(Code::InputBoardSize).arg("limit", limits.contest_size)));
        }
        let mut board = Vec::with_capacity(rows * cols);
        for row in 1..=rows {
            let word = tokens.word();
            if word.is_empty() {
                return Err(tokens.error(
                    Message::new(Code::InputExpected).phrase("context", Message::new(Code::ARow).arg("row", row)),
                ));
            }
            if let Some(bad) = word.chars().find(|c| !cells.contains(*c)) {
                let list: Vec<String> = cells.chars().map(|c| format!("'{c}'")).collect();
                return Err(tokens.error(
                    Message::new(Code::InputBoardCell)
                        .arg("found", bad)
                        .arg("cells", list.join(", ")),
                ));
            }
            if word.len() != cols {
                return Err(tokens.error(
                    Message::new(Code::InputBoardRow)
                        .arg("row", row)
                        .arg("found", word.len())
                        .arg("cols", cols),
                ));
            }
            board.extend_from_slice(word.as_bytes());
        }
        Ok(Board {
            rows,
            cols,
            cells: board,
        })
    }

    /// The cells' four neighbours, as indices.
    pub fn neighbours(&self, i: usize) -> impl Iterator<Item = usize> + '_ {
        let (r, c) = (i / self.cols, i % self.cols);
        [
            (r > 0).then(|| i - self.cols),
            (r + 1 < self.rows).then(|| i + self.cols),
            (c > 0).then(|| i - 1),
            (c + 1 < self.cols).then(|| i + 1),
        ]
        .into_iter()
        .flatten()
    }

    /// The graph whose vertices are the cells (by index) and whose edges join neighbours `a`, `b` with `joined(a, b)`.
    pub fn graph(&self, joined: impl Fn(usize, usize) -> bool) -> Graph {
        matching::grid(self.rows, self.cols, joined)
    }
}
