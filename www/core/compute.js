// Heavy work off the main thread. `compute(task, args, { onProgress, signal })` runs a function of the core
// (pkg/grundy.js) in a module worker, with progress per phase and cancel (terminate + a fresh worker), so the page
// never blocks for long. With where: 'auto' (the default) only requests the core bounds as cheap run on the main
// thread (see onMainThread); 'main' or 'worker' choose explicitly.
//
// task: the name of a pkg function ('grundyValues', 'findPeriod', 'layoutGraph', 'layoutGrid', 'tableTrace', …),
//       called with `args` (an array, or a single argument), or 'bundle' with args { game, n, layout, periodMax }:
//       → { values, period, periodError, layout, layoutError, table: { order } } computed in one go (layout: 'graph'
//       (default), 'grid' or false). A graph too big to draw gives layout null and layoutError the core's reason; a
//       game without a period to find (an explicit graph) gives period null and periodError. Bad notation rejects.
// Errors reject with an Error carrying the core's message and its `code`, `args`, `column` and `line` (so the page can
// say it in either language); a cancel rejects with the signal's reason (AbortError).

import { workerUrl } from './worker-url.js';
import { served } from './root.js';
import { notLoaded } from './guard.js';

/** Largest one-heap graph a bundle lays out, and largest side of a two-heap grid (the view aggregates anyway). */
export const BUNDLE_LAYOUT_LIMIT = 100000;
export const BUNDLE_GRID_LIMIT = 200;

/**
 * Runs one task against an initialised core module. Shared by the worker and the main-thread path, so both give the
 * same answers. `progress({ phase, done, total })` is called per phase.
 */
export function runTask(core, task, args, progress = () => {}) {
  if (task === 'bundle') return runBundle(core, args, progress);
  if (task === 'provePeriod') return provePeriod(core, args, progress);
  const fn = core[task];
  if (typeof fn !== 'function' || task === 'default' || task === 'initSync' || task === 'Session') {
    throw new Error(`unknown task: ${task}`);
  }
  const list = Array.isArray(args) ? args : [args];
  progress({ phase: task, done: 0, total: 1 });
  const onValues = (done) => progress({ phase: task, done, total: 1 });
  let result;
  if (task === 'grundyValues' && !isGraph(core, list[0])) result = valuesOf(core, list[0], list[1], onValues);
  else if (task === 'mexTrace' && typeof list[1] === 'number' && sessions.get(list[0])?.length > list[1]) {
    // The table is here already (the bundle built it): read it. Past it, the stateless trace, which also handles a
    // heap of 10^9 in a game with a proven period.
    result = sessionOf(core, list[0]).mexTrace(list[1]);
  } else result = fn(...list);
  progress({ phase: task, done: 1, total: 1 });
  return result;
}

/** Whether the core says `game` is an explicit graph (solved whole, not extended heap by heap). */
function isGraph(core, game) {
  try {
    return core.describeGame(game).vertices !== null;
  } catch {
    return false; // bad text: the call that follows says what is wrong
  }
}

// The core's sessions of the last few games asked for (per thread: the worker keeps its own), so a longer table
// continues from a shorter one and a mex trace reads the table: nothing is solved twice.
const SESSIONS_KEPT = 4;
const sessions = new Map(); // game text → Session, least recently used first

/** Drops every session without freeing it: after a trap (guard.js) they belong to a module that is gone. */
export function forgetSessions() {
  sessions.clear();
}

/** Frees every session: a game defined again from a rule text keeps its name but not its values. */
export function dropSessions() {
  for (const s of sessions.values()) s.free();
  sessions.clear();
}

function sessionOf(core, game) {
  let session = sessions.get(game);
  if (session) sessions.delete(game);
  else session = new core.Session(game); // bad notation throws here, with the core's message
  sessions.set(game, session);
  for (const [key, old] of sessions) {
    if (sessions.size <= SESSIONS_KEPT) break;
    sessions.delete(key);
    old.free();
  }
  return session;
}

/** Pieces a quadratic table is extended in: the bar moves in equal steps of work, and no call runs for long. */
const PIECES = 64;
const SMALLEST_PIECE = 4096;

/**
 * The session of `game` with G(0) … G(n − 1) known, `onDone(fraction of the work)` reported as it goes. A splitting
 * code's work to m grows as m², so the piece ends are n·√(k/PIECES); other games take one call (their whole table
 * is linear and recomputed when it grows).
 */
function extended(core, game, n, onDone = () => {}) {
  const session = sessionOf(core, game);
  const from = session.length;
  if (n <= from) return session;
  if (!session.quadratic || n - from <= SMALLEST_PIECE) {
    session.extend(n);
    onDone(1);
    return session;
  }
  const piece = pieces(from, n);
  for (let k = 1; session.length < n; k++) {
    const m = piece.end(k, session.length);
    session.extend(m);
    onDone(piece.done(m));
  }
  return session;
}

/**
 * The schedule of a quadratic table from `from` to `to` values: the k-th piece ends at √(from² + k·(to² − from²)/PIECES)
 * (at least SMALLEST_PIECE and at most `largest` past the current length), and done(m) is the share of the work to m.
 */
function pieces(from, to, largest = Infinity) {
  const total = Math.max(1, to * to - from * from);
  return {
    end: (k, length) => Math.min(to, length + largest,
      Math.max(length + SMALLEST_PIECE, Math.ceil(Math.sqrt(from * from + (total * k) / PIECES)))),
    done: (m) => (m * m - from * from) / total,
  };
}

/** Values a period search solves per call at most, so that its progress moves. */
const LARGEST_PIECE = 1 << 20;

/**
 * Looks for a proven period of `game` in ever longer tables, up to `max` values (the core's maxProof), and stops at
 * the first table that proves one: → { period (or null), checked (the length looked at last) }. The session keeps
 * the table (a byte a value for a splitting code, whose later values then come from the period), so only the new
 * heaps are solved; a cancel terminates the worker.
 */
function provePeriod(core, { game, max }, progress) {
  const session = sessionOf(core, game);
  let period = session.provePeriod();
  const piece = pieces(session.length, max, LARGEST_PIECE);
  for (let k = 1; !period && session.length < max; k++) {
    const m = piece.end(k, session.length);
    session.extend(m);
    period = session.provePeriod();
    progress({ phase: 'period', done: piece.done(m), total: 1 });
  }
  return { period, checked: period?.checkedTo ?? session.length };
}

/** G(0) … G(n − 1) of a heap game through its session (checked numbers: the core refuses a bad n). */
function valuesOf(core, game, n, onDone) {
  if (typeof n !== 'number') return core.grundyValues(game, n); // the core says what is wrong with it
  return extended(core, game, n, onDone).values(0, n);
}

function runBundle(core, { game, n, layout = 'graph', periodMax }, progress) {
  // Each phase is one call into the core; pieces the core does not offer (yet) come back null.
  const phases = [
    ['values', () => (isGraph(core, game) ? core.grundyValues(game, n)
      : valuesOf(core, game, n, (done) => progress({ phase: 'values', done, total: phases.length })))],
    ['period', () => {
      // Some games have no period to find (an explicit graph): period null, periodError the core's reason.
      try {
        // Over the table just built when it is long enough (findPeriod would build it again).
        const max = periodMax ?? n;
        if (core.periodOfValues && max <= out.values.length) return core.periodOfValues(game, out.values.subarray(0, max));
        return core.findPeriod(game, max);
      } catch (e) {
        out.periodError = e.message;
        return null;
      }
    }],
    ['layout', () => {
      // A graph too big to draw (Nim past 2000 has millions of moves) is no reason to fail the table: the layout
      // is null and layoutError says why.
      try {
        if (layout === 'grid') return core.layoutGrid(game, Math.min(n, BUNDLE_GRID_LIMIT));
        if (layout) {
          const m = Math.min(n, BUNDLE_LAYOUT_LIMIT);
          return core.layoutGraph(game, m, out.values.length >= m ? out.values.subarray(0, m) : undefined);
        }
      } catch (e) {
        out.layoutError = e.message;
      }
      return null;
    }],
    ['table', () => {
      // Only the order is used. A heap game is computed in state order, 0 … n−1; a graph's order comes from the core,
      // without the edge list tableTrace adds (the layout already has the moves).
      if (!isGraph(core, game)) return { order: Uint32Array.from({ length: out.values.length }, (_, i) => i) };
      if (!core.tableTrace) return null;
      const { order } = core.tableTrace(game, n);
      return { order };
    }],
  ];
  const out = { layoutError: null, periodError: null };
  phases.forEach(([phase, run], i) => {
    progress({ phase, done: i, total: phases.length });
    out[phase] = run();
  });
  progress({ phase: 'done', done: phases.length, total: phases.length });
  return out;
}

/**
 * A layout ({ nodes: [{ id, label, layer, x, y, sg }], edges: [[a, b]], width, height }) as typed arrays, which cross
 * to the page without a copy: cloning 10^5 node objects would block the main thread for a quarter of a second.
 * `packed.labels` is null when every label is the state's number.
 */
export function packLayout(layout) {
  const { nodes, edges } = layout;
  const n = nodes.length;
  const p = {
    id: new Uint32Array(n), layer: new Uint32Array(n), x: new Float64Array(n), y: new Float64Array(n),
    sg: new Uint32Array(n), labels: null, edges: null,
  };
  let plain = true;
  for (let i = 0; i < n; i++) {
    const node = nodes[i];
    p.id[i] = node.id; p.layer[i] = node.layer; p.x[i] = node.x; p.y[i] = node.y; p.sg[i] = node.sg;
    plain &&= node.label === String(node.id);
  }
  if (!plain) p.labels = nodes.map((node) => node.label);
  p.edges = packEdges(edges);
  // The graph view finds a node's moves by binary search when they come grouped by source (the core's order).
  p.sortedBySource = true;
  for (let e = 1; e < edges.length && p.sortedBySource; e++) p.sortedBySource = edges[e][0] >= edges[e - 1][0];
  return { packed: p, width: layout.width, height: layout.height, pairs: layout.pairs ?? [], pairsOmitted: layout.pairsOmitted ?? false };
}

/** Gives a packed layout back its `nodes` and `edges`, built on first use only (the graph view reads `packed`). */
export function unpackLayout(layout) {
  const p = layout.packed;
  let nodes = null;
  Object.defineProperty(layout, 'nodes', {
    enumerable: false,
    get: () => (nodes ??= Array.from(p.id, (id, i) => ({
      id, label: p.labels ? p.labels[i] : String(id), layer: p.layer[i], x: p.x[i], y: p.y[i], sg: p.sg[i],
    }))),
  });
  lazyEdges(layout, p.edges);
  return layout;
}

// A heap game's layout (layoutGraph, layoutGrid): a graph of positions (layoutPosition) is small and stays as it is.
const isLayout = (v) => v && Array.isArray(v.nodes) && Array.isArray(v.edges) && 'width' in v && 'pairs' in v;

/** Edge lists [[a, b], …] as one flat Uint32Array, and back on first use. */
function packEdges(edges) {
  const flat = new Uint32Array(2 * edges.length);
  for (let e = 0; e < edges.length; e++) { flat[2 * e] = edges[e][0]; flat[2 * e + 1] = edges[e][1]; }
  return flat;
}

function lazyEdges(owner, flat) {
  let edges = null;
  Object.defineProperty(owner, 'edges', {
    enumerable: false,
    get: () => (edges ??= Array.from({ length: flat.length / 2 }, (_, e) => [flat[2 * e], flat[2 * e + 1]])),
  });
}

/** In the worker: layouts in a result (the result itself, or a bundle's layout) packed for the trip. */
export function packResult(result) {
  if (isLayout(result)) return packLayout(result);
  if (result && typeof result === 'object' && !ArrayBuffer.isView(result) && !Array.isArray(result)) {
    const out = { ...result };
    if (isLayout(out.layout)) out.layout = packLayout(out.layout);
    return out;
  }
  return result;
}

function unpackResult(result) {
  if (result?.packed) return unpackLayout(result);
  if (result?.layout?.packed) unpackLayout(result.layout);
  return result;
}

/**
 * Whether 'auto' runs a request on the main thread: the core bounds its work before it runs (requestCost), and only
 * requests well under a frame's worth of work qualify; the rest go to the worker, where they can be cancelled. A
 * bundle qualifies when every core call it makes does (bundleParts): a small table is drawn without waiting for the
 * worker to start.
 */
function onMainThread(core, task, args) {
  try {
    if (task === 'bundle') return bundleParts(args).every(([t, a]) => core.requestCost(t, a).mainThread);
    return core.requestCost(task, Array.isArray(args) ? args : [args]).mainThread;
  } catch {
    return false;
  }
}

/** The core calls a bundle makes, as [task, args] (see runBundle), so its cost is theirs. */
function bundleParts({ game, n, layout = 'graph', periodMax }) {
  const parts = [['grundyValues', [game, n]], ['findPeriod', [game, periodMax ?? n]], ['tableTrace', [game, n]]];
  if (layout === 'grid') parts.push(['layoutGrid', [game, Math.min(n, BUNDLE_GRID_LIMIT)]]);
  else if (layout) parts.push(['layoutGraph', [game, Math.min(n, BUNDLE_LAYOUT_LIMIT)]]);
  return parts;
}

/** Whether `task` with `args` would run in the worker ('auto': the core says it is not cheap). */
export async function needsWorker(task, args) {
  return !onMainThread(await loadMainCore(), task, args);
}

/** A core Error as plain data, to cross postMessage (an Error's own properties do not survive cloning). */
export function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  return { message: err.message, code: err.code ?? null, args: err.args ?? null, column: err.column ?? null, line: err.line ?? null };
}

/** The Error again, on this side of postMessage. */
function rebuildError(data) {
  const err = new Error(data.message);
  for (const key of ['code', 'args', 'column', 'line']) if (data[key] !== undefined && data[key] !== null) err[key] = data[key];
  return err;
}

// Games defined from rule texts, by name: every module that answers requests (the main thread's, the worker's, and
// a worker started after a cancel) must know them.
const definitions = new Map();

/**
 * Defines the game of a rule text in every module (see the core's defineRules): resolves with its description
 * `{ name, arity, variables, text, example }`, or rejects with the core's Error (its `line` and `column`).
 */
export async function defineRules(text) {
  const core = await loadMainCore();
  await mainWhole(); // the first-view build has no rule language
  const info = core.defineRules(text);
  dropSessions();
  definitions.delete(info.name);
  definitions.set(info.name, text);
  if (worker) post({ define: text });
  return info;
}

let mainCore = null;
let mainCoreNow = null; // the same, once loaded: then 'auto' decides at once, and requests keep their order
let mainWhole = null; // wasm.js's whole(): resolves once the main thread runs the whole engine
/**
 * The main thread's core, for this module's requests, loaded once: imported lazily (the worker shares this file), or
 * `engine`, www/core/wasm.js's exports, from a module that has them already (the explorer: the import would be a
 * file of its own in the bundle, a round trip before the first table).
 */
export async function loadMainCore(engine = null) {
  if (!mainCore) {
    mainCore = (engine ? Promise.resolve(engine) : import('./wasm.js')).then(async ({ core, ready, onReset, whole }) => {
      mainWhole = whole;
      await ready;
      onReset(forgetSessions);
      // The core's limits for a main thread (fewer loop steps a state): a slow rule stops there and runs in the worker.
      core.useMainThreadLimits();
      onReset(() => core.useMainThreadLimits());
      mainCoreNow = core;
      return core;
    });
  }
  return mainCore;
}

// The worker and the jobs it owes answers for. A cancel terminates the worker, so the jobs still owed by it are
// posted again to its replacement.
let worker = null;
let nextId = 1;
const jobs = new Map(); // id → { task, args, resolve, reject, onProgress }

function spawn() {
  worker = new Worker(workerUrl(served('www/core/worker.js')), { type: 'module' });
  // The worker's build, compiled once per page (messages queue until it is posted).
  const w = worker;
  // Its build may fail to arrive (a phone gone offline since the page loaded): then, as when the worker itself fails,
  // every job it owes fails with that message rather than waiting for ever.
  const started = import('./wasm.js').then(({ workerModule }) => workerModule()).then((module) => w.postMessage({ module }))
    .catch((err) => failWorker(w, err?.message));
  pending = started;
  worker.addEventListener('message', (e) => {
    const { id, progress, result, error } = e.data;
    const job = jobs.get(id);
    if (!job) return; // cancelled meanwhile
    if (progress) { job.onProgress?.(progress); return; }
    jobs.delete(id);
    if (error !== undefined) job.reject(rebuildError(error));
    else job.resolve(unpackResult(result));
  });
  worker.addEventListener('error', (e) => {
    // The worker itself failed (it could not load the core): every job it owed fails with that message.
    e.preventDefault();
    failWorker(w, e.message);
  });
  for (const text of definitions.values()) post({ define: text });
  for (const [id, job] of jobs) post({ id, task: job.task, args: job.args });
}

/** Worker `w` failed (it could not load the core): every job it owed fails with `message`. */
function failWorker(w, message = 'the worker failed to start') {
  if (worker !== w) return; // ended meanwhile: its jobs went to its replacement
  for (const [id, job] of jobs) { jobs.delete(id); job.reject(notLoaded(new Error(message))); }
  w.terminate();
  worker = null;
}

let pending = Promise.resolve();
/** Posts to the worker after the module message (the worker must get the module first). */
function post(message) {
  const w = worker;
  pending.then(() => w?.postMessage(message));
}

function cancelJob(id, reason) {
  const job = jobs.get(id);
  if (!job) return;
  jobs.delete(id);
  job.reject(reason);
  // The core's functions cannot be interrupted: the only way to stop one is to end the worker.
  worker?.terminate();
  worker = null;
  spawn(); // a fresh worker, warm for the next request, that also takes over the other jobs
}

/** Starts the worker now, if there is none, rather than with the first job that needs it. */
export function startWorker() {
  if (!worker) spawn();
}

/** Runs `task` (see the top of this file); resolves with its result. */
export function compute(task, args, { onProgress, signal, where = 'auto' } = {}) {
  const abortReason = () => signal.reason ?? new DOMException('cancelled', 'AbortError');
  if (signal?.aborted) return Promise.reject(abortReason());
  if (where === 'worker') return inWorker(task, args, onProgress, signal, abortReason);
  if (where === 'auto' && mainCoreNow && !onMainThread(mainCoreNow, task, args)) {
    return inWorker(task, args, onProgress, signal, abortReason);
  }
  return loadMainCore().then((core) => {
    if (where === 'main' || onMainThread(core, task, args)) {
      const run = () => runTask(core, task, args, (p) => onProgress?.(p));
      try {
        return run();
      } catch (err) {
        // A rule slower than the main thread's budget runs again in the worker, with the full one; so does what the
        // main thread's first-view build lacks (the worker has the whole engine), unless it must run here.
        if ((err?.code === 'RuleSteps' || err?.code === 'NotInFirstView') && where === 'auto') {
          return inWorker(task, args, onProgress, signal, abortReason);
        }
        if (err?.code === 'NotInFirstView') return mainWhole().then(run);
        throw err;
      }
    }
    return inWorker(task, args, onProgress, signal, abortReason);
  });
}

function inWorker(task, args, onProgress, signal, abortReason) {
  if (signal?.aborted) return Promise.reject(abortReason());
  return new Promise((resolve, reject) => {
    const id = nextId++;
    jobs.set(id, { task, args, resolve, reject, onProgress });
    if (worker) post({ id, task, args });
    else spawn();
    signal?.addEventListener('abort', () => cancelJob(id, abortReason()), { once: true });
  });
}

/** Ends the worker and every job it owes (for tests and page teardown). */
export function shutdown() {
  for (const [id, job] of jobs) { jobs.delete(id); job.reject(new DOMException('shut down', 'AbortError')); }
  worker?.terminate();
  worker = null;
}
