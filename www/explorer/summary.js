// The explorer's summary under the views: the position's outcome and the rule that decided it, the legend, the game's
// name, and the values SG(0) … as far as the graph's or the table's timeline has computed them; and the line that
// lists the host's values that were not understood. Functions of (root, model): the explorer's element and the model
// its views are given (show.js viewModel: the explorer's model with its state, words and answers), called by it.

import { core } from '../core/wasm.js';
import { ruleText, gameName } from '../i18n/i18n.js';
import { heapsOf } from '../views/notation.js';
import { stepOfState } from './timeline.js';
import { byRole } from './template.js';

const TEXT_VALUES = 100; // the text list under the views shows this many values; the table view shows them all

/** The line that the game boxes fold into on a phone: the game and the position shown, and ✎ Edit (template.js). */
export function renderBoxesLine(root, model) {
  const position = (model.state.position ?? '').trim() || model.info?.example || '';
  const text = position ? `${model.state.game}: ${position}` : model.state.game;
  const line = byRole(root, 'boxes-what');
  if (line.textContent !== text) line.textContent = text;
}

/** The outcome, the rule that decided it, and the first values as text ("text second"). */
export function renderSummary(root, m) {
  const $ = (role) => byRole(root, role);
  const out = $('outcome');
  const a = m.analysis;
  if (!a) {
    out.textContent = '';
    delete out.dataset.kind;
    $('rule').textContent = '';
  } else {
    const verdict = verdictOf(a, m.t);
    out.dataset.kind = a.draw ? 'D' : a.firstPlayerWins ? 'N' : 'P';
    out.textContent = `${a.position} — ${verdict}`;
    const by = m.t('decidedBy', { by: m.t(a.by === 'sum' ? 'bySum' : a.by === 'rule' ? 'byRule' : 'bySearch') });
    $('rule').textContent = a.rule ? `${ruleText(a.rule, m.t, a.position)} (${by})` : by;
  }
  // Misère play has no SG values: its legend says only who wins.
  const legend = root.querySelectorAll('.legend [data-i18n]');
  legend[0].dataset.i18n = m.info.misere ? 'legendPMisere' : 'legendP';
  legend[1].dataset.i18n = m.info.misere ? 'legendNMisere' : 'legendN';
  for (const el of legend) el.textContent = m.t(el.dataset.i18n);
  // A graph with cycles has a third kind of position: the draw.
  root.querySelector('.legend-draw').hidden = m.info.family !== 'loopy';
  $('game-name').textContent = nameOf(m, ' — ');
  const values = m.values;
  const shown = Math.min(values.length, TEXT_VALUES);
  $('values-label').textContent = values.length
    ? `${m.t('valuesLabel', { from: 0, to: values.length - 1 })}${values.length > shown ? ' …' : ''}` : '';
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
  $('values').replaceChildren(...cells);
}

/** The summary's values as far as the graph's or the table's timeline has computed them at `step` ("?" past it,
 * as the graph says), and the verdict once the position is computed; every value in the other views, whose steps
 * are not the table's. */
export function revealValues(root, m, viewId, step) {
  const $ = (role) => byRole(root, role);
  const timeline = m.info.table && (viewId === 'graph' || viewId === 'table') && !m.state.grid;
  // The position's verdict waits too, until the timeline has computed it: a graph of "SG ?" nodes over a summary
  // that already says who wins would give the answer away. (A family's graph computes the position, node 0, last.)
  let waiting = false;
  if (timeline) waiting = [...(m.marked ?? [])].some((h) => h < m.values.length && stepOfState(m, h) > step);
  else if (!m.info.table && viewId === 'graph' && m.order) waiting = stepOfState(m, 0) > step;
  // An embed's caption keeps the post's answer until the view's last step, whatever the view shows on the way; in the
  // play view the reader plays to find it out.
  else if (m.state.controls !== 'full') waiting = viewId === 'play' || step < m.total - 1;
  for (const role of ['outcome', 'rule']) $(role).classList.toggle('pending', waiting);
  // Said in place of the verdict kept back (style.css), so that its room does not read as a gap.
  const said = waiting ? m.t('outcomeWaiting') : '';
  if ($('outcome').dataset.waiting !== said) $('outcome').dataset.waiting = said; // (each step calls this)
  for (const cell of $('values').children) {
    const s = Number(cell.dataset.state);
    const pending = timeline && stepOfState(m, s) > step;
    if (cell.classList.contains('pending') === pending) continue; // a new cell shows its value, not pending
    cell.classList.toggle('pending', pending);
    cell.querySelector('.sg').textContent = pending ? '?' : cell.dataset.sg;
    cell.title = `SG(${s}) = ${pending ? '?' : cell.dataset.sg}`;
  }
}

/** Who wins the analysed position `a`, in words. */
function verdictOf(a, t) {
  if (a.draw) return t('outcomeDraw');
  if (a.sg !== null) return a.sg === 0 ? t('firstLoses') : t('firstWins', { sg: a.sg });
  return t(a.firstPlayerWins ? 'outcomeWins' : 'outcomeLoses');
}

/** The model's game by its name and its code ("Kayles — 0.77", with `sep` between), or the code when it has none. */
function nameOf(m, sep) {
  const name = gameName(m.info, m.t, m.info.family === 'misere' ? innerName(m.game, m.t) : null);
  // A game of the user's rules goes by its own name: the code beside it would only repeat it.
  if (m.info.rules) return name;
  return name && name !== `name.${m.info.name}` ? `${name}${sep}${m.game}` : m.game;
}

/**
 * The compact embed's one line under the player: the position with its game's name beside the code, and who wins
 * once the timeline has computed it (or what went wrong, when a box would show an error); and the link that opens
 * the same state on the full page.
 */
export function renderCaption(root, m, link) {
  const $ = (role) => byRole(root, role);
  const text = $('caption-text');
  const error = ['rules-error', 'game-error', 'n-error', 'position-error'].map((r) => $(r).textContent).find(Boolean) ?? '';
  const a = m.info ? m.analysis : null;
  let line = error;
  let waiting = '';
  if (!error && a) {
    const parts = m.answers.parts(a.position);
    const own = parts?.components.length === 1 && parts.components[0].game === m.game;
    const where = own ? `${nameOf(m, ' · ')}: ${heapsOf(parts.components[0])}` : a.position;
    const pending = $('outcome').classList.contains('pending');
    line = pending ? where : `${where} — ${verdictOf(a, m.t)}`;
    // Until then the line says the answer is coming (style.css), as the summary does: its room is not a gap.
    if (pending) waiting = m.t('outcomeWaiting');
  } else if (!error && m.info) {
    line = nameOf(m, ' · ');
  }
  if (text.textContent !== line) text.textContent = line;
  if ((text.dataset.waiting ?? '') !== waiting) text.dataset.waiting = waiting;
  text.classList.toggle('error', Boolean(error));
  const open = $('open-full');
  if (open.getAttribute('href') !== link) open.setAttribute('href', link);
}

/** The line listing `ignored`, the host's values that were not understood. */
export function renderIgnored(root, m, ignored) {
  const box = byRole(root, 'ignored');
  box.hidden = ignored.length === 0;
  box.textContent = ignored.length ? m.t('ignoredValues', { list: ignored.join(', ') }) : '';
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
