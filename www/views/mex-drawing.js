// What the mex view shows at a step, once: `mexScene` gives every text of it (the title, the options and their
// values, the number line, the result) and what is revealed; the screen (mex.js) writes it into its list and line,
// and `mexDrawing` turns it into marks (drawing.js) for every export. Pure functions of their arguments: no DOM and
// no core here, so the screen and a file cannot differ. A helper, not a view.

import { moveText } from '../i18n/i18n.js';
import { setText } from './notation.js';
import { drawing as newDrawing } from '../drawing.js';

/** "2+3" for a split, "4" for one heap, "0" (empty) when nothing is left. */
export function optionLabel(option) {
  return option.to.length === 0 ? '0' : option.to.join('+');
}

/** A long set shortened for the title: "0, 1, 2, 3, …, 38, 39" (the announcer keeps every value). */
function shortSet(values) {
  return values.length <= 12 ? setText(values) : `${setText(values.slice(0, 6))}, …, ${setText(values.slice(-2))}`;
}

/** A heap state's mexTrace in the view's shape: { key, title, options: [{ label, take, to, value, wins }], values,
 * mex, wins, steps, template }; `name`, the game's name as the core says it (model.info.name), picks its template. */
export function heapTrace(tr, name) {
  return {
    key: `${tr.game}|${tr.state}`, title: String(tr.state), values: tr.values, mex: tr.mex, wins: tr.mex !== 0,
    steps: tr.steps, template: name,
    options: tr.options.map((o) => ({
      // A graph's move has no take; a split without removal (Grundy's game) takes 0.
      label: o.take === null || o.take === 0 ? `→ ${optionLabel(o)}` : `−${o.take} → ${optionLabel(o)}`,
      take: o.take, to: optionLabel(o), value: o.value, wins: o.value !== 0,
    })),
  };
}

/** A position's positionTrace in the view's shape (its moves in `lang`). */
export function positionTrace(tr, lang, written = (p) => p) {
  return {
    key: `${tr.position}|${lang}`, title: written(tr.position), values: tr.values, mex: tr.mex, wins: tr.wins,
    misere: tr.misere, steps: tr.steps, template: tr.mex === null ? 'outcome' : 'search',
    options: tr.options.map((o) => {
      const move = moveText(o.move, lang);
      const to = written(o.move.position);
      return { label: `${move} → ${to}`, move, to, value: o.value, wins: o.wins };
    }),
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

/**
 * Trace `trace` (the view's shape) at `step`: { frame, title, optionsHead, noOptions, options: [{ label, value,
 * shown, current }], lineHead, ticks: [{ value, text, marked, scanned, mex }] (none without a mex), result, codeHead }.
 */
export function mexScene(trace, step, t) {
  const f = mexFrame(trace, step);
  const name = trace.title;
  const sorted = [...f.marked].sort((a, b) => a - b);
  const kind = t(trace.wins ? 'nKind' : 'pKind');
  // The number line covers every option value and the mex, plus one spare cell so the end is visible.
  const top = trace.mex === null ? -1 : Math.max(trace.mex, ...trace.values) + 1;
  const ticks = [];
  for (let v = 0; v <= top; v++) {
    ticks.push({ value: v, text: String(v), marked: f.marked.has(v), scanned: f.cursor !== null && v < f.cursor, mex: f.done && v === trace.mex });
  }
  return {
    frame: f,
    title: trace.mex === null
      ? `${name}: ${f.done ? kind : '?'}`
      : f.done
        ? `SG(${name}) = mex{${shortSet(trace.values)}} = ${trace.mex}`
        : `SG(${name}) = mex{${shortSet(sorted)}${f.revealed < trace.options.length ? ', …' : ''}}`,
    optionsHead: `${t('options')} (${trace.options.length})`,
    noOptions: t('noOptions'),
    options: trace.options.map((o, i) => ({
      label: o.label, value: o.value === null ? (o.wins ? 'N' : 'P') : `SG ${o.value}`, wins: o.wins,
      shown: i < f.revealed, current: f.step.kind === 'option' && f.step.option === i,
    })),
    lineHead: t('numberLine'),
    ticks,
    result: !f.done ? '' : trace.mex === null ? `${name} — ${kind}` : `SG(${name}) = ${trace.mex} — ${kind}`,
    codeHead: t('code'),
  };
}

/** The mex of `trace` (the view's shape) at `step` as a drawing (palette `c`, words `t`): the title, the options
 * revealed so far, the number line and the result. */
export function mexDrawing(trace, step, c, t) {
  const s = mexScene(trace, step, t);
  const f = s.frame;
  const cell = 34;
  const optionRows = Math.max(1, f.revealed);
  const width = Math.max(480, (s.ticks.length + 1) * cell + 24);
  const d = newDrawing(width, 70 + optionRows * 24 + (s.ticks.length ? cell + 40 : 0) + 40, c.bg);
  d.items.push({ kind: 'text', x: 12, y: 24, text: s.title, size: 18, bold: true, fill: c.fg });
  s.options.filter((o) => o.shown).forEach((o, i) => {
    d.items.push({ kind: 'text', x: 12, y: 60 + 24 * i, text: `${o.label}   ${o.value}`, size: 14, fill: o.wins ? c.n : c.p });
  });
  let y = 60 + optionRows * 24;
  if (s.ticks.length) {
    for (const tick of s.ticks) {
      const x = 12 + tick.value * cell;
      d.items.push({ kind: 'rect', x, y, w: cell, h: cell, fill: tick.marked ? c.mark : c.bg, stroke: tick.mex ? c.accent : c.line, width: tick.mex ? 3 : 1 });
      d.items.push({ kind: 'text', x: x + cell / 2, y: y + cell / 2, text: tick.text, size: 14, bold: tick.marked, anchor: 'middle', fill: tick.marked ? '#111111' : c.fg });
    }
    if (f.cursor !== null) d.items.push({ kind: 'text', x: 12 + f.cursor * cell + cell / 2, y: y + cell + 14, text: '▲', size: 14, anchor: 'middle', fill: c.accent });
    y += cell + 40;
  }
  if (s.result) d.items.push({ kind: 'text', x: 12, y, text: s.result, size: 16, bold: true, fill: trace.wins ? c.n : c.p });
  return d;
}
