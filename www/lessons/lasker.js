// Lesson: your own game. HDU 3032 (Lasker's Nim) written as rules, its SG table printed (打表) and its pattern found.
// Not from a note: the notes end where a contest brings a game they do not cover; the page's rules language
// (docs/rules.md) is how a learner brings it.
const RULES = `# Lasker's Nim: take any number of stones from a heap,
# or split a heap into two non-empty heaps.
name lasker
state n
for k in range(1, n + 1) {
    move n - k
}
for a in range(1, n / 2 + 1) {
    move a, n - a
}
`;

export default {
  id: 'lasker',
  title: { en: 'Your own game: HDU 3032, Lasker’s Nim', zh: '自己的游戏：HDU 3032，Lasker 尼姆' },
  summary: {
    en: 'Write a new game’s rules (take, or split a heap in two), print its SG table (打表, printing a table), let the page find the pattern G(4k+3) = 4k+4, G(4k+4) = 4k+3, and play it.',
    zh: '写出一个新游戏的规则（取石子，或把一堆分成两堆），打出它的 SG 表，让页面找出规律 G(4k+3) = 4k+4、G(4k+4) = 4k+3，再和电脑下一局。',
  },
  rules: RULES,
  scenes: [
    {
      text: {
        en: 'HDU 3032 brings a game the notes do not cover: a move takes any number of stones from one heap, or splits a heap into two non-empty heaps. No table in the notes gives its values, so write its rules. They are in the box “Your own game” (open it): `move n - k` for each take, and `move a, n - a` for a split, which leaves a sum of two heaps.\n\nA split leaves two independent games, so its value is the XOR of their values. The mex view of 3 lists the options 2, 1, 0 and the split 1 + 2, worth 1 ⊕ 2 = 3: SG(3) = mex{0, 1, 2, 3} = 4.',
        zh: 'HDU 3032 出了一个笔记里没有的游戏：每步从一堆中取走任意个石子，或者把一堆分成两个非空的堆。笔记里没有它的 SG 表，那就写出它的规则。规则在“自定义游戏”框里（点开看）：`move n - k` 是取走 k 个，`move a, n - a` 是分堆，分完留下两堆的和。\n\n分堆之后是两个独立的游戏，它的 SG 值是两堆 SG 值的异或。mex 视图列出 3 的后继：2、1、0，以及分成 1 + 2，其值为 1 ⊕ 2 = 3，所以 SG(3) = mex{0, 1, 2, 3} = 4。',
      },
      state: { game: 'lasker', position: '3', n: 12, view: 'mex', state: 3, step: 'end' },
    },
    {
      text: {
        en: 'Now print the table (打表), as note 003 does for the Bash game: 0 1 2 4 3 5 6 8 … The view stops after SG(7) = 8.\n\nLook at the values in blocks of four: 1 2 4 3, then 5 6 8 7. Predict SG(8) before you press ▶| (step forward).',
        zh: '现在像笔记 003 对巴什博弈那样打表：0 1 2 4 3 5 6 8 …… 视图停在 SG(7) = 8。\n\n四个一组地看：1 2 4 3，然后 5 6 8 7。按 ▶|（前进一步）之前，先猜 SG(8)。',
      },
      state: { game: 'lasker', position: '8', n: 20, view: 'table', step: 8 },
      ask: { kind: 'value', position: 'lasker: 8', reveal: 'end', prompt: { en: 'What is SG(8)?', zh: 'SG(8) 是多少？' } },
    },
    {
      text: {
        en: 'The pattern finder under the table says what it sees in 40 values: G(n) = n for n ≡ 1, 2 (mod 4), n + 1 for n ≡ 3 and n − 1 for n ≡ 0 (n ≥ 4), a saltus: the values repeat every 4 states, 4 higher each time. It says “observed”, not proven: a search checks values, it cannot check all n. (HDU 3032’s accepted solutions use exactly this formula; it can be proved by induction on n.)\n\nClick “highlight” beside a pattern to see the states it covers.',
        zh: '表格下面的“打表找规律”说出了它在前 40 个值里看到的规律：n ≡ 1、2 (mod 4) 时 G(n) = n，n ≡ 3 时为 n + 1，n ≡ 0（n ≥ 4）时为 n − 1——这是一个增量周期：每 4 个状态重复一次，每次加 4。它写的是“观察到”，不是“已证明”：搜索只能检查有限个值。（HDU 3032 的通过代码用的正是这个公式，它可以对 n 归纳证明。）\n\n点击规律旁边的“高亮”，看看它覆盖了哪些状态。',
      },
      state: { game: 'lasker', position: '8', n: 40, view: 'table', step: 'end' },
    },
  ],
  play: { game: 'lasker', position: '5 7' },
  requires: ['sum-values', 'bash4'],
  exercise: { ask: 'move', game: 'lasker', heaps: 2, min: 1, max: 20 },
  problems: [
    { name: 'HDU 3032 Nim or not Nim?', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=3032' },
  ],
};
