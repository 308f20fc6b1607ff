// The tree view's words (www/views/tree.js, Green Hackenbush's colon principle): its tab label, with a language's first
// file, and its sentences, with the other views' (gather.js); the fusion view says its colon steps with these too.

export const en = {
  STRINGS: {
    viewTree: 'tree',
  },
  VIEWS: {
    treeTitle: 'The colon principle: {position}',
    aTreeLeaf: 'vertex {vertex}: nothing hangs from it, so it is worth 0',
    aTreeVertex: 'vertex {vertex}: its branches are worth {branches} (each 1 + what hangs from it), so it is worth {value}',
    aTreeGround: 'the ground: its branches are worth {branches}, so SG = {value}',
  },
};

export const zh = {
  STRINGS: {
    viewTree: '树',
  },
  VIEWS: {
    treeTitle: '克朗原理：{position}',
    aTreeLeaf: '顶点 {vertex}：上面什么也没挂，值为 0',
    aTreeVertex: '顶点 {vertex}：它的树枝的值为 {branches}（每根是 1 + 挂在上面部分的值），所以它的值为 {value}',
    aTreeGround: '地面：树枝的值为 {branches}，所以 SG = {value}',
  },
};
