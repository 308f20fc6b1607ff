// The matching view (geography, 二分图博弈): the graph (on a circle; a board as its grid, walls dark) with the
// vertices the token left greyed, then a maximum matching
// of what is left, then the vertices every maximum matching covers (from each, the player to move would win), then
// the verdict for the token: covered, so the player to move wins by moving along its matching edge; missed, so the
// other player answers every move along the matching. The numbers are the core's (geographyTrace); a vertex's title
// names its partner (hover it).

import { drawing as newDrawing } from '../export.js';
import { drawnFrame, fitText } from './drawn.js';

const key = (model) => `geography:${model.position}`;
const traceOf = (model) => (model.position ? model.answers.get(key(model)) : null);

/** The steps: the graph, the matching, the covered vertices, the verdict. */
const STEPS = 4;
const MARGIN = 40;

const CELL = 44;

/** Each vertex's place: a board's cells in its grid, else on a circle wide enough that neighbours on it stay apart
 * (a phone's width for a few). */
export function layout(n, board = null) {
  if (board) {
    const [rows, cols] = board;
    // At least a phone's width, for the verdict's lines; the grid in its middle.
    const grid = 2 * MARGIN + (cols - 1) * CELL;
    const width = Math.max(grid, 380);
    const x0 = MARGIN + (width - grid) / 2;
    const points = Array.from({ length: n }, (_, v) => ({ x: x0 + (v % cols) * CELL, y: 30 + MARGIN + Math.floor(v / cols) * CELL }));
    return { points, width, height: 30 + 2 * MARGIN + (rows - 1) * CELL + 76 };
  }
  const radius = Math.max(110, (n * 34) / (2 * Math.PI));
  const size = 2 * (radius + MARGIN);
  const at = (v) => {
    const a = -Math.PI / 2 + (2 * Math.PI * v) / Math.max(1, n);
    return { x: Math.max(size, 380) / 2 + radius * Math.cos(a), y: 30 + size / 2 + radius * Math.sin(a) };
  };
  return { points: Array.from({ length: n }, (_, v) => at(v)), width: Math.max(size, 380), height: size + 76 };
}

/** The drawing of trace `t` at `step`: a pure function of its arguments. */
export function matchingDrawing(t, step, c, words) {
  const at = layout(t.vertices, t.board);
  const d = newDrawing(at.width, at.height, c.bg);
  d.items.push({ kind: 'text', x: 10, y: 14, text: fitText(words.title, at.width - 10), size: 13, bold: true, fill: c.fg });
  const left = new Set(t.left);
  const matched = new Set(t.matching.map(([a, b]) => `${a}-${b}`));
  const p = at.points;
  for (const [a, b] of t.edges) {
    const gone = left.has(a) || left.has(b);
    const inMatching = step >= 1 && matched.has(`${a}-${b}`);
    d.items.push({ kind: 'line', x1: p[a].x, y1: p[a].y, x2: p[b].x, y2: p[b].y, stroke: inMatching ? c.accent : gone ? c.line : c.muted, width: inMatching ? 5 : gone ? 1 : 2 });
  }
  // The path the token took.
  const path = [...t.left, t.token];
  for (let i = 1; i < path.length; i++) {
    d.items.push({ kind: 'line', x1: p[path[i - 1]].x, y1: p[path[i - 1]].y, x2: p[path[i]].x, y2: p[path[i]].y, stroke: c.fg, width: 3 });
  }
  if (step >= 3 && t.wins && t.partner !== null) {
    const [a, b] = [p[t.token], p[t.partner]];
    d.items.push({ kind: 'path', x1: a.x, y1: a.y, cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, x2: b.x, y2: b.y, stroke: c.n, width: 3, arrow: true });
  }
  for (let v = 0; v < t.vertices; v++) {
    if (t.walls[v]) {
      d.items.push({ kind: 'rect', x: p[v].x - CELL / 2 + 2, y: p[v].y - CELL / 2 + 2, w: CELL - 4, h: CELL - 4, fill: c.fg });
      continue;
    }
    const fill = left.has(v) ? c.line : step >= 2 ? (t.covered[v] ? c.n : c.p) : c.bg;
    const isToken = v === t.token;
    d.items.push({ kind: 'circle', x: p[v].x, y: p[v].y, r: isToken ? 15 : 12, fill, stroke: isToken ? c.accent : c.fg, width: isToken ? 4 : 2 });
    d.items.push({ kind: 'text', x: p[v].x, y: p[v].y, text: String(v), size: 12, bold: isToken, anchor: 'middle', fill: step >= 2 && !left.has(v) ? c.bg : c.fg });
  }
  if (step >= 3) {
    // Two lines, cut at the colon: the drawing stays as narrow as the graph, for a phone.
    const m = /^(.*?[:：])\s*(.*)$/.exec(words.verdict);
    const lines = m ? [m[1], m[2]] : [words.verdict];
    lines.forEach((line, i) => {
      d.items.push({ kind: 'text', x: at.width / 2, y: at.height - 38 + 20 * i, text: fitText(line, at.width - 10), size: 13, bold: i === 0, anchor: 'middle', fill: t.wins ? c.n : c.fg });
    });
  }
  return d;
}

/** The words of a drawing at `step`. */
function words(model, t) {
  return {
    title: model.t('matchingTitle', { position: model.position }),
    verdict: t.wins
      ? model.t('matchingWins', { token: t.token, partner: t.partner })
      : model.t('matchingLoses', { token: t.token }),
  };
}

export default {
  async prepare(model, actions) {
    if (model.position) await actions.ask(key(model), 'geographyTrace', [model.position]);
  },
  steps: () => STEPS,
  defaultStep: () => STEPS - 1,
  frame(panel, model, step) {
    drawnFrame(this, panel, model, step, traceOf(model));
    const t = traceOf(model)?.value;
    if (!t) return;
    // A vertex's title names its partner in the matching: hover (or long-press) to see it.
    const partner = new Map(t.matching.flatMap(([a, b]) => [[a, b], [b, a]]));
    // The circles are the vertices that are not walls, in order.
    const vertices = [...Array(t.vertices).keys()].filter((v) => !t.walls[v]);
    panel.querySelectorAll('svg circle').forEach((circle, i) => {
      const v = vertices[i];
      const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      title.textContent = partner.has(v) ? model.t('matchingPartner', { vertex: v, partner: partner.get(v) }) : model.t('matchingAlone', { vertex: v });
      circle.append(title);
      circle.dataset.vertex = v;
      circle.dataset.covered = String(t.covered[v]);
    });
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    if (!t) return '';
    if (step === 0) return model.t('aMatchingGraph', { left: t.left.length, token: t.token });
    if (step === 1) return model.t('aMatchingEdges', { size: t.matching.length });
    if (step === 2) return model.t('aMatchingCovered', { count: t.covered.filter(Boolean).length });
    return words(model, t).verdict;
  },
  drawing(panel, model, step, c) {
    const t = traceOf(model)?.value;
    return t ? matchingDrawing(t, step, c, words(model, t)) : null;
  },
};
