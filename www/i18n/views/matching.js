// The matching view's words (www/views/matching.js, geography's proof by matchings): its tab label, with a
// language's first file, and its sentences, with the other views' (gather.js).

export const en = {
  STRINGS: {
    viewMatching: 'matching',
  },
  VIEWS: {
    matchingTitle: 'Geography by matchings: {position}',
    matchingWins: 'Every maximum matching covers {token}: the mover wins, moving along it to {partner}.',
    matchingLoses: 'A maximum matching misses {token}: the mover loses; each reply follows it.',
    matchingTakeAway: 'Take {token} away with its edge to {partner}: {size} edge(s) left; search from {partner} for an augmenting path.',
    matchingNoPath: 'No augmenting path from {partner}: without {token} a matching has at most {size} edge(s), so every maximum matching covers {token}.',
    matchingPath: 'Found: {size} edges again without {token}. The two matchings differ along {path}: swap there, and a maximum matching misses {token}.',
    matchingExposed: 'This maximum matching misses {token} already: nothing to take away.',
    matchingPartner: 'vertex {vertex}, matched with {partner}',
    matchingAlone: 'vertex {vertex}, not matched',
    aMatchingGraph: 'the graph: the token stands on {token}, having left {left} vertex(es), which are out of the game',
    aMatchingEdges: 'a maximum matching of the vertices not yet left: {size} edge(s)',
    aMatchingCovered: 'the {count} vertex(es) every maximum matching covers, lit: from each, the player to move would win',
  },
};

export const zh = {
  STRINGS: {
    viewMatching: '匹配',
  },
  VIEWS: {
    matchingTitle: '用匹配判定 Geography：{position}',
    matchingWins: '每个最大匹配都覆盖 {token}：先手必胜，沿它的匹配边走到 {partner}。',
    matchingLoses: '有最大匹配不覆盖 {token}：先手必败，后手每次沿匹配边回应。',
    matchingTakeAway: '去掉 {token} 和它与 {partner} 的匹配边：剩 {size} 条边；从 {partner} 出发找增广路。',
    matchingNoPath: '从 {partner} 找不到增广路：去掉 {token} 后匹配最多 {size} 条边，所以每个最大匹配都覆盖 {token}。',
    matchingPath: '找到了：去掉 {token} 后仍有 {size} 条边的匹配。两个匹配沿 {path} 不同：沿这条路交换，就得到一个不覆盖 {token} 的最大匹配。',
    matchingExposed: '这个最大匹配本来就不覆盖 {token}：不用去掉什么。',
    matchingPartner: '顶点 {vertex}，与 {partner} 匹配',
    matchingAlone: '顶点 {vertex}，未匹配',
    aMatchingGraph: '图：棋子在 {token}，已离开 {left} 个顶点，它们不再参与',
    aMatchingEdges: '还没离开的顶点的一个最大匹配：{size} 条边',
    aMatchingCovered: '被每个最大匹配覆盖的 {count} 个顶点已点亮：从其中任一个出发，先手必胜',
  },
};
