// Every family of the notes in the page, checked against a brute-force search written in the test (games.mjs): the
// graph of positions, the mex of a position, the table, the rule; and the graphs of splitting games, which draw
// every option (a split as the pair a+b with its value).
import { test, expect, open } from './fixtures.mjs';
import { MOVES, sgOf, misereWins, parseHeaps } from './games.mjs';

const status = (page) => page.locator('[role=status]');

/** [label, sg, kind] of every node of the graph view. */
const nodes = (page) => page.locator('[data-panel=graph] .node').evaluateAll((els) =>
  els.map((e) => [e.dataset.label, e.dataset.sg === undefined ? null : Number(e.dataset.sg), e.dataset.kind]));

for (const [family, game, heaps] of [
  ['staircase', 'staircase', '2 1 1'],
  ['boxes', 'boxes', '1 2 1*'],
  ['stoned', 'stoned', '1 2 2'],
  ['thanos', 'thanos', '1 2 2 1'],
  ['moore2', 'moore(2)', '1 2 2'],
  ['wythoff', 'wythoff', '2 3'],
]) {
  test(`${game}: every position of the graph has the value the search finds`, async ({ page }) => {
    await open(page, `/?lang=en&game=${game}&position=${heaps}&step=999`);
    const shown = await nodes(page);
    expect(shown.length).toBeGreaterThan(3);
    const memo = new Map();
    for (const [label, sg, kind] of shown) {
      const value = sgOf(MOVES[family], parseHeaps(label), memo);
      expect(sg, `${game}: ${label}`).toBe(value);
      expect(kind).toBe(value === 0 ? 'P' : 'N');
    }
    // The start is marked, and its options are exactly the moves of the family.
    await expect(page.locator('[data-panel=graph] .node.in-position')).toHaveAttribute('data-label', heaps);
  });
}

test('misère Nim: the graph says who wins (P/N) where there is no SG value; the XOR view ends on the class', async ({ page }) => {
  await open(page, '/?lang=en&game=misere(nim)&position=2 1 1&step=999');
  const shown = await nodes(page);
  const memo = new Map();
  for (const [label, sg, kind] of shown) {
    expect(sg).toBeNull();
    expect(kind, label).toBe(misereWins(MOVES.nim, parseHeaps(label), memo) ? 'N' : 'P');
  }
  await page.getByRole('tab', { name: 'xor' }).click();
  await page.keyboard.press('End');
  // 2 1 1: one heap of 2 or more (充裕堆), XOR 2: S1, a win. With an even number of lone heaps the notes' move
  // leaves the big heap at one ("将充裕堆取得剩一根"): 1 1 1, an odd number of lone heaps (S0) for the opponent.
  await expect(page.locator('.xor-outcome')).toContainText('class S1');
  await expect(page.locator('.xor-outcome')).toContainText('take 1 from 2');
  expect(misereWins(MOVES.nim, parseHeaps('1 1 1'))).toBe(false);
});

test('the mex of a staircase position: options, their values and the mex, as the search finds them', async ({ page }) => {
  await open(page, '/?lang=en&game=staircase&position=2 1&view=mex&step=999');
  const start = parseHeaps('2 1');
  const memo = new Map();
  const values = MOVES.staircase(start).map((s) => sgOf(MOVES.staircase, s, memo));
  const shown = await page.locator('.options .option').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
  expect(shown.sort()).toEqual(values.sort());
  const m = sgOf(MOVES.staircase, start, memo);
  await expect(page.locator('.mex-result')).toHaveText(`SG(2 1) = ${m} — ${m ? 'N-position (必胜态)' : 'P-position (必败态)'}`);
});

test("Wythoff's table: every cell is the SG value the search finds; a cell opens that position", async ({ page }) => {
  await open(page, '/?lang=en&game=wythoff&position=3 5&view=table');
  const cells = page.locator('.family-cell');
  await expect(cells).toHaveCount(256);
  const shown = await cells.evaluateAll((els) => els.map((e) => [e.dataset.position, Number(e.dataset.sg)]));
  const memo = new Map();
  for (const [position, sg] of shown) {
    expect(sg, position).toBe(sgOf(MOVES.wythoff, parseHeaps(position.split(': ')[1]), memo));
  }
  await page.locator('.family-cell[data-position="wythoff: 4 7"]').click();
  await expect(page.locator('[data-role=position]')).toHaveValue('4 7');
  await expect(page.locator('[data-role=outcome]')).toContainText('SG = 0: the first player (先手) loses');
});

test("splits are drawn: Grundy's game 9 → 1+8, 2+7, 3+6, 4+5, beside SG(9) = mex{…}", async ({ page }) => {
  // Grundy's game by the definition: split one heap into two unequal non-empty heaps.
  const g = [];
  for (let h = 0; h < 12; h++) {
    const seen = new Set();
    for (let a = 1; 2 * a < h; a++) seen.add(g[a] ^ g[h - a]);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  await open(page, '/?lang=en&game=grundy&position=9&n=12&step=9');
  await expect(page.locator('.graph-options')).toHaveText('9 → 1+8, 2+7, 3+6, 4+5');
  const set = [...new Set([1, 2, 3, 4].map((a) => g[a] ^ g[9 - a]))].sort((x, y) => x - y);
  await expect(status(page)).toHaveText(`SG(9) = mex{${set.join(', ')}} = ${g[9]} — ${g[9] ? 'N-position (必胜态)' : 'P-position (必败态)'}`);
  // Every pair node carries G(a) ⊕ G(b).
  const pairs = await page.locator('.node.pair').evaluateAll((els) => els.map((e) => [e.dataset.pair, Number(e.dataset.sg)]));
  expect(pairs.length).toBeGreaterThan(10);
  for (const [pair, sg] of pairs) {
    const [a, b] = pair.split('+').map(Number);
    expect(sg, pair).toBe(g[a] ^ g[b]);
  }
});

test('Kayles 5 → 4, 3, 1+3, 2+2, 1+2: every option of the mex is in the graph', async ({ page }) => {
  await open(page, '/?lang=en&game=kayles&position=5&n=8&step=5');
  const caption = await page.locator('.graph-options').textContent();
  const drawn = new Set(caption.replace(/^5 → /, '').split(', '));
  expect(drawn).toEqual(new Set(['4', '3', '1+3', '2+2', '1+2']));
});

test('N past the longest table of a game whose table costs N² or N³ is refused under N, before any work', async ({ page }) => {
  // HDU 5795's 8.[3] splits a heap in three: a table of N costs about N³/12 steps, and the core makes 4096 values at
  // most. A link asking for more is refused under N, with that limit; nothing is computed and the game box is fine.
  await page.goto('/?lang=en&game=8.[3]&n=5000');
  const nError = page.locator('[data-role=n-error]');
  await expect(nError).toHaveText('N must be a whole number from 1 to 4096', { timeout: 20000 });
  await expect(page.locator('[data-role=game-error]')).toBeEmpty();
  await expect(page.locator('[data-role=progress]')).toBeHidden();
  await expect(page.locator('.sg-cell')).toHaveCount(0);
  // Within it, the table: HDU 5795's known answer, SG(n) = n − 1 when n ≡ 0 and n + 1 when n ≡ 7 (mod 8), else n.
  await page.fill('[data-role=n]', '17');
  await expect(nError).toBeEmpty();
  await expect(page.locator('.sg-cell')).toHaveCount(17);
  const hdu5795 = Array.from({ length: 17 }, (_, n) => (n > 0 && n % 8 === 0 ? n - 1 : n % 8 === 7 ? n + 1 : n));
  expect(await page.locator('.sg-cell').evaluateAll((els) => els.map((c) => Number(c.dataset.sg)))).toEqual(hdu5795);
  // Typed past it: refused as it is typed, the table kept.
  await page.fill('[data-role=n]', '4097');
  await expect(nError).toHaveText('N must be a whole number from 1 to 4096');
  await expect(page.locator('.sg-cell')).toHaveCount(17);
  // 0.[7] (take any number, split the rest) costs N²: 2^16 at most, said in the reader's language.
  await page.goto('/?lang=zh&game=0.[7]&n=70000');
  await expect(nError).toHaveText('N 必须是 1 到 65536 之间的整数', { timeout: 20000 });
  await expect(page.locator('[data-role=game-error]')).toBeEmpty();
});

test('N out of range is refused with its limits; an empty position means the game\'s example', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.fill('[data-role=n]', '20000000');
  await expect(page.locator('[data-role=n-error]')).toHaveText('N must be a whole number from 1 to 10000000');
  await page.fill('[data-role=n]', '8');
  await expect(page.locator('[data-role=n-error]')).toBeEmpty();
  await expect(page.locator('.sg-cell')).toHaveCount(8);
  // Typed key by key, 8 → 80 → … → 8000000 → 80000000: the refused last keystroke loads nothing (it used to load the
  // 8000000 before it, a long table nobody asked for).
  await page.locator('[data-role=n]').pressSequentially('0000000');
  await expect(page.locator('[data-role=n-error]')).toHaveText('N must be a whole number from 1 to 10000000');
  await page.waitForTimeout(600); // past the 150 ms pause that starts a load
  await expect(page.locator('[data-role=progress]')).toBeHidden();
  await expect(page.locator('.sg-cell')).toHaveCount(8);
  await page.fill('[data-role=n]', '8');
  await page.fill('[data-role=game]', 'wythoff');
  await page.fill('[data-role=position]', '');
  await expect(page.locator('[data-role=outcome]')).toContainText('wythoff: 3 5');
  await expect(page.locator('[data-role=position-error]')).toBeEmpty();
});

test('the core\'s errors in 简体中文, with where they point', async ({ page }) => {
  await open(page, '/?lang=zh');
  await page.fill('[data-role=game]', 'sub(1,,3)');
  await expect(page.locator('[data-role=game-error]')).toHaveText('数字是空的（第 7 列）');
  await page.fill('[data-role=game]', 'wythoff');
  await page.fill('[data-role=position]', '1 2 3');
  await expect(page.locator('[data-role=position-error]')).toHaveText('wythoff 恰好有两堆石子，而不是 3 堆（第 5 列）');
});

test('misère play says its own rule: a terminal position wins, no SG in the legend, no doubled P in the table', async ({ page }) => {
  // A token on vertex 1 of 0 > 1 cannot move: in misère play the player to move wins (the search agrees).
  await open(page, '/?lang=en&game=misere(graph(0>1))&position=1&view=mex');
  await page.keyboard.press('Home');
  await expect(status(page)).toHaveText('1: no move — in misère play whoever cannot move wins — N-position (必胜态)');
  await expect(page.locator('.legend')).not.toContainText('SG');
  await open(page, '/?lang=zh&game=misere(graph(0>1))&position=1&view=mex');
  await page.keyboard.press('Home');
  await expect(status(page)).toContainText('反常规则下无法行动的一方获胜');
  // Normal play, the same position: it loses, and the legend speaks of SG values.
  await open(page, '/?lang=en&game=graph(0>1)&position=1&view=mex');
  await page.keyboard.press('End');
  await expect(page.locator('.legend')).toContainText('SG = 0');
  // The misère table: each cell says P or N once (the marker for an SG value is not added to a bare P).
  await open(page, `/?lang=en&game=misere(nim)&position=${encodeURIComponent('1 2')}&view=table`);
  const cells = page.locator('.family-cell');
  await expect(cells.first()).toBeVisible();
  const marks = await cells.evaluateAll((els) => els.map((e) => [e.textContent, getComputedStyle(e, '::after').content]));
  expect(marks.length).toBeGreaterThan(3);
  for (const [text, after] of marks) {
    expect(['P', 'N']).toContain(text);
    expect(after).toBe('none');
  }
  // Misère Nim 1 2 (a brute-force misère search): its cell is N.
  expect(misereWins(MOVES.nim, parseHeaps('1 2'))).toBe(true);
  await expect(page.locator('.family-cell[aria-current=true]')).toHaveText('N');
});

test('heaps of a sum without their game: the message says to name it, at the column typed', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&position=3');
  await page.fill('[data-role=position]', '3 4 + 5');
  await expect(page.locator('[data-role=position-error]')).toHaveText(
    "the heaps '5' need their game: each part of a sum is GAME: heaps, as in 'nim: 5' at column 7");
  await open(page, '/?lang=zh&game=nim&position=3');
  await page.fill('[data-role=position]', '3 4 + 5');
  await expect(page.locator('[data-role=position-error]')).toContainText("前面要写上游戏");
});
