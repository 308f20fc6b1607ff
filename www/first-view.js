// The modules an explorer's first view runs: the element's bundle and the pages' put them all in one file (see
// scripts/bundle.mjs, which has every other bundled module import this one). The explorer's first import is the
// engine's module, which starts its download (core/wasm-file.js, which the pages load from <head> themselves).
import './explorer/explorer.js';
import './explorer/state.js';
import './explorer/settings.js';
import './i18n/i18n.js';
