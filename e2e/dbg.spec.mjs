import { test, expect } from './fixtures.mjs';
test('dbg', async ({ page }) => {
  for (const url of ['/?lang=en&game=misere(graph(0>1))&position=1&view=mex', '/?lang=en&game=misere(graph(0>1))&position=1&view=graph', '/?lang=en&game=misere(nim)&position=0&view=mex','/?lang=en&game=misere(graph(0>1))&position=1&view=table']) {
  await page.goto(url);
  await page.waitForTimeout(1500);
  await page.keyboard.press('Home');
  await page.waitForTimeout(300);
  console.log('URL', url, '\n  ', (await page.locator('[role=status]').first().innerText()).slice(0,200), '|', (await page.locator('[data-role=summary]').innerText()).replace(/\s+/g,' ').slice(0,300));
  }
});
