// Loading an explorer's model: from its state (the game box's game, N, the position box) and its core bridge
// (bridge.js) to the model the views draw, or the error that says why not. Loading takes steps, each a function of
// (state, bridge) to a value, because the page changes between them: after `plan` the explorer says the game's
// error or N's, cancels the work in flight and starts a new load; after each await it drops an answer that a newer
// load has superseded, and after `analyzePosition` it says the position's error before the view is drawn.
//   plan(state, bridge, pageMax)            the game described and the N to compute, or why nothing is computed
//   buildModel(plan, load, bridge)          the game's model: its table (values, period, layout) when it has one
//   analyzePosition(state, model, bridge)   the position's analysis, or its error
//   positionMarks(model, bridge)            the heaps the position marks in the graph, and its pair for the grid
// None of them reads or writes the page or the explorer: the explorer writes what they return (tests/load.test.mjs
// calls them with a fake bridge, under Node).

/** The position box's text as a full position: plain heaps ("14 21 39") are heaps of the game box's game. */
export function fullPosition(game, text) {
  return text.includes(':') ? text : `${game}: ${text}`;
}

/** The position box's text (`state.position`) as a full position, the game's example when the box is empty; the
 * game is `model`'s once there is one. */
export function positionText(state, model) {
  const text = (state.position ?? '').trim() || model?.info?.example || '';
  return fullPosition(model?.game ?? state.game, text);
}

/** The largest N of a game described by `info`: the page's bound `pageMax`, or the longest table the core makes of
 * it when that is less. */
export function maxN(info, pageMax) {
  return Math.min(pageMax, info?.maxN ?? pageMax);
}

/**
 * N for a table of `game` (described by `info`): the asked N (`state.n`), or more when the position (its example when
 * the box is empty) has a heap of `game` at N or past it, so that every heap given is drawn (up to the longest table;
 * beyond it the position is still analysed, from the period).
 */
export function coveringN(state, game, info, bridge, pageMax) {
  const text = (state.position ?? '').trim() || info.example || '';
  const parts = text ? bridge.parts(fullPosition(game, text)) : null;
  let top = -1;
  for (const c of parts?.components ?? []) {
    if (c.game === game && c.arity === 1) for (const h of c.heaps) top = Math.max(top, h);
  }
  return top >= state.n && top < maxN(info, pageMax) ? top + 1 : state.n;
}

/**
 * What loading `state`'s game takes, decided before any work:
 *   { error }               the core cannot describe the game (bad notation): the error for the game box
 *   { info, refusedN }      N is past the longest table the core makes of this game: refusedN is the limit it says
 *   { info, game, n, grown, isGraph, nFixed }   otherwise: n is the table's length (an explicit graph's states are
 *     its vertices, all of them; a table covers the position's heaps), grown ({ n, heap }) when that is more than
 *     the asked N, nFixed when the N box means nothing for this game (N is a table's length, or the side of a
 *     two-number game's grid).
 */
export async function plan(state, bridge, pageMax) {
  let info;
  try {
    info = await bridge.describe(state.game);
  } catch (error) {
    return { error };
  }
  const game = info.game;
  const isGraph = info.vertices !== null;
  if (info.table && !isGraph && state.n > maxN(info, pageMax)) return { info, refusedN: maxN(info, pageMax) };
  const n = isGraph ? info.vertices : info.table ? coveringN(state, game, info, bridge, pageMax) : state.n;
  const grown = info.table && n > state.n ? { n, heap: n - 1 } : null;
  return { info, game, n, grown, isGraph, nFixed: isGraph || !(info.table || info.rules?.arity === 2) };
}

/** The model of a planned game (`plan`'s answer), numbered `load`: its table from the core when it has one (in the
 * worker when large), none for a family; the position's part is still empty. Rejects as the core's request does
 * (an AbortError when cancelled). */
export async function buildModel({ info, game, n }, load, bridge) {
  const bundle = info.table ? await bridge.run('bundle', { game, n, layout: 'graph' }) : null;
  return {
    load, game, info, n,
    values: bundle?.values ?? new Uint32Array(0), period: bundle?.period ?? null,
    layout: bundle?.layout ?? null, layoutError: bundle?.layoutError ?? null, table: bundle?.table ?? null,
    position: null, analysis: null, pair: null, focus: null,
  };
}

/**
 * The position box (`state.position`, or the game's example) analysed for `model`: `part`, the model's position
 * fields (analysis, position, positionError), and `boxError`, the
 * error to say under the box (null when the position is good). Rejects only when cancelled (AbortError).
 */
export async function analyzePosition(state, model, bridge) {
  const text = (state.position ?? '').trim();
  const full = positionText(state, model);
  let analysis = null;
  let positionError = null;
  let boxError = null;
  try {
    // The views read its parts: the whole engine first if the first-view build cannot (a bad position is said by
    // the analysis below).
    await bridge.readable(full);
    // 'auto': the core bounds the work (requestCost), so a small position is answered at once, a large one in the
    // worker, where it can be cancelled.
    analysis = await bridge.run('analyze', [full]);
  } catch (e) {
    if (e.name === 'AbortError') throw e;
    positionError = e;
    // Plain heaps were prefixed with the game: point at the column of the box as typed.
    boxError = text.includes(':') ? e : relocate(e, full.length - text.length);
  }
  return { part: { analysis, positionError, position: analysis?.position ?? null }, boxError };
}

/** The heaps of the game's own graph that an analysed position (`model`'s, once analyzePosition's part is in it)
 * stands on, marked in the graph, and its two heaps when it is a pair of them (the heatmap's, the grid's): from its
 * parts as the core reads them, when the core says it is a sum of values (hasXor). Its XOR trace (xorTrace) is no
 * part of a first view: the views that show it ask for it (the XOR view, the grid's sentence), in the worker when
 * the first-view build is the main thread's. */
export function positionMarks(model, bridge) {
  const parts = model.analysis?.hasXor && model.info.table ? bridge.parts(model.position) : null;
  if (!parts) return { pair: null, marked: null };
  // A component of the table's game is one of its heaps each (the core's table is of single heaps of heap games).
  const mine = parts.components.filter((c) => c.game === model.game);
  const heaps = mine.flatMap((c) => c.heaps);
  const pair = mine.length === parts.components.length && heaps.length === 2 ? heaps : null;
  return { pair, marked: new Set(heaps) };
}

/** An error whose column counted the game prefix added to plain heaps, moved back to the position box's column. */
export function relocate(original, prefix) {
  if (original.column === undefined || original.column === null) return original;
  const column = original.column - prefix;
  if (column < 1) return original;
  const e = new Error(original.message.replace(/at column (\d+)$/, `at column ${column}`));
  Object.assign(e, { code: original.code, args: original.args, column, line: original.line ?? null });
  return e;
}
