//! The rules the misère lessons state (after misère Nim: why the SG theorem breaks, tame heaps and genus, 0.75's
//! quotient, misère Kayles), each checked against the misère search on every small sum ([`crate::course::check`]).

use super::{Check, Tally};
use crate::base::error::Result;
use crate::game::Position;

pub const CHECKS: &[Check] = &[
    Check {
        name: "misereSum",
        run: misere_sum,
    },
    Check {
        name: "tame",
        run: tame,
    },
    Check {
        name: "quotient075",
        run: quotient_075,
    },
    Check {
        name: "kaylesQuotient",
        run: kayles_quotient,
    },
];

/// `game`'s sum of `heaps` (none: the empty sum) in normal or misère play.
fn sum(t: &Tally, game: &str, misere: bool, heaps: &[u32]) -> Result<Position> {
    let heaps = if heaps.is_empty() {
        "0".to_string()
    } else {
        super::text(heaps)
    };
    if misere {
        t.position(&format!("misere({game}): {heaps}"))
    } else {
        t.position(&format!("{game}: {heaps}"))
    }
}

/// Every sum of heaps (sorted, no zeros) with a total of at most `total`.
fn sums(total: u32) -> Vec<Vec<u32>> {
    fn rec(left: u32, most: u32, now: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        out.push(now.clone());
        for h in 1..=left.min(most) {
            now.push(h);
            rec(left - h, h, now, out);
            now.pop();
        }
    }
    let mut out = Vec::new();
    rec(total, total, &mut Vec::new(), &mut out);
    out
}

/// `a` and `b` together.
fn join(a: &[u32], b: &[u32]) -> Vec<u32> {
    let mut v = [a, b].concat();
    v.sort_unstable();
    v
}

/// The misère-sum lesson's examples in 0.75: (G, H, X) with SG(G) = SG(H) and the same misère outcome alone, yet
/// G + X and H + X of different outcomes; and the positions it checks by hand, with who wins them in misère play.
pub const EXAMPLES: [(&[u32], &[u32], u32); 2] = [(&[], &[1, 5], 1), (&[5], &[1, 2, 2], 1)];
const BY_HAND: [(&[u32], bool); 6] = [
    (&[1], false),
    (&[1, 5], true),
    (&[1, 1, 5], true),
    (&[1, 1, 2, 2], false),
    (&[1, 1, 3], false),
    (&[1, 2, 2], true),
];

/// Normal play: a part may be swapped for another of the same SG value beside any heap (every pair of 0.75 sums of
/// total ≤ 6, beside a heap of 1 … 6); misère play: the lesson's examples and hand checks, by the misère search.
fn misere_sum(t: &mut Tally) -> Result<()> {
    const TOTAL: u32 = 6;
    t.covers("game", "0.75");
    t.covers("total", TOTAL);
    t.covers("top", TOTAL);
    let all = sums(TOTAL);
    for (i, g) in all.iter().enumerate() {
        for h in &all[i + 1..] {
            if t.sg(&sum(t, "0.75", false, g)?)? != t.sg(&sum(t, "0.75", false, h)?)? {
                continue;
            }
            for x in 1..=TOTAL {
                let (gx, hx) = (
                    sum(t, "0.75", false, &join(g, &[x]))?,
                    sum(t, "0.75", false, &join(h, &[x]))?,
                );
                let same = t.wins(&gx)? == t.wins(&hx)?;
                t.add(same, || format!("0.75: {gx} and {hx} differ"));
            }
        }
    }
    for (g, h, x) in EXAMPLES {
        let (gm, hm) = (sum(t, "0.75", true, g)?, sum(t, "0.75", true, h)?);
        let holds = t.sg(&sum(t, "0.75", false, g)?)? == t.sg(&sum(t, "0.75", false, h)?)?
            && t.wins(&gm)? == t.wins(&hm)?
            && t.wins(&sum(t, "0.75", true, &join(g, &[x]))?)? != t.wins(&sum(t, "0.75", true, &join(h, &[x]))?)?;
        t.add(holds, || format!("{gm} and {hm} beside {x}"));
    }
    for (heaps, wins) in BY_HAND {
        let p = sum(t, "0.75", true, heaps)?;
        let w = t.wins(&p)?;
        t.add(w == wins, || format!("{p}"));
    }
    Ok(())
}

/// The tame lesson's games, and the heaps up to which their tame heaps are taken.
const TAME_GAMES: [&str; 3] = ["kayles", "0.75", "0.07"];
const TAME_TOP: u32 = 12;
const HEAPS: usize = 3;

/// A sum of tame heaps (by Conway's genus, crate::rules::genus) is decided as misère Nim: with a heap that plays
/// as a big heap (its genus g^{γ0…} has γ0 = g) the player to move loses when the XOR of the values is 0; with none,
/// when it is 1. Every sum of 1 … 3 tame heaps of up to 12 of Kayles, 0.75 and 0.07, against the misère search; and
/// the lesson's wild example, Kayles 5 + 1 (values 4 and 1: misère Nim's S1, a win), which loses.
fn tame(t: &mut Tally) -> Result<()> {
    t.covers("games", TAME_GAMES.join(", "));
    t.covers("heaps", HEAPS);
    t.covers("top", TAME_TOP);
    for game in TAME_GAMES {
        let genera = crate::rules::genus::genera(&t.game(game)?, TAME_TOP + 1)?;
        let tame: Vec<_> = genera.iter().filter(|g| g.tame && g.heap > 0).collect();
        for len in 1..=HEAPS {
            let mut at = vec![0usize; len];
            loop {
                let parts: Vec<_> = at.iter().map(|&i| tame[i]).collect();
                let xor = parts.iter().fold(0, |x, g| x ^ g.g);
                let big = parts.iter().any(|g| g.gammas[0] == g.g);
                let loses = if big { xor == 0 } else { xor == 1 };
                let heaps: Vec<u32> = parts.iter().map(|g| g.heap).collect();
                let p = sum(t, game, true, &heaps)?;
                let wins = t.wins(&p)?;
                t.add(wins != loses, || format!("{p}"));
                // The next multiset of tame heaps (indices never decrease).
                let Some(k) = (0..len).rev().find(|&k| at[k] + 1 < tame.len()) else {
                    break;
                };
                let v = at[k] + 1;
                at[k..].iter_mut().for_each(|a| *a = v);
            }
        }
    }
    let wild = sum(t, "kayles", true, &[5, 1])?;
    let loses = !t.wins(&wild)?;
    t.add(loses, || format!("{wild}"));
    Ok(())
}

/// Two sums are in the same class when no sum beside them tells them apart.
fn alike(t: &mut Tally, game: &str, a: &[u32], b: &[u32], beside: &[Vec<u32>]) -> Result<bool> {
    for x in beside {
        if t.wins(&sum(t, game, true, &join(a, x))?)? != t.wins(&sum(t, game, true, &join(b, x))?)? {
            return Ok(false);
        }
    }
    Ok(true)
}

/// 0.75's eight classes, as the lesson builds them from small sums: 0, 1, 2, 1+2, 2+2, 1+2+2, 5, 1+5.
pub const CLASSES_075: [&[u32]; 8] = [&[], &[1], &[2], &[1, 2], &[2, 2], &[1, 2, 2], &[5], &[1, 5]];
/// The relations it states: 1+1 ~ 0, 2+2+2 ~ 2, 2+5 ~ 1+2, 5+5 ~ 2+2; and its P-portion, 1 and 2+2.
const RELATIONS_075: [(&[u32], &[u32]); 4] = [
    (&[1, 1], &[]),
    (&[2, 2, 2], &[2]),
    (&[2, 5], &[1, 2]),
    (&[5, 5], &[2, 2]),
];

/// 0.75's quotient by the search alone: the eight sums pairwise told apart by a sum of total ≤ 6 beside them; every
/// sum of total ≤ 10 alike (beside every sum of total ≤ 8) to the class the quotient's product names, so there are
/// eight classes; the relations; the P-portion; and the quotient's verdict on every sum of total ≤ 14.
fn quotient_075(t: &mut Tally) -> Result<()> {
    const SUMS: u32 = 10;
    const BESIDE: u32 = 8;
    const VERDICTS: u32 = 14;
    t.covers("sums", SUMS);
    t.covers("beside", BESIDE);
    t.covers("total", VERDICTS);
    let beside = sums(BESIDE);
    let short = sums(6);
    for (i, a) in CLASSES_075.iter().enumerate() {
        for b in &CLASSES_075[i + 1..] {
            let apart = !alike(t, "0.75", a, b, &short)?;
            t.add(apart, || format!("0.75: {a:?} and {b:?} are alike"));
        }
        let loses = !t.wins(&sum(t, "0.75", true, a)?)?;
        t.add(loses == matches!(i, 1 | 4), || format!("0.75: {a:?} in the P-portion?"));
    }
    for (a, b) in RELATIONS_075 {
        let same = alike(t, "0.75", a, b, &beside)?;
        t.add(same, || format!("0.75: {a:?} ≁ {b:?}"));
    }
    let solved = crate::rules::quotient::solve(&t.game("0.75")?, None, t.limits())?;
    let b = &solved.built;
    let class_of = |heaps: &[u32]| b.product(heaps);
    let classes: Vec<_> = CLASSES_075.iter().map(|c| class_of(c)).collect();
    for s in sums(SUMS) {
        let at = classes.iter().position(|&c| c == class_of(&s));
        let same = match at {
            Some(k) => alike(t, "0.75", &s, CLASSES_075[k], &beside)?,
            None => false,
        };
        t.add(same, || format!("0.75: {s:?} in no class"));
    }
    let q = &b.quotient;
    for s in sums(VERDICTS) {
        let p = sum(t, "0.75", true, &s)?;
        let by_q = b.product(&s).map(|e| !q.p[e as usize]);
        let wins = t.wins(&p)?;
        t.add(by_q == Some(wins), || format!("{p}"));
    }
    Ok(())
}

/// The images Φ(n) of misère Kayles rows from 71 on, by n mod 12, in five classes (the lesson's list): two rows of
/// 71 pins or more lose for the player to move exactly when their classes are the same.
pub const KAYLES_LARGE: [&[u32]; 5] = [&[0, 5], &[1, 4, 8], &[2, 7, 10], &[3, 9], &[6, 11]];
/// Where Φ repeats every 12 rows.
const KAYLES_FROM: u32 = 71;

/// Misère Kayles multiplied in its quotient, against the search on every sum of rows of at most 24 pins in all (the
/// quotient of the rows up to 24 pins, proven for them); and the lesson's rule for two rows of 71 to 118 pins (four
/// periods) against the quotient's product, where no search reaches (the whole quotient, of order 40, is proven
/// past heap 71 by the engine).
fn kayles_quotient(t: &mut Tally) -> Result<()> {
    const TOTAL: u32 = 24;
    t.covers("total", TOTAL);
    t.covers("from", KAYLES_FROM);
    t.covers("to", KAYLES_FROM + 47);
    let kayles = t.game("kayles")?;
    let solved = crate::rules::quotient::solve(&kayles, Some(TOTAL as usize + 1), t.limits())?;
    let b = &solved.built;
    t.add(solved.proven, || {
        "misère Kayles's quotient up to 24: not proven".to_string()
    });
    for heaps in sums(TOTAL) {
        let p = sum(t, "kayles", true, &heaps)?;
        let by_q = b.product(&heaps).map(|e| !b.quotient.p[e as usize]);
        let wins = t.wins(&p)?;
        t.add(by_q == Some(wins), || format!("{p}"));
    }
    let rows = KAYLES_FROM..KAYLES_FROM + 48;
    let Some(whole) = crate::rules::quotient::deciding(&kayles, &[rows.end], t.limits()) else {
        t.add(false, || "misère Kayles: no proven quotient".to_string());
        return Ok(());
    };
    let class = |n: u32| KAYLES_LARGE.iter().position(|c| c.contains(&(n % 12)));
    for x in rows.clone() {
        for y in rows.clone() {
            let loses = whole.built.product(&[x, y]).map(|e| whole.built.quotient.p[e as usize]);
            t.add(loses == Some(class(x) == class(y)), || {
                format!("misere(kayles): {x} {y}")
            });
        }
    }
    Ok(())
}
