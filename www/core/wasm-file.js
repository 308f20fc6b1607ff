// Which builds of the core this engine can run, and the main thread's download, started when this module runs. The
// pages load it as an async module script in <head>, so the download starts before the other modules have arrived (a
// preload link cannot choose between builds); www/core/wasm.js imports the same instance and compiles the download.
// The main thread starts on the first-view build, made for size, and swaps it for the whole engine made for size when
// a request needs it (the main thread only takes requests the core says are cheap); the worker, which takes the long
// work, fetches the fastest build when it first starts.

// The smallest module that uses an instruction of wasm SIMD: a function returning v128.const 0, valid only where the
// engine has SIMD. All three whole builds fit the same glue (pkg/grundy.js).
const V128_ZERO = [0xfd, 0x0c, ...new Array(16).fill(0)];
const probe = (body) => new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, // "\0asm", version 1
  1, 5, 1, 0x60, 0, 1, 0x7b, // types: () -> v128
  3, 2, 1, 0, // one function of that type
  10, body.length + 4, 1, body.length + 2, 0, ...body, 0x0b, // its code: no locals, the body, end
]);
const SIMD_PROBE = probe(V128_ZERO);

const simd = WebAssembly.validate(SIMD_PROBE);
/** The worker's build: the fastest this engine runs. */
export const workerFile = simd ? 'grundy_bg.wasm' : 'grundy_nosimd_bg.wasm';
/** The main thread's whole engine: the small one (it uses SIMD), else the one build without SIMD, which the worker
 * shares. */
export const wholeFile = simd ? 'grundy_small_bg.wasm' : 'grundy_nosimd_bg.wasm';
/** What the main thread downloads first: the first-view build (heap games, with a glue of its own) where there is
 * SIMD; it loads the whole engine when a request needs it (www/core/guard.js). */
export const file = simd ? 'grundy_first_bg.wasm' : wholeFile;
export const glueFile = simd ? 'grundy_first.js' : 'grundy.js';
export const download = fetch(new URL(`../../pkg/${file}`, import.meta.url));
/** The glue of `file`, asked for now too (www/core/guard.js imports the same module instance). */
export const glueUrl = new URL(`../../pkg/${glueFile}`, import.meta.url).href;
import(glueUrl).catch(() => {}); // a failure shows when guard.js imports it
/** The main thread's whole engine and its glue, loaded when a request first needs them (www/core/wasm.js). */
export const wholeUrl = new URL(`../../pkg/${wholeFile}`, import.meta.url);
export const wholeGlueUrl = new URL('../../pkg/grundy.js', import.meta.url).href;
export const workerUrl = new URL(`../../pkg/${workerFile}`, import.meta.url);
