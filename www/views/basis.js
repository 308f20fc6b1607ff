// The basis view (note 001, Gambling Nim, CF662A): the linear basis over GF(2) built card by card as the notes' code
// builds it — each card's c = a ⊕ b reduced by the rows it meets, then placed as a new row (the other rows cleared of
// its bit) or found dependent — then S = a1 ⊕ … ⊕ an checked against the span, and the answer p/q. All from the
// core's gamblingTrace; numbers are decimal text (they pass 2^53).

import { textDrawing } from '../drawing.js';

function traceOf(model) {
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

function sentence(model, trace, i) {
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

export default {
  async prepare(model, actions) {
    if (model.state.cards) await actions.ask('gamblingTrace', [model.state.cards], 'worker');
  },
  steps: (model) => traceOf(model)?.value?.steps.length ?? 1,
  defaultStep: () => 0,
  frame(panel, model, step) {
    const a = traceOf(model);
    if (!a || a.error) {
      panel.textContent = a?.error ? model.errorText(a.error) : '';
      return;
    }
    const trace = a.value;
    const f = frame(trace, Math.min(step, trace.steps.length - 1));
    const width = widthOf(trace);
    const t = model.t;
    panel.replaceChildren();
    const title = document.createElement('h2');
    const boxes = ofBoxes(model);
    title.textContent = t(boxes ? 'basisTitleBoxes' : 'basisTitle', { n: trace.cards });
    const card = document.createElement('p');
    card.className = 'basis-card';
    card.textContent = !f.card ? '' : boxes ? t('aBox', { card: f.card.card, c: f.card.c })
      : t('aCard', { card: f.card.card, a: f.card.a, b: f.card.b, c: f.card.c });
    const table = document.createElement('table');
    table.className = 'basis-table';
    const head = document.createElement('tr');
    for (const text of [t('basisBit'), t('basisRow'), t('basisBinary')]) {
      const th = document.createElement('th');
      th.textContent = text;
      head.append(th);
    }
    table.append(head);
    for (const [bit, value] of f.rows) {
      const tr = document.createElement('tr');
      tr.dataset.bit = String(bit);
      if (f.step.kind === 'insert' && f.step.bit === bit) tr.className = 'current';
      if (f.step.kind === 'reduce' && f.step.bit === bit) tr.className = 'used';
      for (const text of [String(bit), value, bits(value, width)]) {
        const td = document.createElement('td');
        td.textContent = text;
        tr.append(td);
      }
      table.append(tr);
    }
    const now = document.createElement('p');
    now.className = 'basis-step';
    now.textContent = sentence(model, trace, Math.min(step, trace.steps.length - 1));
    const answer = document.createElement('p');
    answer.className = 'basis-answer';
    answer.textContent = f.step.kind !== 'answer' ? '' : boxes ? sentence(model, trace, trace.steps.length - 1)
      : t('basisAnswer', { answer: trace.answer });
    panel.append(title, card, table, now, answer);
  },
  announce(model, step) {
    const trace = traceOf(model)?.value;
    return trace ? sentence(model, trace, Math.min(step, trace.steps.length - 1)) : '';
  },
  drawing(panel, model, step, c) {
    return textDrawing([...panel.querySelectorAll('h2, p, tr')].map((el) => el.textContent.replace(/\s+/g, ' ').trim()), c);
  },
};
