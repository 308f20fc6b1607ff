//! Playing a position: every legal move, the computer's move, and recognising the move a player makes.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::analyze::{make_move, Evaluator, Move, LISTED_TEXT};
use crate::engine::search::{self, Search};
use crate::game::Position;
use crate::rules::{self, MoveTo};
use serde::Serialize;

/// The most moves [`moves`] lists.
pub const LISTED: usize = 2000;
/// The most work [`moves`] spends counting: moves times the numbers each copies.
pub const COUNTED: u64 = 1 << 23;

/// The legal moves of a position, in move order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct MoveList {
    /// At most [`LISTED`] of them, whose position texts add up to about [`LISTED_TEXT`] characters (each with
    /// `value` null: judging every move is `analyze`'s work).
    pub moves: Vec<Move>,
    /// How many there are; `None` when counting them would cost more than [`COUNTED`].
    pub count: Option<u64>,
}

/// Every legal move (up to [`LISTED`]), component by component, in move order.
pub fn moves(position: &Position) -> Result<MoveList> {
    let mut listed = Vec::new();
    let mut count = 0u64;
    let mut counted = true;
    // Each move the rules make is a copy of its component: counting costs moves × numbers, and stops at COUNTED of
    // those (computed once, not per move: per move it made a position of 200 000 heaps take minutes).
    let per_move = copy_cost(position);
    let too_many_to_count = search::move_bound(position).saturating_mul(per_move) > COUNTED;
    // Each listed move carries the whole position after it: their texts share analyze's budget, so a position of
    // 200 000 heaps lists a few moves, not 2 000 copies of itself.
    let mut text_left = LISTED_TEXT;
    'all: for (i, c) in position.components.iter().enumerate() {
        for m in rules::of(&c.family).moves(c)? {
            if count.saturating_mul(per_move) >= COUNTED {
                counted = false;
                break 'all;
            }
            count += 1;
            if listed.len() < LISTED && text_left > 0 {
                let m = make_move(position, i, m, None);
                text_left = text_left.saturating_sub(m.position.len());
                listed.push(m);
            } else if too_many_to_count {
                // Counting would take too long; stop once the list is full.
                counted = false;
                break 'all;
            }
        }
    }
    Ok(MoveList {
        moves: listed,
        count: counted.then_some(count),
    })
}

/// The numbers a move's copy of the largest component holds.
fn copy_cost(position: &Position) -> u64 {
    position
        .components
        .iter()
        .map(|c| c.heaps.len() as u64 + 1)
        .max()
        .unwrap_or(1)
}

/// The computer's move, and whether it wins.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ComputerMove {
    pub r#move: Move,
    /// Whether the move leaves the opponent a lost position (the computer plays perfectly, so it says so).
    pub winning: bool,
    /// The position is a draw and the move keeps it one (a loopy game). Present only when true.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub draw: bool,
    /// The number of moves left with best play after this one, when the search could tell.
    pub remoteness: Option<u32>,
    /// The family's rule that chose the move, when one did (geography's matching edge): the page says it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<rules::Rule>,
}

/// The computer's move from `position`, or `None` when no move exists (the game is over).
///
/// When the position is won, a winning move: the fastest win when the search can see the whole game, otherwise the
/// winning move from the largest heap (for Nim, the notes' move). When it is lost, the move after which the
/// opponent's win takes longest, when the search can see the whole game; otherwise the first legal move in move
/// order (usually one stone from the first non-empty heap), which keeps the game going. The look at the whole game
/// takes at most the caller's [`Limits::lookahead`] positions (small, so a move comes in milliseconds whatever the
/// position); past it, the computer plays the rule's move.
pub fn computer_move(position: &Position, limits: &Limits) -> Result<Option<ComputerMove>> {
    let mut first = None;
    for (i, c) in position.components.iter().enumerate() {
        if let Some(m) = rules::of(&c.family).moves(c)?.next() {
            first = Some((i, m));
            break;
        }
    }
    let Some((first_component, first_move)) = first else {
        return Ok(None);
    };
    if let [c] = position.components.as_slice() {
        // A family whose positions repeat: no search sees the whole game; its rule chooses.
        if let Some(choice) = rules::of(&c.family).computer_move(c) {
            return Ok(Some(ComputerMove {
                r#move: make_move(position, 0, choice.to, None),
                winning: choice.outcome == crate::theory::loopy::Outcome::Win,
                draw: choice.outcome == crate::theory::loopy::Outcome::Draw,
                remoteness: None,
                rule: choice.rule,
            }));
        }
    }
    let mut ev = Evaluator::new(position, limits)?;
    // The whole game, when a small search sees all of it. Its own search: a failed look must not use up the
    // evaluator's, which the rule's move below needs for the values of a sum's components.
    let mut look = Search::with_limit(limits, limits.lookahead);
    // A position whose numbers allow many times more positions than the look may visit would only fill it in
    // vain (a second or more for Wythoff's 100 200, whose value the analysis below finds anyway).
    let worth_a_look = search::box_size(position) <= (4 * limits.lookahead) as f64;
    if let Some(s) = worth_a_look.then(|| look.solve(position).ok()).flatten() {
        // The search saw the whole game: hurry when winning, delay when losing.
        let mut best: Option<(u32, usize, MoveTo)> = None;
        for (i, c) in position.components.iter().enumerate() {
            for m in rules::of(&c.family).moves(c)? {
                let next = position.replace(i, m.next.clone());
                let o = look.solve(&next)?;
                if o.wins == s.wins {
                    continue; // winning: only moves to lost positions; losing: every move goes to a won one
                }
                let better = match &best {
                    None => true,
                    Some((r, ..)) if s.wins => o.remoteness < *r,
                    Some((r, ..)) => o.remoteness > *r,
                };
                if better {
                    best = Some((o.remoteness, i, m));
                }
            }
        }
        let (remoteness, i, m) = best.expect("a position with moves has a best one");
        return Ok(Some(ComputerMove {
            r#move: make_move(position, i, m, None),
            winning: s.wins,
            draw: false,
            remoteness: Some(remoteness),
            rule: None,
        }));
    }
    let (analysis, _) = ev.analyze(position)?;
    if analysis.first_player_wins {
        if let Some(m) = analysis.winning_moves.iter().max_by_key(|m| m.from) {
            // max_by_key keeps the last of equals; prefer the first listed among the largest.
            let largest = m.from;
            let m = analysis.winning_moves.iter().find(|m| m.from == largest).cloned();
            return Ok(m.map(|m| ComputerMove {
                r#move: m,
                winning: true,
                draw: false,
                remoteness: None,
                rule: None,
            }));
        }
    }
    Ok(Some(ComputerMove {
        r#move: make_move(position, first_component, first_move, None),
        winning: false,
        draw: false,
        remoteness: None,
        rule: None,
    }))
}

/// The move from `position` to `next` (both in notation), if `next` is one move away.
pub fn find_move(position: &Position, next: &Position) -> Result<Move> {
    let shape = || {
        Error::new(
            Message::new(Code::DifferentShape)
                .arg("next", next)
                .arg("position", position),
        )
    };
    if next.components.len() != position.components.len()
        || next
            .components
            .iter()
            .zip(&position.components)
            .any(|(a, b)| a.family != b.family)
    {
        return Err(shape());
    }
    let changed: Vec<usize> = (0..position.components.len())
        .filter(|&i| position.components[i] != next.components[i])
        .collect();
    let not_a_move = || Error::new(Message::new(Code::NotAMove).arg("next", next).arg("position", position));
    let (i, action) = match changed.as_slice() {
        [i] => {
            let (c, target) = (&position.components[*i], &next.components[*i]);
            (*i, rules::of(&c.family).find_move(c, target).ok_or_else(not_a_move)?)
        }
        // The same position again: a move that comes back where it started (a token on a loop).
        [] => position
            .components
            .iter()
            .enumerate()
            .find_map(|(i, c)| rules::of(&c.family).find_move(c, c).map(|a| (i, a)))
            .ok_or_else(not_a_move)?,
        _ => return Err(not_a_move()),
    };
    let target = &next.components[i];
    Ok(make_move(
        position,
        i,
        MoveTo {
            action,
            next: target.clone(),
        },
        None,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    fn p(text: &str) -> Position {
        parse_position(text).unwrap()
    }

    #[test]
    fn many_heaps_list_a_bounded_text_and_count_while_counting_is_cheap() {
        // Each heap of 1 has one move (take it): 1 500 heaps, 1 500 moves, all counted.
        let some = moves(&p(&format!("nim: {}", "1 ".repeat(1500)))).unwrap();
        assert_eq!(some.count, Some(1500));
        // 200 000 heaps: every move's text is the whole position (400 000 characters), so only a few are listed,
        // and counting (a copy of the heaps per move) is given up; this took minutes when each listed and counted
        // move walked or copied every heap.
        let many = moves(&p(&format!("nim: {}", "1 ".repeat(200_000)))).unwrap();
        let text: usize = many.moves.iter().map(|m| m.position.len()).sum();
        assert!(!many.moves.is_empty() && text <= LISTED_TEXT + 400_010, "{text}");
        assert_eq!(many.count, None);
    }

    #[test]
    fn moves_are_listed_in_order_and_counted() {
        let list = moves(&p("sub(1..3): 5 + boxes: 1 2*")).unwrap();
        let texts: Vec<&str> = list.moves.iter().map(|m| m.text.as_str()).collect();
        assert_eq!(
            texts,
            [
                "take 1 from 5",
                "take 2 from 5",
                "take 3 from 5",
                "open the box of 1",
                "take 1 from 2",
                "take 2 from 2"
            ]
        );
        assert_eq!(list.count, Some(6));
        assert_eq!(list.moves[3].position, "sub(1..3): 5 + boxes: 1* 2*");
        let huge = moves(&p("nim: 2000000000")).unwrap();
        assert_eq!((huge.moves.len(), huge.count), (LISTED, None));
    }

    #[test]
    fn the_computer_wins_when_it_can_and_delays_when_it_cannot() {
        let m = computer_move(&p("nim: 14 21 39"), &Limits::DEFAULT).unwrap().unwrap();
        assert!(m.winning);
        assert_eq!(m.r#move.position, "nim: 14 21 27");
        let lost = computer_move(&p("sub(1..3): 4"), &Limits::DEFAULT).unwrap().unwrap();
        assert!(!lost.winning);
        assert_eq!(
            lost.r#move.text, "take 1 from 4",
            "taking 1 leaves the longest win (3 moves)"
        );
        assert_eq!(computer_move(&p("nim: 0 0"), &Limits::DEFAULT).unwrap(), None);
        // Too large to search: the rule's winning move, from the largest heap.
        let big = computer_move(&p("nim: 1000000 2000000"), &Limits::DEFAULT)
            .unwrap()
            .unwrap();
        assert!(big.winning && big.remoteness.is_none());
        assert_eq!(big.r#move.position, "nim: 1000000 1000000");
    }

    #[test]
    fn the_computer_plays_every_position_analyze_solves() {
        // Too large to see whole, but the sum has a value: the move must leave SG 0, found by the search of each
        // component alone (not by the computer's own code).
        let m = computer_move(&p("wythoff: 60 120 + nim: 20"), &Limits::DEFAULT)
            .unwrap()
            .unwrap();
        assert!(m.winning);
        let after = p(&m.r#move.position);
        let sg = |c: &crate::game::Component| {
            let alone = Position {
                components: vec![c.clone()],
            };
            Search::new(&Limits::DEFAULT).solve(&alone).unwrap().sg.unwrap()
        };
        assert_eq!(
            sg(&after.components[0]) ^ sg(&after.components[1]),
            0,
            "{}",
            m.r#move.position
        );
        // Wide positions that took gigabytes or hung: a move comes back, and it is legal.
        for text in [
            format!("staircase: {}", "1 ".repeat(160)),
            format!("nim: {}", "1 ".repeat(1000)),
            format!("stoned: {}", "1000 ".repeat(500)),
        ] {
            let position = p(&text);
            let m = computer_move(&position, &Limits::DEFAULT).unwrap().unwrap();
            assert!(find_move(&position, &p(&m.r#move.position)).is_ok(), "{text}");
        }
        // A thousand heaps of 1 in Nim: an even count loses whatever the computer does.
        let m = computer_move(&p(&format!("nim: {}", "1 ".repeat(1000))), &Limits::DEFAULT)
            .unwrap()
            .unwrap();
        assert!(!m.winning);
    }

    #[test]
    fn a_players_move_is_recognised_or_refused() {
        assert_eq!(find_move(&p("nim: 3 4"), &p("nim: 3 1")).unwrap().text, "take 3 from 4");
        assert_eq!(
            find_move(&p("kayles: 7"), &p("kayles: 2 4")).unwrap().text,
            "take 1 from 7, leaving 2 and 4"
        );
        assert_eq!(
            find_move(&p("staircase: 3 2"), &p("staircase: 5 0")).unwrap().text,
            "move 2 from step 2 to step 1"
        );
        assert_eq!(
            find_move(&p("nim: 3 4"), &p("nim: 2 1")).unwrap_err().to_string(),
            "nim: 2 1 is not one move from nim: 3 4"
        );
        assert_eq!(
            find_move(&p("nim: 3"), &p("kayles: 3")).unwrap_err().code(),
            Code::DifferentShape
        );
        assert_eq!(
            find_move(&p("nim: 1000000000"), &p("nim: 7")).unwrap().take,
            Some(999_999_993)
        );
    }
}
