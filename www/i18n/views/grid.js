// The 打表 grid's words (www/views/grid.js, G(x, y) of a game of two-number states): its tab label, with a language's
// first file, and its sentences, with the other views' (gather.js); the table view says its P-positions with gridP too.

export const en = {
  STRINGS: {
    viewGrid: 'grid',
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
    // A lit law of P-positions against the grid (views/law-panel.js renderGridLaw).
    'gridLaw.inside': 'The law says which cells are P-positions for {speaks} of the grid’s {cells} cells, and each agrees with the grid (its {p} P-positions have G = 0).',
    'gridLaw.insideNone': 'The law says nothing of the grid’s {cells} cells.',
    'gridLaw.insideDiffer': 'The law says which cells are P-positions for {speaks} of the grid’s {cells} cells; {agrees} agree with the grid, the first that does not is ({x}, {y}): G({x}, {y}) = {value}, where the law says {says}.',
    'gridLaw.past': 'Past the grid, for x, y ≤ {last}, it says {past} more P-position(s), not computed here (the finder checked the law for x, y < {to}).',
    'gridLaw.pastHeld': 'Past the grid, for x, y ≤ {last}, it says {past} more P-position(s), not computed here; the finder’s longer grid agreed for x, y ≤ {held}.',
    'gridLaw.broke': 'It broke at ({x}, {y}): the longer grid says G({x}, {y}) = {value}, where the law says {says}.',
    'gridLaw.cells': 'The P-positions the law says past the grid',
    'gridLaw.key': 'Outlined in the grid: the cells the law says are P-positions, dashed red where the grid disagrees (G ≠ 0 there, or a P-position the law says is not one); the other cells dimmed. Below, dashed: past the grid, predicted, not computed.',
    'gridLaw.cellPredicted': '({x}, {y}): the law says it is a P-position; past the grid, not computed',
    'gridLaw.cellBroke': '({x}, {y}): the law says {says}, the finder’s longer grid says G = {value}',
    'gridLaw.mark.agree': 'the law says it is a P-position, and the grid agrees',
    'gridLaw.mark.differ': 'the law and the grid disagree here',
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
    'gridLaw.inside': '规律对网格 {cells} 个格子中的 {speaks} 个给出了是否为必败态，每一个都与网格一致（它给出的 {p} 个必败态处 G = 0）。',
    'gridLaw.insideNone': '规律对网格的 {cells} 个格子什么也没有给出。',
    'gridLaw.insideDiffer': '规律对网格 {cells} 个格子中的 {speaks} 个给出了是否为必败态；其中 {agrees} 个与网格一致，第一个不一致的是 ({x}, {y})：G({x}, {y}) = {value}，规律判定为：{says}。',
    'gridLaw.past': '网格之外，在 x, y ≤ {last} 的范围内，它还给出了 {past} 个必败态，这里没有计算（找规律时已对 x, y < {to} 检验过这条规律）。',
    'gridLaw.pastHeld': '网格之外，在 x, y ≤ {last} 的范围内，它还给出了 {past} 个必败态，这里没有计算；找规律时更长的网格与它一致到 x, y ≤ {held}。',
    'gridLaw.broke': '它在 ({x}, {y}) 处不成立：更长的网格中 G({x}, {y}) = {value}，规律判定为：{says}。',
    'gridLaw.cells': '规律在网格之外给出的必败态',
    'gridLaw.key': '网格中加框的是规律判定为必败态的格子，红色虚线框表示与网格不一致（该处 G ≠ 0，或网格的必败态被规律判定为不是）；其余格子变淡。下方虚线：网格之外的预测，未计算。',
    'gridLaw.cellPredicted': '({x}, {y})：规律判定为必败态；在网格之外，未计算',
    'gridLaw.cellBroke': '({x}, {y})：规律判定为：{says}；更长的网格中 G = {value}',
    'gridLaw.mark.agree': '规律判定为必败态，与网格一致',
    'gridLaw.mark.differ': '规律与网格在此不一致',
  },
};
