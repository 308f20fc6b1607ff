// Lesson: Staircase Nim, only odd steps matter. From note 001 (博弈论学习笔记).
export default {
  id: 'staircase',
  note: { file: '001_48776f61f050abe3.txt', title: { zh: '博弈论学习笔记', en: 'Game theory study notes' } },
  title: { en: 'Staircase Nim: only odd steps matter', zh: '阶梯 Nim：只有奇数级台阶有用' },
  summary: {
    en: 'In staircase Nim the SG value is the XOR of the piles on the odd steps: a move from an even step can be answered by a copy move, so even steps change nothing.',
    zh: '阶梯 Nim 的 SG 值是奇数级台阶上石子数的异或和：从偶数级出发的一步总能被对手“跟一步”抵消，所以偶数级不影响结果。',
  },
  rule: 'staircase',
  scenes: [
    {
      text: {
        en: 'Piles on steps 1, 2 and 3: 3, 1 and 2 stones. A move carries at least one stone from step i down to step i − 1; stones that reach step 0 (the floor) are out of play. Whoever cannot move loses, which happens once every stone is on the floor.\n\nThis graph shows (3, 1, 2) and the positions up to two moves away; a position marked … has more moves (set “Moves shown” to all for every one of the 46). Press ▶ to compute their values from the end, and click a position to see its options.',
        zh: '第 1、2、3 级台阶上分别有 3、1、2 个石子。每一步把第 i 级的至少一个石子移到第 i − 1 级，移到第 0 级（地面）的石子就不再参与。无法移动的人输，也就是所有石子都到了地面时。\n\n这张图画出 (3, 1, 2) 和两步之内能到达的局面；标 … 的局面还有没画出的后继（把“显示步数”设为全部可以看到全部 46 个局面）。按 ▶ 从后往前计算它们的值，点击一个局面查看它的后继。',
      },
      state: { game: 'staircase', position: '3 1 2', view: 'graph', depth: 2, step: 0 },
      ask: { kind: 'outcome', position: 'staircase: 3 1 2', reveal: 'end', prompt: { en: 'Before the values appear: is (3, 1, 2) P or N?', zh: '在 SG 值出现之前：(3, 1, 2) 是 P 还是 N？' } },
    },
    {
      text: {
        en: 'The options of (3, 1, 2): three moves from step 1 to the floor, one from step 2 to step 1, and two from step 3 to step 2. Their SG values form the set {0, 2, 3, 6}, so SG(3, 1, 2) = mex{0, 2, 3, 6} = 1.\n\nAnd 1 = 3 ⊕ 2, the XOR of the piles on the odd steps 1 and 3. The pile on step 2 plays no part.',
        zh: '(3, 1, 2) 的后继：从第 1 级到地面有三种，从第 2 级到第 1 级一种，从第 3 级到第 2 级两种。它们的 SG 值构成集合 {0, 2, 3, 6}，所以 SG(3, 1, 2) = mex{0, 2, 3, 6} = 1。\n\n而 1 = 3 ⊕ 2，正是奇数级（第 1、3 级）石子数的异或和，第 2 级的石子不起作用。',
      },
      state: { game: 'staircase', position: '3 1 2', view: 'mex', step: 'end' },
    },
    {
      text: {
        en: 'Why even steps do not matter (the note’s argument): if the opponent moves stones from an even step down to an odd step, you move the same stones on to the next even step, and the odd steps are as before. Moving stones from an odd step to an even one is as good as throwing them away. So it is Nim on the odd steps.\n\nThe table (打表) shows it: rows are step 1 (a), columns step 2 (b), and step 3 stays at 2. Every row is constant, SG = a ⊕ 2, whatever b is.',
        zh: '为什么偶数级不影响结果（笔记的论证）：如果对手把偶数级的石子移到奇数级，你就把这些石子继续移到下一个偶数级，奇数级恢复原样。而从奇数级移到偶数级，就相当于把石子扔掉。所以只需对奇数级做 Nim。\n\n打表可以看出来：行是第 1 级的石子数 a，列是第 2 级的 b，第 3 级保持 2 个。每一行都是常数 SG = a ⊕ 2，与 b 无关。',
      },
      state: { game: 'staircase', position: '3 1 2', view: 'table', step: 'end' },
    },
    {
      text: {
        en: 'The winning move from (3, 1, 2) makes the odd steps XOR to 0. 3 ⊕ 2 = 1, so move 1 stone from step 1 to the floor: (2, 1, 2), and 2 ⊕ 2 = 0.\n\nIf the opponent then moves the stone on step 2 down to step 1, giving (3, 0, 2), copy it: move 1 stone from step 1 to the floor, (2, 0, 2).',
        zh: '(3, 1, 2) 的必胜走法要让奇数级的异或和变成 0。3 ⊕ 2 = 1，所以把第 1 级的 1 个石子移到地面：(2, 1, 2)，2 ⊕ 2 = 0。\n\n如果对手接着把第 2 级的石子移到第 1 级，得到 (3, 0, 2)，你就照着走：把第 1 级的 1 个石子移到地面，(2, 0, 2)。',
      },
      state: { game: 'staircase', position: '3 1 2', view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'staircase', position: '3 1 2' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'staircase', heaps: 3, min: 0, max: 5 },
  problems: [
    { name: 'POJ 1704 Georgia and Bob', url: 'http://poj.org/problem?id=1704' },
    { name: 'HDU 4315 Climbing the Hill', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=4315' },
  ],
};
