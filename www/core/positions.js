// A position's parts as the core reads them (positionParts), so the page never splits position text itself: the
// canonical text, and each component's game, heaps and marks. Answers are kept for the positions seen last, since a
// view asks again at every step it draws.
import { core, isAway } from './wasm.js';

const KEPT = 256;
const known = new Map();

/** `{ position, components: [{ game, heaps, marks }] }` of a position's text, or null when it is not a position. */
export function positionParts(text) {
  if (!known.has(text)) {
    if (known.size >= KEPT) known.clear();
    let parts = null;
    try {
      parts = core.positionParts(text);
    } catch (e) {
      // The module being re-created cannot say: asked again next time, when it may be back.
      if (isAway(e)) return null;
      // Else not a position: the caller shows the text as it is (the explorer loads the whole engine before a
      // position the first-view build cannot read).
    }
    known.set(text, parts);
  }
  return known.get(text);
}

/** Forgets every answer (a game defined again from a rule text may read positions differently). */
export function forgetParts() {
  known.clear();
}
