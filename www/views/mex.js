// The mex view: one state's options appear one by one with their SG values, each value is marked on a number line
// 0, 1, 2, …, then a cursor scans for the first unmarked value: the mex. Everything comes from the core's
// mexTrace; `step` indexes trace.steps. The DOM is built once per trace and only updated per step, so CSS
// transitions tween between two steps (and reduced motion turns them off).

import { t } from '../i18n.js';
import { renderCode } from './code.js';

/** "2+3" for a split, "4" for one heap, "0" (empty) when nothing is left. */
export function optionLabel(option) {
  return option.to.length === 0 ? '0' : option.to.join('+');
}

/** What step `i` of a mex trace shows: how many options are revealed, the cursor, whether the result is out. */
export function mexFrame(trace, step) {
  const steps = trace.steps;
  const i = Math.min(Math.max(0, step), steps.length - 1);
  let revealed = 0;
  for (let k = 0; k <= i; k++) if (steps[k].kind === 'option') revealed++;
  const current = steps[i];
  const marked = new Set();
  for (let k = 0; k < revealed; k++) marked.add(trace.options[k].value);
  return {
    step: current,
    revealed,
    marked,
    cursor: current.kind === 'scan' ? current.value : current.kind === 'result' ? current.mex : null,
    done: current.kind === 'result',
  };
}

function build(root, trace) {
  root.replaceChildren();
  root.dataset.trace = `${trace.game}|${trace.state}`;
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
    li.dataset.to = optionLabel(o);
    li.dataset.value = String(o.value);
    li.dataset.kind = o.value === 0 ? 'P' : 'N';
    const move = document.createElement('span');
    move.className = 'move';
    // A graph's move has no take; a split without removal (Grundy's game) takes 0.
    move.textContent = o.take === null || o.take === 0 ? `→ ${optionLabel(o)}` : `−${o.take} → ${optionLabel(o)}`;
    const value = document.createElement('span');
    value.className = 'value';
    value.textContent = `SG ${o.value}`;
    li.append(move, value);
    list.append(li);
  });
  if (trace.options.length === 0) {
    const li = document.createElement('li');
    li.className = 'no-options';
    li.dataset.i18n = 'noOptions';
    li.textContent = t('noOptions');
    list.append(li);
  }

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

  const result = document.createElement('p');
  result.className = 'mex-result';
  left.append(optionsHead, list, lineHead, line, result);

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

/** The set {a, b, c} as text. */
export function setText(values) {
  return values.join(', ');
}

/** A long set shortened for the title: "0, 1, 2, 3, …, 38, 39" (the announcer keeps every value). */
function shortSet(values) {
  return values.length <= 12 ? setText(values) : `${setText(values.slice(0, 6))}, …, ${setText(values.slice(-2))}`;
}

/** Renders mex trace `trace` at `step`. */
export function renderMex(root, trace, step) {
  if (root.dataset.trace !== `${trace.game}|${trace.state}`) build(root, trace);
  const f = mexFrame(trace, step);
  const state = trace.state;
  root.querySelector('.mex-title').textContent = f.done
    ? `SG(${state}) = mex{${shortSet(trace.values)}} = ${trace.mex}`
    : `SG(${state}) = mex{${shortSet([...f.marked].sort((a, b) => a - b))}${f.revealed < trace.options.length ? ', …' : ''}}`;
  root.querySelector('.options-head').textContent = `${t('options')} (${trace.options.length})`;
  root.querySelector('.line-head').textContent = t('numberLine');
  root.querySelector('.code-head').textContent = t('code');
  const noOptions = root.querySelector('.no-options');
  if (noOptions) noOptions.textContent = t('noOptions');

  root.querySelectorAll('.option').forEach((li, i) => {
    li.classList.toggle('shown', i < f.revealed);
    li.classList.toggle('current', f.step.kind === 'option' && f.step.option === i);
  });
  for (const tick of root.querySelectorAll('.tick')) {
    const v = Number(tick.dataset.value);
    tick.dataset.marked = String(f.marked.has(v));
    tick.classList.toggle('scanned', f.cursor !== null && v < f.cursor);
    tick.classList.toggle('mex', f.done && v === trace.mex);
  }
  const cursor = root.querySelector('.cursor');
  cursor.hidden = f.cursor === null;
  if (f.cursor !== null) {
    cursor.dataset.value = String(f.cursor);
    cursor.style.setProperty('--v', String(f.cursor));
    // A long number line scrolls so the cursor stays in sight.
    const line = root.querySelector('.number-line');
    const tick = line.children[f.cursor];
    requestAnimationFrame(() => { // after layout has settled
      if (!tick || line.scrollWidth <= line.clientWidth) return;
      const x = tick.offsetLeft; // the line is positioned, so this is relative to it
      if (x < line.scrollLeft || x + tick.offsetWidth > line.scrollLeft + line.clientWidth) line.scrollLeft = x - line.clientWidth / 2;
    });
  }
  const result = root.querySelector('.mex-result');
  result.hidden = !f.done;
  result.dataset.kind = trace.mex === 0 ? 'P' : 'N';
  result.textContent = f.done ? `SG(${state}) = ${trace.mex} — ${t(trace.mex === 0 ? 'pKind' : 'nKind')}` : '';
  renderCode(root.querySelector('.code-box'), trace.game, f.step.kind);
}

/** The announcer's sentence for step `step` of a mex trace. */
export function announceMex(trace, step) {
  const f = mexFrame(trace, step);
  const s = f.step;
  switch (s.kind) {
    case 'option': {
      const o = trace.options[s.option];
      const params = { i: s.option + 1, to: optionLabel(o), value: o.value, move: o.take === 0 ? t('aSplit') : t('aTake', { take: o.take }) };
      return t(o.take === null ? 'aOptionGraph' : 'aOption', params);
    }
    case 'scan':
      return t(s.marked ? 'aScanMarked' : 'aScanFree', { v: s.value });
    default:
      return t('aResult', {
        state: trace.state, set: setText(trace.values), mex: trace.mex, kind: t(trace.mex === 0 ? 'pKind' : 'nKind'),
      });
  }
}
