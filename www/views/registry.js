// The views an explorer shows, each registered once here. A view is an object:
//   id, label              its name in state/URLs and the i18n key of its tab
//   prepare(ex)            (async, optional) asks the core for what it needs before it is shown
//   steps(ex)              the length of its timeline
//   defaultStep(ex)        (optional) where the timeline starts when the view opens
//   defaultFocus(ex)       (optional) the state it opens focused on when none is (the explorer sets it)
//   frame(panel, ex, step) draws "the state at step" into its panel (a function of the model and the step)
//   announce(ex, step)     the announcer's sentence for that step
//   drawing(panel, ex, step, colours)  what it shows as a drawing for SVG and PNG export (export.js), or null
//   applies(ex)            (optional) whether it has something to show for this model; its tab is hidden if not
// `ex` is the explorer (explorer.js): its model, translator `t`, `ask()` for the core's answers, and handlers
// (select, openPosition, set): a view changes what is shown only through these, never by writing `ex.state`, and
// imports no other view (what two share lives in a helper module, as mex-data.js). Adding a view is one file plus
// one line below.
import graph from './graph.js';
import mex from './mex.js';
import xor from './xor.js';
import table from './table.js';
import play from './play.js';
import memo from './memo.js';
import grid from './grid.js';
import basis from './basis.js';

export const VIEWS = [graph, mex, xor, table, grid, play, memo, basis];

export function viewById(id) {
  return VIEWS.find((v) => v.id === id) ?? VIEWS[0];
}
