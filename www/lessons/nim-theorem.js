// Lesson: The Nim theorem, XOR ≠ 0 wins. From note 002 (简单博弈论).
export default {
  id: 'nim-theorem',
  note: { file: '002_7066d23c909d0d1a.txt', title: { zh: '简单博弈论', en: 'Simple game theory' } },
  title: { en: 'The Nim theorem: XOR ≠ 0 wins', zh: 'Nim 定理：异或和不为 0 则先手必胜' },
  summary: {
    en: 'Check both halves of the Nim theorem, from XOR ≠ 0 some move reaches XOR 0 and from XOR 0 every move leaves XOR ≠ 0, then test it on heaps of your own.',
    zh: '验证 Nim 定理的两半：异或和不为 0 时存在一步使它变为 0；异或和为 0 时任何一步都使它不为 0。然后用你自己的石子堆检验。',
  },
  rule: 'nimTheorem',
  scenes: [
    {
      text: {
        en: 'Note 002’s theorem: Nim is a first-player win (先手必胜) exactly when A1 ^ A2 ^ … ^ An != 0. It rests on two facts about XOR, one for each kind of position.\n\nStart with a P-position (必败态), (1, 2, 3): 01 ⊕ 10 ⊕ 11 = 00, and every column has an even number of 1s.',
        zh: '笔记 002 的定理：NIM 博弈先手必胜，当且仅当 A1 ^ A2 ^ … ^ An != 0。它依赖异或的两条性质，分别对应两种局面。\n\n先看一个必败态 (1, 2, 3)：01 ⊕ 10 ⊕ 11 = 00，每一列的 1 都是偶数个。',
      },
      state: { game: 'nim', position: '1 2 3', n: 4, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'First half: from XOR 0 every move leaves XOR ≠ 0. A move changes one heap, so at least one of its bits flips, and that column’s count of 1s becomes odd.\n\nThis grid shows two heaps (a, b) with SG = a ⊕ b. The squares (XOR 0) lie on the diagonal. Click (3, 3): its arrows stay in its row or its column, and none of them reaches another square.',
        zh: '前一半：异或和为 0 时，任何一步都使它不为 0。一步只改变一堆，这堆至少有一位会翻转，那一列 1 的个数就变成奇数。\n\n这个网格表示两堆 (a, b)，SG = a ⊕ b。方块（异或为 0）都在对角线上。点击 (3, 3)：它的出边都留在同一行或同一列，没有一条到达别的方块。',
      },
      state: { game: 'nim', position: '3 3', n: 8, view: 'graph', grid: true, step: 'end' },
    },
    {
      text: {
        en: 'Second half: from XOR ≠ 0 a move back to 0 exists. Note 003 argues it like this. Start from (12, 9, 5), whose XOR is 0, and let the opponent turn 12 into 9 (1100 → 1001). Now (9, 9, 5) has X = 5 = 0101.\n\nThe highest bit of X (bit 2) is one the opponent broke, and since every column was even before, another heap still has a 1 there: here 5. Turn 5 into 5 ⊕ 5 = 0, that is, take all 5 stones, and every column is even again.',
        zh: '后一半：异或和不为 0 时，一定存在一步使它变回 0。笔记 003 是这样论证的：从异或为 0 的 (12, 9, 5) 出发，对手把 12 变成 9（1100 → 1001），得到 (9, 9, 5)，X = 5 = 0101。\n\nX 的最高位（第 2 位）是被对手破坏的，而原来每一列都是偶数个 1，所以别的堆在这一位上还有一个 1：这里是 5。把 5 变成 5 ⊕ 5 = 0，即取走全部 5 个，每一列又都是偶数了。',
      },
      state: { game: 'nim', position: '9 9 5', n: 16, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'On the grid: (3, 5) has XOR 6 ≠ 0, and one of its arrows reaches the square (3, 3): take 2 from 5. Every circle has such an arrow and no square has one. That is the whole theorem.\n\nClick a few circles and find their arrow to a square.',
        zh: '在网格上：(3, 5) 的异或为 6 ≠ 0，它有一条出边到达方块 (3, 3)：从 5 中取 2 个。每个圆圈都有这样一条边，而方块都没有——这就是整个定理。\n\n点击几个圆圈，找出它们指向方块的那条边。',
      },
      state: { game: 'nim', position: '3 5', n: 8, view: 'graph', grid: true, step: 'end' },
    },
    {
      text: {
        en: 'Your turn: four heaps, 3, 7, 10 and 12. Answer below, then step through the XOR with ▶| (step forward) to check. Afterwards type heaps of your own into the position box, such as 12 9 5. The page also checks the theorem against a search of every small position (rule vs search).',
        zh: '轮到你了：四堆，3、7、10、12。先在下面作答，再按 ▶|（前进一步）一步步看异或来验证。之后可以在“局面”框里输入自己的石子堆，比如 12 9 5。页面还会把定理与所有小局面的搜索结果对照（rule vs search）。',
      },
      state: { game: 'nim', position: '3 7 10 12', n: 16, view: 'xor', step: 0 },
      ask: { kind: 'outcome', position: 'nim: 3 7 10 12', reveal: 'end', prompt: { en: 'Before you step through it: is (3, 7, 10, 12) P or N?', zh: '先别步进：(3, 7, 10, 12) 是 P 还是 N？' } },
    },
  ],
  play: { game: 'nim', position: '3 7 10 12' },
  requires: ['sum-values'],
  exercise: { ask: 'outcome', game: 'nim', heaps: 4, min: 1, max: 15 },
  problems: [
    { name: '洛谷 P2197 【模板】Nim 游戏', url: 'https://www.luogu.com.cn/problem/P2197' },
    { name: 'POJ 2234 Matches Game', url: 'http://poj.org/problem?id=2234' },
  ],
};
