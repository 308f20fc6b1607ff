// Lesson: Gambling Nim (CF662A) with a linear basis. From note 001 (博弈论学习笔记).
export default {
  id: 'gambling',
  note: { file: '001_48776f61f050abe3.txt', title: { zh: '博弈论学习笔记', en: 'Game theory study notes' } },
  title: { en: 'Gambling Nim (CF662A): a linear basis', zh: 'Gambling Nim（CF662A）：线性基' },
  summary: {
    en: 'With S = ⊕a_i and c_i = a_i ⊕ b_i, the shown faces XOR to 0 exactly for the subsets of the c_i with XOR S; a linear basis of the c_i gives the answer 1/1 or (2^r − 1)/2^r.',
    zh: '设 S = ⊕a_i，c_i = a_i ⊕ b_i，朝上数字的异或和为 0 恰好对应 c 中异或和为 S 的子集；对 c_i 建线性基，答案是 1/1 或 (2^r − 1)/2^r。',
  },
  rule: 'gambling',
  scenes: [
    {
      text: {
        en: 'n cards, each with a_i on one face and b_i on the other. Each card shows a random face, each with probability 1/2, and the shown numbers are played as Nim. The first player wins when their XOR is non-zero. What is the chance?\n\nStart from all a faces: their XOR is S = a_1 ⊕ … ⊕ a_n. Flipping card i XORs c_i = a_i ⊕ b_i into it. So the shown XOR is 0 exactly when the flipped cards’ c_i XOR to S. Press ▶| (step forward) to build the basis of the c_i.',
        zh: '有 n 张卡片，第 i 张两面分别是 a_i 和 b_i，每张以 1/2 的概率随机朝上，把朝上的数拿来玩 Nim。朝上数字的异或和不为 0 时先手必胜，求先手必胜的概率。\n\n先假设全部 a 面朝上，异或和为 S = a_1 ⊕ … ⊕ a_n。把第 i 张翻面，相当于再异或上 c_i = a_i ⊕ b_i。所以朝上的异或和为 0，当且仅当被翻面的那些卡片的 c_i 异或和等于 S。按 ▶|（前进一步）为 c_i 建线性基。',
      },
      state: { game: 'nim', position: '1 1', view: 'basis', cards: '2\n1 2\n1 2', step: 0 },
    },
    {
      text: {
        en: 'The second sample: two cards (1, 2) and (1, 2). S = 1 ⊕ 1 = 0 and c = 3, 3. The first 3 becomes a row of the basis; the second reduces to 0 (it is dependent). The rank is r = 1, and S = 0 is in the span.\n\nWhen S is in the span, exactly 2^(n − r) of the 2^n sets of flipped cards XOR to S, so the first player loses with probability 1/2^r and wins with (2^r − 1)/2^r = 1/2. By hand: faces (1, 1) and (2, 2) lose, (1, 2) and (2, 1) win.',
        zh: '第二个样例：两张卡片 (1, 2) 和 (1, 2)。S = 1 ⊕ 1 = 0，c = 3, 3。第一个 3 成为线性基的一行，第二个被消成 0（线性相关）。秩 r = 1，S = 0 在张成的空间中。\n\nS 在张成的空间中时，2^n 种翻法中恰好有 2^(n − r) 种的异或和为 S，所以先手必败的概率是 1/2^r，必胜的概率是 (2^r − 1)/2^r = 1/2。手算验证：朝上为 (1, 1) 和 (2, 2) 时必败，(1, 2) 和 (2, 1) 时必胜。',
      },
      state: { game: 'nim', position: '1 1', view: 'basis', cards: '2\n1 2\n1 2', step: 'end' },
    },
    {
      text: {
        en: 'The third sample: cards (0, 4), (1, 5) and (2, 3). S = 0 ⊕ 1 ⊕ 2 = 3 and c = 4, 4, 1. The basis gets the rows 4 and 1; the second 4 is dependent. The rank is 2.\n\nThen the check: S = 3 reduces to 2, not 0, so S is outside the span. No way of flipping makes the XOR 0: the first player always wins, and the answer is 1/1. In the note’s code this is the branch where ext(sum) is false.',
        zh: '第三个样例：卡片 (0, 4)、(1, 5)、(2, 3)。S = 0 ⊕ 1 ⊕ 2 = 3，c = 4, 4, 1。线性基得到 4 和 1 两行，第二个 4 线性相关，秩为 2。\n\n最后检查：S = 3 被消成 2 而不是 0，所以 S 不在张成的空间中。无论怎么翻，异或和都不会是 0：先手总是必胜，答案 1/1。笔记代码中 ext(sum) 为假、输出 1/1 的分支就是这种情况。',
      },
      state: { game: 'nim', position: '0 1 2', view: 'basis', cards: '3\n0 4\n1 5\n2 3', step: 'end' },
    },
    {
      text: {
        en: 'The first sample: two cards (1, 1) and (1, 1). Every c_i is 0, so the basis stays empty (rank 0) and S = 0 is in its span: the first player wins with probability (2^0 − 1)/2^0 = 0/1.\n\nThe page checks the formula against all 2^n ways the cards can fall, for many small inputs.',
        zh: '第一个样例：两张卡片 (1, 1) 和 (1, 1)。所有 c_i 都是 0，线性基为空（秩为 0），S = 0 在其中：先手必胜的概率是 (2^0 − 1)/2^0 = 0/1。\n\n页面会对许多小输入枚举卡片朝上的全部 2^n 种情况，与这个公式对照。',
      },
      state: { game: 'nim', position: '1 1', view: 'basis', cards: '2\n1 1\n1 1', step: 'end' },
      ask: { kind: 'outcome', position: 'nim: 4 1 2', prompt: { en: 'One way the third sample can fall: 4, 1 and 2 as Nim. P or N?', zh: '第三个样例的一种朝向：4、1、2 当作 Nim。P 还是 N？' } },
    },
    {
      text: {
        en: 'One way the third sample can fall: card 1 shows 4, cards 2 and 3 show 1 and 2. As Nim, 4 ⊕ 1 ⊕ 2 = 7 ≠ 0: the first player wins, as the answer 1/1 promises for every fall. Step through the XOR, then play it.',
        zh: '第三个样例的一种朝上情况：第 1 张是 4，第 2、3 张是 1 和 2。当作 Nim，4 ⊕ 1 ⊕ 2 = 7 ≠ 0：先手必胜，正如答案 1/1 所说，每种情况都是如此。一步步看完异或，然后下这一局。',
      },
      state: { game: 'nim', position: '4 1 2', n: 8, view: 'xor', step: 0 },
    },
  ],
  play: { game: 'nim', position: '4 1 2' },
  requires: ['boxes'],
  exercise: { ask: 'outcome', game: 'nim', heaps: 3, min: 1, max: 15 },
  problems: [
    { name: 'CF 662A Gambling Nim', url: 'https://codeforces.com/problemset/problem/662/A' },
  ],
};
