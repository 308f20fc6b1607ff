// Moore's Nim-k's words (rules/moore.rs): its name, its verdicts (the binary columns mod k + 1) and its errors in 简体中文.
// Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['moore(k)', "Moore's Nim-k: take from up to k heaps"],
  STRINGS: {
    'name.moore': "Moore's Nim-k",
    'rule.mooreP': "Moore's Nim-{k}: every binary column has a multiple of {m} ones: the player to move loses.",
    'rule.mooreN': "Moore's Nim-{k}: column {column} (value {weight}) has {ones} ones, not a multiple of {m}: the player to move wins.",
  },
};

export const zh = {
  HELP: ['moore(k)', 'Moore 的 Nim-k：每次最多从 k 堆取'],
  STRINGS: {
    'name.moore': 'Moore 的 Nim-k',
    'rule.mooreP': 'Moore 的 Nim-{k}：每一列二进制位上 1 的个数都是 {m} 的倍数：先手必败。',
    'rule.mooreN': 'Moore 的 Nim-{k}：第 {column} 位（{weight}）上有 {ones} 个 1，不是 {m} 的倍数：先手必胜。',
  },
  ERRORS: {
    MooreRange: 'moore(k) 需要 1 ≤ k ≤ {limit}',
    AfterMooreNumber: 'moore 的数字之后',
  },
};
