// Green Hackenbush on a tree's words (rules/tree.rs): its name, its verdict (the colon principle) and its errors in
// 简体中文. Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['tree', 'green Hackenbush on a tree (HDU 3094): position = depths in preorder, the ground first (0 1 2 1)'],
  STRINGS: {
    'name.tree': 'Green Hackenbush on a tree',
    'rule.colon': 'Colon principle: each branch on the ground is worth 1 + what hangs from it ({branches}); SG = their XOR = {value}.',
  },
};

export const zh = {
  HELP: ['tree', '树上删边游戏（HDU 3094）：局面按先序写出各顶点的深度，地面在前（0 1 2 1）'],
  STRINGS: {
    'name.tree': '树上删边游戏（Green Hackenbush）',
    'rule.colon': '克朗原理：地面上的每根树枝的值是 1 + 挂在它上面部分的值（{branches}）；SG = 它们的异或 = {value}。',
  },
  ERRORS: {
    TreeGround: "树以 0（地面）开头，后面按先序写出各顶点的深度（如 'tree: 0 1 2 1'）",
    TreeDepth: '深度为 {depth} 的顶点不能跟在深度为 {previous} 的顶点之后：每个顶点深度至少为 1，且最多比前一个深 1',
    TreeTooLarge: '这里的树最多有 {limit} 个顶点',
  },
};
