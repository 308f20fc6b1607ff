//! The first-view build's solver for octal codes that split (crate::game::first_view): the definition, every option of
//! each heap stamped ([`options::extend_stamped`]), behind the interface of `crate::solve::splitting::Splitting`,
//! which the whole engine uses. O(n²) where that engine is near-linear, but a few hundred bytes of the page's first
//! download instead of some 8 KB gzipped; that build counts its tables so (crate::engine::cost::table), so the page gives
//! it only the small tables a first view draws and sends longer ones to the worker.

use crate::game::Octal;
use crate::solve::{options, proof};

/// How the whole engine's solver picks its method; this one has one.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Choice {
    Cheaper,
}

/// G(0), G(1), … of an octal code that splits, extended on demand.
pub struct Splitting {
    code: Octal,
    g: Vec<u32>,
    seen: Vec<u32>,
}

impl Splitting {
    pub fn new(code: &Octal, _: Choice) -> Splitting {
        Splitting {
            code: code.clone(),
            g: Vec::new(),
            seen: Vec::new(),
        }
    }

    pub fn len(&self) -> usize {
        self.g.len()
    }

    pub fn is_empty(&self) -> bool {
        self.g.is_empty()
    }

    /// G(from) … G(to − 1) (within what is known).
    pub fn values_between(&self, from: usize, to: usize) -> Vec<u32> {
        self.g[from..to].to_vec()
    }

    /// The smallest (preperiod, period) the table proves for the code (see [`proof`]).
    pub fn proven_period(&self) -> Option<(usize, usize)> {
        proof::proven_for_octal(&self.code, &self.g)
    }

    /// G(i), if known.
    pub fn value(&self, i: usize) -> Option<u32> {
        self.g.get(i).copied()
    }

    /// Computes G up to G(m − 1).
    pub fn extend_to(&mut self, m: usize) {
        options::extend_stamped(&self.code, &mut self.g, &mut self.seen, m);
    }
}
