import { test, expect, subtractionByDefinition } from './fixtures.mjs';

const sgOf = (page) => page.locator('.sg-cell').evaluateAll((cells) => cells.map((c) => Number(c.dataset.sg)));

test('opens on the notes\' first picture: a heap of 5, take at most 3, the graph 5 → 4, 3, 2, at its start', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('.sg-cell')).toHaveCount(6);
  // The note: SG = 0,1,2,3,0,1 for heaps 0..5.
  expect(await sgOf(page)).toEqual([0, 1, 2, 3, 0, 1]);
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 2, 3], 6));
  await expect(page.locator('.sg-cell[data-kind="P"]')).toHaveCount(2);
  // The graph at its start: only SG(0) is known, the heap of 5 is marked and its options lit.
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 1 / 6');
  await expect(page.locator('.graph-options')).toHaveText('5 → 4, 3, 2');
  await expect(page.locator('.node.in-position')).toHaveAttribute('data-state', '5');
  await expect(page.locator('.node.option')).toHaveCount(3);
  await expect(page.locator('.node[data-revealed="true"]')).toHaveCount(1);
  await expect(page.locator('[role=status]')).toHaveText('SG(0) = mex{} = 0 — P-position (必败态)');
  // One line says what to try.
  await expect(page.locator('[data-role=hint]')).toContainText('Press ▶');
  // The summary says no more than the graph: SG(0) is known, the rest is "?" until its step (issue 20).
  const shown = () => page.locator('[data-role=values] .sg').allTextContents();
  expect(await shown()).toEqual(['0', '?', '?', '?', '?', '?']);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 3 / 6');
  expect(await shown()).toEqual(['0', '1', '2', '?', '?', '?']);
  await page.keyboard.press('End');
  await expect.poll(shown).toEqual(['0', '1', '2', '3', '0', '1']);
});

test('the URL chooses the game, and a new game recomputes the table', async ({ page }) => {
  await page.goto('/?game=sub(1,3,4)&n=30');
  await expect(page.locator('.sg-cell')).toHaveCount(30); // the table is computed asynchronously
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 3, 4], 30));
  await page.fill('[data-role=game]', 'bash(4)');
  await expect(page).toHaveURL(/game=bash%284%29/);
  expect(await sgOf(page)).toEqual(subtractionByDefinition([1, 2, 3, 4], 30));
});

test('bad notation shows the core\'s error inline; the last table stays, dimmed, and the URL keeps the text', async ({ page }) => {
  await page.goto('/?lang=en');
  await expect(page.locator('.sg-cell')).toHaveCount(6);
  await page.fill('[data-role=game]', 'sub(1,,3)');
  await expect(page.locator('[data-role=game-error]')).toHaveText('empty number at column 7');
  await expect(page.locator('.sg-cell')).toHaveCount(6);
  await expect(page.locator('.gx')).toHaveClass(/stale/);
  await page.fill('[data-role=game]', 'sub(1,3)');
  await expect(page.locator('.gx')).not.toHaveClass(/stale/);
  // A game that parses but whose table is past its limit (a code that splits in three, N = 5000) is refused under
  // N, with the core's limit for it, before any work: the last result dimmed, the game box without error.
  await page.fill('[data-role=n]', '5000');
  await page.fill('[data-role=game]', '8.[3]');
  await expect(page.locator('[data-role=n-error]')).toHaveText('N must be a whole number from 1 to 4096');
  await expect(page.locator('[data-role=game-error]')).toHaveText('');
  await expect(page.locator('.gx')).toHaveClass(/stale/);
  await page.fill('[data-role=n]', '6');
  await page.fill('[data-role=game]', 'sub(1,3)');
  await expect(page.locator('.gx')).not.toHaveClass(/stale/);
  // A graph with a cycle is no error: a loopy game, here a draw.
  await page.fill('[data-role=game]', 'graph(0>1, 1>0)');
  await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', 'D');
  await expect(page.locator('[data-role=game-error]')).toHaveText('');
});
