//! A set of small values as bits: the marks of a heap's options and the candidates a scan looks for.

/// A set of values below a power of two, as bits.
#[derive(Clone)]
pub(super) struct Bits {
    pub(super) words: Vec<u64>,
}

impl Bits {
    pub(super) fn new(size: usize) -> Bits {
        Bits {
            words: vec![0; size.div_ceil(64)],
        }
    }

    pub(super) fn clear(&mut self) {
        if let [w] = &mut self.words[..] {
            *w = 0;
            return;
        }
        self.words.fill(0);
    }

    pub(super) fn resize(&mut self, size: usize) {
        self.words.resize(size.div_ceil(64), 0);
    }

    #[inline(always)]
    pub(super) fn insert(&mut self, v: u32) {
        // The word count is a power of two and every value is below the size: the mask only spares a bounds check.
        let last = self.words.len() - 1;
        self.words[(v as usize >> 6) & last] |= 1 << (v & 63);
    }

    #[inline(always)]
    pub(super) fn union_with(&mut self, other: &Bits) {
        if let ([w], [o]) = (&mut self.words[..], &other.words[..]) {
            // One word (values below 64, most games for long): no loop.
            *w |= o;
            return;
        }
        for (w, o) in self.words.iter_mut().zip(&other.words) {
            *w |= o;
        }
    }

    /// Adds v for each non-zero `bytes[v]` (each 0 or 1).
    #[inline(never)]
    pub(super) fn union_with_bytes(&mut self, bytes: &[u8]) {
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
    pub(super) fn first_absent(&self) -> u32 {
        for (j, w) in self.words.iter().enumerate() {
            if *w != u64::MAX {
                return (j * 64) as u32 + (!w).trailing_zeros();
            }
        }
        (self.words.len() * 64) as u32
    }

    /// The least value not in `self ∪ also` (the size if every value below it is in).
    pub(super) fn first_absent_with(&self, also: &Bits) -> u32 {
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
