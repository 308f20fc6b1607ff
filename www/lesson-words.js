// A lesson speaks of a position in words or draws it, never in the notation (DESIGN: "a learner reads words and
// pictures"). What a position is comes from the core, in the worker: its parts (positionParts), each part's game
// (describeGame: heaps, misère heaps, a token's walk on a board, …) and, for a board, its cells and walls
// (theoryTrace). The words and the drawing are made here; the views are left alone.

import { compute } from './core/compute.js';
import { list } from './i18n/i18n.js';
import { drawing, toSvg } from './drawing.js';
import { walkLayout, drawWalk, CELL } from './views/walk-drawing.js';

const ask = (task, args) => compute(task, args, { where: 'worker' });
const known = new Map(); // position → what the core says of it (a promise)

/** What the core says of `position`: `{ heaps, walk }`: the heap sizes when every part is heaps of one heap game
 * (normal or misère play), null otherwise; and whether it is a token's walk (a board or graph it may not revisit). */
export function describePosition(position) {
  if (!known.has(position)) {
    known.set(position, (async () => {
      const parts = await ask('positionParts', [position]);
      const games = [...new Set(parts.components.map((c) => c.game))];
      const infos = await Promise.all(games.map((g) => ask('describeGame', [g])));
      const heapLike = (i) => (i.family === 'heaps' || i.family === 'misere') && !i.tokens && !i.walk;
      const oneGame = games.length === 1 && heapLike(infos[0]) && parts.components.every((c) => (c.arity ?? 1) === 1);
      return {
        heaps: oneGame ? parts.components.flatMap((c) => c.heaps) : null,
        walk: parts.components.length === 1 && Boolean(infos[0].walk),
      };
    })());
  }
  return known.get(position);
}

/** `position` in words: "heaps of 3, 5 and 7", "the board below", "the position below". */
export function positionWords(described, t) {
  if (described?.heaps) {
    const h = described.heaps;
    return h.length === 1 ? t('wordsHeap', { n: h[0] }) : t('wordsHeaps', { count: h.length, sizes: list(h.map(String), t.lang) });
  }
  return t(described?.walk ? 'wordsBoard' : 'wordsShown');
}

/** A board (or graph) a token walks on, drawn as an SVG string from the core's trace of `position`. */
export async function walkSvg(position, colours) {
  const trace = await ask('theoryTrace', [position]);
  const at = walkLayout(trace.vertices, trace.board, 0, 0);
  // Cropped to the cells (the layout leaves a phone's width for a view's words): drawn at its size, its numbers
  // stay as large on a phone as on a laptop.
  const xs = at.points.map((q) => q.x);
  const shift = Math.min(...xs) - CELL;
  at.points = at.points.map((q) => ({ x: q.x - shift, y: q.y }));
  const d = drawing(Math.max(...xs) - shift + CELL, at.height, colours.bg);
  drawWalk(d, trace, at, colours);
  return toSvg(d);
}
