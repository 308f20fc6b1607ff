// Lesson: Every-SG (HDU 3595 "GG and MM"), after the notes: each turn a move in every game that is not over, so
// values no longer add by XOR; each game's step count (win slowly, lose quickly) decides instead.
export default {
  id: 'every-sg',
  title: {
    en: 'Every-SG: a move in every game at once (HDU 3595)',
    zh: 'Every-SG：每一步在所有游戏里都走（HDU 3595）',
  },
  summary: {
    en: 'When each turn moves in every unfinished game, only the last game to end matters. Count each game’s steps (the winner makes it last, the loser ends it soon); the player to move wins when the largest count is odd.',
    zh: '如果每一步都要在所有没结束的游戏里各走一步，那么只有最后结束的那个游戏要紧。数出每个游戏的步数（赢的一方尽量拖长，输的一方尽快结束）；最大步数为奇数时先手必胜。',
  },
  rule: 'everySg',
  scenes: [
    {
      text: {
        en: 'Every-SG: several games, and each turn the player moves in every game that is not over; whoever makes the last move wins. XOR no longer decides: what matters is which game ends last, and who moves in it then.\n\nSo each game gets a step count: 0 when it is over; when its player to move wins it alone, 1 + the longest of its losing options (the winner makes it last); when they lose it, 1 + the shortest of its options (the loser ends it soon). Here, take 1 to 3 stones: heaps of 3, 4 and 5 last 1, 2 and 3 steps. The largest, 3, is odd: the player to move makes the last move.',
        zh: 'Every-SG：有几个游戏，每一步都要在所有没结束的游戏里各走一步；走最后一步的人赢。异或不再决定胜负：要紧的是哪个游戏最后结束，以及那时轮到谁。\n\n所以给每个游戏一个步数：结束了就是 0；单独玩时先手必胜的，步数是 1 + 最长的必败后继（赢的一方尽量拖长）；先手必败的，是 1 + 最短的后继（输的一方尽快结束）。这里每次取 1 到 3 个：3、4、5 三堆分别能走 1、2、3 步。最大的 3 是奇数：先手走最后一步。',
      },
      state: { game: 'every(sub(1..3))', position: '3 4 5', view: 'every', step: 'end' },
      ask: {
        kind: 'outcome',
        position: 'every(sub(1..3)): 1 5',
        prompt: {
          en: 'Heaps of 1 and 5. In the ordinary sum they are worth 1 ⊕ 1 = 0, a loss. In Every-SG, P or N?',
          zh: '1 和 5 两堆。在普通的和里它们的值是 1 ⊕ 1 = 0，先手必败。在 Every-SG 里是 P 还是 N？',
        },
      },
    },
    {
      text: {
        en: 'N: the heaps last 1 and 3 steps, and 3 is odd. The winning move keeps the long game long and ends the short one: 1 → 0 and 5 → 4. Heap 4 loses alone and lasts 2 steps, an even largest count for the opponent: whatever they take, you take the rest.\n\nHDU 3595 plays Euclid’s game in each component (take a multiple of the smaller pile from the larger); `grundy hdu3595` counts each game’s steps by a closed form and answers from the problem’s input.',
        zh: 'N：两堆分别能走 1 步和 3 步，3 是奇数。必胜的走法是让长的游戏保持长、让短的尽快结束：1 → 0，5 → 4。4 单独是必败态，能走 2 步，轮到对手时最大步数是偶数：对手取几个，你就把剩下的取完。\n\nHDU 3595 的每个部分是欧几里得游戏（从大的一堆里取小的一堆的倍数）；`grundy hdu3595` 用闭式算出每个游戏的步数，直接读题目的输入回答。',
      },
      state: { game: 'every(sub(1..3))', position: '1 5', view: 'every', step: 'end' },
    },
  ],
  play: { game: 'every(sub(1..3))', position: '3 4 5' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: 'every(sub(1..3))', heaps: 2, min: 1, max: 9 },
  problems: [
    { name: 'HDU 3595 GG and MM', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=3595' },
  ],
};
