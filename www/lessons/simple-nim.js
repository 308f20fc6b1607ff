// Lesson: hexadecimal take-and-break codes (digits past 7 leave three heaps), after the notes: HDU 5795's rule is
// the code 8.[3], its table is printed, and its pattern found.
export default {
  id: 'simple-nim',
  title: {
    en: 'Codes past 7: splitting into three (HDU 5795)',
    zh: '超过 7 的代码：一分为三（HDU 5795）',
  },
  summary: {
    en: 'Read a hexadecimal code: digit 8 leaves three heaps, so 8.[3] is “take any number, or split a heap into three”. Compute SG(7) by mex over the three-way splits, print the table and find G(n) by n mod 8.',
    zh: '读懂十六进制代码：数字 8 表示留下三堆，所以 8.[3] 就是“取任意个，或把一堆分成三堆”。用三分的后继算 mex 得到 SG(7)，打表，再按 n mod 8 找出 G(n)。',
  },
  rule: 'hdu5795',
  scenes: [
    {
      text: {
        en: 'An octal code says, digit by digit, what removing k stones may leave: 1 nothing, 2 one heap, 4 two heaps. CGSuite adds 8: three non-empty heaps, so digits run to F. HDU 5795’s rule, take any number from a heap or split a heap into three, is the code 8.[3]: d0 = 8 splits in three without taking, and the repeating 3 takes any k leaving nothing or one heap.\n\nThree heaps are a sum of three games, so a split is worth the XOR of three values. From 7: taking leaves 6 … 0 (worth 6, 5, 4, 3, 2, 1, 0) and the splits 1+1+5, 1+2+4, 1+3+3, 2+2+3 are worth 5, 7, 1, 3. Every value below 8 is there: SG(7) = 8.',
        zh: '八进制代码逐位说明取走 k 个石子后可以留下什么：1 什么都不留，2 一堆，4 两堆。CGSuite 再加上 8：三个非空的堆，所以数字可以到 F。HDU 5795 的规则——从一堆中取任意个，或把一堆分成三堆——就是代码 8.[3]：d0 = 8 表示不取石子、一分为三，重复的 3 表示取任意 k 个、留下零堆或一堆。\n\n三堆是三个游戏的和，所以一次三分的值是三个 SG 值的异或。从 7 出发：取石子留下 6 … 0（值为 6、5、4、3、2、1、0），分成 1+1+5、1+2+4、1+3+3、2+2+3 的值为 5、7、1、3。小于 8 的值都出现了：SG(7) = 8。',
      },
      state: { game: '8.[3]', position: '7', n: 12, view: 'mex', state: 7, step: 'end' },
    },
    {
      text: {
        en: 'Print the table (打表): 0 1 2 3 4 5 6 8 … up to SG(7) = 8.\n\nFrom 8, taking leaves every value 0 … 6 and 8, and the splits of 8 into three are worth 6, 6, 6, 4, 2 (1+1+6, 1+2+5, 1+3+4, 2+2+4, 2+3+3). Predict SG(8) before you press ▶| (step forward).',
        zh: '打表：0 1 2 3 4 5 6 8 …… 直到 SG(7) = 8。\n\n从 8 出发，取石子能得到 0 … 6 和 8 这些值，分成三堆 1+1+6、1+2+5、1+3+4、2+2+4、2+3+3 的值为 6、6、6、4、2。按 ▶|（前进一步）之前，先猜 SG(8)。',
      },
      state: { game: '8.[3]', position: '8', n: 20, view: 'table', step: 8 },
      ask: { kind: 'value', position: '8.[3]: 8', reveal: 'end', prompt: { en: 'What is SG(8)?', zh: 'SG(8) 是多少？' } },
    },
    {
      text: {
        en: 'SG(8) = 7: no option is worth 7. The pattern finder under the table sees it in 40 values: G(n) = n, except n + 1 for n ≡ 7 and n − 1 for n ≡ 0 (mod 8, n ≥ 8), values that climb by 8 every 8 states. The accepted solutions of HDU 5795 use exactly this, so heaps of 10⁹ stones are answered at once (`grundy hdu5795` does so from the problem’s input).\n\nA table of three-way splits costs about n³ steps, so the page refuses one past 4096 values before it starts.',
        zh: 'SG(8) = 7：没有哪个后继的值是 7。表格下面的“打表找规律”在 40 个值里看出了它：G(n) = n，但 n ≡ 7 (mod 8) 时为 n + 1，n ≡ 0（n ≥ 8）时为 n − 1，每 8 个状态值增加 8。HDU 5795 的通过代码用的正是这个公式，所以 10⁹ 个石子的堆也能立刻回答（`grundy hdu5795` 直接读题目的输入）。\n\n三分的表格大约要 n³ 步，所以页面在开始之前就拒绝超过 4096 个值的表格。',
      },
      state: { game: '8.[3]', position: '8', n: 40, view: 'table', step: 'end' },
    },
  ],
  play: { game: '8.[3]', position: '5 7 8' },
  requires: ['sum-values'],
  exercise: { ask: 'move', game: '8.[3]', heaps: 3, min: 1, max: 16 },
  problems: [
    { name: 'HDU 5795 A Simple Nim', url: 'https://acm.hdu.edu.cn/showproblem.php?pid=5795' },
  ],
};
