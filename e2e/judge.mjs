// An independent judge of the lessons' positions, from the definitions of the notes' games (games.mjs): the SG value
// of a heap of a lesson's game, who wins a position, the value of a sum. The lesson tests and the course's questions
// compare the page with it.
import { subtractionByDefinition } from './fixtures.mjs';
import { MOVES, sgOf, misereWins, parseHeaps } from './games.mjs';

const mexOf = (values) => { const s = new Set(values); let m = 0; while (s.has(m)) m++; return m; };

/** The successors of each vertex of a `graph(a>b>c, …)` game (its inside: `a>b>c, …`). */
function graphEdges(spec) {
  const edges = new Map();
  for (const chain of spec.split(',')) {
    const vs = chain.trim().split('>').map(Number);
    vs.forEach((v, i) => {
      if (!edges.has(v)) edges.set(v, []);
      if (i + 1 < vs.length) edges.get(v).push(vs[i + 1]);
    });
  }
  return edges;
}

/** 'N', 'P' or 'D' for tokens on a graph that may have cycles, by the definition on every position reachable (the
 * tokens in any order): no move loses; a move to a P-position wins; moves only to N-positions lose; repeated until
 * nothing changes, and what is never labelled is a draw. */
function loopyOutcome(spec, tokens) {
  const edges = graphEdges(spec);
  const key = (t) => [...t].sort((a, b) => a - b).join(' ');
  const start = key(tokens);
  const moves = new Map();
  const queue = [start];
  while (queue.length) {
    const k = queue.pop();
    if (moves.has(k)) continue;
    const t = k.split(' ').map(Number);
    const next = t.flatMap((v, i) => (edges.get(v) ?? []).map((w) => key(t.map((u, j) => (j === i ? w : u)))));
    moves.set(k, next);
    queue.push(...next.filter((n) => !moves.has(n)));
  }
  const label = new Map();
  for (let changed = true; changed;) {
    changed = false;
    for (const [k, next] of moves) {
      if (label.has(k)) continue;
      const kind = next.some((n) => label.get(n) === 'P') ? 'N' : next.every((n) => label.get(n) === 'N') ? 'P' : null;
      if (kind) { label.set(k, kind); changed = true; }
    }
  }
  return label.get(start) ?? 'D';
}

/** SG of each vertex of a `graph(a>b>c, …)` game without cycles, by the definition over its edges. */
function graphValues(spec) {
  const edges = graphEdges(spec);
  const memo = new Map();
  const sg = (v) => {
    if (!memo.has(v)) memo.set(v, mexOf((edges.get(v) ?? []).map(sg)));
    return memo.get(v);
  };
  return sg;
}

/** SG of one heap (or token) of a game of heaps, by the definition. */
/** Lasker's Nim (HDU 3032): take any number from a heap, or split it into two non-empty heaps (worth the XOR). */
function laskerValue(n, memo = [0]) {
  for (let h = memo.length; h <= n; h++) {
    const options = [];
    for (let k = 1; k <= h; k++) options.push(memo[h - k]);
    for (let a = 1; 2 * a <= h; a++) options.push(memo[a] ^ memo[h - a]);
    memo.push(mexOf(options));
  }
  return memo[n];
}

/** Mock Turtles: coin n (from 0) turns itself and up to two coins a < b < n; by the coin-turning theorem its value is
 * the mex of 0 (turn it alone), G(a) and G(a) ⊕ G(b). */
function mockTurtlesValue(n, memo = []) {
  for (let h = memo.length; h <= n; h++) {
    const options = [0];
    for (let a = 0; a < h; a++) {
      options.push(memo[a]);
      for (let b = a + 1; b < h; b++) options.push(memo[a] ^ memo[b]);
    }
    memo.push(mexOf(options));
  }
  return memo[n];
}

/** HDU 3404 played on the board itself: lights on at (x, y), 1-based; a move switches the distinct corners of a
 * rectangle whose far corner is on. The SG value of the set of lights, by a search over every set of the board. */
function lightsValue(lights) {
  const side = Math.max(1, ...lights.flat());
  const bit = (x, y) => 1 << ((x - 1) * side + (y - 1));
  const g = new Uint8Array(1 << (side * side));
  // Every move switches its far corner off and changes only lights of lower index: the set goes down as a number.
  for (let on = 1; on < g.length; on++) {
    const seen = new Set();
    for (let x2 = 1; x2 <= side; x2++) {
      for (let y2 = 1; y2 <= side; y2++) {
        if (!(on & bit(x2, y2))) continue;
        for (let x1 = 1; x1 <= x2; x1++) {
          for (let y1 = 1; y1 <= y2; y1++) {
            const corners = new Set([bit(x1, y1), bit(x1, y2), bit(x2, y1), bit(x2, y2)]);
            seen.add(g[[...corners].reduce((acc, b) => acc ^ b, on)]);
          }
        }
      }
    }
    g[on] = mexOf([...seen]);
  }
  return g[lights.reduce((acc, [x, y]) => acc ^ bit(x, y), 0)];
}

/** Green Hackenbush on a picture (edges [a, b], 0 the ground), by the definition: a cut removes one edge and every
 * edge that no longer reaches the ground; the SG value is the mex over the cuts. */
function pictureValue(edges, memo = new Map()) {
  const key = edges.map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`).sort().join(' ');
  if (memo.has(key)) return memo.get(key);
  const options = edges.map((_, cut) => {
    const rest = edges.filter((__, i) => i !== cut);
    const reached = new Set([0]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [a, b] of rest) {
        if (reached.has(a) !== reached.has(b)) { reached.add(a); reached.add(b); grew = true; }
      }
    }
    return pictureValue(rest.filter(([a]) => reached.has(a)), memo);
  });
  const value = mexOf(options);
  memo.set(key, value);
  return value;
}

/** Whether vertices u and v of a picture ("(0,1) (1,2)") stay joined when any one edge is cut: they share a cycle. */
export function shareCycle(text, u, v) {
  const edges = tuples(text);
  return edges.every((_, cut) => joined(edges.filter((__, i) => i !== cut), u).has(v));
}

/** The vertices edges join to u (u included). */
function joined(edges, u) {
  const seen = new Set([u]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [a, b] of edges) {
      if (seen.has(a) !== seen.has(b)) { seen.add(a); seen.add(b); grew = true; }
    }
  }
  return seen;
}

/** What hangs from vertex v of a picture, played out: the one edge at v whose cut drops v is its stem; what the cut
 * drops, with v as the ground, is a picture of its own, valued by the definition. The ground's value for v = 0. */
export function hangingValue(text, v) {
  const edges = tuples(text);
  if (v === 0) return pictureValue(edges);
  const stem = edges.findIndex(([a, b], i) => (a === v || b === v) && !joined(edges.filter((_, j) => j !== i), 0).has(v));
  const rest = edges.filter((_, i) => i !== stem);
  const part = joined(rest, v);
  // v becomes the ground: swap the names v and 0 (0 itself is not in what falls).
  const name = (x) => (x === v ? 0 : x);
  return pictureValue(rest.filter(([a]) => part.has(a)).map(([a, b]) => [name(a), name(b)]));
}

/** "(1,2) (2,1)" → [[1, 2], [2, 1]]. */
const tuples = (text) => [...text.matchAll(/\((\d+)\s*,\s*(\d+)\)/g)].map((m) => [Number(m[1]), Number(m[2])]);

/** HDU 5795 (the code 8.[3]) by its definition: take any number, or split a heap into three non-empty heaps. */
function simpleNimValue(n, memo = [0]) {
  for (let h = memo.length; h <= n; h++) {
    const seen = new Set();
    for (let left = 0; left < h; left++) seen.add(memo[left]);
    for (let a = 1; a < h; a++) for (let b = 1; a + b < h; b++) seen.add(memo[a] ^ memo[b] ^ memo[h - a - b]);
    let g = 0;
    while (seen.has(g)) g++;
    memo.push(g);
  }
  return memo[n];
}

/** The heaps one heap of `game` can become (sub(…) and nim only), for Every-SG. */
function singleMoves(game) {
  if (game === 'nim') return (h) => Array.from({ length: h }, (_, i) => i);
  let m = game.match(/^sub\((\d+)\.\.(\d+)\)$/);
  const set = m ? Array.from({ length: Number(m[2]) - Number(m[1]) + 1 }, (_, i) => Number(m[1]) + i)
    : game.match(/^sub\(([\d,\s]+)\)$/)?.[1].split(',').map(Number);
  if (!set) throw new Error(`no Every-SG judge for ${game}`);
  return (h) => set.filter((s) => s <= h).map((s) => h - s);
}

/** Every-SG played out: each turn a move in every heap that has one; whoever cannot move loses. */
function everyWins(next, heaps, memo = new Map()) {
  const live = heaps.filter((h) => next(h).length > 0).sort((a, b) => a - b);
  if (live.length === 0) return false;
  const k = live.join(' ');
  if (!memo.has(k)) {
    let all = [[]];
    for (const h of live) all = all.flatMap((done) => next(h).map((t) => [...done, t]));
    memo.set(k, all.some((after) => !everyWins(next, after, memo)));
  }
  return memo.get(k);
}

function heapValue(game) {
  if (game === 'nim') return (n) => n;
  if (game === '8.[3]') return (n) => simpleNimValue(n);
  if (game === 'mock-turtles') return (n) => mockTurtlesValue(n);
  if (game === 'lasker') return (n) => laskerValue(n);
  let m = game.match(/^sub\((\d+)\.\.(\d+)\)$/) ?? game.match(/^bash\((\d+)\)$/);
  if (m) {
    const [lo, hi] = m.length === 3 ? [Number(m[1]), Number(m[2])] : [1, Number(m[1])];
    const set = Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
    return (n) => subtractionByDefinition(set, n + 1)[n];
  }
  m = game.match(/^sub\(([\d,\s]+)\)$/);
  if (m) {
    const set = m[1].split(',').map(Number);
    return (n) => subtractionByDefinition(set, n + 1)[n];
  }
  m = game.match(/^graph\((.*)\)$/);
  if (m) return graphValues(m[1]);
  throw new Error(`no judge for ${game}`);
}

/** The neighbours of each vertex of a geography game, from its text: edges `a-b`, or a board (rows of `.` and `#`
 * joined by `/`, cells numbered row by row, each free cell joined to its free neighbours). */
function geographyGraph(spec) {
  const adj = new Map();
  const join = (a, b) => {
    if (a === b) return;
    for (const [x, y] of [[a, b], [b, a]]) {
      if (!adj.has(x)) adj.set(x, new Set());
      adj.get(x).add(y);
    }
  };
  if (/^[.#/]+$/.test(spec)) {
    const rows = spec.split('/');
    const cols = rows[0].length;
    const free = (r, c) => r < rows.length && c < cols && rows[r][c] === '.';
    rows.forEach((row, r) => [...row].forEach((_, c) => {
      if (!free(r, c)) return;
      if (free(r, c + 1)) join(r * cols + c, r * cols + c + 1);
      if (free(r + 1, c)) join(r * cols + c, (r + 1) * cols + c);
    }));
  } else {
    for (const e of spec.split(/[\s,]+/).filter(Boolean)) join(...e.split('-').map(Number));
  }
  return adj;
}

/** Whether the player to move wins geography with the token on the last of `path` (the vertices it stood on): the
 * game played out. */
function geographyWins(adj, path, memo = new Map()) {
  const k = `${[...path].slice(0, -1).sort((x, y) => x - y)}|${path[path.length - 1]}`;
  if (!memo.has(k)) {
    const next = [...(adj.get(path[path.length - 1]) ?? [])].filter((v) => !path.includes(v));
    memo.set(k, next.some((v) => !geographyWins(adj, [...path, v], memo)));
  }
  return memo.get(k);
}

/** Whether the player to move wins `position` of `game`. Sums of heaps by the Sprague–Grundy theorem (XOR of the
 * components' values); the families of the notes by a search of the whole position. */
export function firstPlayerWins(game, position) {
  if (game === 'lights') return lightsValue(tuples(position)) !== 0;
  if (game === 'hackenbush') return pictureValue(tuples(position)) !== 0;
  if (game === 'tree') return sgOf(MOVES.tree, parseHeaps(position)) !== 0;
  const geography = game.match(/^geography\((.*)\)$/);
  if (geography && !position.includes(':')) return geographyWins(geographyGraph(geography[1]), parseHeaps(position).heaps);
  if (position.includes(':')) {
    return position.split(' + ').map((part) => {
      const [g, heaps] = part.split(': ');
      const v = heapValue(g);
      return heaps.trim().split(/\s+/).map(Number).reduce((x, h) => x ^ v(h), 0);
    }).reduce((x, y) => x ^ y, 0) !== 0;
  }
  const every = game.match(/^every\((.*)\)$/);
  if (every) return everyWins(singleMoves(every[1]), position.trim().split(/\s+/).map(Number));
  const misere = game.match(/^misere\((.*)\)$/);
  const beyond = BEYOND_SEARCH[`${game}: ${position.trim()}`];
  if (beyond !== undefined) return beyond;
  if (misere && MOVES[misere[1]]) return misereWins(MOVES[misere[1]], parseHeaps(position));
  if (['staircase', 'boxes', 'stoned', 'thanos'].includes(game)) return sgOf(MOVES[game], parseHeaps(position)) !== 0;
  const v = heapValue(game);
  return position.trim().split(/\s+/).map(Number).reduce((x, h) => x ^ v(h), 0) !== 0;
}

/** Misère Kayles sums past any search written here (the lesson misere-kayles shows them): whether the player to
 * move wins, listed, not computed: the products of misère Kayles's quotient (Φ(100) = ab², ab² · ab² = b², in the
 * P-portion; acf · ab² · abc = b, outside it), the one source here that is not a search. The quotient agrees with a
 * search on every sum of up to 24 pins (course/check, kaylesQuotient); the lesson's question, two rows of 12, is
 * searched here. */
const BEYOND_SEARCH = { 'misere(kayles): 100 100': false, 'misere(kayles): 57 200 311': true };

/** 'N', 'P' or 'D' (a draw, on a graph with cycles) for `position` of `game`, as firstPlayerWins judges it. */
export function outcomeOf(game, position) {
  const graph = game.match(/^graph\((.*)\)$/);
  if (graph && !position.includes(':')) return loopyOutcome(graph[1], position.trim().split(/\s+/).map(Number));
  return firstPlayerWins(game, position) ? 'N' : 'P';
}

/** 'N', 'P' or 'D' for a position in notation (one game, or a sum). */
export function positionOutcome(position) {
  if (position.includes(' + ')) return valueOf(position) !== 0 ? 'N' : 'P';
  const [game, heaps] = position.split(': ');
  return outcomeOf(game, heaps);
}

/** The SG value of a normal-play position in notation ("sub(1..3): 2 + nim: 2", "nim: 14 21 39", "boxes: 1 2 3"). */
export function valueOf(position) {
  return position.split(' + ').map((part) => {
    const [game, heaps] = part.split(': ');
    if (game === 'lights') return lightsValue(tuples(heaps));
    if (game === 'hackenbush') return pictureValue(tuples(heaps));
    if (game === 'tree') return sgOf(MOVES.tree, parseHeaps(heaps));
    if (['staircase', 'boxes', 'stoned', 'thanos'].includes(game)) return sgOf(MOVES[game], parseHeaps(heaps));
    const v = heapValue(game);
    return parseHeaps(heaps).heaps.reduce((x, h) => x ^ v(h), 0);
  }).reduce((x, y) => x ^ y, 0);
}

/** Whether the player to move wins a position in notation (one game, or a sum). */
export function winsPosition(position) {
  if (position.includes(' + ')) return valueOf(position) !== 0;
  const [game, heaps] = position.split(': ');
  return firstPlayerWins(game, heaps);
}

/** How many moves of a Nim position leave the player to move a loss (HDU 1850's count): each move is tried, and
 * judged by Bouton's theorem (a Nim position is lost exactly when its XOR is 0). */
export function nimWinningMoves(heaps) {
  let count = 0;
  heaps.forEach((h, i) => {
    for (let to = 0; to < h; to++) {
      const next = heaps.map((x, j) => (j === i ? to : x));
      if (next.reduce((x, y) => x ^ y, 0) === 0) count++;
    }
  });
  return count;
}
