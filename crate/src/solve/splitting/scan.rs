//! The hot steps of the splitting solver (see the module above): marking the options of a heap from the rare
//! positions, a block at a time, and scanning the splits that are left. Each is kept out of line (see above).

use super::*;

/// Adds G(a) ⊕ G(rest − a) to `marks` for every rare position a below rest (values in `vals`), leaving out the
/// equal split when `unequal`; the block's row for the rest, if it has one, holds the far ones, and takes the others
/// too before it is added (a byte store each, where a bit's load, OR and store would wait for the last one's).
/// `low_marked`: the splits a ≤ SEEN are marked already (so are the rare a below the block's far ones). Returns the
/// count.
#[allow(clippy::too_many_arguments)]
#[inline(never)]
pub(super) fn mark_rest<T: Value>(
    g: &[T],
    rest: usize,
    unequal: bool,
    low_marked: bool,
    block: Option<&mut Block>,
    pos: &[u32],
    vals: &[u32],
    marks: &mut Bits,
) -> u64 {
    const { assert!(Block::HEAPS <= SEEN + 1) };
    match block.and_then(|b| b.row(rest, unequal)) {
        Some((row, far)) => {
            // Past the block's far ranges only the rare positions from its lowest rest up to rest are left.
            let below_rest = far[3] + pos[far[3]..].partition_point(|&a| (a as usize) < rest);
            let low = if low_marked { far[0] } else { 0 };
            for (from, to) in [(low, far[0]), (far[1], far[2]), (far[3], below_rest)] {
                mark_between(pos, vals, from, to, g, rest, unequal, row);
            }
            marks.union_with_bytes(row);
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
pub(super) fn mark_between<T: Value, M: Marks + ?Sized>(
    pos: &[u32],
    vals: &[u32],
    from: usize,
    to: usize,
    g: &[T],
    rest: usize,
    unequal: bool,
    marks: &mut M,
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
            marks.mark_rare(&pos[..e], &vals[..e], g);
            marks.mark_rare(&pos[e + 1..], &vals[e + 1..], g);
        }
        None => marks.mark_rare(pos, vals, g),
    }
}

/// Where a rest's marks go: a set of bits, or a block's row of bytes (one per value, its length a power of two).
pub(super) trait Marks {
    /// Adds G(a) ⊕ G(rest − a) for each rare position a (value `vals[j]` at `pos[j]`); all below rest = g.len().
    fn mark_rare<T: Value>(&mut self, pos: &[u32], vals: &[u32], g: &[T]);
}

impl Marks for Bits {
    #[inline(never)]
    fn mark_rare<T: Value>(&mut self, pos: &[u32], vals: &[u32], g: &[T]) {
        let rest = g.len();
        if let [word] = &mut self.words[..] {
            // Values below 64: four words in registers, where each insert into the one word would wait for the last.
            let mut seen = [0u64; 4];
            for (t, (&a, &v)) in pos.iter().zip(vals).enumerate() {
                seen[t & 3] |= 1 << ((v ^ g[rest - a as usize].into()) & 63);
            }
            *word |= seen[0] | seen[1] | seen[2] | seen[3];
            return;
        }
        for (&a, &v) in pos.iter().zip(vals) {
            self.insert(v ^ g[rest - a as usize].into());
        }
    }
}

impl Marks for [u8] {
    #[inline(never)]
    fn mark_rare<T: Value>(&mut self, pos: &[u32], vals: &[u32], g: &[T]) {
        let (rest, last) = (g.len(), self.len() - 1);
        for (&a, &v) in pos.iter().zip(vals) {
            self[(v ^ g[rest - a as usize].into()) as usize & last] = 1;
        }
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
pub(super) struct Block {
    pub(super) start: usize,
    /// The rests covered for equal splits allowed (`[0]`) and forbidden (`[1]`).
    rows: [Option<Rows>; 2],
    /// A byte per (rest, value): a plain store per mark, where a bit would need a load, an OR and a store.
    size: usize,
    pub(super) marks: Vec<u8>,
}

/// Rests r0 … r0 + count − 1, at rows first … of the block's marks.
pub(super) struct Rows {
    r0: usize,
    count: usize,
    first: usize,
    /// The ranges of a marked, [B, e0) and [e1, r0), as indexes into the rare list (which only grows while the
    /// block is in use, so they stay right): [B, e0, e1, r0]. Finding them once per block spares each rest a few
    /// binary searches.
    far: [usize; 4],
}

impl Block {
    pub(super) const HEAPS: usize = 64;
    /// Rests a block covers for one kind of split at most (digits far apart leave the rest to each rest).
    pub(super) const ROWS: usize = 2 * Self::HEAPS;
    /// The marks' bytes at most (a block for values up to 8192 when one kind of split covers 64 rests).
    pub(super) const MAX_BYTES: usize = 1 << 19;

    #[allow(clippy::too_many_arguments)]
    #[inline(never)]
    pub(super) fn build<T: Value>(
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
            let far = [(far[0], far[1]), (far[2], far[3])].map(|(from, to)| (&pos[from..to], &vals[from..to]));
            let marks = &mut block.marks[first * size..][..count * size];
            // Rows of a size known at compile time: the index of a mark needs no mask and no bounds check.
            match size {
                64 => mark_far::<T, 64>(marks, g, r0, far),
                128 => mark_far::<T, 128>(marks, g, r0, far),
                256 => mark_far::<T, 256>(marks, g, r0, far),
                512 => mark_far::<T, 512>(marks, g, r0, far),
                1024 => mark_far::<T, 1024>(marks, g, r0, far),
                _ => mark_far_any(marks, size, g, r0, far),
            }
        }
        Some(block)
    }

    /// The marks of a rest (a byte, 0 or 1, per value) and the rare-list indexes of B, e0, e1 and r0, if the block
    /// covers it.
    pub(super) fn row(&mut self, rest: usize, unequal: bool) -> Option<(&mut [u8], [usize; 4])> {
        let rows = self.rows[usize::from(unequal)].as_ref()?;
        let j = rest.checked_sub(rows.r0).filter(|&j| j < rows.count)?;
        Some((&mut self.marks[(rows.first + j) * self.size..][..self.size], rows.far))
    }
}

/// Marks v ⊕ G(r0 + j − a) in row j of `marks` (rows of S bytes, S a power of two above every value) for each rare
/// position a (value v) in `far`: for a fixed a the rows' values are one contiguous run of the table.
#[inline(never)]
fn mark_far<T: Value, const S: usize>(marks: &mut [u8], g: &[T], r0: usize, far: [(&[u32], &[u32]); 2]) {
    let (rows, _) = marks.as_chunks_mut::<S>();
    for (pos, vals) in far {
        for (&a, &v) in pos.iter().zip(vals) {
            let run = &g[r0 - a as usize..][..rows.len()];
            for (row, &x) in rows.iter_mut().zip(run) {
                row[(v ^ x.into()) as usize % S] = 1;
            }
        }
    }
}

/// [`mark_far`] for rows of any size (a power of two).
#[inline(never)]
fn mark_far_any<T: Value>(marks: &mut [u8], size: usize, g: &[T], r0: usize, far: [(&[u32], &[u32]); 2]) {
    for (pos, vals) in far {
        for (&a, &v) in pos.iter().zip(vals) {
            let run = &g[r0 - a as usize..][..marks.len() / size];
            for (row, &x) in marks.chunks_exact_mut(size).zip(run) {
                row[(v ^ x.into()) as usize & (size - 1)] = 1;
            }
        }
    }
}

/// Adds the value of every split of `rest` (a ≤ rest − a; a < rest − a when `unequal`) to `set`; returns the count.
#[inline(never)]
pub(super) fn split_set<T: Value>(g: &[T], rest: usize, unequal: bool, set: &mut Bits) -> usize {
    split_set_upto(g, rest, unequal, usize::MAX, set)
}

/// [`split_set`] for the splits a ≤ upto only.
#[inline(never)]
pub(super) fn split_set_upto<T: Value>(g: &[T], rest: usize, unequal: bool, upto: usize, set: &mut Bits) -> usize {
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
pub(super) fn scan_splits<T: Value>(
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
