// Nothing a link, an attribute or an API call holds can break the page (issue 20): the module survives a trap and
// every explorer on the page goes on; inputs that trapped or froze it before are refused with a message.
import { test, expect } from './fixtures.mjs';

const status = (scope) => scope.locator('[role=status]');

test('a trap in the module re-creates it, and both explorers on the page go on working', async ({ page }) => {
  await page.goto('/e2e/fixtures/two-elements-modules.html');
  const one = page.locator('#one');
  const two = page.locator('#two');
  await expect(status(one)).toHaveText('SG(0) = mex{} = 0 — P-position (必败态)', { timeout: 20000 });
  await expect(two.locator('.table-period')).toContainText('循环节');
  // A forced trap on the main thread's module and on the worker's: each call fails with a code, not a dead module.
  const codes = await page.evaluate(async () => {
    const { core } = await import('/www/core/wasm.js');
    const { compute } = await import('/www/core/compute.js');
    const out = [];
    try { core.trapForTest(); } catch (e) { out.push(e.code); }
    try { core.normalizeGame('nim'); } catch (e) { out.push(e.code); } // while it is re-created
    try { await compute('trapForTest', [], { where: 'worker' }); } catch (e) { out.push(e.code); }
    return out;
  });
  expect(codes).toEqual(['ModuleTrap', 'ModuleRestarting', 'ModuleTrap']);
  // Both come back: the main thread's module and the worker's answer again.
  await expect.poll(() => page.evaluate(async () => {
    const { core } = await import('/www/core/wasm.js');
    try { return core.normalizeGame('kayles'); } catch (e) { return e.code; }
  })).toBe('0.77');
  const values = await page.evaluate(async () => {
    const { compute } = await import('/www/core/compute.js');
    return Array.from(await compute('grundyValues', ['kayles', 3000], { where: 'worker' }).then((v) => v.slice(0, 12)));
  });
  expect(values).toEqual([0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]); // Kayles, from the literature (Guy & Smith)
  // A job sent to the worker right behind one that traps waits for the module to be back, and is answered.
  const behind = await page.evaluate(async () => {
    const { compute } = await import('/www/core/compute.js');
    const trap = compute('trapForTest', [], { where: 'worker' }).catch((e) => e.code);
    const next = compute('grundyValues', ['kayles', 12], { where: 'worker' }).then((v) => Array.from(v), (e) => e.code);
    return [await trap, await next];
  });
  expect(behind).toEqual(['ModuleTrap', [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]]);
  // Each explorer answers new input, on the new module.
  await page.evaluate(() => document.querySelector('#one').setAttribute('position', '7'));
  await expect(one.locator('[data-role=summary]')).toContainText('7');
  await page.evaluate(() => document.querySelector('#two').setAttribute('view', 'mex'));
  await expect(two.locator('[role=tab][data-view=mex]')).toHaveAttribute('aria-selected', 'true');
  await expect(status(two)).toContainText('SG = ');
  for (const el of [one, two]) {
    await expect(el.locator('[data-role=game-error]')).toBeEmpty();
    await expect(el.locator('[data-role=position-error]')).toBeEmpty();
  }
});

test('a re-creation that fails (the glue cannot be fetched) is tried again, and the explorers ask again what it refused', async ({ page }) => {
  await page.goto('/e2e/fixtures/two-elements-modules.html');
  const one = page.locator('#one');
  await expect(status(one)).not.toBeEmpty({ timeout: 20000 });
  await expect(status(page.locator('#two'))).not.toBeEmpty();
  // Each fetch of the glue for a new module instance is cut off, as by a lost connection, until the test lets them
  // through: whoever calls the core meanwhile (the test, an explorer) starts another attempt, which fails too.
  let cut = true;
  const fetched = [];
  await page.route(/\/pkg\/grundy(_first)?\.js\?instance=/, (route) => {
    fetched.push(cut ? 'cut' : 'through');
    return cut ? route.abort('aborted') : route.continue();
  });
  const code = await page.evaluate(async () => {
    const { core } = await import('/www/core/wasm.js');
    try { core.trapForTest(); } catch (e) { return e.code; }
  });
  expect(code).toBe('ModuleTrap');
  await expect.poll(() => fetched.length).toBeGreaterThan(0);
  // Meanwhile the reader steps and gives a position: the worker analyses it, but the main thread's module cannot
  // draw the view; nothing is thrown, and the position is kept.
  await one.locator('[data-role=forward]').click();
  await page.evaluate(() => document.querySelector('#one').setAttribute('position', '7'));
  await expect(one.locator('[data-role=summary]')).toContainText('sub(1..3): 7');
  // The connection is back: the next call starts an attempt that goes through, and the explorer, told the module
  // is back, reads its position again.
  cut = false;
  await expect.poll(() => page.evaluate(async () => {
    const { core } = await import('/www/core/wasm.js');
    try { return core.normalizeGame('kayles'); } catch (e) { return e.code; }
  })).toBe('0.77');
  expect(fetched).toContain('through');
  await expect(one.locator('[data-panel=graph] [role=group]')).toHaveAttribute('aria-label', /^state graph: 8 states/);
  const errors = one.locator('[data-role=game-error], [data-role=position-error]');
  await expect(errors.filter({ hasText: /./ })).toHaveCount(0);
  await expect(one.locator('[data-role=summary]')).toContainText('7');
  await expect(status(one)).not.toBeEmpty();
});

test('a position whose search is refused after seconds is searched in the worker: the page stays live meanwhile', async ({ page }) => {
  // Issue 20, M3: misère Kayles 100 100 froze the main thread 4-5 s before its refusal. The core bounds its work
  // (requestCost), so it goes to the worker: the progress bar, shown after 120 ms of waiting, is painted while it
  // runs, which a blocked main thread could not do. Since issue 38 the search refuses 100 100 before it starts (it
  // must visit more positions than it may); 30 30 still fills the search for seconds before its refusal. Misère
  // Kayles is now answered by its quotient; misère 0.6, whose quotient passes the analysis's order, behaves so.
  await page.goto('/?lang=en&game=kayles&n=20');
  await expect(page.locator('.sg-cell')).toHaveCount(20, { timeout: 20000 });
  // The core's own word (its modules: the page runs a bundle of them, with its own instance).
  const cost = await page.evaluate(async () => {
    const { core, ready } = await import('/www/core/wasm.js');
    await ready;
    return core.requestCost('analyze', ['misere(0.6): 100 100']);
  });
  expect(cost.mainThread).toBe(false);
  await page.fill('[data-role=game]', 'misere(0.6)');
  await page.fill('[data-role=position]', '100 100');
  await expect(page.locator('[data-role=position-error]')).toContainText('more than 131072 positions to search');
  await page.fill('[data-role=position]', '30 30');
  await expect(page.locator('[data-role=progress]')).toBeVisible({ timeout: 10000 });
  await expect(page.locator('[data-role=position-error]')).toContainText('misere(0.6): 30 30 has more than 131072 positions to search', { timeout: 30000 });
});

// A post read offline, or with the engine's URL broken: each element says so in its own language, where the view
// would be, even an element that shows the view alone (controls="none").
const SIZES = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
];
const NOT_LOADED = {
  en: /^Grundy could not load its engine \(.+\)\. Check the connection, then reload the page\.$/,
  zh: /^Grundy 的计算引擎没能加载（.+）。请检查网络连接，然后刷新页面。$/,
};
for (const size of SIZES) {
  test(`an engine that cannot be fetched is said in each element's language, even with the view alone (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext(size.use);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (err) => problems.push(err.message));
    await page.route(/\/pkg\/grundy\w*_bg\.wasm$/, (route) => route.abort('failed'));
    const body = `<!doctype html><html lang="zh-CN"><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <script type="module" src="/www/grundy-explorer.js"></script><body>
      <grundy-explorer id="zh" game="kayles" position="5 6"></grundy-explorer>
      <grundy-explorer id="en" game="kayles" position="5 6" lang="en"></grundy-explorer>
      <grundy-explorer id="alone" game="kayles" position="5 6" lang="en" controls="none"></grundy-explorer></body>`;
    await page.route('**/offline-post.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto('/offline-post.html');
    for (const [id, lang] of [['zh', 'zh'], ['en', 'en'], ['alone', 'en']]) {
      const said = page.locator(`#${id} [data-role=caption-text]`);
      await expect(said).toHaveText(NOT_LOADED[lang], { timeout: 20000 });
      await expect(said).toBeVisible();
      const box = await said.boundingBox();
      expect(box.height, id).toBeGreaterThan(8);
      expect(box.x + box.width, id).toBeLessThanOrEqual(size.use.viewport.width);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
