// A lit law in words and cells: in the table view what the law says beside what the table says, whether they agree,
// and what it predicts past the table (`renderLaw`); in the grid view the same of a law of P-positions against the
// grid (`renderGridLaw`). law-check.js compares; here only the DOM. Every kind of law alike: what a law says comes
// from the core (predictPatterns), never from its kind.

import { compare, compareGrid } from './law-check.js';

/** Fills `box` with pattern `p`'s prediction `law` (null: it says no value) against `table`, in `t`'s language. */
export function renderLaw(box, p, law, table, t) {
  const c = compare(p, law, table);
  const n = table.length;
  const words = [];
  if (!law) words.push(t('law.nothing', { m: c.m }));
  else {
    if (c.speaks === 0) words.push(t('law.insideNone', { n }));
    else if (c.differ === null) words.push(t('law.inside', { n, speaks: c.speaks }));
    else words.push(t('law.insideDiffer', { n, speaks: c.speaks, agrees: c.agrees, at: c.differ, table: table[c.differ], law: law[c.differ] }));
    if (c.past > 0) {
      const last = c.m - 1;
      if (p.kind === 'broken') words.push(t('law.pastHeld', { last, past: c.past, held: p.heldTo }));
      else if (p.proven) words.push(t('law.pastProven', { last, past: c.past }));
      else words.push(t('law.past', { last, past: c.past, to: p.checkedTo }));
    }
    if (c.broke) words.push(t('law.broke', c.broke));
  }
  const summary = document.createElement('p');
  summary.className = 'law-summary';
  summary.textContent = words.join(t('law.join'));
  const list = document.createElement('ol');
  list.className = 'law-cells';
  list.setAttribute('aria-label', t('law.cells'));
  let inside = false;
  for (const cell of c.cells) {
    // Where the table ends: a rule between its last cell shown and the first past it.
    if (inside && cell.n >= n) {
      const edge = document.createElement('li');
      edge.className = 'law-edge';
      edge.title = t('law.edge', { n });
      edge.setAttribute('aria-label', edge.title);
      list.append(edge);
    }
    inside = cell.n < n;
    if (cell.gap) {
      const gap = document.createElement('li');
      gap.className = 'law-gap';
      gap.textContent = '…';
      gap.title = t('law.gap');
      list.append(gap);
    }
    const li = document.createElement('li');
    li.className = 'law-cell';
    li.dataset.n = String(cell.n);
    li.dataset.law = String(cell.law);
    li.dataset.state = cell.state;
    if (cell.table !== null) li.dataset.table = String(cell.table);
    const past = cell.n >= n;
    li.title = cell.table === null ? t('law.cellPredicted', cell) : t(past ? 'law.cellBroke' : 'law.cellAgree', cell);
    li.setAttribute('aria-label', li.title);
    const at = document.createElement('span');
    at.className = 'law-n';
    at.textContent = String(cell.n);
    const value = document.createElement('span');
    value.className = 'law-value';
    value.textContent = String(cell.law);
    const mark = document.createElement('span');
    mark.className = 'law-mark';
    mark.textContent = cell.state === 'agree' ? '✓' : cell.state === 'differ' ? `✗ ${cell.table}` : '';
    li.append(at, value, mark);
    list.append(li);
  }
  const key = document.createElement('p');
  key.className = 'law-key';
  key.textContent = t('law.key');
  box.replaceChildren(summary, ...(c.cells.length ? [list, key] : []));
}

/**
 * Fills `box` with pattern `p`'s verdicts `law` (predictPatterns of a grid: 1 P, 0 not, NO_VERDICT nothing, m × m)
 * against `grid` (n × n), in `t`'s language: a sentence, and the P-positions it says past the grid and where a broken
 * law broke as cells. Returns the comparison (its `mark` for the grid's cells).
 */
export function renderGridLaw(box, p, law, grid, n, t) {
  const c = compareGrid(p, law, grid, n);
  const summary = document.createElement('p');
  summary.className = 'law-summary';
  const says = (isP) => t(isP ? 'pattern.saysP' : 'pattern.saysNotP');
  const value = (v) => v ?? t('pattern.noState');
  const words = [];
  if (c.speaks === 0) words.push(t('gridLaw.insideNone', c));
  else if (c.differ === null) words.push(t('gridLaw.inside', c));
  else words.push(t('gridLaw.insideDiffer', { ...c, ...c.differ, value: value(c.differ.value), says: says(c.differ.p) }));
  if (c.m > n) {
    const last = c.m - 1;
    if (p.kind === 'broken') words.push(t('gridLaw.pastHeld', { last, past: c.past, held: p.heldTo }));
    else words.push(t('gridLaw.past', { last, past: c.past, to: p.checkedTo }));
  }
  if (p.kind === 'broken' && Array.isArray(p.brokeAt)) {
    const [x, y] = p.brokeAt;
    words.push(t('gridLaw.broke', { x, y, value: value(p.value), says: says(p.predicted === 0) }));
  }
  summary.textContent = words.join(t('law.join'));
  const list = document.createElement('ol');
  list.className = 'law-cells';
  list.setAttribute('aria-label', t('gridLaw.cells'));
  const cell = (x, y, state, mark, title) => {
    const li = document.createElement('li');
    li.className = 'law-cell';
    li.dataset.x = String(x);
    li.dataset.y = String(y);
    li.dataset.state = state;
    li.title = title;
    li.setAttribute('aria-label', title);
    const at = document.createElement('span');
    at.className = 'law-n';
    at.textContent = `(${x}, ${y})`;
    const v = document.createElement('span');
    v.className = 'law-value';
    v.textContent = 'P';
    const m = document.createElement('span');
    m.className = 'law-mark';
    m.textContent = mark;
    li.append(at, v, m);
    list.append(li);
    return li;
  };
  for (const [x, y] of c.pastCells) cell(x, y, 'predicted', '', t('gridLaw.cellPredicted', { x, y }));
  if (c.pastCells.length < c.past) {
    const gap = document.createElement('li');
    gap.className = 'law-gap';
    gap.textContent = '…';
    gap.title = t('law.gap');
    list.append(gap);
  }
  if (c.broke) {
    const { x, y } = c.broke;
    const li = cell(x, y, 'differ', `✗ ${value(c.broke.value)}`, t('gridLaw.cellBroke', { x, y, says: says(c.broke.p), value: value(c.broke.value) }));
    li.querySelector('.law-value').textContent = c.broke.p ? 'P' : 'N';
  }
  const key = document.createElement('p');
  key.className = 'law-key';
  key.textContent = t('gridLaw.key');
  box.replaceChildren(summary, ...(list.children.length ? [list] : []), key);
  return c;
}
