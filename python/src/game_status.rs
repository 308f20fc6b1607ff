//! One game's status at n for a census (`grundy.status`, `grundy.census`), from what the core has: the period proof
//! (crate/src/period.rs), then the pattern finder's observed period and saltus (crate/src/pattern). The one place to
//! switch to the core's own census status when it has one.

use grundy::base::error::Result;
use grundy::engine::period;
use grundy::game::Game;
use grundy::{pattern, solve};
use serde::Serialize;

/// What is known of G(0) … G(n − 1). `status`: "periodic" (a period; `proven` when the table proves it, else only
/// seen), "arithmetic" (an arithmetic period with a positive saltus, seen), or "unknown".
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Status {
    pub game: String,
    pub n: usize,
    pub status: &'static str,
    pub proven: bool,
    pub preperiod: Option<usize>,
    pub period: Option<usize>,
    pub saltus: Option<u32>,
    /// The table's length the answer rests on (a proof may stop before n).
    pub checked_to: usize,
    /// The largest value in the table, when the table was built (null for a proof that stopped early).
    pub largest: Option<u32>,
}

pub fn status(game: &Game, n: usize) -> Result<Status> {
    let mut out = Status {
        game: game.to_string(),
        n,
        status: "unknown",
        proven: false,
        preperiod: None,
        period: None,
        saltus: None,
        checked_to: n,
        largest: None,
    };
    if period::proof_limit(game).is_some_and(|limit| n <= limit) {
        if let Some(p) = period::find_period(game, n)? {
            out.status = "periodic";
            out.proven = true;
            out.preperiod = Some(p.preperiod);
            out.period = Some(p.period);
            out.checked_to = p.checked_to;
            return Ok(out);
        }
    }
    let m = n.min(solve::table_limit(game));
    let g = solve::values(game, m)?;
    out.checked_to = m;
    out.largest = g.iter().copied().max();
    if let Some((preperiod, period)) = pattern::observed_period(&g) {
        out.status = "periodic";
        out.preperiod = Some(preperiod);
        out.period = Some(period);
    } else if let Some((preperiod, period, saltus)) = pattern::observed_saltus(&g) {
        out.status = "arithmetic";
        out.preperiod = Some(preperiod);
        out.period = Some(period);
        out.saltus = Some(saltus);
    }
    Ok(out)
}
