// The XOR view: each heap's SG value in binary, one column per bit, the parity of each column, the XOR; then the
// highest set bit, the rows that have it, their targets g ⊕ X and the winning move. All from the core's xorTrace;
// `step` indexes trace.steps, and the DOM is built once per trace so steps tween with CSS. A component of another
// family is one row (its SG value); misère Nim shows the heaps' XOR and ends on the notes' class (S0 … T2); a position
// whose value is not an XOR (a rule that says only who wins) shows that rule instead.

import { moveText, ruleText } from '../i18n/i18n.js';
import { positionText } from './notation.js';
import { drawing as newDrawing, textDrawing } from '../export.js';

export function binary(value, width) {
  return value.toString(2).padStart(width, '0');
}

/** How a row is named: "heap 14" for a single-component position, "kayles: 5" in a sum of different games, the
 * component itself ("staircase: 3 1 2") for a row that is a whole component. */
export function rowLabel(trace, row, t) {
  if (row.size === null) return row.text;
  const games = new Set(trace.rows.map((r) => r.game));
  if (games.size > 1) return row.text;
  return t(row.token ? 'token' : 'heap', { size: row.size });
}

/** What step `i` shows: rows revealed, columns whose parity is out, and which later phases have been reached. */
export function xorFrame(trace, step) {
  const i = Math.min(Math.max(0, step), trace.steps.length - 1);
  const f = { step: trace.steps[i], rows: 0, columns: new Set(), xor: false, highest: false, targets: new Set(), move: false, lose: false, rule: false };
  for (let k = 0; k <= i; k++) {
    const s = trace.steps[k];
    if (s.kind === 'row') f.rows = Math.max(f.rows, s.row + 1);
    else if (s.kind === 'column') f.columns.add(s.bit);
    else if (s.kind === 'xor') f.xor = true;
    else if (s.kind === 'highest') f.highest = true;
    else if (s.kind === 'target') f.targets.add(s.row);
    else if (s.kind === 'move') f.move = true;
    else if (s.kind === 'lose') f.lose = true;
    else if (s.kind === 'rule') f.rule = true;
  }
  return f;
}

function cell(tag, className, text) {
  const c = document.createElement(tag);
  c.className = className;
  if (text !== undefined) c.textContent = text;
  return c;
}

function build(root, trace) {
  root.replaceChildren();
  root.dataset.trace = trace.position;
  const title = cell('h2', 'xor-title', trace.position);
  const table = cell('table', 'xor-table');
  const bits = [];
  for (let b = trace.width - 1; b >= 0; b--) bits.push(b);

  const head = document.createElement('thead');
  const hr = document.createElement('tr');
  hr.append(cell('th', 'corner'), cell('th', 'sg-head', 'SG'));
  for (const b of bits) {
    const th = cell('th', 'bit-head', String(2 ** b));
    th.dataset.bit = String(b);
    hr.append(th);
  }
  hr.append(cell('th', 'target-head'));
  head.append(hr);

  const body = document.createElement('tbody');
  trace.rows.forEach((row, r) => {
    const tr = cell('tr', 'xor-row');
    tr.dataset.row = String(r);
    tr.dataset.value = String(row.value);
    tr.append(cell('th', 'row-label'), cell('td', 'row-value', String(row.value)));
    const text = binary(row.value, trace.width);
    for (const b of bits) {
      const td = cell('td', 'bit', text[trace.width - 1 - b]);
      td.dataset.bit = String(b);
      td.dataset.one = String(((row.value >>> b) & 1) === 1);
      tr.append(td);
    }
    const target = trace.targets.find((x) => x.row === r);
    const tt = cell('td', 'target');
    if (target) {
      tt.dataset.target = String(target.target);
      tt.textContent = `→ ${target.target}`;
      if (target.move?.take > 0) { // stones removed (none for a graph move or a plain split)
        tt.append(cell('small', 'target-take', ` (−${target.move.take})`));
      }
    }
    tr.append(tt);
    body.append(tr);
  });

  const foot = document.createElement('tfoot');
  const pr = cell('tr', 'parity-row');
  pr.append(cell('th', 'row-label parity-label'), cell('td', 'row-value xor-value', String(trace.xor)));
  for (const b of bits) {
    const col = trace.columns.find((c) => c.bit === b);
    const td = cell('td', 'parity', String(col.parity));
    td.dataset.bit = String(b);
    td.dataset.ones = String(col.ones);
    pr.append(td);
  }
  pr.append(cell('td', 'target'));
  foot.append(pr);
  table.append(head, body, foot);

  const outcome = cell('p', 'xor-outcome');
  const moves = cell('details', 'all-moves');
  moves.append(cell('summary', 'all-moves-head'), cell('ul', 'all-moves-list'));
  const note = cell('p', 'xor-misere-note');
  note.hidden = !trace.misere;
  root.append(title, table, note, outcome, moves);
}

/** Renders xor trace `trace` at `step`; `written(position)` writes a move's result as the view shows it. */
export function renderXor(root, trace, step, t, lang, written = (p) => p) {
  if (root.dataset.trace !== trace.position) build(root, trace);
  const f = xorFrame(trace, step);
  const current = f.step;
  root.querySelectorAll('.xor-row').forEach((tr, r) => {
    tr.classList.toggle('shown', r < f.rows);
    tr.classList.toggle('current', current.kind === 'row' && current.row === r);
    tr.classList.toggle('holder', f.highest && f.targets.has(r));
    tr.querySelector('.row-label').textContent = rowLabel(trace, trace.rows[r], t);
    tr.querySelector('.target').classList.toggle('shown', f.targets.has(r));
  });
  for (const el of root.querySelectorAll('[data-bit]')) {
    const b = Number(el.dataset.bit);
    el.classList.toggle('current', current.kind === 'column' && current.bit === b);
    el.classList.toggle('highest', f.highest && b === trace.highestBit);
  }
  for (const el of root.querySelectorAll('.parity')) el.classList.toggle('shown', f.columns.has(Number(el.dataset.bit)));
  root.querySelector('.parity-label').textContent = t('parity');
  // Misère Nim: heap sizes, not SG values, and a sentence on why their XOR does not decide alone. Under the SJ
  // theorem the rows are SG values and the sentence is the theorem's.
  const sizes = trace.misere && trace.rule?.id !== 'sj';
  root.querySelector('.sg-head').textContent = sizes ? t('xorHeapHead') : 'SG';
  root.querySelector('.xor-misere-note').textContent = trace.misere ? t(sizes ? 'misereXorNote' : 'sjXorNote') : '';
  root.querySelector('.xor-value').classList.toggle('shown', f.xor);
  root.querySelector('.xor-table').classList.toggle('lose', f.lose);

  const outcome = root.querySelector('.xor-outcome');
  const wins = trace.firstPlayerWins;
  outcome.dataset.kind = wins ? 'N' : 'P';
  const moveStep = trace.steps.find((s) => s.kind === 'move');
  let text = '';
  if (f.rule) text = ruleText(trace.rule, t);
  if (f.move) text = `${f.rule ? `${text} ` : ''}${moveText(moveStep.move, lang)}`;
  else if (f.lose) text = t('firstLoses');
  outcome.textContent = text;
  outcome.classList.toggle('winning-move', f.move);

  const done = f.move || f.lose || f.rule;
  const moves = root.querySelector('.all-moves');
  moves.hidden = !done;
  moves.querySelector('.all-moves-head').textContent = trace.moves.length
    ? t('winningMoves', { count: trace.moves.length }) : t('noWinningMoves');
  const list = moves.querySelector('.all-moves-list');
  list.replaceChildren(...trace.moves.map((m) => {
    const li = cell('li', 'move-item', `${moveText(m, lang)} → ${written(m.position)}`);
    return li;
  }));
}

/** The announcer's sentence for step `step` of a xor trace. */
export function announceXor(trace, step, t, lang) {
  const s = xorFrame(trace, step).step;
  switch (s.kind) {
    case 'row': {
      const row = trace.rows[s.row];
      return t(trace.misere && trace.rule?.id !== 'sj' ? 'aRowMisere' : 'aRow', { label: rowLabel(trace, row, t), value: row.value, binary: binary(row.value, trace.width) });
    }
    case 'column': {
      const col = trace.columns.find((c) => c.bit === s.bit);
      return t('aColumn', { bit: s.bit, ones: col.ones, parity: col.parity });
    }
    case 'xor':
      return t('aXor', { expr: trace.rows.map((r) => r.value).join(' ⊕ '), xor: trace.xor });
    case 'highest':
      return t('aHighest', { xor: trace.xor, bit: s.bit, weight: 2 ** s.bit });
    case 'target': {
      const target = trace.targets.find((x) => x.row === s.row);
      return t('aTarget', { value: target.value, bit: trace.highestBit, xor: trace.xor, target: target.target });
    }
    case 'move':
      return moveText(s.move, lang);
    case 'rule':
      return ruleText(s.rule, t);
    default:
      return t('aLose');
  }
}

/** Why there is no XOR to show: the rule that decided the position, or the core's reason. */
function notXor(root, m) {
  const a = m.analysis;
  const p = document.createElement('p');
  p.className = 'not-xor';
  if (!a) p.textContent = m.positionError ? m.errorText(m.positionError) : '';
  else if (a.rule) p.textContent = `${m.t('notXor')} ${ruleText(a.rule, m.t, a.position)}`;
  else if (m.xorError) p.textContent = m.errorText(m.xorError);
  else p.textContent = m.t('notXorSearch');
  root.replaceChildren(p);
  delete root.dataset.trace;
  return p.textContent;
}

/** The XOR table at `step` as a drawing: one row per heap, the bit columns, the parity row and the outcome. */
function xorDrawing(panel, model, step, c) {
  const trace = model.xor;
  if (!trace) return textDrawing([panel.textContent.trim()], c);
  const f = xorFrame(trace, step);
  const t = model.t;
  const labelW = Math.max(...trace.rows.map((r) => rowLabel(trace, r, t).length), 6) * 9 + 20;
  const col = 30;
  const width = Math.max(520, labelW + 60 + trace.width * col + 90);
  const rowH = 28;
  const d = newDrawing(width, 80 + (trace.rows.length + 2) * rowH + 60, c.bg);
  d.items.push({ kind: 'text', x: 12, y: 22, text: trace.position, size: 16, bold: true, fill: c.fg });
  const bitX = (b) => labelW + 60 + (trace.width - 1 - b) * col + col / 2;
  for (let b = 0; b < trace.width; b++) d.items.push({ kind: 'text', x: bitX(b), y: 50, text: String(2 ** b), size: 11, anchor: 'middle', fill: c.muted });
  trace.rows.forEach((row, r) => {
    if (r >= f.rows) return;
    const y = 50 + rowH * (r + 1);
    const holder = f.highest && f.targets.has(r);
    d.items.push({ kind: 'text', x: labelW - 8, y, text: rowLabel(trace, row, t), size: 13, anchor: 'end', fill: holder ? c.n : c.muted });
    d.items.push({ kind: 'text', x: labelW + 30, y, text: String(row.value), size: 14, bold: true, anchor: 'middle', fill: holder ? c.n : c.fg });
    for (let b = 0; b < trace.width; b++) {
      const one = ((row.value >>> b) & 1) === 1;
      d.items.push({ kind: 'text', x: bitX(b), y, text: one ? '1' : '0', size: 14, bold: one, anchor: 'middle', fill: c.fg });
    }
    const target = trace.targets.find((x) => x.row === r);
    if (target && f.targets.has(r)) d.items.push({ kind: 'text', x: bitX(0) + col, y, text: `→ ${target.target}`, size: 14, bold: true, fill: c.n });
  });
  const py = 50 + rowH * (trace.rows.length + 1);
  d.items.push({ kind: 'line', x1: 12, y1: py - rowH / 2, x2: width - 12, y2: py - rowH / 2, stroke: c.fg, width: 2 });
  d.items.push({ kind: 'text', x: labelW - 8, y: py, text: t('parity'), size: 13, anchor: 'end', fill: c.muted });
  if (f.xor) d.items.push({ kind: 'text', x: labelW + 30, y: py, text: String(trace.xor), size: 14, bold: true, anchor: 'middle', fill: c.fg });
  for (let b = 0; b < trace.width; b++) {
    if (f.columns.has(b)) d.items.push({ kind: 'text', x: bitX(b), y: py, text: String((trace.xor >>> b) & 1), size: 14, bold: true, anchor: 'middle', fill: c.fg });
  }
  const outcome = panel.querySelector('.xor-outcome')?.textContent ?? '';
  if (outcome) d.items.push({ kind: 'text', x: 12, y: py + 40, text: outcome, size: 15, bold: true, fill: trace.xor === 0 && !trace.misere ? c.p : c.n });
  return d;
}

export default {
  drawing: xorDrawing,
  steps: (model) => model.xor?.steps.length ?? 1,
  frame(panel, model, step) {
    if (model.xor) renderXor(panel, model.xor, step, model.t, model.lang, (p) => positionText(model, p));
    else notXor(panel, model);
  },
  announce(model, step) {
    if (model.xor) return announceXor(model.xor, step, model.t, model.lang);
    return notXor(document.createElement('div'), model);
  },
};
