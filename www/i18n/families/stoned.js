// The Stoned Game's words (rules/stoned.rs): its name, its verdicts and its error in 简体中文. Gathered into each
// language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['stoned', 'the Stoned Game (* marks the heap last taken from)'],
  STRINGS: {
    'name.stoned': 'Stoned Game',
    'rule.stonedDominant': 'A heap of {size} holds more than all the others together ({rest}) and may be taken from: the player to move wins.',
    'rule.stonedBlocked': 'The heap the last move took from ({size}) holds more than all the others together ({rest}): the player to move loses.',
    'rule.stonedParityOdd': 'No heap holds more than all the others: every stone gets taken. {total} stones, odd: the player to move wins.',
    'rule.stonedParityEven': 'No heap holds more than all the others: every stone gets taken. {total} stones, even: the player to move loses.',
  },
};

export const zh = {
  HELP: ['stoned', 'Stoned Game（* 表示上一步取过的那一堆）'],
  STRINGS: {
    'name.stoned': 'Stoned Game（不能连续取同一堆）',
    'rule.stonedDominant': '有一堆 {size} 个，比其余所有堆加起来（{rest} 个）还多，并且可以从它取：先手必胜。',
    'rule.stonedBlocked': '上一步取过的那一堆（{size} 个）比其余所有堆加起来（{rest} 个）还多：先手必败。',
    'rule.stonedParityOdd': '没有一堆比其余的总和还多：所有石子都会被取完。共 {total} 个，奇数：先手必胜。',
    'rule.stonedParityEven': '没有一堆比其余的总和还多：所有石子都会被取完。共 {total} 个，偶数：先手必败。',
  },
  ERRORS: {
    TwoBlockedHeaps: '上一步只能从一堆里取，所以只能有一堆带 *',
  },
};
