// What the XOR view shows at a step, once: `xorScene` gives every text and number of the table (rows, bits, parity,
// targets, the outcome, the winning moves) and what is revealed; the screen (xor.js) writes it into its table, and
// `xorDrawing` turns it into marks (drawing.js) for every export. Pure functions of their arguments: no DOM here, so
// the screen and a file cannot differ. A helper, not a view.

import { moveText, ruleText } from '../i18n/i18n.js';
import { positionText } from './notation.js';
import { drawing as newDrawing, textDrawing } from '../drawing.js';
import { wrapText, textWidth } from './drawn.js';

export function binary(value, width) {
  return value.toString(2).padStart(width, '0');
}

/** How a row is named: "heap 14" for a single-component position, "kayles: 5" in a sum of different games, the
 * component itself ("staircase: 3 1 2") for a row that is a whole component. */
export function rowLabel(trace, row, t) {
  if (row.size === null) return row.text;
  const games = new Set(trace.rows.map((r) => r.game));
  if (games.size > 1) return row.text;
  return t(row.token ? 'token' : 'heap', { size: row.size });
}

/** What step `i` shows: rows revealed, columns whose parity is out, and which later phases have been reached. */
export function xorFrame(trace, step) {
  const i = Math.min(Math.max(0, step), trace.steps.length - 1);
  const f = { step: trace.steps[i], rows: 0, columns: new Set(), xor: false, highest: false, targets: new Set(), move: false, lose: false, rule: false };
  for (let k = 0; k <= i; k++) {
    const s = trace.steps[k];
    if (s.kind === 'row') f.rows = Math.max(f.rows, s.row + 1);
    else if (s.kind === 'column') f.columns.add(s.bit);
    else if (s.kind === 'xor') f.xor = true;
    else if (s.kind === 'highest') f.highest = true;
    else if (s.kind === 'target') f.targets.add(s.row);
    else if (s.kind === 'move') f.move = true;
    else if (s.kind === 'lose') f.lose = true;
    else if (s.kind === 'rule') f.rule = true;
  }
  return f;
}

/**
 * Trace `trace` at `step`: { frame, title, valueHead, bits (high to low), rows: [{ label, value, binary, target,
 * take, shown, holder }], parity, xor, parityBits: [{ bit, text, ones, shown }], note, outcome, done, movesHead,
 * moves }. Every text in `lang` (`t` its translator).
 */
export function xorScene(trace, step, t, lang, written = (p) => p) {
  const f = xorFrame(trace, step);
  const bits = [];
  for (let b = trace.width - 1; b >= 0; b--) bits.push(b);
  // Misère Nim: heap sizes, not SG values, and a sentence on why their XOR does not decide alone. Under the SJ
  // theorem the rows are SG values and the sentence is the theorem's.
  const sizes = trace.misere && trace.rule?.id !== 'sj';
  const moveStep = trace.steps.find((s) => s.kind === 'move');
  let outcome = '';
  if (f.rule) outcome = ruleText(trace.rule, t);
  if (f.move) outcome = `${f.rule ? `${outcome} ` : ''}${moveText(moveStep.move, lang)}`;
  else if (f.lose) outcome = t('firstLoses');
  return {
    frame: f,
    title: trace.position,
    valueHead: sizes ? t('xorHeapHead') : 'SG',
    bits,
    rows: trace.rows.map((row, r) => {
      const target = trace.targets.find((x) => x.row === r);
      return {
        label: rowLabel(trace, row, t), value: String(row.value), binary: binary(row.value, trace.width),
        target: target ? `→ ${target.target}` : '',
        // Stones removed: none for a graph move or a plain split.
        take: target?.move?.take > 0 ? ` (−${target.move.take})` : '',
        shown: r < f.rows, targetShown: f.targets.has(r), holder: f.highest && f.targets.has(r),
      };
    }),
    parity: t('parity'),
    xor: String(trace.xor),
    parityBits: bits.map((b) => {
      const col = trace.columns.find((c) => c.bit === b);
      return { bit: b, text: String(col.parity), ones: col.ones, shown: f.columns.has(b) };
    }),
    note: trace.misere ? t(sizes ? 'misereXorNote' : 'sjXorNote') : '',
    outcome,
    done: f.move || f.lose || f.rule,
    movesHead: trace.moves.length ? t('winningMoves', { count: trace.moves.length }) : t('noWinningMoves'),
    moves: trace.moves.map((m) => `${moveText(m, lang)} → ${written(m.position)}`),
  };
}

/** Why there is no XOR to show: the rule that decided the position, or the core's reason. */
export function notXorText(m) {
  const a = m.analysis;
  if (!a) return m.positionError ? m.errorText(m.positionError) : '';
  if (a.rule) return `${m.t('notXor')} ${ruleText(a.rule, m.t, a.position)}`;
  if (m.xorError) return m.errorText(m.xorError);
  return m.t('notXorSearch');
}

/** The XOR table of `model.xor` at `step` as a drawing (palette `c`): one row per heap, the bit columns, the parity
 * row and the outcome; without a trace, the reason in words. */
export function xorDrawing(model, step, c) {
  const trace = model.xor;
  if (!trace) return textDrawing([notXorText(model)], c);
  const s = xorScene(trace, step, model.t, model.lang, (p) => positionText(model, p));
  // Wide enough for the longest label (a Chinese one is twice as wide per character), right-aligned before x = labelW.
  const labelW = Math.max(...s.rows.map((r) => textWidth(r.label)), 74) + 10;
  const col = 30;
  const width = Math.max(520, labelW + 60 + trace.width * col + 90);
  const rowH = 28;
  // The misère note and the outcome (larger: its lines are kept shorter) wrapped to the width, under the table.
  const said = [...wrapText(s.note, width - 24).map((text) => ({ text, size: 12, bold: false, fill: c.muted })),
    ...wrapText(s.outcome, Math.floor((width - 24) * 0.85)).map((text) => ({ text, size: 15, bold: true, fill: trace.xor === 0 && !trace.misere ? c.p : c.n }))];
  const d = newDrawing(width, 80 + (trace.rows.length + 2) * rowH + 36 + 24 * said.length, c.bg);
  d.items.push({ kind: 'text', x: 12, y: 22, text: s.title, size: 16, bold: true, fill: c.fg });
  const bitX = (b) => labelW + 60 + (trace.width - 1 - b) * col + col / 2;
  d.items.push({ kind: 'text', x: labelW + 30, y: 50, text: s.valueHead, size: 11, anchor: 'middle', fill: c.muted });
  for (const b of s.bits) d.items.push({ kind: 'text', x: bitX(b), y: 50, text: String(2 ** b), size: 11, anchor: 'middle', fill: c.muted });
  s.rows.forEach((row, r) => {
    if (!row.shown) return;
    const y = 50 + rowH * (r + 1);
    d.items.push({ kind: 'text', x: labelW - 8, y, text: row.label, size: 13, anchor: 'end', fill: row.holder ? c.n : c.muted });
    d.items.push({ kind: 'text', x: labelW + 30, y, text: row.value, size: 14, bold: true, anchor: 'middle', fill: row.holder ? c.n : c.fg });
    s.bits.forEach((b, k) => {
      const one = row.binary[k] === '1';
      d.items.push({ kind: 'text', x: bitX(b), y, text: row.binary[k], size: 14, bold: one, anchor: 'middle', fill: c.fg });
    });
    if (row.target && row.targetShown) d.items.push({ kind: 'text', x: bitX(0) + col, y, text: `${row.target}${row.take}`, size: 14, bold: true, fill: c.n });
  });
  const py = 50 + rowH * (trace.rows.length + 1);
  d.items.push({ kind: 'line', x1: 12, y1: py - rowH / 2, x2: width - 12, y2: py - rowH / 2, stroke: c.fg, width: 2 });
  d.items.push({ kind: 'text', x: labelW - 8, y: py, text: s.parity, size: 13, anchor: 'end', fill: c.muted });
  if (s.frame.xor) d.items.push({ kind: 'text', x: labelW + 30, y: py, text: s.xor, size: 14, bold: true, anchor: 'middle', fill: c.fg });
  for (const p of s.parityBits) {
    if (p.shown) d.items.push({ kind: 'text', x: bitX(p.bit), y: py, text: p.text, size: 14, bold: true, anchor: 'middle', fill: c.fg });
  }
  said.forEach((line, i) => d.items.push({ kind: 'text', x: 12, y: py + 40 + 24 * i, ...line }));
  return d;
}
