// The splitting engine in each wasm build the pages load, against the definition, on a table whose values pass 255:
// Officers (0.6) to 12 000, two bytes a value from G(10 344) = 256 on, where the scan reads a copy of the values' low
// bytes (crate/src/solve/splitting.rs). The Rust tests check the same code natively; these check its wasm SIMD.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';

const N = 12000;

/** Officers by its rule: take one token, leaving one heap or two non-empty heaps (0.6). */
function officers(n) {
  const g = new Uint32Array(n);
  const seen = new Uint32Array(4 * n + 64); // seen[v] === i: v is an option of heap i
  for (let i = 1; i < n; i++) {
    const rest = i - 1;
    if (rest >= 1) seen[g[rest]] = i;
    for (let a = 1; 2 * a <= rest; a++) seen[g[a] ^ g[rest - a]] = i;
    let v = 0;
    while (seen[v] === i) v++;
    g[i] = v;
  }
  return g;
}

const expected = officers(N);

// Each build with its glue (a module instance of its own: the glue keeps its module in a module variable).
const BUILDS = [
  ['grundy_bg.wasm', 'grundy.js'],
  ['grundy_small_bg.wasm', 'grundy.js'],
  ['grundy_nosimd_bg.wasm', 'grundy.js'],
  ['grundy_first_bg.wasm', 'grundy_first.js'],
];

for (const [file, glue] of BUILDS) {
  test(`${file}: Officers to ${N} as its rule gives, past 255`, async () => {
    const { default: init, grundyValues } = await import(new URL(`../pkg/${glue}?${file}`, import.meta.url).href);
    await init({ module_or_path: await readFile(new URL(`../pkg/${file}`, import.meta.url)) });
    const values = grundyValues('0.6', N);
    assert.ok(Math.max(...expected) > 255, 'the table passes 255');
    assert.deepEqual(Array.from(values), Array.from(expected));
  });
}
