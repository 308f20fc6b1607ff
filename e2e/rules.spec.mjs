// The user's own game (the rules language) in the page: a one-number and a two-number game checked against brute
// force written here from the games' statements (not from the rule texts), the pattern finder's sentences, a lit
// law's predictions against that brute force (a law that holds, a law that broke), errors
// with their line and column in both languages, a rule that never ends stopped without freezing the page, a hostile
// rule text in a link that runs nothing, and the link that carries a rule text.
import { test, expect, open, ruleText, link, mex } from './fixtures.mjs';

/** Lasker's Nim from its statement: take any number, or split a heap into two non-empty heaps. */
function lasker(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const options = [];
    for (let k = 1; k <= h; k++) options.push(g[h - k]);
    for (let a = 1; a < h; a++) options.push(g[a] ^ g[h - a]);
    g.push(mex(options));
  }
  return g;
}

/** POJ 2311 from its statement: a w × h sheet (both ≥ 2) cut in two along a grid line, each piece ≥ 2 a side. */
function cutting(w, h, memo = new Map()) {
  const key = `${w},${h}`;
  if (!memo.has(key)) {
    const options = [];
    for (let i = 2; w - i >= 2; i++) options.push(cutting(i, h, memo) ^ cutting(w - i, h, memo));
    for (let j = 2; h - j >= 2; j++) options.push(cutting(w, j, memo) ^ cutting(w, h - j, memo));
    memo.set(key, mex(options));
  }
  return memo.get(key);
}

/** Take at most half, from its statement: take 1 to ⌊n/2⌋ stones from a heap of n. */
function takeHalf(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const options = [];
    for (let k = 1; k <= h / 2; k++) options.push(g[h - k]);
    g.push(mex(options));
  }
  return g;
}

test('take at most half: the pattern finder says its self-similar law and its P-positions by name, in both languages', async ({ page }) => {
  await open(page, link({ rules: ruleText('take-half'), game: 'take-half', n: 40, view: 'table', lang: 'en' }));
  const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));
  expect(shown).toEqual(takeHalf(40));
  const patterns = page.locator('[data-panel=table] .pattern-list li');
  await expect(patterns.first()).toContainText('G(n) = n/2 for n ≡ 0 (mod 2); holds for every such n < 640.');
  await expect(patterns.nth(1)).toContainText('Self-similar: G(2n + 1) = G(n); holds for every such 2n + 1 < 640.');
  await patterns.nth(1).locator('.pattern-toggle').click();
  await expect(patterns.nth(1).locator('.pattern-toggle')).toHaveAttribute('aria-pressed', 'true');
  // Its P-positions by name: the n < 40 where the brute force is 0 are the members listed, 2^k − 1.
  const zeros = takeHalf(40).flatMap((g, n) => (g === 0 ? [n] : []));
  expect(zeros).toEqual([0, 1, 3, 7, 15, 31]);
  await expect(patterns.nth(2)).toContainText(
    `P-positions by name: G(n) = 0 exactly when n = 2^k − 1 (the powers of 2, shifted: ${zeros.join(', ')}); holds for every n < 640.`,
  );
  await patterns.nth(2).locator('.pattern-toggle').click();
  await expect(patterns.nth(2).locator('.pattern-toggle')).toHaveAttribute('aria-pressed', 'true');
  // Lit, it says 0 on its set and nothing elsewhere (G is more than 1 there): in the table, exactly the zeros.
  const truth = takeHalf(80);
  await expect.poll(async () => (await lawCells(page)).filter(([n]) => n < 40).map(([n]) => n)).toEqual(zeros);
  for (const [n, law, table, state] of await lawCells(page)) {
    expect([law, truth[n]], `G(${n})`).toEqual([0, 0]);
    expect([table, state], `G(${n})`).toEqual(n < 40 ? [0, 'agree'] : [null, 'predicted']);
  }
  await open(page, link({ rules: ruleText('take-half'), game: 'take-half', n: 40, view: 'table', lang: 'zh' }));
  await expect(page.locator('[data-panel=table] .pattern-list li').nth(1)).toContainText('自相似：G(2n + 1) = G(n)；对所有这样的 2n + 1 < 640 成立。');
  await expect(page.locator('[data-panel=table] .pattern-list li').nth(2)).toContainText('必败态有名字：G(n) = 0 当且仅当 n = 2^k − 1（平移的 2 的幂：0, 1, 3, 7, 15, 31）；对所有 n < 640 成立。');
});

/** The lit law's cells beside the table: [n, the law's value, the table's (null: not computed), state]. */
const lawCells = (page) => page.locator('[data-panel=table] .law-check .law-cell').evaluateAll((cells) =>
  cells.map((c) => [Number(c.dataset.n), Number(c.dataset.law), c.dataset.table === undefined ? null : Number(c.dataset.table), c.dataset.state]));

test('a lit law shows what it predicts beside the table, agreeing inside it and predicted past it', async ({ page }) => {
  // Take at most half: G(2n + 1) = G(n) (the test's brute force says what every G(n) is, to twice the table).
  const truth = takeHalf(80);
  await open(page, link({ rules: ruleText('take-half'), game: 'take-half', n: 40, view: 'table', lang: 'en' }));
  const patterns = page.locator('[data-panel=table] .pattern-list li');
  await expect(patterns.nth(1)).toContainText('Self-similar: G(2n + 1) = G(n)');
  await patterns.nth(1).locator('.pattern-toggle').click();
  const summary = page.locator('[data-panel=table] .law-check .law-summary');
  await expect(summary).toHaveText('The law says G(n) for 20 of the table’s 40 values, and each is the table’s value. Past the '
    + 'table, up to G(79), it predicts 20 more values, not computed here (the finder checked the law on a table to 640).');
  const cells = await lawCells(page);
  expect(cells.length).toBeGreaterThan(10);
  expect(cells.some(([n]) => n < 40) && cells.some(([n]) => n >= 40)).toBe(true);
  for (const [n, law, table, state] of cells) {
    expect(n % 2, `${n}`).toBe(1); // the law speaks of odd n only
    expect(law, `G(${n})`).toBe(truth[n]);
    expect([table, state], `G(${n})`).toEqual(n < 40 ? [truth[n], 'agree'] : [null, 'predicted']);
  }
  // The other law, G(n) = n/2 for even n, lit instead: its cells are the even n.
  await patterns.first().locator('.pattern-toggle').click();
  await expect(patterns.nth(1).locator('.pattern-toggle')).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await lawCells(page)).every(([n, law]) => n % 2 === 0 && law === n / 2 && law === truth[n])).toBe(true);
  // Unlit: nothing beside the table.
  await patterns.first().locator('.pattern-toggle').click();
  await expect(page.locator('[data-panel=table] .law-check')).toBeEmpty();
  await open(page, link({ rules: ruleText('take-half'), game: 'take-half', n: 40, view: 'table', lang: 'zh' }));
  await page.locator('[data-panel=table] .pattern-list li').nth(1).locator('.pattern-toggle').click();
  await expect(summary).toHaveText('规律给出了表中 40 个值里的 20 个 G(n)，每一个都与表中的值相同。表之外，直到 G(79)，它还预测了 20 个值，'
    + '这里没有计算（找规律时已在到 640 的表上检验过这条规律）。');
});

/** CF 603C, Lieges of Legendre, with k = 3: remove one cow from a pile, or split a pile of 2x cows into 3 of x. */
const LIEGES = 'name lieges\nstate n\nif n >= 1 { move n - 1 }\nif n >= 2 && n % 2 == 0 { move n / 2, n / 2, n / 2 }\n';

/** G of CF 603C with k = 3, from its statement: the options of n are n − 1 and, for even n, the XOR of 3 piles of n/2. */
function lieges(len) {
  const g = [0];
  for (let n = 1; n < len; n++) g.push(mex(n % 2 ? [g[n - 1]] : [g[n - 1], g[n / 2] ^ g[n / 2] ^ g[n / 2]]));
  return g;
}

test('a broken law lit shows where it broke: the table agrees, then the longer table does not', async ({ page }) => {
  // The laws of the table of 1000, checked on 16 000 values and, as each apparent period breaks, on longer tables up
  // to 2^24: found for the list, and again for the predictions.
  test.setTimeout(120000);
  // Its first 1000 values look periodic with period 128 from 385; G(1024) = 2, where the period says G(896) = 1.
  const truth = lieges(2000);
  expect([truth[896], truth[1024]]).toEqual([1, 2]);
  await open(page, link({ rules: LIEGES, game: 'lieges', n: 1000, view: 'table', lang: 'en' }));
  // The laws that broke are folded under one line: opened, each says where it broke.
  await page.locator('[data-panel=table] .patterns-broken summary').click({ timeout: 60000 });
  const broken = page.locator('[data-panel=table] .pattern-list li', { hasText: 'Not a law: G(n + 128) = G(n) for n ≥ 385' });
  await broken.locator('.pattern-toggle').click();
  // (The worker finds the laws again, checking them on 16 000 values: seconds on a busy machine.)
  await expect(page.locator('[data-panel=table] .law-check .law-summary')).toContainText(
    'the finder’s longer table agreed up to n = 1023. It broke at n = 1024: the longer table says G(1024) = 2, the law says 1.',
    { timeout: 60000 });
  const cells = await lawCells(page);
  const at = cells.find(([n]) => n === 1024);
  expect(at).toEqual([1024, truth[896], truth[1024], 'differ']);
  for (const [n, law, table, state] of cells) {
    expect(law, `G(${n})`).toBe(truth[n - 128]); // the period's value
    if (n < 1000) expect([table, state], `G(${n})`).toEqual([truth[n], 'agree']);
    else if (n < 1024) expect([law, table, state], `G(${n})`).toEqual([truth[n], null, 'predicted']); // it held there
  }
  expect(cells.filter(([n]) => n > 1000 && n < 1024).length).toBeGreaterThan(5);
});

test('a one-number game from a link: its table is the brute force, and the pattern finder says its saltus', async ({ page }) => {
  await open(page, link({ rules: ruleText('lasker'), game: 'lasker', n: 40, view: 'table', lang: 'en' }));
  const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));
  expect(shown).toEqual(lasker(40));
  await expect(page.locator('[data-role=rules-text]')).toHaveValue(ruleText('lasker'));
  const patterns = page.locator('[data-panel=table] .pattern-list li');
  // Seen in the 40 values shown, checked on 16 times as many.
  await expect(patterns.first()).toContainText('Arithmetic period: G(n + 4) = G(n) + 4 for n ≥ 1; holds for every n < 640.');
  await expect(patterns.nth(1)).toContainText('G(n) = n − 1 for n ≡ 0 (mod 4), n ≥ 4');
  // Lighting a pattern is offered, and pressed.
  await patterns.first().locator('.pattern-toggle').click();
  await expect(patterns.first().locator('.pattern-toggle')).toHaveAttribute('aria-pressed', 'true');
  // The same in Chinese.
  await open(page, link({ rules: ruleText('lasker'), game: 'lasker', n: 40, view: 'table', lang: 'zh' }));
  await expect(page.locator('[data-panel=table] .pattern-list li').first()).toContainText('增量周期：n ≥ 1 时 G(n + 4) = G(n) + 4');
  // A sum with a built-in game is the XOR (lasker: 3 has value 4, nim: 4 has 4).
  await page.locator('[data-role=position]').fill('lasker: 3 + nim: 4');
  await expect(page.locator('[data-role=outcome]')).toContainText('SG = 0');
});

test('a law the grid shows that a grid four times the side breaks is said as broken, in both languages', async ({ page }) => {
  // The king (moves to (x − 1, y), (x, y − 1), (x − 1, y − 1)): in the 16 × 16 grid rows 0–8 and 15 look periodic
  // from y = 8, but row 15 alternates only from y = 15: G(15, 16) = 3, where the period says G(15, 14) = 1.
  await open(page, link({ rules: ruleText('king'), game: 'king', n: 16, view: 'grid', lang: 'en' }));
  const list = page.locator('[data-panel=grid] .patterns');
  await expect(list).toContainText('Not a law: rows x = 0–8, 15: G(x, y + 2) = G(x, y) once y ≥ 8. Seen for every x, y < 16, '
    + 'it held for x, y ≤ 15 and broke at (15, 16): G(15, 16) = 3, where the law says 1.');
  // What holds on the longer grid is said, with how far it was checked.
  await expect(list).toContainText('Rows x = 0–15: G(x, y + 2) = G(x, y) once y ≥ 15; seen for y < 256.');
  await open(page, link({ rules: ruleText('king'), game: 'king', n: 16, view: 'grid', lang: 'zh' }));
  await expect(page.locator('[data-panel=grid] .patterns')).toContainText(
    '不是规律：第 x = 0–8, 15 行：y ≥ 8 后 G(x, y + 2) = G(x, y)。在所有 x, y < 16 上看到，对 x, y ≤ 15 都成立，在 (15, 16) 处不成立：G(15, 16) = 3，而按规律应为 1。');
});

/** Wythoff's game from its statement (a queen moves left, down or diagonally down-left): a cell is a P-position when
 * no P-position lies left of it in its row, below it in its column or on its diagonal below. */
function queenP(side) {
  const [row, column, diagonal] = [new Set(), new Set(), new Set()];
  const p = new Set();
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) {
      if (!row.has(x) && !column.has(y) && !diagonal.has(x - y)) {
        p.add(`${x},${y}`);
        row.add(x);
        column.add(y);
        diagonal.add(x - y);
      }
    }
  }
  return p;
}

/** The cells of the grid lit by the pattern whose sentence contains `text`, as `x,y`. */
async function litBy(page, text) {
  const item = page.locator('[data-panel=grid] .pattern-list li').filter({ hasText: text });
  await item.locator('.pattern-toggle').click();
  await expect(item.locator('.pattern-toggle')).toHaveAttribute('aria-pressed', 'true');
  return new Set(await page.locator('[data-panel=grid] .grid-cell.lit').evaluateAll((els) =>
    els.map((b) => `${b.dataset.x},${b.dataset.y}`)));
}

test("Wythoff's P-positions as pairs by mex and difference, and their Beatty form, in both languages", async ({ page }) => {
  await open(page, link({ rules: ruleText('queen'), game: 'queen', n: 16, view: 'grid', lang: 'en' }));
  const law = 'P-positions: the pairs (a_k, b_k) and (b_k, a_k), k ≥ 0, a_k the least number in no earlier pair, '
    + 'b_k = a_k + k; a_k = ⌊kφ⌋, b_k = ⌊kφ²⌋ for k ≥ 1; holds for every state with x, y < 64.';
  await expect(page.locator('[data-panel=grid] .patterns')).toContainText(law);
  // Its highlight lights the P-positions of the grid, those of the brute force, each agreeing with the grid.
  expect([...await litBy(page, 'P-positions: the pairs')].sort()).toEqual([...queenP(16)].sort());
  expect(await page.locator('[data-panel=grid] .grid-cell.lit').evaluateAll((els) => els.map((b) => b.dataset.law)))
    .toEqual([...queenP(16)].map(() => 'agree'));
  // What the law says past the grid, to twice its side: the brute force's P-positions with x or y ≥ 16, nearest first.
  const past = [...queenP(32)].map((c) => c.split(',').map(Number)).filter(([x, y]) => x >= 16 || y >= 16)
    .sort(([a, b], [c, d]) => Math.max(a, b) - Math.max(c, d) || a - c);
  const summary = page.locator('[data-panel=grid] .law-check .law-summary');
  await expect(summary).toHaveText('The law says which cells are P-positions for 256 of the grid’s 256 cells, and each '
    + `agrees with the grid (its ${queenP(16).size} P-positions have G = 0). Past the grid, for x, y ≤ 31, it says `
    + `${past.length} more P-position(s), not computed here (the finder checked the law for x, y < 64).`);
  const shown = await page.locator('[data-panel=grid] .law-check .law-cell').evaluateAll((els) =>
    els.map((li) => [Number(li.dataset.x), Number(li.dataset.y), li.dataset.state]));
  expect(shown).toEqual(past.slice(0, 12).map(([x, y]) => [x, y, 'predicted']));
  await open(page, link({ rules: ruleText('queen'), game: 'queen', n: 16, view: 'grid', lang: 'zh' }));
  await expect(page.locator('[data-panel=grid] .patterns')).toContainText(
    '必败态是数对 (a_k, b_k) 和 (b_k, a_k)，k ≥ 0：a_k 是前面数对中没有出现过的最小数，b_k = a_k + k；k ≥ 1 时 a_k = ⌊kφ⌋，'
    + 'b_k = ⌊kφ²⌋；对所有 x, y < 64 的状态成立。');
  expect([...await litBy(page, '必败态是数对')].sort()).toEqual([...queenP(16)].sort());
  await expect(summary).toHaveText(`规律对网格 256 个格子中的 256 个给出了是否为必败态，每一个都与网格一致（它给出的 ${queenP(16).size} 个`
    + `必败态处 G = 0）。网格之外，在 x, y ≤ 31 的范围内，它还给出了 ${past.length} 个必败态，这里没有计算（找规律时已对 x, y < 64 `
    + '检验过这条规律）。');
  // Unlit: nothing under the list, no cell ringed.
  await page.locator('[data-panel=grid] .pattern-toggle[aria-pressed=true]').click();
  await expect(page.locator('[data-panel=grid] .law-check')).toBeEmpty();
  await expect(page.locator('[data-panel=grid] .grid-cell.lit')).toHaveCount(0);
});

test('Fibonacci Nim: its P-positions (n, n − 1) at the Fibonacci numbers, said and lit', async ({ page }) => {
  // Whinihan (1963): the player to move from (n, n − 1) (n stones, at most n − 1 taken first) loses exactly when n is
  // a Fibonacci number.
  await open(page, link({ rules: ruleText('fibonacci-nim'), game: 'fibonacci-nim', n: 16, view: 'grid', lang: 'en' }));
  const list = page.locator('[data-panel=grid] .patterns');
  await expect(list).toContainText('Along y = x − 1: (x, x − 1) is a P-position exactly when x is a Fibonacci number '
    + '(1, 2, 3, 5, 8, 13, …); holds for every x with x, x − 1 <');
  const lit = await litBy(page, 'Along y = x − 1');
  expect([...lit].sort()).toEqual([1, 2, 3, 5, 8, 13].map((n) => `${n},${n - 1}`).sort());
  // The law speaks of the 15 cells (x, x − 1) of the grid, and each agrees with the grid's G; past it, of (21, 20).
  await expect(page.locator('[data-panel=grid] .law-check .law-summary')).toContainText(
    'The law says which cells are P-positions for 15 of the grid’s 256 cells, and each agrees with the grid (its 6 '
    + 'P-positions have G = 0). Past the grid, for x, y ≤ 31, it says 1 more P-position(s)');
  const shown = await page.locator('[data-panel=grid] .law-check .law-cell').evaluateAll((els) =>
    els.map((li) => [Number(li.dataset.x), Number(li.dataset.y), li.dataset.state]));
  expect(shown).toEqual([[21, 20, 'predicted']]);
});

test('a two-number game from the editor: the 打表 grid is the brute force; a state clicked becomes the position', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.locator('[data-role=rules-panel] summary').click();
  await page.locator('[data-role=rules-example]').selectOption('cutting');
  await expect(page.locator('[role=tab][data-view=grid]')).toHaveAttribute('aria-selected', 'true', { timeout: 20000 });
  await expect(page.locator('[role=tab][data-view=table]')).toBeHidden();
  const cells = await page.locator('[data-panel=grid] .grid-cell').evaluateAll((els) =>
    els.map((b) => [Number(b.dataset.x), Number(b.dataset.y), b.dataset.sg === undefined ? null : Number(b.dataset.sg), b.dataset.kind]));
  // The grid opens at the side the core asks for a two-number game's laws (32).
  expect(cells.length).toBe(32 * 32);
  for (const [x, y, sg, kind] of cells) {
    if (x < 2 || y < 2) {
      expect(sg, `(${x},${y})`).toBeNull();
      continue;
    }
    const want = cutting(x, y);
    expect(sg, `(${x},${y})`).toBe(want);
    expect(kind).toBe(want === 0 ? 'P' : 'N');
  }
  // POJ 2311's sample: 2 2 LOSE, 3 2 LOSE, 4 2 WIN; the P-positions are listed.
  await expect(page.locator('[data-panel=grid] .patterns')).toContainText('(2,2) (2,3) (2,7)');
  await page.locator('[data-panel=grid] .grid-cell[data-x="4"][data-y="2"]').click();
  await expect(page.locator('[data-role=position]')).toHaveValue('(4,2)');
  await expect(page.locator('[data-role=outcome]')).toContainText('the first player');
  // The play view plays it: the computer answers a move in this game.
  await page.locator('[role=tab][data-view=play]').click();
  await expect(page.locator('[data-panel=play]')).toContainText('(4,2)');
});

test('errors in a rule text say what and where in both languages, and the text stays as typed', async ({ page }) => {
  await open(page, '/?lang=zh');
  await page.locator('[data-role=rules-panel] summary').click();
  const box = page.locator('[data-role=rules-text]');
  await box.fill('state n\nmove n -');
  await page.locator('[data-role=rules-apply]').click();
  await expect(page.locator('[data-role=rules-error]')).toHaveText('这里应当是一个数或变量，却是 行尾（第 2 行第 9 列）');
  await expect(box).toHaveValue('state n\nmove n -');
  await open(page, '/?lang=en');
  await page.locator('[data-role=rules-panel] summary').click();
  await page.locator('[data-role=rules-text]').fill('state (w, h)\nmove w - 1');
  await page.locator('[data-role=rules-apply]').click();
  await expect(page.locator('[data-role=rules-error]')).toHaveText(
    'a state of this game has 2 numbers, but this move gives 1: write (2 numbers in brackets) at line 2, column 6');
});

test('a rule that never ends is stopped with a message, and the page stays responsive', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.locator('[data-role=rules-panel] summary').click();
  await page.locator('[data-role=rules-text]').fill('name endless\nstate n\nk = 0\nwhile k >= 0 {\n  k = k + 1\n}\nmove 0');
  await page.locator('[data-role=rules-apply]').click();
  // The main thread gives a rule 2^16 loop steps a state and hands a slower one to the worker, whose budget is
  // 2^24 (lang::STEPS_PER_STATE): the message names the worker's budget, so the endless loop ran there, not on
  // the page's thread. (Which thread, not how long a task took: a timing would only measure this machine.)
  await expect(page.locator('[data-role=game-error]')).toContainText(
    'the rule took more than 16777216 loop steps for state 0 (a loop that never ends?) at line 4, column 1', { timeout: 20000 });
  await expect(page.locator('[data-role=rules-text]')).toHaveValue(/while k >= 0/);
  // The page still answers: another game loads.
  await page.locator('[data-role=game]').fill('nim');
  await expect(page.locator('[data-role=game-error]')).toHaveText('');
  await expect(page.locator('[data-role=outcome]')).toContainText('nim: 5', { timeout: 20000 });
});

test('a hostile rule text in a link runs nothing: no script, no request, no dialog; it shows as text', async ({ page }) => {
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  page.on('dialog', (d) => { throw new Error(`a dialog opened: ${d.message()}`); });
  const hostile = 'name evil\nstate n\n# </textarea><script>alert(1)</script><img src=x onerror=alert(2)>\nfetch = 1\nwindow = 2\nif n > 0 { move 0 }';
  await open(page, link({ rules: hostile, game: 'evil', lang: 'en' }));
  await expect(page.locator('[data-role=rules-text]')).toHaveValue(hostile);
  expect(await page.evaluate(() => document.querySelectorAll('script:not([type=module]), img[src=x]').length)).toBe(0);
  expect(requests.filter((p) => p.endsWith('/x'))).toEqual([]);
  expect(await page.evaluate(() => typeof window.fetch)).toBe('function');
  // It is just a game (every state but 0 moves to 0), shown at its example state.
  await expect(page.locator('[data-role=outcome]')).toContainText('evil: 5');
});

test('the share link carries the rule text, and opens the same game', async ({ page }) => {
  await open(page, link({ rules: ruleText('take-half'), game: 'take-half', n: 16, view: 'table', lang: 'en' }));
  await page.locator('.share-menu summary').click();
  await expect(page.locator('[data-role=share-link]')).toHaveValue(/rules=/);
  const shared = await page.locator('[data-role=share-link]').inputValue();
  expect(new URL(shared).searchParams.get('rules')).toBe(ruleText('take-half'));
  await open(page, new URL(shared).pathname + new URL(shared).search);
  const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));
  // Take at most half: G(2n) = n, G(2n + 1) = G(n).
  const want = [];
  for (let n = 0; n < 16; n++) want.push(n % 2 === 0 ? n / 2 : want[(n - 1) / 2]);
  expect(shown).toEqual(want);
});

test('an element with a rules attribute shows its own game beside another explorer, under a strict CSP', async ({ page }) => {
  await page.goto('/e2e/fixtures/two-elements.html');
  await page.evaluate((text) => {
    const el = document.createElement('grundy-explorer');
    el.id = 'three';
    for (const [k, v] of Object.entries({ rules: text, game: 'king', view: 'grid', n: '6', lang: 'en', controls: 'player' })) el.setAttribute(k, v);
    document.body.append(el);
  }, ruleText('king'));
  const cells = page.locator('#three [data-panel=grid] .grid-cell');
  await expect(cells).toHaveCount(36, { timeout: 20000 });
  const shown = await cells.evaluateAll((els) => els.map((b) => [Number(b.dataset.x), Number(b.dataset.y), b.dataset.kind]));
  // A king moving down and left: the P-positions are the squares with both coordinates even.
  for (const [x, y, kind] of shown) expect(kind, `(${x},${y})`).toBe(x % 2 === 0 && y % 2 === 0 ? 'P' : 'N');
  // The other explorers go on with their own games.
  await expect(page.locator('#two [role=status]')).not.toBeEmpty();
});

test('a link with a rule text and no game opens the game it defines, and says what its states are', async ({ page }) => {
  await open(page, link({ rules: ruleText('queen'), lang: 'en' }));
  await expect(page.locator('[data-role=game]')).toHaveValue('queen');
  await expect(page.locator('[data-role=rules-note]')).toHaveText('Defined queen: each state is 2 numbers, written in brackets, as queen: (5,5).');
  // Its view is the one the editor's Run picks for two numbers: the 打表 grid.
  await expect(page.locator('[role=tab][data-view=grid]')).toHaveAttribute('aria-selected', 'true');
  // Queen (5,5) is Wythoff's (5,5): not a P-position ((3,5) and (5,3) are), so the first player wins.
  await expect(page.locator('[data-role=outcome]')).toContainText('queen: (5,5)');
  await open(page, link({ rules: ruleText('take-half'), lang: 'zh' }));
  await expect(page.locator('[data-role=game]')).toHaveValue('take-half');
  await expect(page.locator('[data-role=rules-note]')).toHaveText('已定义 take-half：每个状态是一个数（一堆石子），例如 take-half: 5。');
  // A one-number game: its table, where its laws show.
  await expect(page.locator('[role=tab][data-view=table]')).toHaveAttribute('aria-selected', 'true');
});

/** Wythoff's queen from its statement: G(x, y) = mex of the cells left of, below and diagonally below (x, y). */
function queen(side) {
  const g = Array.from({ length: side }, () => new Array(side).fill(0));
  for (let x = 0; x < side; x++) {
    for (let y = 0; y < side; y++) {
      const seen = new Set();
      for (let k = 1; k <= x; k++) seen.add(g[x - k][y]);
      for (let k = 1; k <= y; k++) seen.add(g[x][y - k]);
      for (let k = 1; k <= Math.min(x, y); k++) seen.add(g[x - k][y - k]);
      g[x][y] = mex(seen);
    }
  }
  return g;
}

test('a large position of a two-number game is solved in the worker, and a larger one can be cancelled', async ({ page }) => {
  const g = queen(201);
  await open(page, link({ rules: ruleText('queen'), position: 'queen: (200,180)', view: 'xor', lang: 'en' }));
  await expect(page.locator('[data-role=outcome]')).toContainText(`SG = ${g[200][180]}`, { timeout: 30000 });
  // 1000 × 1000 states below it: seconds of work, in the worker; the player still answers, and Cancel stops it.
  await page.fill('[data-role=position]', 'queen: (1000,1000)');
  await page.press('[data-role=position]', 'Enter');
  await expect(page.locator('[data-role=progress]')).toBeVisible();
  await page.locator('[data-role=cancel]').click();
  await expect(page.locator('[data-role=progress]')).toBeHidden();
  await expect(page.locator('[data-role=notice]')).toContainText('Cancelled');
  // The position typed is kept, and a smaller one is answered again.
  await expect(page.locator('[data-role=position]')).toHaveValue('queen: (1000,1000)');
  await page.fill('[data-role=position]', 'queen: (7,4)');
  await page.press('[data-role=position]', 'Enter');
  await expect(page.locator('[data-role=outcome]')).toContainText(`SG = ${g[7][4]}`);
  await expect(page.locator('[data-role=notice]')).toBeHidden();
});
