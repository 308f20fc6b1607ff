// Lesson: Why the exact SG value matters in a sum. From note 000 (三、nim博弈: (sg补充)sg值不用单纯的0和非0来表示的原因).
export default {
  id: 'sum-values',
  note: {
    file: '000_df8c6dd7891d57e4.txt',
    title: {
      zh: '三、nim博弈：(sg补充)sg值不用单纯的0和非0来表示的原因',
      en: 'III. Nim: (SG supplement) why SG values are not just 0 and non-0',
    },
  },
  title: { en: 'Why the exact SG value matters in a sum', zh: '为什么游戏的和要用 SG 的具体值' },
  summary: {
    en: 'Two N-positions (必胜态) can add up to a P-position (必败态) (2 ⊕ 2 = 0) or to an N-position (必胜态) (1 ⊕ 2 = 3): a sum is decided by the exact values, not by “0 or non-0”.',
    zh: '两个必胜态相加可能是必败态（2 ⊕ 2 = 0），也可能是必胜态（1 ⊕ 2 = 3）：决定和的胜负的是 SG 的具体值，而不只是“是否为 0”。',
  },
  rule: 'nimSum',
  notation: ['component', 'call'], // the last scene shows how to type a sum into the position box
  scenes: [
    {
      text: {
        en: 'Two different games side by side: a heap of the take-1-to-3 game, sub(1..3), from the first lesson, and a Nim heap. Each move is made in one of them; whoever cannot move in either loses.\n\nIn sub(1..3), SG(1) = 1 and SG(2) = 2: alone, both are N-positions (必胜态). A Nim heap of 2 has SG 2, also an N-position (必胜态).',
        zh: '把两个不同的游戏放在一起：第一课的“每次取 1～3 个”游戏 sub(1..3) 的一堆，和一堆 Nim。每一步只在其中一个游戏里走，两个游戏都无法行动的人输。\n\n在 sub(1..3) 中 SG(1) = 1，SG(2) = 2，单独看都是必胜态；Nim 中 2 个石子的 SG 也是 2，同样是必胜态。',
      },
      state: { game: 'sub(1..3)', position: '2', n: 6, view: 'graph', state: 2, step: 'end' },
      ask: { kind: 'value', position: 'sub(1..3): 2 + nim: 2', prompt: { en: 'The sum of the sub(1..3) heap of 2 and a Nim heap of 2: what is its SG value?', zh: 'sub(1..3) 的一堆 2 个加上 Nim 的一堆 2 个：这个和的 SG 值是多少？' } },
    },
    {
      text: {
        en: 'Sum one: sub(1..3) heap 2 plus Nim heap 2. Both parts are N-positions (必胜态), yet SG = 2 ⊕ 2 = 0: the sum is a P-position (必败态). Whatever the first player does in one game, the second answers with the same move in the other.\n\nSo knowing only “non-0” for each part does not decide the sum.',
        zh: '第一个和：sub(1..3) 的 2 个石子加上 Nim 的 2 个石子。两部分都是必胜态，但 SG = 2 ⊕ 2 = 0：这个和是必败态。先手在一个游戏里怎么走，后手就在另一个游戏里照着走。\n\n所以只知道每部分“不为 0”，不足以判断它们的和。',
      },
      state: { game: 'sub(1..3)', position: 'sub(1..3): 2 + nim: 2', n: 6, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Sum two: sub(1..3) heap 1 plus Nim heap 2. Both parts are again N-positions (必胜态), but now SG = 1 ⊕ 2 = 3 ≠ 0: an N-position (必胜态).\n\nThe winning move is the note’s example: move the Nim heap from SG 2 to SG 1 (take 1). That part stays non-zero, but the sum becomes 1 ⊕ 1 = 0, and the opponent cannot turn it back.',
        zh: '第二个和：sub(1..3) 的 1 个石子加上 Nim 的 2 个石子。两部分仍然都是必胜态，但 SG = 1 ⊕ 2 = 3 ≠ 0：必胜态。\n\n必胜走法正是笔记中的例子：把 Nim 那一堆从 sg = 2 转移到 sg = 1（取 1 个）。这一部分仍不为 0，但总和变成 1 ⊕ 1 = 0，对手再也无法扭转。',
      },
      state: { game: 'sub(1..3)', position: 'sub(1..3): 1 + nim: 2', n: 6, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'The note also pairs an N-position (必胜态) with a P-position (必败态): sub(1..3) heap 4 (SG 0) plus Nim heap 2 (SG 2) gives 0 ⊕ 2 = 2, an N-position (必胜态). It has two winning moves: empty the Nim heap (2 → 0), or take 2 from the heap of 4, which raises that part from SG 0 to SG 2 to match the Nim heap. Only the exact values show the second one.\n\nChange the position box, for example to sub(1..3): 5 + nim: 3, predict the XOR, then step through with ▶| (step forward) to check.',
        zh: '笔记还讨论了一个必胜态加一个必败态的情形：sub(1..3) 的 4 个石子（SG = 0）加上 Nim 的 2 个石子（SG = 2），0 ⊕ 2 = 2，必胜态。它有两种必胜走法：把 Nim 那堆取完（2 → 0），或者从 4 个石子中取 2 个，把这一部分从 SG = 0 变成 SG = 2，与 Nim 那堆相等。只有知道具体的值，才能看出第二种。\n\n在“局面”框里改一改，比如 sub(1..3): 5 + nim: 3，先预测异或值，再按 ▶|（前进一步）一步步验证。',
      },
      state: { game: 'sub(1..3)', position: 'sub(1..3): 4 + nim: 2', n: 6, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'sub(1..3)', position: 'sub(1..3): 1 + nim: 2' },
  requires: ['take3', 'take-any'],
  exercise: { ask: 'value', game: 'sub(1..3)', heaps: 2, min: 1, max: 12 },
  problems: [
    { name: 'HDU 1848 Fibonacci again and again', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1848' },
    { name: 'HDU 1536 S-Nim', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1536' },
  ],
};
