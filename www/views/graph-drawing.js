// What the graph view shows at a step, as marks (drawing.js) for every export: the graph of the model (the table's
// states, the graph of the position's moves, or the grid of pairs) laid out as the SVG on screen lays it out
// (graph-data.js extent), its states revealed in the order they are computed, the one computed at the step ringed
// dashed, the focused state and its options lit. A pure function of (model, step): no DOM here. Past the SVG limits
// the drawing is a painted graph (graph-paint.js draws and paints it, as it paints the canvas on screen): a picture,
// no SVG. A helper, not a view.

import { sgColor } from './colours.js';
import { graphData, ranks, extent, labelLines, labelSize, DRAW_FILL, R, UNIT, VALUE, valueBack } from './graph-data.js';
import { onCanvas, bigDrawing } from './graph-draw.js';

const GRID_MAX = 16; // the two-heap grid shows heaps 0..15 at most (256 states stay readable)

/** The side of the grid of pairs for the position's pair: big enough to hold it with a margin, small enough to read. */
const gridSide = (model) => Math.min(GRID_MAX, model.values.length, Math.max(8, Math.max(...model.pair) + 2));

/** The grid's layout and side for the current pair, if the grid is asked for and fits. */
export function grid(model) {
  if (!model.state.grid || !model.pair || !model.info.table || model.info.name === 'graph') return null;
  const side = gridSide(model);
  const layout = model.answers.get('layoutGrid', [model.game, side])?.value;
  return layout && Math.max(...model.pair) < side ? { layout, side } : null;
}

export { gridSide };

/** What the graph view draws for `model`: { layout, order, focus, marked } (layout null when there is none). The
 * focus is the state the explorer focused for the step (actions.focusAt), the grid's the position's pair. */
export function graphScene(model) {
  const g = grid(model);
  if (g) return { layout: g.layout, order: null, focus: model.pair[0] * g.side + model.pair[1], marked: null };
  if (!model.info.table) return { layout: model.posGraph ?? null, order: model.order, focus: model.focus ?? null, marked: new Set([0]) };
  return { layout: model.layout ?? null, order: model.order, focus: model.focus ?? null, marked: model.marked ?? null };
}

const round = (v) => Number(v.toFixed(1)); // as the SVG writes its numbers

/** The graph at `step` as a drawing in colours `c`; null when there is nothing to draw. */
export function graphDrawing(model, step, c) {
  const { layout, order, focus, marked } = graphScene(model);
  const count = layout?.packed ? layout.packed.id.length : layout?.nodes?.length ?? 0;
  if (!count) return null;
  const d = graphData(layout, marked);
  if (onCanvas(layout)) return bigDrawing(d, model, step, c); // (never the grid: it is small)
  const { curves, ox, oy, vbW, vbH } = extent(d);
  const out = { width: Math.ceil(round(vbW)), height: Math.ceil(round(vbH)), background: c.bg, items: [] };
  const rank = ranks(d, order);
  const last = order && Number.isInteger(step) ? step : Infinity;
  const shown = (i) => rank[i] <= last;
  const at = order && Number.isInteger(step) && step >= 0 && step < order.length ? d.indexOf(order[step]) : -1;
  const fi = focus === null ? -1 : d.indexOf(focus);
  const hot = new Set(fi >= 0 ? d.moves(fi) : []);
  const options = new Set(fi >= 0 ? d.successors(fi) : []);
  // The focused state's moves are drawn above the others, as on screen.
  const edge = (e, lit) => {
    const k = curves[e];
    out.items.push({ kind: 'path', x1: round(k.x1), y1: round(k.y1), cx: round(k.cx), cy: round(k.cy), x2: round(k.x2), y2: round(k.y2),
      stroke: lit ? c.n : c.muted, width: lit ? 2.6 : 1.2, arrow: true });
  };
  for (let e = 0; e < d.edgeCount; e++) if (!hot.has(e)) edge(e, false);
  for (const e of hot) edge(e, true);
  for (let i = 0; i < d.count; i++) {
    const x = round(ox + d.sx[i] * UNIT);
    const y = round(oy + d.sy[i] * UNIT);
    const seen = shown(i);
    const pair = i >= d.pairBase;
    const draw = d.draw?.[i] === 1;
    const lose = d.win[i] === 0;
    const ring = i === fi ? [c.p, 4.5] : options.has(i) ? [c.n, 3.5] : d.marked[i] ? [c.accent, 4] : [c.fg, 1.2];
    const dash = !seen || i === at ? [4, 3] : pair ? [3, 2] : undefined;
    if (seen && !draw && lose) {
      out.items.push({ kind: 'rect', x: x - R, y: y - R, w: 2 * R, h: 2 * R, r: 2, fill: sgColor(0), stroke: ring[0], width: ring[1], dash });
    } else {
      const fill = !seen ? c.bg : draw ? DRAW_FILL : d.valued[i] ? sgColor(d.sg[i]) : lose ? sgColor(0) : c.n;
      out.items.push({ kind: 'circle', x, y, r: R, fill, stroke: !seen ? c.muted : ring[0], width: !seen ? 1.2 : ring[1], dash });
    }
    const label = d.label(i);
    const lines = labelLines(label);
    const size = labelSize(label, lines);
    const font = size === 'lines' ? 9 : size === 'longer' ? 10 : size === 'long' ? 11 : pair ? 12 : 18;
    const kindP = !draw && lose; // the node's kind is P (neither a draw nor a win)
    lines.forEach((line, k) => {
      out.items.push({ kind: 'text', x, y: y + round(1 + (k - (lines.length - 1) / 2) * 9.5), text: line, size: font, bold: true, anchor: 'middle',
        fill: !seen ? c.muted : kindP ? '#ffffff' : size === 'longer' ? c.fg : '#111111' });
    });
    if (seen && kindP) out.items.push({ kind: 'text', x: x + R + 6, y: y + R - 2, text: 'P', size: 14, bold: true, anchor: 'middle', fill: c.fg });
    if (d.marked[i]) out.items.push({ kind: 'text', x, y: y - R - 7, text: '▼', size: 11, bold: true, anchor: 'middle', fill: c.accent });
    const value = !seen ? (d.valued[i] ? 'SG ?' : '?') : d.valued[i] ? `SG ${d.sg[i]}` : draw ? 'D' : lose ? 'P' : 'N';
    const back = valueBack(value);
    out.items.push({ kind: 'rect', x: round(x + back.x), y: y + back.y, w: round(back.w), h: back.h, fill: c.bg });
    out.items.push({ kind: 'text', x, y: y + VALUE.y, text: value, size: VALUE.size, anchor: 'middle', fill: c.fg });
  }
  return out;
}
