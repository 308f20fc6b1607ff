// The words of the families the core knows, read from the core (pkg/grundy.js, built by `make build`), not from a
// list copied here: each game and family it names has its name in both languages, each view it offers a tab label,
// and each message it can send a 简体中文 text. A family's words live in a module of their own (www/i18n/families/,
// gathered by www/i18n/gather.js), so a family whose module went missing, or lost a word, fails here.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { guard } from '../www/core/guard.js';
import { loadViewWords, translator, gameName } from '../www/i18n/i18n.js';
import { ERRORS as ZH_FIRST_ERRORS } from '../www/i18n/zh.js';
import { ERRORS as ZH_LATER_ERRORS } from '../www/i18n/zh-views.js';

const glueUrl = new URL('../pkg/grundy.js', import.meta.url).href;
const { core, ready } = guard(readFile(new URL('../pkg/grundy_bg.wasm', import.meta.url)).then((b) => WebAssembly.compile(b)), glueUrl);
await ready;
await loadViewWords('en');
await loadViewWords('zh');
// The registered views' tab labels (www/views/registry.js, read as text: its modules need a browser).
const LABELS = new Map([...(await readFile(new URL('../www/views/registry.js', import.meta.url), 'utf8'))
  .matchAll(/\{ id: '(\w+)', label: '(\w+)'/g)].map((m) => [m[1], m[2]]));

/** Every name a game may start with, as the core lists them in its hint for an unknown name (rules::KEYWORDS, the
 * heap games and their modes). */
function coreNames() {
  try {
    core.describeGame('no-such-game');
  } catch (e) {
    assert.equal(e.code, 'UnknownGame');
    return e.args.names.split(', ');
  }
  throw new Error('describeGame accepted an unknown name');
}

/** The core's description of a game that starts with `name`: the name alone or with a bracketed text (a new family
 * whose brackets take none of these adds its form here). */
function describe(name) {
  for (const text of [name, `${name}(1)`, `${name}(nim)`, `${name}(0-1)`]) {
    try {
      return core.describeGame(text);
    } catch { /* not this form */ }
  }
  return null;
}

test('each game and family the core names has its name in both languages, and each of its views a tab label', () => {
  const names = coreNames();
  assert.ok(names.includes('geography') && names.includes('nim'), names.join(', '));
  for (const name of names) {
    const info = describe(name);
    assert.ok(info, `the core describes no game written ${name}(…)`);
    const said = {};
    for (const lang of ['en', 'zh']) {
      const t = translator(lang);
      said[lang] = gameName(info, t);
      assert.ok(said[lang] && !/\bname\.|\{/.test(said[lang]), `${name} in ${lang}: '${said[lang]}'`);
      for (const id of info.views) {
        assert.ok(LABELS.has(id), `${name}'s view ${id} is not registered`);
        assert.notEqual(t(LABELS.get(id)), LABELS.get(id), `${name}'s view ${id} has no tab label in ${lang}`);
      }
    }
    if (name !== 'nim') assert.notEqual(said.zh, said.en, `${name} has its English name in 简体中文`);
  }
});

test('every message of the core has a 简体中文 text, once: with the first view\'s words or the others\'', () => {
  const missing = Object.keys(core.messageCatalog()).filter((code) => !(code in ZH_FIRST_ERRORS) && !(code in ZH_LATER_ERRORS));
  assert.deepEqual(missing, []);
  assert.deepEqual(Object.keys(ZH_LATER_ERRORS).filter((code) => code in ZH_FIRST_ERRORS), []);
});
