// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web). The module is fetched and
// compiled once (`compiled`); the worker gets the compiled module by postMessage instead of fetching it again.
import init, * as core from '../../pkg/grundy.js';

export const compiled = WebAssembly.compileStreaming(fetch(new URL('../../pkg/grundy_bg.wasm', import.meta.url)));
export const ready = compiled.then((module) => init({ module_or_path: module }));
export { core };
