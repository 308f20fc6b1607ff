// Green Hackenbush on any picture's words (rules/picture.rs): its name, its verdicts (the fusion principle) and its
// errors in 简体中文. Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['hackenbush', 'green Hackenbush on a picture with cycles: position = its edges, the ground 0 ((0,1) (1,2) (2,0))'],
  STRINGS: {
    'name.hackenbush': 'Green Hackenbush on a picture with cycles',
    'rule.fusion': 'Fusion principle: the {loops} edge(s) on cycles fuse into loops in {parts} part(s) (a loop is worth 1: an odd cycle is one edge, an even one nothing); then the colon principle: SG = {value}.',
    'rule.fusionTree': 'No cycles: the colon principle alone (a branch is worth 1 + what hangs from it), SG = {value}.',
  },
};

export const zh = {
  HELP: ['hackenbush', '有环图上的删边游戏（Green Hackenbush）：局面是它的边，地面是 0（(0,1) (1,2) (2,0)）'],
  STRINGS: {
    'name.hackenbush': '有环的删边游戏（Green Hackenbush）',
    'rule.fusion': '融合原理：环上的 {loops} 条边融合成 {parts} 处的自环（每个自环值为 1：奇环相当于一条边，偶环相当于没有）；再用克朗原理：SG = {value}。',
    'rule.fusionTree': '没有环：只用克朗原理（一根树枝的值是 1 + 挂在它上面部分的值），SG = {value}。',
  },
  ERRORS: {
    EdgeOffGround: '边 ({a},{b}) 通过其他边连不到地面（顶点 0）',
    PictureTooLarge: 'Hackenbush 图最多有 {limit} 条边',
  },
};
