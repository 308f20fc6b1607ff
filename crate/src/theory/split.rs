//! Following a split (crate::theory::quotient): when the quotient of heaps below h does not sit inside the one of
//! heaps 0 … h, the larger one is rebuilt from words (crate::theory::refine) on a guess, and the guess is corrected
//! by the smallest sum the result gets wrong, until no sum is wrong.
//!
//! The guess: some heaps are generators (at first the smaller quotient's and the new heap), every other heap is
//! taken as the word of least total in them with its image in the smaller quotient, and each generator's powers get
//! the room they had there (t^(i + p) = t^i, p at least 2), plus some slack. The rebuild is then exact on every sum
//! whose heaps are all generators, each below its bound: such a sum's outcome is computed from its own options.
//! So the smallest sum X (least total) the result gets wrong, all of whose options it gets right, holds a heap
//! taken as a word (that word is wrong: the heap becomes a generator) or a generator at least as many times as its
//! bound (that bound is too small: it is raised). Each correction makes the guess strictly larger, so the search
//! ends: at a quotient no sum of these heaps gets wrong (proven, as [`super::quotient::verify`] would), or past the
//! words or work allowed.

use super::monoid::{Quotient, Stop};
use super::refine;
use super::states::{agrees, kind, shifted, start, step, Kind};
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The states the search for a wrong sum may look at before a rebuilt quotient is taken unproven.
const STATES: usize = 1 << 16;
/// How many times the most elements allowed a guess's quotient may have: a wrong guess can tell apart sums the
/// quotient does not (Siegel, miseregames.wordpress.com, 2007-08-28: Q_30(0.07) has 360 elements, and one of
/// MisereSolver's candidates on the way 848); at most [`GUESS_MOST`] (a table of 32 MiB).
const GUESS_ORDER: usize = 4;
const GUESS_MOST: usize = 4096;

/// The quotient of heaps 0 … `options.len()` − 1 where the one of the smaller heaps `q` splits (see the module).
pub fn resplit(
    q: &Quotient,
    options: &[Vec<Vec<u32>>],
    max_order: usize,
    work: &mut u64,
    most_work: u64,
    heap: usize,
) -> Result<Quotient, Stop> {
    let mut gens = refine::generators(q);
    let mut slack = vec![0; options.len()];
    loop {
        let alias = refine::aliases(q, options, &mut gens);
        let bounds = refine::bounds(q, &alias, &slack);
        let most = (max_order * GUESS_ORDER).min(GUESS_MOST).max(max_order);
        let next = match refine::rebuild(options, &alias, &bounds, &q.orders, most, work, most_work) {
            Err(Stop::Split { .. }) => return Err(Stop::Split { heap }),
            other => other?,
        };
        let Some(x) = smallest_wrong(&next, options, STATES) else {
            if next.order() > max_order {
                return Err(Stop::Order {
                    heap,
                    order: next.order(),
                });
            }
            return Ok(next);
        };
        let words: Vec<usize> = x
            .iter()
            .map(|&u| u as usize)
            .filter(|&u| alias[u] != [u] && !options[u].is_empty())
            .collect();
        if !words.is_empty() {
            gens.extend(words);
            gens.sort_unstable();
            gens.dedup();
            continue;
        }
        let mut raised = false;
        for t in (1..options.len()).filter(|&t| alias[t] == [t]) {
            if x.iter().filter(|&&u| u as usize == t).count() >= bounds[t].0 + bounds[t].1 {
                slack[t] += 1;
                raised = true;
            }
        }
        // By the module's argument this does not happen; if it did, more room everywhere still grows the guess.
        if !raised {
            for t in (1..options.len()).filter(|&t| alias[t] == [t]) {
                slack[t] += 1;
            }
        }
    }
}

/// The sum of least total (as heaps) whose outcome `q` gets wrong, its options all right; `None` where there is
/// none among the first `most` states of sums (then every sum is right when the states were all seen). A search
/// of the states of [`super::quotient::verify`] by total, each kind of heap entered as its smallest heap.
pub fn smallest_wrong(q: &Quotient, options: &[Vec<Vec<u32>>], most: usize) -> Option<Vec<u32>> {
    let mut kinds: Vec<Kind> = Vec::new();
    let mut smallest: Vec<u32> = Vec::new();
    for (h, opts) in options.iter().enumerate().take(q.heaps).skip(1) {
        let k = kind(q, opts, q.phi[h]);
        if !kinds.contains(&k) {
            kinds.push(k);
            smallest.push(h as u32);
        }
    }
    let shifted = shifted(q, &kinds);
    // Dijkstra's search: each state first reached by its sum of least total; (parent, heap) to rebuild that sum.
    let mut states: Vec<Vec<u64>> = vec![start(q)];
    let mut from: Vec<Option<(usize, u32)>> = vec![None];
    let mut best: Vec<u64> = vec![0];
    let mut id: FxHashMap<Vec<u64>, usize> = FxHashMap::from_iter([(start(q), 0)]);
    let mut done = vec![false];
    let mut queue = BinaryHeap::from([Reverse((0u64, 0usize))]);
    while let Some(Reverse((total, s))) = queue.pop() {
        if done[s] || total > best[s] {
            continue;
        }
        done[s] = true;
        if !agrees(q, &states[s]) {
            let mut sum = Vec::new();
            let mut at = s;
            while let Some((parent, heap)) = from[at] {
                sum.push(heap);
                at = parent;
            }
            sum.sort_unstable();
            return Some(sum);
        }
        for (k, &heap) in smallest.iter().enumerate() {
            let next = step(q, &kinds, &shifted, &states[s], k);
            let cost = total + heap as u64;
            let t = match id.get(&next) {
                Some(&t) => t,
                None if states.len() >= most => continue,
                None => {
                    id.insert(next.clone(), states.len());
                    states.push(next);
                    from.push(None);
                    best.push(u64::MAX);
                    done.push(false);
                    states.len() - 1
                }
            };
            if cost < best[t] {
                best[t] = cost;
                from[t] = Some((s, heap));
                queue.push(Reverse((cost, t)));
            }
        }
    }
    None
}
