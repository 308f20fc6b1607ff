//! How much memory a table needs before it starts, and how much the machine has: the native command line refuses a
//! table that would not fit ([`check`]) instead of failing part-way through a run of hours.

use crate::base::error::{Code, Error, Message, Result};
use crate::game::Game;
use crate::solve::octal;

/// Bytes a table of `n` values of `game` needs at its peak, about: a splitting code keeps one byte a value while
/// its values stay below 256 ([`octal::SplitTable`]), with room for the period check's scratch (up to two bytes a
/// value, four bytes for each period tried up to half the table) and the byte table's copy when a value outgrows it;
/// every other table is `u32`s, counted twice (the table and what its solver or its printing keeps beside it).
pub fn needed(game: &Game, n: usize) -> u64 {
    let per_value: u64 = match game {
        Game::Octal(code) if octal::uses_splitting(code) => 4,
        _ => 8,
    };
    per_value * n as u64 + (64 << 20)
}

/// Bytes the system can give a new process now (`MemAvailable` of /proc/meminfo), `None` where it does not say;
/// `GRUNDY_MEMORY_MIB` in the environment caps it (a machine shared with others, a test).
pub fn available() -> Option<u64> {
    let cap = std::env::var("GRUNDY_MEMORY_MIB")
        .ok()
        .and_then(|m| m.parse::<u64>().ok())
        .map(|m| m << 20);
    match (cap, system()) {
        (Some(cap), Some(system)) => Some(cap.min(system)),
        (cap, system) => cap.or(system),
    }
}

fn system() -> Option<u64> {
    let text = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = text.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Refuses a table of `n` values of `game` that needs more memory than is available ([`Code::NotEnoughMemory`]);
/// where the system does not say, the table goes ahead.
pub fn check(game: &Game, n: usize) -> Result<()> {
    let need = needed(game, n);
    match available() {
        Some(available) if need > available => Err(Error::new(
            Message::new(Code::NotEnoughMemory)
                .arg("n", n)
                .arg("game", game)
                .arg("need", mib(need))
                .arg("available", mib(available)),
        )),
        _ => Ok(()),
    }
}

/// Bytes in whole MiB, rounded up.
pub fn mib(bytes: u64) -> u64 {
    bytes.div_ceil(1 << 20)
}
