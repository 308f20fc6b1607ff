// Loading an explorer's model (www/explorer/load.js) with a fake core bridge: what it plans for a game and N, the
// model it builds from the core's table, and the position's part, errors included. The real core's answers are the
// browser tests' (e2e/); here only what load.js itself decides. Run by `make test` (node --test tests/).
import test from 'node:test';
import assert from 'node:assert/strict';
import {
  fullPosition, positionText, maxN, coveringN, plan, buildModel, analyzePosition, positionMarks, relocate,
} from '../www/explorer/load.js';

const PAGE_MAX = 10000000;

const HEAP = { game: 'sub(1..3)', table: true, vertices: null, maxN: null, example: '5', rules: null };
const GRAPH = { game: 'graph', name: 'graph', table: true, vertices: 7, maxN: null, example: '0', rules: null };
const FAMILY = { game: 'wythoff', table: false, vertices: null, maxN: null, example: '(3,5)', rules: null };

/** A bridge that answers as the core would for these games; `calls` records the requests run. */
function fakeBridge({ info = HEAP, answers = {}, parts = {} } = {}) {
  const calls = [];
  return {
    calls,
    describe: async (game) => {
      if (game === 'nonsense') throw Object.assign(new Error('unknown game'), { code: 'UnknownGame' });
      return info;
    },
    parts: (text) => parts[text] ?? null,
    readable: async () => {},
    run: async (task, args) => {
      calls.push([task, args]);
      const answer = answers[task];
      if (answer instanceof Error) throw answer;
      return typeof answer === 'function' ? answer(args) : answer;
    },
  };
}

const heapParts = (game, heaps) => ({ components: [{ game, arity: 1, heaps, marks: heaps.map(() => false) }] });
const state = (s) => ({ game: 'sub(1..3)', position: null, n: 6, ...s });

test('the position box as a full position: plain heaps are the game\'s, the example when it is empty', () => {
  assert.equal(fullPosition('kayles', '3 4'), 'kayles: 3 4');
  assert.equal(fullPosition('kayles', 'nim: 3'), 'nim: 3');
  assert.equal(positionText(state({ position: '  ' }), { game: 'sub(1..3)', info: HEAP }), 'sub(1..3): 5');
  assert.equal(positionText(state({ position: '7' }), null), 'sub(1..3): 7');
  assert.equal(maxN({ maxN: 3000 }, PAGE_MAX), 3000);
  assert.equal(maxN({ maxN: null }, PAGE_MAX), PAGE_MAX);
});

test('a game the core cannot describe plans its error, and nothing is run', async () => {
  const bridge = fakeBridge();
  const p = await plan(state({ game: 'nonsense' }), bridge, PAGE_MAX);
  assert.equal(p.error.code, 'UnknownGame');
  assert.deepEqual(bridge.calls, []);
});

test('N past the longest table of the game is refused with the core\'s limit', async () => {
  const p = await plan(state({ n: 5000 }), fakeBridge({ info: { ...HEAP, maxN: 4096 } }), PAGE_MAX);
  assert.deepEqual(p, { info: { ...HEAP, maxN: 4096 }, refusedN: 4096 });
});

test('a heap at N or past it grows the table to cover it, up to the longest table', async () => {
  const parts = { 'sub(1..3): 3 9': heapParts('sub(1..3)', [3, 9]), 'sub(1..3): 99': heapParts('sub(1..3)', [99]) };
  const p = await plan(state({ position: '3 9' }), fakeBridge({ parts }), PAGE_MAX);
  assert.equal(p.n, 10);
  assert.deepEqual(p.grown, { n: 10, heap: 9 });
  assert.equal(p.nFixed, false);
  // Past the longest table the position is analysed from the period: N stays.
  const past = await plan(state({ position: '99' }), fakeBridge({ info: { ...HEAP, maxN: 50 }, parts }), PAGE_MAX);
  assert.equal(past.n, 6);
  assert.equal(past.grown, null);
  // Another game's heaps do not grow this game's table.
  assert.equal(coveringN(state({ position: 'nim: 40' }), 'sub(1..3)', HEAP, fakeBridge({ parts: { 'nim: 40': heapParts('nim', [40]) } }), PAGE_MAX), 6);
});

test('an explicit graph computes all its vertices; a family has no table, and N means nothing for it', async () => {
  const graph = await plan(state({ game: 'graph' }), fakeBridge({ info: GRAPH }), PAGE_MAX);
  assert.equal(graph.n, 7);
  assert.equal(graph.isGraph, true);
  assert.equal(graph.nFixed, true);
  const family = await plan(state({ game: 'wythoff', n: 12 }), fakeBridge({ info: FAMILY }), PAGE_MAX);
  assert.equal(family.n, 12);
  assert.equal(family.nFixed, true);
  const grid = await plan(state({ game: 'g', n: 12 }), fakeBridge({ info: { ...FAMILY, rules: { arity: 2 } } }), PAGE_MAX);
  assert.equal(grid.nFixed, false);
});

test('a heap game\'s model is its table from the core; a family\'s asks the core for none', async () => {
  const values = Uint32Array.from([0, 1, 2, 3, 0, 1]);
  const bridge = fakeBridge({ answers: { bundle: { values, period: { start: 0, length: 4 }, layout: 'L', table: { order: [] } } } });
  const model = await buildModel({ info: HEAP, game: 'sub(1..3)', n: 6 }, 3, bridge);
  assert.deepEqual(bridge.calls, [['bundle', { game: 'sub(1..3)', n: 6, layout: 'graph' }]]);
  assert.equal(model.load, 3);
  assert.equal(model.info.table, true);
  assert.equal(model.values, values);
  assert.deepEqual(model.period, { start: 0, length: 4 });
  assert.equal(model.layoutError, null);
  assert.equal(model.analysis, null);
  const none = fakeBridge();
  const family = await buildModel({ info: FAMILY, game: 'wythoff', n: 6 }, 4, none);
  assert.deepEqual(none.calls, []);
  assert.equal(family.info.table, false);
  assert.equal(family.values.length, 0);
  assert.equal(family.table, null);
});

test('a cancelled table rejects as the core did', async () => {
  const abort = Object.assign(new Error('cancelled'), { name: 'AbortError' });
  await assert.rejects(buildModel({ info: HEAP, game: 'sub(1..3)', n: 6 }, 1, fakeBridge({ answers: { bundle: abort } })), { name: 'AbortError' });
});

test('a bad position of plain heaps is said at the column of the box as typed', async () => {
  const bad = Object.assign(new Error('not a heap at column 14'), { code: 'BadHeap', args: {}, column: 14, line: 1 });
  const model = { game: 'sub(1..3)', info: HEAP };
  const { part, boxError } = await analyzePosition(state({ position: '3 x' }), model, fakeBridge({ answers: { analyze: bad } }));
  assert.equal(part.analysis, null);
  assert.equal(part.position, null);
  assert.equal(part.positionError, bad);
  assert.equal(boxError.column, 3); // the x of "sub(1..3): 3 x" after the 11 characters the box did not have
  assert.equal(boxError.message, 'not a heap at column 3');
  assert.equal(boxError.code, 'BadHeap');
  // A full position is the box's text itself: its error as the core said it.
  const full = await analyzePosition(state({ position: 'nim: 3 x' }), model, fakeBridge({ answers: { analyze: bad } }));
  assert.equal(full.boxError, bad);
  assert.equal(relocate({ message: 'no column' }, 11).message, 'no column');
});

test('a good position: its analysis, then the heaps it marks and the heatmap\'s pair, from its parts', async () => {
  const analysis = { position: 'sub(1..3): 3 4', hasXor: true };
  const parts = {
    'sub(1..3): 3 4': { position: 'sub(1..3): 3 4', components: [{ game: 'sub(1..3)', heaps: [3, 4], marks: [false, false], arity: 1 }] },
    'sub(1..3): 3 + nim: 4': { position: 'sub(1..3): 3 + nim: 4', components: [
      { game: 'sub(1..3)', heaps: [3], marks: [false], arity: 1 }, { game: 'nim', heaps: [4], marks: [false], arity: 1 }] },
  };
  const bridge = fakeBridge({ answers: { analyze: analysis }, parts });
  const model = { game: 'sub(1..3)', info: HEAP };
  const { part, boxError } = await analyzePosition(state({ position: '3 4' }), model, bridge);
  assert.equal(boxError, null);
  assert.deepEqual(part, { analysis, positionError: null, position: 'sub(1..3): 3 4' });
  const calls = bridge.calls.length;
  const marks = positionMarks({ ...model, ...part }, bridge);
  assert.equal(bridge.calls.length, calls, 'no trace is asked for: a first view draws without one');
  assert.deepEqual(marks.pair, [3, 4]);
  assert.deepEqual([...marks.marked], [3, 4]);
  // A sum with another game marks the table game's heap and is no pair of it.
  const sum = positionMarks({ ...model, ...part, position: 'sub(1..3): 3 + nim: 4' }, bridge);
  assert.equal(sum.pair, null);
  assert.deepEqual([...sum.marked], [3]);
  // A family marks no heap of a graph; nor does a position without an XOR.
  assert.deepEqual(positionMarks({ ...model, ...part, info: FAMILY }, bridge), { pair: null, marked: null });
  assert.deepEqual(positionMarks({ ...model, ...part, analysis: { position: 'p', hasXor: false } }, bridge), { pair: null, marked: null });
});
