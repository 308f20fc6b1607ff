//! Conway's genus (On Numbers and Games ch. 12; Winning Ways ch. 13) of a heap game's heaps, by search: g^{γ0 γ1 …}
//! with g the normal-play value and γk the misère Grundy value of the heap plus k heaps of *2 (a position with no
//! move has misère value 1, any other the mex of its options'). The exponent is written up to where it alternates
//! for good. A heap is tame when every position it reaches has the genus of a misère Nim position: 0^{120},
//! 1^{031} or a^{a (a⊕2)}; the first that has not is the reason it is wild.

use super::quotient::heap_options;
use crate::base::error::{Code, Error, Message, Result};
use crate::game::Game;
use serde::Serialize;
use std::collections::HashMap;

/// The largest heap whose genus is searched (its positions grow as the partitions of the heap).
pub const GENUS_HEAPS: u32 = 24;
/// How many γk are computed (the exponent alternates for good well before, for heaps this small).
const GAMMAS: u32 = 8;

/// One heap's genus and whether it is tame.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Genus {
    pub heap: u32,
    /// The normal-play value g.
    pub g: u32,
    /// γ0 γ1 … up to where they alternate for good.
    pub gammas: Vec<u32>,
    /// g^{γ0γ1…}, as Conway writes it (values above 9 in brackets).
    pub text: String,
    pub tame: bool,
    /// The first position reached with a genus no misère Nim position has (its heaps and genus), when wild.
    pub wild_at: Option<(Vec<u32>, String)>,
}

/// A position with `twos` extra heaps of *2 and `ones` of *1.
type State = (Vec<u32>, u32, u32);

struct Search<'a> {
    options: &'a dyn Fn(u32) -> Vec<Vec<u32>>,
    misere: HashMap<State, u32>,
    normal: HashMap<Vec<u32>, u32>,
}

fn mex(mut seen: Vec<u32>) -> u32 {
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| i as u32 != v)
        .map_or(seen.len() as u32, |(i, _)| i as u32)
}

impl Search<'_> {
    /// The positions one move from the heaps (sorted, no zeros).
    fn moves(&self, heaps: &[u32]) -> Vec<Vec<u32>> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            if i > 0 && heaps[i] == heaps[i - 1] {
                continue;
            }
            for o in (self.options)(heaps[i]) {
                let mut next = heaps.to_vec();
                next.remove(i);
                next.extend(o.into_iter().filter(|&h| h > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
        out
    }

    fn normal(&mut self, heaps: &[u32]) -> u32 {
        if let Some(&v) = self.normal.get(heaps) {
            return v;
        }
        let v = mex(self.moves(heaps).iter().map(|m| self.normal(m)).collect());
        self.normal.insert(heaps.to_vec(), v);
        v
    }

    fn misere(&mut self, state: &State) -> u32 {
        if let Some(&v) = self.misere.get(state) {
            return v;
        }
        let (heaps, twos, ones) = state;
        let mut next: Vec<State> = self.moves(heaps).into_iter().map(|m| (m, *twos, *ones)).collect();
        if *twos > 0 {
            next.push((heaps.clone(), twos - 1, ones + 1));
            next.push((heaps.clone(), twos - 1, *ones));
        }
        if *ones > 0 {
            next.push((heaps.clone(), *twos, ones - 1));
        }
        let v = if next.is_empty() {
            1
        } else {
            mex(next.iter().map(|s| self.misere(s)).collect())
        };
        self.misere.insert(state.clone(), v);
        v
    }

    fn genus(&mut self, heaps: &[u32]) -> (u32, Vec<u32>) {
        let g = self.normal(heaps);
        let all: Vec<u32> = (0..GAMMAS).map(|k| self.misere(&(heaps.to_vec(), k, 0))).collect();
        // Written through the first two terms of the alternation that lasts: from the smallest s with γ(i) =
        // γ(i − 2) for every i ≥ s + 2 computed, γ0 … γ(s + 1).
        let s = (0..all.len() - 2)
            .find(|&s| (s + 2..all.len()).all(|i| all[i] == all[i - 2]))
            .unwrap_or(all.len() - 2);
        (g, all[..s + 2].to_vec())
    }
}

/// g^{γ0γ1…}.
pub fn text(g: u32, gammas: &[u32]) -> String {
    let each = |v: &u32| if *v < 10 { v.to_string() } else { format!("({v})") };
    format!("{g}^{{{}}}", gammas.iter().map(each).collect::<String>())
}

/// Whether a genus is a misère Nim position's: 0^{120}, 1^{031}, a^{a (a⊕2)}.
fn tame_genus(g: u32, gammas: &[u32]) -> bool {
    matches!((g, gammas), (0, [1, 2, 0]) | (1, [0, 3, 1])) || gammas == [g, g ^ 2]
}

/// The genus of heaps 0 … n − 1 of `game`, each with tame or wild and why.
pub fn genera(game: &Game, n: u32) -> Result<Vec<Genus>> {
    if n > GENUS_HEAPS + 1 {
        return Err(Error::new(
            Message::new(Code::GenusTooLarge)
                .arg("limit", GENUS_HEAPS)
                .arg("heaps", n),
        ));
    }
    let Some((options, _)) = heap_options(game) else {
        return Err(Error::new(Message::new(Code::NoQuotient).arg("game", game.to_string())));
    };
    let mut search = Search {
        options: &*options,
        misere: HashMap::new(),
        normal: HashMap::new(),
    };
    let mut out = Vec::new();
    for h in 0..n {
        let heaps: Vec<u32> = if h == 0 { vec![] } else { vec![h] };
        let (g, gammas) = search.genus(&heaps);
        // Every position the heap reaches, itself first.
        let mut seen = std::collections::HashSet::from([heaps.clone()]);
        let mut stack = vec![heaps.clone()];
        let mut wild_at = None;
        while let Some(p) = stack.pop() {
            let (pg, pgs) = search.genus(&p);
            if wild_at.is_none() && !tame_genus(pg, &pgs) {
                wild_at = Some((p.clone(), text(pg, &pgs)));
            }
            for m in search.moves(&p) {
                if seen.insert(m.clone()) {
                    stack.push(m);
                }
            }
        }
        out.push(Genus {
            heap: h,
            g,
            text: text(g, &gammas),
            gammas,
            tame: wild_at.is_none(),
            wild_at,
        });
    }
    Ok(out)
}

/// A sum of tame heaps, decided by Conway's rule (On Numbers and Games ch. 12): tame games add as misère Nim
/// positions do. A heap of genus 0^{120} plays as no heap, 1^{031} as a heap of 1, and a^{a (a⊕2)} as a heap of
/// 2 or more (a ≥ 2; or *2 + *2, *2 + *3 for a = 0, 1): the player to move loses when the values' XOR is 1 and no
/// heap is of the last kind, or when the XOR is 0 and some heap is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TameSum {
    /// Each heap's genus, as Conway writes it.
    pub genera: Vec<String>,
    pub xor: u32,
    /// How many heaps play as heaps of 2 or more.
    pub big: usize,
    pub wins: bool,
}

/// The tame-sum rule for these heaps, `None` when a heap is past [`GENUS_HEAPS`] or reaches a wild position (the
/// walk stops at the first).
pub fn tame_sum(game: &Game, heaps: &[u32]) -> Option<TameSum> {
    if heaps.iter().any(|&h| h > GENUS_HEAPS) {
        return None;
    }
    let (options, _) = heap_options(game)?;
    let mut search = Search {
        options: &*options,
        misere: HashMap::new(),
        normal: HashMap::new(),
    };
    let mut seen = std::collections::HashSet::new();
    let mut stack: Vec<Vec<u32>> = heaps.iter().filter(|&&h| h > 0).map(|&h| vec![h]).collect();
    while let Some(p) = stack.pop() {
        if !seen.insert(p.clone()) {
            continue;
        }
        let (g, gammas) = search.genus(&p);
        if !tame_genus(g, &gammas) {
            return None;
        }
        stack.extend(search.moves(&p));
    }
    let (mut genera, mut xor, mut big) = (Vec::new(), 0, 0);
    for &h in heaps.iter().filter(|&&h| h > 0) {
        let (g, gammas) = search.genus(&[h]);
        genera.push(text(g, &gammas));
        xor ^= g;
        big += usize::from(gammas == [g, g ^ 2]);
    }
    let loses = if big == 0 { xor == 1 } else { xor == 0 };
    Some(TameSum {
        genera,
        xor,
        big,
        wins: !loses,
    })
}
