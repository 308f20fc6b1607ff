// The full page (index.html): one explorer, the page's language and theme controls, and the URL. The page is the only
// host that writes the address bar: the explorer tells it what is shown ('grundy:state'), and a reload or a shared
// link restores the same view.

import { Explorer } from './explorer/explorer.js';
import { stateFromSearch, stateToSearch } from './explorer/state.js';
import { translator, translate, pickLang } from './i18n/i18n.js';

const state = stateFromSearch(location.search);
const root = document.querySelector('[data-explorer]');
let playing = false;
let urlTimer = null;

/** Writes the URL: at once, or while playing at most twice a second (replaceState costs several ms in Chromium). */
function saveUrl(next) {
  clearTimeout(urlTimer);
  const write = () => {
    const search = `?${stateToSearch(next)}`;
    if (search !== location.search) history.replaceState(null, '', search);
  };
  if (playing) urlTimer = setTimeout(write, 500);
  else write();
}

let explorer = null;
explorer = new Explorer(root, {
  state,
  onState: (next) => {
    playing = explorer?.player.state.playing ?? false;
    saveUrl(next);
    applyPage(next);
  },
});

/** The page around the explorer follows its language and theme. */
function applyPage(s) {
  const lang = pickLang(s.lang, navigator.language);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  const t = translator(lang);
  document.title = t('title');
  translate(document.querySelector('header.top'), t);
  document.querySelector('#lang').value = lang;
  const theme = root.dataset.theme;
  document.documentElement.dataset.theme = theme;
  document.querySelector('#theme').setAttribute('aria-pressed', String(theme === 'dark'));
}

document.querySelector('#lang').addEventListener('change', (e) => {
  explorer.set({ lang: e.target.value }).catch((err) => explorer.showFailure(err));
});
document.querySelector('#theme').addEventListener('click', () => {
  explorer.set({ theme: root.dataset.theme === 'dark' ? 'light' : 'dark' }).catch((err) => explorer.showFailure(err));
});
// On the full page the explorer is the page: keys that reach the body (nothing focused) are its keys too.
document.addEventListener('keydown', (e) => {
  if (e.target === document.body || e.target === document.documentElement) explorer.player.keydown(e);
});
addEventListener('pagehide', () => history.replaceState(null, '', `?${stateToSearch(explorer.state)}`));

applyPage(state);
explorer.start().catch((e) => explorer.showFailure(e));
