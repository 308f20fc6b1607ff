// The module worker behind compute.js: its first message is its compiled wasm module ({ module }: the fast build,
// fetched and compiled once per page); then it answers { id, task, args } messages in order with { id, progress }
// messages per phase and one { id, result } or { id, error } (the core's Error as data).
import { guard } from './guard.js';
import { runTask, packResult, errorData, forgetSessions, dropSessions } from './compute.js';

let loaded;
const { core, ready, onReset, up } = guard(new Promise((resolve) => { loaded = resolve; }),
  new URL('../../pkg/grundy.js', import.meta.url).href);
onReset(forgetSessions); // the sessions lived in the module that trapped

/** Typed arrays in the result (up to three levels down: a bundle's packed layout) are handed over, not copied. */
function transferables(result) {
  const buffers = new Set();
  const visit = (v, depth) => {
    if (ArrayBuffer.isView(v)) buffers.add(v.buffer);
    else if (v && typeof v === 'object' && !Array.isArray(v) && depth < 3) Object.values(v).forEach((w) => visit(w, depth + 1));
  };
  visit(result, 0);
  return [...buffers];
}

self.addEventListener('message', async (e) => {
  if (e.data.module) {
    loaded(e.data.module);
    return;
  }
  if (e.data.define !== undefined) {
    // A game the page defined from a rule text (compute.js defineRules): it compiled there, so it compiles here.
    await ready;
    try { core.defineRules(e.data.define); } catch { /* the page already said what is wrong with it */ }
    dropSessions(); // the tables of a game of that name are another game's
    return;
  }
  const { id, task, args } = e.data;
  try {
    await up(); // loaded, and not being re-created after a trap: a job that comes meanwhile waits for it
    const result = packResult(runTask(core, task, args, (progress) => self.postMessage({ id, progress })));
    self.postMessage({ id, result }, transferables(result));
  } catch (err) {
    self.postMessage({ id, error: errorData(err) });
  }
});
