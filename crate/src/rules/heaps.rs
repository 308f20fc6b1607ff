//! Heaps of a heap game (Nim, subtraction, all-but, octal codes, tokens on a graph), in normal or misère play: a
//! move replaces one heap by the heaps its option leaves. In normal play the component's value is the XOR of the
//! heaps' table values (see [`crate::engine::analyze`]); in misère play Nim has the notes' rule (HDU 1907/2509: the classes
//! S0, S1, S2, T0, T2), every other game is searched.

use super::{Action, Listing, MoveTo, Moves, Rule, Rules, ShapeError, Verdict};
use crate::base::error::{Code, Message};
use crate::base::limits::Limits;
use crate::game::{Component, Family, Game};
use crate::lang::RulesGame;
use crate::solve;

/// One option of a heap (or token): the stones taken (`None` on a graph) and the heaps (or vertex) it leaves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opt {
    pub take: Option<u32>,
    pub to: Vec<u32>,
}

/// An upper bound on the number of options of heap `h`, cheap to compute, so that work is refused before it starts.
pub fn option_bound(game: &Game, h: u32) -> u64 {
    let h = h as u64;
    match game {
        Game::Nim => h,
        Game::Subtraction(set) => set.len() as u64,
        Game::AllBut(_) => h,
        Game::Octal(code) => {
            let ks = code.max_removal().map_or(h, |t| (t as u64).min(h)) + 1;
            // Each k removes the heap or leaves one (2), or splits in two (h/2 ways) or three (h²/12 + 1 ways).
            let twos = digits_with(code, ks, 4);
            let threes = digits_with(code, ks, 8);
            (ks * 2)
                .saturating_add(twos.saturating_mul(h / 2 + 1))
                .saturating_add(threes.saturating_mul((h * h / 12).saturating_add(1)))
        }
        Game::Graph(dag) => dag.successors(h as u32).len() as u64,
        // A rule has no bound but its moves: they are listed (a rule that cannot list them counts none, and
        // fails where they are listed: see options).
        Game::Rules(rules) => rule_options(rules, h as u32).map_or(0, |o| o.len() as u64),
    }
}

/// How many of the digits d0 … d(ks − 1) have the bit `bit`, in O(digits) for a code that repeats.
fn digits_with(code: &crate::game::Octal, ks: u64, bit: u8) -> u64 {
    let has = |i: usize| u64::from(code.digits[i] & bit != 0);
    let len = code.digits.len() as u64;
    match code.repeat {
        Some(r) if ks > r as u64 => {
            let block = len - r as u64;
            let (full, rest) = ((ks - r as u64) / block, (ks - r as u64) % block);
            let prefix: u64 = (0..r).map(has).sum();
            let per_block: u64 = (r..code.digits.len()).map(has).sum();
            let partial: u64 = (r..r + rest as usize).map(has).sum();
            prefix + full.saturating_mul(per_block) + partial
        }
        _ => (0..ks.min(len) as usize).map(has).sum(),
    }
}

/// The options of state `h` of a rules game, or why the rule could not list them.
pub fn rule_options(rules: &RulesGame, h: u32) -> crate::base::error::Result<Vec<Opt>> {
    let moves = rules.moves(&[h])?;
    Ok((0..moves.len())
        .map(|i| Opt {
            take: None,
            to: moves.get(i).to_vec(),
        })
        .collect())
}

/// The options of heap `h` (or vertex `h`) in move order: take ascending, then first heap ascending; a graph's
/// successors in the order given. Lazy, so that a heap with millions of options needs no memory for them; callers
/// bound the work with [`option_bound`] first. Only a rules game can fail, and it fails here, before the first.
pub fn options(game: &Game, h: u32) -> crate::base::error::Result<Box<dyn Iterator<Item = Opt> + '_>> {
    let single = move |k: u32| Opt {
        take: Some(k),
        to: if k == h { vec![] } else { vec![h - k] },
    };
    Ok(match game {
        Game::Nim => Box::new((1..=h).map(single)),
        Game::Subtraction(set) => Box::new(set.iter().copied().take_while(move |&s| s <= h).map(single)),
        Game::AllBut(excluded) => Box::new((1..=h).filter(|k| excluded.binary_search(k).is_err()).map(single)),
        Game::Octal(code) => Box::new(solve::octal::moves(code, h).map(|(k, to)| Opt { take: Some(k), to })),
        Game::Graph(dag) => Box::new(dag.successors(h).iter().map(|&v| Opt {
            take: None,
            to: vec![v],
        })),
        Game::Rules(rules) => Box::new(rule_options(rules, h)?.into_iter()),
    })
}

/// The option of heap `h` that leaves `to` (a heap taken whole leaves nothing), found directly: a billion-stone Nim
/// heap is not enumerated to check one move. `None` too where a rules game fails: [`options`] says why.
pub fn option_to(game: &Game, h: u32, to: &[u32]) -> Option<Opt> {
    if let Game::Rules(rules) = game {
        let mut want = to.to_vec();
        want.sort_unstable();
        return rule_options(rules, h).ok()?.into_iter().find(|o| {
            let mut have = o.to.clone();
            have.sort_unstable();
            have == want
        });
    }
    // A token may move to a vertex of any number: a graph's options are its edges, not smaller heaps.
    if let Game::Graph(dag) = game {
        return match to {
            [v] => dag.successors(h).contains(v).then_some(Opt {
                take: None,
                to: vec![*v],
            }),
            _ => None,
        };
    }
    let left: u64 = to.iter().map(|&x| x as u64).sum();
    if left > h as u64 {
        return None;
    }
    let take = h - left as u32;
    let found = Opt {
        take: Some(take),
        to: to.to_vec(),
    };
    match (game, to) {
        (Game::Nim, [] | [_]) => (take > 0).then_some(found),
        (Game::Subtraction(set), [] | [_]) => set.binary_search(&take).is_ok().then_some(found),
        (Game::AllBut(excluded), [] | [_]) => (take > 0 && excluded.binary_search(&take).is_err()).then_some(found),
        (Game::Octal(code), _) => {
            let d = code.digit(take as usize);
            let fits = match to {
                [] => d & 1 != 0,
                [_] => d & 2 != 0,
                [a, b] => d & 4 != 0 && *a >= 1 && a <= b && !(code.is_unequal(take as usize) && a == b),
                [a, b, c] => {
                    let unequal = code.is_unequal(take as usize) && (a == b || b == c);
                    d & 8 != 0 && *a >= 1 && a <= b && b <= c && !unequal
                }
                _ => false,
            };
            let in_range = code.max_removal().is_none_or(|t| take as usize <= t);
            (fits && in_range).then_some(found)
        }
        _ => None,
    }
}

/// Refuses a token that stands on no vertex of `dag` (graphs with cycles or without).
pub fn tokens_in(dag: &crate::game::Dag, heaps: &[u32]) -> Result<(), ShapeError> {
    match heaps.iter().position(|&v| v as usize >= dag.vertex_count()) {
        Some(i) => Err(ShapeError::new(
            Message::new(Code::VertexNotInGraph)
                .arg("vertex", heaps[i])
                .arg("last", dag.vertex_count() - 1),
            Some(i),
        )),
        None => Ok(()),
    }
}

/// The rules of heaps of `game`, in normal or misère play.
/// The family written `misere(GAME)`: a heap game played misère.
pub fn misere(inner: Family) -> Result<Family, Code> {
    match inner {
        Family::Heaps(game) => Ok(Family::Misere(game)),
        _ => Err(Code::MisereOfHeapGame),
    }
}

pub struct HeapRules<'a> {
    pub game: &'a Game,
    pub misere: bool,
    /// How a misère sum past the SJ theorem is answered: the dispatch ([`super::of`]) chooses what its build has.
    pub quotient: &'static Quotient,
}

/// What only a game's misère quotient answers of a sum: its verdict (or the error saying why none is at hand) and
/// its winning moves (`None` leaves them to the search).
pub struct Quotient {
    /// The most work its verdict takes (`None`: it takes none, refusing at once).
    pub work: Option<u64>,
    pub verdict: fn(&Game, &[u32], &Limits) -> crate::base::error::Result<Option<Verdict>>,
    pub moves: fn(&Game, &Component, &Limits) -> Option<Listing>,
}

/// By the quotient engine ([`crate::rules::quotient`]).
pub const BY_QUOTIENT: Quotient = Quotient {
    work: Some(crate::rules::quotient::ANALYSIS_WORK),
    verdict: |game, heaps, limits| Ok(by_genus(game, heaps).or_else(|| by_quotient(game, heaps, limits))),
    moves: quotient_moves,
};

impl HeapRules<'_> {
    fn is_graph(&self) -> bool {
        matches!(self.game, Game::Graph(_))
    }
}

/// The component after heap `heap` is replaced by `to` (by a heap of 0 when `to` is empty, so that every heap keeps
/// its place and the text parses).
fn after(c: &Component, heap: usize, to: &[u32]) -> Component {
    let mut heaps = c.heaps.clone();
    let left: &[u32] = if to.is_empty() { &[0] } else { to };
    heaps.splice(heap..=heap, left.iter().copied());
    let marks = vec![false; heaps.len()];
    c.with(heaps, marks)
}

/// The move of heap `heap` of `c` to its option `opt`.
pub fn move_to(c: &Component, heap: usize, opt: Opt) -> MoveTo {
    let from = c.heaps[heap];
    let next = after(c, heap, &opt.to);
    let action = match opt.take {
        None if matches!(
            &c.family,
            Family::Heaps(Game::Rules(_)) | Family::Misere(Game::Rules(_))
        ) =>
        {
            Action::Replace {
                heap,
                from: vec![from],
                to: opt.to,
            }
        }
        None => Action::Token {
            heap,
            from,
            to: opt.to[0],
        },
        Some(take) => Action::Take {
            heap,
            from,
            take,
            to: opt.to,
        },
    };
    MoveTo { action, next }
}

impl Rules for HeapRules<'_> {
    fn info(&self) -> super::FamilyInfo {
        let name = match self.game {
            Game::Nim => "nim",
            Game::Subtraction(set) if set.iter().enumerate().all(|(i, &s)| s == i as u32 + 1) => "bash",
            Game::Subtraction(_) => "subtraction",
            Game::AllBut(_) => "allbut",
            Game::Graph(_) => "graph",
            Game::Rules(_) => "rules",
            Game::Octal(code) => match code.to_string().as_str() {
                "0.77" => "kayles",
                "0.07" => "dawson",
                "4!.0" => "grundy",
                "0.137" => "dawsonChess",
                "0.007" => "treblecross",
                "0.[3]" => "nim",
                _ => "octal",
            },
        };
        super::FamilyInfo {
            family: if self.misere { "misere" } else { "heaps" },
            name,
            table: !self.misere,
            misere: self.misere,
            mark: None,
            // The quotient view: a misère game whose heaps' options are sums of smaller heaps.
            views: {
                let mut views = vec!["graph", "mex", "xor", "table", "play", "memo"];
                if self.misere && crate::rules::quotient::has_quotient(self.game) {
                    views.insert(3, "quotient");
                }
                views
            },
            example: match self.game {
                Game::Graph(_) => "0".into(),
                Game::Rules(rules) => rules.example(),
                _ if self.misere => "1 2 3".into(),
                _ => "5".into(),
            },
        }
    }

    fn text(&self) -> String {
        if self.misere {
            format!("misere({})", self.game)
        } else {
            self.game.to_string()
        }
    }

    fn check_shape(&self, heaps: &[u32], marks: &[bool], _: &Limits) -> Result<(), ShapeError> {
        super::no_marks(&self.text(), marks)?;
        match self.game {
            Game::Graph(dag) => tokens_in(dag, heaps),
            _ => Ok(()),
        }
    }

    fn moves<'a>(&'a self, c: &'a Component) -> crate::base::error::Result<Moves<'a>> {
        if let Game::Rules(_) = self.game {
            // A rules game may fail: every heap's options are listed first, so that the failure is the answer.
            let all = (0..c.heaps.len())
                .map(|i| Ok(options(self.game, c.heaps[i])?.map(move |opt| move_to(c, i, opt))))
                .collect::<crate::base::error::Result<Vec<_>>>()?;
            return Ok(Box::new(all.into_iter().flatten()));
        }
        Ok(Box::new((0..c.heaps.len()).flat_map(move |i| {
            options(self.game, c.heaps[i])
                .into_iter()
                .flatten()
                .map(move |opt| move_to(c, i, opt))
        })))
    }

    /// A misère sum past misère Nim and the SJ theorem: its genus or quotient is built (or refused) under the
    /// analysis's quotient limits, whatever the heaps; that bound is its cost.
    fn work(&self, c: &Component, limits: &Limits) -> Option<u64> {
        let work = self.quotient.work?;
        (self.misere && *self.game != Game::Nim && sj_theorem(self.game, &c.heaps, limits).is_none()).then_some(work)
    }

    fn move_bound(&self, c: &Component) -> u64 {
        c.heaps
            .iter()
            .fold(0u64, |acc, &h| acc.saturating_add(option_bound(self.game, h)))
    }

    /// Heaps in any order; an empty heap is no heap (a token stays a token, even on a sink).
    fn key(&self, c: &Component) -> Vec<u32> {
        if self.is_graph() {
            let mut key = c.heaps.clone();
            key.sort_unstable();
            key
        } else {
            super::sorted_key(&c.heaps)
        }
    }

    fn misere(&self) -> bool {
        self.misere
    }

    /// For a take-and-break code: a heap of h reaches at least h/t + 1 heaps (taking t, the least removal that
    /// leaves one heap, again and again) and, when digit s splits, every pair a + b = m for each total m that
    /// h − s − j·t reaches. A sum of n such heaps leaves at most 2n heaps, so at most (2n)! of the combinations are
    /// the same position.
    fn reach(&self, c: &Component) -> f64 {
        let Game::Octal(code) = self.game else {
            return 1.0;
        };
        let first = |bit: u8, from: usize| (from..=64).find(|&k| code.digit(k) & bit != 0);
        let (t, s) = (first(2, 1), first(4, 0));
        let mut reach = 1.0f64;
        for &h in &c.heaps {
            let h = h as usize;
            let mut r = t.map_or(1, |t| h / t + 1) as f64;
            if let Some(s) = s.filter(|&s| s < h) {
                let mut m = h - s;
                loop {
                    let pairs = if code.is_unequal(s) { (m - 1) / 2 } else { m / 2 };
                    r += pairs as f64;
                    match t {
                        Some(t) if m >= t + 2 => m -= t,
                        _ => break,
                    }
                }
            }
            reach *= r;
        }
        let heaps = if s.is_some() { 2 * c.heaps.len() } else { c.heaps.len() };
        (1..=heaps).fold(reach, |r, k| r / k as f64).max(1.0)
    }

    fn verdict(&self, c: &Component, limits: &Limits) -> crate::base::error::Result<Option<Verdict>> {
        Ok(match (self.misere, self.game) {
            (true, Game::Nim) => Some(misere_nim(&c.heaps)),
            (true, game) => match sj_theorem(game, &c.heaps, limits) {
                None => (self.quotient.verdict)(game, &c.heaps, limits)?,
                found => found,
            },
            (false, _) => None,
        })
    }

    /// Misère Nim: from each heap, the only candidates are 0, 1 and the heap ⊕ X (the classes turn on those).
    /// Another game with a misère quotient: every move whose product lands in the P-portion.
    fn winning_moves(&self, c: &Component, limits: &Limits) -> Option<Listing> {
        if self.misere && *self.game != Game::Nim && sj_theorem(self.game, &c.heaps, limits).is_none() {
            return (self.quotient.moves)(self.game, c, limits);
        }
        if !(self.misere && *self.game == Game::Nim) {
            return None;
        }
        let x = c.heaps.iter().fold(0, |x, &h| x ^ h);
        let mut moves = Vec::new();
        for (i, &h) in c.heaps.iter().enumerate() {
            let mut targets = vec![h ^ x, 1, 0];
            targets.retain(|&t| t < h);
            targets.sort_unstable_by(|a, b| b.cmp(a)); // take ascending, as in move order
            targets.dedup();
            for t in targets {
                let mut next = c.heaps.clone();
                next[i] = t;
                if !misere_nim(&next).wins {
                    let to = if t == 0 { vec![] } else { vec![t] };
                    moves.push(move_to(c, i, Opt { take: Some(h - t), to }));
                }
            }
        }
        Some(Listing { moves, exact: true })
    }

    /// One heap replaced by the heaps its option leaves (a removed heap written as 0), checked without enumerating.
    fn find_move(&self, c: &Component, next: &Component) -> Option<Action> {
        let (a, b) = (&c.heaps, &next.heaps);
        let first = (0..a.len().min(b.len())).find(|&i| a[i] != b[i]);
        let (i, to): (usize, Vec<u32>) = match b.len() as i64 - a.len() as i64 {
            0 => {
                let i = first?;
                if a[i + 1..] != b[i + 1..] {
                    return None;
                }
                let to = if b[i] == 0 && !self.is_graph() {
                    vec![]
                } else {
                    vec![b[i]]
                };
                (i, to)
            }
            grown @ (1 | 2) => {
                let grown = grown as usize;
                let i = first.unwrap_or(a.len().saturating_sub(1));
                if i >= a.len() || a[i + 1..] != b[i + 1 + grown..] {
                    return None;
                }
                (i, b[i..=i + grown].to_vec())
            }
            _ => return None,
        };
        // Options list their heaps smallest first; the move keeps the order the heaps were written in.
        let mut sorted = to.clone();
        sorted.sort_unstable();
        let opt = option_to(self.game, a[i], &sorted)?;
        Some(move_to(c, i, Opt { take: opt.take, to }).action)
    }
}

/// The notes' classification of misère Nim (heaps of 0 are no heaps): S = XOR ≠ 0, T = XOR = 0; the digit counts
/// heaps of 2 or more ("充裕堆"), 2 meaning two or more. S0 (an odd number of heaps of 1) and T2 lose for the player
/// to move; S1, S2 and T0 win.
/// The largest heap the SJ theorem's condition is checked up to (a table of that many values, per verdict).
pub const SJ_LIMIT: u32 = 256;

/// The SJ theorem (贾志豪, 2009) for a misère sum of heaps of `game` (Anti-SG: whoever moves last loses): the player to
/// move wins exactly when (the XOR of the heaps' values is not 0 and some heap's value is above 1) or (the XOR is 0
/// and no value is above 1). It holds when every state of value 0 is an end (no move from it): checked for every
/// heap up to the largest (up to [`SJ_LIMIT`]), for games whose moves leave one smaller heap or none. A split is a
/// new part of the sum: Kayles' heap 8 (value 1) splits into 3 + 3 (value 0, yet not an end), and the formula is
/// wrong there. `None` where it is not known to hold.
pub fn sj_theorem(game: &Game, heaps: &[u32], limits: &Limits) -> Option<Verdict> {
    let one_heap = match game {
        Game::Subtraction(_) | Game::AllBut(_) => true,
        Game::Octal(code) => !code.splits(),
        Game::Nim | Game::Graph(_) | Game::Rules(_) => false,
    };
    if !one_heap {
        return None;
    }
    let top = heaps.iter().copied().max().unwrap_or(0);
    if top > SJ_LIMIT {
        return None;
    }
    let g = solve::values(game, top as usize + 1, limits).ok()?;
    let zero_ends = (1..=top).all(|n| g[n as usize] != 0 || options(game, n).is_ok_and(|mut o| o.next().is_none()));
    if !zero_ends {
        return None;
    }
    let values: Vec<u32> = heaps.iter().map(|&h| g[h as usize]).collect();
    let xor = values.iter().fold(0, |x, v| x ^ v);
    let big = values.iter().filter(|&&v| v > 1).count();
    Some(Verdict {
        sg: None,
        wins: (xor != 0) == (big > 0),
        rule: Rule::Sj { values, xor, big },
    })
}

/// A sum of tame heaps: Conway's rule (crate::rules::genus).
fn by_genus(game: &Game, heaps: &[u32]) -> Option<Verdict> {
    let t = crate::rules::genus::tame_sum(game, heaps)?;
    Some(Verdict {
        sg: None,
        wins: t.wins,
        rule: Rule::Genus {
            genera: t.genera.join(" + "),
            xor: t.xor,
            big: t.big,
        },
    })
}

/// A misère sum decided by the game's quotient, when one is known (proven, covering the heaps) within `limits`.
fn by_quotient(game: &Game, heaps: &[u32], limits: &Limits) -> Option<Verdict> {
    let solved = crate::rules::quotient::deciding(game, heaps, limits)?;
    let q = &solved.built.quotient;
    let (_, words, _) = crate::rules::quotient::presentation(q);
    let name = |a: u16| crate::rules::quotient::word(&words[a as usize]);
    let product = solved.built.product(heaps)?;
    let images = heaps.iter().map(|&h| name(solved.built.phi(h).unwrap_or(0))).collect();
    let p = q.p[product as usize];
    Some(Verdict {
        sg: None,
        wins: !p,
        rule: Rule::Quotient {
            order: q.order(),
            images,
            product: name(product),
            p,
        },
    })
}

/// Every move of the sum to a P-position, by the quotient: the product of the other heaps' images times each
/// option's (a heap with more options than the judged moves' limit leaves it to the search).
fn quotient_moves(game: &Game, c: &Component, limits: &Limits) -> Option<Listing> {
    let solved = crate::rules::quotient::deciding(game, &c.heaps, limits)?;
    let b = &solved.built;
    let q = &b.quotient;
    let total = c
        .heaps
        .iter()
        .fold(0u64, |n, &h| n.saturating_add(option_bound(game, h)));
    if total > limits.judged_moves {
        return None;
    }
    let mut moves = Vec::new();
    for (i, &h) in c.heaps.iter().enumerate() {
        let mut rest = c.heaps.clone();
        rest.remove(i);
        let f = b.product(&rest)?;
        for opt in options(game, h).ok()? {
            let s = b.product(&opt.to)?;
            if q.p[q.mult[f as usize][s as usize] as usize] {
                moves.push(move_to(c, i, opt));
            }
        }
    }
    Some(Listing { moves, exact: true })
}

pub fn misere_nim(heaps: &[u32]) -> Verdict {
    let xor = heaps.iter().fold(0, |x, &h| x ^ h);
    let big = heaps.iter().filter(|&&h| h >= 2).count();
    let lone = heaps.iter().filter(|&&h| h == 1).count();
    let (class, wins) = match (xor != 0, big) {
        (true, 0) => ("S0", false),
        (false, 0) => ("T0", true),
        (_, 1) => ("S1", true),
        (true, _) => ("S2", true),
        (false, _) => ("T2", false),
    };
    Verdict {
        sg: None,
        wins,
        rule: Rule::MisereNim { class, big, lone, xor },
    }
}

/// The family's rules in English (see [`Rule::explain`]).
pub(super) fn explain(rule: &Rule) -> String {
    match rule {
        Rule::MisereNim { class, big, lone, xor } => format!(
            "misère Nim class {class}: {big} heap(s) of 2 or more, {lone} heap(s) of 1, XOR {xor} \
             (S1, S2, T0 win for the player to move; S0, T2 lose)"
        ),
        Rule::Sj { values, xor, big } => {
            let each: Vec<String> = values.iter().map(u32::to_string).collect();
            let (xor_part, big_part, wins) = match (*xor != 0, *big > 0) {
                (true, true) => ("≠ 0", "some value above 1", "wins"),
                (false, false) => ("= 0", "no value above 1", "wins"),
                (false, true) => ("= 0", "some value above 1", "loses"),
                (true, false) => ("≠ 0", "no value above 1", "loses"),
            };
            format!(
                "SJ theorem (every state of value 0 is an end): values {}, XOR {xor} {xor_part}, {big_part} \
                 ({big}): the player to move {wins}",
                each.join(" ⊕ ")
            )
        }
        Rule::Genus { genera, xor, big } => {
            let loses = if *big == 0 { *xor == 1 } else { *xor == 0 };
            format!(
                "tame heaps add as misère Nim (genus {}): XOR {xor}, {big} heap(s) playing as 2 or more: the player \
                 to move {}",
                genera,
                if loses { "loses" } else { "wins" }
            )
        }
        Rule::Quotient {
            order,
            images,
            product,
            p,
        } => format!(
            "misère quotient (order {order}): {} = {product}, {} the P-portion: the player to move {}",
            images.join(" · "),
            if *p { "in" } else { "not in" },
            if *p { "loses" } else { "wins" }
        ),
        _ => unreachable!("not a rule of this family"),
    }
}
