// What the memo view shows at a step, once: its title and each cell's text (W, L, ? or ·), which the screen
// (memo.js) writes into its table of buttons, and `memoDrawing`, the marks (drawing.js) of the table for every
// export. Pure functions of their arguments: no DOM here. A helper, not a view.

import { drawing as newDrawing } from '../drawing.js';
import { memoHeaps } from './applies.js';

export function traceOf(model) {
  const h = memoHeaps(model);
  return h ? model.answers.get('memoTrace', [model.game, h[0], h[1]]) : null;
}

/** The cells finished by `step`: cell → its rank in the order. */
export function ranks(t) {
  const rank = new Int32Array(t.rows * t.cols).fill(-1);
  t.order.forEach((cell, k) => { rank[cell] = k; });
  return rank;
}

/** The title of memo trace `t`, in the words of translator `tr`. */
export const memoTitle = (t, tr) => tr('memoTitle', { game: t.game, x: t.rows - 1, y: t.cols - 1 });

/** What cell `cell` of trace `t` says at `step` (`rank`: ranks(t)): W or L once finished, ? before, · if never. */
export function cellText(t, rank, cell, step) {
  const done = rank[cell] >= 0 && rank[cell] <= step;
  return done ? (t.wins[cell] ? 'W' : 'L') : rank[cell] < 0 ? '·' : '?';
}

/** The memo table at `step` as a drawing in colours `c`: its title, each cell coloured by who wins once finished;
 * null while there is no trace. */
export function memoDrawing(model, step, c) {
  const t = traceOf(model)?.value;
  if (!t) return null;
  const cell = 26;
  const d = newDrawing(60 + t.cols * cell, 60 + t.rows * cell, c.bg);
  const rank = ranks(t);
  d.items.push({ kind: 'text', x: 10, y: 16, text: memoTitle(t, model.t), size: 13, bold: true, fill: c.fg });
  for (let x = 0; x < t.rows; x++) {
    for (let y = 0; y < t.cols; y++) {
      const i = x * t.cols + y;
      const done = rank[i] >= 0 && rank[i] <= step;
      const w = t.wins[i];
      d.items.push({ kind: 'rect', x: 40 + y * cell, y: 40 + x * cell, w: cell - 2, h: cell - 2, r: 2, fill: done ? (w ? c.n : c.pDark) : c.bg, stroke: c.line });
      d.items.push({ kind: 'text', x: 40 + y * cell + cell / 2 - 1, y: 40 + x * cell + cell / 2 - 1, text: done ? (w ? 'W' : 'L') : '·', size: 11, bold: true, anchor: 'middle', fill: done && !w ? '#ffffff' : '#111111' });
    }
  }
  return d;
}
