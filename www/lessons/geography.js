// Lesson: geography, the bipartite-graph games (二分图博弈) that note 003 promised for later ("二分图博弈以后再补"):
// a token that never returns is decided by matchings, not by SG values. The idea: dominoes (a tiling, then a maximum
// matching) and the second player's answer along them. The contest problems follow in their own lessons (bzoj2463,
// jsoi2009, noi2011), each drawn by the matching view.
const CORNER = 'geography(.../.#.)';
const BOARD = 'geography(...#/..../.#../....)';

export default {
  id: 'geography',
  note: { file: '003_4607f6e9f3e21720.txt', title: { zh: '博弈论与SG函数', en: 'Game theory and SG functions' } },
  title: {
    en: 'Geography: dominoes and matchings (二分图博弈)',
    zh: '二分图博弈：骨牌与匹配',
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
      ask: { kind: 'outcome', position: `${CORNER}: 0`, prompt: { en: 'The same board with its lower middle cell a wall (drawn here), the token on the top-left corner: P or N?', zh: '同一个棋盘，下排中间是墙（如图），棋子在左上角：P 还是 N？' } },
    },
    {
      text: {
        en: 'N. With the wall, the five free cells form a path 3 – 0 – 1 – 2 – 5. Two dominoes fit, and every way to lay them covers 0 and 2: those are lit, and from 0 the first player wins by moving across its domino. Cells 1, 3 and 5 can each be left out.\n\nHere the token is on 3, and the dominoes 0–1 and 2–5 leave it out. The first player must move to 0; the second answers across the domino, to 1. The first moves to 2; the second answers to 5, and the first is stuck. Step with |◀ and ▶| (step back, step forward): the board, one maximum matching, the token’s cell taken away and the search for an augmenting path, the cells every maximum matching covers, the verdict.',
        zh: 'N。有了这堵墙，五个空格连成一条路径 3 – 0 – 1 – 2 – 5。能放下两块骨牌，而每种放法都盖住 0 和 2：它们被点亮，从 0 出发先手沿它的骨牌走一步就赢。1、3、5 都可以被空出来。\n\n这里棋子在 3，骨牌 0–1、2–5 正好空出了它。先手只能走到 0，后手沿骨牌走到 1；先手走到 2，后手再走到 5，先手无路可走。按 |◀ 和 ▶|（后退、前进一步）逐步看：棋盘，一个最大匹配，拿走棋子所在的格子再找增广路，被每个最大匹配都覆盖的格子，结论。',
      },
      state: { game: CORNER, position: '3', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: 'geography(..../..../....): 5', prompt: { en: 'A 3 × 4 board without walls (drawn here), the token on cell 5: P or N?', zh: '没有墙的 3 × 4 棋盘（如图），棋子在格子 5：P 还是 N？' } },
    },
    {
      text: {
        en: 'N: dominoes tile a 3 × 4 board, so every cell is covered by every tiling. When no tiling covers the board, play the same way with a maximum matching, as many dominoes as fit. The theorem: the player to move wins exactly when every maximum matching covers the token’s cell.\n\nWhy. If some maximum matching M misses the token’s cell s, every move from s reaches a cell M covers (otherwise M plus that move would be larger), and the second player answers along M. The first player never reaches a cell M misses: the walk would be an augmenting path, and M would not be maximum. If every maximum matching covers s, move to s’s partner t: without s, the rest of M is still maximum and misses t, so the opponent now faces the first case. On this board the lit cells are the winning starts. The token on 0 is not one of them, though the matching drawn covers it: press |◀ twice to watch the view take 0 away, find a matching as large without it, and swap along the path where the two differ.',
        zh: 'N：3 × 4 的棋盘能用骨牌铺满，每种铺法都盖住每个格子。棋盘铺不满时，同样的走法改用最大匹配：能放下的骨牌尽量多放。定理：先手必胜，当且仅当每个最大匹配都覆盖棋子所在的格子。\n\n为什么：如果某个最大匹配 M 不覆盖棋子所在的格子 s，那么从 s 出发的每一步都走到 M 覆盖的格子上（否则把这一步加进 M，匹配就更大了），后手沿 M 的匹配边回应。先手永远走不到 M 不覆盖的格子：那样走过的路线就是一条增广路，M 就不是最大匹配了。如果每个最大匹配都覆盖 s，就从 s 走到它的配对格子 t：去掉 s 后，M 剩下的部分仍是最大匹配，而且不覆盖 t，于是对手落入第一种情形。这个棋盘上点亮的格子就是先手必胜的起点。棋子所在的 0 不在其中，尽管画出的匹配覆盖了它：按两次 |◀，看页面拿走 0，找到一个同样大、不含 0 的匹配，再沿两个匹配不同的那条路交换。',
      },
      state: { game: BOARD, position: '0', view: 'matching', step: 'end' },
    },
  ],
  play: { game: 'geography(..../.#../....)', position: '0' },
  requires: ['take3'],
  exercise: { ask: 'move', game: BOARD, heaps: 1, min: 0, max: 15 },
  problems: [
    { name: 'BZOJ 2463 / Luogu P4136 [中山市选2009] 谁能赢呢？', url: 'https://www.luogu.com.cn/problem/P4136' },
    { name: 'BZOJ 1443 / Luogu P4055 [JSOI2009] 游戏', url: 'https://www.luogu.com.cn/problem/P4055' },
    { name: 'Luogu P1971 [NOI2011] 兔兔与蛋蛋游戏', url: 'https://www.luogu.com.cn/problem/P1971' },
  ],
};
