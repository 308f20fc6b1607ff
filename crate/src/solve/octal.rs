//! Take-and-break games given by octal codes (Kayles, Dawson's Kayles, Grundy's game, …).

use crate::game::Octal;
#[cfg(feature = "first-view")]
use crate::solve::defined::{Choice, Splitting};
use crate::solve::options::extend_stamped;
pub use crate::solve::options::{for_each_option, moves, naive};
use crate::solve::proof;
#[cfg(not(feature = "first-view"))]
use crate::solve::splitting::{Choice, Splitting};

/// G(0) … G(n−1) of the game with this code: [`without_splits`] when no move splits a heap, repeating codes that
/// split by [`repeating_with_splits`], the others by [`Splitting`] — and for finite codes, as soon as a prefix of the
/// table proves a period (Guy–Smith, see [`crate::engine::period`]), the rest is copied from it: most such games are
/// periodic, and the period tells every later value exactly.
pub fn values(code: &Octal, n: usize) -> Vec<u32> {
    if code.splits_in_three() {
        return in_three(code, n);
    }
    if !code.splits() {
        return without_splits(code, n);
    }
    if !uses_splitting(code) {
        let r = code.repeat.expect("a repeating code");
        return repeating_with_splits(code, r, code.digits.len() - r, n);
    }
    let mut table = SplitTable::new(code);
    table.extend_to(n);
    table.values(0, n)
}

/// A splitting code's table, extended on demand (what [`values`] and a [`crate::page::session::Session`] both use): the
/// resumable [`Splitting`] solver, which pays only for the new heaps; a finite code whose period can be proven looks
/// for one each time the table grows by a quarter (the check costs O(n), the solving far more), and once one is
/// proven every later value is read from it: nothing more is solved or stored.
pub struct SplitTable {
    code: Octal,
    solver: Box<Splitting>,
    /// The length at which to look for a period next (`None`: it cannot be proven, or it is).
    next_check: Option<usize>,
    /// The length at which the last look found none (a look at the same length would find none again).
    looked_at: usize,
    proof: Option<Proof>,
    /// Values known: the solver's, and past them those the period gives.
    len: usize,
}

/// A period proven from the table: G(n + period) = G(n) for n ≥ preperiod, from G(0) … G(checked_to − 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Proof {
    pub preperiod: usize,
    pub period: usize,
    pub checked_to: usize,
}

/// The first length at which a splitting code's table is checked for a period.
const FIRST_CHECK: usize = 1 << 10;

impl SplitTable {
    pub fn new(code: &Octal) -> SplitTable {
        SplitTable {
            code: code.clone(),
            solver: Box::new(Splitting::new(code, Choice::Cheaper)),
            next_check: proof::provable(code).then_some(FIRST_CHECK),
            looked_at: 0,
            proof: None,
            len: 0,
        }
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether longer tables are still solved (work growing as n²), not read from a period.
    pub fn solving(&self) -> bool {
        self.proof.is_none()
    }

    /// The period proven so far, if any.
    pub fn proof(&self) -> Option<Proof> {
        self.proof
    }

    /// Makes G(0) … G(n − 1) known.
    pub fn extend_to(&mut self, n: usize) {
        while self.proof.is_none() && self.solver.len() < n {
            let Some(check) = self.next_check else {
                self.solver.extend_to(n);
                break;
            };
            self.solver.extend_to(n.min(check));
            if self.solver.len() < check {
                break;
            }
            self.prove();
            self.next_check = Some(check + check / 4);
        }
        self.len = match self.proof {
            Some(_) => self.len.max(n),
            None => self.solver.len(),
        };
    }

    /// Looks for a period in the table solved so far (if none is proven yet); returns the one proven, if any.
    pub fn prove(&mut self) -> Option<Proof> {
        let len = self.solver.len();
        if self.proof.is_none() && proof::provable(&self.code) && self.looked_at != len {
            self.looked_at = len;
            self.proof = self.solver.proven_period().map(|(preperiod, period)| Proof {
                preperiod,
                period,
                checked_to: len,
            });
        }
        self.proof
    }

    /// Where G(i) is stored: i itself, or past the solved table, its place in the period.
    fn stored(&self, i: usize) -> usize {
        match self.proof {
            Some(p) if i >= self.solver.len() => p.preperiod + (i - p.preperiod) % p.period,
            _ => i,
        }
    }

    /// G(i), if known.
    pub fn value(&self, i: usize) -> Option<u32> {
        (i < self.len).then(|| self.solver.value(self.stored(i))).flatten()
    }

    /// G(from) … G(to − 1), clamped to what is known.
    pub fn values(&self, from: usize, to: usize) -> Vec<u32> {
        let to = to.min(self.len);
        let from = from.min(to);
        let solved = to.min(self.solver.len()).max(from);
        let mut values = self.solver.values_between(from, solved);
        values.extend((solved..to).map(|i| self.solver.value(self.stored(i)).unwrap_or(0)));
        values
    }
}

/// Whether this code's values come from the [`Splitting`] solver: it splits, and is not a repeating code with a
/// short block (those have their own method, linear per heap).
pub fn uses_splitting(code: &Octal) -> bool {
    code.splits()
        && !code.splits_in_three()
        && !code
            .repeat
            .is_some_and(|r| r >= 1 && code.digits.len() - r <= MAX_BLOCK)
}

/// The digits d0 … d_last that matter for heaps below `n`: up to the last digit of a finite code, else up to n − 1.
fn digit_table(code: &Octal, n: usize) -> Vec<u8> {
    let last = code.max_removal().map_or(n, |t| (t + 1).min(n));
    (0..last).map(|k| code.digit(k)).collect()
}

/// Codes that never split: G(i) = mex({0 if a whole heap of i may go} ∪ {G(i − k) : k removable leaving one heap}),
/// O(n·t) for a finite code whose last digit is at t; see [`repeating_without_splits`] for repeating codes (O(n²)
/// here, where k is unbounded, if the block is longer than [`MAX_BLOCK`]).
pub fn without_splits(code: &Octal, n: usize) -> Vec<u32> {
    if let Some(r) = code.repeat {
        let block = code.digits.len() - r;
        if block <= MAX_BLOCK {
            return repeating_without_splits(code, r, block, n);
        }
    }
    let digits = digit_table(code, n);
    let leave_one: Vec<usize> = (1..digits.len()).filter(|&k| digits[k] & 2 != 0).collect();
    let mut g: Vec<u32> = Vec::with_capacity(n);
    // A heap has at most |leave_one| + 1 options, so its value fits the stamp table.
    let mut stamp = vec![u32::MAX; leave_one.len() + 2];
    for i in 0..n {
        let tag = i as u32;
        if digits.get(i).is_some_and(|d| d & 1 != 0) {
            stamp[0] = tag;
        }
        for &k in leave_one.iter().take_while(|&&k| k < i) {
            stamp[g[i - k] as usize] = tag;
        }
        g.push(stamp.iter().position(|&s| s != tag).unwrap_or(stamp.len()) as u32);
    }
    g
}

/// The longest repeating block [`repeating_without_splits`] handles: it keeps one bitset of values per position
/// in the block. The method's own constant, not a limit: it chooses how a table is made (a longer block's costs n²,
/// and meets [`Limits::quadratic_table`](crate::base::limits::Limits::quadratic_table)).
pub const MAX_BLOCK: usize = 16;

/// A repeating code that never splits, block of length L from digit r, in about O(n·(r + L)) time and O(L·n) bits.
///
/// Removing k ≥ r leaves a heap m = i − k with 1 ≤ m ≤ i − r, and whether k may leave one heap depends only on
/// (k − r) mod L. So the options of heap i from the block are the values of every position m ≤ i − r in the
/// residue classes m ≡ t − j (mod L), t = (i − r) mod L, over the block offsets j whose digit leaves one heap.
/// That union only grows as i advances, so we keep it per t as a set of values; the mex skips its members with a
/// hierarchical bitset and the few other options (digits before the block, the whole-heap removal) by stamps.
fn repeating_without_splits(code: &Octal, r: usize, block: usize, n: usize) -> Vec<u32> {
    let prefix_leave_one: Vec<usize> = (1..r).filter(|&k| code.digit(k) & 2 != 0).collect();
    let block_leave_one: Vec<usize> = (0..block).filter(|&j| code.digit(r + j) & 2 != 0).collect();
    // A heap has at most n options, so every value is at most n.
    let mut unions: Vec<ValueSet> = (0..block).map(|_| ValueSet::new(n + 2)).collect();
    let mut stamp = vec![u32::MAX; n + 2];
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for i in 0..n {
        let tag = i as u32;
        if i > r {
            // Position x = i − r becomes reachable: it joins the union of each t ≡ x + j.
            let x = i - r;
            for &j in &block_leave_one {
                unions[(x + j) % block].insert(g[x] as usize);
            }
        }
        if code.digit(i) & 1 != 0 {
            stamp[0] = tag;
        }
        for &k in prefix_leave_one.iter().take_while(|&&k| k < i) {
            stamp[g[i - k] as usize] = tag;
        }
        let value = if i > r {
            let union = &unions[(i - r) % block];
            let mut v = union.next_absent(0);
            while stamp[v] == tag {
                v = union.next_absent(v + 1);
            }
            v
        } else {
            stamp.iter().position(|&s| s != tag).unwrap_or(stamp.len())
        };
        g.push(value as u32);
    }
    g
}

/// A repeating code that splits, block of length L from digit r ≥ 1, in O(n²·(s + L)) time (s the number of
/// splitting digits before the block) instead of the O(n³) of visiting every split of every removal.
///
/// As in [`repeating_without_splits`], the options of heap i from removals k ≥ r depend only on t = (i − r) mod L
/// and on heaps up to i − r: single heaps m ≡ t − j and splits a + b = s with s ≡ t − j (mod L), s ≤ i − r, for
/// the block offsets j whose digit leaves one heap or splits. So each new sum s = i − r adds its splits' values, once,
/// to the unions it belongs to; the equal split (value 0) only to those of digits without `!`. Removals before the
/// block are visited directly.
fn repeating_with_splits(code: &Octal, r: usize, block: usize, n: usize) -> Vec<u32> {
    let prefix_leave_one: Vec<usize> = (1..r).filter(|&k| code.digit(k) & 2 != 0).collect();
    let prefix_splits: Vec<(usize, bool)> = (0..r)
        .filter(|&k| code.digit(k) & 4 != 0)
        .map(|k| (k, code.is_unequal(k)))
        .collect();
    let block_leave_one: Vec<usize> = (0..block).filter(|&j| code.digit(r + j) & 2 != 0).collect();
    let block_splits: Vec<(usize, bool)> = (0..block)
        .filter(|&j| code.digit(r + j) & 4 != 0)
        .map(|j| (j, code.is_unequal(r + j)))
        .collect();
    let mut unions: Vec<ValueSet> = (0..block).map(|_| ValueSet::new(n + 2)).collect();
    let mut stamp: Vec<u32> = vec![u32::MAX; n + 2];
    let mark = |stamp: &mut Vec<u32>, v: u32, tag: u32| {
        let v = v as usize;
        if v >= stamp.len() {
            stamp.resize(2 * v + 2, u32::MAX);
        }
        stamp[v] = tag;
    };
    let mut g: Vec<u32> = Vec::with_capacity(n);
    for i in 0..n {
        let tag = i as u32;
        if i > r {
            let x = i - r;
            for &j in &block_leave_one {
                unions[(x + j) % block].insert(g[x] as usize);
            }
            for a in 1..=(x - 1) / 2 {
                let v = (g[a] ^ g[x - a]) as usize;
                for &(j, _) in &block_splits {
                    unions[(x + j) % block].insert(v);
                }
            }
            if x.is_multiple_of(2) {
                for &(j, unequal) in &block_splits {
                    if !unequal {
                        unions[(x + j) % block].insert(0);
                    }
                }
            }
        }
        if code.digit(i) & 1 != 0 {
            mark(&mut stamp, 0, tag);
        }
        for &k in prefix_leave_one.iter().take_while(|&&k| k < i) {
            mark(&mut stamp, g[i - k], tag);
        }
        for &(k, unequal) in prefix_splits.iter().take_while(|&&(k, _)| k + 2 <= i) {
            let rest = i - k;
            for a in 1..=rest / 2 {
                if !(unequal && 2 * a == rest) {
                    mark(&mut stamp, g[a] ^ g[rest - a], tag);
                }
            }
        }
        let stamped = |v: usize| stamp.get(v).is_some_and(|&s| s == tag);
        let value = if i > r {
            let union = &unions[(i - r) % block];
            let mut v = union.next_absent(0);
            while stamped(v) {
                v = union.next_absent(v + 1);
            }
            v
        } else {
            (0..).find(|&v| !stamped(v)).unwrap_or(0)
        };
        g.push(value as u32);
    }
    g
}

/// A set of values below a fixed bound that only grows, answering "the least absent value ≥ v" in a few word
/// operations: level 0 holds the members, and a bit of level l + 1 is set when its word of level l is full.
struct ValueSet {
    levels: Vec<Vec<u64>>,
}

impl ValueSet {
    fn new(bound: usize) -> ValueSet {
        // One spare bit per level, so an absent value always exists.
        let mut levels = vec![vec![0u64; (bound + 1).div_ceil(64)]];
        while levels.last().is_some_and(|l| l.len() > 1) {
            let words = levels.last().map_or(1, |l| l.len());
            levels.push(vec![0u64; (words + 1).div_ceil(64)]);
        }
        ValueSet { levels }
    }

    fn insert(&mut self, v: usize) {
        if v + 1 >= self.levels[0].len() * 64 {
            self.grow(2 * v + 2);
        }
        let mut index = v;
        for level in &mut self.levels {
            let word = &mut level[index / 64];
            *word |= 1 << (index % 64);
            if *word != u64::MAX {
                return;
            }
            index /= 64;
        }
    }

    /// Room for values below `bound`, keeping the members.
    fn grow(&mut self, bound: usize) {
        let members = std::mem::take(&mut self.levels[0]);
        *self = ValueSet::new(bound);
        self.levels[0][..members.len()].copy_from_slice(&members);
        for l in 1..self.levels.len() {
            let (lower, upper) = self.levels.split_at_mut(l);
            for (w, &word) in lower[l - 1].iter().enumerate() {
                if word == u64::MAX {
                    upper[0][w / 64] |= 1 << (w % 64);
                }
            }
        }
    }

    /// The least value ≥ v not in the set.
    fn next_absent(&self, v: usize) -> usize {
        if v >= self.levels[0].len() * 64 {
            return v;
        }
        self.next_zero(0, v)
    }

    fn next_zero(&self, level: usize, v: usize) -> usize {
        let words = &self.levels[level];
        let w = v / 64;
        if let Some(&word) = words.get(w) {
            let bits = word | ((1u64 << (v % 64)) - 1);
            if bits != u64::MAX {
                return w * 64 + (!bits).trailing_zeros() as usize;
            }
        }
        // The first word after w that is not full, from the level above (or by a scan at the top).
        let next = if level + 1 < self.levels.len() {
            self.next_zero(level + 1, w + 1)
        } else {
            (w + 1..words.len())
                .find(|&u| words[u] != u64::MAX)
                .unwrap_or(words.len())
        };
        match words.get(next) {
            Some(&word) => next * 64 + (!word).trailing_zeros() as usize,
            None => words.len() * 64,
        }
    }
}

/// Whether this code's table costs about n² steps (its longest is
/// [`Limits::quadratic_table`](crate::base::limits::Limits::quadratic_table): n² is then at most the work of one
/// request, [`Limits::work`](crate::base::limits::Limits::work), 2^32; measured, 7.5 s for `0.[7]` and 9.0 s for
/// `4.[7]` natively, 17 and 14 s in wasm under Node; longer tables would take days, so they are refused before the
/// work): it takes any number of stones, and splits (each heap then has about n/2 splits for each removal) or repeats a
/// block too long for the linear methods ([`MAX_BLOCK`]).
pub fn quadratic(code: &Octal) -> bool {
    code.repeat
        .is_some_and(|r| code.splits() || code.digits.len() - r > MAX_BLOCK)
}

/// Codes with a digit past 7 (a move leaves three heaps): each heap's options XORed and marked in a stamp table.
/// O(n³) (a heap of n has about n²/12 three-way splits); [`crate::engine::cost::table`] counts it so, and no faster
/// method is known for these games (their values are not rare).
fn in_three(code: &Octal, n: usize) -> Vec<u32> {
    let mut g: Vec<u32> = Vec::with_capacity(n);
    extend_stamped(code, &mut g, &mut Vec::new(), n);
    g
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::game::Game;
    use crate::notation::parse_game;

    /// The octal code a game's text names; shared with the splitting engine's tests.
    pub(crate) fn code(text: &str) -> Octal {
        match parse_game(text).unwrap() {
            Game::Octal(code) => code,
            other => panic!("{text} is not an octal game: {other:?}"),
        }
    }

    #[test]
    fn for_each_option_gives_the_moves_in_their_order() {
        for text in [
            "grundy", "kayles", "0.007", "4.[6]", "0.[7]", "0.165", "8.[3]", "0.0F!", "4.9C",
        ] {
            for heap in [0, 1, 2, 5, 12, 40] {
                let mut seen = Vec::new();
                for_each_option(&code(text), heap, |heaps| seen.push(heaps.to_vec()));
                let expected: Vec<Vec<u32>> = moves(&code(text), heap).map(|(_, to)| to).collect();
                assert_eq!(seen, expected, "{text} {heap}");
            }
        }
    }

    #[test]
    fn value_set_grows_and_keeps_its_members() {
        let mut set = ValueSet::new(10);
        let member = |v: usize| !v.is_multiple_of(5) || (64..200_000).contains(&v);
        for v in (0..300_000).filter(|&v| member(v)) {
            set.insert(v);
        }
        for v in [0, 1, 6, 63, 64, 199_999, 200_000, 200_001, 299_999] {
            let expected = (v..).find(|&u| u >= 300_000 || !member(u)).unwrap();
            assert_eq!(set.next_absent(v), expected, "from {v}");
        }
    }

    #[test]
    fn value_set_finds_the_least_absent_value_across_levels() {
        // Three levels (300 000 bits); members by a fixed rule, absent values checked against the rule.
        let bound = 300_000;
        let member = |v: usize| v % 7 != 3 || (100_000..270_000).contains(&v);
        let mut set = ValueSet::new(bound);
        for v in (0..bound).filter(|&v| member(v)) {
            set.insert(v);
        }
        for v in [
            0,
            1,
            3,
            4,
            63,
            64,
            99_990,
            100_000,
            150_000,
            269_999,
            270_000,
            bound - 1,
        ] {
            let expected = (v..).find(|&u| u >= bound || !member(u)).unwrap();
            assert_eq!(set.next_absent(v), expected, "from {v}");
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
