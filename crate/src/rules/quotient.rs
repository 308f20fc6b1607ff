//! A heap game's misère quotient (crate::theory::quotient): the game's heaps' options as sums of smaller heaps, the
//! quotient built under the caller's limits and proven where it can be, and what the CLI and the JS API say of it
//! (order, generators and relations, elements in normal form, P-portion, Φ, stable or known up to n).

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Game;
use crate::theory::quotient::{build, verify, Built, Quotient, Reach, Stop};
use serde::Serialize;
use std::sync::{Arc, Mutex};

/// A heap's options, each a sum of smaller heaps.
pub type HeapOptions<'a> = Box<dyn Fn(u32) -> Vec<Vec<u32>> + 'a>;

/// Generators (a letter each, and the heap it is Φ of), each element's word (exponents of the generators), and
/// relations (word = word).
pub type Presentation = (Vec<(String, u32)>, Vec<Vec<u32>>, Vec<(Vec<u32>, Vec<u32>)>);

/// Whether `game`'s heaps have a misère quotient here ([`heap_options`] gives their options): every heap game but a
/// graph's tokens and a user's rule. Cheap, for the views a game offers (the first view asks it, without this engine).
pub fn has_quotient(game: &Game) -> bool {
    !matches!(game, Game::Graph(_) | Game::Rules(_))
}

/// The options of each heap of `game` as sums of smaller heaps, and how far a move reaches (`None`: it removes any
/// amount); `None` for games whose moves are not that (a graph's tokens, a user's rule).
pub fn heap_options(game: &Game) -> Option<(HeapOptions<'_>, Option<Reach>)> {
    let one = |h: u32, k: u32| if k == h { vec![] } else { vec![h - k] };
    Some(match game {
        Game::Octal(code) => (
            Box::new(move |h| crate::solve::octal::moves(code, h).map(|(_, to)| to).collect()),
            code.max_removal().map(|removes| Reach {
                removes,
                parts: if code.splits_in_three() { 3 } else { 2 },
            }),
        ),
        Game::Subtraction(set) => (
            Box::new(move |h| set.iter().filter(|&&s| s <= h).map(|&s| one(h, s)).collect()),
            set.last().map(|&s| Reach {
                removes: s as usize,
                parts: 1,
            }),
        ),
        Game::Nim => (Box::new(move |h| (1..=h).map(|k| one(h, k)).collect()), None),
        Game::AllBut(out) => (
            Box::new(move |h| {
                (1..=h)
                    .filter(|k| out.binary_search(k).is_err())
                    .map(|k| one(h, k))
                    .collect()
            }),
            None,
        ),
        Game::Graph(_) | Game::Rules(_) => return None,
    })
}

/// A quotient built, and whether [`verify`] proved that it tells every sum's outcome.
pub struct Solved {
    pub built: Built,
    pub proven: bool,
}

/// The quotient of `game` up to heap `upto` − 1 (`None`: until stable, up to the limit of heaps).
pub fn solve(game: &Game, upto: Option<usize>, limits: &Limits) -> Result<Solved> {
    let Some((options, reach)) = heap_options(game) else {
        return Err(Error::new(Message::new(Code::NoQuotient).arg("game", game.to_string())));
    };
    let upto = match upto {
        Some(n) if n > limits.quotient_heaps => {
            return Err(Error::new(
                Message::new(Code::QuotientHeaps)
                    .arg("limit", limits.quotient_heaps)
                    .arg("heaps", n),
            ))
        }
        Some(n) => n.max(1),
        None => limits.quotient_heaps,
    };
    let built = build(upto, &*options, reach, limits.quotient_order, limits.quotient_work);
    let q = &built.quotient;
    let all: Vec<Vec<Vec<u32>>> = (0..q.heaps as u32).map(&*options).collect();
    let proven = verify(q, &all, limits.quotient_states) == Ok(true);
    Ok(Solved { built, proven })
}

/// Why the construction stopped, as a message.
pub fn stop_message(game: &Game, stop: &Stop, limits: &Limits) -> Message {
    let game = game.to_string();
    match stop {
        Stop::Order { heap, .. } => Message::new(Code::QuotientTooLarge)
            .arg("game", game)
            .arg("limit", limits.quotient_order)
            .arg("heap", heap),
        Stop::Work { heap } => Message::new(Code::QuotientWork)
            .arg("game", game)
            .arg("limit", limits.quotient_work)
            .arg("heap", heap),
        Stop::Split { heap } => Message::new(Code::QuotientSplits).arg("game", game).arg("heap", heap),
        Stop::Powers { heap } => Message::new(Code::QuotientPowers)
            .arg("game", game)
            .arg("heap", heap)
            .arg("limit", 64),
    }
}

/// The quotient as the CLI's JSON and the JS API give it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Report {
    pub game: String,
    /// The number of elements.
    pub order: usize,
    /// The heaps covered: 0 … heaps − 1.
    pub heaps: usize,
    /// Generators: a letter each, and the heap it is Φ of.
    pub generators: Vec<(String, u32)>,
    /// Relations "word = word" that, with commutativity, present the monoid.
    pub relations: Vec<String>,
    /// The elements in normal form (shortest word, then first in the generators' order), element i first.
    pub elements: Vec<String>,
    /// The P-portion's elements, in normal form.
    pub p: Vec<String>,
    /// Φ(0) … Φ(heaps − 1), as element indices.
    pub phi: Vec<u16>,
    /// Φ(0) … Φ(heaps − 1), in normal form.
    pub phi_words: Vec<String>,
    /// Whether Φ has been seen periodic long enough that the quotient no longer grows.
    pub stable: bool,
    /// Φ(n + period) = Φ(n) from heap `preperiod` on, when stable.
    pub preperiod: Option<usize>,
    pub period: Option<usize>,
    /// Whether every sum's outcome was proven to follow the quotient (a finite check of every sum's kind).
    pub proven: bool,
    /// The order after each heap.
    pub orders: Vec<usize>,
    /// Why it stopped before the heaps asked for, in English.
    pub stopped: Option<String>,
}

/// Normal forms: generators are the heaps whose Φ is not a product of earlier generators' (a, b, c, …); each
/// element's word is the first found by breadth, generators in order. Returns (generators, words, relations).
pub fn presentation(q: &Quotient) -> Presentation {
    let n = q.order();
    let mut gens: Vec<(u16, u32)> = Vec::new();
    let mut reached = vec![false; n];
    reached[0] = true;
    for h in 1..q.heaps {
        let g = q.phi[h];
        if reached[g as usize] {
            continue;
        }
        gens.push((g, h as u32));
        // The submonoid the generators so far make.
        let mut stack: Vec<u16> = (0..n as u16).filter(|&a| reached[a as usize]).collect();
        while let Some(a) = stack.pop() {
            for &(x, _) in &gens {
                let b = q.mult[a as usize][x as usize];
                if !reached[b as usize] {
                    reached[b as usize] = true;
                    stack.push(b);
                }
            }
        }
    }
    let k = gens.len();
    let mut words: Vec<Option<Vec<u32>>> = vec![None; n];
    words[0] = Some(vec![0; k]);
    let mut frontier = vec![0u16];
    let mut relations = Vec::new();
    while !frontier.is_empty() {
        let mut next = Vec::new();
        for &a in &frontier {
            for (j, &(g, _)) in gens.iter().enumerate() {
                let b = q.mult[a as usize][g as usize];
                let mut w = words[a as usize].clone().unwrap();
                w[j] += 1;
                match &words[b as usize] {
                    None => {
                        words[b as usize] = Some(w);
                        next.push(b);
                    }
                    Some(nf) if *nf != w => relations.push((w, nf.clone())),
                    _ => {}
                }
            }
        }
        frontier = next;
    }
    relations.sort();
    relations.dedup();
    // Keep the relations whose left side no other left side divides.
    let divides = |u: &Vec<u32>, v: &Vec<u32>| u != v && u.iter().zip(v).all(|(x, y)| x <= y);
    let lefts: Vec<Vec<u32>> = relations.iter().map(|r| r.0.clone()).collect();
    relations.retain(|(l, _)| !lefts.iter().any(|o| divides(o, l)));
    let names = gens.iter().enumerate().map(|(i, &(_, h))| (letter(i), h)).collect();
    (
        names,
        words.into_iter().map(|w| w.unwrap_or_default()).collect(),
        relations,
    )
}

fn letter(i: usize) -> String {
    if i < 26 {
        ((b'a' + i as u8) as char).to_string()
    } else {
        format!("x{i}")
    }
}

/// A word as the papers write it: a²b, 1 for the identity.
pub fn word(w: &[u32]) -> String {
    const SUP: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    let mut out = String::new();
    for (i, &e) in w.iter().enumerate() {
        if e == 0 {
            continue;
        }
        out += &letter(i);
        if e > 1 {
            out.extend(e.to_string().chars().map(|d| SUP[d as usize - '0' as usize]));
        }
    }
    if out.is_empty() {
        "1".into()
    } else {
        out
    }
}

/// The report of a quotient built.
pub fn report(game: &Game, solved: &Solved, limits: &Limits) -> Report {
    let q = &solved.built.quotient;
    let (generators, words, relations) = presentation(q);
    let elements: Vec<String> = words.iter().map(|w| word(w)).collect();
    Report {
        game: game.to_string(),
        order: q.order(),
        heaps: q.heaps,
        generators,
        relations: relations
            .iter()
            .map(|(l, r)| format!("{} = {}", word(l), word(r)))
            .collect(),
        p: (0..q.order())
            .filter(|&a| q.p[a])
            .map(|a| elements[a].clone())
            .collect(),
        phi: q.phi.clone(),
        phi_words: q.phi.iter().map(|&a| elements[a as usize].clone()).collect(),
        elements,
        stable: solved.built.stable.is_some(),
        preperiod: solved.built.stable.map(|s| s.0),
        period: solved.built.stable.map(|s| s.1),
        proven: solved.proven,
        orders: q.orders.clone(),
        stopped: solved
            .built
            .stop
            .as_ref()
            .map(|s| stop_message(game, s, limits).to_string()),
    }
}

/// The heaps an analysis builds a quotient up to at least (a stable one is found within them), its most elements
/// and the most states of its proof. The bounds hold Dawson's Kayles to heap 30 (Siegel's 360 elements, about 0.8 s
/// natively): a quotient's cost sends such an analysis to the page's worker.
const ANALYSIS_HEAPS: usize = 64;
const ANALYSIS_ORDER: usize = 512;
const ANALYSIS_STATES: usize = 1 << 18;
/// The steps an analysis's quotient may take (also its cost, crate::engine::cost).
pub const ANALYSIS_WORK: u64 = 1 << 27;

/// A quotient that decides sums of these heaps: proven, and stable or built past the largest heap. Built up to
/// the largest heap + 1 (at least [`ANALYSIS_HEAPS`], so that a stable quotient is found), under the limits.
///
/// Every build is kept ([`KNOWN`]): the next sum of that game is one product (one analysis asks twice, for its verdict
/// and its moves, the quotient view a third time, and a player's every move asks again). A stable, proven quotient
/// built to fewer heaps decides every sum of its game.
pub fn deciding(game: &Game, heaps: &[u32], limits: &Limits) -> Option<Arc<Solved>> {
    let top = heaps.iter().copied().max().unwrap_or(0) as usize;
    let upto = (top + 1).max(ANALYSIS_HEAPS).min(limits.quotient_heaps);
    // An analysis builds a small quotient or none: a position is answered at once, or searched.
    let small = Limits {
        quotient_order: limits.quotient_order.min(ANALYSIS_ORDER),
        quotient_states: limits.quotient_states.min(ANALYSIS_STATES),
        quotient_work: limits.quotient_work.min(ANALYSIS_WORK),
        ..*limits
    };
    let game_text = game.to_string();
    let decides = |s: &Arc<Solved>| s.proven && s.built.product(heaps).is_some();
    // A stable quotient built to fewer heaps is what a build to `upto` finds too (its Φ strip aside).
    let stable = KNOWN.lock().ok().and_then(|known| {
        known
            .iter()
            .filter(|(k, _)| k.0 == game_text && k.1 <= upto && k.2 == small)
            .find_map(|(_, s)| s.clone().filter(|s| s.built.stable.is_some()))
    });
    if let Some(solved) = stable.filter(decides) {
        return Some(solved);
    }
    let first = kept(game, &game_text, upto, &small)?;
    if decides(&first) {
        return Some(first);
    }
    // Unproven for many heaps, a smaller closure (the heaps up to the largest here) may still be proven.
    kept(game, &game_text, top + 1, &small).filter(decides)
}

/// [`solve`]'s answer for (game, upto, limits), from [`KNOWN`] or built and kept there (a refusal too: a game whose
/// quotient outgrows an analysis's limits is not built again for its next sum).
fn kept(game: &Game, game_text: &str, upto: usize, limits: &Limits) -> Option<Arc<Solved>> {
    let key = (game_text.to_string(), upto, *limits);
    let known = KNOWN
        .lock()
        .ok()
        .and_then(|k| k.iter().find(|(k, _)| *k == key).map(|(_, s)| s.clone()));
    match known {
        Some(solved) => solved,
        None => {
            let solved = solve(game, Some(upto), limits).ok().map(Arc::new);
            if let Ok(mut k) = KNOWN.lock() {
                if k.len() == KNOWN_BUILDS {
                    k.remove(0);
                }
                k.push((key, solved.clone()));
            }
            solved
        }
    }
}

/// The quotients of the last few games analysed, by game, heaps and limits. A memo of a pure function (the quotient
/// a game has up to a heap under given limits), not state: no answer depends on what was asked before, only its time
/// (and how many heaps the quotient view's Φ strip shows, once a stable quotient is known).
static KNOWN: Mutex<Vec<(Key, Option<Arc<Solved>>)>> = Mutex::new(Vec::new());
/// A game, in canonical notation, the heaps its quotient was built to and the limits it was built under.
type Key = (String, usize, Limits);
const KNOWN_BUILDS: usize = 16;
