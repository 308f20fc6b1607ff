// A big graph (past the SVG limits): where it is drawn (fitGraph, placeNodes), its drawing at a step (bigDrawing: the
// graph view's drawing, graph-drawing.js, loaded with the canvas by graph-draw.js), and how it is painted on a 2-D
// canvas, by the canvas on screen (graph-canvas.js, with its zoom and pan) and by the PNG export of its drawing
// (export.js) alike, so there is one way to paint it. The painters are pure functions of a context and a painted graph
// `g`: { d (graphData), x, y (each node's place, CSS pixels at zoom 1: placeNodes), cell, wrapped, cssW, cssH
// (fitGraph), rank (ranks), theme (colours), zoom, tx, ty (screen = world · zoom + (tx, ty)), dpr (device pixels per
// CSS pixel), and for the highlights drawn (the step shown), current, selected, hover (node indices or null);
// background, when the canvas is a picture of its own }. No DOM here.
import { sgColor, sgRgb } from './colours.js';
import { R, PIXEL_NODE, ranks } from './graph-data.js';

/**
 * Where a big graph is drawn in `width` CSS pixels: the whole graph fitted, at most 560 pixels high. A long thin
 * layout (a heap game's chain of layers, or one wide layer) would shrink to a hairline, so it wraps like text: bands
 * of `perRow` columns, one under the other, each node a few pixels wide. { cssW, cssH, cell (a layout unit in pixels), wrapped, bands ({ perRow, lanes }) or ox, oy (the offset) }.
 */
export function fitGraph(d, width) {
  const maxHeight = 560;
  const fit = Math.min(width / (d.cols + 1), maxHeight / (d.rows + 1));
  const wrapped = fit < 4 && d.cols > 4 * d.rows;
  if (wrapped) {
    // Bands of d.rows lanes plus half a lane of gap; the cell is as big as lets everything fit.
    const lanes = d.rows + 0.5;
    const cell = Math.max(1, Math.min(24, Math.floor(Math.sqrt((width * maxHeight) / (d.cols * lanes)))));
    const perRow = Math.max(1, Math.floor((width - cell) / cell));
    const bands = Math.ceil(d.cols / perRow);
    return { cssW: width, cssH: Math.max(80, Math.ceil(bands * lanes * cell + cell)), cell, wrapped, bands: { perRow, lanes } };
  }
  const cssH = Math.max(80, Math.min(maxHeight, Math.ceil((d.rows + 1) * fit)));
  return { cssW: width, cssH, cell: fit, wrapped, ox: (width - d.cols * fit) / 2 + fit / 2, oy: (cssH - d.rows * fit) / 2 + fit / 2 };
}

/** Each node's place (CSS pixels at zoom 1) in graph `g` = { d, …fitGraph(d, width) }, from its place in the layout:
 * wrapped into bands, or fitted. Locals and no calls in the loops: see graphData. */
export function placeNodes(g) {
  const { d, cell } = g;
  const { sx, sy } = d;
  const x = new Float32Array(d.count);
  const y = new Float32Array(d.count);
  if (g.wrapped) {
    const { perRow, lanes } = g.bands;
    for (let i = 0; i < d.count; i++) {
      const band = ((sx[i] | 0) / perRow) | 0; // columns are whole and non-negative
      x[i] = cell + (sx[i] - band * perRow) * cell;
      y[i] = cell / 2 + (band * lanes + sy[i]) * cell + cell / 2;
    }
  } else {
    const { ox, oy } = g;
    for (let i = 0; i < d.count; i++) {
      x[i] = ox + sx[i] * cell;
      y[i] = oy + sy[i] * cell;
    }
  }
  return { x, y };
}

/**
 * Big graph `d` (graphData) of the view model `model` at `step`, in colours `c`, as the canvas on screen shows it at
 * zoom 1: fitted in the stage's width (else 800, as the canvas takes), its states revealed in `model.order`, the one
 * computed at the step ringed, the focused one (`model.focus`, as graph-drawing.js graphScene has it) lit with its
 * options. A drawing with no items whose `graph` paintGraph paints ({ d, x, y, rank, current, selected, … }: see
 * above): too many marks for SVG, so a picture only.
 */
export function bigDrawing(d, model, step, c) {
  const { order, focus = null } = model;
  const fit = fitGraph(d, model.width || 800);
  const last = order && Number.isInteger(step) ? step : Infinity;
  const at = order && Number.isInteger(step) && step >= 0 && step < order.length ? d.indexOf(order[step]) : -1;
  const fi = focus === null ? -1 : d.indexOf(focus);
  const graph = {
    d, ...fit, ...placeNodes({ d, ...fit }), rank: ranks(d, order), last, theme: c, background: c.bg,
    current: at >= 0 ? at : null, selected: fi >= 0 ? fi : null, hover: null, zoom: 1, tx: 0, ty: 0,
  };
  return { width: Math.round(fit.cssW), height: fit.cssH, background: c.bg, items: [], graph };
}

/** World coordinates on `ctx` (device pixels, zoom and pan). */
export function world(ctx, g) {
  const z = g.dpr * g.zoom;
  ctx.setTransform(z, 0, 0, z, g.dpr * g.tx, g.dpr * g.ty);
}

/** CSS-pixel coordinates on `ctx` (for text, which keeps its size at any zoom). */
export function screen(ctx, g) {
  ctx.setTransform(g.dpr, 0, 0, g.dpr, 0, 0);
}

/** Whether node i is on screen (with a margin). */
export function visible(g, i, margin) {
  const x = g.x[i] * g.zoom + g.tx;
  const y = g.y[i] * g.zoom + g.ty;
  return x > -margin && x < g.cssW + margin && y > -margin && y < g.cssH + margin;
}

/** Adds move i → j to the current path: an arc past other layers (within a band when wrapped), else a line. */
export function edge(ctx, g, i, j) {
  const x1 = g.x[i]; const y1 = g.y[i]; const x2 = g.x[j]; const y2 = g.y[j];
  ctx.moveTo(x1, y1);
  const span = Math.abs(g.d.layer[i] - g.d.layer[j]);
  if (span <= 1 || (g.wrapped && Math.abs(y1 - y2) > g.cell * g.d.rows)) { ctx.lineTo(x2, y2); return; }
  const dx = x2 - x1; const dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const bend = Math.min(0.5 * len, 5 * g.cell);
  ctx.quadraticCurveTo((x1 + x2) / 2 - (dy / len) * bend, (y1 + y2) / 2 + (dx / len) * bend, x2, y2);
}

export function radius(g) { return Math.max(0.5, Math.min(R, g.cell * 0.35)); }

/** Adds node i to the current path: a square for P (and for tiny or not yet computed nodes), a circle for N. */
export function shape(ctx, g, i, shown, r) {
  if (r < 1.5 || !shown || g.d.win[i] === 0) ctx.rect(g.x[i] - r, g.y[i] - r, 2 * r, 2 * r);
  else { ctx.moveTo(g.x[i] + r, g.y[i]); ctx.arc(g.x[i], g.y[i], r, 0, 2 * Math.PI); }
}

/** Whether the base canvas shows the moves: not when so many they would only paint it grey, and not when
 * wrapped (moves would cross between bands; only the selected state's are drawn, on the top canvas). */
export function drawsEdges(g) {
  return g.d.edgeCount <= 60000 && !g.wrapped;
}

/** The side in device pixels of a node drawn as a solid square of pixels (drawPixels), or 0 where nodes are big
 * enough to be drawn as shapes, or edges are drawn (pixels would overwrite them). */
export function pixelSide(g, r) {
  if (drawsEdges(g)) return 0;
  const side = 2 * r * g.zoom * g.dpr;
  return side <= PIXEL_NODE ? Math.max(1, Math.round(side)) : 0;
}

/** The device-pixel column (axis 0) or row (axis 1) of the top-left corner of node i's square of `side` pixels. */
export function pixelAt(g, i, side, axis) {
  return axis === 0 ? Math.round((g.x[i] * g.zoom + g.tx) * g.dpr - side / 2)
    : Math.round((g.y[i] * g.zoom + g.ty) * g.dpr - side / 2);
}

/** Every node as a square of `side` device pixels in its colour (the theme's line colour while not computed
 * yet), in one pass over the nodes: at 10^5 nodes a path of as many rectangles, or a sort by colour, took tens of
 * milliseconds, since code that runs once a draw hardly gets optimised. Where nodes share a pixel, the later wins.
 * The pixels between nodes are the background's, or transparent. */
function drawPixels(ctx, g, last, side) {
  const { d, rank } = g;
  const { width, height } = ctx.canvas;
  const image = ctx.createImageData(width, height);
  const pixels = new Uint32Array(image.data.buffer);
  // Colours as the 32-bit words holding their bytes in memory order (r, g, b, a), whatever the platform's order.
  const word = ([r, gr, b]) => new Uint32Array(Uint8Array.of(r, gr, b, 255).buffer)[0];
  if (g.background) pixels.fill(word(rgb(ctx, g.background)));
  const pending = word(rgb(ctx, g.theme.line));
  const palette = g.palette ?? [];
  const z = g.zoom * g.dpr;
  const bx = g.tx * g.dpr - side / 2;
  const by = g.ty * g.dpr - side / 2;
  const { x: xs, y: ys } = g;
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
function rgb(ctx, colour) {
  ctx.fillStyle = '#000000';
  ctx.fillStyle = colour; // serialised as #rrggbb when opaque
  const c = ctx.fillStyle;
  return c.startsWith('#') ? [1, 3, 5].map((k) => parseInt(c.slice(k, k + 2), 16)) : c.match(/\d+/g).slice(0, 3).map(Number);
}

/** The moves and the nodes, the states computed by step `last` in their colours (a canvas cleared, or filled with
 * the background, first). */
export function paintBase(ctx, g, last) {
  const { d } = g;
  world(ctx, g);
  const r = radius(g);
  const margin = (r + g.cell) * g.zoom;
  const culling = g.zoom > 1;
  // Edges, faint, in one path (see drawsEdges).
  if (drawsEdges(g)) {
    ctx.strokeStyle = g.theme.muted;
    ctx.globalAlpha = 0.3;
    ctx.lineWidth = 0.6 / g.zoom;
    ctx.beginPath();
    for (let e = 0; e < d.edgeCount; e++) edge(ctx, g, d.edges[2 * e], d.edges[2 * e + 1]);
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  // Nodes of a pixel or two: written straight into the pixels.
  const side = pixelSide(g, r);
  if (side) {
    drawPixels(ctx, g, last, side);
    return;
  }
  // Nodes grouped by colour (a counting sort on SG + 1, 0 meaning not computed yet): one path and one fill per
  // value, not one per node.
  const key = new Int32Array(d.count);
  let top = 0;
  for (let i = 0; i < d.count; i++) {
    key[i] = culling && !visible(g, i, margin) ? -1 : (g.rank[i] <= last ? d.sg[i] + 1 : 0);
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
    ctx.fillStyle = k === 0 ? g.theme.line : sgColor(k - 1);
    ctx.beginPath();
    for (let m = start[k]; m < start[k + 1]; m++) shape(ctx, g, order[m], k > 0, r);
    ctx.fill();
  }
  // Zoomed in far enough, nodes carry their labels (and values) like the SVG drawing.
  const size = 2 * r * g.zoom;
  if (size >= 22) {
    screen(ctx, g);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const font = Math.min(16, Math.floor(size * 0.4));
    for (let i = 0; i < d.count; i++) {
      if (!visible(g, i, margin)) continue;
      const x = g.x[i] * g.zoom + g.tx;
      const y = g.y[i] * g.zoom + g.ty;
      const shown = g.rank[i] <= last;
      ctx.font = `700 ${d.label(i).length > 3 ? Math.max(8, font - 4) : font}px ui-monospace, monospace`;
      ctx.fillStyle = shown && d.sg[i] === 0 ? '#ffffff' : '#111111';
      ctx.fillText(d.label(i), x, y + 0.5);
      if (shown && d.sg[i] === 0 && size >= 30) { // the P mark beside the square's lower right corner, as in the SVG
        ctx.font = `700 ${Math.max(9, font - 3)}px ui-monospace, monospace`;
        ctx.fillStyle = g.theme.fg;
        ctx.fillText('P', x + size / 2 + 6, y + size / 2 - 2);
      }
      if (size >= 40) {
        ctx.font = `${Math.max(9, font - 3)}px ui-monospace, monospace`;
        ctx.fillStyle = g.theme.fg;
        ctx.fillText(`SG ${shown ? d.sg[i] : '?'}`, x, y + size / 2 + 9);
      }
    }
  }
}

/** The highlights over the nodes, at step `last`: the state being computed ringed, the selected one ringed with its
 * options and their moves, and its label and value on a plate beside it; the hovered one ringed and labelled. */
export function paintTop(ctx, g, last) {
  const { d, theme } = g;
  world(ctx, g);
  const z = g.zoom;
  const ring = (i, color, width) => {
    ctx.strokeStyle = color; ctx.lineWidth = width / z;
    ctx.beginPath(); ctx.arc(g.x[i], g.y[i], Math.max(5 / z, radius(g) + 3 / z), 0, 2 * Math.PI); ctx.stroke();
  };
  // A label readable however small the nodes are: "label: SG v" on a pale plate beside the node (screen pixels).
  const tag = (i) => {
    const text = `${d.label(i)}: SG ${g.rank[i] <= last ? d.sg[i] : '?'}`;
    const x = g.x[i] * z + g.tx;
    const y = g.y[i] * z + g.ty;
    const off = Math.max(8, radius(g) * z + 4);
    screen(ctx, g);
    ctx.font = '600 12px ui-monospace, monospace';
    const w = ctx.measureText(text).width + 8;
    const left = x + off + w > g.cssW ? x - off - w : x + off;
    const top = Math.max(0, Math.min(g.cssH - 18, y - off - 14));
    ctx.fillStyle = theme.bg;
    ctx.globalAlpha = 0.92;
    ctx.fillRect(left, top, w, 18);
    ctx.globalAlpha = 1;
    ctx.fillStyle = theme.fg;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    ctx.fillText(text, left + 4, top + 9.5);
    world(ctx, g);
  };
  if (g.current !== null) ring(g.current, theme.muted, 2);
  const i = g.selected;
  if (i !== null) {
    ctx.strokeStyle = theme.n;
    ctx.lineWidth = 1.5 / z;
    ctx.beginPath();
    for (const j of d.successors(i)) edge(ctx, g, i, j);
    ctx.stroke();
    for (const j of d.successors(i)) ring(j, theme.n, 1.5);
    ring(i, theme.accent, 3);
    tag(i);
  }
  if (g.hover !== null && g.hover !== i) { ring(g.hover, theme.fg, 1); tag(g.hover); }
}

/** A big graph's drawing (graph-drawing.js: its `graph`) painted on `ctx` at `scale` device pixels per pixel, over its
 * background: what the canvas on screen shows at zoom 1, the step's highlights with it. */
export function paintGraph(ctx, graph, scale) {
  const g = { ...graph, dpr: scale };
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = g.background;
  ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height);
  paintBase(ctx, g, g.last);
  paintTop(ctx, g, g.last);
}
