// A position's parts as the core reads them (positionParts), so the page never splits position text itself: the
// canonical text, and each component's game, heaps and marks. Answers are kept for the positions seen last, since a
// view asks again at every step it draws.
import { core } from './wasm.js';

const KEPT = 256;
const known = new Map();

/** `{ position, components: [{ game, heaps, marks }] }` of a position's text, or null when it is not a position. */
export function positionParts(text) {
  if (!known.has(text)) {
    if (known.size >= KEPT) known.clear();
    let parts = null;
    try {
      parts = core.positionParts(text);
    } catch {
      // not a position: the caller shows the text as it is
    }
    known.set(text, parts);
  }
  return known.get(text);
}

/** A component's heaps as the notation writes them: "3 5* 0". */
export function heapsOf(component) {
  return component.heaps.map((h, i) => `${h}${component.marks[i] ? '*' : ''}`).join(' ');
}
