// Lesson: Anti-SG and the SJ theorem (贾志豪, 2009), after the notes: a sum where whoever moves last loses, decided
// from the parts' values in normal play, and where that stops being true.
export default {
  id: 'anti-sg',
  title: {
    en: 'Anti-SG and the SJ theorem: whoever moves last loses',
    zh: 'Anti-SG 与 SJ 定理：走最后一步的人输',
  },
  summary: {
    en: 'Decide a misère sum from its parts’ SG values: the player to move wins when the XOR is not 0 and some value is above 1, or when the XOR is 0 and none is. See the condition the theorem needs, and a game where it fails.',
    zh: '用各部分的 SG 值判断反常规则下的和：异或和不为 0 且有 SG 值大于 1，或异或和为 0 且没有大于 1 的，先手必胜。再看定理需要的条件，以及一个它不成立的游戏。',
  },
  rule: 'sj',
  scenes: [
    {
      text: {
        en: 'Anti-SG: a sum of games where whoever makes the last move loses. The SJ theorem decides it from the parts’ SG values in normal play: the player to move wins exactly when (the XOR is not 0 and some value is above 1) or (the XOR is 0 and no value is above 1).\n\nThe game here: take any number of stones except exactly 1 (allbut(1)). Heaps of 4 and 5 are both worth 2: the XOR is 0 but both are above 1, so the player to move loses.',
        zh: 'Anti-SG：几个游戏的和，走最后一步的人输。SJ 定理用各部分在普通规则下的 SG 值判断：先手必胜，当且仅当（异或和不为 0 且有某个 SG 值大于 1）或（异或和为 0 且没有大于 1 的）。\n\n这里的游戏：每次取任意个石子，但不能恰好取 1 个（allbut(1)）。4 和 5 两堆的 SG 值都是 2：异或和为 0，但都大于 1，先手必败。',
      },
      state: { game: 'misere(allbut(1))', position: '4 5', view: 'xor', step: 'end' },
      ask: { kind: 'outcome', position: 'misere(allbut(1)): 2 3', prompt: { en: 'Next: heaps of 2 and 3, both worth 1. The XOR is 0 and no value is above 1. P or N?', zh: '下一个：2 和 3 两堆，SG 值都是 1。异或和为 0，没有大于 1 的。是 P 还是 N？' } },
    },
    {
      text: {
        en: 'Heaps of 2 and 3: values 1 and 1, XOR 0, none above 1: the player to move wins. With values of only 0 and 1 the game is counting, as in misère Nim’s S0 and T0: each move turns a part worth 1 into an end (0 or 1 stones here), and with an even number of them the last move falls to the opponent.\n\nMisère Nim (HDU 1907) is the simplest case: a heap is worth its size, so “a value above 1” is a big heap (充裕堆).',
        zh: '2 和 3 两堆：SG 值 1 和 1，异或和为 0，没有大于 1 的：先手必胜。只有 0 和 1 时胜负只看个数，正如反常 Nim 的 S0 和 T0：每一步把一个值为 1 的部分变成终局（这里是 0 或 1 个石子），偶数个时最后一步落到对手身上。\n\n反常 Nim（HDU 1907）是最简单的情形：一堆的 SG 值就是石子数，“SG 值大于 1”就是充裕堆。',
      },
      state: { game: 'misere(allbut(1))', position: '2 3', view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'The theorem needs its condition: every state worth 0 must be an end (no move from it), and no move may split a heap (a split adds parts). In 0.331 (take 1 or 2 stones, or a whole heap of exactly 3) a heap of 4 is worth 0 yet has two moves. The formula would say XOR 0 and nothing above 1: a win. Play says a loss: 4 → 3 or 2, and from either the opponent leaves you a single stone to take.\n\nSo the page does not use the theorem here: it searches, and the graph shows every state. Kayles fails too, by its splits: a row of 8 pins (worth 1) splits into 3 + 3.',
        zh: '定理需要条件：每个 SG 值为 0 的状态都不能再走，而且没有把一堆拆开的走法（拆分会增加部分）。在 0.331（取 1 或 2 个石子，或者恰好 3 个时整堆取走）中，4 个石子的 SG 值为 0，却还有两种走法。公式会说异或和为 0、没有大于 1 的：先手必胜。实际是先手必败：4 → 3 或 2，对手都能留给你最后一个石子。\n\n所以这里页面不用这个定理，而是搜索，状态图画出了每一个状态。Kayles 也不满足：它可以拆分，一排 8 个瓶（SG 值 1）能拆成 3 + 3。',
      },
      state: { game: 'misere(0.331)', position: '4', view: 'graph', step: 'end' },
    },
  ],
  play: { game: 'misere(allbut(1))', position: '4 5 6' },
  requires: ['misere'],
  exercise: { ask: 'move', game: 'misere(allbut(1))', heaps: 3, min: 2, max: 8 },
  problems: [
    { name: 'HDU 1907 John', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1907' },
    { name: 'Luogu P4279 [SHOI2008] 小约翰的游戏', url: 'https://www.luogu.com.cn/problem/P4279' },
  ],
};
