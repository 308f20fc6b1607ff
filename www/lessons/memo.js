// Lesson: Two heaps by memoized search, the table dp[x][y]. From note 003 (博弈论与SG函数).
export default {
  id: 'memo',
  note: { file: '003_4607f6e9f3e21720.txt', title: { zh: '博弈论与SG函数', en: 'Game theory and the SG function' } },
  title: { en: 'Two heaps by memoized search: dp[x][y]', zh: '记忆化搜索两堆石子：dp[x][y]' },
  summary: {
    en: 'Fill note 003’s win/lose table dp[x][y] for two Nim heaps in the order its recursion fills it, see that the lost cells are exactly x = y, and see why bigger games need SG values instead.',
    zh: '按笔记 003 的递归顺序填出两堆 Nim 的胜负表 dp[x][y]，看到必败的格子恰好是 x = y，并理解为什么更大的游戏要改用 SG 函数。',
  },
  rule: 'equalHeaps',
  scenes: [
    {
      text: {
        en: 'Note 003 solves two heaps (each at most 100) by brute force. dfs(x, y) tries every move, taking i stones from the first heap or from the second; the state is winning if some move reaches a losing state. dp[x][y] remembers each answer: W = win (必胜), L = loss (必败).\n\nWe call dfs(4, 4). The first cell to finish is dp[0][0] = L: no stones left, so the player to move has lost. (The note sets dp[0][0] = 0 before the search.)',
        zh: '笔记 003 用暴力搜索求两堆石子（每堆不超过 100）。dfs(x, y) 枚举所有走法——从第一堆或第二堆取 i 个；只要有一个后继是必败态，当前就是必胜态。dp[x][y] 记住每个答案：W = 必胜，L = 必败。\n\n调用 dfs(4, 4)。第一个算完的格子是 dp[0][0] = L：没有石子了，轮到的人已经输了（笔记在搜索前就设好了 dp[0][0] = 0）。',
      },
      state: { game: 'nim', position: '4 4', n: 5, view: 'memo', step: 0 },
      ask: { kind: 'outcome', position: 'nim: 4 4', prompt: { en: 'Before you step: two heaps of 4. Is (4, 4) P or N?', zh: '先别按步进：两堆各 4 个，(4, 4) 是 P 还是 N？' } },
    },
    {
      text: {
        en: 'Press ▶| (step forward) to follow the recursion. It dives down the first heap to dfs(0, 4) and fills row x = 0: dp[0][1] … dp[0][4] are all W (take the whole heap). Then comes dp[1][0] = W and, at this step, dp[1][1] = L: both moves from (1, 1) reach W cells.\n\nCells marked ? are not finished yet.',
        zh: '按 ▶|（前进一步）跟着递归走。它先沿第一堆一路递归到 dfs(0, 4)，填满第 0 行：dp[0][1] … dp[0][4] 都是 W（一次取完）。接着是 dp[1][0] = W，以及这一步的 dp[1][1] = L：(1, 1) 的两种走法都到达 W 的格子。\n\n标着 ? 的格子还没有算完。',
      },
      state: { game: 'nim', position: '4 4', n: 5, view: 'memo', step: 6 },
    },
    {
      text: {
        en: 'At the end all 25 cells are known, and the L cells lie exactly on the diagonal x = y. Two equal heaps lose for the player to move: whatever the first player takes from one heap, the second takes the same from the other.\n\nClick cell (3, 3): its options (0, 3), (1, 3), (2, 3), (3, 0), (3, 1) and (3, 2) are all W. Then click (3, 4): one of its options, (3, 3), is L.',
        zh: '最后 25 个格子全部算出，L 恰好在对角线 x = y 上。两堆相等时先手必败：先手从一堆取多少，后手就从另一堆取同样多。\n\n点击格子 (3, 3)：它的后继 (0, 3)、(1, 3)、(2, 3)、(3, 0)、(3, 1)、(3, 2) 全是 W。再点击 (3, 4)：它的后继中有一个 (3, 3) 是 L。',
      },
      state: { game: 'nim', position: '4 4', n: 5, view: 'memo', step: 'end' },
    },
    {
      text: {
        en: 'The table has limits: dp[110][110] covers two heaps of up to 100 stones, but three heaps, or heaps of 10^9 stones, are out of reach. SG values fix that. This heatmap shows SG(a) ⊕ SG(b) = a ⊕ b for two Nim heaps: its 0 cells are the same diagonal as the L cells of dp, and every other cell carries a number, not just “W”.\n\nThose numbers are what let you add more games to a sum; a table of W and L cannot do that.',
        zh: '这张表有局限：dp[110][110] 只能处理两堆、每堆不超过 100 个，三堆或者 10^9 个石子就无能为力了。SG 函数解决了这个问题。这张热力图显示两堆 Nim 的 SG(a) ⊕ SG(b) = a ⊕ b：值为 0 的格子正是 dp 表中 L 所在的对角线，而其余格子带的是一个具体的数，而不只是“W”。\n\n正是这些数让我们可以把更多的游戏加进来求和，只记胜负的表做不到这一点。',
      },
      state: { game: 'nim', position: '4 4', n: 16, view: 'table', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '3 4' },
  requires: ['take-any'],
  exercise: { ask: 'move', game: 'nim', heaps: 2, min: 1, max: 15 },
  problems: [
    { name: 'HDU 1847 Good Luck in CET-4 Everybody!', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1847' },
    { name: 'HDU 1849 Rabbit and Grass', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1849' },
  ],
};
