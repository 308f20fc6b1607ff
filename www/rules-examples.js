// The rule texts of examples/rules/ the rules editor offers, in the order they show the range: one-number games
// (take, split), two-number games (a sheet, a square), a bitmask board. Each opens where its laws show, as any rule
// text the editor runs (the table or the grid, at the size the core says); the text itself is read from the file, so
// the page, the CLI and the tests read one text.

import { served } from './core/root.js';

export const RULE_EXAMPLES = [
  { id: 'take-half', en: 'Take at most half', zh: '每次最多取一半' },
  { id: 'fibonacci', en: 'HDU 1848: take a Fibonacci number', zh: 'HDU 1848：取斐波那契数个' },
  { id: 'divisor', en: 'Subtract a proper divisor', zh: '减去一个真因数' },
  { id: 'lasker', en: "HDU 3032: Lasker's Nim (take, or split in two)", zh: 'HDU 3032：Lasker 尼姆（取，或分成两堆）' },
  { id: 'lieges', en: 'CF 603C: take one, or split 2x into three piles of x', zh: 'CF 603C：取一个，或把 2x 分成三堆 x' },
  { id: 'hdu5795', en: 'HDU 5795: take, or split in three', zh: 'HDU 5795：取，或分成三堆' },
  { id: 'cutting', en: 'POJ 2311: cutting a sheet of paper', zh: 'POJ 2311：剪纸游戏' },
  { id: 'queen', en: "Wythoff's game: a queen moving down and left", zh: 'Wythoff 游戏：只能往左下走的后' },
  { id: 'king', en: 'A king moving down and left', zh: '只能往左下走的王' },
  { id: 'chess-row', en: 'HDU 5724: one row of chips (bitmask)', zh: 'HDU 5724：一行棋子（状态压缩）' },
];

/** The text of example `id`, from examples/rules/. */
export async function ruleExampleText(id) {
  const response = await fetch(served(`examples/rules/${id}.rules`));
  if (!response.ok) throw new Error(`examples/rules/${id}.rules: ${response.status}`);
  return response.text();
}
