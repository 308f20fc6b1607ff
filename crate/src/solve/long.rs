//! Long tables natively (to 2^32 values where the memory allows, [`crate::base::limits::Limits::NATIVE`]): a table grown
//! a stretch at a time and read back in chunks, so that the command line can show progress, print a line per power
//! of two ([`Sparse`]) and write millions of values without holding them all as text or as `u32`s.

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::game::Game;
use crate::solve::octal::{self, Proof, SplitTable};
use crate::solve::sparse::{Sparse, Summary};

/// The most values read back at once.
pub const CHUNK: usize = 1 << 16;

/// A heap game's table: a splitting code's grows as asked (one byte a value while they stay below 256); any other
/// game's is made whole at the start.
pub enum Long {
    Split(Box<SplitTable>),
    Whole(Vec<u32>),
}

impl Long {
    /// A table of `game` that may grow to `n` values: refused past the `limits` and past the memory available.
    pub fn new(game: &Game, n: usize, limits: &Limits) -> Result<Long> {
        let limit = crate::solve::table_limit(game, limits);
        if n > limit {
            return Err(Error::new(
                Message::new(Code::TooManyValues).arg("n", n).arg("limit", limit),
            ));
        }
        crate::solve::memory::check(game, n)?;
        Ok(match game {
            Game::Octal(code) if octal::uses_splitting(code) => Long::Split(Box::new(SplitTable::new(code))),
            _ => Long::Whole(crate::solve::values(game, n, limits)?),
        })
    }

    /// Values known.
    pub fn len(&self) -> usize {
        match self {
            Long::Split(t) => t.len(),
            Long::Whole(g) => g.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Makes G(0) … G(m − 1) known (a whole table knows all it will).
    pub fn extend_to(&mut self, m: usize) {
        if let Long::Split(t) = self {
            t.extend_to(m);
        }
    }

    /// G(from) … G(to − 1), within what is known.
    pub fn values(&self, from: usize, to: usize) -> Vec<u32> {
        match self {
            Long::Split(t) => t.values(from, to),
            Long::Whole(g) => g[from.min(g.len())..to.min(g.len())].to_vec(),
        }
    }

    /// G(i), if known.
    pub fn value(&self, i: usize) -> Option<u32> {
        match self {
            Long::Split(t) => t.value(i),
            Long::Whole(g) => g.get(i).copied(),
        }
    }

    /// The period a splitting code's table has proven on the way, if any.
    pub fn proof(&self) -> Option<Proof> {
        match self {
            Long::Split(t) => t.proof(),
            Long::Whole(_) => None,
        }
    }
}

/// What a run of [`run`] reports as it goes.
#[derive(Clone, Debug)]
pub enum Event {
    /// Values known so far.
    Progress(usize),
    /// A power of two's line (and the last length's, when `n` is not one).
    Line(Summary),
    /// The period the table proved (then later values are read from it).
    Period(Proof),
}

/// Grows the table of `game` to `n` values a stretch at a time, telling `report` as it goes; returns the table.
/// With `summary`, feeds every value to a [`Sparse`] and reports its line at each power of two.
pub fn run(game: &Game, n: usize, limits: &Limits, summary: bool, mut report: impl FnMut(Event)) -> Result<Long> {
    let mut table = Long::new(game, n, limits)?;
    let mut sparse = match game {
        Game::Octal(code) => Sparse::new(code),
        _ => Sparse::plain(),
    };
    let mut proven = false;
    let mut done = 0;
    while done < n {
        // The next stop: the next power of two, at most a million values on (for the progress line).
        let next = (done + 1).next_power_of_two().min(done + (1 << 20)).min(n);
        table.extend_to(next);
        if let (false, Some(p)) = (proven, table.proof()) {
            proven = true;
            report(Event::Period(p));
        }
        if summary {
            let mut from = done;
            while from < next {
                let to = (from + CHUNK).min(next);
                for v in table.values(from, to) {
                    sparse.push(v);
                }
                from = to;
            }
            if next.is_power_of_two() || next == n {
                report(Event::Line(sparse.summary(|i| table.value(i as usize).unwrap_or(0))));
            }
        }
        done = next;
        report(Event::Progress(done));
    }
    Ok(table)
}
