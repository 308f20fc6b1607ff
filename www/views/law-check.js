// A lit law against the table (the table view's highlight): the core says what the law predicts, G(0) … G(m − 1)
// (predictPatterns: `SAYS_NOTHING` where it says nothing), the table says what is; here only the comparison, pure and
// the same for every kind of law (tests/law-check.test.mjs). Inside the table each value the law says is checked
// against the table's; past it the law's values are predicted, not computed, except where the finder's longer table
// broke a broken law (its `brokeAt`, `value`). The grid view's highlight is the same for a law of P-positions
// (`compareGrid`): the core says which cells of a larger grid the law says are P-positions, the grid says G.

/** The core's mark where a law says nothing (as ruleGrid's where a cell is not a state). */
export const SAYS_NOTHING = 4294967295;

/** How many cells the comparison shows on each side of the table's end (and before a break). */
export const AROUND = 12;

/**
 * Pattern `p`'s prediction `law` (a Uint32Array of m values, or null: it says no value of n) against `table`
 * (G(0) … G(N − 1)): { speaks (n < N it says G(n) of), agrees (of those, where it says the table's), differ (the first
 * n < N where it does not, or null), past (n ≥ N it predicts), m, broke ({ at, value, law } where a longer table broke
 * it, when that is below m), cells }. `cells` are the ones to show: the last AROUND the law speaks of in the table,
 * the first AROUND past it, and for a broken law the AROUND before its break and the break; each { n, law, table (a
 * number, or null when not computed), state: 'agree' | 'differ' | 'predicted', gap (n's it speaks of were left out
 * before this one) }.
 */
export function compare(p, law, table) {
  const n = table.length;
  const out = { speaks: 0, agrees: 0, differ: null, past: 0, m: law?.length ?? 0, broke: null, cells: [] };
  if (!law) return out;
  const spoken = [];
  for (let k = 0; k < law.length; k++) {
    if (law[k] === SAYS_NOTHING) continue;
    spoken.push(k);
    if (k >= n) { out.past++; continue; }
    out.speaks++;
    if (law[k] === table[k]) out.agrees++;
    else out.differ ??= k;
  }
  const at = p.kind === 'broken' && typeof p.brokeAt === 'number' ? p.brokeAt : null;
  if (at !== null && at >= n && at < law.length && law[at] !== SAYS_NOTHING) {
    out.broke = { at, value: p.value, law: law[at] };
  }
  // The indices (into `spoken`) of the cells shown.
  const inside = out.speaks;
  const shown = new Set();
  for (let i = Math.max(0, inside - AROUND); i < Math.min(spoken.length, inside + AROUND); i++) shown.add(i);
  if (out.broke) {
    const b = spoken.indexOf(out.broke.at);
    for (let i = Math.max(0, b - AROUND); i <= b; i++) shown.add(i);
  }
  let last = -1;
  for (const i of [...shown].sort((a, b) => a - b)) {
    const k = spoken[i];
    let value = k < n ? table[k] : null;
    if (out.broke?.at === k) value = out.broke.value;
    const state = value === null ? 'predicted' : value === law[k] ? 'agree' : 'differ';
    out.cells.push({ n: k, law: law[k], table: value, state, gap: i > last + 1 });
    last = i;
  }
  return out;
}

/** The table's cells the law speaks of, for the rows' marks: `(n)` → 'agree' | 'differ' | null. */
export function marks(law, table) {
  if (!law) return null;
  return (k) => {
    if (k >= law.length || law[k] === SAYS_NOTHING) return null;
    return k < table.length && law[k] !== table[k] ? 'differ' : 'agree';
  };
}

/** The core's mark where a law says nothing of a cell (predictPatterns of a two-number game: 1 P, 0 not P). */
export const NO_VERDICT = 255;

/** The grid's mark for a cell that is not a state (ruleGrid's). */
const NONE = 4294967295;

/**
 * Pattern `p`'s verdicts `law` (a Uint8Array of m × m cells, row by row: 1 the law says a P-position, 0 not one,
 * NO_VERDICT nothing; or null) against `grid` (G(x, y) for x, y < n, row by row): { cells (n²), speaks (the grid's
 * cells it speaks of), p (of those, the ones it says are P-positions), agrees (where it says what the grid does: P
 * exactly where G = 0), differ ({ x, y, value (G, or null: no state), p (whether the law says P) }, the first cell
 * row by row where it does not, or null), m, past (the P-positions it says with x or y ≥ n), pastCells (the first
 * AROUND of those, nearest the grid first: [x, y]), broke ({ x, y, value, p } where a longer grid broke it, when
 * that is a cell of m × m), mark ((x, y) → 'agree' | 'differ' | null: a cell it says is a P-position, agreeing where
 * G = 0, and a P-position of the grid it says is not one) }.
 */
export function compareGrid(p, law, grid, n) {
  const out = { cells: n * n, speaks: 0, p: 0, agrees: 0, differ: null, m: 0, past: 0, pastCells: [], broke: null, mark: () => null };
  if (!law) return out;
  const m = Math.round(Math.sqrt(law.length));
  out.m = m;
  const says = (x, y) => (x < m && y < m ? law[x * m + y] : NO_VERDICT);
  for (let x = 0; x < n; x++) {
    for (let y = 0; y < n; y++) {
      const v = says(x, y);
      if (v === NO_VERDICT) continue;
      out.speaks++;
      if (v === 1) out.p++;
      const g = grid[x * n + y];
      if ((v === 1) === (g === 0)) out.agrees++;
      else out.differ ??= { x, y, value: g === NONE ? null : g, p: v === 1 };
    }
  }
  const past = [];
  for (let x = 0; x < m; x++) {
    for (let y = 0; y < m; y++) if ((x >= n || y >= n) && law[x * m + y] === 1) past.push([x, y]);
  }
  out.past = past.length;
  out.pastCells = past.sort(([a, b], [c, d]) => Math.max(a, b) - Math.max(c, d) || a - c).slice(0, AROUND);
  if (p.kind === 'broken' && Array.isArray(p.brokeAt)) {
    const [x, y] = p.brokeAt;
    const v = says(x, y);
    if (v !== NO_VERDICT) out.broke = { x, y, value: p.value, p: v === 1 };
  }
  out.mark = (x, y) => {
    const v = says(x, y);
    const g = grid[x * n + y];
    if (v === 1) return g === 0 ? 'agree' : 'differ';
    return v === 0 && g === 0 ? 'differ' : null;
  };
  return out;
}
