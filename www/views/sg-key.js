// The colour key of a picture coloured by SG value (the 打表 grid, the two-heap heatmap): one chip per value from 0
// to the largest shown (at most 16 chips), 0 marked as the P-positions. Shared by views; draws, changes nothing.

import { sgColor, sgRgb } from './colours.js';

const CHIPS = 16;

/** Black or white, whichever reads better on sgColor(g) (WCAG relative luminance). */
function inkFor(g) {
  const [r, gg, b] = sgRgb(g).map((c) => {
    const x = c / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  });
  const lum = 0.2126 * r + 0.7152 * gg + 0.0722 * b;
  return (lum + 0.05) / 0.05 >= 1.05 / (lum + 0.05) ? '#000000' : '#ffffff';
}

/** A `<p class="grid-key">` with `label` then the chips of values 0 … max; `pLabel` is the title of 0's chip. */
export function sgKey(label, pLabel, max) {
  const key = document.createElement('p');
  key.className = 'grid-key';
  key.append(label, ' ');
  for (let g = 0; g <= Math.min(max, CHIPS - 1); g++) {
    const chip = document.createElement('span');
    chip.className = 'grid-chip';
    chip.style.setProperty('--sg', sgColor(g));
    if (g !== 0) chip.style.color = inkFor(g);
    chip.dataset.kind = g === 0 ? 'P' : 'N';
    chip.textContent = String(g);
    chip.title = g === 0 ? pLabel : `G = ${g}`;
    key.append(chip);
  }
  if (max >= CHIPS) key.append(' …');
  return key;
}
