// Issue 47, the first view light: an element in a post that shows a graph downloads at most 8 files of ours, at most
// 140 KB gzipped in English and in 简体中文 (each file as served, gzip -9, as bench/page.mjs counts it), draws without
// the worker, and its download holds no pattern finder; the table's patterns are found once, in the worker, and
// lighting a law asks nothing more. The post: e2e/fixtures/embed-first.html, whose element takes the query's attributes.
import { gzipSync } from 'node:zlib';
import { test, expect } from './fixtures.mjs';

const POST = '/e2e/fixtures/embed-first.html';
const MOST_FILES = 8;
const MOST_BYTES = 140 * 1024;
const SIZES = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    for (const lang of ['en', 'zh']) {
      test(`a graph in a post comes in at most ${MOST_FILES} files (140 KB gzipped), without the worker (${lang})`, async ({ page }) => {
        // Ours: what the element fetches (www/, pkg/), not the post's own page, script, styles and icon.
        const ours = new Map(); // path → the served bytes
        page.on('response', async (res) => {
          const path = new URL(res.url()).pathname;
          if (!/^\/(www|pkg)\//.test(path) || path === '/www/icon.svg') return;
          ours.set(path, await res.body().catch(() => Buffer.alloc(0)));
        });
        await page.goto(`${POST}?${new URLSearchParams({ game: 'sub(1..3)', position: '5', lang })}`);
        const el = page.locator('#post');
        await expect(el.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
        // What the reader sees: the graph, with the heap of 5 among its states.
        await expect(el.locator('[data-panel=graph] [data-state="5"]')).toBeVisible();
        await expect(el.locator('[data-role=caption-text]')).toContainText('sub(1..3): 5');
        await page.waitForLoadState('networkidle');
        const files = [...ours.keys()].sort();
        // Neither the worker nor an engine of its own: the main thread's first-view build draws it alone.
        expect(files.filter((f) => f.endsWith('.wasm')), files.join(' ')).toEqual(['/pkg/grundy_first_bg.wasm']);
        expect(files.filter((f) => /worker/.test(f)), files.join(' ')).toEqual([]);
        expect(files.length, files.join(' ')).toBeLessThanOrEqual(MOST_FILES);
        // The bytes of a post in either language, as bench/page.mjs counts them (a Chinese post's words weigh about
        // 1 KB more: the core's messages in 简体中文 come only when one is said, i18n/zh-views.js).
        const bytes = [...ours.values()].reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
        expect(bytes, `${(bytes / 1024).toFixed(1)} KB gzipped: ${files.join(' ')}`).toBeLessThanOrEqual(MOST_BYTES);
        const box = await el.boundingBox();
        expect(box.width).toBeGreaterThan(300);
        expect(box.width).toBeLessThanOrEqual(size.use.viewport.width);
      });
    }
  });
}

test('the first view holds no pattern finder: the table finds its patterns once in the worker, and a lit law asks nothing more', async ({ page }) => {
  // The tasks the page posts to its worker.
  await page.addInitScript(() => {
    const post = Worker.prototype.postMessage;
    window.workerTasks = [];
    Worker.prototype.postMessage = function (message, ...rest) {
      if (message?.task) window.workerTasks.push(message.task);
      return post.call(this, message, ...rest);
    };
  });
  await page.goto(`${POST}?${new URLSearchParams({ game: 'sub(1..3)', n: '40', view: 'table', panels: 'patterns', lang: 'en' })}`);
  const el = page.locator('#post');
  await expect(el.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  // The engine a first view downloads has no finder to call.
  const exports = await page.evaluate(async () => Object.keys(await import('/pkg/grundy_first.js')));
  expect(exports).toContain('layoutGraph');
  expect(exports).not.toContain('findPatterns');
  expect(exports).not.toContain('predictPatterns');
  // Nor the XOR's trace: a graph marks the position's heaps from its parts; the XOR view asks the worker.
  expect(exports).not.toContain('xorTrace');
  // Take 1 to 3: G(n) = n mod 4 (Bouton's bash game), the law the finder states and lights beside the table.
  const patterns = el.locator('.pattern-list li');
  await expect(patterns.first()).toBeVisible({ timeout: 20000 });
  const toggle = el.locator('.pattern-toggle').first();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(el.locator('.law-check .law-summary')).toBeVisible();
  const cells = await el.locator('.law-check .law-cell').evaluateAll((all) => all.map((c) => [Number(c.dataset.n), Number(c.dataset.law)]));
  expect(cells.length).toBeGreaterThan(10);
  for (const [n, law] of cells) expect(law, `G(${n})`).toBe(n % 4);
  await toggle.click();
  await expect(el.locator('.law-check')).toBeEmpty();
  await el.locator('.pattern-toggle').first().click();
  await expect(el.locator('.law-check .law-summary')).toBeVisible();
  // One request found the patterns and what each predicts: lighting laws asked for nothing.
  const tasks = await page.evaluate(() => window.workerTasks.filter((t) => /Pattern/.test(t)));
  expect(tasks).toEqual(['predictPatterns']);
});

// The core's messages in 简体中文 are not in a first view's download: a post whose attribute is wrong still says why in
// its language (the words come when the error is first said), and in English at once (the core's own words).
for (const size of SIZES) {
  test(`a wrong position in a post is said in its language, though its first download has no messages (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext(size.use);
    const page = await context.newPage();
    const said = {
      zh: "石子堆里出现了意外的字符 'x'（这里应当是数字）（第 3 列）",
      en: "unexpected 'x' in the heap sizes (expected numbers) at column 3",
    };
    for (const lang of ['zh', 'en']) {
      await page.goto(`${POST}?${new URLSearchParams({ game: 'sub(1..3)', position: '5 x', lang })}`);
      const caption = page.locator('#post [data-role=caption-text]');
      await expect(caption).toHaveText(said[lang], { timeout: 20000 });
      await expect(caption).toBeVisible();
      const box = await caption.boundingBox();
      expect(box.x + box.width).toBeLessThanOrEqual(size.use.viewport.width);
    }
    await context.close();
  });
}
