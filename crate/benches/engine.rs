//! Engine benchmarks (criterion, few samples so the whole run takes a few minutes on 2 cores):
//! subtraction games to 10^7, Grundy's game to 2^20 by the splitting engine (and its rare and dense methods vs
//! naive where naive still finishes), and a random DAG of 10^6 vertices and 4·10^6 edges. Run with `make bench`.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode};
use grundy::notation::parse_game;
use grundy::solve::splitting::{Choice, Splitting};
use grundy::solve::{self, octal};
use grundy::{Dag, Game, Octal};
use std::hint::black_box;
use std::time::Duration;

mod workload;
use workload::random_dag;

fn octal_code(text: &str) -> Octal {
    match parse_game(text).expect("a valid game") {
        Game::Octal(code) => code,
        other => panic!("{text} is not octal: {other:?}"),
    }
}

fn subtraction(c: &mut Criterion) {
    let mut group = c.benchmark_group("subtraction to 10^7");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));
    for text in ["sub(1,3,4)", "sub(1..20,25,31,40)"] {
        let game = parse_game(text).expect("a valid game");
        group.bench_function(text, |b| {
            b.iter(|| solve::values(black_box(&game), 10_000_000, &grundy::base::limits::Limits::DEFAULT))
        });
    }
    group.finish();
}

/// G(0..n) by the splitting engine with a fixed choice of method, so each method can be timed on its own.
fn splitting(code: &Octal, n: usize, choice: Choice) -> Vec<u32> {
    let mut solver = Splitting::new(code, choice);
    solver.extend_to(n);
    solver.values()
}

fn grundys_game(c: &mut Criterion) {
    let code = octal_code("grundy");
    let mut group = c.benchmark_group("grundy's game");
    group
        .sample_size(10)
        .warm_up_time(Duration::from_secs(1))
        .sampling_mode(SamplingMode::Flat);
    for bits in [12, 14] {
        let n = 1usize << bits;
        group.bench_with_input(BenchmarkId::new("rare", format!("2^{bits}")), &n, |b, &n| {
            b.iter(|| splitting(black_box(&code), n, Choice::Rare))
        });
        group.bench_with_input(BenchmarkId::new("dense", format!("2^{bits}")), &n, |b, &n| {
            b.iter(|| splitting(black_box(&code), n, Choice::Dense))
        });
        group.bench_with_input(BenchmarkId::new("naive", format!("2^{bits}")), &n, |b, &n| {
            b.iter(|| octal::naive(black_box(&code), n))
        });
    }
    group.measurement_time(Duration::from_secs(30));
    group.bench_function(BenchmarkId::new("rare", "2^20"), |b| {
        b.iter(|| splitting(black_box(&code), 1 << 20, Choice::Cheaper))
    });
    group.finish();
}

fn random_graph(c: &mut Criterion) {
    let edges = random_dag(1_000_000, 4_000_000);
    let mut group = c.benchmark_group("random DAG");
    group.sample_size(10).warm_up_time(Duration::from_secs(1));
    group.bench_function("10^6 vertices, 4*10^6 edges: from_edges + values", |b| {
        b.iter(|| {
            let dag = Dag::from_edges(1_000_000, black_box(&edges));
            solve::graph::values(&dag).expect("acyclic")
        })
    });
    group.finish();
}

criterion_group!(benches, subtraction, grundys_game, random_graph);
criterion_main!(benches);
