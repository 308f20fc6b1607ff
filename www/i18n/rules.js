// The words of a user's own game in 简体中文 and English: the rules editor, the 打表 grid, and the pattern finder's
// sentences (the core's patterns come as numbers; the sentence is made here, in either language).

export const RULES_STRINGS = {
  en: {
    rulesHead: 'Your own game: write its rules',
    rulesExample: 'Start from',
    rulesExampleNone: 'an example…',
    rulesText: 'Rules',
    rulesApply: 'Run',
    rulesApplied: 'Defined {name}: its states have {arity} number(s).',
    rulesHelp: 'state n (or state (w, h)); optional where …; then the moves: move n - k leaves one state, move a, b leaves a sum. Loops: for k in range(1, n + 1) { … }, for (i = 0; i < n; i++) { … }, while …; if … else …; + - * / % & | ^ ~ << >> and or not, min max abs popcount. Comments: # or //.',
    rulesLine: 'line {line}, column {column}',
    'name.rules': 'your game',
    viewGrid: '打表 grid',
    gridTitle: 'G(x, y) of {game} for x, y < {n}',
    gridKey: 'Colour key: the value of each cell (blank: not a state).',
    gridP: 'P-position (G = 0)',
    gridCell: 'G({x}, {y}) = {sg}',
    gridNone: '({x}, {y}) is not a state',
    gridEmpty: 'The table is empty: play to fill it row by row.',
    gridStep: 'row x = {x} of the table filled',
    gridDone: 'the table is filled: {zeros} P-position(s)',
    patternsHead: 'Patterns (打表找规律)',
    patternsNone: 'No pattern found in this table (no period, saltus or closed form up to {n}).',
    patternShow: 'highlight',
    'pattern.periodProven': 'Periodic: G(n + {period}) = G(n) for n ≥ {preperiod} (preperiod {preperiod}, period {period}), proven by the theorem for this game from the table up to {to}.',
    'pattern.periodSeen': 'Periodic: G(n + {period}) = G(n) for n ≥ {preperiod} (preperiod {preperiod}, period {period}); holds for every n < {to}, observed, not proven.',
    'pattern.saltus': 'Arithmetic period: G(n + {period}) = G(n) + {saltus} for n ≥ {preperiod}; holds for every n < {to}.',
    'pattern.formula': 'G(n) = {formula} for n ≡ {residues} (mod {modulus}){from}; holds for every such n < {to}.',
    'pattern.formulaAll': 'G(n) = {formula}{from}; holds for every n < {to}.',
    'pattern.from': ', n ≥ {from}',
    'pattern.sum': 'G(x, y) = a(x) ⊕ b(y): a sum of two games in disguise, with a = {row} …, b = {column} …; holds for every state with x < {rows}, y < {columns}.',
    'pattern.rows': 'Rows x = {lines}: G(x, y + {period}) = G(x, y) once y ≥ {preperiod}; seen for y < {to}.',
    'pattern.columns': 'Columns y = {lines}: G(x + {period}, y) = G(x, y) once x ≥ {preperiod}; seen for x < {to}.',
    'pattern.zeros': 'P-positions (G = 0), {count} with x < {rows}, y < {columns}: {states}',
    'pattern.zerosMore': '{states} … ({count} in all)',
  },
  zh: {
    rulesHead: '自定义游戏：写出它的规则',
    rulesExample: '从例子开始',
    rulesExampleNone: '选择一个例子…',
    rulesText: '规则',
    rulesApply: '运行',
    rulesApplied: '已定义 {name}：它的状态有 {arity} 个数。',
    rulesHelp: 'state n（或 state (w, h)）；可选 where …；然后写走法：move n - k 走到一个状态，move a, b 走到两个状态的和。循环：for k in range(1, n + 1) { … }、for (i = 0; i < n; i++) { … }、while …；if … else …；运算 + - * / % & | ^ ~ << >> and or not，函数 min max abs popcount。注释用 # 或 //。',
    rulesLine: '第 {line} 行第 {column} 列',
    'name.rules': '自定义游戏',
    viewGrid: '打表',
    gridTitle: '{game} 的 G(x, y)，x, y < {n}',
    gridKey: '颜色对应每格的 SG 值（空白：不是状态）。',
    gridP: '必败态（G = 0）',
    gridCell: 'G({x}, {y}) = {sg}',
    gridNone: '({x}, {y}) 不是状态',
    gridEmpty: '表还是空的：播放，一行一行地填。',
    gridStep: '已填好第 x = {x} 行',
    gridDone: '表已填完：{zeros} 个必败态',
    patternsHead: '打表找规律',
    patternsNone: '这张表里没有找到规律（到 {n} 为止没有循环节、增量周期或通项）。',
    patternShow: '高亮',
    'pattern.periodProven': '有循环节：n ≥ {preperiod} 时 G(n + {period}) = G(n)（预周期 {preperiod}，周期 {period}），由这类游戏的定理从到 {to} 的表证明。',
    'pattern.periodSeen': '有循环节：n ≥ {preperiod} 时 G(n + {period}) = G(n)（预周期 {preperiod}，周期 {period}）；对所有 n < {to} 成立，是观察到的，未经证明。',
    'pattern.saltus': '增量周期：n ≥ {preperiod} 时 G(n + {period}) = G(n) + {saltus}；对所有 n < {to} 成立。',
    'pattern.formula': 'n ≡ {residues} (mod {modulus}){from} 时 G(n) = {formula}；对所有这样的 n < {to} 成立。',
    'pattern.formulaAll': 'G(n) = {formula}{from}；对所有 n < {to} 成立。',
    'pattern.from': '且 n ≥ {from}',
    'pattern.sum': 'G(x, y) = a(x) ⊕ b(y)：其实是两个游戏的和，a = {row} …，b = {column} …；对所有 x < {rows}、y < {columns} 的状态成立。',
    'pattern.rows': '第 x = {lines} 行：y ≥ {preperiod} 后 G(x, y + {period}) = G(x, y)；在 y < {to} 内看到。',
    'pattern.columns': '第 y = {lines} 列：x ≥ {preperiod} 后 G(x + {period}, y) = G(x, y)；在 x < {to} 内看到。',
    'pattern.zeros': '必败态（G = 0），x < {rows}、y < {columns} 内共 {count} 个：{states}',
    'pattern.zerosMore': '{states} …（共 {count} 个）',
  },
};

/** `0–8, 10, 12`: runs of three or more as ranges. */
export function numberList(items) {
  const parts = [];
  for (let i = 0; i < items.length;) {
    let j = i;
    while (j + 1 < items.length && items[j + 1] === items[j] + 1) j++;
    if (j >= i + 2) {
      parts.push(`${items[i]}–${items[j]}`);
      i = j + 1;
    } else {
      parts.push(String(items[i]));
      i++;
    }
  }
  return parts.join(', ');
}

/** A pattern of the core's pattern finder ({ kind, … }) as a sentence in `t`'s language. */
export function patternText(p, t) {
  const first = (values) => Array.from(values.slice(0, 12)).join(' ');
  switch (p.kind) {
    case 'period':
      return t(p.proven ? 'pattern.periodProven' : 'pattern.periodSeen', { ...p, to: p.checkedTo });
    case 'saltus':
      return t('pattern.saltus', { ...p, to: p.checkedTo });
    case 'formula': {
      const from = p.from > 0 ? t('pattern.from', { from: p.from }) : '';
      const { formula } = p; // as the core writes it
      if (p.modulus === 1) return t('pattern.formulaAll', { formula, from, to: p.checkedTo });
      return t('pattern.formula', { formula, from, residues: numberList(p.residues), modulus: p.modulus, to: p.checkedTo });
    }
    case 'sum':
      return t('pattern.sum', { row: first(p.row), column: first(p.column), rows: p.rows, columns: p.columns });
    case 'rowPeriod':
      return t('pattern.rows', { lines: numberList(p.rows), period: p.period, preperiod: p.preperiod, to: p.checkedTo });
    case 'columnPeriod':
      return t('pattern.columns', { lines: numberList(p.columns), period: p.period, preperiod: p.preperiod, to: p.checkedTo });
    case 'zeros': {
      const shown = p.states.slice(0, 40).map(([x, y]) => `(${x},${y})`).join(' ');
      const states = p.count > 40 ? t('pattern.zerosMore', { states: shown, count: p.count }) : shown;
      return t('pattern.zeros', { count: p.count, rows: p.rows, columns: p.columns, states });
    }
    default:
      return '';
  }
}

/**
 * The cells a pattern is about, for highlighting: `(n)` → whether table cell n is in it, or `(x, y)` for a grid.
 * Null when the pattern is about the whole table.
 */
export function patternCells(p) {
  switch (p.kind) {
    case 'formula': return (n) => n >= p.from && p.residues.includes(n % p.modulus);
    case 'period': case 'saltus': return (n) => n >= p.preperiod;
    case 'rowPeriod': return (x, y) => p.rows.includes(x) && y >= p.preperiod;
    case 'columnPeriod': return (x, y) => p.columns.includes(y) && x >= p.preperiod;
    case 'zeros': {
      const set = new Set(p.states.map(([x, y]) => `${x},${y}`));
      return (x, y) => set.has(`${x},${y}`);
    }
    default: return null;
  }
}
