//! Native timings of one position of a game whose states are two or three numbers (issue 38): `analyze`, the
//! computer's move and the mex view's options of Wythoff's queen, Fibonacci Nim and three-row Chomp written as rules
//! (examples/rules/), each from a game just defined (nothing known yet), and the positions of built-in families
//! that once took seconds. One JSON object for `bench/search.mjs`: per row, ms (best of a few runs) and the SG value
//! or outcome found. Run: `cargo run --release -p grundy --example bench_search`.

use grundy::base::limits::Limits;
use grundy::engine::analyze;
use grundy::notation;
use grundy::page::{play, trace};
use grundy::solve::written;
use std::time::Instant;

/// (label, rule file or "", position, what is timed)
const ROWS: &[(&str, &str, &str, &str)] = &[
    ("queen (150,150)", "queen", "queen: (150,150)", "analyze"),
    ("queen (300,300)", "queen", "queen: (300,300)", "analyze"),
    (
        "fibonacci-nim (300,299)",
        "fibonacci-nim",
        "fibonacci-nim: (300,299)",
        "analyze",
    ),
    ("chomp (80,80,80)", "chomp", "chomp: (80,80,80)", "analyze"),
    ("chomp (100,100,100)", "chomp", "chomp: (100,100,100)", "analyze"),
    ("queen (300,300)", "queen", "queen: (300,300)", "computerMove"),
    ("queen (300,300)", "queen", "queen: (300,300)", "positionTrace"),
    ("chomp (100,100,100)", "chomp", "chomp: (100,100,100)", "computerMove"),
    (
        "wythoff: 100 200 + nim: 4",
        "",
        "wythoff: 100 200 + nim: 4",
        "computerMove",
    ),
    ("wythoff: 100 200 + nim: 4", "", "wythoff: 100 200 + nim: 4", "analyze"),
    ("boxes, 9 heaps", "", "boxes: 1 2 3 4 5 6 7 8 9", "analyze"),
    ("misere(kayles): 100 100", "", "misere(kayles): 100 100", "analyze"),
    ("queen grid 1000 × 1000", "queen", "queen: (999,999)", "grid"),
];

fn main() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/../examples/rules");
    let mut out = Vec::new();
    for &(label, file, position, call) in ROWS {
        let text =
            (!file.is_empty()).then(|| std::fs::read_to_string(format!("{root}/{file}.rules")).expect("a rule file"));
        let mut best = f64::INFINITY;
        let mut answer = String::new();
        for _ in 0..if call == "grid" { 1 } else { 3 } {
            // Defined anew each run: the game knows none of its values yet.
            let mut games = notation::Defined::default();
            if let Some(text) = &text {
                games.define(text).expect("it compiles");
            }
            let p = notation::parse_position_in(position, &games).expect("a position");
            let start = Instant::now();
            answer = match call {
                "analyze" => analyze::analyze(&p, &Limits::DEFAULT)
                    .map(|a| format!("sg {:?}, wins {}", a.sg, a.first_player_wins)),
                "computerMove" => play::computer_move(&p, &Limits::DEFAULT).map(|m| {
                    m.map_or("over".into(), |m| {
                        format!("{}, winning {}", m.r#move.position, m.winning)
                    })
                }),
                "grid" => {
                    let game = games.lookup("queen").expect("defined");
                    let runs = written::grid(&game, 1000, 1000);
                    runs.map(|g| format!("check {}", g.iter().map(|&v| u64::from(v)).sum::<u64>()))
                }
                "positionTrace" => trace::position_trace(&p, &Limits::DEFAULT)
                    .map(|t| format!("mex {:?} of {} options", t.mex, t.options.len())),
                _ => unreachable!(),
            }
            .unwrap_or_else(|e| format!("refused: {:?}", e.code()));
            best = best.min(start.elapsed().as_secs_f64() * 1000.0);
        }
        out.push(format!(
            "{{\"row\": \"{label}\", \"call\": \"{call}\", \"ms\": {best:.2}, \"answer\": \"{answer}\"}}"
        ));
    }
    println!("[{}]", out.join(",\n "));
}
