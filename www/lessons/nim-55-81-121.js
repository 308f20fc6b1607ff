// Lesson: Nim (55, 81, 121), take 19 from 121. From note 004 (博弈论中的尼姆博弈).
export default {
  id: 'nim-55-81-121',
  note: { file: '004_2910fb08fe7c967f.txt', title: { zh: '博弈论中的尼姆博弈', en: 'Nim in game theory' } },
  title: { en: 'Nim (55, 81, 121): take 19 from 121', zh: '尼姆博弈 (55, 81, 121)：从 121 中取 19 个' },
  summary: {
    en: 'The note’s second example: 55 ⊕ 81 = 102, so take 19 from 121. Here all three heaps hold the highest bit of the XOR, so there are three winning moves.',
    zh: '笔记的例 2：55 ⊕ 81 = 102，从 121 中取 19 个。这里三堆都含有异或和的最高位，所以一共有三种必胜走法。',
  },
  rule: 'nimTheorem',
  scenes: [
    {
      text: {
        en: 'Seven bits this time: 55 = 0110111, 81 = 1010001, 121 = 1111001.\n\nBefore you step, guess which columns have an odd number of 1s. Then press ▶| (step forward) to XOR the columns from the top.',
        zh: '这次需要 7 位：55 = 0110111，81 = 1010001，121 = 1111001。\n\n先猜一猜哪几列有奇数个 1，再按 ▶|（前进一步）从最高位开始逐列异或。',
      },
      state: { game: 'nim', position: '55 81 121', n: 122, view: 'xor', step: 2 },
      ask: { kind: 'value', position: 'nim: 55 81 121', prompt: { en: 'Guess first: what is X = 55 ⊕ 81 ⊕ 121?', zh: '先猜：X = 55 ⊕ 81 ⊕ 121 是多少？' } },
    },
    {
      text: {
        en: 'Bit 6 has two 1s (81, 121): even. Bit 5 has two (55, 121): even. Bit 4 has three: odd. Bits 3, 2 and 1 have one each, and bit 0 has three. X = 0011111 = 31 ≠ 0: the first player wins (先手必胜).',
        zh: '第 6 位两个 1（81、121），偶数；第 5 位两个（55、121），偶数；第 4 位三个，奇数；第 3、2、1 位各一个；第 0 位三个。X = 0011111 = 31 ≠ 0：先手必胜。',
      },
      state: { game: 'nim', position: '55 81 121', n: 122, view: 'xor', step: 10 },
    },
    {
      text: {
        en: 'The highest bit of 31 is bit 4 (16), and all three heaps have it, so each has a target below itself: 55 ⊕ 31 = 40, 81 ⊕ 31 = 78, 121 ⊕ 31 = 102.\n\nThe note takes from the largest heap: 121 → 55 ⊕ 81 = 102, take 19, leaving (55, 81, 102). Taking 15 from 55 or 3 from 81 wins too.',
        zh: '31 的最高位是第 4 位（16），三堆都含有它，所以每一堆都有比自身小的目标：55 ⊕ 31 = 40，81 ⊕ 31 = 78，121 ⊕ 31 = 102。\n\n笔记从最大的一堆取：121 → 55 ⊕ 81 = 102，取 19 个，得到 (55, 81, 102)。从 55 取 15 个或从 81 取 3 个同样必胜。',
      },
      state: { game: 'nim', position: '55 81 121', n: 122, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'After the move: 55 ⊕ 81 ⊕ 102 = 0, a singular position (奇异局势).\n\nType the other two answers into the position box, 40 81 121 and 55 78 121: their XOR is 0 as well.',
        zh: '走完之后：55 ⊕ 81 ⊕ 102 = 0，是奇异局势。\n\n在“局面”框里输入另外两个答案 40 81 121 和 55 78 121：它们的异或也都是 0。',
      },
      state: { game: 'nim', position: '55 81 102', n: 122, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '55 81 121' },
  requires: ['nim-14-21-39'],
  exercise: { ask: 'move', game: 'nim', heaps: 3, min: 1, max: 127 },
  problems: [
    { name: 'HDU 2176 取(m堆)石子游戏', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2176' },
    { name: 'HDU 1850 Being a Good Boy in Spring Festival', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1850' },
  ],
};
