//! One game's table, kept and extended on demand: what the page holds per game so that a longer table continues
//! from the shorter one, and a mex trace or a value is read from the table instead of solving the game again.
//!
//! Octal codes that split keep their [`SplitTable`] (the resumable solver, O(n²) work, so extending pays only for
//! the new heaps, and the period once one is proven), as [`solve::octal::values`] does. Every other game's table
//! is simply computed again at the longer length (it costs O(n·|S|) or less, or for the few codes that split in
//! three, O(n³) up to a short limit).

use crate::base::error::{Code, Error, Message, Result};
use crate::base::limits::Limits;
use crate::engine::analyze;
use crate::engine::period::{self, Period};
use crate::game::Game;
use crate::page::trace::{self, MexTrace};
use crate::solve::{self, octal, octal::SplitTable};

pub struct Session {
    game: Game,
    store: Store,
    /// The caller's limits: the longest table it may grow to.
    limits: Limits,
}

enum Store {
    /// A splitting octal code: its table, solved on demand.
    Split(SplitTable),
    /// Every other game: the table, computed again when a longer one is asked for.
    Table(Vec<u32>),
}

impl Session {
    /// An empty session for `game`, its table within the caller's `limits`.
    pub fn new(game: Game, limits: &Limits) -> Session {
        let store = match &game {
            Game::Octal(code) if octal::uses_splitting(code) => Store::Split(SplitTable::new(code)),
            _ => Store::Table(Vec::new()),
        };
        Session {
            game,
            store,
            limits: *limits,
        }
    }

    /// A session holding `values`, which must be G(0) … G(len − 1) of `game` as the core computed them (the page
    /// builds one from the worker's table, to read traces on the main thread without solving again).
    pub fn from_values(game: Game, values: Vec<u32>, limits: &Limits) -> Session {
        Session {
            game,
            store: Store::Table(values),
            limits: *limits,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// How many values are known: G(0) … G(len − 1).
    pub fn len(&self) -> usize {
        match &self.store {
            Store::Split(table) => table.len(),
            Store::Table(values) => values.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether a heap's cost grows with the heap (a splitting code still being solved: the work to n grows as n²),
    /// so a caller reporting progress can weigh the heaps still to come.
    pub fn quadratic(&self) -> bool {
        matches!(&self.store, Store::Split(table) if table.solving())
    }

    /// The longest table it keeps: a splitting code's, stored a byte a value and read from its period once one is
    /// proven, as long as a proof may use ([`solve::proof_table_limit`]; [`crate::game::first_view::MAX_SPLIT_VALUES`] in
    /// the first-view build, which solves it by its definition); others as far as [`solve::values`] goes.
    pub fn limit(&self) -> usize {
        match &self.store {
            Store::Split(_) if crate::game::first_view::BUILD => crate::game::first_view::MAX_SPLIT_VALUES,
            Store::Split(_) => solve::proof_table_limit(&self.game, &self.limits),
            Store::Table(_) => solve::table_limit(&self.game, &self.limits),
        }
    }

    /// Makes G(0) … G(n − 1) known (nothing to do when they are). Errors as [`solve::values`] does, past
    /// [`Session::limit`].
    pub fn extend_to(&mut self, n: usize) -> Result<()> {
        if n <= self.len() {
            return Ok(());
        }
        if n > self.limit() {
            return Err(Error::new(
                Message::new(Code::TooManyValues).arg("n", n).arg("limit", self.limit()),
            ));
        }
        match &mut self.store {
            Store::Split(table) => table.extend_to(n),
            Store::Table(values) => *values = solve::values(&self.game, n, &self.limits)?,
        }
        Ok(())
    }

    /// The smallest period the table known so far proves (see [`crate::engine::period`]), `None` when it proves none or the
    /// game has no finite proof. A splitting code looks at its table now unless it has already proven one.
    pub fn prove_period(&mut self) -> Result<Option<Period>> {
        match &mut self.store {
            Store::Split(table) => Ok(table.prove().map(|p| Period {
                preperiod: p.preperiod,
                period: p.period,
                checked_to: p.checked_to,
            })),
            Store::Table(values) => match &self.game {
                Game::Graph(_) => Ok(None),
                game => period::proven_period(game, values),
            },
        }
    }

    /// G(i), if known.
    pub fn value(&self, i: usize) -> Option<u32> {
        match &self.store {
            Store::Split(table) => table.value(i),
            Store::Table(values) => values.get(i).copied(),
        }
    }

    /// G(from) … G(to − 1), clamped to what is known.
    pub fn values(&self, from: usize, to: usize) -> Vec<u32> {
        match &self.store {
            Store::Split(table) => table.values(from, to),
            Store::Table(values) => {
                let to = to.min(values.len());
                values[from.min(to)..to].to_vec()
            }
        }
    }

    /// The distinct values of `state`'s options, ascending, and their mex: what a playback step says ("SG(s) =
    /// mex{…}"), without the per-option trace, so a state with a million options costs a few ms. Same conditions as
    /// [`Session::mex_trace`], refused past `limit` options.
    pub fn mex_values(&self, state: u32, limit: u64) -> Result<(Vec<u32>, u32)> {
        self.check_known(state)?;
        trace::check_trace(&self.game, state, limit)?;
        let g = |h: u32| self.value(h as usize).unwrap_or(0);
        let mut seen: Vec<bool> = Vec::new();
        let mut add = |v: u32| {
            let v = v as usize;
            if v >= seen.len() {
                seen.resize(v + 1, false);
            }
            seen[v] = true;
        };
        match &self.game {
            // An octal code's splits without an option list (half a million at 10^6 in Grundy's game).
            Game::Octal(code) => {
                octal::for_each_option(code, state, |heaps| add(heaps.iter().fold(0, |x, &h| x ^ g(h))))
            }
            game => {
                for o in analyze::options(game, state)? {
                    add(o.to.iter().fold(0, |x, &h| x ^ g(h)));
                }
            }
        }
        let values: Vec<u32> = (0..seen.len() as u32).filter(|&v| seen[v as usize]).collect();
        let mex = seen.iter().position(|&s| !s).unwrap_or(seen.len()) as u32;
        Ok((values, mex))
    }

    /// An error unless the values `state`'s options need are known.
    fn check_known(&self, state: u32) -> Result<()> {
        let needed = match &self.game {
            // (A vertex outside the graph is refused by the trace, which names the last vertex.)
            Game::Graph(dag) if state as usize >= dag.vertex_count() => 0,
            Game::Graph(dag) => dag.vertex_count(),
            _ => state as usize + 1,
        };
        if needed > self.len() {
            return Err(Error::new(
                Message::new(Code::StateNotComputed)
                    .arg("state", state)
                    .arg("game", &self.game)
                    .arg("known", self.len()),
            ));
        }
        Ok(())
    }

    /// The mex calculation of `state` from the table (every option of a state is below it, so G(0) … G(state − 1)
    /// must be known; a graph's successors can be any vertex, so a graph needs its whole table), refused past `limit`
    /// options.
    pub fn mex_trace(&self, state: u32, limit: u64) -> Result<MexTrace> {
        self.check_known(state)?;
        trace::mex_trace_from(&self.game, state, limit, |h| self.value(h as usize).unwrap_or(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notation::parse_game;
    use crate::solve::octal::naive;
    use crate::solve::octal::tests::code;

    fn session(text: &str) -> Session {
        Session::new(parse_game(text).unwrap(), &Limits::DEFAULT)
    }

    #[test]
    fn a_table_extended_in_pieces_is_the_definition() {
        for text in ["grundy", "0.007", "kayles", "0.76"] {
            let expected = naive(&code(text), 2500);
            let mut s = session(text);
            for n in [0, 1, 7, 64, 65, 700, 1024, 1300, 2500] {
                s.extend_to(n).unwrap();
                assert_eq!(s.len(), n, "{text}");
            }
            assert_eq!(s.values(0, 2500), expected, "{text}");
            assert_eq!(s.values(100, 200), expected[100..200], "{text}");
            assert_eq!(s.value(2499), Some(expected[2499]));
            assert_eq!(s.value(2500), None);
        }
    }

    #[test]
    fn a_table_extended_in_pieces_proves_its_period_when_it_can() {
        // Kayles: period 12 from 71 (Winning Ways), proven from a table of 2·71 + 2·12 + 2 = 168 values or more,
        // asked after each piece as the page's worker does; sub(1,3,4): period 7 from 0; Grundy's game: never.
        let mut s = session("kayles");
        s.extend_to(100).unwrap();
        assert_eq!(s.prove_period().unwrap(), None);
        s.extend_to(400).unwrap();
        let p = s.prove_period().unwrap().expect("proven from 400 values");
        assert_eq!((p.preperiod, p.period, p.checked_to), (71, 12, 400));
        let mut sub = session("sub(1,3,4)");
        sub.extend_to(100).unwrap();
        assert_eq!(
            sub.prove_period().unwrap().map(|p| (p.preperiod, p.period)),
            Some((0, 7))
        );
        let mut g = session("grundy");
        g.extend_to(3000).unwrap();
        assert_eq!(g.prove_period().unwrap(), None);
    }

    #[test]
    fn a_proven_period_extends_the_table_without_solving() {
        // Kayles: G(n + 12) = G(n) from n = 71 on (Winning Ways); a million heaps would take minutes without it.
        let mut s = session("kayles");
        s.extend_to(1_000_000).unwrap();
        let g = s.values(0, 1_000_000);
        assert_eq!(g[..3000], naive(&code("kayles"), 3000)[..]);
        assert!((71 + 12..1_000_000).all(|i| g[i] == g[i - 12]));
    }

    #[test]
    fn traces_from_the_table_are_the_core_traces() {
        for (text, states) in [
            ("grundy", vec![0, 1, 7, 100, 999]),
            ("sub(1,3,4)", vec![0, 5, 999]),
            ("nim", vec![0, 9, 500]),
            ("kayles", vec![3, 80, 999]),
            ("graph(0>1,0>2,1>2,2>3)", vec![0, 1, 3]),
        ] {
            let game = parse_game(text).unwrap();
            let mut s = Session::new(game.clone(), &Limits::DEFAULT);
            s.extend_to(if text.starts_with("graph") { 4 } else { 1000 }).unwrap();
            for state in states {
                let expected = trace::mex_trace(&game, state, &Limits::DEFAULT).unwrap();
                assert_eq!(s.mex_trace(state, 1 << 16).unwrap(), expected, "{text} {state}");
                let from_values = Session::from_values(game.clone(), s.values(0, s.len()), &Limits::DEFAULT);
                assert_eq!(
                    from_values.mex_trace(state, 1 << 16).unwrap(),
                    expected,
                    "{text} {state}"
                );
                let (values, mex) = s.mex_values(state, 1 << 16).unwrap();
                assert_eq!((values, mex), (expected.values, expected.mex), "{text} {state}");
            }
        }
    }

    #[test]
    fn a_state_past_the_table_or_the_option_limit_is_refused() {
        let mut s = session("grundy");
        s.extend_to(100).unwrap();
        assert_eq!(
            s.mex_trace(100, 1 << 16).unwrap_err().message.code,
            Code::StateNotComputed
        );
        assert_eq!(s.mex_trace(99, 10).unwrap_err().message.code, Code::TooManyTraceOptions);
        // A splitting code's table may grow to 2^26 (a byte a value), other games' to 2^24.
        assert_eq!(s.limit(), Limits::DEFAULT.proof_table);
        assert!(s.extend_to(Limits::DEFAULT.proof_table + 1).is_err());
        let mut nim = session("sub(1,3,4)");
        assert_eq!(nim.limit(), Limits::DEFAULT.table);
        assert!(nim.extend_to(Limits::DEFAULT.table + 1).is_err());
        let g = Session::new(parse_game("graph(0>1)").unwrap(), &Limits::DEFAULT);
        assert_eq!(g.mex_trace(0, 10).unwrap_err().message.code, Code::StateNotComputed);
        assert_eq!(g.mex_trace(5, 10).unwrap_err().message.code, Code::VertexNotInGraph);
    }
}
