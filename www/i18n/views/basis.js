// The basis view's words (www/views/basis.js, a linear basis over GF(2): Gambling Nim's cards, the open boxes): its tab
// label, with a language's first file, and its sentences, with the other views' (gather.js).

export const en = {
  STRINGS: {
    viewBasis: 'basis',
  },
  VIEWS: {
    basisTitle: 'Gambling Nim: the linear basis of c = a ⊕ b over {n} cards',
    basisBit: 'bit',
    basisRow: 'row',
    basisBinary: 'binary',
    aCard: 'card {card}: a = {a}, b = {b}, insert c = a ⊕ b = {c}',
    aReduce: 'bit {bit} is taken by the row {row}: XOR with it → {value}',
    aInsert: 'new row for bit {bit}: {value} (the basis has {rank} rows)',
    aDependent: 'card {card}: c reduced to 0 — the XOR of earlier cards, the span does not grow',
    aInSpan: 'S = {s} reduces to 0: S is in the span',
    aNotInSpan: 'S = {s} reduces to {reduced} ≠ 0: S is not in the span, the XOR is never 0',
    aAnswer: 'rank {rank}: the first player wins with probability {answer}',
    basisAnswer: 'answer: {answer}',
    basisTitleBoxes: 'Open boxes: a linear basis of the {n} boxes’ stones',
    aBox: 'box {card}: {c} stones, insert {c}',
    aBoxDependent: 'box {card} reduced to 0: it is the XOR of earlier boxes, so those boxes XOR to 0',
    aBoxesWin: 'some boxes XOR to 0: the first player opens them and wins',
    aBoxesLose: 'no boxes XOR to 0 (every box became a row): the first player loses',
  },
};

export const zh = {
  STRINGS: {
    viewBasis: '线性基',
  },
  VIEWS: {
    basisTitle: 'Gambling Nim：{n} 张卡片的 c = a ⊕ b 的线性基',
    basisBit: '位',
    basisRow: '基向量',
    basisBinary: '二进制',
    aCard: '第 {card} 张卡片：a = {a}，b = {b}，插入 c = a ⊕ b = {c}',
    aReduce: '第 {bit} 位已有基向量 {row}：异或之后 → {value}',
    aInsert: '第 {bit} 位的新基向量：{value}（线性基现有 {rank} 个）',
    aDependent: '第 {card} 张卡片：c 被消成 0 —— 它是前面卡片的异或，张成不变',
    aInSpan: 'S = {s} 被消成 0：S 在张成中',
    aNotInSpan: 'S = {s} 被消成 {reduced} ≠ 0：S 不在张成中，异或和永远不为 0',
    aAnswer: '秩为 {rank}：先手必胜的概率是 {answer}',
    basisAnswer: '答案：{answer}',
    basisTitleBoxes: '开箱子：{n} 个箱子石子数的线性基',
    aBox: '第 {card} 个箱子：{c} 个石子，插入 {c}',
    aBoxDependent: '第 {card} 个箱子被消成 0：它是前面箱子的异或，这些箱子的异或为 0',
    aBoxesWin: '有若干箱子异或为 0：先手把它们打开就赢了',
    aBoxesLose: '没有哪些箱子异或为 0（每个箱子都成了基向量）：先手必败',
  },
};
