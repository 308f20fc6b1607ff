// The explorer's controls wired to it, once (Explorer's constructor): the boxes (game, position, N) as they are
// typed, the menus, the copy and export buttons, Cancel, the view tabs and the player's keys; and the full controls'
// code (the examples column, the rules editor) once it has loaded (Explorer's applyControls).

import { core } from '../core/wasm.js';
import { loadViewWords } from '../i18n/i18n.js';
import { maxN } from './load.js';
import { MAX_N } from './state.js';
import { reserveHeight } from './reserve.js';

/** Wires the controls of explorer `ex` (explorer.js) to it. */
export function wireExplorer(ex) {
  const reload = debounce(() => ex.load({ keepState: false }).catch((e) => ex.showFailure(e)), 150);
  ex.$('game').addEventListener('input', () => {
    ex.state.game = ex.$('game').value;
    // The error (or its absence) shows as you type; the model follows once typing pauses.
    try {
      core.describeGame(ex.state.game);
      ex.$('game-error').textContent = '';
      reload();
    } catch (e) {
      if (e.code === 'NotInFirstView') { // a game; the load waits for the whole engine (describe)
        ex.$('game-error').textContent = '';
        reload();
        return;
      }
      reload.cancel(); // the last good keystroke's load must not land after this refusal
      ex.$('game-error').textContent = ex.errorText(e);
      ex.changed();
    }
  });
  const positionChanged = debounce(() => ex.updatePosition().catch((e) => ex.showFailure(e)), 150);
  ex.$('position').addEventListener('input', () => {
    ex.state.position = ex.$('position').value;
    positionChanged();
  });
  ex.$('n').addEventListener('input', () => {
    const text = ex.$('n').value.trim();
    const n = Number(text);
    // N out of range is refused with its limits, never silently capped.
    if (!/^\d+$/.test(text) || n < 1 || n > maxN(ex.model?.info, MAX_N)) {
      reload.cancel(); // a refused N loads nothing, not the previous keystroke's N
      if (ex.model) ex.state.n = ex.model.n;
      ex.$('n-error').textContent = ex.t('badN', { max: maxN(ex.model?.info, MAX_N) });
      ex.changed();
      return;
    }
    ex.$('n-error').textContent = '';
    ex.state.n = n;
    reload();
  });
  // N grown while it was being typed (see showN): the box says the N drawn once the user leaves it.
  ex.$('n').addEventListener('blur', () => {
    if (!ex.$('n-error').textContent) ex.$('n').value = String(ex.state.n);
  });
  ex.$('controls').addEventListener('submit', (e) => e.preventDefault());
  ex.root.querySelector('.share-menu').addEventListener('toggle', (e) => { if (e.target.open) showMenu(ex, 'renderShare'); });
  ex.$('share-options').addEventListener('change', () => showMenu(ex, 'renderShare', false));
  ex.root.querySelector('.help-menu').addEventListener('toggle', (e) => { if (e.target.open) showMenu(ex, 'renderHelp'); });
  ex.root.querySelector('.export-menu').addEventListener('toggle', (e) => {
    if (e.target.open) openMenu(ex, 'renderExport');
  });
  for (const b of ex.root.querySelectorAll('[data-copy]')) {
    b.addEventListener('click', async () => {
      const box = ex.$(b.dataset.copy);
      box.select();
      try {
        await navigator.clipboard.writeText(box.value);
        ex.$('share-note').textContent = ex.t('copied');
      } catch {
        ex.$('share-note').textContent = ex.t('copyFailed');
      }
    });
  }
  for (const b of ex.root.querySelectorAll('[data-export]')) {
    b.addEventListener('click', () => openMenu(ex, 'exportAs', b.dataset.export));
  }
  ex.$('cancel').addEventListener('click', () => ex.bridge.cancel());
  // Tabs: click, or ← → while a tab has focus (the WAI-ARIA tabs pattern, activating the tab); elsewhere the arrows
  // step the player, and Home / End go to the timeline's ends everywhere.
  const tabs = [...ex.root.querySelectorAll('[role="tab"]')];
  for (const tab of tabs) {
    tab.addEventListener('click', () => {
      if (ex.model) ex.switchView(tab.dataset.view).catch((e) => ex.showFailure(e));
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
  ex.root.addEventListener('keydown', (e) => {
    // A key for the player while a view is being switched to (its code loading) is the new view's: a tab clicked,
    // then End, goes to the end of the view clicked.
    if (ex.switching && ex.player.takes(e)) {
      e.preventDefault();
      const { key } = e;
      ex.switching.then(() => ex.player.keydown({ key, preventDefault() {} }));
      return;
    }
    ex.player.keydown(e);
  });
  if (!ex.root.hasAttribute('tabindex')) ex.root.tabIndex = -1;
  // On a phone a host may fold the game boxes into their line (summary.js renderBoxesLine), which opens them; on a
  // wider screen they are always open (the line is not shown there, full.css).
  const phone = globalThis.matchMedia?.('(max-width: 40rem)');
  const place = () => { ex.$('boxes').open = !(ex.foldBoxes && phone?.matches); };
  place();
  phone?.addEventListener?.('change', place);
  globalThis.matchMedia?.('(prefers-color-scheme: dark)').addEventListener?.('change', () => ex.applyTheme());
  // An embed's room for its tallest step is measured again when its width changes (its lines wrap elsewhere).
  let width = 0;
  new ResizeObserver(([entry]) => {
    const now = Math.round(entry.contentRect.width);
    if (now === width) return;
    width = now;
    requestAnimationFrame(() => reserveHeight(ex));
  }).observe(ex.root);
}

/** Runs `name(ex, …args)` of menus.js (export), loaded the first time a menu opens (the help, share and export menus are not
 * part of the first view); a failure shows as any other. */
export function openMenu(ex, name, ...args) {
  return Promise.all([import('./menus.js'), loadViewWords(ex.lang)])
    .then(([m]) => m[name](ex, ...args)).catch((e) => ex.showFailure(e));
}

/** Shows menu `name` of menus.js that draws from the model alone (help, share), with `args`. */
export function showMenu(ex, name, ...args) {
  return Promise.all([import('./menus.js'), loadViewWords(ex.lang)])
    .then(([m]) => m[name](ex.root, ex.viewModel(), ...args)).catch((e) => ex.showFailure(e));
}

/** Wires the full controls' code (`{ examples, rules }`: examples.js, rules-editor.js) to explorer `ex`, once, when
 * its controls are first full: the rules editor, the HDU import and the examples column. */
export function wireFullControls(ex, { examples, rules }) {
  rules.wireRules(ex);
  ex.$('import').addEventListener('click', () => examples.importHdu(ex).catch((e) => ex.showFailure(e)));
  examples.renderPresets(ex);
  rules.renderRules(ex);
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
