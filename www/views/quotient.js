// The quotient view: a misère sum of one heap game decided in its misère quotient Q (Plambeck and Siegel). It shows
// Q's facts (order, generators, relations, P-portion, stable or known up to a heap, proven or not), Φ(n) heap by
// heap as a strip, Q's multiplication table in a bounded box that scrolls under sticky headers (Kayles' has 40
// elements), and the position's product taken one heap per step, as the XOR view takes the XOR: each step looks up
// (product so far) · Φ(heap) in the table, lit. All from the core's quotientTrace, asked in the worker; every text
// comes from quotientScene (quotient-drawing.js), whose drawing every export writes. The core lists this view for a
// misère heap game that has a quotient (FamilyInfo.views).

import { quotientScene, quotientSteps, quotientAnnounce, quotientDrawing } from './quotient-drawing.js';

const FOLD = 6; // relations shown as a line up to this many

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The trace of the model's position: { value } or { error } as the bridge kept it, or null until it comes. */
function answerOf(model) {
  if (!model.position) return null;
  return model.answers.get('quotientTrace', [model.position]);
}

/** Why there is nothing to show: the position's error, the core's refusal, or '…' while it works. */
function reasonOf(model) {
  const a = answerOf(model);
  if (a?.error) return model.errorText(a.error);
  if (!model.position && model.positionError) return model.errorText(model.positionError);
  return '…';
}

function build(root, trace, scene) {
  root.replaceChildren();
  root.dataset.trace = trace.position;
  const facts = el('ul', 'q-facts');
  for (let k = 0; k < scene.facts.length; k++) facts.append(el('li', 'q-fact'));
  // A long presentation (misère Kayles has 22 relations) folds under its count; a short one is a line.
  const relations = el('li', 'q-relations');
  if (trace.relations.length > FOLD) {
    const fold = el('details');
    fold.append(el('summary'), el('span', 'q-relations-text'));
    relations.append(fold);
  } else relations.append(el('span', 'q-relations-text'));
  facts.insertBefore(relations, facts.children[1] ?? null);

  const strip = el('div', 'q-phi');
  strip.tabIndex = 0; // scrolls sideways: reachable by keyboard, named below
  strip.setAttribute('role', 'region');
  for (const p of scene.phi) {
    const c = el('span', 'q-cell');
    c.dataset.heap = String(p.heap);
    c.dataset.inP = String(p.inP);
    if (p.band !== null) c.dataset.band = String(p.band);
    c.append(el('small', 'q-heap', String(p.heap)), el('b', 'q-word', p.word));
    strip.append(c);
  }

  const steps = el('ol', 'q-steps');
  for (let k = 0; k < scene.rows.length; k++) steps.append(el('li', 'q-step'));
  const product = el('section', 'q-product');
  product.append(el('h3', 'q-product-head'), el('p', 'q-rule'), steps, el('p', 'q-outcome'));

  const table = el('table', 'q-table');
  const head = el('tr');
  head.append(el('th', 'q-corner', '·'));
  scene.elements.forEach((e, k) => {
    const th = el('th', 'q-col', e.word);
    th.dataset.col = String(k);
    head.append(th);
  });
  const thead = el('thead');
  thead.append(head);
  const body = el('tbody');
  trace.mult.forEach((row, a) => {
    const tr = el('tr');
    const th = el('th', 'q-row', scene.elements[a].word);
    th.dataset.row = String(a);
    tr.append(th);
    row.forEach((b, k) => {
      const td = el('td', 'q-prod', scene.elements[b].word);
      td.dataset.col = String(k);
      td.dataset.inP = String(scene.elements[b].inP);
      tr.append(td);
    });
    body.append(tr);
  });
  table.append(thead, body);
  const box = el('div', 'q-table-box');
  box.tabIndex = 0; // a scrolling region reachable by keyboard, named below
  box.setAttribute('role', 'region');
  box.append(table);
  const tableSection = el('section', 'q-table-section');
  tableSection.append(el('h3', 'q-table-head'), el('p', 'q-table-note'), box);

  const main = el('div', 'q-main');
  main.append(product, tableSection);
  root.append(el('h2', 'q-title'), facts, el('h3', 'q-phi-head'), strip, main);
}

/** Scrolls `box` (not the page) so that `target` is in sight below and right of its sticky headers. */
function keepInSight(box, target, stickyLeft = 0, stickyTop = 0) {
  if (!target) return;
  requestAnimationFrame(() => { // after layout has settled
    const b = box.getBoundingClientRect();
    const r = target.getBoundingClientRect();
    if (r.left < b.left + stickyLeft || r.right > b.right) box.scrollLeft += r.left - b.left - stickyLeft - (b.width - stickyLeft - r.width) / 2;
    if (r.top < b.top + stickyTop || r.bottom > b.bottom) box.scrollTop += r.top - b.top - stickyTop - (b.height - stickyTop - r.height) / 2;
  });
}

/** The nearest ancestor of `e` that scrolls vertically (the phone's stage), or null: the page itself is never
 * scrolled by a step. */
function scroller(e) {
  for (let p = e.parentElement; p && p !== document.body; p = p.parentElement) {
    if (p.scrollHeight > p.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

function render(root, trace, step, t) {
  const scene = quotientScene(trace, step, t);
  if (root.dataset.trace !== trace.position) build(root, trace, scene);
  root.querySelector('.q-title').textContent = scene.title;
  root.querySelectorAll('.q-fact').forEach((li, k) => { li.textContent = scene.facts[k]; });
  const summary = root.querySelector('.q-relations summary');
  if (summary) summary.textContent = scene.relationsHead;
  root.querySelector('.q-relations-text').textContent = summary ? scene.relationsList : scene.relations;
  root.querySelector('.q-phi-head').textContent = scene.phiHead;
  root.querySelector('.q-phi').setAttribute('aria-label', scene.phiHead);
  root.querySelector('.q-table-box').setAttribute('aria-label', scene.tableHead);
  const cells = root.querySelectorAll('.q-cell');
  cells.forEach((c, k) => {
    c.classList.toggle('in-position', scene.phi[k].inPosition);
    c.classList.toggle('current', scene.phi[k].current);
  });
  keepInSight(root.querySelector('.q-phi'), [...cells].find((c) => c.classList.contains('current')));

  root.querySelector('.q-product-head').textContent = scene.productHead;
  root.querySelector('.q-rule').textContent = scene.rule;
  root.querySelectorAll('.q-step').forEach((li, k) => {
    const r = scene.rows[k];
    li.textContent = r.text;
    li.classList.toggle('shown', r.shown);
    li.classList.toggle('current', r.current);
  });
  const outcome = root.querySelector('.q-outcome');
  outcome.hidden = !scene.done;
  outcome.textContent = scene.outcome;
  outcome.dataset.kind = scene.outcomeKind;
  // Where the stage scrolls (a phone), the step's row or the verdict is brought into its sight.
  const now = scene.done ? outcome : root.querySelector('.q-step.current');
  const stage = scene.frame.kind === 'start' ? null : scroller(root);
  if (stage) keepInSight(stage, now);

  root.querySelector('.q-table-head').textContent = scene.tableHead;
  root.querySelector('.q-table-note').textContent = scene.tableNote;
  const lit = scene.lit;
  for (const th of root.querySelectorAll('.q-col')) th.classList.toggle('lit', lit?.col === Number(th.dataset.col));
  for (const th of root.querySelectorAll('.q-row')) th.classList.toggle('lit', lit?.row === Number(th.dataset.row));
  root.querySelector('.q-prod.lit')?.classList.remove('lit');
  const box = root.querySelector('.q-table-box');
  if (lit) {
    const td = box.querySelector(`tbody tr:nth-child(${lit.row + 1}) td[data-col="${lit.col}"]`);
    td.classList.add('lit');
    const corner = box.querySelector('.q-corner');
    keepInSight(box, td, corner.offsetWidth, corner.offsetHeight);
  }
}

function showReason(root, text) {
  root.replaceChildren(el('p', 'not-quotient', text));
  delete root.dataset.trace; // the next trace builds its DOM afresh
}

export default {
  async prepare(model, actions) {
    // Building a quotient may take a while (a wild game's grows): always off the main thread.
    if (model.position) await actions.ask('quotientTrace', [model.position], 'worker');
  },
  steps: (model) => {
    const a = answerOf(model);
    return a?.value ? quotientSteps(a.value) : 1;
  },
  frame(panel, model, step) {
    const a = answerOf(model);
    if (a?.value) render(panel, a.value, step, model.t);
    else showReason(panel, reasonOf(model));
  },
  announce(model, step) {
    const a = answerOf(model);
    return a?.value ? quotientAnnounce(a.value, step, model.t) : reasonOf(model);
  },
  drawing(model, step, c) {
    const a = answerOf(model);
    return quotientDrawing(a?.value ?? null, step, c, model.t, reasonOf(model));
  },
};
