//! NOI 2011 兔兔与蛋蛋游戏 (Luogu P1971): a board of white pieces (`O`), black pieces (`X`) and one empty cell (`.`).
//! 兔兔 moves first and moves a white piece into the empty cell from a neighbour, 蛋蛋 a black one; who cannot move
//! loses. Then k, and the 2k moves played (`x y`, the cell of the piece moved, 1-based), alternating. Output the
//! number of 兔兔's mistakes (a move from a position she wins to one 蛋蛋 wins), then their numbers, one a line.
//!
//! The empty cell walks: onto a white cell on 兔兔's turns, a black one on 蛋蛋's, and never back onto a cell it
//! left (a piece moved out of the way is of the other colour by then). So the game is geography on the graph joining
//! each black cell (and the empty cell's first, which is taken as black) to its white neighbours: the player to move
//! wins exactly when every maximum matching of the cells not yet visited covers the empty cell. One matching,
//! kept maximum as cells are visited ([`Shrinking`]), answers every turn.

use super::board::Board;
use super::Answer;
use crate::base::error::{Code, Message, Result};
use crate::base::limits::Limits;
use crate::contest::import::{self, Tokens};
use crate::theory::matching::Shrinking;

pub fn solve(text: &str, limits: &Limits) -> Result<Vec<Answer>> {
    let mut tokens = Tokens::new(text);
    if !tokens.more() {
        return Err(import::empty_input(Code::TheRowCount));
    }
    let board = Board::read(&mut tokens, "OX.", limits)?;
    let empties: Vec<usize> = (0..board.cells.len()).filter(|&i| board.cells[i] == b'.').collect();
    let &[start] = empties.as_slice() else {
        return Err(tokens.error(Message::new(Code::InputOneEmpty).arg("found", empties.len())));
    };
    let white = |i: usize| board.cells[i] == b'O';
    let g = board.graph(|a, b| white(a) != white(b));
    let k = import::count(&mut tokens, Code::TheMoveTotal, 0)?;
    let mut matching = Shrinking::new(&g);
    let mut visited = vec![false; board.cells.len()];
    let mut empty = start;
    let mut wins = Vec::new();
    for turn in 1..=2 * k {
        let mut coordinate = |limit: usize| -> Result<usize> {
            let what = Message::new(Code::AMoveCell).arg("move", turn);
            let v = tokens.number(what, import::MAX_COUNT, Code::InputNumberTooLarge)?;
            if v == 0 || v as usize > limit {
                return Err(tokens.error(
                    Message::new(Code::InputCountRange)
                        .phrase("context", Message::new(Code::AMoveCell).arg("move", turn))
                        .arg("low", 1)
                        .arg("limit", limit),
                ));
            }
            Ok(v as usize - 1)
        };
        let (r, c) = (coordinate(board.rows)?, coordinate(board.cols)?);
        let cell = r * board.cols + c;
        // 兔兔 (odd turns) moves a white piece, 蛋蛋 a black one, from next to the empty cell, from a cell the empty
        // cell has not visited.
        let legal = white(cell) == (turn % 2 == 1) && !visited[cell] && board.neighbours(empty).any(|n| n == cell);
        if !legal {
            return Err(tokens.error(
                Message::new(Code::InputNotAMove)
                    .arg("move", turn)
                    .arg("row", r + 1)
                    .arg("col", c + 1),
            ));
        }
        visited[empty] = true;
        wins.push(matching.take(empty as u32));
        empty = cell;
    }
    let mistakes: Vec<u64> = (0..k as usize)
        .filter(|&i| wins[2 * i] && wins[2 * i + 1])
        .map(|i| i as u64 + 1)
        .collect();
    let mut lines = vec![mistakes.len().to_string()];
    lines.extend(mistakes.iter().map(u64::to_string));
    Ok(vec![Answer {
        answer: lines.join("\n"),
        value: mistakes.len() as u64,
        parts: mistakes,
    }])
}
