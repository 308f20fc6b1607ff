//! The quotient of heaps 0 … h from a *base* (crate::theory::quotient, crate::theory::lift): a monoid of classes of
//! sums of smaller heaps, each class with its smallest sum. The elements of the next quotient are classes of pairs
//! (a, k), "a sum of class a and k heaps of h"; a pair's outcome is read off a's smallest sum plus k heaps of h,
//! which is right when the base tells apart every two sums that some company of heaps 0 … h tells apart. The column
//! of outcomes at k depends only on the one at k − 1, so the columns repeat from some k (x^(i+p) = x^i for the new
//! heap x), and Moore's refinement of the pairs' automaton gives the classes no sum tells apart.

use super::monoid::{Quotient, Stop};
use rustc_hash::FxHashMap;
use std::collections::HashMap;

/// The most columns (powers of a new heap) looked at before the outcomes must repeat.
pub const POWERS: usize = 64;

/// Classes of the sums of heaps below some h, closed under adding a heap.
pub trait Base {
    fn order(&self) -> usize;
    /// The class of a sum of class `a` plus a heap of `t` (t < h).
    fn next(&self, a: usize, t: u32) -> usize;
    /// The class's smallest sum (total, then heaps), its heaps ascending.
    fn rep(&self, a: usize) -> &[u32];
    /// Whether a sum of the class is a P-position.
    fn p(&self, a: usize) -> bool;
    /// One heap for each distinct step `next(·, t)`, t ≥ 1 (the others repeat one of these).
    fn gens(&self) -> Vec<u32>;
}

/// A quotient as a base: a class plus a heap is their product.
impl Base for Quotient {
    fn order(&self) -> usize {
        self.mult.len()
    }
    fn next(&self, a: usize, t: u32) -> usize {
        self.mult[a][self.phi[t as usize] as usize] as usize
    }
    fn rep(&self, a: usize) -> &[u32] {
        &self.reps[a]
    }
    fn p(&self, a: usize) -> bool {
        self.p[a]
    }
    fn gens(&self) -> Vec<u32> {
        let mut seen = vec![false; self.mult.len()];
        (1..self.heaps as u32)
            .filter(|&t| !std::mem::replace(&mut seen[self.phi[t as usize] as usize], true))
            .collect()
    }
}

/// Counts steps into `work`, refusing heap `heap` past `most_work`.
pub fn spender(work: &mut u64, most_work: u64, heap: usize) -> impl FnMut(usize) -> Result<(), Stop> + '_ {
    move |steps: usize| {
        *work = work.saturating_add(steps as u64);
        if *work > most_work {
            Err(Stop::Work { heap })
        } else {
            Ok(())
        }
    }
}

/// The quotient of heaps 0 … h from `base` (classes of sums of heaps below h = `earlier.len()`) and heap h's
/// `options` (sums of smaller heaps), at most `max_order` elements; `orders`: the smaller quotients' orders.
pub fn pairs(
    base: &dyn Base,
    options: &[Vec<u32>],
    earlier: &[Vec<Vec<u32>>],
    orders: &[usize],
    max_order: usize,
    spend: &mut dyn FnMut(usize) -> Result<(), Stop>,
) -> Result<Quotient, Stop> {
    let h = earlier.len();
    let n = base.order();
    let img = |a: usize, sum: &[u32]| sum.iter().fold(a, |a, &x| base.next(a, x));
    // Heap h's options, one sum per class (sums of one class stay one class in any company), and the class of
    // each base class plus each.
    let mut news: Vec<&Vec<u32>> = Vec::new();
    let mut seen: FxHashMap<usize, ()> = FxHashMap::default();
    for o in options {
        if seen.insert(img(0, o), ()).is_none() {
            news.push(o);
        }
    }
    spend(n * (news.len() + 1))?;
    let plus: Vec<Vec<usize>> = (0..n).map(|a| news.iter().map(|o| img(a, o)).collect()).collect();
    // The classes of each smallest sum's options, and the order to read them in (smaller totals first).
    let size = |a: usize| base.rep(a).iter().map(|&x| x as u64).sum::<u64>();
    let mut by_size: Vec<usize> = (0..n).collect();
    by_size.sort_by_key(|&a| size(a));
    let reach: usize = (0..n)
        .map(|a| {
            let rep = base.rep(a);
            rep.iter()
                .map(|&x| earlier[x as usize].len() * (rep.len() + 1))
                .sum::<usize>()
        })
        .sum();
    spend(reach + options.len() * 4)?;
    let same: Vec<Vec<usize>> = (0..n)
        .map(|a| {
            let rep = base.rep(a);
            let mut out = Vec::new();
            for (j, &x) in rep.iter().enumerate() {
                if j > 0 && rep[j - 1] == x {
                    continue;
                }
                let mut rest = rep.to_vec();
                rest.remove(j);
                let f = img(0, &rest);
                for o in &earlier[x as usize] {
                    out.push(img(f, o));
                }
            }
            out.sort_unstable();
            out.dedup();
            out
        })
        .collect();
    let column = |prev: Option<&Vec<bool>>| {
        let mut col = vec![false; n];
        for &a in &by_size {
            // A sum with no move is an N-position: the player to move cannot, and wins.
            let moves = !same[a].is_empty() || (prev.is_some() && !news.is_empty());
            let moves_p = same[a].iter().any(|&b| col[b]) || prev.is_some_and(|prev| plus[a].iter().any(|&b| prev[b]));
            col[a] = moves && !moves_p;
        }
        col
    };
    let first = column(None);
    if (0..n).any(|a| first[a] != base.p(a)) {
        return Err(Stop::Split { heap: h });
    }
    // Columns until one repeats: x^(start + period) = x^start.
    let mut cols = vec![first];
    let mut seen: HashMap<Vec<bool>, usize> = HashMap::from([(cols[0].clone(), 0)]);
    let start = loop {
        spend(n * (news.len() + 4))?;
        let next = column(cols.last());
        if let Some(&i) = seen.get(&next) {
            break i;
        }
        if cols.len() >= POWERS {
            return Err(Stop::Powers { heap: h });
        }
        seen.insert(next.clone(), cols.len());
        cols.push(next);
    };
    let len = cols.len();
    let wrap = |k: usize| {
        if k < len {
            k
        } else {
            start + (k - start) % (len - start)
        }
    };
    // The pairs' automaton, reduced: states k·n + a; moves by each generator (a smaller heap) and by x.
    let gens = base.gens();
    let states = n * len;
    let steps: Vec<Vec<usize>> = (0..n)
        .map(|a| gens.iter().map(|&g| base.next(a, g)).collect())
        .collect();
    let mut class: Vec<u32> = (0..states).map(|s| cols[s / n][s % n] as u32).collect();
    let mut count = 2;
    let mut sig = vec![0u32; gens.len() + 2];
    loop {
        spend(states * (gens.len() + 4))?;
        let mut ids: FxHashMap<Vec<u32>, u32> = FxHashMap::default();
        let next: Vec<u32> = (0..states)
            .map(|s| {
                let (k, a) = (s / n, s % n);
                sig[0] = class[s];
                sig[1] = class[wrap(k + 1) * n + a];
                for (j, &b) in steps[a].iter().enumerate() {
                    sig[j + 2] = class[k * n + b];
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
    // Number the classes by their smallest representative (total, then heaps), the identity first.
    let mut best: Vec<Option<(u64, Vec<u32>, usize)>> = vec![None; count];
    for (s, &c) in class.iter().enumerate() {
        let (k, a) = (s / n, s % n);
        let total = size(a) + (k * h) as u64;
        let c = c as usize;
        if best[c].as_ref().is_some_and(|b| b.0 < total) {
            continue;
        }
        let mut rep = base.rep(a).to_vec();
        rep.extend(std::iter::repeat_n(h as u32, k));
        if best[c].as_ref().is_none_or(|b| (b.0, &b.1) > (total, &rep)) {
            best[c] = Some((total, rep, s));
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
    spend(count * count + count * h)?;
    let of = |s: usize| renumber[class[s] as usize];
    let mult: Vec<Vec<u16>> = member
        .iter()
        .map(|&s| {
            let (k, a) = (s / n, s % n);
            member
                .iter()
                .map(|&t| {
                    let (l, b) = (t / n, t % n);
                    of(wrap(k + l) * n + img(a, base.rep(b)))
                })
                .collect()
        })
        .collect();
    let p: Vec<bool> = member.iter().map(|&s| cols[s / n][s % n]).collect();
    let mut phi: Vec<u16> = (0..h as u32).map(|t| of(base.next(0, t))).collect();
    phi.push(of(wrap(1) * n));
    let reps: Vec<Vec<u32>> = order.iter().map(|&c| best[c].as_ref().unwrap().1.clone()).collect();
    let next = Quotient {
        heaps: h + 1,
        mult,
        p,
        phi,
        reps,
        orders: [orders, &[count]].concat(),
    };
    Ok(next)
}

/// Whether no P-position of heaps 0 … h (h = `earlier.len()`, with `options` its options) has a P-option by `q`: for
/// every class f and heap t, if f·Φ(t) ∈ P, no option of t may leave f·s in P. A smaller quotient split in the
/// larger shows here.
pub fn p_options_free(q: &Quotient, options: &[Vec<u32>], earlier: &[Vec<Vec<u32>>]) -> bool {
    let h = earlier.len();
    (1..=h).all(|t| {
        let g = q.phi[t] as usize;
        let opts = if t == h { options } else { &earlier[t][..] };
        let imgs: Vec<u16> = opts.iter().map(|o| q.product(o)).collect();
        (0..q.order())
            .all(|f| !q.p[q.mult[f][g] as usize] || imgs.iter().all(|&s| !q.p[q.mult[f][s as usize] as usize]))
    })
}
