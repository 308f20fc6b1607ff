// Lesson: Take any number: SG(n) = n. From note 003 (博弈论与SG函数).
export default {
  id: 'take-any',
  note: { file: '003_4607f6e9f3e21720.txt', title: { zh: '博弈论与SG函数', en: 'Game theory and the SG function' } },
  title: { en: 'Take any number: SG(n) = n', zh: '任意取：SG(n) = n' },
  summary: {
    en: 'Print the SG table (打表) of “take any positive number from one heap” and find SG(n) = n: the XOR of heap sizes in Nim is really an XOR of SG values.',
    zh: '为“每次从一堆中取任意正整数个”打出 SG 表，发现 SG(n) = n：Nim 中堆大小的异或，其实就是 SG 值的异或。',
  },
  rule: 'takeAny',
  scenes: [
    {
      text: {
        en: 'The note’s table-printing (打表) code: for i = 1 … n, mark SG[i − j] for every j = 1 … i, then scan up from 0 for the first unmarked value. Run it for “take any number” and the table reads 0 1 2 3 … 15: SG(n) = n.\n\nThere is no period here; the values simply grow.',
        zh: '笔记里的打表代码：对 i = 1 … n，把所有 SG[i − j]（j = 1 … i）标记，再从 0 开始找第一个没被标记的值。对“任意取”运行它，表是 0 1 2 3 … 15：SG(n) = n。\n\n这里没有循环节，值一直在增长。',
      },
      state: { game: 'nim', position: '5', n: 16, view: 'table', step: 'end' },
    },
    {
      text: {
        en: 'Why: from a heap of n you can leave any of 0, 1, …, n − 1 stones, and by induction those states have SG 0, 1, …, n − 1. The set is {0, …, n − 1}, so its mex is n.\n\nHere n = 5: the options 4, 3, 2, 1, 0 have SG 4, 3, 2, 1, 0, so the scan marks 0 to 4 and stops at 5. Press ⏮ (to the start) and ▶ (play) to replay it.',
        zh: '原因：n 个石子可以留下 0, 1, …, n − 1 个，归纳可知这些状态的 SG 就是 0, 1, …, n − 1。集合是 {0, …, n − 1}，mex 就是 n。\n\n这里 n = 5：后继 4、3、2、1、0 的 SG 是 4、3、2、1、0，扫描标记 0 到 4，停在 5。按 ⏮（回到开头）再按 ▶（播放）重放。',
      },
      state: { game: 'nim', position: '5', n: 16, view: 'mex', state: 5, step: 'end' },
    },
    {
      text: {
        en: 'In the state graph of take-any, every state has an arrow to every smaller one. Only 0 is a square (必败态): a non-empty heap can be taken whole, so the player to move wins. That is why the note first found this table “useless”.\n\nClick node 3 to light its three arrows.',
        zh: '任意取的状态图中，每个状态都有边指向所有更小的状态。只有 0 是方块（必败态）：非空的一堆可以一次取完，轮到的人必胜。这也是笔记一开始觉得这张表“好像没有用”的原因。\n\n点击节点 3，看它的三条出边。',
      },
      state: { game: 'nim', position: '5', n: 6, view: 'graph', state: 5, step: 'end' },
      ask: { kind: 'outcome', position: 'nim: 3 5', prompt: { en: 'Two heaps, 3 and 5 (the next page): is it P or N?', zh: '两堆，3 个和 5 个（下一页的局面）：是 P 还是 N？' } },
    },
    {
      text: {
        en: 'The table pays off with several heaps. Since SG(n) = n, the Nim rule “XOR of the heap sizes” is the general rule “XOR of the SG values” in disguise. Heaps 3 and 5: SG = 3 ⊕ 5 = 6 ≠ 0, and the winning move takes 2 from 5, leaving 3 ⊕ 3 = 0.\n\nIn other games, such as the Bash game of the next lesson, the values differ from the heap sizes, and then only the SG values give the right answer.',
        zh: '有多堆时这张表就派上用场了。因为 SG(n) = n，Nim 的“堆大小异或”其实就是一般的“SG 值异或”。两堆 3 和 5：SG = 3 ⊕ 5 = 6 ≠ 0，必胜走法是从 5 中取 2 个，留下 3 ⊕ 3 = 0。\n\n在其他游戏里（比如下一课的巴什博弈），SG 值和堆大小不同，这时只有用 SG 值才能得到正确答案。',
      },
      state: { game: 'nim', position: '3 5', n: 16, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '3 5' },
  requires: ['take3'],
  exercise: { ask: 'move', game: 'nim', heaps: 2, min: 1, max: 20 },
  problems: [
    { name: '洛谷 P2197 【模板】Nim 游戏', url: 'https://www.luogu.com.cn/problem/P2197' },
    { name: 'POJ 2234 Matches Game', url: 'http://poj.org/problem?id=2234' },
  ],
};
