// Showing an explorer's views (views/registry.js): what a view is given (its model, made from the explorer's; its
// actions are actions.js'), which tabs apply, a view's code, where its timeline opens, a step of it drawn, and the
// views' part of the page (tabs, panels, the stage, the announcer): the view switch. The explorer decides what is shown and keeps it in its
// state; these read it and write only the views' part of the page. A view is still given only (panel, model, step,
// actions), and never sees the explorer.

import { VIEWS, viewById, loadView, offered } from '../views/registry.js';
import { loadViewWords } from '../i18n/i18n.js';
import { linkViewStyles } from './settings.js';
import { themeOf } from '../views/colours.js';
import { orderOf, stepOfState } from './timeline.js';
import { revealValues } from './summary.js';

/** What a view reads, made afresh for each call and frozen: explorer `ex`'s model, state, words and the core's
 * answers; the stage's width, height cap and colours as its last render read them (measure). */
export function viewModel(ex) {
  // The position's XOR trace, once a view that shows it has asked for it (views/xor.js, the grid's sentence).
  const xor = ex.model?.position ? ex.bridge.answers.get('xorTrace', [ex.model.position]) : null;
  return Object.freeze({
    ...ex.model,
    xor: xor?.value ?? null,
    xorError: xor?.error ?? null,
    state: Object.freeze({ ...ex.state }),
    step: ex.player.state.step,
    total: ex.player.state.total,
    playing: ex.player.state.playing,
    t: ex.t,
    lang: ex.lang,
    answers: ex.bridge.answers,
    errorText: (e) => ex.errorText(e),
    order: ex.model ? orderOf(ex.model) : null,
    stepOf: (state) => stepOfState(ex.model, state),
    kept: Object.freeze({ ...ex.kept }),
    width: ex.stage?.width,
    height: ex.stage?.height,
    theme: ex.stage?.theme,
  });
}

const tabOf = (root, id) => root.querySelector(`[role="tab"][data-view="${id}"]`);

/** View `id`'s panel in the explorer at `root`. */
export function panel(root, id) {
  return root.querySelector(`[data-panel="${id}"]`);
}

/** Whether view `v` has something to show for the view model `now()` makes; none when there is no model (`now` is a
 * function: a view model is made only when asked for). */
export function applies(v, hasModel, now) {
  return hasModel && offered(v, now());
}

/** The tabs of the views for which `applies(v)`, and only those. */
export function renderTabs(root, applies) {
  for (const v of VIEWS) tabOf(root, v.id).hidden = !applies(v);
}

/** View `id`'s code, with the words (i18n.js: loadViewWords) in `lang` and the styles (settings.js: linkViewStyles)
 * where `root` draws of the views after the default one. */
export function viewCode(id, lang, root) {
  const first = viewById(id) === VIEWS[0];
  return Promise.all([loadView(id), first || loadViewWords(lang), first || linkViewStyles(root)]).then(([view]) => view);
}

/** The view whose code `code` (a promise of it) brings, prepared for the model `now()` makes (prepare asks the core
 * for what it needs before it is shown); null when that was cancelled. */
export async function prepared(code, now, actions) {
  try {
    const view = await code;
    await view.prepare?.(now(), actions);
    return view;
  } catch (e) {
    if (e.name === 'AbortError') return null;
    throw e;
  }
}

/**
 * Where `view` (its code) opens, asked at `step` (null: the view's own default) with state `focused` focused (null:
 * none): its timeline's length (total), the step within it (target), and the state (focus) the view names to open on
 * when neither a step nor a state was given (the graph: the position's heap), else null. `now()`: the view model.
 */
export function opening(view, now, step, focused) {
  const total = view.steps(now());
  const target = step ?? view.defaultStep?.(now()) ?? 0;
  const focus = step === null && focused === null ? view.defaultFocus?.(now()) ?? null : null;
  return { total, target: Math.min(Math.max(0, target), total - 1), focus };
}

/** The views' width, the most height they have before the stage scrolls (Infinity where it has no cap: an embed)
 * and the theme's colours for their canvases, read from the stage before a render changes the DOM (the page is laid
 * out then, so reading costs nothing; read by a view after its changes, it would style and lay the page out again
 * inside the render's task). */
export function measure(stage) {
  const pad = getComputedStyle(stage);
  const cap = parseFloat(pad.maxHeight); // NaN for 'none'
  return {
    width: stage.clientWidth - parseFloat(pad.paddingLeft) - parseFloat(pad.paddingRight),
    height: Number.isFinite(cap) ? cap - parseFloat(pad.paddingTop) - parseFloat(pad.paddingBottom)
      - parseFloat(pad.borderTopWidth) - parseFloat(pad.borderBottomWidth) : Infinity, // (box-sizing: border-box)
    theme: themeOf(stage),
  };
}

/** View `id`'s panel shown and its tab selected (the only one in the tab order); the others hidden. */
export function select(root, id) {
  for (const v of VIEWS) {
    panel(root, v.id).hidden = v.id !== id;
    const tab = tabOf(root, v.id);
    tab.setAttribute('aria-selected', String(v.id === id));
    tab.tabIndex = v.id === id ? 0 : -1;
  }
}

/** Step `step` of `view` drawn in the explorer at `root` for the model `now()` makes, with its `actions`: its panel
 * shown and its tab selected, its frame, and the values it reveals. */
export function drawView(root, now, actions, view, step) {
  select(root, view.id);
  view.frame(panel(root, view.id), now(), step, actions);
  revealValues(root, now(), view.id, step);
}

/** The line that says what to try, for the view on screen, in `hint`: what to press in the boxes and the examples,
 * which only the full explorer has. */
export function renderHint(hint, state, model, t) {
  const key = state.view === 'graph' && state.controls === 'full' ? (!model.info.table ? 'familyHint' : 'firstHint') : null;
  // Keys are named only where a keyboard is likely (a fine pointer that hovers); a touch screen is told what to tap.
  const keys = globalThis.matchMedia?.('(hover: hover) and (pointer: fine)').matches ?? true;
  hint.textContent = key ? t(keys ? key : `${key}Touch`) : '';
  hint.hidden = !key;
}

/** The announcer says `text`; written only when it changes, so a screen reader does not say it again. */
export function announce(status, text) {
  if (status.textContent !== text) status.textContent = text;
}

/** Tables up to this length are wrapped in a session, and a state's options read from it, in well under a millisecond
 * (docs/benchmarks.md: 0.4-0.7 ms to wrap 10^6 values, 2-3 ms to read a state's options there). */
const QUICK_TABLE = 10000;

/** Whether the first sentence of explorer model `model` (its table, if any) is said in the task that first draws its
 * view: a table this short, or none, makes it cheap. A longer one's is said a task later (announceSoon). */
export function quickToSay(model) {
  return (model.values?.length ?? 0) <= QUICK_TABLE;
}

/** `say()` in a task of its own, if `still()` then: a model's first sentence may wrap a long table in a session and
 * read a state's options (10-20 ms for a state of Grundy's game near 10^6 on the first call, see views/mex.js), too
 * long for the task that first draws the view. A failure goes to `failed(e)`. */
export function announceSoon(still, say, failed) {
  setTimeout(() => {
    if (!still()) return;
    try {
      say();
    } catch (e) {
      failed(e);
    }
  }, 0);
}
