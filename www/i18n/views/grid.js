// The 打表 grid's words (www/views/grid.js, G(x, y) of a game of two-number states): its tab label, with a language's
// first file, and its sentences, with the other views' (gather.js); the table view says its P-positions with gridP too.

export const en = {
  STRINGS: {
    viewGrid: '打表 grid',
  },
  VIEWS: {
    gridTitle: 'G(x, y) of {game} for x, y < {n}',
    gridKey: 'Colour key: the value of each cell (blank: not a state).',
    gridP: 'P-position (G = 0)',
    gridCell: 'G({x}, {y}) = {sg}',
    gridNone: '({x}, {y}) is not a state',
    gridEmpty: 'The table is empty: play to fill it row by row.',
    gridStep: 'row x = {x} of the table filled',
    gridDone: 'the table is filled: {zeros} P-position(s)',
  },
};

export const zh = {
  STRINGS: {
    viewGrid: '打表',
  },
  VIEWS: {
    gridTitle: '{game} 的 G(x, y)，x, y < {n}',
    gridKey: '颜色对应每格的 SG 值（空白：不是状态）。',
    gridP: '必败态（G = 0）',
    gridCell: 'G({x}, {y}) = {sg}',
    gridNone: '({x}, {y}) 不是状态',
    gridEmpty: '表还是空的：播放，一行一行地填。',
    gridStep: '已填好第 x = {x} 行',
    gridDone: '表已填完：{zeros} 个必败态',
  },
};
