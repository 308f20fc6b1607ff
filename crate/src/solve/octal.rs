//! Take-and-break games given by octal codes (Kayles, Dawson's Kayles, Grundy's game, …).

use crate::game::Octal;
use crate::solve::mex;

/// G(0) … G(n−1) of the game with this code.
pub fn values(code: &Octal, n: usize) -> Vec<u32> {
    naive(code, n)
}

/// The options of a heap of `heap` stones, as the heaps each move leaves (`[]`, `[a]` or `[a, b]` with a ≤ b),
/// with the number of stones it removes.
pub fn moves(code: &Octal, heap: u32) -> Vec<(u32, Vec<u32>)> {
    let mut out = Vec::new();
    let last = code.max_removal().map_or(heap, |t| t.min(heap as usize) as u32);
    for k in 0..=last {
        let d = code.digit(k as usize);
        let rest = heap - k;
        if d & 1 != 0 && rest == 0 {
            out.push((k, vec![]));
        }
        if d & 2 != 0 && rest > 0 {
            out.push((k, vec![rest]));
        }
        if d & 4 != 0 && rest >= 2 {
            let unequal = code.is_unequal(k as usize);
            for a in 1..=rest / 2 {
                if !(unequal && 2 * a == rest) {
                    out.push((k, vec![a, rest - a]));
                }
            }
        }
    }
    out
}

/// The definition, straight from [`moves`]: O(n²) for games that split. The oracle for faster methods.
pub fn naive(code: &Octal, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for i in 0..n as u32 {
        let options = moves(code, i)
            .into_iter()
            .map(|(_, heaps)| heaps.iter().fold(0, |x, &h| x ^ g[h as usize]));
        g.push(mex(options));
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::Game;
    use crate::notation::parse_game;

    fn code(text: &str) -> Octal {
        match parse_game(text).unwrap() {
            Game::Octal(code) => code,
            other => panic!("{text} is not an octal game: {other:?}"),
        }
    }

    // Published sequences (OEIS): Kayles A002186, Dawson's Kayles A002187, Grundy's game A002188.
    #[test]
    fn published_sequences() {
        assert_eq!(
            naive(&code("kayles"), 24),
            [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7]
        );
        assert_eq!(
            naive(&code("dawson"), 24),
            [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1]
        );
        assert_eq!(
            naive(&code("grundy"), 24),
            [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0]
        );
        assert_eq!(naive(&code("0.[3]"), 30), (0..30).collect::<Vec<u32>>());
    }
}
