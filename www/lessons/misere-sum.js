// Lesson: why misère play breaks the Sprague–Grundy theorem, on 0.75 (Plambeck, "Taming the wild", 2005): two
// sums of the same SG value, alike alone, that differ beside the same heap. The examples were found by a brute-force
// search over the sums of up to 8 stones; course/check/misere.rs (misereSum) checks them against the search.
export default {
  id: 'misere-sum',
  title: {
    en: 'Why misère play breaks the SG theorem',
    zh: '为什么反常规则下 SG 定理失效',
  },
  summary: {
    en: 'In normal play a part of a sum can be swapped for any part of the same SG value. In misère 0.75, heaps of 1 and 5 are worth 0, yet beside a heap of 1 they turn a loss into a win: check it by hand.',
    zh: '普通规则下，和里的一个部分可以换成任何 SG 值相同的部分。反常规则下的 0.75 中，1 和 5 两堆的 SG 值为 0，放在一堆 1 旁边却把必败变成必胜：动手验证。',
  },
  rule: 'misereSum',
  scenes: [
    {
      text: {
        en: 'The Sprague–Grundy theorem: in normal play each part of a sum acts exactly as a Nim heap of its SG value. A part worth 0 can be dropped, and a part can be swapped for another of the same value, without changing who wins.\n\nThe game here is 0.75. A move takes 1 stone from a heap, and what is left may stay as one heap or be split in two; or it takes 2 stones, from a heap of exactly 2 or splitting what is left in two. A heap of 1 and a heap of 2 play exactly as Nim heaps of 1 and 2. A heap of 5 is worth 1, so heaps of 1 and 5 together are worth 1 ⊕ 1 = 0.\n\nNow misère play: whoever takes the last stone loses. A heap of 1 alone loses for the player to move, who must take it.',
        zh: 'Sprague–Grundy 定理：普通规则下，和的每个部分都恰好相当于一堆石子数等于其 SG 值的 Nim。SG 值为 0 的部分可以去掉，一个部分也可以换成另一个 SG 值相同的部分，胜负不变。\n\n这里的游戏是 0.75：每次从一堆中取 1 个，剩下的可以留成一堆，也可以分成两堆；或者取 2 个，要么恰好取完一堆 2 个，要么把剩下的分成两堆。1 个和 2 个的堆与 Nim 中 1 个和 2 个的堆走法完全相同。5 个的堆 SG 值为 1，所以 1 和 5 两堆合起来是 1 ⊕ 1 = 0。\n\n现在换成反常规则：取走最后一个石子的人输。只有一堆 1 个时，先手只能取走它，必败。',
      },
      state: { game: 'misere(0.75)', position: '1', view: 'graph', step: 'end' },
      ask: { kind: 'outcome', position: 'misere(0.75): 1 1 5', prompt: { en: 'Put heaps of 1 and 5, worth 0 together, beside that heap of 1: heaps of 1, 1 and 5, whoever takes the last stone loses. P or N?', zh: '在那一堆 1 旁边放上合起来 SG 值为 0 的 1 和 5 两堆：1、1、5 三堆，取走最后一个石子的人输。是 P 还是 N？' } },
    },
    {
      text: {
        en: 'Heaps of 1, 1 and 5 win for the player to move. Take the middle stone of the 5: it splits into 2 and 2, and the opponent faces heaps of 1, 1, 2 and 2. These are misère Nim heaps: two big heaps (充裕堆) and XOR 0, class T2, a loss (the misère Nim lesson).\n\nSo heaps worth 0 changed who wins: the heap of 1 alone loses, beside them it wins. In misère play a part worth 0 is not nothing, and the SG values of the parts no longer say who wins a sum.',
        zh: '1、1、5 三堆先手必胜：取 5 中间的那个石子，它分成 2 和 2，对手面对 1、1、2、2 四堆。这就是反常 Nim：两个充裕堆，异或和为 0，属于 T2，必败（见反常 Nim 一课）。\n\n所以 SG 值为 0 的两堆改变了胜负：一堆 1 单独必败，放在它们旁边却必胜。反常规则下 SG 值为 0 的部分并不等于“没有”，各部分的 SG 值也不再决定和的胜负。',
      },
      state: { game: 'misere(0.75)', position: '1 1 5', view: 'graph', step: 'end' },
    },
    {
      text: {
        en: 'Not only 0. A heap of 5 and heaps of 1, 2 and 2 are both worth 1, and both win alone. Put a heap of 1 beside each.\n\nHeaps of 5 and 1 win: take the second stone of the 5, splitting it into 1 and 3; the opponent faces 1, 1 and 3. From there every move loses: the 3 becomes 2 (heaps 1, 1, 2: one big heap (充裕堆), S1, a win for you) or 1 and 1 (four heaps of 1, T0, a win for you); taking a 1 leaves 1 and 3, and you split the 3 into 1 and 1, leaving three heaps of 1 (S0).\n\nHeaps of 1, 2, 2 and 1 lose: T2 again. Same value, same outcome alone, different beside the same heap. Misère play needs more than one number per part: Conway’s genus (next lesson) and the misère quotient (the two after).',
        zh: '不只是 0。一堆 5 与 1、2、2 三堆的 SG 值都是 1，单独时都是先手必胜。在它们旁边各放一堆 1。\n\n5 和 1 两堆先手必胜：取 5 的第二个石子，把它分成 1 和 3，对手面对 1、1、3。从这里每一步都输：3 变成 2（1、1、2：一个充裕堆，S1，你必胜）或 1 和 1（四堆 1，T0，你必胜）；取走一个 1 留下 1 和 3，你把 3 分成 1 和 1，留下三堆 1（S0）。\n\n1、2、2、1 四堆先手必败：又是 T2。SG 值相同，单独时胜负相同，放在同一堆旁边却不同。反常规则需要给每个部分不止一个数：Conway 的亏格（下一课）和反常商（再后两课）。',
      },
      state: { game: 'misere(0.75)', position: '5 1', view: 'graph', step: 'end' },
    },
  ],
  play: { game: 'misere(0.75)', position: '1 1 5' },
  requires: ['misere', 'sum-values'],
  exercise: { ask: 'outcome', game: 'misere(0.75)', heaps: 3, min: 1, max: 5 },
  problems: [
    { name: 'HDU 1907 John', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1907' },
    { name: 'Luogu P4279 [SHOI2008] 小约翰的游戏', url: 'https://www.luogu.com.cn/problem/P4279' },
  ],
};
