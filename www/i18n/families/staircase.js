// Staircase Nim's words (rules/staircase.rs): its name, its verdict (the XOR of the odd steps) and its error in 简体中文.
// Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['staircase', 'staircase Nim: carry stones one step down'],
  STRINGS: {
    'name.staircase': 'staircase Nim',
    'rule.staircase': 'Staircase Nim: SG = the XOR of the piles on odd steps = {xor}.',
  },
};

export const zh = {
  HELP: ['staircase', '阶梯 Nim：把石子移到下一级台阶'],
  STRINGS: {
    'name.staircase': '阶梯 Nim',
    'rule.staircase': '阶梯 Nim：SG = 奇数级台阶上石子数的异或和 = {xor}。',
  },
  ERRORS: {
    StaircaseTotal: '阶梯上的石子总数最多是 {limit}',
  },
};
