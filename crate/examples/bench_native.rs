//! Native timings of the benchmark workloads as one JSON object, for `bench/wasm.mjs` to print wasm/native ratios.
//! Run: `cargo run --release -p grundy --example bench_native [NAME-PART]`.

use grundy::base::limits::Limits;
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
    time_ms(runs, || solve::values(&game, n, &Limits::DEFAULT).expect("values"))
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
            rows.push(format!(r#""{name}":{{"ms":{ms:.3},"check":{check}}}"#));
        }
    }
    // The generic search: 0.6's misère quotient passes the analysis's order (256 elements) by heap 17, so the sum is
    // searched from the moves. (misère sub(1,2), which this timed before, is tame: its genus decides it at once.)
    let name = "search: misere(0.6): 17 17";
    if name.contains(&only) {
        let position = grundy::notation::parse_position("misere(0.6): 17 17").expect("a valid position");
        let (ms, check) = time_ms(2, || {
            let a = grundy::engine::analyze::analyze(&position, &Limits::DEFAULT).expect("within the search's limit");
            vec![u32::from(a.first_player_wins), a.count.unwrap_or(0) as u32]
        });
        rows.push(format!(r#""{name}":{{"ms":{ms:.3},"check":{check}}}"#));
    }
    // Misère quotients (issue 48): Kayles' built and proven; then a sum whose quotient is known (the first of the
    // best-of-3 builds it, the others find it kept), its verdict and every winning move.
    let name = "misere quotient of kayles";
    if name.contains(&only) {
        let game = parse_game("kayles").expect("a valid game");
        let limits = grundy::base::limits::Limits::DEFAULT;
        let (ms, check) = time_ms(5, || {
            let solved = grundy::rules::quotient::solve(&game, None, &limits).expect("a quotient");
            let q = &solved.built.quotient;
            vec![q.order() as u32, q.p.iter().filter(|&&p| p).count() as u32]
        });
        rows.push(format!(r#""{name}":{{"ms":{ms:.3},"check":{check}}}"#));
    }
    // A large sum (its quotient built until stable) and a small one (built to heap 64, proven, not yet stable).
    for sum in ["1000 999 3", "12 9 5"] {
        let name = format!("misere(kayles): {sum}, its quotient known");
        if name.contains(&only) {
            let position =
                grundy::notation::parse_position(&format!("misere(kayles): {sum}")).expect("a valid position");
            let (ms, check) = time_ms(3, || {
                let a = grundy::engine::analyze::analyze(&position, &Limits::DEFAULT).expect("by the quotient");
                vec![u32::from(a.first_player_wins), a.count.unwrap_or(0) as u32]
            });
            rows.push(format!(r#""{name}":{{"ms":{ms:.3},"check":{check}}}"#));
        }
    }
    let name = "dag 10^6 vertices, 4*10^6 edges";
    if name.contains(&only) {
        let edges = random_dag(1_000_000, 4_000_000);
        let (ms, check) = time_ms(3, || {
            let dag = Dag::from_edges(1_000_000, &edges);
            solve::graph::values(&dag).expect("acyclic")
        });
        rows.push(format!(r#""{name}":{{"ms":{ms:.3},"check":{check}}}"#));
    }
    println!("{{{}}}", rows.join(","));
}
