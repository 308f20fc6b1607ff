// A lit law of P-positions against the grid (www/views/law-check.js compareGrid): which cells it speaks of, where it
// agrees, what it says past the grid, where a broken law broke. The verdicts are written here as the core would send
// them (1 P, 0 not, NO_VERDICT nothing, m × m row by row), from laws whose P-positions the test knows from the games'
// statements: Wythoff's queen (every cell) and Fibonacci Nim along y = x − 1 (the cells on the line).
import test from 'node:test';
import assert from 'node:assert/strict';
import { compareGrid, NO_VERDICT, AROUND } from '../www/views/law-check.js';

/** Wythoff's game from its statement (a queen moves left, down or diagonally down-left): a cell is a P-position
 * when no P-position lies left of it in its row, below it in its column or on its diagonal below. */
function queenP(side) {
  const [row, column, diagonal] = [new Set(), new Set(), new Set()];
  const p = [];
  for (let x = 0; x < side; x++) {
    p.push([]);
    for (let y = 0; y < side; y++) {
      const lost = !row.has(x) && !column.has(y) && !diagonal.has(x - y);
      p[x].push(lost);
      if (lost) [row, column, diagonal].forEach((s, i) => s.add([x, y, x - y][i]));
    }
  }
  return p;
}

/** Verdicts of m × m cells: `says(x, y)` true, false, or null (nothing). */
const verdicts = (m, says) => Uint8Array.from({ length: m * m }, (_, i) => {
  const v = says(Math.floor(i / m), i % m);
  return v === null ? NO_VERDICT : Number(v);
});

/** A grid of n × n cells whose P-positions are `p`'s: G = 0 there, 1 elsewhere (the comparison reads only G = 0). */
const gridOf = (n, p) => Uint32Array.from({ length: n * n }, (_, i) => (p[Math.floor(i / n)][i % n] ? 0 : 1));

test("Wythoff's pairs law: every cell agrees, and past the grid it says the next P-positions", () => {
  const [n, m] = [16, 32];
  const p = queenP(m);
  const law = verdicts(m, (x, y) => p[x][y]);
  const c = compareGrid({ kind: 'pairs', checkedTo: 64 }, law, gridOf(n, p), n);
  const inside = [];
  const past = [];
  for (let x = 0; x < m; x++) for (let y = 0; y < m; y++) if (p[x][y]) (x < n && y < n ? inside : past).push([x, y]);
  assert.deepEqual([c.cells, c.speaks, c.p, c.agrees, c.differ, c.m, c.past, c.broke], [256, 256, inside.length, 256, null, 32, past.length, null]);
  // (0,0) (1,2) (2,1) (3,5) (5,3) (4,7) (7,4) (6,10) (10,6) (8,13) (13,8) in 16 × 16; (9,15) (15,9) too.
  assert.equal(inside.length, 13);
  // Past the grid, nearest first: the pairs (11,18), (12,20), (14,23) … and their mirrors (10 is in (6,10) already).
  assert.deepEqual(c.pastCells.slice(0, 4), [[11, 18], [18, 11], [12, 20], [20, 12]]);
  assert.equal(c.pastCells.length, Math.min(AROUND, past.length));
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) assert.equal(c.mark(x, y), p[x][y] ? 'agree' : null, `(${x}, ${y})`);
});

test('a law along a line speaks of its cells only; a wrong one differs where the grid says otherwise', () => {
  // Fibonacci Nim (Whinihan 1963): (x, x − 1) is lost for the player to move exactly when x is a Fibonacci number.
  const fib = new Set([1, 2, 3, 5, 8, 13, 21]);
  const [n, m] = [16, 24];
  const onLine = (x, y) => y === x - 1;
  const grid = Uint32Array.from({ length: n * n }, (_, i) => (onLine(Math.floor(i / n), i % n) && fib.has(Math.floor(i / n)) ? 0 : 1));
  const law = verdicts(m, (x, y) => (onLine(x, y) ? fib.has(x) : null));
  const c = compareGrid({ kind: 'along', checkedTo: 64 }, law, grid, n);
  assert.deepEqual([c.speaks, c.p, c.agrees, c.differ, c.past, c.pastCells], [15, 6, 15, null, 1, [[21, 20]]]);
  assert.deepEqual([c.mark(8, 7), c.mark(9, 8), c.mark(8, 8)], ['agree', null, null]);
  // The powers of two instead: 4 is not a Fibonacci number (G ≠ 0 at (4, 3)) and 3 is (a P-position it says is not).
  const powers = verdicts(m, (x, y) => (onLine(x, y) ? [1, 2, 4, 8, 16].includes(x) : null));
  const d = compareGrid({ kind: 'along' }, powers, grid, n);
  assert.deepEqual([d.speaks, d.agrees, d.differ], [15, 11, { x: 3, y: 2, value: 0, p: false }]);
  assert.deepEqual([d.mark(3, 2), d.mark(4, 3), d.mark(8, 7), d.mark(6, 5)], ['differ', 'differ', 'agree', null]);
});

test('a broken law: its break is shown when it is a cell of the verdicts, its cells outside the grid no state', () => {
  const [n, m] = [4, 8];
  const p = queenP(m);
  const law = verdicts(m, (x, y) => p[x][y]);
  const grid = gridOf(n, p);
  grid[1] = 4294967295; // (0, 1) not a state: the law says not P, which agrees
  const broken = { kind: 'broken', brokeAt: [5, 3], value: 2, predicted: 0, heldTo: 4 };
  const c = compareGrid(broken, law, grid, n);
  assert.deepEqual([c.speaks, c.agrees, c.differ, c.broke], [16, 16, null, { x: 5, y: 3, value: 2, p: true }]);
  assert.equal(compareGrid({ ...broken, brokeAt: [9, 3] }, law, grid, n).broke, null);
  // No verdicts: nothing compared.
  const none = compareGrid(broken, null, grid, n);
  assert.deepEqual([none.speaks, none.past, none.mark(0, 0)], [0, 0, null]);
});
