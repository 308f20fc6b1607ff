// The explorer's words: both languages say the same things (each key, each {slot}), and a language's file loads
// on demand.
import test from 'node:test';
import assert from 'node:assert/strict';
import { STRINGS as EN } from '../www/i18n/en.js';
import { STRINGS as ZH } from '../www/i18n/zh.js';
import { loadLang, translator, errorText } from '../www/i18n/i18n.js';

const slots = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('English and 简体中文 have the same keys, each with the same slots', () => {
  assert.deepEqual(Object.keys(ZH).sort(), Object.keys(EN).sort());
  for (const key of Object.keys(EN)) assert.deepEqual(slots(ZH[key]), slots(EN[key]), key);
});

test('a language speaks once its file has loaded, and only its own words', async () => {
  await loadLang('zh');
  const t = translator('zh');
  assert.equal(t('game'), ZH.game);
  assert.notEqual(t('game'), EN.game);
  assert.equal(t('rulesApplied', { name: 'g', arity: 2 }), ZH.rulesApplied.replace('{name}', 'g').replace('{arity}', '2'));
  // A core error in 简体中文 from its code and arguments, with where it points.
  const err = Object.assign(new Error('expected heaps'), { code: 'ExpectedHeaps', args: {}, column: 4, line: null });
  assert.equal(errorText(err, 'zh'), `${'\u0027:\u0027 后面应当写石子堆的大小'}（第 4 列）`);
  assert.equal(errorText(err, 'en'), 'expected heaps');
  await loadLang('en');
  assert.equal(translator('en')('game'), EN.game);
});
