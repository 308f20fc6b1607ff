// The 打表 grid of a game of two-number states (a user's rule: a sheet (w, h), a king's square (x, y)): G(x, y) for
// x, y < N with its axes and a colour key, filled row by row as the player steps, P-positions marked by a ring as
// well as by colour, and below it what the pattern finder sees, each pattern highlighted on request: a law of
// P-positions against the grid, as the core says it of each cell (predictPatterns; law-check.js compares), the cells
// it says are P-positions outlined, dashed red where the grid disagrees, with a sentence and what it says past the grid;
// the rows, columns or states another pattern lists, outlined. Clicking a state opens it as the position (its graph,
// mex and play views follow).

import { sgColor } from './strip.js';
import { sgKey } from './sg-key.js';
import { patternSection, litPattern, litIndex, cppOf } from './pattern-list.js';
import { renderGridLaw } from './law-panel.js';
import { patternCells } from '../i18n/patterns.js';

const NONE = 4294967295; // the core's mark for a cell that is not a state
const MAX_SIDE = 128; // the grid drawn (and solved) at most this many cells a side

const side = (model) => Math.max(1, Math.min(model.n, MAX_SIDE));
/** How far a lit law's verdicts reach: twice the grid's side, at most this many cells past it. */
const PAST = 64;
const predictionSide = (n) => n + Math.min(n, PAST);
/** The requests of the grid (ruleGrid) and of its patterns with their verdicts (predictPatterns): task, arguments. */
const gridAsk = (model) => ['ruleGrid', [model.game, side(model), side(model)]];
const patternsAsk = (model) => ['predictPatterns', [model.game, side(model), predictionSide(side(model))]];

/** The first state of the position, [x, y], when it is a state of this game. */
function focusOf(model) {
  const parts = model.answers.parts(model.analysis?.position ?? '');
  const first = parts?.components[0];
  return first && first.game === model.game && first.arity === 2 ? first.heaps.slice(0, 2) : null;
}

function build(panel, model, actions, values, n, found) {
  const patterns = found.patterns;
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
  // Its right edge fades, with a ›, while columns lie past it (style.css): no column is cut off without a sign.
  const more = document.createElement('span');
  more.className = 'grid-more';
  more.setAttribute('aria-hidden', 'true');
  more.textContent = '›';
  box.append(table, more);
  // A pattern is offered when the core says what it says of cells, or it lists cells itself.
  const offers = (p, i) => Boolean(found.predictions[i]) || patternCells(p) !== null;
  const cpp = cppOf(actions, model.game, n);
  const section = patternSection(panel, patterns, t, n, () => highlight(panel, model, values, n, found), offers, cpp);
  const check = document.createElement('div');
  check.className = 'law-check';
  wrap.append(title, key, box, section, check);
  panel.replaceChildren(wrap);
}

/**
 * Outlines the cells of the lit pattern: for a law, the cells the core says it says are P-positions, each marked
 * agreeing with the grid or not (data-law), with the law's sentence below; for another pattern, its own cells.
 */
function highlight(panel, model, values, n, found) {
  const i = litIndex(panel);
  const law = i === null ? null : found.predictions[i];
  const box = panel.querySelector('.law-check');
  const mark = law ? renderGridLaw(box, found.patterns[i], law, values, n, model.t).mark : null;
  if (!law) box.replaceChildren();
  const inside = law ? null : litPattern(panel, found.patterns);
  // The other cells dimmed while a pattern is lit, so that its own stand out from the grid's rings of P-positions.
  panel.querySelector('.grid-table')?.classList.toggle('has-lit', Boolean(mark || inside));
  for (const b of panel.querySelectorAll('.grid-cell')) {
    const [x, y] = [Number(b.dataset.x), Number(b.dataset.y)];
    const state = mark?.(x, y) ?? null;
    b.classList.toggle('lit', state !== null || Boolean(inside?.(x, y)));
    const cell = model.t(b.disabled ? 'gridNone' : 'gridCell', { x, y, sg: values[x * n + y] });
    if (state) {
      b.dataset.law = state;
      b.title = model.t(`gridLaw.mark.${state}`);
      b.setAttribute('aria-label', `${cell}: ${b.title}`);
    } else {
      delete b.dataset.law;
      b.removeAttribute('title');
      b.setAttribute('aria-label', cell);
    }
  }
}

function frame(panel, model, step, actions) {
  const grid = model.answers.get(...gridAsk(model));
  const found = model.answers.get(...patternsAsk(model));
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
    build(panel, model, actions, grid.value, n, found?.value ?? { patterns: [], predictions: [] });
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
  const grid = model.answers.get(...gridAsk(model));
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
    await Promise.all([
      actions.ask(...gridAsk(model)),
      // The patterns, with what each says of each cell (few bytes a cell, and little work beside finding them).
      actions.ask(...patternsAsk(model)),
    ]);
  },
  steps: (model) => side(model) + 1,
  defaultStep: (model) => side(model),
  frame,
  announce,
  drawing: () => null,
};
