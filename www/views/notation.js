// The position notation as views show it: without the game's name when one game is played, as the page already
// names it ("14 21 27" of "nim: 14 21 27"). Sums keep their names: "sub(1..3): 1 + nim: 2".

import { positionParts, heapsOf } from '../core/positions.js';

/** The heaps of a one-game position, or the whole notation of a sum. */
export function positionText(position) {
  const parts = positionParts(position);
  if (!parts) return position;
  return parts.components.length === 1 ? heapsOf(parts.components[0]) : parts.position;
}

/** Every component's heaps, joined by " + " ("3 1 2" of "staircase: 3 1 2"): a move's result beside its text. */
export function heapsText(position) {
  const parts = positionParts(position);
  return parts ? parts.components.map(heapsOf).join(' + ') : position;
}

/** The set {a, b, c} as text (a mex's set of option values). */
export function setText(values) {
  return values.join(', ');
}
