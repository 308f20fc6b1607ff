// An embed (an element or embed.html with controls other than full) keeps one height through every step of its view,
// so the text of the post around it never moves while it is read: when a view opens (and when the width or the
// language changes) each of its steps is drawn once, unseen in between, and the stage, the announcer and the caption
// keep the largest height any step gave them (custom properties, set through CSSOM: style.css reads them). The full
// explorer does the same for its stage where the stage scrolls inside (a phone): the player under it holds still,
// and a short view leaves no empty room. A long timeline is sampled, within a time budget. Given the explorer's root,
// its model and its actions: drawing a step unseen may move the explorer's focus (a timeline of states), which
// `actions.holdFocus` gives back afterwards.

import { loadedView } from '../views/registry.js';
import { revealValues } from './summary.js';
import { renderCaption } from './present.js';
import { panel } from './show.js';
import { byRole } from './template.js';

const MEASURED = 120; // steps drawn at most: a table's timeline may have thousands
const BUDGET_MS = 40; // and for no longer than this, so the page never waits on it (a large table's frame is slow)
const WHOLE = 32; // a timeline this short is measured whole, however slow the machine: its steps are small
const PARTS = { stage: '--reserve-stage', status: '--reserve-status', caption: '--reserve-caption' };

/** The steps of a timeline of `total` measured: all of them, or `MEASURED` spread over it; the first and the last
 * (where a view usually adds its result) come first. */
export function measuredSteps(total) {
  const spread = total <= MEASURED ? Array.from({ length: total }, (_, i) => i)
    : Array.from({ length: MEASURED }, (_, i) => Math.round((i * (total - 1)) / (MEASURED - 1)));
  return [...new Set([0, total - 1, ...spread])];
}

function clear(root) {
  for (const name of Object.values(PARTS)) root.style.removeProperty(name);
}

/** Reserves the room of the tallest step of the view on screen (full controls: the stage's alone, and only where it
 * scrolls inside; their page may grow): `model` is the view model as it is now, `actions` the explorer's (actions.js
 * controlActions). */
export function reserveHeight(root, model, actions) {
  clear(root);
  const view = loadedView(model.state.view);
  if (!view || !model.info || !root.isConnected) return;
  const els = { stage: byRole(root, 'stage'), status: byRole(root, 'status'), caption: byRole(root, 'caption') };
  const full = model.state.controls === 'full';
  if (full && getComputedStyle(els.stage).overflowY !== 'auto') return;
  // The stage's floor is its own content while it is measured (style.css falls back to a fixed floor without one).
  if (full) root.style.setProperty(PARTS.stage, '0px');
  const { step: now, total } = model;
  const restore = actions.holdFocus();
  const max = full ? { stage: 0 } : { stage: 0, status: 0, caption: 0 };
  let start = null; // the clock starts after the first step: its layout is the page's own, due anyway
  try {
    for (const [i, s] of measuredSteps(total).entries()) {
      if (i > 1 && total > WHOLE && performance.now() - start > BUDGET_MS) break; // the first and the last always
      view.frame(panel(root, view.id), actions.now(), s, actions.viewActions);
      revealValues(root, actions.now(), view.id, s);
      renderCaption(root, actions.now());
      els.status.textContent = view.announce(actions.now(), s);
      for (const part of Object.keys(max)) max[part] = Math.max(max[part], els[part].getBoundingClientRect().height);
      start ??= performance.now();
    }
  } catch {
    // A step the module could not answer (it is away): the room is measured again when the view is next opened.
  }
  restore(now);
  if (full && !max.stage) clear(root);
  for (const [part, name] of Object.entries(PARTS)) if (max[part]) root.style.setProperty(name, `${Math.ceil(max[part])}px`);
}
