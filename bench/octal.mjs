// Octal games at scale (issue 23), all in one run on this machine: the time to solve G(0) … G(2^k − 1) for
// k = 16 … K, natively (crate/examples/bench_octal.rs: the split table the CLI and the worker use, which also looks
// for a period as it grows), in headless Chromium (the page's engine: a Session extended to each 2^k), and by the
// C++ rare-value solver of tczajka/octal-games (old/src/analyze_exec.cc, single thread), with the ratios ours / C++.
//
// The C++ solver is built outside the project and never committed; pass its binary as OCTAL_CPP, e.g.
//   git clone https://github.com/tczajka/octal-games /tmp/octal-games && cd /tmp/octal-games/old &&
//   g++ -O2 -o analyze src/analyze_exec.cc src/game.cc src/game_util.cc src/hadamard.cc
//   OCTAL_CPP=/tmp/octal-games/old/analyze node bench/octal.mjs 22
// It prints a line at each 2^k it reaches (and stops when it proves a period, as ours stops solving); its time to
// 2^k is read off those lines. Without OCTAL_CPP the C++ columns are left empty.
//
// Then every solved octal game of the published tables proven from its rule: natively by `grundy period` (time and
// peak memory, by /usr/bin/time) and in Chromium by a Session extended in pieces until it proves the period, as the
// page's worker does (time, and the wasm memory it ended with: memory only grows, so that is its peak).
//
// `node bench/octal.mjs [K] [GAME …]` after `make build` (default K = 20 and the panel below; K = 0 skips the panel,
// a GAME list skips the proofs); part of `make bench`. It builds the native sides itself (the benchmark and the CLI).
import os from 'node:os';
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { withPage } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const K = Number(args[0] ?? 20);
// Grundy's game, 0.376 (the largest cliff before), Officers, and the games a sparse-space solver pushed to 2^36–2^40.
const PANEL = ['grundy', '0.376', '0.6', '0.014', '0.034', '0.161', '0.167', '0.172'];
const games = K === 0 ? [] : args.length > 1 ? args.slice(1) : PANEL;
// The published solved games (crate/tests/published.rs has their preperiods and periods).
const PUBLISHED = args.length > 1 ? [] : ['0.45', '0.156', '0.356', '0.644', '0.165', '0.16', '0.56', '0.127', '0.376', '0.354'];
const FIRST = 16;

execFileSync('cargo', ['build', '--release', '-p', 'grundy', '--example', 'bench_octal', '--bin', 'grundy'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

function native(game) {
  const out = execFileSync(`${root}target/release/examples/bench_octal`, [game, String(K)], { encoding: 'utf8' });
  return JSON.parse(out);
}

async function chromium(game) {
  return withPage(8143, (page) => page.evaluate(async ([game, first, last]) => {
    // The build the page's worker runs (the main thread's is made for size, not speed).
    const { workerFile: file } = await import('/www/core/wasm-file.js');
    const { default: init, Session } = await import('/pkg/grundy.js');
    await init({ module_or_path: `/pkg/${file}` });
    const s = new Session(game);
    const start = performance.now();
    const times = [];
    for (let k = first; k <= last; k++) {
      s.extend(2 ** k);
      times.push([k, performance.now() - start]);
    }
    let check = 0;
    for (let i = 0; i < 2 ** last; i += 1024) check += s.value(i);
    s.free();
    return { file, times, check };
  }, [game, FIRST, K]));
}

/** The C++ solver's time to each 2^k (ms since it started), from the lines it prints. */
function cpp(game) {
  const bin = process.env.OCTAL_CPP;
  if (!bin) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const child = spawn(bin, [game === 'grundy' ? 'grundy' : game], { stdio: ['ignore', 'pipe', 'inherit'] });
    const times = {};
    let buffer = '';
    child.stdout.on('data', (chunk) => {
      buffer += chunk;
      let line;
      while ((line = buffer.indexOf('\n')) >= 0) {
        const m = /^n=2\^(\d+) /.exec(buffer.slice(0, line));
        buffer = buffer.slice(line + 1);
        if (m) {
          times[m[1]] = performance.now() - start;
          if (Number(m[1]) >= K) child.kill();
        }
      }
    });
    child.on('error', reject);
    child.on('close', () => resolve(times));
  });
}

const fmt = (ms) => (ms == null ? '' : ms >= 10_000 ? `${(ms / 1000).toFixed(0)} s` : ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${ms.toFixed(0)} ms`);
const ratio = (a, b) => (a == null || b == null ? '' : (a / b).toFixed(2));

console.log(`# Octal games to 2^${K}: ${os.cpus()[0].model}, ${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`);
console.log('(time to G(0) … G(2^k − 1); ns/value: the last doubling\'s time per new value; ratios: ours / C++)\n');
console.log('| game | k | native | ns/value | Chromium | C++ -O2 | native/C++ | Chromium/C++ | Chromium/native |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
for (const game of games) {
  // Serial, one side at a time: the machine has two cores, and timings must not share them.
  const n = native(game);
  const c = await chromium(game);
  if (c.check !== n.check) throw new Error(`${game}: Chromium and native values differ (${c.check} vs ${n.check})`);
  const base = await cpp(game);
  const nat = Object.fromEntries(n.times);
  const web = Object.fromEntries(c.times);
  for (let k = FIRST; k <= K; k++) {
    const perValue = k > FIRST ? ((nat[k] - nat[k - 1]) * 1e6) / 2 ** (k - 1) : (nat[k] * 1e6) / 2 ** k;
    const b = base?.[k];
    console.log(`| ${game} | ${k} | ${fmt(nat[k])} | ${perValue.toFixed(0)} | ${fmt(web[k])} | ${fmt(b)} | ${ratio(nat[k], b)} | ${ratio(web[k], b)} | ${ratio(web[k], nat[k])} |`);
  }
  const proof = n.proof ? `period ${n.proof[1]} from ${n.proof[0]}, proven at ${n.proof[2]} values` : 'no period proven';
  console.log(`| ${game} | | ${proof}; Chromium ran ${c.file} | | | | | | |`);
}

if (PUBLISHED.length) {
  console.log('\n| game | preperiod | period | native: proven from | native | native peak | Chromium: proven from | Chromium | Chromium wasm memory |');
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const proofs = await withPage(8144, (page) => page.evaluate(async (codes) => {
    // The build the page's worker runs, which proves a period there (www/core/compute.js).
    const { workerFile } = await import('/www/core/wasm-file.js');
    const { default: init, Session } = await import('/pkg/grundy.js');
    const wasm = await init({ module_or_path: `/pkg/${workerFile}` });
    const out = {};
    for (const code of codes) {
      // As www/core/compute.js's provePeriod: pieces of at most 2^20 values, a look after each.
      const s = new Session(code);
      const start = performance.now();
      let p = null;
      while (!p && s.length < s.limit) {
        s.extend(Math.min(s.limit, Math.max(4096, s.length + Math.min(1 << 20, s.length))));
        p = s.provePeriod();
      }
      out[code] = { p, ms: performance.now() - start, memory: wasm.memory.buffer.byteLength };
      s.free();
    }
    return out;
  }, PUBLISHED));
  const time = fs.existsSync('/usr/bin/time');
  for (const code of PUBLISHED) {
    const start = performance.now();
    const run = spawnSync(time ? '/usr/bin/time' : `${root}target/release/grundy`,
      [...(time ? ['-f', '%M', `${root}target/release/grundy`] : []), 'period', code, '--max', String(2 ** 26), '--json'], { encoding: 'utf8' });
    const ms = performance.now() - start;
    const n = JSON.parse(run.stdout);
    const peak = time ? `${(Number(run.stderr.trim().split('\n').pop()) / 1024).toFixed(0)} MiB` : '';
    const c = proofs[code];
    if (c.p?.preperiod !== n.preperiod || c.p?.period !== n.period) throw new Error(`${code}: Chromium and native periods differ`);
    console.log(`| ${code} | ${n.preperiod} | ${n.period} | ${n.checkedTo} | ${fmt(ms)} | ${peak} | ${c.p.checkedTo} | ${fmt(c.ms)} | ${(c.memory / 2 ** 20).toFixed(0)} MiB |`);
  }
}
