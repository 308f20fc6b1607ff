// Lesson: Conway's genus and tame games (On Numbers and Games ch. 12; Winning Ways ch. 13), on misère Kayles: rows
// of up to 4 pins are tame and play as misère Nim heaps of their values; a row of 5 (genus 4¹⁴⁶) is wild. The
// genera are the core's (rules/genus.rs, `genus` in the JS API); course/check/misere.rs (tame) checks the rule.
export default {
  id: 'misere-tame',
  title: {
    en: 'Tame games and Conway’s genus',
    zh: '驯顺的游戏与 Conway 的亏格',
  },
  summary: {
    en: 'Describe a heap in misère play by its genus g^γ₀γ₁…. Where every position a heap reaches has a genus of misère Nim, the heap is tame and sums of tame heaps follow the misère Nim rule; Kayles rows of up to 4 pins are tame, a row of 5 is not.',
    zh: '用亏格 g^γ₀γ₁… 描述一堆在反常规则下的性质。一堆能到达的每个局面的亏格都和反常 Nim 的某个局面相同时，这一堆是驯顺的，驯顺的堆的和服从反常 Nim 的结论；Kayles 中至多 4 个瓶的一排是驯顺的，5 个的不是。',
  },
  rule: 'tame',
  scenes: [
    {
      text: {
        en: 'Kayles: a row of pins; a move knocks down one pin or two neighbours, which may split the row in two. Conway describes a position in misère play by its genus, written g^γ₀γ₁γ₂…. g is its SG value in normal play. γ₀ is its misère value: the mex of its options’ misère values, where a position with no move is worth 1, so γ₀ = 0 exactly when the player to move loses in misère play. γ₁, γ₂, … are the misère values with one, two, … extra Nim heaps of 2 beside it.\n\nA Nim heap of 1 has genus 1⁰³¹: worth 1, but 0 in misère play (the player to move must take it). A Nim heap of 2 has genus 2²⁰, of 3: 3³¹. Kayles rows of 0 to 5 pins have the genera 0¹²⁰, 1⁰³¹, 2²⁰, 3³¹, 1⁰³¹ and 4¹⁴⁶: a row of 4 has the genus of a single pin.',
        zh: 'Kayles：一排瓶子，每次击倒一个瓶或相邻的两个瓶，一排可能因此分成两排。Conway 用亏格描述一个局面在反常规则下的性质，写作 g^γ₀γ₁γ₂…。g 是它在普通规则下的 SG 值；γ₀ 是它的反常值：后继的反常值的 mex，其中无路可走的局面记为 1，所以 γ₀ = 0 恰好表示反常规则下先手必败；γ₁、γ₂……是旁边再加一堆、两堆……2 个石子的 Nim 堆时的反常值。\n\n一堆 1 个的 Nim 的亏格是 1⁰³¹：SG 值为 1，反常值却是 0（先手只能把它取走）。2 个的 Nim 堆亏格为 2²⁰，3 个的为 3³¹。Kayles 中 0～5 个瓶的一排的亏格依次是 0¹²⁰、1⁰³¹、2²⁰、3³¹、1⁰³¹、4¹⁴⁶：4 个瓶的一排与单独一个瓶的亏格相同。',
      },
      state: { game: 'misere(kayles)', position: '4', view: 'graph', step: 'end' },
      ask: { kind: 'outcome', position: 'misere(kayles): 4 1', prompt: { en: 'A row of 4 pins has the genus of a single pin. Put it beside a single pin; whoever knocks down the last pin loses. P or N?', zh: '4 个瓶的一排与单独一个瓶的亏格相同。把它放在单独一个瓶旁边，击倒最后一个瓶的人输。是 P 还是 N？' } },
    },
    {
      text: {
        en: 'A heap is tame when every position it can reach has the genus of a misère Nim position: 0¹²⁰ (as no heap), 1⁰³¹ (as a heap of 1), or g with the exponent g, g⊕2, g, … (as heaps worth g with a big heap (充裕堆) among them: 2²⁰, 3³¹, and also 0⁰² and 1¹³). A sum of tame heaps is played as misère Nim on their values: the S0 … T2 rule of the misère Nim lesson, where a part of genus 0⁰²… or 1¹³… counts as a big heap (充裕堆).\n\nRows of 4 and 1 pins are like heaps of 1 and 1: two lone heaps (孤单堆), XOR 0, class T0, a win. Knock down the middle two pins of the 4: three single pins are left, class S0, and the opponent loses.',
        zh: '一堆能到达的每个局面的亏格都是反常 Nim 局面的亏格时，称它是驯顺的（tame）：0¹²⁰（相当于没有堆）、1⁰³¹（相当于一堆 1），或者 g 带指数 g, g⊕2, g, …（相当于 SG 值为 g 且含充裕堆的 Nim 局面：2²⁰、3³¹，以及 0⁰²、1¹³）。驯顺的堆的和按各堆的 SG 值当作反常 Nim 来玩：用反常 Nim 一课的 S0……T2 分类，其中亏格为 0⁰²… 或 1¹³… 的部分算作充裕堆。\n\n4 个瓶和 1 个瓶的两排相当于 1 和 1 两堆：两个孤单堆，异或和为 0，属于 T0，先手必胜。击倒 4 个瓶中间的两个：剩下三个单独的瓶，属于 S0，对手必败。',
      },
      state: { game: 'misere(kayles)', position: '4 1', view: 'graph', step: 'end' },
    },
    {
      text: {
        en: 'Where tameness ends: a row of 5 pins has genus 4¹⁴⁶, worth 4 in normal play but 1 in misère play, which no misère Nim heap is. It is wild. Misère Nim’s rule would call rows of 5 and 1 heaps of 4 and 1, one big heap (充裕堆), S1, a win; in fact the player to move loses (the graph shows every move).\n\nKayles rows of 0 to 4 pins are tame; rows of 5 to 24 pins, as far as the core computes the genus, are all wild. Dawson’s Kayles (0.07) stays tame longer, up to 9 pins (and 11); 0.75 up to 4. For wild games the misère quotient takes over: the next lesson.',
        zh: '驯顺到哪里为止：5 个瓶的一排亏格为 4¹⁴⁶，普通规则下 SG 值为 4，反常值却是 1，没有哪一堆反常 Nim 是这样的。它是狂野的（wild）。反常 Nim 的结论会把 5 和 1 两排当作 4 和 1 两堆：一个充裕堆，S1，先手必胜；实际上先手必败（状态图画出了每一步）。\n\nKayles 中 0～4 个瓶的一排是驯顺的；5～24 个瓶的一排（核心计算亏格的范围）都是狂野的。Dawson 的 Kayles（0.07）驯顺得更久，到 9 个（以及 11 个）；0.75 到 4 个。狂野的游戏要靠反常商：下一课。',
      },
      state: { game: 'misere(kayles)', position: '5 1', view: 'graph', step: 'end' },
    },
  ],
  play: { game: 'misere(kayles)', position: '4 3 2' },
  requires: ['misere-sum'],
  exercise: { ask: 'outcome', game: 'misere(kayles)', heaps: 3, min: 1, max: 4 },
  problems: [
    { name: 'HDU 1907 John', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1907' },
    { name: 'HDU 2509 Be the Winner', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=2509' },
  ],
};
