// What the views drawn from one core trace share (tree, every): the panel shows the view's drawing as SVG, or the
// trace's error in words. A helper, not a view.
import { toSvg, colours } from '../export.js';

/** Draws `view.drawing(…)` at `step` into `panel`, once the trace `answer` (from `ex.known`) has come. */
export function drawnFrame(view, panel, ex, step, answer) {
  if (!answer || answer.error) {
    panel.textContent = answer?.error ? ex.errorText(answer.error) : '';
    return;
  }
  const d = view.drawing(panel, ex, step, colours(ex.root));
  panel.innerHTML = `<div class="tree-box">${toSvg(d)}</div>`;
}
