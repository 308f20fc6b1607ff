// Views never call the core: a view is given what it draws (its model, with the bridge's answers) and asks for more
// through its actions; the bridge (www/explorer/bridge.js) alone talks to the core (www/core/). This reads every
// view's source, comments left out, and fails on each import of the core and each call of it. Run by `make test`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';

const VIEWS = new URL('../www/views/', import.meta.url);

/** The code of a source, its comments blanked (a URL's "//" inside a string is not a comment here: none has one). */
const code = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');

const FORBIDDEN = [
  [/(?:from|import\()\s*['"][^'"]*\/core\//, 'imports the core (www/core/)'],
  [/\bcore\s*\.\s*\w+/, 'calls the core (core.…)'],
  [/\bcompute\s*\(/, 'runs a request itself (compute)'],
  [/\bcoreNow\b/, 'calls the core on the spot (coreNow)'],
  [/\.session\s*\(\s*\)/, "reads the table's session of the core"],
];

const files = readdirSync(VIEWS).filter((f) => f.endsWith('.js'));

test('there are views to read', () => {
  assert.ok(files.includes('play.js') && files.includes('mex-data.js'));
});

for (const file of files) {
  test(`views/${file} never calls the core`, () => {
    const lines = code(readFileSync(new URL(file, VIEWS), 'utf8')).split('\n');
    const found = [];
    lines.forEach((line, i) => {
      for (const [pattern, why] of FORBIDDEN) if (pattern.test(line)) found.push(`views/${file}:${i + 1} ${why}: ${line.trim()}`);
    });
    assert.deepEqual(found, []);
  });
}
