// What the "share / embed" menu offers for the state on screen: a link to the full page, an iframe of embed.html, and
// a <grundy-explorer> element with its script tag. Addresses are absolute, from where this code is served. The
// snippets fit a post as they are: the embed's options chosen in the menu (view, controls, theme, autoplay, the step
// on screen, the panels beside the view) and nothing else pinned; the iframe without a border, as tall as its tallest step.

import { stateToSearch, DEFAULTS, EMBED_CONTROLS } from './state.js';

const BASE = new URL('../../', import.meta.url);
export const IFRAME_HEIGHT = 640; // until the preview has told its height

const attr = (s) => String(s).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The embed's options when the menu opens: the view on screen, compact, the page's colours, the step left out. */
export function shareDefaults(state) {
  return { view: state.view, controls: EMBED_CONTROLS, theme: null, autoplay: false, pinStep: false, panels: [] };
}

/** The state an embed shows for `state` and the menu's `options` (shareDefaults). */
export function embedState(state, options = shareDefaults(state)) {
  return {
    ...state,
    view: options.view,
    controls: options.controls,
    theme: options.theme || null,
    autoplay: options.autoplay,
    panels: options.panels.join(' ') || null,
    state: options.pinStep ? state.state : null,
    step: options.pinStep ? state.step : null,
    n: state.n === DEFAULTS.n ? null : state.n, // the position makes N as large as it needs
    lesson: null, // a lesson only the page shows
    scene: 0,
  };
}

/** { link, iframe, element, src } for `state`; `options`: the menu's (shareDefaults), `height`: the iframe's. */
export function shareTexts(state, options = shareDefaults(state), height = IFRAME_HEIGHT) {
  const search = stateToSearch({ ...state, controls: 'full' });
  const link = new URL(`index.html?${search}`, BASE).href;
  const embed = embedState(state, options);
  const src = new URL(`embed.html?${stateToSearch(embed, { controls: EMBED_CONTROLS })}`, BASE).href;
  const iframe = `<iframe src="${attr(src)}" title="Grundy" width="100%" height="${Math.ceil(height)}" style="border:0" loading="lazy"></iframe>`;
  // The element's attributes are the embed's parameters, written by the same code, less its language, which an
  // element takes from the post around it.
  const params = new URLSearchParams(stateToSearch({ ...embed, lang: null }, { controls: EMBED_CONTROLS }));
  const attrs = [...params].map(([k, v]) => ` ${k}="${attr(v)}"`).join('');
  const element = `<script type="module" src="${new URL('www/grundy-explorer.js', BASE).href}"></script>\n`
    + `<grundy-explorer${attrs}></grundy-explorer>`;
  return { link, iframe, element, src };
}
