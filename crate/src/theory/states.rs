//! The states of a misère quotient's proof (crate::theory::quotient::verify): a sum X is followed by its image
//! Φ(X), whether it has a move, and Z(X), the elements f in whose company it has a P-option; a heap of a given kind
//! takes one state to the next. Shared by the proof and by the search for the smallest sum a guess gets wrong
//! (crate::theory::split).

use super::monoid::Quotient;

/// A kind of heap: its image g, W as a bit per element f ("f·s ∈ P for some image s of its options"), and whether
/// it has a move.
pub type Kind = (u16, Vec<u64>, bool);

/// Whether element f is in the bit set z.
pub fn has(z: &[u64], f: usize) -> bool {
    z[f / 64] >> (f % 64) & 1 == 1
}

/// The kind of a heap of image `g` whose options are `opts`.
pub fn kind(q: &Quotient, opts: &[Vec<u32>], g: u16) -> Kind {
    let n = q.order();
    let mut s: Vec<u16> = opts.iter().map(|o| q.product(o)).collect();
    s.sort_unstable();
    s.dedup();
    let mut w = vec![0u64; n.div_ceil(64)];
    for f in 0..n {
        if s.iter().any(|&x| q.p[q.mult[f][x as usize] as usize]) {
            w[f / 64] |= 1 << (f % 64);
        }
    }
    (g, w, !opts.is_empty())
}

/// Per kind and image m: the bits W(f·m), so that a [`step`] is a gather of Z and an OR.
pub fn shifted(q: &Quotient, kinds: &[Kind]) -> Vec<Vec<Vec<u64>>> {
    let n = q.order();
    kinds
        .iter()
        .map(|(_, w, _)| {
            (0..n)
                .map(|m| {
                    let mut out = vec![0u64; n.div_ceil(64)];
                    for f in 0..n {
                        if has(w, q.mult[f][m] as usize) {
                            out[f / 64] |= 1 << (f % 64);
                        }
                    }
                    out
                })
                .collect()
        })
        .collect()
}

/// The empty sum's state (see crate::theory::quotient::verify).
pub fn start(q: &Quotient) -> Vec<u64> {
    vec![0u64; q.order().div_ceil(64) + 1]
}

/// The state of a sum X plus a heap of kind `k`, from X's state (see crate::theory::quotient::verify).
pub fn step(q: &Quotient, kinds: &[Kind], shifted: &[Vec<Vec<u64>>], state: &[u64], k: usize) -> Vec<u64> {
    let (m, moves, z) = ((state[0] >> 1) as usize, state[0] & 1 == 1, &state[1..]);
    let (g, _, mv) = &kinds[k];
    let g = *g as usize;
    let mut next = vec![0u64; state.len()];
    next[0] = (q.mult[m][g] as u64) << 1 | (moves || *mv) as u64;
    next[1..].copy_from_slice(&shifted[k][m]);
    for f in 0..q.order() {
        if has(z, q.mult[f][g] as usize) {
            next[1 + f / 64] |= 1 << (f % 64);
        }
    }
    next
}

/// Whether a state's image is in P exactly when its sum has a move and no P-option.
pub fn agrees(q: &Quotient, state: &[u64]) -> bool {
    let (m, moves, z) = ((state[0] >> 1) as usize, state[0] & 1 == 1, &state[1..]);
    q.p[m] == (moves && !has(z, 0))
}
