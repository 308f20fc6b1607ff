// What the table view (打表) says and draws at a step, once: its title and period sentence (`tableTexts`), how far
// the table is computed (`computedTo`), and `tableDrawing`, the marks (drawing.js) every export writes. The screen
// (table.js) draws its rows on canvases for a table of 10^6 states, but its words come from here. Pure functions of
// their arguments: no DOM and no core here. A helper, not a view.

import { drawing as newDrawing } from '../drawing.js';
import { sgColor } from './colours.js';

/** The side of a family's table of positions: its first two heaps 0 … 15. */
export const FAMILY_SIDE = 16;

/** The family table's answer (positionTable) of the model's position, or null before it has come. */
export const familyTableOf = (model) => model.answers.get('positionTable', [model.position, FAMILY_SIDE])?.value ?? null;

/** { title, period } of the table view: a heap game's "SG table: game" and what is proven of its period; a family's
 * table of positions (`table`: its positionTable) and no period. */
export function tableTexts(model, table = null) {
  const t = model.t;
  if (!model.info.table) {
    const dims = (table ?? familyTableOf(model))?.dims;
    return { title: t(dims === 2 ? 'familyTable' : 'familyTable1', { game: model.game }), period: '' };
  }
  const { period } = model;
  const isGraph = model.info.vertices != null; // a graph is solved whole: no period
  return {
    title: `${t('sgTable')}: ${model.game}`,
    period: isGraph ? '' : period === undefined
      ? t('periodUnknown')
      : period
        ? t('pattern', { pre: period.preperiod, period: period.period, checked: period.checkedTo })
        : t('noPattern', { n: model.periodChecked ?? model.values.length }),
  };
}

/** How many states of a heap game's table step `step` shows: they are computed in state order (a graph is solved
 * whole). */
export function computedTo(model, step) {
  const order = model.table?.order;
  const isGraph = model.info.vertices != null;
  return !isGraph && order ? Math.min(model.values.length, order[Math.min(step, order.length - 1)] + 1) : model.values.length;
}

/** The table at `step` as a drawing (palette `c`): heap games G(0 …) in rows of cells (up to 2000 of them), a
 * family's grid of positions; null while a family's table has not come. */
export function tableDrawing(model, step, c) {
  const cell = 30;
  const head = 40;
  const box = (d, x, y, text, g, wins) => {
    const lose = wins === false || g === 0;
    d.items.push({ kind: 'rect', x, y, w: cell - 2, h: cell - 2, r: 3, fill: lose ? c.pDark : g === null || g === undefined ? c.n : sgColor(g), stroke: c.line });
    d.items.push({ kind: 'text', x: x + cell / 2 - 1, y: y + cell / 2 - 1, text, size: 12, bold: true, anchor: 'middle', fill: lose ? '#ffffff' : '#111111' });
  };
  if (!model.info.table) {
    const table = familyTableOf(model);
    if (!table) return null;
    const cols = table.dims === 2 ? table.side : 1;
    const d = newDrawing(Math.max(420, 40 + cols * cell), head + 30 + table.side * cell, c.bg);
    d.items.push({ kind: 'text', x: 12, y: 20, text: tableTexts(model, table).title, size: 14, bold: true, fill: c.fg });
    for (let a = 0; a < table.side; a++) {
      d.items.push({ kind: 'text', x: 24, y: head + 30 + a * cell + cell / 2, text: String(a), size: 11, anchor: 'end', fill: c.muted });
      for (let b = 0; b < cols; b++) {
        const x = 30 + b * cell;
        if (a === 0 && cols > 1) d.items.push({ kind: 'text', x: x + cell / 2, y: head + 14, text: String(b), size: 11, anchor: 'middle', fill: c.muted });
        const cellData = table.cells[a * cols + b];
        box(d, x, head + 30 + a * cell, cellData.sg === null ? (cellData.wins ? 'N' : 'P') : String(cellData.sg), cellData.sg, cellData.wins);
      }
    }
    return d;
  }
  const count = Math.min(computedTo(model, step), 2000);
  const perRow = model.period?.period && model.period.period <= 30 ? model.period.period * Math.max(1, Math.floor(20 / model.period.period)) : 20;
  const rows = Math.ceil(count / perRow);
  const d = newDrawing(Math.max(420, 20 + perRow * cell), head + rows * (cell + 14) + 10, c.bg);
  const { title, period } = tableTexts(model);
  d.items.push({ kind: 'text', x: 10, y: 14, text: title, size: 14, bold: true, fill: c.fg });
  d.items.push({ kind: 'text', x: 10, y: 32, text: period, size: 12, fill: c.muted });
  for (let s = 0; s < count; s++) {
    const x = 10 + (s % perRow) * cell;
    const y = head + Math.floor(s / perRow) * (cell + 14);
    d.items.push({ kind: 'text', x: x + cell / 2, y: y + 6, text: String(s), size: 9, anchor: 'middle', fill: c.muted });
    box(d, x, y + 12, String(model.values[s]), model.values[s]);
  }
  return d;
}
