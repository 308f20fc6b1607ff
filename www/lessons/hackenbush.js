// Lesson: green Hackenbush on trees (HDU 3094), after the notes: a stalk is a Nim heap, and the colon principle
// turns any tree into one, from the leaves up; the fusion principle does the same for cycles (POJ 3710), drawn step
// by step in the fusion view.
export default {
  id: 'hackenbush',
  title: {
    en: 'Green Hackenbush: trees, then rings (HDU 3094, POJ 3710)',
    zh: '删边游戏 Green Hackenbush：先是树，再是环（HDU 3094，POJ 3710）',
  },
  summary: {
    en: 'A stalk of n edges is a Nim heap of n. The colon principle: a branch is worth 1 + what hangs from it, and branches at a vertex add by XOR, so a tree’s value is computed from its leaves up. The fusion principle turns rings into loops first: an odd ring is one edge, an even one nothing.',
    zh: '一根 n 条边的竹竿就是一堆 n 个石子的 Nim。克朗原理：一根树枝的值是 1 + 挂在它上面部分的值，同一个顶点上的树枝按异或相加，所以树的值可以从叶子往下算出来。融合原理先把环变成自环：奇环相当于一条边，偶环相当于没有。',
  },
  rule: 'colon',
  scenes: [
    {
      text: {
        en: 'Green Hackenbush: a drawing of edges standing on the ground. A move cuts one edge, and whatever no longer reaches the ground falls away; the player who cannot move loses. A tree is written by its vertices’ depths in preorder, the ground first: `tree: 0 1 2 3` is a stalk of three edges.\n\nCutting the k-th edge of a stalk leaves a stalk of k − 1 edges, so a stalk of n is exactly a Nim heap of n: here SG = 3.',
        zh: 'Green Hackenbush：一些立在地面上的边。每步剪掉一条边，不再连到地面的部分随之落下；不能行动的一方输。一棵树按先序写出各顶点的深度，地面在最前：`tree: 0 1 2 3` 是一根三条边的竹竿。\n\n剪掉竹竿的第 k 条边，剩下 k − 1 条边的竹竿，所以 n 条边的竹竿恰好就是一堆 n 个石子的 Nim：这里 SG = 3。',
      },
      state: { game: 'tree', position: '0 1 2 3', view: 'graph', step: 'end' },
      ask: { kind: 'value', position: 'tree: 0 1 2 3 4 5', prompt: { en: 'A stalk of five edges: what is its SG value?', zh: '五条边的竹竿：它的 SG 值是多少？' } },
    },
    {
      text: {
        en: 'The colon principle: a branch standing on a vertex is worth 1 + the value of what hangs from it, and the branches at one vertex are independent games, so they add by XOR. Computed from the leaves up, the whole tree shrinks to one stalk.\n\nHere the ground’s branches are worth 2 (a stalk of 2), 1, 3 (an edge carrying a stalk of 2) and 1: SG = 2 ⊕ 1 ⊕ 3 ⊕ 1 = 1. Step through it: each vertex settles after its children.',
        zh: '克朗原理：立在一个顶点上的一根树枝，值是 1 + 挂在它上面部分的值；同一个顶点上的几根树枝是相互独立的游戏，按异或相加。从叶子往下算，整棵树缩成一根竹竿。\n\n这里地面上的树枝值为 2（两条边的竹竿）、1、3（一条边上挂着两条边的竹竿）和 1：SG = 2 ⊕ 1 ⊕ 3 ⊕ 1 = 1。逐步看：每个顶点在它的孩子之后算出。',
      },
      state: { game: 'tree', position: '0 1 2 1 1 2 3 1', view: 'tree', step: 'end' },
    },
    {
      text: {
        en: 'HDU 3094’s third sample (10 vertices, rooted at 1) is this tree: a trunk of three edges, then a fork: one branch of two edges, and one edge carrying a stalk of 2 and a single edge. From the top: that edge’s vertex carries branches worth 2 and 1, so it is worth 3; the fork is worth 2 ⊕ (3 + 1) = 6; down the trunk 7, 8, and on the ground 9 ≠ 0: Alice, who moves first, wins. Accepted solutions compute exactly this with one depth-first search: sg[u] ^= sg[v] + 1.\n\nPOJ 3710 hangs rings on such trees; `grundy poj3710` answers it, by the principle of the next page.',
        zh: 'HDU 3094 的第三个样例（10 个顶点，以 1 为根）就是这棵树：先是三条边的树干，然后分叉：一支是两条边，另一支是一条边，上面挂着一根两条边的竹竿和一条单独的边。从上往下：那条边的顶点上挂着值为 2 和 1 的树枝，所以值为 3；分叉点的值为 2 ⊕ (3 + 1) = 6；沿树干往下是 7、8，地面上是 9 ≠ 0：先手 Alice 必胜。通过的代码做的正是这件事，一次深度优先搜索：sg[u] ^= sg[v] + 1。\n\nPOJ 3710 在这样的树上挂了环；`grundy poj3710` 回答这道题，用的是下一页的原理。',
      },
      state: { game: 'tree', position: '0 1 2 3 4 5 4 5 6 5', view: 'tree', step: 'end' },
    },
    {
      text: {
        en: 'Any picture, cycles too, is written by its edges, the ground being vertex 0: `hackenbush: (0,1) (1,2) (2,0) (1,3)` is a triangle standing on the ground with an edge hanging from vertex 1.\n\nThe fusion principle: the vertices of a cycle may be fused into one, its edges becoming loops there, each loop worth 1 — so an odd ring is one edge, an even ring nothing — and the colon principle does the rest. Here the triangle fuses into the ground with three loops (worth 1) and the hanging edge is worth 1: SG = 1 ⊕ 1 = 0. The mex view plays every cut out: they leave 3, 3, 1 and 1, so SG = mex{1, 3} = 0, as fusion says.',
        zh: '任何图（包括有环的）都可以按边写出，地面是顶点 0：`hackenbush: (0,1) (1,2) (2,0) (1,3)` 是立在地面上的一个三角形，顶点 1 上还挂着一条边。\n\n融合原理：一个环上的顶点可以融合成一个，环上的边变成那里的自环，每个自环的值为 1——所以奇环相当于一条边，偶环相当于没有——剩下的交给克朗原理。这里三角形融进地面，成为三个自环（值为 1），挂着的那条边值为 1：SG = 1 ⊕ 1 = 0。mex 视图把每一种剪法都走了一遍：它们留下 3、3、1、1，所以 SG = mex{1, 3} = 0，和融合原理一致。',
      },
      state: { game: 'hackenbush', position: '(0,1) (1,2) (2,0) (1,3)', view: 'mex', step: 'end' },
      ask: { kind: 'value', position: 'hackenbush: (0,1) (1,2) (2,3) (3,0)', prompt: { en: 'A square standing on the ground, (0,1) (1,2) (2,3) (3,0): what is its SG value?', zh: '立在地面上的一个正方形 (0,1) (1,2) (2,3) (3,0)：它的 SG 值是多少？' } },
    },
    {
      text: {
        en: 'POJ 3710 hangs rings on trees. Here a triangle {1, 2, 3} stands on the ground with a stalk of two edges hanging from it, and a square {5, 6, 7, 8} hangs by one edge. Step through it: first each ring fuses into one vertex, its edges becoming loops (three loops are worth 1, four are worth 0); then the colon principle values the tree that is left from its leaves. The triangle’s vertex is worth 1 ⊕ 2 = 3, its branch 4; the square’s vertex is worth 0, its branch 1; SG = 4 ⊕ 1 = 5.',
        zh: 'POJ 3710 在树上挂了环。这里一个三角形 {1, 2, 3} 立在地面上，上面挂着两条边的竹竿；一个正方形 {5, 6, 7, 8} 用一条边挂在地面上。逐步看：先把每个环融合成一个顶点，环上的边变成自环（三个自环值为 1，四个值为 0）；再用克朗原理从叶子往下给剩下的树求值。三角形缩成的顶点值为 1 ⊕ 2 = 3，它的树枝值为 4；正方形缩成的顶点值为 0，它的树枝值为 1；SG = 4 ⊕ 1 = 5。',
      },
      state: { game: 'hackenbush', position: '(0,1) (1,2) (2,3) (3,1) (3,4) (4,9) (0,5) (5,6) (6,7) (7,8) (8,5)', view: 'fusion', step: 0 },
      ask: { kind: 'value', position: 'hackenbush: (0,1) (1,2) (2,3) (3,4) (4,0) (0,5) (5,6)', prompt: { en: 'A ring of five edges on the ground and a stalk of two beside it: what is the SG value?', zh: '地面上一个五条边的环，旁边一根两条边的竹竿：SG 值是多少？' } },
    },
  ],
  play: { game: 'tree', position: '0 1 2 1 1 2' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: 'tree', heaps: 6, min: 1, max: 3 },
  problems: [
    { name: 'HDU 3094 A tree game', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=3094' },
    { name: 'POJ 3710 Christmas Game', url: 'http://poj.org/problem?id=3710' },
  ],
};
