//! The quotient of heaps 0 … h rebuilt from words, for when a smaller quotient splits in the larger one
//! (crate::theory::quotient). Some heaps are generators; every other heap stands for a word in them (a sum of
//! generators it is taken to equal: the empty word for a heap with no move). A word is an exponent per generator;
//! in the quotient each generator t has t^(i + p) = t^i for some i, p, and with such bounds the words with exponents
//! below i + p are finitely many and closed under moves and sums once each exponent past its bound is folded back
//! by p. A word's outcome is computed from its options (each of smaller total, so in order of total), and Moore's
//! refinement of the words by outcome and by multiplication by each generator gives the classes no sum tells apart:
//! the quotient (Plambeck and Siegel, arXiv math/0609825: the elements are the classes of sums, told apart by the
//! outcomes of sums). The words and bounds are guesses (from the smaller quotient); the caller checks the result
//! heap by heap and, where a heap gets a sum wrong, makes it a generator or gives it more room, and rebuilds.

use super::monoid::{Quotient, Stop};
use rustc_hash::FxHashMap;

/// The most words a rebuild looks at (4 bytes of class and a byte of outcome each, twice over while refining).
const WORDS: u64 = 1 << 22;

/// The quotient of heaps 0 … `options.len()` − 1 (`options[t]`: heap t's options, sums of smaller heaps). Heap t is
/// taken as the word `alias[t]` (generators, with repeats; `[t]` for a generator, whose bounds `bounds[t] = (i, p)`
/// say t^(i + p) ≡ t^i); each word's total is at most its heap, so that options come first. A guess the caller
/// proves. `orders`: the orders of the smaller quotients, kept in the result.
pub fn rebuild(
    options: &[Vec<Vec<u32>>],
    alias: &[Vec<usize>],
    bounds: &[(usize, usize)],
    orders: &[usize],
    max_order: usize,
    work: &mut u64,
    most_work: u64,
) -> Result<Quotient, Stop> {
    let h = options.len() - 1;
    let heaps = options.len();
    let mut spend = |steps: u64| {
        *work = work.saturating_add(steps);
        if *work > most_work {
            Err(Stop::Work { heap: h })
        } else {
            Ok(())
        }
    };
    let gens: Vec<usize> = (1..heaps).filter(|&t| alias[t] == [t]).collect();
    let dim: Vec<usize> = (0..heaps)
        .map(|t| gens.iter().position(|&g| g == t).unwrap_or(0))
        .collect();
    let k = gens.len();
    // Mixed radix: word index = Σ e_j · stride_j, one digit per generator.
    let radix: Vec<usize> = gens.iter().map(|&t| bounds[t].0 + bounds[t].1).collect();
    let mut stride = vec![0usize; k];
    let mut states: u64 = 1;
    for j in 0..k {
        stride[j] = states as usize;
        states = states.saturating_mul(radix[j] as u64);
    }
    // Too many words for these bounds: the caller stops at the split.
    if states > WORDS {
        return Err(Stop::Split { heap: h });
    }
    // A generator's options as words: (digit, count) per generator, merged.
    let word = |heaps: &[u32]| -> Vec<(usize, usize)> {
        let mut e = vec![0usize; k];
        for &u in heaps {
            for &g in &alias[u as usize] {
                e[dim[g]] += 1;
            }
        }
        e.iter()
            .enumerate()
            .filter(|(_, &c)| c > 0)
            .map(|(j, &c)| (j, c))
            .collect()
    };
    let moves: Vec<Vec<Vec<(usize, usize)>>> = gens
        .iter()
        .map(|&t| options[t].iter().map(|o| word(o)).collect())
        .collect();
    let per_word: u64 = moves.iter().map(|m| m.len() as u64 + 1).sum();
    spend(states.saturating_mul(per_word + k as u64))?;
    let states = states as usize;
    let digit = |s: usize, j: usize| s / stride[j] % radix[j];
    // s times generator j to the c, folded back by the period past the bound.
    let times = |s: usize, j: usize, c: usize| -> usize {
        let d = digit(s, j);
        let (i, p) = bounds[gens[j]];
        let mut x = d + c;
        if x >= i + p {
            x -= (x - i) / p * p;
        }
        s + x * stride[j] - d * stride[j]
    };
    let total = |s: usize| -> usize { (0..k).map(|j| digit(s, j) * gens[j]).sum() };
    // Words by total (a bucket each), so that a word's options, of smaller total, are known first.
    let top = (0..k).map(|j| (radix[j] - 1) * gens[j]).sum::<usize>();
    let mut buckets = vec![0usize; top + 2];
    let totals: Vec<u32> = (0..states).map(|s| total(s) as u32).collect();
    for &t in &totals {
        buckets[t as usize + 1] += 1;
    }
    for t in 1..buckets.len() {
        buckets[t] += buckets[t - 1];
    }
    let mut by_total = vec![0u32; states];
    for (s, &t) in totals.iter().enumerate() {
        by_total[buckets[t as usize]] = s as u32;
        buckets[t as usize] += 1;
    }
    // Outcomes: a word is P when it has a move and none of its options is P.
    let mut p = vec![false; states];
    for &s in &by_total {
        let s = s as usize;
        let mut any = false;
        let mut p_option = false;
        'moves: for j in 0..k {
            if digit(s, j) == 0 {
                continue;
            }
            let less = s - stride[j];
            for o in &moves[j] {
                any = true;
                let f = o.iter().fold(less, |f, &(d, c)| times(f, d, c));
                // A move that keeps the total (a heap split without taking, as 4.07's first digit allows) leaves
                // the order of totals: its outcome is not known yet, so these words are no guide.
                if totals[f] >= totals[s] {
                    return Err(Stop::Split { heap: h });
                }
                if p[f] {
                    p_option = true;
                    break 'moves;
                }
            }
        }
        p[s] = any && !p_option;
    }
    // Moore's refinement: by outcome, then by the class of the word times each generator.
    let mut class: Vec<u32> = p.iter().map(|&x| x as u32).collect();
    let mut count = 0;
    let mut sig = vec![0u32; k + 1];
    loop {
        spend((states * (k + 1)) as u64)?;
        let mut ids: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let next: Vec<u32> = (0..states)
            .map(|s| {
                sig[0] = class[s];
                for j in 0..k {
                    sig[j + 1] = class[times(s, j, 1)];
                }
                let fresh = ids.len() as u32;
                match ids.get(&sig) {
                    Some(&c) => c,
                    None => {
                        ids.insert(sig.clone(), fresh);
                        fresh
                    }
                }
            })
            .collect();
        let grew = ids.len() != count;
        count = ids.len();
        class = next;
        if count > max_order {
            return Err(Stop::Order { heap: h, order: count });
        }
        if !grew {
            break;
        }
    }
    // Each class's smallest word (total, then heaps), the identity first.
    let rep = |s: usize| -> Vec<u32> {
        let mut r: Vec<u32> = (0..k)
            .flat_map(|j| std::iter::repeat_n(gens[j] as u32, digit(s, j)))
            .collect();
        r.sort_unstable();
        r
    };
    let mut best: Vec<Option<(u32, Vec<u32>, usize)>> = vec![None; count];
    for &s in &by_total {
        let s = s as usize;
        let c = class[s] as usize;
        // Words come by total: only a class's first total can hold its smallest word.
        if best[c].as_ref().is_some_and(|b| b.0 < totals[s]) {
            continue;
        }
        let key = (totals[s], rep(s), s);
        if best[c].as_ref().is_none_or(|b| (b.0, &b.1) > (key.0, &key.1)) {
            best[c] = Some(key);
        }
    }
    let mut order: Vec<usize> = (0..count).collect();
    order.sort_by(|&x, &y| {
        let (bx, by) = (best[x].as_ref().unwrap(), best[y].as_ref().unwrap());
        (bx.0, &bx.1).cmp(&(by.0, &by.1))
    });
    let mut renumber = vec![0u16; count];
    for (i, &c) in order.iter().enumerate() {
        renumber[c] = i as u16;
    }
    let member: Vec<usize> = order.iter().map(|&c| best[c].as_ref().unwrap().2).collect();
    spend((count * count * k) as u64)?;
    let mult: Vec<Vec<u16>> = member
        .iter()
        .map(|&s| {
            member
                .iter()
                .map(|&u| {
                    let e = (0..k).fold(s, |e, j| times(e, j, digit(u, j)));
                    renumber[class[e] as usize]
                })
                .collect()
        })
        .collect();
    let phi: Vec<u16> = (0..heaps)
        .map(|t| {
            let e = alias[t].iter().fold(0, |e, &g| times(e, dim[g], 1));
            renumber[class[e] as usize]
        })
        .collect();
    Ok(Quotient {
        heaps,
        mult,
        p: member.iter().map(|&s| p[s]).collect(),
        phi,
        reps: order.iter().map(|&c| best[c].as_ref().unwrap().1.clone()).collect(),
        orders: [orders, &[count]].concat(),
    })
}

/// The generators of `q`: the heaps whose image is not a product of the images of smaller ones.
pub fn generators(q: &Quotient) -> Vec<usize> {
    let n = q.order();
    let mut reached = vec![false; n];
    reached[0] = true;
    let mut gens = Vec::new();
    for t in 1..q.heaps {
        let g = q.phi[t] as usize;
        if reached[g] {
            continue;
        }
        gens.push(t);
        let mut stack: Vec<usize> = (0..n).filter(|&a| reached[a]).collect();
        while let Some(a) = stack.pop() {
            for &u in &gens {
                let b = q.mult[a][q.phi[u] as usize] as usize;
                if !reached[b] {
                    reached[b] = true;
                    stack.push(b);
                }
            }
        }
    }
    gens
}

/// Words for the heaps of `q` and one new heap: a generator (one of `gens`, or the new heap) is itself; a heap with
/// no move is the empty word; any other heap is the word of least total in the generators whose product in `q` is
/// its image, or becomes a generator where no such word is as small as the heap (then it is added to `gens`).
pub fn aliases(q: &Quotient, options: &[Vec<Vec<u32>>], gens: &mut Vec<usize>) -> Vec<Vec<usize>> {
    let n = q.order();
    // Least-total words for each element, by Dijkstra over products with the generators below the new heap.
    let words = |gens: &[usize]| {
        let mut best: Vec<Option<Vec<usize>>> = vec![None; n];
        best[0] = Some(vec![]);
        let mut cost = vec![usize::MAX; n];
        cost[0] = 0;
        let mut done = vec![false; n];
        while let Some(a) = (0..n)
            .filter(|&a| !done[a] && cost[a] < usize::MAX)
            .min_by_key(|&a| cost[a])
        {
            done[a] = true;
            for &g in gens.iter().filter(|&&g| g < q.heaps) {
                let b = q.mult[a][q.phi[g] as usize] as usize;
                if cost[a] + g < cost[b] {
                    cost[b] = cost[a] + g;
                    let mut w = best[a].clone().unwrap();
                    w.push(g);
                    best[b] = Some(w);
                }
            }
        }
        (best, cost)
    };
    loop {
        let (best, cost) = words(gens);
        let mut out: Vec<Vec<usize>> = Vec::with_capacity(options.len());
        let mut fresh = None;
        for (t, opts) in options.iter().enumerate() {
            let g = if t < q.heaps { q.phi[t] as usize } else { 0 };
            out.push(match () {
                _ if gens.contains(&t) || t == q.heaps => vec![t],
                _ if opts.is_empty() || t == 0 => vec![],
                _ if cost[g] <= t => best[g].clone().unwrap(),
                _ => {
                    fresh = Some(t);
                    break;
                }
            });
        }
        match fresh {
            Some(t) => gens.push(t),
            None => return out,
        }
    }
}

/// Bounds for the generators among `alias`: each one's powers in `q` (t^(i + p) = t^i), with `slack[t]` more
/// before the fold and period 2 where `q` says 1 or 2 (misère powers keep parity); the new heap: (2 + slack, 2).
/// Any other heap: (0, 1).
pub fn bounds(q: &Quotient, alias: &[Vec<usize>], slack: &[usize]) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (0..q.heaps)
        .map(|t| {
            if alias[t] != [t] {
                return (0, 1);
            }
            let g = q.phi[t] as usize;
            let mut seen: FxHashMap<usize, usize> = FxHashMap::from_iter([(0, 0)]);
            let mut x = 0usize;
            for k in 1.. {
                x = q.mult[x][g] as usize;
                if let Some(&i) = seen.get(&x) {
                    let p = k - i;
                    return (i + slack[t], if p <= 2 { 2 } else { p });
                }
                seen.insert(x, k);
            }
            unreachable!("a finite monoid's powers repeat")
        })
        .collect();
    out.push((2 + slack[q.heaps], 2));
    out
}
