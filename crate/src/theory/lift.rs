//! Following a split by states (crate::theory::quotient): when the quotient of heaps below h splits in the one of
//! heaps 0 … h, it is no base for the pairs (crate::theory::pairs), but a finer one can be: the states of its proof
//! (crate::theory::states), which follow each sum X by its image, whether it has a move, and Z(X), the company in
//! which X has a P-option. Two sums of one state have options that look alike in every company of smaller heaps;
//! where that is fine enough, the pairs give the larger quotient at the cost of the states (hundreds or thousands),
//! where a rebuild from words (crate::theory::split) pays for every word of its guesses (Dawson's Kayles at heap 30:
//! 60 million). The result is checked as a rebuild's is, by the smallest sum it gets wrong.

use super::monoid::{Quotient, Stop};
use super::pairs::{p_options_free, pairs, spender, Base};
use super::split::{resplit, smallest_wrong};
use super::states::{kind, shifted, start, step, Kind};
use rustc_hash::FxHashMap;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// The most states a base of proof states may have.
const STATES: usize = 1 << 15;
/// The states the search for a wrong sum may look at (as crate::theory::split's).
const CHECK: usize = 1 << 16;
/// The steps a rebuild from words may take before [`lift`] is tried: Dawson's Kayles' splits at heaps 25 and 27
/// take 16 and 9 million (a few milliseconds), the one at 30 more than 2^28 (words guessed by 15 heaps).
const WORDS_FIRST: u64 = 1 << 25;
/// The most guesses [`lift`] makes.
const ROUNDS: usize = 4;

/// The proof states of the sums of a quotient's heaps (see the module): the reachable ones, a step per kind of heap.
pub struct States {
    /// `steps[s][k]`: the state after a heap of kind k.
    steps: Vec<Vec<u32>>,
    /// Each heap's kind.
    kind_of: Vec<usize>,
    reps: Vec<Vec<u32>>,
    p: Vec<bool>,
    /// The smallest heap of each kind (heap 0's excepted).
    gens: Vec<u32>,
}

impl Base for States {
    fn order(&self) -> usize {
        self.steps.len()
    }
    fn next(&self, a: usize, t: u32) -> usize {
        self.steps[a][self.kind_of[t as usize]] as usize
    }
    fn rep(&self, a: usize) -> &[u32] {
        &self.reps[a]
    }
    fn p(&self, a: usize) -> bool {
        self.p[a]
    }
    fn gens(&self) -> Vec<u32> {
        self.gens.clone()
    }
}

impl States {
    /// The states of the sums of heaps below `options.len()` (`options[t]`: heap t's options) by each quotient of
    /// `by` (a tuple of states, one per quotient), `None` past `most` of them. Each step is charged as many steps
    /// as the quotients have elements.
    pub fn of(
        by: &[Quotient],
        options: &[Vec<Vec<u32>>],
        most: usize,
        spend: &mut dyn FnMut(usize) -> Result<(), Stop>,
    ) -> Result<Option<States>, Stop> {
        // A heap's kind: its kind by each quotient.
        let mut kinds: Vec<Vec<Kind>> = Vec::new();
        let mut kind_of = Vec::with_capacity(options.len());
        let mut gens = Vec::new();
        for (t, opts) in options.iter().enumerate() {
            let k: Vec<Kind> = by.iter().map(|q| kind(q, opts, q.phi[t])).collect();
            kind_of.push(kinds.iter().position(|x| *x == k).unwrap_or_else(|| {
                if t > 0 {
                    gens.push(t as u32);
                }
                kinds.push(k);
                kinds.len() - 1
            }));
        }
        let each: Vec<Vec<Kind>> = (0..by.len())
            .map(|i| kinds.iter().map(|k| k[i].clone()).collect())
            .collect();
        let shifted: Vec<_> = by.iter().zip(&each).map(|(q, k)| shifted(q, k)).collect();
        let first: Vec<Vec<u64>> = by.iter().map(start).collect();
        let size: usize = by.iter().map(|q| q.order()).sum();
        let mut ids: FxHashMap<Vec<Vec<u64>>, u32> = FxHashMap::from_iter([(first.clone(), 0)]);
        let mut states = vec![first];
        let mut steps: Vec<Vec<u32>> = Vec::new();
        while steps.len() < states.len() {
            spend(kinds.len() * size)?;
            let s = steps.len();
            let mut row = Vec::with_capacity(kinds.len());
            for k in 0..kinds.len() {
                let next: Vec<Vec<u64>> = (0..by.len())
                    .map(|i| step(&by[i], &each[i], &shifted[i], &states[s][i], k))
                    .collect();
                let id = match ids.get(&next) {
                    Some(&id) => id,
                    None if states.len() >= most => return Ok(None),
                    None => {
                        ids.insert(next.clone(), states.len() as u32);
                        states.push(next);
                        states.len() as u32 - 1
                    }
                };
                row.push(id);
            }
            steps.push(row);
        }
        // Each state's smallest sum, by Dijkstra's search on (total, heaps): only a kind's smallest heap can give it.
        let mut reps: Vec<Option<Vec<u32>>> = vec![None; states.len()];
        let mut queue = BinaryHeap::from([Reverse((0u64, Vec::<u32>::new(), 0u32))]);
        while let Some(Reverse((total, sum, s))) = queue.pop() {
            if reps[s as usize].is_some() {
                continue;
            }
            for &t in &gens {
                let n = steps[s as usize][kind_of[t as usize]];
                if reps[n as usize].is_none() {
                    let mut more = sum.clone();
                    let at = more.partition_point(|&x| x <= t);
                    more.insert(at, t);
                    queue.push(Reverse((total + t as u64, more, n)));
                }
            }
            reps[s as usize] = Some(sum);
        }
        let p = states.iter().map(|z| z[0][0] & 1 == 1 && z[0][1] & 1 == 0).collect();
        Ok(Some(States {
            steps,
            kind_of,
            reps: reps.into_iter().map(|r| r.unwrap_or_default()).collect(),
            p,
            gens,
        }))
    }
}

/// The quotient of heaps 0 … `options.len()` − 1 where the one of the smaller heaps `q` splits, from the states of
/// `q`'s proof. Where the result gets a sum wrong, the states by it too (of `q` and of each guess so far: a finer
/// base each round) give the next guess, for at most [`ROUNDS`] rounds; `Err(Stop::Split)` where no guess held
/// (the caller rebuilds from words then). Dawson's Kayles needs two rounds at heaps 27 and 30, none holds at 25.
pub fn lift(
    q: &Quotient,
    options: &[Vec<Vec<u32>>],
    max_order: usize,
    work: &mut u64,
    most_work: u64,
) -> Result<Quotient, Stop> {
    let h = q.heaps;
    let mut spend = spender(work, most_work, h);
    let mut by = vec![q.clone()];
    for _ in 0..ROUNDS {
        let Some(base) = States::of(&by, &options[..h], STATES, &mut spend)? else {
            return Err(Stop::Split { heap: h });
        };
        let next = pairs(&base, &options[h], &options[..h], &q.orders, max_order, &mut spend)?;
        // A P-position with a P-option: the base misses a split that the states of a guess would not show.
        if !p_options_free(&next, &options[h], &options[..h]) {
            return Err(Stop::Split { heap: h });
        }
        if smallest_wrong(&next, options, CHECK).is_none() {
            return Ok(next);
        }
        by.push(next);
    }
    Err(Stop::Split { heap: h })
}

/// The quotient of heaps 0 … `options.len()` − 1 where the one of the smaller heaps `q` splits (at heap `heap`):
/// rebuilt from words while their guesses stay small ([`WORDS_FIRST`] steps), else lifted from proof states
/// ([`lift`]), else from words with all the steps left.
pub fn follow(
    q: &Quotient,
    options: &[Vec<Vec<u32>>],
    max_order: usize,
    work: &mut u64,
    most_work: u64,
    heap: usize,
) -> Result<Quotient, Stop> {
    let mut tried = 0;
    let left = most_work.saturating_sub(*work);
    let words = resplit(q, options, max_order, &mut tried, WORDS_FIRST.min(left), heap);
    *work += tried.min(left);
    match words {
        Err(Stop::Work { .. }) => {}
        other => return other,
    }
    match lift(q, options, max_order, work, most_work) {
        Err(Stop::Split { .. } | Stop::Order { .. } | Stop::Powers { .. }) => {
            resplit(q, options, max_order, work, most_work, heap)
        }
        other => other,
    }
}
