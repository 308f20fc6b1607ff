// Staircase Nim's words (rules/staircase.rs): its name, its verdict (the XOR of the odd steps) and its error in 简体中文.
// Gathered into each language's first file (gather.js).

export const en = {
  STRINGS: {
    'name.staircase': 'staircase Nim',
    'rule.staircase': 'Staircase Nim: SG = the XOR of the piles on odd steps = {xor}.',
  },
};

export const zh = {
  STRINGS: {
    'name.staircase': '阶梯 Nim',
    'rule.staircase': '阶梯 Nim：SG = 奇数级台阶上石子数的异或和 = {xor}。',
  },
  ERRORS: {
    StaircaseTotal: '阶梯上的石子总数最多是 {limit}',
  },
};
