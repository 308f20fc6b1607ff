// The basis view (note 001, Gambling Nim, CF662A): the linear basis over GF(2) built card by card as the notes' code
// builds it — each card's c = a ⊕ b reduced by the rows it meets, then placed as a new row (the other rows cleared of
// its bit) or found dependent — then S = a1 ⊕ … ⊕ an checked against the span, and the answer p/q. All from the
// core's gamblingTrace; numbers are decimal text (they pass 2^53).

import { traceOf, basisScene, basisDrawing, sentence } from './basis-drawing.js';

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
    const s = basisScene(model, step);
    const el = (tag, text, className = '') => {
      const e = document.createElement(tag);
      e.textContent = text;
      if (className) e.className = className;
      return e;
    };
    const table = el('table', '', 'basis-table');
    const head = el('tr', '');
    head.append(...s.head.map((text) => el('th', text)));
    table.append(head);
    for (const row of s.rows) {
      const tr = el('tr', '', row.mark);
      tr.dataset.bit = String(row.bit);
      tr.append(...row.cells.map((text) => el('td', text)));
      table.append(tr);
    }
    panel.replaceChildren(el('h2', s.title), el('p', s.card, 'basis-card'), table, el('p', s.now, 'basis-step'),
      el('p', s.answer, 'basis-answer'));
  },
  announce(model, step) {
    const trace = traceOf(model)?.value;
    return trace ? sentence(model, trace, Math.min(step, trace.steps.length - 1)) : '';
  },
  drawing: (model, step, c) => basisDrawing(model, step, c),
};
