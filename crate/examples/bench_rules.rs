//! Native timings of games written as rules (examples/rules/), as one JSON object for `bench/rules.mjs`: the best of
//! a few runs in ms, and a checksum of the values (outside the timing). Run:
//! `cargo run --release -p grundy --example bench_rules`.

use grundy::lang;
use grundy::solve::written;
use std::time::Instant;

fn main() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/rules");
    let mut rows = Vec::new();
    for (name, n, runs) in [
        ("chess-row", 1usize << 20, 5),
        ("lasker", 1 << 12, 3),
        ("take-half", 1 << 14, 3),
    ] {
        let text = std::fs::read_to_string(format!("{root}/{name}.rules")).expect("an example");
        let game = lang::compile(&text, &grundy::base::limits::Limits::DEFAULT).expect("it compiles");
        let mut best = f64::INFINITY;
        let mut check = 0u64;
        for _ in 0..runs {
            let start = Instant::now();
            let values = written::values(&game, n).expect("values");
            best = best.min(start.elapsed().as_secs_f64() * 1000.0);
            check = values.iter().map(|&v| u64::from(v)).sum();
        }
        rows.push(format!(
            "\"{name}\": {{\"ms\": {best:.3}, \"check\": {check}, \"n\": {n}}}"
        ));
    }
    println!("{{{}}}", rows.join(", "));
}
