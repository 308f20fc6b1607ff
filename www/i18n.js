// Every label and announcement in 简体中文 and English, with the source notes' terms (SG函数, mex, 必胜态, 必败态,
// 先手, 后手, 打表). Strings are data; `t(key, params)` fills {name} slots. Anything computed (numbers, notation)
// is passed in, never translated.

export const LANGS = ['zh', 'en'];

const STRINGS = {
  en: {
    title: 'Grundy — Sprague–Grundy explorer',
    tagline: 'Sprague–Grundy explorer',
    language: 'Language',
    theme: 'Theme',
    themeLight: 'Light',
    themeDark: 'Dark',
    game: 'Game',
    position: 'Position',
    positionHint: 'heaps, e.g. 14 21 39, or a sum: nim: 3 + kayles: 5 6',
    n: 'N',
    presets: 'Examples',
    views: 'Views',
    viewGraph: 'graph',
    viewMex: 'mex',
    viewXor: 'xor',
    viewTable: 'table',
    player: 'Player',
    toStart: 'To start (Home)',
    back: 'Step back (←)',
    play: 'Play (Space)',
    pause: 'Pause (Space)',
    forward: 'Step forward (→)',
    toEnd: 'To end (End)',
    scrub: 'Step',
    speed: 'Speed',
    stepOf: 'step {step} / {total}',
    working: 'Computing…',
    cancel: 'Cancel',
    cancelled: 'Cancelled; showing the last result.',
    failed: 'Something went wrong: {message}',
    graphLabel: 'state graph: {states} states, {moves} moves',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomFit: 'Fit to view',
    state: 'state',
    options: 'options',
    noOptions: 'no options: a terminal state',
    numberLine: 'values of the options',
    code: 'Contest template (C++)',
    summary: 'Summary',
    sgTable: 'SG table (打表)',
    heatmap: 'Two heaps (a, b): SG(a) ⊕ SG(b)',
    pattern: 'preperiod {pre}, period {period} (proven up to {checked})',
    noPattern: 'no period proven up to {n}',
    periodUnknown: 'period: not computed',
    gridToggle: 'two-heap grid (a, b)',
    importHead: 'Paste HDU 1524 input',
    importButton: 'Open',
    importQuery: 'tokens on {tokens}',
    aGrid: '{position}: SG = {expr} = {xor} — {kind}',
    legendP: 'P-position (必败态): SG = 0, the player to move loses',
    legendN: 'N-position (必胜态): SG ≠ 0, the player to move wins',
    pKind: 'P-position (必败态)',
    nKind: 'N-position (必胜态)',
    firstWins: 'SG = {sg} ≠ 0: the first player (先手) wins',
    firstLoses: 'SG = 0: the first player (先手) loses; the second player (后手) wins',
    winningMoves: 'Winning moves ({count})',
    noWinningMoves: 'no winning move',
    bit: 'bit',
    parity: 'parity',
    xorRow: 'X = ⊕',
    holders: 'rows with the highest bit',
    target: 'target',
    badPosition: 'position: {message}',
    clickHint: 'Click a state to see its options and its mex.',
    valuesLabel: 'SG({from}..{to})',
    // Announcements, one per step kind.
    aCompute: 'SG({state}) = mex{{set}} = {mex} — {kind}',
    aOption: 'option {i}: {move} → {to}, SG = {value}',
    aOptionGraph: 'option {i}: → {to}, SG = {value}',
    aScanMarked: '{v} is in the set, go on',
    aScanFree: '{v} is not in the set',
    aResult: 'SG({state}) = mex{{set}} = {mex} — {kind}',
    aTake: 'take {take}',
    aSplit: 'split',
    aRow: '{label}: SG = {value} = {binary}₂',
    aColumn: 'bit {bit}: number of 1s = {ones} → parity {parity}',
    aXor: '{expr} = {xor}',
    aHighest: 'highest set bit of {xor}: bit {bit} ({weight})',
    aTarget: '{value} has bit {bit}: target {value} ⊕ {xor} = {target}',
    aMove: '{text}',
    aNoMove: 'no move reaches {target}',
    aLose: 'X = 0: a P-position (必败态); every move leaves X ≠ 0, the second player (后手) wins',
    heap: 'heap {size}',
    token: 'token on {size}',
  },
  zh: {
    title: 'Grundy — SG函数演示',
    tagline: 'Sprague–Grundy 定理演示',
    language: '语言',
    theme: '主题',
    themeLight: '浅色',
    themeDark: '深色',
    game: '游戏',
    position: '局面',
    positionHint: '石子堆，如 14 21 39，或组合局面：nim: 3 + kayles: 5 6',
    n: 'N',
    presets: '例题',
    views: '视图',
    viewGraph: '状态图',
    viewMex: 'mex',
    viewXor: '异或',
    viewTable: '打表',
    player: '播放',
    toStart: '回到开头 (Home)',
    back: '后退一步 (←)',
    play: '播放 (空格)',
    pause: '暂停 (空格)',
    forward: '前进一步 (→)',
    toEnd: '跳到结尾 (End)',
    scrub: '步骤',
    speed: '速度',
    stepOf: '第 {step} / {total} 步',
    working: '计算中…',
    cancel: '取消',
    cancelled: '已取消，显示上一次的结果。',
    failed: '出错了：{message}',
    graphLabel: '状态图：{states} 个状态，{moves} 步走法',
    zoomIn: '放大',
    zoomOut: '缩小',
    zoomFit: '适应窗口',
    state: '状态',
    options: '后继状态',
    noOptions: '没有后继：终止状态',
    numberLine: '后继的SG值',
    code: '竞赛模板 (C++)',
    summary: '结论',
    sgTable: 'SG函数打表',
    heatmap: '两堆 (a, b)：SG(a) ⊕ SG(b)',
    pattern: '前导 {pre}，循环节 {period}（已证明，检查到 {checked}）',
    noPattern: '到 {n} 为止未证明循环节',
    periodUnknown: '循环节：未计算',
    gridToggle: '两堆的网格 (a, b)',
    importHead: '粘贴 HDU 1524 的输入',
    importButton: '打开',
    importQuery: '棋子在 {tokens}',
    aGrid: '{position}：SG = {expr} = {xor} — {kind}',
    legendP: '必败态 (P-position)：SG = 0，轮到的一方必败',
    legendN: '必胜态 (N-position)：SG ≠ 0，轮到的一方必胜',
    pKind: '必败态 (P-position)',
    nKind: '必胜态 (N-position)',
    firstWins: 'SG = {sg} ≠ 0：先手必胜',
    firstLoses: 'SG = 0：先手必败，后手必胜',
    winningMoves: '必胜走法（{count} 种）',
    noWinningMoves: '没有必胜走法',
    bit: '位',
    parity: '奇偶',
    xorRow: 'X = ⊕',
    holders: '含最高位的行',
    target: '目标',
    badPosition: '局面：{message}',
    clickHint: '点击一个状态，查看它的后继和 mex。',
    valuesLabel: 'SG({from}..{to})',
    aCompute: 'SG({state}) = mex{{set}} = {mex} — {kind}',
    aOption: '后继 {i}：{move} → {to}，SG = {value}',
    aOptionGraph: '后继 {i}：→ {to}，SG = {value}',
    aScanMarked: '{v} 在集合中，继续',
    aScanFree: '{v} 不在集合中',
    aResult: 'SG({state}) = mex{{set}} = {mex} — {kind}',
    aTake: '取 {take} 个',
    aSplit: '分成两堆',
    aRow: '{label}：SG = {value} = {binary}₂',
    aColumn: '第 {bit} 位：{ones} 个 1 → 奇偶 {parity}',
    aXor: '{expr} = {xor}',
    aHighest: '{xor} 的最高位：第 {bit} 位（{weight}）',
    aTarget: '{value} 含第 {bit} 位：目标 {value} ⊕ {xor} = {target}',
    aMove: '{text}',
    aNoMove: '没有走法到达 {target}',
    aLose: 'X = 0：必败态 (P-position)；任何走法都使 X ≠ 0，后手必胜',
    heap: '{size} 个石子的堆',
    token: '{size} 号点上的棋子',
  },
};

let current = 'en';

/** The language from the URL if given, else the browser's (any Chinese → zh), else English. */
export function pickLang(fromUrl, navigatorLanguage) {
  if (LANGS.includes(fromUrl)) return fromUrl;
  return /^zh\b/i.test(navigatorLanguage ?? '') ? 'zh' : 'en';
}

export function setLang(lang) {
  current = LANGS.includes(lang) ? lang : 'en';
  document.documentElement.lang = current === 'zh' ? 'zh-CN' : 'en';
  document.title = t('title');
  for (const el of document.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of document.querySelectorAll('[data-i18n-title]')) {
    el.title = t(el.dataset.i18nTitle);
    el.setAttribute('aria-label', el.title);
  }
  for (const el of document.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
}

export function lang() {
  return current;
}

/** The string `key` in the current language with {slots} filled; `{{` and `}}` are literal braces. */
export function t(key, params = {}) {
  const text = STRINGS[current][key] ?? STRINGS.en[key] ?? key;
  // One pass, so a filled value is never read as a slot.
  return text.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (_, braced, plain) =>
    braced ? `{${params[braced] ?? ''}}` : String(params[plain] ?? ''));
}

/** A move in words. The core's `text` is English; Chinese is built from the move's numbers. */
export function moveText(move) {
  if (current === 'en') return move.text;
  if (move.take === null || move.take === undefined) return `把棋子从 ${move.from} 移到 ${move.to.join('、')}`;
  if (move.take === 0) return `把 ${move.from} 分成 ${move.to.join(' 和 ')}`;
  if (move.to.length >= 2) return `从 ${move.from} 中取走 ${move.take} 个，剩下 ${move.to.join(' 和 ')}`;
  return `从 ${move.from} 中取走 ${move.take} 个`;
}
