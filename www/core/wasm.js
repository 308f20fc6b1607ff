// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web), guarded against traps (guard.js:
// a trap re-creates the module, and `onReset` tells the page). It starts on the first-view build where there is
// one (wasm-file.js) and `whole()` loads the rest. Each build is fetched and compiled once: the main thread's first
// (`compiled`) at once, its whole engine when a request first needs it, the worker's (`workerModule()`) when a
// worker first needs it; the worker gets it by postMessage, compiled, so a worker started again does not fetch it
// again.
import { download, file, glueUrl, wholeFile, wholeGlueUrl, wholeUrl, workerFile, workerUrl } from './wasm-file.js';
import { guard } from './guard.js';

export { isAway } from './guard.js';

export { file, workerFile } from './wasm-file.js'; // which builds this engine got (bench/wasm.mjs reports them)
export const compiled = WebAssembly.compileStreaming(download);
let workerCompiled = null;
/** The worker's build, compiled (the main thread's own when they are one build). */
export function workerModule() {
  workerCompiled ??= workerFile === file ? compiled : WebAssembly.compileStreaming(fetch(workerUrl));
  return workerCompiled;
}
const loadWhole = file === wholeFile ? null
  : async () => ({ compiled: WebAssembly.compileStreaming(fetch(wholeUrl)), glueUrl: wholeGlueUrl });
export const { core, ready, onReset, whole } = guard(compiled, glueUrl, loadWhole);
