// What the views drawn from one core trace share (tree, every): the panel shows the view's drawing as SVG, or the
// trace's error in words. A helper, not a view.
import { toSvg, colours } from '../drawing.js';

/** Pixels a line of text takes at 13 px (about 8 a Latin character, 14 a Chinese one), with a margin: what a
 * drawing must be wide enough for. */
export const textWidth = (s) => [...s].reduce((w, ch) => w + (ch.charCodeAt(0) > 255 ? 14 : 8), 20);

/** `s` cut to fit `width` pixels (with an ellipsis): a long position in a title must not make a small drawing wide,
 * which would shrink it on a phone. */
export function fitText(s, width) {
  if (textWidth(s) <= width) return s;
  const chars = [...s];
  while (chars.length && textWidth(`${chars.join('')}…`) > width) chars.pop();
  return `${chars.join('')}…`;
}

/** `s` broken into lines of at most `width` pixels: between words, or between any two Chinese characters; a word
 * longer than a line is cut (fitText). For a sentence under a drawing that must stay a phone's width. */
export function wrapText(s, width) {
  const pieces = s.match(/[\u2e80-\u9fff\uff00-\uffef][，。：；、）]?|[^\s\u2e80-\u9fff\uff00-\uffef]+\s*|\s+/g) ?? [];
  const lines = [];
  let line = '';
  for (const piece of pieces) {
    if (line && textWidth((line + piece).trimEnd()) > width) {
      lines.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim()) lines.push(line.trimEnd());
  return lines.map((l) => fitText(l, width));
}

const WIDE = 1800; // px: wider drawings scroll instead of shrinking

/** Draws `view.drawing(…)` at `step` into `panel`, once the trace `answer` (from `model.answers`) has come. */
export function drawnFrame(view, panel, model, step, answer) {
  if (!answer || answer.error) {
    panel.textContent = answer?.error ? model.errorText(answer.error) : '';
    return;
  }
  const d = view.drawing(model, step, colours(panel));
  // A drawing that shrinking to the panel would make unreadable (a picture of hundreds of edges) keeps its size and
  // scrolls in its box.
  panel.innerHTML = `<div class="tree-box${d.width > WIDE ? ' wide' : ''}">${toSvg(d)}</div>`;
}
