// Every label and announcement in 简体中文 and English, with the source notes' terms (SG函数, mex, 必胜态, 必败态,
// 先手, 后手, 打表). Strings are data, one file a language (en.js, zh.js), loaded when a language is first spoken
// (loadLang): a post in English does not download the Chinese, nor the other way round. A translator
// `t = translator(lang)` fills {name} slots. Each explorer has its own translator, so two explorers on one page may
// speak different languages. Anything computed (numbers, notation) is passed in, never translated; the core's
// messages come as codes (errors.js).

import { errorText as errorIn } from './errors.js';
import { LANGS, pickLang } from './lang.js';

export { LANGS, pickLang };

// Each language's words once its files have loaded, with those modules add (addStrings); its messages by code. A
// language's words come in two files: those of an explorer's first view (en.js), and those of the other views, the
// menus and the lessons (en-views.js), which load with the first of them shown (loadViewWords), since most posts
// show one view. Each file holds, besides its own, the words of every family and view in that language, which live in
// modules of their own (families/, views/: gather.js gathers them), so a family's error is always in its language.
const STRINGS = { en: {}, zh: {} };
const ERRORS = { en: {}, zh: {} };
const FILES = {
  en: () => import('./en.js'),
  zh: () => import('./zh.js'),
  'en-views': () => import('./en-views.js'),
  'zh-views': () => import('./zh-views.js'),
};
const loading = {};
let views = false; // whether some explorer has shown more than its first view: every language loads both files

const loadFile = (lang, file) => {
  loading[file] ??= FILES[file]().then((words) => useWords(lang, words, file));
  return loading[file];
};

/** Loads `lang`'s words (once); resolves when translator(lang) and errorText(…, lang) can be used. */
export function loadLang(lang) {
  return Promise.all([loadFile(lang, lang), views && loadFile(lang, `${lang}-views`)]);
}

/** Loads the words of the other views and the menus too, in `lang` and in every language loaded later. */
export function loadViewWords(lang) {
  views = true;
  return loadLang(lang);
}

/** `lang`'s words from one of its modules (`file`: en.js, en-views.js, …), for a host that imports them itself (the
 * full page, which has them all). */
export function useWords(lang, words, file = lang) {
  Object.assign(STRINGS[lang], words.STRINGS);
  Object.assign(ERRORS[lang], words.ERRORS);
  loading[file] ??= Promise.resolve();
}

/** Whether `lang` has the words of a core Error now (English always does: it is the core's own; 简体中文 has most
 * of them in its second file, which loadViewWords brings), its phrases' included. */
export function saysError(err, lang) {
  if (lang === 'en' || !err?.code) return true;
  const phrases = Object.values(err.args ?? {}).filter((v) => v && typeof v === 'object');
  return err.code in (ERRORS[lang] ?? {}) && phrases.every((p) => saysError(p, lang));
}

/** The words for a core Error in `lang` (its language loaded). */
export function errorText(err, lang) {
  return errorIn(err, lang, ERRORS[lang] ?? {});
}

/** The language an explorer speaks: its own if given, else its host page's if it is one of ours, else the
 * browser's. */
export function explorerLang(given, hostLang, navigatorLanguage) {
  return pickLang(given, /^(zh|en)\b/i.test(hostLang ?? '') ? hostLang : navigatorLanguage);
}

/** Adds `strings` ({ en: { key: text }, zh: … }) to both languages' tables: a module that needs words of its own (the
 * course's, course.js) brings them when it loads, so an explorer that never shows them does not download them. */
export function addStrings(strings) {
  for (const lang of LANGS) Object.assign(STRINGS[lang], strings[lang]);
}

/** `t(key, params)` in `lang` (loaded: loadLang): the string with {slots} filled; `{{` and `}}` are literal
 * braces. */
export function translator(lang) {
  const table = STRINGS[LANGS.includes(lang) ? lang : 'en'];
  const t = (key, params = {}) => {
    const text = table[key] ?? STRINGS.en[key] ?? key;
    // One pass, so a filled value is never read as a slot.
    return text.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (_, braced, plain) =>
      braced ? `{${params[braced] ?? ''}}` : String(params[plain] ?? ''));
  };
  t.lang = table === STRINGS.zh ? 'zh' : 'en';
  return t;
}

/** Translates the [data-i18n] texts, [data-i18n-title] titles (and labels) and placeholders inside `root`. */
export function translate(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) {
    el.title = t(el.dataset.i18nTitle);
    el.setAttribute('aria-label', el.title);
  }
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
}

/** "1、3" (zh) or "1 and 3" (en). */
export function list(items, lang) {
  if (lang === 'zh') return items.join('、');
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Heaps a move leaves, in 简体中文: "1 和 3", "1、3 和 5". */
function heapList(to) {
  return to.length <= 2 ? to.join(' 和 ') : `${to.slice(0, -1).join('、')} 和 ${to[to.length - 1]}`;
}

/** A move in words. English is the core's `text`; 简体中文 is built from the move's numbers (its `action`). */
export function moveText(move, lang) {
  if (lang !== 'zh') return move.text;
  const a = move.action ?? { kind: move.take === null || move.take === undefined ? 'token' : 'take', ...move };
  switch (a.kind) {
    case 'token': return `把棋子从 ${a.from} 移到 ${a.to}`;
    case 'carry': return a.step === 1 ? `把 ${a.count} 个石子从第 1 级移到地面` : `把 ${a.count} 个石子从第 ${a.step} 级移到第 ${a.step - 1} 级`;
    case 'cutEdge': return a.falls === 0 ? `剪掉边 (${a.a},${a.b})` : `剪掉边 (${a.a},${a.b})（另有 ${a.falls} 条边随之落下）`;
    case 'cut': return a.edges === 1 ? `剪掉顶点 ${a.vertex} 上方的边` : `剪掉顶点 ${a.vertex} 上方的边（${a.edges} 条边随之落下）`;
    case 'open': return `打开第 ${list(a.boxes.map((i) => i + 1), lang)} 个箱子`;
    case 'replace': {
      const k = Math.max(1, a.from.length);
      const state = (xs) => (xs.length === 1 ? String(xs[0]) : `(${xs.join(',')})`);
      const to = [];
      for (let i = 0; i < a.to.length; i += k) to.push(state(a.to.slice(i, i + k)));
      return to.length ? `把 ${state(a.from)} 变成 ${to.join(' + ')}` : `把 ${state(a.from)} 整个拿走`;
    }
    case 'takeMany': return a.heaps.length === 2 && move.text.includes('both')
      ? `两堆各取 ${a.takes[0]} 个`
      : `从${list(a.heaps.map((h, j) => `第 ${h + 1} 堆取 ${a.takes[j]} 个`), lang)}`;
    default:
      if (a.take === 0) return `把 ${a.from} 分成 ${heapList(a.to)}`;
      if (a.to.length >= 2) return `从 ${a.from} 中取走 ${a.take} 个，剩下 ${heapList(a.to)}`;
      return `从 ${a.from} 中取走 ${a.take} 个`;
  }
}

/** A closed-form rule (the core's `rule` object) explained with its numbers. */
export function ruleText(rule, t, position = '') {
  if (!rule) return '';
  switch (rule.id) {
    case 'stonedParity': return t(rule.total % 2 === 1 ? 'rule.stonedParityOdd' : 'rule.stonedParityEven', rule);
    case 'thanos': return t(rule.count <= rule.half ? 'rule.thanosWins' : 'rule.thanosLoses', rule);
    case 'moore': return rule.column === null
      ? t('rule.mooreP', { k: rule.k, m: rule.k + 1 })
      : t('rule.mooreN', { ...rule, m: rule.k + 1, weight: 2 ** rule.column });
    case 'wythoff': {
      if (rule.pair === null) return t('rule.wythoffN');
      const heaps = (position.split(':')[1] ?? '').trim().split(/\s+/).map(Number).sort((x, y) => x - y);
      return t('rule.wythoffP', { n: rule.pair, a: heaps[0], b: heaps[1] });
    }
    case 'fusion': return t(rule.parts === 0 ? 'rule.fusionTree' : 'rule.fusion', rule);
    case 'colon': return t('rule.colon', { branches: rule.branches.length ? rule.branches.join(' ⊕ ') : '—', value: rule.value });
    case 'sj': {
      const key = rule.xor !== 0 ? (rule.big > 0 ? 'rule.sjWinBig' : 'rule.sjLoseSmall') : (rule.big > 0 ? 'rule.sjLoseBig' : 'rule.sjWinSmall');
      return t(key, { values: rule.values.join(' ⊕ '), xor: rule.xor, big: rule.big });
    }
    case 'quotient': return t(rule.p ? 'rule.quotientP' : 'rule.quotientN', { ...rule, images: rule.images.join(' · ') });
    case 'everySg': return t(rule.largest % 2 === 1 ? 'rule.everySgOdd' : 'rule.everySgEven', { steps: rule.steps.join(', '), largest: rule.largest });
    case 'loopy': return loopyRuleText(rule, t);
    case 'sum': return t(rule.values.length === 1 ? 'rule.sumOne' : 'rule.sum', { values: rule.values.join(' ⊕ '), xor: rule.xor });
    default: return t(`rule.${rule.id}`, rule);
  }
}

/** A generalised SG value as the core states it: `3`, or `∞(0,2)` (∞ with its options' finite values). */
export function gsgText(v) {
  return v.kind === 'finite' ? String(v.value) : `∞(${v.options.join(',')})`;
}

/** Smith's rule for a loopy position, from the core's values and outcome. */
function loopyRuleText(rule, t) {
  const values = rule.values.map(gsgText).join(', ');
  const infinite = rule.values.filter((v) => v.kind !== 'finite');
  if (infinite.length === 0) {
    return t('rule.loopyFinite', { values, xor: rule.xor, verdict: t(rule.outcome === 'win' ? 'verdict.wins' : 'verdict.loses') });
  }
  if (infinite.length > 1) return t('rule.loopyMany', { values });
  const options = infinite[0].options.length ? `{${infinite[0].options.join(', ')}}` : '∅';
  return t(rule.outcome === 'win' ? 'rule.loopyOneWin' : 'rule.loopyOneDraw', { values, options, b: rule.xor });
}

/** A game's name from describeGame's `name` (and `family`), e.g. "Kayles", "反常尼姆博弈 (Nim)". */
export function gameName(info, t, inner = null) {
  if (!info) return '';
  if (info.rules && info.family !== 'misere') return `${info.rules.name} (${t('name.rules')})`;
  if (info.family === 'misere') return t('name.misere', { inner: inner ?? (info.rules?.name ?? t(`name.${info.name}`)) });
  if (info.family === 'every') return t('name.every', { inner: t(`name.${info.name}`) });
  return t(`name.${info.name}`);
}
