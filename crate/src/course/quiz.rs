//! Questions a lesson asks and the learner answers: the SG value of a position, P or N, the winning move, how many
//! winning moves. The core judges every answer from the game's rules (the lesson stores the question, never the
//! answer) and says why: the mex of the options' values, the XOR of the parts, the move that wins, the reply that
//! punishes a losing move. Also the fresh positions of a lesson's closing exercise.

use crate::base::error::{Code, Error, Message, Result};
use crate::engine::analyze::{Evaluator, Move};
use crate::game::{Component, Position};
use crate::notation::Defined;
use crate::notation::{heaps_text, parse_family_in, parse_position_in};
use crate::page::play::find_move;
use crate::rules::{self, Rule};
use crate::theory::loopy::Outcome;
use serde::Serialize;

/// What is asked about a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Ask {
    /// Its SG value (a number).
    Value,
    /// Who wins: "P" (the player to move loses) or "N".
    Outcome,
    /// A winning move: the answer is the position after it.
    Move,
    /// How many winning moves there are (HDU 1850).
    Count,
}

impl Ask {
    /// The question named `name`: value, outcome, move or count.
    pub fn parse(name: &str) -> Result<Ask> {
        match name {
            "value" => Ok(Ask::Value),
            "outcome" => Ok(Ask::Outcome),
            "move" => Ok(Ask::Move),
            "count" => Ok(Ask::Count),
            _ => Err(Error::new(Message::new(Code::UnknownAsk).arg("ask", name))),
        }
    }
}

/// Why the answer is right or wrong, with what the catalog needs to say it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub enum Reason {
    /// SG(h) = mex of the options' values.
    Mex,
    /// The value of a sum: the XOR of its parts' values.
    Xor,
    /// Found by the search (or a family's rule), with no shorter story.
    Search,
    /// An N-position: `moves[0]` leaves a P-position.
    WinningMove,
    /// A P-position: each of its `count` moves leaves an N-position.
    AllMovesLose,
    /// The answer's position is not one move away.
    NotAMove,
    /// The move leaves a P-position (the right answer).
    LeavesP,
    /// The move leaves an N-position: the opponent answers with `reply`; `moves` holds a winning move.
    LeavesN,
    /// The winning moves, `count` of them (the first few in `moves`).
    Counted,
    /// A draw (a game on a graph with cycles): no move leaves a P-position, but `moves[0]` leaves another draw.
    Draw,
    /// A misère sum decided by a misère rule past misère Nim: `rule` holds it, tame heaps' genus added as misère Nim
    /// (`genus`) or each heap's image in the misère quotient and their product (`quotient`); `moves[0]`, for an
    /// N-position, wins.
    MisereRule,
    /// The answer is not a number (or not P / N, or D for a game that can draw).
    Unreadable,
}

/// The core's judgement of one answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Judgement {
    pub correct: bool,
    pub reason: Reason,
    /// The position asked about, in canonical notation …
    pub position: String,
    /// … and its heaps alone (a one-component position: "5" for "sub(1..3): 5").
    pub heaps: String,
    /// Its SG value (normal play) …
    pub sg: Option<u32>,
    /// … and who wins it.
    pub wins: bool,
    /// For [`Reason::Mex`]: the options (their heaps) and their values, in move order.
    pub options: Vec<OptionValue>,
    /// For [`Reason::Xor`]: each part's heaps and value.
    pub parts: Vec<OptionValue>,
    /// Winning moves (at most [`SHOWN`]).
    pub moves: Vec<Move>,
    /// How many winning moves (or, for a P-position, moves) there are.
    pub count: Option<u64>,
    /// The learner's move, when it was one.
    pub played: Option<Move>,
    /// The opponent's winning reply to a losing move.
    pub reply: Option<Move>,
    /// The closed-form rule that decided the position, for [`Reason::MisereRule`].
    pub rule: Option<Rule>,
}

/// A position one move away (or a part of a sum) and its SG value.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OptionValue {
    pub heaps: String,
    pub sg: u32,
}

/// Options listed in a mex explanation; a state with more is explained by the search alone.
pub const MEX_OPTIONS: u64 = 64;
/// Winning moves shown in a judgement.
pub const SHOWN: usize = 8;

/// Judges `answer` to question `ask` about `position` (in notation, where a name may also stand for a game in
/// `defined`, whose limits it is solved under). An unreadable answer is a judgement, not an error; a position the
/// core cannot read or solve is an error.
pub fn judge_in(ask: Ask, position: &str, answer: &str, defined: &Defined) -> Result<Judgement> {
    let p = parse_position_in(position, defined)?;
    judge_position(ask, &p, answer.trim(), defined)
}

fn judge_position(ask: Ask, p: &Position, answer: &str, defined: &Defined) -> Result<Judgement> {
    // A number (a value or a count), P / N, or a position; None when the answer is none of what was asked.
    let number = answer.parse::<u64>().ok();
    let says = match answer.to_ascii_uppercase().as_str() {
        "N" => Some(Outcome::Win),
        "P" => Some(Outcome::Lose),
        "D" => Some(Outcome::Draw),
        _ => None,
    };
    let unreadable = match ask {
        Ask::Value | Ask::Count => number.is_none(),
        Ask::Outcome => says.is_none(),
        Ask::Move => false,
    };
    let mut ev = Evaluator::new(p, defined.limits())?;
    let (analysis, _) = ev.analyze(p)?;
    let mut j = Judgement {
        correct: false,
        reason: Reason::Search,
        position: analysis.position.clone(),
        heaps: match p.components.as_slice() {
            [c] => heaps_text(c),
            _ => analysis.position.clone(),
        },
        sg: analysis.sg,
        wins: analysis.first_player_wins,
        options: Vec::new(),
        parts: Vec::new(),
        moves: analysis.winning_moves.iter().take(SHOWN).cloned().collect(),
        count: analysis.count,
        played: None,
        reply: None,
        rule: None,
    };
    if unreadable {
        j.reason = Reason::Unreadable;
        return Ok(j);
    }
    match ask {
        Ask::Value => {
            j.correct = analysis.sg.map(u64::from) == number;
            explain_value(&mut ev, p, &mut j)?;
        }
        Ask::Outcome => {
            let outcome = if analysis.draw {
                Outcome::Draw
            } else if j.wins {
                Outcome::Win
            } else {
                Outcome::Lose
            };
            j.correct = says == Some(outcome);
            if analysis.draw {
                j.reason = Reason::Draw;
                j.moves = crate::page::play::computer_move(p, defined.limits())?
                    .map(|c| c.r#move)
                    .into_iter()
                    .collect();
            } else if let Some(rule @ (Rule::Genus { .. } | Rule::Quotient { .. })) = analysis.rule {
                // A misère sum: the genus or the product in Q says it, however large the heaps (moves not counted).
                j.reason = Reason::MisereRule;
                j.rule = Some(rule);
            } else if j.wins {
                j.reason = Reason::WinningMove;
            } else {
                j.reason = Reason::AllMovesLose;
                j.count = crate::page::play::moves(p)?.count;
            }
        }
        Ask::Move => {
            let next = match parse_position_in(answer, defined).and_then(|next| find_move(p, &next)) {
                Ok(m) => m,
                Err(_) => {
                    j.reason = Reason::NotAMove;
                    return Ok(j);
                }
            };
            let after = parse_position_in(&next.position, defined)?;
            let v = ev.value(&after)?;
            j.correct = !v.wins;
            j.reason = if v.wins { Reason::LeavesN } else { Reason::LeavesP };
            if v.wins {
                // The position after the move is reachable from the root: the same tables answer it.
                j.reply = ev.analyze(&after)?.0.winning_moves.into_iter().next();
            }
            j.played = Some(next);
        }
        Ask::Count => {
            j.correct = analysis.count.is_some() && analysis.count == number;
            j.reason = Reason::Counted;
        }
    }
    Ok(j)
}

/// Why a position has its value: the mex of its options (one heap, or any single component with few moves), or
/// the XOR of its parts (a sum).
fn explain_value(ev: &mut Evaluator, p: &Position, j: &mut Judgement) -> Result<()> {
    let first = &p.components[0];
    let sum = p.components.len() > 1 || (first.heap_game().is_some() && first.heaps.len() > 1);
    if sum && j.sg.is_some() {
        // Each heap of a heap game is a part of its own; another family's component is one part.
        for (i, c) in p.components.iter().enumerate() {
            if c.heap_game().is_some() {
                for &h in &c.heaps {
                    let part = c.with(vec![h], vec![false]);
                    let sg = ev.component_sg(i, &part)?;
                    j.parts.push(OptionValue {
                        heaps: heaps_text(&part),
                        sg,
                    });
                }
            } else {
                let sg = ev.component_sg(i, c)?;
                j.parts.push(OptionValue {
                    heaps: heaps_text(c),
                    sg,
                });
            }
        }
        j.reason = Reason::Xor;
        return Ok(());
    }
    let c = &p.components[0];
    let r = rules::of(&c.family);
    if j.sg.is_none() || r.move_bound(c) > MEX_OPTIONS {
        j.reason = Reason::Search;
        return Ok(());
    }
    for m in r.moves(c)? {
        let option = p.replace(0, m.next.clone());
        let Some(sg) = ev.value(&option)?.sg else {
            j.reason = Reason::Search;
            j.options.clear();
            return Ok(());
        };
        // A heap game's move that splits a heap leaves a sum: "1 + 2".
        let heaps = if m.next.heap_game().is_some() && m.next.heaps.len() > 1 {
            m.next.heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" + ")
        } else {
            heaps_text(&m.next)
        };
        j.options.push(OptionValue { heaps, sg });
    }
    j.reason = Reason::Mex;
    Ok(())
}

/// What a lesson's closing exercise asks: `heaps` random heaps of `family` from `min` to `max`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseSpec {
    pub ask: Ask,
    pub game: String,
    pub heaps: u32,
    pub min: u32,
    pub max: u32,
}

/// The most heaps and the largest heap an exercise may have: a learner's position, small enough to think about.
pub const EXERCISE_HEAPS: u32 = 8;
pub const EXERCISE_MAX: u32 = 1000;
/// Positions drawn before giving up on one that suits the question.
const DRAWS: u32 = 64;
/// Positions a draw may search (a family with no rule for who wins): the draws together stay near a second.
const DRAW_SEARCH: usize = 1 << 14;

/// A fresh position for an exercise (the same seed gives the same position), where the game may also be one in
/// `defined`, under its limits. For a winning move or a count the position is an N-position, so there is a move to
/// find; for P or N both come up.
pub fn exercise_in(spec: &ExerciseSpec, seed: u32, defined: &Defined) -> Result<String> {
    let family = parse_family_in(&spec.game, defined)?;
    if spec.heaps == 0 || spec.heaps > EXERCISE_HEAPS || spec.max > EXERCISE_MAX || spec.min > spec.max {
        return Err(Error::new(
            Message::new(Code::ExerciseTooLarge)
                .arg("heaps", EXERCISE_HEAPS)
                .arg("max", EXERCISE_MAX),
        ));
    }
    let mut state = seed.wrapping_mul(0x9e37_79b9) | 1;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 17;
        state ^= state << 5;
        state
    };
    let span = spec.max - spec.min + 1;
    let needs_win = matches!(spec.ask, Ask::Move | Ask::Count);
    for _ in 0..DRAWS {
        let heaps: Vec<u32> = if family == crate::game::Family::Tree {
            // A tree of `heaps` edges: each vertex 1 deeper than the one before or back to a shallower depth, at
            // most `max` deep (a random list of depths is rarely a tree).
            let mut depths = vec![0u32];
            for _ in 0..spec.heaps {
                let last = depths[depths.len() - 1];
                depths.push(1 + next() % (last + 1).min(spec.max.max(1)));
            }
            depths
        } else {
            (0..spec.heaps).map(|_| spec.min + next() % span).collect()
        };
        // The family's own reading of the text checks its constraints (Thanos Nim's even number of heaps, …).
        let text = Position {
            components: vec![Component::new(family.clone(), heaps)],
        }
        .to_string();
        let Ok(p) = parse_position_in(&text, defined) else {
            continue;
        };
        let Some(wins) = who_wins(&p, defined.limits()) else {
            continue;
        };
        // A position with no move at all teaches nothing.
        if !crate::engine::search::has_move(&p)? {
            continue;
        }
        if !needs_win || wins {
            return Ok(text);
        }
    }
    Err(Error::new(Message::new(Code::NoExercise).arg("game", &spec.game)))
}

/// Who wins a drawn position, cheaply: a heap game by its tables, a family by its rule, else a small search (`None`
/// when that is not enough: the draw is skipped).
fn who_wins(p: &Position, limits: &crate::base::limits::Limits) -> Option<bool> {
    let c = &p.components[0];
    if c.heap_game().is_some() {
        return Some(Evaluator::new(p, limits).ok()?.value(p).ok()?.wins);
    }
    if let Some(v) = rules::of(&c.family).verdict(c, limits).ok()? {
        return Some(v.wins);
    }
    Some(
        crate::engine::search::Search::with_limit(limits, DRAW_SEARCH)
            .solve(p)
            .ok()?
            .wins,
    )
}
