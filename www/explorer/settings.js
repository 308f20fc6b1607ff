// How an explorer looks and speaks, apart from what it shows: its controls (full, player, none), its theme and its
// language. Each function here reads a setting or writes it to the explorer's root; the explorer keeps the settings
// in its state and calls these when one changes.

import { served } from '../core/root.js';
import { explorerLang, translate, loadLang, loadViewWords } from '../i18n/i18n.js';

/** The language of an explorer given `lang` (or none) whose host's is `hostLang()` (see explorerLang). */
export const speaks = (lang, hostLang) => explorerLang(lang, hostLang?.(), globalThis.navigator?.language);

/** The options of an explorer (`read()`: they may change meanwhile, as an element's attributes do) once the words
 * of the language it speaks have loaded: it never shows a word before they have. */
export async function spokenOptions(read) {
  const langOf = (o) => speaks(o.state?.lang, o.hostLang);
  for (;;) {
    const lang = langOf(read());
    await loadLang(lang);
    const now = read();
    if (langOf(now) === lang) return now;
  }
}

/** 'dark' or 'light': the theme asked for, else the host page's (`hostTheme()`, an element's), else the reader's
 * (prefers-color-scheme). */
export function themeName(theme, hostTheme) {
  const dark = theme ? theme === 'dark'
    : (hostTheme?.() ?? (globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')) === 'dark';
  return dark ? 'dark' : 'light';
}

const rgba = (text) => text?.match(/[\d.]+/g)?.map(Number) ?? null;
const light = ([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b > 128;

/** The first opaque background behind element `el` (a CSS colour), or null where the canvas shows through. */
export function hostBackground(el) {
  for (let e = el.parentElement ?? el.getRootNode().host; e; e = e.parentElement ?? e.getRootNode().host) {
    const colour = getComputedStyle(e).backgroundColor;
    const bg = rgba(colour);
    if (bg && bg.length >= 3 && (bg[3] ?? 1) > 0.5) return colour;
  }
  return null;
}

/** 'dark' or 'light': the colours the page around element `el` is drawn in: its background (hostBackground), else
 * the canvas, whose scheme its text colour tells (light text on a dark canvas). A post that stays light for a
 * reader in dark mode keeps a light explorer. */
export function hostScheme(el) {
  const bg = rgba(hostBackground(el));
  if (bg) return light(bg) ? 'light' : 'dark';
  const fg = rgba(getComputedStyle(el).color);
  return fg && light(fg) ? 'dark' : 'light';
}

/** The explorer's root in language `lang`: its lang attribute (for fonts and screen readers) and its words. */
export function showLang(root, lang, t) {
  root.lang = lang === 'zh' ? 'zh-CN' : 'en';
  translate(root, t);
}

/** Full controls need www/full.css beside www/style.css where the explorer at `root` draws. */
export function linkFullStyles(root) {
  return linkStyles(root, 'full.css');
}

/** A view other than the graph needs www/views.css beside www/style.css where the explorer at `root` draws. */
export function linkViewStyles(root) {
  return linkStyles(root, 'views.css');
}

/** Links stylesheet `file` (of www/, served minified from www/dist/: scripts/bundle.sh) once where the explorer at
 * `root` draws: after the shadow root's own style.css, or in the document's head (the pages link theirs
 * themselves). Resolves when it has loaded (or failed: the page then says so), so that what it styles is drawn
 * styled. */
function linkStyles(root, file) {
  const shadow = root.getRootNode();
  const home = shadow instanceof ShadowRoot ? shadow : document;
  const href = served(`www/dist/${file}`).href;
  const link = [...home.querySelectorAll('link[rel="stylesheet"]')].find((l) => l.href === href);
  if (link) return linked.get(link) ?? Promise.resolve(); // a page's own has loaded before its modules run
  const made = document.createElement('link');
  made.rel = 'stylesheet';
  made.href = href;
  linked.set(made, new Promise((resolve) => {
    made.addEventListener('load', resolve, { once: true });
    made.addEventListener('error', resolve, { once: true });
  }));
  (home.head ?? home).append(made);
  return linked.get(made);
}
const linked = new WeakMap(); // a stylesheet linked here → the promise of its load

/** The code of the full controls, `{ examples, rules }` (examples.js, rules-editor.js), with the words in `lang` of
 * what they do (a contest's input, a rule text: i18n.js loadViewWords): not part of a first view, so an element sized
 * for a post goes without them until its controls become full. */
export function loadControlsCode(lang) {
  return Promise.all([import('./examples.js'), import('./rules-editor.js'), loadViewWords(lang)])
    .then(([examples, rules]) => ({ examples, rules }));
}
