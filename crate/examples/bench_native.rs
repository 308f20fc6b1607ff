//! Native timings of the benchmark workloads as one JSON object, for `bench/wasm.mjs` to print wasm/native ratios.
//! Run: `cargo run --release -p grundy --example bench_native [NAME-PART]`.

use grundy::notation::parse_game;
use grundy::solve;
use grundy::Dag;
use std::time::Instant;

#[path = "../benches/workload/mod.rs"]
mod workload;
use workload::random_dag;

/// Milliseconds of the best of `runs` runs, and a checksum of the result (outside the timing, as in JS).
fn time_ms(runs: usize, mut work: impl FnMut() -> Vec<u32>) -> (f64, u64) {
    let mut best = f64::INFINITY;
    let mut check = 0;
    for _ in 0..runs {
        let start = Instant::now();
        let values = work();
        best = best.min(start.elapsed().as_secs_f64() * 1000.0);
        check = values.iter().map(|&v| u64::from(v)).sum();
    }
    (best, check)
}

fn values_ms(game: &str, n: usize, runs: usize) -> (f64, u64) {
    let game = parse_game(game).expect("a valid game");
    time_ms(runs, || solve::values(&game, n).expect("values"))
}

fn main() {
    // An optional argument keeps only the workloads whose name contains it (to time one under `/usr/bin/time`).
    let only = std::env::args().nth(1).unwrap_or_default();
    let mut rows = Vec::new();
    for (name, game, n, runs) in [
        ("sub(1,3,4) to 10^7", "sub(1,3,4)", 10_000_000, 3),
        ("sub(1..20,25,31,40) to 10^7", "sub(1..20,25,31,40)", 10_000_000, 3),
        ("grundy to 2^20", "grundy", 1 << 20, 2),
        ("treblecross 0.007 to 2^16", "0.007", 1 << 16, 2),
        ("0.76 to 2^16", "0.76", 1 << 16, 2),
    ] {
        if name.contains(&only) {
            let (ms, check) = values_ms(game, n, runs);
            rows.push(format!(r#""{name}":{{"ms":{ms:.1},"check":{check}}}"#));
        }
    }
    // The generic search near its limit (123 410 of the 131 072 positions it may visit): misère play has no rule
    // here, so every position is searched from the moves.
    let name = "search: misere(sub(1,2)): 39 39 39 39";
    if name.contains(&only) {
        let position = grundy::notation::parse_position("misere(sub(1,2)): 39 39 39 39").expect("a valid position");
        let (ms, check) = time_ms(2, || {
            let a = grundy::engine::analyze::analyze(&position).expect("within the search's limit");
            vec![u32::from(a.first_player_wins), a.count.unwrap_or(0) as u32]
        });
        rows.push(format!(r#""{name}":{{"ms":{ms:.1},"check":{check}}}"#));
    }
    let name = "dag 10^6 vertices, 4*10^6 edges";
    if name.contains(&only) {
        let edges = random_dag(1_000_000, 4_000_000);
        let (ms, check) = time_ms(3, || {
            let dag = Dag::from_edges(1_000_000, &edges);
            solve::graph::values(&dag).expect("acyclic")
        });
        rows.push(format!(r#""{name}":{{"ms":{ms:.1},"check":{check}}}"#));
    }
    println!("{{{}}}", rows.join(","));
}
