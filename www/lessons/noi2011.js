// Lesson: NOI 2011 兔兔与蛋蛋游戏 (Luogu P1971), after the geography lesson: follow the empty cell, whose walk is
// geography on the board (pieces of the wrong colour for their distance from the first empty cell are walls). The
// sample's row and 兔兔's mistake in it; a 3 × 3 board with walls, its winning move and a mistake.
const SAMPLE = 'geography(......)';
const WALLS = 'geography(#.#/#../...)';
const BOARD = 'geography(..../#.../#.../....)';

export default {
  id: 'noi2011',
  title: {
    en: 'NOI 2011 兔兔与蛋蛋游戏: the empty cell’s walk',
    zh: 'NOI 2011 兔兔与蛋蛋游戏：空格走过的路',
  },
  summary: {
    en: 'Follow the empty cell instead of the pieces: it steps onto a white piece’s cell on 兔兔’s turns and a black one’s on 蛋蛋’s, and never comes back, so the game is geography on a board where the pieces of the wrong colour are walls. A move of hers is a mistake (犯错误) when every maximum matching covered her cell before it and covers 蛋蛋’s after it.',
    zh: '不看棋子，看空格：兔兔走时空格走到白子的格子上，蛋蛋走时走到黑子的格子上，而且不会走回头路，所以这就是棋盘上的 Geography，颜色不对的棋子就是墙。兔兔的一步“犯错误”，当且仅当走之前每个最大匹配都覆盖她的格子，走之后每个最大匹配都覆盖蛋蛋的格子。',
  },
  rule: 'geography',
  scenes: [
    {
      text: {
        en: 'NOI 2011 兔兔与蛋蛋游戏 (Luogu P1971): one cell of the board is empty. 兔兔 moves a white piece next to it into it, 蛋蛋 a black one, and who cannot move loses. Follow the empty cell: on her turns it steps onto a white piece’s cell, on his onto a black piece’s, and it never comes back. So it is geography, with the empty cell as the token.\n\nIn the sample row `XO.OXO` neighbours always differ in colour (count the empty cell as black), so the token walks on the row 0-1-2-3-4-5, from 2. A perfect matching covers 2: 兔兔 wins by moving the white piece on (1, 4) in, which takes the empty cell to 3.',
        zh: 'NOI 2011 兔兔与蛋蛋游戏（洛谷 P1971）：棋盘上有一个空格。兔兔把一枚与空格相邻的白子移进空格，蛋蛋移黑子，不能操作的人输。盯住空格：兔兔走时它走到一枚白子的格子上，蛋蛋走时走到一枚黑子的格子上，而且不会走回头路。所以这就是 Geography，空格就是那枚棋子。\n\n样例这一行 `XO.OXO` 中相邻两格的颜色都不同（空格算黑色），所以棋子从 2 出发，在 0-1-2-3-4-5 这一行上走。一个完美匹配覆盖 2：兔兔必胜，把 (1, 4) 的白子移进空格，空格就到了 3。',
      },
      state: { game: SAMPLE, position: '2', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${SAMPLE}: 2 1`, prompt: { en: 'In the sample’s record she moves the white piece on (1, 2) instead: the empty cell goes to 1, and 蛋蛋 moves. P or N?', zh: '样例的记录里，她移的却是 (1, 2) 的白子：空格到了 1，轮到蛋蛋。P 还是 N？' } },
    },
    {
      text: {
        en: 'N: that was her mistake. With 2 gone, what is left is 0-1 and 3-4-5, and every maximum matching covers 1 (by 0–1): 蛋蛋 wins by moving the black piece on (1, 1) in. The empty cell is then on 0 with no white piece beside it, and 兔兔 has lost.\n\nA move of hers is a mistake (犯错误) when she had a winning strategy before it and 蛋蛋 has one after it: every maximum matching covered her cell before, and covers his after. The sample’s answer is 1 mistake, in round 1. `grundy noi2011` reads the problem’s input and finds them all, keeping one matching maximum as cells are left instead of matching again after every move.',
        zh: 'N：这就是她的失误。去掉 2 之后剩下 0-1 和 3-4-5，每个最大匹配都（用 0–1）覆盖 1：蛋蛋必胜，把 (1, 1) 的黑子移进空格。空格到了 0，旁边没有白子，兔兔输了。\n\n兔兔的一步“犯错误”，当且仅当这一步之前她有必胜策略、之后蛋蛋有必胜策略：之前每个最大匹配都覆盖她的格子，之后每个最大匹配都覆盖他的格子。样例的答案是 1 次失误，在第 1 轮。`grundy noi2011` 读入题目的输入，找出所有失误：格子离开游戏时只修补原来的最大匹配，不必每步都重新求匹配。',
      },
      state: { game: SAMPLE, position: '2 1', view: 'matching', step: 'end' },
    },
    {
      text: {
        en: 'On other boards some pieces never move. The empty cell reaches the cells at an odd distance (rows plus columns) from where it started on her turns, and those at an even distance on his. So a white piece at an even distance, or a black one at an odd distance, stays put: it is a wall. The board `OOO`, `X.O`, `XOX` is the geography board `#.#`, `#..`, `...`.\n\nIts six free cells have a perfect matching, 1–4, 5–8, 6–7 (cells numbered row by row from 0), so 兔兔 wins by moving along it: she moves the white piece on (1, 2) in, and the empty cell there has no black piece beside it.',
        zh: '别的棋盘上，有些棋子永远不会移动。空格在兔兔的回合走到与起点距离（行差加列差）为奇数的格子上，在蛋蛋的回合走到距离为偶数的格子上。所以距离为偶数的白子、距离为奇数的黑子永远不会动：它们就是墙。棋盘 `OOO`、`X.O`、`XOX` 就是 Geography 的棋盘 `#.#`、`#..`、`...`。\n\n剩下的六个空格有完美匹配 1–4、5–8、6–7（格子按行从 0 编号），所以兔兔沿匹配边走就能赢：她把 (1, 2) 的白子移进空格，空格到了那里，旁边没有黑子。',
      },
      state: { game: WALLS, position: '4', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${WALLS}: 4 5`, prompt: { en: 'Had she moved the white piece on (2, 3) in instead, the empty cell would be on cell 5 with 蛋蛋 to move: P or N?', zh: '如果她移进的是 (2, 3) 的白子，空格到了格子 5，轮到蛋蛋：P 还是 N？' } },
    },
  ],
  play: { game: BOARD, position: '5' },
  requires: ['geography'],
  exercise: { ask: 'move', game: BOARD, heaps: 1, min: 0, max: 15 },
  problems: [
    { name: 'Luogu P1971 [NOI2011] 兔兔与蛋蛋游戏', url: 'https://www.luogu.com.cn/problem/P1971' },
  ],
};
