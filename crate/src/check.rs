//! The closed-form rules the lessons state, each checked against the generic search (or, for Gambling Nim, against
//! every way the cards can fall) on every small position, so the page can show "rule vs search: k of k agree". The
//! Rust tests run the same checks (`crate/tests/check.rs`).

use crate::error::{Code, Error, Message, Result};
use crate::game::{Component, Family, Game, Position};
use crate::notation::parse_position;
use crate::rules;
use crate::search::Search;
use serde::Serialize;
use std::collections::BTreeMap;

/// The rules [`check`] knows by name; a family's keyword with samples is one too (see [`names`]).
pub const RULES: [&str; 20] = [
    "takeAny",
    "bash",
    "bash3",
    "bash4",
    "equalHeaps",
    "nimSum",
    "nimTheorem",
    "hdu1850",
    "misereNim",
    "sj",
    "colon",
    "fusion",
    "hdu5795",
    "everySg",
    "loopy",
    "staircase",
    "boxesStart",
    "stonedStart",
    "thanos",
    "gambling",
];

/// Every rule [`check`] knows: [`RULES`], then the keywords of the families that give samples.
pub fn names() -> Vec<&'static str> {
    let families = rules::KEYWORDS.iter().filter(|k| k.samples.is_some()).map(|k| k.word);
    RULES.iter().copied().chain(families).collect()
}

/// The graphs with cycles the loopy rule is checked on: the lesson's, a cycle of three with a way out, a loop
/// beside a sink, and two cycles joined.
const LOOPY_GRAPHS: [&str; 4] = [
    "graph(0>1,1>0,1>2,2>3,4>0,4>3,5>2)",
    "graph(0>1,1>2,2>0,2>3)",
    "graph(0>0,0>1,2>1,2>0)",
    "graph(0>1,1>0,1>2,2>3,3>2,3>4,4>5)",
];

/// How a rule fared: `agree` of `total` positions, and the first few where it did not (none, for a true rule).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleCheck {
    pub rule: String,
    /// What the rule was checked on (the page's sentence for the rule names them): largest heap `top`, most heaps
    /// `heaps`, the games, …
    pub params: BTreeMap<&'static str, String>,
    pub agree: u64,
    pub total: u64,
    pub disagree: Vec<String>,
}

struct Tally {
    check: RuleCheck,
}

impl Tally {
    fn new(rule: &str) -> Tally {
        Tally {
            check: RuleCheck {
                rule: rule.to_string(),
                params: BTreeMap::new(),
                agree: 0,
                total: 0,
                disagree: Vec::new(),
            },
        }
    }

    /// Says what the check covers.
    fn covers(&mut self, key: &'static str, value: impl ToString) {
        self.check.params.insert(key, value.to_string());
    }

    fn add(&mut self, ok: bool, what: impl FnOnce() -> String) {
        self.check.total += 1;
        if ok {
            self.check.agree += 1;
        } else if self.check.disagree.len() < 5 {
            self.check.disagree.push(what());
        }
    }
}

/// Every vector of `len` numbers from 0 to `top` (the small positions rules are checked on; tests use it too).
pub fn all_heaps(len: usize, top: u32) -> Vec<Vec<u32>> {
    let mut out = vec![vec![]];
    for _ in 0..len {
        out = out
            .into_iter()
            .flat_map(|v| {
                (0..=top).map(move |h| {
                    let mut w = v.clone();
                    w.push(h);
                    w
                })
            })
            .collect();
    }
    out
}

fn alone(family: Family, heaps: Vec<u32>) -> Position {
    Position {
        components: vec![Component::new(family, heaps)],
    }
}

fn text(heaps: &[u32]) -> String {
    heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

/// Checks rule `rule` (one of [`names`]) on every small position.
pub fn check(rule: &str) -> Result<RuleCheck> {
    let mut t = Tally::new(rule);
    let mut search = Search::new();
    let wins = |search: &mut Search, p: &Position| search.solve(p).map(|s| s.wins);
    let sg = |search: &mut Search, p: &Position| search.solve(p).map(|s| s.sg.unwrap_or(0));
    match rule {
        // SG(n) = n for "take any number" (Nim on one heap).
        "takeAny" => {
            t.covers("top", 60);
            for h in 0..=60 {
                let g = sg(&mut search, &alone(Family::Heaps(Game::Nim), vec![h]))?;
                t.add(g == h, || format!("nim: {h} has SG {g}"));
            }
        }
        // Bash game: SG(n) = n mod (m + 1), for m = 1 … 6.
        "bash" | "bash3" | "bash4" => {
            let ms = match rule {
                "bash3" => 3..=3,
                "bash4" => 4..=4,
                _ => 1..=6u32,
            };
            t.covers("m", ms.start());
            t.covers("mLast", ms.end());
            t.covers("top", 40);
            for m in ms {
                let game = Game::Subtraction((1..=m).collect());
                for h in 0..=40 {
                    let g = sg(&mut search, &alone(Family::Heaps(game.clone()), vec![h]))?;
                    t.add(g == h % (m + 1), || format!("bash({m}): {h} has SG {g}"));
                }
            }
        }
        // The SG of a sum is the XOR of its parts' values: the search of the whole sum against the XOR of each heap's
        // value, also found by the search.
        // Note 003's memo table: two Nim heaps lose for the player to move exactly when they are equal.
        "equalHeaps" => {
            t.covers("top", 20);
            for a in 0..=20 {
                for b in 0..=20 {
                    let w = wins(&mut search, &alone(Family::Heaps(Game::Nim), vec![a, b]))?;
                    t.add(w == (a != b), || format!("nim: {a} {b}"));
                }
            }
        }
        "nimSum" => {
            const GAMES: [&str; 5] = ["nim", "sub(2,5)", "sub(1..3)", "kayles", "graph(0>1,0>2,2>3)"];
            t.covers("games", GAMES.join(", "));
            t.covers("heaps", 3);
            t.covers("top", 6);
            for game in GAMES {
                for len in 1..=3 {
                    for heaps in all_heaps(len, if game.starts_with("graph") { 3 } else { 6 }) {
                        let p = parse_position(&format!("{game}: {}", text(&heaps)))?;
                        let whole = sg(&mut search, &p)?;
                        let mut xor = 0;
                        for &h in &heaps {
                            xor ^= sg(&mut search, &parse_position(&format!("{game}: {h}"))?)?;
                        }
                        t.add(whole == xor, || format!("{p} has SG {whole}, the XOR is {xor}"));
                    }
                }
            }
        }
        // From XOR ≠ 0 some move reaches XOR 0; from XOR 0 every move leaves XOR ≠ 0 (and the search agrees on who
        // wins).
        "nimTheorem" => {
            t.covers("heaps", 3);
            t.covers("top", 7);
            for heaps in (1..=3).flat_map(|len| all_heaps(len, 7)) {
                let p = alone(Family::Heaps(Game::Nim), heaps.clone());
                let x = heaps.iter().fold(0, |x, &h| x ^ h);
                let c = &p.components[0];
                let to_zero = rules::of(&c.family)
                    .moves(c)?
                    .any(|m| m.next.heaps.iter().fold(0, |x, &h| x ^ h) == 0);
                let holds = (x != 0) == to_zero && wins(&mut search, &p)? == (x != 0);
                t.add(holds, || format!("nim: {} (XOR {x})", text(&heaps)));
            }
        }
        // HDU 1850: the winning first moves are one per heap a with a ⊕ X < a.
        "hdu1850" => {
            t.covers("heaps", 3);
            t.covers("top", 7);
            for heaps in (1..=3).flat_map(|len| all_heaps(len, 7)) {
                let p = alone(Family::Heaps(Game::Nim), heaps.clone());
                let x = heaps.iter().fold(0, |x, &h| x ^ h);
                let formula = heaps.iter().filter(|&&a| a ^ x < a).count() as u64;
                let c = &p.components[0];
                let mut by_search = 0u64;
                for m in rules::of(&c.family).moves(c)? {
                    if !wins(&mut search, &alone(Family::Heaps(Game::Nim), m.next.heaps))? {
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
        }
        // The families whose rule lives in rules/: the verdict against the search.
        "misereNim" | "staircase" | "thanos" => {
            let (heaps, top) = match rule {
                "misereNim" => ("4", "5"),
                "staircase" => ("4", "4"),
                _ => ("2, 4, 6", "6, 3, 2"),
            };
            t.covers("heaps", heaps);
            t.covers("top", top);
            let (family, positions): (Family, Vec<Vec<u32>>) = match rule {
                "misereNim" => (
                    Family::Misere(Game::Nim),
                    (1..=4).flat_map(|n| all_heaps(n, 5)).collect(),
                ),
                "staircase" => (Family::Staircase, (1..=4).flat_map(|n| all_heaps(n, 4)).collect()),
                _ => (
                    Family::Thanos,
                    all_heaps(2, 6)
                        .into_iter()
                        .chain(all_heaps(4, 3))
                        .chain(all_heaps(6, 2))
                        .collect(),
                ),
            };
            for heaps in positions {
                let p = alone(family.clone(), heaps.clone());
                let c = &p.components[0];
                let v = rules::of(&family).verdict(c)?.expect("these families have a rule");
                let s = search.solve(&p)?;
                let ok = v.wins == s.wins && v.sg.is_none_or(|g| Some(g) == s.sg);
                t.add(ok, || format!("{p}"));
            }
        }
        // The SJ theorem on misère allbut(1) (its states of value 0, heaps of 0 and 1, have no move): the rule against
        // the misère search.
        "sj" => {
            t.covers("game", "allbut(1)");
            t.covers("heaps", 3);
            t.covers("top", 8);
            let family = Family::Misere(Game::AllBut(vec![1]));
            for heaps in (1..=3).flat_map(|n| all_heaps(n, 8)) {
                let p = alone(family.clone(), heaps);
                let v = rules::of(&family).verdict(&p.components[0])?;
                let s = search.solve(&p)?;
                t.add(v.is_some_and(|v| v.wins == s.wins), || format!("{p}"));
            }
        }
        // The colon principle on every tree of up to 7 vertices (depths in preorder, the ground first).
        "colon" => {
            t.covers("vertices", 7);
            for depths in rules::tree::all_trees(7) {
                let p = alone(Family::Tree, depths);
                let v = rules::of(&Family::Tree).verdict(&p.components[0])?;
                let s = search.solve(&p)?;
                t.add(v.is_some_and(|v| v.sg == s.sg), || format!("{p}"));
            }
        }
        // The fusion principle on every picture of up to 4 edges among the vertices 0..3 (loops and cycles
        // included) whose edges all reach the ground, against the search of every cut.
        "fusion" => {
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
            for picture in pictures {
                let heaps: Vec<u32> = picture.iter().flat_map(|&i| pairs[i]).collect();
                if rules::check_shape(&Family::Picture, &heaps, &vec![false; heaps.len()]).is_err() {
                    continue; // an edge off the ground: not a picture
                }
                let p = alone(Family::Picture, heaps);
                let v = rules::of(&Family::Picture).verdict(&p.components[0])?;
                let s = search.solve(&p)?;
                t.add(v.is_some_and(|v| v.sg == s.sg), || format!("{p}"));
            }
        }
        // HDU 5795 (take any, or split a heap in three: the code 8.[3]): its values by n mod 8, XORed, against the
        // search of each sum.
        "hdu5795" => {
            t.covers("heaps", 3);
            t.covers("top", 9);
            let game = crate::notation::parse_game("8.[3]")?;
            for heaps in (1..=3).flat_map(|n| all_heaps(n, 9)) {
                let x = heaps
                    .iter()
                    .fold(0, |x, &h| x ^ crate::contest::simple_nim_value(h as u64));
                let p = alone(Family::Heaps(game.clone()), heaps);
                t.add(wins(&mut search, &p)? == (x != 0), || format!("{p}"));
            }
        }
        // Every-SG: the largest step count odd, against the search of every move of every heap at once.
        "everySg" => {
            t.covers("games", "nim, sub(1..3), sub(2,3)");
            t.covers("heaps", 3);
            t.covers("top", 7);
            for text in ["nim", "sub(1..3)", "sub(2,3)"] {
                let family = Family::Every(crate::notation::parse_game(text)?, Default::default());
                for heaps in (1..=3).flat_map(|n| all_heaps(n, 7)) {
                    let p = alone(family.clone(), heaps);
                    let v = rules::of(&family).verdict(&p.components[0])?;
                    let s = search.solve(&p)?;
                    t.add(v.is_some_and(|v| v.wins == s.wins), || format!("{p}"));
                }
            }
        }
        // Smith's rule for tokens on graphs with cycles, against the product graph of the tokens (each move one
        // token along one edge) played out by retrograde analysis: win, lose or draw.
        "loopy" => {
            let graphs = LOOPY_GRAPHS;
            t.covers("games", graphs.join(", "));
            t.covers("heaps", 3);
            for text in graphs {
                let family = crate::notation::parse_family(text)?;
                let Family::Loopy(dag) = &family else {
                    return Err(Error::new(
                        Message::new(Code::NotAHeapGame).arg("game", text).arg("example", "0"),
                    ));
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
                        let verdict = rules::of(&family).verdict(&p.components[0])?;
                        let said = verdict.map(|v| match v.rule {
                            rules::Rule::Loopy { outcome, .. } => outcome,
                            _ => crate::theory::loopy::Outcome::Draw,
                        });
                        t.add(said == Some(outcome), || format!("{p}"));
                    }
                }
            }
        }
        // The notes' rule at the start (all boxes closed): the first player wins iff a non-empty subset XORs to 0.
        "boxesStart" => {
            t.covers("heaps", 5);
            t.covers("top", 4);
            for heaps in (1..=5).flat_map(|n| all_heaps(n, 4)) {
                let n = heaps.len();
                let zero_subset =
                    (1u32..1 << n).any(|s| (0..n).filter(|&i| s >> i & 1 == 1).fold(0, |x, i| x ^ heaps[i]) == 0);
                let p = alone(Family::Boxes, heaps.clone());
                t.add(wins(&mut search, &p)? == zero_subset, || format!("{p}"));
            }
        }
        // The notes' rule at the start (no heap marked): a heap larger than all the others together wins, else the
        // parity of the total.
        "stonedStart" => {
            t.covers("heaps", 4);
            t.covers("top", 5);
            for heaps in (1..=4).flat_map(|n| all_heaps(n, 5)) {
                let total: u32 = heaps.iter().sum();
                let big = heaps.iter().any(|&h| 2 * h > total);
                let p = alone(Family::Stoned, heaps.clone());
                t.add(wins(&mut search, &p)? == (big || total % 2 == 1), || format!("{p}"));
            }
        }
        // Gambling Nim: the basis's answer against every way the cards can fall.
        "gambling" => {
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
                    let expected = crate::gambling::answer_by_enumeration(&cards);
                    let answer = crate::gambling::answer(&cards);
                    t.add(answer == expected, || {
                        format!("{cards:?}: {answer}, by enumeration {expected}")
                    });
                }
            }
        }
        // A family's own verdict, on the small positions its keyword gives.
        _ => {
            let Some(samples) = rules::keyword(rule).and_then(|k| k.samples) else {
                return Err(Error::new(
                    Message::new(Code::UnknownRule)
                        .arg("rule", rule)
                        .arg("rules", names().join(", ")),
                ));
            };
            let samples = samples();
            for (key, value) in samples.covers {
                t.covers(key, value);
            }
            for text in samples.positions {
                let p = parse_position(&text)?;
                let c = &p.components[0];
                let v = rules::of(&c.family).verdict(c)?;
                let s = search.solve(&p)?;
                t.add(v.is_some_and(|v| v.wins == s.wins), || text);
            }
        }
    }
    Ok(t.check)
}
