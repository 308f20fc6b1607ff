// What the quotient view shows at a step, once: `quotientScene` gives every text of the view (the quotient's facts,
// Φ(n) heap by heap, the multiplication table, the position's product taken one heap per step, the verdict) and what
// the step lights; the screen (quotient.js) writes it into its page, and `quotientDrawing` turns it into marks
// (drawing.js) for every export. All from the core's quotientTrace (crate/src/rules/quotient_trace.rs): a product is
// read from its table, never worked out here. Pure functions of their arguments: no DOM. A helper, not a view.

import { drawing as newDrawing, textDrawing } from '../drawing.js';
import { wrapText, textWidth } from './drawn.js';

/** The timeline: the quotient (step 0), one step per heap, then the verdict. */
export function quotientSteps(trace) {
  return trace.rows.length + 2;
}

/** Step `step` as { i, kind: 'start' | 'row' | 'verdict', row (the heap's index, or the rows shown) }. */
export function quotientFrame(trace, step) {
  const i = Math.min(Math.max(0, step), quotientSteps(trace) - 1);
  if (i === 0) return { i, kind: 'start', row: -1 };
  if (i <= trace.rows.length) return { i, kind: 'row', row: i - 1 };
  return { i, kind: 'verdict', row: trace.rows.length - 1 };
}

/** The verdict in words, as the core decided it. */
function verdictText(trace, t) {
  if (trace.product === null) return t('qUnknown');
  const product = trace.elements[trace.product];
  if (!trace.decided) return t('qUndecided');
  return t(trace.firstPlayerWins ? 'qNotInP' : 'qInP', { product });
}

/** The quotient's facts: order and generators, P-portion, and how far it is known (the relations apart: a long
 * list, which the screen folds). */
function facts(trace, t) {
  const last = trace.heaps - 1;
  const lines = [
    t('qOrder', { order: trace.order, generators: trace.generators.map(([g, h]) => `${g} = Φ(${h})`).join(', ') || '—' }),
    t('qP', { p: `{${trace.p.join(', ')}}` }),
  ];
  if (trace.stable) lines.push(t('qStable', { period: trace.period, preperiod: trace.preperiod }));
  else lines.push(t('qUpTo', { last }));
  if (!trace.proven) lines.push(t('qUnproven', { last }));
  else lines.push(t(trace.stable ? 'qProven' : 'qProvenUpTo'));
  return lines;
}

/**
 * Trace `trace` at `step` (`t` the translator): { frame, title, facts, relations, relationsHead,
 * relationsList,
 * phiHead, phi: [{ heap, word, inP, inPosition, current, band }], tableHead, tableNote, elements: [{ word, inP }],
 * lit: { row, col, cell } (element indices of the lookup this step makes, or null), productHead, rule, rows: [{
 * text, shown, current }], outcome, outcomeKind ('P', 'N' or '') and done }.
 */
export function quotientScene(trace, step, t) {
  const f = quotientFrame(trace, step);
  const word = (a) => trace.elements[a];
  const current = f.kind === 'row' ? trace.rows[f.row] : null;
  const before = f.row > 0 ? trace.rows[f.row - 1].product : 0;
  const last = trace.heaps - 1;
  const done = f.kind === 'verdict';
  return {
    frame: f,
    title: t('qTitle', { position: trace.position }),
    facts: facts(trace, t),
    relations: trace.relations.length ? t('qRelations', { relations: trace.relations.join(', ') }) : t('qNoRelations'),
    relationsHead: t('qRelationsHead', { count: trace.relations.length }),
    relationsList: trace.relations.join(', '),
    phiHead: t('qPhiHead'),
    phi: trace.phi.map((a, heap) => ({
      heap, word: word(a), inP: trace.inP[a],
      inPosition: trace.rows.some((r) => r.heap === heap),
      current: current?.heap === heap,
      // Alternate blocks of one period each from the preperiod on, as the SG strip bands them.
      band: trace.stable && heap >= trace.preperiod ? Math.floor((heap - trace.preperiod) / trace.period) % 2 : null,
    })),
    tableHead: t('qTableHead'),
    tableNote: t('qTableNote'),
    elements: trace.elements.map((w, a) => ({ word: w, inP: trace.inP[a] })),
    lit: current && current.image !== null && before !== null ? { row: before, col: current.image, cell: current.product } : null,
    productHead: t('qProductHead'),
    rule: t('qRule'),
    rows: [
      { text: t('qStart'), shown: true, current: f.kind === 'start' },
      ...trace.rows.map((r, k) => {
        const b = k > 0 ? trace.rows[k - 1].product : 0;
        return {
          text: r.image === null || b === null
            ? t('qUnknownImage', { heap: r.heap, last })
            : t('qStepText', { heap: r.heap, image: word(r.image), before: word(b), after: word(r.product) }),
          shown: f.kind !== 'start' && k <= f.row,
          current: f.kind === 'row' && k === f.row,
        };
      }),
    ],
    outcome: done ? verdictText(trace, t) : '',
    outcomeKind: done && trace.decided ? (trace.firstPlayerWins ? 'N' : 'P') : '',
    done,
  };
}

/** The announcer's sentence at `step`. */
export function quotientAnnounce(trace, step, t) {
  const s = quotientScene(trace, step, t);
  if (s.frame.kind === 'start') return t('aQStart', { game: trace.game, order: trace.order });
  if (s.frame.kind === 'row') return s.rows[s.frame.row + 1].text;
  return s.outcome;
}

/** The view at `step` as a drawing (palette `c`): the facts, Φ in rows of cells, the product's steps, the verdict
 * and the whole multiplication table; without a trace, `reason` in words. */
export function quotientDrawing(trace, step, c, t, reason = '') {
  if (!trace) return textDrawing([reason], c);
  const s = quotientScene(trace, step, t);
  const cell = Math.max(34, ...s.elements.map((e) => textWidth(e.word) - 8));
  const width = Math.max(720, 24 + cell * (s.elements.length + 1));
  const text = (d, y, line, o = {}) => d.items.push({ kind: 'text', x: 12, y, text: line, size: 13, fill: c.fg, ...o });
  const wrap = (line) => wrapText(line, width - 24);
  const factLines = [...s.facts, s.relations].flatMap(wrap);
  const perRow = Math.floor((width - 24) / cell);
  const phiRows = Math.ceil(s.phi.length / perRow);
  const stepLines = s.rows.filter((r) => r.shown).flatMap((r) => wrap(r.text));
  const outLines = wrap(s.outcome);
  const height = 40 + 22 * factLines.length + 30 + phiRows * (cell + 16) + 30 + 22 * (stepLines.length + 1)
    + 26 * outLines.length + 40 + cell * (s.elements.length + 1) + 20;
  const d = newDrawing(width, height, c.bg);
  let y = 22;
  text(d, y, s.title, { size: 16, bold: true });
  y += 26;
  for (const line of factLines) { text(d, y, line, { fill: c.muted }); y += 22; }
  y += 8;
  text(d, y, s.phiHead, { size: 12, fill: c.muted });
  y += 16;
  s.phi.forEach((p, k) => {
    const x = 12 + (k % perRow) * cell;
    const top = y + Math.floor(k / perRow) * (cell + 16);
    d.items.push({ kind: 'text', x: x + cell / 2, y: top + 6, text: String(p.heap), size: 9, anchor: 'middle', fill: c.muted });
    d.items.push({ kind: 'rect', x, y: top + 12, w: cell - 2, h: cell - 8, fill: p.inP ? c.pDark : c.panel,
      stroke: p.current ? c.n : p.inPosition ? c.fg : null, width: p.current ? 3 : 1.5 });
    d.items.push({ kind: 'text', x: x + cell / 2, y: top + 8 + cell / 2, text: p.word, size: 12, bold: p.inP, anchor: 'middle', fill: p.inP ? '#ffffff' : c.fg });
  });
  y += phiRows * (cell + 16) + 14;
  text(d, y, s.rule, { size: 12, fill: c.muted });
  y += 22;
  for (const line of stepLines) { text(d, y, line); y += 22; }
  for (const line of outLines) { text(d, y, line, { size: 15, bold: true, fill: s.outcomeKind === 'P' ? c.p : c.n }); y += 26; }
  y += 10;
  text(d, y, s.tableHead, { size: 12, fill: c.muted });
  y += 12;
  const at = (k) => 12 + cell * (k + 1);
  s.elements.forEach((e, k) => {
    const lit = (on) => (on ? c.n : c.muted);
    d.items.push({ kind: 'text', x: at(k) + cell / 2, y: y + cell / 2, text: e.word, size: 12, bold: true, anchor: 'middle', fill: lit(s.lit?.col === k) });
    d.items.push({ kind: 'text', x: 12 + cell / 2, y: y + cell * (k + 1) + cell / 2, text: e.word, size: 12, bold: true, anchor: 'middle', fill: lit(s.lit?.row === k) });
  });
  trace.mult.forEach((row, a) => row.forEach((b, k) => {
    const x = at(k);
    const top = y + cell * (a + 1);
    const on = s.lit && s.lit.row === a && s.lit.col === k;
    d.items.push({ kind: 'rect', x, y: top, w: cell - 1, h: cell - 1, fill: trace.inP[b] ? c.pDark : on ? c.lit : c.bg,
      stroke: on ? c.n : c.line, width: on ? 3 : 0.5 });
    d.items.push({ kind: 'text', x: x + cell / 2, y: top + cell / 2, text: trace.elements[b], size: 11, anchor: 'middle', fill: trace.inP[b] ? '#ffffff' : c.fg });
  }));
  return d;
}
