// The graph on a canvas (past SVG_LIMIT nodes or SVG_EDGE_LIMIT moves): drawn in layers with a hit grid for clicks,
// zoom and pan, so 10^5 states draw without freezing the page. The painting itself is graph-paint.js, which the PNG
// export of the graph's drawing shares.
import { sgColor } from './colours.js';
import { ZOOM_KEYS, graphLabel, ranks, optionsText, caption, trackFocus } from './graph-data.js';
export { bigDrawing } from './graph-paint.js';
import { fitGraph, placeNodes, world, screen, radius, shape, pixelSide, pixelAt, paintBase, paintTop } from './graph-paint.js';

/**
 * Past the SVG limits: the whole graph fitted into a canvas (graph-paint.js fitGraph: wrapped into bands when long
 * and thin); a second canvas on top holds the highlights and the hover label.
 */
export class CanvasView {
  constructor(root, d, t, width = 0) {
    this.d = d;
    this.t = t;
    this.selected = null;
    this.focus = undefined;
    this.current = null;
    this.hover = null;
    this.palette = []; // SG value → its colour as a pixel word (graph-paint.js)
    width ||= root.clientWidth || 800;
    Object.assign(this, fitGraph(d, width));
    this.x = new Float32Array(d.count);
    this.y = new Float32Array(d.count);
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

  /** Each node's place on the canvas (graph-paint.js placeNodes): a task of its own before the first draw (see
   * update). */
  place() {
    ({ x: this.x, y: this.y } = placeNodes(this));
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

  /** The moves and the nodes as at step `last`, on the base canvas. */
  drawBase(last) {
    screen(this.ctx, this);
    this.ctx.clearRect(0, 0, this.cssW, this.cssH);
    paintBase(this.ctx, this, last);
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
    if (this.drawn !== null && last >= this.drawn && order && 2 * radius(this) * this.zoom < 22) {
      // Playing forward: paint only the states revealed since the last frame (as pixel squares where drawBase
      // wrote those, so they cover the pending ones exactly).
      const r = radius(this);
      const side = pixelSide(this, r);
      if (side) this.ctx.setTransform(1, 0, 0, 1, 0, 0);
      else world(this.ctx, this);
      for (let k = Math.max(0, this.drawn + 1); k <= Math.min(last, order.length - 1); k++) {
        const i = this.d.indexOf(order[k]);
        if (i < 0) continue;
        this.ctx.fillStyle = sgColor(this.d.sg[i]);
        if (side) {
          this.ctx.fillRect(pixelAt(this, i, side, 0), pixelAt(this, i, side, 1), side, side);
          continue;
        }
        this.ctx.beginPath();
        shape(this.ctx, this, i, true, r);
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
    screen(this.topCtx, this);
    this.topCtx.clearRect(0, 0, this.cssW, this.cssH);
    paintTop(this.topCtx, this, this.drawn);
    this.caption.textContent = this.selected === null ? '' : optionsText(this.d, this.selected);
  }
}
