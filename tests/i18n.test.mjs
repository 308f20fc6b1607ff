// The explorer's words: both languages say the same things (each key, each {slot}), a language's files load on
// demand, and the words a first view uses are in the first file.
import test from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { STRINGS as EN_FIRST } from '../www/i18n/en.js';
import { STRINGS as ZH_FIRST } from '../www/i18n/zh.js';
import { STRINGS as EN_VIEWS } from '../www/i18n/en-views.js';
import { STRINGS as ZH_VIEWS } from '../www/i18n/zh-views.js';
import { loadLang, loadViewWords, translator, errorText, saysError } from '../www/i18n/i18n.js';
import { gather } from '../www/i18n/gather.js';

const EN = { ...EN_FIRST, ...EN_VIEWS };
const ZH = { ...ZH_FIRST, ...ZH_VIEWS };

const slots = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

test('English and 简体中文 have the same keys in each file, each with the same slots', () => {
  assert.deepEqual(Object.keys(ZH_FIRST).sort(), Object.keys(EN_FIRST).sort());
  assert.deepEqual(Object.keys(ZH_VIEWS).sort(), Object.keys(EN_VIEWS).sort());
  assert.deepEqual(Object.keys(EN_VIEWS).filter((key) => key in EN_FIRST), []);
  for (const key of Object.keys(EN)) assert.deepEqual(slots(ZH[key]), slots(EN[key]), key);
});

test('a family\'s or a view\'s words are given once: by its own module, not again by a language\'s file', async () => {
  for (const [lang, part, file] of [['en', 'first', 'en.js'], ['zh', 'first', 'zh.js'], ['en', 'views', 'en-views.js'], ['zh', 'views', 'zh-views.js']]) {
    const own = fs.readFileSync(`www/i18n/${file}`, 'utf8');
    const { STRINGS, ERRORS } = await gather(lang, part);
    assert.ok(Object.keys(STRINGS).length > 0, `${lang} ${part}`);
    for (const key of [...Object.keys(STRINGS), ...Object.keys(ERRORS)]) {
      assert.ok(!new RegExp(`^\\s*'?${key.replace('.', '\\.')}'?:`, 'm').test(own), `${file} gives '${key}' too`);
    }
  }
});

test('a language speaks once its file has loaded, and only its own words', async () => {
  await loadLang('zh');
  const t = translator('zh');
  assert.equal(t('game'), ZH.game);
  assert.notEqual(t('game'), EN.game);
  assert.equal(t('rulesApplied', { name: 'g', arity: 2, example: '(5,5)' }), '已定义 g：每个状态是 2 个数，写在括号里，例如 g: (5,5)。');
  assert.equal(t('rulesAppliedOne', { name: 'g', arity: 1, example: '5' }), '已定义 g：每个状态是一个数（一堆石子），例如 g: 5。');
  // A core error: in English at once (the core's own words); in 简体中文 once the second file has come.
  const err = Object.assign(new Error('expected heaps'), { code: 'ExpectedHeaps', args: {}, column: 4, line: null });
  assert.equal(errorText(err, 'en'), 'expected heaps');
  assert.equal(saysError(err, 'en'), true);
  assert.equal(saysError(err, 'zh'), false);
  await loadLang('en');
  assert.equal(translator('en')('game'), EN.game);
  // The other views' words come when asked for, and then with each language loaded (a switch of language).
  assert.equal(translator('en')('noWinningMoves'), 'noWinningMoves');
  await loadViewWords('en');
  assert.equal(translator('en')('noWinningMoves'), EN.noWinningMoves);
  await loadLang('zh');
  assert.equal(translator('zh')('noWinningMoves'), ZH.noWinningMoves);
  // 简体中文's core errors came with them: from its code and arguments, with where it points.
  assert.equal(saysError(err, 'zh'), true);
  assert.equal(errorText(err, 'zh'), `${'\u0027:\u0027 后面应当写石子堆的大小'}（第 4 列）`);
});

// The modules an element or an embed runs for its first view: those imported statically from its entry, the
// explorer and its default view (the other views, the menus and the lessons are imported when first shown).
function firstViewModules() {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^import\s[^;]*?from\s+'(\.[^']+)'/gms)) visit(path.resolve(path.dirname(file), m[1]));
    for (const m of text.matchAll(/^import\s+'(\.[^']+)'/gm)) visit(path.resolve(path.dirname(file), m[1]));
  };
  for (const entry of ['www/element.js', 'www/embed.js', 'www/explorer/explorer.js', 'www/explorer/state.js']) visit(path.resolve(entry));
  return [...seen];
}

test('the words a first view uses are in the first file of its language, not with the other views\'', () => {
  const modules = firstViewModules();
  assert.ok(modules.some((f) => f.endsWith('views/graph.js')) && !modules.some((f) => f.endsWith('views/mex.js')), 'modules');
  for (const file of modules) {
    const text = fs.readFileSync(file, 'utf8');
    for (const key of Object.keys(EN_VIEWS)) {
      assert.ok(!new RegExp(`['"\`]${key.replace('.', '\\.')}['"\`]`).test(text), `${path.relative('.', file)} uses '${key}'`);
    }
  }
});

test('the lessons and the hints name the player\'s step buttons as the buttons are drawn: ▶| and |◀', () => {
  // ⏵ and ⏴ (U+23F5, U+23F4) are in few fonts: Debian's Chromium drew them as empty boxes in a lesson's text.
  const dir = new URL('../www/lessons/', import.meta.url);
  const texts = fs.readdirSync(dir).filter((f) => f.endsWith('.js'))
    .map((f) => [`lessons/${f}`, fs.readFileSync(new URL(f, dir), 'utf8')]);
  texts.push(['en hints', EN.firstHintTouch + EN.familyHintTouch], ['zh hints', ZH.firstHintTouch + ZH.familyHintTouch]);
  for (const [file, text] of texts) assert.doesNotMatch(text, /[\u23f4-\u23f7]/u, `${file} names a button by a glyph few fonts have`);
  assert.match(EN.firstHintTouch, /▶\|/);
  assert.ok(texts.some(([file, text]) => file.startsWith('lessons/') && text.includes('▶| (step forward)')));
});
