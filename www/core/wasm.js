// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web). The module is fetched and
// compiled once (`compiled`); the worker gets the compiled module by postMessage instead of fetching it again.
import init, * as core from '../../pkg/grundy.js';
import { download } from './wasm-file.js';

export { file } from './wasm-file.js'; // which build this engine got (bench/wasm.mjs reports it)
export const compiled = WebAssembly.compileStreaming(download);
export const ready = compiled.then((module) => init({ module_or_path: module }));
export { core };
