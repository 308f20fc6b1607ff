// What the pattern finder found, as a list of sentences (in the explorer's language) with a "highlight" button for
// each pattern that is about some cells: shared by the table view (a game's G(n), every pattern offered: the core's
// prediction says which cells, views/law-check.js) and the grid view (G(x, y): a law of P-positions as the core's
// verdicts say, law-check.js's compareGrid; the rows, columns and states a pattern lists, patternCells). The laws
// come first (the core marks each: `isLaw`), each with a "Copy C++" button (the function the CLI's `grundy pattern
// --cpp` writes, asked of the core when clicked); the laws a longer table broke fold under one line. Which pattern is
// lit is kept on the panel (its own business, not the explorer's state).

import { patternText, patternCells } from '../i18n/patterns.js';

/** The patterns' section with its heading, empty. */
function headed(t) {
  const section = document.createElement('section');
  section.className = 'patterns';
  const h = document.createElement('h3');
  h.textContent = t('patternsHead');
  section.append(h);
  return section;
}

/** The section while the finder is still looking: its heading, and a line that says so. */
export function lookingSection(t) {
  const section = headed(t);
  const p = document.createElement('p');
  p.className = 'patterns-looking';
  p.textContent = t('patternsLooking');
  section.append(p);
  return section;
}

/**
 * The section listing `patterns`; `onToggle()` after the lit pattern changed (read it with `litPattern` or
 * `litIndex`); `offers(p, i)`: whether pattern p, the i-th, gets a highlight button; `cpp()`: a promise of the C++ of
 * the laws (null: no Copy C++ button).
 */
export function patternSection(panel, patterns, t, n, onToggle, offers = (p) => patternCells(p) !== null, cpp = null) {
  const section = headed(t);
  const item = (p, i) => {
    const li = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = patternText(p, t);
    li.append(text);
    if (offers(p, i)) {
      const toggle = document.createElement('button');
      toggle.type = 'button';
      toggle.className = 'pattern-toggle';
      toggle.dataset.pattern = String(i);
      toggle.setAttribute('aria-pressed', String(panel.dataset.highlight === String(i)));
      toggle.textContent = t('patternShow');
      toggle.addEventListener('click', () => {
        panel.dataset.highlight = panel.dataset.highlight === String(i) ? '' : String(i);
        for (const b of section.querySelectorAll('.pattern-toggle')) {
          b.setAttribute('aria-pressed', String(b.dataset.pattern === panel.dataset.highlight));
        }
        onToggle();
      });
      li.append(' ', toggle);
    }
    if (cpp && p.isLaw) li.append(' ', copyButton(cpp, t));
    return li;
  };
  const indexed = patterns.map((p, i) => [p, i]);
  const broken = indexed.filter(([p]) => p.kind === 'broken');
  // The laws, then what is not one (the P-positions listed, what was tried), in the finder's order within each.
  const shown = [...indexed.filter(([p]) => p.isLaw), ...indexed.filter(([p]) => !p.isLaw && p.kind !== 'broken')];
  const list = document.createElement('ul');
  list.className = 'pattern-list';
  for (const [p, i] of shown) list.append(item(p, i));
  if (!patterns.length) {
    const li = document.createElement('li');
    li.textContent = t('patternsNone', { n });
    list.append(li);
  }
  section.append(list);
  if (broken.length) {
    // "4 apparent periods broke": open it to read where each held and broke.
    const fold = document.createElement('details');
    fold.className = 'patterns-broken';
    const summary = document.createElement('summary');
    const periods = broken.every(([p]) => p.law?.kind === 'period' || p.law?.kind === 'rowPeriod' || p.law?.kind === 'columnPeriod');
    const count = broken.length;
    summary.textContent = t(`patternsBroken.${periods ? 'periods' : 'laws'}${count === 1 ? 'One' : ''}`, { count });
    const inner = document.createElement('ul');
    inner.className = 'pattern-list';
    for (const [p, i] of broken) inner.append(item(p, i));
    fold.append(summary, inner);
    section.append(fold);
  }
  return section;
}

/** A "Copy C++" button: puts the laws' C++ function (`cpp()`, asked of the core when clicked) on the clipboard and
 * says so, or says why not. The clipboard is written with a promise of the text, so the click's permission holds
 * while the core works. */
function copyButton(cpp, t) {
  const b = document.createElement('button');
  b.type = 'button';
  b.className = 'pattern-cpp';
  b.textContent = t('patternCopyCpp');
  b.title = t('patternCopyCppTitle');
  b.addEventListener('click', async () => {
    b.textContent = t('patternCopyCppWait');
    const text = cpp();
    try {
      if (globalThis.ClipboardItem && navigator.clipboard?.write) {
        const blob = text.then((s) => new Blob([s], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      b.textContent = t('patternCopiedCpp');
      b.dataset.copied = 'true';
    } catch (e) {
      // The core's refusal, or a page without the clipboard: the button says so; the function stays one click away.
      b.textContent = t('patternCopyCppFailed');
      b.dataset.copied = 'false';
      b.title = e?.message ?? String(e);
    }
  });
  return b;
}

/** The C++ of the laws of `game` in its table of n (a grid of side n), from the core (patternCpp, in the worker
 * when long), kept with the model's answers: a function giving a promise of the text, for patternSection's `cpp`. */
export function cppOf(actions, game, n) {
  return () => actions.ask('patternCpp', [game, n]).then((a) => {
    if (a.error) throw a.error;
    return a.value;
  });
}

/** The index of the lit pattern, or null when none is lit. */
export function litIndex(panel) {
  const i = panel.dataset.highlight;
  return i === undefined || i === '' ? null : Number(i);
}

/** The cells of the lit pattern: `(n)` or `(x, y)` → whether it is one of them; null when none is lit. */
export function litPattern(panel, patterns) {
  const i = litIndex(panel);
  if (i === null) return null;
  const p = patterns[i];
  return p ? patternCells(p) : null;
}
