// What both graph renderers (graph-svg.js, graph-canvas.js) share: the layout in typed arrays with its lookups
// (graphData), the computation order as ranks, edge curves, the focus, and the geometry and labels they agree on.

export const PIXEL_NODE = 2.5; // device pixels: canvas nodes this small are drawn as squares of whole pixels
export const UNIT = 64; // SVG units per layout unit
export const R = 21; // node radius
// Layers that run down sit ROW layout units apart: between a node's value line and the next layer's nodes an arrow
// coming in keeps room for its head, below the value (the value's back hides the line behind it).
export const ROW = 1.4;
// The value line under a node: its baseline, its font size, and the back that hides the edges passing behind it
// (a monospace advance is 0.6 em).
export const VALUE = { y: R + 14, size: 14 };
export const valueBack = (text) => {
  const w = 0.6 * VALUE.size * text.length + 4;
  return { x: -w / 2, y: VALUE.y - 8, w, h: 16 };
};
export const views = new WeakMap(); // root → view
let instances = 0;
/** A unique id for a graph's markers when several graphs share a page. */
export const nextId = () => ++instances;

export const ZOOM_KEYS = { in: 'zoomIn', out: 'zoomOut', fit: 'zoomFit' };
export const graphLabel = (d, t) => t('graphLabel', { states: d.count, moves: d.edgeCount });

/** Typed arrays for any form of layout, plus state → node index, successor lists and screen positions. */
export function graphData(layout, marked) {
  let d;
  if (layout.packed) {
    const p = layout.packed;
    d = { ...p, labels: p.labels ?? null };
  } else {
    const nodes = layout.nodes;
    const n = nodes.length;
    d = {
      id: new Uint32Array(n), layer: new Uint32Array(n), x: new Float64Array(n), y: new Float64Array(n),
      sg: new Uint32Array(n), labels: nodes.map((node) => node.label), edges: new Uint32Array(2 * layout.edges.length),
    };
    nodes.forEach((node, i) => { d.id[i] = node.id; d.layer[i] = node.layer; d.x[i] = node.x; d.y[i] = node.y; d.sg[i] = node.sg ?? 0; });
    layout.edges.forEach(([a, b], e) => { d.edges[2 * e] = a; d.edges[2 * e + 1] = b; });
    // A graph of positions says who wins at each node; where no SG value is known (misère play) only that.
    if (nodes.some((node) => 'wins' in node)) {
      d.win = Uint8Array.from(nodes, (node) => (node.wins ? 1 : 0));
      d.valued = Uint8Array.from(nodes, (node) => (node.sg === null ? 0 : 1));
      // A loopy game's drawn positions: neither side can force a win.
      if (nodes.some((node) => node.draw)) d.draw = Uint8Array.from(nodes, (node) => (node.draw ? 1 : 0));
      // Nodes where a graph cut at a depth leaves moves out.
      if (nodes.some((node) => node.frontier)) d.frontier = Uint8Array.from(nodes, (node) => (node.frontier ? 1 : 0));
    }
  }
  const n = d.id.length;
  // The loops over every node below run once per graph, mostly before the engine optimises them: locals and no
  // calls in them (Uint8Array.from with a function, or Math.max per node, took 10-15 ms each at 10^5 nodes).
  const { id, sg } = d;
  if (!d.win) {
    const win = new Uint8Array(n);
    for (let i = 0; i < n; i++) win[i] = sg[i] === 0 ? 0 : 1;
    d.win = win;
  }
  d.valued ??= new Uint8Array(n).fill(1);
  // Pair nodes a+b are the last pairs.length nodes; pairs[k] holds the ids of their parts.
  d.pairs = layout.pairs ?? [];
  d.pairBase = n - d.pairs.length;
  d.marked = new Uint8Array(n);
  d.count = n;
  d.edgeCount = d.edges.length / 2;
  d.label = d.labels ? (i) => d.labels[i] : (i) => String(d.id[i]);
  // State → node index: a table when ids are dense (heap sizes, vertices, a·n + b), else a Map.
  let maxId = 0;
  for (let i = 0; i < n; i++) if (id[i] > maxId) maxId = id[i];
  if (maxId < 4 * n + 16) {
    const table = new Int32Array(maxId + 1).fill(-1);
    for (let i = 0; i < n; i++) table[id[i]] = i;
    d.indexOf = (s) => (Number.isInteger(s) && s >= 0 && s <= maxId ? table[s] : -1);
    d.indexTable = table; // for loops over every state (ranks), where a call per state costs
  } else {
    const map = new Map();
    for (let i = 0; i < n; i++) map.set(id[i], i);
    d.indexOf = (s) => map.get(s) ?? -1;
  }
  for (const s of marked ?? []) {
    // Marks are heap sizes: only a state node can be one (a pair node's id is no heap size, and a heap past N is
    // not drawn at all).
    const i = d.indexOf(s);
    if (i >= 0 && i < d.pairBase) d.marked[i] = 1;
  }
  // Moves by source: d.moves(i) = the edge numbers leaving node i, in edge order. The core lists edges grouped by
  // source in node order, and compute.js notes that (sortedBySource) when it packs them, so a binary search finds
  // a node's edges without building an index of millions of moves on the main thread; otherwise, an index.
  const sorted = d.sortedBySource ?? isSortedBySource(d.edges);
  if (sorted) {
    const bound = (i) => { // first edge whose source is ≥ i
      let lo = 0; let hi = d.edgeCount;
      while (lo < hi) { const mid = (lo + hi) >>> 1; if (d.edges[2 * mid] < i) lo = mid + 1; else hi = mid; }
      return lo;
    };
    d.moves = (i) => { const a = bound(i); const b = bound(i + 1); return Array.from({ length: b - a }, (_, k) => a + k); };
  } else {
    const start = new Uint32Array(n + 1);
    for (let e = 0; e < d.edgeCount; e++) start[d.edges[2 * e] + 1]++;
    for (let i = 0; i < n; i++) start[i + 1] += start[i];
    const fill = start.slice(0, n);
    const byNode = new Uint32Array(d.edgeCount);
    for (let e = 0; e < d.edgeCount; e++) byNode[fill[d.edges[2 * e]]++] = e;
    d.moves = (i) => Array.from(byNode.subarray(start[i], start[i + 1]));
  }
  d.successors = (i) => d.moves(i).map((e) => d.edges[2 * e + 1]);
  // A tall, narrow layout (a heap game whose layers hold one or two states) reads better on its side: layers run
  // left to right with the sinks at the left, like a number line, and long moves arc above.
  const width = Math.max(1, layout.width);
  const height = Math.max(1, layout.height);
  d.transposed = height > 2 * width && height > 3;
  d.cols = d.transposed ? height : width;
  d.rows = d.transposed ? width : height;
  if (d.transposed) {
    const { y } = d;
    const sx = new Float64Array(n);
    for (let i = 0; i < n; i++) sx[i] = height - 1 - y[i];
    d.sx = sx;
    d.sy = d.x.slice();
  } else {
    d.sx = d.x.slice();
    d.sy = Float64Array.from(d.y, (y) => y * ROW);
  }
  return d;
}

/** Whether flat edge pairs [a0, b0, a1, b1, …] come grouped by source in ascending order. */
export function isSortedBySource(edges) {
  for (let k = 2; k < edges.length; k += 2) if (edges[k] < edges[k - 2]) return false;
  return true;
}

/** Node index → rank in the computation order (−1: not in the order, shown as computed). A pair node a+b is known
 * once both a and b are. */
export function ranks(d, order) {
  const rank = new Int32Array(d.count).fill(-1);
  if (order) {
    const table = d.indexTable;
    for (let k = 0; k < order.length; k++) {
      const i = table ? table[order[k]] ?? -1 : d.indexOf(order[k]); // a typed array reads undefined off its range
      if (i >= 0) rank[i] = k;
    }
    d.pairs.forEach(([a, b], k) => {
      const ia = d.indexOf(a); const ib = d.indexOf(b);
      rank[d.pairBase + k] = Math.max(ia >= 0 ? rank[ia] : -1, ib >= 0 ? rank[ib] : -1);
    });
  }
  return rank;
}

/** Quadratic curve for edge a → b in screen units: straight between neighbouring layers, bent past others. */
export function curve(d, a, b, scale) {
  const x1 = d.sx[a] * scale; const y1 = d.sy[a] * scale;
  const x2 = d.sx[b] * scale; const y2 = d.sy[b] * scale;
  const dx = x2 - x1; const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const span = Math.abs(d.layer[a] - d.layer[b]);
  // Bend to the left of the direction of travel: up when layers run left to right, left when they run down. The
  // longer the move, the higher its arc, so moves of different lengths stay apart.
  const bend = span > 1 ? Math.min(0.5 * len, 5 * scale) : 0;
  return { x1, y1, cx: (x1 + x2) / 2 - (dy / len) * bend, cy: (y1 + y2) / 2 + (dx / len) * bend, x2, y2 };
}

/** "5 → 4, 3, 2": the selected state's options, as text beside the graph ("→ …" at a cut). */
export function optionsText(d, i) {
  if (d.frontier?.[i]) return `${d.label(i)} → …`;
  const to = Array.from(d.successors(i), (j) => d.label(j));
  return `${d.label(i)} → ${to.length ? to.join(', ') : '∅'}`;
}

export function caption(root) {
  const p = document.createElement('p');
  p.className = 'graph-options';
  root.append(p);
  return p;
}

export const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
export const f1 = (v) => v.toFixed(1);

/** Sets `view.current` (the node of the state computed at `step`) and, when the focus changes, `view.selected`:
 * node indices, or null. Shared by the SVG and the canvas renderer. */
export function trackFocus(view, order, step, focus) {
  const c = order && step !== null && step >= 0 && step < order.length ? view.d.indexOf(order[step]) : -1;
  view.current = c >= 0 ? c : null;
  if (focus !== view.focus) {
    view.focus = focus;
    const i = focus === null ? -1 : view.d.indexOf(focus);
    view.selected = i >= 0 ? i : null;
  }
}

/** A long label of several words (a picture's edges, many heaps) in lines of at most LINE characters, four at most,
 * so that it stays inside its node instead of running over its neighbours; the whole of it is in data-label. */
/** A label's size class: several lines, longer than 7 characters, longer than 3, or short. */
export const labelSize = (label, lines) => (lines.length > 1 ? 'lines' : label.length > 7 ? 'longer' : label.length > 3 ? 'long' : '');

/** The fill of a drawn position (loopy play), light enough for the dark label in both themes. */
export const DRAW_FILL = '#a1a1aa';

/**
 * Where graph `d` (graphData) is drawn, in drawing units: the box (vbW × vbH) that holds every node with its SG label
 * below and the peak of every bent edge (a quadratic curve peaks halfway between its chord's midpoint and its control
 * point), the offset (ox, oy) of the layout's origin in it, and each edge's curve in it, both ends shortened to the
 * node outlines so the arrowhead touches the target's edge.
 */
export function extent(d) {
  const bent = [];
  let minX = Infinity; let maxX = -Infinity; let minY = Infinity; let maxY = -Infinity;
  for (let i = 0; i < d.count; i++) {
    // (A P square's mark sits past its lower right corner.)
    minX = Math.min(minX, d.sx[i] * UNIT - R); maxX = Math.max(maxX, d.sx[i] * UNIT + R + (d.win[i] ? 0 : 6));
    minY = Math.min(minY, d.sy[i] * UNIT - R - (d.marked[i] ? 16 : 0)); maxY = Math.max(maxY, d.sy[i] * UNIT + R + 20);
  }
  for (let e = 0; e < d.edgeCount; e++) {
    const c = curve(d, d.edges[2 * e], d.edges[2 * e + 1], UNIT);
    bent.push(c);
    const px = (c.x1 + c.x2) / 4 + c.cx / 2; const py = (c.y1 + c.y2) / 4 + c.cy / 2;
    minX = Math.min(minX, px); maxX = Math.max(maxX, px); minY = Math.min(minY, py); maxY = Math.max(maxY, py);
  }
  const pad = 12;
  const ox = pad - minX; const oy = pad - minY;
  const cut = (px, py, qx, qy, l0) => { const l = Math.hypot(qx - px, qy - py) || 1; return [px + (qx - px) * l0 / l, py + (qy - py) * l0 / l]; };
  const curves = bent.map((c) => {
    const [x1, y1] = cut(c.x1, c.y1, c.cx, c.cy, R);
    const [x2, y2] = cut(c.x2, c.y2, c.cx, c.cy, R + 2);
    return { x1: x1 + ox, y1: y1 + oy, cx: c.cx + ox, cy: c.cy + oy, x2: x2 + ox, y2: y2 + oy };
  });
  return { curves, ox, oy, vbW: maxX - minX + 2 * pad, vbH: maxY - minY + 2 * pad };
}

const LINE = 7;
export function labelLines(label) {
  if (label.length <= LINE || !label.includes(' ')) return [label];
  const lines = [];
  for (const word of label.split(' ')) {
    if (lines.length && `${lines[lines.length - 1]} ${word}`.length <= LINE) lines[lines.length - 1] += ` ${word}`;
    else lines.push(word);
  }
  return lines.length > 4 ? [...lines.slice(0, 3), `${lines[3]}…`] : lines;
}
