// The explorer's controls wired to it, once (Explorer's constructor): the boxes (game, position, N) as they are
// typed, the menus, the copy and export buttons, Cancel, the view tabs and the player's keys. Each handler changes the
// explorer through its actions (actions.js controlActions) and reads what is shown from the model they give.

import { core } from '../core/wasm.js';
import { loadViewWords } from '../i18n/i18n.js';
import { maxN } from './load.js';
import { MAX_N } from './state.js';
import { byRole } from './template.js';

/** Wires the controls of the explorer at `root` to it: `controls` are its actions (actions.js controlActions), the
 * only way these handlers change it; `foldBoxes`: the host folds the game boxes on a phone. */
export function wireExplorer(root, controls, { foldBoxes = false } = {}) {
  const $ = (role) => byRole(root, role);
  const now = () => controls.now();
  const reload = debounce(() => controls.load(), 150);
  $('game').addEventListener('input', () => {
    controls.note({ game: $('game').value });
    // The error (or its absence) shows as you type; the model follows once typing pauses.
    try {
      core.describeGame($('game').value);
      $('game-error').textContent = '';
      reload();
    } catch (e) {
      if (e.code === 'NotInFirstView') { // a game; the load waits for the whole engine (describe)
        $('game-error').textContent = '';
        reload();
        return;
      }
      reload.cancel(); // the last good keystroke's load must not land after this refusal
      $('game-error').textContent = controls.errorText(e);
      controls.changed();
    }
  });
  const positionChanged = debounce(() => controls.updatePosition(), 150);
  $('position').addEventListener('input', () => {
    controls.note({ position: $('position').value });
    positionChanged();
  });
  $('n').addEventListener('input', () => {
    const text = $('n').value.trim();
    const n = Number(text);
    const m = now();
    // N out of range is refused with its limits, never silently capped.
    if (!/^\d+$/.test(text) || n < 1 || n > maxN(m.info, MAX_N)) {
      reload.cancel(); // a refused N loads nothing, not the previous keystroke's N
      if (m.info) controls.note({ n: m.n });
      $('n-error').textContent = m.t('badN', { max: maxN(m.info, MAX_N) });
      controls.changed();
      return;
    }
    $('n-error').textContent = '';
    controls.note({ n });
    reload();
  });
  // N grown while it was being typed (see showN): the box says the N drawn once the user leaves it.
  $('n').addEventListener('blur', () => {
    if (!$('n-error').textContent) $('n').value = String(now().state.n);
  });
  $('controls').addEventListener('submit', (e) => e.preventDefault());
  root.querySelector('.share-menu').addEventListener('toggle', (e) => { if (e.target.open) showMenu(root, controls, 'renderShare'); });
  $('share-options').addEventListener('change', () => showMenu(root, controls, 'renderShare', false));
  root.querySelector('.help-menu').addEventListener('toggle', (e) => { if (e.target.open) showMenu(root, controls, 'renderHelp'); });
  root.querySelector('.export-menu').addEventListener('toggle', (e) => {
    if (e.target.open) openMenu(root, controls, 'renderExport');
  });
  for (const b of root.querySelectorAll('[data-copy]')) {
    b.addEventListener('click', async () => {
      const box = $(b.dataset.copy);
      box.select();
      try {
        await navigator.clipboard.writeText(box.value);
        $('share-note').textContent = now().t('copied');
      } catch {
        $('share-note').textContent = now().t('copyFailed');
      }
    });
  }
  for (const b of root.querySelectorAll('[data-export]')) {
    b.addEventListener('click', () => openMenu(root, controls, 'exportAs', b.dataset.export));
  }
  $('cancel').addEventListener('click', () => controls.cancel());
  // Tabs: click, or ← → while a tab has focus (the WAI-ARIA tabs pattern, activating the tab); elsewhere the arrows
  // step the player, and Home / End go to the timeline's ends everywhere.
  const tabs = [...root.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      if (now().info) controls.show(tab.dataset.view);
    });
    tab.addEventListener('keydown', (e) => {
      const i = tabs.indexOf(tab);
      const to = { ArrowRight: i + 1, ArrowLeft: i - 1 }[e.key];
      if (to === undefined) return;
      e.preventDefault();
      e.stopPropagation();
      const next = tabs[(to + tabs.length) % tabs.length];
      next.focus();
      next.click();
    });
  }
  // The player's keys only while this explorer has focus: the listener is on its root, not the document.
  root.addEventListener('keydown', (e) => controls.key(e));
  if (!root.hasAttribute('tabindex')) root.tabIndex = -1;
  // On a phone a host may fold the game boxes into their line (summary.js renderBoxesLine), which opens them; on a
  // wider screen they are always open (the line is not shown there, full.css).
  const phone = globalThis.matchMedia?.('(max-width: 40rem)');
  const place = () => { $('boxes').open = !(foldBoxes && phone?.matches); };
  place();
  phone?.addEventListener?.('change', place);
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => controls.theme());
  // An embed's room for its tallest step is measured again when its width changes (its lines wrap elsewhere).
  let width = 0;
  new ResizeObserver(([entry]) => {
    const w = Math.round(entry.contentRect.width);
    if (w === width) return;
    width = w;
    requestAnimationFrame(() => controls.reserve());
  }).observe(root);
}

/** Runs `name(root, model, controls, …args)` of menus.js (export), loaded the first time a menu opens (the help,
 * share and export menus are not part of the first view); a failure shows as any other. */
export function openMenu(root, controls, name, ...args) {
  return Promise.all([import('./menus.js'), loadViewWords(controls.now().lang)])
    .then(([m]) => m[name](root, controls.now(), controls, ...args)).catch((e) => controls.fail(e));
}

/** Shows menu `name` of menus.js that draws from the model alone (help, share), with `args`. */
export function showMenu(root, controls, name, ...args) {
  return Promise.all([import('./menus.js'), loadViewWords(controls.now().lang)])
    .then(([m]) => m[name](root, controls.now(), ...args)).catch((e) => controls.fail(e));
}

/** `fn` once calls pause for `ms`; `.cancel()` drops a call still waiting. */
function debounce(fn, ms) {
  let timer = null;
  const call = () => {
    clearTimeout(timer);
    timer = setTimeout(fn, ms);
  };
  call.cancel = () => clearTimeout(timer);
  return call;
}
