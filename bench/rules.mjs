// The rules language against C++ (issue 21): HDU 5724's row of 20 cells (2^20 states, up to 20 moves each) written as
// a rule text (examples/rules/chess-row.rules) and timed natively, under Node and in headless Chromium (the page's
// engine), beside the same brute force in C++ (bench/rules/chess-row.cpp, g++ -O2) — all in one run, on this machine;
// a checksum of the values shows every side computed the same table. Two more rule games are timed without a C++
// side. Run from the repository root after `make build`: `node bench/rules.mjs` (part of `make bench`).
import fs from 'node:fs';
import os from 'node:os';
import { execFileSync } from 'node:child_process';
import { initSync, defineRules, grundyValues } from '../pkg/grundy.js';
import { withPage } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const GAMES = [['chess-row', 1 << 20, 5], ['lasker', 1 << 12, 3], ['take-half', 1 << 14, 3]];
const texts = Object.fromEntries(GAMES.map(([name]) => [name, fs.readFileSync(`${root}examples/rules/${name}.rules`, 'utf8')]));

// The same timing code in Node and in the page: best of `runs`, and a checksum.
const timerSource = `(games, texts, api) => {
  const out = {};
  for (const [name, n, runs] of games) {
    api.defineRules(texts[name]);
    let best = Infinity, check = 0;
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      const values = api.grundyValues(name, n);
      best = Math.min(best, performance.now() - start);
      check = values.reduce((s, v) => s + v, 0);
    }
    out[name] = { ms: best, check };
  }
  return out;
}`;

function cpp() {
  const dir = `${root}target/bench-rules`;
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('g++', ['-O2', '-o', `${dir}/chess-row`, `${root}bench/rules/chess-row.cpp`], { stdio: 'inherit' });
  return JSON.parse(execFileSync(`${dir}/chess-row`, { encoding: 'utf8' }));
}

function native() {
  return JSON.parse(execFileSync('cargo', ['run', '--release', '--quiet', '-p', 'grundy', '--example', 'bench_rules'], {
    cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }));
}

function inNode() {
  initSync({ module: fs.readFileSync(`${root}pkg/grundy_bg.wasm`) });
  // eslint-disable-next-line no-eval
  return eval(timerSource)(GAMES, texts, { defineRules, grundyValues });
}

async function inChromium() {
  return withPage(8142, (page) => page.evaluate(async ([games, texts, timer]) => {
    // The main thread's whole engine (the first-view build it starts on has no rules machine).
    const { ready, core, whole } = await import('/www/core/wasm.js');
    const { wholeFile: file } = await import('/www/core/wasm-file.js');
    await ready;
    await whole();
    // eslint-disable-next-line no-eval
    return { file, times: eval(timer)(games, texts, core) };
  }, [GAMES, texts, timerSource]));
}

const c = cpp();
const n = native();
const node = inNode();
const { file, times: browser } = await inChromium();
const rows = GAMES.map(([name, size]) => {
  for (const [where, t] of [['node', node[name]], ['chromium', browser[name]]]) {
    if (t.check !== n[name].check) throw new Error(`${name}: ${where} and native differ (${t.check} vs ${n[name].check})`);
  }
  const base = name === 'chess-row' ? c : null;
  if (base && base.check !== n[name].check) throw new Error(`chess-row: C++ and native differ (${base.check} vs ${n[name].check})`);
  return {
    game: `${name} to ${size}`,
    'C++ -O2 ms': base ? base.ms.toFixed(0) : '',
    'native ms': n[name].ms.toFixed(0),
    'node ms': node[name].ms.toFixed(0),
    'chromium ms': browser[name].ms.toFixed(0),
    'native/C++': base ? (n[name].ms / base.ms).toFixed(1) : '',
    'chromium/C++': base ? (browser[name].ms / base.ms).toFixed(1) : '',
  };
});
console.log(`${os.cpus()[0].model}, ${os.cpus().length} cores; Chromium runs pkg/${file}.`);
console.table(rows);
