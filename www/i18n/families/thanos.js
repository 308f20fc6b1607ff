// Thanos Nim's words (rules/thanos.rs): its name, its verdicts and its error in 简体中文. Gathered into each language's
// first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['thanos', 'Thanos Nim: take from exactly half the heaps'],
  STRINGS: {
    'name.thanos': 'Thanos Nim',
    'rule.thanosWins': '{count} heap(s) hold the least number ({least}), at most n/2 = {half}: the player to move wins.',
    'rule.thanosLoses': '{count} heap(s) hold the least number ({least}), more than n/2 = {half}: the player to move loses.',
  },
};

export const zh = {
  HELP: ['thanos', 'Thanos Nim：每次恰好从一半的堆里取'],
  STRINGS: {
    'name.thanos': 'Thanos Nim（每次取一半的堆）',
    'rule.thanosWins': '石子最少的堆（{least} 个）有 {count} 堆，不超过 n/2 = {half}：先手必胜。',
    'rule.thanosLoses': '石子最少的堆（{least} 个）有 {count} 堆，超过 n/2 = {half}：先手必败。',
  },
  ERRORS: {
    ThanosEvenHeaps: 'thanos 需要偶数堆石子（至少 2 堆），而不是 {count} 堆',
  },
};
