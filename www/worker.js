// The module worker behind compute.js: loads the core once, then answers { id, task, args } messages in order with
// { id, progress } messages per phase and one { id, result } or { id, error } (the core's message).
import init, * as core from '../pkg/grundy.js';
import { runTask } from './compute.js';

const ready = init();

/** Typed arrays in the result (at the top or one level down) are handed over, not copied. */
function transferables(result) {
  const buffers = new Set();
  const visit = (v) => { if (ArrayBuffer.isView(v)) buffers.add(v.buffer); };
  visit(result);
  if (result && typeof result === 'object' && !ArrayBuffer.isView(result)) Object.values(result).forEach(visit);
  return [...buffers];
}

self.addEventListener('message', async (e) => {
  const { id, task, args } = e.data;
  try {
    await ready;
    const result = runTask(core, task, args, (progress) => self.postMessage({ id, progress }));
    self.postMessage({ id, result }, transferables(result));
  } catch (err) {
    self.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
