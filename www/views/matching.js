// The matching view (geography, 二分图博弈): the graph (on a circle; a board as its grid, walls dark) with the
// vertices the token left greyed, then a maximum matching M of what is left, then the proof for the token: take its
// vertex away with its edge, and search from its partner for an augmenting path. None: every matching without the
// token is smaller, so every maximum matching covers it. One: the path where M and the new matching differ runs
// from the token to a vertex M misses, and swapping along it gives a maximum matching that misses the token. Then the
// vertices every maximum matching covers (from each, the player to move would win), then the verdict: covered, so
// the player to move wins along its matching edge; missed, so the other player answers every move along the
// matching. The numbers are the core's (theoryTrace); a vertex's title names its partner (hover it).

import { drawing as newDrawing } from '../drawing.js';
import { drawnFrame, fitText, wrapText } from './drawn.js';
import { walkLayout, drawWalk } from './walk-drawing.js';

const traceOf = (model) => (model.position ? model.answers.get('theoryTrace', [model.position]) : null);

/** The steps: the graph, the matching, the token taken away, the search's answer, the covered vertices, the
 * verdict. */
const STEPS = 6;
const PROOF = 2; // the token taken away
const FOUND = 3; // the matching without it, and the path
const LIT = 4;
const VERDICT = 5;
const SAID = 5; // lines of text under the drawing: a sentence's head, then its rest wrapped
const SAID_HEIGHT = 20 * SAID + 16;

/** The drawing of trace `t` at `step`: a pure function of its arguments. */
export function matchingDrawing(t, step, c, words) {
  const at = walkLayout(t.vertices, t.board, SAID_HEIGHT);
  const d = newDrawing(at.width, at.height, c.bg);
  d.items.push({ kind: 'text', x: 10, y: 14, text: fitText(words.title, at.width - 10), size: 13, bold: true, fill: c.fg });
  // The proof's steps show the token's vertex taken away; the matching drawn is M, less the token's edge at PROOF,
  // the matching without the token at FOUND.
  const proof = step === PROOF || step === FOUND;
  // After the proof, a lost position shows the matching swapped along the path: one that misses the token, which the
  // verdict names.
  const pathEdges = t.path.slice(1).map((v, i) => `${Math.min(v, t.path[i])}-${Math.max(v, t.path[i])}`);
  const swapped = step > FOUND && pathEdges.length
    ? [...t.matching.filter(([a, b]) => !pathEdges.includes(`${a}-${b}`)),
      ...t.path.slice(1).flatMap((v, i) => (i % 2 === 1 ? [[Math.min(v, t.path[i]), Math.max(v, t.path[i])]] : []))]
    : t.matching;
  const shown = step === FOUND ? t.without : swapped;
  const matched = new Set(shown.map(([a, b]) => `${a}-${b}`));
  const touchesToken = (a, b) => a === t.token || b === t.token;
  // The theorem's move, once the verdict is said.
  const under = [];
  if (step >= VERDICT && t.wins && t.partner !== null) {
    const [a, b] = [at.points[t.token], at.points[t.partner]];
    under.push({ kind: 'path', x1: a.x, y1: a.y, cx: (a.x + b.x) / 2, cy: (a.y + b.y) / 2, x2: b.x, y2: b.y, stroke: c.n, width: 3, arrow: true });
  }
  drawWalk(d, t, at, c, {
    under,
    edge: (a, b, gone) => {
      const inMatching = step >= 1 && matched.has(`${a}-${b}`) && !(step === PROOF && touchesToken(a, b));
      // The path where the two matchings differ, dashed over its edges: swap along it.
      const over = step === FOUND && pathEdges.includes(`${a}-${b}`) ? [{ stroke: c.n, width: 2, dash: [6, 4] }] : [];
      if (inMatching) return { stroke: c.accent, width: 5, over };
      if (gone || (proof && touchesToken(a, b))) return { stroke: c.line, width: 1, over };
      return { over };
    },
    vertex: (v, out) => {
      const gone = out || (proof && v === t.token);
      return {
        fill: gone ? c.line : step >= LIT ? (t.covered[v] ? c.n : c.p) : c.bg,
        // In the proof, the partner is where the search starts: ringed.
        ring: v === t.token || (proof && v === t.partner),
        text: step >= LIT && !gone ? c.bg : c.fg,
      };
    },
  });
  const said = step >= VERDICT ? words.verdict : proof ? words.proof[step - PROOF] : null;
  if (said) {
    // Its head up to the colon, then the rest wrapped: the drawing stays as narrow as the graph, for a phone.
    const m = /^(.*?[:：])\s*(.*)$/.exec(said);
    const lines = (m ? [fitText(m[1], at.width - 10), ...wrapText(m[2], at.width - 10)] : wrapText(said, at.width - 10)).slice(0, SAID);
    lines.forEach((line, i) => {
      d.items.push({ kind: 'text', x: at.width / 2, y: at.height - SAID_HEIGHT + 14 + 20 * i, text: line, size: 13, bold: Boolean(m) && i === 0, anchor: 'middle', fill: step >= VERDICT && t.wins ? c.n : c.fg });
    });
  }
  return d;
}

/** The words of a drawing: its title, the proof's two steps, the verdict. */
function words(model, t) {
  const size = t.matching.length;
  const proof = t.partner === null
    ? [model.t('matchingExposed', { token: t.token }), model.t('matchingExposed', { token: t.token })]
    : [
      model.t('matchingTakeAway', { token: t.token, partner: t.partner, size: size - 1 }),
      t.wins
        ? model.t('matchingNoPath', { token: t.token, partner: t.partner, size: size - 1 })
        : model.t('matchingPath', { token: t.token, path: t.path.join('–'), size }),
    ];
  return {
    title: model.t('matchingTitle', { position: model.position }),
    proof,
    verdict: t.wins
      ? model.t('matchingWins', { token: t.token, partner: t.partner })
      : model.t('matchingLoses', { token: t.token }),
  };
}

export default {
  async prepare(model, actions) {
    if (model.position) await actions.ask('theoryTrace', [model.position]);
  },
  steps: () => STEPS,
  defaultStep: () => STEPS - 1,
  frame(panel, model, step) {
    drawnFrame(this, panel, model, step, traceOf(model));
    const t = traceOf(model)?.value;
    if (!t) return;
    // A vertex's title names its partner in the matching: hover (or long-press) to see it.
    const partner = new Map(t.matching.flatMap(([a, b]) => [[a, b], [b, a]]));
    // The circles are the vertices that are not walls, in order.
    const vertices = [...Array(t.vertices).keys()].filter((v) => !t.walls[v]);
    panel.querySelectorAll('svg circle').forEach((circle, i) => {
      const v = vertices[i];
      const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
      title.textContent = partner.has(v) ? model.t('matchingPartner', { vertex: v, partner: partner.get(v) }) : model.t('matchingAlone', { vertex: v });
      circle.append(title);
      circle.dataset.vertex = v;
      circle.dataset.covered = String(t.covered[v]);
    });
  },
  announce(model, step) {
    const t = traceOf(model)?.value;
    if (!t) return '';
    if (step === 0) return model.t('aMatchingGraph', { left: t.left.length, token: t.token });
    if (step === 1) return model.t('aMatchingEdges', { size: t.matching.length });
    if (step === PROOF || step === FOUND) return words(model, t).proof[step - PROOF];
    if (step === LIT) return model.t('aMatchingCovered', { count: t.covered.filter(Boolean).length });
    return words(model, t).verdict;
  },
  drawing(model, step, c) {
    const t = traceOf(model)?.value;
    return t ? matchingDrawing(t, step, c, words(model, t)) : null;
  },
};
