// Showing an explorer's views (views/registry.js): which tabs apply, a view's code, where its timeline opens, and
// the views' part of the page (tabs, panels, the stage, the announcer). The explorer decides what is shown and keeps
// it in its state; these read the views' code and write only that part of the page. A view itself is still given
// only (panel, model, step, actions).

import { VIEWS, viewById, loadView, offered } from '../views/registry.js';
import { loadViewWords } from '../i18n/i18n.js';
import { themeOf } from '../views/colours.js';

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

/** View `id`'s code, with the words of the views after the default one (i18n.js: loadViewWords) in `lang`. */
export function viewCode(id, lang) {
  const first = viewById(id) === VIEWS[0];
  return Promise.all([loadView(id), first || loadViewWords(lang)]).then(([view]) => view);
}

/**
 * Where `view` (its code) opens, asked at `step` (null: the view's own default) with state `focused` focused (null:
 * none): its timeline's length `total`, the step `target` within it, and `focus`, the state the view names to open on
 * when neither a step nor a state was given (the graph: the position's heap), else null. `now()`: the view model.
 */
export function opening(view, now, step, focused) {
  const total = view.steps(now());
  const target = step ?? view.defaultStep?.(now()) ?? 0;
  const focus = step === null && focused === null ? view.defaultFocus?.(now()) ?? null : null;
  return { total, target: Math.min(Math.max(0, target), total - 1), focus };
}

/** The views' width and the theme's colours for their canvases, read from the stage before a render changes the
 * DOM (the page is laid out then, so reading costs nothing; read by a view after its changes, it would style and lay
 * the page out again inside the render's task). */
export function measure(stage) {
  const pad = getComputedStyle(stage);
  return { width: stage.clientWidth - parseFloat(pad.paddingLeft) - parseFloat(pad.paddingRight), theme: themeOf(stage) };
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

/** The announcer says `text`; written only when it changes, so a screen reader does not say it again. */
export function announce(status, text) {
  if (status.textContent !== text) status.textContent = text;
}
