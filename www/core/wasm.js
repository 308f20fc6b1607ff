// The core on the main thread, initialised once per page however many explorers share it: `await ready`, then
// call `core.analyze(…)` and the rest (pkg/grundy.js, wasm-bindgen --target web). The module is fetched and
// compiled once (`compiled`); the worker gets the compiled module by postMessage instead of fetching it again.
import init, * as core from '../../pkg/grundy.js';

// The smallest module that uses a SIMD instruction (a function returning v128.const 0): valid only where the
// engine has wasm SIMD. Where it does not, the build without SIMD is loaded; both fit the same glue.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
  1, 5, 1, 0x60, 0, 1, 0x7b, // types: () -> v128
  3, 2, 1, 0, // one function of that type
  10, 22, 1, 20, 0, 0xfd, 0x0c, ...new Array(16).fill(0), 0x0b, // its body: v128.const 0, end
]);

export const simd = WebAssembly.validate(SIMD_PROBE);
const file = simd ? 'grundy_bg.wasm' : 'grundy_nosimd_bg.wasm';

export const compiled = WebAssembly.compileStreaming(fetch(new URL(`../../pkg/${file}`, import.meta.url)));
export const ready = compiled.then((module) => init({ module_or_path: module }));
export { core };
