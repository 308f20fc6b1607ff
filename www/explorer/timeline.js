// The timeline of states that the graph and table views step through: the order the states are computed in, a
// state's step in it, and the state a step stands for. Plain functions of the model: the explorer keeps which state
// is focused (its state's `state`) and moves it with these.

/** The order the states are computed in: heap states 0 … n−1, a graph's vertices sinks first, positions by layer. */
export function orderOf(model) {
  return model.order ?? model.table?.order ?? null;
}

// An order → its states' steps, made once per order (a graph of positions kept later brings a new order).
const stepsOf = new WeakMap();

/** Where `state` sits in `model`'s computation order (its step in the graph and table timelines). */
export function stepOfState(model, state) {
  const o = orderOf(model);
  if (!o) return Number(state) || 0;
  // A heap game's states are their own steps.
  if (model.info.table && model.info.name !== 'graph') return state < o.length ? state : 0;
  if (!stepsOf.has(o)) {
    const steps = new Map();
    o.forEach((s, i) => steps.set(s, i));
    stepsOf.set(o, steps);
  }
  return stepsOf.get(o).get(state) ?? 0;
}

/** The state (as the explorer's state writes it, a string) that step `step` of `order` computes; null past its
 * end. Without an order, the step is the state. */
export function stateAt(order, step) {
  const s = order ? order[Math.min(step, order.length - 1)] : step;
  return s === undefined ? null : String(s);
}
