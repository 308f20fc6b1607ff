//! The quotient of heaps 0 … h rebuilt from words, for when a smaller quotient splits in the larger one
//! (crate::theory::quotient). A sum of heaps is a word: an exponent per heap. In the quotient every heap t has
//! t^(i + p) = t^i for some i, p; with such bounds the words with exponents below i + p are finitely many and closed
//! under moves and sums once each exponent past its bound is folded back by p. A word's outcome is computed from its
//! options (each of smaller total, so in order of total), and Moore's refinement of the words by outcome and by
//! multiplication by each heap gives the classes no sum tells apart: the quotient (Plambeck and Siegel,
//! arXiv math/0609825: the elements are the classes of sums, told apart by the outcomes of sums). The bounds are
//! guesses (the smaller quotient's powers, with slack); the caller proves the result and retries with more slack.

use super::monoid::{Quotient, Stop};
use std::collections::HashMap;

/// The most words a rebuild looks at.
const WORDS: u64 = 1 << 16;

/// The quotient of heaps 0 … `options.len()` − 1 (`options[t]`: heap t's options, sums of smaller heaps), with
/// bounds `(i, p)` per heap (t^(i + p) ≡ t^i). Heap t is taken as heap `alias[t]` ≤ t (the words are over the heaps
/// their own alias, each with its bounds; the others have (0, 1)): a guess the caller proves. `orders`: the orders of the smaller quotients, kept in the result.
pub fn rebuild(
    options: &[Vec<Vec<u32>>],
    alias: &[usize],
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
    // Mixed radix: word index = Σ e_t · stride_t.
    let radix: Vec<usize> = bounds.iter().map(|&(i, p)| i + p).collect();
    let mut stride = vec![0u64; heaps];
    let mut states: u64 = 1;
    for t in 0..heaps {
        stride[t] = states;
        states = states.saturating_mul(radix[t] as u64);
    }
    // Too many words for these bounds: the caller tries others, or stops at the split.
    if states > WORDS {
        return Err(Stop::Split { heap: h });
    }
    let moves: u64 = options.iter().map(|o| o.len() as u64 + 1).sum();
    spend(states.saturating_mul(moves + heaps as u64))?;
    let states = states as usize;
    let exps = |s: usize| -> Vec<usize> { (0..heaps).map(|t| s / stride[t] as usize % radix[t]).collect() };
    let fold = |e: &mut [usize]| {
        for (t, x) in e.iter_mut().enumerate() {
            let (i, p) = bounds[t];
            while *x >= i + p {
                *x -= p;
            }
        }
    };
    let index = |e: &[usize]| -> usize { e.iter().zip(&stride).map(|(&x, &s)| x * s as usize).sum() };
    let total = |s: usize| -> usize { exps(s).iter().enumerate().map(|(t, &x)| t * x).sum() };
    let mut by_total: Vec<usize> = (0..states).collect();
    by_total.sort_by_key(|&s| (total(s), s));
    // Outcomes, smaller totals first: a word is P when it has a move and none of its options is P.
    let mut known = vec![false; states];
    let mut p = vec![false; states];
    for &s in &by_total {
        let e = exps(s);
        let mut any = false;
        let mut p_option = false;
        'moves: for t in 1..heaps {
            if e[t] == 0 || alias[t] != t {
                continue;
            }
            for o in &options[t] {
                any = true;
                let mut f = e.clone();
                f[t] -= 1;
                for &u in o {
                    f[alias[u as usize]] += 1;
                }
                fold(&mut f);
                let g = index(&f);
                debug_assert!(known[g]);
                if p[g] {
                    p_option = true;
                    break 'moves;
                }
            }
        }
        p[s] = any && !p_option;
        known[s] = true;
    }
    // Moore's refinement: by outcome, then by the class of the word times each heap.
    let times: Vec<Vec<u32>> = (1..heaps)
        .filter(|&t| alias[t] == t && radix[t] > 1)
        .map(|t| {
            (0..states)
                .map(|s| {
                    let mut e = exps(s);
                    e[t] += 1;
                    fold(&mut e);
                    index(&e) as u32
                })
                .collect()
        })
        .collect();
    let mut class: Vec<u32> = p.iter().map(|&x| x as u32).collect();
    let mut count = 0;
    loop {
        spend((states * heaps) as u64)?;
        let mut ids: HashMap<Vec<u32>, u32> = HashMap::new();
        let next: Vec<u32> = (0..states)
            .map(|s| {
                let mut sig = vec![class[s]];
                sig.extend(times.iter().map(|m| class[m[s] as usize]));
                let fresh = ids.len() as u32;
                *ids.entry(sig).or_insert(fresh)
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
    let mut best: Vec<Option<(usize, Vec<u32>, usize)>> = vec![None; count];
    for &s in &by_total {
        let c = class[s] as usize;
        let e = exps(s);
        let rep: Vec<u32> = (0..heaps).flat_map(|t| std::iter::repeat_n(t as u32, e[t])).collect();
        let key = (total(s), rep, s);
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
    spend((count * count * heaps) as u64)?;
    let mult: Vec<Vec<u16>> = member
        .iter()
        .map(|&s| {
            member
                .iter()
                .map(|&u| {
                    let mut e: Vec<usize> = exps(s).iter().zip(exps(u)).map(|(a, b)| a + b).collect();
                    fold(&mut e);
                    renumber[class[index(&e)] as usize]
                })
                .collect()
        })
        .collect();
    let phi: Vec<u16> = (0..heaps)
        .map(|t| {
            let mut e = vec![0; heaps];
            if t > 0 {
                e[alias[t]] = 1;
            }
            fold(&mut e);
            renumber[class[index(&e)] as usize]
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

/// Aliases for the heaps of `q` and one new heap: with `merge`, each heap of `q` is the smallest with its image;
/// without, itself; a heap with no move is the empty game, heap 0.
pub fn aliases(q: &Quotient, options: &[Vec<Vec<u32>>], merge: bool) -> Vec<usize> {
    let mut first: HashMap<u16, usize> = HashMap::new();
    let mut out: Vec<usize> = (0..q.heaps)
        .map(|t| match () {
            _ if options[t].is_empty() => 0,
            _ if merge => *first.entry(q.phi[t]).or_insert(t),
            _ => t,
        })
        .collect();
    out.push(q.heaps);
    out
}

/// Bounds for the heaps of `q` and one new heap: each heap's powers in `q` (t^(i + p) = t^i), with `slack` more
/// before the fold and period 2 where `q` says 1 or 2 (misère powers keep parity); the new heap: (2 + slack, 2).
/// A heap that is not its own alias: (0, 1).
pub fn bounds(q: &Quotient, alias: &[usize], slack: usize) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = (0..q.heaps)
        .map(|t| {
            let g = q.phi[t] as usize;
            if alias[t] != t || t == 0 {
                return (0, 1);
            }
            let mut seen: HashMap<usize, usize> = HashMap::from([(0, 0)]);
            let mut x = 0usize;
            for k in 1.. {
                x = q.mult[x][g] as usize;
                if let Some(&i) = seen.get(&x) {
                    let p = k - i;
                    return (i + slack, if p <= 2 { 2 } else { p });
                }
                seen.insert(x, k);
            }
            unreachable!("a finite monoid's powers repeat")
        })
        .collect();
    out.push((2 + slack, 2));
    out
}
