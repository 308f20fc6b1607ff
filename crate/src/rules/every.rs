//! Every-SG (HDU 3595 "GG and MM"): heaps of a heap game whose moves leave one heap; each turn the player to move
//! makes a move in every heap that still has one, and whoever makes the last move wins.
//!
//! Rule: only how long each heap lasts matters (see [`crate::theory::every`]): a heap's step count is 0 when it has no move,
//! 1 + the largest count among its losing options when it wins alone (the winner makes it last), 1 + the smallest
//! among its options when it loses (the loser ends it soon). The player to move wins the whole when the largest count
//! is odd; the search checks it on every small position (`check("everySg")`).

use super::heaps::{option_bound, option_to, options};
use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::{Component, Game};
use crate::theory::every::{steps_of, Kept, Steps};
use serde::Serialize;

/// The largest heap of an Every-SG position: every state up to it gets its step count from all of its moves.
pub const MAX_EVERY_HEAP: u32 = 4096;

/// The family written `every(GAME)`: a heap game whose moves leave one heap, played Every-SG.
pub fn family(inner: crate::game::Family) -> Result<crate::game::Family, Code> {
    match inner {
        crate::game::Family::Heaps(game) if playable(&game) => Ok(crate::game::Family::Every(game, Default::default())),
        _ => Err(Code::EveryOfHeapGame),
    }
}

pub struct EverySg<'a> {
    pub game: &'a Game,
    /// The step counts found so far (see [`Kept`]).
    pub kept: &'a Kept,
}

/// Whether Every-SG can be played on heaps of `game`: its moves take stones and leave at most one heap.
pub fn playable(game: &Game) -> bool {
    match game {
        Game::Nim | Game::Subtraction(_) | Game::AllBut(_) => true,
        Game::Octal(code) => !code.splits(),
        Game::Graph(_) | Game::Rules(_) => false,
    }
}

/// The heaps the options of heap `h` leave (0 when one takes the whole heap), in move order. A playable game has
/// no rules game, so listing them cannot fail.
fn leaves(game: &Game, h: u32) -> impl Iterator<Item = u32> + '_ {
    options(game, h)
        .into_iter()
        .flatten()
        .map(|o| o.to.first().copied().unwrap_or(0))
}

/// The step count and outcome of every single heap 0 … `top`.
pub fn step_table(game: &Game, top: u32) -> Vec<Steps> {
    steps_of(top as usize + 1, |s| {
        leaves(game, s as u32).map(|t| t as usize).collect()
    })
}

/// Each heap's step count (at most the heap: each move takes a stone, so it fits the heap's width) and the largest.
fn counts(table: &[Steps], heaps: &[u32]) -> (Vec<u32>, u32) {
    let steps: Vec<u32> = heaps.iter().map(|&h| table[h as usize].steps as u32).collect();
    let largest = steps.iter().copied().max().unwrap_or(0);
    (steps, largest)
}

/// The option of heap `h` that best play takes in Every-SG: when the heap wins alone, the losing option that lasts
/// longest; when it loses, the option that ends soonest. `None` for a heap with no move.
fn best_option(game: &Game, table: &[Steps], h: u32) -> Option<u32> {
    if table[h as usize].wins {
        leaves(game, h)
            .filter(|&t| !table[t as usize].wins)
            .max_by_key(|&t| (table[t as usize].steps, std::cmp::Reverse(t)))
    } else {
        leaves(game, h).min_by_key(|&t| (table[t as usize].steps, t))
    }
}

/// What the steps view draws: each heap's step count and outcome alone, the table of every state up to the largest
/// heap, and the largest count, which decides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EveryTrace {
    pub heaps: Vec<u32>,
    pub steps: Vec<u32>,
    pub wins: Vec<bool>,
    /// Step counts of the states 0 … the largest heap, and whether each wins alone.
    pub table_steps: Vec<u32>,
    pub table_wins: Vec<bool>,
    /// The heap (index) with the largest count, the first of them; `None` when every heap is over.
    pub decider: Option<usize>,
    pub largest: u32,
    pub first_player_wins: bool,
    /// The move best play makes in each heap that has one: (heap index, the heap it leaves).
    pub best: Vec<(usize, u32)>,
    /// How many states the steps view draws, 0 … drawn − 1 (at most [`EVERY_DRAWN`]), and for each its options (the
    /// heap each move leaves) and the option whose count decides its own (`None` for a state with no move).
    pub drawn: usize,
    pub table_options: Vec<Vec<u32>>,
    pub table_via: Vec<Option<u32>>,
}

/// The most states the steps view draws with their moves (a graph of more would not be readable).
pub const EVERY_DRAWN: usize = 48;

/// See [`EveryTrace`]; `kept`: the step counts the family has found so far.
pub fn every_trace(game: &Game, kept: &Kept, heaps: &[u32]) -> EveryTrace {
    let top = heaps.iter().copied().max().unwrap_or(0);
    let table = kept.up_to(top, || step_table(game, top));
    let (steps, largest) = counts(&table, heaps);
    let drawn = (top as usize + 1).min(EVERY_DRAWN);
    let decider = (largest > 0)
        .then(|| steps.iter().position(|&s| s == largest))
        .flatten();
    EveryTrace {
        heaps: heaps.to_vec(),
        wins: heaps.iter().map(|&h| table[h as usize].wins).collect(),
        steps,
        table_steps: table[..=top as usize].iter().map(|s| s.steps as u32).collect(),
        table_wins: table[..=top as usize].iter().map(|s| s.wins).collect(),
        decider,
        largest,
        first_player_wins: largest % 2 == 1,
        best: heaps
            .iter()
            .enumerate()
            .filter_map(|(i, &h)| best_option(game, &table, h).map(|t| (i, t)))
            .collect(),
        drawn,
        table_options: (0..drawn as u32).map(|s| leaves(game, s).collect()).collect(),
        table_via: (0..drawn as u32).map(|s| best_option(game, &table, s)).collect(),
    }
}

impl EverySg<'_> {
    /// The heaps that still have a move, with their options (the heap each leaves).
    fn live(&self, c: &Component) -> Vec<(usize, Vec<u32>)> {
        c.heaps
            .iter()
            .enumerate()
            .map(|(i, &h)| {
                let to: Vec<u32> = leaves(self.game, h).collect();
                (i, to)
            })
            .filter(|(_, to)| !to.is_empty())
            .collect()
    }
}

fn take_many(c: &Component, changes: &[(usize, u32)]) -> MoveTo {
    let mut next = c.heaps.clone();
    for &(i, t) in changes {
        next[i] = t;
    }
    MoveTo {
        action: Action::TakeMany {
            heaps: changes.iter().map(|&(i, _)| i).collect(),
            takes: changes.iter().map(|&(i, t)| c.heaps[i] - t).collect(),
        },
        next: c.with(next, c.marks.clone()),
    }
}

impl Rules for EverySg<'_> {
    fn trace(&self, c: &Component) -> Option<super::Trace> {
        Some(super::Trace::Every(every_trace(self.game, self.kept, &c.heaps)))
    }

    fn info(&self) -> super::FamilyInfo {
        super::FamilyInfo {
            family: "every",
            // The game played in each heap, as misère games name theirs.
            name: super::heaps::HeapRules {
                game: self.game,
                misere: false,
                quotient: super::QUOTIENT,
            }
            .info()
            .name,
            table: false,
            misere: false,
            mark: None,
            views: ["graph", "mex", "xor", "table", "play", "every"].into(),
            example: "3 5 6".into(),
        }
    }

    fn text(&self) -> String {
        format!("every({})", self.game)
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        match heaps.iter().position(|&h| h > MAX_EVERY_HEAP) {
            Some(i) => Err(ShapeError::new(
                Message::new(Code::EveryHeapTooLarge)
                    .arg("heap", heaps[i])
                    .arg("limit", MAX_EVERY_HEAP),
                Some(i),
            )),
            None => Ok(()),
        }
    }

    /// One option per live heap, every combination, the first heap's option changing slowest.
    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        let live = self.live(c);
        if live.is_empty() {
            return Ok(Box::new(std::iter::empty()));
        }
        let mut digit = vec![0usize; live.len()];
        let mut done = false;
        Ok(Box::new(std::iter::from_fn(move || {
            if done {
                return None;
            }
            let changes: Vec<(usize, u32)> = live.iter().zip(&digit).map(|((i, to), &d)| (*i, to[d])).collect();
            // The next combination, odometer fashion from the last heap.
            done = true;
            for k in (0..live.len()).rev() {
                digit[k] += 1;
                if digit[k] < live[k].1.len() {
                    done = false;
                    break;
                }
                digit[k] = 0;
            }
            Some(take_many(c, &changes))
        })))
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps
            .iter()
            .map(|&h| option_bound(self.game, h).max(1))
            .fold(1u64, u64::saturating_mul)
    }

    /// Heaps in any order; heaps with no move are over and do not count.
    fn key(&self, c: &Component) -> Vec<u32> {
        let mut key: Vec<u32> = c
            .heaps
            .iter()
            .copied()
            .filter(|&h| leaves(self.game, h).next().is_some())
            .collect();
        key.sort_unstable();
        key
    }

    fn verdict(&self, c: &Component, _: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        let top = c.heaps.iter().copied().max().unwrap_or(0);
        let table = self.kept.up_to(top, || step_table(self.game, top));
        let (steps, largest) = counts(&table, &c.heaps);
        Ok(Some(Verdict {
            sg: None,
            wins: largest % 2 == 1,
            rule: Rule::EverySg { steps, largest },
        }))
    }

    /// Best play's move: in each heap, win slowly or lose quickly (one winning move of many, when it wins).
    fn winning_moves(&self, c: &Component, _: &Limits) -> Option<Listing> {
        let trace = every_trace(self.game, self.kept, &c.heaps);
        if !trace.first_player_wins {
            return Some(Listing {
                moves: vec![],
                exact: true,
            });
        }
        Some(Listing {
            moves: vec![take_many(c, &trace.best)],
            exact: false,
        })
    }

    /// A move changes every live heap, each by one of its own moves.
    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        let live = self.live(c);
        let action = super::take_many_between(c, next, |changed| changed == live.len())?;
        let ok = live.iter().all(|&(i, _)| {
            let to: &[u32] = if next.heaps[i] == 0 { &[] } else { &next.heaps[i..=i] };
            option_to(self.game, c.heaps[i], to).is_some()
        });
        ok.then_some(action)
    }

    /// The step table up to the largest heap: each state's options once.
    fn work(&self, c: &Component, _: &Limits) -> Option<u64> {
        let top = c.heaps.iter().copied().max().unwrap_or(0);
        Some(
            (0..=top)
                .map(|h| option_bound(self.game, h))
                .fold(0u64, u64::saturating_add),
        )
    }
}
/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::EverySg { steps, largest } => {
            let each: Vec<String> = steps.iter().map(u32::to_string).collect();
            format!(
                "Every-SG: step counts {}; the largest, {largest}, is {}: the player to move {}",
                each.join(", "),
                if largest % 2 == 1 { "odd" } else { "even" },
                if largest % 2 == 1 { "wins" } else { "loses" }
            )
        }
        _ => unreachable!("not a rule of this family"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::course::check::all_heaps;
    use crate::engine::search::Search;
    use crate::game::{Family, Position};
    use crate::notation::parse_game;

    fn position(c: &Component) -> Position {
        Position {
            components: vec![c.clone()],
        }
    }

    #[test]
    fn best_play_wins_and_every_move_is_found_again() {
        let mut search = Search::new(&crate::base::limits::Limits::DEFAULT);
        for text in ["nim", "sub(1..3)", "sub(2,3)"] {
            let family = Family::Every(parse_game(text).unwrap(), Kept::default());
            let rules = super::super::of(&family);
            for heaps in (1..=3).flat_map(|n| all_heaps(n, 6)) {
                let c = Component::new(family.clone(), heaps);
                let listing = rules.winning_moves(&c, &crate::base::limits::Limits::DEFAULT).unwrap();
                let wins = search.solve(&position(&c)).unwrap().wins;
                assert_eq!(!listing.moves.is_empty(), wins, "{}", position(&c));
                for m in &listing.moves {
                    assert!(
                        !search.solve(&position(&m.next)).unwrap().wins,
                        "{} → {}",
                        position(&c),
                        position(&m.next)
                    );
                }
                for m in rules.moves(&c).unwrap() {
                    assert_eq!(rules.find_move(&c, &m.next), Some(m.action.clone()), "{}", position(&c));
                }
            }
        }
    }

    #[test]
    fn step_counts_of_the_bash_game() {
        // sub(1..3): 4k loses alone, the loser ends soon: 4 → 1 → 0 is 2 steps; 5 wins by 5 → 4, 1 + 2 = 3 steps.
        let t = every_trace(&parse_game("sub(1..3)").unwrap(), &Kept::default(), &[3, 4, 5]);
        assert_eq!(t.steps, [1, 2, 3]);
        assert_eq!(t.wins, [true, false, true]);
        assert_eq!((t.largest, t.decider, t.first_player_wins), (3, Some(2), true));
        // The states drawn with their moves: 5 → 4, 3, 2, and 4 (a loss) ends soonest by 4 → 1 (1 step, then 0).
        assert_eq!(t.drawn, 6);
        assert_eq!(t.table_options[5], [4, 3, 2]);
        assert_eq!(
            (t.table_via[5], t.table_via[4], t.table_via[0]),
            (Some(4), Some(1), None)
        );
        // Nim up to 200: only the first EVERY_DRAWN states are drawn.
        assert_eq!(
            every_trace(&parse_game("nim").unwrap(), &Kept::default(), &[200]).drawn,
            EVERY_DRAWN
        );
    }
}
