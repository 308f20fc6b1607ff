// One position of a game whose states are two or three numbers (issue 38): analyze of Wythoff's queen, Fibonacci Nim
// and three-row Chomp written as rules (examples/rules/), natively (crate/examples/bench_search.rs), in wasm under
// Node and in headless Chromium (the build the page's worker runs), each from a game just defined; and the queen's grid of
// 1000 × 1000 states (2·10^9 moves listed) beside the same brute force in C++ (bench/rules/queen.cpp, g++ -O2), all
// in one run on this machine. Run from the repository root after `make build`: `node bench/search.mjs` (part of
// `make bench`).
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { initSync, defineRules, analyze, ruleGrid } from '../pkg/grundy.js';
import { withPage } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const POSITIONS = [
  ['queen', 'queen: (150,150)'], ['queen', 'queen: (300,300)'], ['fibonacci-nim', 'fibonacci-nim: (300,299)'],
  ['chomp', 'chomp: (80,80,80)'], ['chomp', 'chomp: (100,100,100)'],
];
const texts = Object.fromEntries(['queen', 'fibonacci-nim', 'chomp'].map((n) => [n, fs.readFileSync(`${root}examples/rules/${n}.rules`, 'utf8')]));

// The same timing code in Node and in the page: best of 3, each run from a game defined anew (nothing known).
const timerSource = `(positions, texts, api) => {
  const out = {};
  for (const [name, position] of positions) {
    let best = Infinity, sg = null;
    for (let i = 0; i < 3; i++) {
      api.defineRules(texts[name]);
      const start = performance.now();
      sg = api.analyze(position).sg;
      best = Math.min(best, performance.now() - start);
    }
    out[position] = { ms: best, sg };
  }
  api.defineRules(texts.queen);
  const start = performance.now();
  const grid = api.ruleGrid('queen', 1000, 1000);
  out.grid = { ms: performance.now() - start, check: grid.reduce((s, v) => s + v, 0) };
  return out;
}`;

const native = JSON.parse(execFileSync('cargo', ['run', '--release', '--quiet', '-p', 'grundy', '--example', 'bench_search'], {
  cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
const dir = `${root}target/bench-rules`;
fs.mkdirSync(dir, { recursive: true });
execFileSync('g++', ['-O2', '-o', `${dir}/queen`, `${root}bench/rules/queen.cpp`], { stdio: 'inherit' });
const cpp = JSON.parse(execFileSync(`${dir}/queen`, { encoding: 'utf8' }));

initSync({ module: fs.readFileSync(`${root}pkg/grundy_bg.wasm`) });
// eslint-disable-next-line no-eval
const node = eval(timerSource)(POSITIONS, texts, { defineRules, analyze, ruleGrid });
const { file, times: browser } = await withPage(8143, (page) => page.evaluate(async ([positions, texts, timer]) => {
  // The build the page's worker runs, where a rule game's positions and grids are computed (its cost says so).
  const { workerFile: file } = await import('/www/core/wasm-file.js');
  const core = await import('/pkg/grundy.js');
  await core.default({ module_or_path: `/pkg/${file}` });
  // eslint-disable-next-line no-eval
  return { file, times: eval(timer)(positions, texts, core) };
}, [POSITIONS, texts, timerSource]));

const nativeRow = (row, call) => native.find((r) => r.row === row && r.call === call);
const rows = POSITIONS.map(([, position]) => {
  const n = nativeRow(position.replace(': ', ' '), 'analyze');
  return {
    position,
    'native ms': n.ms.toFixed(0),
    'node ms': node[position].ms.toFixed(0),
    'chromium ms': browser[position].ms.toFixed(0),
    'chromium/native': (browser[position].ms / n.ms).toFixed(1),
  };
});
for (const [where, t] of [['node', node.grid], ['chromium', browser.grid]]) {
  if (t.check !== cpp.check) throw new Error(`queen grid: ${where} and C++ differ (${t.check} vs ${cpp.check})`);
}
const grid = nativeRow('queen grid 1000 × 1000', 'grid');
rows.push({
  position: 'queen grid 1000 × 1000', 'native ms': grid.ms.toFixed(0), 'node ms': node.grid.ms.toFixed(0),
  'chromium ms': browser.grid.ms.toFixed(0), 'chromium/native': (browser.grid.ms / grid.ms).toFixed(1),
  'C++ -O2 ms': cpp.ms.toFixed(0), 'chromium/C++': (browser.grid.ms / cpp.ms).toFixed(1),
});
console.log(`${os.cpus()[0].model}, ${os.cpus().length} cores; Chromium runs pkg/${file}.`);
console.table(rows);
console.log('Other rows, native only (the computer, the mex view, the refusals):');
console.table(native.filter((r) => r.call !== 'analyze' || !r.row.includes('(')).map((r) => ({ row: r.row, call: r.call, ms: r.ms.toFixed(1), answer: r.answer })));
