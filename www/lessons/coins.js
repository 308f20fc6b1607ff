// Lesson: coin turning and nim multiplication (HDU 3404), after the notes. Both games are written as rules, a heads
// coin (or a lit light) a state: the coin-turning theorem makes a position the sum of its heads coins.
const TURTLES = `# Mock Turtles: coins 0, 1, 2, …; a move turns one, two or three coins,
# the rightmost from heads to tails. A heads coin n is a state; turning a
# tails coin a up adds a state a (two at one coin cancel: a ⊕ a = 0).
name mock-turtles
state n
move
for a in range(0, n) {
    move a
    for b in range(a + 1, n) {
        move a, b
    }
}
`;

const LIGHTS = `# HDU 3404: a light is on at (x, y), 1-based. A move switches the corners
# of a rectangle whose far corner (x, y) is on; a thin one switches two
# lights, or one. Each light that is on is a state of the sum.
name lights
state (x, y)
where x >= 1 && y >= 1
move
for a in range(1, x) {
    move (a, y)
    for b in range(1, y) {
        move (a, b), (a, y), (x, b)
    }
}
for b in range(1, y) {
    move (x, b)
}
`;

export default {
  id: 'coins',
  title: {
    en: 'Coin turning and nim multiplication (HDU 3404)',
    zh: '翻硬币游戏与 Nim 积（HDU 3404）',
  },
  summary: {
    en: 'A position of a coin-turning game is the sum of its heads coins. Mock Turtles’ coins are worth the odious numbers; a 2-D game’s coin (x, y) is worth the nim product x ⊗ y (the Tartan theorem), which answers HDU 3404.',
    zh: '翻硬币游戏的局面等于各个正面硬币的和。Mock Turtles 的硬币值是“奇恶数”；二维游戏中硬币 (x, y) 的值是 Nim 积 x ⊗ y（Tartan 定理），由此解出 HDU 3404。',
  },
  rules: TURTLES,
  scenes: [
    {
      text: {
        en: 'Coin turning (翻硬币游戏): a row of coins, some heads up. In Mock Turtles a move turns one, two or three coins, and the rightmost of them must go from heads to tails. The coin-turning theorem: each heads coin is a game of its own, so a position is worth the XOR of its heads coins’ values. Turning a tails coin up adds a part; turning a heads coin down adds a second copy, which cancels.\n\nWritten as rules, coin n moves to nothing, to a, or to a + b (a < b < n). Its table: 1 2 4 7 8 11 13 14 16 …, the numbers with an odd count of 1s in binary (odious numbers).',
        zh: '翻硬币游戏：一排硬币，有的正面朝上。Mock Turtles 中每步翻一枚、两枚或三枚，其中最右边的一枚必须由正面翻成反面。翻硬币定理：每枚正面的硬币各是一个游戏，局面的值是所有正面硬币的值的异或。把反面翻成正面等于加上一个部分；把正面翻成反面等于再加一个相同的部分，二者抵消。\n\n写成规则：硬币 n 可以走到空、a，或 a + b（a < b < n）。它的 SG 表：1 2 4 7 8 11 13 14 16 ……，正是二进制中 1 的个数为奇数的数（奇恶数）。',
      },
      state: { game: 'mock-turtles', position: '3', n: 12, view: 'table', step: 'end' },
      ask: { kind: 'value', position: 'mock-turtles: 9', prompt: { en: 'The next odious number: what is coin 9 worth?', zh: '下一个奇恶数：硬币 9 的值是多少？' } },
    },
    {
      text: {
        en: 'Two coordinates make a 2-D game. In HDU 3404 a light at (x, y) is on; a move switches the four corners of a rectangle whose far corner (x, y) is on (a thin rectangle switches two lights, or one). Along one row this is Turning Turtles (turn one coin or two), where coin x is worth x. The Tartan theorem: a product of two coin-turning games has value G₁(x) ⊗ G₂(y), the nim product.\n\nSo this grid (打表 of the states (x, y)) is the table of nim products: x ⊗ y = mex{ a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }. It is a field’s multiplication: 2 ⊗ 2 = 3, 2 ⊗ 3 = 1, and a Fermat 2-power times itself is 3/2 of it: 4 ⊗ 4 = 6.',
        zh: '两个坐标构成二维游戏。HDU 3404 中 (x, y) 处的灯亮着；每步选一个远角 (x, y) 亮着的矩形，切换它的四个角（退化的矩形切换两盏或一盏灯）。只看一行，这就是 Turning Turtles（翻一枚或两枚），硬币 x 的值是 x。Tartan 定理：两个翻硬币游戏的乘积中，(x, y) 的值是 Nim 积 G₁(x) ⊗ G₂(y)。\n\n所以这张表（状态 (x, y) 的打表）就是 Nim 积的乘法表：x ⊗ y = mex{ a⊗y ⊕ x⊗b ⊕ a⊗b : a < x, b < y }。它是一个域的乘法：2 ⊗ 2 = 3，2 ⊗ 3 = 1；费马 2 的幂自乘是它的 3/2 倍：4 ⊗ 4 = 6。',
      },
      state: { game: 'lights', position: '(2,2)', n: 9, view: 'grid', step: 'end', rules: LIGHTS },
    },
    {
      text: {
        en: 'HDU 3404’s first sample: lights at (1, 2) and (2, 1), worth 1 ⊗ 2 = 2 and 2 ⊗ 1 = 2. The XOR is 0: the first player loses (“Don’t waste your time.”). The second sample, (1, 1) and (2, 2), is worth 1 ⊕ 3 = 2 ≠ 0: a win.\n\nCoordinates go up to 10 000, too far to print a table: nim products are computed by halving. With F = 2^(2^k) a Fermat 2-power and x = x₁F ⊕ x₀, F ⊗ F = F ⊕ F/2 and F ⊗ a = F·a for a < F, so a product costs three of half the size. `grundy hdu3404` answers the problem’s input that way.',
        zh: 'HDU 3404 的第一个样例：(1, 2) 和 (2, 1) 两盏灯，值为 1 ⊗ 2 = 2 和 2 ⊗ 1 = 2。异或和为 0：先手必败（“Don’t waste your time.”）。第二个样例 (1, 1) 和 (2, 2)：1 ⊕ 3 = 2 ≠ 0，先手必胜。\n\n坐标可达 10 000，打表太大：Nim 积用折半计算。设 F = 2^(2^k) 为费马 2 的幂，x = x₁F ⊕ x₀，则 F ⊗ F = F ⊕ F/2，且 a < F 时 F ⊗ a = F·a，所以一次乘法化为三次一半大小的乘法。`grundy hdu3404` 就这样回答题目的输入。',
      },
      state: { game: 'lights', position: '(1,2) (2,1)', view: 'xor', step: 'end', rules: LIGHTS },
    },
  ],
  play: { game: 'mock-turtles', position: '2 5 7' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: 'mock-turtles', heaps: 3, min: 0, max: 9 },
  problems: [
    { name: 'HDU 3404 Switch lights', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=3404' },
    { name: 'POJ 3533 Light Switching Game', url: 'http://poj.org/problem?id=3533' },
  ],
};
