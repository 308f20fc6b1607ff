// The quotient view (issue 48): a misère sum decided in its misère quotient, at a desk's and a phone's width, in
// both languages. Values come from outside the page: 0.75's quotient from Plambeck, "Taming the wild in impartial
// combinatorial games" (INTEGERS 5, 2005): order 8, P-portion {a, b²}; misère Kayles' period 12 from Sibert and
// Conway (1992); a small misère Kayles sum's winner from a brute-force search written here.
import fs from 'node:fs';
import { test, expect, open } from './fixtures.mjs';

const SIZES = [
  { name: '1280', use: { viewport: { width: 1280, height: 800 } } },
  { name: '390', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
];

const WORDS = {
  en: { tab: 'quotient', order: 'Q has 8 elements', p: 'P-portion: {a, b²}', wins: 'the player to move wins', loses: 'the player to move loses', proven: 'Proven', period: 'period 12' },
  zh: { tab: '反常商', order: 'Q 有 8 个元素', p: 'P 部分：{a, b²}', wins: '先手必胜', loses: '先手必败', proven: '已证明', period: '以 12 为周期' },
};

/** Kayles' moves from a sorted list of rows: take 1 or 2 adjacent pins from one row, maybe splitting it in two. */
function kaylesMoves(heaps) {
  const out = [];
  heaps.forEach((h, i) => {
    const rest = heaps.filter((_, j) => j !== i);
    for (const take of [1, 2]) {
      for (let left = 0; left + take <= h; left++) {
        out.push([...rest, left, h - take - left].filter((x) => x > 0).sort((a, b) => a - b));
      }
    }
  });
  return out;
}

/** Whether the player to move wins misère Kayles on `heaps`: with no move left, they win (the last mover lost). */
function misereKaylesWins(heaps, memo = new Map()) {
  const key = heaps.join(' ');
  if (!memo.has(key)) {
    const moves = kaylesMoves(heaps);
    memo.set(key, moves.length === 0 || moves.some((m) => !misereKaylesWins(m, memo)));
  }
  return memo.get(key);
}

const tab = (page) => page.locator('[role=tab][data-view=quotient]');

for (const size of SIZES) {
  test.describe(`at ${size.name}`, () => {
    test.use(size.use);

    for (const lang of ['en', 'zh']) {
      const w = WORDS[lang];

      test(`${lang}: offered for misère heap games only; 0.75 has order 8 and P-portion {a, b²}`, async ({ page }) => {
        await open(page, `/?lang=${lang}&game=kayles&position=3 4`);
        await expect(page.locator('[role=tab][data-view=xor]')).toBeVisible();
        await expect(tab(page)).toBeHidden();
        await open(page, `/?lang=${lang}&game=misere(kayles)&position=3 4`);
        await expect(tab(page)).toBeVisible();
        await expect(tab(page)).toHaveText(w.tab);
        await open(page, `/?lang=${lang}&game=misere(0.75)&position=1 2 3`);
        await expect(tab(page)).toBeVisible();
        await tab(page).click();
        await expect(page.locator('.q-fact').first()).toContainText(w.order, { timeout: 20000 });
        await expect(page.locator('.q-facts')).toContainText(w.p);
        // The table: one row per element, the P-portion's products dark.
        await expect(page.locator('.q-table tbody tr')).toHaveCount(8);
        const dark = await page.locator('.q-table td[data-in-p="true"]').first().evaluate((e) => getComputedStyle(e).backgroundColor);
        expect(dark).toBe('rgb(38, 38, 43)');
        // The view fits the stage: nothing wider than the page.
        const box = await page.locator('.q-table-box').boundingBox();
        expect(box.x + box.width).toBeLessThanOrEqual(size.use.viewport.width);
        if (size.name !== '1280') return;
        // The SVG export writes what the view shows: the facts and the table's words.
        await page.locator('.export-menu summary').click();
        const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export=svg]').click()]);
        const svg = fs.readFileSync(await download.path(), 'utf8');
        expect(svg).toMatch(/^<svg /);
        expect(svg).toContain(`>${w.p}`);
        expect(svg).toContain('>b²<');
      });

      test(`${lang}: misère Kayles 3 4 5 stepped heap by heap ends on the brute force's verdict`, async ({ page }) => {
        const heaps = [3, 4, 5];
        const wins = misereKaylesWins(heaps);
        await open(page, `/?lang=${lang}&game=misere(kayles)&position=${heaps.join(' ')}&view=quotient`);
        await expect(page.locator('.q-step')).toHaveCount(heaps.length + 1, { timeout: 20000 });
        await page.keyboard.press('Home');
        await expect(page.locator('.q-outcome')).toBeHidden();
        for (let k = 0; k < heaps.length; k++) {
          await page.keyboard.press('ArrowRight');
          // Step k: heap k's row shows, and its lookup in the table is lit and in sight in its box.
          await expect(page.locator('.q-step.current')).toContainText(`Φ(${heaps[k]})`);
          await expect(page.locator('.q-cell.current')).toHaveAttribute('data-heap', String(heaps[k]));
          await expect(page.locator('.q-prod.lit')).toHaveCount(1);
          await expect.poll(async () => {
            const [cell, box] = await Promise.all([page.locator('.q-prod.lit').boundingBox(), page.locator('.q-table-box').boundingBox()]);
            return cell.x >= box.x - 1 && cell.x + cell.width <= box.x + box.width + 1 && cell.y >= box.y - 1 && cell.y + cell.height <= box.y + box.height + 1;
          }).toBe(true);
        }
        await page.keyboard.press('ArrowRight');
        await expect(page.locator('.q-outcome')).toBeVisible();
        await expect(page.locator('.q-outcome')).toContainText(wins ? w.wins : w.loses);
        await expect(page.locator('.q-outcome')).toHaveAttribute('data-kind', wins ? 'N' : 'P');
      });

      test(`${lang}: misère Kayles 100 100 is answered, proven, with period 12`, async ({ page }) => {
        await open(page, `/?lang=${lang}&game=misere(kayles)&position=100 100&view=quotient`);
        await expect(page.locator('.q-facts')).toContainText(w.proven, { timeout: 30000 });
        await expect(page.locator('.q-facts')).toContainText(w.period);
        await page.keyboard.press('End');
        await expect(page.locator('.q-outcome')).toContainText(new RegExp(`${w.wins}|${w.loses}`));
        // The big table stays in its bounded box, which scrolls; its headers stay in sight.
        const box = await page.locator('.q-table-box').boundingBox();
        expect(box.height).toBeLessThanOrEqual(400);
        expect(box.x + box.width).toBeLessThanOrEqual(size.use.viewport.width);
        await page.locator('.q-table-box').evaluate((e) => { e.scrollTop = e.scrollHeight; });
        const head = await page.locator('.q-table thead th').nth(3).boundingBox();
        expect(head.y).toBeGreaterThanOrEqual(box.y - 1);
        expect(head.y).toBeLessThan(box.y + 40);
      });
    }
  });
}

test('misère Kayles 100 100 against the computer: it answers the opening', async ({ page }) => {
  await page.goto('/?lang=en&game=misere(kayles)&position=100 100&view=play');
  await expect(page.locator('.move-button').first()).toBeVisible({ timeout: 20000 });
  await page.locator('.play-setup .first').selectOption('computer');
  await expect(page.locator('.history-item')).toHaveCount(1, { timeout: 20000 });
});

test('the element shows the quotient view: <grundy-explorer view="quotient">', async ({ page }) => {
  await page.route('**/quotient-host.html', (route) => route.fulfill({ contentType: 'text/html', body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="icon" href="/www/icon.svg">
<script type="module" src="/www/grundy-explorer.js"></script></head>
<body><grundy-explorer game="misere(0.75)" position="1 2 3" view="quotient" lang="en"></grundy-explorer></body></html>` }));
  await page.goto('/quotient-host.html');
  const el = page.locator('grundy-explorer');
  await expect(el.locator('.q-facts')).toContainText('Q has 8 elements', { timeout: 20000 });
  await expect(el.locator('.q-facts')).toContainText('P-portion: {a, b²}');
  await expect(el.locator('[role=tab][data-view=quotient]')).toHaveAttribute('aria-selected', 'true');
});
