// The full page's words, asked for from <head> (index.html) beside the engine (core/wasm-file.js), so that they come
// with the page's bundles rather than a round trip after them: the page (page.js) loads them only once its bundles
// have arrived and run. It picks the page's language as the page does (pickLang, the URL's lang, else the browser's)
// and asks for both of that language's files (i18n.js loadViewWords), with modulepreload: fetched, not run; the page's
// own import of them then finds them. Bundled alone (scripts/bundle.sh): no chunk to wait for. A guess is all it
// is: the page loads what it needs whatever this asked for.
import { pickLang } from './i18n/lang.js';

const lang = pickLang(new URLSearchParams(location.search).get('lang'), navigator.language);
for (const file of [lang, `${lang}-views`]) {
  // The word files are entry points of the pages' bundle (scripts/bundle.mjs): named for their language, no hash.
  const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href: new URL(`${file}.js`, import.meta.url).href });
  document.head.append(link);
}
