// Lesson: Misère Nim (HDU 1907, HDU 2509), who takes the last loses. From note 004 (博弈论中的尼姆博弈).
export default {
  id: 'misere',
  note: { file: '004_2910fb08fe7c967f.txt', title: { zh: '博弈论中的尼姆博弈', en: 'Nim in game theory' } },
  title: {
    en: 'Misère Nim (HDU 1907, HDU 2509): who takes the last loses',
    zh: '反常 Nim（HDU 1907、HDU 2509）：取走最后一个的人输',
  },
  summary: {
    en: 'Classify a misère Nim position as S0, S1, S2, T0 or T2 by its XOR and its number of heaps of 2 or more: S1, S2 and T0 win for the player to move, S0 and T2 lose.',
    zh: '按异或和与充裕堆的个数把反常 Nim 的局面分成 S0、S1、S2、T0、T2 五类：S1、S2、T0 先手必胜，S0、T2 先手必败。',
  },
  rule: 'misereNim',
  scenes: [
    {
      text: {
        en: 'HDU 1907: whoever takes the last match loses. The note sorts positions by two things. The XOR: non-zero is S (利己态), zero is T (利他态). And the number of heaps with 2 or more (充裕堆); a heap of exactly 1 is a lone heap (孤单堆).\n\nThe sample 3 5 1: XOR 7 and two big heaps (充裕堆) (3 and 5), class S2, so John, the first player, wins. His move: take 3 from 5, leaving (3, 2, 1) with XOR 0 and two big heaps (充裕堆), a T2 for the opponent.',
        zh: 'HDU 1907：取走最后一根火柴的人输。笔记按两点给局面分类：异或和不为 0 为利己态 S，为 0 为利他态 T；以及石子数 ≥ 2 的堆（充裕堆）的个数，恰好 1 个的堆叫孤单堆。\n\n样例 3 5 1：异或和 7，两个充裕堆（3 和 5），属于 S2，先手 John 必胜。他的走法：从 5 中取 3 个，留下 (3, 2, 1)，异或为 0 且有两个充裕堆，对手面对 T2。',
      },
      state: { game: 'misere(nim)', position: '3 5 1', view: 'xor', step: 'end' },
      ask: { kind: 'outcome', position: 'misere(nim): 1', prompt: { en: 'The next sample: one heap of 1, and whoever takes the last match loses. Its XOR is 1 ≠ 0. P or N?', zh: '下一个样例：只有一堆 1 根，取走最后一根的人输。异或和是 1 ≠ 0。是 P 还是 N？' } },
    },
    {
      text: {
        en: 'The second sample, a single heap of 1: no big heap (充裕堆), an odd number of lone heaps (孤单堆), XOR 1: class S0. John must take the last match, so Brother wins.\n\nS0 and T0 have only lone heaps (孤单堆), so the game is pure counting. With an odd number of 1s the player to move ends up taking the last one and loses; with an even number (T0, such as 1 1) the player to move wins.',
        zh: '第二个样例，只有一堆 1：没有充裕堆，孤单堆为奇数个，异或和为 1，属于 S0。John 只能取走最后一根，Brother 胜。\n\nS0 和 T0 只有孤单堆，胜负只看个数：奇数个 1 时，轮到的人最后会取走最后一根，必败；偶数个（T0，如 1 1）时轮到的人必胜。',
      },
      state: { game: 'misere(nim)', position: '1', view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'S1: exactly one big heap (充裕堆). The player to move controls the parity. With an odd number of lone heaps (孤单堆), take the whole big heap (充裕堆); with an even number, leave 1 in it. Either way the opponent faces an odd number of 1s (S0) and loses.\n\nHere (4, 1, 1) has two lone heaps (孤单堆), so take 3 from 4 and leave (1, 1, 1).',
        zh: 'S1：恰好一个充裕堆。轮到的人可以控制奇偶：孤单堆为奇数个时，把充裕堆取完；为偶数个时，把充裕堆取到只剩 1 个。两种情况下对手都面对奇数个 1（S0），必败。\n\n这里 (4, 1, 1) 有两个孤单堆，所以从 4 中取 3 个，留下 (1, 1, 1)。',
      },
      state: { game: 'misere(nim)', position: '4 1 1', view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'T2: XOR 0 with two or more big heaps (充裕堆) loses for the player to move. HDU 2509 (“Be the Winner”, the same rule, printing Yes/No) has the samples 2 2 → No (T2) and 3 → Yes (S1).\n\nFrom T2 every move reaches S1 or S2; from S2 the winner always returns to T2, until the loser is forced into S1, which the winner then wins. A T position never has exactly one big heap (充裕堆): its high bits would stand alone in the XOR.',
        zh: 'T2：异或和为 0 且至少两个充裕堆，先手必败。HDU 2509（Be the Winner，结论相同，输出 Yes/No）的样例：2 2 → No（T2），3 → Yes（S1）。\n\n从 T2 出发的每一步都到达 S1 或 S2；S2 的一方总能走回 T2，直到对方被迫走到 S1，由这一方取胜。T 态不可能恰好有一个充裕堆：那样它的高位在异或中无法抵消。',
      },
      state: { game: 'misere(nim)', position: '2 2', view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'The table (打表) of two heaps a, b in misère play. In normal Nim the losing cells are exactly a = b. Here (2, 2), (3, 3), … still lose (T2), but (0, 0) and (1, 1) win (T0) while (0, 1) and (1, 0) lose (S0): misère Nim differs from Nim only when no big heap (充裕堆) is left.\n\nWhere the rule holds: a heap of 0 counts as no heap, so 0 3 5 1 is the same as 3 5 1. At (0, 0) nobody can move, and in misère play the player who cannot move wins.',
        zh: '反常规则下两堆 a、b 的打表。普通 Nim 中必败的格子恰好是 a = b；这里 (2, 2)、(3, 3)……仍然必败（T2），但 (0, 0) 和 (1, 1) 必胜（T0），(0, 1) 和 (1, 0) 必败（S0）：反常 Nim 只在没有充裕堆时才与 Nim 不同。\n\n结论成立的范围：0 个石子的堆当作不存在，所以 0 3 5 1 与 3 5 1 相同。(0, 0) 时谁都不能动，而反常规则下无法行动的一方获胜。',
      },
      state: { game: 'misere(nim)', position: '2 2', view: 'table', step: 'end' },
    },
  ],
  play: { game: 'misere(nim)', position: '3 5 1' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'misere(nim)', heaps: 3, min: 1, max: 7 },
  problems: [
    { name: 'HDU 1907 John', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1907' },
    { name: 'HDU 2509 Be the Winner', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2509' },
    { name: 'POJ 3480 John', url: 'http://poj.org/problem?id=3480' },
  ],
};
