// Lesson: games on graphs with cycles (AtCoder ABC 209 E "Shiritori"), after the notes: a position can come back, so
// besides win and lose there is the draw; retrograde analysis labels one token, Smith's generalised SG values add
// several.
const GAME = 'graph(0>1,1>0,1>2,2>3,4>0,4>3,5>2)';

export default {
  id: 'loopy',
  title: {
    en: 'Games with cycles: win, lose or draw (ABC 209 E)',
    zh: '有环的游戏：胜、负还是平局（ABC 209 E）',
  },
  summary: {
    en: 'On a graph with cycles a game can go on forever. Label the ends first and work backwards: a move to a P-position wins, all moves to N-positions lose, and whatever is never labelled is a draw. Several tokens add by generalised SG values, where ∞ marks the vertices that can escape into a cycle.',
    zh: '在有环的图上，游戏可能永远进行下去。先标记终点再倒推：能走到必败态的是必胜态，只能走到必胜态的是必败态，始终标不上的就是平局。多枚棋子用广义 SG 值相加，∞ 标出能逃进环里的顶点。',
  },
  rule: 'loopy',
  scenes: [
    {
      text: {
        en: 'A token on a graph; a move takes it along an edge, and whoever cannot move loses. Here 0 and 1 point at each other: a game can go round forever. (In ABC 209 E each word is such an edge, from its first three letters to its last three.)\n\nWork backwards from the ends, as for a graph without cycles. 3 has no move: P. 2 and 4 can move to 3: N. 5 can only move to 2, an N-position: P. Now 0 and 1: from 1, moving to 2 hands the opponent a win, and moving to 0 leads on to 1 again. Neither is ever labelled.',
        zh: '图上有一枚棋子；每一步沿一条边移动它，不能移动的人输。这里 0 和 1 互相指向：游戏可以一直绕下去。（ABC 209 E 里每个单词就是这样一条边，从它的前三个字母指向后三个字母。）\n\n和无环的图一样，从终点倒推。3 没有走法：P。2 和 4 能走到 3：N。5 只能走到 2，一个必胜态：P。再看 0 和 1：从 1 走到 2 会把胜利送给对手，走到 0 又会回到 1。它们始终标不上。',
      },
      state: { game: GAME, position: '4', view: 'graph', step: 'end' },
      ask: {
        kind: 'outcome',
        draw: true,
        position: `${GAME}: 0`,
        prompt: {
          en: 'The token on 0. P, N, or D (a draw)?',
          zh: '棋子在 0。是 P、N，还是 D（平局）？',
        },
      },
    },
    {
      text: {
        en: 'D: from 0 the only move is to 1, and from 1 the player who leaves the cycle for 2 loses. So both players keep moving between 0 and 1, and nobody ever wins. The graph marks such positions D; played against the computer, it never leaves a draw for a loss.\n\nWith two tokens the values must add. Smith’s generalised SG values do it: a vertex gets the smallest value m none of its options has, provided every option not yet valued can move to an m; the rest get ∞ with their options’ values. Here 3 and 5 are 0, 2 is 1, 0 is ∞(), 1 is ∞(1) and 4 is ∞(0).',
        zh: 'D：从 0 只能走到 1，而从 1 离开环走到 2 的人会输。所以双方都在 0 和 1 之间来回走，谁也赢不了。图中这样的局面标 D；和电脑对弈时，它绝不会把平局走成输局。\n\n有两枚棋子时，值要相加。Smith 的广义 SG 值做到了这一点：一个顶点取它的后继都没有的最小值 m，前提是每个还没有值的后继都能走到一个 m；其余的顶点记为 ∞，并带上它们后继的值。这里 3 和 5 是 0，2 是 1，0 是 ∞()，1 是 ∞(1)，4 是 ∞(0)。',
      },
      state: { game: GAME, position: '0', view: 'graph', step: 'end' },
      ask: {
        kind: 'outcome',
        draw: true,
        position: `${GAME}: 1 2`,
        prompt: {
          en: 'Tokens on 1 and 2: ∞(1) and 1. P, N or D?',
          zh: '棋子在 1 和 2：∞(1) 和 1。是 P、N 还是 D？',
        },
      },
    },
    {
      text: {
        en: 'N. One value is ∞ with options {1}, and the other tokens XOR to 1, which is one of them: move the ∞ token to a vertex of value 1 (1 → 2). That leaves 1 ⊕ 1 = 0, all finite: a P-position, as in Nim. Two ∞ tokens, or one whose options miss the others’ XOR, would be a draw.\n\n`grundy abc209e` answers the problem from its input (Takahashi, Aoki or Draw for each word); `grundy hdu1524` plays HDU 1524’s graphs, and a graph with cycles there answers DRAW too.',
        zh: 'N。有一个值是 ∞，后继的值为 {1}，其余棋子的异或是 1，正在其中：把 ∞ 的那枚棋子走到值为 1 的顶点（1 → 2）。留下 1 ⊕ 1 = 0，全都有限：和 Nim 一样是必败态。如果有两个 ∞，或者 ∞ 的后继里没有其余棋子的异或，就是平局。\n\n`grundy abc209e` 直接读题目的输入回答（每个单词输出 Takahashi、Aoki 或 Draw）；`grundy hdu1524` 处理 HDU 1524 的图，图中有环时也会回答 DRAW。',
      },
      state: { game: GAME, position: '1 2', view: 'graph', step: 'end' },
    },
  ],
  play: { game: GAME, position: '1 2' },
  requires: ['hdu1524'],
  exercise: { ask: 'move', game: GAME, heaps: 2, min: 0, max: 5 },
  problems: [
    { name: 'AtCoder ABC 209 E Shiritori', url: 'https://atcoder.jp/contests/abc209/tasks/abc209_e' },
  ],
};
