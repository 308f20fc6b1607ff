//! Games that take stones from one heap without splitting it: Nim, subtraction and all-but games.

/// Nim: G(n) = n.
pub fn nim(n: usize) -> Vec<u32> {
    (0..n as u32).collect()
}

/// Subtraction game S in O(n·|S|): a position has at most |S| options, so its value is at most |S| and the mex
/// fits a small bitset.
pub fn subtraction(set: &[u32], n: usize) -> Vec<u32> {
    let mut g = Vec::with_capacity(n);
    if set.len() < 64 {
        for i in 0..n {
            let mut seen = 0u64;
            for &s in set.iter().take_while(|&&s| s as usize <= i) {
                seen |= 1u64 << g[i - s as usize];
            }
            g.push((!seen).trailing_zeros());
        }
    } else {
        // Stamps avoid clearing a table per position.
        let mut stamp = vec![usize::MAX; set.len() + 1];
        for i in 0..n {
            for &s in set.iter().take_while(|&&s| s as usize <= i) {
                stamp[g[i - s as usize] as usize] = i;
            }
            g.push(stamp.iter().position(|&t| t != i).unwrap_or(set.len()) as u32);
        }
    }
    g
}

/// All-but game: take any positive number except those in `excluded`, in O(n·|excluded|).
///
/// The options of n are all of G(0..n) except the positions n − e. So the mex is either the mex of the whole
/// prefix (which only grows) or a value whose every occurrence in the prefix sits at an excluded position.
pub fn all_but(excluded: &[u32], n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    let mut count: Vec<u32> = vec![0; n + 1];
    let mut prefix_mex = 0usize;
    let mut dropped: Vec<u32> = Vec::with_capacity(excluded.len());
    for i in 0..n {
        dropped.clear();
        dropped.extend(
            excluded
                .iter()
                .take_while(|&&e| e as usize <= i)
                .map(|&e| g[i - e as usize]),
        );
        dropped.sort_unstable();
        let mut best = prefix_mex as u32;
        for run in dropped.chunk_by(|a, b| a == b) {
            if run[0] < best && count[run[0] as usize] == run.len() as u32 {
                best = run[0];
            }
        }
        g.push(best);
        count[best as usize] += 1;
        while count[prefix_mex] > 0 {
            prefix_mex += 1;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::mex;

    /// The definition, straight: G(i) = mex{G(i − s)}.
    fn by_definition(moves: impl Fn(usize) -> Vec<usize>, n: usize) -> Vec<u32> {
        let mut g = Vec::new();
        for i in 0..n {
            let options: Vec<u32> = moves(i).into_iter().map(|s| g[i - s]).collect();
            g.push(mex(options));
        }
        g
    }

    #[test]
    fn source_note_examples() {
        // 000: one heap, take at most 3: SG = 0,1,2,3,0,1.
        assert_eq!(subtraction(&[1, 2, 3], 6), [0, 1, 2, 3, 0, 1]);
        // 003: Bash game with m = 4: 0,1,2,3,4,0,1,2,3,4.
        assert_eq!(subtraction(&[1, 2, 3, 4], 10), [0, 1, 2, 3, 4, 0, 1, 2, 3, 4]);
        // 003: "take any number" gives SG(n) = n.
        assert_eq!(nim(5), [0, 1, 2, 3, 4]);
        assert_eq!(all_but(&[], 50), nim(50));
    }

    #[test]
    fn subtraction_matches_the_definition_for_small_and_large_sets() {
        let large: Vec<u32> = (1..=70).map(|i| i * 3 - (i % 2)).collect();
        for set in [vec![1, 3, 4], vec![2, 5, 6], vec![7], large] {
            let moves = |i: usize| set.iter().map(|&s| s as usize).filter(|&s| s <= i).collect();
            assert_eq!(subtraction(&set, 600), by_definition(moves, 600), "{set:?}");
        }
    }

    #[test]
    fn all_but_matches_the_definition() {
        for set in [vec![1], vec![1, 2], vec![2, 3, 7], vec![1, 2, 3, 4, 5, 6, 7, 8, 9, 10]] {
            let moves = |i: usize| (1..=i).filter(|s| !set.contains(&(*s as u32))).collect();
            assert_eq!(all_but(&set, 400), by_definition(moves, 400), "{set:?}");
        }
    }
}
