// Lesson: HDU 1850, counting the winning first moves. From note 004 (博弈论中的尼姆博弈).
export default {
  id: 'hdu1850',
  note: { file: '004_2910fb08fe7c967f.txt', title: { zh: '博弈论中的尼姆博弈', en: 'Nim in game theory' } },
  title: { en: 'HDU 1850: how many winning first moves?', zh: 'HDU 1850：先手第一步有几种必胜走法？' },
  summary: {
    en: 'Count the winning first moves in Nim: a heap a gives one exactly when a ⊕ X < a, that is, when a holds the highest bit of X.',
    zh: '统计 Nim 中先手第一步的必胜走法数：一堆 a 能走出必胜的一步，当且仅当 a ⊕ X < a，也就是 a 含有 X 的最高位。',
  },
  rule: 'hdu1850',
  scenes: [
    {
      text: {
        en: 'HDU 1850 asks: if the first player wants to win, how many first moves work? The sample is three heaps 5, 7, 9, and the answer is 1.\n\nX = 5 ⊕ 7 ⊕ 9 = 11 = 1011. Only 9 has bit 3, and 9 ⊕ 11 = 2: take 7 from 9. For 5 and 7 the targets 5 ⊕ 11 = 14 and 7 ⊕ 11 = 12 are larger than the heaps, so there is no move there.',
        zh: 'HDU 1850 问：先手如果想赢，第一步有几种选择？样例是三堆 5、7、9，答案是 1。\n\nX = 5 ⊕ 7 ⊕ 9 = 11 = 1011。只有 9 含有第 3 位，9 ⊕ 11 = 2：从 9 中取 7 个。对 5 和 7，目标 5 ⊕ 11 = 14、7 ⊕ 11 = 12 比堆本身还大，取不到。',
      },
      state: { game: 'nim', position: '5 7 9', n: 10, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'The note’s rule: XOR each heap with X; if the result is smaller than the heap, that heap has exactly one winning move (leave a ⊕ X stones). So the answer is the number of heaps with a ⊕ X < a. (The note says the result “is how many can be taken from this heap”: a ⊕ X is what is left, not what is taken.)\n\nFor (55, 81, 121), X = 31 and all three heaps hold bit 4. The view lists three targets, 40, 78 and 102, and the answer is 3.',
        zh: '笔记的做法：每一堆和 X 异或，如果结果比这堆小，这堆就恰好有一种必胜走法（留下 a ⊕ X 个）。所以答案就是满足 a ⊕ X < a 的堆数。（笔记原文说“所得的结果就是这一堆可以取的数量”，其实 a ⊕ X 是应当留下的数量，不是取走的数量。）\n\n对 (55, 81, 121)，X = 31，三堆都含有第 4 位。视图列出三个目标 40、78、102，答案是 3。',
      },
      state: { game: 'nim', position: '55 81 121', n: 122, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Why a ⊕ X < a means “a has the highest bit of X”: XOR with X flips that bit of a and only lower bits. If a had the bit, it becomes 0 and the number gets smaller; if not, it becomes 1 and the number gets larger.\n\nAnd one heap never gives two winning moves: to make the XOR 0, heap a must become exactly a ⊕ X. Here (14, 21, 39) has one: only 39 holds bit 5.',
        zh: '为什么 a ⊕ X < a 等价于“a 含有 X 的最高位”：与 X 异或会翻转 a 的这一位，以及若干更低的位。若 a 原来有这一位，它变成 0，数就变小；若没有，它变成 1，数就变大。\n\n同一堆也不会有两种必胜走法：要让异或为 0，a 必须恰好变成 a ⊕ X。这里的 (14, 21, 39) 只有一种：只有 39 含有第 5 位。',
      },
      state: { game: 'nim', position: '14 21 39', n: 40, view: 'xor', step: 0 },
      ask: { kind: 'count', position: 'nim: 14 21 39', reveal: 'end', prompt: { en: 'Count them: how many winning first moves does (14, 21, 39) have?', zh: '数一数：(14, 21, 39) 有几种必胜的第一步？' } },
    },
    {
      text: {
        en: 'When X = 0 the answer is 0: X has no highest bit for a heap to hold, and every move leaves X ≠ 0. (1, 2, 3) is such a position.\n\nNow type heaps of your own into the position box. When you play, the hint lists the winning moves, one for each heap that holds the highest bit.',
        zh: 'X = 0 时答案是 0：X 没有最高位可供哪一堆含有，而且每一步都会使 X ≠ 0。(1, 2, 3) 就是这样的局面。\n\n在“局面”框里输入你自己的堆。对弈时的提示会列出所有必胜走法，每个含有最高位的堆各一种。',
      },
      state: { game: 'nim', position: '1 2 3', n: 4, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'nim', position: '55 81 121' },
  requires: ['nim-55-81-121'],
  exercise: { ask: 'count', game: 'nim', heaps: 3, min: 1, max: 63 },
  problems: [
    { name: 'HDU 1850 Being a Good Boy in Spring Festival', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1850' },
    { name: 'HDU 2176 取(m堆)石子游戏', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2176' },
  ],
};
