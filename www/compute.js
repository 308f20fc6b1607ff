// Heavy work off the main thread. `compute(task, args, { onProgress, signal })` runs a function of the core
// (pkg/grundy.js) in a module worker, with progress per phase and cancel (terminate + a fresh worker), so the page
// never blocks for long. Requests that are certainly small run on the main thread: a worker round trip costs more.
//
// task: the name of a pkg function ('grundyValues', 'findPeriod', 'layoutGraph', 'layoutGrid', 'tableTrace', …),
//       called with `args` (an array, or a single argument), or 'bundle' with args { game, n, layout, periodMax }:
//       → { values, period, layout, table } computed in one go (layout: 'graph' (default), 'grid' or false).
// Errors reject with an Error carrying the core's message; a cancel rejects with the signal's reason (AbortError).

/** Requests whose size argument is at most this run on the main thread (well under 50 ms for every game). */
export const MAIN_THREAD_LIMIT = 2000;
/** Largest one-heap graph a bundle lays out, and largest side of a two-heap grid (the view aggregates anyway). */
export const BUNDLE_LAYOUT_LIMIT = 100000;
export const BUNDLE_GRID_LIMIT = 200;
/** tableTrace lists edges up to 2000 states (contract); beyond that a bundle still asks for the order. */

/**
 * Runs one task against an initialised core module. Shared by the worker and the main-thread path, so both give the
 * same answers. `progress({ phase, done, total })` is called per phase.
 */
export function runTask(core, task, args, progress = () => {}) {
  if (task === 'bundle') return runBundle(core, args, progress);
  const fn = core[task];
  if (typeof fn !== 'function' || task === 'default' || task === 'initSync') throw new Error(`unknown task: ${task}`);
  const list = Array.isArray(args) ? args : [args];
  progress({ phase: task, done: 0, total: 1 });
  const result = fn(...list);
  progress({ phase: task, done: 1, total: 1 });
  return result;
}

function runBundle(core, { game, n, layout = 'graph', periodMax }, progress) {
  // Each phase is one call into the core; pieces the core does not offer (yet) come back null.
  const phases = [
    ['values', () => core.grundyValues(game, n)],
    ['period', () => (core.findPeriod ? core.findPeriod(game, periodMax ?? n) : null)],
    ['layout', () => {
      if (layout === 'grid') return core.layoutGrid ? core.layoutGrid(game, Math.min(n, BUNDLE_GRID_LIMIT)) : null;
      if (layout) return core.layoutGraph ? core.layoutGraph(game, Math.min(n, BUNDLE_LAYOUT_LIMIT)) : null;
      return null;
    }],
    ['table', () => (core.tableTrace ? core.tableTrace(game, n) : null)],
  ];
  const out = {};
  phases.forEach(([phase, run], i) => {
    progress({ phase, done: i, total: phases.length });
    out[phase] = run();
  });
  progress({ phase: 'done', done: phases.length, total: phases.length });
  return out;
}

/** The size a request asks for, to decide where it runs; Infinity when unknown. */
function sizeOf(task, args) {
  if (task === 'bundle') return Number(args?.n ?? Infinity);
  const list = Array.isArray(args) ? args : [args];
  if (task === 'normalizeGame' || task === 'mexTrace' || task === 'xorTrace' || task === 'analyze') return 0;
  const n = list.find((a) => typeof a === 'number');
  return n ?? Infinity;
}

let mainCore = null;
async function loadMainCore() {
  if (!mainCore) {
    mainCore = import('../pkg/grundy.js').then(async (core) => {
      await core.default(); // a no-op when the page has initialised the module already
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
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.addEventListener('message', (e) => {
    const { id, progress, result, error } = e.data;
    const job = jobs.get(id);
    if (!job) return; // cancelled meanwhile
    if (progress) { job.onProgress?.(progress); return; }
    jobs.delete(id);
    if (error !== undefined) job.reject(new Error(error));
    else job.resolve(result);
  });
  worker.addEventListener('error', (e) => {
    // The worker itself failed (it could not load the core): every job it owed fails with that message.
    e.preventDefault();
    const message = e.message || 'the worker failed to start';
    for (const [id, job] of jobs) { jobs.delete(id); job.reject(new Error(message)); }
    worker.terminate();
    worker = null;
  });
  for (const [id, job] of jobs) worker.postMessage({ id, task: job.task, args: job.args });
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

/** Runs `task` (see the top of this file); resolves with its result. */
export function compute(task, args, { onProgress, signal, where = 'auto' } = {}) {
  const abortReason = () => signal.reason ?? new DOMException('cancelled', 'AbortError');
  if (signal?.aborted) return Promise.reject(abortReason());
  if (where === 'main' || (where === 'auto' && sizeOf(task, args) <= MAIN_THREAD_LIMIT)) {
    return loadMainCore().then((core) => runTask(core, task, args, (p) => onProgress?.(p)));
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    jobs.set(id, { task, args, resolve, reject, onProgress });
    if (worker) worker.postMessage({ id, task, args });
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
