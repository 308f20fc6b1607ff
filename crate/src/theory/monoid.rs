//! A misère quotient as a value: the monoid's table, its P-portion, Φ and each element's smallest sum, and why a
//! construction stopped. Built heap by heap in [`super::quotient`] and rebuilt from words in [`super::refine`].

/// The quotient of the sums of heaps 0 … `heaps` − 1. Element 0 is the identity (the empty sum); elements are
/// numbered by their representatives, smallest total first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quotient {
    /// The heaps covered: 0 … heaps − 1.
    pub heaps: usize,
    /// The multiplication table: `mult[a][b]` = a·b.
    pub mult: Vec<Vec<u16>>,
    /// Whether each element is in the P-portion (a sum of its class is a P-position).
    pub p: Vec<bool>,
    /// Φ(h) for each heap h.
    pub phi: Vec<u16>,
    /// Each element's smallest sum of heaps (its heaps, ascending; the identity's is empty).
    pub reps: Vec<Vec<u32>>,
    /// The order after each heap was added: `orders[h]` for heaps 0 … h.
    pub orders: Vec<usize>,
}

/// Why a construction stopped before the heaps asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stop {
    /// The quotient reached more than the most elements allowed, adding heap `heap`.
    Order { heap: usize, order: usize },
    /// The outcomes of k heaps of `heap` did not repeat within the columns allowed.
    Powers { heap: usize },
    /// The construction took more than the steps allowed, adding heap `heap`.
    Work { heap: usize },
    /// A check failed adding heap `heap`: a class read off its representative is not one class of the larger
    /// quotient (the smaller quotient splits), and no rebuild from words (crate::theory::refine) within its bounds held.
    Split { heap: usize },
}

impl Quotient {
    /// The quotient of heap 0 alone: the identity, an N-position (the player to move cannot, and wins).
    pub fn trivial() -> Quotient {
        Quotient {
            heaps: 1,
            mult: vec![vec![0]],
            p: vec![false],
            phi: vec![0],
            reps: vec![vec![]],
            orders: vec![1],
        }
    }

    pub fn order(&self) -> usize {
        self.mult.len()
    }

    /// The product of the heaps' images (heaps below `self.heaps`).
    pub fn product(&self, heaps: &[u32]) -> u16 {
        heaps
            .iter()
            .fold(0, |a, &h| self.mult[a as usize][self.phi[h as usize] as usize])
    }

    /// Whether the sum of `heaps` is a P-position, by the quotient.
    pub fn is_p(&self, heaps: &[u32]) -> bool {
        self.p[self.product(heaps) as usize]
    }
}
