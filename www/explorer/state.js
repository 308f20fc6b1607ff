// What an explorer shows, as plain data: the same keys in a page's URL (index.html?game=…), an embed's URL
// (embed.html?…&controls=…&autoplay=1) and a <grundy-explorer> element's attributes. Values are read leniently
// (anything malformed falls back to the default) and written back in a fixed order, leaving defaults out where the
// default would be chosen anyway.

import { VIEWS } from '../views/registry.js';

// The views registered (their code loads on first show), so a link may name any of them.
export const VIEW_IDS = VIEWS.map((v) => v.id);
export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8];
export const CONTROLS = ['full', 'player', 'none'];
// The panels an embed shows beside its view only when asked (panels="code patterns"): the mex view's C++ template,
// the table's two-heap heatmap, and the patterns found in a table or a grid with their check.
export const PANELS = ['code', 'pairs', 'patterns'];
// The view whose panel each is (the share menu offers a panel with its view).
export const PANEL_VIEWS = { code: ['mex'], pairs: ['table'], patterns: ['table', 'grid'] };
// An embed (embed.html, <grundy-explorer>) without `controls` is sized for a post: the view, the player, a caption.
export const EMBED_CONTROLS = 'player';
// The page's own bound on N (the core's is 2^24): 10^7 values are 40 MB on the page, and the table view stays fluid
// there (bench/page.mjs); a period proof may solve far longer tables in the worker (describeGame's maxProof).
export const MAX_N = 10000000;

export const DEFAULTS = {
  game: 'sub(1..3)', // the source notes' first example: one heap, take 1 to 3 stones
  position: null, // null = the game's own example (a heap of 5 for heap games)
  n: 6, // SG(0) … SG(5): the notes' first picture
  view: 'graph',
  state: null, // the focused state: a heap size (heap games) or a position (other families); null = the view's default
  step: null, // null = the view's default step (the start, except the table, which shows the whole computation)
  speed: 1,
  lang: null, // null = from the host (navigator.language for a page)
  theme: null, // null = from prefers-color-scheme
  grid: false, // the graph view shows the two-heap grid of the position's pair
  depth: null, // the graph of positions shows the positions at most this many moves away; null = all of them
  panels: null, // an embed's panels beside the view, space-separated (PANELS); the full page shows them all
  controls: 'full', // full: boxes, examples and player; player: the view, the player and a caption; none: the view
  autoplay: false,
  lesson: null, // a lesson's id (index.html?lesson=…)
  scene: 0, // the lesson's scene
  cards: null, // a Gambling Nim input (CF662A) for the basis view
  rules: null, // a rule text (the user's own game, see the core's rules language): defined before the game is read
};

const KEYS = ['lesson', 'scene', 'rules', 'game', 'position', 'n', 'view', 'state', 'step', 'speed', 'lang', 'theme', 'grid', 'depth', 'controls', 'panels', 'autoplay', 'cards'];

function int(text, min, max) {
  if (text === null || text === undefined || !/^\d+$/.test(String(text).trim())) return null;
  const v = Number(text);
  return v >= min && v <= max ? v : null;
}

/** The panels named in `text` ("code", "code, …"): the known ones, space-separated, or null for none. */
function panelsOf(text) {
  const names = String(text ?? '').split(/[\s,]+/).filter((p) => PANELS.includes(p));
  return names.length ? [...new Set(names)].join(' ') : null;
}

const flag = (v) => v === '' || v === '1' || v === 'true';

/** The state described by `get(key)` (URLSearchParams.get, or an element's getAttribute); `controls`: the host's
 * default (the page's is 'full', an embed's EMBED_CONTROLS). */
export function readState(get, { controls = DEFAULTS.controls } = {}) {
  const speed = Number(get('speed'));
  const pick = (key, allowed, fallback = DEFAULTS[key]) => (allowed.includes(get(key)) ? get(key) : fallback);
  // A link to a rule text without a game opens the game it defines, in the view its editor's Run picks and at the
  // size the core says its laws need (ownOpening), unless the link names them: the explorer names the game, the view
  // and N once the game is defined (null until then).
  const ownGame = Boolean(get('rules')) && get('game') === null;
  return {
    game: ownGame ? null : get('game') ?? DEFAULTS.game,
    position: get('position') ?? DEFAULTS.position,
    n: int(get('n'), 1, MAX_N) ?? (ownGame ? null : DEFAULTS.n),
    view: pick('view', VIEW_IDS, ownGame ? null : DEFAULTS.view),
    state: get('state') ?? null,
    step: int(get('step'), 0, 2 ** 31 - 1),
    speed: SPEEDS.includes(speed) ? speed : DEFAULTS.speed,
    lang: pick('lang', ['zh', 'en']),
    theme: pick('theme', ['light', 'dark']),
    grid: flag(get('grid')),
    // Any small count reads; the graph view keeps it within the deepest cut the core draws (describeGame).
    depth: int(get('depth'), 1, 99),
    controls: pick('controls', CONTROLS, controls),
    panels: panelsOf(get('panels')),
    autoplay: flag(get('autoplay')),
    lesson: get('lesson') ?? null,
    scene: int(get('scene'), 0, 99) ?? 0,
    cards: get('cards') ?? null,
    rules: get('rules') ?? null,
  };
}

/**
 * Where a user's game opens, from its definition (defineRules' info; null when the text is bad): where its laws
 * show, the table for one-number states, the grid for two, at the size the core says they need (`firstN`: the
 * table's length, the grid's side); else the page's default view and N.
 */
export function ownOpening(info) {
  const view = { 1: 'table', 2: 'grid' }[info?.arity] ?? DEFAULTS.view;
  return { view, n: info?.firstN ?? DEFAULTS.n };
}

/** Whether `raw`, given for `key`, is a value readState takes (otherwise it took the default). */
function accepted(key, raw) {
  switch (key) {
    case 'n': return int(raw, 1, MAX_N) !== null;
    case 'step': return int(raw, 0, 2 ** 31 - 1) !== null;
    case 'scene': return int(raw, 0, 99) !== null;
    case 'depth': return int(raw, 1, 99) !== null;
    case 'speed': return SPEEDS.includes(Number(raw));
    case 'view': return VIEW_IDS.includes(raw);
    case 'lang': return ['zh', 'en'].includes(raw);
    case 'theme': return ['light', 'dark'].includes(raw);
    case 'controls': return CONTROLS.includes(raw);
    case 'panels': return String(raw).split(/[\s,]+/).filter(Boolean).every((p) => PANELS.includes(p));
    case 'grid': case 'autoplay': return ['', '1', 'true', '0', 'false'].includes(raw);
    default: return true; // text (a game, a position, cards) is checked by the core, which says what is wrong
  }
}

/** The values `get` gives that readState could not take and replaced by the default, as "key=value" each, so the
 * page can say so rather than silently show something else. */
export function ignoredValues(get) {
  return KEYS.filter((key) => get(key) !== null && get(key) !== undefined && !accepted(key, get(key)))
    .map((key) => `${key}=${get(key)}`);
}

/** The state from a query string (`defaults` as for readState). */
export function stateFromSearch(search, defaults) {
  const q = new URLSearchParams(search);
  return readState((key) => q.get(key), defaults);
}

/** The query string for a state (without '?'): unset and default-only values are left out (`controls`: the
 * default of the host it is for). */
export function stateToSearch(state, { controls = DEFAULTS.controls } = {}) {
  const q = new URLSearchParams();
  for (const key of KEYS) {
    let v = state[key];
    if (key === 'grid' || key === 'autoplay') v = v ? 1 : null;
    if (key === 'controls' && v === controls) v = null;
    if (key === 'speed' && v === DEFAULTS.speed) v = null;
    if (key === 'scene' && (!state.lesson || !v)) v = null;
    if (v !== null && v !== undefined && v !== '') q.set(key, String(v));
  }
  return q.toString();
}
