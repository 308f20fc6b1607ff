// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web).
import init, * as core from '../../pkg/grundy.js';

export const ready = init();
export { core };
