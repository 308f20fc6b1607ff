// When a view has something to show, decided before its code is loaded (registry.js): the tabs of views that do
// not apply are hidden. A leaf module; the views that need the same facts import them from here. `m` is the model
// a view is given (registry.js).

/** The position's pair of heaps for note 003's memo table, when it is two heaps (≤ 100) of a game that does not split. */
export function memoHeaps(m) {
  // A game whose moves split a heap has pair nodes in its graph: its positions are not pairs of heaps.
  if (!m.info || !m.info.table || !m.pair || m.layout?.pairs?.length || m.layout?.pairsOmitted) return null;
  return m.pair[0] <= 100 && m.pair[1] <= 100 ? m.pair : null;
}
