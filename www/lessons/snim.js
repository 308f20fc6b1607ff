// Lesson: POJ 2960 S-Nim with S = {2, 5}. From note 000 (四、例题：POJ-2960 S-Nim).
export default {
  id: 'snim',
  note: {
    file: '000_df8c6dd7891d57e4.txt',
    title: { zh: '四、例题：POJ-2960 S-Nim', en: 'IV. Worked problems: POJ-2960 S-Nim' },
  },
  title: { en: 'POJ 2960 S-Nim: S = {2, 5}', zh: 'POJ 2960 S-Nim：S = {2, 5}' },
  summary: {
    en: 'Print the SG table of the subtraction game S = {2, 5} from 0 upward, XOR the values of the heaps, and reproduce the sample answer “LWW”.',
    zh: '从 0 开始为减法游戏 S = {2, 5} 打出 SG 表，把各堆的 SG 值异或起来，复现样例答案“LWW”。',
  },
  rule: 'nimSum',
  scenes: [
    {
      text: {
        en: 'In S-Nim a move takes exactly s stones from one heap, with s in the set S. The sample’s first set is S = {2, 5}. The note fills sg[0], sg[1], … in order, each as the mex of sg[x − 2] and sg[x − 5] (where those exist).\n\nThe table for 0 … 13 reads 0 0 1 1 0 2 1 0 0 1 1 0 2 1: the block 0 0 1 1 0 2 1 repeats with period 7. Note SG(5) = 2 and SG(12) = 2.',
        zh: 'S-Nim 中每次从一堆里恰好取 s 个，s 属于集合 S。样例第一组 S = {2, 5}。笔记从 0 开始依次算 sg[0]、sg[1]……，每个值是 sg[x − 2] 和 sg[x − 5]（存在时）的 mex。\n\n0～13 的表是 0 0 1 1 0 2 1 0 0 1 1 0 2 1：0 0 1 1 0 2 1 以 7 为周期重复。记住 SG(5) = 2，SG(12) = 2。',
      },
      state: { game: 'sub(2,5)', position: '5 12', n: 14, view: 'table', step: 'end' },
    },
    {
      text: {
        en: 'Why SG(5) = 2: from 5 you can take 2 (leaving 3, SG 1) or 5 (leaving 0, SG 0), and mex{0, 1} = 2.\n\nTaking 1 is not allowed here, so unlike Nim a heap of 1 is a P-position (必败态), just like a heap of 0. Press ⏮ (to the start) and ▶ (play) to replay the scan.',
        zh: '为什么 SG(5) = 2：从 5 可以取 2 个（剩 3，SG = 1）或取 5 个（剩 0，SG = 0），mex{0, 1} = 2。\n\n这里不能只取 1 个，所以和 Nim 不同，1 个石子的堆和 0 个一样是必败态。按 ⏮（回到开头）再按 ▶（播放）重放扫描。',
      },
      state: { game: 'sub(2,5)', position: '5 12', n: 14, view: 'mex', state: 5, step: 'end' },
      ask: { kind: 'outcome', position: 'sub(2,5): 5 12', prompt: { en: 'The first query: heaps 5 and 12 (use the table of the first page). W (N) or L (P)?', zh: '第一个询问：5 和 12 两堆（用第一页的表）。W（N）还是 L（P）？' } },
    },
    {
      text: {
        en: 'First query: heaps 5 and 12. SG(5) ⊕ SG(12) = 2 ⊕ 2 = 0, so the first player loses: “L”.\n\nStep back with |◀ to see the two values in binary and the XOR taken column by column.',
        zh: '第一个询问：两堆 5 和 12。SG(5) ⊕ SG(12) = 2 ⊕ 2 = 0，先手必败，输出“L”。\n\n按 |◀（后退一步），看两个值的二进制和逐列异或。',
      },
      state: { game: 'sub(2,5)', position: '5 12', n: 14, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Second query: 2, 4, 7. SG = 1 ⊕ 0 ⊕ 0 = 1 ≠ 0: “W”. The view ends on the move the XOR finds: heap 2 has SG 1, which holds the highest bit of X = 1, so move it to SG 1 ⊕ 1 = 0 by taking 2 from 2.\n\nThere are three winning moves in all. The other two, take 2 from 4 or 5 from 7, turn a heap of SG 0 into one of SG 1. In Nim a value can only go down, but in other games a move can also raise it.',
        zh: '第二个询问：2、4、7。SG = 1 ⊕ 0 ⊕ 0 = 1 ≠ 0，输出“W”。视图最后给出按异或找到的走法：堆 2 的 SG = 1 含有 X = 1 的最高位，把它变成 SG 为 1 ⊕ 1 = 0 的状态，即从 2 中取 2 个。\n\n必胜走法一共有三种。另外两种是从 4 取 2 个、从 7 取 5 个，它们把 SG 为 0 的堆变成 SG 为 1 的堆。在 Nim 里 SG 值只能变小，而在一般的游戏里一步也可能让它变大。',
      },
      state: { game: 'sub(2,5)', position: '2 4 7', n: 14, view: 'xor', step: 'end' },
    },
    {
      text: {
        en: 'Third query: 2, 3, 7, 12. SG = 1 ⊕ 1 ⊕ 0 ⊕ 2 = 2 ≠ 0: “W”. So the first line of the sample output is “LWW”.\n\nChange the heaps in the position box to ask your own queries, or change the set in the game box: the sample’s second set is S = {1, 2, 3, 4, 5}, written sub(1..5), and its line is “WWL”.',
        zh: '第三个询问：2、3、7、12。SG = 1 ⊕ 1 ⊕ 0 ⊕ 2 = 2 ≠ 0，输出“W”。于是样例输出的第一行是“LWW”。\n\n在“局面”框里改堆数，问你自己的询问；或者在“游戏”框里换集合：样例第二组 S = {1, 2, 3, 4, 5}，写作 sub(1..5)，那一行的答案是“WWL”。',
      },
      state: { game: 'sub(2,5)', position: '2 3 7 12', n: 14, view: 'xor', step: 'end' },
    },
  ],
  play: { game: 'sub(2,5)', position: '2 3 7 12' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: 'sub(2,5)', heaps: 3, min: 1, max: 20 },
  problems: [
    { name: 'POJ 2960 S-Nim', url: 'http://poj.org/problem?id=2960' },
    { name: 'HDU 1536 S-Nim', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=1536' },
  ],
};
