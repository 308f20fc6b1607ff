// Lesson: HDU 1524, A Chess Game on a DAG. From note 000 (四、例题：HDU-1524 A-chess-game).
export default {
  id: 'hdu1524',
  note: {
    file: '000_df8c6dd7891d57e4.txt',
    title: { zh: '四、例题：HDU-1524 A-chess-game', en: 'IV. Worked problems: HDU-1524 A-chess-game' },
  },
  title: { en: 'HDU 1524: a chess game on a DAG', zh: 'HDU 1524：有向无环图上的棋子游戏' },
  summary: {
    en: 'Compute SG on a directed acyclic graph in reverse topological order, then XOR the values of the vertices the tokens stand on: WIN if the result is non-zero, LOSE if it is 0.',
    zh: '在有向无环图上按逆拓扑序求 SG，再把所有棋子所在点的 SG 值异或起来：非 0 输出 WIN，为 0 输出 LOSE。',
  },
  rule: 'nimSum',
  scenes: [
    {
      text: {
        en: 'The first test case of the sample: 4 vertices whose successor lists are “2 1 2”, “0”, “1 3”, “0”. So 0 → 1, 0 → 2 and 2 → 3; vertices 1 and 3 have no out-edges. A turn moves one token one step along an edge; whoever cannot move loses.\n\nThis is exactly a game on a directed graph (有向图游戏), and every impartial game can be drawn this way. Press ▶| (step forward) to compute the vertices one by one.',
        zh: '样例的第一组数据：4 个点，出边列表为“2 1 2”“0”“1 3”“0”，即 0 → 1、0 → 2、2 → 3，点 1 和点 3 没有出边。每回合把一枚棋子沿一条边移动一步，无法移动的人输。\n\n这正是有向图游戏，任何公平组合游戏都可以画成这样。按 ▶|（前进一步）逐个计算每个点。',
      },
      state: { game: 'graph(0>1, 0>2, 2>3)', position: '0', n: 4, view: 'graph', state: 0, step: 0 },
    },
    {
      text: {
        en: 'The order is reverse topological, as in the note’s get_sg: first the sinks 1 and 3 (SG 0), then SG(2) = mex{SG(3)} = mex{0} = 1, and last SG(0) = mex{SG(1), SG(2)} = mex{0, 1} = 2.\n\nA vertex can be computed only after all its successors. That is why the note’s code counts, for each vertex, the successors not yet computed (inn) and repeatedly picks a vertex whose count is 0.',
        zh: '计算顺序是逆拓扑序，与笔记中的 get_sg 一样：先算汇点 1 和 3（SG = 0），再算 SG(2) = mex{SG(3)} = mex{0} = 1，最后 SG(0) = mex{SG(1), SG(2)} = mex{0, 1} = 2。\n\n一个点的所有后继都算完了才能算它，所以笔记的代码为每个点记下还没算完的后继个数（inn），每次挑 inn 为 0 的点来算。',
      },
      state: { game: 'graph(0>1, 0>2, 2>3)', position: '0', n: 4, view: 'graph', state: 0, step: 'end' },
    },
    {
      text: {
        en: 'The mex of vertex 0: its successors 1 and 2 carry SG 0 and 1, so the scan passes 0 and 1 and stops at 2. SG(0) = 2.\n\nSo the query “1 0” (one token, on vertex 0) has SG 2 ≠ 0: WIN. Press ⏮ (to the start) and ▶ (play) to replay the scan.',
        zh: '点 0 的 mex：后继 1 和 2 的 SG 是 0 和 1，扫描越过 0、1，停在 2。SG(0) = 2。\n\n所以询问“1 0”（一枚棋子，在点 0）的 SG = 2 ≠ 0：WIN。按 ⏮（回到开头）再按 ▶（播放）重放扫描。',
      },
      state: { game: 'graph(0>1, 0>2, 2>3)', position: '0', n: 4, view: 'mex', state: 0, step: 'end' },
      ask: { kind: 'outcome', position: 'graph(0>1, 0>2, 2>3): 0 2', prompt: { en: 'The next query: tokens on 0 and 2. WIN (N) or LOSE (P)?', zh: '下一个询问：棋子在 0 和 2 上。WIN（N）还是 LOSE（P）？' } },
    },
    {
      text: {
        en: 'Several tokens are independent games on the same graph, so one SG table serves them all and the answer is the XOR. Query “2 0 2”: tokens on 0 and 2, SG = 2 ⊕ 1 = 3 ≠ 0: WIN.\n\nThe last step shows the winning move: move the token on 0 to 2. Both tokens then stand on 2, and 1 ⊕ 1 = 0.',
        zh: '多枚棋子是同一张图上互不影响的子游戏，所以共用一张 SG 表，答案取异或。询问“2 0 2”：棋子在点 0 和点 2，SG = 2 ⊕ 1 = 3 ≠ 0：WIN。\n\n最后一步给出必胜走法：把点 0 上的棋子移到点 2。两枚棋子都在点 2 上，1 ⊕ 1 = 0。',
      },
      state: { game: 'graph(0>1, 0>2, 2>3)', position: '0 2', n: 4, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'The second test case: “1 1”, “1 2”, “0”, “0”, so 0 → 1 → 2 and vertex 3 stands alone; SG = 0, 1, 0, 0. Query “2 0 1”: 0 ⊕ 1 = 1, WIN. Query “2 1 1” (shown here): 1 ⊕ 1 = 0, LOSE. Query “3 0 1 3”: 0 ⊕ 1 ⊕ 0 = 1, WIN.\n\nAll five answers, WIN WIN WIN LOSE WIN, match the sample output. Put other tokens in the position box, or paste a whole HDU 1524 input into the import box.',
        zh: '第二组数据：“1 1”“1 2”“0”“0”，即 0 → 1 → 2，点 3 孤立；SG = 0, 1, 0, 0。询问“2 0 1”：0 ⊕ 1 = 1，WIN；询问“2 1 1”（这里显示的）：1 ⊕ 1 = 0，LOSE；询问“3 0 1 3”：0 ⊕ 1 ⊕ 0 = 1，WIN。\n\n五个答案 WIN WIN WIN LOSE WIN 与样例输出一致。在“局面”框里换几个棋子位置试试，或者把整组 HDU 1524 输入粘贴到导入框里。',
      },
      state: { game: 'graph(0>1>2, 3)', position: '1 1', n: 4, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'graph(0>1, 0>2, 2>3)', position: '0 2' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: 'graph(0>1, 0>2, 2>3)', heaps: 2, min: 0, max: 3 },
  problems: [
    { name: 'HDU 1524 A Chess Game', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1524' },
  ],
};
