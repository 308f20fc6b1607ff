// The 打表 grid of a game of two-number states (a user's rule: a sheet (w, h), a king's square (x, y)): G(x, y) for
// x, y < N with its axes and a colour key, filled row by row as the player steps, P-positions marked by a ring as
// well as by colour, and below it what the pattern finder sees, each pattern highlighted on request. Clicking a
// state opens it as the position (its graph, mex and play views follow).

import { sgColor } from './strip.js';
import { sgKey } from './sg-key.js';
import { patternSection, litPattern } from './pattern-list.js';
import { positionParts } from '../core/positions.js';

const NONE = 4294967295; // the core's mark for a cell that is not a state
const MAX_SIDE = 128; // the grid drawn (and solved) at most this many cells a side

const side = (model) => Math.max(1, Math.min(model.n, MAX_SIDE));
const gridKey = (model) => `grid:${side(model)}`;
const patternsKey = (model) => `patterns:grid:${side(model)}`;

/** The first state of the position, [x, y], when it is a state of this game. */
function focusOf(model) {
  const parts = positionParts(model.analysis?.position ?? '');
  const first = parts?.components[0];
  return first && first.game === model.game && first.arity === 2 ? first.heaps.slice(0, 2) : null;
}

function build(panel, model, actions, values, n, patterns) {
  const t = model.t;
  const wrap = document.createElement('div');
  wrap.className = 'grid-view';
  const title = document.createElement('h2');
  title.className = 'grid-title';
  title.textContent = t('gridTitle', { game: model.game, n });
  const max = values.reduce((m, v) => (v === NONE ? m : Math.max(m, v)), 0);
  const key = sgKey(t('gridKey'), t('gridP'), max);
  const box = document.createElement('div');
  box.className = 'grid-box';
  const table = document.createElement('table');
  table.className = 'grid-table';
  const head = document.createElement('tr');
  const corner = document.createElement('th');
  corner.textContent = 'x \\ y';
  head.append(corner);
  for (let y = 0; y < n; y++) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = String(y);
    head.append(th);
  }
  table.append(head);
  for (let x = 0; x < n; x++) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.scope = 'row';
    th.textContent = String(x);
    tr.append(th);
    for (let y = 0; y < n; y++) {
      const v = values[x * n + y];
      const td = document.createElement('td');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'grid-cell';
      b.dataset.x = String(x);
      b.dataset.y = String(y);
      if (v === NONE) {
        b.disabled = true;
        b.dataset.kind = 'none';
        b.setAttribute('aria-label', t('gridNone', { x, y }));
      } else {
        b.dataset.sg = String(v);
        b.dataset.kind = v === 0 ? 'P' : 'N';
        b.style.setProperty('--sg', sgColor(v));
        b.textContent = String(v);
        b.setAttribute('aria-label', t('gridCell', { x, y, sg: v }));
        b.addEventListener('click', () => actions.openPosition(`${model.game}: (${x},${y})`, 'grid'));
      }
      td.append(b);
      tr.append(td);
    }
    table.append(tr);
  }
  box.append(table);
  const found = patternSection(panel, patterns, t, n, () => highlight(panel, patterns));
  wrap.append(title, key, box, found);
  panel.replaceChildren(wrap);
}

/** Outlines the cells of the lit pattern. */
function highlight(panel, patterns) {
  const inside = litPattern(panel, patterns);
  for (const b of panel.querySelectorAll('.grid-cell')) {
    b.classList.toggle('lit', Boolean(inside?.(Number(b.dataset.x), Number(b.dataset.y))));
  }
}

function frame(panel, model, step, actions) {
  const grid = model.answers.get(gridKey(model));
  const found = model.answers.get(patternsKey(model));
  if (!grid || grid.error) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = grid?.error ? model.errorText(grid.error) : '';
    panel.replaceChildren(p);
    delete panel.dataset.grid;
    return;
  }
  const n = side(model);
  const key = `${model.game}|${n}|${model.lang}|${model.info.rules.text}`;
  if (panel.dataset.grid !== key) {
    panel.dataset.grid = key;
    panel.dataset.highlight = '';
    build(panel, model, actions, grid.value, n, found?.value ?? []);
  }
  // Rows below the step are still to be computed.
  const focus = focusOf(model);
  for (const b of panel.querySelectorAll('.grid-cell')) {
    const x = Number(b.dataset.x);
    b.classList.toggle('pending', x >= step);
    const here = focus && focus[0] === x && focus[1] === Number(b.dataset.y);
    if (here) b.setAttribute('aria-current', 'true'); else b.removeAttribute('aria-current');
  }
}

function announce(model, step) {
  const grid = model.answers.get(gridKey(model));
  if (!grid?.value) return '';
  const n = side(model);
  if (step >= n) {
    let zeros = 0;
    for (const v of grid.value) if (v === 0) zeros++;
    return model.t('gridDone', { zeros });
  }
  return step === 0 ? model.t('gridEmpty') : model.t('gridStep', { x: step - 1 });
}

export default {
  async prepare(model, actions) {
    const n = side(model);
    await Promise.all([
      actions.ask(gridKey(model), 'ruleGrid', [model.game, n, n]),
      actions.ask(patternsKey(model), 'findPatterns', [model.game, n]),
    ]);
  },
  steps: (model) => side(model) + 1,
  defaultStep: (model) => side(model),
  frame,
  announce,
  drawing: () => null,
};
