// The state transition graph, drawn from the core's layered layout (layoutGraph / layoutGrid): one node per state
// with its label and SG value, an arrow per move. P-positions (SG = 0) are squares marked "P", N-positions circles:
// shape and mark, not only colour. Small graphs are SVG (every node a <g class="node" data-state data-sg
// data-kind>); past SVG_LIMIT nodes (or SVG_EDGE_LIMIT moves) a canvas with a hit test, so 10^5 states draw without
// freezing the page.
//
// renderGraph(root, model, step, on, t) is a function of (model, step): model.layout, model.order (the order the
// states are computed in), model.focus, model.marked (the states of the position being looked at); states past
// order[step] show "?" for their value, order[step] has a dashed ring. Calls on the same root with the same layout
// object only update what changed, so playback stays cheap. The layout may be the core's object ({ nodes, edges,
// width, height, pairs }), compute.js's packed form (typed arrays), or a graph of positions (nodes with `wins`, and
// `sg` null where no value is known, as in misère play: such nodes show P or N). Pair nodes a+b (splits) are drawn
// dashed and revealed once both parts are computed. `t` is the explorer's translator. model.width and model.theme
// (themeOf's colours), when the caller read them before changing the page, spare the drawing a forced layout;
// model.height() is the most height the drawing has before its stage scrolls, asked when a drawing is built.
import { themeOf } from './colours.js';
import { views, graphData, ZOOM_KEYS, graphLabel } from './graph-data.js';
import { SvgView } from './graph-svg.js';

export const SVG_LIMIT = 1000;
export const SVG_EDGE_LIMIT = 6000;

// The canvas drawer (graph-canvas.js) and a big graph's drawing (graph-paint.js), fetched for the first graph too big
// for SVG: a post's small graph never needs them. The graph view's prepare awaits loadDrawer, so drawing stays a plain
// function of (model, step).
let canvas = null; // graph-canvas.js: CanvasView, and bigDrawing (graph-paint.js)

/** The states and moves of `layout` (packed or not; none when there is no layout). */
function sizeOf(layout) {
  if (layout?.packed) return { count: layout.packed.id.length, moves: layout.packed.edges.length / 2 };
  return { count: layout?.nodes?.length ?? 0, moves: layout?.edges?.length ?? 0 };
}

/** Whether `layout` is drawn on a canvas: too many states or moves for SVG. */
export function onCanvas(layout) {
  const { count, moves } = sizeOf(layout);
  return count > SVG_LIMIT || moves > SVG_EDGE_LIMIT;
}

/** A big graph's drawing at a step (graph-paint.js bigDrawing); none (undefined) until the canvas drawer has loaded. */
export const bigDrawing = (...args) => canvas?.bigDrawing(...args);

/** Loads the canvas drawer and the big graph's painter (a page that draws graphs alone, e2e's graph fixture). */
export async function loadCanvas() {
  canvas ??= await import('./graph-canvas.js');
}

/** Loads the canvas drawer and the big graph's painter if one of `layouts` needs them. */
export async function loadDrawer(...layouts) {
  if (!canvas && layouts.some(onCanvas)) canvas = await import('./graph-canvas.js');
}

export function renderGraph(root, model, step, on = {}, t = (key) => key) {
  const layout = model?.layout;
  if (!sizeOf(layout).count) {
    // No layout: nothing to draw, or a graph too big to draw (model.layoutError is the core's reason).
    views.delete(root);
    const note = document.createElement('p');
    note.className = 'graph-note';
    note.textContent = model?.layoutError ?? '';
    root.replaceChildren(note);
    root.dataset.mode = 'empty';
    return;
  }
  let view = views.get(root);
  const marked = model.marked ?? null;
  if (!view || view.layout !== layout || view.markedKey !== String(marked ? [...marked] : '')) {
    const data = graphData(layout, marked);
    // (Without loadDrawer first, a big graph still draws, slowly, as SVG.)
    view = onCanvas(layout) && canvas ? new canvas.CanvasView(root, data, t, model.width) : new SvgView(root, data, t, model.width, model.height);
    view.layout = layout;
    view.markedKey = String(marked ? [...marked] : '');
    views.set(root, view);
  }
  view.on = on;
  view.t = t;
  view.setTheme?.(model.theme ?? themeOf(root)); // the canvas's (the SVG's colours come from CSS)
  view.update(model.order ?? null, Number.isInteger(step) ? step : null, model.focus ?? null);
  if (view.lang !== t.lang) relabel(root, view);
}

/** The graph's accessible name and the zoom buttons' labels, in the explorer's language (again when it changes). */
function relabel(root, view) {
  view.lang = view.t.lang;
  root.querySelector('.graph-svg, .graph-canvas-box')?.setAttribute('aria-label', graphLabel(view.d, view.t));
  root.querySelector('.graph-canvas-top')?.setAttribute('aria-label', view.t('graphKeys'));
  for (const b of root.querySelectorAll('[data-zoom]')) {
    const label = view.t(ZOOM_KEYS[b.dataset.zoom]);
    b.setAttribute('aria-label', label);
    b.title = label;
  }
  for (const m of root.querySelectorAll('.pos-mark title')) m.textContent = view.t('positionMark');
}
