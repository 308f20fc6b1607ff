// What the "share / embed" menu offers for the state on screen: a link to the full page, an iframe of embed.html, and
// a <grundy-explorer> element with its script tag. Addresses are absolute, from where this code is served.

import { stateToSearch, EMBED_CONTROLS } from './state.js';

const BASE = new URL('../../', import.meta.url);

const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** { link, iframe, element } for `state`. */
export function shareTexts(state) {
  const search = stateToSearch({ ...state, controls: 'full' });
  const link = new URL(`index.html?${search}`, BASE).href;
  // An embed of the full page is offered compact (the embeds' default, so it is left out of the code).
  const embedState = { ...state, controls: state.controls === 'full' ? EMBED_CONTROLS : state.controls };
  const src = new URL(`embed.html?${stateToSearch(embedState, { controls: EMBED_CONTROLS })}`, BASE).href;
  const iframe = `<iframe src="${attr(src)}" title="Grundy" width="100%" height="640" loading="lazy"></iframe>`;
  // The element's attributes are the embed's parameters, written by the same code (state, cards, grid and speed
  // included), less a lesson, which only the page shows.
  const params = new URLSearchParams(stateToSearch({ ...embedState, lesson: null, scene: 0 }, { controls: EMBED_CONTROLS }));
  const attrs = [...params].map(([k, v]) => ` ${k}="${attr(v)}"`).join('');
  const element = `<script type="module" src="${new URL('www/grundy-explorer.js', BASE).href}"></script>\n`
    + `<grundy-explorer${attrs}></grundy-explorer>`;
  return { link, iframe, element };
}
