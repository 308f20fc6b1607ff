// Times the engine's workloads in one run, in four places, and prints the ratios: wasm under Node, wasm in headless
// Chromium (the page's engine; best of its runs, and its first run), the native build of this commit, and the native
// build of BASELINE (the commit before the speed work of issue 10, built once into target/baseline; its timing helper
// where it has the workload, and its CLI on the octal ones). Run from the repository root after `make build`:
// `node bench/wasm.mjs [NAME-PART]` (part of `make bench`). The native side is crate/examples/bench_native.rs.
import fs from 'node:fs';
import { execFileSync } from 'node:child_process';
import { initSync, grundyValues, graphValuesFromEdges, analyze, misereQuotient, Session } from '../pkg/grundy.js';
import { withPage } from './chromium.mjs';

const BASELINE = '91a5323';
const root = new URL('..', import.meta.url).pathname;
const only = process.argv[2] ?? '';
initSync({ module: fs.readFileSync(`${root}pkg/grundy_bg.wasm`) });

// The workloads, as code that runs the same in Node and in the page (both have the same pkg/grundy.js exports).
// `runs`: best of that many. Octal workloads are also timed on the baseline.
const WORKLOADS = [
  { name: 'sub(1,3,4) to 10^7', runs: 3, code: "grundyValues('sub(1,3,4)', 10_000_000)" },
  { name: 'sub(1..20,25,31,40) to 10^7', runs: 3, code: "grundyValues('sub(1..20,25,31,40)', 10_000_000)" },
  { name: 'grundy to 2^20', runs: 2, code: "grundyValues('grundy', 1 << 20)", baseline: ['grundy', 1 << 20] },
  {
    // As the page's worker does it: a Session extended in 64 pieces of equal work (V8 optimises the engine after
    // the first pieces, where one long call would run its first seconds in the baseline compiler).
    name: 'grundy to 2^20 in 64 pieces (the page)',
    native: 'grundy to 2^20',
    runs: 2,
    code: `(() => { const s = new Session('grundy'); const n = 1 << 20;
      for (let k = 1; k <= 64; k++) s.extend(Math.ceil(n * Math.sqrt(k / 64)));
      const v = s.values(0, n); s.free(); return v; })()`,
  },
  { name: 'treblecross 0.007 to 2^16', runs: 2, code: "grundyValues('0.007', 1 << 16)", baseline: ['0.007', 1 << 16] },
  { name: '0.76 to 2^16', runs: 2, code: "grundyValues('0.76', 1 << 16)", baseline: ['0.76', 1 << 16] },
  { name: 'dag 10^6 vertices, 4*10^6 edges', runs: 3, code: 'graphValuesFromEdges(1_000_000, dag.from, dag.to)' },
  {
    // 0.6's misère quotient passes the analysis's order by heap 17, so this sum is searched.
    name: 'search: misere(0.6): 17 17',
    runs: 2,
    code: "(() => { const a = analyze('misere(0.6): 17 17'); return [a.firstPlayerWins ? 1 : 0, a.count ?? 0]; })()",
  },
  // Misère quotients (issue 48): Kayles' built and proven; a sum once its quotient is known (the first of the three
  // runs builds it, the others find it kept).
  {
    name: 'misere quotient of kayles',
    runs: 5,
    code: "(() => { const q = misereQuotient('kayles', 0); return [q.order, q.p.length]; })()",
  },
  {
    name: 'misere(kayles): 1000 999 3, its quotient known',
    runs: 3,
    code: "(() => { const a = analyze('misere(kayles): 1000 999 3'); return [a.firstPlayerWins ? 1 : 0, a.count ?? 0]; })()",
  },
  {
    // Built to heap 64, proven, not yet stable: kept all the same.
    name: 'misere(kayles): 12 9 5, its quotient known',
    runs: 3,
    code: "(() => { const a = analyze('misere(kayles): 12 9 5'); return [a.firstPlayerWins ? 1 : 0, a.count ?? 0]; })()",
  },
].filter((w) => w.name.includes(only));

// xorshift32, the same stream as the Rust side: edges from a lower to a higher vertex, so the graph is acyclic.
const randomDagSource = `(vertices, edges) => {
  let x = 2463534242;
  const next = () => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x; };
  const from = new Uint32Array(edges);
  const to = new Uint32Array(edges);
  for (let i = 0; i < edges; i++) {
    from[i] = next() % (vertices - 1);
    to[i] = from[i] + 1 + (next() % (vertices - 1 - from[i]));
  }
  return { from, to };
}`;

// Runs every workload with `api` in scope; best of its runs in ms, with a checksum so all sides provably agree.
const timerSource = `(workloads, api, makeDag) => {
  const { grundyValues, graphValuesFromEdges, analyze, misereQuotient, Session } = api;
  const dag = workloads.some((w) => w.code.includes('dag.')) ? makeDag(1_000_000, 4_000_000) : null;
  const out = {};
  for (const w of workloads) {
    const work = new Function('grundyValues', 'graphValuesFromEdges', 'analyze', 'misereQuotient', 'Session', 'dag', 'return ' + w.code);
    let best = Infinity;
    let first = null;
    let check = 0;
    for (let i = 0; i < w.runs; i++) {
      const start = performance.now();
      const values = work(grundyValues, graphValuesFromEdges, analyze, misereQuotient, Session, dag);
      const ms = performance.now() - start;
      first ??= ms;
      best = Math.min(best, ms);
      check = values.reduce((sum, v) => sum + v, 0);
    }
    out[w.name] = { ms: best, first, check };
  }
  return out;
}`;

function inNode() {
  // eslint-disable-next-line no-eval
  return eval(timerSource)(WORKLOADS, { grundyValues, graphValuesFromEdges, analyze, misereQuotient, Session }, eval(randomDagSource));
}

async function inChromium() {
  // The build the page's worker runs, where long work goes (www/core/wasm-file.js picks the fastest the engine runs:
  // SIMD in Chromium), timed on the page's thread.
  return withPage(8141, (page) => page.evaluate(async ([workloads, timer, makeDag]) => {
    const { workerFile } = await import('/www/core/wasm-file.js');
    const core = await import('/pkg/grundy.js');
    await core.default({ module_or_path: `/pkg/${workerFile}` });
    // eslint-disable-next-line no-eval
    return { file: workerFile, times: eval(timer)(workloads, core, eval(makeDag)) };
  }, [WORKLOADS, timerSource, randomDagSource]));
}

// The machine may be shared: each native workload's best of two runs of the timing helper.
function nativeRun(manifestDir, targetDir, names) {
  const run = () => JSON.parse(execFileSync('cargo', ['run', '--release', '--quiet', '-p', 'grundy', '--example',
    'bench_native', '--', only], { cwd: manifestDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, CARGO_TARGET_DIR: targetDir } }));
  const best = run();
  for (const [name, again] of Object.entries(run())) if (again.ms < best[name].ms) best[name] = again;
  return Object.fromEntries(Object.entries(best).filter(([name]) => names.includes(name)));
}

/** The baseline's CLI on the octal workloads (its bench_native lacks some): wall time of `grundy values`, best of 2. */
function baselineRun() {
  const dir = `${root}target/baseline-src`;
  if (!fs.existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, BASELINE], { cwd: root, stdio: 'ignore' });
  const target = `${root}target/baseline`;
  execFileSync('cargo', ['build', '--release', '--quiet', '-p', 'grundy', '--bin', 'grundy'], {
    cwd: dir, stdio: 'inherit', env: { ...process.env, CARGO_TARGET_DIR: target } });
  const time = (bin, [game, n]) => {
    let best = Infinity;
    for (let i = 0; i < 2; i++) {
      const start = performance.now();
      execFileSync(bin, ['values', game, String(n)], { stdio: ['ignore', 'ignore', 'inherit'] });
      best = Math.min(best, performance.now() - start);
    }
    return best;
  };
  const out = {};
  for (const w of WORKLOADS.filter((x) => x.baseline)) {
    out[w.name] = { old: time(`${target}/release/grundy`, w.baseline), new: time(`${root}target/release/grundy`, w.baseline) };
  }
  // The baseline's own timing helper, for the workloads it has (the same work, without writing the values out).
  const oldNative = nativeRun(dir, target, names);
  for (const [name, r] of Object.entries(oldNative)) (out[name] ??= {}).oldNative = r.ms;
  return out;
}

const names = WORKLOADS.map((w) => w.name);
const node = inNode();
const { file: browserFile, times: browser } = await inChromium();
const native = nativeRun(root, `${root}target`, names);
execFileSync('cargo', ['build', '--release', '--quiet', '-p', 'grundy', '--bin', 'grundy'], { cwd: root, stdio: 'inherit' });
const baseline = baselineRun();

// Milliseconds, with a decimal under 10 (a sum answered from a known quotient takes well under one).
const ms = (x) => x.toFixed(x < 10 ? 2 : 0);
const rows = WORKLOADS.map(({ name, native: nativeName = name }) => {
  const n = native[nativeName];
  if (!n) throw new Error(`the native side did not time "${nativeName}"`);
  for (const [where, w] of [['node', node[name]], ['chromium', browser[name]]]) {
    if (n.check !== w.check) throw new Error(`${name}: ${where} and native results differ (${w.check} vs ${n.check})`);
  }
  const b = baseline[nativeName];
  const c = browser[name];
  return {
    workload: name,
    'native ms': ms(n.ms),
    'node ms': ms(node[name].ms),
    'chromium ms': ms(c.ms),
    'chromium 1st ms': ms(c.first),
    'node/native': (node[name].ms / n.ms).toFixed(2),
    'chromium/native': (c.ms / n.ms).toFixed(2),
    'native new/old': b?.oldNative ? (n.ms / b.oldNative).toFixed(2) : '',
    'chromium/old native': b?.oldNative ? (c.ms / b.oldNative).toFixed(2) : '',
    'CLI new/old': b?.old ? (b.new / b.old).toFixed(2) : '',
  };
});
console.log(`Node runs pkg/grundy_bg.wasm; Chromium runs pkg/${browserFile}, as the page's worker does.`);
console.table(rows);
for (const [name, b] of Object.entries(baseline)) {
  if (b.old) console.log(`${name}: CLI of ${BASELINE} ${b.old.toFixed(0)} ms, CLI now ${b.new.toFixed(0)} ms (writing the values out included)`);
  if (b.oldNative) console.log(`${name}: native of ${BASELINE} ${b.oldNative.toFixed(0)} ms`);
}
