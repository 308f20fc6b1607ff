// The steps view (Every-SG, HDU 3595): every state's step count, settled from 0 up on the game's graph: a row of
// cells coloured by who wins the state alone, and as each settles its moves drawn as arcs to its options, the one
// that decides its count in bold (N: the winner makes it last, 1 + the longest losing option; P: the loser ends it
// soon, 1 + the shortest option); then each heap of the position with its count, and the largest, which decides:
// odd, the player to move wins. The numbers and the moves are the core's (theoryTrace).

import { drawing as newDrawing } from '../drawing.js';
import { drawnFrame, textWidth } from './drawn.js';

const traceOf = (model) => (model.position ? model.answers.get('theoryTrace', [model.position]) : null);

const CELL = 40;
const COLS = 12;
const MARGIN = 12;
const ROW = CELL + 30; // a row of cells and, above the next, room for the arcs of its moves

/** The drawing of trace `t` at `step` (states 0 … step settled; the last step adds the heaps): a pure function. */
export function everyDrawing(t, step, c, text) {
  const states = t.drawn;
  const rows = Math.ceil(states / COLS);
  const tableTop = 52;
  const heapsTop = tableTop + rows * ROW;
  const heapW = 64;
  const width = Math.max(MARGIN * 2 + Math.min(states, COLS) * (CELL + 4), MARGIN * 2 + t.heaps.length * (heapW + 8),
    ...[text.title, text.heaps, text.decision].map(textWidth));
  const height = heapsTop + 70 + 26;
  const d = newDrawing(width, height, c.bg);
  d.items.push({ kind: 'text', x: MARGIN, y: 18, text: text.title, size: 13, bold: true, fill: c.fg });
  const last = step >= states;
  const at = (s) => [MARGIN + (s % COLS) * (CELL + 4), tableTop + Math.floor(s / COLS) * ROW];
  // The state settling now: an arc above the row to each option, the one that decides its count in bold.
  if (step < states) {
    const [x1, y1] = at(step);
    for (const o of t.tableOptions[step]) {
      const [x2, y2] = at(o);
      const via = o === t.tableVia[step];
      const style = { stroke: via ? c.accent : c.muted, width: via ? 2.2 : 1.2, arrow: true };
      if (y2 < y1) {
        // An option on the row above: from this cell's top to the bottom of that one, across the gap between rows.
        const yEnd = y2 + CELL + 2;
        d.items.push({ kind: 'path', x1: x1 + CELL / 2, y1, cx: (x1 + x2) / 2 + CELL / 2, cy: (y1 + yEnd) / 2 - 6, x2: x2 + CELL / 2, y2: yEnd, ...style });
        continue;
      }
      // On the same row, an arc above it: the farther the option, the higher (a quadratic curve rises half as high
      // as its control point).
      const lift = Math.min(56, 24 + 12 * Math.abs(step - o));
      d.items.push({ kind: 'path', x1: x1 + CELL / 2, y1, cx: (x1 + x2) / 2 + CELL / 2, cy: y1 - lift, x2: x2 + CELL / 2, y2: y2 - 2, ...style });
    }
  }
  for (let s = 0; s < states; s++) {
    const [x, y] = at(s);
    const settled = s <= step;
    const wins = t.tableWins[s];
    const inPosition = last && t.heaps.includes(s);
    d.items.push({ kind: 'rect', x, y, w: CELL, h: CELL, r: 4, fill: settled ? (wins ? c.n : c.p) : c.bg, stroke: s === step || inPosition ? c.mark : c.line, width: s === step || inPosition ? 3 : 1 });
    d.items.push({ kind: 'text', x: x + 4, y: y + 11, text: String(s), size: 10, fill: settled ? c.bg : c.muted });
    if (settled) d.items.push({ kind: 'text', x: x + CELL / 2, y: y + 30, text: String(t.tableSteps[s]), size: 15, bold: true, anchor: 'middle', fill: c.bg });
  }
  if (last) {
    d.items.push({ kind: 'text', x: MARGIN, y: heapsTop - 4, text: text.heaps, size: 12, fill: c.muted });
    t.heaps.forEach((h, i) => {
      const x = MARGIN + i * (heapW + 8);
      const decides = i === t.decider;
      d.items.push({ kind: 'rect', x, y: heapsTop + 4, w: heapW, h: 44, r: 6, fill: c.bg, stroke: decides ? c.accent : c.line, width: decides ? 3 : 1 });
      d.items.push({ kind: 'text', x: x + heapW / 2, y: heapsTop + 20, text: String(h), size: 12, anchor: 'middle', fill: c.muted });
      d.items.push({ kind: 'text', x: x + heapW / 2, y: heapsTop + 40, text: String(t.steps[i]), size: 16, bold: true, anchor: 'middle', fill: t.wins[i] ? c.n : c.fg });
    });
    d.items.push({ kind: 'text', x: MARGIN, y: heapsTop + 72, text: text.decision, size: 13, bold: true, fill: t.firstPlayerWins ? c.n : c.fg });
  }
  return d;
}

function texts(model, t) {
  return {
    title: model.t('everyTitle', { position: model.position }),
    heaps: model.t('everyHeaps'),
    decision: t.largest === 0 ? model.t('everyOver') : model.t(t.firstPlayerWins ? 'everyOdd' : 'everyEven', { largest: t.largest }),
  };
}

export default {
  async prepare(model, actions) {
    if (model.position) await actions.ask('theoryTrace', [model.position]);
  },
  steps: (model) => {
    const t = traceOf(model)?.value;
    return t ? t.drawn + 1 : 1;
  },
  defaultStep: (model) => {
    const t = traceOf(model)?.value;
    return t ? t.drawn : 0;
  },
  frame(panel, model, step) {
    drawnFrame(this, panel, model, step, traceOf(model));
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    if (!t) return '';
    if (step >= t.drawn) {
      const counts = t.steps.join(', ');
      if (t.largest === 0) return model.t('everyOver');
      return `${model.t('aEveryHeaps', { steps: counts, largest: t.largest })} ${model.t(t.firstPlayerWins ? 'everyOdd' : 'everyEven', { largest: t.largest })}`;
    }
    const steps = t.tableSteps[step];
    if (steps === 0) return model.t('aEveryEnd', { state: step });
    const via = t.tableVia[step];
    return model.t(t.tableWins[step] ? 'aEveryWin' : 'aEveryLose', { state: step, steps, via, viaSteps: t.tableSteps[via] });
  },
  drawing(model, step, c) {
    const t = traceOf(model)?.value;
    return t ? everyDrawing(t, step, c, texts(model, t)) : null;
  },
};
