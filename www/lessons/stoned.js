// Lesson: The Stoned Game (CF1396B). From note 001 (博弈论学习笔记).
export default {
  id: 'stoned',
  note: { file: '001_48776f61f050abe3.txt', title: { zh: '博弈论学习笔记', en: 'Game theory study notes' } },
  title: { en: 'The Stoned Game (CF1396B)', zh: 'Stoned Game（CF1396B）' },
  summary: {
    en: 'At the start, with no heap blocked: a heap larger than all the others together wins for the first player; otherwise every stone gets taken and the parity of the total decides.',
    zh: '开局没有被禁止的堆时：若有一堆比其余所有堆加起来还多，先手必胜；否则所有石子都会被取完，由总数的奇偶决定胜负。',
  },
  notation: ['mark'], // the page's * on the heap the last move took from, which the first scene explains
  rule: 'stonedStart',
  scenes: [
    {
      text: {
        en: 'Each move takes one stone, but not from the heap the previous move took from. (The note’s “任意两次不能取同堆” means two moves in a row.) The page marks that heap with *. Whoever cannot move loses.\n\nSample 1: one heap of 2. T, the first player, takes one and leaves 1*. HL may not touch that heap and has no other, so T wins. In the graph, 2 → 1*, and 1* is a square (必败态).',
        zh: '每一步取走一个石子，但不能取上一步刚取过的那一堆。（笔记写的“任意两次不能取同堆”指的是相邻的两次。）页面用 * 标出这一堆。无法操作的人输。\n\n样例 1：一堆 2 个。先手 T 取一个，留下 1*；HL 不能碰这一堆，又没有别的堆，T 胜。图中 2 → 1*，1* 是方块（必败态）。',
      },
      state: { game: 'stoned', position: '2', view: 'graph', step: 'end' },
    },
    {
      text: {
        en: 'Sample 2: heaps 1 and 1. T takes from one, HL takes from the other, and T has nothing left: HL wins. No heap is larger than the others, and the total, 2, is even.\n\nPress ▶| (step forward) to watch the values appear, starting from the end position.',
        zh: '样例 2：两堆各 1 个。T 取一堆，HL 取另一堆，T 无石子可取：HL 胜。没有哪一堆比其余的多，总数 2 为偶数。\n\n按 ▶|（前进一步），从终局开始，看各局面的值依次出现。',
      },
      state: { game: 'stoned', position: '1 1', view: 'graph', step: 0 },
    },
    {
      text: {
        en: 'First part of the rule: if one heap holds more than all the others together, the first player takes from it every turn. The opponent must take from the other heaps, so the big heap stays larger than the rest and the others run out first.\n\n(5, 1, 1): 5 > 1 + 1. The options are listed here: taking from the 5 leaves 4* 1 1, a P-position (必败态) for the opponent, and it is the only winning move.',
        zh: '结论的第一部分：若有一堆比其余所有堆加起来还多，先手每次都从这一堆取。对手只能取别的堆，大堆始终比其余的多，其余的堆先被取完。\n\n(5, 1, 1)：5 > 1 + 1。这里列出了所有后继：从 5 取一个留下 4* 1 1，对手必败，这也是唯一的必胜走法。',
      },
      state: { game: 'stoned', position: '5 1 1', view: 'mex', step: 'end' },
      ask: { kind: 'outcome', position: 'stoned: 2 3 4', prompt: { en: 'The next position: heaps 2, 3 and 4, none blocked. P or N?', zh: '下一个局面：2、3、4 三堆，没有堆被禁止。P 还是 N？' } },
    },
    {
      text: {
        en: 'Otherwise the note argues that no heap ever gets larger than the rest, so every stone gets taken and only the parity of the total matters. (2, 3, 4): 4 < 2 + 3 and the total 9 is odd, so the first player wins (先手必胜); here every one of the three moves wins.\n\n(3, 3) and (2, 1, 1) have even totals and lose for the first player. A heap equal to the rest, like 2 against 1 + 1, is not “larger”.',
        zh: '否则，笔记的论证是：不会出现一堆比其余的总和还多，所有石子都会被取完，于是只看总数的奇偶。(2, 3, 4)：4 < 2 + 3，总数 9 为奇数，先手必胜；这里三种走法都必胜。\n\n(3, 3) 和 (2, 1, 1) 的总数是偶数，先手必败。注意一堆恰好等于其余之和（如 2 对 1 + 1）不算“更多”。',
      },
      state: { game: 'stoned', position: '2 3 4', view: 'mex', step: 'end' },
    },
    {
      text: {
        en: 'Where the rule holds: the note states it for the start, when no heap is blocked. In the middle of a game the mark matters. In 2* 1 the heap of 2 is larger than the rest and the total 3 is odd, yet the player to move loses: they must take the lone 1, the opponent takes from the 2, and 1* is left with nothing else.\n\nSo the page checks the note’s rule on starting positions only.',
        zh: '结论成立的范围：笔记的结论针对开局，即没有被禁止的堆。对局中间，被禁止的那一堆会改变结果。在 2* 1 中，2 比其余的多，总数 3 也是奇数，但轮到的人必败：他只能取那个 1，对手再从 2 中取一个，留下 1*，他无子可取。\n\n因此页面只在开局局面上检验笔记的结论。',
      },
      state: { game: 'stoned', position: '2* 1', view: 'graph', step: 'end' },
    },
  ],
  play: { game: 'stoned', position: '2 3 4' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'stoned', heaps: 3, min: 1, max: 5 },
  problems: [
    { name: 'CF 1396B Stoned Game', url: 'https://codeforces.com/problemset/problem/1396/B' },
  ],
};
