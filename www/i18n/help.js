// The help panel's content in both languages: what N is, the notation (with the games' names beside their codes),
// the keys, and what P and N mean. Data only; the explorer renders it (menus.js, renderHelp). The notation lists the
// heap games here, then each family's line, which its own words file gives (families/<id>.js, HELP: gather.js).

import { HELP as EN_FAMILIES } from './gather.js?lang=en&part=help';
import { HELP as ZH_FAMILIES } from './gather.js?lang=zh&part=help';

export const HELP = {
  en: {
    n: 'The table size n is how many states the table and the graph show: SG(0) … SG(n−1) of one heap (for a graph, its vertices); it is not an N-position. The position box is the game you analyze and play; it may hold larger heaps than n.',
    notationHead: 'Games (the game box)',
    notation: [
      ['nim', 'Nim: take any number from one heap'],
      ['sub(1,3,4), sub(1..3), bash(4)', 'subtraction game (S-Nim): take s stones, s in the set; bash(m) = sub(1..m)'],
      ['allbut(1,2)', 'take any number except those listed'],
      ['kayles = 0.77', 'Kayles: knock down 1 or 2 adjacent pins'],
      ['dawson = 0.07', "Dawson's Kayles"],
      ['grundy = 4!.0', "Grundy's game: split a heap into two unequal heaps"],
      ['0.d1d2…', 'take-and-break (octal) code: digit dk says what removing k stones may leave (1: nothing, 2: one heap, 4: two heaps, 8: three heaps, so digits run to F: 8.[3] is HDU 5795)'],
      ['graph(0>1, 1>2)', 'tokens on a directed acyclic graph (HDU 1524)'],
      ...EN_FAMILIES,
    ],
    positionHead: 'Positions (the position box)',
    position: [
      ['5 7 9', 'heaps of the game in the game box'],
      ['nim: 3 + kayles: 5 6', 'a sum of different games: SG = the XOR of their values'],
      ['boxes: 3 5* 0', 'a mark * on a heap (open box, or the heap last taken from)'],
    ],
    keysHead: 'Keys',
    keys: '← → step, Space plays and pauses, Home and End go to the start and the end (while the explorer has focus; on a tab, ← → change the view).',
    pn: 'P-position (必败态): SG = 0, the player to move (先手) loses — a dark square marked P. N-position (必胜态): SG ≠ 0, the player to move wins — a circle, or N.',
  },
  zh: {
    n: '表长 n 是打表和状态图显示的状态数：一堆的 SG(0) … SG(n−1)（有向图则是它的顶点）；它不是 N 态（必胜态）。“局面”框是你要分析和对弈的局面，石子堆可以比 n 大。',
    notationHead: '游戏（“游戏”框）',
    notation: [
      ['nim', '尼姆博弈：从一堆中取任意个'],
      ['sub(1,3,4), sub(1..3), bash(4)', '取子游戏（S-Nim）：取 s 个，s 在集合中；bash(m) 即 sub(1..m)'],
      ['allbut(1,2)', '除列出的数以外任意取'],
      ['kayles = 0.77', 'Kayles 保龄球：击倒 1 个或相邻 2 个瓶'],
      ['dawson = 0.07', 'Dawson 保龄球'],
      ['grundy = 4!.0', 'Grundy 游戏：把一堆分成不相等的两堆'],
      ['0.d1d2…', '取走-分割游戏（八进制编码）：第 k 位说明取走 k 个后可以留下什么（1：什么都不留，2：一堆，4：两堆，8：三堆，所以数字可到 F：8.[3] 即 HDU 5795）'],
      ['graph(0>1, 1>2)', '有向无环图上的棋子（HDU 1524）'],
      ...ZH_FAMILIES,
    ],
    positionHead: '局面（“局面”框）',
    position: [
      ['5 7 9', '“游戏”框中那个游戏的几堆石子'],
      ['nim: 3 + kayles: 5 6', '不同游戏的和：SG = 各部分 SG 值的异或'],
      ['boxes: 3 5* 0', '堆后的 * 是标记（打开的箱子，或上一步取过的堆）'],
    ],
    keysHead: '按键',
    keys: '← → 前后一步，空格播放/暂停，Home 和 End 跳到开头和结尾（在演示区域有焦点时；焦点在标签上时，← → 切换视图）。',
    pn: '必败态（P-position）：SG = 0，先手必败 —— 带 P 的深色方块。必胜态（N-position）：SG ≠ 0，先手必胜 —— 圆形，或标 N。',
  },
};
