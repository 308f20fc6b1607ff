//! Every-SG: several games played at once, each turn a move in every game that is not over; the player who makes
//! the last move (in the last game to end) wins.
//!
//! Only how long each game lasts matters: the winner of a game makes it last as long as they can, the loser ends it
//! as soon as they can. So each position gets a step count: 0 when it is over; for a position the player to move
//! wins, 1 + the largest count among its losing options; for a losing one, 1 + the smallest count among all its
//! options. The player to move wins the whole when the largest step count is odd.

/// A position's outcome played alone and its step count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Steps {
    pub wins: bool,
    pub steps: u64,
}

/// The step counts found of a game's heaps (the longest table made), kept with the family that plays it and shared by
/// its copies: judging a position's moves asks for them once per position they leave. Not part of what the family
/// is: any two are equal, and hash alike.
#[derive(Clone, Debug, Default)]
pub struct Kept(std::sync::Arc<std::sync::Mutex<std::sync::Arc<Vec<Steps>>>>);

impl Kept {
    /// The table kept, if it reaches `top`; else `make()`, which is kept instead.
    pub fn up_to(&self, top: u32, make: impl FnOnce() -> Vec<Steps>) -> std::sync::Arc<Vec<Steps>> {
        let mut kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if kept.len() <= top as usize {
            *kept = std::sync::Arc::new(make());
        }
        kept.clone()
    }
}

impl PartialEq for Kept {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

impl Eq for Kept {}

impl std::hash::Hash for Kept {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

/// Whether the player to move wins the Every-SG game made of positions with these step counts.
pub fn first_wins(games: &[Steps]) -> bool {
    games.iter().map(|g| g.steps).max().is_some_and(|s| s % 2 == 1)
}

/// HDU 3595's game (Euclid's game): two piles x and y; a move takes a positive multiple of the smaller pile from the
/// larger; the game is over when a pile is empty.
///
/// With x ≤ y: when y < 2x the one move goes to (y − x, x). When y ≥ 2x the player to move wins: with r = y mod x,
/// if (r, x) loses they go there (1 step more than it), else to (x, r + x), whose one move leads to (r, x) (2 more).
pub fn euclid(x: u64, y: u64) -> Steps {
    let (x, y) = (x.min(y), x.max(y));
    if x == 0 {
        return Steps { wins: false, steps: 0 };
    }
    if y < 2 * x {
        let after = euclid(y - x, x);
        return Steps {
            wins: !after.wins,
            steps: after.steps + 1,
        };
    }
    let rest = euclid(y % x, x);
    Steps {
        wins: true,
        steps: rest.steps + if rest.wins { 2 } else { 1 },
    }
}

/// Step counts of every state of a finite game given by its moves (`moves(s)` lists states below `s`): the rule of
/// the module's description, for checking closed forms.
pub fn steps_of(count: usize, moves: impl Fn(usize) -> Vec<usize>) -> Vec<Steps> {
    let mut table: Vec<Steps> = Vec::with_capacity(count);
    for s in 0..count {
        let options: Vec<Steps> = moves(s).into_iter().map(|t| table[t]).collect();
        let losing = options.iter().filter(|o| !o.wins).map(|o| o.steps).max();
        table.push(match losing {
            Some(longest) => Steps {
                wins: true,
                steps: longest + 1,
            },
            None => Steps {
                wins: false,
                steps: options.iter().map(|o| o.steps + 1).min().unwrap_or(0),
            },
        });
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    const SIDE: u64 = 24;

    /// Euclid's game's states (x, y), 0 ≤ x, y < SIDE, numbered so that every move goes to a smaller number.
    fn state(x: u64, y: u64) -> usize {
        let (x, y) = (x.min(y), x.max(y));
        (y * SIDE + x) as usize
    }

    fn euclid_moves(s: usize) -> Vec<usize> {
        let (y, x) = (s as u64 / SIDE, s as u64 % SIDE);
        if x > y || x == 0 {
            return vec![];
        }
        (1..=y / x).map(|k| state(x, y - k * x)).collect()
    }

    #[test]
    fn the_closed_form_matches_the_step_rule() {
        let table = steps_of((SIDE * SIDE) as usize, euclid_moves);
        for y in 0..SIDE {
            for x in 0..=y {
                assert_eq!(euclid(x, y), table[state(x, y)], "({x}, {y})");
                assert_eq!(euclid(y, x), euclid(x, y));
            }
        }
        // Played alone: (5, 8)'s moves are forced down to (1, 2), which the player then to move wins, so (5, 8)
        // loses; (3, 7) has a choice, so it wins.
        assert!(!euclid(5, 8).wins);
        assert!(euclid(3, 7).wins);
    }

    /// Every-SG played out: each turn the mover picks a move in every game that is not over.
    fn every_sg_wins(games: Vec<usize>, memo: &mut HashMap<Vec<usize>, bool>) -> bool {
        let live: Vec<usize> = (0..games.len())
            .filter(|&i| !euclid_moves(games[i]).is_empty())
            .collect();
        if live.is_empty() {
            return false;
        }
        if let Some(&w) = memo.get(&games) {
            return w;
        }
        // Every combination of one move per live game.
        let mut choices: Vec<Vec<usize>> = vec![games.clone()];
        for &i in &live {
            choices = choices
                .into_iter()
                .flat_map(|g| {
                    euclid_moves(g[i]).into_iter().map(move |t| {
                        let mut next = g.clone();
                        next[i] = t;
                        next
                    })
                })
                .collect();
        }
        let wins = choices.into_iter().any(|next| !every_sg_wins(next, memo));
        memo.insert(games, wins);
        wins
    }

    #[test]
    fn the_largest_step_count_decides_sums_played_out() {
        let mut memo = HashMap::new();
        let small: Vec<(u64, u64)> = (1..9).flat_map(|y| (1..=y).map(move |x| (x, y))).collect();
        for (i, &a) in small.iter().enumerate() {
            for &b in &small[i..] {
                for &c in [None, Some((2, 7)), Some((3, 8))].iter() {
                    let mut pairs = vec![a, b];
                    pairs.extend(c);
                    let states: Vec<usize> = pairs.iter().map(|&(x, y)| state(x, y)).collect();
                    let steps: Vec<Steps> = pairs.iter().map(|&(x, y)| euclid(x, y)).collect();
                    assert_eq!(first_wins(&steps), every_sg_wins(states, &mut memo), "{pairs:?}");
                }
            }
        }
    }
}
