import { test, expect, subtractionByDefinition } from './fixtures.mjs';

const sgOf = (page) => page.locator('.sg-cell').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));

test('opens on the first example of the notes: one heap, take 1 to 3 stones', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.sg-cell')).toHaveCount(20);
  // The note: SG = 0,1,2,3,0,1 for heaps 0..5.
  expect((await sgOf(page)).slice(0, 6)).toEqual([0, 1, 2, 3, 0, 1]);
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 2, 3], 20));
  await expect(page.locator('.sg-cell[data-kind="P"]')).toHaveCount(5);
});

test('the URL chooses the game, and a new game recomputes the table', async ({ page }) => {
  await page.goto('/?game=sub(1,3,4)&n=30');
  await expect(page.locator('.sg-cell')).toHaveCount(30); // the table is computed asynchronously
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 3, 4], 30));
  await page.fill('#game', 'bash(4)');
  await expect(page).toHaveURL(/game=bash%284%29/);
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 2, 3, 4], 30));
});

test('bad notation shows the core\'s error inline and keeps the last table', async ({ page }) => {
  await page.goto('/');
  await page.fill('#game', 'sub(1,,3)');
  await expect(page.locator('#game-error')).toHaveText('empty number at column 7');
  await expect(page.locator('.sg-cell')).toHaveCount(20);
});
