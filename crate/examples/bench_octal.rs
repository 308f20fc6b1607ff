//! Octal games at scale (issue 23): the time to solve G(0) … G(2^k − 1) for k = 16 … K in one run, as the CLI and
//! the page's worker do it (a split table, which looks for a period as it grows and stops solving once one is
//! proven). Prints one JSON object: {"game", "times": [[k, ms], …], "proof", "rare", "dense", "check"}.
//! `cargo run --release -p grundy --example bench_octal -- GAME K`; bench/octal.mjs runs it beside Chromium and C++.

use grundy::game::Game;
use grundy::notation::parse_game;
use grundy::solve::octal::SplitTable;
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let text = args.next().expect("usage: bench_octal GAME K");
    let last: u32 = args
        .next()
        .and_then(|k| k.parse().ok())
        .expect("usage: bench_octal GAME K");
    let Ok(Game::Octal(code)) = parse_game(&text) else {
        panic!("{text} is not an octal code");
    };
    let mut table = SplitTable::new(&code);
    let start = Instant::now();
    let mut times = Vec::new();
    for k in 16..=last {
        table.extend_to(1 << k);
        times.push(format!("[{k},{:.1}]", start.elapsed().as_secs_f64() * 1e3));
    }
    // A checksum of the values, to compare with the other sides.
    let n = 1usize << last;
    let check: u64 = (0..n)
        .step_by(1 << 10)
        .map(|i| u64::from(table.value(i).unwrap_or(0)))
        .sum();
    let proof = table.proof().map_or("null".into(), |p| {
        format!("[{},{},{}]", p.preperiod, p.period, p.checked_to)
    });
    println!(
        r#"{{"game":"{text}","times":[{}],"proof":{proof},"check":{check}}}"#,
        times.join(",")
    );
}
