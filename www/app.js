// The explorer's entry point. One direction of flow: the boxes and the URL give a view description; the core computes
// the model once (values, period, layout, table order, traces); the player holds a step index; each view renders
// "the state at step i" and the announcer says it in words. The page asks the core for every game-theory answer.

import init, { normalizeGame, mexTrace, importHdu1524 } from '../pkg/grundy.js';
import { compute, heavyText } from './compute.js';
import { createPlayer } from './player.js';
import { readUrl, writeUrl, VIEWS, MAX_N } from './url.js';
import { t, setLang, pickLang, lang } from './i18n.js';
import { PRESETS } from './presets.js';
import { renderGraph } from './views/graph.js';
import { renderMex, announceMex, setText } from './views/mex.js';
import { renderXor, announceXor } from './views/xor.js';
import { renderTable } from './views/table.js';

const $ = (id) => document.getElementById(id);
const TEXT_VALUES = 100; // the text list under the views shows this many values; the table view shows them all
const PROGRESS_DELAY = 120; // ms before the progress bar appears (quick answers never flash it)
const GRID_MAX = 16; // the two-heap grid shows heaps 0..15 at most (256 states stay readable)
const SMALL = 2000; // states and heaps up to this are traced on the main thread (well under 50 ms) unless the text is
// heavy for another reason (compute.js's heavyText: long, many components, a big graph); the rest in the worker

// What the user asked for (the URL's contents), and what the core answered for it.
const view = readUrl();
let model = null; // { game, n, values, period, layout, table, position, xor, pair }
let grid = null; // the two-heap grid's layout when shown: { game, side, layout }
let mexCache = null; // the mex trace of the focused state: { key, trace }
const running = new Set(); // AbortControllers of the computations in flight (the cancel button aborts them)
let loads = 0; // counts load() calls, so a superseded one drops its answer quietly
let lastStep = null; // the step drawn last in the graph/table timeline (a new step moves the focus)

/* ---------- the model ---------- */

/** The position box's text as a full position: plain heaps ("14 21 39") are heaps of the game box's game. */
function fullPosition(game, text) {
  return text.includes(':') ? text : `${game}: ${text}`;
}

/** The core's message, with the column made relative to the position box when a game prefix was added. */
function positionMessage(message, prefix) {
  return message.replace(/at column (\d+)$/, (whole, c) => {
    const column = Number(c) - prefix;
    return column >= 1 ? `at column ${column}` : whole;
  });
}

/** The biggest number in a text: a size hint for where to run its trace (not game theory). */
function biggest(text) {
  // A loop, not Math.max(...list): spreading 10^5 arguments overflows the stack.
  let max = 0;
  for (const m of text.matchAll(/\d+/g)) max = Math.max(max, Number(m[0]));
  return max;
}

/** Shows an unexpected failure (not bad input, which the boxes report themselves) instead of losing it. */
function showFailure(e) {
  if (e?.name === 'AbortError') return;
  $('game-error').textContent = t('failed', { message: e?.message ?? String(e) });
}

/** The xor trace of the position box (in the worker when its heaps are large); null with the error shown if bad. */
async function loadPosition(game, text) {
  const full = fullPosition(game, text.trim());
  try {
    const xor = await run('xorTrace', [full], biggest(full) > SMALL || heavyText(full) ? 'worker' : 'main');
    $('position-error').textContent = '';
    return xor;
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    const prefix = full.length - text.trim().length;
    $('position-error').textContent = positionMessage(e.message, prefix);
    return null;
  }
}

/** [a, b] when the position is two heaps of one game (the heatmap's cell), else null. */
function pairOf(xor, game) {
  if (!xor || xor.rows.length !== 2 || xor.rows[0].game !== game || xor.rows[1].game !== game) return null;
  return [xor.rows[0].size, xor.rows[1].size];
}

function errorTrace(state, message) {
  return { game: model.game, state, options: [], values: [], mex: null, steps: [{ kind: 'error' }], error: message };
}

/**
 * The mex trace of `state` in the current game, if known now: cached, or small enough to trace on the spot.
 * Large states are traced in the worker by ensureMex() first; until then this returns null.
 */
function mexOf(state) {
  const key = `${model.game}|${state}`;
  if (mexCache?.key === key) return mexCache.trace;
  if (state > SMALL || heavyText(model.game)) return null;
  let trace;
  try {
    trace = mexTrace(model.game, state);
  } catch (e) {
    trace = errorTrace(state, e.message); // e.g. too many options to trace: the core says so
  }
  mexCache = { key, trace };
  return trace;
}

/** Makes sure mexOf(state) has an answer, computing it in the worker when the state is large. */
async function ensureMex(state) {
  if (mexOf(state)) return;
  const game = model.game;
  let trace;
  try {
    trace = await run('mexTrace', [game, state], 'worker');
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    trace = errorTrace(state, e.message);
  }
  if (model.game === game) mexCache = { key: `${game}|${state}`, trace };
}

/** Runs a core function through compute() with the progress bar and the cancel button. */
async function run(task, args, where = 'auto', controller = new AbortController()) {
  running.add(controller);
  const timer = setTimeout(() => { $('progress').hidden = false; }, PROGRESS_DELAY);
  try {
    return await compute(task, args, { onProgress: showProgress, signal: controller.signal, where });
  } finally {
    clearTimeout(timer);
    running.delete(controller);
    if (running.size === 0) $('progress').hidden = true;
  }
}

function order() {
  return model.table?.order ?? null;
}

/** Where `state` sits in the computation order (its step in the graph and table timelines). */
function stepOfState(state) {
  const o = order();
  if (!o) return state;
  // A heap game is computed in state order (0 … n−1); a graph's order is inverted once per model, not searched.
  if (!/^graph\(/.test(model.game)) return state < o.length ? state : 0;
  if (!model.stepOf) {
    model.stepOf = new Map();
    o.forEach((s, i) => model.stepOf.set(s, i));
  }
  return model.stepOf.get(state) ?? 0;
}

/** The state the mex view explains when none was chosen: the position's first heap if it is in range. */
function defaultState() {
  const first = model.xor?.rows.find((r) => r.game === model.game)?.size;
  if (first !== undefined && first < model.values.length) return first;
  return Math.max(0, model.values.length - 1);
}

/** Steps in the timeline of the current view. */
function timelineLength() {
  if (view.view === 'mex') return mexOf(view.state ?? defaultState())?.steps.length ?? 1;
  if (view.view === 'xor') return model.xor ? model.xor.steps.length : 1;
  return order()?.length ?? model.values.length;
}

/* ---------- rendering ---------- */

function announce(text) {
  const status = $('status');
  if (status.textContent !== text) status.textContent = text;
}

/** "SG(4) = mex{1, 2, 3} = 0 — P-position", or the computation so far when `state` is the current step. */
function computeSentence(state) {
  const trace = mexOf(state);
  if (!trace || trace.error) {
    const g = model.values[state];
    return g === undefined ? `SG(${state})` : `SG(${state}) = ${g} — ${t(g === 0 ? 'pKind' : 'nKind')}`;
  }
  return t('aCompute', { state, set: setText(trace.values), mex: trace.mex, kind: t(trace.mex === 0 ? 'pKind' : 'nKind') });
}

const handlers = {
  // A click on a graph node: focus it (the graph lists its options) without moving the timeline.
  select(state) {
    view.state = state;
    player.refresh();
  },
  // A click on a table cell: open that state in the mex view.
  open(state) {
    view.state = state;
    switchView('mex', 0).catch(showFailure);
  },
  // A click on a heatmap cell: that two-heap position in the xor view.
  openPair(a, b) {
    $('position').value = `${a} ${b}`;
    view.position = `${a} ${b}`;
    updatePosition('xor').catch(showFailure);
  },
};

/** Whether the graph view shows the two-heap grid: asked for, and the position is a pair that fits in it. */
function showGrid() {
  return $('grid').checked && model.pair && grid?.game === model.game && Math.max(...model.pair) < grid.side;
}

/** "sub(1..3): 2 3: SG = 2 ⊕ 3 = 1 — N-position": the core's XOR of the pair. */
function gridSentence() {
  const x = model.xor;
  return t('aGrid', {
    position: x.position, expr: x.rows.map((r) => r.value).join(' ⊕ '), xor: x.xor, kind: t(x.xor === 0 ? 'pKind' : 'nKind'),
  });
}

/** Lays out the grid for the current game (once per game and size), then redraws. */
async function updateGrid() {
  const box = document.querySelector('.grid-toggle');
  box.hidden = !model?.pair || /^graph\(/.test(model.game);
  if (!$('grid').checked || box.hidden) {
    player.refresh();
    return;
  }
  // Big enough to hold the pair with a margin, small enough to read.
  const side = Math.min(GRID_MAX, model.values.length, Math.max(8, Math.max(...model.pair) + 2));
  if (grid?.game !== model.game || grid.side !== side) {
    try {
      const layout = await run('layoutGrid', [model.game, side], 'main');
      grid = { game: model.game, side, layout };
    } catch {
      grid = null;
    }
  }
  player.refresh();
}

const gridHandlers = {
  // A click on a grid node: that pair becomes the position.
  select(id) {
    const a = Math.floor(id / grid.side);
    const b = id % grid.side;
    $('position').value = `${a} ${b}`;
    view.position = `${a} ${b}`;
    updatePosition('graph').catch(showFailure);
  },
};

function render(step) {
  if (!model) return;
  for (const v of VIEWS) $(`view-${v}`).hidden = v !== view.view;
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    const selected = tab.dataset.view === view.view;
    tab.setAttribute('aria-selected', String(selected));
  }
  if (view.view === 'graph' || view.view === 'table') {
    const o = order();
    // Stepping moves the focus to the state being computed; a click focuses another state without stepping.
    if (lastStep !== step || view.state === null) view.state = o ? o[Math.min(step, o.length - 1)] : step;
    lastStep = step;
    model.focus = view.state;
    const root = $(`view-${view.view}`);
    if (view.view === 'graph' && showGrid()) {
      // The grid of positions (a, b): every value shown, the position box's pair focused.
      const focus = model.pair[0] * grid.side + model.pair[1];
      renderGraph($('graph-root'), { ...model, layout: grid.layout, table: null, focus }, step, gridHandlers);
      announce(gridSentence());
    } else {
      if (view.view === 'graph') {
        renderGraph($('graph-root'), model, step, handlers);
        if (!model.layout && model.layoutError) {
          // Too big to draw (the core says why): the table view still has every value.
          const p = document.createElement('p');
          p.className = 'notice';
          p.textContent = model.layoutError;
          $('graph-root').replaceChildren(p);
        }
      } else renderTable(root, model, step, handlers);
      announce(stepOfState(model.focus) <= step ? computeSentence(model.focus) : `SG(${model.focus}) = ?`);
    }
  } else if (view.view === 'mex') {
    lastStep = null;
    const state = view.state ?? defaultState();
    model.focus = state;
    const trace = mexOf(state) ?? errorTrace(state, '…');
    if (trace.error) {
      const p = document.createElement('p');
      p.className = 'error';
      p.textContent = trace.error;
      $('view-mex').replaceChildren(p);
      delete $('view-mex').dataset.trace; // the next trace builds its DOM afresh
      announce(trace.error);
    } else {
      renderMex($('view-mex'), trace, step);
      announce(announceMex(trace, step));
    }
  } else {
    lastStep = null;
    if (model.xor) {
      renderXor($('view-xor'), model.xor, step);
      announce(announceXor(model.xor, step));
    } else {
      $('view-xor').replaceChildren();
      delete $('view-xor').dataset.trace;
      announce($('position-error').textContent);
    }
  }
  view.step = step;
  saveUrl();
}

let urlTimer = null;
/** Writes the URL: at once, or while playing at most twice a second (replaceState costs several ms in Chromium). */
function saveUrl() {
  clearTimeout(urlTimer);
  if (player.state.playing) urlTimer = setTimeout(() => writeUrl(view), 500);
  else writeUrl(view);
  // The preset that matches what is on screen is marked.
  for (const b of document.querySelectorAll('.preset')) {
    const p = PRESETS.find((x) => x.id === b.dataset.preset);
    const current = p.game === view.game && p.position === view.position && p.n === view.n;
    if (current) b.setAttribute('aria-current', 'true'); else b.removeAttribute('aria-current');
  }
}

function updateOutcome() {
  const out = $('outcome');
  const xor = model.xor;
  if (!xor) {
    out.textContent = '';
    return;
  }
  const verdict = xor.xor === 0 ? t('firstLoses') : t('firstWins', { sg: xor.xor });
  out.dataset.kind = xor.xor === 0 ? 'P' : 'N';
  out.textContent = `${xor.position} — ${verdict}`;
}

/** The text form of the table ("text second"): the first values as cells with data-state / data-sg. */
function renderValues() {
  const values = model.values;
  const shown = Math.min(values.length, TEXT_VALUES);
  $('values-label').textContent = `${t('valuesLabel', { from: 0, to: values.length - 1 })}${values.length > shown ? ' …' : ''}`;
  const cells = [];
  for (let s = 0; s < shown; s++) {
    const g = values[s];
    const cell = document.createElement('span');
    cell.className = 'sg-cell';
    cell.dataset.state = String(s);
    cell.dataset.sg = String(g);
    cell.dataset.kind = g === 0 ? 'P' : 'N';
    cell.title = `SG(${s}) = ${g}`;
    const st = document.createElement('span');
    st.className = 'state';
    st.textContent = String(s);
    const sg = document.createElement('span');
    sg.className = 'sg';
    sg.textContent = String(g);
    cell.append(st, sg);
    cells.push(cell);
  }
  $('values').replaceChildren(...cells);
}

/** Shows view `next` at `step` (null: the view's default step: the focused state, or the first step). */
async function switchView(next, step = null) {
  view.view = next;
  if (next === 'mex') await ensureMex(view.state ?? defaultState());
  lastStep = null;
  let target = step;
  if (target === null) {
    if (next === 'graph' || next === 'table') target = stepOfState(view.state ?? defaultState());
    else target = 0;
  }
  player.load(timelineLength(), target);
}

/** Re-reads the position box; shows `next` (or the current view) afterwards. */
async function updatePosition(next = view.view) {
  if (!model) return;
  const game = model.game;
  const xor = await loadPosition(game, view.position);
  if (model.game !== game) return;
  model.xor = xor;
  model.pair = pairOf(xor, game);
  updateOutcome();
  if (next !== view.view || next === 'xor' || next === 'table') await switchView(next, next === 'xor' ? 0 : null);
  else await updateGrid();
}

/* ---------- loading ---------- */

function showProgress(p) {
  const bar = $('progress-bar');
  bar.max = p.total || 1;
  bar.value = p.done;
  bar.setAttribute('aria-valuetext', p.phase);
}

/**
 * Recomputes the model for the boxes' game and N (in the worker when large), then restores the timeline at `step`
 * (null = the view's default). Bad notation leaves the last model on screen with the error under the box.
 */
async function load({ step = null, keepState = false } = {}) {
  let game;
  try {
    game = normalizeGame(view.game);
    $('game-error').textContent = '';
  } catch (e) {
    $('game-error').textContent = e.message;
    return;
  }
  // An explicit graph's states are its vertices, all of them: N is the vertex count (its largest id + 1 in the
  // canonical text, which lists every vertex).
  const isGraph = /^graph\(/.test(game);
  const n = isGraph ? biggest(game) + 1 : view.n;
  if (isGraph || $('n').disabled) $('n').value = String(n);
  $('n').disabled = isGraph;
  const seq = ++loads;
  for (const c of running) c.abort(); // a new request replaces whatever was being computed
  $('notice').hidden = true;
  let bundle;
  let xor;
  try {
    bundle = await run('bundle', { game, n, layout: 'graph' });
    if (seq !== loads) return;
    xor = await loadPosition(game, view.position);
  } catch (e) {
    if (seq !== loads) return; // superseded by a newer request
    if (e.name === 'AbortError') {
      $('notice').textContent = t('cancelled');
      $('notice').hidden = false;
    } else {
      $('game-error').textContent = e.message;
    }
    return;
  }
  if (seq !== loads) return;
  model = {
    game, n, values: bundle.values, period: bundle.period, layout: bundle.layout, layoutError: bundle.layoutError, table: bundle.table,
    xor, pair: pairOf(xor, game), focus: null,
  };
  mexCache = null;
  if (!keepState || (view.state !== null && view.state >= model.values.length)) view.state = null;
  renderValues();
  updateOutcome();
  try {
    if (view.view === 'mex') await ensureMex(view.state ?? defaultState());
  } catch {
    return; // cancelled
  }
  if (seq !== loads) return;
  lastStep = null;
  const total = timelineLength();
  let target = step;
  if (target === null) {
    if (view.view === 'graph' || view.view === 'table') {
      target = view.state === null ? total - 1 : stepOfState(view.state);
    } else target = 0;
  }
  target = Math.min(target, total - 1);
  // A restored focus (a clicked node) stays; otherwise the graph and table focus the state being computed.
  if (keepState && view.state !== null) lastStep = target;
  player.load(total, target);
  if (view.grid) await updateGrid();
  else document.querySelector('.grid-toggle').hidden = !model.pair || isGraph;
  performance.mark('grundy:rendered');
}

/* ---------- wiring ---------- */

const player = createPlayer({
  render,
  onChange: (state) => {
    view.speed = state.speed;
    saveUrl();
  },
});

function applyTheme() {
  const dark = view.theme ? view.theme === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  $('theme').setAttribute('aria-pressed', String(dark));
}

function renderPresets() {
  const items = PRESETS.map((p) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'preset';
    b.dataset.preset = p.id;
    const title = document.createElement('span');
    title.className = 'preset-title';
    title.textContent = p[lang()];
    const note = document.createElement('span');
    note.className = 'preset-note';
    note.textContent = p.position.includes(':') ? p.position : `${p.game}: ${p.position}`;
    b.append(title, note);
    b.addEventListener('click', () => {
      Object.assign(view, { game: p.game, position: p.position, n: p.n, view: p.view, state: null, step: null });
      $('game').value = p.game;
      $('position').value = p.position;
      $('n').value = String(p.n);
      // The xor view starts at its first step; the others show the whole computation first.
      load({ step: p.view === 'xor' || p.view === 'mex' ? 0 : null }).catch(showFailure);
    });
    li.append(b);
    return li;
  });
  $('presets').replaceChildren(...items);
}

/**
 * HDU 1524 input (successor lists, then token queries) → its graph in the game box and one button per query; the
 * core parses it (importHdu1524) and says where the input is wrong.
 */
function importHdu() {
  let result;
  try {
    result = importHdu1524($('import-text').value);
    $('import-error').textContent = '';
  } catch (e) {
    $('import-error').textContent = e.message;
    return;
  }
  const openQuery = (tokens) => {
    Object.assign(view, { game: result.game, position: tokens.join(' '), view: 'xor', state: null, step: null });
    $('game').value = result.game;
    $('position').value = view.position;
    load({ step: 0 }).catch(showFailure);
  };
  $('import-queries').replaceChildren(...result.queries.map((tokens) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.textContent = t('importQuery', { tokens: tokens.join(' ') });
    b.addEventListener('click', () => openQuery(tokens));
    li.append(b);
    return li;
  }));
  openQuery(result.queries[0] ?? [0]);
}

function applyLang(next) {
  setLang(next);
  $('lang').value = lang();
  renderPresets();
  if (model) {
    renderValues();
    updateOutcome();
    player.refresh();
  }
}

function debounce(fn, ms) {
  let timer = null;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
}

async function main() {
  performance.mark('grundy:start');
  applyTheme();
  applyLang(pickLang(view.lang, navigator.language));
  await init();
  $('game').value = view.game;
  $('position').value = view.position;
  $('n').value = String(view.n);
  player.setSpeed(view.speed);

  const reload = debounce(() => load({ keepState: false }).catch(showFailure), 150);
  $('game').addEventListener('input', () => {
    view.game = $('game').value;
    // The error (or its absence) shows as you type; the model follows once typing pauses.
    try {
      normalizeGame(view.game);
      $('game-error').textContent = '';
      reload();
    } catch (e) {
      $('game-error').textContent = e.message;
    }
  });
  const positionChanged = debounce(() => updatePosition().catch(showFailure), 150);
  $('position').addEventListener('input', () => {
    view.position = $('position').value;
    positionChanged();
  });
  $('n').addEventListener('input', () => {
    const n = Number.parseInt($('n').value, 10);
    if (!Number.isInteger(n) || n < 1) return;
    view.n = Math.min(n, MAX_N);
    reload();
  });
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  $('grid').checked = view.grid;
  $('grid').addEventListener('change', () => {
    view.grid = $('grid').checked;
    updateGrid().catch(showFailure);
  });
  $('import').addEventListener('click', importHdu);
  $('cancel').addEventListener('click', () => { for (const c of running) c.abort(); });
  // Tabs are plain buttons in the tab order: ← and → stay the player's keys everywhere.
  for (const tab of document.querySelectorAll('[role="tab"]')) {
    tab.addEventListener('click', () => { if (model) switchView(tab.dataset.view).catch(showFailure); });
  }
  $('lang').addEventListener('change', () => {
    view.lang = $('lang').value;
    applyLang(view.lang);
    saveUrl();
  });
  $('theme').addEventListener('click', () => {
    view.theme = document.documentElement.dataset.theme === 'dark' ? 'light' : 'dark';
    applyTheme();
    saveUrl();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
  addEventListener('pagehide', () => writeUrl(view)); // a write still pending when the page goes away

  await load({ step: view.step, keepState: true });
}

main().catch(showFailure);
