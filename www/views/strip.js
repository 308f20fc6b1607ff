// Canvas drawings of an SG table: the strip G(first…) for one heap (only the visible window is drawn, so N = 10^6
// costs what one screenful costs) and the heatmap G(a) ⊕ G(b) of a two-heap game. Each returns a hit test.
// P-positions (SG = 0) are marked by more than colour: a dark cell with a white bar (and "P" when there is room).

import { sgColor, sgRgb, themeOf } from './colours.js';

export { sgColor, sgRgb, themeOf };

/** Text that reads on top of sgColor(g). */
function inkOn(g) { return g === 0 ? '#ffffff' : '#111111'; }

/** Sizes the canvas's backing store to its CSS box (times the device pixel ratio), `size` when the caller measured
 * it already; returns the CSS size. */
function prepare(canvas, fallbackHeight, size = null) {
  const dpr = globalThis.devicePixelRatio || 1;
  const width = size?.width || canvas.clientWidth || canvas.width || 600;
  const height = size?.height || canvas.clientHeight || fallbackHeight || canvas.height || 80;
  if (canvas.width !== Math.round(width * dpr) || canvas.height !== Math.round(height * dpr)) {
    canvas.width = Math.round(width * dpr);
    canvas.height = Math.round(height * dpr);
  }
  const ctx = canvas.getContext('2d');
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  ctx.clearRect(0, 0, width, height);
  return { ctx, width, height };
}

const BAND = 12; // height of the preperiod / period band under the cells
const HEAD = 14; // height of the state numbers above the cells

/**
 * Draws G(first), G(first+1), … as cells `cellWidth` CSS pixels wide; below 1, a pixel column holds several states
 * (stacked, or summarised: see below). `period` = { preperiod, period, checkedTo } draws bands: the preperiod, then
 * alternating blocks of one period each. `focus` is outlined; `mark(s)` underlines state s (a lit law's: 'agree', or 'differ' also framed in red). Only the visible window is touched, whatever N is.
 * `theme` is themeOf's colours when the caller read them while the page was clean (read here, they restyle it).
 * Returns `(x, y) → state | null` for CSS pixel coordinates relative to the canvas.
 */
export function drawStrip(canvas, values, { period = null, focus = null, first = 0, cellWidth = 28, size = null,
  theme = null, mark = null } = {}) {
  const { ctx, width, height } = prepare(canvas, 64, size);
  theme ??= themeOf(canvas);
  const n = values.length;
  const w = Math.max(cellWidth, 1 / 4096);
  first = Math.max(0, Math.min(Math.floor(first), Math.max(0, n - 1)));
  const head = w >= 12 ? HEAD : 0;
  const band = period ? BAND : 0;
  const top = head;
  const cellHeight = Math.max(4, height - head - band);
  const stateAt = (x) => first + Math.floor(x / w);
  const last = Math.min(n, stateAt(width) + 1); // one past the last visible state

  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (w >= 1) {
    const font = Math.min(14, Math.max(9, Math.floor(w * 0.45)));
    for (let s = first; s < last; s++) {
      const g = values[s];
      const x = (s - first) * w;
      ctx.fillStyle = sgColor(g);
      ctx.fillRect(x, top, Math.max(1, w - (w >= 4 ? 1 : 0)), cellHeight);
      if (g === 0) { // the P mark: a white bar across the top of the cell
        ctx.fillStyle = '#ffffff';
        ctx.fillRect(x + w * 0.2, top + 2, Math.max(1, w * 0.6 - 1), 2);
      }
      const lit = mark?.(s);
      if (lit) { // a lit law's cell: a bar along the bottom, in the accent colour where it agrees, red and crossed where not
        ctx.fillStyle = lit === 'differ' ? theme.error : theme.accent;
        ctx.fillRect(x, top + cellHeight - 4, Math.max(1, w - 1), 4);
        if (lit === 'differ' && w >= 8) {
          ctx.strokeStyle = theme.error;
          ctx.lineWidth = 2;
          ctx.strokeRect(x + 1, top + 1, w - 3, cellHeight - 2);
        }
      }
      if (w >= 12) {
        ctx.fillStyle = inkOn(g);
        ctx.font = `600 ${font}px ui-monospace, monospace`;
        ctx.fillText(String(g), x + w / 2, top + cellHeight / 2 + (g === 0 && cellHeight > 30 ? -5 : 0));
        if (g === 0 && cellHeight > 30) {
          ctx.font = `${Math.max(8, font - 3)}px system-ui, sans-serif`;
          ctx.fillText('P', x + w / 2, top + cellHeight / 2 + 9);
        }
      }
    }
    if (head) {
      // State numbers, thinned out so they never overlap. One wider than its cell is pushed inside the canvas at
      // either end (999796 over the first cell would lose its first digit), and skipped if that meets the one before.
      ctx.fillStyle = theme.muted;
      ctx.font = '10px ui-monospace, monospace';
      const every = Math.max(1, Math.ceil(String(last).length * 7 / w));
      let right = -Infinity; // where the last label drawn ends
      for (let s = first; s < last; s++) {
        if (s % every !== 0) continue;
        const label = String(s);
        const half = ctx.measureText(label).width / 2;
        const x = Math.max(half, Math.min(width - half, (s - first) * w + w / 2));
        if (x - half < right + 2) continue;
        ctx.fillText(label, x, head / 2);
        right = x + half;
      }
    }
  } else {
    // More than one state per pixel column. Sampling one state per column would alias with the period (a period-7
    // table drawn at 3.5 states per pixel shows long false bands), so every state counts: a few per column are
    // stacked top to bottom; many are summarised as the share of P-positions (dark, on top) over the column's most
    // frequent other value.
    const per = 1 / w;
    // A column's summary depends only on its states: columns wholly inside `values` are kept (per table, start and
    // scale), so playback, which redraws a growing prefix of a 10^6 table every step, only counts the new ones.
    const kept = keptColumns(values, first, per, cellHeight);
    for (let px = 0; px < width; px++) {
      const a = first + Math.floor(px * per);
      if (a >= n) break;
      const end = first + Math.floor((px + 1) * per);
      const b = Math.max(a + 1, Math.min(n, end));
      const k = b - a;
      const summary = columnSummary(values, px, a, end, cellHeight, kept);
      if (!summary) {
        for (let s = a; s < b; s++) {
          ctx.fillStyle = sgColor(values[s]);
          const y0 = top + Math.round(((s - a) * cellHeight) / k);
          ctx.fillRect(px, y0, 1, top + Math.round(((s - a + 1) * cellHeight) / k) - y0);
        }
        continue;
      }
      const [zeros, mode] = summary;
      const dark = Math.round((zeros / k) * cellHeight);
      if (mode !== 0) { ctx.fillStyle = sgColor(mode); ctx.fillRect(px, top + dark, 1, cellHeight - dark); }
      if (dark > 0) { ctx.fillStyle = sgColor(0); ctx.fillRect(px, top, 1, Math.max(1, dark)); }
    }
  }

  if (period && band) drawBands(ctx, period, { first, last, w, y: top + cellHeight, n, theme });

  if (focus !== null && focus !== undefined && focus >= first && focus < last) {
    // At least 6 px wide, so a focused state stays visible when cells are a pixel or less.
    const w6 = Math.max(w, 6);
    const x = (focus - first) * w + w / 2 - w6 / 2;
    ctx.strokeStyle = theme.accent;
    ctx.lineWidth = 3;
    ctx.strokeRect(x + 1.5, top + 1.5, w6 - 3, cellHeight - 3);
  }

  return (x, y) => {
    if (x < 0 || x >= width || y < 0 || y >= height) return null;
    const s = stateAt(x);
    return s >= first && s < n ? s : null;
  };
}

// Small values are counted in a typed array (a Map per column costs 10× more at 10^6 states), the rest in a Map.
const SMALL = 64;
const small = new Uint32Array(SMALL);
const counts = new Map();

/**
 * Pixel column px = states [a, end) (`end` may pass the table): its summary [P-positions, most frequent other
 * value], kept for the next draw when the column lies wholly inside `values`; or null when its states are few enough
 * to be stacked instead.
 */
function columnSummary(values, px, a, end, cellHeight, kept) {
  const known = kept.get(px);
  if (known) return known;
  const b = Math.max(a + 1, Math.min(values.length, end));
  if ((b - a) * 2 <= cellHeight) return null;
  const summary = summarize(values, a, b);
  if (end <= values.length) kept.set(px, summary);
  return summary;
}

/** How many of G(a…b−1) are P-positions, and the most frequent other value. */
function summarize(values, a, b) {
  small.fill(0);
  counts.clear();
  for (let s = a; s < b; s++) {
    const g = values[s];
    if (g < SMALL) small[g]++;
    else counts.set(g, (counts.get(g) ?? 0) + 1);
  }
  let mode = 0;
  let most = 0;
  for (let g = 1; g < SMALL; g++) if (small[g] > most) { most = small[g]; mode = g; }
  for (const [g, c] of counts) if (c > most || (c === most && g < mode)) { most = c; mode = g; }
  return [small[0], mode];
}

/**
 * Summarises pixel columns [from, to) of the strip that drawStrip(canvas, values, options) draws at `size` (CSS
 * pixels), and keeps them for it, so that a caller can spread a long table's first count over several tasks and
 * then draw at once. Does nothing where the strip has a pixel or more per state.
 */
export function countColumns(values, { first = 0, cellWidth, period = null, size }, from, to) {
  const n = values.length;
  const per = 1 / Math.max(cellWidth, 1 / 4096);
  if (per <= 1) return;
  first = Math.max(0, Math.min(Math.floor(first), Math.max(0, n - 1)));
  const cellHeight = Math.max(4, size.height - (period ? BAND : 0)); // as drawStrip: no state numbers below 1 px
  const kept = keptColumns(values, first, per, cellHeight);
  for (let px = from; px < Math.min(to, size.width); px++) {
    const a = first + Math.floor(px * per);
    const end = first + Math.floor((px + 1) * per);
    if (end > n) break;
    columnSummary(values, px, a, end, cellHeight, kept);
  }
}

// Column summaries by table (its buffer: a prefix of the same table shares them), then by start, scale and height.
const columnCache = new WeakMap();

function keptColumns(values, first, per, cellHeight) {
  let byShape = columnCache.get(values.buffer);
  if (!byShape) columnCache.set(values.buffer, (byShape = new Map()));
  const key = `${values.byteOffset} ${first} ${per} ${cellHeight}`;
  if (!byShape.has(key)) {
    if (byShape.size > 8) byShape.clear(); // a few shapes at a time (rows and the overview, one size each)
    byShape.set(key, new Map());
  }
  return byShape.get(key);
}

function drawBands(ctx, { preperiod, period }, { first, last, w, y, n, theme }) {
  const pre = Math.min(preperiod, n);
  const xOf = (s) => (s - first) * w;
  ctx.font = '9px system-ui, sans-serif';
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  if (first < pre) {
    ctx.fillStyle = theme.line;
    ctx.fillRect(xOf(first), y + 2, xOf(Math.min(pre, last)) - xOf(first), BAND - 3);
  }
  if (period > 0) {
    // Blocks of one period from the preperiod on, alternating shades; the first block is labelled.
    let k = Math.max(0, Math.floor((first - pre) / period));
    for (let s = pre + k * period; s < last; s += period, k++) {
      const a = Math.max(s, first);
      const b = Math.min(s + period, last);
      ctx.fillStyle = theme.accent;
      ctx.globalAlpha = k % 2 ? 0.55 : 1;
      ctx.fillRect(xOf(a), y + 2, Math.max(1, xOf(b) - xOf(a) - (w >= 4 ? 1 : 0)), BAND - 3);
      ctx.globalAlpha = 1;
      if (k === 0 && xOf(b) - xOf(a) > 40) {
        ctx.fillStyle = theme.bg;
        ctx.fillText(`p = ${period}`, xOf(a) + 3, y + BAND / 2 + 0.5);
      }
    }
  }
  if (pre > 0 && first < pre && xOf(Math.min(pre, last)) - xOf(first) > 50) {
    ctx.fillStyle = theme.fg;
    ctx.fillText(`pre = ${preperiod}`, xOf(first) + 3, y + BAND / 2 + 0.5);
  }
}

/**
 * The two-heap table: cell (a, b) (row a, column b, (0, 0) at the top left) coloured by G(a) ⊕ G(b), for
 * 0 ≤ a, b < n; zero cells (P-positions) are dark and, when cells are big enough, carry a white dot. The axes
 * are numbered (a down the left, b along the top) every few cells, so a learner can find a cell.
 * `focus` is [a, b] (or a * n + b). Returns `(x, y) → [a, b] | null`, with `axis` and `cell` (CSS px) on it.
 */
export function drawHeatmap(canvas, values, { n = values.length, focus = null } = {}) {
  const { ctx, width, height } = prepare(canvas, canvas.clientWidth || 400);
  const theme = themeOf(canvas);
  n = Math.min(n, values.length);
  if (n === 0) return () => null;
  const axis = AXIS;
  const cell = Math.min(width - axis, height - axis) / n;
  drawAxes(ctx, n, cell, axis, theme);
  ctx.translate(axis, axis);
  // One pixel per cell into an offscreen image, then scaled up without smoothing: O(n²) simple work, no per-cell
  // draw calls, so n = 1000 stays fast.
  const image = new ImageData(n, n);
  const rgb = new Map();
  for (let a = 0; a < n; a++) {
    for (let b = 0; b < n; b++) {
      const g = values[a] ^ values[b];
      let c = rgb.get(g);
      if (!c) { c = sgRgb(g); rgb.set(g, c); }
      const i = 4 * (a * n + b);
      image.data[i] = c[0]; image.data[i + 1] = c[1]; image.data[i + 2] = c[2]; image.data[i + 3] = 255;
    }
  }
  const off = new OffscreenCanvas(n, n);
  off.getContext('2d').putImageData(image, 0, 0);
  // Sharp cells when each covers pixels; averaged when there are more cells than pixels (no aliasing).
  ctx.imageSmoothingEnabled = cell < 1;
  ctx.drawImage(off, 0, 0, cell * n, cell * n);
  if (cell >= 6) {
    ctx.fillStyle = '#ffffff';
    for (let a = 0; a < n; a++) {
      for (let b = 0; b < n; b++) {
        if ((values[a] ^ values[b]) === 0) {
          ctx.beginPath();
          ctx.arc(b * cell + cell / 2, a * cell + cell / 2, Math.max(1, cell * 0.15), 0, 2 * Math.PI);
          ctx.fill();
        }
      }
    }
  }
  if (cell >= 4) {
    ctx.strokeStyle = 'rgba(255,255,255,0.35)';
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i <= n; i++) {
      ctx.moveTo(i * cell, 0); ctx.lineTo(i * cell, n * cell);
      ctx.moveTo(0, i * cell); ctx.lineTo(n * cell, i * cell);
    }
    ctx.stroke();
  }
  const f = typeof focus === 'number' ? [Math.floor(focus / n), focus % n] : focus;
  if (f && f[0] >= 0 && f[0] < n && f[1] >= 0 && f[1] < n) {
    ctx.strokeStyle = theme.accent;
    ctx.lineWidth = 2;
    const s = Math.max(cell, 5);
    ctx.strokeRect(f[1] * cell + cell / 2 - s / 2 - 1, f[0] * cell + cell / 2 - s / 2 - 1, s + 2, s + 2);
  }
  const hit = (x, y) => {
    const a = Math.floor((y - axis) / cell);
    const b = Math.floor((x - axis) / cell);
    return a >= 0 && a < n && b >= 0 && b < n ? [a, b] : null;
  };
  // Where the cells are (after the axes), for a caller that points at one.
  return Object.assign(hit, { axis, cell });
}

const AXIS = 22; // room for the heatmap's axis numbers

/** The heatmap's axis numbers: every k-th index, k the smallest of 1, 2, 5, 10, … that keeps labels apart. */
function drawAxes(ctx, n, cell, axis, theme) {
  const steps = [1, 2, 5, 10, 20, 50, 100, 200, 500];
  const every = steps.find((k) => k * cell >= 16) ?? 1000;
  ctx.fillStyle = theme.muted;
  ctx.font = '10px ui-monospace, monospace';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  for (let i = 0; i < n; i += every) {
    ctx.fillText(String(i), axis + i * cell + cell / 2, axis / 2 + 2);
    ctx.textAlign = 'right';
    ctx.fillText(String(i), axis - 3, axis + i * cell + cell / 2);
    ctx.textAlign = 'center';
  }
  ctx.textAlign = 'left';
  ctx.fillText('a\\b', 1, 6);
}
