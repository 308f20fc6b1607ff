// Every-SG's words (rules/every.rs): its name around the game's, its verdicts (the largest step count) and its errors
// in 简体中文. Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['every(sub(1..3))', 'Every-SG (HDU 3595): a move is a move in every game of the sum that can still move; the last move wins'],
  STRINGS: {
    'name.every': 'Every-SG of {inner}',
    'rule.everySgOdd': 'Every-SG: each heap’s step count ({steps}); the largest, {largest}, is odd, so the player to move makes the last move and wins.',
    'rule.everySgEven': 'Every-SG: each heap’s step count ({steps}); the largest, {largest}, is even, so the opponent makes the last move.',
  },
};

export const zh = {
  HELP: ['every(sub(1..3))', 'Every-SG（HDU 3595）：每一步要在和里每个还能走的游戏中各走一步；走最后一步的人赢'],
  STRINGS: {
    'name.every': '{inner}的 Every-SG',
    'rule.everySgOdd': 'Every-SG：各堆的步数为 {steps}；最大的 {largest} 是奇数，先手走最后一步，先手必胜。',
    'rule.everySgEven': 'Every-SG：各堆的步数为 {steps}；最大的 {largest} 是偶数，对手走最后一步，先手必败。',
  },
  ERRORS: {
    EveryOfHeapGame: 'every(…) 里应当是每步只留下一堆的取石子游戏，例如 nim、sub(1,3,4) 或 allbut(2)',
    EveryHeapTooLarge: '堆 {heap} 对 Every-SG 来说太大了（上限是 {limit}：每个状态的步数要由它的所有走法算出）',
    AfterEvery: "'every' 之后",
    CloseEvery: '结束 every(…) 时',
  },
};
