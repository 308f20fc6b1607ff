// A contest programmer's own game, its first minutes: the rules run (or a link with them) open where the game's laws
// show — a one-number game on its table, long enough for its laws (CF 603C), a two-number game on a grid wide
// enough for its law of P-positions (Wythoff) — unless the link names N or the view; the laws come first, those a
// longer table broke fold under one line; each law copies its C++ function; C's `for (int i = …)` is read. Values
// from the games' statements and the literature (CF 603C's editorial, Wythoff 1907), on a phone and a laptop, in
// both languages.
import { test, expect, open, ruleText, link, mex } from './fixtures.mjs';

/** CF 603C with k = 3, from its statement: take one cow, or replace a pile of 2x cows by three piles of x. */
function lieges(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const options = h >= 1 ? [g[h - 1]] : [];
    if (h >= 2 && h % 2 === 0) options.push(g[h / 2] ^ g[h / 2] ^ g[h / 2]);
    g.push(mex(options));
  }
  return g;
}

/** CF 603C (k = 3) in four lines, as the issue writes it. */
const CF603C = `name cf603c
state n
if n >= 1 { move n - 1 }
if n >= 2 && n % 2 == 0 { move n / 2, n / 2, n / 2 }`;

/** Take 1, 2 or 3 (Bash: G(n) = n mod 4), written with a C++ habit: a type before the loop's variable. */
const C_LOOP = `state n
for (int i = 1; i <= 3; i++) { if i <= n { move n - i } }`;

/** HDU 5795 (take any number from a heap, or split it into three non-empty heaps), from its statement: every
 * option's value, the split's the XOR of its three heaps'. */
function hdu5795(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const options = [];
    for (let k = 1; k <= h; k++) options.push(g[h - k]);
    for (let a = 1; 3 * a <= h; a++) for (let b = a; h - a - b >= b; b++) options.push(g[a] ^ g[b] ^ g[h - a - b]);
    g.push(mex(options));
  }
  return g;
}

/** What the patterns section says while the finder looks (the catalog's patternsLooking). */
const LOOKING = { en: 'Looking for patterns, each checked on a longer table…', zh: '正在找规律，每条都在更长的表上验证……' };

/** Wythoff's P-positions (Wythoff 1907): (⌊kφ⌋, ⌊kφ⌋ + k) and mirrors. */
function wythoffP(side) {
  const phi = (1 + Math.sqrt(5)) / 2;
  const p = new Set();
  for (let k = 0; Math.floor(k * phi) < side; k++) {
    const a = Math.floor(k * phi);
    const b = a + k;
    p.add(`${a},${b}`);
    p.add(`${b},${a}`);
  }
  return p;
}

/** Opens the rules editor as a user does: on a phone the game boxes first (folded into one line there). */
async function openRules(page) {
  const boxes = page.locator('[data-role=boxes]');
  if ((await boxes.count()) && !(await boxes.evaluate((d) => d.open))) await page.locator('.boxes-summary').click();
  const panel = page.locator('[data-role=rules-panel]');
  if (!(await panel.evaluate((d) => d.open))) await panel.locator('summary').click();
}

const WORDS = {
  en: {
    law1: 'G(n) = 0 for n ≡ 1 (mod 2), n ≥ 5',
    law2: 'Self-similar: G(2n) = 2 if G(n) = 1, else 1 for n ≥ 3',
    broken: /^(\d+) apparent periods broke$/,
    notLaw: 'Not a law: G(n + 16) = G(n) for n ≥ 49',
    copy: 'Copy C++',
    copied: 'Copied ✓',
    wythoff: 'a_k = ⌊kφ⌋',
  },
  zh: {
    law1: 'n ≡ 1 (mod 2)',
    law2: '自相似',
    broken: /^(\d+) 个看似的周期在更长的表中不成立$/,
    notLaw: '不是规律：n ≥ 49 时 G(n + 16) = G(n)',
    copy: '复制 C++',
    copied: '已复制 ✓',
    wythoff: 'a_k = ⌊kφ⌋',
  },
};

for (const [device, use] of [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['laptop', { viewport: { width: 1280, height: 800 } }],
]) {
  test.describe(device, () => {
    test.use(use);

    test('CF 603C run from the editor opens on its table, long enough for its laws, which are on screen', async ({ page }) => {
      test.setTimeout(60000); // its laws are checked to 2^24 values, in the worker
      for (const lang of ['en', 'zh']) {
        const w = WORDS[lang];
        await open(page, `/?lang=${lang}`);
        await openRules(page);
        await page.locator('[data-role=rules-text]').fill(CF603C);
        await page.locator('[data-role=rules-apply]').click();
        await expect(page.locator('[role=tab][data-view=table]')).toHaveAttribute('aria-selected', 'true', { timeout: 20000 });
        await expect(page.locator('[data-role=game]')).toHaveValue('cf603c');
        const n = Number(await page.locator('[data-role=n]').inputValue());
        expect(n).toBeGreaterThanOrEqual(100);
        const truth = lieges(n);
        const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) =>
          cells.map((c) => [Number(c.dataset.state), Number(c.dataset.sg)]));
        expect(shown.length).toBeGreaterThan(0);
        for (const [s, g] of shown) expect(g, `G(${s})`).toBe(truth[s]);
        // Its laws (found in the worker: seconds on a busy machine), on screen.
        const list = page.locator('[data-panel=table] .patterns > .pattern-list > li');
        await expect(list.first()).toContainText(w.law1, { timeout: 60000 });
        await expect(list.nth(1)).toContainText(w.law2);
        await list.first().scrollIntoViewIfNeeded();
        await expect(list.first()).toBeVisible();
      }
    });

    test('a game of many moves (HDU 5795) shows its table at once, while its laws are looked for', async ({ page }) => {
      test.setTimeout(60000); // its laws are checked on a longer table in the worker: seconds for three-heap splits
      const lang = device === 'phone' ? 'zh' : 'en';
      await open(page, link({ rules: ruleText('hdu5795'), lang }));
      // The table first, its values the statement's, and the patterns' section saying it is looking.
      const looking = page.locator('[data-panel=table] .patterns-looking');
      await expect(looking).toHaveText(LOOKING[lang], { timeout: 20000 });
      await expect(page.locator('[data-panel=table] .strip-row').first()).toBeVisible();
      const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) =>
        cells.map((c) => [Number(c.dataset.state), Number(c.dataset.sg)]));
      const truth = hdu5795(shown.length);
      expect(shown.length).toBeGreaterThanOrEqual(64);
      for (const [s, g] of shown) expect(g, `G(${s})`).toBe(truth[s]);
      // Then its laws in its place: G(n + 8) = G(n) + 8 (the problem's known answer), as the definition gives.
      expect(truth.slice(9, 64).every((g, i) => truth[i + 17] === g + 8)).toBe(true);
      const list = page.locator('[data-panel=table] .patterns > .pattern-list > li');
      await expect(list.first()).toContainText('G(n + 8) = G(n) + 8', { timeout: 60000 });
      await expect(looking).toHaveCount(0);
    });

    test('the laws come first, and the periods a longer table broke fold under one line', async ({ page }) => {
      test.setTimeout(60000);
      await open(page, link({ rules: ruleText('lieges'), n: 100, view: 'table', lang: 'en' }));
      for (const lang of ['en', 'zh']) {
        const w = WORDS[lang];
        // The other language from the page's menu: the same laws, said again (not found again).
        if (lang === 'zh') await page.locator('#lang').selectOption('zh');
        const list = page.locator('[data-panel=table] .patterns > .pattern-list > li');
        await expect(list.first()).toContainText(w.law1, { timeout: 60000 });
        await expect(list.nth(1)).toContainText(w.law2);
        // One line, closed, after the laws; opened, each broken period says where it broke.
        const fold = page.locator('[data-panel=table] .patterns-broken');
        const summary = fold.locator('summary');
        await expect(summary).toHaveText(w.broken);
        const count = Number(w.broken.exec(await summary.textContent())[1]);
        expect(count).toBeGreaterThanOrEqual(2);
        await expect(fold.locator('li')).toHaveCount(count);
        await expect(fold.locator('li').first()).toBeHidden();
        await summary.scrollIntoViewIfNeeded();
        const [lawBox, foldBox] = [await list.nth(1).boundingBox(), await summary.boundingBox()];
        expect(foldBox.y).toBeGreaterThan(lawBox.y);
        expect(foldBox.height).toBeLessThan(60); // one line, not five sentences
        await summary.click();
        await expect(fold.locator('li').first()).toBeVisible();
        // G(128) breaks the period 16 seen from 49 (G(128) ≠ G(112)), as the statement's brute force says.
        expect(lieges(129)[128]).not.toBe(lieges(129)[112]);
        await expect(fold.locator('li').first()).toContainText(w.notLaw);
      }
    });

    test('Copy C++ beside each law puts the whole function on the clipboard, and says so', async ({ page, context }) => {
      test.setTimeout(60000); // the laws are found, then written, each checked to 2^24 values in the worker
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const truth = lieges(5);
      await open(page, link({ rules: ruleText('lieges'), n: 100, view: 'table', lang: 'en' }));
      for (const lang of ['en', 'zh']) {
        const w = WORDS[lang];
        if (lang === 'zh') await page.locator('#lang').selectOption('zh');
        const list = page.locator('[data-panel=table] .patterns > .pattern-list > li');
        await expect(list.first()).toContainText(w.law1, { timeout: 60000 });
        const copy = list.first().locator('.pattern-cpp');
        await expect(copy).toHaveText(w.copy);
        await expect(list.nth(1).locator('.pattern-cpp')).toHaveText(w.copy);
        await copy.click();
        await expect(copy).toHaveText(w.copied, { timeout: 60000 });
        const cpp = await page.evaluate(() => navigator.clipboard.readText());
        expect(cpp).toContain('int sg(long long n) {');
        expect(cpp).toContain('//   1. G(n) = 0 for n ≡ 1 (mod 2), n ≥ 5');
        expect(cpp).toContain('//   2. self-similar: G(2n) = 2 if G(n) = 1, else 1, for n ≥ 3');
        // The broken periods are one line of the comment, after the laws.
        expect(cpp).toMatch(/\/\/ {3}\(not laws: \d+ apparent periods broke on longer tables, the first at n = 128;/);
        expect(cpp.match(/broke/g)).toHaveLength(1);
        // The editorial's values for n < 5, as the function's table.
        expect(cpp).toContain(`static const int base[5] = {${truth.join(', ')}};`);
        expect(cpp.trimEnd().endsWith('}')).toBe(true);
      }
    });

    test('a link with CF 603C\'s rules opens its table at the size the core asks, unless it names N or the view', async ({ page }) => {
      await open(page, link({ rules: ruleText('lieges'), lang: 'en' }));
      await expect(page.locator('[role=tab][data-view=table]')).toHaveAttribute('aria-selected', 'true');
      expect(Number(await page.locator('[data-role=n]').inputValue())).toBeGreaterThanOrEqual(100);
      await expect(page.locator('[data-panel=table] .patterns > .pattern-list > li').first())
        .toContainText(WORDS.en.law1, { timeout: 60000 });
      // An explicit N wins, and so does an explicit view.
      await open(page, link({ rules: ruleText('lieges'), n: 20, lang: 'en' }));
      await expect(page.locator('[role=tab][data-view=table]')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-role=n]')).toHaveValue('20');
      await open(page, link({ rules: ruleText('lieges'), view: 'graph', lang: 'zh' }));
      await expect(page.locator('[role=tab][data-view=graph]')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-role=n]')).toHaveValue('6');
      // `for (int i = 1; …)` runs as C++ means it.
      await openRules(page);
      await page.locator('[data-role=rules-text]').fill(C_LOOP);
      await page.locator('[data-role=rules-apply]').click();
      await expect(page.locator('[data-role=game]')).toHaveValue('rules');
      await expect(page.locator('[data-role=rules-error]')).toBeEmpty();
      const shown = await page.locator('[data-role=values] .sg-cell').evaluateAll((cells) =>
        cells.map((c) => [Number(c.dataset.state), Number(c.dataset.sg)]));
      expect(shown.length).toBeGreaterThan(20);
      for (const [s, g] of shown) expect(g, `G(${s})`).toBe(s % 4);
    });

    test('Wythoff\'s rules open on a grid wide enough for the law of its P-positions, which copies as C++', async ({ page, context }) => {
      test.setTimeout(60000);
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      for (const lang of ['en', 'zh']) {
        await open(page, link({ rules: ruleText('queen'), lang }));
        await expect(page.locator('[role=tab][data-view=grid]')).toHaveAttribute('aria-selected', 'true');
        const cells = page.locator('[data-panel=grid] .grid-cell');
        await expect(cells.first()).toBeVisible({ timeout: 20000 });
        const all = await cells.evaluateAll((els) => els.map((b) => [Number(b.dataset.x), Number(b.dataset.y), b.dataset.kind]));
        const side = Math.sqrt(all.length);
        expect(side).toBeGreaterThanOrEqual(30);
        const p = wythoffP(side);
        for (const [x, y, kind] of all) expect(kind, `(${x},${y})`).toBe(p.has(`${x},${y}`) ? 'P' : 'N');
        // The law of its pairs is said first, on screen.
        const law = page.locator('[data-panel=grid] .patterns > .pattern-list > li').first();
        await expect(law).toContainText(WORDS[lang].wythoff);
        await law.scrollIntoViewIfNeeded();
        await expect(law).toBeVisible();
        const box = await page.locator('[data-panel=grid] .grid-table').boundingBox();
        expect(box.width).toBeGreaterThan(0);
        await law.locator('.pattern-cpp').click();
        await expect(law.locator('.pattern-cpp')).toHaveText(WORDS[lang].copied, { timeout: 30000 });
        const cpp = await page.evaluate(() => navigator.clipboard.readText());
        expect(cpp).toContain('lose(long long x, long long y) {');
        expect(cpp).toContain(`its ${side} × ${side} grid`);
      }
    });
  });
}
