//! Grundy values of octal codes that split a heap (Kayles, Grundy's game, Treblecross, …): a solver that extends
//! G(0 … m−1) a stretch at a time, so a caller can prove a period on the way, report progress or keep the table for
//! later requests without computing it again.
//!
//! Values are stored in the narrowest of u8, u16 and u32 that holds them all (Grundy's game stays below 256 for
//! millions of heaps): a narrow table keeps the working set in cache and its values index small tables without
//! bounds checks. Each heap's value comes from one of two exact methods, whichever costs less on the recent heaps:
//!
//! - rare values ("sparse space"): a mask M, chosen from the table, calls a value v rare when popcount(v & M) is even
//!   and common when it is odd. XOR adds popcounts mod 2, so rare ⊕ rare and common ⊕ common are rare and only
//!   rare ⊕ common is common. Walking the list of rare positions finds every option with a rare part (single-heap
//!   options are few and found directly), so every common option is known without visiting the common ⊕ common
//!   pairs. Let c be the least common value that is not an option: the mex is c unless some rare value below c is
//!   not an option; those candidates are settled by one scan over all splits that stops as soon as each has been
//!   seen. Exact for any mask; a good mask (few rare positions) makes it fast.
//! - every split ("dense"): the set of G(a) ⊕ G(r − a) over all splits of r, as a bitset. A heap of i with several
//!   splitting digits k needs the sets of r = i − k, and the set of r serves every heap r + k: each is built once.
//!
//! The choice counts work, not time, so the result and the path are the same on every machine.
//!
//! The hot steps (`rare`, `scan_splits`, `mark_between`, `record`, …) are kept out of line on purpose: V8 first runs
//! wasm in its baseline compiler and optimises a function between calls, never inside one, so one big inlined loop
//! would run a whole 2^20 table unoptimised (Grundy's game to 2^20, Chromium's first run: 5.9 s inlined, 3.7 s this
//! way; native time is the same either way).
//!
//! Here: the solver and its choice of method. `scan.rs`: the hot steps that mark a heap's options; `simd.rs`: the
//! confirmation scan 16 or 32 pairs at a time; `bits.rs`: the bitset of values both use.

use crate::game::Octal;
use crate::solve::proof;

mod bits;
mod scan;
mod simd;
#[cfg(test)]
mod tests;

use bits::Bits;
use scan::{mark_rest, scan_splits, split_set, split_set_upto, Block};

/// A stored value: u8, u16 or u32.
trait Value: Copy + Default + Into<u32> + TryFrom<u32> + 'static {
    /// Takes the wanted values among `low[j] ⊕ high[len − 1 − j]` (`low` = G(a …), `high` = G(… r − a), so it runs
    /// backwards) out of `want`, which holds `missing` values, stopping once all are taken; returns how many it took.
    /// `bytes`: the same pairs' low bytes (see [`Value::bytes`]; empty where there are none). (The SIMD scans take a
    /// chunk's hits without looking whether each was still wanted, so they rely on `missing` being all of them.)
    fn take_wanted(low: &[Self], high: &[Self], _bytes: (&[u8], &[u8]), want: &mut Want, missing: usize) -> usize {
        take_pairs(low, high, want, missing)
    }

    /// The table's low bytes, which the byte scan reads: a byte table itself, a two-byte table's copy of them
    /// (`low_bytes`), none for wider values.
    fn bytes<'a>(_g: &'a [Self], _low_bytes: &'a [u8]) -> &'a [u8] {
        &[]
    }
}

/// [`Value::take_wanted`] one pair at a time (every table's, and the tails of the SIMD scan's).
fn take_pairs<T: Value>(low: &[T], high: &[T], want: &mut Want, missing: usize) -> usize {
    let mut taken = 0;
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        taken += usize::from(want.take(x.into() ^ y.into()));
        if taken == missing {
            break;
        }
    }
    taken
}

impl Value for u16 {
    fn take_wanted(low: &[u16], high: &[u16], bytes: (&[u8], &[u8]), want: &mut Want, missing: usize) -> usize {
        simd::take_wanted_u16(low, high, bytes, want, missing)
    }

    fn bytes<'a>(_g: &'a [u16], low_bytes: &'a [u8]) -> &'a [u8] {
        low_bytes
    }
}
impl Value for u32 {}
impl Value for u8 {
    fn take_wanted(low: &[u8], high: &[u8], _bytes: (&[u8], &[u8]), want: &mut Want, missing: usize) -> usize {
        simd::take_wanted_u8(low, high, want, missing)
    }

    fn bytes<'a>(g: &'a [u8], _low_bytes: &'a [u8]) -> &'a [u8] {
        g
    }
}

/// The table, in the narrowest type that holds its values.
enum Table {
    U8(Vec<u8>),
    U16(Vec<u16>),
    U32(Vec<u32>),
}

impl Table {
    fn len(&self) -> usize {
        match self {
            Table::U8(g) => g.len(),
            Table::U16(g) => g.len(),
            Table::U32(g) => g.len(),
        }
    }

    /// Room for `v`: the table converted to the next type that holds it, without a u32 copy on the way (at 2^32
    /// values that copy alone would be 16 GiB).
    #[cold]
    #[inline(never)]
    /// Returns the byte table it replaced, if it was one.
    fn widen_for(&mut self, v: u32) -> Option<Vec<u8>> {
        let (wider, bytes) = match std::mem::replace(self, Table::U8(Vec::new())) {
            Table::U8(g) if v <= u32::from(u16::MAX) => {
                (Table::U16(g.iter().map(|&x| u16::from(x)).collect()), Some(g))
            }
            Table::U8(g) => (Table::U32(g.iter().map(|&x| u32::from(x)).collect()), None),
            Table::U16(g) => (Table::U32(g.iter().map(|&x| u32::from(x)).collect()), None),
            wide => (wide, None),
        };
        *self = wider;
        bytes
    }

    /// The histogram of the values G(1) … folded to `size` (a power of two), and the largest value.
    fn histogram(&self, size: usize) -> Vec<i64> {
        fn count<T: Value>(g: &[T], size: usize) -> Vec<i64> {
            let mut h = vec![0i64; size];
            for &v in g.iter().skip(1) {
                h[v.into() as usize & (size - 1)] += 1;
            }
            h
        }
        match self {
            Table::U8(g) => count(g, size),
            Table::U16(g) => count(g, size),
            Table::U32(g) => count(g, size),
        }
    }

    fn to_vec(&self) -> Vec<u32> {
        match self {
            Table::U8(g) => g.iter().map(|&x| u32::from(x)).collect(),
            Table::U16(g) => g.iter().map(|&x| u32::from(x)).collect(),
            Table::U32(g) => g.clone(),
        }
    }
}

/// The candidates a confirmation scan looks for, as bits. The SIMD scans read them folded to their low bytes (see
/// `simd.rs`): in a table of bytes the fold changes nothing; in a wider one a pair whose low byte is wanted is only
/// a candidate, settled by the bits. Empty between scans.
struct Want {
    bits: Bits,
}

impl Want {
    fn new(size: usize) -> Want {
        Want { bits: Bits::new(size) }
    }

    /// Wants the values below c that are in `rare` and not in `marks`; returns how many.
    fn fill(&mut self, rare: &Bits, marks: &Bits, c: u32) -> usize {
        let c = c as usize;
        let mut count = 0;
        for (j, (w, (&r, &m))) in self
            .bits
            .words
            .iter_mut()
            .zip(rare.words.iter().zip(&marks.words))
            .enumerate()
        {
            let below = c.saturating_sub(64 * j);
            if below == 0 {
                break;
            }
            *w = r & !m & if below >= 64 { u64::MAX } else { (1 << below) - 1 };
            count += w.count_ones() as usize;
        }
        count
    }

    /// Clears v if it is wanted; says whether it was.
    #[inline(always)]
    fn take(&mut self, v: u32) -> bool {
        // The word count is a power of two and every XOR of two values is below the size: the mask only spares a
        // bounds check.
        let last = self.bits.words.len() - 1;
        let word = &mut self.bits.words[(v as usize >> 6) & last];
        let wanted = *word & (1 << (v & 63)) != 0;
        *word &= !(1 << (v & 63));
        wanted
    }

    /// Takes every value left; returns the least, if any.
    fn empty(&mut self) -> Option<u32> {
        let least = self.bits.words.iter().position(|&w| w != 0);
        let least = least.map(|j| (j * 64) as u32 + self.bits.words[j].trailing_zeros());
        self.bits.clear();
        least
    }
}

/// Where a scan over the splits (a, rest − a), a = first ..= last, has got to: blocks are taken alternately from both
/// ends of the range, since wanted values tend to turn up sooner that way. Blocks start small (most scans end
/// early) and double, so a long scan is not dominated by the cost of starting blocks.
struct SplitCursor {
    rest: usize,
    low_next: usize,
    high_next: usize,
    from_low: bool,
    block: usize,
}

impl SplitCursor {
    const FIRST_BLOCK: usize = 256;
    const LAST_BLOCK: usize = 4096;

    fn new(rest: usize, first: usize, last: usize) -> SplitCursor {
        SplitCursor {
            rest,
            low_next: first,
            high_next: last,
            from_low: true,
            block: Self::FIRST_BLOCK,
        }
    }

    /// The next block a ..= end, if any is left.
    fn next_block(&mut self) -> Option<(usize, usize)> {
        if self.low_next > self.high_next {
            return None;
        }
        let block = if self.from_low {
            let end = (self.low_next + self.block - 1).min(self.high_next);
            let block = (self.low_next, end);
            self.low_next = end + 1;
            block
        } else {
            let start = self.high_next.saturating_sub(self.block - 1).max(self.low_next);
            let block = (start, self.high_next);
            self.high_next = start - 1;
            self.block = (2 * self.block).min(Self::LAST_BLOCK);
            block
        };
        self.from_low = !self.from_low;
        Some(block)
    }
}

/// Which method gave the recent heaps their values.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Method {
    Rare,
    Dense,
}

/// How the solver picks its method (tests force each one, and the switching, on small tables).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    /// Whichever costs less on the recent heaps.
    Cheaper,
    /// The rare-value method throughout.
    Rare,
    /// Every split throughout.
    Dense,
    /// Switching after every window (for tests).
    Alternate,
}

/// Heaps between two looks at which method is cheaper.
const WINDOW: usize = 1024;

/// The rests whose rare marks are kept (a power of two above the widest span of splitting digits the cache serves;
/// digits farther apart mark their rests each time).
const RESTS: usize = 16;

/// The splits a = 1 ..= SEEN of a shared rest are marked with its rare pairs (the scans of both heaps would start
/// there), and the scans start past them.
const SEEN: usize = 64;

/// G(0), G(1), … of an octal code that splits, extended on demand.
pub struct Splitting {
    code: Octal,
    choice: Choice,
    table: Table,
    /// A two-byte table's low bytes, for the byte scan (which would otherwise pack them 16 pairs at a time).
    low_bytes: Vec<u8>,
    /// The digit table and the removals that leave one heap or split, valid for heaps below `digits_for`.
    digits: Vec<u8>,
    leave_one: Vec<usize>,
    splits: Vec<(usize, bool)>,
    digits_for: usize,
    /// A power of two above every value so far (so above every XOR of two values too), at least 64.
    size: usize,
    mask: u32,
    next_choice: usize,
    /// Positions ≥ 1 whose value is rare, ascending, and their values.
    rare_pos: Vec<u32>,
    rare_val: Vec<u32>,
    rare_bits: Bits,
    marks: Bits,
    want: Want,
    cursors: Vec<SplitCursor>,
    /// Bitsets of split values by (rest, unequal), for codes with several splitting digits.
    split_sets: Vec<(usize, bool, Bits)>,
    /// The rare method's marks from far rare positions, for the block of heaps being computed.
    block: Option<Block>,
    /// The rare method's marks of the last rests, by [unequal][rest mod RESTS]: a rest split by several digits
    /// (0.167 splits i − 2 for heap i and again for heap i + 1) is marked once.
    rests: [Vec<(usize, Bits)>; 2],
    /// Whether two splitting digits of the same kind split the same rests, for heaps a few apart.
    shared: bool,
    method: Method,
    /// Work (pairs visited) in the current window, and heaps in it.
    window_work: u64,
    window_heaps: usize,
    /// Heaps each method computed (for tests and the benchmark's report).
    pub rare_heaps: usize,
    pub dense_heaps: usize,
}

impl Splitting {
    pub fn new(code: &Octal, choice: Choice) -> Splitting {
        let size = 64;
        Splitting {
            code: code.clone(),
            choice,
            table: Table::U8(Vec::new()),
            low_bytes: Vec::new(),
            digits: Vec::new(),
            leave_one: Vec::new(),
            splits: Vec::new(),
            digits_for: 0,
            size,
            mask: 1,
            next_choice: 64,
            rare_pos: Vec::new(),
            rare_val: Vec::new(),
            rare_bits: rare_bits(size, 1),
            marks: Bits::new(size),
            want: Want::new(size),
            cursors: Vec::new(),
            split_sets: Vec::new(),
            block: None,
            rests: [Vec::new(), Vec::new()],
            shared: false,
            method: if choice == Choice::Dense {
                Method::Dense
            } else {
                Method::Rare
            },
            window_work: 0,
            window_heaps: 0,
            rare_heaps: 0,
            dense_heaps: 0,
        }
    }

    /// How many values are known.
    pub fn len(&self) -> usize {
        self.table.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// G(0) … G(len − 1).
    pub fn values(&self) -> Vec<u32> {
        self.table.to_vec()
    }

    /// G(from) … G(to − 1) (within what is known).
    pub fn values_between(&self, from: usize, to: usize) -> Vec<u32> {
        match &self.table {
            Table::U8(g) => g[from..to].iter().map(|&x| u32::from(x)).collect(),
            Table::U16(g) => g[from..to].iter().map(|&x| u32::from(x)).collect(),
            Table::U32(g) => g[from..to].to_vec(),
        }
    }

    /// The smallest (preperiod, period) the table proves for the code (see [`proof`]), read in its own width.
    pub fn proven_period(&self) -> Option<(usize, usize)> {
        match &self.table {
            Table::U8(g) => proof::proven_for_octal(&self.code, g),
            Table::U16(g) => proof::proven_for_octal(&self.code, g),
            Table::U32(g) => proof::proven_for_octal(&self.code, g),
        }
    }

    /// G(i), if known.
    pub fn value(&self, i: usize) -> Option<u32> {
        match &self.table {
            Table::U8(g) => g.get(i).map(|&x| u32::from(x)),
            Table::U16(g) => g.get(i).map(|&x| u32::from(x)),
            Table::U32(g) => g.get(i).copied(),
        }
    }

    /// Computes G up to G(m − 1).
    pub fn extend_to(&mut self, m: usize) {
        if m > self.digits_for {
            self.set_digits(m);
        }
        while self.len() < m {
            let i = self.len();
            if i == self.next_choice {
                self.next_choice *= 2;
                self.choose_mask();
            }
            if self.window_heaps == WINDOW {
                self.choose_method(i);
            }
            // The table is lent out for the step, which needs the solver's other tables mutably.
            let table = std::mem::replace(&mut self.table, Table::U8(Vec::new()));
            let value = match &table {
                Table::U8(g) => self.heap(g, i),
                Table::U16(g) => self.heap(g, i),
                Table::U32(g) => self.heap(g, i),
            };
            self.table = table;
            self.record(i, value);
        }
    }

    /// The digit tables for heaps below `m` (a repeating code has moves of every size).
    #[cold]
    #[inline(never)]
    fn set_digits(&mut self, m: usize) {
        // A finite code's digits all at once; a repeating one's up to the heaps asked for.
        let last = self.code.max_removal().map_or(m, |t| t + 1);
        self.digits = (0..last).map(|k| self.code.digit(k)).collect();
        self.leave_one = (1..self.digits.len()).filter(|&k| self.digits[k] & 2 != 0).collect();
        self.splits = (0..self.digits.len())
            .filter(|&k| self.digits[k] & 4 != 0)
            .map(|k| (k, self.code.is_unequal(k)))
            .collect();
        self.shared = self.splits.iter().enumerate().any(|(j, &(k, u))| {
            self.splits[j + 1..]
                .iter()
                .take_while(|&&(l, _)| l - k < RESTS)
                .any(|&(_, v)| u == v)
        });
        self.digits_for = if self.code.max_removal().is_some() {
            usize::MAX
        } else {
            m
        };
    }

    /// Stores G(i) = value: in a wider table when it needs one, with room in the tables indexed by value.
    #[inline(never)]
    fn record(&mut self, i: usize, value: u32) {
        let fits = match &self.table {
            Table::U8(_) => value <= u32::from(u8::MAX),
            Table::U16(_) => value <= u32::from(u16::MAX),
            Table::U32(_) => true,
        };
        if !fits {
            // Values below 256 are their own low bytes: the byte table becomes the low bytes.
            if let Some(bytes) = self.table.widen_for(value) {
                self.low_bytes = bytes;
            }
            if let Table::U32(_) = &self.table {
                self.low_bytes = Vec::new();
            }
        }
        match &mut self.table {
            Table::U8(g) => g.push(value as u8),
            Table::U16(g) => {
                g.push(value as u16);
                self.low_bytes.push(value as u8);
            }
            Table::U32(g) => g.push(value),
        }
        if value as usize >= self.size {
            self.grow_size(value);
        }
        if i > 0 && is_rare(value, self.mask) {
            self.rare_pos.push(i as u32);
            self.rare_val.push(value);
        }
        self.window_heaps += 1;
    }

    /// Room in the tables indexed by value for `value`.
    #[cold]
    #[inline(never)]
    fn grow_size(&mut self, value: u32) {
        self.size = (value as usize + 1).next_power_of_two();
        self.rare_bits = rare_bits(self.size, self.mask);
        self.marks.resize(self.size);
        self.want = Want::new(self.size);
        self.block = None;
        self.rests = [Vec::new(), Vec::new()];
        for (_, _, set) in &mut self.split_sets {
            set.resize(self.size);
        }
    }

    /// The mask that makes the fewest values rare so far, and the rare list for it.
    #[cold]
    #[inline(never)]
    fn choose_mask(&mut self) {
        let best = choose_mask(self.table.histogram(self.size.min(1 << 16)));
        if best != self.mask {
            self.mask = best;
            self.rare_bits = rare_bits(self.size, best);
            self.rests = [Vec::new(), Vec::new()];
            self.rare_pos.clear();
            self.rare_val.clear();
            for a in 1..self.len() {
                let v = self.value(a).expect("within the table");
                if is_rare(v, best) {
                    self.rare_pos.push(a as u32);
                    self.rare_val.push(v);
                }
            }
        }
    }

    /// At the end of a window: the method for the next one. The dense method's work per heap is known in advance
    /// (the splits of each new rest); the rare method's is what it cost in the window, or when it did not run, at
    /// least its rare pairs.
    #[cold]
    #[inline(never)]
    fn choose_method(&mut self, i: usize) {
        let per_heap = self.window_work as f64 / self.window_heaps.max(1) as f64;
        let dense = self.dense_work(i) as f64;
        self.method = match self.choice {
            Choice::Rare => Method::Rare,
            Choice::Dense => Method::Dense,
            Choice::Alternate => match self.method {
                Method::Rare => Method::Dense,
                Method::Dense => Method::Rare,
            },
            Choice::Cheaper => match self.method {
                Method::Rare if per_heap > dense => Method::Dense,
                Method::Dense if 2.0 * (self.rare_pairs(i) as f64) < dense => Method::Rare,
                m => m,
            },
        };
        self.window_work = 0;
        self.window_heaps = 0;
    }

    /// Pairs the dense method visits for heap i: the splits of one new rest per heap (the sets of the others were
    /// built for earlier heaps), or of every rest when only one digit splits.
    fn dense_work(&self, i: usize) -> usize {
        let rests = self
            .splits
            .iter()
            .take_while(|&&(k, _)| k + 2 <= i)
            .map(|&(k, _)| (i - k) / 2);
        if self.splits.len() > 1 {
            rests.max().unwrap_or(0)
        } else {
            rests.sum()
        }
    }

    /// Pairs with a rare part the rare method marks for heap i.
    fn rare_pairs(&self, i: usize) -> usize {
        self.splits
            .iter()
            .take_while(|&&(k, _)| k + 2 <= i)
            .map(|&(k, _)| self.rare_pos.partition_point(|&a| (a as usize) < i - k))
            .sum()
    }
}

/// One heap's value from the values before it (stored as T).
impl Splitting {
    #[inline(never)]
    fn heap<T: Value>(&mut self, g: &[T], i: usize) -> u32 {
        let s = self;
        s.marks.clear();
        if s.digits.get(i).is_some_and(|d| d & 1 != 0) {
            s.marks.insert(0);
        }
        for &k in s.leave_one.iter().take_while(|&&k| k < i) {
            s.marks.insert(g[i - k].into());
        }
        match s.method {
            Method::Rare => {
                s.rare_heaps += 1;
                s.rare(g, i)
            }
            Method::Dense => {
                s.dense_heaps += 1;
                s.dense(g, i)
            }
        }
    }

    /// (Out of line, as are its two steps: V8 optimises small functions sooner.)
    #[inline(never)]
    fn rare<T: Value>(&mut self, g: &[T], i: usize) -> u32 {
        self.mark_rare_splits(g, i);
        let c = self.marks.first_absent_with(&self.rare_bits);
        let candidates = self.want.fill(&self.rare_bits, &self.marks, c);
        if candidates == 0 {
            return c;
        }
        // Seen candidates are taken out of `want`; the least one still wanted is the mex.
        self.confirm(g, i, candidates);
        self.want.empty().unwrap_or(c)
    }

    /// Marks every split of heap i with a rare part (and, for shared rests, the first SEEN splits).
    #[inline(never)]
    fn mark_rare_splits<T: Value>(&mut self, g: &[T], i: usize) {
        let s = self;
        let start = i - i % Block::HEAPS;
        if i == start && s.block.as_ref().is_none_or(|b| b.start != start) {
            let spare = s.block.take().map(|b| b.marks).unwrap_or_default();
            s.block = Block::build(g, start, &s.splits, &s.rare_pos, &s.rare_val, s.size, spare);
        }
        let mut block = s.block.as_mut().filter(|b| b.start == start);
        for &(k, unequal) in s.splits.iter().take_while(|&&(k, _)| k + 2 <= i) {
            let rest = i - k;
            let ring = &mut s.rests[usize::from(unequal)];
            if ring.is_empty() {
                ring.resize_with(RESTS, || (0, Bits::new(s.size)));
            }
            let (marked, bits) = &mut ring[rest % RESTS];
            if *marked != rest {
                // Every split with a rare part a (marking a pair twice does no harm), except the equal split
                // when the digit forbids it.
                bits.clear();
                if s.shared {
                    s.window_work += split_set_upto(g, rest, unequal, SEEN, bits) as u64;
                }
                let (pos, vals) = (&s.rare_pos, &s.rare_val);
                let block = block.as_deref_mut();
                s.window_work += mark_rest(g, rest, unequal, s.shared, block, pos, vals, bits);
                *marked = rest;
            }
            s.marks.union_with(bits);
        }
    }

    /// Scans heap i's splits (past those marked) for the `candidates` values wanted.
    #[inline(never)]
    fn confirm<T: Value>(&mut self, g: &[T], i: usize, candidates: usize) {
        let s = self;
        s.cursors.clear();
        s.cursors
            .extend(s.splits.iter().take_while(|&&(k, _)| k + 2 <= i).map(|&(k, unequal)| {
                let rest = i - k;
                let first = if s.shared { SEEN + 1 } else { 1 };
                SplitCursor::new(rest, first, if unequal { (rest - 1) / 2 } else { rest / 2 })
            }));
        let bytes = T::bytes(g, &s.low_bytes);
        s.window_work += scan_splits(g, bytes, &mut s.cursors, &mut s.want, candidates);
    }

    #[inline(never)]
    fn dense<T: Value>(&mut self, g: &[T], i: usize) -> u32 {
        let s = self;
        let live = s.splits.iter().take_while(|&&(k, _)| k + 2 <= i).count();
        if s.splits.len() == 1 {
            // One splitting digit: nothing to share between heaps.
            if live == 1 {
                let (k, unequal) = s.splits[0];
                s.window_work += split_set(g, i - k, unequal, &mut s.marks) as u64;
            }
        } else {
            let oldest = s.splits.get(live.max(1) - 1).map_or(i, |&(k, _)| i.saturating_sub(k));
            s.split_sets.retain(|&(rest, _, _)| rest >= oldest);
            for &(k, unequal) in &s.splits[..live] {
                let rest = i - k;
                let at = match s.split_sets.iter().position(|&(r, u, _)| r == rest && u == unequal) {
                    Some(at) => at,
                    None => {
                        let mut set = Bits::new(s.size);
                        s.window_work += split_set(g, rest, unequal, &mut set) as u64;
                        s.split_sets.push((rest, unequal, set));
                        s.split_sets.len() - 1
                    }
                };
                s.marks.union_with(&s.split_sets[at].2);
            }
        }
        s.marks.first_absent()
    }
}

/// Rare under `mask`: popcount(v & mask) is even.
fn is_rare(v: u32, mask: u32) -> bool {
    (v & mask).count_ones().is_multiple_of(2)
}

fn rare_bits(size: usize, mask: u32) -> Bits {
    let mut bits = Bits::new(size);
    for v in (0..size as u32).filter(|&v| is_rare(v, mask)) {
        bits.insert(v);
    }
    bits
}

/// The non-zero mask that makes the fewest of `values` rare. With h the histogram of values (folded to B bits),
/// the number of rare values for mask M is (|values| + Σ_v h(v)·(−1)^popcount(v & M)) / 2, and the sums for all
/// masks at once are the Walsh–Hadamard transform of h: O(B·2^B).
fn choose_mask(mut h: Vec<i64>) -> u32 {
    let size = h.len();
    let mut half = 1;
    while half < size {
        for block in (0..size).step_by(2 * half) {
            for j in block..block + half {
                let (x, y) = (h[j], h[j + half]);
                h[j] = x + y;
                h[j + half] = x - y;
            }
        }
        half *= 2;
    }
    // Fewest rare values = smallest transform value; ties go to the smaller mask.
    (1..size).min_by_key(|&m| h[m]).unwrap_or(1) as u32
}
