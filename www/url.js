// The URL holds the whole view, so reload or a shared link restores it exactly:
// ?game=…&position=…&n=…&view=…&state=…&step=…&speed=…&lang=…&theme=…&grid=1
// Values are read leniently (anything malformed falls back to the default) and written with replaceState.

export const VIEWS = ['graph', 'mex', 'xor', 'table'];
export const SPEEDS = [0.25, 0.5, 1, 2, 4, 8];
export const MAX_N = 1000000;

export const DEFAULTS = {
  game: 'sub(1..3)', // the source notes' first example: one heap, take 1 to 3 stones
  position: '5',
  n: 20,
  view: 'graph',
  state: null, // the state the mex view explains; null = the first heap of the position
  step: null, // null = the view's default step
  speed: 1,
  lang: null, // null = from navigator.language
  theme: null, // null = from prefers-color-scheme
  grid: false, // the graph view shows the two-heap grid of the position's pair
};

function int(text, min, max) {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const v = Number(text);
  return v >= min && v <= max ? v : null;
}

/** The view described by a query string. */
export function readUrl(search = location.search) {
  const q = new URLSearchParams(search);
  const speed = Number(q.get('speed'));
  return {
    game: q.get('game') ?? DEFAULTS.game,
    position: q.get('position') ?? DEFAULTS.position,
    n: int(q.get('n'), 1, MAX_N) ?? DEFAULTS.n,
    view: VIEWS.includes(q.get('view')) ? q.get('view') : DEFAULTS.view,
    state: int(q.get('state'), 0, 2 ** 31 - 1),
    step: int(q.get('step'), 0, 2 ** 31 - 1),
    speed: SPEEDS.includes(speed) ? speed : DEFAULTS.speed,
    lang: ['zh', 'en'].includes(q.get('lang')) ? q.get('lang') : null,
    theme: ['light', 'dark'].includes(q.get('theme')) ? q.get('theme') : null,
    grid: q.get('grid') === '1',
  };
}

/** Writes the view into the address bar without adding history entries. Unset values are left out. */
export function writeUrl(view) {
  const q = new URLSearchParams();
  for (const key of ['game', 'position', 'n', 'view', 'state', 'step', 'speed', 'lang', 'theme', 'grid']) {
    const v = key === 'grid' ? (view.grid ? 1 : null) : view[key];
    if (v !== null && v !== undefined && v !== '') q.set(key, String(v));
  }
  const next = `?${q}`;
  if (next !== location.search) history.replaceState(null, '', next);
}
