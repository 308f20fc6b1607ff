// The JS API under Node (issue 20, M6): every export of pkg/grundy.js called with arguments of every wrong type,
// hostile strings and a bounded seeded random fuzz. Each call returns or throws an Error with a `code` the catalog
// has; none traps the module, and afterwards it still answers (Nim's subtraction game, from the rules by hand).
// Run by `make test` (node --test tests/).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { guard } from '../www/core/guard.js';

const glueUrl = new URL('../pkg/grundy.js', import.meta.url).href;
const build = (file) => readFile(new URL(`../pkg/${file}`, import.meta.url)).then((b) => WebAssembly.compile(b));
const compiled = build('grundy_bg.wasm');
const { core, ready } = guard(compiled, glueUrl);
await ready;
const catalog = core.messageCatalog();
// The first-view build (crate/src/game/first_view.rs), the page's first download, with its own glue: fuzzed alike.
const firstGlueUrl = new URL('../pkg/grundy_first.js', import.meta.url).href;
// As the page has it: with the whole engine to load in its place (never asked for here).
const first = guard(build('grundy_first_bg.wasm'), firstGlueUrl,
  () => Promise.resolve({ compiled: build('grundy_small_bg.wasm'), glueUrl }));
await first.ready;
const BUILDS = [['the whole engine', core], ['the first-view build', first.core]];

// One call that works for each export: the fuzz below swaps one argument at a time for a bad one, so the calls get
// past the other checks. The list must name every export (checked below), so a new one is fuzzed too.
const GOOD = {
  analyze: ['nim: 3 4'],
  checkRule: ['nimSum'],
  computerMove: ['nim: 3 4'],
  defineRules: ['name api-king\nstate (x, y)\nif x > 0 { move (x - 1, y) }\nif y > 0 { move (x, y - 1) }'],
  describeGame: ['kayles'],
  findMove: ['nim: 3 4', 'nim: 3 3'],
  findPatterns: ['kayles', 200],
  findPeriod: ['kayles', 200],
  misereQuotient: ['0.75', 0],
  genus: ['nim', 4],
  gamblingNim: ['1\n1 2'],
  contestAnswers: ['hdu3404', '1\n2\n1 2\n2 1'],
  theoryTrace: ['tree: 0 1 2 1'],
  exercise: ['move', 'nim', 3, 1, 20, 5],
  gamblingTrace: ['1\n1 2'],
  graphValuesFromEdges: [3, new Uint32Array([0, 1]), new Uint32Array([1, 2])],
  grundyValues: ['sub(1..3)', 6],
  judgeAnswer: ['value', 'nim: 3 4', '7'],
  importHdu1524: ['3\n1 1\n1 2\n0\n1 0\n0'],
  layoutGraph: ['nim', 5, null],
  layoutGrid: ['graph(0>1)', 2],
  layoutPosition: ['nim: 2 1', 1],
  memoTrace: ['nim', 3, 4],
  messageCatalog: [],
  mexTrace: ['nim', 3],
  moves: ['nim: 3'],
  normalizeGame: ['nim'],
  patternCpp: ['kayles', 200],
  periodOfValues: ['sub(1..3)', [0, 1, 2, 3, 0, 1, 2, 3]],
  positionTable: ['nim: 3 4', 5],
  positionParts: ['nim: 3 + boxes: 2 5*'],
  positionTrace: ['nim: 3 4'],
  quotientTrace: ['misere(0.75): 1 2 3'],
  predictPatterns: ['kayles', 200, 400],
  requestCost: ['analyze', ['nim: 3 4']],
  ruleGrid: ['api-king', 4, 4],
  setRuleSteps: [1 << 20],
  sgTableText: ['nim', 10, 'csv'],
  tableTrace: ['nim', 10],
  useMainThreadLimits: [],
  xorTrace: ['nim: 3 4'],
};
const SESSION_GOOD = { extend: [20], mexTrace: [3, 10], mexValues: [3, 10], value: [3], values: [0, 5], provePeriod: [] };

const deep = (n) => `${'misere('.repeat(n)}nim${')'.repeat(n)}: 3`;
const BAD = [
  undefined, null, true, 0, -1, 1.5, NaN, Infinity, 2 ** 53, -(2 ** 31), 10n, Symbol('x'), {}, [], [1, -2],
  { length: 1e9 }, () => 1, new Uint32Array(3), new Float64Array([1.5]), new Date(0), Object.create(null),
  '', ' ', '\0', '漢字', '(', ')', '+', ':', ': 3', 'nim:', '3 4 + 5', 'nim: -1', 'nim: 1e9', 'nim: 99999999999',
  deep(7000), deep(5), 'misere(misere(nim)): 1', 'sub(', 'x'.repeat(100000), `stoned: ${'1000000 '.repeat(500)}`,
  `boxes: ${'9 '.repeat(40)}`, `staircase: ${'1 '.repeat(160)}`, `nim: ${'1 '.repeat(1000)}`,
  `graph(${Array.from({ length: 199 }, (_, i) => `${i}>${i + 1}`).join(',')}): 0`, 'graph(0>1>0): 0',
  'graph(0>1): 5', 'wythoff: 1 2 3', 'thanos: 1', 'moore(0): 1', 'moore(65): 1', 'sub(0)', 'sub(4294967296)',
  '0.', '0.[]', '4.!!', 'allbut(' + '1,'.repeat(5000) + '1)', 'graph(' + '0>'.repeat(3000) + '1)',
  'csv', 'cpp', 'python', 'json', 'nim\u202e', '<script>alert(1)</script>',
];

/** Calls `fn(...args)`; fails on a trap or an error without a catalog code. */
function expectAnswerOrCode(what, fn, args) {
  try {
    fn(...args);
  } catch (err) {
    assert.ok(err instanceof Error, `${what}: threw ${String(err)}, not an Error`);
    assert.notEqual(err.code, 'ModuleTrap', `${what}: the module trapped (${err.message})`);
    assert.ok(typeof err.code === 'string' && err.code in catalog, `${what}: ${err.message} has no known code`);
  }
}

const label = (v) => {
  if (typeof v === 'string') return JSON.stringify(v.length > 30 ? `${v.slice(0, 30)}…(${v.length})` : v);
  if (typeof v === 'symbol' || typeof v === 'bigint') return String(v);
  if (typeof v === 'function') return 'a function';
  try { return JSON.stringify(v) ?? String(v); } catch { return typeof v; }
};

test('the list of good calls names every export', async () => {
  const glue = await import(glueUrl);
  const exported = Object.keys(glue).filter((k) => typeof glue[k] === 'function' && !/^(default|initSync|Session|trapForTest)$/.test(k));
  assert.deepEqual(exported.sort(), Object.keys(GOOD).sort());
  for (const [name, args] of Object.entries(GOOD)) {
    assert.doesNotThrow(() => core[name](...args), `${name}(${args.map(label)}) should work`);
  }
});

for (const [which, core] of BUILDS) {
  test(`${which}: every export, each argument in turn of every wrong type and hostile text, answers or refuses with a code`, () => {
    for (const [name, args] of Object.entries(GOOD)) {
      const slots = Math.max(args.length, 1) + 1; // one more argument than it takes: ignored, never a trap
      for (let i = 0; i < slots; i++) {
        for (const bad of BAD) {
          const call = [...args];
          call[i] = bad;
          expectAnswerOrCode(`${name}(${call.map(label).join(', ')})`, core[name], call);
        }
      }
      expectAnswerOrCode(`${name}()`, core[name], []);
    }
  });
}

test('a Session answers or refuses every wrong argument, and a freed one refuses with a code', () => {
  for (const bad of BAD) expectAnswerOrCode(`new Session(${label(bad)})`, (g) => new core.Session(g), [bad]);
  for (const bad of BAD) expectAnswerOrCode(`Session.fromValues('nim', ${label(bad)})`, core.Session.fromValues, ['nim', bad]);
  const session = new core.Session('kayles');
  for (const [name, args] of Object.entries(SESSION_GOOD)) {
    assert.doesNotThrow(() => session[name](...args), `session.${name}`);
    for (let i = 0; i < args.length; i++) {
      for (const bad of BAD) {
        const call = [...args];
        call[i] = bad;
        expectAnswerOrCode(`session.${name}(${call.map(label)})`, session[name], call);
      }
    }
  }
  session.free();
  for (const [name, args] of Object.entries(SESSION_GOOD)) {
    assert.throws(() => session[name](...args), (e) => typeof e.code === 'string' && e.code in catalog, `freed session.${name}`);
  }
});

/** A small seeded generator (mulberry32), so a failure repeats. */
function random(seed) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

for (const [which, core] of BUILDS) test(`${which}: a seeded random fuzz of 4 000 calls: random exports, random arguments, random notation text`, () => {
  const next = random(20);
  const pick = (a) => a[Math.floor(next() * a.length)];
  const pieces = ['nim', 'sub', 'allbut', 'kayles', 'misere(', 'graph(', 'staircase', 'boxes', 'stoned', 'thanos',
    'moore(', 'wythoff', '0.', '4.', '(', ')', ',', ':', ' ', '+', '>', '*', '!', '[', ']', '..', '-', '1', '7',
    '0', '65', '4294967296', '2147483647'];
  const text = () => Array.from({ length: 1 + Math.floor(next() * 12) }, () => pick(pieces)).join('');
  const names = Object.keys(GOOD);
  for (let k = 0; k < 4000; k++) {
    const name = pick(names);
    const args = GOOD[name].map((good) => {
      const r = next();
      if (r < 0.4) return good;
      if (r < 0.8) return typeof good === 'string' ? text() : Math.floor(next() * 3000) - 10;
      return pick(BAD);
    });
    expectAnswerOrCode(`${name}(${args.map(label).join(', ')}) [call ${k}]`, core[name], args);
  }
});

test('thousands of refused calls in a row do not leak the module\'s memory', async () => {
  // A glue of its own, to read its memory: the guarded one hides the instance.
  const glue = await import(`${glueUrl}?instance=leak`);
  const wasm = await glue.default({ module_or_path: await compiled });
  const bad = () => { try { glue.sgTableText(null, 10, 'csv'); } catch { /* refused */ } try { glue.analyze(5); } catch { /* refused */ } try { glue.grundyValues('nim:', 10); } catch { /* refused */ } };
  for (let i = 0; i < 200; i++) bad(); // the allocator's first growth
  const before = wasm.memory.buffer.byteLength;
  for (let i = 0; i < 20000; i++) bad();
  assert.equal(wasm.memory.buffer.byteLength, before, 'the memory grew on refused calls');
});

test('a position of 100 000 heaps goes through every position export (each was quadratic or worse in its size)', () => {
  const heaps = `nim: ${'1 '.repeat(100000)}`;
  const sum = Array(10000).fill('kayles: 1').join(' + ');
  for (const p of [heaps, sum]) {
    for (const name of ['analyze', 'moves', 'xorTrace', 'computerMove', 'positionTrace', 'layoutPosition', 'requestCost']) {
      const args = name === 'requestCost' ? ['analyze', [p]] : [p];
      expectAnswerOrCode(`${name}(${label(p)})`, core[name], args);
    }
    expectAnswerOrCode(`findMove(${label(p)})`, core.findMove, [p, p.replace(': 1', ': 0')]);
  }
  // 100 000 heaps of 1: an even count, XOR 0, and each heap has exactly one move (the rules, by hand).
  assert.equal(core.analyze(heaps).sg, 0);
  assert.ok(core.moves(heaps).moves.length > 0);
});

test('contest problems answer their samples in their own words, values as BigInts', () => {
  // HDU 3404's and POJ 3710's samples, as the problems print them.
  const lights = core.contestAnswers('hdu3404', '2\n2\n1 2\n2 1\n2\n1 1\n2 2\n');
  assert.deepEqual(lights.map((a) => a.answer), ["Don't waste your time.", 'Have a try, lxhgww.']);
  // 1 ⊗ 1 = 1 and 2 ⊗ 2 = 3 (nim products), so the second case is worth 1 ⊕ 3 = 2.
  assert.deepEqual([lights[1].value, lights[1].parts], [2n, [1n, 3n]]);
  const trees = core.contestAnswers('poj3710', '2\n2 1\n1 2\n4 4\n1 2\n2 3\n2 4\n3 4\n');
  assert.deepEqual(trees.map((a) => a.answer), ['Sally']);
  // [JSOI2009] 游戏's sample: the placer wins on (2, 3) and (3, 2); a maximum matching has 2 edges.
  const board = core.contestAnswers('jsoi2009', '3 3\n.##\n...\n#.#\n');
  assert.deepEqual([board[0].answer, board[0].value, board[0].parts], ['WIN\n2 3\n3 2', 2n, [2n]]);
  assert.throws(() => core.contestAnswers('hdu9999', '1'), (e) => e.code === 'UnknownProblem');
});

/** Whether the player to move wins geography on `adj` with the token on the last of `path`: the game played out. */
function geographyWins(adj, path, memo = new Map()) {
  const key = `${path.slice(0, -1).sort((a, b) => a - b)}|${path[path.length - 1]}`;
  if (!memo.has(key)) {
    const next = adj[path[path.length - 1]].filter((v) => !path.includes(v));
    memo.set(key, next.some((v) => !geographyWins(adj, [...path, v], memo)));
  }
  return memo.get(key);
}

test('geography through the API agrees with the game played out, on random graphs and boards', () => {
  let seed = 0x2463;
  const below = (n) => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed % n; };
  let input = '';
  const want = [];
  for (let round = 0; round < 150; round++) {
    // A random graph (odd cycles included: about one in two has one), as the notation and as geography's input.
    const n = 2 + below(7);
    const edges = [[0, n - 1]];
    for (let i = below(2 * n); i > 0; i--) edges.push([below(n), below(n)]);
    const adj = Array.from({ length: n }, () => []);
    for (const [a, b] of edges) if (a !== b && !adj[a].includes(b)) { adj[a].push(b); adj[b].push(a); }
    const left = below(2) ? [below(n)] : [];
    const tokens = [...Array(n).keys()].filter((v) => !left.includes(v) && (left.length === 0 || adj[left[0]].includes(v)));
    if (tokens.length === 0) continue;
    const token = tokens[below(tokens.length)];
    const t = core.theoryTrace(`geography(${edges.map(([a, b]) => `${a}-${b}`).join(' ')}): ${[...left, token].join(' ')}`);
    for (let v = 0; v < n; v++) assert.equal(t.covered[v], !left.includes(v) && geographyWins(adj, [...left, v]), `round ${round}, vertex ${v}`);
    input += `${n} ${edges.length} ${token + 1}\n${edges.map(([a, b]) => `${a + 1} ${b + 1}`).join('\n')}\n`;
    want.push(geographyWins(adj, [token]) ? 'WIN' : 'LOSE');
  }
  assert.deepEqual(core.contestAnswers('geography', input).map((a) => a.answer), want);
  // Boards: the placer of [JSOI2009] 游戏 wins where the mover loses.
  for (let round = 0; round < 60; round++) {
    const rows = 1 + below(3);
    const cols = 1 + below(4);
    const free = Array.from({ length: rows * cols }, () => below(4) !== 0);
    const adj = free.map((f, i) => (f ? [i - cols, i + cols, i % cols ? i - 1 : -1, (i + 1) % cols ? i + 1 : -1].filter((j) => j >= 0 && j < free.length && free[j]) : []));
    const text = `${rows} ${cols}\n${Array.from({ length: rows }, (_, r) => free.slice(r * cols, (r + 1) * cols).map((f) => (f ? '.' : '#')).join('')).join('\n')}\n`;
    const cells = free.flatMap((f, i) => (f && !geographyWins(adj, [i]) ? [`${Math.floor(i / cols) + 1} ${(i % cols) + 1}`] : []));
    assert.equal(core.contestAnswers('jsoi2009', text)[0].answer, cells.length ? `WIN\n${cells.join('\n')}` : 'LOSE', text);
  }
});

/** For each vertex of a bipartite graph (`side`, its colouring), whether every maximum matching covers it, by code of
 * the test's own: Hopcroft–Karp (layers from the free vertices of one side, then augmenting paths along them), then
 * the vertices an even alternating path reaches from an exposed one (some maximum matching misses those). */
function coveredByHopcroftKarp(adj, side) {
  const n = adj.length;
  const mate = new Array(n).fill(-1);
  const augment = (v, layer) => {
    for (const w of adj[v]) {
      const m = mate[w];
      if (m === -1 || (layer[m] === layer[v] + 1 && augment(m, layer))) { mate[v] = w; mate[w] = v; return true; }
    }
    layer[v] = Infinity;
    return false;
  };
  for (;;) {
    const layer = new Array(n).fill(Infinity);
    const queue = [];
    for (let v = 0; v < n; v++) if (side[v] && mate[v] === -1) { layer[v] = 0; queue.push(v); }
    let reached = false;
    for (let i = 0; i < queue.length; i++) {
      for (const w of adj[queue[i]]) {
        const m = mate[w];
        if (m === -1) reached = true;
        else if (layer[m] === Infinity) { layer[m] = layer[queue[i]] + 1; queue.push(m); }
      }
    }
    if (!reached) break;
    for (let v = 0; v < n; v++) if (side[v] && mate[v] === -1) augment(v, layer);
  }
  const missed = mate.map((m) => m === -1);
  const stack = [...missed.keys()].filter((v) => missed[v]);
  while (stack.length) {
    for (const b of adj[stack.pop()]) {
      const c = mate[b];
      if (c !== -1 && !missed[c]) { missed[c] = true; stack.push(c); }
    }
  }
  return missed.map((m) => !m);
}

test('on a 40 × 40 board the API lights the cells a Hopcroft–Karp written here finds, and jsoi2009 agrees', () => {
  let seed = 40;
  const below = (k) => { seed ^= seed << 13; seed ^= seed >>> 17; seed ^= seed << 5; return (seed >>> 0) % k; };
  const [rows, cols] = [40, 40];
  const free = Array.from({ length: rows * cols }, () => below(4) !== 0);
  const adj = free.map((f, i) => (f ? [i - cols, i + cols, i % cols ? i - 1 : -1, (i + 1) % cols ? i + 1 : -1].filter((j) => j >= 0 && j < free.length && free[j]) : []));
  const side = free.map((_, i) => (Math.floor(i / cols) + (i % cols)) % 2 === 0);
  const want = coveredByHopcroftKarp(adj, side);
  const board = Array.from({ length: rows }, (_, r) => free.slice(r * cols, (r + 1) * cols).map((f) => (f ? '.' : '#')).join(''));
  const start = free.indexOf(true);
  const t = core.theoryTrace(`geography(${board.join('/')}): ${start}`);
  assert.deepEqual(t.covered.map((c, v) => free[v] && c), want.map((c, v) => free[v] && c));
  assert.ok(want.some((c, v) => free[v] && c) && want.some((c, v) => free[v] && !c));
  const cells = free.flatMap((f, i) => (f && !want[i] ? [`${Math.floor(i / cols) + 1} ${(i % cols) + 1}`] : []));
  assert.equal(core.contestAnswers('jsoi2009', `${rows} ${cols}\n${board.join('\n')}\n`)[0].answer, `WIN\n${cells.join('\n')}`);
});

test('a geography position: its matching, who wins from each vertex left, and the theorem move', () => {
  // The path 0-1-2-3 with the token on 0: dominoes 0-1 and 2-3 cover every vertex, so from any vertex the player to
  // move wins (moving along its domino). A triangle 0-1-2: one domino leaves a vertex out, any one: every start loses.
  const path = core.theoryTrace('geography(0-1 1-2 2-3): 0');
  assert.deepEqual([path.matching, path.covered, path.wins, path.partner], [[[0, 1], [2, 3]], [true, true, true, true], true, 1]);
  const triangle = core.theoryTrace('geography(0-1 1-2 2-0): 0');
  assert.deepEqual([triangle.covered, triangle.wins], [[false, false, false], false]);
  // After 0 → 1 on the path: 2-3 is left with the token on 1, whose only move is to 2; 1 is matched to 2 now.
  const after = core.theoryTrace('geography(0-1 1-2 2-3): 0 1');
  assert.deepEqual([after.left, after.token, after.wins, after.covered[0]], [[0], 1, false, false]);
  assert.throws(() => core.theoryTrace('nim: 3'), (e) => e.code === 'NoTheoryTrace');
});

test('each pattern predicts alone what the game\'s statement says, past the table too', () => {
  // Take 1 to 3 stones: G(n) = n mod 4 (from the statement: the options of n are n − 1, n − 2, n − 3).
  const { patterns, predictions } = core.predictPatterns('sub(1..3)', 20, 40);
  assert.equal(patterns.length, predictions.length);
  const i = patterns.findIndex((p) => p.kind === 'period');
  assert.deepEqual([patterns[i].preperiod, patterns[i].period], [0, 4]);
  assert.ok(predictions[i] instanceof Uint32Array);
  // The period speaks from n = 4 on, to 40: n mod 4; below 4 it says nothing.
  assert.deepEqual(Array.from(predictions[i]), Array.from({ length: 40 }, (_, n) => (n < 4 ? 4294967295 : n % 4)));
  // A grid's laws of P-positions say of each cell of m × m whether it is one: two Nim heaps (a rook moving left or
  // down), lost exactly when x = y (Bouton); the other patterns of the grid say nothing of P-positions.
  core.defineRules('name api-queen\nstate (x, y)\nfor (k = 1; k <= x; k++) { move (x - k, y) }\nfor (k = 1; k <= y; k++) { move (x, y - k) }');
  const grid = core.predictPatterns('api-queen', 8, 16);
  const laws = grid.predictions.filter((p) => p !== null);
  assert.ok(laws.length >= 1);
  for (const law of laws) {
    assert.ok(law instanceof Uint8Array);
    assert.equal(law.length, 16 * 16);
    law.forEach((v, i) => assert.ok(v === 255 || v === Number(Math.floor(i / 16) === i % 16), `cell ${i}: ${v}`));
  }
  assert.ok(laws.some((law) => law.every((v, i) => v === Number(Math.floor(i / 16) === i % 16))));
  grid.patterns.forEach((p, i) => assert.equal(grid.predictions[i] === null, !['pairs', 'lines', 'along'].includes(p.kind), p.kind));
  assert.throws(() => core.predictPatterns('api-queen', 8, 5000), (e) => e.code === 'BadNumber');
});

test('after all of it the module answers as before', () => {
  // sub(1..3): take 1, 2 or 3; G(n) = n mod 4 (note 001's Bash game).
  assert.deepEqual(Array.from(core.grundyValues('sub(1..3)', 6)), [0, 1, 2, 3, 0, 1]);
  assert.equal(core.analyze('nim: 14 21 39').sg, 14 ^ 21 ^ 39);
});

test('a rule text from a stranger computes, and is stopped when it never ends or lists too much', () => {
  core.setRuleSteps(1 << 20);
  const endless = core.defineRules('name endless\nstate n\nwhile 1 { n2 = 1 }\nmove 0');
  assert.equal(endless.name, 'endless');
  assert.throws(() => core.analyze('endless: 3'), (e) => e.code === 'RuleSteps' && e.line === 3 && e.column === 1);
  core.defineRules('name greedy\nstate n\nfor k in range(0, 1 << 30) { move 0 }');
  assert.throws(() => core.grundyValues('greedy', 2), (e) => e.code === 'RuleTooManyMoves');
  core.defineRules('name loopy\nstate n\nmove n + 1 - 2 * (n % 2)');
  assert.throws(() => core.grundyValues('loopy', 2), (e) => e.code === 'RuleCycle');
  // Errors in the text say what and where.
  assert.throws(() => core.defineRules('state n\nmove n +* 2'), (e) => e.code === 'RuleExpected' && e.line === 2 && e.column === 9);
  // A rule defines nothing outside the module: no property of globalThis changes.
  const before = Object.keys(globalThis).sort();
  core.defineRules('name globals\nstate n\nwindow = 1\ndocument = 2\nfetch = 3\nmove 0');
  assert.deepEqual(Object.keys(globalThis).sort(), before);
  core.setRuleSteps(1 << 24);
  // take-half (1 ≤ k ≤ n/2), by hand: G(2n) = n, G(2n + 1) = G(n).
  core.defineRules('name half\nstate n\nfor k in range(1, n / 2 + 1) { move n - k }');
  assert.deepEqual(Array.from(core.grundyValues('half', 8)), [0, 0, 1, 0, 2, 1, 3, 0]);
});

/** An answer as comparable text: typed arrays as arrays, BigInts as digits; a refusal by its code and words. */
function answer(c, name, args) {
  try {
    return JSON.stringify(c[name](...args), (_, v) => (typeof v === 'bigint' ? `${v}n` : ArrayBuffer.isView(v) ? Array.from(v) : v));
  } catch (err) {
    return `refused ${err.code}: ${err.message}`;
  }
}

test('the build made for size (the main thread\'s) answers every call as the fast build (the worker\'s) does', async () => {
  const small = guard(readFile(new URL('../pkg/grundy_small_bg.wasm', import.meta.url)).then((b) => WebAssembly.compile(b)),
    `${glueUrl}?build=small`);
  await small.ready;
  const calls = [
    ...Object.entries(GOOD),
    ['grundyValues', ['0.137', 20000]], ['grundyValues', ['0.[77]', 5000]], ['grundyValues', ['sub(2,5,7,11)', 30000]],
    ['findPeriod', ['0.161', 4000]], ['analyze', ['wythoff: 300 500']], ['analyze', ['kayles: 40 41 + sub(1..3): 9']],
    ['layoutGraph', ['kayles', 120, null]], ['tableTrace', ['0.77', 300]], ['analyze', ['hackenbush: (0,1) (1,2) (2,0) (1,3)']],
    ['analyze', ['graph(0>1,1>0,1>2,2>3,4>0,4>3,5>2): 4 1']], ['grundyValues', ['nim', -1]],
  ];
  for (const [name, args] of calls) {
    assert.equal(answer(small.core, name, args), answer(core, name, args), `${name}(${args.map(label)})`);
  }
});

test('a table that costs n² steps is refused past 2^16 values before any work, however it is asked', () => {
  // 0.[7] takes any number and splits the rest: 2^24 values would take some 10^14 steps (days) on the caller's
  // thread. n² reaches the work limit of one request (2^32) at 2^16, where analyze stops a heap too.
  const refused = (e) => e.code === 'TooManyValues' && e.message === '65537 values is too many (the limit is 65536)';
  assert.throws(() => core.grundyValues('0.[7]', 65537), refused);
  assert.throws(() => core.sgTableText('0.[7]', 65537, 'csv'), refused);
  assert.throws(() => core.layoutGraph('0.[7]', 65537), refused);
  const session = new core.Session('0.[7]');
  assert.equal(session.limit, 65536);
  assert.throws(() => session.extend(65537), (e) => e.code === 'BadNumber' && e.message.includes('0 to 65536'));
  session.free();
  // Kayles splits too, in linear work: its table may grow to 2^26 values (a byte a value).
  const kayles = new core.Session('kayles');
  assert.equal(kayles.limit, 2 ** 26);
  kayles.free();
  // describeGame says each game's longest table (the page's N box refuses more), in both builds: 2^16 for 0.[7],
  // 4096 for 8.[3] (split in three: N³), 2^24 for Kayles' grundyValues; none for a family without a table.
  for (const build of [core, first.core]) {
    assert.deepEqual(['0.[7]', '8.[3]', 'kayles', 'misere(kayles)'].map((g) => build.describeGame(g).maxN),
      [65536, 4096, 2 ** 24, null]);
  }
});

test('the first-view build answers heap games as the whole engine does, and refuses the rest with NotInFirstView', async () => {
  // The whole engine's exports, but those a first view never makes (their code and glue stay out of the download;
  // the guard refuses them, checked below).
  const functions = (g) => Object.keys(g).filter((k) => typeof g[k] === 'function').sort();
  const [firstExports, wholeExports] = [functions(await import(firstGlueUrl)), functions(await import(glueUrl))];
  assert.deepEqual(firstExports.filter((name) => !wholeExports.includes(name)), []);
  const left = wholeExports.filter((name) => !firstExports.includes(name));
  assert.ok(left.length >= 15, `the first-view glue leaves out ${left}`);
  for (const name of left) assert.ok(name in GOOD, `${name} is refused below`);
  // The same words for every code, but those of what it leaves out (the rules language, contest input, quotients …),
  // whose English it does not carry: it never says them (its name stands in; base/error.rs, `later`).
  const firstCatalog = first.core.messageCatalog();
  assert.deepEqual(Object.keys(firstCatalog), Object.keys(catalog));
  const other = Object.keys(catalog).filter((code) => firstCatalog[code] !== catalog[code]);
  assert.deepEqual(other.filter((code) => firstCatalog[code] !== code), []);
  for (const code of ['RuleSteps', 'InputEmpty', 'QuotientTooLarge']) assert.ok(other.includes(code), code);
  for (const code of ['NumberTooLarge', 'SetTooLarge', 'NotInFirstView', 'ModuleTrap']) assert.ok(!other.includes(code), code);
  // What a first view of a heap game asks (a table, its graph, a position's analysis and parts, a mex step, its
  // moves); the pattern finder, the play view's moves and the XOR view's trace run in the worker.
  const heapCalls = [
    ['describeGame', ['kayles']], ['describeGame', ['misere(nim)']], ['describeGame', ['graph(0>1,1>2)']],
    ['normalizeGame', ['0.77']], ['grundyValues', ['0.137', 20000]], ['grundyValues', ['sub(2,5,7,11)', 3000]],
    ['findPeriod', ['0.161', 4000]], ['periodOfValues', ['sub(1..3)', [0, 1, 2, 3, 0, 1, 2, 3]]],
    ['layoutGraph', ['kayles', 120, null]], ['tableTrace', ['0.77', 300]], ['mexTrace', ['grundy', 9]],
    ['analyze', ['kayles: 40 41 + sub(1..3): 9']], ['analyze', ['misere(nim): 1 1 2']],
    ['positionParts', ['nim: 3 + kayles: 2 5']], ['moves', ['kayles: 5']],
    ['requestCost', ['analyze', ['nim: 3 4']]], ['setRuleSteps', [1 << 16]], ['useMainThreadLimits', []],
  ];
  for (const [name, args] of heapCalls) {
    const shown = String(answer(first.core, name, args));
    assert.ok(!shown.startsWith('refused'), `${name}(${args.map(label)}): ${shown}`);
    assert.equal(shown, String(answer(core, name, args)), `${name}(${args.map(label)})`);
  }
  // It solves splitting codes by their definition, O(n²), and its costs say so: a first view's small table of Kayles
  // is computed there, a long one (which the whole engine takes on the main thread) goes to the worker.
  assert.equal(first.core.requestCost('grundyValues', ['kayles', 200]).mainThread, true);
  assert.equal(core.requestCost('grundyValues', ['kayles', 65536]).mainThread, true);
  assert.equal(first.core.requestCost('grundyValues', ['kayles', 65536]).mainThread, false);
  assert.equal(first.core.requestCost('analyze', ['kayles: 5000']).mainThread, false);
  // Past 2^15 values (0.161, which proves no period, would take about half an hour to 2^20 there) that build refuses a
  // splitting code's table before any work, however it is asked (a Session says so in its limit), and the whole
  // engine answers.
  const longTable = [['grundyValues', ['0.161', 32769]], ['findPeriod', ['0.161', 65536]], ['analyze', ['0.161: 40000']]];
  for (const [name, args] of longTable) {
    assert.throws(() => first.core[name](...args), (e) => e.code === 'NotInFirstView' && e.message.includes('0.161: G(0…'),
      `${name}(${args.map(label)})`);
  }
  const short = new first.core.Session('0.161');
  assert.equal(short.limit, 32768);
  assert.throws(() => short.extend(32769), (e) => e.code === 'BadNumber' && e.message.includes('0 to 32768'));
  short.free();
  assert.equal(core.grundyValues('0.161', 32769).length, 32769);
  const session = new first.core.Session('kayles');
  session.extend(200);
  const whole = new core.Session('kayles');
  whole.extend(200);
  assert.deepEqual(Array.from(session.values(0, 200)), Array.from(whole.values(0, 200)));
  assert.deepEqual(session.mexValues(9, 20), whole.mexValues(9, 20));
  // Every other family, as a game and in a position, and every export a first view does not make.
  const refused = (name, args) => assert.throws(() => first.core[name](...args),
    (e) => e.code === 'NotInFirstView', `${name}(${args.map(label)}) should refuse with NotInFirstView`);
  for (const game of ['staircase', 'boxes', 'stoned', 'thanos', 'moore(2)', 'wythoff', 'every(sub(1..3))', 'tree',
    'hackenbush', 'graph(0>1,1>0)']) {
    refused('describeGame', [game]);
    refused('analyze', [`nim: 3 + ${game}: 1 2`]);
  }
  const firstView = new Set([...heapCalls.map(([name]) => name), 'messageCatalog']);
  for (const [name, args] of Object.entries(GOOD)) {
    if (firstView.has(name)) continue;
    refused(name, args);
    // And the core says so before: never on the main thread's first-view build (the page asks its worker).
    assert.equal(first.core.requestCost(name, args).mainThread, false, `requestCost(${name})`);
  }
  // Refusing did no harm: it answers as before.
  assert.deepEqual(Array.from(first.core.grundyValues('sub(1..3)', 6)), [0, 1, 2, 3, 0, 1]);
});
