// The rule texts of examples/rules/ the rules editor offers, in the order they show the range: one-number games
// (take, split), two-number games (a sheet, a square), a bitmask board. Each opens at its own N and view; the text
// itself is read from the file, so the page, the CLI and the tests read one text.

import { served } from './core/root.js';

export const RULE_EXAMPLES = [
  { id: 'take-half', n: 32, view: 'table', en: 'Take at most half', zh: '每次最多取一半' },
  { id: 'fibonacci', n: 40, view: 'table', en: 'HDU 1848: take a Fibonacci number', zh: 'HDU 1848：取斐波那契数个' },
  { id: 'divisor', n: 40, view: 'table', en: 'Subtract a proper divisor', zh: '减去一个真因数' },
  { id: 'lasker', n: 40, view: 'table', en: "HDU 3032: Lasker's Nim (take, or split in two)", zh: 'HDU 3032：Lasker 尼姆（取，或分成两堆）' },
  { id: 'hdu5795', n: 40, view: 'table', en: 'HDU 5795: take, or split in three', zh: 'HDU 5795：取，或分成三堆' },
  { id: 'cutting', n: 16, view: 'grid', en: 'POJ 2311: cutting a sheet of paper', zh: 'POJ 2311：剪纸游戏' },
  { id: 'king', n: 12, view: 'grid', en: 'A king moving down and left', zh: '只能往左下走的王' },
  { id: 'chess-row', n: 64, view: 'table', en: 'HDU 5724: one row of chips (bitmask)', zh: 'HDU 5724：一行棋子（状态压缩）' },
];

/** The text of example `id`, from examples/rules/. */
export async function ruleExampleText(id) {
  const response = await fetch(served(`examples/rules/${id}.rules`));
  if (!response.ok) throw new Error(`examples/rules/${id}.rules: ${response.status}`);
  return response.text();
}
