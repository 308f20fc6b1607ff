// The open-boxes game's words (rules/boxes.rs): its name and its verdicts (a linear basis of the closed boxes).
// Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['boxes', 'open boxes (* marks an open box)'],
  STRINGS: {
    'name.boxes': 'open boxes',
    'rule.boxesIndependent': 'No closed boxes XOR to 0, so SG = the XOR of the open boxes = {xor}.',
    'rule.boxesSpan': 'Some closed boxes XOR to 0 (rank {rank} of {closed} closed boxes) and the open XOR {xor} is in their span: the player to move wins by opening all but an independent set.',
  },
};

export const zh = {
  HELP: ['boxes', '开箱子（* 表示已打开的箱子）'],
  STRINGS: {
    'name.boxes': '开箱子',
    'rule.boxesIndependent': '没有一组未打开的箱子异或为 0，所以 SG = 已打开箱子的异或和 = {xor}。',
    'rule.boxesSpan': '有一组未打开的箱子异或为 0（{closed} 个未打开的箱子，线性基的秩为 {rank}），且已打开箱子的异或和 {xor} 在它们的张成中：先手打开除一组线性无关的箱子以外的所有箱子，必胜。',
  },
};
