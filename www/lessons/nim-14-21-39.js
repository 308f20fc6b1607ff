// Lesson: Nim (14, 21, 39), take 12 from 39. From note 004 (博弈论中的尼姆博弈).
export default {
  id: 'nim-14-21-39',
  note: { file: '004_2910fb08fe7c967f.txt', title: { zh: '博弈论中的尼姆博弈', en: 'Nim in game theory' } },
  title: { en: 'Nim (14, 21, 39): take 12 from 39', zh: '尼姆博弈 (14, 21, 39)：从 39 中取 12 个' },
  summary: {
    en: 'Work through the note’s first example in binary: 14 ⊕ 21 = 27, so 39 becomes 27, and the singular position (奇异局势) (14, 21, 27) has XOR 0.',
    zh: '用二进制走一遍笔记的例 1：14 ⊕ 21 = 27，所以把 39 变成 27，得到异或为 0 的奇异局势 (14, 21, 27)。',
  },
  rule: 'nimTheorem',
  scenes: [
    {
      text: {
        en: 'Three heaps: 14, 21 and 39. In 6-bit binary: 14 = 001110, 21 = 010101, 39 = 100111. In Nim SG(n) = n, so each row’s value is the heap itself.\n\nThe note calls a position with XOR 0 a 奇异局势 (singular position, a 必败态), such as (0, n, n) or (1, 2, 3). Press ▶| (step forward) to XOR the columns.',
        zh: '三堆：14、21、39。写成 6 位二进制：14 = 001110，21 = 010101，39 = 100111。Nim 中 SG(n) = n，所以每行的值就是堆的大小。\n\n笔记把异或为 0 的局面叫作奇异局势（即必败态），例如 (0, n, n) 和 (1, 2, 3)。按 ▶|（前进一步）逐列异或。',
      },
      state: { game: 'nim', position: '14 21 39', n: 40, view: 'xor', step: 2 },
      ask: { kind: 'value', position: 'nim: 14 21 39', prompt: { en: 'Work it out first: what is X = 14 ⊕ 21 ⊕ 39?', zh: '先自己算：X = 14 ⊕ 21 ⊕ 39 是多少？' } },
    },
    {
      text: {
        en: 'Column by column from the highest bit, count the 1s: bit 5 has one (39), bit 4 one (21), bit 3 one (14), bit 2 three, bit 1 two, bit 0 two. An odd count gives 1: X = 111100 = 60.\n\nX ≠ 0, so (14, 21, 39) is not singular: the first player wins (先手必胜).',
        zh: '从最高位开始逐列数 1 的个数：第 5 位一个（39），第 4 位一个（21），第 3 位一个（14），第 2 位三个，第 1 位两个，第 0 位两个。奇数个得 1：X = 111100 = 60。\n\nX ≠ 0，所以 (14, 21, 39) 不是奇异局势：先手必胜。',
      },
      state: { game: 'nim', position: '14 21 39', n: 40, view: 'xor', step: 9 },
    },
    {
      text: {
        en: 'The highest bit of 60 is bit 5 (32), and only 39 has it. Its target is 39 ⊕ 60 = 27, which is exactly the note’s 14 ⊕ 21 = 27: turning c into a ⊕ b makes the total a ⊕ b ⊕ (a ⊕ b) = 0.\n\n39 − 27 = 12: take 12 from 39, leaving (14, 21, 27).',
        zh: '60 的最高位是第 5 位（32），只有 39 含有这一位。它的目标是 39 ⊕ 60 = 27，正是笔记中的 14 ⊕ 21 = 27：把 c 变成 a ⊕ b，总异或就是 a ⊕ b ⊕ (a ⊕ b) = 0。\n\n39 − 27 = 12：从 39 中取走 12 个，得到 (14, 21, 27)。',
      },
      state: { game: 'nim', position: '14 21 39', n: 40, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Check the result: 14 ⊕ 21 ⊕ 27 = 0. Every column now has an even number of 1s, and the view ends on a loss for the player to move: whatever the opponent takes, some column turns odd again.\n\nTaking 12 from 39 is the only winning move from (14, 21, 39): 14 and 21 lack bit 5, so lowering them cannot clear it.',
        zh: '验证结果：14 ⊕ 21 ⊕ 27 = 0。现在每一列都有偶数个 1，视图停在“先手必败”：对手无论怎么取，总有一列又变成奇数个 1。\n\n从 39 中取 12 个是 (14, 21, 39) 唯一的必胜走法：14 和 21 没有第 5 位，减少它们无法消掉这一位。',
      },
      state: { game: 'nim', position: '14 21 27', n: 40, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '14 21 39' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'nim', heaps: 3, min: 1, max: 63 },
  problems: [
    { name: '洛谷 P2197 【模板】Nim 游戏', url: 'https://www.luogu.com.cn/problem/P2197' },
    { name: 'HDU 2176 取(m堆)石子游戏', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2176' },
  ],
};
