// Lesson: geography, the bipartite-graph games (二分图博弈) that note 003 promised for later ("二分图博弈以后再补"):
// a token that never returns is decided by matchings, not by SG values. Dominoes, then BZOJ 2463, [JSOI2009] 游戏
// and NOI 2011 兔兔与蛋蛋, each drawn by the matching view.
const BOARD = 'geography(.##/.../#.#)';
const EGGS = 'geography(0-1 1-2 2-3 3-4 4-5)';

export default {
  id: 'geography',
  note: { file: '003_4607f6e9f3e21720.txt', title: { zh: '博弈论与SG函数', en: 'Game theory and SG functions' } },
  title: {
    en: 'Geography: games on bipartite graphs (二分图博弈)',
    zh: '二分图博弈：棋子不走回头路',
  },
  summary: {
    en: 'A token moves to a neighbouring vertex it has not stood on; who cannot move loses. The player to move wins exactly when every maximum matching covers the token’s vertex: then they move along the matching; otherwise the other player answers every move along a matching that misses it.',
    zh: '棋子每步走到一个没到过的相邻顶点，不能走的人输。先手必胜当且仅当每个最大匹配都覆盖棋子所在的顶点：这时沿匹配边走；否则后手沿一个不覆盖它的最大匹配回应每一步。',
  },
  rule: 'geography',
  scenes: [
    {
      text: {
        en: 'Note 003 stops at “二分图博弈以后再补”: here it is. A token stands on a cell of a board; each move takes it to a neighbouring free cell it has not visited; who cannot move loses. The state is the whole set of visited cells, so SG values of parts do not add up: matchings decide instead.\n\nThe idea is dominoes. If the board, less some cell s, can be tiled so that s is left out, put the token on s: wherever the first player moves, the second answers across the domino of that cell, and always can. If every tiling must cover s, the first player moves across s’s domino and becomes that second player. The matching view lights the cells every maximum matching covers: from those, the player to move wins.',
        zh: '笔记 003 写到“二分图博弈以后再补”就停了：这里补上。棋子放在棋盘的一个格子上，每步走到一个相邻的、没走过的空格，不能走的人输。状态是走过的所有格子，各部分的 SG 值没法相加：改用匹配判定。\n\n思路是多米诺骨牌。如果棋盘去掉某个格子 s 之后能铺满骨牌、恰好空出 s，就把棋子放在 s：先手走到哪一格，后手就沿这一格的骨牌走过去，永远有路可走。如果每种铺法都必须盖住 s，先手就沿 s 的骨牌走一步，自己变成了那个后手。匹配视图点亮的是被每个最大匹配都覆盖的格子：从这些格子出发，先手必胜。',
      },
      state: { game: 'geography(.../...)', position: '0', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: 'geography(.../.#.): 0', prompt: { en: 'The same board with its lower middle cell a wall, the token on the top-left corner: P or N?', zh: '同一个棋盘，下排中间是墙，棋子在左上角：P 还是 N？' } },
    },
    {
      text: {
        en: 'BZOJ 2463 (中山市选2009 谁能赢呢): an n × n board with no walls, the token in a corner. When n is even, dominoes tile the whole board, so every maximum matching is perfect and covers the corner: the first player wins. When n is odd, one cell is always left out, and a tiling can leave out the corner: the first player loses. The 3 × 3 board shows it: the corner is not lit.',
        zh: 'BZOJ 2463（中山市选2009 谁能赢呢）：n × n 的棋盘，没有墙，棋子在角上。n 为偶数时骨牌能铺满整个棋盘，每个最大匹配都是完美匹配、都覆盖角落：先手必胜。n 为奇数时总要空出一格，而且可以空出角落：先手必败。3 × 3 的棋盘上可以看到：角落没有被点亮。',
      },
      state: { game: 'geography(.../.../...)', position: '0', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: 'geography(..../..../..../....): 0', prompt: { en: 'A 4 × 4 board, the token in the corner: P or N?', zh: '4 × 4 的棋盘，棋子在角上：P 还是 N？' } },
    },
    {
      text: {
        en: '[JSOI2009] 游戏 (BZOJ 1443): one player puts the token on a free cell of their choice, and the other moves first. The one who places wins on exactly the cells some maximum matching misses: the cells not lit. On the sample board (`.##`, `...`, `#.#`) those are (2, 3) and (3, 2), cells 5 and 7. `grundy jsoi2009` reads the problem’s input and prints `WIN` and those cells; a 100 × 100 board takes a few milliseconds.',
        zh: '[JSOI2009] 游戏（BZOJ 1443）：一方把棋子放在任选的一个空格上，另一方先走。放棋子的一方必胜的格子，恰好是某个最大匹配不覆盖的格子：也就是没有被点亮的格子。样例棋盘（`.##`、`...`、`#.#`）上是 (2, 3) 和 (3, 2)，即格子 5 和 7。`grundy jsoi2009` 读入题目的输入，输出 `WIN` 和这些格子；100 × 100 的棋盘只要几毫秒。',
      },
      state: { game: BOARD, position: '3', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${BOARD}: 5`, prompt: { en: 'The token placed on cell 5, (2, 3): P or N for the player who moves first?', zh: '棋子放在格子 5，即 (2, 3)：对先走的一方是 P 还是 N？' } },
    },
    {
      text: {
        en: 'NOI 2011 兔兔与蛋蛋游戏: 兔兔 slides a white piece into the empty cell, 蛋蛋 a black one. Follow the empty cell: it walks onto white cells on her turns and black ones on his, and never returns. So it is geography on the graph joining black cells (and the first empty cell) to their white neighbours. In the sample row `XO.OXO` every neighbour pair differs, so the graph is the path 0-1-2-3-4-5 with the empty cell on 2: a perfect matching covers 2, and 兔兔 wins (moving to 3). She moved the piece from cell 1 instead: now 蛋蛋, on 1 with 2 gone, is covered by every maximum matching of what is left, and wins. That was her mistake, which `grundy noi2011` counts.',
        zh: 'NOI 2011 兔兔与蛋蛋游戏：兔兔把一个白子移进空格，蛋蛋移黑子。盯住空格：它在兔兔的回合走到白格上，在蛋蛋的回合走到黑格上，而且不会走回头路。所以这是一个图上的 Geography：黑格（和最初的空格）与相邻的白格相连。样例这一行 `XO.OXO` 中相邻的格子颜色都不同，图就是路径 0-1-2-3-4-5，空格在 2：一个完美匹配覆盖 2，兔兔必胜（走到 3）。她却移了格子 1 的棋子：现在轮到蛋蛋，空格在 1、格子 2 已离开，剩下部分的每个最大匹配都覆盖 1，蛋蛋必胜。这就是她的失误，`grundy noi2011` 会数出来。',
      },
      state: { game: EGGS, position: '2 1', view: 'matching', step: 'end' },
    },
  ],
  play: { game: 'geography(..../.#../....)', position: '0' },
  requires: ['take3'],
  exercise: { ask: 'move', game: 'geography(...#/..../.#../....)', heaps: 1, min: 0, max: 15 },
  problems: [
    { name: 'BZOJ 1443 / Luogu P4055 [JSOI2009] 游戏', url: 'https://www.luogu.com.cn/problem/P4055' },
    { name: 'Luogu P1971 [NOI2011] 兔兔与蛋蛋游戏', url: 'https://www.luogu.com.cn/problem/P1971' },
  ],
};
