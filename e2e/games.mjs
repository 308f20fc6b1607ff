// The families' rules written again in plain JS, straight from the notes (not from the core), with a memoized search:
// an independent answer for what the page shows. A state is { heaps, marks } of one component; moves return states.

const sum = (a) => a.reduce((x, y) => x + y, 0);

/** Every way to pick `r` of the indices `items`. */
function choose(items, r) {
  if (r === 0) return [[]];
  if (items.length < r) return [];
  const [first, ...rest] = items;
  return [...choose(rest, r - 1).map((c) => [first, ...c]), ...choose(rest, r)];
}

/** Every vector of amounts 1..most[j]. */
function amounts(most) {
  if (most.length === 0) return [[]];
  const [m, ...rest] = most;
  const tails = amounts(rest);
  const out = [];
  for (let k = 1; k <= m; k++) for (const t of tails) out.push([k, ...t]);
  return out;
}

function takeMany(heaps, sizes) {
  const nonempty = heaps.map((h, i) => i).filter((i) => heaps[i] > 0);
  const out = [];
  for (const r of sizes) {
    for (const pick of choose(nonempty, r)) {
      for (const ks of amounts(pick.map((i) => heaps[i]))) {
        const next = [...heaps];
        pick.forEach((i, j) => { next[i] -= ks[j]; });
        out.push({ heaps: next, marks: heaps.map(() => false) });
      }
    }
  }
  return out;
}

/** The moves of each family, from the notes' statements. */
export const MOVES = {
  nim: ({ heaps }) => heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => {
    const next = [...heaps]; next[i] = k; return { heaps: next, marks: heaps.map(() => false) };
  })),
  // Staircase Nim: carry k ≥ 1 stones from step i to step i − 1 (from step 1 to the floor).
  staircase: ({ heaps }) => heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => {
    const next = [...heaps]; next[i] -= k + 1; if (i > 0) next[i - 1] += k + 1;
    return { heaps: next, marks: heaps.map(() => false) };
  })),
  // Boxes: open a non-empty set of closed boxes, or take ≥ 1 from an open one.
  boxes: ({ heaps, marks }) => {
    const closed = heaps.map((h, i) => i).filter((i) => !marks[i]);
    const out = [];
    for (let r = 1; r <= closed.length; r++) for (const pick of choose(closed, r)) {
      const m = [...marks]; for (const i of pick) m[i] = true; out.push({ heaps, marks: m });
    }
    heaps.forEach((h, i) => { if (marks[i]) for (let k = 1; k <= h; k++) { const next = [...heaps]; next[i] -= k; out.push({ heaps: next, marks }); } });
    return out;
  },
  // Stoned Game: take one stone, not from the heap the last move took from.
  stoned: ({ heaps, marks }) => heaps.flatMap((h, i) => (h > 0 && !marks[i]
    ? [{ heaps: heaps.map((x, j) => (j === i ? x - 1 : x)), marks: heaps.map((_, j) => j === i) }] : [])),
  // Thanos Nim: take ≥ 1 from each of exactly n/2 non-empty heaps.
  thanos: ({ heaps }) => takeMany(heaps, [heaps.length / 2]),
  moore2: ({ heaps }) => takeMany(heaps, [1, 2]),
  // allbut(1): take any number of stones but exactly 1.
  'allbut(1)': ({ heaps }) => heaps.flatMap((h, i) => Array.from({ length: Math.max(0, h - 1) }, (_, k) => {
    const next = [...heaps]; next[i] = h - (k + 2); return { heaps: next, marks: heaps.map(() => false) };
  })),
  // 0.331: take 1 or 2 stones from a heap, or a whole heap of exactly 3.
  '0.331': ({ heaps }) => heaps.flatMap((h, i) => [h - 1, h - 2, h === 3 ? 0 : -1].filter((to) => to >= 0).map((to) => {
    const next = [...heaps]; next[i] = to; return { heaps: next, marks: heaps.map(() => false) };
  })),
  // Green Hackenbush on a tree written as depths in preorder (the ground first): cut the edge above vertex i, and
  // its subtree (the run of deeper vertices after it) falls.
  tree: ({ heaps }) => heaps.slice(1).map((_, k) => {
    const i = k + 1;
    let end = i + 1;
    while (end < heaps.length && heaps[end] > heaps[i]) end++;
    const next = [...heaps.slice(0, i), ...heaps.slice(end)];
    return { heaps: next, marks: next.map(() => false) };
  }),
  // Kayles: knock down one pin or two adjacent ones, which may split a row in two.
  kayles: ({ heaps }) => heaps.flatMap((h, i) => [1, 2].flatMap((k) => Array.from({ length: Math.max(0, h - k + 1) }, (_, a) => {
    const rest = [...heaps.slice(0, i), ...heaps.slice(i + 1), a, h - k - a].filter((x) => x > 0).sort((x, y) => x - y);
    return { heaps: rest, marks: rest.map(() => false) };
  }))),
  // 0.75 (Plambeck's "Taming the wild"): take 1 stone, leaving the rest as one heap, none, or two heaps; or take 2,
  // from a heap of exactly 2 or leaving two heaps.
  '0.75': ({ heaps }) => heaps.flatMap((h, i) => {
    const others = [...heaps.slice(0, i), ...heaps.slice(i + 1)];
    const leaves = [];
    if (h >= 1) leaves.push([h - 1]);
    if (h === 2) leaves.push([]);
    for (const k of [1, 2]) for (let a = 1; a <= (h - k) / 2; a++) leaves.push([a, h - k - a]);
    return leaves.map((l) => {
      const rest = [...others, ...l].filter((x) => x > 0).sort((x, y) => x - y);
      return { heaps: rest, marks: rest.map(() => false) };
    });
  }),
  wythoff: ({ heaps: [a, b] }) => [
    ...Array.from({ length: a }, (_, k) => [k, b]), ...Array.from({ length: b }, (_, k) => [a, k]),
    ...Array.from({ length: Math.min(a, b) }, (_, k) => [a - k - 1, b - k - 1]),
  ].map((h) => ({ heaps: h, marks: [false, false] })),
};

const key = (s) => `${s.heaps.join(',')}|${s.marks.map(Number).join('')}`;

/** SG value of a state in normal play (memoized search over `moves`). */
export function sgOf(moves, state, memo = new Map()) {
  const k = key(state);
  if (!memo.has(k)) {
    const seen = new Set(moves(state).map((s) => sgOf(moves, s, memo)));
    let m = 0;
    while (seen.has(m)) m++;
    memo.set(k, m);
  }
  return memo.get(k);
}

/** Whether the player to move wins in misère play (a player who cannot move wins). */
export function misereWins(moves, state, memo = new Map()) {
  const k = key(state);
  if (!memo.has(k)) {
    const options = moves(state);
    memo.set(k, options.length === 0 ? true : options.some((s) => !misereWins(moves, s, memo)));
  }
  return memo.get(k);
}

/** A state from heaps written as in the notation ("3 5* 0"). */
export function parseHeaps(text) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  return { heaps: words.map((w) => Number(w.replace('*', ''))), marks: words.map((w) => w.endsWith('*')) };
}

export { sum };
