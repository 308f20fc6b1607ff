//! The closed-form rules the lessons state, each checked against the generic search (or, for Gambling Nim, against
//! every way the cards can fall) on every small position, so the page can show "rule vs search: k of k agree". The
//! Rust tests run the same checks (`crate/tests/check.rs`). The checks are registered in one list
//! ([`CHECKS`]; heap games' in `heaps.rs`, the other families' in `families.rs`); the runner knows no family by name.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::search::{Search, Solved};
use crate::game::{Component, Family, Game, Position};
use crate::notation::Defined;
use crate::notation::{parse_family_in, parse_game_in, parse_position_in};
use crate::rules::{self, Verdict};
use serde::Serialize;
use std::collections::BTreeMap;

/// A rule a lesson states, by the name the page asks for it (`misereNim`, `colon`, …), and how it is checked: `run`
/// adds every small position to the tally.
pub struct Check {
    pub name: &'static str,
    pub run: fn(&mut Tally) -> Result<()>,
}

mod families;
mod heaps;
mod misere;

/// The checks, each family's and Gambling Nim's: the one list a family's checks are registered in.
const CHECKS: &[&[Check]] = &[
    heaps::CHECKS,
    misere::CHECKS,
    families::STAIRCASE,
    families::BOXES,
    families::STONED,
    families::THANOS,
    families::TREE,
    families::PICTURE,
    families::EVERY,
    families::LOOPY,
    families::GEOGRAPHY,
    families::GAMBLING,
];

/// Every check, in the order of [`CHECKS`].
fn all() -> impl Iterator<Item = &'static Check> {
    CHECKS.iter().flat_map(|c| c.iter())
}

/// Every rule [`check`] knows, by name.
pub fn names() -> Vec<&'static str> {
    all().map(|c| c.name).collect()
}

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

/// A check under way: how the rule fares so far, and the search it is checked against.
pub struct Tally {
    check: RuleCheck,
    search: Search,
    limits: Limits,
}

impl Tally {
    fn new(rule: &str, limits: &Limits) -> Tally {
        Tally {
            check: RuleCheck {
                rule: rule.to_string(),
                params: BTreeMap::new(),
                agree: 0,
                total: 0,
                disagree: Vec::new(),
            },
            search: Search::new(limits),
            limits: *limits,
        }
    }

    /// The limits the check runs under.
    pub fn limits(&self) -> &Limits {
        &self.limits
    }

    /// A position written in the notation, read under the check's limits (no game defined).
    pub fn position(&self, text: &str) -> Result<Position> {
        parse_position_in(text, &Defined::with_limits(self.limits))
    }

    /// A heap game written in the notation, read under the check's limits.
    pub fn game(&self, text: &str) -> Result<Game> {
        parse_game_in(text, &Defined::with_limits(self.limits))
    }

    /// A family written in the notation, read under the check's limits.
    pub fn family(&self, text: &str) -> Result<Family> {
        parse_family_in(text, &Defined::with_limits(self.limits))
    }

    /// Says what the check covers.
    pub fn covers(&mut self, key: &'static str, value: impl ToString) {
        self.check.params.insert(key, value.to_string());
    }

    /// Counts one position, on which the rule agreed (`ok`) or not (`what` it was).
    pub fn add(&mut self, ok: bool, what: impl FnOnce() -> String) {
        self.check.total += 1;
        if ok {
            self.check.agree += 1;
        } else if self.check.disagree.len() < 5 {
            self.check.disagree.push(what());
        }
    }

    /// What the search says of `p` (one search serves the whole check).
    pub fn solve(&mut self, p: &Position) -> Result<Solved> {
        self.search.solve(p)
    }

    /// Whether the player to move wins `p`, by the search.
    pub fn wins(&mut self, p: &Position) -> Result<bool> {
        Ok(self.solve(p)?.wins)
    }

    /// The SG value of `p` by the search (0 in misère play, where it has none).
    pub fn sg(&mut self, p: &Position) -> Result<u32> {
        Ok(self.solve(p)?.sg.unwrap_or(0))
    }

    /// The family's verdict on each position (one component) against the search; `agree` says whether they agree
    /// (no verdict never does).
    pub fn verdicts(
        &mut self,
        positions: impl IntoIterator<Item = Position>,
        agree: fn(&Verdict, &Solved) -> bool,
    ) -> Result<()> {
        for p in positions {
            let c = &p.components[0];
            let v = rules::of(&c.family).verdict(c, &self.limits)?;
            let s = self.solve(&p)?;
            self.add(v.is_some_and(|v| agree(&v, &s)), || format!("{p}"));
        }
        Ok(())
    }

    /// The family's verdict on each of its [`small`] positions, against the search.
    pub fn verdicts_on(
        &mut self,
        family: &Family,
        heaps: usize,
        top: u32,
        agree: fn(&Verdict, &Solved) -> bool,
    ) -> Result<()> {
        self.covers("heaps", heaps);
        self.covers("top", top);
        self.verdicts(small(heaps, top).map(|h| alone(family.clone(), h)), agree)
    }

    /// Who wins each of the family's [`small`] positions, by a formula of its heaps (`wins`), against the search.
    pub fn winners_on(&mut self, family: &Family, heaps: usize, top: u32, wins: impl Fn(&[u32]) -> bool) -> Result<()> {
        self.covers("heaps", heaps);
        self.covers("top", top);
        for h in small(heaps, top) {
            let said = wins(&h);
            let p = alone(family.clone(), h);
            let w = self.wins(&p)?;
            self.add(w == said, || format!("{p}"));
        }
        Ok(())
    }

    /// [`Tally::verdicts`] on positions written in the notation.
    pub fn verdicts_of(
        &mut self,
        texts: impl IntoIterator<Item = String>,
        agree: fn(&Verdict, &Solved) -> bool,
    ) -> Result<()> {
        let positions = texts
            .into_iter()
            .map(|t| self.position(&t))
            .collect::<Result<Vec<_>>>()?;
        self.verdicts(positions, agree)
    }
}

/// The verdict and the search agree on who wins.
pub fn same_winner(v: &Verdict, s: &Solved) -> bool {
    v.wins == s.wins
}

/// The verdict gives the search's SG value.
pub fn same_value(v: &Verdict, s: &Solved) -> bool {
    v.sg == s.sg
}

/// The verdict agrees on who wins, and on the SG value where it gives one.
pub fn same_outcome(v: &Verdict, s: &Solved) -> bool {
    v.wins == s.wins && v.sg.is_none_or(|g| Some(g) == s.sg)
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

/// The small positions a rule is checked on: 1 to `heaps` heaps of 0 to `top` each.
pub fn small(heaps: usize, top: u32) -> impl Iterator<Item = Vec<u32>> {
    (1..=heaps).flat_map(move |n| all_heaps(n, top))
}

/// The XOR of the numbers.
pub fn xor(heaps: &[u32]) -> u32 {
    heaps.iter().fold(0, |x, &h| x ^ h)
}

/// A position of one component.
pub fn alone(family: Family, heaps: Vec<u32>) -> Position {
    Position {
        components: vec![Component::new(family, heaps)],
    }
}

/// Heaps as the notation writes them: `3 1 2`.
pub fn text(heaps: &[u32]) -> String {
    heaps.iter().map(u32::to_string).collect::<Vec<_>>().join(" ")
}

/// Checks rule `rule` (one of [`names`]) on every small position, within the caller's `limits`.
pub fn check(rule: &str, limits: &Limits) -> Result<RuleCheck> {
    let Some(c) = all().find(|c| c.name == rule) else {
        return Err(Error::new(
            Message::new(Code::UnknownRule)
                .arg("rule", rule)
                .arg("rules", names().join(", ")),
        ));
    };
    let mut t = Tally::new(rule, limits);
    (c.run)(&mut t)?;
    Ok(t.check)
}
