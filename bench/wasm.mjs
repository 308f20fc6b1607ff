// Times the engine's benchmark workloads in wasm under Node and natively, and prints wasm/native ratios.
// Run from the repository root after `make build`: `node bench/wasm.mjs` (part of `make bench`).
// The native side is crate/examples/bench_native.rs, which prints the same workloads' timings as JSON.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { initSync, grundyValues, graphValuesFromEdges, analyze } from '../pkg/grundy.js';

const root = new URL('..', import.meta.url);
initSync({ module: fs.readFileSync(new URL('pkg/grundy_bg.wasm', root)) });

// xorshift32, the same stream as the Rust side: edges from a lower to a higher vertex, so the graph is acyclic.
function randomDag(vertices, edges) {
  let x = 2463534242;
  const next = () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const from = new Uint32Array(edges);
  const to = new Uint32Array(edges);
  for (let i = 0; i < edges; i++) {
    from[i] = next() % (vertices - 1);
    to[i] = from[i] + 1 + (next() % (vertices - 1 - from[i]));
  }
  return { from, to };
}

// Best of `runs` runs, in milliseconds, with a checksum of the result so both sides provably did the same work.
function time(runs, work) {
  let best = Infinity;
  let check = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const values = work();
    best = Math.min(best, performance.now() - start);
    check = values.reduce((sum, v) => sum + v, 0);
  }
  return { ms: best, check };
}

const { from, to } = randomDag(1_000_000, 4_000_000);
const wasm = {
  'sub(1,3,4) to 10^7': time(3, () => grundyValues('sub(1,3,4)', 10_000_000)),
  'sub(1..20,25,31,40) to 10^7': time(3, () => grundyValues('sub(1..20,25,31,40)', 10_000_000)),
  'grundy to 2^20': time(2, () => grundyValues('grundy', 1 << 20)),
  'dag 10^6 vertices, 4*10^6 edges': time(3, () => graphValuesFromEdges(1_000_000, from, to)),
  'search: misere(sub(1,2)): 39 39 39 39': time(2, () => {
    const a = analyze('misere(sub(1,2)): 39 39 39 39');
    return [a.firstPlayerWins ? 1 : 0, a.count ?? 0];
  }),
};

// The machine may be shared: take each native workload's best of two runs of the timing helper.
const nativeRun = () =>
  JSON.parse(
    execFileSync('cargo', ['run', '--release', '--quiet', '-p', 'grundy', '--example', 'bench_native'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
const native = nativeRun();
for (const [name, again] of Object.entries(nativeRun())) {
  if (again.ms < native[name].ms) native[name] = again;
}

const rows = Object.entries(wasm).map(([name, w]) => {
  const n = native[name];
  if (!n) throw new Error(`the native side did not time "${name}"`);
  if (n.check !== w.check) throw new Error(`${name}: wasm and native results differ (${w.check} vs ${n.check})`);
  return { workload: name, 'wasm ms': w.ms.toFixed(1), 'native ms': n.ms.toFixed(1), 'wasm/native': (w.ms / n.ms).toFixed(2) };
});
console.table(rows);
