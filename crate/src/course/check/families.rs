//! The rules the lessons state about the families besides heap games, and Gambling Nim's, each checked against the
//! search (or every way the cards can fall) on every small position. They sit here, beside the runner, because the
//! rules' modules are below the search and the notation that a check uses.

use super::{all_heaps, alone, same_outcome, same_value, same_winner, Check};
use crate::game::Family;
use crate::rules;

/// What the lesson states, checked against the search: SG = the XOR of the piles on odd steps.
pub const STAIRCASE: &[Check] = &[Check {
    name: "staircase",
    run: |t| t.verdicts_on(&Family::Staircase, 4, 4, same_outcome),
}];

/// The notes' rule at the start (all boxes closed): the first player wins iff a non-empty subset XORs to 0.
pub const BOXES: &[Check] = &[Check {
    name: "boxesStart",
    run: |t| {
        t.winners_on(&Family::Boxes, 5, 4, |heaps| {
            let n = heaps.len();
            (1u32..1 << n).any(|s| (0..n).filter(|&i| s >> i & 1 == 1).fold(0, |x, i| x ^ heaps[i]) == 0)
        })
    },
}];

/// The notes' rule at the start (no heap marked): a heap larger than all the others together wins, else the parity
/// of the total.
pub const STONED: &[Check] = &[Check {
    name: "stonedStart",
    run: |t| {
        t.winners_on(&Family::Stoned, 4, 5, |heaps| {
            let total: u32 = heaps.iter().sum();
            heaps.iter().any(|&h| 2 * h > total) || total % 2 == 1
        })
    },
}];

/// What the lesson states, checked against the search: who wins by the heaps holding the least.
pub const THANOS: &[Check] = &[Check {
    name: "thanos",
    run: |t| {
        t.covers("heaps", "2, 4, 6");
        t.covers("top", "6, 3, 2");
        let positions = all_heaps(2, 6)
            .into_iter()
            .chain(all_heaps(4, 3))
            .chain(all_heaps(6, 2));
        let positions = positions.map(|h| alone(Family::Thanos, h));
        t.verdicts(positions, same_outcome)
    },
}];

/// The colon principle on every tree of up to 7 vertices (depths in preorder, the ground first), against the search.
pub const TREE: &[Check] = &[Check {
    name: "colon",
    run: |t| {
        t.covers("vertices", 7);
        let positions = rules::tree::all_trees(7).into_iter();
        let positions = positions.map(|d| alone(Family::Tree, d));
        t.verdicts(positions, same_value)
    },
}];

/// The fusion principle on every picture of up to 4 edges among the vertices 0..3 (loops and cycles included) whose
/// edges all reach the ground, against the search of every cut.
pub const PICTURE: &[Check] = &[Check {
    name: "fusion",
    run: |t| {
        t.covers("edges", 4);
        t.covers("vertices", 4);
        let pairs: Vec<[u32; 2]> = (0..4).flat_map(|a| (a..4).map(move |b| [a, b])).collect();
        // Every multiset of up to 4 of the pairs: indices in ascending order.
        let mut pictures: Vec<Vec<usize>> = (0..pairs.len()).map(|i| vec![i]).collect();
        let mut last = pictures.clone();
        for _ in 1..4 {
            last = last
                .iter()
                .flat_map(|p| (p[p.len() - 1]..pairs.len()).map(move |i| [p.as_slice(), &[i]].concat()))
                .collect();
            pictures.extend(last.iter().cloned());
        }
        let limits = *t.limits();
        let positions = pictures
            .into_iter()
            .map(|picture| picture.iter().flat_map(|&i| pairs[i]).collect::<Vec<u32>>())
            // An edge off the ground: not a picture.
            .filter(|heaps| rules::check_shape(&Family::Picture, heaps, &vec![false; heaps.len()], &limits).is_ok())
            .map(|heaps| alone(Family::Picture, heaps));
        t.verdicts(positions, same_value)
    },
}];

/// Every-SG: the largest step count odd, against the search of every move of every heap at once.
pub const EVERY: &[Check] = &[Check {
    name: "everySg",
    run: |t| {
        t.covers("games", "nim, sub(1..3), sub(2,3)");
        for text in ["nim", "sub(1..3)", "sub(2,3)"] {
            let family = Family::Every(t.game(text)?, Default::default());
            t.verdicts_on(&family, 3, 7, same_winner)?;
        }
        Ok(())
    },
}];

/// The graphs with cycles the loopy rule is checked on: the lesson's, a cycle of three with a way out, a loop
/// beside a sink, and two cycles joined.
const CHECKED_GRAPHS: [&str; 4] = [
    "graph(0>1,1>0,1>2,2>3,4>0,4>3,5>2)",
    "graph(0>1,1>2,2>0,2>3)",
    "graph(0>0,0>1,2>1,2>0)",
    "graph(0>1,1>0,1>2,2>3,3>2,3>4,4>5)",
];

/// Smith's rule for tokens on graphs with cycles, against the product graph of the tokens (each move one token along
/// one edge) played out by retrograde analysis: win, lose or draw. (The search does not take positions that repeat.)
pub const LOOPY: &[Check] = &[Check {
    name: "loopy",
    run: |t| {
        t.covers("games", CHECKED_GRAPHS.join(", "));
        t.covers("heaps", 3);
        for text in CHECKED_GRAPHS {
            let family = t.family(text)?;
            let Family::Loopy(dag) = &family else {
                unreachable!("{text} has a cycle");
            };
            let v = dag.vertex_count();
            for k in 1..=3u32 {
                let states = v.pow(k);
                let digit = |s: usize, i: u32| s / v.pow(i) % v;
                let mut product = Vec::new();
                for s in 0..states {
                    for i in 0..k {
                        for &to in dag.successors(digit(s, i) as u32) {
                            product.push((s, s - digit(s, i) * v.pow(i) + to as usize * v.pow(i)));
                        }
                    }
                }
                let (played, _) = crate::theory::loopy::outcomes(states, &product);
                for (s, &outcome) in played.iter().enumerate() {
                    let p = alone(family.clone(), (0..k).map(|i| digit(s, i) as u32).collect());
                    let verdict = rules::of(&family).verdict(&p.components[0], t.limits())?;
                    let said = verdict.map(|v| match v.rule {
                        rules::Rule::Loopy { outcome, .. } => outcome,
                        _ => crate::theory::loopy::Outcome::Draw,
                    });
                    t.add(said == Some(outcome), || format!("{p}"));
                }
            }
        }
        Ok(())
    },
}];

/// The matching rule against the search: every board of up to 3 × 3 cells, every pattern of walls, the token on each
/// free cell.
pub const GEOGRAPHY: &[Check] = &[Check {
    name: "geography",
    run: |t| {
        t.covers("cells", 9);
        t.verdicts_of(rules::geography::samples(), same_winner)
    },
}];

/// The basis's answer against every way the cards can fall, on random hands of up to 7 cards.
pub const GAMBLING: &[Check] = &[Check {
    name: "gambling",
    run: |t| {
        let mut seed = 0x9e37_79b9u32;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 17;
            seed ^= seed << 5;
            seed
        };
        t.covers("cards", 7);
        t.covers("top", 7);
        t.covers("each", 40);
        for n in 1..=7 {
            for _ in 0..40 {
                let cards: Vec<(u64, u64)> = (0..n).map(|_| ((next() % 8) as u64, (next() % 8) as u64)).collect();
                let expected = crate::contest::gambling::answer_by_enumeration(&cards);
                let answer = crate::contest::gambling::answer(&cards);
                t.add(answer == expected, || {
                    format!("{cards:?}: {answer}, by enumeration {expected}")
                });
            }
        }
        Ok(())
    },
}];
