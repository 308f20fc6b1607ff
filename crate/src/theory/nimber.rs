//! Nim multiplication and the coin-turning games whose values it gives.
//!
//! Nimbers (the SG values) form a field under XOR and nim multiplication ⊗, defined by
//! x ⊗ y = mex{ (a ⊗ y) ⊕ (x ⊗ b) ⊕ (a ⊗ b) : a < x, b < y }. By the Tartan theorem the product of two coin-turning
//! games has value G₁(x) ⊗ G₂(y) at coin (x, y): HDU 3404's rectangles are Turning Turtles × Turning Turtles, whose
//! coin (x, y) is worth x ⊗ y. A position of a coin-turning game is worth the XOR of its heads-up coins' values.

/// x ⊗ y for any 64-bit nimbers, by halving: with F = 2^h a Fermat 2-power (h = 32, 16, …, 1) and x = x₁F ⊕ x₀,
/// F ⊗ F = F ⊕ F/2 and F ⊗ a = F·a for a < F, so a product of two h-bit halves costs three products of half the size.
pub fn mul(x: u64, y: u64) -> u64 {
    mul_bits(x, y, 64)
}

fn mul_bits(x: u64, y: u64, bits: u32) -> u64 {
    if x <= 1 || y <= 1 {
        // 0 and 1 are the field's 0 and 1.
        return x * y;
    }
    if bits == 1 {
        return x & y;
    }
    let h = bits / 2;
    let mask = (1u64 << h) - 1;
    let (x1, x0, y1, y0) = (x >> h, x & mask, y >> h, y & mask);
    let low = mul_bits(x0, y0, h);
    let high = mul_bits(x1, y1, h);
    // (x₀ ⊕ x₁) ⊗ (y₀ ⊕ y₁) ⊕ x₀y₀ = x₀y₁ ⊕ x₁y₀ ⊕ x₁y₁: the coefficient of F (Karatsuba's trick in the field).
    let cross = mul_bits(x0 ^ x1, y0 ^ y1, h) ^ low;
    (cross << h) | (low ^ mul_bits(high, 1 << (h - 1), h))
}

/// The nim product of every pair (a, b) with a, b < `side`, row by row: the table a lesson draws.
pub fn table(side: u32) -> Vec<u64> {
    let side = side as u64;
    (0..side).flat_map(|a| (0..side).map(move |b| mul(a, b))).collect()
}

/// Mock Turtles (Winning Ways): coins 0, 1, 2, …; a move turns one, two or three coins, the rightmost from heads to
/// tails. Coin n is worth the n-th odious number (odd count of 1s in binary): 1, 2, 4, 7, 8, 11, …
pub fn mock_turtles(n: u64) -> u64 {
    let twice = 2 * n;
    if twice.count_ones().is_multiple_of(2) {
        twice + 1
    } else {
        twice
    }
}

/// The Ruler game: coins 1, 2, 3, …; a move turns any run of consecutive coins, the rightmost from heads to tails.
/// Coin n is worth the largest power of 2 that divides n.
pub fn ruler(n: u64) -> u64 {
    n & n.wrapping_neg()
}

/// HDU 3404 "Switch lights": lights on at (x, y), 1-based. A move chooses x₁ ≤ x₂, y₁ ≤ y₂ with the light at
/// (x₂, y₂) on and switches the corners (a degenerate rectangle switches two lights, or one). It is the product of
/// two Turning Turtles games (turn one coin or two, coin x worth x), so the position is worth ⊕ x ⊗ y.
pub fn lights_value(lights: &[(u64, u64)]) -> u64 {
    lights.iter().fold(0, |acc, &(x, y)| acc ^ mul(x, y))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
        let seen: std::collections::HashSet<u64> = values.into_iter().collect();
        (0..).find(|v| !seen.contains(v)).unwrap()
    }

    #[test]
    fn products_match_the_definition_by_mex() {
        // x ⊗ y = mex{ a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }, built up from nothing.
        const N: usize = 40;
        let mut by_mex = vec![[0u64; N]; N];
        for x in 0..N {
            for y in 0..N {
                let options = (0..x).flat_map(|a| (0..y).map(move |b| (a, b)));
                let found: Vec<u64> = options
                    .map(|(a, b)| by_mex[a][y] ^ by_mex[x][b] ^ by_mex[a][b])
                    .collect();
                by_mex[x][y] = mex(found);
            }
        }
        for (x, row) in by_mex.iter().enumerate() {
            for (y, &expected) in row.iter().enumerate() {
                assert_eq!(mul(x as u64, y as u64), expected, "{x} ⊗ {y}");
            }
        }
        // The literature's small table (Conway, On Numbers and Games, ch. 6): 2⊗2 = 3, 4⊗4 = 6, 8⊗8 = 13, 16⊗16 = 24.
        assert_eq!([mul(2, 2), mul(4, 4), mul(8, 8), mul(16, 16)], [3, 6, 13, 24]);
    }

    #[test]
    fn products_form_a_field_on_64_bits() {
        // Deterministic pseudo-random nimbers across the whole width.
        let mut s = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            s
        };
        for _ in 0..2000 {
            let (a, b, c) = (next(), next(), next() >> (next() % 64));
            assert_eq!(mul(a, b), mul(b, a));
            assert_eq!(mul(mul(a, b), c), mul(a, mul(b, c)));
            assert_eq!(mul(a, b ^ c), mul(a, b) ^ mul(a, c));
            assert_eq!(mul(a, 1), a);
            if a != 0 && b != 0 {
                assert_ne!(mul(a, b), 0, "no zero divisors: {a} ⊗ {b}");
            }
        }
        // A Fermat 2-power times a smaller nimber is the ordinary product; times itself, 3/2 of it.
        assert_eq!(mul(1 << 32, 12345), 12345 << 32);
        assert_eq!(mul(1 << 32, 1 << 32), (1 << 32) ^ (1 << 31));
    }

    /// The SG value of one heads-up coin at `n` in a coin-turning game whose moves from coin n turn the coins of
    /// each set `turns(n)` besides n (all smaller than n): by the coin-turning theorem, a heads coin is a heap and
    /// turning a tails coin adds a heap there, so the options of coin n are the XORs of the values of each set.
    fn coin_values(count: usize, turns: impl Fn(usize) -> Vec<Vec<usize>>) -> Vec<u64> {
        let mut g = Vec::with_capacity(count);
        for n in 0..count {
            let options: Vec<u64> = turns(n)
                .iter()
                .map(|set| set.iter().fold(0, |acc, &i| acc ^ g[i]))
                .collect();
            g.push(mex(options));
        }
        g
    }

    /// A coin-turning game played on the coins themselves: SG of every set of heads (bit i: coin i), from the moves.
    fn game_by_search(coins: usize, moves: impl Fn(u32) -> Vec<u32>) -> Vec<u64> {
        let mut g = vec![0u64; 1 << coins];
        for heads in 0..(1u32 << coins) {
            // Every move turns the rightmost chosen coin from heads to tails, so the set of heads goes down as a
            // binary number: values below are known.
            g[heads as usize] = mex(moves(heads).into_iter().map(|next| g[next as usize]));
        }
        g
    }

    #[test]
    fn mock_turtles_and_ruler_values_come_from_their_moves() {
        let by_rule = coin_values(40, |n| {
            let mut sets = vec![vec![]];
            for a in 0..n {
                sets.push(vec![a]);
                for b in a + 1..n {
                    sets.push(vec![a, b]);
                }
            }
            sets
        });
        assert_eq!(by_rule, (0..40).map(mock_turtles).collect::<Vec<_>>());
        // Winning Ways: 1, 2, 4, 7, 8, 11, 13, 14, 16.
        assert_eq!(
            (0..9).map(mock_turtles).collect::<Vec<_>>(),
            [1, 2, 4, 7, 8, 11, 13, 14, 16]
        );
        // Ruler, coins 1…: turn coins m..=n for any 1 ≤ m ≤ n. Index 0 is a coin that is never played.
        let ruler_rule = coin_values(64, |n| {
            if n == 0 {
                return vec![];
            }
            (1..=n).map(|m| (m..n).collect()).collect()
        });
        assert_eq!(&ruler_rule[1..], (1..64).map(ruler).collect::<Vec<_>>());

        // And the theorem itself on a row of 8 coins: the whole game by search, sets of heads included.
        let coins = 8;
        let mock = game_by_search(coins, |heads| {
            let mut out = vec![];
            for n in (0..coins).filter(|&n| heads >> n & 1 == 1) {
                out.push(heads ^ 1 << n);
                for a in 0..n {
                    out.push(heads ^ 1 << n ^ 1 << a);
                    for b in a + 1..n {
                        out.push(heads ^ 1 << n ^ 1 << a ^ 1 << b);
                    }
                }
            }
            out
        });
        for heads in 0..1u32 << coins {
            let xor = (0..coins as u64)
                .filter(|&i| heads >> i & 1 == 1)
                .fold(0, |acc, i| acc ^ mock_turtles(i));
            assert_eq!(mock[heads as usize], xor, "heads {heads:08b}");
        }
    }

    #[test]
    fn switch_lights_is_the_nim_product_game() {
        // The board 1..=3 × 1..=3 (9 lights, 512 positions) searched move by move from HDU 3404's rule.
        let side = 3u64;
        let bit = |x: u64, y: u64| 1u32 << ((x - 1) * side + (y - 1));
        let mut memo: HashMap<u32, u64> = HashMap::new();
        fn sg(on: u32, side: u64, bit: &dyn Fn(u64, u64) -> u32, memo: &mut HashMap<u32, u64>) -> u64 {
            if let Some(&v) = memo.get(&on) {
                return v;
            }
            let mut options = vec![];
            for x2 in 1..=side {
                for y2 in 1..=side {
                    if on & bit(x2, y2) == 0 {
                        continue;
                    }
                    for x1 in 1..=x2 {
                        for y1 in 1..=y2 {
                            // Switch the distinct corners once each.
                            let mut corners = vec![bit(x1, y1), bit(x1, y2), bit(x2, y1), bit(x2, y2)];
                            corners.sort_unstable();
                            corners.dedup();
                            let next = corners.iter().fold(on, |acc, b| acc ^ b);
                            options.push(sg(next, side, bit, memo));
                        }
                    }
                }
            }
            let v = mex(options);
            memo.insert(on, v);
            v
        }
        for on in 0..1u32 << (side * side) {
            let lights: Vec<(u64, u64)> = (1..=side)
                .flat_map(|x| (1..=side).map(move |y| (x, y)))
                .filter(|&(x, y)| on & bit(x, y) != 0)
                .collect();
            assert_eq!(
                sg(on, side, &bit, &mut memo),
                lights_value(&lights),
                "lights {lights:?}"
            );
        }
        // HDU 3404's samples: (1,2) (2,1) loses for the first player; (1,1) (2,2) wins.
        assert_eq!(lights_value(&[(1, 2), (2, 1)]), 0);
        assert_ne!(lights_value(&[(1, 1), (2, 2)]), 0);
    }

    #[test]
    fn the_table_is_row_by_row() {
        let t = table(4);
        assert_eq!(t, [0, 0, 0, 0, 0, 1, 2, 3, 0, 2, 3, 1, 0, 3, 1, 2]);
    }
}
