//! Linear bases over GF(2) (线性基): numbers as bit vectors, XOR as addition. The open-boxes rule asks whether some
//! boxes XOR to 0 (a dependent set) and which boxes make a given XOR; Gambling Nim counts the subsets with a given XOR.

/// A basis built by inserting numbers in turn: `rows[b]` is 0 or a vector whose highest set bit is b, and
/// `combos[b]` says which accepted members XOR to it (bit m for `members[m]`; at most 64 members, one per bit).
#[derive(Clone, Debug)]
pub struct Basis {
    rows: [u64; 64],
    combos: [u64; 64],
    members: Vec<usize>,
}

impl Default for Basis {
    fn default() -> Basis {
        Basis {
            rows: [0; 64],
            combos: [0; 64],
            members: Vec::new(),
        }
    }
}

impl Basis {
    pub fn new() -> Basis {
        Basis::default()
    }

    /// Inserts `x`, the element with index `index`; true when it is independent of those before (it becomes a
    /// member), false when it is the XOR of some of them.
    pub fn insert(&mut self, x: u64, index: usize) -> bool {
        let mut v = x;
        let mut combo = 0u64;
        for b in (0..64).rev() {
            if v >> b & 1 == 0 {
                continue;
            }
            if self.rows[b] != 0 {
                v ^= self.rows[b];
                combo ^= self.combos[b];
            } else {
                let m = self.members.len();
                self.members.push(index);
                self.rows[b] = v;
                self.combos[b] = combo ^ (1 << m);
                return true;
            }
        }
        false
    }

    /// How many members: the dimension of the span.
    pub fn rank(&self) -> usize {
        self.members.len()
    }

    /// The indices of the members, in the order they were accepted.
    pub fn members(&self) -> &[usize] {
        &self.members
    }

    /// Which members XOR to `v` (bit m for `members()[m]`), or `None` when `v` is not in the span.
    pub fn represent(&self, v: u64) -> Option<u64> {
        let mut v = v;
        let mut combo = 0u64;
        for b in (0..64).rev() {
            if v >> b & 1 == 1 {
                if self.rows[b] == 0 {
                    return None;
                }
                v ^= self.rows[b];
                combo ^= self.combos[b];
            }
        }
        Some(combo)
    }

    /// The basis of `values` (element i has index i), and whether all of them were independent.
    pub fn of(values: impl IntoIterator<Item = u64>) -> (Basis, bool) {
        let mut basis = Basis::new();
        let mut independent = true;
        for (i, v) in values.into_iter().enumerate() {
            independent &= basis.insert(v, i);
        }
        (basis, independent)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every XOR of a subset, by enumeration.
    fn span(values: &[u64]) -> Vec<u64> {
        let mut all = vec![0u64];
        for &v in values {
            let more: Vec<u64> = all.iter().map(|&s| s ^ v).collect();
            all.extend(more);
        }
        all.sort_unstable();
        all.dedup();
        all
    }

    #[test]
    fn rank_span_and_representations_match_enumeration() {
        let cases: [&[u64]; 5] = [&[], &[0], &[3, 5, 6], &[1, 2, 4, 8, 15], &[7, 7, 12, 9, 5, 1 << 40]];
        for values in cases {
            let (basis, independent) = Basis::of(values.iter().copied());
            let span = span(values);
            assert_eq!(1usize << basis.rank(), span.len(), "{values:?}");
            let no_zero_subset = (1u32..1 << values.len()).all(|mask| {
                (0..values.len())
                    .filter(|&i| mask >> i & 1 == 1)
                    .fold(0, |x, i| x ^ values[i])
                    != 0
            });
            assert_eq!(independent, no_zero_subset, "{values:?}");
            for v in 0..64u64 {
                match basis.represent(v) {
                    Some(combo) => {
                        let xor = (0..basis.rank())
                            .filter(|&m| combo >> m & 1 == 1)
                            .fold(0, |x, m| x ^ values[basis.members()[m]]);
                        assert_eq!(xor, v, "{values:?}");
                    }
                    None => assert!(span.binary_search(&v).is_err(), "{values:?} {v}"),
                }
            }
        }
    }
}
