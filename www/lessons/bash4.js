// Lesson: Bash game with m = 4, period 5. From note 003 (博弈论与SG函数).
export default {
  id: 'bash4',
  note: { file: '003_4607f6e9f3e21720.txt', title: { zh: '博弈论与SG函数', en: 'Game theory and the SG function' } },
  title: { en: 'Bash game, m = 4: period 5', zh: '巴什博弈 m = 4：循环节 5' },
  summary: {
    en: 'Print the SG table of the Bash game with m = 4 (0, 1, 2, 3, 4, 0, 1, 2, 3, 4), read off the period m + 1 = 5, and prove the strategy: always leave a multiple of 5.',
    zh: '打出 m = 4 的巴什博弈的 SG 表（0, 1, 2, 3, 4, 0, 1, 2, 3, 4），看出循环节 m + 1 = 5，并证明策略：总给对手留下 5 的倍数。',
  },
  rule: 'bash4',
  scenes: [
    {
      text: {
        en: 'One heap; a move takes 1 to m stones, here m = 4. The note runs its table-printing (打表) code and gets 0, 1, 2, 3, 4, 0, 1, 2, 3, 4 for 0 … 9.\n\nThe band under the table marks the proven period: 5 = m + 1, starting at 0. In other words SG(n) = n mod 5.',
        zh: '一堆石子，每次取 1 到 m 个，这里 m = 4。笔记用打表代码得到 0～9 的 SG：0, 1, 2, 3, 4, 0, 1, 2, 3, 4。\n\n表下方的色带标出已证明的循环节：从 0 开始，周期 5 = m + 1。也就是 SG(n) = n mod 5。',
      },
      state: { game: 'bash(4)', position: '9', n: 10, view: 'table', step: 'end' },
    },
    {
      text: {
        en: 'Why the cycle restarts at 5: its options 4, 3, 2, 1 have SG 4, 3, 2, 1, and only 0 is missing. So SG(5) = mex{1, 2, 3, 4} = 0, a P-position (必败态).\n\nPress ⏮ (to the start) and ▶ (play) to replay the scan.',
        zh: '为什么到 5 又从 0 开始：5 的后继 4、3、2、1 的 SG 是 4、3、2、1，唯独缺 0，所以 SG(5) = mex{1, 2, 3, 4} = 0，是必败态。\n\n按 ⏮（回到开头）再按 ▶（播放）重放扫描。',
      },
      state: { game: 'bash(4)', position: '9', n: 10, view: 'mex', state: 5, step: 'end' },
    },
    {
      text: {
        en: 'In the graph the squares (SG 0) are 0 and 5. Every arrow from 5 lands on a circle, and each circle from 6 to 9 has an arrow to 5. Click 5, then 9, to compare.\n\nThe note’s proof: when the heap is a multiple of m + 1 and your opponent must move, whatever a stones they take (1 ≤ a ≤ m), you take m + 1 − a, which is also between 1 and m. Each round removes exactly m + 1 stones, so in the end the opponent faces 0.',
        zh: '图中的方块（SG = 0）是 0 和 5：5 的出边全部指向圆圈，而 6～9 的每个圆圈都有一条边指向 5。先点击 5，再点击 9，比较一下。\n\n笔记的证明：石子数是 m + 1 的倍数且轮到对手时，对手取 a 个（1 ≤ a ≤ m），你就取 m + 1 − a 个，它也在 1 到 m 之间。每一轮正好取走 m + 1 个，最后对手面对 0 个石子。',
      },
      state: { game: 'bash(4)', position: '9', n: 10, view: 'graph', state: 9, step: 'end' },
      ask: { kind: 'value', position: 'bash(4): 13', prompt: { en: 'From the pattern: what is SG(13)? (The next page checks it.)', zh: '根据规律：SG(13) 是多少？（下一页会验证。）' } },
    },
    {
      text: {
        en: 'The strategy in one line: if n is not a multiple of 5, take n mod 5 stones. From 13, take 3 and leave 10. The mex view confirms it: the options of 13 are 12, 11, 10 and 9, with SG 2, 1, 0 and 4, so SG(13) = 3, and the option with SG 0 is 10.\n\nNext you play from 13 against the computer: keep leaving multiples of 5.',
        zh: '策略一句话：n 不是 5 的倍数时，取 n mod 5 个。从 13 取 3 个，留下 10 个。mex 视图可以验证：13 的后继 12、11、10、9 的 SG 是 2、1、0、4，所以 SG(13) = 3，而 SG 为 0 的后继正是 10。\n\n接下来从 13 开始和电脑对弈：每次都给对手留下 5 的倍数。',
      },
      state: { game: 'bash(4)', position: '13', n: 20, view: 'mex', state: 13, step: 'end' },
    },
  ],
  play: { game: 'bash(4)', position: '13' },
  requires: ['take3'],
  exercise: { ask: 'move', game: 'bash(4)', heaps: 1, min: 6, max: 60 },
  problems: [
    { name: 'HDU 1846 Brave Game', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1846' },
    { name: 'HDU 2149 Public Sale', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2149' },
  ],
};
