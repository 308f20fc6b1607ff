// The state transition graph, drawn from the core's layered layout (layoutGraph / layoutGrid): one node per state
// with its label and SG value, an arrow per move. P-positions (SG = 0) are squares marked "P", N-positions circles:
// shape and mark, not only colour. Up to SVG_LIMIT nodes it is SVG (every node a <g class="node" data-state data-sg
// data-kind>); beyond, a canvas with a hit test, so 10^5 states draw without freezing the page.
//
// renderGraph(root, model, step, on) is a function of (model, step): model.layout, model.table.order (the order the
// states are computed in), model.focus; states past order[step] show "?" for their value. Calls on the same root
// with the same layout object only update what changed, so playback stays cheap.
import { sgColor } from './strip.js';

export const SVG_LIMIT = 1000;

const SVG_NS = 'http://www.w3.org/2000/svg';
const UNIT = 64; // SVG units per layout unit
const R = 18; // node radius
const views = new WeakMap(); // root → view
let instances = 0; // unique marker ids when several graphs share a page

export function renderGraph(root, model, step, on = {}) {
  const layout = model?.layout;
  if (!layout || !layout.nodes?.length) {
    views.delete(root);
    root.replaceChildren();
    root.dataset.mode = 'empty';
    return;
  }
  let view = views.get(root);
  if (!view || view.layout !== layout) {
    view = layout.nodes.length <= SVG_LIMIT ? new SvgView(root, layout) : new CanvasView(root, layout);
    views.set(root, view);
  }
  view.on = on;
  view.update(model.table?.order ?? null, step, model.focus ?? null);
}

/** What every drawing needs: node lookup, successor lists, and where each node sits on screen (layout units). */
class Geometry {
  constructor(layout) {
    this.layout = layout;
    const nodes = layout.nodes;
    this.index = new Map(nodes.map((node, i) => [node.id, i]));
    // Successors by node index, in edge order.
    const count = new Uint32Array(nodes.length + 1);
    for (const [from] of layout.edges) count[from + 1]++;
    for (let i = 0; i < nodes.length; i++) count[i + 1] += count[i];
    this.offsets = count.slice();
    this.succ = new Uint32Array(layout.edges.length);
    this.edgeOf = new Uint32Array(layout.edges.length);
    const fill = count.slice();
    layout.edges.forEach(([from, to], e) => { this.succ[fill[from]] = to; this.edgeOf[fill[from]] = e; fill[from]++; });
    // A tall, narrow layout (a heap game whose layers hold one or two states) reads better on its side: layers run
    // left to right with the sinks at the left, like a number line, and long moves arc above.
    const width = Math.max(1, layout.width);
    const height = Math.max(1, layout.height);
    this.transposed = height > 2 * width && height > 3;
    this.cols = this.transposed ? height : width;
    this.rows = this.transposed ? width : height;
    this.sx = new Float64Array(nodes.length);
    this.sy = new Float64Array(nodes.length);
    nodes.forEach((node, i) => {
      this.sx[i] = this.transposed ? height - 1 - node.y : node.x;
      this.sy[i] = this.transposed ? node.x : node.y;
    });
  }

  successors(i) { return this.succ.subarray(this.offsets[i], this.offsets[i + 1]); }

  /** Node index → rank in the computation order (−1: not in the order, shown as computed). */
  ranks(order) {
    const rank = new Int32Array(this.layout.nodes.length).fill(-1);
    if (order) {
      for (let k = 0; k < order.length; k++) {
        const i = this.index.get(order[k]);
        if (i !== undefined) rank[i] = k;
      }
    }
    return rank;
  }

  /** Quadratic curve for edge a → b in screen units: straight between neighbouring layers, bent past others. */
  curve(a, b, scale) {
    const x1 = this.sx[a] * scale; const y1 = this.sy[a] * scale;
    const x2 = this.sx[b] * scale; const y2 = this.sy[b] * scale;
    const dx = x2 - x1; const dy = y2 - y1;
    const len = Math.hypot(dx, dy) || 1;
    const span = Math.abs(this.layout.nodes[a].layer - this.layout.nodes[b].layer);
    // Bend to the left of the direction of travel: up when layers run left to right, left when they run down.
    const bend = span > 1 ? Math.min(0.22 * len, 3 * scale) : 0;
    const cx = (x1 + x2) / 2 - (dy / len) * bend;
    const cy = (y1 + y2) / 2 + (dx / len) * bend;
    return { x1, y1, cx, cy, x2, y2 };
  }
}

function svg(tag, attrs = {}) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  return el;
}

/** "5 → 4, 3, 2": the selected state's options, as text beside the graph. */
function optionsText(geo, i) {
  const nodes = geo.layout.nodes;
  const to = Array.from(geo.successors(i), (j) => nodes[j].label);
  return `${nodes[i].label} → ${to.length ? to.join(', ') : '∅'}`;
}

function caption(root) {
  const p = document.createElement('p');
  p.className = 'graph-options';
  root.append(p);
  return p;
}

class SvgView {
  constructor(root, layout) {
    this.geo = new Geometry(layout);
    this.layout = layout;
    this.id = ++instances;
    this.selected = null;
    const geo = this.geo;
    const nodes = layout.nodes;
    // Room above for the arcs of long moves, below each node for its SG value.
    const pad = UNIT / 2;
    const arcRoom = geo.transposed ? Math.min(3 * UNIT, 0.22 * geo.cols * UNIT) : 0;
    const vbW = geo.cols * UNIT + 2 * pad + (geo.transposed ? 0 : Math.min(3 * UNIT, 0.22 * geo.rows * UNIT));
    const vbH = geo.rows * UNIT + 2 * pad + arcRoom;
    const ox = pad + UNIT / 2 + (geo.transposed ? 0 : Math.min(3 * UNIT, 0.22 * geo.rows * UNIT));
    const oy = pad + UNIT / 2 + arcRoom;
    this.pos = (i) => [ox + geo.sx[i] * UNIT, oy + geo.sy[i] * UNIT];
    const f = (v) => v.toFixed(1);

    const available = root.clientWidth || 800;
    const scale = Math.max(0.5, Math.min(1.25, available / vbW));
    this.svg = svg('svg', {
      class: 'graph-svg', viewBox: `0 0 ${vbW} ${vbH}`,
      width: Math.round(vbW * scale), height: Math.round(vbH * scale), role: 'group',
    });
    this.svg.setAttribute('aria-label', `state graph: ${nodes.length} states, ${layout.edges.length} moves`);
    const defs = svg('defs');
    for (const kind of ['arrow', 'arrow-hot']) {
      const marker = svg('marker', {
        id: `${kind}-${this.id}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7,
        orient: 'auto-start-reverse', class: kind,
      });
      marker.append(svg('path', { d: 'M0,0 L10,5 L0,10 z' }));
      defs.append(marker);
    }
    const edgeLayer = svg('g', { class: 'edges' });
    const nodeLayer = svg('g', { class: 'nodes' });
    this.svg.append(defs, edgeLayer, nodeLayer);

    this.edgeEls = layout.edges.map(([a, b]) => {
      const c = geo.curve(a, b, UNIT);
      // Shorten both ends to the node outlines so the arrowhead touches the target's edge.
      const cut = (px, py, qx, qy, d) => { const l = Math.hypot(qx - px, qy - py) || 1; return [px + (qx - px) * d / l, py + (qy - py) * d / l]; };
      const [x1, y1] = cut(c.x1, c.y1, c.cx, c.cy, R);
      const [x2, y2] = cut(c.x2, c.y2, c.cx, c.cy, R + 2);
      const path = svg('path', {
        class: 'edge', d: `M${f(x1 + ox)},${f(y1 + oy)} Q${f(c.cx + ox)},${f(c.cy + oy)} ${f(x2 + ox)},${f(y2 + oy)}`,
        'marker-end': `url(#arrow-${this.id})`,
      });
      edgeLayer.append(path);
      return path;
    });

    this.nodeEls = nodes.map((node, i) => {
      const [x, y] = this.pos(i);
      const g = svg('g', {
        class: 'node', transform: `translate(${x.toFixed(1)},${y.toFixed(1)})`,
        'data-state': node.id, 'data-sg': node.sg, 'data-kind': node.sg === 0 ? 'P' : 'N',
      });
      g.append(svg('title'));
      nodeLayer.append(g);
      return g;
    });
    this.revealed = new Int8Array(nodes.length).fill(-1); // what each node's content shows now (−1: not drawn)

    this.svg.addEventListener('click', (e) => {
      const g = e.target.closest?.('.node');
      if (!g) return;
      const i = this.nodeEls.indexOf(g);
      this.select(i);
    });
    const wrap = document.createElement('div');
    wrap.className = 'graph-scroll';
    wrap.append(this.svg);
    root.replaceChildren(wrap);
    root.dataset.mode = 'svg';
    this.caption = caption(root);
  }

  select(i) {
    if (i < 0) return;
    this.selected = i;
    this.highlight();
    this.on?.select?.(this.layout.nodes[i].id);
  }

  /** Draws node i's content: a square marked P or a circle, its label and its value (or "?"). */
  drawNode(i, shown) {
    const node = this.layout.nodes[i];
    const g = this.nodeEls[i];
    const p = node.sg === 0;
    const title = g.firstChild;
    title.textContent = shown ? `${node.label}: SG = ${node.sg} (${p ? 'P' : 'N'})` : `${node.label}: SG = ?`;
    const parts = [title];
    if (!shown) {
      parts.push(svg('circle', { class: 'shape pending', r: R }));
    } else if (p) {
      parts.push(svg('rect', { class: 'shape', x: -R, y: -R, width: 2 * R, height: 2 * R, rx: 2, fill: sgColor(0) }));
      parts.push(Object.assign(svg('text', { class: 'mark', x: R - 5, y: -R + 9 }), { textContent: 'P' }));
    } else {
      parts.push(svg('circle', { class: 'shape', r: R, fill: sgColor(node.sg) }));
    }
    const label = svg('text', { class: `label${node.label.length > 3 ? ' long' : ''}`, y: 1 });
    label.textContent = node.label;
    const value = svg('text', { class: 'sg', y: R + 13 });
    value.textContent = shown ? `SG ${node.sg}` : 'SG ?';
    parts.push(label, value);
    g.replaceChildren(...parts);
    g.classList.toggle('pending', !shown);
    g.dataset.revealed = shown ? 'true' : 'false';
    this.revealed[i] = shown ? 1 : 0;
  }

  update(order, step, focus) {
    if (order !== this.order) { this.order = order; this.rank = this.geo.ranks(order); }
    const last = order && Number.isInteger(step) ? step : Infinity;
    for (let i = 0; i < this.nodeEls.length; i++) {
      const shown = this.rank[i] <= last ? 1 : 0;
      if (this.revealed[i] !== shown) this.drawNode(i, shown === 1);
    }
    const current = order && Number.isInteger(step) && step >= 0 && step < order.length ? this.geo.index.get(order[step]) : undefined;
    this.current = current ?? null;
    if (focus !== this.focus) {
      this.focus = focus;
      const f = focus === null ? undefined : this.geo.index.get(focus);
      this.selected = f ?? null;
    }
    this.highlight();
  }

  highlight() {
    const geo = this.geo;
    for (const el of this.svg.querySelectorAll('.focus, .option, .current, .option-edge')) {
      el.classList.remove('focus', 'option', 'current', 'option-edge');
      if (el.tagName === 'path') el.setAttribute('marker-end', `url(#arrow-${this.id})`);
    }
    if (this.current !== null) this.nodeEls[this.current].classList.add('current');
    const i = this.selected;
    if (i === null || i === undefined) { this.caption.textContent = ''; return; }
    this.nodeEls[i].classList.add('focus');
    const from = geo.offsets[i];
    geo.successors(i).forEach((j, k) => {
      this.nodeEls[j].classList.add('option');
      const edge = this.edgeEls[geo.edgeOf[from + k]];
      edge.classList.add('option-edge');
      edge.setAttribute('marker-end', `url(#arrow-hot-${this.id})`);
      edge.parentNode.append(edge); // drawn above the other edges
    });
    this.caption.textContent = optionsText(geo, i);
  }
}

/** Past SVG_LIMIT nodes: the whole graph fitted into a canvas; a second canvas on top holds the highlights. */
class CanvasView {
  constructor(root, layout) {
    this.geo = new Geometry(layout);
    this.layout = layout;
    this.selected = null;
    const geo = this.geo;
    const width = root.clientWidth || 800;
    const maxHeight = 560;
    const cell = Math.min(width / (geo.cols + 1), Math.max(maxHeight / (geo.rows + 1), 0));
    this.cell = cell;
    this.cssW = width;
    this.cssH = Math.max(80, Math.min(maxHeight, Math.ceil((geo.rows + 1) * cell)));
    this.ox = (width - geo.cols * cell) / 2 + cell / 2;
    this.oy = (this.cssH - geo.rows * cell) / 2 + cell / 2;
    const box = document.createElement('div');
    box.className = 'graph-canvas-box';
    const dpr = globalThis.devicePixelRatio || 1;
    const make = (cls) => {
      const c = document.createElement('canvas');
      c.className = cls;
      c.width = Math.round(width * dpr);
      c.height = Math.round(this.cssH * dpr);
      const ctx = c.getContext('2d');
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      return [c, ctx];
    };
    [this.base, this.ctx] = make('graph-canvas');
    [this.top, this.topCtx] = make('graph-canvas-top');
    // The canvases' CSS size comes from their width/height attributes divided by the device pixel ratio.
    this.base.dataset.dpr = String(dpr);
    box.append(this.base, this.top);
    box.setAttribute('role', 'img');
    box.setAttribute('aria-label', `state graph: ${layout.nodes.length} states, ${layout.edges.length} moves (canvas)`);
    root.replaceChildren(box);
    root.dataset.mode = 'canvas';
    this.caption = caption(root);
    this.x = new Float32Array(layout.nodes.length);
    this.y = new Float32Array(layout.nodes.length);
    for (let i = 0; i < layout.nodes.length; i++) {
      this.x[i] = this.ox + geo.sx[i] * cell;
      this.y[i] = this.oy + geo.sy[i] * cell;
    }
    this.buildHitGrid();
    this.top.addEventListener('click', (e) => {
      const r = this.top.getBoundingClientRect();
      const i = this.hit((e.clientX - r.left) * (this.cssW / r.width), (e.clientY - r.top) * (this.cssH / r.height));
      if (i !== null) this.select(i);
    });
    this.drawn = -2; // the step the base canvas shows (−2: nothing yet)
  }

  /** Buckets of nodes by screen position, so a click finds its node in O(1) expected. */
  buildHitGrid() {
    const b = 12;
    this.bucket = b;
    this.gw = Math.ceil(this.cssW / b) + 1;
    this.gh = Math.ceil(this.cssH / b) + 1;
    const cells = new Map();
    for (let i = 0; i < this.x.length; i++) {
      const key = Math.floor(this.y[i] / b) * this.gw + Math.floor(this.x[i] / b);
      let list = cells.get(key);
      if (!list) { list = []; cells.set(key, list); }
      list.push(i);
    }
    this.cells = cells;
  }

  /** The node nearest to (x, y) in CSS pixels, within a few pixels; null if none. */
  hit(x, y) {
    const b = this.bucket;
    const reach = Math.max(6, this.cell / 2);
    let best = null; let bestD = reach * reach;
    const cx = Math.floor(x / b); const cy = Math.floor(y / b);
    const k = Math.ceil(reach / b);
    for (let gy = cy - k; gy <= cy + k; gy++) {
      for (let gx = cx - k; gx <= cx + k; gx++) {
        for (const i of this.cells.get(gy * this.gw + gx) ?? []) {
          const d = (this.x[i] - x) ** 2 + (this.y[i] - y) ** 2;
          if (d < bestD) { bestD = d; best = i; }
        }
      }
    }
    return best;
  }

  select(i) {
    this.selected = i;
    this.drawTop();
    this.on?.select?.(this.layout.nodes[i].id);
  }

  radius() { return Math.max(0.5, Math.min(R, this.cell * 0.35)); }

  /** Node i as a filled shape: a square for P, a circle for N, grey while its value is not computed yet. */
  paintNode(ctx, i, shown) {
    const r = this.radius();
    const sg = this.layout.nodes[i].sg;
    ctx.fillStyle = shown ? sgColor(sg) : '#c9c9cf';
    if (r < 1.5 || sg === 0 || !shown) ctx.fillRect(this.x[i] - r, this.y[i] - r, 2 * r, 2 * r);
    else { ctx.beginPath(); ctx.arc(this.x[i], this.y[i], r, 0, 2 * Math.PI); ctx.fill(); }
  }

  drawBase(last) {
    const { ctx, geo, layout } = this;
    ctx.clearRect(0, 0, this.cssW, this.cssH);
    // Edges, faint, in one path; skipped when they would only paint the canvas grey.
    if (layout.edges.length <= 60000) {
      ctx.strokeStyle = 'rgba(110,110,120,0.25)';
      ctx.lineWidth = 0.6;
      ctx.beginPath();
      for (const [a, b] of layout.edges) {
        const c = geo.curve(a, b, this.cell);
        ctx.moveTo(c.x1 + this.ox, c.y1 + this.oy);
        ctx.quadraticCurveTo(c.cx + this.ox, c.cy + this.oy, c.x2 + this.ox, c.y2 + this.oy);
      }
      ctx.stroke();
    }
    for (let i = 0; i < this.x.length; i++) this.paintNode(ctx, i, this.rank[i] <= last);
  }

  update(order, step, focus) {
    if (order !== this.order) { this.order = order; this.rank = this.geo.ranks(order); this.drawn = -2; }
    const last = order && Number.isInteger(step) ? step : Infinity;
    if (this.drawn !== -2 && last >= this.drawn && order) {
      // Playing forward: paint only the states revealed since the last frame.
      for (let k = Math.max(0, this.drawn + 1); k <= Math.min(last, order.length - 1); k++) {
        const i = this.geo.index.get(order[k]);
        if (i !== undefined) this.paintNode(this.ctx, i, true);
      }
    } else {
      this.drawBase(last);
    }
    this.drawn = last;
    this.current = order && Number.isInteger(step) && step >= 0 && step < order.length ? this.geo.index.get(order[step]) ?? null : null;
    if (focus !== this.focus) {
      this.focus = focus;
      this.selected = focus === null ? null : this.geo.index.get(focus) ?? null;
    }
    this.drawTop();
  }

  /** Focus ring, its options and their moves, and the state being computed, on the top canvas. */
  drawTop() {
    const { topCtx: ctx, geo } = this;
    ctx.clearRect(0, 0, this.cssW, this.cssH);
    const ring = (i, color, width) => {
      const r = Math.max(5, this.radius() + 3);
      ctx.strokeStyle = color; ctx.lineWidth = width;
      ctx.beginPath(); ctx.arc(this.x[i], this.y[i], r, 0, 2 * Math.PI); ctx.stroke();
    };
    if (this.current !== null && this.current !== undefined) ring(this.current, '#6b6b70', 2);
    const i = this.selected;
    if (i === null || i === undefined) { this.caption.textContent = ''; return; }
    ctx.strokeStyle = '#c2410c';
    ctx.lineWidth = 1.5;
    ctx.beginPath();
    for (const j of geo.successors(i)) {
      const c = geo.curve(i, j, this.cell);
      ctx.moveTo(c.x1 + this.ox, c.y1 + this.oy);
      ctx.quadraticCurveTo(c.cx + this.ox, c.cy + this.oy, c.x2 + this.ox, c.y2 + this.oy);
    }
    ctx.stroke();
    for (const j of geo.successors(i)) ring(j, '#c2410c', 1.5);
    ring(i, '#1f6feb', 3);
    this.caption.textContent = optionsText(geo, i);
  }
}
