// The mex view: one state's options appear one by one with their SG values, each value is marked on a number line
// 0, 1, 2, …, then a cursor scans for the first unmarked value: the mex. A heap state's options come from the core's
// mexTrace; a position of any other family from positionTrace, where in misère play (or without known values) the
// options show P or N and the result is the rule "N exactly when some option is P". `step` indexes the trace's steps.
// The DOM is built once per trace and only updated per step, so CSS transitions tween between two steps. Every text
// shown comes from mexScene (mex-drawing.js), whose drawing every export writes.

import { mexOf } from './mex-data.js';
import { renderCode } from './code.js';
import { setText, heapsText } from './notation.js';
import { mexFrame, mexScene, mexDrawing, heapTrace, positionTrace } from './mex-drawing.js';

/** The state the view explains: the focused state, else the position's first heap (heap games) or the position. */
function focusState(model) {
  if (!model.info.table) {
    const id = model.state.state === null ? null : Number(model.state.state);
    return model.posGraph?.nodes[id]?.position ?? model.position;
  }
  if (model.state.state !== null && Number.isInteger(Number(model.state.state))) return Number(model.state.state);
  const first = [...(model.marked ?? [])][0];
  if (first !== undefined && first < model.values.length) return first;
  return Math.max(0, model.values.length - 1);
}

/** The trace on screen, in one shape for both kinds: { key, title, options: [{ label, value, wins }], values, mex,
 * steps, template, error }. */
function traceOf(model) {
  const state = focusState(model);
  if (!model.info.table) {
    if (!state) return { error: model.positionError ? model.errorText(model.positionError) : '…' };
    const a = model.answers.get('positionTrace', [state]);
    if (!a) return null;
    if (a.error) return { error: model.errorText(a.error) };
    return positionTrace(a.value, model.lang, (p) => heapsText(model, p));
  }
  const tr = mexOf(model, state);
  if (!tr) return null;
  if (tr.error) return { error: tr.error };
  return heapTrace(tr, model.info.name);
}

function build(root, trace, scene) {
  root.replaceChildren();
  root.dataset.trace = trace.key;
  const title = document.createElement('h2');
  title.className = 'mex-title';
  const body = document.createElement('div');
  body.className = 'mex-body';

  const left = document.createElement('div');
  left.className = 'mex-main';
  const optionsHead = document.createElement('h3');
  optionsHead.className = 'options-head';
  const list = document.createElement('ol');
  list.className = 'options';
  trace.options.forEach((o, i) => {
    const shown = scene.options[i];
    const li = document.createElement('li');
    li.className = 'option';
    li.dataset.index = String(i);
    li.dataset.to = o.to;
    if (o.value !== null) li.dataset.value = String(o.value);
    li.dataset.kind = o.wins ? 'N' : 'P';
    const move = document.createElement('span');
    move.className = 'move';
    move.textContent = shown.label;
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = shown.value;
    li.append(move, value);
    list.append(li);
  });
  if (trace.options.length === 0) {
    const li = document.createElement('li');
    li.className = 'no-options';
    list.append(li);
  }
  left.append(optionsHead, list);

  if (scene.ticks.length) {
    const lineHead = document.createElement('h3');
    lineHead.className = 'line-head';
    const line = document.createElement('div');
    line.className = 'number-line';
    line.style.setProperty('--cells', String(scene.ticks.length)); // CSSOM, allowed under a strict CSP
    for (const t of scene.ticks) {
      const tick = document.createElement('span');
      tick.className = 'tick';
      tick.dataset.value = String(t.value);
      tick.textContent = t.text;
      line.append(tick);
    }
    const cursor = document.createElement('span');
    cursor.className = 'cursor';
    cursor.setAttribute('aria-hidden', 'true');
    line.append(cursor);
    left.append(lineHead, line);
  }
  const result = document.createElement('p');
  result.className = 'mex-result';
  left.append(result);

  const code = document.createElement('div');
  code.className = 'code-panel';
  const codeHead = document.createElement('h3');
  codeHead.className = 'code-head';
  const codeBox = document.createElement('div');
  codeBox.className = 'code-box';
  code.append(codeHead, codeBox);

  body.append(left, code);
  root.append(title, body);
}

function renderTrace(root, trace, step, t) {
  const scene = mexScene(trace, step, t);
  if (root.dataset.trace !== trace.key) build(root, trace, scene);
  const f = scene.frame;
  root.querySelector('.mex-title').textContent = scene.title;
  root.querySelector('.options-head').textContent = scene.optionsHead;
  const noOptions = root.querySelector('.no-options');
  if (noOptions) noOptions.textContent = scene.noOptions;
  root.querySelector('.code-head').textContent = scene.codeHead;
  root.querySelectorAll('.option').forEach((li, i) => {
    li.classList.toggle('shown', scene.options[i].shown);
    li.classList.toggle('current', scene.options[i].current);
  });
  const line = root.querySelector('.number-line');
  if (line) {
    root.querySelector('.line-head').textContent = scene.lineHead;
    line.querySelectorAll('.tick').forEach((tick, v) => {
      tick.dataset.marked = String(scene.ticks[v].marked);
      tick.classList.toggle('scanned', scene.ticks[v].scanned);
      tick.classList.toggle('mex', scene.ticks[v].mex);
    });
    const cursor = line.querySelector('.cursor');
    cursor.hidden = f.cursor === null;
    if (f.cursor !== null) {
      cursor.dataset.value = String(f.cursor);
      cursor.style.setProperty('--v', String(f.cursor));
      // A long number line scrolls so the cursor stays in sight.
      const tick = line.children[f.cursor];
      requestAnimationFrame(() => { // after layout has settled
        if (!tick || line.scrollWidth <= line.clientWidth) return;
        const x = tick.offsetLeft; // the line is positioned, so this is relative to it
        if (x < line.scrollLeft || x + tick.offsetWidth > line.scrollLeft + line.clientWidth) line.scrollLeft = x - line.clientWidth / 2;
      });
    }
  }
  const result = root.querySelector('.mex-result');
  result.hidden = !f.done;
  result.dataset.kind = trace.wins ? 'N' : 'P';
  result.textContent = scene.result;
  const stepKind = f.step.kind === 'outcome' ? 'result' : f.step.kind;
  renderCode(root.querySelector('.code-box'), trace.template, stepKind);
}

/** The announcer's sentence for step `step` of a trace. */
function announceTrace(trace, step, t) {
  const f = mexFrame(trace, step);
  const s = f.step;
  const kind = (wins) => t(wins ? 'nKind' : 'pKind');
  switch (s.kind) {
    case 'option': {
      const o = trace.options[s.option];
      const i = s.option + 1;
      if (o.value === null) return t('aOptionOutcome', { i, move: o.move, to: o.to, kind: kind(o.wins) });
      if (o.move !== undefined) return t('aOption', { i, move: o.move, to: o.to, value: o.value });
      if (o.take === null) return t('aOptionGraph', { i, to: o.to, value: o.value });
      return t('aOption', { i, to: o.to, value: o.value, move: o.take === 0 ? t('aSplit') : t('aTake', { take: o.take }) });
    }
    case 'scan':
      return t(s.marked ? 'aScanMarked' : 'aScanFree', { v: s.value });
    case 'outcome':
      if (trace.options.length === 0) return t(trace.wins ? 'aNoMoveWins' : 'aNoMoveLoses', { position: trace.title, kind: kind(trace.wins) });
      return t('aOutcome', { position: trace.title, answer: t(trace.options.some((o) => !o.wins) ? 'yes' : 'no'), kind: kind(trace.wins) });
    default:
      return t('aResult', { state: trace.title, set: setText(trace.values), mex: trace.mex, kind: kind(trace.mex !== 0) });
  }
}

function showError(root, message) {
  const p = document.createElement('p');
  p.className = 'error';
  p.textContent = message;
  root.replaceChildren(p);
  delete root.dataset.trace; // the next trace builds its DOM afresh
}

export default {
  drawing(model, step, c) {
    const trace = traceOf(model);
    return !trace || trace.error ? null : mexDrawing(trace, step, c, model.t);
  },

  async prepare(model, actions) {
    const state = focusState(model);
    if (!model.info.table) {
      if (!state) return;
      // Every option's value may take a search: always off the main thread.
      await actions.ask('positionTrace', [state], 'worker');
      return;
    }
    if (mexOf(model, state)) return;
    await actions.ask('mexTrace', [model.game, state], 'worker');
  },

  steps(model) {
    return traceOf(model)?.steps?.length ?? 1;
  },

  frame(panel, model, step) {
    const trace = traceOf(model);
    if (!trace || trace.error) showError(panel, trace?.error ?? '…');
    else renderTrace(panel, trace, step, model.t);
  },

  announce(model, step) {
    const trace = traceOf(model);
    if (!trace || trace.error) return trace?.error ?? '';
    return announceTrace(trace, step, model.t);
  },
};
