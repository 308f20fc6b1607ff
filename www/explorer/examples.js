// The explorer's examples column: the presets (each a whole view) and the HDU 1524 import (every test case's queries,
// each with its answer). Each is given the explorer's root, its model (show.js viewModel) and its actions (actions.js
// controlActions), the one way they change what is shown.

import { PRESETS } from '../presets.js';
import { byRole } from './template.js';

/** The presets, in the model's language; a click opens one through `actions`. */
export function renderPresets(root, model, actions) {
  const items = PRESETS.map((p) => {
    const li = document.createElement('li');
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'preset';
    b.dataset.preset = p.id;
    const title = document.createElement('span');
    title.className = 'preset-title';
    title.textContent = p[model.lang];
    const note = document.createElement('span');
    note.className = 'preset-note';
    note.textContent = p.position.includes(':') ? p.position : `${p.game}: ${p.position}`;
    b.append(title, note);
    b.addEventListener('click', () => openPreset(root, actions, p));
    li.append(b);
    return li;
  });
  byRole(root, 'presets').replaceChildren(...items);
  markPreset(root, model);
}

function openPreset(root, actions, p) {
  actions.openExample({ game: p.game, position: p.position, n: p.n, view: p.view, step: p.step ?? null });
  bringViewIntoSight(root);
}

/** The view an example opens, brought on screen when it is not (on a phone the examples are far below it). */
function bringViewIntoSight(root) {
  const stage = byRole(root, 'stage').getBoundingClientRect();
  if (stage.top >= 0 && stage.top < innerHeight / 2) return;
  const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
  byRole(root, 'tabs').scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
}

/** The preset that matches what the model shows is marked. */
export function markPreset(root, model) {
  const { state } = model;
  for (const b of root.querySelectorAll('.preset')) {
    const p = PRESETS.find((x) => x.id === b.dataset.preset);
    const position = state.position ?? model.info?.example;
    const current = p.game === state.game && p.position === position && p.n === state.n;
    if (current) b.setAttribute('aria-current', 'true'); else b.removeAttribute('aria-current');
  }
}

/** HDU 1524 input → one button per query of every test case, with the problem's answer (the core parses and
 * answers it); a button opens its case's graph with the query's tokens. */
export async function importHdu(root, model, actions) {
  const $ = (role) => byRole(root, role);
  let result;
  try {
    result = await actions.run('importHdu1524', [$('import-text').value]);
    $('import-error').textContent = '';
  } catch (e) {
    if (e.name === 'AbortError') return;
    $('import-error').textContent = actions.errorText(e);
    return;
  }
  const openQuery = (game, tokens) => actions.openExample({ game, position: tokens.join(' '), view: 'xor', step: 0 });
  const items = [];
  result.cases.forEach((c, k) => {
    if (result.cases.length > 1) {
      const head = document.createElement('li');
      head.className = 'import-case';
      head.textContent = model.t('importCase', { k: k + 1 });
      items.push(head);
    }
    c.queries.forEach((tokens, i) => {
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.answer = c.answers[i];
      b.textContent = model.t('importQuery', { tokens: tokens.join(' '), answer: c.answers[i] });
      b.addEventListener('click', () => openQuery(c.game, tokens));
      li.append(b);
      items.push(li);
    });
  });
  $('import-queries').replaceChildren(...items);
  openQuery(result.game, result.queries[0] ?? [0]);
}
