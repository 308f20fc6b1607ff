// The Python package's notebook widget (python/grundy/widget.js): in an output cell it shows <grundy-explorer> with
// the widget's traits as attributes, follows a trait that changes, and sends back the state the element shows.
import { test, expect } from './fixtures.mjs';

for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
  test(`the widget shows the explorer with its traits at ${size.width} x ${size.height}`, async ({ page }) => {
    await page.setViewportSize(size);
    await page.goto('/e2e/fixtures/widget.html?game=sub(1,3,4)&position=9&view=mex&lang=en');
    const element = page.locator('#cell grundy-explorer');
    await expect(element).toHaveAttribute('game', 'sub(1,3,4)');
    const status = element.locator('[role=status]');
    await expect(status).not.toBeEmpty({ timeout: 20000 });
    // sub(1,3,4) at 9, the mex view: the options 8, 6, 5, whose values by the mex are G = 1, 2, 3
    // (G = 0 1 0 1 2 3 2 0 1 …).
    await expect(element.getByText('SG(9) = mex')).toBeVisible();
    // The explorer's root: the shadow's div (its stylesheets are links beside it, the views' one added later).
    const shown = await element.evaluate((e) => [...e.shadowRoot.children].find((c) => c.localName === 'div').innerText);
    for (const option of [/→ 8\s*SG 1/, /→ 6\s*SG 2/, /→ 5\s*SG 3/]) expect(shown).toMatch(option);
    const box = await element.boundingBox();
    expect(box.width).toBeGreaterThan(size.width * 0.8);
    expect(box.height).toBeGreaterThan(200);
    // The state the element shows comes back to the widget (Python's `explorer.shown`).
    await expect.poll(() => page.evaluate(() => window.savedShown?.game)).toBe('sub(1,3,4)');
    // A trait set from Python changes the element.
    await page.evaluate(() => window.setTrait('lang', 'zh'));
    await expect(element).toHaveAttribute('lang', 'zh');
    await expect(element).not.toHaveAttribute('view', /table/);
    await page.evaluate(() => window.setTrait('view', 'table'));
    await expect(element).toHaveAttribute('view', 'table');
  });
}
