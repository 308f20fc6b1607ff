//! The random DAG every benchmark uses (criterion here, `examples/bench_native.rs`, and `bench/wasm.mjs` in JS):
//! xorshift32 from a fixed seed, edges from a lower to a higher vertex, so the graph is acyclic and both sides of a
//! wasm/native comparison build the same one.

pub fn random_dag(vertices: u32, edges: usize) -> Vec<(u32, u32)> {
    let mut x: u32 = 2463534242;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x
    };
    (0..edges)
        .map(|_| {
            let from = next() % (vertices - 1);
            let to = from + 1 + next() % (vertices - 1 - from);
            (from, to)
        })
        .collect()
}
