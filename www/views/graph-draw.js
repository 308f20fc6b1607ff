// The state transition graph, drawn from the core's layered layout (layoutGraph / layoutGrid): one node per state
// with its label and SG value, an arrow per move. P-positions (SG = 0) are squares marked "P", N-positions circles:
// shape and mark, not only colour. Small graphs are SVG (every node a <g class="node" data-state data-sg
// data-kind>); past SVG_LIMIT nodes (or SVG_EDGE_LIMIT moves) a canvas with a hit test, so 10^5 states draw without
// freezing the page.
//
// renderGraph(root, model, step, on, t) is a function of (model, step): model.layout, model.order (the order the
// states are computed in), model.focus, model.marked (the states of the position being looked at); states past
// order[step] show "?" for their value, order[step] has a dashed ring. Calls on the same root with the same layout
// object only update what changed, so playback stays cheap. The layout may be the core's object ({ nodes, edges,
// width, height, pairs }), compute.js's packed form (typed arrays), or a graph of positions (nodes with `wins`, and
// `sg` null where no value is known, as in misère play: such nodes show P or N). Pair nodes a+b (splits) are drawn
// dashed and revealed once both parts are computed. `t` is the explorer's translator. model.width and model.theme
// (themeOf's colours), when the caller read them before changing the page, spare the drawing a forced layout.
import { sgColor, sgRgb, themeOf } from './strip.js';

export const SVG_LIMIT = 1000;
export const SVG_EDGE_LIMIT = 6000;
const LAZY_TEXT = 120; // SVG graphs with more nodes get their text over several frames
// A big SVG graph goes in by slices, one per frame, measured in shapes (a node or an edge without text); a node's
// text costs about TEXT_COST shapes to lay out and paint. The slice adapts to the frames (see Pacer).
const FIRST_SLICE = 150; // shapes in the render task and the first frame, before any frame has been timed
const MIN_SLICE = 30;
const MAX_SLICE = 600;
const TEXT_COST = 3;
const FRAME_GOAL = 40; // ms from one frame to the next

/**
 * How many shapes the next slice of a big SVG graph takes. A slice's style, layout and paint come after its script,
 * so the gap between two frames' timestamps is what the last slice really cost, on this machine at this moment:
 * past FRAME_GOAL the slices halve, well under it they grow by a quarter, within [MIN_SLICE, MAX_SLICE].
 */
class Pacer {
  constructor() { this.size = FIRST_SLICE; this.last = null; }

  /** `now`: the frame's timestamp (undefined for a slice outside a frame, which starts the timing afresh). */
  take(now) {
    if (now !== undefined && this.last !== null) {
      const gap = now - this.last;
      if (gap > FRAME_GOAL) this.size = Math.max(MIN_SLICE, Math.floor(this.size / 2));
      else if (gap < FRAME_GOAL / 2) this.size = Math.min(MAX_SLICE, Math.ceil(this.size * 1.25));
    }
    this.last = now ?? null;
    return this.size;
  }
}

const PIXEL_NODE = 2.5; // device pixels: canvas nodes this small are drawn as squares of whole pixels
const UNIT = 64; // SVG units per layout unit
const R = 21; // node radius
const views = new WeakMap(); // root → view
let instances = 0; // unique marker ids when several graphs share a page

export function renderGraph(root, model, step, on = {}, t = (key) => key) {
  const layout = model?.layout;
  const count = layout?.packed ? layout.packed.id.length : layout?.nodes?.length ?? 0;
  if (!count) {
    // No layout: nothing to draw, or a graph too big to draw (model.layoutError is the core's reason).
    views.delete(root);
    const note = document.createElement('p');
    note.className = 'graph-note';
    note.textContent = model?.layoutError ?? '';
    root.replaceChildren(note);
    root.dataset.mode = 'empty';
    return;
  }
  let view = views.get(root);
  const marked = model.marked ?? null;
  if (!view || view.layout !== layout || view.markedKey !== String(marked ? [...marked] : '')) {
    const data = graphData(layout, marked);
    view = count <= SVG_LIMIT && data.edgeCount <= SVG_EDGE_LIMIT
      ? new SvgView(root, data, t, model.width) : new CanvasView(root, data, t, model.width);
    view.layout = layout;
    view.markedKey = String(marked ? [...marked] : '');
    views.set(root, view);
  }
  view.on = on;
  view.t = t;
  if (view instanceof CanvasView) view.setTheme(model.theme ?? themeOf(root)); // the SVG's colours come from CSS
  view.update(model.order ?? null, Number.isInteger(step) ? step : null, model.focus ?? null);
  if (view.lang !== t.lang) relabel(root, view);
}

/** The graph's accessible name and the zoom buttons' labels, in the explorer's language (again when it changes). */
function relabel(root, view) {
  view.lang = view.t.lang;
  root.querySelector('.graph-svg, .graph-canvas-box')?.setAttribute('aria-label', graphLabel(view.d, view.t));
  for (const b of root.querySelectorAll('[data-zoom]')) {
    const label = view.t(ZOOM_KEYS[b.dataset.zoom]);
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  for (const m of root.querySelectorAll('.pos-mark title')) m.textContent = view.t('positionMark');
}

const ZOOM_KEYS = { in: 'zoomIn', out: 'zoomOut', fit: 'zoomFit' };
const graphLabel = (d, t) => t('graphLabel', { states: d.count, moves: d.edgeCount });

/** Typed arrays for any form of layout, plus state → node index, successor lists and screen positions. */
function graphData(layout, marked) {
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
    d.sy = d.y.slice();
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
function ranks(d, order) {
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
function curve(d, a, b, scale) {
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

/** "5 → 4, 3, 2": the selected state's options, as text beside the graph. */
function optionsText(d, i) {
  const to = Array.from(d.successors(i), (j) => d.label(j));
  return `${d.label(i)} → ${to.length ? to.join(', ') : '∅'}`;
}

function caption(root) {
  const p = document.createElement('p');
  p.className = 'graph-options';
  root.append(p);
  return p;
}

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const f1 = (v) => v.toFixed(1);

/** Sets `view.current` (the node of the state computed at `step`) and, when the focus changes, `view.selected`:
 * node indices, or null. Shared by the SVG and the canvas renderer. */
function trackFocus(view, order, step, focus) {
  const c = order && step !== null && step >= 0 && step < order.length ? view.d.indexOf(order[step]) : -1;
  view.current = c >= 0 ? c : null;
  if (focus !== view.focus) {
    view.focus = focus;
    const i = focus === null ? -1 : view.d.indexOf(focus);
    view.selected = i >= 0 ? i : null;
  }
}

class SvgView {
  constructor(root, d, t, width = 0) {
    this.d = d;
    this.t = t;
    this.width = width;
    this.root = root;
    this.id = ++instances;
    this.selected = null;
    this.focus = undefined;
    this.current = null;
    this.lit = []; // elements carrying highlight classes now
  }

  /** Markup of node i's content: a square marked P or a circle, its label and its value (or "?"; P or N when only
   * who wins is known), and a flag over the states of the position being looked at. */
  content(i, shown, text = true) {
    const d = this.d;
    const label = d.label(i);
    const g = d.sg[i];
    const lose = d.win[i] === 0;
    const fill = d.valued[i] ? sgColor(g) : (lose ? sgColor(0) : 'var(--n, #c2410c)');
    let shape;
    if (!shown) shape = `<circle class="shape pending" r="${R}"/>`;
    else if (lose) shape = `<rect class="shape" x="${-R}" y="${-R}" width="${2 * R}" height="${2 * R}" rx="2" fill="${sgColor(0)}"/><text class="mark" x="${R - 5}" y="${-R + 9}">P</text>`;
    else shape = `<circle class="shape" r="${R}" fill="${fill}"/>`;
    if (!text) return shape.replace(/<text class="mark".*$/, '');
    const value = !shown ? (d.valued[i] ? 'SG ?' : '?') : (d.valued[i] ? `SG ${g}` : (lose ? 'P' : 'N'));
    const flag = d.marked[i] ? `<text class="pos-mark" y="${-R - 7}"><title>${escape(this.t('positionMark'))}</title>▼</text>` : '';
    const size = label.length > 7 ? ' longer' : label.length > 3 ? ' long' : '';
    return `${shape}<text class="label${size}" y="1">${escape(label)}</text>`
      + `<text class="sg" y="${R + 14}">${value}</text>${flag}`;
  }

  build(shownOf) {
    const d = this.d;
    // The drawing's extent: every node with its SG label below, and the peak of every bent edge (a quadratic
    // curve peaks halfway between its chord's midpoint and its control point).
    const curves = [];
    let minX = Infinity; let maxX = -Infinity; let minY = Infinity; let maxY = -Infinity;
    for (let i = 0; i < d.count; i++) {
      minX = Math.min(minX, d.sx[i] * UNIT - R); maxX = Math.max(maxX, d.sx[i] * UNIT + R);
      minY = Math.min(minY, d.sy[i] * UNIT - R - (d.marked[i] ? 16 : 0)); maxY = Math.max(maxY, d.sy[i] * UNIT + R + 20);
    }
    for (let e = 0; e < d.edgeCount; e++) {
      const c = curve(d, d.edges[2 * e], d.edges[2 * e + 1], UNIT);
      curves.push(c);
      const px = (c.x1 + c.x2) / 4 + c.cx / 2; const py = (c.y1 + c.y2) / 4 + c.cy / 2;
      minX = Math.min(minX, px); maxX = Math.max(maxX, px); minY = Math.min(minY, py); maxY = Math.max(maxY, py);
    }
    const pad = 12;
    const ox = pad - minX; const oy = pad - minY;
    const vbW = maxX - minX + 2 * pad; const vbH = maxY - minY + 2 * pad;
    const available = this.width || this.root.clientWidth || 800;
    const scale = Math.max(0.5, Math.min(1.25, available / vbW));
    // Where node i is in the scroll box, in CSS pixels (to keep the state being computed in view).
    this.at = (i) => [(ox + d.sx[i] * UNIT) * scale, (oy + d.sy[i] * UNIT) * scale];

    // One string parsed once is several times faster than thousands of createElementNS calls.
    const out = [`<svg xmlns="http://www.w3.org/2000/svg" class="graph-svg" viewBox="0 0 ${f1(vbW)} ${f1(vbH)}" `
      + `width="${Math.round(vbW * scale)}" height="${Math.round(vbH * scale)}" role="group" `
      + `aria-label="${escape(graphLabel(d, this.t))}"><defs>`];
    for (const kind of ['arrow', 'arrow-hot']) {
      out.push(`<marker id="${kind}-${this.id}" class="${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" `
        + `markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>`);
    }
    out.push('</defs><g class="edges"></g><g class="nodes"></g></svg>');
    const cut = (px, py, qx, qy, l0) => { const l = Math.hypot(qx - px, qy - py) || 1; return [px + (qx - px) * l0 / l, py + (qy - py) * l0 / l]; };
    const edgeHtml = (e) => {
      const c = curves[e];
      // Both ends shortened to the node outlines, so the arrowhead touches the target's edge.
      const [x1, y1] = cut(c.x1, c.y1, c.cx, c.cy, R);
      const [x2, y2] = cut(c.x2, c.y2, c.cx, c.cy, R + 2);
      return `<path class="edge" d="M${f1(x1 + ox)},${f1(y1 + oy)} Q${f1(c.cx + ox)},${f1(c.cy + oy)} `
        + `${f1(x2 + ox)},${f1(y2 + oy)}" marker-end="url(#arrow-${this.id})"/>`;
    };
    this.shown = new Int8Array(d.count);
    for (let i = 0; i < d.count; i++) this.shown[i] = shownOf(i) ? 1 : 0;
    // Text is what costs most to lay out: past LAZY_TEXT nodes the shapes come first and the labels follow in
    // slices over the next frames, so no frame blocks the page for long.
    const lazy = d.count > LAZY_TEXT;
    this.texted = new Uint8Array(d.count).fill(lazy ? 0 : 1);
    // A node's markup when it is inserted, so it shows the state of that moment.
    const nodeHtml = (i) => {
      const shown = this.shown[i] === 1;
      const pair = i >= d.pairBase ? ` data-pair="${escape(d.label(i))}"` : '';
      const sgAttr = d.valued[i] ? ` data-sg="${d.sg[i]}"` : '';
      // One node at a time is in the tab order (a roving tabindex: see keys below); its name is its text.
      return `<g class="node${shown ? '' : ' pending'}${pair ? ' pair' : ''}${d.marked[i] ? ' in-position' : ''}" `
        + `tabindex="${i === (this.selected ?? 0) ? 0 : -1}" role="button" `
        + `data-state="${d.id[i]}"${sgAttr}${pair} data-label="${escape(d.label(i))}" `
        + `data-kind="${d.win[i] ? 'N' : 'P'}" data-revealed="${shown}" `
        + `transform="translate(${f1(ox + d.sx[i] * UNIT)},${f1(oy + d.sy[i] * UNIT)})">${this.content(i, shown, !lazy)}</g>`;
    };
    const wrap = document.createElement('div');
    wrap.className = 'graph-scroll';
    wrap.innerHTML = out.join('');
    this.svg = wrap.firstChild;
    this.edgeEls = new Array(d.edgeCount);
    this.nodeEls = new Array(d.count);
    // Nodes, then edges, a slice per frame: a graph of thousands of elements styled and laid out in one task
    // would block the page for a tenth of a second or more. The first slice goes in now, the rest over the next
    // frames (a node not in yet is skipped by update and highlight, and inserted as it is then).
    const nodesG = this.svg.querySelector('.nodes');
    const edgesG = this.svg.querySelector('.edges');
    // Appends items [from, to) of a group (their markup from `html`) and records their elements in `els`. The new
    // ones are the group's last children (highlight moves lit edges to the end, so indices are not positions).
    const append = (group, html, els, from, to) => {
      if (from >= to) return;
      const parts = [];
      for (let k = from; k < to; k++) parts.push(html(k));
      group.insertAdjacentHTML('beforeend', parts.join(''));
      const children = group.children;
      const base = children.length - (to - from);
      for (let k = from; k < to; k++) els[k] = children[base + k - from];
    };
    this.pacer = new Pacer(); // one for the shapes and then the text, so the text's first slice fits the frames too
    const insert = (from, now) => {
      const end = Math.min(d.count + d.edgeCount, from + this.pacer.take(now));
      const nodeEnd = Math.min(end, d.count);
      append(nodesG, nodeHtml, this.nodeEls, from, nodeEnd);
      const e0 = Math.max(from, d.count) - d.count;
      const e1 = end - d.count;
      append(edgesG, edgeHtml, this.edgeEls, e0, e1);
      if (from < nodeEnd || e0 < e1) this.highlight(); // what lies in the new slice lights up too
      if (end < d.count + d.edgeCount) {
        requestAnimationFrame((now) => { if (views.get(this.root) === this) insert(end, now); });
      } else if (lazy) {
        requestAnimationFrame((now) => { if (views.get(this.root) === this) this.addText(0, now); });
      } else {
        this.root.dataset.complete = 'true';
      }
    };
    this.svg.addEventListener('click', (e) => {
      const g = e.target.closest?.('.node');
      if (g) this.select(d.indexOf(Number(g.dataset.state)));
    });
    // Keys on a node: Enter or Space opens it (as a click), ↑ ↓ go to the previous or next node; ← → stay the
    // player's (they step the timeline).
    this.svg.addEventListener('keydown', (e) => {
      const g = e.target.closest?.('.node');
      if (!g || e.altKey || e.ctrlKey || e.metaKey) return;
      const i = d.indexOf(Number(g.dataset.state));
      const move = { ArrowUp: -1, ArrowDown: 1 }[e.key];
      if (e.key === 'Enter' || e.key === ' ') this.select(i);
      else if (move !== undefined) this.focusNode(Math.min(d.count - 1, Math.max(0, i + move)));
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
    this.root.replaceChildren(wrap);
    this.scroller = wrap;
    this.root.dataset.mode = 'svg';
    this.caption = caption(this.root);
    this.root.dataset.complete = 'false'; // 'true' once every node and edge is in and shows its text
    insert(0);
  }

  /** Labels and values for the nodes from `from` on, a slice per frame, until all have them. */
  addText(from, now) {
    const end = Math.min(this.d.count, from + Math.ceil(this.pacer.take(now) / TEXT_COST));
    for (let i = from; i < end; i++) {
      if (!this.texted[i]) { this.nodeEls[i].innerHTML = this.content(i, this.shown[i] === 1); this.texted[i] = 1; }
    }
    if (end < this.d.count) {
      requestAnimationFrame((next) => { if (views.get(this.root) === this) this.addText(end, next); });
    } else {
      this.root.dataset.complete = 'true';
    }
  }

  select(i) {
    if (i < 0) return;
    this.selected = i;
    this.rove(i);
    this.highlight();
    this.on?.select?.(this.d.id[i]);
  }

  /** Makes node i the one in the tab order. */
  rove(i) {
    for (const el of this.svg?.querySelectorAll('.node[tabindex="0"]') ?? []) el.setAttribute('tabindex', '-1');
    this.nodeEls[i]?.setAttribute('tabindex', '0');
  }

  /** Moves the keyboard's focus to node i (once it is in: large graphs insert theirs over a few frames). */
  focusNode(i) {
    const el = this.nodeEls[i];
    if (!el) return;
    this.rove(i);
    el.focus();
    this.follow(i);
  }

  update(order, step, focus) {
    if (order !== this.order || !this.svg) { this.order = order; this.rank = ranks(this.d, order); }
    const last = order && step !== null ? step : Infinity;
    if (!this.svg) {
      this.build((i) => this.rank[i] <= last);
    } else {
      for (let i = 0; i < this.d.count; i++) {
        const shown = this.rank[i] <= last ? 1 : 0;
        if (this.shown[i] !== shown) {
          const g = this.nodeEls[i];
          this.shown[i] = shown;
          if (!g) continue; // not inserted yet: it will be, as it is then
          g.innerHTML = this.content(i, shown === 1);
          this.texted[i] = 1;
          g.classList.toggle('pending', !shown);
          g.dataset.revealed = shown ? 'true' : 'false';
        }
      }
    }
    trackFocus(this, order, step, focus);
    this.highlight();
    // Scrolling reads the drawing's layout: at the next frame, which lays it out anyway, not in this task.
    cancelAnimationFrame(this.followFrame);
    this.followFrame = requestAnimationFrame(() => this.follow(this.current ?? this.selected));
  }

  /** Scrolls a graph wider (or taller) than its box so that node i is in view; jumps, never animates. */
  follow(i) {
    const box = this.scroller;
    if (i === null || i === this.followed || !box.isConnected) return;
    this.followed = i;
    const [x, y] = this.at(i);
    const margin = 2 * R;
    if (x < box.scrollLeft + margin || x > box.scrollLeft + box.clientWidth - margin) box.scrollLeft = x - box.clientWidth / 2;
    if (y < box.scrollTop + margin || y > box.scrollTop + box.clientHeight - margin) box.scrollTop = y - box.clientHeight / 2;
  }

  highlight() {
    const d = this.d;
    for (const el of this.lit) {
      el.classList.remove('focus', 'option', 'current', 'option-edge');
      if (el.tagName === 'path') el.setAttribute('marker-end', `url(#arrow-${this.id})`);
    }
    this.lit = [];
    const light = (el, cls) => { if (el) { el.classList.add(cls); this.lit.push(el); } };
    if (this.current !== null) light(this.nodeEls[this.current], 'current');
    const i = this.selected;
    if (i === null) { this.caption.textContent = ''; return; }
    light(this.nodeEls[i], 'focus');
    for (const e of d.moves(i)) {
      light(this.nodeEls[d.edges[2 * e + 1]], 'option');
      const edge = this.edgeEls[e];
      if (!edge) continue;
      light(edge, 'option-edge');
      edge.setAttribute('marker-end', `url(#arrow-hot-${this.id})`);
      edge.parentNode.append(edge); // drawn above the other edges
    }
    this.caption.textContent = optionsText(d, i);
  }
}

/**
 * Past the SVG limits: the whole graph fitted into a canvas; a second canvas on top holds the highlights and the
 * hover label. A long thin layout (a heap game's chain of layers, or one wide layer) would shrink to a hairline, so
 * it wraps like text: bands of `perRow` columns, one under the other, each node a few pixels wide.
 */
class CanvasView {
  constructor(root, d, t, width = 0) {
    this.d = d;
    this.t = t;
    this.selected = null;
    this.focus = undefined;
    this.current = null;
    this.hover = null;
    width ||= root.clientWidth || 800;
    const maxHeight = 560;
    const fit = Math.min(width / (d.cols + 1), maxHeight / (d.rows + 1));
    this.wrapped = fit < 4 && d.cols > 4 * d.rows;
    this.cssW = width;
    this.x = new Float32Array(d.count);
    this.y = new Float32Array(d.count);
    if (this.wrapped) {
      // Bands of d.rows lanes plus half a lane of gap; the cell is as big as lets everything fit.
      const lanes = d.rows + 0.5;
      const cell = Math.max(1, Math.min(24, Math.floor(Math.sqrt((width * maxHeight) / (d.cols * lanes)))));
      const perRow = Math.max(1, Math.floor((width - cell) / cell));
      const bands = Math.ceil(d.cols / perRow);
      this.cell = cell;
      this.cssH = Math.max(80, Math.ceil(bands * lanes * cell + cell));
      this.bands = { perRow, lanes };
    } else {
      this.cell = fit;
      this.cssH = Math.max(80, Math.min(maxHeight, Math.ceil((d.rows + 1) * fit)));
      this.ox = (width - d.cols * fit) / 2 + fit / 2;
      this.oy = (this.cssH - d.rows * fit) / 2 + fit / 2;
    }
    const dpr = globalThis.devicePixelRatio || 1;
    this.dpr = dpr;
    // Zoom and pan: screen = world · zoom + (tx, ty), world being the fitted drawing at zoom 1.
    this.zoom = 1;
    this.tx = 0;
    this.ty = 0;
    const make = (cls) => {
      const c = document.createElement('canvas');
      c.className = cls;
      // The CSS size follows from these attributes (width: 100%, height: auto), so no inline style is needed.
      c.width = Math.round(width * dpr);
      c.height = Math.round(this.cssH * dpr);
      return [c, c.getContext('2d')];
    };
    [this.base, this.ctx] = make('graph-canvas');
    [this.top, this.topCtx] = make('graph-canvas-top');
    const box = document.createElement('div');
    box.className = 'graph-canvas-box';
    box.append(this.base, this.top, this.zoomControls());
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', graphLabel(d, this.t));
    root.replaceChildren(box);
    root.dataset.mode = 'canvas';
    root.dataset.wrapped = String(this.wrapped);
    this.root = root;
    this.caption = caption(root);
    this.cellStart = null; // the hit grid, built at the first pointer event
    this.listen();
    this.drawn = null; // the last step the base canvas shows (null: nothing drawn yet)
  }

  /** Each node's place on the canvas (CSS pixels at zoom 1), from its place in the layout: wrapped into bands,
   * or fitted. A task of its own before the first draw (see update). Locals and no calls in the loops: see graphData. */
  place() {
    const { d, x, y, cell } = this;
    const { sx, sy } = d;
    if (this.wrapped) {
      const { perRow, lanes } = this.bands;
      for (let i = 0; i < d.count; i++) {
        const band = ((sx[i] | 0) / perRow) | 0; // columns are whole and non-negative
        x[i] = cell + (sx[i] - band * perRow) * cell;
        y[i] = cell / 2 + (band * lanes + sy[i]) * cell + cell / 2;
      }
    } else {
      const { ox, oy } = this;
      for (let i = 0; i < d.count; i++) {
        x[i] = ox + sx[i] * cell;
        y[i] = oy + sy[i] * cell;
      }
    }
  }

  /** The theme's colours (themeOf's); when they change, the next update draws everything again in them (playing
   * on or refreshing the same step paints only what changed, which would leave the old theme's pending nodes). */
  setTheme(theme) {
    const key = Object.values(theme).join();
    if (key === this.themeKey) return;
    this.themeKey = key;
    this.theme = theme;
    this.drawn = null;
  }

  /** "+", "−" and "fit" buttons; ctrl + wheel (or a pinch) zooms at the pointer, dragging pans. */
  zoomControls() {
    const bar = document.createElement('div');
    bar.className = 'graph-zoom';
    for (const [key, text] of [['in', '+'], ['out', '−'], ['fit', '⤢']]) {
      const label = this.t(ZOOM_KEYS[key]);
      const b = document.createElement('button');
      b.type = 'button';
      b.textContent = text;
      b.dataset.zoom = key;
      b.setAttribute('aria-label', label);
      b.title = label;
      b.addEventListener('click', () => {
        if (key === 'fit') this.setView(1, 0, 0);
        else this.zoomAt(key === 'in' ? 2 : 0.5, this.cssW / 2, this.cssH / 2);
      });
      bar.append(b);
    }
    return bar;
  }

  listen() {
    const top = this.top;
    const local = (e) => {
      const r = top.getBoundingClientRect();
      return [(e.clientX - r.left) * (this.cssW / r.width), (e.clientY - r.top) * (this.cssH / r.height)];
    };
    let drag = null;
    top.addEventListener('pointerdown', (e) => {
      const [x, y] = local(e);
      drag = { x, y, tx: this.tx, ty: this.ty, moved: false };
    });
    top.addEventListener('pointermove', (e) => {
      const [x, y] = local(e);
      if (drag) {
        if (Math.hypot(x - drag.x, y - drag.y) > 4) drag.moved = true;
        if (drag.moved && this.zoom > 1) this.setView(this.zoom, drag.tx + x - drag.x, drag.ty + y - drag.y);
        return;
      }
      const i = this.hit(x, y);
      if (i !== this.hover) { this.hover = i; this.drawTop(); }
    });
    top.addEventListener('pointerup', (e) => {
      const was = drag;
      drag = null;
      if (was && !was.moved) {
        const i = this.hit(...local(e));
        if (i !== null) this.select(i);
      }
    });
    top.addEventListener('pointerleave', () => { drag = null; this.hover = null; this.drawTop(); });
    top.addEventListener('wheel', (e) => {
      if (!e.ctrlKey && !e.metaKey) return; // a plain wheel scrolls the page
      e.preventDefault();
      this.zoomAt(Math.exp(-e.deltaY * 0.002), ...local(e));
    }, { passive: false });
  }

  /** Zooms by `factor` keeping the world point under (x, y) (CSS pixels) where it is. */
  zoomAt(factor, x, y) {
    const zoom = Math.min(64, Math.max(1, this.zoom * factor));
    const k = zoom / this.zoom;
    this.setView(zoom, x - (x - this.tx) * k, y - (y - this.ty) * k);
  }

  /** Sets zoom and pan (kept so the drawing covers the canvas) and redraws at the next frame. */
  setView(zoom, tx, ty) {
    this.zoom = zoom;
    this.tx = Math.min(0, Math.max(this.cssW * (1 - zoom), tx));
    this.ty = Math.min(0, Math.max(this.cssH * (1 - zoom), ty));
    this.root?.setAttribute?.('data-zoom', String(zoom));
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      if (!this.rank) return; // before the first draw, which draws at the view set here
      this.drawBase(this.drawn ?? Infinity);
      this.drawTop();
    });
  }

  /** World coordinates on `ctx` (device pixels, zoom and pan). */
  world(ctx) {
    const z = this.dpr * this.zoom;
    ctx.setTransform(z, 0, 0, z, this.dpr * this.tx, this.dpr * this.ty);
  }

  /** CSS-pixel coordinates on `ctx` (for text, which keeps its size at any zoom). */
  screen(ctx) {
    ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
  }

  /** Whether node i is on screen (with a margin). */
  visible(i, margin) {
    const x = this.x[i] * this.zoom + this.tx;
    const y = this.y[i] * this.zoom + this.ty;
    return x > -margin && x < this.cssW + margin && y > -margin && y < this.cssH + margin;
  }

  /** Adds move i → j to the current path: an arc past other layers (within a band when wrapped), else a line. */
  edge(ctx, i, j) {
    const x1 = this.x[i]; const y1 = this.y[i]; const x2 = this.x[j]; const y2 = this.y[j];
    ctx.moveTo(x1, y1);
    const span = Math.abs(this.d.layer[i] - this.d.layer[j]);
    if (span <= 1 || (this.wrapped && Math.abs(y1 - y2) > this.cell * this.d.rows)) { ctx.lineTo(x2, y2); return; }
    const dx = x2 - x1; const dy = y2 - y1;
    const len = Math.hypot(dx, dy) || 1;
    const bend = Math.min(0.5 * len, 5 * this.cell);
    ctx.quadraticCurveTo((x1 + x2) / 2 - (dy / len) * bend, (y1 + y2) / 2 + (dx / len) * bend, x2, y2);
  }

  /** Nodes bucketed by screen position (a counting sort), so a click finds its node in O(1) expected. */
  buildHitGrid() {
    const b = 12;
    this.bucket = b;
    this.gw = Math.ceil(this.cssW / b) + 1;
    const gh = Math.ceil(this.cssH / b) + 1;
    const key = (i) => Math.min(gh - 1, Math.max(0, Math.floor(this.y[i] / b))) * this.gw
      + Math.min(this.gw - 1, Math.max(0, Math.floor(this.x[i] / b)));
    const start = new Uint32Array(this.gw * gh + 1);
    for (let i = 0; i < this.d.count; i++) start[key(i) + 1]++;
    for (let k = 0; k < this.gw * gh; k++) start[k + 1] += start[k];
    const fill = start.slice();
    this.cellItems = new Uint32Array(this.d.count);
    for (let i = 0; i < this.d.count; i++) this.cellItems[fill[key(i)]++] = i;
    this.cellStart = start;
    this.gh = gh;
  }

  /** The node nearest to (sx, sy) in CSS pixels on screen, within a few pixels; null if none. */
  hit(sx, sy) {
    if (!this.started) return null; // not placed yet
    if (!this.cellStart) this.buildHitGrid();
    const x = (sx - this.tx) / this.zoom;
    const y = (sy - this.ty) / this.zoom;
    const b = this.bucket;
    const reach = Math.max(6 / this.zoom, this.cell);
    let best = null; let bestD = reach * reach;
    const cx = Math.floor(x / b); const cy = Math.floor(y / b); const k = Math.ceil(reach / b);
    for (let gy = Math.max(0, cy - k); gy <= Math.min(this.gh - 1, cy + k); gy++) {
      for (let gx = Math.max(0, cx - k); gx <= Math.min(this.gw - 1, cx + k); gx++) {
        const c = gy * this.gw + gx;
        for (let m = this.cellStart[c]; m < this.cellStart[c + 1]; m++) {
          const i = this.cellItems[m];
          const dd = (this.x[i] - x) ** 2 + (this.y[i] - y) ** 2;
          if (dd < bestD) { bestD = dd; best = i; }
        }
      }
    }
    return best;
  }

  select(i) {
    this.selected = i;
    this.drawTop();
    this.on?.select?.(this.d.id[i]);
  }

  radius() { return Math.max(0.5, Math.min(R, this.cell * 0.35)); }

  /** Adds node i to the current path: a square for P (and for tiny or not yet computed nodes), a circle for N. */
  shape(ctx, i, shown, r) {
    if (r < 1.5 || !shown || this.d.win[i] === 0) ctx.rect(this.x[i] - r, this.y[i] - r, 2 * r, 2 * r);
    else { ctx.moveTo(this.x[i] + r, this.y[i]); ctx.arc(this.x[i], this.y[i], r, 0, 2 * Math.PI); }
  }

  /** Whether the base canvas shows the moves: not when so many they would only paint it grey, and not when
   * wrapped (moves would cross between bands; only the selected state's are drawn, on the top canvas). */
  drawsEdges() {
    return this.d.edgeCount <= 60000 && !this.wrapped;
  }

  /** The side in device pixels of a node drawn as a solid square of pixels (drawPixels), or 0 where nodes are big
   * enough to be drawn as shapes, or edges are drawn (pixels would overwrite them). */
  pixelSide(r) {
    if (this.drawsEdges()) return 0;
    const side = 2 * r * this.zoom * this.dpr;
    return side <= PIXEL_NODE ? Math.max(1, Math.round(side)) : 0;
  }

  /** The device-pixel column (axis 0) or row (axis 1) of the top-left corner of node i's square of `side` pixels. */
  pixelAt(i, side, axis) {
    return axis === 0 ? Math.round((this.x[i] * this.zoom + this.tx) * this.dpr - side / 2)
      : Math.round((this.y[i] * this.zoom + this.ty) * this.dpr - side / 2);
  }

  /** Every node as a square of `side` device pixels in its colour (the theme's line colour while not computed
   * yet), in one pass over the nodes: at 10^5 nodes a path of as many rectangles, or a sort by colour, took tens of
   * milliseconds, since code that runs once a draw hardly gets optimised. Where nodes share a pixel, the later wins. */
  drawPixels(last, side) {
    const { ctx, d, rank } = this;
    const { width, height } = this.base;
    const image = ctx.createImageData(width, height);
    const pixels = new Uint32Array(image.data.buffer);
    // Colours as the 32-bit words holding their bytes in memory order (r, g, b, a), whatever the platform's order.
    const word = ([r, g, b]) => new Uint32Array(Uint8Array.of(r, g, b, 255).buffer)[0];
    const pending = word(this.rgb(this.theme.line));
    const palette = this.palette ??= [];
    const z = this.zoom * this.dpr;
    const bx = this.tx * this.dpr - side / 2;
    const by = this.ty * this.dpr - side / 2;
    const { x: xs, y: ys } = this;
    const { sg } = d;
    // Plain arithmetic, no calls, in the loop: it runs once a draw, mostly before the engine optimises it.
    for (let i = 0; i < d.count; i++) {
      const x0 = Math.floor(xs[i] * z + bx + 0.5);
      const y0 = Math.floor(ys[i] * z + by + 0.5);
      let colour = pending;
      if (rank[i] <= last) {
        colour = palette[sg[i]];
        if (colour === undefined) colour = palette[sg[i]] = word(sgRgb(sg[i]));
      }
      if (side === 1) {
        if (x0 >= 0 && x0 < width && y0 >= 0 && y0 < height) pixels[y0 * width + x0] = colour;
        continue;
      }
      for (let y = y0 < 0 ? 0 : y0; y < y0 + side && y < height; y++) {
        for (let x = x0 < 0 ? 0 : x0; x < x0 + side && x < width; x++) pixels[y * width + x] = colour;
      }
    }
    ctx.putImageData(image, 0, 0);
  }

  /** [r, g, b] of an opaque CSS colour (the theme's), as the canvas reads it. */
  rgb(colour) {
    const ctx = this.ctx;
    ctx.fillStyle = '#000000';
    ctx.fillStyle = colour; // serialised as #rrggbb when opaque
    const c = ctx.fillStyle;
    return c.startsWith('#') ? [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)) : c.match(/\d+/g).slice(0, 3).map(Number);
  }

  drawBase(last) {
    const { ctx, d } = this;
    this.screen(ctx);
    ctx.clearRect(0, 0, this.cssW, this.cssH);
    this.world(ctx);
    const r = this.radius();
    const margin = (r + this.cell) * this.zoom;
    const culling = this.zoom > 1;
    // Edges, faint, in one path (see drawsEdges).
    if (this.drawsEdges()) {
      ctx.strokeStyle = this.theme.muted;
      ctx.globalAlpha = 0.3;
      ctx.lineWidth = 0.6 / this.zoom;
      ctx.beginPath();
      for (let e = 0; e < d.edgeCount; e++) this.edge(ctx, d.edges[2 * e], d.edges[2 * e + 1]);
      ctx.stroke();
      ctx.globalAlpha = 1;
    }
    // Nodes of a pixel or two: written straight into the pixels.
    const side = this.pixelSide(r);
    if (side) {
      this.drawPixels(last, side);
      return;
    }
    // Nodes grouped by colour (a counting sort on SG + 1, 0 meaning not computed yet): one path and one fill per
    // value, not one per node.
    const key = new Int32Array(d.count);
    let top = 0;
    for (let i = 0; i < d.count; i++) {
      key[i] = culling && !this.visible(i, margin) ? -1 : (this.rank[i] <= last ? d.sg[i] + 1 : 0);
      if (key[i] > top) top = key[i];
    }
    const start = new Uint32Array(top + 2);
    for (let i = 0; i < d.count; i++) if (key[i] >= 0) start[key[i] + 1]++;
    for (let k = 0; k <= top; k++) start[k + 1] += start[k];
    const fill = start.slice();
    const order = new Uint32Array(start[top + 1]);
    for (let i = 0; i < d.count; i++) if (key[i] >= 0) order[fill[key[i]]++] = i;
    for (let k = 0; k <= top; k++) {
      if (start[k] === start[k + 1]) continue;
      ctx.fillStyle = k === 0 ? this.theme.line : sgColor(k - 1);
      ctx.beginPath();
      for (let m = start[k]; m < start[k + 1]; m++) this.shape(ctx, order[m], k > 0, r);
      ctx.fill();
    }
    // Zoomed in far enough, nodes carry their labels (and values) like the SVG drawing.
    const size = 2 * r * this.zoom;
    if (size >= 22) {
      this.screen(ctx);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      const font = Math.min(16, Math.floor(size * 0.4));
      for (let i = 0; i < d.count; i++) {
        if (!this.visible(i, margin)) continue;
        const x = this.x[i] * this.zoom + this.tx;
        const y = this.y[i] * this.zoom + this.ty;
        const shown = this.rank[i] <= last;
        ctx.font = `700 ${d.label(i).length > 3 ? Math.max(8, font - 4) : font}px ui-monospace, monospace`;
        ctx.fillStyle = shown && d.sg[i] === 0 ? '#ffffff' : '#111111';
        ctx.fillText(d.label(i), x, y + 0.5);
        if (shown && d.sg[i] === 0 && size >= 30) { // the P mark in the square's corner, as in the SVG
          ctx.font = '700 9px ui-monospace, monospace';
          ctx.fillText('P', x + size / 2 - 6, y - size / 2 + 7);
        }
        if (size >= 40) {
          ctx.font = `${Math.max(9, font - 3)}px ui-monospace, monospace`;
          ctx.fillStyle = this.theme.fg;
          ctx.fillText(`SG ${shown ? d.sg[i] : '?'}`, x, y + size / 2 + 9);
        }
      }
    }
  }

  update(order, step, focus) {
    if (!this.started) {
      // Placing the nodes and the first full draw run as two tasks of their own: with building the view
      // (graphData, the canvases) they held the page for over 100 ms at 10^5 nodes. Calls before they run only
      // change what will be drawn; pointer events wait for them (hit, drawTop, setView).
      if (!this.next) {
        setTimeout(() => {
          this.place();
          setTimeout(() => { this.started = true; if (this.base.isConnected) this.update(...this.next); });
        });
      }
      this.next = [order, step, focus];
      return;
    }
    if (order !== this.order || this.drawn === null) { this.order = order; this.rank = ranks(this.d, order); this.drawn = null; }
    const last = order && step !== null ? step : Infinity;
    if (this.drawn !== null && last >= this.drawn && order && 2 * this.radius() * this.zoom < 22) {
      // Playing forward: paint only the states revealed since the last frame (as pixel squares where drawBase
      // wrote those, so they cover the pending ones exactly).
      const r = this.radius();
      const side = this.pixelSide(r);
      if (side) this.ctx.setTransform(1, 0, 0, 1, 0, 0);
      else this.world(this.ctx);
      for (let k = Math.max(0, this.drawn + 1); k <= Math.min(last, order.length - 1); k++) {
        const i = this.d.indexOf(order[k]);
        if (i < 0) continue;
        this.ctx.fillStyle = sgColor(this.d.sg[i]);
        if (side) {
          this.ctx.fillRect(this.pixelAt(i, side, 0), this.pixelAt(i, side, 1), side, side);
          continue;
        }
        this.ctx.beginPath();
        this.shape(this.ctx, i, true, r);
        this.ctx.fill();
      }
    } else {
      this.drawBase(last);
    }
    this.drawn = last;
    trackFocus(this, order, step, focus);
    this.drawTop();
  }

  /** Focus ring, its options and their moves, the state being computed and the hovered one, on the top canvas. */
  drawTop() {
    if (!this.rank) return; // nothing drawn yet: the first draw draws this too
    const { topCtx: ctx, d, theme } = this;
    this.screen(ctx);
    ctx.clearRect(0, 0, this.cssW, this.cssH);
    this.world(ctx);
    const z = this.zoom;
    const ring = (i, color, width) => {
      ctx.strokeStyle = color; ctx.lineWidth = width / z;
      ctx.beginPath(); ctx.arc(this.x[i], this.y[i], Math.max(5 / z, this.radius() + 3 / z), 0, 2 * Math.PI); ctx.stroke();
    };
    // A label readable however small the nodes are: "label: SG v" on a pale plate beside the node (screen pixels).
    const tag = (i) => {
      const text = `${d.label(i)}: SG ${this.rank[i] <= this.drawn ? d.sg[i] : '?'}`;
      const x = this.x[i] * z + this.tx;
      const y = this.y[i] * z + this.ty;
      const off = Math.max(8, this.radius() * z + 4);
      this.screen(ctx);
      ctx.font = '600 12px ui-monospace, monospace';
      const w = ctx.measureText(text).width + 8;
      const left = x + off + w > this.cssW ? x - off - w : x + off;
      const top = Math.max(0, Math.min(this.cssH - 18, y - off - 14));
      ctx.fillStyle = theme.bg;
      ctx.globalAlpha = 0.92;
      ctx.fillRect(left, top, w, 18);
      ctx.globalAlpha = 1;
      ctx.fillStyle = theme.fg;
      ctx.textAlign = 'left';
      ctx.textBaseline = 'middle';
      ctx.fillText(text, left + 4, top + 9.5);
      this.world(ctx);
    };
    if (this.current !== null) ring(this.current, theme.muted, 2);
    const i = this.selected;
    if (i !== null) {
      ctx.strokeStyle = theme.n;
      ctx.lineWidth = 1.5 / z;
      ctx.beginPath();
      for (const j of d.successors(i)) this.edge(ctx, i, j);
      ctx.stroke();
      for (const j of d.successors(i)) ring(j, theme.n, 1.5);
      ring(i, theme.accent, 3);
      tag(i);
    }
    if (this.hover !== null && this.hover !== i) { ring(this.hover, theme.fg, 1); tag(this.hover); }
    this.caption.textContent = i === null ? '' : optionsText(d, i);
  }
}
