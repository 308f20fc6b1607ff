// The memo view (note 003): two heaps solved by memoized search, as the note's dp[x][y] table. Cells fill in the
// order the recursion finishes them (the core's memoTrace follows the note's dfs: every move of the first heap, then
// of the second); a finished cell shows W (必胜态) or L (必败态). Clicking a cell lights its options.

import { memoHeaps } from './applies.js';
import { traceOf, ranks, memoTitle, cellText, memoDrawing } from './memo-drawing.js';

function render(panel, model, step, actions) {
  const a = traceOf(model);
  if (!a || a.error) {
    panel.textContent = a?.error ? model.errorText(a.error) : '';
    delete panel.dataset.memo;
    return;
  }
  const t = a.value;
  const tr = model.t;
  const key = `${t.game}|${t.rows}|${t.cols}`;
  if (panel.dataset.memo !== key) {
    panel.dataset.memo = key;
    panel.innerHTML = '<h2 class="memo-title"></h2><p class="memo-code"></p><div class="memo-box"><table class="memo-table"></table></div><p class="memo-options"></p>';
    const table = panel.querySelector('.memo-table');
    const head = document.createElement('tr');
    head.append(document.createElement('th'));
    for (let b = 0; b < t.cols; b++) {
      const th = document.createElement('th');
      th.textContent = `y=${b}`;
      head.append(th);
    }
    table.append(head);
    for (let x = 0; x < t.rows; x++) {
      const row = document.createElement('tr');
      const th = document.createElement('th');
      th.textContent = `x=${x}`;
      row.append(th);
      for (let y = 0; y < t.cols; y++) {
        const td = document.createElement('td');
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'memo-cell';
        b.dataset.cell = String(x * t.cols + y);
        b.dataset.x = String(x);
        b.dataset.y = String(y);
        b.addEventListener('click', () => { actions.keep('memoFocus', [x, y]); actions.refresh(); });
        td.append(b);
        row.append(td);
      }
      table.append(row);
    }
  }
  panel.querySelector('.memo-title').textContent = memoTitle(t, tr);
  panel.querySelector('.memo-code').textContent = 'bool dfs(x, y): res |= !dfs(x - i, y) … ; res |= !dfs(x, y - i) … ; return dp[x][y] = res;';
  const rank = ranks(t);
  const current = t.order[Math.min(step, t.order.length - 1)];
  // The options of the clicked cell (moves of either heap), from the core's move list.
  const focus = model.kept.memoFocus ?? [Math.floor(current / t.cols), current % t.cols];
  const options = new Set(optionCells(model, actions, t, focus));
  for (const b of panel.querySelectorAll('.memo-cell')) {
    const cell = Number(b.dataset.cell);
    const done = rank[cell] >= 0 && rank[cell] <= step;
    const w = t.wins[cell];
    b.textContent = cellText(t, rank, cell, step);
    b.dataset.kind = done ? (w ? 'N' : 'P') : '';
    b.classList.toggle('current', cell === current);
    b.classList.toggle('focus', cell === focus[0] * t.cols + focus[1]);
    b.classList.toggle('option', options.has(cell));
    b.setAttribute('aria-label', `dp[${b.dataset.x}][${b.dataset.y}] ${done ? (w ? 'W' : 'L') : '?'}`);
  }
  const list = [...options].map((c) => `(${Math.floor(c / t.cols)}, ${c % t.cols})`).join(', ');
  panel.querySelector('.memo-options').textContent = `(${focus[0]}, ${focus[1]}) → ${list || '∅'}`;
}

const cellsOf = new WeakMap(); // model.answers → the option cells found for it, by cell ("x y")

/** The cells one move from (x, y): the positions of the core's move list, within the table. */
function optionCells(model, actions, t, [x, y]) {
  if (!cellsOf.has(model.answers)) cellsOf.set(model.answers, new Map());
  const cache = cellsOf.get(model.answers);
  const key = `${x} ${y}`;
  if (!cache.has(key)) {
    let cells = [];
    try {
      // The bridge lists them at once when the core bounds that as cheap (a memo table is small).
      const list = model.answers.known('moves', [`${model.game}: ${x} ${y}`])?.value;
      cells = (list?.moves ?? []).map((m) => model.answers.parts(m.position)?.components[0].heaps ?? [])
        .filter(([a, b]) => a < t.rows && b < t.cols).map(([a, b]) => a * t.cols + b);
    } catch { /* no moves to show */ }
    cache.set(key, cells);
  }
  return cache.get(key);
}

export default {
  async prepare(model, actions) {
    const h = memoHeaps(model);
    actions.keep('memoFocus', null); // a cell clicked before is forgotten when the view is shown again
    if (h) await actions.ask('memoTrace', [model.game, h[0], h[1]], 'worker');
  },
  steps: (model) => traceOf(model)?.value?.order.length ?? 1,
  defaultStep: () => 0,
  frame(panel, model, step, actions) {
    render(panel, model, step, actions);
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    if (!t) return '';
    const cell = t.order[Math.min(step, t.order.length - 1)];
    const x = Math.floor(cell / t.cols);
    const y = cell % t.cols;
    return model.t(t.wins[cell] ? 'aMemoWin' : 'aMemoLose', { x, y, k: step + 1, total: t.order.length });
  },
  drawing: (model, step, c) => memoDrawing(model, step, c),
};
