// Lesson: [JSOI2009] 游戏 (BZOJ 1443, Luogu P4055), after the geography lesson: one player places the token, the other
// moves first, so the placer wants a cell some maximum matching misses. The sample; finding every such cell from one
// matching by alternating paths; a board with a perfect matching, where the answer is LOSE.
const SAMPLE = 'geography(.##/.../#.#)';
const OPEN = 'geography(.##/.../#..)';
const BOARD = 'geography(.#.#/..../#.../....)';

export default {
  id: 'jsoi2009',
  title: {
    en: '[JSOI2009] 游戏 (Game): where to place the token',
    zh: '[JSOI2009] 游戏：棋子放在哪里',
  },
  summary: {
    en: 'One player places the token on a free cell, the other moves first. The placer wins exactly on the cells some maximum matching misses: find one maximum matching, take the cells it misses, and follow alternating paths (a neighbour, then that neighbour’s partner) to find the rest. With a perfect matching there are none: LOSE.',
    zh: '一方把棋子放在一个空格上，另一方先走。放棋子的一方必胜的格子，恰好是某个最大匹配不覆盖的格子：求出一个最大匹配，取它不覆盖的格子，再沿交错路（走到一个邻格，再到这个邻格的配对格）找出其余的。有完美匹配时一个也没有：输出 LOSE。',
  },
  rule: 'geography',
  scenes: [
    {
      text: {
        en: '[JSOI2009] 游戏 (BZOJ 1443, Luogu P4055): on a board of free cells (`.`) and walls (`#`), 小AA puts the token on a free cell of his choice, then 小YY moves first; each move goes to a neighbouring free cell not yet visited, and who cannot move loses. Print WIN and every cell where 小AA wins, or LOSE.\n\nThe one who places wins exactly on the cells some maximum matching misses: the cells not lit. On the sample board (`.##`, `...`, `#.#`) those are (2, 3) and (3, 2), cells 5 and 7. From (3, 2) 小YY must go to (2, 2), and 小AA answers to (2, 3). `grundy jsoi2009` reads the problem’s input and prints `WIN` and those cells; a 100 × 100 board takes a few milliseconds.',
        zh: '[JSOI2009] 游戏（BZOJ 1443，洛谷 P4055）：棋盘上有空格（`.`）和墙（`#`），小 AA 先把棋子放在任选的一个空格上，然后小 YY 先走；每步走到一个相邻的、没走过的空格，不能走的人输。输出 WIN 和小 AA 能赢的所有格子，或者输出 LOSE。\n\n放棋子的一方必胜的格子，恰好是某个最大匹配不覆盖的格子：也就是没有被点亮的格子。样例棋盘（`.##`、`...`、`#.#`）上是 (2, 3) 和 (3, 2)，即格子 5 和 7。从 (3, 2) 出发，小 YY 只能走到 (2, 2)，小 AA 接着走到 (2, 3)。`grundy jsoi2009` 读入题目的输入，输出 `WIN` 和这些格子；100 × 100 的棋盘只要几毫秒。',
      },
      state: { game: SAMPLE, position: '3', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${SAMPLE}: 5`, prompt: { en: 'The token placed on cell 5, (2, 3): P or N for the player who moves first?', zh: '棋子放在格子 5，即 (2, 3)：对先走的一方是 P 还是 N？' } },
    },
    {
      text: {
        en: 'P: a maximum matching misses cell 5, so 小AA wins there. To list every such cell without trying each one, find one maximum matching (augmenting paths, as in the Hungarian algorithm, black cells against white). Every cell it misses wins. From a winning cell u, step to any neighbour v and then along the matching to v’s partner w: w wins too (shift the dominoes along the path and w is left out). Keep going from w.\n\nOn a row of five cells the matching 0–1, 2–3 misses 4. 4’s neighbour 3 is matched to 2, so 2 wins; 2’s neighbour 1 is matched to 0, so 0 wins. The placer wins on 0, 2 and 4, and loses on 1 and 3.',
        zh: 'P：有一个最大匹配不覆盖格子 5，所以小 AA 放在这里必胜。要列出所有这样的格子，不必一个一个试：先求一个最大匹配（黑格对白格，用匈牙利算法找增广路）。它不覆盖的格子都是必胜的。从一个必胜的格子 u 走到任一邻格 v，再沿匹配边走到 v 的配对格子 w：w 也必胜（沿这条路挪动骨牌，就空出了 w）。再从 w 继续找。\n\n一行五个格子，匹配 0–1、2–3 不覆盖 4。4 的邻格 3 与 2 配对，所以 2 必胜；2 的邻格 1 与 0 配对，所以 0 也必胜。放棋子的一方在 0、2、4 必胜，在 1、3 必败。',
      },
      state: { game: 'geography(.....)', position: '4', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${OPEN}: 5`, prompt: { en: 'The sample board with the wall at (3, 3) taken away (`.##`, `...`, `#..`), the token on cell 5: P or N?', zh: '把样例棋盘 (3, 3) 的墙拆掉（`.##`、`...`、`#..`），棋子放在格子 5：P 还是 N？' } },
    },
    {
      text: {
        en: 'N. Without that wall the six free cells have a perfect matching, for example 0–3, 4–5, 7–8. Then every maximum matching is perfect and covers every cell: all of them are lit, and wherever 小AA places the token, 小YY moves along the matching and wins. The answer is LOSE.\n\nIn general the answer is LOSE exactly when the free cells have a perfect matching. An odd number of free cells always gives WIN.',
        zh: 'N。拆掉这堵墙，六个空格就有完美匹配，例如 0–3、4–5、7–8。于是每个最大匹配都是完美匹配，覆盖每个格子：格子全被点亮，小 AA 把棋子放在哪里，小 YY 都沿匹配边走，必胜。答案是 LOSE。\n\n一般地，输出 LOSE 当且仅当空格有完美匹配。空格个数为奇数时一定是 WIN。',
      },
      state: { game: OPEN, position: '5', view: 'matching', step: 'end' },
    },
  ],
  play: { game: BOARD, position: '4' },
  requires: ['geography'],
  exercise: { ask: 'outcome', game: BOARD, heaps: 1, min: 0, max: 15 },
  problems: [
    { name: 'BZOJ 1443 / Luogu P4055 [JSOI2009] 游戏', url: 'https://www.luogu.com.cn/problem/P4055' },
  ],
};
