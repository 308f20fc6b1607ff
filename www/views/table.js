// The table view (打表): G(0..N-1) as wrapped canvas strips (C1's drawStrip, so N = 10^6 costs one screenful),
// with the proven preperiod and period as bands, an overview of the whole table, and for a two-heap position the
// heatmap SG(a) ⊕ SG(b). Rows are a multiple of the period wide when one is proven, so the pattern lines up.
// Step i = state order[i] is being computed: for heap games only G(0..order[i]) is drawn. A game of another family
// (Wythoff's game, misère Nim, …) gets the table of its positions with the first two heaps running over 0 … 15.
// Its words and what it exports come from table-drawing.js.

import { drawStrip, drawHeatmap, sgColor, countColumns } from './strip.js';
import { computeSentence } from './mex-data.js';
import { tableTexts, computedTo, tableDrawing, FAMILY_SIDE } from './table-drawing.js';
import { patternSection, lookingSection, litIndex, cppOf } from './pattern-list.js';
import { marks } from './law-check.js';
import { renderLaw } from './law-panel.js';
import { sgKey } from './sg-key.js';

const CELL = 28; // CSS pixels per cell in the rows
const ROWS = 8; // rows drawn around the focus
const ROW_HEIGHT = 58; // px, as .strip-row in style.css
const OVERVIEW_HEIGHT = 40; // px, as .overview in style.css

/**
 * Cells per row and their width: a multiple of the period when one is proven, so equal values line up in columns
 * (a period wider than the row narrows the cells, down to 12 px, before giving up on alignment).
 */
function rowShape(available, period) {
  const fit = Math.max(4, Math.floor(available / CELL));
  const p = period?.period ?? 0;
  if (p <= 0) return { perRow: fit, cell: CELL };
  if (p <= fit) return { perRow: p * Math.floor(fit / p), cell: CELL };
  if (p * 12 <= available) return { perRow: p, cell: Math.floor(available / p) };
  return { perRow: fit, cell: CELL };
}

function ensure(root) {
  if (root.querySelector('.table-view')) return;
  const wrap = document.createElement('div');
  wrap.className = 'table-view';
  wrap.innerHTML = `
    <h2 class="table-title"></h2>
    <p class="table-period"><span class="period-text"></span> <button type="button" class="prove-period" hidden></button></p>
    <form class="table-jump" novalidate><label><span class="jump-label"></span> <input class="jump-input" type="number" min="0"
      inputmode="numeric"></label> <span class="jump-note" aria-live="polite"></span></form>
    <canvas class="overview" aria-hidden="true"></canvas>
    <div class="rows"></div>
    <div class="heatmap-box" hidden>
      <h3 class="heatmap-title"></h3>
      <canvas class="heatmap"></canvas>
    </div>
    <div class="table-patterns"></div>
    <div class="law-check"></div>`;
  root.replaceChildren(wrap);
}

/**
 * Renders the table view. `model`: { game, values, period, table, focus, pair ([a, b] or null), width (of the view,
 * when the caller knows it: then nothing here makes the page lay itself out) };
 * `on.open(state)` when a cell is clicked, `on.openPair(a, b)` for a heatmap cell.
 */
export function renderTable(root, model, step, on, t) {
  ensure(root);
  const { values, period } = model;
  const isGraph = model.info?.vertices != null; // a graph is solved whole, not in state order
  // Heap games are computed in state order: show the table as far as it has been computed.
  const shown = values.subarray(0, computedTo(model, step));

  const texts = tableTexts(model);
  root.querySelector('.table-title').textContent = texts.title;
  root.querySelector('.period-text').textContent = texts.period;
  // No period yet, and the core says a longer table could prove one: offer to look further (in the worker).
  const prove = root.querySelector('.prove-period');
  const maxProof = model.info?.maxProof ?? null;
  prove.hidden = isGraph || !!period || !maxProof || (model.periodChecked ?? values.length) >= maxProof || !on.provePeriod;
  prove.textContent = t('provePeriod', { max: String(maxProof).replace(/\B(?=(\d{3})+$)/g, ' ') }); // 67 108 864
  prove.title = t('provePeriodTitle');
  prove.onclick = () => on.provePeriod?.();

  // Any state, typed: the rows move to it (a long table is more than anyone scrolls through).
  const jump = root.querySelector('.table-jump');
  const input = jump.querySelector('.jump-input');
  jump.querySelector('.jump-label').textContent = t('jumpTo');
  jump.onsubmit = (e) => {
    e.preventDefault();
    const s = Number(input.value);
    if (input.value === '' || !Number.isInteger(s) || s < 0) return;
    const past = s >= values.length;
    jump.querySelector('.jump-note').textContent = past ? t('jumpPast', { last: values.length - 1, state: s }) : '';
    if (!past) on.jump?.(s);
  };

  // The overview (the whole table in one line) and the jump box only when the rows below cannot show it all.
  const overview = root.querySelector('.overview');
  const available = model.width || root.querySelector('.rows').clientWidth || 600;
  overview.hidden = values.length <= rowShape(available, period).perRow * ROWS;
  jump.hidden = overview.hidden;
  const overviewWidth = model.width || overview.clientWidth || 600;
  // Period bands only while a period is at least a pixel wide (drawing 10^5 invisible bands costs 100 ms).
  const bands = period && period.period * overviewWidth >= values.length ? period : null;
  let hitOverview = () => null;
  const options = {
    period: bands, focus: model.focus, theme: model.theme, first: 0, cellWidth: Math.min(CELL, overviewWidth / Math.max(1, values.length)),
  };
  const drawOverview = () => {
    hitOverview = drawStrip(overview, shown, { ...options, size: model.width ? { width: overviewWidth, height: OVERVIEW_HEIGHT } : null });
  };
  // A long table's first overview counts every state (30 ms at 10^6): a slice of columns per task, then the drawing
  // in a frame, so that the view's first render is no long task; later steps redraw it at once (the counts are kept).
  const token = (overview.token = (overview.token ?? 0) + 1);
  if (!overview.hidden && values.length > OVERVIEW_NOW && overview.drawnFor !== values) {
    overview.drawnFor = values;
    const size = { width: overviewWidth, height: OVERVIEW_HEIGHT };
    const columns = Math.max(1, Math.floor(OVERVIEW_NOW * options.cellWidth));
    const countFrom = (px) => {
      if (overview.token !== token) return;
      if (px >= size.width) { requestAnimationFrame(() => { if (overview.token === token) drawOverview(); }); return; }
      countColumns(shown, { ...options, size }, px, px + columns);
      setTimeout(() => countFrom(px + columns), 0);
    };
    setTimeout(() => countFrom(0), 0);
  } else if (!overview.hidden) {
    drawOverview();
  }
  overview.onclick = (e) => {
    const s = hitOverview(e.offsetX, e.offsetY);
    if (s !== null) on.open(s);
  };

  const rows = root.querySelector('.rows');
  const { perRow, cell } = rowShape(available, period);
  const focusRow = Math.floor(Math.min(model.focus ?? 0, values.length - 1) / perRow);
  const totalRows = Math.ceil(values.length / perRow);
  const firstRow = Math.max(0, Math.min(focusRow - Math.floor(ROWS / 2), totalRows - ROWS));
  const count = Math.min(ROWS, totalRows);
  while (rows.children.length < count) {
    const c = document.createElement('canvas');
    c.className = 'strip-row';
    c.addEventListener('click', (e) => {
      const s = c.hit?.(e.offsetX, e.offsetY);
      if (s !== null && s !== undefined) on.open(s);
    });
    rows.append(c);
  }
  while (rows.children.length > count) rows.lastChild.remove();
  const canvases = [...rows.children];
  for (const c of canvases) {
    c.style.setProperty('--cells', String(perRow)); // CSSOM: allowed under a strict CSP
    c.style.setProperty('--cell', `${cell}px`);
  }
  // Every row has the same box (style.css: perRow cells, at most the view's width, ROW_HEIGHT high): known without
  // asking the layout, or measured once before any row is drawn.
  const size = model.width ? { width: Math.min(perRow * cell, model.width), height: ROW_HEIGHT }
    : canvases.length ? { width: canvases[0].clientWidth, height: canvases[0].clientHeight } : null;
  canvases.forEach((c, i) => {
    const first = (firstRow + i) * perRow;
    c.dataset.first = String(first);
    // One row is cells first … first + perRow − 1 of the computed part.
    const end = Math.min(shown.length, first + perRow);
    const slice = end > first ? shown.subarray(0, end) : new Uint32Array(0); // rows not computed yet stay empty
    c.hit = drawStrip(c, slice, { period, focus: model.focus, first, cellWidth: cell, size, theme: model.theme, mark: model.mark });
  });

  const box = root.querySelector('.heatmap-box');
  box.hidden = !model.pair;
  if (model.pair) {
    const side = Math.min(values.length, 64);
    root.querySelector('.heatmap-title').textContent = t('heatmap');
    const canvas = box.querySelector('.heatmap');
    const hit = drawHeatmap(canvas, values, { n: side, focus: model.pair });
    let max = 0;
    for (let a = 0; a < side; a++) for (let b = 0; b < side; b++) max = Math.max(max, values[a] ^ values[b]);
    box.querySelector('.grid-key')?.remove();
    box.append(sgKey(t('heatmapKey'), t('gridP'), max));
    canvas.onclick = (e) => {
      const cell = hit(e.offsetX, e.offsetY);
      if (cell) on.openPair(cell[0], cell[1]);
    };
  }
}

/** Tables longer than this count their first overview in slices of this many states, each in a task of its own. */
const OVERVIEW_NOW = 1 << 17;


/** A lit law's predictions reach this far past the table: twice the table, at most this many values past it. */
const PAST = 1 << 14;
const predictionLength = (n) => n + Math.min(n, PAST);
/** The pattern finder's request for the model's table, with what each pattern predicts (predictPatterns): task,
 * arguments. One request, kept as an answer, so lighting a law runs nothing; the first-view build has no finder, so
 * it runs in the worker. */
const patternsAsk = (m) => ['predictPatterns', [m.game, m.values.length, predictionLength(m.values.length)]];

/** Whether the table shows what the finder sees: a heap game's table long enough. (An embed shows it only when its
 * panels name it, which a host may set at any time: it is asked for all the same.) */
const wantsPatterns = (m) => m.info.table && m.info.vertices === null && m.values.length >= 8;

/** The table of a family's positions: a grid of cells (one row when the game has one heap), each clickable. */
function renderFamilyTable(panel, model, actions) {
  const a = model.answers.get('positionTable', [model.position, FAMILY_SIDE]);
  const t = model.t;
  if (!a) return;
  if (a.error) {
    const p = document.createElement('p');
    p.className = 'error';
    p.textContent = model.errorText(a.error);
    panel.replaceChildren(p);
    delete panel.dataset.table;
    return;
  }
  const table = a.value;
  const key = `${model.position}|${model.lang}`;
  if (panel.dataset.table === key) return;
  panel.dataset.table = key;
  const title = document.createElement('h2');
  title.className = 'table-title';
  title.textContent = tableTexts(model, table).title;
  const grid = document.createElement('table');
  grid.className = 'family-table';
  const head = document.createElement('tr');
  head.append(document.createElement('th'));
  const cols = table.dims === 2 ? table.side : 1;
  for (let b = 0; b < cols; b++) {
    const th = document.createElement('th');
    th.textContent = table.dims === 2 ? String(b) : '';
    head.append(th);
  }
  grid.append(head);
  const current = model.position;
  for (let row = 0; row < table.side; row++) {
    const tr = document.createElement('tr');
    const th = document.createElement('th');
    th.textContent = String(row);
    tr.append(th);
    for (let col = 0; col < cols; col++) {
      const c = table.cells[row * cols + col];
      const td = document.createElement('td');
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'family-cell';
      b.dataset.kind = c.wins ? 'N' : 'P';
      if (c.sg !== null) b.dataset.sg = String(c.sg);
      b.dataset.position = c.position;
      b.textContent = c.sg !== null ? String(c.sg) : (c.wins ? 'N' : 'P');
      if (c.sg !== null && c.sg !== 0) b.style.setProperty('--cell-color', sgColor(c.sg)); // CSSOM: CSP-safe
      const value = c.sg !== null ? `SG ${c.sg}` : t(c.wins ? 'nKind' : 'pKind');
      b.title = t('tableCell', { position: c.position, value });
      b.setAttribute('aria-label', b.title);
      if (c.position === current) b.setAttribute('aria-current', 'true');
      b.addEventListener('click', () => actions.openPosition(c.position, 'table'));
      td.append(b);
      tr.append(td);
    }
    grid.append(tr);
  }
  const box = document.createElement('div');
  box.className = 'family-table-box';
  box.append(grid);
  panel.replaceChildren(title, box);
}

export default {
  drawing: (model, step, c) => tableDrawing(model, step, c),

  async prepare(model, actions) {
    if (!model.info.table && model.position) {
      await actions.ask('positionTable', [model.position, FAMILY_SIDE], 'worker');
    } else if (wantsPatterns(model)) {
      // The table first: what the finder sees in it follows, drawn when it is found (it checks each law on a table
      // 16 times as long, seconds for a game of many moves), and the section says it is looking meanwhile.
      actions.ask(...patternsAsk(model), 'worker').then(() => actions.refresh(), () => {}); // (an abort: Cancel)
    }
  },

  steps(model) {
    if (!model.info.table) return 1;
    return model.order?.length ?? model.values.length;
  },

  /** The whole computation (the end), or where a focused state is computed. */
  defaultStep(model) {
    if (!model.info.table) return 0;
    const s = model.state.state;
    return s === null ? Infinity : model.stepOf(Number(s));
  },

  frame(panel, model, step, actions) {
    if (!model.info.table) {
      renderFamilyTable(panel, model, actions);
      return;
    }
    const focus = actions.focusAt(step);
    // What the finder sees and what each pattern predicts, from one answer: the lit law reads its predictions there.
    const found = model.answers.get(...patternsAsk(model))?.value ?? null;
    const patterns = found?.patterns ?? null;
    const lit = () => {
      const i = litIndex(panel);
      return i === null || !found ? null : i;
    };
    const showLaw = (i) => {
      const box = panel.querySelector('.law-check');
      // Drawn again only when it changes (a step of the player changes nothing here).
      const key = i === null ? null : `${panel.querySelector('.table-patterns').dataset.key}|${i}`;
      if ((box.dataset.key ?? null) === key) return;
      if (i === null) { box.replaceChildren(); delete box.dataset.key; return; }
      box.dataset.key = key;
      renderLaw(box, patterns[i], found.predictions[i], model.values, model.t);
    };
    const law = () => {
      const i = lit();
      return i === null ? null : marks(found.predictions[i], model.values);
    };
    const draw = () => renderTable(panel, { ...model, focus, width: model.width, theme: model.theme, mark: law() }, step, {
      open: (state) => actions.open(state, 'mex'),
      openPair: (a, b) => actions.openPosition(`${a} ${b}`, 'xor'),
      jump: (state) => actions.focus(state),
      provePeriod: () => actions.provePeriod(),
    }, model.t);
    draw();
    // What the pattern finder sees in the table, once per table and language; lighting a pattern redraws the rows.
    const box = panel.querySelector('.table-patterns');
    const key = `${model.game}|${model.values.length}|${model.lang}|${model.info.rules?.text ?? ''}`;
    if (patterns && box.dataset.key !== key) {
      box.dataset.key = key;
      panel.dataset.highlight = '';
      const n = model.values.length;
      const cpp = cppOf(actions, model.game, n);
      box.replaceChildren(patternSection(panel, patterns, model.t, n, () => { draw(); showLaw(lit()); }, () => true, cpp));
    } else if (!patterns) {
      // While the finder looks, the section says so.
      const looking = wantsPatterns(model) && model.answers.pending(...patternsAsk(model));
      const want = looking ? `looking|${model.lang}` : '';
      if ((box.dataset.key ?? '') !== want) {
        box.replaceChildren(...(looking ? [lookingSection(model.t)] : []));
        box.dataset.key = want;
      }
    }
    showLaw(lit());
  },

  announce(model, step) {
    if (!model.info.table) {
      const a = model.analysis;
      if (!a) return '';
      return `${a.position} — ${model.t(a.firstPlayerWins ? 'outcomeWins' : 'outcomeLoses')}`;
    }
    const state = model.focus;
    if (state === null || state === undefined) return '';
    return model.stepOf(state) <= step ? computeSentence(model, state) : `SG(${state}) = ?`;
  },
};
