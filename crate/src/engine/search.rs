//! The generic memoized search: the SG value (normal play) or the outcome (misère play) of any small position of any
//! family, straight from the moves, with no rule, table or XOR. It is the oracle the fast solvers and the closed-form
//! rules are tested against, and it answers positions no rule covers (misère Kayles, the Stoned Game's SG values,
//! Wythoff's table), up to its caller's [`Limits::search_positions`] positions.
//!
//! Each position also gets its remoteness (Steinhaus): how many moves the game lasts when the winner wins as fast as
//! possible and the loser loses as slowly as possible. The computer uses it to make a lost game last.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Position;
use crate::rules::{self, Rules};
use rustc_hash::FxHashMap;
use serde::Serialize;
use std::hash::{Hash, Hasher};

/// What the search knows of a position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Solved {
    /// The SG value in normal play; `None` in misère play.
    pub sg: Option<u32>,
    /// Whether the player to move wins.
    pub wins: bool,
    /// Moves left with best play (the winner hurrying, the loser delaying).
    pub remoteness: u32,
}

/// A search over the positions reachable from one root: positions of the same families, component by component.
pub struct Search {
    memo: FxHashMap<Vec<u32>, Solved>,
    moves: u64,
    limit: usize,
    /// The most moves it generates: its caller's [`Limits::search_moves`], or as many per position as that allows
    /// for a search with a smaller limit than [`Limits::search_positions`].
    most_moves: u64,
    /// The most numbers (heaps, marks, the game's own set or graph) it may hold at once, per position it may visit
    /// ([`Limits::search_numbers`]): its memo keys and the options of the positions on its stack. Without it a
    /// position of a thousand heaps (a thousand options of a thousand heaps each, a thousand deep) took gigabytes
    /// before the state limit was near.
    numbers_per_position: usize,
    /// Numbers held now.
    cells: usize,
    /// The key of the option being looked up.
    scratch: Vec<u32>,
}

/// Separates the components' parts of a key (no key of a component holds it: heaps are at most 2^31 − 1, twice
/// that plus one for a mark).
const SEPARATOR: u32 = u32::MAX;

/// Starts the key of a misère position, so one memo never confuses it with the same heaps in normal play.
const MISERE: u32 = u32::MAX - 1;

/// The key of a position: each component's family (a hash) and key, in order. The family is in the key so that one
/// memo can serve positions of different games without confusing them.
pub fn key(p: &Position) -> Vec<u32> {
    let mut key = Vec::new();
    Families::of(p).key_into(p, &mut key);
    key
}

/// What the search asks of a root's families, made once per search rather than at every node: every position it
/// visits has the root's families, component by component (a move replaces a component by one of its own family).
struct Families<'a> {
    rules: Vec<Box<dyn Rules + 'a>>,
    /// Each family's hash, the start of its component's part of a key (hashing a family at every node cost a whole
    /// graph's worth of work per node for geography).
    hashes: Vec<u32>,
    misere: bool,
}

impl<'a> Families<'a> {
    fn of(root: &'a Position) -> Families<'a> {
        let rules: Vec<Box<dyn Rules + 'a>> = root.components.iter().map(|c| rules::of(&c.family)).collect();
        let hashes = root
            .components
            .iter()
            .map(|c| {
                let mut hasher = rustc_hash::FxHasher::default();
                c.family.hash(&mut hasher);
                hasher.finish() as u32
            })
            .collect();
        let misere = rules.iter().any(|r| r.misere());
        Families { rules, hashes, misere }
    }

    /// [`key`] of `p` (a position of these families), written into `key` (cleared first): the search looks most
    /// options up without keeping their keys.
    fn key_into(&self, p: &Position, key: &mut Vec<u32>) {
        key.clear();
        if self.misere {
            key.push(MISERE);
        }
        for (i, c) in p.components.iter().enumerate() {
            if i > 0 {
                key.push(SEPARATOR);
            }
            key.push(self.hashes[i]);
            key.extend(self.rules[i].key(c));
        }
    }

    /// [`options`] of `p`.
    fn options(&self, p: &Position) -> Result<Vec<Position>> {
        let mut out = Vec::new();
        for (i, c) in p.components.iter().enumerate() {
            out.extend(self.rules[i].moves(c)?.map(|m| p.replace(i, m.next)));
        }
        Ok(out)
    }

    /// [`move_bound`] of `p`.
    fn move_bound(&self, p: &Position) -> u64 {
        p.components
            .iter()
            .zip(&self.rules)
            .fold(0u64, |acc, (c, r)| acc.saturating_add(r.move_bound(c)))
    }
}

/// Every position one move from `p` (moves of component 0 first, each component's in move order).
pub fn options(p: &Position) -> Result<Vec<Position>> {
    let mut out = Vec::new();
    for (i, c) in p.components.iter().enumerate() {
        out.extend(rules::of(&c.family).moves(c)?.map(|m| p.replace(i, m.next)));
    }
    Ok(out)
}

/// Whether `p` has a move at all (the moves are listed lazily: one is enough).
pub fn has_move(p: &Position) -> Result<bool> {
    for c in &p.components {
        if rules::of(&c.family).moves(c)?.next().is_some() {
            return Ok(true);
        }
    }
    Ok(false)
}

/// About how many numbers a copy of `p` holds: its heaps and marks, and each component's game (a set, a code, a
/// graph), which every option copies.
pub fn cells(p: &Position) -> usize {
    p.components.iter().map(|c| 2 + c.heaps.len() + c.family.size()).sum()
}

/// A lower bound on the positions a search of `p` visits, `p` included: each component's (see [`Rules::reach`]).
///
/// [`Rules::reach`]: crate::rules::Rules::reach
pub fn reach(p: &Position) -> f64 {
    p.components.iter().map(|c| rules::of(&c.family).reach(c)).product()
}

/// How many positions have each number at most `p`'s (each heap, each number of a state): for families whose
/// moves only shrink numbers, about how many positions a search of `p` may visit.
pub fn box_size(p: &Position) -> f64 {
    p.components
        .iter()
        .flat_map(|c| &c.heaps)
        .map(|&h| h as f64 + 1.0)
        .product()
}

/// An upper bound on the number of moves from `p`.
pub fn move_bound(p: &Position) -> u64 {
    p.components
        .iter()
        .fold(0u64, |acc, c| acc.saturating_add(rules::of(&c.family).move_bound(c)))
}

struct Frame {
    key: Vec<u32>,
    /// The numbers its options hold (see [`Limits::search_numbers`]).
    cells: usize,
    options: Vec<Position>,
    next: usize,
    /// Values of the options seen (normal play).
    values: Vec<u32>,
    /// The least remoteness among losing options, and the largest among all.
    best_win: Option<u32>,
    longest: u32,
}

impl Search {
    /// A search within its caller's `limits`: at most [`Limits::search_positions`] positions (a fraction of a
    /// second: see docs/benchmarks.md for the measured time).
    pub fn new(limits: &Limits) -> Search {
        Search::with_limit(limits, limits.search_positions)
    }

    /// A search of at most `limit` positions, and of as many moves and numbers per position as `limits` allow.
    pub fn with_limit(limits: &Limits, limit: usize) -> Search {
        let per_position = limits.search_moves / limits.search_positions.max(1) as u64;
        Search {
            limit,
            most_moves: limits.search_moves.min(limit as u64 * per_position),
            numbers_per_position: limits.search_numbers,
            memo: FxHashMap::default(),
            moves: 0,
            cells: 0,
            scratch: Vec::new(),
        }
    }

    /// How many positions are known.
    pub fn len(&self) -> usize {
        self.memo.len()
    }

    pub fn is_empty(&self) -> bool {
        self.memo.is_empty()
    }

    /// What is known of `p` already, without searching.
    pub fn known(&self, p: &Position) -> Option<Solved> {
        self.memo.get(&key(p)).copied()
    }

    /// Solves `p` and everything reachable from it (depth first, without recursion, so long games do not overflow
    /// the stack); refused with a clear message past the limits.
    pub fn solve(&mut self, root: &Position) -> Result<Solved> {
        let families = Families::of(root);
        if families.rules.iter().any(|r| r.shape().repeats) {
            // Its positions repeat: a depth-first search would go round a cycle until its limit.
            return Err(Error::new(Message::new(Code::LoopyNotSearched).arg("position", root)));
        }
        let misere = families.misere;
        let mut root_key = Vec::new();
        families.key_into(root, &mut root_key);
        if let Some(&s) = self.memo.get(&root_key) {
            return Ok(s);
        }
        let limit = self.limit;
        let too_large = || {
            Error::new(
                Message::new(Code::SearchTooLarge)
                    .arg("position", root)
                    .arg("limit", limit),
            )
        };
        if reach(root) > (self.limit - self.memo.len().min(self.limit)) as f64 {
            return Err(too_large());
        }
        let mut stack: Vec<Frame> = Vec::new();
        let mut pending = Some((root.clone(), root_key));
        loop {
            if let Some((p, k)) = pending.take() {
                if self.memo.len() + stack.len() >= self.limit {
                    return Err(too_large());
                }
                // A position with more moves than the search may visit positions is out of reach anyway; this also
                // keeps a billion-stone heap from being expanded at all.
                let bound = families.move_bound(&p);
                let moves_limit = self.most_moves;
                if bound > self.limit as u64 || bound > moves_limit - self.moves.min(moves_limit) {
                    return Err(too_large());
                }
                // Checked before the options are made: they are about as large as the position, each.
                let cells = (bound as usize).saturating_mul(cells(&p)).saturating_add(k.len());
                if self.cells.saturating_add(cells) > self.limit.saturating_mul(self.numbers_per_position) {
                    return Err(too_large());
                }
                self.cells += cells;
                let options = families.options(&p)?;
                self.moves += options.len() as u64;
                stack.push(Frame {
                    cells: cells - k.len(),
                    key: k,
                    options,
                    next: 0,
                    values: Vec::new(),
                    best_win: None,
                    longest: 0,
                });
            }
            let frame = stack.last_mut().expect("the root is on the stack until it is solved");
            if frame.next < frame.options.len() {
                let child = &frame.options[frame.next];
                families.key_into(child, &mut self.scratch);
                match self.memo.get(self.scratch.as_slice()) {
                    Some(&s) => {
                        frame.next += 1;
                        record(frame, s);
                    }
                    None => pending = Some((child.clone(), self.scratch.clone())),
                }
                continue;
            }
            let frame = stack.pop().expect("checked above");
            self.cells -= frame.cells; // its key stays, in the memo
            let solved = finish(&frame, misere);
            self.memo.insert(frame.key, solved);
            match stack.last_mut() {
                Some(parent) => {
                    parent.next += 1;
                    record(parent, solved);
                }
                None => return Ok(solved),
            }
        }
    }
}

fn record(frame: &mut Frame, child: Solved) {
    if let Some(v) = child.sg {
        frame.values.push(v);
    }
    if !child.wins {
        frame.best_win = Some(frame.best_win.map_or(child.remoteness, |r| r.min(child.remoteness)));
    }
    frame.longest = frame.longest.max(child.remoteness);
}

/// A position's result from its options': the mex (normal play); wins when some option loses (normal play: a
/// position without moves loses; misère: it wins).
fn finish(frame: &Frame, misere: bool) -> Solved {
    if frame.options.is_empty() {
        return Solved {
            sg: (!misere).then_some(0),
            wins: misere,
            remoteness: 0,
        };
    }
    let sg = (!misere).then(|| crate::solve::mex(frame.values.iter().copied()));
    match frame.best_win {
        Some(r) => Solved {
            sg,
            wins: true,
            remoteness: r + 1,
        },
        None => Solved {
            sg,
            wins: false,
            remoteness: frame.longest + 1,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_position;

    fn solve(text: &str) -> Solved {
        Search::new(&Limits::DEFAULT)
            .solve(&parse_position(text).unwrap())
            .unwrap()
    }

    #[test]
    fn the_notes_first_example_and_a_sum() {
        let sg: Vec<u32> = (0..6).map(|h| solve(&format!("sub(1..3): {h}")).sg.unwrap()).collect();
        assert_eq!(sg, [0, 1, 2, 3, 0, 1]);
        // 1 ⊕ 2 ⊕ 3 = 0, found from the moves of the whole sum.
        assert_eq!(solve("nim: 1 2 3").sg, Some(0));
        assert_eq!(solve("nim: 1 2 + sub(1..3): 5").sg, Some(2));
    }

    #[test]
    fn misere_outcomes_and_remoteness() {
        // Misère: a lone heap of 1 loses (you must take it); an empty position wins (the opponent took the last).
        assert!(!solve("misere(nim): 1").wins);
        assert!(solve("misere(nim): 0").wins);
        assert!(solve("misere(nim): 2").wins);
        // Normal play, one heap of 5 in sub(1..3): win in one move? No: 5 → 4 (P) then the game lasts on.
        let s = solve("sub(1..3): 5");
        assert!(s.wins);
        assert_eq!(s.remoteness, 3, "5 → 4 → (any) → 0: the winner moves first and last");
    }

    #[test]
    fn too_large_is_refused() {
        let err = Search::with_limit(&Limits::DEFAULT, 100)
            .solve(&parse_position("nim: 30 30 30").unwrap())
            .unwrap_err();
        assert_eq!(err.code(), Code::SearchTooLarge);
    }

    #[test]
    fn wide_positions_are_refused_before_they_take_the_memory() {
        // A thousand heaps of 1: a thousand options of a thousand heaps at each of a thousand levels (gigabytes
        // before); a few hundred stoned heaps likewise. Both are refused by the numbers they would hold.
        let ones = format!("nim: {}", "1 ".repeat(1000));
        let err = Search::new(&Limits::DEFAULT)
            .solve(&parse_position(&ones).unwrap())
            .unwrap_err();
        assert_eq!(err.code(), Code::SearchTooLarge);
        let stoned = format!("stoned: {}", "1000 ".repeat(500));
        let err = Search::with_limit(&Limits::DEFAULT, 1 << 12)
            .solve(&parse_position(&stoned).unwrap())
            .unwrap_err();
        assert_eq!(err.code(), Code::SearchTooLarge);
        // What fits still solves: 12 heaps of 1 in Nim is a P-position exactly when 12 is even.
        assert!(!solve(&format!("nim: {}", "1 ".repeat(12))).wins);
    }
}

#[cfg(test)]
mod reach_tests {
    use super::*;
    use crate::notation::parse_position;

    /// The lower bound never exceeds the positions a search really visits, for codes that split or not.
    #[test]
    fn reach_is_at_most_what_the_search_visits() {
        for code in [
            "0.77", "0.07", "4!.0", "0.137", "0.007", "0.6", "4.07", "0.[3]", "0.4", "8.[3]",
        ] {
            for heaps in ["1", "5", "12", "20", "7 9", "10 10", "3 6 9", "25"] {
                for misere in [false, true] {
                    let text = if misere {
                        format!("misere({code}): {heaps}")
                    } else {
                        format!("{code}: {heaps}")
                    };
                    let p = parse_position(&text).unwrap();
                    let mut search = Search::new(&Limits::DEFAULT);
                    if search.solve(&p).is_ok() {
                        assert!(
                            reach(&p) <= search.len() as f64,
                            "{text}: {} > {}",
                            reach(&p),
                            search.len()
                        );
                    }
                }
            }
        }
    }
}
