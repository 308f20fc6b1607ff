// The memo view's words (www/views/memo.js, a two-heap game's memoized search, dp[x][y]): its tab label, with a
// language's first file, and its sentences, with the other views' (gather.js).

export const en = {
  STRINGS: {
    viewMemo: 'memo',
  },
  VIEWS: {
    memoTitle: '{game}: dp[x][y] by memoized search from ({x}, {y}) — W 必胜态, L 必败态',
    aMemoWin: 'cell {k} of {total}: dp[{x}][{y}] = W (必胜态): some move reaches an L',
    aMemoLose: 'cell {k} of {total}: dp[{x}][{y}] = L (必败态): every move reaches a W',
  },
};

export const zh = {
  STRINGS: {
    viewMemo: '记忆化',
  },
  VIEWS: {
    memoTitle: '{game}：从 ({x}, {y}) 记忆化搜索得到的 dp[x][y] —— W 必胜态，L 必败态',
    aMemoWin: '第 {k} / {total} 格：dp[{x}][{y}] = W（必胜态）：有一步能走到 L',
    aMemoLose: '第 {k} / {total} 格：dp[{x}][{y}] = L（必败态）：每一步都走到 W',
  },
};
