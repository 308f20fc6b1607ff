// The fusion view's words (www/views/fusion.js, Green Hackenbush's fusion principle): its tab label, with a language's
// first file, and its sentences, with the other views' (gather.js); its colon steps are the tree view's
// (views/tree.js).

export const en = {
  STRINGS: {
    viewFusion: 'fusion',
  },
  VIEWS: {
    fusionTitle: 'The fusion principle: {position}',
    aFusionStart: 'the picture: {edges} edge(s); the vertices on common cycles fuse first ({cycles} part(s)), each part into one vertex',
    aFusionNoCycle: 'the picture: {edges} edge(s); no two vertices share a cycle, so nothing fuses and the colon principle values it (a loop is worth 1)',
    aFusionFuse: 'vertices {vertices} lie on common cycles: they fuse into vertex {vertex}, their {loops} edges becoming loops, worth {parity} together (each loop is worth 1)',
    aFusionPart: 'vertex {vertex}: its {loops} loop(s) are worth {parity} and its branches {branches}, so it is worth {value}',
    aFusionGround: 'the ground: its {loops} loop(s) are worth {parity} and its branches {branches}, so SG = {value}',
  },
};

export const zh = {
  STRINGS: {
    viewFusion: '融合',
  },
  VIEWS: {
    fusionTitle: '融合原理：{position}',
    aFusionStart: '这幅图有 {edges} 条边；先把公共环上的顶点融合（{cycles} 处），每处缩成一个顶点',
    aFusionNoCycle: '这幅图有 {edges} 条边；没有两个顶点在同一个环上，无需融合，直接用克朗原理求值（一个自环值为 1）',
    aFusionFuse: '顶点 {vertices} 在公共的环上：它们融合成顶点 {vertex}，{loops} 条边变成自环，合起来值为 {parity}（每个自环值为 1）',
    aFusionPart: '顶点 {vertex}：{loops} 个自环值为 {parity}，树枝的值为 {branches}，所以它的值为 {value}',
    aFusionGround: '地面：{loops} 个自环值为 {parity}，树枝的值为 {branches}，所以 SG = {value}',
  },
};
