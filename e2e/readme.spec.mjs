// The README's figure, docs/first-picture.svg, is the graph view's own SVG export of the notes' first picture (one
// heap of 5, take 1 to 3), as the page draws it today: a change to the drawing fails here until the figure is made
// again (UPDATE_FIGURE=1 npx playwright test --config e2e/playwright.config.mjs readme).
import { test, expect, subtractionByDefinition } from './fixtures.mjs';
import fs from 'node:fs';

test('the README\'s figure is what the graph view exports for the notes\' first picture', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lang=en&game=sub(1..3)&position=5&n=6&step=5&theme=light');
  await expect(page.locator('[data-role=to-end]')).toBeDisabled({ timeout: 20000 }); // every state computed
  await page.locator('.export-menu summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export=svg]').click()]);
  const svg = fs.readFileSync(await download.path(), 'utf8');
  // The notes' numbers, from the rules: SG = 0, 1, 2, 3, 0, 1.
  const values = subtractionByDefinition([1, 2, 3], 6);
  for (const g of new Set(values)) expect(svg).toContain(`>SG ${g}<`);
  const figure = new URL('../docs/first-picture.svg', import.meta.url);
  if (process.env.UPDATE_FIGURE) fs.writeFileSync(figure, svg);
  expect(svg, 'docs/first-picture.svg is not what the page exports now (UPDATE_FIGURE=1 makes it again)')
    .toBe(fs.readFileSync(figure, 'utf8'));
});
