// The graph on a canvas (past SVG_LIMIT nodes or SVG_EDGE_LIMIT moves): drawn in layers with a hit grid for clicks,
// zoom and pan, so 10^5 states draw without freezing the page.
import { sgColor, sgRgb } from './colours.js';
import { R, PIXEL_NODE, ZOOM_KEYS, graphLabel, ranks, optionsText, caption, trackFocus } from './graph-data.js';

/**
 * Past the SVG limits: the whole graph fitted into a canvas; a second canvas on top holds the highlights and the
 * hover label. A long thin layout (a heap game's chain of layers, or one wide layer) would shrink to a hairline, so
 * it wraps like text: bands of `perRow` columns, one under the other, each node a few pixels wide.
 */
export class CanvasView {
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
    // By keyboard: the canvas takes focus; ↑ ↓ select the previous or next node (its options show in the caption),
    // ← → stay the player's.
    top.tabIndex = 0;
    top.setAttribute('aria-label', this.t('graphKeys'));
    top.addEventListener('keydown', (e) => {
      const move = { ArrowUp: -1, ArrowDown: 1 }[e.key];
      if (move === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
      const from = this.selected ?? (move > 0 ? -1 : this.d.count);
      this.select(Math.min(this.d.count - 1, Math.max(0, from + move)));
      e.preventDefault();
      e.stopPropagation();
    });
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
        if (shown && d.sg[i] === 0 && size >= 30) { // the P mark beside the square's lower right corner, as in the SVG
          ctx.font = `700 ${Math.max(9, font - 3)}px ui-monospace, monospace`;
          ctx.fillStyle = this.theme.fg;
          ctx.fillText('P', x + size / 2 + 6, y + size / 2 - 2);
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
