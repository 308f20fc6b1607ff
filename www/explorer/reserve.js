// An embed (an element or embed.html with controls other than full) keeps one height through every step of its view,
// so the text of the post around it never moves while it is read: when a view opens (and when the width or the
// language changes) each of its steps is drawn once, unseen in between, and the stage, the announcer and the caption
// keep the largest height any step gave them (custom properties, set through CSSOM: style.css reads them). A long
// timeline is sampled. Functions of the explorer (`ex`), called by it.

import { loadedView } from '../views/registry.js';
import { revealValues } from './summary.js';

const MEASURED = 120; // steps drawn at most: a table's timeline may have thousands
const PARTS = { stage: '--reserve-stage', status: '--reserve-status', caption: '--reserve-caption' };

/** The steps of a timeline of `total` measured: all of them, or `MEASURED` spread over it, the last included. */
export function measuredSteps(total) {
  if (total <= MEASURED) return Array.from({ length: total }, (_, i) => i);
  return Array.from({ length: MEASURED }, (_, i) => Math.round((i * (total - 1)) / (MEASURED - 1)));
}

function clear(root) {
  for (const name of Object.values(PARTS)) root.style.removeProperty(name);
}

/** Reserves the room of the tallest step of the view on screen (nothing for full controls, whose page may grow). */
export function reserveHeight(ex) {
  const root = ex.root;
  clear(root);
  const view = loadedView(ex.state.view);
  if (ex.state.controls === 'full' || !view || !ex.model || !root.isConnected) return;
  const { step: now, total } = ex.player.state;
  const kept = { state: ex.state.state, lastStep: ex.lastStep };
  const panel = ex.panel(view.id);
  const els = { stage: ex.$('stage'), status: ex.$('status'), caption: ex.$('caption') };
  const max = { stage: 0, status: 0, caption: 0 };
  try {
    for (const s of measuredSteps(total)) {
      view.frame(panel, ex.viewModel(), s, ex.actions);
      revealValues(ex, view.id, s);
      ex.renderCaption();
      els.status.textContent = view.announce(ex.viewModel(), s);
      for (const part of Object.keys(max)) max[part] = Math.max(max[part], els[part].getBoundingClientRect().height);
    }
  } catch {
    // A step the module could not answer (it is away): the room is measured again when the view is next opened.
  }
  ex.state.state = kept.state;
  ex.lastStep = kept.lastStep;
  ex.render(now);
  for (const [part, name] of Object.entries(PARTS)) if (max[part]) root.style.setProperty(name, `${Math.ceil(max[part])}px`);
}
