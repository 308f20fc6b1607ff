// Wythoff's game's words (rules/wythoff.rs): its name, its verdicts (the Wythoff pairs) and its error in 简体中文. Gathered
// into each language's first file (gather.js).
// HELP is its line in the help panel's list of the notation (help.js, gathered too).

export const en = {
  HELP: ['wythoff', "Wythoff's game: take from one heap or the same from both"],
  STRINGS: {
    'name.wythoff': "Wythoff's game",
    'rule.wythoffP': 'A Wythoff pair n = {n}: (⌊nφ⌋, ⌊nφ⌋ + n) = ({a}, {b}); the player to move loses.',
    'rule.wythoffN': 'Not a Wythoff pair (⌊nφ⌋, ⌊nφ⌋ + n): the player to move wins.',
  },
};

export const zh = {
  HELP: ['wythoff', '威佐夫博弈：从一堆取，或从两堆取同样多'],
  STRINGS: {
    'name.wythoff': '威佐夫博弈 (Wythoff)',
    'rule.wythoffP': '第 n = {n} 个 Wythoff 对 (⌊nφ⌋, ⌊nφ⌋ + n) = ({a}, {b})：先手必败。',
    'rule.wythoffN': '不是 Wythoff 对 (⌊nφ⌋, ⌊nφ⌋ + n)：先手必胜。',
  },
  ERRORS: {
    WythoffTwoHeaps: 'wythoff 恰好有两堆石子，而不是 {count} 堆',
  },
};
