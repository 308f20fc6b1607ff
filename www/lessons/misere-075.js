// Lesson: 0.75's misère quotient, built from small sums (Plambeck, "Taming the wild in impartial combinatorial
// games", INTEGERS 5, 2005): eight classes 1, a, b, ab, b², ab², c, ac with a = Φ(1), b = Φ(2), c = Φ(5), the
// relations a² = 1, b³ = b, bc = ab, c² = b², and the P-portion {a, b²}. course/check/misere.rs (quotient075)
// checks the classes, relations and P-portion by the search alone.
export default {
  id: 'misere-075',
  title: {
    en: 'The eight classes of 0.75: a misère quotient',
    zh: '0.75 的八个类：反常商',
  },
  summary: {
    en: 'Sort the sums of 0.75 by what they do beside other sums: there are eight classes, named by products of a (a heap of 1), b (a heap of 2) and c (a heap of 5). A sum loses exactly when its product is a or b², however large its heaps.',
    zh: '按放在其他和旁边时的表现给 0.75 的和分类：一共八类，用 a（一堆 1）、b（一堆 2）、c（一堆 5）的乘积命名。一个和先手必败，当且仅当它的乘积是 a 或 b²，不论堆有多大。',
  },
  rule: 'quotient075',
  scenes: [
    {
      text: {
        en: 'Call two sums alike when no sum put beside them tells them apart: beside every sum, both win or both lose. In normal play two sums are alike exactly when their SG values are equal. In misère play the last lesson showed that is not so, but the idea still works: sort the sums of 0.75 into classes of alike sums.\n\nA search over the sums of up to 10 stones, each set beside every sum of up to 8, finds eight classes. Name a heap of 1 a, a heap of 2 b and a heap of 5 c, and a sum the product of its heaps’ names. The classes are 1 (no heap), a, b, ab, b², ab², c and ac, and the products follow four rules: a² = 1 (two heaps of 1 are like none), b³ = b, bc = ab and c² = b².\n\nThis is the misère quotient of 0.75 (Plambeck, 2005): the classes multiply, as Nim values add by XOR in normal play.',
        zh: '如果放在旁边的任何和都分不出两个和，即放在任何和旁边时两者同胜或同败，就称它们相像。普通规则下两个和相像恰好当 SG 值相等。反常规则下上一课说明这不成立，但这个想法仍然可用：把 0.75 的和按相像分类。\n\n对至多 10 个石子的所有和、每个都放在至多 8 个石子的每个和旁边搜索，得到八个类。把一堆 1 记作 a，一堆 2 记作 b，一堆 5 记作 c，一个和记作各堆名字的乘积。八个类是 1（没有堆）、a、b、ab、b²、ab²、c、ac，乘积服从四条规则：a² = 1（两堆 1 相当于没有），b³ = b，bc = ab，c² = b²。\n\n这就是 0.75 的反常商（Plambeck，2005）：类可以相乘，正如普通规则下 Nim 值用异或相加。',
      },
      state: { game: 'misere(0.75)', position: '5 2', view: 'graph', step: 'end' },
      ask: { kind: 'outcome', position: 'misere(0.75): 5 5', prompt: { en: 'The sums that lose for the player to move are the classes a and b². Multiply and reduce by the four rules: two heaps of 5. P or N?', zh: '先手必败的和恰好是 a 和 b² 这两类。用四条规则相乘并化简：两堆 5。是 P 还是 N？' } },
    },
    {
      text: {
        en: 'Two heaps of 5 lose: c² = b², the class of two heaps of 2 (misère Nim’s T2). The classes that lose are a and b², the P-portion; the other six win.\n\nEvery heap has a class, Φ(n): Φ(0) = 1, Φ(1) = a, Φ(2) = b, Φ(3) = a, Φ(4) = b, Φ(5) = c, Φ(6) = b, Φ(7) = c, and from 8 on every even heap is b and every odd heap ab². A sum’s class is the product of its heaps’ classes, reduced by the four rules; it loses exactly when that is a or b².',
        zh: '两堆 5 先手必败：c² = b²，与两堆 2 同类（反常 Nim 的 T2）。先手必败的类是 a 和 b²，称为 P 部分；其余六类先手必胜。\n\n每一堆都有它的类 Φ(n)：Φ(0) = 1，Φ(1) = a，Φ(2) = b，Φ(3) = a，Φ(4) = b，Φ(5) = c，Φ(6) = b，Φ(7) = c，从 8 起偶数堆都是 b，奇数堆都是 ab²。一个和的类是各堆的类之积，用四条规则化简；它先手必败当且仅当结果是 a 或 b²。',
      },
      state: { game: 'misere(0.75)', position: '5 5', view: 'graph', step: 'end' },
    },
    {
      text: {
        en: 'Now sums no hand search could finish: heaps of 9, 12 and 20. Φ(9) = ab², Φ(12) = b, Φ(20) = b, so the product is ab² · b · b = ab⁴. With b³ = b, b⁴ = b², so it is ab²: not a or b², and the player to move wins. The quotient view here multiplies the classes heap by heap, its table lit where the product loses. Hint in the play view lists the winning moves; each leaves a sum whose product is a or b².\n\nHeaps of 9 and 11: ab² · ab² = a²b⁴ = b²: the player to move loses. In the exercise, find each heap’s class, multiply, and reduce.',
        zh: '现在是手算搜索做不完的和：9、12、20 三堆。Φ(9) = ab²，Φ(12) = b，Φ(20) = b，乘积为 ab² · b · b = ab⁴。由 b³ = b 得 b⁴ = b²，所以乘积是 ab²：既不是 a 也不是 b²，先手必胜。这里的“反常商”视图逐堆相乘，表中先手必败的乘积被标亮。“对局”视图的“提示”列出必胜的走法，每一步都留下乘积为 a 或 b² 的和。\n\n9 和 11 两堆：ab² · ab² = a²b⁴ = b²，先手必败。练习中，求出每一堆的类，相乘，再化简。',
      },
      state: { game: 'misere(0.75)', position: '9 12 20', view: 'quotient', step: 'end' },
    },
  ],
  play: { game: 'misere(0.75)', position: '9 12 20' },
  requires: ['misere-tame'],
  exercise: { ask: 'outcome', game: 'misere(0.75)', heaps: 3, min: 1, max: 30 },
  problems: [
    { name: 'POJ 3537 Crosses and Crosses', url: 'http://poj.org/problem?id=3537' },
  ],
};
