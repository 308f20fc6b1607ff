// The explorer's examples column: the presets (each a whole view) and the HDU 1524 import (every test case's queries,
// each with its answer). Functions of the explorer (`ex`).

import { PRESETS } from '../presets.js';

export function renderPresets(ex) {
  const items = PRESETS.map((p) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'preset';
    b.dataset.preset = p.id;
    const title = document.createElement('span');
    title.className = 'preset-title';
    title.textContent = p[ex.lang];
    const note = document.createElement('span');
    note.className = 'preset-note';
    note.textContent = p.position.includes(':') ? p.position : `${p.game}: ${p.position}`;
    b.append(title, note);
    b.addEventListener('click', () => openPreset(ex, p));
    li.append(b);
    return li;
  });
  ex.$('presets').replaceChildren(...items);
  markPreset(ex);
}

export function openPreset(ex, p) {
  Object.assign(ex.state, { game: p.game, position: p.position, n: p.n, view: p.view, state: null, step: null });
  ex.$('game').value = p.game;
  ex.$('position').value = p.position;
  ex.$('n').value = String(p.n);
  ex.load({ step: p.step ?? null }).catch((e) => ex.showFailure(e));
  bringViewIntoSight(ex);
}

/** The view an example opens, brought on screen when it is not (on a phone the examples are far below it). */
function bringViewIntoSight(ex) {
  const stage = ex.$('stage').getBoundingClientRect();
  if (stage.top >= 0 && stage.top < innerHeight / 2) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  ex.$('tabs').scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** The preset that matches what is on screen is marked. */
export function markPreset(ex) {
  for (const b of ex.root.querySelectorAll('.preset')) {
    const p = PRESETS.find((x) => x.id === b.dataset.preset);
    const position = ex.state.position ?? ex.model?.info?.example;
    const current = p.game === ex.state.game && p.position === position && p.n === ex.state.n;
    if (current) b.setAttribute('aria-current', 'true'); else b.removeAttribute('aria-current');
  }
}

/** HDU 1524 input → one button per query of every test case, with the problem's answer (the core parses and
 * answers it); a button opens its case's graph with the query's tokens. */
export async function importHdu(ex) {
  let result;
  try {
    result = await ex.bridge.run('importHdu1524', [ex.$('import-text').value]);
    ex.$('import-error').textContent = '';
  } catch (e) {
    if (e.name === 'AbortError') return;
    ex.$('import-error').textContent = ex.errorText(e);
    return;
  }
  const openQuery = (game, tokens) => {
    Object.assign(ex.state, { game, position: tokens.join(' '), view: 'xor', state: null, step: null });
    ex.$('game').value = game;
    ex.$('position').value = ex.state.position;
    ex.load({ step: 0 }).catch((e) => ex.showFailure(e));
  };
  const items = [];
  result.cases.forEach((c, k) => {
    if (result.cases.length > 1) {
      const head = document.createElement('li');
      head.className = 'import-case';
      head.textContent = ex.t('importCase', { k: k + 1 });
      items.push(head);
    }
    c.queries.forEach((tokens, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.answer = c.answers[i];
      b.textContent = ex.t('importQuery', { tokens: tokens.join(' '), answer: c.answers[i] });
      b.addEventListener('click', () => openQuery(c.game, tokens));
      li.append(b);
      items.push(li);
    });
  });
  ex.$('import-queries').replaceChildren(...items);
  openQuery(result.game, result.queries[0] ?? [0]);
}
