// The views an explorer shows, each registered once here with its id, its tab's label and when it applies; its code
// is a module whose default export holds:
//   prepare(ex)            (async, optional) asks the core for what it needs before it is shown
//   steps(ex)              the length of its timeline
//   defaultStep(ex)        (optional) where the timeline starts when the view opens
//   defaultFocus(ex)       (optional) the state it opens focused on when none is (the explorer sets it)
//   frame(panel, ex, step) draws "the state at step" into its panel (a function of the model and the step)
//   announce(ex, step)     the announcer's sentence for that step
//   drawing(panel, ex, step, colours)  what it shows as a drawing for SVG and PNG export (export.js), or null
// and `applies(ex)` (here, optional) says whether it has something to show for this model: its tab is hidden if not,
// decided before its code loads (applies.js).
// `ex` is the explorer (explorer.js): its model, translator `t`, `ask()` for the core's answers, and handlers
// (select, openPosition, set): a view changes what is shown only through these, never by writing `ex.state`, and
// imports no other view (what two share lives in a helper module, as mex-data.js). Adding a view is one file plus
// one line below.
import { twoNumberStates, memoHeaps } from './applies.js';
// The graph, every explorer's default view and the one shown when another does not apply, comes with the explorer:
// fetched when first shown, it was two round trips (its chunk, then the chunks it imports) before a first view.
import * as graph from './graph.js';

// Each other view's code is fetched the first time it is shown (load).
export const VIEWS = [
  { id: 'graph', label: 'viewGraph', module: async () => graph },
  // A game on a graph with cycles has generalised values, not mexes of options: its graph and play show it.
  { id: 'mex', label: 'viewMex', applies: (ex) => ex.model?.info?.family !== 'loopy', module: () => import('./mex.js') },
  { id: 'xor', label: 'viewXor', applies: (ex) => ex.model?.info?.family !== 'loopy', module: () => import('./xor.js') },
  // A game of two-number states has the 打表 grid instead of the table.
  // A family whose heaps do not vary freely (a tree's depths) has no table of positions: the core says so.
  { id: 'table', label: 'viewTable', applies: (ex) => !twoNumberStates(ex) && ex.model?.info?.heapTable !== false, module: () => import('./table.js') },
  { id: 'grid', label: 'viewGrid', applies: twoNumberStates, module: () => import('./grid.js') },
  { id: 'play', label: 'viewPlay', module: () => import('./play.js') },
  { id: 'memo', label: 'viewMemo', applies: (ex) => memoHeaps(ex) !== null, module: () => import('./memo.js') },
  // Green Hackenbush on a tree: the colon principle, the tree shrinking from its leaves.
  { id: 'tree', label: 'viewTree', applies: (ex) => ex.model?.info?.family === 'tree', module: () => import('./tree.js') },
  // Green Hackenbush on any picture: cycles fusing into loops, then the colon principle.
  { id: 'fusion', label: 'viewFusion', applies: (ex) => ex.model?.info?.family === 'picture', module: () => import('./fusion.js') },
  // Every-SG: each state's step count, the heaps' counts, the largest deciding.
  { id: 'every', label: 'viewEvery', applies: (ex) => ex.model?.info?.family === 'every', module: () => import('./every.js') },
  { id: 'basis', label: 'viewBasis', applies: (ex) => Boolean(ex.state.cards), module: () => import('./basis.js') },
];

const loaded = new Map(); // id → the view (descriptor and code)

/** The view `id` as registered (id, label, applies), the graph's for an unknown id. */
export function viewById(id) {
  return VIEWS.find((v) => v.id === id) ?? VIEWS[0];
}

/** The whole view `id` (its code loaded: prepare, steps, frame, announce, drawing, …). */
export async function loadView(id) {
  const v = viewById(id);
  if (!loaded.has(v.id)) loaded.set(v.id, { ...(await v.module()).default, ...v });
  return loaded.get(v.id);
}

/** The whole view `id` if its code has loaded, else null. */
export function loadedView(id) {
  return loaded.get(viewById(id).id) ?? null;
}
