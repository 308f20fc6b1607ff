//! P-position sets by name: when the P-positions {n : G(n) = 0} of a table (or the other positions, all n but the
//! P-positions) are, from some n on, a set [`super::sets`] names: the Fibonacci numbers F_k + c, the powers b^k + c, a
//! linear recurrence with a constant, or a Beatty sequence ⌊kα⌋ + c. Take at most half (Levine's restricted Nim)
//! loses exactly on 2^k − 1.
//!
//! Such a law says which n are P-positions, not G(n) itself: [`Pattern::says`] gives 0 on the set, and elsewhere
//! nothing, unless every other value of the table (from where the law starts) is 1, when the law says G(n) = 1 there
//! too (a game whose values are 0 and 1 only is a win/lose game; that part is checked like the rest, and breaks when
//! a 2 appears). The set is named from its first, second or third member on (the members before are the table's;
//! the simplest name is taken, then the fewest skipped), from [`MIN_MEMBERS`] members at least, with no member
//! missing up to the table's end. Like every law of the finder it is then checked on a longer table
//! ([`super::verify`]).

use super::sets::name_set;
use super::Pattern;

/// A set is named from this many members at least (its own rules may ask for more: [`super::sets`]).
const MIN_MEMBERS: usize = 5;
/// Sets are looked for in tables up to this long (a law seen in 1000 values is checked further, but a table of 2^24
/// that the finder looks at again, after a law broke there, is not searched: its sets' lists would take 100 MB).
const MAX_TABLE: usize = 1 << 20;
/// The members skipped at most at the start of the set (small heaps are often exceptions).
const SKIPPED: usize = 2;

/// The named-set law of the table `g`, if its P-positions (or, failing that, its other positions) are named from some
/// n on: see the module.
pub fn find(g: &[u32]) -> Option<Pattern> {
    if g.len() > MAX_TABLE {
        return None;
    }
    let zeros: Vec<usize> = (0..g.len()).filter(|&n| g[n] == 0).collect();
    let others: Vec<usize> = (0..g.len()).filter(|&n| g[n] != 0).collect();
    [(zeros, false), (others, true)]
        .into_iter()
        .find_map(|(set, complement)| {
            // The simplest name, then the fewest members skipped: {0, 1, 2, 4, …} is 2^k from 1 on, rather than a
            // recurrence of order 2 from 0.
            let (sequence, skipped) = (0..=SKIPPED)
                .filter_map(|s| {
                    let tail = set.get(s..).filter(|t| t.len() >= MIN_MEMBERS)?;
                    name_set(tail, g.len()).map(|q| (q, s))
                })
                .min_by_key(|(q, s)| (q.rank(), *s))?;
            let from = set[skipped];
            // Past `from`, the n the law does not say 0 of: all 1, or the law says nothing of them.
            let ones = (from..g.len()).all(|n| g[n] <= 1);
            Some(Pattern::Named {
                formula: sequence.text(),
                sequence,
                complement,
                from,
                others: ones.then_some(1),
                members: set[skipped..].iter().copied().take(super::MAX_ZEROS).collect(),
                checked_to: g.len(),
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pattern::Sequence;

    #[test]
    fn sets_are_named() {
        // Values 0 on a set, 1 elsewhere.
        let table = |set: &dyn Fn(usize) -> bool| -> Vec<u32> { (0..1000).map(|n| u32::from(!set(n))).collect() };
        let fib = [1usize, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987];
        let found = find(&table(&|n| fib.contains(&n.wrapping_sub(1)))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n = F_k + 1, for n ≥ 2; G(n) = 1 otherwise"
        );
        let found = find(&table(&|n| (n + 1).is_power_of_two())).unwrap();
        assert!(matches!(
            found,
            Pattern::Named {
                sequence: Sequence::Power { base: 2, offset: -1 },
                from: 0,
                complement: false,
                ..
            }
        ));
        // (3^k − 1)/2: a recurrence, not a power.
        let found = find(&table(&|n| [0, 1, 4, 13, 40, 121, 364].contains(&n))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n is a term of a(k) = 3a(k − 1) + 1, a(0) = 0; G(n) = 1 otherwise"
        );
        // Wythoff's a_k = ⌊kφ⌋, and all n but the powers of two.
        let phi = super::super::beatty::Constant::Quadratic { p: 1, q: 5, r: 2 };
        let a: Vec<usize> = (1..700).map(|k| phi.floor_times(k) as usize).collect();
        let found = find(&table(&|n| a.contains(&n))).unwrap();
        assert_eq!(
            found.statement(),
            "G(n) = 0 exactly when n = ⌊kφ⌋, for n ≥ 1; G(n) = 1 otherwise"
        );
        let found = find(
            &(0..1000)
                .map(|n: usize| if n.is_power_of_two() { 2 } else { 0 })
                .collect::<Vec<_>>(),
        );
        assert_eq!(found.unwrap().statement(), "G(n) = 0 exactly when n ≠ 2^k, for n ≥ 1");
        // An arithmetic set is a period's; a set that a recurrence fits on too few members is not named.
        assert!(find(&table(&|n| n % 3 == 1)).is_none());
        assert!(find(&table(&|n| [0, 1, 3, 7].contains(&n))).is_none());
    }
}
