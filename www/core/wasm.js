// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web), guarded against traps (guard.js:
// a trap re-creates the module, and `onReset` tells the page). The module is fetched and compiled once
// (`compiled`); the worker gets the compiled module by postMessage instead of fetching it again.
import { download } from './wasm-file.js';
import { guard } from './guard.js';

export { file } from './wasm-file.js'; // which build this engine got (bench/wasm.mjs reports it)
export const compiled = WebAssembly.compileStreaming(download);
export const { core, ready, onReset } = guard(compiled, new URL('../../pkg/grundy.js', import.meta.url).href);
