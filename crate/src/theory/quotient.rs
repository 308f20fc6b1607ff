//! Misère quotients (Plambeck and Siegel, "Misère quotients for impartial games", JCTA 2008, arXiv math/0609825;
//! Plambeck, "Taming the wild in impartial combinatorial games", INTEGERS 5, 2005). The sums of heaps 0 … n − 1 of a
//! heap game, told apart only by their misère outcome in every sum (G ≡ H when G + X and H + X have the same outcome
//! for every sum X), form a finite commutative monoid Q with a P-portion P ⊂ Q and a map Φ from heaps to Q: a sum
//! h1 + … + hk is a P-position exactly when Φ(h1)·…·Φ(hk) ∈ P.
//!
//! Built heap by heap: from the quotient Q of heaps below h and the images S = Φ(options of h), the elements of the
//! next one are classes of pairs (a, k), "a sum of class a and k heaps of h". A pair's outcome is read from the
//! smallest sum of class a (its representative) plus k heaps of h: its options stay within class images (the
//! representative's own moves, whose classes have smaller representatives, and moves in one heap of h, to (a·s,
//! k − 1)). The column of outcomes at k depends only on the column at k − 1, so the columns repeat from some k: that
//! gives x^(i+p) = x^i for the new heap x. The pairs' automaton (multiply by each generator, by x) is then reduced by
//! Moore's partition refinement to the classes no sum tells apart: the next quotient. This reads a class's outcome
//! in company off its representative, which holds when the smaller quotient sits unchanged inside the larger one.
//! Where a check of that fails (no P-position has a P-option; [`verify`] of each heap's quotient finds no sum it
//! gets wrong), the quotient of heaps 0 … h is rebuilt from words (crate::theory::split) while their guesses stay
//! small, else built from pairs again over a finer base, the states of the smaller quotient's proof
//! (crate::theory::lift), and the next heaps go on from it. The pairs themselves are built in
//! crate::theory::pairs. crate/tests/misere_quotient.rs checks the quotients against a brute-force search of every
//! sum up to a total of 30.
//!
//! Pure mathematics: a heap's options come in as sums of smaller heaps; nothing here knows a game.

pub use super::monoid::{Quotient, Stop};
use super::pairs::{p_options_free, pairs, spender};
pub use super::states::Kind;
use super::states::{agrees, has, kind, shifted, start, step};
use rustc_hash::FxHashSet;

impl Quotient {
    /// Adds heap `self.heaps`, whose options are `options` (each a sum of smaller heaps; 0s allowed), with the
    /// options of every smaller heap in `earlier` (indexed by heap). At most `max_order` elements.
    /// `work` counts the steps taken (the products looked up), and the heap is refused past `most_work`.
    pub fn add_heap(
        &mut self,
        options: &[Vec<u32>],
        earlier: &[Vec<Vec<u32>>],
        max_order: usize,
        work: &mut u64,
        most_work: u64,
    ) -> Result<(), Stop> {
        let mut spend = spender(work, most_work, self.heaps);
        let next = pairs(&*self, options, earlier, &self.orders, max_order, &mut spend)?;
        if !p_options_free(&next, options, earlier) {
            return Err(Stop::Split { heap: self.heaps });
        }
        *self = next;
        Ok(())
    }
}

/// A quotient built up to some heap, and whether it is stable: Φ periodic from heap `n0` with period `p`, and the
/// quotient no longer growing, over long enough a stretch that every larger heap repeats it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Built {
    pub quotient: Quotient,
    /// (n0, p) when stable.
    pub stable: Option<(usize, usize)>,
    /// Why it stopped short of the heaps asked for, if it did.
    pub stop: Option<Stop>,
}

impl Built {
    /// Φ(h) for any heap: from the table, or from its period when stable; `None` past what is known.
    pub fn phi(&self, h: u32) -> Option<u16> {
        let q = &self.quotient;
        match self.stable {
            _ if (h as usize) < q.heaps => Some(q.phi[h as usize]),
            Some((n0, p)) => Some(q.phi[n0 + (h as usize - n0) % p]),
            None => None,
        }
    }

    /// The product of a sum's images, `None` when a heap is past what is known.
    pub fn product(&self, heaps: &[u32]) -> Option<u16> {
        let q = &self.quotient;
        heaps
            .iter()
            .try_fold(0u16, |a, &h| Some(q.mult[a as usize][self.phi(h)? as usize]))
    }
}

/// How far a heap's moves reach: the most a move removes, and the most heaps it leaves (1 for a subtraction game, 2
/// for an octal code, 3 for a hexadecimal one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach {
    pub removes: usize,
    pub parts: usize,
}

/// The quotient of heaps 0 … `upto` − 1, heap by heap, each heap's options from `options` (sums of smaller heaps);
/// stops early, stable, once Φ has repeated with period p from heap n0 through heap parts·(n0 + p) + removes
/// ([`stable`]) without the quotient growing; `None`: moves remove any amount, and no stretch proves anything.
pub fn build(
    upto: usize,
    options: &dyn Fn(u32) -> Vec<Vec<u32>>,
    reach: Option<Reach>,
    max_order: usize,
    most_work: u64,
) -> Built {
    let mut q = Quotient::trivial();
    let mut work = 0u64;
    let mut earlier: Vec<Vec<Vec<u32>>> = vec![vec![]];
    let mut checked = Checked::default();
    while q.heaps < upto {
        let opts = options(q.heaps as u32);
        work = work.saturating_add(opts.len() as u64);
        let before = q.clone();
        let added = q.add_heap(&opts, &earlier, max_order, &mut work, most_work);
        earlier.push(opts);
        // The heap-by-heap step reads classes off representatives; a sum it gets wrong means a split it missed.
        let added = match added {
            Ok(()) if checked.wrong(&q, &earlier, CHECK_STATES) => {
                q = before;
                Err(Stop::Split { heap: q.heaps })
            }
            other => other,
        };
        match added {
            Ok(()) => {}
            Err(Stop::Split { heap }) => {
                let lifted = super::lift::follow(&q, &earlier, max_order, &mut work, most_work, heap);
                match lifted {
                    Ok(next) => q = next,
                    Err(stop) => {
                        earlier.pop();
                        return Built {
                            quotient: q,
                            stable: None,
                            stop: Some(stop),
                        };
                    }
                }
            }
            Err(stop) => {
                earlier.pop();
                return Built {
                    quotient: q,
                    stable: None,
                    stop: Some(stop),
                };
            }
        }
        if let Some(found) = reach.and_then(|t| stable(&q, t)) {
            return Built {
                quotient: q,
                stable: Some(found),
                stop: None,
            };
        }
    }
    Built {
        quotient: q,
        stable: None,
        stop: None,
    }
}

/// The states each heap's check looks at.
const CHECK_STATES: usize = 1 << 12;

/// The periodicity test: the smallest period p (and its n0 ≥ 1) such that Φ(n + p) = Φ(n) for n0 ≤ n, n + p < heaps,
/// the order unchanged since heap n0, and heaps ≥ parts·(n0 + p) + removes (parts at least 2). Then every larger
/// heap's options have the images of the heap p smaller (as in the octal periodicity theorem: the largest part of
/// an option is at least n0 + p, and moves back by p), so its kind is one [`verify`] has seen.
pub fn stable(q: &Quotient, reach: Reach) -> Option<(usize, usize)> {
    let h = q.heaps;
    let last = *q.orders.last()?;
    let grown = q.orders.iter().rposition(|&o| o != last).map_or(1, |i| i + 1).max(1);
    for p in 1..h {
        let mut n0 = h - p;
        while n0 > grown && q.phi[n0 - 1] == q.phi[n0 - 1 + p] {
            n0 -= 1;
        }
        let n0 = n0.max(grown);
        if h >= reach.parts.max(2) * (n0 + p) + reach.removes {
            return Some((n0, p));
        }
    }
    None
}

/// Proves that the quotient tells every sum's outcome (a sum is P exactly when it has a move and no option is P),
/// or finds a sum it gets wrong. A sum X is followed by a small state: its image Φ(X), whether it has a move, and
/// Z(X), the elements f for which some option X' of X leaves f·Φ(X') in P (the company f in which X has a
/// P-option). Adding a heap u of image g whose options' images are S gives Φ(Xu) = Φ(X)·g and
/// Z(Xu) = {f : f·g ∈ Z(X)} ∪ {f : f·Φ(X)·s ∈ P for some s ∈ S}, so heaps of one kind (g and "f·s ∈ P for some
/// s ∈ S", per f) act alike, and the states reachable from the empty sum are finitely many: each is checked
/// (Φ(X) ∈ P exactly when X has a move and the identity is not in Z(X)). Every sum is some path, so the check
/// covers every sum of these heaps; with Φ periodic long enough ([`stable`]), every larger heap is of a kind seen.
/// `Ok(false)`: more than `most` states, not proven; `Err(heap)`: a sum the quotient gets wrong (the heap whose
/// P-position has a P-option, or 0 for a sum found by the states).
pub fn verify(q: &Quotient, options: &[Vec<Vec<u32>>], most: usize) -> Result<bool, usize> {
    if !is_monoid(q) {
        return Err(0);
    }
    states_agree(q, &kinds(q, options)?, most)
}

/// The kinds of heaps 1 … q.heaps − 1, or `Err(heap)` for a heap whose P-position in some company has a P-option.
pub fn kinds(q: &Quotient, options: &[Vec<Vec<u32>>]) -> Result<Vec<Kind>, usize> {
    let n = q.order();
    // The companies a heap can be in: products of these heaps' images (a table rebuilt for more heaps has more).
    let mut company = vec![false; n];
    company[0] = true;
    let mut stack = vec![0usize];
    while let Some(a) = stack.pop() {
        for &g in &q.phi {
            let b = q.mult[a][g as usize] as usize;
            if !company[b] {
                company[b] = true;
                stack.push(b);
            }
        }
    }
    let mut kinds: Vec<Kind> = Vec::new();
    for (h, opts) in options.iter().enumerate().take(q.heaps).skip(1) {
        let kind = kind(q, opts, q.phi[h]);
        let g = kind.0 as usize;
        if (0..n).any(|f| company[f] && has(&kind.1, f) && q.p[q.mult[f][g] as usize]) {
            return Err(h);
        }
        if !kinds.contains(&kind) {
            kinds.push(kind);
        }
    }
    Ok(kinds)
}

/// Every state reachable from the empty sum by heaps of these kinds agrees with P (see [`verify`]).
fn states_agree(q: &Quotient, kinds: &[Kind], most: usize) -> Result<bool, usize> {
    let start = start(q);
    let mut seen: FxHashSet<Vec<u64>> = [start.clone()].into_iter().collect();
    explore(q, kinds, &mut seen, vec![(start, 0)], most)
}

/// Explores from `queue` (each state with the first kind not yet applied to it), checking each new state; `seen`
/// keeps the states found. A state is packed in one vector: Φ(X) and "has a move" in the first word, Z(X) in the
/// rest.
fn explore(
    q: &Quotient,
    kinds: &[Kind],
    seen: &mut FxHashSet<Vec<u64>>,
    mut queue: Vec<(Vec<u64>, usize)>,
    most: usize,
) -> Result<bool, usize> {
    let shifted = shifted(q, kinds);
    for (state, _) in &queue {
        if !agrees(q, state) {
            return Err(0);
        }
    }
    while let Some((state, from)) = queue.pop() {
        for k in from..kinds.len() {
            let next = step(q, kinds, &shifted, &state, k);
            if !seen.contains(&next) {
                if seen.len() >= most {
                    return Ok(false);
                }
                if !agrees(q, &next) {
                    return Err(0);
                }
                seen.insert(next.clone());
                queue.push((next, 0));
            }
        }
    }
    Ok(true)
}

/// The last quotient checked heap by heap, its kinds and the states they reach: a heap that leaves the table as it
/// was needs only its new kinds applied to those states (and what they reach), none if it brings none.
#[derive(Default)]
struct Checked {
    mult: Vec<Vec<u16>>,
    p: Vec<bool>,
    kinds: Vec<Kind>,
    seen: FxHashSet<Vec<u64>>,
    /// Whether `seen` holds every state the kinds reach (not cut short at the most states).
    complete: bool,
}

impl Checked {
    /// Whether the quotient gets some sum wrong (a split the heap-by-heap step missed), checking only what changed.
    fn wrong(&mut self, q: &Quotient, options: &[Vec<Vec<u32>>], most: usize) -> bool {
        let Ok(kinds) = kinds(q, options) else {
            return true;
        };
        let same = q.mult == self.mult && q.p == self.p;
        let fresh: Vec<Kind> = kinds.iter().filter(|k| !self.kinds.contains(k)).cloned().collect();
        if same && fresh.is_empty() {
            return false;
        }
        if same && self.complete {
            let from = self.kinds.len();
            self.kinds.extend(fresh);
            let queue = self.seen.iter().map(|s| (s.clone(), from)).collect();
            return match explore(q, &self.kinds, &mut self.seen, queue, most) {
                Err(_) => true,
                Ok(all) => {
                    self.complete = all;
                    false
                }
            };
        }
        if !is_monoid(q) {
            return true;
        }
        let start = start(q);
        let mut seen: FxHashSet<Vec<u64>> = [start.clone()].into_iter().collect();
        match explore(q, &kinds, &mut seen, vec![(start, 0)], most) {
            Err(_) => true,
            Ok(complete) => {
                *self = Checked {
                    mult: q.mult.clone(),
                    p: q.p.clone(),
                    kinds,
                    seen,
                    complete,
                };
                false
            }
        }
    }
}

/// Whether the table is a commutative monoid on the products of the heaps' images, as the proof assumes: 0 is the
/// identity, x·y = y·x, and (x·y)·g = x·(y·g) for every image g (each product being g1·…·gk, associativity then
/// follows by induction on k).
fn is_monoid(q: &Quotient) -> bool {
    let n = q.order();
    let m = &q.mult;
    let mut gens: Vec<u16> = q.phi.clone();
    gens.sort_unstable();
    gens.dedup();
    (0..n).all(|x| m[0][x] as usize == x && m[x][0] as usize == x)
        && (0..n).all(|x| (0..n).all(|y| m[x][y] == m[y][x]))
        && (0..n).all(|x| {
            (0..n).all(|y| {
                gens.iter()
                    .all(|&g| m[m[x][y] as usize][g as usize] == m[x][m[y][g as usize] as usize])
            })
        })
}
