// The modules an explorer's first view runs: the element's bundle and the pages' put them all in one file (see
// scripts/bundle.mjs, which has every bundled module import this one). The engine's download comes first, so that
// it starts as soon as that file runs.
import './core/wasm-file.js';
import './explorer/explorer.js';
import './explorer/state.js';
import './explorer/settings.js';
import './i18n/i18n.js';
