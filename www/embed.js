// The embed page (embed.html, an iframe target): one explorer from the URL's parameters (the page's, plus `controls`,
// compact unless given, and `autoplay`), and its height told to the parent by postMessage so the iframe can fit it: { type:
// 'grundy:height', height, frame } where `frame` is the URL's `frame` parameter (to tell several iframes apart). It
// never writes its own URL.

import { Explorer } from './explorer/explorer.js';
import { stateFromSearch, ignoredValues, EMBED_CONTROLS } from './explorer/state.js';

const params = new URLSearchParams(location.search);
const state = stateFromSearch(location.search, { controls: EMBED_CONTROLS });
const root = document.querySelector('[data-explorer]');
const explorer = await Explorer.create(root, {
  state,
  ignored: ignoredValues((key) => params.get(key)),
  // On every step: rewriting the attribute, even to the same value, would restyle the whole document.
  onState: () => {
    if (document.documentElement.dataset.theme !== root.dataset.theme) document.documentElement.dataset.theme = root.dataset.theme;
  },
});

// The height goes to the parent's origin only, when the browser tells it (ancestorOrigins, else the referrer); a
// parent whose origin is hidden (no referrer) gets it as '*', which says nothing but the page's height.
const known = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : null);
const parentOrigin = known && known !== 'null' ? known : '*'; // 'null': a sandboxed parent, no origin to name

let last = 0;
const tell = () => {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height === last || window.parent === window) return;
  last = height;
  window.parent.postMessage({ type: 'grundy:height', height, frame: params.get('frame') }, parentOrigin);
};
new ResizeObserver(tell).observe(document.body);
explorer.start().then(tell).catch((e) => explorer.showFailure(e));
