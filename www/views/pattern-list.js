// What the pattern finder found, as a list of sentences (in the explorer's language) with a "highlight" button for
// each pattern that is about some cells: shared by the table view (a game's G(n), every pattern offered: the core's
// prediction says which cells, views/law-check.js) and the grid view (G(x, y): a law of P-positions as the core's
// verdicts say, law-check.js's compareGrid; the rows, columns and states a pattern lists, patternCells). Which
// pattern is lit is kept on the panel (its own business, not the explorer's state).

import { patternText, patternCells } from '../i18n/patterns.js';

/** The section listing `patterns`; `onToggle()` after the lit pattern changed (read it with `litPattern` or
 * `litIndex`); `offers(p, i)`: whether pattern p, the i-th, gets a highlight button. */
export function patternSection(panel, patterns, t, n, onToggle, offers = (p) => patternCells(p) !== null) {
  const section = document.createElement('section');
  section.className = 'patterns';
  const h = document.createElement('h3');
  h.textContent = t('patternsHead');
  const list = document.createElement('ul');
  list.className = 'pattern-list';
  patterns.forEach((p, i) => {
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
    list.append(li);
  });
  if (!patterns.length) {
    const li = document.createElement('li');
    li.textContent = t('patternsNone', { n });
    list.append(li);
  }
  section.append(h, list);
  return section;
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
