// The steps view's words (www/views/every.js, Every-SG's step counts): its tab label, with a language's first file, and
// its sentences, with the other views' (gather.js).

export const en = {
  STRINGS: {
    viewEvery: 'steps',
  },
  VIEWS: {
    everyTitle: 'Every-SG step counts: {position}',
    everyHeaps: 'the heaps and their step counts',
    everyOver: 'every heap is over: the player to move cannot move and loses',
    everyOdd: 'Largest {largest}, odd: the player to move wins.',
    everyEven: 'Largest {largest}, even: the player to move loses.',
    aEveryHeaps: 'The heaps last {steps} steps.',
    aEveryEnd: 'state {state}: no move, over: 0 steps',
    aEveryWin: 'state {state} wins alone: the winner makes it last, 1 + the longest losing option ({via}, {viaSteps}) = {steps} steps',
    aEveryLose: 'state {state} loses alone: the loser ends it soon, 1 + the shortest option ({via}, {viaSteps}) = {steps} steps',
  },
};

export const zh = {
  STRINGS: {
    viewEvery: '步数',
  },
  VIEWS: {
    everyTitle: 'Every-SG 的步数：{position}',
    everyHeaps: '各堆和它们的步数',
    everyOver: '每一堆都结束了：轮到的一方无法移动，输',
    everyOdd: '最大步数 {largest} 是奇数：先手必胜。',
    everyEven: '最大步数 {largest} 是偶数：先手必败。',
    aEveryHeaps: '各堆的步数为 {steps}。',
    aEveryEnd: '状态 {state}：无路可走，已结束：0 步',
    aEveryWin: '状态 {state} 单独是必胜态：赢的一方尽量拖长，1 + 最长的必败后继（{via}，{viaSteps} 步）= {steps} 步',
    aEveryLose: '状态 {state} 单独是必败态：输的一方尽快结束，1 + 最短的后继（{via}，{viaSteps} 步）= {steps} 步',
  },
};
