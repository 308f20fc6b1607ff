// The views an explorer shows, each registered once here with its id, its tab's label and when it applies; its code
// is a module whose default export holds:
//   prepare(model, actions)   (async, optional) asks the core for what it needs before it is shown
//   steps(model)              the length of its timeline
//   defaultStep(model)        (optional) where the timeline starts when the view opens
//   defaultFocus(model)       (optional) the state it opens focused on when none is (the explorer sets it)
//   frame(panel, model, step, actions)  draws "the state at step" into its panel (a function of the model and step)
//   announce(model, step)     the announcer's sentence for that step
//   drawing(model, step, colours)  what it shows as a drawing for SVG and PNG export (drawing.js), or null: a pure
//                                  function of its arguments (no panel: an export never reads the page)
// The core says which views a family has (`model.info.views`, crate/src/rules/mod.rs FamilyInfo); `applies(model)`
// (here, optional) asks more of the position, decided before the view's code loads (applies.js). A tab is shown only
// when both say yes (`offered`).
// A view never sees the explorer. `model` is a frozen value the explorer makes for each call (show.js viewModel):
// the explorer's model (load, game, info, n, family, values, period, layout, table, position, analysis, xor, pair,
// marked, posGraph, focus, …) with `state` (the view description, state.js), `step` (the player's), `t` and `lang`,
// `answers.get(task, args)` (what actions.ask found, or null) and `answers.known(task, args)` (that, or what the
// bridge answers at once on the main thread: a heap state's mex from the table's session, a request the core bounds
// as cheap; else null) (explorer/answers.js; a new `answers` whenever the explorer forgets them all, so a view's own
// cache keys on it), `errorText(e)`, `order` and `stepOf(state)` (the timeline of states), `kept` (what views asked
// the explorer to keep), and `width` and `theme` (the stage's, read before this render changed the page).
// `actions` is the one way a view changes anything: set(next) (state keys, as a host would), show(view),
// open(state, view), openPosition(text, view), focus(state), focusAt(step) (moves the timeline's focus, returns it),
// provePeriod(), ask(task, args, where) (an answer of the core, kept in model.answers by task and arguments: two
// views asking the same share it), run(task, args, where) (not kept), keep(name, value) (into model.kept), keepPositionGraph(model, layout, error,
// order) (the graph view's graph of positions, which the mex view and the timeline read; dropped when another model
// has loaded since), refresh(), emit(type, detail) (an event for the host), now() (the model as it is now: after an
// await, or in a handler) and fail(e) (shows a failure). A view imports no other view (what two share lives in a
// helper module, as mex-data.js). Adding a view is its file, its words' (www/i18n/views/ID.js: its tab label and its
// sentences, both languages) and one line below.
import { memoHeaps } from './applies.js';
// The graph, every explorer's default view and the one shown when another does not apply, comes with the explorer:
// fetched when first shown, it was two round trips (its chunk, then the chunks it imports) before a first view.
import * as graph from './graph.js';

// Each other view's code is fetched the first time it is shown (load).
export const VIEWS = [
  { id: 'graph', label: 'viewGraph', module: async () => graph },
  { id: 'mex', label: 'viewMex', module: () => import('./mex.js') },
  { id: 'xor', label: 'viewXor', module: () => import('./xor.js') },
  // A misère sum's product in its misère quotient, heap by heap.
  { id: 'quotient', label: 'viewQuotient', module: () => import('./quotient.js') },
  { id: 'table', label: 'viewTable', module: () => import('./table.js') },
  { id: 'grid', label: 'viewGrid', module: () => import('./grid.js') },
  { id: 'play', label: 'viewPlay', module: () => import('./play.js') },
  { id: 'memo', label: 'viewMemo', applies: (m) => memoHeaps(m) !== null, module: () => import('./memo.js') },
  // Green Hackenbush on a tree: the colon principle, the tree shrinking from its leaves.
  { id: 'tree', label: 'viewTree', module: () => import('./tree.js') },
  // Green Hackenbush on any picture: cycles fusing into loops, then the colon principle.
  { id: 'fusion', label: 'viewFusion', module: () => import('./fusion.js') },
  // Geography: a maximum matching, the vertices it always covers, who wins.
  { id: 'matching', label: 'viewMatching', module: () => import('./matching.js') },
  // Every-SG: each state's step count, the heaps' counts, the largest deciding.
  { id: 'every', label: 'viewEvery', module: () => import('./every.js') },
  // Gambling Nim's cards: a view of the position's state, not of a family.
  { id: 'basis', label: 'viewBasis', any: true, applies: (m) => Boolean(m.state.cards), module: () => import('./basis.js') },
];

/** Whether view `v` has something to show for model `m`: the core lists the family's views (`info.views`), and a
 * view may ask more of the position (`applies`). */
export function offered(v, m) {
  return (v.any || (m.info?.views ?? ['graph']).includes(v.id)) && (!v.applies || v.applies(m));
}

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
