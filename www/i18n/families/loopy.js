// The words of games on a graph with cycles (rules/loopy.rs): its name, its verdicts (Smith's generalised SG values)
// and its errors in 简体中文. Gathered into each language's first file (gather.js).

export const en = {
  STRINGS: {
    'name.loopy': 'game on a graph with cycles (loopy)',
    'rule.loopyFinite': 'Generalised SG values (Smith) of the tokens: {values}. All are finite, so they add as in Nim: XOR = {xor}, and the player to move {verdict}.',
    'rule.loopyOneWin': 'Generalised SG values (Smith) of the tokens: {values}. One is ∞ with options {options}; the others XOR to {b}, which is one of them: move that token to a vertex of value {b}, and the player to move wins.',
    'rule.loopyOneDraw': 'Generalised SG values (Smith) of the tokens: {values}. One is ∞ with options {options}; the others XOR to {b}, which is not one of them: a draw, neither player can force a win.',
    'rule.loopyMany': 'Generalised SG values (Smith) of the tokens: {values}. Two or more are ∞: a draw, neither player can force a win.',
    'verdict.wins': 'wins',
    'verdict.loses': 'loses',
  },
};

export const zh = {
  STRINGS: {
    'name.loopy': '有环的有向图游戏',
    'rule.loopyFinite': '各棋子的广义 SG 值（Smith）：{values}。都有限，所以像 Nim 一样相加：异或 = {xor}，先手{verdict}。',
    'rule.loopyOneWin': '各棋子的广义 SG 值（Smith）：{values}。有一个是 ∞，其后继的值为 {options}；其余的异或是 {b}，在其中：把那枚棋子走到值为 {b} 的顶点，先手必胜。',
    'rule.loopyOneDraw': '各棋子的广义 SG 值（Smith）：{values}。有一个是 ∞，其后继的值为 {options}；其余的异或是 {b}，不在其中：平局，双方都无法强制获胜。',
    'rule.loopyMany': '各棋子的广义 SG 值（Smith）：{values}。两个或更多是 ∞：平局，双方都无法强制获胜。',
    'verdict.wins': '必胜',
    'verdict.loses': '必败',
  },
  ERRORS: {
    LoopyAlone: '有环的图要单独来玩：请把它的所有棋子写在同一个 graph(…) 部分里',
    LoopyNotSearched: '{position} 在有环的图上：局面会重复，所以搜索不跟着走（由广义 SG 值来判定）',
  },
};
