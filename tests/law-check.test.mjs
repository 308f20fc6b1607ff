// A lit law against the table (www/views/law-check.js): which cells it speaks of, where it agrees, what it predicts
// past the table, and where a broken law broke. The predictions are written here as the core would send them (a
// law's value, or SAYS_NOTHING), for laws whose values the test knows: take at most half (G(2n) = n, G(2n + 1) =
// G(n)), from its statement; a period that a longer table broke.
import test from 'node:test';
import assert from 'node:assert/strict';
import { compare, marks, SAYS_NOTHING, AROUND } from '../www/views/law-check.js';

function mex(values) {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}

/** Take at most half, from its statement: take 1 to ⌊n/2⌋ stones from a heap of n. */
function takeHalf(len) {
  const g = [];
  for (let h = 0; h < len; h++) {
    const options = [];
    for (let k = 1; k <= h / 2; k++) options.push(g[h - k]);
    g.push(mex(options));
  }
  return g;
}

/** A prediction of m values: `says(n)` or SAYS_NOTHING where it returns null. */
const prediction = (m, says) => Uint32Array.from({ length: m }, (_, n) => says(n) ?? SAYS_NOTHING);

test('a law that holds: it agrees wherever it speaks in the table, and past it only predicts', () => {
  const truth = takeHalf(80);
  const table = Uint32Array.from(truth.slice(0, 40));
  const odd = prediction(80, (n) => (n % 2 ? truth[(n - 1) / 2] : null)); // G(2n + 1) = G(n)
  const c = compare({ kind: 'selfSimilar', checkedTo: 640 }, odd, table);
  assert.deepEqual([c.speaks, c.agrees, c.differ, c.past, c.m, c.broke], [20, 20, null, 20, 80, null]);
  // The last AROUND odd n in the table, then the first AROUND past it: agreeing, then predicted (no table value).
  assert.equal(c.cells.length, 2 * AROUND);
  assert.deepEqual(c.cells.map((x) => x.n), Array.from({ length: 2 * AROUND }, (_, i) => 40 - 2 * AROUND + 2 * i + 1));
  for (const x of c.cells) {
    assert.equal(x.law, truth[x.n]);
    assert.deepEqual([x.state, x.table], x.n < 40 ? ['agree', truth[x.n]] : ['predicted', null]);
  }
  // The first cell shown leaves out odd n before it; no other does.
  assert.deepEqual(c.cells.map((x) => x.gap), c.cells.map((_, i) => i === 0));
  // The rows' marks: odd n in the table agree, even n say nothing.
  const mark = marks(odd, table);
  assert.deepEqual([mark(3), mark(4), mark(39)], ['agree', null, 'agree']);
});

test('a law that breaks: where it differs from the table, and where a longer table broke it', () => {
  const table = Uint32Array.from([0, 1, 2, 0, 1, 2, 0, 1]);
  // Period 3: says G(n − 3) from n = 3; a wrong table value at 7 and a break past the table, at 10.
  table[7] = 5;
  const law = prediction(12, (n) => (n >= 3 ? [0, 1, 2][n % 3] : null));
  const c = compare({ kind: 'broken', brokeAt: 10, value: 2, predicted: 1, heldTo: 9 }, law, table);
  assert.deepEqual([c.speaks, c.agrees, c.differ, c.past], [5, 4, 7, 4]);
  assert.deepEqual(c.broke, { at: 10, value: 2, law: 1 });
  const at = (n) => c.cells.find((x) => x.n === n);
  assert.deepEqual([at(7).state, at(7).table, at(7).law], ['differ', 5, 1]);
  assert.deepEqual([at(10).state, at(10).table, at(10).law], ['differ', 2, 1]);
  assert.deepEqual([at(9).state, at(9).table], ['predicted', null]);
  assert.equal(marks(law, table)(7), 'differ');
  // A break past the predictions is not shown as a cell.
  assert.equal(compare({ kind: 'broken', brokeAt: 20, value: 2 }, law, table).broke, null);
});

test('a pattern that says no value: nothing to compare', () => {
  const c = compare({ kind: 'broken', brokeAt: 9000 }, null, Uint32Array.from([0, 1]));
  assert.deepEqual([c.speaks, c.past, c.cells.length], [0, 0, 0]);
  assert.equal(marks(null, []), null);
});
