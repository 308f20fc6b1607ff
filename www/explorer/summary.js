// The explorer's summary under the views: the position's outcome and the rule that decided it, the legend, the game's
// name, and the values SG(0) … as far as the graph's or the table's timeline has computed them; and the line that
// lists the host's values that were not understood. Functions of the explorer (`ex`), called by it.

import { core } from '../core/wasm.js';
import { ruleText, gameName } from '../i18n/i18n.js';

const TEXT_VALUES = 100; // the text list under the views shows this many values; the table view shows them all

/** The outcome, the rule that decided it, and the first values as text ("text second"). */
export function renderSummary(ex) {
  const m = ex.model;
  const out = ex.$('outcome');
  const a = m.analysis;
  if (!a) {
    out.textContent = '';
    delete out.dataset.kind;
    ex.$('rule').textContent = '';
  } else {
    const verdict = a.sg !== null
      ? (a.sg === 0 ? ex.t('firstLoses') : ex.t('firstWins', { sg: a.sg }))
      : ex.t(a.firstPlayerWins ? 'outcomeWins' : 'outcomeLoses');
    out.dataset.kind = a.firstPlayerWins ? 'N' : 'P';
    out.textContent = `${a.position} — ${verdict}`;
    const by = ex.t('decidedBy', { by: ex.t(a.by === 'sum' ? 'bySum' : a.by === 'rule' ? 'byRule' : 'bySearch') });
    ex.$('rule').textContent = a.rule ? `${ruleText(a.rule, ex.t, a.position)} (${by})` : by;
  }
  // Misère play has no SG values: its legend says only who wins.
  const legend = ex.root.querySelectorAll('.legend [data-i18n]');
  legend[0].dataset.i18n = m.info.misere ? 'legendPMisere' : 'legendP';
  legend[1].dataset.i18n = m.info.misere ? 'legendNMisere' : 'legendN';
  for (const el of legend) el.textContent = ex.t(el.dataset.i18n);
  const name = gameName(m.info, ex.t, m.info.family === 'misere' ? innerName(m.game, ex.t) : null);
  // A game of the user's rules goes by its own name: the code beside it would only repeat it.
  ex.$('game-name').textContent = m.info.rules ? name
    : name && name !== `name.${m.info.name}` ? `${name} — ${m.game}` : m.game;
  const values = m.values;
  const shown = Math.min(values.length, TEXT_VALUES);
  ex.$('values-label').textContent = values.length
    ? `${ex.t('valuesLabel', { from: 0, to: values.length - 1 })}${values.length > shown ? ' …' : ''}` : '';
  const cells = [];
  for (let s = 0; s < shown; s++) {
    const g = values[s];
    const cell = document.createElement('span');
    cell.className = 'sg-cell';
    cell.dataset.state = String(s);
    cell.dataset.sg = String(g);
    cell.dataset.kind = g === 0 ? 'P' : 'N';
    cell.title = `SG(${s}) = ${g}`;
    const st = document.createElement('span');
    st.className = 'state';
    st.textContent = String(s);
    const sg = document.createElement('span');
    sg.className = 'sg';
    sg.textContent = String(g);
    cell.append(st, sg);
    cells.push(cell);
  }
  ex.$('values').replaceChildren(...cells);
}

/** The summary's values as far as the graph's or the table's timeline has computed them at `step` ("?" past it,
 * as the graph says), and the verdict once the position is computed; every value in the other views, whose steps
 * are not the table's. */
export function revealValues(ex, viewId, step) {
  const m = ex.model;
  const timeline = !m.family && (viewId === 'graph' || viewId === 'table') && !ex.state.grid;
  // The position's verdict waits too, until the timeline has computed it: a graph of "SG ?" nodes over a summary
  // that already says who wins would give the answer away. (A family's graph computes the position, node 0, last.)
  let waiting = false;
  if (timeline) waiting = [...(m.marked ?? [])].some((h) => h < m.values.length && ex.stepOfState(h) > step);
  else if (m.family && viewId === 'graph' && m.order) waiting = ex.stepOfState(0) > step;
  for (const role of ['outcome', 'rule']) ex.$(role).classList.toggle('pending', waiting);
  for (const cell of ex.$('values').children) {
    const s = Number(cell.dataset.state);
    const pending = timeline && ex.stepOfState(s) > step;
    if (cell.classList.contains('pending') === pending) continue; // a new cell shows its value, not pending
    cell.classList.toggle('pending', pending);
    cell.querySelector('.sg').textContent = pending ? '?' : cell.dataset.sg;
    cell.title = `SG(${s}) = ${pending ? '?' : cell.dataset.sg}`;
  }
}

export function renderIgnored(ex) {
  const box = ex.$('ignored');
  box.hidden = ex.ignored.length === 0;
  box.textContent = ex.ignored.length ? ex.t('ignoredValues', { list: ex.ignored.join(', ') }) : '';
}

/** "Nim" in "misère Nim": the name of the heap game inside misere(…). */
function innerName(game, t) {
  const inner = game.replace(/^misere\((.*)\)$/, '$1');
  try {
    const info = core.describeGame(inner);
    return t(`name.${info.name}`);
  } catch {
    return inner;
  }
}
