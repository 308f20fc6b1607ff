// What the basis view shows at a step, once: `basisScene` gives every text of it (the title, the card being
// inserted, the basis's rows in decimal and binary, the step's sentence, the answer); the screen (basis.js) writes it
// into its table, and `basisDrawing` turns it into lines of text (drawing.js) for every export. Pure functions of
// their arguments: no DOM here. A helper, not a view.

import { textDrawing } from '../drawing.js';

export function traceOf(model) {
  return model.state.cards ? model.answers.get('gamblingTrace', [model.state.cards]) : null;
}

/** Binary of a decimal text, `width` digits (BigInt: the numbers pass 2^53). */
function bits(text, width) {
  return BigInt(text).toString(2).padStart(width, '0');
}

/** What step `i` shows: the card being inserted, the rows of the basis, and the step itself. */
function frame(trace, i) {
  let card = null;
  let rows = [];
  for (let k = 0; k <= i; k++) {
    const s = trace.steps[k];
    if (s.kind === 'card') card = s;
    if (s.kind === 'insert') rows = s.rows;
  }
  return { step: trace.steps[i], card, rows };
}

function widthOf(trace) {
  let width = 1;
  for (const s of trace.steps) {
    for (const v of [s.c, s.value, s.row, s.s].filter(Boolean)) width = Math.max(width, BigInt(v).toString(2).length);
  }
  return width;
}

/** Whether the basis is of the open-boxes game (each box a card "0 a"): its words are boxes, not cards. */
const ofBoxes = (model) => model.info?.name === 'boxes';

export function sentence(model, trace, i) {
  const t = model.t;
  const f = frame(trace, i);
  const s = f.step;
  if (ofBoxes(model)) {
    switch (s.kind) {
      case 'card': return t('aBox', { card: s.card, c: s.c });
      case 'dependent': return t('aBoxDependent', { card: f.card?.card });
      case 'check': case 'answer':
        return t(trace.steps.some((x) => x.kind === 'dependent') ? 'aBoxesWin' : 'aBoxesLose');
      default:
    }
  }
  switch (s.kind) {
    case 'card': return t('aCard', { card: s.card, a: s.a, b: s.b, c: s.c });
    case 'reduce': return t('aReduce', { bit: s.bit, row: s.row, value: s.value });
    case 'insert': return t('aInsert', { bit: s.bit, value: s.value, rank: s.rows.length });
    case 'dependent': return t('aDependent', { card: f.card?.card });
    case 'check': return t(s.inSpan ? 'aInSpan' : 'aNotInSpan', { s: s.s, reduced: s.reduced });
    default: return t('aAnswer', { rank: s.rank, answer: s.answer });
  }
}

/** Everything step `step` of the basis shows, for the model's trace (null while there is none): its texts, and which
 * row the step inserts (`current`) or reduces by (`used`). */
export function basisScene(model, step) {
  const trace = traceOf(model)?.value;
  if (!trace) return null;
  const i = Math.min(step, trace.steps.length - 1);
  const f = frame(trace, i);
  const width = widthOf(trace);
  const t = model.t;
  const boxes = ofBoxes(model);
  return {
    title: t(boxes ? 'basisTitleBoxes' : 'basisTitle', { n: trace.cards }),
    card: !f.card ? '' : boxes ? t('aBox', { card: f.card.card, c: f.card.c })
      : t('aCard', { card: f.card.card, a: f.card.a, b: f.card.b, c: f.card.c }),
    head: [t('basisBit'), t('basisRow'), t('basisBinary')],
    rows: f.rows.map(([bit, value]) => ({
      bit,
      cells: [String(bit), value, bits(value, width)],
      mark: f.step.kind === 'insert' && f.step.bit === bit ? 'current' : f.step.kind === 'reduce' && f.step.bit === bit ? 'used' : '',
    })),
    now: sentence(model, trace, i),
    answer: f.step.kind !== 'answer' ? '' : boxes ? sentence(model, trace, trace.steps.length - 1)
      : t('basisAnswer', { answer: trace.answer }),
  };
}

/** Step `step` of the basis as lines of text (drawing.js textDrawing), in colours `c`; null while there is no trace. */
export function basisDrawing(model, step, c) {
  const s = basisScene(model, step);
  if (!s) return null;
  const lines = [{ text: s.title, bold: true }, s.card, s.head.join('  '), ...s.rows.map((r) => r.cells.join('  ')), s.now, s.answer];
  return textDrawing(lines, c);
}
