// Misère play's words (rules/heaps.rs, misere: true): its name around the game's, its verdicts (misère Nim's classes,
// the SJ theorem, tame sums by genus, the quotient) and its errors in 简体中文. Gathered into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['misere(nim)', 'misère play: who takes the last stone loses'],
  STRINGS: {
    'name.misere': 'misère {inner}',
    'rule.misereNim': 'Misère Nim, class {class}: {big} heap(s) of 2 or more (充裕堆), {lone} heap(s) of 1 (孤单堆), XOR {xor}. S1, S2 and T0 win for the player to move; S0 and T2 lose.',
    'rule.sjWinBig': 'SJ theorem: SG values {values}, XOR {xor} ≠ 0 and {big} above 1: the player to move wins.',
    'rule.sjWinSmall': 'SJ theorem: SG values {values}, XOR 0 and none above 1: the player to move wins.',
    'rule.sjLoseBig': 'SJ theorem: SG values {values}, XOR 0 but {big} above 1: the player to move loses.',
    'rule.sjLoseSmall': 'SJ theorem: SG values {values}, XOR {xor} ≠ 0 and none above 1: the player to move loses.',
    'rule.genus': 'Tame heaps add as misère Nim (Conway): genus {genera}, XOR {xor}, {big} heap(s) playing as 2 or more.',
    'rule.quotientP': 'Misère quotient (order {order}): {images} = {product}, in the P-portion: the player to move loses.',
    'rule.quotientN': 'Misère quotient (order {order}): {images} = {product}, not in the P-portion: the player to move wins.',
  },
};

export const zh = {
  HELP: ['misere(nim)', '反常规则：取走最后一个的人输'],
  STRINGS: {
    'name.misere': '反常{inner}',
    'rule.misereNim': '反常 Nim 的 {class} 态：{big} 个充裕堆（≥ 2），{lone} 个孤单堆（= 1），异或和 {xor}。S1、S2、T0 先手必胜；S0、T2 先手必败。',
    'rule.sjWinBig': 'SJ 定理：各堆 SG 值 {values}，异或和 {xor} ≠ 0，且有 {big} 个大于 1：先手必胜。',
    'rule.sjWinSmall': 'SJ 定理：各堆 SG 值 {values}，异或和为 0，且没有大于 1 的：先手必胜。',
    'rule.sjLoseBig': 'SJ 定理：各堆 SG 值 {values}，异或和为 0，但有 {big} 个大于 1：先手必败。',
    'rule.sjLoseSmall': 'SJ 定理：各堆 SG 值 {values}，异或和 {xor} ≠ 0，且没有大于 1 的：先手必败。',
    'rule.genus': '驯服堆按反常 Nim 相加：genus {genera}，异或和 {xor}，{big} 个充裕堆。',
    'rule.quotientP': '反常商（{order} 阶）：{images} = {product} ∈ P：先手必败。',
    'rule.quotientN': '反常商（{order} 阶）：{images} = {product} ∉ P：先手必胜。',
  },
  ERRORS: {
    MisereOfHeapGame: 'misere(…) 里应当是一个取石子游戏，例如 nim、sub(1,3,4) 或 kayles',
    MisereAlone: '反常规则（取走最后一个的人输）是整个局面的规则：请把所有石子堆写在同一个 misere(…) 部分里',
    AfterMisere: "'misere' 之后",
    CloseMisere: '结束 misere(…) 时',
  },
};
