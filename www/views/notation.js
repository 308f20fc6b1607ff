// The position notation as views show it: without the game's name when one game is played, as the page already
// names it ("14 21 27" of "nim: 14 21 27"). Sums keep their names: "sub(1..3): 1 + nim: 2". A position's parts are
// the core's reading, which a view has from the bridge (`model.answers.parts`), never from the core itself.

/** A component's heaps as the notation writes them: "3 5* 0", or "(3,4) (5,6)" for a game of tuple states. */
export function heapsOf(component) {
  const k = component.arity ?? 1;
  if (k > 1) {
    const states = [];
    for (let i = 0; i < component.heaps.length; i += k) states.push(`(${component.heaps.slice(i, i + k).join(',')})`);
    return states.join(' ');
  }
  return component.heaps.map((h, i) => `${h}${component.marks[i] ? '*' : ''}`).join(' ');
}

/** The heaps of a one-game position, or the whole notation of a sum (`model` reads its parts). */
export function positionText(model, position) {
  const parts = model.answers.parts(position);
  if (!parts) return position;
  return parts.components.length === 1 ? heapsOf(parts.components[0]) : parts.position;
}

/** Every component's heaps, joined by " + " ("3 1 2" of "staircase: 3 1 2"): a move's result beside its text. */
export function heapsText(model, position) {
  const parts = model.answers.parts(position);
  return parts ? parts.components.map(heapsOf).join(' + ') : position;
}

/** The set {a, b, c} as text (a mex's set of option values). */
export function setText(values) {
  return values.join(', ');
}
