// Lesson: Open boxes, a subset with XOR 0 wins. From note 001 (博弈论学习笔记).
export default {
  id: 'boxes',
  note: { file: '001_48776f61f050abe3.txt', title: { zh: '博弈论学习笔记', en: 'Game theory study notes' } },
  title: { en: 'Open boxes: a subset with XOR 0 wins', zh: '开箱子：存在异或为 0 的子集则先手必胜' },
  summary: {
    en: 'With every box closed at the start, the first player wins exactly when some non-empty set of boxes XORs to 0, which a linear basis over GF(2) detects quickly.',
    zh: '开局所有箱子都关着时，先手必胜当且仅当存在一个非空的箱子子集异或和为 0；用 GF(2) 上的线性基可以快速判断。',
  },
  rule: 'boxesStart',
  scenes: [
    {
      text: {
        en: 'n boxes hold a_i stones, and at first all are closed. A move either opens at least one closed box, or takes at least one stone from one open box. Whoever cannot move loses. Here the boxes hold 1, 2 and 3; the page writes an open box with *.\n\nOnce every box is open this is plain Nim on the boxes. The graph shows the start and its seven moves: open one, two or all three boxes (each marked …, since play goes on from there). Press ▶ to see their values.',
        zh: '有 n 个箱子，第 i 个里有 a_i 个石头，一开始都关着。每一步要么打开至少一个关着的箱子，要么从一个开着的箱子里拿走至少一个石头。无法操作的人输。这里三个箱子分别有 1、2、3 个；页面用 * 标记开着的箱子。\n\n所有箱子都打开后，就是这些箱子上的普通 Nim。图中画出开局和它的七种走法：打开一个、两个或全部三个箱子（都标着 …，之后还能继续走）。按 ▶ 看它们的值。',
      },
      state: { game: 'boxes', position: '1 2 3', view: 'graph', depth: 1, step: 0 },
      ask: { kind: 'outcome', position: 'boxes: 1 2 3', reveal: 'end', prompt: { en: 'All boxes closed, holding 1, 2 and 3: P or N?', zh: '箱子都关着，分别装 1、2、3 个：P 还是 N？' } },
    },
    {
      text: {
        en: '1 ⊕ 2 ⊕ 3 = 0, so the first player opens all three boxes at once. That leaves Nim (1, 2, 3) with nothing closed: a P-position (必败态) for the opponent.\n\nThe mex view lists every option of the start with its value. The option “open the boxes of 1, 2 and 3” is the one with SG 0, and it is the only winning move.',
        zh: '1 ⊕ 2 ⊕ 3 = 0，所以先手一次打开全部三个箱子，留给对手没有关着箱子的 Nim (1, 2, 3)：必败态。\n\nmex 视图列出开局的每个后继和它的值。“打开 1、2、3 三个箱子”就是 SG 为 0 的那个，也是唯一的必胜走法。',
      },
      state: { game: 'boxes', position: '1 2 3', view: 'mex', step: 'end' },
    },
    {
      text: {
        en: 'The note’s argument: if some subset XORs to 0, open a largest such subset. The open boxes then XOR to 0, and the closed ones contain no subset with XOR 0 (it could be added to make a larger one), so the opponent cannot repair things by opening more. If no subset XORs to 0, whatever the first player opens leaves a non-zero XOR, and the second player wins.\n\nHere are boxes 1, 2 and 4: no subset XORs to 0, so the first player loses (先手必败). A box with 0 stones is a subset with XOR 0 on its own, so any empty box makes the start a win.',
        zh: '笔记的论证：若有子集异或和为 0，先手打开一个最大的这样的子集。已打开的箱子异或为 0，而关着的箱子里再也没有异或为 0 的子集（否则并进来会得到更大的子集），所以对手开箱子也无法挽回。若不存在这样的子集，无论先手打开哪些箱子，异或和都不为 0，后手必胜。\n\n这里是 1、2、4 三个箱子：没有子集异或为 0，先手必败。注意 0 个石头的箱子自己就是一个异或为 0 的子集，所以只要有空箱子，开局就先手必胜。',
      },
      state: { game: 'boxes', position: '1 2 4', view: 'graph', depth: 1, step: 'end' },
    },
    {
      text: {
        en: 'To find such a subset fast, insert the a_i one by one into a linear basis over GF(2). This is the basis view of the Gambling Nim lesson; each box is written as a card “0 a_i”, so the number inserted is a_i. Boxes 1 and 2 become rows; box 3 is reduced by 2 and then by 1 down to 0. It is the XOR of earlier boxes, so a subset with XOR 0 exists.\n\nSome a_i reducing to 0 means the rank is smaller than n. With a_i ≤ 10^9 < 2^30 the rank is at most 30, so 31 or more boxes always contain such a subset. Ignore the last two steps here: they answer the card question of the next lesson.',
        zh: '要快速找出这样的子集，就把 a_i 依次插入 GF(2) 上的线性基。这里借用 Gambling Nim 一课的线性基视图，每个箱子写成一张“0 a_i”的卡片，插入的数就是 a_i。箱子 1 和 2 各成为一行；箱子 3 先被 2、再被 1 消去，变成 0。它是前面箱子的异或，所以存在异或为 0 的子集。\n\n有 a_i 被消成 0，就是线性基的秩小于 n。a_i ≤ 10^9 < 2^30 时秩至多为 30，所以 31 个以上的箱子一定有这样的子集。最后两步在这里可以忽略，它们回答的是下一课的卡片问题。',
      },
      state: { game: 'boxes', position: '1 2 3', view: 'basis', cards: '3\n0 1\n0 2\n0 3', step: 7 },
    },
  ],
  play: { game: 'boxes', position: '1 2 3' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'boxes', heaps: 3, min: 1, max: 7 },
  problems: [
    { name: '洛谷 P4301 [CQOI2013] 新Nim游戏', url: 'https://www.luogu.com.cn/problem/P4301' },
  ],
};
