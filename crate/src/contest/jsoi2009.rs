//! BZOJ 1443 / Luogu P4055 \[JSOI2009\] 游戏: on a board of free cells (`.`) and walls (`#`), one player puts a token on
//! a free cell of their choice, and the other moves it first, to a free neighbour not visited before; who cannot
//! move loses. The player who places wins exactly on the cells some maximum matching of the free cells misses
//! (geography: [`crate::theory::matching`]). Output `WIN` and those cells, `row col` (1-based, row by row), or
//! `LOSE` when there is none.

use super::board::Board;
use super::Answer;
use crate::base::error::{Code, Result};
use crate::base::limits::Limits;
use crate::contest::import::{self, Tokens};
use crate::theory::matching::{always_covered, Shrinking};

pub fn solve(text: &str, limits: &Limits) -> Result<Vec<Answer>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(import::empty_input(Code::TheRowCount));
    }
    let board = Board::read(&mut tokens, ".#", limits)?;
    let free = |i: usize| board.cells[i] == b'.';
    let g = board.graph(|a, b| free(a) && free(b));
    let covered = always_covered(&g);
    let wins: Vec<String> = (0..board.cells.len())
        .filter(|&i| free(i) && !covered[i])
        .map(|i| format!("{} {}", i / board.cols + 1, i % board.cols + 1))
        .collect();
    let answer = match wins.is_empty() {
        true => "LOSE".to_string(),
        false => format!("WIN\n{}", wins.join("\n")),
    };
    Ok(vec![Answer {
        answer,
        value: wins.len() as u64,
        parts: vec![Shrinking::new(&g).size() as u64],
    }])
}
