// The preset gallery: the source notes' worked examples first (same numbers as the notes), then the classic
// take-and-break games. Each preset is a whole view: game, position, N and the view it opens in.

export const PRESETS = [
  {
    id: 'take3', game: 'sub(1..3)', position: '5', n: 20, view: 'graph',
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
    id: 'grundy', game: 'grundy', position: '9', n: 30, view: 'graph',
    en: "Grundy's game (split into unequal heaps)", zh: 'Grundy 游戏（分成不等的两堆）',
    note: '4!.0',
  },
];
