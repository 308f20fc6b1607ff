// A geography position drawn (the views of a token that never returns share it: matching, play): the graph on a
// circle, or a board as its grid with its walls dark, the vertices the token left greyed and the walk it took drawn
// over the edges. What each view adds (a matching, lit vertices) it says through the styles. A helper, not a view.

const MARGIN = 40;
export const CELL = 44;

/** Each vertex's place: a board's cells in its grid, else on a circle wide enough that neighbours on it stay apart
 * (a phone's width for a few); `top` pixels above it for a title, `below` under it for the view's words. */
export function walkLayout(n, board = null, below = 0, top = 30) {
  if (board) {
    const [rows, cols] = board;
    // At least a phone's width, for the words under it; the grid in its middle.
    const grid = 2 * MARGIN + (cols - 1) * CELL;
    const width = Math.max(grid, 380);
    const x0 = MARGIN + (width - grid) / 2;
    const points = Array.from({ length: n }, (_, v) => ({ x: x0 + (v % cols) * CELL, y: top + MARGIN + Math.floor(v / cols) * CELL }));
    return { points, width, height: top + 2 * MARGIN + (rows - 1) * CELL + below };
  }
  const radius = Math.max(110, (n * 34) / (2 * Math.PI));
  const size = 2 * (radius + MARGIN);
  const at = (v) => {
    const a = -Math.PI / 2 + (2 * Math.PI * v) / Math.max(1, n);
    return { x: Math.max(size, 380) / 2 + radius * Math.cos(a), y: top + size / 2 + radius * Math.sin(a) };
  };
  return { points: Array.from({ length: n }, (_, v) => at(v)), width: Math.max(size, 380), height: top + size + below };
}

/**
 * Draws trace `t` (theoryTrace's geography fields: vertices, walls, edges, left, token) into drawing `d` at the
 * places `at`. `edge(a, b, gone)` may restyle an edge ({ stroke, width }, and `over`: items drawn on it), `gone`
 * when the token left one of its ends; `vertex(v, out)` may restyle a vertex ({ fill, ring, text }), `out` when the
 * token left it; `under` are items drawn over the edges and under the vertices.
 */
export function drawWalk(d, t, at, c, { edge = () => ({}), vertex = () => ({}), under = [] } = {}) {
  const left = new Set(t.left);
  const p = at.points;
  const line = (a, b, style) => ({ kind: 'line', x1: p[a].x, y1: p[a].y, x2: p[b].x, y2: p[b].y, ...style });
  for (const [a, b] of t.edges) {
    const gone = left.has(a) || left.has(b);
    const { over = [], ...style } = edge(a, b, gone);
    d.items.push(line(a, b, { stroke: gone ? c.line : c.muted, width: gone ? 1 : 2, ...style }));
    for (const item of over) d.items.push(line(a, b, item));
  }
  // The walk the token took.
  const walk = [...t.left, t.token];
  for (let i = 1; i < walk.length; i++) d.items.push(line(walk[i - 1], walk[i], { stroke: c.fg, width: 3 }));
  d.items.push(...under);
  for (let v = 0; v < t.vertices; v++) {
    if (t.walls[v]) {
      d.items.push({ kind: 'rect', x: p[v].x - CELL / 2 + 2, y: p[v].y - CELL / 2 + 2, w: CELL - 4, h: CELL - 4, fill: c.fg });
      continue;
    }
    const isToken = v === t.token;
    const out = left.has(v);
    const s = { fill: out ? c.line : c.bg, ring: isToken, text: c.fg, ...vertex(v, out) };
    d.items.push({ kind: 'circle', x: p[v].x, y: p[v].y, r: isToken ? 15 : 12, fill: s.fill, stroke: s.ring ? c.accent : c.fg, width: s.ring ? 4 : 2 });
    d.items.push({ kind: 'text', x: p[v].x, y: p[v].y, text: String(v), size: 12, bold: isToken, anchor: 'middle', fill: s.text });
  }
}
