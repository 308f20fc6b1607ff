//! A census of a family of games (Flammenkamp's and tczajka's tables): each game's status at N, one game at a time
//! ([`census_game`], independent of every other, so a family spreads over threads or machines), the family's games
//! in order ([`family`]), and the table of a finished census ([`markdown`]).

use crate::base::limits::Limits;
use crate::game::Game;
use crate::notation::parse_game_in;
use crate::notation::Defined;
use crate::solve::long::Long;
use crate::solve::sparse::Sparse;
use serde::{Deserialize, Serialize};
use std::time::Instant;

/// One game's answer: what is known of it from G(0) … G(n − 1), and the seconds it took.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Entry {
    pub game: String,
    pub n: usize,
    #[serde(flatten)]
    pub status: Status,
    pub seconds: f64,
}

/// What the table of a game says at its length.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "status", rename_all = "camelCase", rename_all_fields = "camelCase")]
pub enum Status {
    /// G(i + period) = G(i) for i ≥ preperiod, proven by the game's theorem from G(0) … G(checked_to − 1).
    Period {
        preperiod: usize,
        period: usize,
        checked_to: usize,
    },
    /// G(i + period) = G(i) + saltus for preperiod ≤ i < n: arithmetic-periodic, as far as the table goes (seen,
    /// not proven).
    Saltus {
        preperiod: usize,
        period: usize,
        saltus: u32,
    },
    /// No period: the rare values of the sparse space (at most one entry in [`RARE_SHARE`] is rare), their
    /// count and the last one, under the mask tczajka's `analyze` would print at n.
    Rare {
        mask: u32,
        position: bool,
        count: u64,
        last: u64,
        largest: u32,
    },
    /// None of these: the largest value seen.
    Unknown { largest: u32 },
    /// The game could not be read or solved to n (its reason).
    Error { message: String },
}

/// A game counts as rare-valued when at most one entry in this many is rare.
pub const RARE_SHARE: u64 = 16;

/// The longest table looked at for a saltus (the look costs a pass per period tried).
const SALTUS_TABLE: usize = 1 << 20;

/// The status of `game` (in the notation: `0.07`, `sub(1,3)`, `4!.0`) from G(0) … G(n − 1), natively
/// under the caller's `limits` (the command line's are [`Limits::NATIVE`]), with the seconds it took. Never fails: a
/// game it cannot solve gets [`Status::Error`].
pub fn census_game(game: &str, n: usize, limits: &Limits) -> Entry {
    let start = Instant::now();
    let status = match parse_game_in(game, &Defined::with_limits(*limits)) {
        Ok(g) => status(&g, n, limits).unwrap_or_else(|e| Status::Error { message: e.to_string() }),
        Err(e) => Status::Error { message: e.to_string() },
    };
    Entry {
        game: game.to_string(),
        n,
        status,
        seconds: start.elapsed().as_secs_f64(),
    }
}

fn status(game: &Game, n: usize, limits: &Limits) -> crate::base::error::Result<Status> {
    let mut table = Long::new(game, n, limits)?;
    table.extend_to(n);
    let proof = match &mut table {
        Long::Split(t) => t.prove().map(|p| (p.preperiod, p.period, p.checked_to)),
        Long::Whole(g) => crate::engine::period::proven_period(game, g)?.map(|p| (p.preperiod, p.period, p.checked_to)),
    };
    if let Some((preperiod, period, checked_to)) = proof {
        return Ok(Status::Period {
            preperiod,
            period,
            checked_to,
        });
    }
    let head = table.values(0, n.min(SALTUS_TABLE));
    if let Some((preperiod, period, saltus)) = crate::pattern::observed_saltus(&head) {
        return Ok(Status::Saltus {
            preperiod,
            period,
            saltus,
        });
    }
    let mut sparse = match game {
        Game::Octal(code) => Sparse::new(code),
        _ => Sparse::plain(),
    };
    for from in (0..n).step_by(crate::solve::long::CHUNK) {
        for v in table.values(from, (from + crate::solve::long::CHUNK).min(n)) {
            sparse.push(v);
        }
    }
    let s = sparse.summary(|i| table.value(i as usize).unwrap_or(0));
    Ok(match s.rare {
        Some(r) if r.rare_count * RARE_SHARE <= s.n => Status::Rare {
            mask: r.rare_mask,
            position: r.position,
            count: r.rare_count,
            last: r.last_rare,
            largest: s.largest,
        },
        _ => Status::Unknown { largest: s.largest },
    })
}

/// The games of a list (a file's text for `@FILE`): one a line, `#` starting a comment, each game once as written, in
/// order, blank lines left out. The caller reads the file (the CLI from its disk, Python from its own).
pub fn list(text: &str) -> Vec<String> {
    let mut seen = std::collections::HashSet::new();
    text.lines()
        .map(|l| l.split('#').next().unwrap_or("").trim())
        .filter(|l| !l.is_empty() && seen.insert(*l))
        .map(str::to_string)
        .collect()
}

/// The games of a family, in order, each once: `0.??` (every octal code d0.d1d2 with digits 0–7 where `?` stands,
/// trailing zeros dropped, so up to k digits; a `?` before the point is 0 or 4), `hex(0.??)` (digits 0–F, and
/// 0, 4, 8 or C before the point) or `sub(1..m)` (every non-empty subset of 1 … m). A list of games is [`list`].
pub fn family(text: &str) -> Result<Vec<String>, String> {
    let text = text.trim();
    if let Some(inner) = text.strip_prefix("hex(").and_then(|t| t.strip_suffix(')')) {
        return codes(inner, 16);
    }
    if let Some(m) = text
        .strip_prefix("sub(1..")
        .and_then(|t| t.strip_suffix(')'))
        .and_then(|m| m.parse::<u32>().ok())
    {
        if !(1..=20).contains(&m) {
            return Err(format!("sub(1..m) takes m from 1 to 20, not {m}"));
        }
        return Ok((1u32..1 << m)
            .map(|bits| {
                let set: Vec<String> = (0..m)
                    .filter(|b| bits >> b & 1 == 1)
                    .map(|b| (b + 1).to_string())
                    .collect();
                format!("sub({})", set.join(","))
            })
            .collect());
    }
    if text.contains('?') {
        return codes(text, 8);
    }
    Err(format!(
        "{text} is not a family: write 0.?? (octal codes), hex(0.??), sub(1..m) or @FILE"
    ))
}

/// Every code the pattern `text` (digits and `?`, one point) stands for, in base 8 or 16.
fn codes(text: &str, base: u32) -> Result<Vec<String>, String> {
    let Some((whole, fraction)) = text.split_once('.') else {
        return Err(format!("{text} has no point: write it as 0.??"));
    };
    if whole.chars().count() != 1 || fraction.is_empty() || fraction.chars().count() > 8 {
        return Err(format!("{text}: one digit before the point and 1 to 8 after it"));
    }
    let firsts: Vec<u32> = match whole.chars().next() {
        Some('?') => (0..base / 4).map(|k| 4 * k).collect(),
        Some(c) => vec![c
            .to_digit(base)
            .ok_or(format!("{text}: {c} is not a digit in base {base}"))?],
        None => unreachable!(),
    };
    let mut games: Vec<String> = vec![String::new()];
    for c in fraction.chars() {
        let digits: Vec<u32> = match c {
            '?' => (0..base).collect(),
            c => vec![c
                .to_digit(base)
                .ok_or(format!("{text}: {c} is not a digit in base {base}"))?],
        };
        games = games
            .iter()
            .flat_map(|g| {
                digits
                    .iter()
                    .map(move |&d| format!("{g}{}", char::from_digit(d, base).unwrap()))
            })
            .collect();
    }
    let mut out = Vec::new();
    let mut seen = std::collections::HashSet::new();
    for first in firsts {
        for g in &games {
            let digits = g.trim_end_matches('0').to_uppercase();
            if first == 0 && digits.is_empty() {
                continue; // no move at all
            }
            let name = format!(
                "{}.{digits}",
                char::from_digit(first, base).unwrap().to_ascii_uppercase()
            );
            let name = name.trim_end_matches('.').to_string();
            if seen.insert(name.clone()) {
                out.push(name);
            }
        }
    }
    out.sort_by_key(|g| (g.len(), g.clone()));
    Ok(out)
}

/// A finished census as a markdown table, in the family's order: game, status, preperiod, period, saltus, rare
/// values (count, last), largest value, seconds.
pub fn markdown(entries: &[Entry]) -> String {
    let mut lines = vec![
        "game | status | preperiod | period | saltus | rare (count, last) | largest | seconds".to_string(),
        ":--- | :----- | --------: | -----: | -----: | -----------------: | ------: | ------:".to_string(),
    ];
    for e in entries {
        let cells = match &e.status {
            Status::Period { preperiod, period, .. } => format!("period | {preperiod} | {period} | | | |"),
            Status::Saltus {
                preperiod,
                period,
                saltus,
            } => format!("saltus | {preperiod} | {period} | {saltus} | | |"),
            Status::Rare {
                count, last, largest, ..
            } => format!("rare | | | | {count}, {last} | {largest} |"),
            Status::Unknown { largest } => format!("unknown | | | | | {largest} |"),
            Status::Error { message } => format!("error: {} | | | | | |", message.replace('|', "/")),
        };
        lines.push(format!("{} | {cells} {:.3}", e.game, e.seconds));
    }
    lines.join("\n")
}
