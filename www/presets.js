// The preset gallery: the source notes' worked examples first (same numbers as the notes), then the games of other
// families, then the classic take-and-break games (their names beside their codes). Each preset is a whole view:
// game, position, N, the view it opens in and, optionally, its step.

export const PRESETS = [
  {
    id: 'take3', game: 'sub(1..3)', position: '5', n: 6, view: 'graph',
    en: 'Take at most 3, heap of 5', zh: '每次最多取 3 个，5 个石子',
    note: 'SG = 0,1,2,3,0,1',
  },
  {
    id: 'bash4', game: 'bash(4)', position: '10', n: 10, view: 'table',
    en: 'Bash game, m = 4', zh: '巴什博弈 m = 4',
    note: '0,1,2,3,4,0,1,2,3,4',
  },
  {
    id: 'nim-table', game: 'nim', position: '7', n: 16, view: 'table',
    en: 'Take any number: SG(n) = n', zh: '任意取：SG(n) = n',
    note: 'SG(n) = n',
  },
  {
    id: 'snim', game: 'sub(2,5)', position: '5 12', n: 40, view: 'xor',
    en: 'S-Nim (POJ 2960), S = {2, 5}', zh: 'S-Nim（POJ 2960），S = {2, 5}',
    note: '5 12 → L',
  },
  {
    id: 'hdu1524', game: 'graph(0>1, 0>2, 2>3)', position: '0 2', n: 4, view: 'graph',
    en: 'A Chess Game (HDU 1524)', zh: '棋子游戏（HDU 1524）',
    note: '0 2 → WIN',
  },
  {
    id: 'loopy', game: 'graph(0>1, 1>0, 1>2, 2>3, 4>0, 4>3)', position: '4', n: 5, view: 'graph',
    en: 'A graph with cycles: win, lose or draw (ABC 209 E)', zh: '有环的图：胜、负或平局（ABC 209 E）',
    note: '0, 1 → draw',
  },
  {
    id: 'nim-14-21-39', game: 'nim', position: '14 21 39', n: 40, view: 'xor',
    en: 'Nim (14, 21, 39)', zh: '尼姆博弈 (14, 21, 39)',
    note: 'take 12 from 39',
  },
  {
    id: 'nim-55-81-121', game: 'nim', position: '55 81 121', n: 122, view: 'xor',
    en: 'Nim (55, 81, 121)', zh: '尼姆博弈 (55, 81, 121)',
    note: 'take 19 from 121',
  },
  {
    id: 'nim-29-45-58', game: 'nim', position: '29 45 58', n: 59, view: 'xor',
    en: 'Nim (29, 45, 58)', zh: '尼姆博弈 (29, 45, 58)',
    note: 'take 10 from 58',
  },
  {
    id: 'misere', game: 'misere(nim)', position: '3 5 1', n: 6, view: 'xor',
    en: 'Misère Nim (HDU 1907): who takes the last loses', zh: '反常 Nim（HDU 1907）：取走最后一个的人输',
    note: 'S2 → John',
  },
  {
    id: 'staircase', game: 'staircase', position: '3 1 2', n: 6, view: 'graph',
    en: 'Staircase Nim: only odd steps matter', zh: '阶梯 Nim：只有奇数级台阶有用',
    note: 'SG = 3 ⊕ 2',
  },
  {
    id: 'boxes', game: 'boxes', position: '1 2 3', n: 6, view: 'play',
    en: 'Open boxes: a subset with XOR 0 wins', zh: '开箱子：有异或为 0 的子集则先手必胜',
    note: '1 ⊕ 2 ⊕ 3 = 0',
  },
  {
    id: 'stoned', game: 'stoned', position: '2 3 4', n: 6, view: 'play',
    en: 'Stoned Game (CF1396B)', zh: 'Stoned Game（CF1396B）',
    note: 'no heap > rest: parity',
  },
  {
    id: 'thanos', game: 'thanos', position: '3 1 4 1', n: 6, view: 'play',
    en: 'Thanos Nim (CF1147C)', zh: 'Thanos Nim（CF1147C）',
    note: '3 1 4 1 → Alice',
  },
  {
    id: 'moore', game: 'moore(2)', position: '1 2 3', n: 6, view: 'mex',
    en: "Moore's Nim-2: take from up to 2 heaps", zh: 'Moore 的 Nim-2：每次最多从 2 堆取',
    note: 'columns mod 3',
  },
  {
    id: 'wythoff', game: 'wythoff', position: '3 5', n: 6, view: 'table',
    en: "Wythoff's game: its SG table", zh: '威佐夫博弈：SG 表',
    note: '(⌊nφ⌋, ⌊nφ⌋ + n)',
  },
  {
    id: 'sum', game: 'kayles', position: 'nim: 3 + kayles: 5 6 + sub(1..3): 5', n: 40, view: 'xor',
    en: 'A sum of different games', zh: '不同游戏的和',
    note: 'nim + kayles + sub',
  },
  {
    id: 'kayles', game: 'kayles', position: '5 6', n: 200, view: 'table',
    en: 'Kayles (0.77)', zh: 'Kayles 保龄球 (0.77)',
    note: 'period 12',
  },
  {
    id: 'dawson', game: 'dawson', position: '9', n: 200, view: 'table',
    en: "Dawson's Kayles (0.07)", zh: 'Dawson 保龄球 (0.07)',
    note: 'period 34',
  },
  {
    id: 'grundy', game: 'grundy', position: '9', n: 16, view: 'graph',
    en: "Grundy's game (split into unequal heaps)", zh: 'Grundy 游戏（分成不等的两堆）',
    note: '4!.0',
  },
];
