//! The values found of a rules game's states: a dense table over a box of states (every state whose numbers are at
//! most a corner's), and a hash map for the states outside it. Most games move down (a heap shrinks, a king walks
//! towards the corner), so the states below a position fill its box, and a table costs one array access per option
//! instead of a hash. A game keeps its values between requests ([`Known`]): they never change, so each request
//! starts where the last one stopped.

use rustc_hash::FxHashMap;
use std::sync::Mutex;

/// A value not yet known.
pub const UNKNOWN: u32 = u32::MAX;

/// The most cells a dense box may have (64 MB): a larger one keeps its corner's states in the map.
pub const MAX_BOX: usize = 1 << 24;

/// A state packed into one key (at most four numbers of 31 bits).
#[inline]
fn pack(state: &[u32]) -> u128 {
    state.iter().fold(0u128, |acc, &v| (acc << 32) | v as u128)
}

/// State → value, for states of `arity` numbers.
#[derive(Debug, Default)]
pub struct Values {
    /// The box's size in each number (a state is inside when each of its numbers is below its size).
    sizes: [u32; 4],
    dense: Vec<u32>,
    map: FxHashMap<u128, u32>,
}

impl Values {
    /// Values whose box holds the one-number states below `n`.
    pub fn below(n: usize) -> Values {
        Values {
            sizes: [n as u32, 0, 0, 0],
            dense: vec![UNKNOWN; n],
            map: FxHashMap::default(),
        }
    }

    #[inline(always)]
    fn index(&self, s: &[u32]) -> Option<usize> {
        // One and two numbers (most games) without the loop: this is on every option's lookup.
        match *s {
            [a] => return (a < self.sizes[0]).then_some(a as usize),
            [a, b] => {
                return (a < self.sizes[0] && b < self.sizes[1])
                    .then(|| a as usize * self.sizes[1] as usize + b as usize)
            }
            _ => {}
        }
        let mut i = 0usize;
        for (k, &v) in s.iter().enumerate() {
            let size = self.sizes[k];
            if v >= size {
                return None;
            }
            i = i * size as usize + v as usize;
        }
        Some(i)
    }

    /// The value of `s`, or [`UNKNOWN`] (or any mark its solver set).
    #[inline(always)]
    pub fn get(&self, s: &[u32]) -> u32 {
        // An empty box has sizes 0: no state is inside it.
        match self.index(s).and_then(|i| self.dense.get(i)) {
            Some(&v) => v,
            None => self.outside_get(s),
        }
    }

    /// The rarer path, kept out of the hot loops [`Values::get`] is inlined into.
    #[inline(never)]
    fn outside_get(&self, s: &[u32]) -> u32 {
        self.map.get(&pack(s)).copied().unwrap_or(UNKNOWN)
    }

    /// The states `first + t·steps` for t < n, when the box holds them all: the cell of the first, and the stride
    /// from one to the next. The box is convex, so it holds the line when it holds both ends.
    #[inline]
    pub fn line(&self, first: &[u32], steps: &[i8], n: usize) -> Option<(usize, isize)> {
        if self.dense.is_empty() || n == 0 {
            return None;
        }
        let start = self.index(first)?;
        let (mut stride, mut scale) = (0isize, 1isize);
        for j in (0..first.len()).rev() {
            let last = first[j] as i64 + steps[j] as i64 * (n as i64 - 1);
            if !(0..self.sizes[j] as i64).contains(&last) {
                return None;
            }
            stride += steps[j] as isize * scale;
            scale *= self.sizes[j] as isize;
        }
        Some((start, stride))
    }

    /// The value in cell `i` of the box (see [`Values::line`]).
    #[inline(always)]
    pub fn cell(&self, i: usize) -> u32 {
        self.dense[i]
    }

    /// Whether `s` is in the box (where setting its value takes no room).
    #[inline]
    pub fn inside(&self, s: &[u32]) -> bool {
        !self.dense.is_empty() && self.index(s).is_some()
    }

    #[inline]
    pub fn set(&mut self, s: &[u32], v: u32) {
        match self.index(s) {
            Some(i) if !self.dense.is_empty() => self.dense[i] = v,
            _ => {
                self.map.insert(pack(s), v);
            }
        }
    }

    /// How many values the map holds (the box is allotted in full up front).
    pub fn outside(&self) -> usize {
        self.map.len()
    }

    /// The values of the states past the box of one-number states, with their states.
    pub fn beyond(&self) -> impl Iterator<Item = (u32, u32)> + '_ {
        self.map.iter().map(|(&k, &v)| (k as u32, v))
    }

    /// The dense table (for one-number states, G(0) … G(n − 1)), leaving none.
    pub fn take_dense(&mut self) -> Vec<u32> {
        self.sizes = [0; 4];
        std::mem::take(&mut self.dense)
    }

    /// Grows the box to hold every state whose numbers are at most `corner`'s, if that box has at most [`MAX_BOX`]
    /// cells; the values known move with it. Its cost is the new box's size, at most the table the corner's states
    /// need.
    pub fn cover(&mut self, corner: &[u32]) {
        let mut sizes = self.sizes;
        let mut cells = 1usize;
        for (k, &v) in corner.iter().enumerate() {
            sizes[k] = sizes[k].max(v.saturating_add(1));
            cells = cells.saturating_mul(sizes[k] as usize);
        }
        if sizes == self.sizes || cells > MAX_BOX {
            return;
        }
        let arity = corner.len();
        let old = std::mem::replace(&mut self.dense, vec![UNKNOWN; cells]);
        let old_sizes = std::mem::replace(&mut self.sizes, sizes);
        // Every state of the old box, in the old box's order, is moved to its place in the new one.
        let mut state = [0u32; 4];
        for &v in &old {
            if v != UNKNOWN {
                let i = self.index(&state[..arity]).expect("the new box holds the old");
                self.dense[i] = v;
            }
            for k in (0..arity).rev() {
                state[k] += 1;
                if state[k] < old_sizes[k] {
                    break;
                }
                state[k] = 0;
            }
        }
        // And the map's states that the new box holds.
        let inside: Vec<u128> = self
            .map
            .keys()
            .copied()
            .filter(|&key| self.index(&unpack(key, arity)[..arity]).is_some())
            .collect();
        for key in inside {
            let v = self.map.remove(&key).expect("listed above");
            let i = self.index(&unpack(key, arity)[..arity]).expect("inside");
            self.dense[i] = v;
        }
    }
}

fn unpack(key: u128, arity: usize) -> [u32; 4] {
    let mut state = [0u32; 4];
    for (k, number) in state.iter_mut().enumerate().take(arity) {
        *number = (key >> (32 * (arity - 1 - k))) as u32;
    }
    state
}

/// The values a game has found, kept with the game between requests. A solver takes them while it works and gives
/// them back when done; they are never more than one solver may hold, and go with the game when it is defined again.
#[derive(Debug, Default)]
pub struct Known(Mutex<Values>);

impl Known {
    /// The values known, which the caller gives back with [`Known::give_back`] (another caller meanwhile starts
    /// with none).
    pub fn take(&self) -> Values {
        std::mem::take(&mut *self.0.lock().unwrap_or_else(|e| e.into_inner()))
    }

    /// Keeps `values`, unless more were given back meanwhile.
    pub fn give_back(&self, values: Values) {
        let mut kept = self.0.lock().unwrap_or_else(|e| e.into_inner());
        if values.dense.len() + values.map.len() >= kept.dense.len() + kept.map.len() {
            *kept = values;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn growing_the_box_keeps_every_value() {
        let mut v = Values::default();
        v.set(&[3, 4], 7);
        v.set(&[0, 9], 2);
        v.cover(&[3, 4]);
        assert_eq!(v.outside(), 1, "(0,9) is outside the box 4 × 5");
        v.set(&[1, 1], 5);
        v.cover(&[5, 9]);
        assert_eq!(v.outside(), 0);
        assert_eq!((v.get(&[3, 4]), v.get(&[0, 9]), v.get(&[1, 1])), (7, 2, 5));
        assert_eq!(v.get(&[2, 2]), UNKNOWN);
        v.set(&[10, 0], 1);
        assert_eq!((v.get(&[10, 0]), v.outside()), (1, 1));
    }

    #[test]
    fn a_box_too_large_stays_a_map() {
        let mut v = Values::default();
        v.cover(&[1 << 20, 1 << 20]);
        v.set(&[1 << 20, 1 << 20], 3);
        assert_eq!((v.get(&[1 << 20, 1 << 20]), v.outside()), (3, 1));
    }
}
