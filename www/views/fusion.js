// The fusion view (green Hackenbush with cycles, POJ 3710): the picture drawn on its ground, then step by step the
// fusion principle (the vertices on common cycles fuse into one, their edges becoming loops, each worth 1) and the
// colon principle on the tree that is left (a branch is worth 1 + what hangs from it, branches and loops at a vertex
// add by XOR), from the leaves to the ground. The parts, loops and values are the core's (theoryTrace).

import { drawing as newDrawing } from '../drawing.js';
import { drawnFrame, fitText } from './drawn.js';
import { sgColor } from './colours.js';

const traceOf = (model) => (model.position ? model.answers.get('theoryTrace', [model.position]) : null);

const ROW = 64;
const COL = 56;
const MARGIN = 36;
const PETALS = 6; // loops drawn one by one up to this many; more are counted

/** Each vertex's place: depth from the ground by a breadth-first search, leaves of its tree one column apart. */
function layout(t) {
  const n = t.part.length;
  const adjacent = Array.from({ length: n }, () => []);
  for (const [a, b] of t.edges) if (a !== b) { adjacent[a].push(b); adjacent[b].push(a); }
  const depth = new Array(n).fill(-1);
  const kids = Array.from({ length: n }, () => []);
  depth[0] = 0;
  const queue = [0];
  for (let i = 0; i < queue.length; i++) {
    for (const w of adjacent[queue[i]]) if (depth[w] < 0) { depth[w] = depth[queue[i]] + 1; kids[queue[i]].push(w); queue.push(w); }
  }
  // Preorder without recursion (a picture may be a path of a thousand edges).
  const pre = [];
  const stack = [0];
  while (stack.length) {
    const v = stack.pop();
    pre.push(v);
    for (let i = kids[v].length - 1; i >= 0; i--) stack.push(kids[v][i]);
  }
  const x = new Array(n).fill(0);
  let next = 0;
  for (const v of pre) if (v !== 0 && !kids[v].length) x[v] = next++;
  for (const v of [...pre].reverse()) if (kids[v].length) x[v] = (x[kids[v][0]] + x[kids[v][kids[v].length - 1]]) / 2;
  const top = Math.max(0, ...depth);
  const width = MARGIN * 2 + Math.max(1, next - 1) * COL;
  const height = MARGIN * 2 + 44 + top * ROW;
  const ground = height - MARGIN;
  return { x: x.map((c) => MARGIN + c * COL), y: depth.map((d) => ground - Math.max(0, d) * ROW), width, height, ground };
}

/** What step `step` shows: the parts fused so far, the parts valued so far, and the one this step is about. */
function stage(t, step) {
  const f = t.fusions.length;
  const fused = new Set(t.fusions.slice(0, Math.min(step, f)));
  const settled = new Set(t.order.slice(0, Math.max(0, step - f)));
  const current = step === 0 ? null : step <= f ? t.fusions[step - 1] : t.order[Math.min(step - f, t.order.length) - 1];
  return { fused, settled, current };
}

/** A fused part's name: its vertices, the first few. */
const setName = (m) => `{${m.slice(0, 4).join(',')}${m.length > 4 ? ',…' : ''}}`;

/** The branches of part q (1 + the value of each part hanging from it), as numbers. */
const branches = (t, q) => t.parent.flatMap((p, c) => (p === q ? [t.values[c] + 1] : []));

/** The drawing of trace `t` at `step`: a pure function of its arguments. */
export function fusionDrawing(t, step, c, title) {
  const at = layout(t);
  // The title fits the picture (or a phone's width, for a small one): its position is cut short if need be.
  const width = Math.max(at.width, 360);
  const d = newDrawing(width, at.height, c.bg);
  // A picture narrower than the drawing stands in its middle.
  at.x = at.x.map((x) => x + (width - at.width) / 2);
  const heading = fitText(title, width - 10);
  const { fused, settled, current } = stage(t, step);
  const groundPart = t.part[0];
  // A part is folded once a valued part other than the ground's lies above it: it counts as a stalk now.
  const folded = (q) => {
    for (let p = t.parent[q]; p !== null && p !== groundPart; p = t.parent[p]) if (settled.has(p)) return true;
    return false;
  };
  // Where vertex v is drawn: a fused part's vertices all where the cycle was (the middle of its vertices), the
  // ground's on the ground.
  const centre = t.members.map((m, q) => (q === groundPart ? [at.x[0], at.y[0]]
    : [m.reduce((s, v) => s + at.x[v], 0) / m.length, m.reduce((s, v) => s + at.y[v], 0) / m.length]));
  const place = (v) => (fused.has(t.part[v]) ? centre[t.part[v]] : [at.x[v], at.y[v]]);
  const hangs = new Map(t.bridge.map((b, q) => [b, q]));
  // Parallel edges are drawn as curves side by side.
  const pairs = new Map();
  t.edges.forEach(([a, b], id) => {
    if (a === b) return;
    const k = a < b ? `${a},${b}` : `${b},${a}`;
    if (!pairs.has(k)) pairs.set(k, []);
    pairs.get(k).push(id);
  });

  d.items.push({ kind: 'text', x: 10, y: 14, text: heading, size: 13, bold: true, fill: c.fg });
  d.items.push({ kind: 'line', x1: 8, y1: at.ground, x2: d.width - 8, y2: at.ground, stroke: c.muted, width: 4 });
  const loops = new Map(); // vertex → [loops drawn there, folded]
  t.edges.forEach(([a, b], id) => {
    const q = hangs.has(id) ? hangs.get(id) : t.part[a];
    const faded = folded(q);
    if (a === b || (fused.has(q) && !hangs.has(id))) {
      const r = fused.has(q) ? t.members[q][0] : a;
      loops.set(r, [(loops.get(r)?.[0] ?? 0) + 1, faded, place(r)]);
      return;
    }
    const [x1, y1] = place(a);
    const [x2, y2] = place(b);
    const stroke = faded ? c.line : q === current ? c.accent : c.fg;
    const width = faded ? 1.5 : 3;
    const group = pairs.get(a < b ? `${a},${b}` : `${b},${a}`);
    const bend = (group.indexOf(id) - (group.length - 1) / 2) * 36;
    if (bend === 0) d.items.push({ kind: 'line', x1, y1, x2, y2, stroke, width });
    else {
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      d.items.push({ kind: 'path', x1, y1, x2, y2, cx: (x1 + x2) / 2 - ((y2 - y1) / len) * bend, cy: (y1 + y2) / 2 + ((x2 - x1) / len) * bend, stroke, width });
    }
    // A valued part's bridge carries its branch's worth, near the part's end (where edges have spread apart).
    if (hangs.has(id) && settled.has(q) && !faded) {
      const [px, py] = t.part[a] === q ? [x2, y2] : [x1, y1];
      const [qx, qy] = t.part[a] === q ? [x1, y1] : [x2, y2];
      d.items.push({ kind: 'text', x: px + 0.7 * (qx - px) + 8, y: py + 0.7 * (qy - py), text: `*${t.values[q] + 1}`, size: 12, bold: true, fill: c.accent });
    }
  });
  // Loops: petals above their vertex, fanned out; a crowd of them is counted.
  for (const [count, faded, [x, y]] of loops.values()) {
    const shown = Math.min(count, PETALS);
    for (let i = 0; i < shown; i++) {
      const angle = -Math.PI / 2 + (i - (shown - 1) / 2) * 0.55;
      d.items.push({ kind: 'circle', x: x + 14 * Math.cos(angle), y: y + 14 * Math.sin(angle), r: 7, stroke: faded ? c.line : c.fg, width: faded ? 1.5 : 2 });
    }
    if (count > PETALS) d.items.push({ kind: 'text', x, y: y - 34, text: `×${count}`, size: 11, bold: true, fill: c.fg, anchor: 'middle' });
  }
  for (let v = 1; v < t.part.length; v++) {
    const q = t.part[v];
    if (q === null || (fused.has(q) && v !== t.members[q][0])) continue;
    const [x, y] = place(v);
    const faded = folded(q);
    const done = settled.has(q);
    const now = q === current;
    d.items.push({ kind: 'circle', x, y, r: now ? 9 : 7, fill: faded ? c.bg : done ? sgColor(t.values[q]) : c.bg, stroke: now ? c.accent : faded ? c.line : c.fg, width: now ? 3 : 2 });
    // A fused vertex is named by its vertices, to its left (its loops stand above it).
    if (fused.has(q)) d.items.push({ kind: 'text', x: x - 14, y: y + 6, text: setName(t.members[q]), size: 10, fill: c.muted, anchor: 'end' });
    else d.items.push({ kind: 'text', x: x - 10, y: y - 12, text: String(v), size: 10, fill: c.muted, anchor: 'end' });
    if (done && !faded) d.items.push({ kind: 'text', x: x + 12, y: y + 12, text: `*${t.values[q]}`, size: 12, fill: c.fg });
  }
  // The ground's own fused vertices are named on the ground.
  if (fused.has(groundPart)) {
    d.items.push({ kind: 'text', x: at.x[0], y: at.ground + 14, text: setName(t.members[groundPart]), size: 10, fill: c.muted, anchor: 'middle' });
  }
  if (settled.has(groundPart)) {
    const terms = [...(t.loops[groundPart] ? [t.loops[groundPart] % 2] : []), ...branches(t, groundPart)];
    d.items.push({ kind: 'text', x: d.width / 2, y: at.ground + 28, text: `SG = ${terms.join(' ⊕ ') || '0'} = ${t.values[groundPart]}`, size: 14, bold: true, anchor: 'middle', fill: t.values[groundPart] ? c.n : c.fg });
  }
  return d;
}

/** The announcer's sentence for `step`. */
function announce(t, step, tr) {
  const { current } = stage(t, step);
  if (current === null) {
    const args = { edges: t.edges.length, cycles: t.fusions.length };
    return tr(t.fusions.length ? 'aFusionStart' : 'aFusionNoCycle', args);
  }
  const vertex = t.members[current][0];
  const loops = t.loops[current];
  if (step <= t.fusions.length) {
    return tr('aFusionFuse', { vertices: t.members[current].join(', '), vertex, loops, parity: loops % 2 });
  }
  const b = branches(t, current).join(' ⊕ ');
  const value = t.values[current];
  const ground = current === t.part[0];
  if (loops) return tr(ground ? 'aFusionGround' : 'aFusionPart', { vertex, loops, parity: loops % 2, branches: b || '—', value });
  if (ground) return tr('aTreeGround', { branches: b || '—', value });
  return b ? tr('aTreeVertex', { vertex, branches: b, value }) : tr('aTreeLeaf', { vertex });
}

const stepsOf = (t) => 1 + t.fusions.length + t.order.length;

export default {
  async prepare(model, actions) {
    if (model.position) await actions.ask('theoryTrace', [model.position]);
  },
  steps: (model) => {
    const t = traceOf(model)?.value;
    return t ? stepsOf(t) : 1;
  },
  // The picture as written first: the steps are the lesson.
  defaultStep: () => 0,
  frame(panel, model, step) {
    drawnFrame(this, panel, model, step, traceOf(model));
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    return t ? announce(t, Math.min(step, stepsOf(t) - 1), model.t) : '';
  },
  drawing(model, step, c) {
    const t = traceOf(model)?.value;
    return t ? fusionDrawing(t, Math.min(step, stepsOf(t) - 1), c, model.t('fusionTitle', { position: model.position })) : null;
  },
};
