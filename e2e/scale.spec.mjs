// Long tables in the page (issue 23): a period proven past N in the worker, with progress and Cancel, against the
// published preperiods and periods (Gangolli & Plambeck 1989); a jump to any state of a table of 10^7 values.
import { test, expect } from './fixtures.mjs';

const status = (page) => page.locator('[role=status]');

async function open(page, url) {
  await page.goto(url);
  await expect(status(page)).not.toBeEmpty({ timeout: 60000 });
}

test('a period past N is proven in the worker: 0.16 has period 149459 from 105351', async ({ page }) => {
  await open(page, '/?lang=en&game=0.16&n=100000&view=table');
  const text = page.locator('.period-text');
  await expect(text).toHaveText('no period proven up to 100000');
  const prove = page.locator('.prove-period');
  await expect(prove).toHaveText('Look further (up to 67 108 864 values)');
  await prove.click();
  await expect(text).toContainText('preperiod 105351, period 149459', { timeout: 60000 });
  await expect(prove).toBeHidden();
  // The table's bands now mark its first 100000 states as the preperiod.
  await expect(page.locator('.table-period')).not.toContainText('no period');
});

test('no period search is offered where no table can prove one', async ({ page }) => {
  // Grundy's game splits into unequal heaps (the Guy–Smith induction fails); a subtraction game's proof fits N.
  await open(page, '/?lang=zh&game=grundy&n=2000&view=table');
  await expect(page.locator('.period-text')).toHaveText('到 2000 为止未证明循环节');
  await expect(page.locator('.prove-period')).toBeHidden();
  await open(page, '/?lang=en&game=sub(1,3,4)&n=100&view=table');
  await expect(page.locator('.period-text')).toContainText('preperiod 0, period 7');
  await expect(page.locator('.prove-period')).toBeHidden();
});

test('a period search is cancelled and says how far it looked; the page goes on', async ({ page }) => {
  // Officers (0.6) has no known period: the search would run for minutes.
  await open(page, '/?lang=en&game=0.6&n=2000&view=table');
  await page.locator('.prove-period').click();
  await expect(page.locator('[data-role=progress]')).toBeVisible();
  await page.locator('[data-role=cancel]').click();
  await expect(page.locator('[data-role=notice]')).toHaveText('Period search cancelled: no period proven up to 2000.');
  await expect(page.locator('.period-text')).toHaveText('no period proven up to 2000');
  await page.locator('.table-jump .jump-input').fill('1999');
  await page.locator('.table-jump .jump-input').press('Enter');
  await expect(page.locator('.strip-row[data-first]').last()).toHaveAttribute('data-first', /\d+/);
});

test('a table of 10^7 values: a typed state is jumped to, one past the end is refused with the limit', async ({ page }) => {
  // Kayles: period 12 from 71 (Winning Ways), so G(9999990) = G(71 + (9999990 − 71) mod 12) = G(83) … known here.
  await open(page, '/?lang=en&game=kayles&n=10000000&view=table');
  await expect(page.locator('.period-text')).toContainText('preperiod 71, period 12');
  const input = page.locator('.table-jump .jump-input');
  await input.fill('9999990');
  await input.press('Enter');
  const rows = page.locator('.strip-row');
  // The rows around the state: one of them starts at or before it and holds it.
  await expect.poll(async () => {
    const firsts = await rows.evaluateAll((els) => els.map((e) => Number(e.dataset.first)));
    return firsts.some((f, i) => f <= 9999990 && (firsts[i + 1] ?? Infinity) > 9999990);
  }).toBe(true);
  await input.fill('10000000');
  await input.press('Enter');
  await expect(page.locator('.jump-note')).toHaveText('The table stops at 9999999: raise N to see state 10000000.');
});
