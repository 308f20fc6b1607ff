// Lesson: Nim (29, 45, 58), take 10 from 58. From note 004 (博弈论中的尼姆博弈).
export default {
  id: 'nim-29-45-58',
  note: { file: '004_2910fb08fe7c967f.txt', title: { zh: '博弈论中的尼姆博弈', en: 'Nim in game theory' } },
  title: { en: 'Nim (29, 45, 58): take 10 from 58', zh: '尼姆博弈 (29, 45, 58)：从 58 中取 10 个' },
  summary: {
    en: 'The note’s third example (29 ⊕ 45 = 48, so take 10 from 58), and the exact condition behind “turn c into a ⊕ b”: c must hold the highest bit of the XOR.',
    zh: '笔记的例 3（29 ⊕ 45 = 48，从 58 中取 10 个），以及“把 c 变成 a ⊕ b”成立的确切条件：c 必须含有异或和的最高位。',
  },
  rule: 'nimTheorem',
  scenes: [
    {
      text: {
        en: '29 = 011101, 45 = 101101, 58 = 111010.\n\nGuess the XOR first, then press ▶| (step forward) to take it column by column.',
        zh: '29 = 011101，45 = 101101，58 = 111010。\n\n先猜一猜异或和，再按 ▶|（前进一步）逐列计算。',
      },
      state: { game: 'nim', position: '29 45 58', n: 59, view: 'xor', step: 2 },
      ask: { kind: 'value', position: 'nim: 29 45 58', prompt: { en: 'Type your guess for X = 29 ⊕ 45 ⊕ 58.', zh: '输入你猜的 X = 29 ⊕ 45 ⊕ 58。' } },
    },
    {
      text: {
        en: 'Bits 5 and 4 have two 1s each, bit 3 three, bit 2 two, bit 1 one and bit 0 two: X = 001010 = 10. Its highest bit is bit 3 (8), and again all three heaps hold it.\n\nThe note’s move: 58 → 29 ⊕ 45 = 48, take 10, leaving (29, 45, 48), whose XOR is 0. 29 → 23 and 45 → 39 (take 6 from either) win too.',
        zh: '第 5、4 位各有两个 1，第 3 位三个，第 2 位两个，第 1 位一个，第 0 位两个：X = 001010 = 10。最高位是第 3 位（8），三堆又都含有这一位。\n\n笔记的走法：58 → 29 ⊕ 45 = 48，取 10 个，得到异或为 0 的 (29, 45, 48)。29 → 23 或 45 → 39（各取 6 个）同样必胜。',
      },
      state: { game: 'nim', position: '29 45 58', n: 59, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'A warning about the recipe “let a < b < c and turn c into a ⊕ b”: it needs a ⊕ b < c, which holds exactly when c has the highest bit of X. Take (2, 4, 5): X = 3 and a ⊕ b = 6 > 5, so 5 cannot become 6.\n\nThe view picks a heap that holds bit 1 instead. Only 2 does, and 2 ⊕ 3 = 1: take 1 from 2, leaving (1, 4, 5). It is the only winning move.',
        zh: '关于“设 a < b < c，把 c 变成 a ⊕ b”这个方法要注意：它需要 a ⊕ b < c，而这恰好在 c 含有 X 的最高位时成立。看 (2, 4, 5)：X = 3，a ⊕ b = 6 > 5，5 变不成 6。\n\n视图改为选含有第 1 位的堆：只有 2 含有，2 ⊕ 3 = 1，所以从 2 中取 1 个，得到 (1, 4, 5)。这是唯一的必胜走法。',
      },
      state: { game: 'nim', position: '2 4 5', n: 6, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Back to the note: (29, 45, 48) has XOR 0, a singular position (奇异局势), and every move from it leaves XOR ≠ 0.\n\nType three heaps of your own into the position box. Whenever X ≠ 0, the view finds a heap holding the highest bit of X, even when it is not the largest heap.',
        zh: '回到笔记：(29, 45, 48) 的异或为 0，是奇异局势，从它出发的任何一步都使异或不为 0。\n\n在“局面”框里输入你自己的三堆。只要 X ≠ 0，视图总能找到一堆含有 X 的最高位，即使它不是最大的那堆。',
      },
      state: { game: 'nim', position: '29 45 48', n: 59, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '29 45 58' },
  requires: ['nim-14-21-39'],
  exercise: { ask: 'value', game: 'nim', heaps: 3, min: 1, max: 63 },
  problems: [
    { name: 'HDU 2176 取(m堆)石子游戏', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2176' },
    { name: 'POJ 2234 Matches Game', url: 'http://poj.org/problem?id=2234' },
  ],
};
