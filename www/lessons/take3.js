// Lesson: Take at most 3 from a heap of 5. From note 000 (二、sg函数).
export default {
  id: 'take3',
  note: { file: '000_df8c6dd7891d57e4.txt', title: { zh: '二、sg函数', en: 'II. The SG function' } },
  title: { en: 'Take at most 3 from a heap of 5', zh: '每次最多取 3 个：5 个石子' },
  summary: {
    en: 'Draw the state graph of a heap of 5 (take 1 to 3 stones), compute SG = 0, 1, 2, 3, 0, 1 with mex in reverse topological order, and see that SG(x) = 0 exactly at the 必败态 (P-positions).',
    zh: '画出 5 个石子（每次取 1～3 个）的状态图，按逆拓扑序用 mex 求出 SG = 0, 1, 2, 3, 0, 1，并看到 SG(x) = 0 的状态恰好是必败态。',
  },
  rule: 'bash3',
  scenes: [
    {
      text: {
        en: 'This course follows “the notes”: five study notes in Chinese on game theory and SG functions (笔记 000 to 004), written by students preparing for programming contests. This is note 000’s first example.\n\nOne heap of 5 stones; a move takes 1, 2 or 3 stones. Each number of stones left is a state, and each legal move is an arrow. From 5 you can reach 4, 3 and 2, but not 1: that would take 4 stones, which the rule forbids.\n\nThe heap of 5 is marked ▼ and its arrows are lit. Click any other node to light its options.',
        zh: '这门课跟着“笔记”走：五篇讲博弈论与 SG 函数的中文学习笔记（笔记 000～004），是准备程序设计竞赛的同学写的。这是笔记 000 的第一个例子。\n\n一堆 5 个石子，每次可以取 1、2 或 3 个。剩下的石子数就是状态，每一种合法的取法就是一条有向边。5 可以转移到 4、3、2，但不能直接到 1：那要一次取 4 个，规则不允许。\n\n图中 ▼ 标出的是 5 个石子的状态，它的出边已经高亮。点击其他节点，看看它能转移到哪些状态。',
      },
      state: { game: 'sub(1..3)', position: '5', n: 6, view: 'graph', state: 5, step: 0 },
    },
    {
      text: {
        en: 'SG values are computed from the end, starting with the states that have no move. State 0 has no options, so SG(0) = mex{} = 0. Then SG(1) = mex{0} = 1, SG(2) = mex{0, 1} = 2 and SG(3) = mex{0, 1, 2} = 3.\n\nmex is the smallest non-negative integer not in the set. (Note 000 says “smallest positive integer”, but SG(0) = 0 shows that 0 counts.) Press |◀ and ▶| (step back, step forward) to watch these four values appear one at a time.',
        zh: 'SG 值要从终局往回算，先算无路可走的状态。0 没有后继，所以 SG(0) = mex{} = 0；接着 SG(1) = mex{0} = 1，SG(2) = mex{0, 1} = 2，SG(3) = mex{0, 1, 2} = 3。\n\nmex 是不属于集合的最小非负整数（笔记里写的是“最小正整数”，但 SG(0) = 0 说明 0 也算在内）。按 |◀ 和 ▶|（后退、前进一步）看这四个值一个个出现。',
      },
      state: { game: 'sub(1..3)', position: '5', n: 6, view: 'graph', state: 5, step: 3 },
      ask: { kind: 'value', position: 'sub(1..3): 4', reveal: 'end', prompt: { en: 'Before the next page: what is SG(4)? Its options are 3, 2 and 1.', zh: '翻页之前先想一想：SG(4) 是多少？它的后继是 3、2、1。' } },
    },
    {
      text: {
        en: 'At 4 things change. Its options are 3, 2 and 1, with SG 3, 2 and 1; it cannot reach 0, because that would take 4 stones. The scan starts at 0 and stops at once: 0 is not in {1, 2, 3}, so SG(4) = mex{1, 2, 3} = 0.\n\nPress ⏮ (to the start), then ▶ (play), to replay the scan. (The note says “4 cannot move directly to 1”; it means 0.)',
        zh: '到 4 情况就变了。4 的后继是 3、2、1，SG 值分别是 3、2、1；它到不了 0，因为那要一次取 4 个。从 0 开始扫描，立刻停下：0 不在 {1, 2, 3} 中，所以 SG(4) = mex{1, 2, 3} = 0。\n\n按 ⏮（回到开头）再按 ▶（播放）重放这次扫描。（笔记原文“4不能直接转移到1”，应是不能直接转移到 0。）',
      },
      state: { game: 'sub(1..3)', position: '5', n: 6, view: 'mex', state: 4, step: 'end' },
    },
    {
      text: {
        en: 'Now the heap of 5: its options 4, 3 and 2 have SG 0, 3 and 2. 0 is in the set and 1 is not, so SG(5) = mex{0, 2, 3} = 1.\n\nBecause one option (4) has SG 0, the player to move at 5 can hand the opponent a state with SG 0. Step back with |◀ to see the options listed one by one.',
        zh: '再看 5 个石子：后继 4、3、2 的 SG 值分别是 0、3、2。0 在集合中，1 不在，所以 SG(5) = mex{0, 2, 3} = 1。\n\n因为有一个后继（4）的 SG 为 0，在 5 轮到的人可以把 SG 为 0 的状态留给对手。按 |◀（后退一步），看后继逐个列出。',
      },
      state: { game: 'sub(1..3)', position: '5', n: 6, view: 'mex', state: 5, step: 'end' },
    },
    {
      text: {
        en: 'All six values: SG = 0, 1, 2, 3, 0, 1 for 0 … 5. The squares marked P (SG = 0) are the P-positions (必败态): every move from them reaches a non-zero state. The circles (SG ≠ 0) are the N-positions (必胜态): each has a move to a 0. (Note 000’s second conclusion ends with “必败态” where it means 必胜态, an N-position.)\n\nSo with 5 stones the first player (先手) wins: take 1 and leave 4. Click node 4 and check that all its arrows point to circles.',
        zh: '六个值都出来了：0～5 的 SG = 0, 1, 2, 3, 0, 1。标 P 的方块（SG = 0）是必败态：从它出发的每一步都到达 SG ≠ 0 的状态；圆圈（SG ≠ 0）是必胜态：总有一步能到 SG = 0。（笔记中“sg≠0时……即(此状态)为必败态”一句应为必胜态。）\n\n所以 5 个石子时先手必胜：取 1 个，留下 4 个。点击节点 4，确认它的出边全部指向圆圈。',
      },
      state: { game: 'sub(1..3)', position: '5', n: 6, view: 'graph', state: 5, step: 'end' },
    },
    {
      text: {
        en: 'Print the table further (打表): 0 1 2 3 0 1 2 3 0 1 2 3. The values repeat with period 4 = 3 + 1, so SG(n) = n mod 4: this is the Bash game with m = 3. The page checks this rule against a search of every small position.\n\nThe heaps with SG 0 are 0, 4 and 8, the multiples of 4. Now play from 5 and win.',
        zh: '继续打表：0 1 2 3 0 1 2 3 0 1 2 3。SG 值以 4 = 3 + 1 为周期循环，即 SG(n) = n mod 4——这就是 m = 3 的巴什博弈。页面会把这个结论和所有小局面的搜索结果逐一对照。\n\nSG 为 0 的是 0、4、8，都是 4 的倍数。现在从 5 开始和电脑下一局，赢下它。',
      },
      state: { game: 'sub(1..3)', position: '5', n: 12, view: 'table', step: 'end' },
    },
  ],
  play: { game: 'sub(1..3)', position: '5' },
  requires: [],
  exercise: { ask: 'move', game: 'sub(1..3)', heaps: 1, min: 5, max: 40 },
  problems: [
    { name: 'HDU 1846 Brave Game', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1846' },
    { name: 'HDU 2188 悼念512汶川大地震遇难同胞——选拔志愿者', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2188' },
  ],
};
