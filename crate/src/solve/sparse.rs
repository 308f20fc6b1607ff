//! What a researcher watches while a long table grows: at each power of two, the largest value and where, and the
//! rare values of the "sparse space" (Flammenkamp; tczajka/octal-games' `analyze`, whose lines [`Summary::line`]
//! writes the same way, so that two runs can be compared line by line).
//!
//! A mask M and, for a code whose splits all remove an even (or all an odd) number of tokens, the parity of the
//! position call an entry rare when popcount(G(i) & M), plus the parity where it counts, is even. The mask is the
//! one with the fewest rare entries, chosen again (by a Walsh–Hadamard transform of the histogram of values and
//! parities) each time a rare entry arrives or the values need one more bit: as `analyze` does, so the same table
//! prints the same mask, and not the best mask at each power, which can differ. Independent of the solver's own
//! mask (`crate::solve::splitting`'s, not in the first-view build), which serves speed.

use crate::game::Octal;

/// The running statistics of G(0), G(1), … fed one value at a time.
#[derive(Clone, Debug)]
pub struct Sparse {
    /// 0 or 1: the parity of the positions that split (the position's parity may join the mask); 2: both occur.
    position_bit: u32,
    /// Bits of the values so far (every value is below 2^bits).
    bits: u32,
    /// Entries by (value << 1) | ((i ^ position_bit) & 1).
    count: Vec<u64>,
    mask: u32,
    with_position: bool,
    rare: u64,
    n: u64,
    largest: (u64, u32),
    /// Set once a value needs more than [`MAX_BITS`] bits: the rare values are no longer followed.
    wide: bool,
}

/// The widest values whose rare values are followed: the histogram has 2^(bits + 1) counts and is transformed at
/// each rare entry: a game whose values pass 2^12, as Nim's, has no sparse space to speak of, and its transforms
/// would cost more than its solving.
pub const MAX_BITS: u32 = 12;

/// One power of two's line.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Summary {
    /// Values G(0) … G(n − 1) seen.
    pub n: u64,
    /// The first position of the largest value, and that value.
    pub largest_at: u64,
    pub largest: u32,
    /// The rare values, unless the values grew past [`MAX_BITS`] bits.
    #[serde(flatten)]
    pub rare: Option<Rare>,
}

/// The rare values under the mask.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Rare {
    pub rare_mask: u32,
    /// Whether the position's parity is part of the mask.
    pub position: bool,
    /// Rare entries among the n, and the last one (0 when none).
    pub rare_count: u64,
    pub last_rare: u64,
}

impl Summary {
    /// `analyze`'s own words: `n=2^20 largest G[…]=… rare_mask=fe num_rare=1274 last_rare=82860` (for a power of
    /// two; `n=…` itself otherwise).
    pub fn line(&self) -> String {
        let n = if self.n.is_power_of_two() {
            format!("2^{}", self.n.trailing_zeros())
        } else {
            self.n.to_string()
        };
        let rare = match &self.rare {
            Some(r) => format!(
                "rare_mask={:x}{} num_rare={} last_rare={}",
                r.rare_mask,
                if r.position { "pos" } else { "" },
                r.rare_count,
                r.last_rare
            ),
            None => format!("(values past 2^{MAX_BITS}: rare values not followed)"),
        };
        format!("n={n} largest G[{}]={} {rare}", self.largest_at, self.largest)
    }
}

impl Sparse {
    /// For an octal code (its splitting digits decide which parities the mask may use).
    pub fn new(code: &Octal) -> Sparse {
        // A repeating code: its digits as far as they matter for the parities (the block repeats).
        let reach = code.digits.len() + 2 * code.digits.len().max(1);
        let splits: Vec<usize> = (0..reach).filter(|&k| code.digit(k) & 4 != 0).collect();
        let position_bit = if splits.iter().all(|k| k % 2 == 0) {
            0
        } else if splits.iter().all(|k| k % 2 == 1) {
            1
        } else {
            2
        };
        Sparse::with_position_bit(position_bit)
    }

    /// For a game without splits to speak of: the mask alone.
    pub fn plain() -> Sparse {
        Sparse::with_position_bit(2)
    }

    fn with_position_bit(position_bit: u32) -> Sparse {
        Sparse {
            position_bit,
            bits: 0,
            count: vec![0; 2],
            mask: 0,
            with_position: false,
            rare: 0,
            n: 0,
            largest: (0, 0),
            wide: false,
        }
    }

    /// Whether G(i) = v is rare under the current mask.
    fn is_rare(&self, i: u64, v: u32) -> bool {
        let even = (v & self.mask).count_ones().is_multiple_of(2);
        even ^ (self.with_position && ((i & 1) as u32 ^ self.position_bit) != 0)
    }

    /// G(n) = v, the next value.
    pub fn push(&mut self, v: u32) {
        let i = self.n;
        if v > self.largest.1 {
            self.largest = (i, v);
        }
        if self.wide || u64::from(v) >= 1u64 << MAX_BITS {
            self.wide = true;
            self.count = Vec::new();
            self.n += 1;
            return;
        }
        let mut choose = self.is_rare(i, v);
        if u64::from(v) >= 1u64 << self.bits {
            self.bits += 1;
            self.count.resize(1 << (self.bits + 1), 0);
            choose = true;
        }
        self.count[((v as usize) << 1) | ((i as u32 ^ self.position_bit) & 1) as usize] += 1;
        self.n += 1;
        if choose {
            self.choose();
        }
    }

    /// The mask (and parity) with the fewest rare entries; ties go to the smaller.
    fn choose(&mut self) {
        let mut h: Vec<i64> = self.count.iter().map(|&c| c as i64).collect();
        let mut half = 1;
        while half < h.len() {
            for block in (0..h.len()).step_by(2 * half) {
                for j in block..block + half {
                    let (x, y) = (h[j], h[j + half]);
                    h[j] = x + y;
                    h[j + half] = x - y;
                }
            }
            half *= 2;
        }
        let n = self.n as i64;
        let mut best = 0;
        let mut fewest = (h[0] + n) / 2;
        for (m, &t) in h.iter().enumerate().skip(1) {
            if self.position_bit == 2 && m & 1 == 1 {
                continue;
            }
            if (t + n) / 2 < fewest {
                best = m;
                fewest = (t + n) / 2;
            }
        }
        self.mask = (best >> 1) as u32;
        self.with_position = best & 1 == 1;
        self.rare = fewest as u64;
    }

    /// Values seen.
    pub fn len(&self) -> u64 {
        self.n
    }

    pub fn is_empty(&self) -> bool {
        self.n == 0
    }

    /// The line for the values so far; `value(i)` reads G(i) (the last rare entry is found from the end).
    pub fn summary(&self, value: impl Fn(u64) -> u32) -> Summary {
        let rare = (!self.wide).then(|| Rare {
            rare_mask: self.mask,
            position: self.with_position,
            rare_count: self.rare,
            last_rare: (0..self.n).rev().find(|&i| self.is_rare(i, value(i))).unwrap_or(0),
        });
        Summary {
            n: self.n,
            largest_at: self.largest.0,
            largest: self.largest.1,
            rare,
        }
    }
}
