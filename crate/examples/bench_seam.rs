//! Native timings of the generic search alone ([`grundy::engine::search::Search::solve`]) on positions of built-in families,
//! the per-node work of asking a family its rules and keying a position. One line per position: ms (best of 5) and
//! the positions searched. Run: `cargo run --release -p grundy --example bench_seam`.

use grundy::base::limits::Limits;
use grundy::engine::search::Search;
use grundy::notation::parse_position;
use std::time::Instant;

const POSITIONS: &[&str] = &[
    "wythoff: 40 60 + nim: 4",
    "boxes: 1 2 3 4 5 6",
    "stoned: 6 7 8 9",
    "staircase: 5 5 5 5 5",
    "0.77: 10 12",
    "geography(..../..../..../....): 0",
    "geography(...../...../...../.....): 0",
];

fn main() {
    for text in POSITIONS {
        let p = parse_position(text).expect("a position");
        let mut best = f64::INFINITY;
        let mut size = 0;
        for _ in 0..5 {
            let mut search = Search::new(&Limits::DEFAULT);
            let start = Instant::now();
            let solved = search.solve(&p);
            best = best.min(start.elapsed().as_secs_f64() * 1e3);
            size = search.len();
            if let Err(e) = std::hint::black_box(solved) {
                println!("{text}: {e}");
                break;
            }
        }
        println!("{text:<40} {best:>9.2} ms  {size} positions");
    }
}
