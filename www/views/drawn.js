// What the views drawn from one core trace share (tree, every): the panel shows the view's drawing as SVG, or the
// trace's error in words. A helper, not a view.
import { toSvg, colours } from '../export.js';

/** Pixels a line of text takes at 13 px (about 8 a Latin character, 14 a Chinese one), with a margin: what a
 * drawing must be wide enough for. */
export const textWidth = (s) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 255 ? 14 : 8), 20);

/** Draws `view.drawing(…)` at `step` into `panel`, once the trace `answer` (from `ex.known`) has come. */
export function drawnFrame(view, panel, ex, step, answer) {
  if (!answer || answer.error) {
    panel.textContent = answer?.error ? ex.errorText(answer.error) : '';
    return;
  }
  const d = view.drawing(panel, ex, step, colours(ex.root));
  panel.innerHTML = `<div class="tree-box">${toSvg(d)}</div>`;
}
