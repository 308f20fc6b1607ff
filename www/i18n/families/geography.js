// Geography's words (rules/geography.rs): its name, its matching theorem's verdict sentences (Rule::MatchingCovered,
// MatchingMove, MatchingMissed) and its errors in 简体中文 (the English is the core's, crate/src/base/error.rs). Gathered into
// each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['geography(0-1 1-2 2-0)', 'Geography on an undirected graph (二分图博弈): the token moves along an edge to a vertex it has not stood on; position = the vertices it stood on, its own last (0 2)'],
  STRINGS: {
    'name.geography': 'Geography (a token never returns)',
    'rule.matchingCovered': 'Every maximum matching (of size {size}) of the vertices not yet left covers the token\'s: the player to move wins, moving along one.',
    'rule.matchingMove': 'Along the edge {from}–{to} of a maximum matching (of size {size}): every maximum matching covered {from}, so what is left has one that misses {to}, and each answer goes along it.',
    'rule.matchingMissed': 'A maximum matching (of size {size}) of the vertices not yet left misses the token\'s: the player to move loses; the other answers along it.',
  },
};

export const zh = {
  HELP: ['geography(0-1 1-2 2-0)', '无向图上的 Geography（二分图博弈）：棋子沿边走到没站过的顶点；局面是它站过的顶点，最后一个是它所在之处（0 2）'],
  STRINGS: {
    'name.geography': '无向图上的 Geography（二分图博弈）',
    'rule.matchingCovered': '还没离开的顶点的每个最大匹配（{size} 条边）都覆盖棋子所在的顶点：先手必胜，沿匹配边走即可。',
    'rule.matchingMove': '沿最大匹配（{size} 条边）的边 {from}–{to} 走：每个最大匹配都覆盖 {from}，所以剩下的部分有一个不覆盖 {to} 的最大匹配，之后每步都沿它回应。',
    'rule.matchingMissed': '还没离开的顶点有一个最大匹配（{size} 条边）不覆盖棋子所在的顶点：先手必败，后手沿匹配边回应。',
  },
  ERRORS: {
    GeographyEdge: "应为一条边 'a-b'（两个小于 {limit} 的顶点，用 '-' 连接），却是 '{found}'",
    GeographyEdges: '这里的 geography 最多 {limit} 条边',
    GeographyNoToken: 'geography 的局面需要棋子所在的顶点',
    GeographyBoardRow: '棋盘第 {row} 行有 {found} 个格子，但第一行有 {cols} 个',
    GeographyBoardSize: '这里的棋盘最多 {limit} 个格子',
    GeographyWall: "格子 {cell} 是墙：棋子只能站在空格（'.'）上",
    GeographyTwice: '顶点 {vertex} 出现了两次：棋子不会回到离开过的顶点',
    GeographyNotAWalk: '{b} 不是 {a} 的邻点：各个数是棋子依次站过的顶点',
  },
};
