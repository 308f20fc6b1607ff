// The mex view: one state's options appear one by one with their SG values, each value is marked on a number line
// 0, 1, 2, …, then a cursor scans for the first unmarked value: the mex. A heap state's options come from the core's
// mexTrace; a position of any other family from positionTrace, where in misère play (or without known values) the
// options show P or N and the result is the rule "N exactly when some option is P". `step` indexes the trace's steps.
// The DOM is built once per trace and only updated per step, so CSS transitions tween between two steps.

import { setText, mexOf } from './mex-data.js';
import { heapsText } from './notation.js';
import { moveText } from '../i18n/i18n.js';
import { renderCode } from './code.js';
import { drawing as newDrawing } from '../export.js';


/** "2+3" for a split, "4" for one heap, "0" (empty) when nothing is left. */
export function optionLabel(option) {
  return option.to.length === 0 ? '0' : option.to.join('+');
}

/** A long set shortened for the title: "0, 1, 2, 3, …, 38, 39" (the announcer keeps every value). */
function shortSet(values) {
  return values.length <= 12 ? setText(values) : `${setText(values.slice(0, 6))}, …, ${setText(values.slice(-2))}`;
}

/** The state the view explains: the focused state, else the position's first heap (heap games) or the position. */
function focusState(model) {
  if (!model.info.table) {
    const id = model.state.state === null ? null : Number(model.state.state);
    return model.posGraph?.nodes[id]?.position ?? model.position;
  }
  if (model.state.state !== null && Number.isInteger(Number(model.state.state))) return Number(model.state.state);
  const first = model.xor?.rows.find((r) => r.game === model.game && r.size !== null)?.size;
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
    const tr = a.value;
    return {
      key: `${tr.position}|${model.lang}`, title: heapsText(model, tr.position), values: tr.values, mex: tr.mex, wins: tr.wins,
      misere: tr.misere, steps: tr.steps, template: tr.mex === null ? 'outcome' : 'search',
      options: tr.options.map((o) => {
        const move = moveText(o.move, model.lang);
        const to = heapsText(model, o.move.position);
        return { label: `${move} → ${to}`, move, to, value: o.value, wins: o.wins };
      }),
    };
  }
  const tr = mexOf(model, state);
  if (!tr) return null;
  if (tr.error) return { error: tr.error };
  return {
    key: `${tr.game}|${tr.state}`, title: String(tr.state), values: tr.values, mex: tr.mex, wins: tr.mex !== 0,
    steps: tr.steps, template: model.info.name,
    options: tr.options.map((o) => ({
      // A graph's move has no take; a split without removal (Grundy's game) takes 0.
      label: o.take === null || o.take === 0 ? `→ ${optionLabel(o)}` : `−${o.take} → ${optionLabel(o)}`,
      take: o.take, to: optionLabel(o), value: o.value, wins: o.value !== 0,
    })),
  };
}

/** What step `i` of a trace shows: how many options are revealed, the cursor, whether the result is out. */
export function mexFrame(trace, step) {
  const steps = trace.steps;
  const i = Math.min(Math.max(0, step), steps.length - 1);
  let revealed = 0;
  for (let k = 0; k <= i; k++) if (steps[k].kind === 'option') revealed++;
  const current = steps[i];
  const marked = new Set();
  for (let k = 0; k < revealed; k++) if (trace.options[k].value !== null) marked.add(trace.options[k].value);
  return {
    step: current,
    revealed,
    marked,
    cursor: current.kind === 'scan' ? current.value : current.kind === 'result' ? current.mex : null,
    done: current.kind === 'result' || current.kind === 'outcome',
  };
}

function build(root, trace) {
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
    const li = document.createElement('li');
    li.className = 'option';
    li.dataset.index = String(i);
    li.dataset.to = o.to;
    if (o.value !== null) li.dataset.value = String(o.value);
    li.dataset.kind = o.wins ? 'N' : 'P';
    const move = document.createElement('span');
    move.className = 'move';
    move.textContent = o.label;
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = o.value === null ? (o.wins ? 'N' : 'P') : `SG ${o.value}`;
    li.append(move, value);
    list.append(li);
  });
  if (trace.options.length === 0) {
    const li = document.createElement('li');
    li.className = 'no-options';
    list.append(li);
  }
  left.append(optionsHead, list);

  if (trace.mex !== null) {
    // The number line covers every option value and the mex, plus one spare cell so the end is visible.
    const top = Math.max(trace.mex, ...trace.values) + 1;
    const lineHead = document.createElement('h3');
    lineHead.className = 'line-head';
    const line = document.createElement('div');
    line.className = 'number-line';
    line.style.setProperty('--cells', String(top + 1)); // CSSOM, allowed under a strict CSP
    for (let v = 0; v <= top; v++) {
      const tick = document.createElement('span');
      tick.className = 'tick';
      tick.dataset.value = String(v);
      tick.textContent = String(v);
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
  if (root.dataset.trace !== trace.key) build(root, trace);
  const f = mexFrame(trace, step);
  const name = trace.title;
  const sorted = [...f.marked].sort((a, b) => a - b);
  root.querySelector('.mex-title').textContent = trace.mex === null
    ? `${name}: ${f.done ? t(trace.wins ? 'nKind' : 'pKind') : '?'}`
    : f.done
      ? `SG(${name}) = mex{${shortSet(trace.values)}} = ${trace.mex}`
      : `SG(${name}) = mex{${shortSet(sorted)}${f.revealed < trace.options.length ? ', …' : ''}}`;
  root.querySelector('.options-head').textContent = `${t('options')} (${trace.options.length})`;
  const noOptions = root.querySelector('.no-options');
  if (noOptions) noOptions.textContent = t('noOptions');
  root.querySelector('.code-head').textContent = t('code');
  root.querySelectorAll('.option').forEach((li, i) => {
    li.classList.toggle('shown', i < f.revealed);
    li.classList.toggle('current', f.step.kind === 'option' && f.step.option === i);
  });
  const line = root.querySelector('.number-line');
  if (line) {
    root.querySelector('.line-head').textContent = t('numberLine');
    for (const tick of line.querySelectorAll('.tick')) {
      const v = Number(tick.dataset.value);
      tick.dataset.marked = String(f.marked.has(v));
      tick.classList.toggle('scanned', f.cursor !== null && v < f.cursor);
      tick.classList.toggle('mex', f.done && v === trace.mex);
    }
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
  const kind = t(trace.wins ? 'nKind' : 'pKind');
  result.textContent = !f.done ? '' : trace.mex === null ? `${name} — ${kind}` : `SG(${name}) = ${trace.mex} — ${kind}`;
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

/** The mex at `step` as a drawing: the title, the options revealed so far, the number line and the result. */
function mexDrawing(panel, model, step, c) {
  const trace = traceOf(model);
  if (!trace || trace.error) return null;
  const f = mexFrame(trace, step);
  const cell = 34;
  const top = trace.mex === null ? 0 : Math.max(trace.mex, ...trace.values) + 1;
  const optionRows = Math.max(1, f.revealed);
  const width = Math.max(480, (top + 2) * cell + 24);
  const d = newDrawing(width, 70 + optionRows * 24 + (trace.mex === null ? 0 : cell + 40) + 40, c.bg);
  const title = panel.querySelector('.mex-title')?.textContent ?? '';
  d.items.push({ kind: 'text', x: 12, y: 24, text: title, size: 18, bold: true, fill: c.fg });
  trace.options.slice(0, f.revealed).forEach((o, i) => {
    const value = o.value === null ? (o.wins ? 'N' : 'P') : `SG ${o.value}`;
    d.items.push({ kind: 'text', x: 12, y: 60 + 24 * i, text: `${o.label}   ${value}`, size: 14, fill: o.wins ? c.n : c.p });
  });
  let y = 60 + optionRows * 24;
  if (trace.mex !== null) {
    for (let v = 0; v <= top; v++) {
      const marked = f.marked.has(v);
      d.items.push({ kind: 'rect', x: 12 + v * cell, y, w: cell, h: cell, fill: marked ? c.mark : c.bg, stroke: f.done && v === trace.mex ? c.accent : c.line, width: f.done && v === trace.mex ? 3 : 1 });
      d.items.push({ kind: 'text', x: 12 + v * cell + cell / 2, y: y + cell / 2, text: String(v), size: 14, bold: marked, anchor: 'middle', fill: marked ? '#111111' : c.fg });
    }
    if (f.cursor !== null) d.items.push({ kind: 'text', x: 12 + f.cursor * cell + cell / 2, y: y + cell + 14, text: '▲', size: 14, anchor: 'middle', fill: c.accent });
    y += cell + 40;
  }
  const result = panel.querySelector('.mex-result');
  if (f.done && result) d.items.push({ kind: 'text', x: 12, y, text: result.textContent, size: 16, bold: true, fill: trace.wins ? c.n : c.p });
  return d;
}

export default {
  drawing: mexDrawing,

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
