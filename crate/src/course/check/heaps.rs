//! The rules the lessons state about heap games ([`super::heaps`]), in normal and misère play, each checked against
//! the search on every small position ([`crate::course::check`]).

use super::{all_heaps, alone, same_outcome, same_winner, small, text, xor, Check, Tally};
use crate::base::error::Result;
use crate::game::{Family, Game};

pub const CHECKS: &[Check] = &[
    Check {
        name: "takeAny",
        run: take_any,
    },
    Check {
        name: "bash",
        run: |t| bash(t, 1..=6),
    },
    Check {
        name: "bash3",
        run: |t| bash(t, 3..=3),
    },
    Check {
        name: "bash4",
        run: |t| bash(t, 4..=4),
    },
    Check {
        name: "equalHeaps",
        run: equal_heaps,
    },
    Check {
        name: "nimSum",
        run: nim_sum,
    },
    Check {
        name: "nimTheorem",
        run: nim_theorem,
    },
    Check {
        name: "hdu1850",
        run: hdu1850,
    },
    Check {
        name: "misereNim",
        run: misere_nim,
    },
    Check { name: "sj", run: sj },
    Check {
        name: "hdu5795",
        run: hdu5795,
    },
];

fn nim(heaps: Vec<u32>) -> crate::game::Position {
    alone(Family::Heaps(Game::Nim), heaps)
}

/// SG(n) = n for "take any number" (Nim on one heap).
fn take_any(t: &mut Tally) -> Result<()> {
    t.covers("top", 60);
    for h in 0..=60 {
        let g = t.sg(&nim(vec![h]))?;
        t.add(g == h, || format!("nim: {h} has SG {g}"));
    }
    Ok(())
}

/// Bash game: SG(n) = n mod (m + 1), for each m of `ms`.
fn bash(t: &mut Tally, ms: std::ops::RangeInclusive<u32>) -> Result<()> {
    t.covers("m", ms.start());
    t.covers("mLast", ms.end());
    t.covers("top", 40);
    for m in ms {
        let game = Game::Subtraction((1..=m).collect());
        for h in 0..=40 {
            let g = t.sg(&alone(Family::Heaps(game.clone()), vec![h]))?;
            t.add(g == h % (m + 1), || format!("bash({m}): {h} has SG {g}"));
        }
    }
    Ok(())
}

/// Note 003's memo table: two Nim heaps lose for the player to move exactly when they are equal.
fn equal_heaps(t: &mut Tally) -> Result<()> {
    t.covers("top", 20);
    for a in 0..=20 {
        for b in 0..=20 {
            let w = t.wins(&nim(vec![a, b]))?;
            t.add(w == (a != b), || format!("nim: {a} {b}"));
        }
    }
    Ok(())
}

/// The SG of a sum is the XOR of its parts' values: the search of the whole sum against the XOR of each heap's
/// value, also found by the search.
fn nim_sum(t: &mut Tally) -> Result<()> {
    const GAMES: [&str; 5] = ["nim", "sub(2,5)", "sub(1..3)", "kayles", "graph(0>1,0>2,2>3)"];
    t.covers("games", GAMES.join(", "));
    t.covers("heaps", 3);
    t.covers("top", 6);
    for game in GAMES {
        for len in 1..=3 {
            for heaps in all_heaps(len, if game.starts_with("graph") { 3 } else { 6 }) {
                let p = t.position(&format!("{game}: {}", text(&heaps)))?;
                let whole = t.sg(&p)?;
                let mut xor = 0;
                for &h in &heaps {
                    xor ^= t.sg(&t.position(&format!("{game}: {h}"))?)?;
                }
                t.add(whole == xor, || format!("{p} has SG {whole}, the XOR is {xor}"));
            }
        }
    }
    Ok(())
}

/// From XOR ≠ 0 some move reaches XOR 0; from XOR 0 every move leaves XOR ≠ 0 (and the search agrees on who wins).
fn nim_theorem(t: &mut Tally) -> Result<()> {
    t.covers("heaps", 3);
    t.covers("top", 7);
    for heaps in small(3, 7) {
        let p = nim(heaps.clone());
        let x = xor(&heaps);
        let c = &p.components[0];
        let to_zero = crate::rules::of(&c.family).moves(c)?.any(|m| xor(&m.next.heaps) == 0);
        let holds = (x != 0) == to_zero && t.wins(&p)? == (x != 0);
        t.add(holds, || format!("nim: {} (XOR {x})", text(&heaps)));
    }
    Ok(())
}

/// HDU 1850: the winning first moves are one per heap a with a ⊕ X < a.
fn hdu1850(t: &mut Tally) -> Result<()> {
    t.covers("heaps", 3);
    t.covers("top", 7);
    for heaps in small(3, 7) {
        let p = nim(heaps.clone());
        let x = xor(&heaps);
        let formula = heaps.iter().filter(|&&a| a ^ x < a).count() as u64;
        let c = &p.components[0];
        let mut by_search = 0u64;
        for m in crate::rules::of(&c.family).moves(c)? {
            if !t.wins(&nim(m.next.heaps))? {
                by_search += 1;
            }
        }
        t.add(formula == by_search, || {
            format!(
                "nim: {}: {formula} by the formula, {by_search} by the search",
                text(&heaps)
            )
        });
    }
    Ok(())
}

/// Misère Nim's classes: the verdict against the misère search.
fn misere_nim(t: &mut Tally) -> Result<()> {
    t.verdicts_on(&Family::Misere(Game::Nim), 4, 5, same_outcome)
}

/// The SJ theorem on misère allbut(1) (its states of value 0, heaps of 0 and 1, have no move): the rule against
/// the misère search.
fn sj(t: &mut Tally) -> Result<()> {
    t.covers("game", "allbut(1)");
    t.verdicts_on(&Family::Misere(Game::AllBut(vec![1])), 3, 8, same_winner)
}

/// HDU 5795 (take any, or split a heap in three: the code `8.[3]`): its values by n mod 8, XORed, against the search
/// of each sum.
fn hdu5795(t: &mut Tally) -> Result<()> {
    let value = |h: &u32| crate::contest::simple_nim_value(*h as u64);
    t.winners_on(&Family::Heaps(t.game("8.[3]")?), 3, 9, |heaps| {
        heaps.iter().fold(0, |x, h| x ^ value(h)) != 0
    })
}
