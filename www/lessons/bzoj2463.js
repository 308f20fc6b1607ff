// Lesson: BZOJ 2463 ([中山市选2009] 谁能赢呢？, Luogu P4136), after the geography lesson: an n × n board, the stone in
// a corner. Even n: dominoes tile the board and the first player moves along them; odd n: a chessboard colouring
// shows a tiling can leave the corner out. Each board drawn by the matching view.
const board = (n) => `geography(${Array.from({ length: n }, () => '.'.repeat(n)).join('/')})`;

export default {
  id: 'bzoj2463',
  title: {
    en: 'Who wins on an n × n board? (BZOJ 2463)',
    zh: '谁能赢呢：n × n 的棋盘（BZOJ 2463）',
  },
  summary: {
    en: 'An n × n board, a stone in a corner, each move one cell to a cell not yet visited. For even n dominoes tile the board, so Alice (the first player) wins by always moving across the stone’s domino; for odd n a tiling can leave the corner out, and Bob wins. On an odd board the chessboard colours decide every start.',
    zh: 'n × n 的棋盘，石头在角上，每步走一格，不能走到走过的格子。n 为偶数时骨牌能铺满棋盘，先手 Alice 每次沿石头所在的骨牌走就能赢；n 为奇数时有铺法空出角落，Bob 赢。奇数的棋盘上，每个起点的胜负由黑白染色决定。',
  },
  rule: 'geography',
  scenes: [
    {
      text: {
        en: 'BZOJ 2463 ([中山市选2009] 谁能赢呢？, Luogu P4136): an n × n board, a stone on the top-left corner. The players take turns moving it one cell up, down, left or right, never onto a cell it has visited; who cannot move loses. Alice moves first: who wins?\n\nOn the 2 × 2 board two dominoes cover every cell, so every maximum matching covers the corner. Alice moves across the corner’s domino, and after Bob’s move she moves across the next one: the stone goes 0 → 1 → 3 → 2, and Bob is stuck.',
        zh: 'BZOJ 2463（[中山市选2009] 谁能赢呢？，洛谷 P4136）：n × n 的棋盘，一块石头放在左上角。两人轮流把它向上、下、左、右移动一格，不能移到走过的格子上，不能移动的人输。Alice 先走，问谁能赢？\n\n2 × 2 的棋盘上两块骨牌正好盖住所有格子，所以每个最大匹配都覆盖角落。Alice 沿角落所在的骨牌走一步，Bob 走完后她再沿下一块骨牌走：石头走的是 0 → 1 → 3 → 2，Bob 无路可走。',
      },
      state: { game: board(2), position: '0', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${board(4)}: 0`, prompt: { en: 'A 4 × 4 board, the stone in the corner: P or N?', zh: '4 × 4 的棋盘，石头在角上：P 还是 N？' } },
    },
    {
      text: {
        en: 'N. Every even n goes the same way: lay the dominoes two by two along each row and they tile the whole board. Every maximum matching is then perfect and covers every cell, the corner too. Alice always moves across the domino of the cell the stone stands on, and Bob always has to start a fresh domino, so she is never the one left without a move.\n\nAn odd n is different: the board has n² cells, an odd number, so every tiling leaves one cell out.',
        zh: 'N。n 为偶数时都是这样：每行两个两个地横放骨牌，就能铺满整个棋盘。于是每个最大匹配都是完美匹配，覆盖每个格子，角落也不例外。Alice 每次沿石头所在格子的骨牌走，Bob 每次只能走进一块新的骨牌，所以无路可走的永远不会是她。\n\nn 为奇数就不一样了：棋盘有 n² 个格子，是奇数，每种铺法都要空出一格。',
      },
      state: { game: board(4), position: '0', view: 'matching', step: 'end' },
      ask: { kind: 'outcome', position: `${board(3)}: 0`, prompt: { en: 'A 3 × 3 board, the stone in the corner: P or N?', zh: '3 × 3 的棋盘，石头在角上：P 还是 N？' } },
    },
    {
      text: {
        en: 'P. Colour the board like a chessboard with black corners: for odd n there is one black cell more than white. A domino covers one of each, so a maximum matching covers every white cell, and it can leave out any black cell, a corner too. The matching drawn covers the corner, but press |◀ twice: without the corner there is a matching just as large, and swapping along the top row and the right-hand column leaves the corner out. Bob answers every move along that one. The answer: Alice when n is even, Bob when n is odd.\n\nOn an odd board the colours decide every start: the lit cells are exactly the white ones. From a white cell the first player wins; from a black one, the second.',
        zh: 'P。像国际象棋盘那样把棋盘黑白相间地染色，四个角是黑格：n 为奇数时黑格比白格多一个。一块骨牌总是盖住一黑一白，所以最大匹配盖住所有白格，而且可以空出任意一个黑格，角落也行。画出的匹配盖住了角落，但按两次 |◀ 往回看：去掉角落，还有同样大的匹配，沿第一行和最右一列交换，就空出了角落。Bob 每次沿这个匹配回应。答案是：n 为偶数 Alice 赢，n 为奇数 Bob 赢。\n\n奇数的棋盘上，颜色决定了每个起点的胜负：被点亮的恰好是白格。从白格出发先手必胜，从黑格出发后手必胜。',
      },
      state: { game: board(5), position: '0', view: 'matching', step: 'end' },
    },
  ],
  play: { game: board(4), position: '0' },
  requires: ['geography'],
  exercise: { ask: 'outcome', game: board(5), heaps: 1, min: 0, max: 24 },
  problems: [
    { name: 'BZOJ 2463 / Luogu P4136 [中山市选2009] 谁能赢呢？', url: 'https://www.luogu.com.cn/problem/P4136' },
  ],
};
