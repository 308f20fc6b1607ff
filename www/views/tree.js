// The tree view (green Hackenbush, HDU 3094): the tree drawn on its ground, and the colon principle step by step
// from the leaves up. A settled vertex shows what hangs from it (*g), the edge above it its branch, 1 + g, and the
// tree under it fades: it has shrunk to a stalk of g edges, as far as the value goes. The ground settles last: the
// XOR of its branches is the tree's SG. The numbers are the core's (theoryTrace).

import { drawing as newDrawing } from '../drawing.js';
import { drawnFrame, fitText } from './drawn.js';
import { sgColor } from './colours.js';

const traceOf = (model) => (model.position ? model.answers.get('theoryTrace', [model.position]) : null);

const ROW = 58;
const COL = 46;
const MARGIN = 36;

/** Each vertex's place: leaves one column apart in preorder, a parent over the middle of its children. */
function layout(t) {
  const x = new Array(t.depths.length).fill(0);
  let next = 0;
  // Leaves in preorder, left to right; then each parent, after its children (the order settles them first).
  t.depths.forEach((_, v) => { if (v > 0 && !t.children[v].length) x[v] = next++; });
  for (const v of t.order) {
    const kids = t.children[v];
    if (kids.length) x[v] = (x[kids[0]] + x[kids[kids.length - 1]]) / 2;
  }
  const top = Math.max(...t.depths);
  const width = MARGIN * 2 + Math.max(1, next - 1) * COL;
  const height = MARGIN * 2 + 24 + top * ROW;
  const ground = height - MARGIN;
  return { x: x.map((c) => MARGIN + c * COL), y: t.depths.map((d) => ground - d * ROW), width, height, ground };
}

/** The branches of vertex v (1 + the value of each child), as text. */
const branches = (t, v) => t.children[v].map((c) => t.values[c] + 1);

/** The drawing of trace `t` at `step`: a pure function of its arguments. */
export function treeDrawing(t, step, c, title) {
  const at = layout(t);
  // The title fits the picture (or a phone's width, for a small one): its position is cut short if need be.
  const width = Math.max(at.width, 360);
  const d = newDrawing(width, at.height, c.bg);
  // A picture narrower than the drawing stands in its middle.
  at.x = at.x.map((x) => x + (width - at.width) / 2);
  const heading = fitText(title, width - 10);
  const settled = new Set(t.order.slice(0, step + 1));
  const current = t.order[Math.min(step, t.order.length - 1)];
  // A vertex is folded when a settled vertex other than the ground lies strictly above it.
  const folded = (v) => {
    for (let p = t.parents[v]; p !== null && p !== 0; p = t.parents[p]) if (settled.has(p)) return true;
    return false;
  };
  d.items.push({ kind: 'text', x: 10, y: 14, text: heading, size: 13, bold: true, fill: c.fg });
  d.items.push({ kind: 'line', x1: 8, y1: at.ground, x2: d.width - 8, y2: at.ground, stroke: c.muted, width: 4 });
  for (let v = 1; v < t.depths.length; v++) {
    const p = t.parents[v];
    const faded = folded(v);
    d.items.push({ kind: 'line', x1: at.x[p], y1: at.y[p], x2: at.x[v], y2: at.y[v], stroke: faded ? c.line : c.fg, width: faded ? 1.5 : 3 });
    if (settled.has(v) && !faded) {
      // Near the child's end, where edges from one vertex have spread apart.
      d.items.push({ kind: 'text', x: at.x[p] + 0.7 * (at.x[v] - at.x[p]) + 8, y: at.y[p] + 0.7 * (at.y[v] - at.y[p]), text: `*${t.values[v] + 1}`, size: 12, bold: true, fill: c.accent });
    }
  }
  for (let v = 1; v < t.depths.length; v++) {
    const faded = folded(v);
    const done = settled.has(v);
    d.items.push({ kind: 'circle', x: at.x[v], y: at.y[v], r: v === current ? 9 : 7, fill: faded ? c.bg : done ? sgColor(t.values[v]) : c.bg, stroke: v === current ? c.accent : faded ? c.line : c.fg, width: v === current ? 3 : 2 });
    d.items.push({ kind: 'text', x: at.x[v] - 12, y: at.y[v] - 12, text: String(v), size: 10, fill: c.muted, anchor: 'middle' });
    if (done && !faded) d.items.push({ kind: 'text', x: at.x[v] + 12, y: at.y[v] - 12, text: `*${t.values[v]}`, size: 12, fill: c.fg });
  }
  if (settled.has(0)) {
    d.items.push({ kind: 'text', x: d.width / 2, y: at.ground + 18, text: `SG = ${branches(t, 0).join(' ⊕ ') || '0'} = ${t.values[0]}`, size: 14, bold: true, anchor: 'middle', fill: t.values[0] ? c.n : c.fg });
  }
  return d;
}

export default {
  async prepare(model, actions) {
    if (model.position) await actions.ask('theoryTrace', [model.position]);
  },
  steps: (model) => traceOf(model)?.value?.order.length ?? 1,
  defaultStep: (model) => (traceOf(model)?.value?.order.length ?? 1) - 1,
  frame(panel, model, step) {
    drawnFrame(this, panel, model, step, traceOf(model));
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    if (!t) return '';
    const v = t.order[Math.min(step, t.order.length - 1)];
    const b = branches(t, v).join(' ⊕ ');
    if (v === 0) return model.t('aTreeGround', { branches: b || '—', value: t.values[0] });
    return b ? model.t('aTreeVertex', { vertex: v, branches: b, value: t.values[v] }) : model.t('aTreeLeaf', { vertex: v });
  },
  drawing(model, step, c) {
    const t = traceOf(model)?.value;
    return t ? treeDrawing(t, step, c, model.t('treeTitle', { position: model.position })) : null;
  },
};
