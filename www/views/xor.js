// The XOR view: each heap's SG value in binary, one column per bit, the parity of each column, the XOR; then the
// highest set bit, the rows that have it, their targets g ⊕ X and the winning move. All from the core's xorTrace;
// `step` indexes trace.steps, and the DOM is built once per trace so steps tween with CSS. A component of another
// family is one row (its SG value); misère Nim shows the heaps' XOR and ends on the notes' class (S0 … T2); a position
// whose value is not an XOR (a rule that says only who wins) shows that rule instead. Every text and number shown
// comes from xorScene (xor-drawing.js), whose drawing every export writes: the table is the screen's form of it.

import { moveText, ruleText } from '../i18n/i18n.js';
import { xorFrame, xorScene, xorDrawing, notXorText, rowLabel, binary } from './xor-drawing.js';
import { positionText } from './notation.js';

function cell(tag, className, text) {
  const c = document.createElement(tag);
  c.className = className;
  if (text !== undefined) c.textContent = text;
  return c;
}

function build(root, trace, scene) {
  root.replaceChildren();
  root.dataset.trace = trace.position;
  const title = cell('h2', 'xor-title', scene.title);
  const table = cell('table', 'xor-table');
  const bits = scene.bits;

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
  scene.rows.forEach((row, r) => {
    const tr = cell('tr', 'xor-row');
    tr.dataset.row = String(r);
    tr.dataset.value = row.value;
    tr.append(cell('th', 'row-label'), cell('td', 'row-value', row.value));
    bits.forEach((b, k) => {
      const td = cell('td', 'bit', row.binary[k]);
      td.dataset.bit = String(b);
      td.dataset.one = String(row.binary[k] === '1');
      tr.append(td);
    });
    const target = trace.targets.find((x) => x.row === r);
    const tt = cell('td', 'target');
    if (target) {
      tt.dataset.target = String(target.target);
      tt.textContent = row.target;
      if (row.take) tt.append(cell('small', 'target-take', row.take));
    }
    tr.append(tt);
    body.append(tr);
  });

  const foot = document.createElement('tfoot');
  const pr = cell('tr', 'parity-row');
  pr.append(cell('th', 'row-label parity-label'), cell('td', 'row-value xor-value', scene.xor));
  for (const p of scene.parityBits) {
    const td = cell('td', 'parity', p.text);
    td.dataset.bit = String(p.bit);
    td.dataset.ones = String(p.ones);
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

/** Renders xor trace `trace` at `step`: the texts of xorScene, the step's classes for the CSS tweens; `written(position)`
 * writes a move's result as the view shows it. */
export function renderXor(root, trace, step, t, lang, written = (p) => p) {
  const scene = xorScene(trace, step, t, lang, written);
  if (root.dataset.trace !== trace.position) build(root, trace, scene);
  const f = scene.frame;
  const current = f.step;
  root.querySelectorAll('.xor-row').forEach((tr, r) => {
    const row = scene.rows[r];
    tr.classList.toggle('shown', row.shown);
    tr.classList.toggle('current', current.kind === 'row' && current.row === r);
    tr.classList.toggle('holder', row.holder);
    tr.querySelector('.row-label').textContent = row.label;
    tr.querySelector('.target').classList.toggle('shown', row.targetShown);
  });
  for (const el of root.querySelectorAll('[data-bit]')) {
    const b = Number(el.dataset.bit);
    el.classList.toggle('current', current.kind === 'column' && current.bit === b);
    el.classList.toggle('highest', f.highest && b === trace.highestBit);
  }
  for (const el of root.querySelectorAll('.parity')) el.classList.toggle('shown', f.columns.has(Number(el.dataset.bit)));
  root.querySelector('.parity-label').textContent = scene.parity;
  root.querySelector('.sg-head').textContent = scene.valueHead;
  root.querySelector('.xor-misere-note').textContent = scene.note;
  root.querySelector('.xor-value').classList.toggle('shown', f.xor);
  root.querySelector('.xor-table').classList.toggle('lose', f.lose);

  const outcome = root.querySelector('.xor-outcome');
  outcome.dataset.kind = trace.firstPlayerWins ? 'N' : 'P';
  outcome.textContent = scene.outcome;
  outcome.classList.toggle('winning-move', f.move);

  const moves = root.querySelector('.all-moves');
  moves.hidden = !scene.done;
  moves.querySelector('.all-moves-head').textContent = scene.movesHead;
  moves.querySelector('.all-moves-list').replaceChildren(...scene.moves.map((m) => cell('li', 'move-item', m)));
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

/** Why there is no XOR to show, in words (notXorText). */
function notXor(root, m) {
  const p = document.createElement('p');
  p.className = 'not-xor';
  p.textContent = notXorText(m);
  root.replaceChildren(p);
  delete root.dataset.trace;
}

export default {
  drawing: (model, step, c) => xorDrawing(model, step, c),
  // The position's XOR (the core's xorTrace), asked for when this view is shown: a first view has none.
  async prepare(model, actions) {
    if (model.analysis?.hasXor) await actions.ask('xorTrace', [model.position]);
  },
  steps: (model) => model.xor?.steps.length ?? 1,
  frame(panel, model, step) {
    if (model.xor) renderXor(panel, model.xor, step, model.t, model.lang, (p) => positionText(model, p));
    else notXor(panel, model);
  },
  announce(model, step) {
    if (model.xor) return announceXor(model.xor, step, model.t, model.lang);
    return notXorText(model);
  },
};
