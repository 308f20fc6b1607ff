// Every label and announcement in 简体中文 and English, with the source notes' terms (SG函数, mex, 必胜态, 必败态,
// 先手, 后手, 打表). Strings are data; a translator `t = translator(lang)` fills {name} slots. Each explorer has its
// own translator, so two explorers on one page may speak different languages. Anything computed (numbers,
// notation) is passed in, never translated; the core's messages come as codes (errors.js).

import { errorText } from './errors.js';

export { errorText };
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
    viewPlay: 'play',
    badN: 'N must be a whole number from 1 to {max}',
    firstHint: 'Press ▶ (or →) to compute SG(0), SG(1), … one state at a time; click any state to see its options.',
    familyHint: 'Press ▶ (or →) to see each position\'s value, sinks first; click a position to see its options.',
    positionMark: 'position',
    pairNote: 'a+b: the two heaps a split leaves, SG(a) ⊕ SG(b)',
    pairsOmitted: 'Splits are not drawn past this N (too many pairs); the mex view lists every option.',
    notXor: 'This position is not decided by an XOR of values but by its rule:',
    notXorSearch: 'This position is not a sum with known values; the search decided it. The mex view shows why.',
    ruleHead: 'Rule',
    decidedBy: 'decided by: {by}',
    bySum: 'the XOR of the sum (SG theorem)',
    byRule: 'the closed-form rule',
    bySearch: 'a search of every position',
    misereNote: 'misère play: whoever cannot move wins (who takes the last stone loses)',
    outcomeWins: 'the player to move (先手) wins: 必胜态 (N-position)',
    outcomeLoses: 'the player to move (先手) loses: 必败态 (P-position)',
    aOptionOutcome: 'option {i}: {move} → {to}, {kind}',
    aOutcome: '{position}: some option is a P-position? {answer} — {kind}',
    yes: 'yes',
    no: 'no',
    familyTable: 'Table (打表) of {game}: heaps a (rows) and b (columns), the others as given',
    familyTable1: 'Table (打表) of {game}: the first heap a, the others as given',
    tableCell: '{position}: {value}',
    // Play.
    playHead: 'Play',
    opponent: 'Opponent',
    vsComputer: 'the computer',
    vsHuman: 'a friend (two players)',
    first: 'Who moves first',
    firstYou: 'you',
    firstComputer: 'the computer',
    turnYou: 'Your move',
    turnComputer: 'The computer is thinking…',
    turnPlayer: 'Player {n} to move',
    legalMoves: 'Legal moves ({count})',
    legalMovesSome: 'Legal moves (the first {shown} of {count})',
    legalMovesMany: 'Legal moves (the first {shown}; too many to count)',
    filterHeap: 'heap {i}: {size}',
    allHeaps: 'all heaps',
    customMove: 'Or type the position after your move',
    makeMove: 'Move',
    undo: 'Undo',
    restart: 'Restart',
    hint: 'Hint',
    hintWins: 'Winning moves ({count}):',
    hintWinsSome: 'Winning moves (some of them):',
    hintLoses: 'No winning move: every move leaves the opponent a winning position.',
    computerPlays: 'The computer: {move}',
    computerWinning: 'The computer plays perfectly: it will win. You have lost unless it errs (it won\'t).',
    computerLosing: 'The computer is losing: keep playing the winning moves.',
    gameOver: 'Game over: {winner} won.',
    winnerYou: 'you',
    winnerComputer: 'the computer',
    winnerPlayer: 'player {n}',
    historyHead: 'Moves so far',
    noMoves: 'No moves: the game is over.',
    startHere: 'Start playing from this position',
    // Game names.
    'name.nim': 'Nim',
    'name.bash': 'Bash game',
    'name.subtraction': 'subtraction game (S-Nim)',
    'name.allbut': 'all-but game',
    'name.kayles': 'Kayles',
    'name.dawson': "Dawson's Kayles",
    'name.grundy': "Grundy's game",
    'name.dawsonChess': "Dawson's chess",
    'name.treblecross': 'Treblecross',
    'name.octal': 'take-and-break game',
    'name.graph': 'game on a graph',
    'name.misere': 'misère {inner}',
    'name.staircase': 'staircase Nim',
    'name.boxes': 'open boxes',
    'name.stoned': 'Stoned Game',
    'name.thanos': 'Thanos Nim',
    'name.moore': "Moore's Nim-k",
    'name.wythoff': "Wythoff's game",
    // Rules.
    'rule.misereNim': 'Misère Nim, class {class}: {big} heap(s) of 2 or more (充裕堆), {lone} heap(s) of 1 (孤单堆), XOR {xor}. S1, S2 and T0 win for the player to move; S0 and T2 lose.',
    'rule.staircase': 'Staircase Nim: SG = the XOR of the piles on odd steps = {xor}.',
    'rule.boxesIndependent': 'No closed boxes XOR to 0, so SG = the XOR of the open boxes = {xor}.',
    'rule.boxesSpan': 'Some closed boxes XOR to 0 (rank {rank} of {closed} closed boxes) and the open XOR {xor} is in their span: the player to move wins by opening all but an independent set.',
    'rule.stonedDominant': 'A heap of {size} holds more than all the others together ({rest}) and may be taken from: the player to move wins.',
    'rule.stonedBlocked': 'The heap the last move took from ({size}) holds more than all the others together ({rest}): the player to move loses.',
    'rule.stonedParityOdd': 'No heap holds more than all the others: every stone gets taken. {total} stones, odd: the player to move wins.',
    'rule.stonedParityEven': 'No heap holds more than all the others: every stone gets taken. {total} stones, even: the player to move loses.',
    'rule.thanosWins': '{count} heap(s) hold the least number ({least}), at most n/2 = {half}: the player to move wins.',
    'rule.thanosLoses': '{count} heap(s) hold the least number ({least}), more than n/2 = {half}: the player to move loses.',
    'rule.mooreP': "Moore's Nim-{k}: every binary column has a multiple of {m} ones: the player to move loses.",
    'rule.mooreN': "Moore's Nim-{k}: column {column} (value {weight}) has {ones} ones, not a multiple of {m}: the player to move wins.",
    'rule.wythoffP': 'A Wythoff pair n = {n}: (⌊nφ⌋, ⌊nφ⌋ + n) = ({a}, {b}); the player to move loses.',
    'rule.wythoffN': 'Not a Wythoff pair (⌊nφ⌋, ⌊nφ⌋ + n): the player to move wins.',
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
    viewPlay: '对弈',
    badN: 'N 必须是 1 到 {max} 之间的整数',
    firstHint: '按 ▶（或 →）逐个计算 SG(0)、SG(1)、……；点击任一状态查看它的后继。',
    familyHint: '按 ▶（或 →）从终止局面开始逐个查看每个局面的值；点击一个局面查看它的后继。',
    positionMark: '局面',
    pairNote: 'a+b：分割后留下的两堆，SG(a) ⊕ SG(b)',
    pairsOmitted: 'N 这么大时不画分割出的两堆（太多了）；mex 视图列出了所有后继。',
    notXor: '这个局面不是由 SG 值的异或决定的，而是由它的规则决定：',
    notXorSearch: '这个局面不是已知 SG 值的和，是搜索所有局面得出的结论；mex 视图显示了原因。',
    ruleHead: '规则',
    decidedBy: '判定依据：{by}',
    bySum: '和的异或（SG 定理）',
    byRule: '结论公式',
    bySearch: '搜索所有局面（记忆化搜索）',
    misereNote: '反常规则：无法行动的一方获胜（取走最后一个的人输）',
    outcomeWins: '先手必胜：必胜态 (N-position)',
    outcomeLoses: '先手必败：必败态 (P-position)',
    aOptionOutcome: '后继 {i}：{move} → {to}，{kind}',
    aOutcome: '{position}：有后继是必败态吗？{answer} — {kind}',
    yes: '有',
    no: '没有',
    familyTable: '{game} 的打表：第一堆 a（行）和第二堆 b（列），其余堆不变',
    familyTable1: '{game} 的打表：第一堆 a，其余堆不变',
    tableCell: '{position}：{value}',
    playHead: '对弈',
    opponent: '对手',
    vsComputer: '电脑',
    vsHuman: '朋友（两人对弈）',
    first: '先手',
    firstYou: '你',
    firstComputer: '电脑',
    turnYou: '轮到你了',
    turnComputer: '电脑思考中…',
    turnPlayer: '轮到玩家 {n}',
    legalMoves: '合法走法（{count} 种）',
    legalMovesSome: '合法走法（共 {count} 种，显示前 {shown} 种）',
    legalMovesMany: '合法走法（显示前 {shown} 种；太多了无法计数）',
    filterHeap: '第 {i} 堆：{size}',
    allHeaps: '所有堆',
    customMove: '或者输入你走完之后的局面',
    makeMove: '走',
    undo: '悔棋',
    restart: '重新开始',
    hint: '提示',
    hintWins: '必胜走法（{count} 种）：',
    hintWinsSome: '必胜走法（部分）：',
    hintLoses: '没有必胜走法：无论怎么走，对手都处于必胜态。',
    computerPlays: '电脑：{move}',
    computerWinning: '电脑每一步都是最优的：它必胜。你已经输了（它不会失误）。',
    computerLosing: '电脑处于必败态：继续走必胜的走法。',
    gameOver: '游戏结束：{winner}赢了。',
    winnerYou: '你',
    winnerComputer: '电脑',
    winnerPlayer: '玩家 {n} ',
    historyHead: '走过的步',
    noMoves: '没有走法了：游戏结束。',
    startHere: '从这个局面开始对弈',
    'name.nim': '尼姆博弈 (Nim)',
    'name.bash': '巴什博弈 (Bash)',
    'name.subtraction': '取子游戏 (S-Nim)',
    'name.allbut': '除指定数外任取',
    'name.kayles': 'Kayles 保龄球',
    'name.dawson': 'Dawson 保龄球',
    'name.grundy': 'Grundy 游戏',
    'name.dawsonChess': 'Dawson 象棋',
    'name.treblecross': 'Treblecross 一维三子棋',
    'name.octal': '取走-分割游戏',
    'name.graph': '有向图游戏',
    'name.misere': '反常{inner}',
    'name.staircase': '阶梯 Nim',
    'name.boxes': '开箱子',
    'name.stoned': 'Stoned Game（不能连续取同一堆）',
    'name.thanos': 'Thanos Nim（每次取一半的堆）',
    'name.moore': 'Moore 的 Nim-k',
    'name.wythoff': '威佐夫博弈 (Wythoff)',
    'rule.misereNim': '反常 Nim 的 {class} 态：{big} 个充裕堆（≥ 2），{lone} 个孤单堆（= 1），异或和 {xor}。S1、S2、T0 先手必胜；S0、T2 先手必败。',
    'rule.staircase': '阶梯 Nim：SG = 奇数级台阶上石子数的异或和 = {xor}。',
    'rule.boxesIndependent': '没有一组未打开的箱子异或为 0，所以 SG = 已打开箱子的异或和 = {xor}。',
    'rule.boxesSpan': '有一组未打开的箱子异或为 0（{closed} 个未打开的箱子，线性基的秩为 {rank}），且已打开箱子的异或和 {xor} 在它们的张成中：先手打开除一组线性无关的箱子以外的所有箱子，必胜。',
    'rule.stonedDominant': '有一堆 {size} 个，比其余所有堆加起来（{rest} 个）还多，并且可以从它取：先手必胜。',
    'rule.stonedBlocked': '上一步取过的那一堆（{size} 个）比其余所有堆加起来（{rest} 个）还多：先手必败。',
    'rule.stonedParityOdd': '没有一堆比其余的总和还多：所有石子都会被取完。共 {total} 个，奇数：先手必胜。',
    'rule.stonedParityEven': '没有一堆比其余的总和还多：所有石子都会被取完。共 {total} 个，偶数：先手必败。',
    'rule.thanosWins': '石子最少的堆（{least} 个）有 {count} 堆，不超过 n/2 = {half}：先手必胜。',
    'rule.thanosLoses': '石子最少的堆（{least} 个）有 {count} 堆，超过 n/2 = {half}：先手必败。',
    'rule.mooreP': 'Moore 的 Nim-{k}：每一列二进制位上 1 的个数都是 {m} 的倍数：先手必败。',
    'rule.mooreN': 'Moore 的 Nim-{k}：第 {column} 位（{weight}）上有 {ones} 个 1，不是 {m} 的倍数：先手必胜。',
    'rule.wythoffP': '第 n = {n} 个 Wythoff 对 (⌊nφ⌋, ⌊nφ⌋ + n) = ({a}, {b})：先手必败。',
    'rule.wythoffN': '不是 Wythoff 对 (⌊nφ⌋, ⌊nφ⌋ + n)：先手必胜。',
  },
};

/** The language from an attribute or the URL if given, else the browser's (any Chinese → zh), else English. */
export function pickLang(given, navigatorLanguage) {
  if (LANGS.includes(given)) return given;
  return /^zh\b/i.test(navigatorLanguage ?? '') ? 'zh' : 'en';
}

/** `t(key, params)` in `lang`: the string with {slots} filled; `{{` and `}}` are literal braces. */
export function translator(lang) {
  const table = STRINGS[LANGS.includes(lang) ? lang : 'en'];
  const t = (key, params = {}) => {
    const text = table[key] ?? STRINGS.en[key] ?? key;
    // One pass, so a filled value is never read as a slot.
    return text.replace(/\{\{(\w+)\}\}|\{(\w+)\}/g, (_, braced, plain) =>
      braced ? `{${params[braced] ?? ''}}` : String(params[plain] ?? ''));
  };
  t.lang = table === STRINGS.zh ? 'zh' : 'en';
  return t;
}

/** Translates the [data-i18n] texts, [data-i18n-title] titles (and labels) and placeholders inside `root`. */
export function translate(root, t) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-title]')) {
    el.title = t(el.dataset.i18nTitle);
    el.setAttribute('aria-label', el.title);
  }
  for (const el of root.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
}

/** "1、3" (zh) or "1 and 3" (en). */
function list(items, lang) {
  if (lang === 'zh') return items.join('、');
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A move in words. English is the core's `text`; 简体中文 is built from the move's numbers (its `action`). */
export function moveText(move, lang) {
  if (lang !== 'zh') return move.text;
  const a = move.action ?? { kind: move.take === null || move.take === undefined ? 'token' : 'take', ...move };
  switch (a.kind) {
    case 'token': return `把棋子从 ${a.from} 移到 ${a.to}`;
    case 'carry': return a.step === 1 ? `把 ${a.count} 个石子从第 1 级移到地面` : `把 ${a.count} 个石子从第 ${a.step} 级移到第 ${a.step - 1} 级`;
    case 'open': return `打开第 ${list(a.boxes.map((i) => i + 1), lang)} 个箱子`;
    case 'takeMany': return a.heaps.length === 2 && move.text.includes('both')
      ? `两堆各取 ${a.takes[0]} 个`
      : `从${list(a.heaps.map((h, j) => `第 ${h + 1} 堆取 ${a.takes[j]} 个`), lang)}`;
    default:
      if (a.take === 0) return `把 ${a.from} 分成 ${a.to.join(' 和 ')}`;
      if (a.to.length >= 2) return `从 ${a.from} 中取走 ${a.take} 个，剩下 ${a.to.join(' 和 ')}`;
      return `从 ${a.from} 中取走 ${a.take} 个`;
  }
}

/** A closed-form rule (the core's `rule` object) explained with its numbers. */
export function ruleText(rule, t, position = '') {
  if (!rule) return '';
  switch (rule.id) {
    case 'stonedParity': return t(rule.total % 2 === 1 ? 'rule.stonedParityOdd' : 'rule.stonedParityEven', rule);
    case 'thanos': return t(rule.count <= rule.half ? 'rule.thanosWins' : 'rule.thanosLoses', rule);
    case 'moore': return rule.column === null
      ? t('rule.mooreP', { k: rule.k, m: rule.k + 1 })
      : t('rule.mooreN', { ...rule, m: rule.k + 1, weight: 2 ** rule.column });
    case 'wythoff': {
      if (rule.pair === null) return t('rule.wythoffN');
      const heaps = (position.split(':')[1] ?? '').trim().split(/\s+/).map(Number).sort((x, y) => x - y);
      return t('rule.wythoffP', { n: rule.pair, a: heaps[0], b: heaps[1] });
    }
    default: return t(`rule.${rule.id}`, rule);
  }
}

/** A game's name from describeGame's `name` (and `family`), e.g. "Kayles", "反常尼姆博弈 (Nim)". */
export function gameName(info, t, inner = null) {
  if (!info) return '';
  if (info.family === 'misere') return t('name.misere', { inner: inner ?? t(`name.${info.name}`) });
  return t(`name.${info.name}`);
}
