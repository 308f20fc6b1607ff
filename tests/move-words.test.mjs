// A move in 简体中文 is built from the kind of its action, which the core names (crate/src/rules/mod.rs, `Action`)
// and moveText reads (www/i18n/i18n.js): a rules game's move, a state replaced by others, is said as one.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { guard } from '../www/core/guard.js';
import { moveText } from '../www/i18n/i18n.js';

const glueUrl = new URL('../pkg/grundy.js', import.meta.url).href;
const compiled = readFile(new URL('../pkg/grundy_bg.wasm', import.meta.url)).then((b) => WebAssembly.compile(b));
const { core, ready } = guard(compiled, glueUrl);
await ready;

test('a rules game\'s moves are said in 简体中文 as a state replaced by others', () => {
  // A king on (x, y) steps left or down: from (2,1) to (1,1) or (2,0), by its rules.
  core.defineRules('name words-king\nstate (x, y)\nif x > 0 { move (x - 1, y) }\nif y > 0 { move (x, y - 1) }');
  const { moves } = core.moves('words-king: (2,1)');
  assert.deepEqual(moves.map((m) => m.action.kind), ['replace', 'replace']);
  assert.deepEqual(moves.map((m) => moveText(m, 'zh')), ['把 (2,1) 变成 (1,1)', '把 (2,1) 变成 (2,0)']);
  assert.deepEqual(moves.map((m) => moveText(m, 'en')), ['(2,1) → (1,1)', '(2,1) → (2,0)']);
});
