// Lesson: Thanos Nim (CF1147C). From note 001 (博弈论学习笔记).
export default {
  id: 'thanos',
  note: { file: '001_48776f61f050abe3.txt', title: { zh: '博弈论学习笔记', en: 'Game theory study notes' } },
  title: { en: 'Thanos Nim (CF1147C)', zh: 'Thanos Nim（CF1147C）' },
  summary: {
    en: 'With n even and a move taking stones from exactly n/2 non-empty heaps, the first player wins exactly when at most n/2 heaps hold the least number of stones.',
    zh: 'n 为偶数，每一步恰好从 n/2 个非空堆中各取至少一个：先手必胜当且仅当石子数最少的堆不超过 n/2 个。',
  },
  rule: 'thanos',
  scenes: [
    {
      text: {
        en: 'n heaps, n even. A move chooses exactly n/2 non-empty heaps and takes at least one stone from each. A player who finds fewer than n/2 non-empty heaps cannot move and loses. (The note writes “≤ n/2”, but with exactly n/2 non-empty heaps a move is still possible.)\n\nSample 1: 8 8. With n = 2 this is two-heap Nim. Both heaps hold the least number, 8: that is 2 heaps, more than n/2 = 1, so Alice (first) loses, because Bob makes the heaps equal again after each of her moves. The graph shows 8 8 (a square) and Alice’s moves: each leaves unequal heaps, a circle.',
        zh: 'n 堆石子，n 为偶数。每一步恰好选 n/2 个非空的堆，每堆取走至少一个。非空的堆少于 n/2 个时无法操作，判负。（笔记写的是“≤ n/2”，但恰好有 n/2 个非空堆时仍然可以操作。）\n\n样例 1：8 8。n = 2 时就是两堆 Nim。两堆都是最少的 8 个，共 2 堆，超过 n/2 = 1，所以先手 Alice 必败：她每走一步，Bob 都把两堆重新变成相等。图中画出 8 8（方块）和 Alice 的各种走法：每一种都让两堆不相等，是圆圈。',
      },
      state: { game: 'thanos', position: '8 8', view: 'graph', depth: 1, step: 'end' },
      ask: { kind: 'outcome', position: 'thanos: 3 1 4 1', prompt: { en: 'The next position: 3, 1, 4, 1 (each move takes from exactly 2 heaps). P or N?', zh: '下一个局面：3、1、4、1（每步恰好从 2 堆中取）。P 还是 N？' } },
    },
    {
      text: {
        en: 'Sample 2: 3 1 4 1, so n/2 = 2. The least number is 1, held by 2 heaps, not more than n/2: Alice wins. One winning move leaves the two 1s alone and cuts 3 and 4 down to 1, giving 1 1 1 1, where all four heaps hold the least.\n\nThe options are listed with their values; find the one that reaches 1 1 1 1 (SG 0).',
        zh: '样例 2：3 1 4 1，n/2 = 2。最少的是 1，有 2 堆，不超过 n/2：Alice 必胜。一种必胜走法是不动两个 1，把 3 和 4 都取到只剩 1，得到 1 1 1 1，四堆都是最少的。\n\n这里列出了所有后继和它们的值，找到到达 1 1 1 1（SG = 0）的那一个。',
      },
      state: { game: 'thanos', position: '3 1 4 1', view: 'mex', step: 'end' },
    },
    {
      text: {
        en: 'Why the rule works. If more than n/2 heaps hold the least number m, any n/2 heaps you choose include one of them, which drops below m; afterwards only the heaps you touched, at most n/2, can hold the new least. If at most n/2 heaps hold m, at least n/2 others remain: cut n/2 of them down to m, and now more than n/2 heaps hold the least.\n\nThe note reaches the same rule by studying heaps of 1 and then generalizing (“直接猜出结论”); the page confirms it against a search. The graph shows 3 1 4 1 and its moves: the arrows from the start to squares are Alice’s winning moves. Set “Moves shown” to 2 to see every move from those squares reach a circle.',
        zh: '为什么结论成立：若最少的石子数 m 有超过 n/2 堆，你选的 n/2 堆中必然包含其中一堆，它会变得少于 m；之后新的最少值只可能出现在你动过的堆上，最多 n/2 堆。若 m 不超过 n/2 堆，其余至少还有 n/2 堆：选其中 n/2 堆都取到只剩 m，最少的堆就超过了 n/2 个。\n\n笔记先讨论石子数为 1 的堆，再推广（“直接猜出结论”）；页面用搜索验证了这个结论。图中画出 3 1 4 1 和它的各种走法：从开局指向方块的边就是 Alice 的必胜走法。把“显示步数”设为 2，可以看到从这些方块出发的每一步都走到圆圈。',
      },
      state: { game: 'thanos', position: '3 1 4 1', view: 'graph', depth: 1, step: 'end' },
    },
    {
      text: {
        en: 'The rule holds with empty heaps too, where the least number is 0. In 0 0 1 5 two heaps are empty, not more than n/2 = 2, so the first player wins, for example by emptying both the 1 and the 5, which leaves no move. In 0 0 0 4 three heaps are empty: only one heap is non-empty, fewer than n/2, so the player to move cannot move and loses.',
        zh: '有空堆时结论同样成立，此时最少的石子数是 0。0 0 1 5 中有两个空堆，不超过 n/2 = 2，所以先手必胜，例如把 1 和 5 都取完，对手无法操作。0 0 0 4 中有三个空堆：只剩一个非空堆，少于 n/2，轮到的人无法操作，判负。',
      },
      state: { game: 'thanos', position: '0 0 1 5', view: 'mex', step: 'end' },
    },
  ],
  play: { game: 'thanos', position: '3 1 4 1' },
  requires: ['nim-theorem'],
  exercise: { ask: 'move', game: 'thanos', heaps: 4, min: 1, max: 5 },
  problems: [
    { name: 'CF 1147C Thanos Nim', url: 'https://codeforces.com/problemset/problem/1147/C' },
  ],
};
