// A lit law against the table (the table view's highlight): the core says what the law predicts, G(0) … G(m − 1)
// (predictPatterns: `SAYS_NOTHING` where it says nothing), the table says what is; here only the comparison, pure and
// the same for every kind of law (tests/law-check.test.mjs). Inside the table each value the law says is checked
// against the table's; past it the law's values are predicted, not computed, except where the finder's longer table
// broke a broken law (its `brokeAt`, `value`).

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
