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

use crate::game::Octal;
use crate::solve::proof;

/// A stored value: u8, u16 or u32.
trait Value: Copy + Default + Into<u32> + TryFrom<u32> + 'static {
    /// Takes the wanted values among low[j] ⊕ high[len − 1 − j] (`low` = G(a …), `high` = G(… r − a), so it runs
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

    /// Room for `v`: the table converted to the next type that holds it.
    #[cold]
    #[inline(never)]
    fn widen_for(&mut self, v: u32) {
        let all: Vec<u32> = self.to_vec();
        *self = if v <= u32::from(u16::MAX) {
            Table::U16(all.iter().map(|&x| x as u16).collect())
        } else {
            Table::U32(all)
        };
    }

    fn to_vec(&self) -> Vec<u32> {
        match self {
            Table::U8(g) => g.iter().map(|&x| u32::from(x)).collect(),
            Table::U16(g) => g.iter().map(|&x| u32::from(x)).collect(),
            Table::U32(g) => g.clone(),
        }
    }
}

/// A set of values below a power of two, as bits.
#[derive(Clone)]
struct Bits {
    words: Vec<u64>,
}

impl Bits {
    fn new(size: usize) -> Bits {
        Bits {
            words: vec![0; size.div_ceil(64)],
        }
    }

    fn clear(&mut self) {
        if let [w] = &mut self.words[..] {
            *w = 0;
            return;
        }
        self.words.fill(0);
    }

    fn resize(&mut self, size: usize) {
        self.words.resize(size.div_ceil(64), 0);
    }

    #[inline(always)]
    fn insert(&mut self, v: u32) {
        // The word count is a power of two and every value is below the size: the mask only spares a bounds check.
        let last = self.words.len() - 1;
        self.words[(v as usize >> 6) & last] |= 1 << (v & 63);
    }

    #[inline(always)]
    fn union_with(&mut self, other: &Bits) {
        if let ([w], [o]) = (&mut self.words[..], &other.words[..]) {
            // One word (values below 64, most games for long): no loop.
            *w |= o;
            return;
        }
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }

    /// Adds v for each non-zero bytes[v] (each 0 or 1).
    #[inline(never)]
    fn union_with_bytes(&mut self, bytes: &[u8]) {
        for (w, chunk) in self.words.iter_mut().zip(bytes.chunks_exact(64)) {
            let mut bits = 0u64;
            for (k, eight) in chunk.chunks_exact(8).enumerate() {
                // Bytes b0 … b7 (0 or 1) to bits: multiplying by Σ 2^(7k + 7) … gathers b_i into bit 56 + i.
                let x = u64::from_le_bytes(eight.try_into().expect("8 bytes"));
                bits |= (x.wrapping_mul(0x0102_0408_1020_4080) >> 56) << (8 * k);
            }
            *w |= bits;
        }
    }

    /// The least value not in the set (the size if every value below it is in).
    fn first_absent(&self) -> u32 {
        for (j, w) in self.words.iter().enumerate() {
            if *w != u64::MAX {
                return (j * 64) as u32 + (!w).trailing_zeros();
            }
        }
        (self.words.len() * 64) as u32
    }

    /// The least value not in `self ∪ also` (the size if every value below it is in).
    fn first_absent_with(&self, also: &Bits) -> u32 {
        if let ([w], [o]) = (&self.words[..], &also.words[..]) {
            return (!(w | o)).trailing_zeros();
        }
        for (j, (w, o)) in self.words.iter().zip(&also.words).enumerate() {
            let both = w | o;
            if both != u64::MAX {
                return (j * 64) as u32 + (!both).trailing_zeros();
            }
        }
        (self.words.len() * 64) as u32
    }
}

/// The candidates a confirmation scan looks for, as bits (what the scalar scan reads) and, folded to their low
/// bytes, as a 16 × 16 bit matrix (what the SIMD scans read: for a low byte b, row b >> 4, bit b & 15, kept as two
/// byte tables: `rows[..16]` for bits 0–7 and `rows[16..]` for bits 8–15). In a table of bytes the fold changes
/// nothing; in a wider one a pair whose low byte is in the matrix is only a candidate, settled by the bits. Empty
/// between scans.
struct Want {
    bits: Bits,
    rows: [u8; 32],
}

impl Want {
    fn new(size: usize) -> Want {
        Want {
            bits: Bits::new(size),
            rows: [0; 32],
        }
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
        if count > 0 {
            self.fold();
        }
        count
    }

    fn fold(&mut self) {
        // Byte k of the bits holds the values 8k … 8k + 7, whose low bytes are those of byte k mod 32: row
        // (k mod 32) / 2, the low or high half as k is even or odd. So word w's even bytes go to rows 4(w mod 4) …
        // 4(w mod 4) + 3 of the low half, its odd bytes to the same rows of the high half.
        fn even_bytes(x: u64) -> u32 {
            let x = x & 0x00ff_00ff_00ff_00ff;
            let x = (x | x >> 8) & 0x0000_ffff_0000_ffff;
            (x | x >> 16) as u32
        }
        let mut rows = [0u32; 8];
        for (w, &x) in self.bits.words.iter().enumerate() {
            rows[w % 4] |= even_bytes(x);
            rows[4 + w % 4] |= even_bytes(x >> 8);
        }
        for (k, r) in rows.iter().enumerate() {
            self.rows[4 * k..4 * k + 4].copy_from_slice(&r.to_le_bytes());
        }
    }

    #[inline(always)]
    fn has(&self, v: u32) -> bool {
        // The word count is a power of two and every XOR of two values is below the size: the mask only spares a
        // bounds check.
        let last = self.bits.words.len() - 1;
        self.bits.words[(v as usize >> 6) & last] & (1 << (v & 63)) != 0
    }

    /// Clears v if it is wanted; says whether it was.
    #[inline(always)]
    fn take(&mut self, v: u32) -> bool {
        let wanted = self.has(v);
        if wanted {
            let last = self.bits.words.len() - 1;
            self.bits.words[(v as usize >> 6) & last] &= !(1 << (v & 63));
            // The low byte stays in the matrix while another wanted value shares it.
            let b = v & 255;
            if (b..64 * self.bits.words.len() as u32)
                .step_by(256)
                .all(|u| !self.has(u))
            {
                self.rows[(((b >> 3) & 1) * 16 + (b >> 4)) as usize] &= !(1 << (b & 7));
            }
        }
        wanted
    }

    /// Takes every value left; returns the least, if any.
    fn empty(&mut self) -> Option<u32> {
        self.rows = [0; 32];
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
    const FIRST_BLOCK: usize = 64;
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
            if let Table::U8(g) = &self.table {
                self.low_bytes = g.clone(); // values below 256 are their own low bytes
            }
            self.table.widen_for(value);
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
        let g = self.table.to_vec();
        let best = choose_mask(&g[1..]);
        if best != self.mask {
            self.mask = best;
            self.rare_bits = rare_bits(self.size, best);
            self.rests = [Vec::new(), Vec::new()];
            self.rare_pos.clear();
            self.rare_val.clear();
            for (a, &v) in g.iter().enumerate().skip(1) {
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
        let block = s.block.as_ref().filter(|b| b.start == start);
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

/// Adds G(a) ⊕ G(rest − a) to `marks` for every rare position a below rest (values in `vals`), leaving out the
/// equal split when `unequal`; the block's row for the rest, if it has one, holds the far ones. `low_marked`: the
/// splits a ≤ SEEN are marked already (so are the rare a below the block's far ones). Returns the count.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn mark_rest<T: Value>(
    g: &[T],
    rest: usize,
    unequal: bool,
    low_marked: bool,
    block: Option<&Block>,
    pos: &[u32],
    vals: &[u32],
    marks: &mut Bits,
) -> u64 {
    const { assert!(Block::HEAPS <= SEEN + 1) };
    match block.and_then(|b| b.row(rest, unequal)) {
        Some((row, far)) => {
            marks.union_with_bytes(row);
            // Past the block's far ranges only the rare positions from its lowest rest up to rest are left.
            let below_rest = far[3] + pos[far[3]..].partition_point(|&a| (a as usize) < rest);
            let low = if low_marked { far[0] } else { 0 };
            for (from, to) in [(low, far[0]), (far[1], far[2]), (far[3], below_rest)] {
                mark_between(pos, vals, from, to, g, rest, unequal, marks);
            }
            below_rest as u64
        }
        None => {
            let below_rest = pos.partition_point(|&a| (a as usize) < rest);
            mark_between(pos, vals, 0, below_rest, g, rest, unequal, marks);
            below_rest as u64
        }
    }
}

/// Adds G(a) ⊕ G(rest − a) to `marks` for the rare positions a = pos[from..to] (values in `vals`), all below rest,
/// leaving out the equal split a = rest − a when the digit forbids it.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
fn mark_between<T: Value>(
    pos: &[u32],
    vals: &[u32],
    from: usize,
    to: usize,
    g: &[T],
    rest: usize,
    unequal: bool,
    marks: &mut Bits,
) {
    if from >= to {
        return;
    }
    let (pos, vals) = (&pos[from..to], &vals[from..to]);
    let equal = if unequal && rest.is_multiple_of(2) {
        pos.binary_search(&((rest / 2) as u32)).ok()
    } else {
        None
    };
    let g = &g[..rest];
    match equal {
        Some(e) => {
            mark_rare(&pos[..e], &vals[..e], g, marks);
            mark_rare(&pos[e + 1..], &vals[e + 1..], g, marks);
        }
        None => mark_rare(pos, vals, g, marks),
    }
}

/// Adds G(a) ⊕ G(rest − a) for each rare position a (value `vals[j]` at `pos[j]`) to `marks`; all below rest = g.len().
#[inline(never)]
fn mark_rare<T: Value>(pos: &[u32], vals: &[u32], g: &[T], marks: &mut Bits) {
    let rest = g.len();
    if let [word] = &mut marks.words[..] {
        // Values below 64: four words in registers, where each insert into the one word would wait for the last.
        let mut seen = [0u64; 4];
        for (t, (&a, &v)) in pos.iter().zip(vals).enumerate() {
            seen[t & 3] |= 1 << ((v ^ g[rest - a as usize].into()) & 63);
        }
        *word |= seen[0] | seen[1] | seen[2] | seen[3];
        return;
    }
    for (&a, &v) in pos.iter().zip(vals) {
        marks.insert(v ^ g[rest - a as usize].into());
    }
}

/// The rare method's marks from the far rare positions for the rests a block of consecutive heaps splits, built at
/// once.
///
/// Rest r marks G(a) ⊕ G(r − a) for each rare a; read rest by rest, those loads hop across the whole table (a cache
/// miss each once the rare positions outnumber the cache's lines). For a fixed a the block's loads are one
/// contiguous run G(r0 − a …), so building every rest's marks at once reads the table in order. The heaps i0 …
/// i0 + B − 1 split the rests i0 − k for the digits k; of those with the same `unequal`, the block covers r0 =
/// i0 − (largest k) … i0 + B − 1 − (least k). Far means B ≤ a < r0, so that every value read is known at the block's
/// start and a < r for every rest, leaving out the a that are an equal split of some rest when the digit forbids
/// those.
struct Block {
    start: usize,
    /// The rests covered for equal splits allowed ([0]) and forbidden ([1]).
    rows: [Option<Rows>; 2],
    /// A byte per (rest, value): a plain store per mark, where a bit would need a load, an OR and a store.
    size: usize,
    marks: Vec<u8>,
}

/// Rests r0 … r0 + count − 1, at rows first … of the block's marks.
struct Rows {
    r0: usize,
    count: usize,
    first: usize,
    /// The ranges of a marked, [B, e0) and [e1, r0), as indexes into the rare list (which only grows while the
    /// block is in use, so they stay right): [B, e0, e1, r0]. Finding them once per block spares each rest a few
    /// binary searches.
    far: [usize; 4],
}

impl Block {
    const HEAPS: usize = 64;
    /// Rests a block covers for one kind of split at most (digits far apart leave the rest to each rest).
    const ROWS: usize = 2 * Self::HEAPS;
    /// The marks' bytes at most (a block for values up to 8192 when one kind of split covers 64 rests).
    const MAX_BYTES: usize = 1 << 19;

    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    fn build<T: Value>(
        g: &[T],
        start: usize,
        splits: &[(usize, bool)],
        pos: &[u32],
        vals: &[u32],
        size: usize,
        spare: Vec<u8>,
    ) -> Option<Block> {
        let b = Self::HEAPS;
        let mut rows = [None, None];
        let mut count = 0;
        for (unequal, rows) in [false, true].into_iter().zip(&mut rows) {
            let ks = || {
                splits
                    .iter()
                    .filter(|&&(k, u)| u == unequal && k + 2 <= start)
                    .map(|&(k, _)| k)
            };
            let (Some(least), Some(most)) = (ks().min(), ks().max()) else {
                continue;
            };
            let last = start + b - 1 - least;
            let r0 = (start - most).max(last + 1 - Self::ROWS.min(last + 1));
            if r0 < 2 * b {
                continue;
            }
            // The equal splits of the rests are a = r / 2 for r0 ≤ r ≤ last.
            let (e0, e1) = if unequal {
                (r0 / 2, last / 2 + 1)
            } else {
                (r0 / 2, r0 / 2)
            };
            let at = |x: usize| pos.partition_point(|&a| (a as usize) < x);
            let n = last + 1 - r0;
            *rows = Some(Rows {
                r0,
                count: n,
                first: count,
                far: [at(b), at(e0), at(e1), at(r0)],
            });
            count += n;
        }
        if count == 0 || count.next_power_of_two() * size > Self::MAX_BYTES {
            return None;
        }
        // The last block's bytes, cleared: an allocation per block was most of the allocator's calls.
        let mut marks = spare;
        marks.clear();
        marks.resize(count.next_power_of_two() * size, 0);
        let mut block = Block {
            start,
            rows,
            size,
            marks,
        };
        for u in 0..2 {
            let Some(Rows { r0, count, first, far }) = block.rows[u] else {
                continue;
            };
            for range in [far[0]..far[1], far[2]..far[3]] {
                for (&a, &v) in pos[range.clone()].iter().zip(&vals[range]) {
                    block.mark_run(v, first, &g[r0 - a as usize..][..count]);
                }
            }
        }
        Some(block)
    }

    /// Marks v ⊕ run[j] for row first + j.
    #[inline(never)]
    fn mark_run<T: Value>(&mut self, v: u32, first: usize, run: &[T]) {
        // Row j's bytes start at j · size, a power of two above every value: the index is (j · size) | m, and
        // masking it by the length (a power of two) spares the bounds check. The row's start is added to, not
        // shifted, for each row (a shift by a variable was a third of the loop).
        let size = self.size;
        let last = self.marks.len() - 1;
        let marks = &mut self.marks[..];
        let mut at = first * size;
        for &x in run {
            marks[(at | (v ^ x.into()) as usize) & last] = 1;
            at += size;
        }
    }

    /// The marks of a rest (a byte, 0 or 1, per value) and the rare-list indexes of B, e0, e1 and r0, if the block
    /// covers it.
    fn row(&self, rest: usize, unequal: bool) -> Option<(&[u8], [usize; 4])> {
        let rows = self.rows[usize::from(unequal)].as_ref()?;
        let j = rest.checked_sub(rows.r0).filter(|&j| j < rows.count)?;
        Some((&self.marks[(rows.first + j) * self.size..][..self.size], rows.far))
    }
}

/// Adds the value of every split of `rest` (a ≤ rest − a; a < rest − a when `unequal`) to `set`; returns the count.
#[inline(never)]
fn split_set<T: Value>(g: &[T], rest: usize, unequal: bool, set: &mut Bits) -> usize {
    split_set_upto(g, rest, unequal, usize::MAX, set)
}

/// [`split_set`] for the splits a ≤ upto only.
#[inline(never)]
fn split_set_upto<T: Value>(g: &[T], rest: usize, unequal: bool, upto: usize, set: &mut Bits) -> usize {
    let last = if unequal { (rest - 1) / 2 } else { rest / 2 }.min(upto);
    let low = &g[1..=last];
    let high = &g[rest - last..rest];
    if let [word] = &mut set.words[..] {
        // Values below 64: four words in registers, as in `mark_rare` (written out: indexed by j & 3, the four
        // lived in memory).
        let (mut s0, mut s1, mut s2, mut s3) = (0u64, 0u64, 0u64, 0u64);
        let bit = |x: T, y: T| 1u64 << ((x.into() ^ y.into()) & 63);
        let (fours, high_fours) = (low.chunks_exact(4), high.rchunks_exact(4));
        let (tail, high_tail) = (fours.remainder(), high_fours.remainder());
        for (l, h) in fours.zip(high_fours) {
            s0 |= bit(l[0], h[3]);
            s1 |= bit(l[1], h[2]);
            s2 |= bit(l[2], h[1]);
            s3 |= bit(l[3], h[0]);
        }
        for (&x, &y) in tail.iter().zip(high_tail.iter().rev()) {
            s0 |= bit(x, y);
        }
        *word |= s0 | s1 | s2 | s3;
        return last;
    }
    for (&x, &y) in low.iter().zip(high.iter().rev()) {
        set.insert(x.into() ^ y.into());
    }
    last
}

/// Visits the splits of every cursor, a block of each in turn (so a value that only one removal amount produces is
/// not kept waiting behind a long scan of another), clearing the wanted values it sees until `missing` have been
/// seen or the splits run out; returns the pairs visited.
#[inline(never)]
fn scan_splits<T: Value>(
    g: &[T],
    bytes: &[u8],
    cursors: &mut [SplitCursor],
    want: &mut Want,
    mut missing: usize,
) -> u64 {
    let mut visited = 0u64;
    loop {
        let mut any_left = false;
        for cursor in cursors.iter_mut() {
            let Some((a, end)) = cursor.next_block() else { continue };
            any_left = true;
            visited += (end + 1 - a) as u64;
            let (low, high) = (a..=end, cursor.rest - end..=cursor.rest - a);
            let pair_bytes = match bytes {
                [] => (&[][..], &[][..]),
                _ => (&bytes[low.clone()], &bytes[high.clone()]),
            };
            missing -= T::take_wanted(&g[low], &g[high], pair_bytes, want, missing);
            if missing == 0 {
                return visited;
            }
        }
        if !any_left {
            return visited;
        }
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
fn choose_mask(values: &[u32]) -> u32 {
    let largest = values.iter().copied().max().unwrap_or(0);
    let bits = (32 - largest.leading_zeros()).clamp(1, 16);
    let size = 1usize << bits;
    let mut h = vec![0i64; size];
    for &v in values {
        h[v as usize & (size - 1)] += 1;
    }
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

/// The confirmation scan for tables of bytes, 16 pairs at a time where the target has SIMD: row v >> 4 of the
/// candidates' 16 × 16 bit matrix (two byte tables, for bits 0–7 and 8–15, looked up by a byte shuffle), then bit
/// v & 15 of the row. A chunk with hits is settled pair by pair and the scan goes on with the rows that are left:
/// a scan takes dozens of values, and starting it again after each one cost more than the pairs it looks at.
mod simd {
    use super::{take_pairs, Want};

    /// `Value::take_wanted` for bytes.
    pub fn take_wanted_u8(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
        let n = low.len().min(high.len());
        let (low, high) = (&low[..n], &high[high.len() - n..]);
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            wasm::take_wanted(low, high, want, missing)
        }
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("ssse3") {
                // SAFETY: the CPU has SSSE3, checked just above.
                return unsafe { x86::take_wanted(low, high, want, missing) };
            }
            take_pairs(low, high, want, missing)
        }
        #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
        {
            take_pairs(low, high, want, missing)
        }
    }

    /// `Value::take_wanted` for two-byte values: the byte scan on their low bytes (`bytes`, the same pairs'), each
    /// hit settled by the bits.
    pub fn take_wanted_u16(
        low: &[u16],
        high: &[u16],
        (low_bytes, high_bytes): (&[u8], &[u8]),
        want: &mut Want,
        missing: usize,
    ) -> usize {
        let n = low.len().min(high.len());
        let (low, high) = (&low[..n], &high[high.len() - n..]);
        let (low_bytes, high_bytes) = (&low_bytes[..n], &high_bytes[high_bytes.len() - n..]);
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            wasm::take_wanted_u16(low, high, low_bytes, high_bytes, want, missing)
        }
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("ssse3") {
                // SAFETY: the CPU has SSSE3, checked just above.
                return unsafe { x86::take_wanted_u16(low, high, low_bytes, high_bytes, want, missing) };
            }
            take_pairs(low, high, want, missing)
        }
        #[cfg(not(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64")))]
        {
            let _ = (low_bytes, high_bytes); // no byte scan without SIMD
            take_pairs(low, high, want, missing)
        }
    }

    /// Pairs j ≥ from one at a time, `taken` values taken so far; returns the values taken in all.
    #[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
    fn tail<T: super::Value>(
        low: &[T],
        high: &[T],
        want: &mut Want,
        from: usize,
        taken: usize,
        missing: usize,
    ) -> usize {
        taken + take_pairs(&low[from..], &high[..high.len() - from], want, missing - taken)
    }

    /// Takes the values of the pairs j = base + each set bit of `hits` in a table of bytes, whatever `missing`: a
    /// byte is its own low byte, so each taken value's bit in the matrix can be cleared without a look at the others,
    /// and no step depends on whether a value was still wanted (a branch that mispredicts half the time).
    #[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
    #[inline(always)]
    fn take_byte_hits(low: &[u8], high: &[u8], want: &mut Want, base: usize, mut hits: u32) -> usize {
        let n = low.len();
        let last = want.bits.words.len() - 1;
        let mut taken = 0;
        while hits != 0 {
            let j = base + hits.trailing_zeros() as usize;
            let v = low[j] ^ high[n - 1 - j];
            let word = &mut want.bits.words[usize::from(v >> 6) & last];
            taken += (*word >> (v & 63) & 1) as usize;
            *word &= !(1 << (v & 63));
            want.rows[usize::from((v >> 3) & 1) * 16 + usize::from(v >> 4)] &= !(1 << (v & 7));
            hits &= hits - 1;
        }
        taken
    }

    /// `take_byte_hits` for two-byte values: a low byte's bit in the matrix is cleared once no wanted value is left
    /// with that low byte (a fixed number of looks, size / 256).
    #[cfg(any(all(target_arch = "wasm32", target_feature = "simd128"), target_arch = "x86_64"))]
    #[inline(always)]
    fn take_wide_hits(low: &[u16], high: &[u16], want: &mut Want, base: usize, mut hits: u32) -> usize {
        let n = low.len();
        let words = &mut want.bits.words;
        let last = words.len() - 1;
        let mut taken = 0;
        while hits != 0 {
            let j = base + hits.trailing_zeros() as usize;
            let v = usize::from(low[j] ^ high[n - 1 - j]);
            let word = &mut words[(v >> 6) & last];
            taken += (*word >> (v & 63) & 1) as usize;
            *word &= !(1 << (v & 63));
            // The words holding values with v's low byte: every fourth from (v & 255) / 64.
            let b = v & 255;
            let (mut k, mut any) = (b >> 6, 0);
            while k < words.len() {
                any |= words[k];
                k += 4;
            }
            let left = any >> (b & 63) & 1;
            want.rows[((b >> 3) & 1) * 16 + (b >> 4)] &= !(((left ^ 1) as u8) << (b & 7));
            hits &= hits - 1;
        }
        taken
    }

    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    mod wasm {
        use super::{tail, take_byte_hits, take_wide_hits, Want};
        use core::arch::wasm32::*;

        /// The wanted bits of 16 bytes `v` in the candidates' matrix (zero lanes where not wanted).
        #[inline(always)]
        fn wanted(v: v128, (rows_low, rows_high): (v128, v128)) -> v128 {
            let bit = u8x16(1, 2, 4, 8, 16, 32, 64, 128, 1, 2, 4, 8, 16, 32, 64, 128);
            let nibble = u8x16_splat(15);
            let row = v128_and(u16x8_shr(v, 4), nibble);
            let col = v128_and(v, nibble);
            let rows = select(
                lookup(rows_low, row),
                lookup(rows_high, row),
                u8x16_lt(col, u8x16_splat(8)),
            );
            v128_and(rows, lookup(bit, col))
        }

        #[inline(always)]
        fn lanes(hit: v128) -> u32 {
            u32::from(u8x16_bitmask(u8x16_ne(hit, u8x16_splat(0))))
        }

        /// The byte scan over the pairs' low bytes `low`, `high` (the same length), each chunk with hits settled by
        /// `settle(want, first pair, lanes)`: Ok(values taken) once `missing` are, else Err((pairs scanned, values
        /// taken)) for the pair-by-pair tail.
        #[inline(always)]
        fn scan(
            low: &[u8],
            high: &[u8],
            want: &mut Want,
            missing: usize,
            mut settle: impl FnMut(&mut Want, usize, u32) -> usize,
        ) -> Result<usize, (usize, usize)> {
            let n = low.len();
            let reverse = u8x16(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            // The wanted bits of 16 pairs: x = G(a …), y = the 16 values of G(… r − a) that pair with them, in
            // memory order, so reversed.
            let hits = |x: &[u8], y: &[u8], rows| wanted(v128_xor(load(x), u8x16_swizzle(load(y), reverse)), rows);
            let mut rows = (load(&want.rows[..16]), load(&want.rows[16..]));
            let mut taken = 0;
            // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
            let mut j = 0;
            for (x, y) in low.chunks_exact(32).zip(high.rchunks_exact(32)) {
                let (a, b) = (hits(&x[..16], &y[16..], rows), hits(&x[16..], &y[..16], rows));
                if v128_any_true(v128_or(a, b)) {
                    taken += settle(want, j, lanes(a) | lanes(b) << 16);
                    if taken >= missing {
                        return Ok(taken);
                    }
                    rows = (load(&want.rows[..16]), load(&want.rows[16..]));
                }
                j += 32;
            }
            if j + 16 <= n {
                let a = hits(&low[j..j + 16], &high[n - j - 16..n - j], rows);
                if v128_any_true(a) {
                    taken += settle(want, j, lanes(a));
                    if taken >= missing {
                        return Ok(taken);
                    }
                }
                j += 16;
            }
            Err((j, taken))
        }

        /// `low` and `high` have the same length.
        pub fn take_wanted(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
            scan(low, high, want, missing, |want, j, lanes| {
                take_byte_hits(low, high, want, j, lanes)
            })
            .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
        }

        /// `take_wanted` for two-byte values `low`, `high`: the scan of their low bytes, each hit settled by the
        /// bits. All four have the same length.
        pub fn take_wanted_u16(
            low: &[u16],
            high: &[u16],
            low_bytes: &[u8],
            high_bytes: &[u8],
            want: &mut Want,
            missing: usize,
        ) -> usize {
            scan(low_bytes, high_bytes, want, missing, |want, j, lanes| {
                take_wide_hits(low, high, want, j, lanes)
            })
            .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
        }

        // Every index below is under 16 and every select mask is whole bytes of 0 or 255. There relaxed SIMD's
        // swizzle and lane select give exactly the plain results and compile to one x86 instruction each (pshufb,
        // pblendvb), where plain swizzle adds a saturating add and bitselect three logic operations.

        #[inline(always)]
        fn lookup(table: v128, index: v128) -> v128 {
            #[cfg(target_feature = "relaxed-simd")]
            return i8x16_relaxed_swizzle(table, index);
            #[cfg(not(target_feature = "relaxed-simd"))]
            return u8x16_swizzle(table, index);
        }

        #[inline(always)]
        fn select(a: v128, b: v128, mask: v128) -> v128 {
            #[cfg(target_feature = "relaxed-simd")]
            return i8x16_relaxed_laneselect(a, b, mask);
            #[cfg(not(target_feature = "relaxed-simd"))]
            return v128_bitselect(a, b, mask);
        }

        fn load(bytes: &[u8]) -> v128 {
            assert_eq!(bytes.len(), 16);
            // SAFETY: the slice holds exactly 16 bytes, and v128.load has no alignment requirement.
            unsafe { v128_load(bytes.as_ptr().cast::<v128>()) }
        }
    }

    #[cfg(target_arch = "x86_64")]
    mod x86 {
        use super::{tail, take_byte_hits, take_wide_hits, Want};
        use std::arch::x86_64::*;

        /// The lanes of 16 bytes `v` that are in the candidates' matrix, as bits.
        #[target_feature(enable = "ssse3")]
        #[inline]
        fn wanted(v: __m128i, (rows_low, rows_high): (__m128i, __m128i)) -> u32 {
            let bit = _mm_setr_epi8(1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128);
            let nibble = _mm_set1_epi8(15);
            let row = _mm_and_si128(_mm_srli_epi16(v, 4), nibble);
            let col = _mm_and_si128(v, nibble);
            let is_low = _mm_cmplt_epi8(col, _mm_set1_epi8(8));
            let rows = _mm_or_si128(
                _mm_and_si128(is_low, _mm_shuffle_epi8(rows_low, row)),
                _mm_andnot_si128(is_low, _mm_shuffle_epi8(rows_high, row)),
            );
            let hit = _mm_and_si128(rows, _mm_shuffle_epi8(bit, col));
            0xffff ^ _mm_movemask_epi8(_mm_cmpeq_epi8(hit, _mm_setzero_si128())) as u32
        }

        /// The byte scan over the pairs' low bytes `low`, `high` (the same length), each chunk with hits settled by
        /// `settle(want, first pair, lanes)`: Ok(values taken) once `missing` are, else Err((pairs scanned, values
        /// taken)) for the pair-by-pair tail.
        #[target_feature(enable = "ssse3")]
        #[inline]
        fn scan(
            low: &[u8],
            high: &[u8],
            want: &mut Want,
            missing: usize,
            mut settle: impl FnMut(&mut Want, usize, u32) -> usize,
        ) -> Result<usize, (usize, usize)> {
            let n = low.len();
            let reverse = _mm_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0);
            // The lanes of 16 pairs that are wanted, as bits: x = G(a …), y = the 16 values of G(… r − a) that pair
            // with them, in memory order, so reversed.
            let hits =
                |x: &[u8], y: &[u8], rows| wanted(_mm_xor_si128(load(x), _mm_shuffle_epi8(load(y), reverse)), rows);
            let mut rows = (load(&want.rows[..16]), load(&want.rows[16..]));
            let mut taken = 0;
            // 32 pairs per test (one branch per two vectors), in whole chunks so that no load needs a bounds check.
            let mut j = 0;
            for (x, y) in low.chunks_exact(32).zip(high.rchunks_exact(32)) {
                let lanes = hits(&x[..16], &y[16..], rows) | hits(&x[16..], &y[..16], rows) << 16;
                if lanes != 0 {
                    taken += settle(want, j, lanes);
                    if taken >= missing {
                        return Ok(taken);
                    }
                    rows = (load(&want.rows[..16]), load(&want.rows[16..]));
                }
                j += 32;
            }
            if j + 16 <= n {
                let lanes = hits(&low[j..j + 16], &high[n - j - 16..n - j], rows);
                if lanes != 0 {
                    taken += settle(want, j, lanes);
                    if taken >= missing {
                        return Ok(taken);
                    }
                }
                j += 16;
            }
            Err((j, taken))
        }

        /// `low` and `high` have the same length.
        #[target_feature(enable = "ssse3")]
        pub unsafe fn take_wanted(low: &[u8], high: &[u8], want: &mut Want, missing: usize) -> usize {
            scan(low, high, want, missing, |want, j, lanes| {
                take_byte_hits(low, high, want, j, lanes)
            })
            .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
        }

        /// `take_wanted` for two-byte values `low`, `high`: the scan of their low bytes, each hit settled by the
        /// bits. All four have the same length.
        #[target_feature(enable = "ssse3")]
        pub unsafe fn take_wanted_u16(
            low: &[u16],
            high: &[u16],
            low_bytes: &[u8],
            high_bytes: &[u8],
            want: &mut Want,
            missing: usize,
        ) -> usize {
            scan(low_bytes, high_bytes, want, missing, |want, j, lanes| {
                take_wide_hits(low, high, want, j, lanes)
            })
            .unwrap_or_else(|(j, taken)| tail(low, high, want, j, taken, missing))
        }

        #[target_feature(enable = "ssse3")]
        fn load(bytes: &[u8]) -> __m128i {
            assert_eq!(bytes.len(), 16);
            // SAFETY: the slice holds exactly 16 bytes; the load is unaligned.
            unsafe { _mm_loadu_si128(bytes.as_ptr().cast()) }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::solve::octal::naive;
    use crate::solve::octal::tests::code;

    fn solve(text: &str, n: usize, choice: Choice) -> Splitting {
        let mut s = Splitting::new(&code(text), choice);
        s.extend_to(n);
        s
    }

    /// The SIMD scan (settling chunks with hits lane by lane, then a tail) against a plain loop over pairs on a set
    /// of wanted values, built from the definition (below c, rare and not marked) without `Want`: the same values
    /// taken, stopping once every one is, and the bits and the 16 × 16 matrix of low bytes left
    /// holding exactly the values not taken. `tops`: the values' bounds (some below 256, so values hit often);
    /// `size`: the candidates' bound, a power of two.
    fn scan_matches_pairs<T: Value>(scan: fn(&[T], &[T], &mut Want, usize) -> usize, tops: [u32; 3], size: usize) {
        let mut x = 2463534242u32;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            x
        };
        let word = |next: &mut dyn FnMut() -> u32| u64::from(next()) << 32 | u64::from(next());
        for case in 0..3000 {
            let n = (next() % 200) as usize;
            let top = tops[case % 3];
            let mut draw = || T::try_from(next() % top).ok().expect("below the type's bound");
            let low: Vec<T> = (0..n).map(|_| draw()).collect();
            let high: Vec<T> = (0..n).map(|_| draw()).collect();
            let (mut rare, mut marks) = (Bits::new(size), Bits::new(size));
            for w in rare.words.iter_mut().chain(marks.words.iter_mut()) {
                *w = word(&mut next);
            }
            let c = next() % (size as u32 + 1);
            let bit = |b: &Bits, v: u32| b.words[v as usize / 64] >> (v % 64) & 1 == 1;
            let mut left: std::collections::BTreeSet<u32> =
                (0..c).filter(|&v| bit(&rare, v) && !bit(&marks, v)).collect();
            let mut want = Want::new(size);
            assert_eq!(want.fill(&rare, &marks, c), left.len(), "case {case}");
            if left.is_empty() {
                continue;
            }
            let missing = left.len();
            let mut expected = 0;
            for j in 0..n {
                expected += usize::from(left.remove(&(low[j].into() ^ high[n - 1 - j].into())));
                if expected == missing {
                    break;
                }
            }
            assert_eq!(scan(&low, &high, &mut want, missing), expected, "case {case}");
            let mut words = vec![0u64; want.bits.words.len()];
            let mut rows = [0u8; 32];
            for &v in &left {
                words[v as usize / 64] |= 1 << (v % 64);
                // Low byte b: row b >> 4, bit b & 15; bits 0–7 in rows[..16], 8–15 in rows[16..].
                let b = v as usize & 255;
                rows[(b & 15) / 8 * 16 + (b >> 4)] |= 1 << (b & 7);
            }
            assert_eq!(want.bits.words, words, "case {case}");
            assert_eq!(want.rows, rows, "case {case}");
        }
    }

    #[test]
    fn the_byte_scan_takes_what_a_pair_by_pair_loop_takes() {
        scan_matches_pairs::<u8>(simd::take_wanted_u8, [64, 64, 256], 256);
    }

    #[test]
    fn the_two_byte_scan_takes_what_a_pair_by_pair_loop_takes() {
        // Values past 256 share low bytes with others: the matrix only proposes, the bits decide.
        // Its low bytes, as the solver keeps them beside a two-byte table.
        let scan = |low: &[u16], high: &[u16], want: &mut Want, missing: usize| {
            let bytes = |v: &[u16]| v.iter().map(|&x| x as u8).collect::<Vec<u8>>();
            simd::take_wanted_u16(low, high, (&bytes(low), &bytes(high)), want, missing)
        };
        scan_matches_pairs::<u16>(scan, [64, 300, 1024], 1024);
    }

    #[test]
    fn every_method_equals_the_definition() {
        // 0.167, 0.376 and 0.77!7 split a rest for two heaps (0.77!7 with both kinds of split), 0.7!7!7 unequally.
        for text in [
            "kayles", "dawson", "grundy", "0.007", "0.76", "4!.7!", "0.165", "0.167", "0.376", "0.77!7", "0.7!7!7",
        ] {
            let expected = naive(&code(text), 3000);
            for choice in [Choice::Cheaper, Choice::Rare, Choice::Dense, Choice::Alternate] {
                assert_eq!(solve(text, 3000, choice).values(), expected, "{text} {choice:?}");
            }
        }
    }

    #[test]
    fn switching_methods_and_widening_keep_values_exact() {
        // Repeating codes grow without bound: 0.[7] passes 255 (u8 → u16) well within 2000 heaps.
        for text in ["0.[7]", "4.[6]", "0.[76]"] {
            let expected = naive(&code(text), 700);
            assert!(expected.iter().any(|&v| v > 255), "{text} stays below 256");
            for choice in [Choice::Rare, Choice::Dense, Choice::Alternate] {
                assert_eq!(solve(text, 700, choice).values(), expected, "{text} {choice:?}");
            }
        }
        let s = solve("0.76", 4 * WINDOW, Choice::Alternate);
        assert!(s.rare_heaps >= WINDOW && s.dense_heaps >= WINDOW);
    }

    #[test]
    fn extending_in_stretches_gives_the_same_table() {
        let whole = solve("0.007", 2500, Choice::Cheaper).values();
        let mut s = Splitting::new(&code("0.007"), Choice::Cheaper);
        for m in [0, 1, 5, 64, 65, 1000, 2500] {
            s.extend_to(m);
            assert_eq!(s.values(), whole[..m]);
        }
    }

    #[test]
    fn the_cheaper_method_is_rare_for_grundys_game_and_dense_for_0_76() {
        let g = solve("grundy", 1 << 14, Choice::Cheaper);
        assert!(g.dense_heaps == 0, "grundy: {} heaps dense", g.dense_heaps);
        let d = solve("0.76", 1 << 14, Choice::Cheaper);
        assert!(
            d.dense_heaps > d.rare_heaps,
            "0.76: {} dense, {} rare",
            d.dense_heaps,
            d.rare_heaps
        );
    }
}
