// The languages an explorer speaks and how one is picked, apart from the words: the page's early module
// (www/page-words.js) picks its language with this before the rest of the page has arrived.

export const LANGS = ['zh', 'en'];

/** The language from an attribute or the URL if given, else the browser's (any Chinese → zh), else English. */
export function pickLang(given, navigatorLanguage) {
  if (LANGS.includes(given)) return given;
  return /^zh\b/i.test(navigatorLanguage ?? '') ? 'zh' : 'en';
}
