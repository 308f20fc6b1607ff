// Issue 24: each guide of docs/embedding.md has an example site (examples/embed/NAME), built the way the guide says
// by `make guides` (scripts/guides.sh: the packed element installed with npm, copied to the site's static folder, the
// site built by its own generator). The post must show the element, compact and in the post's language, with nothing
// fetched from another host and no console error.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';
import { serve } from './static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

const GUIDES = [
  { name: 'vitepress', out: 'docs/.vitepress/dist', post: '/' },
  { name: 'hexo', out: 'public', post: '/2026/11/25/sg/' },
  { name: 'docusaurus', out: 'build', post: '/blog/2026/11/25/sg' },
];

for (const guide of GUIDES) {
  test.describe(guide.name, () => {
    let server;
    test.beforeAll(async () => {
      const out = join(ROOT, 'examples/embed', guide.name, guide.out);
      if (!existsSync(join(out, 'grundy/www/grundy-explorer.js'))) throw new Error(`${out}: no site with the element; run make guides (make test does)`);
      server = await serve(out);
    });
    test.afterAll(() => server?.close());

    test(`${guide.name}: the post shows the element, compact, in the post's language, from the site alone`, async ({ page }) => {
      const outside = [];
      page.on('request', (r) => { if (!r.url().startsWith(server.origin) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) outside.push(r.url()); });
      await page.goto(`${server.origin}${guide.post}`);
      const el = page.locator('grundy-explorer').first();
      await expect(el.locator('.node[data-state="9"]')).toBeVisible({ timeout: 30000 });
      await expect(el.locator('[data-role=notice]')).toBeHidden();
      await expect(el.locator('[data-role=caption-text]')).toHaveText('取子游戏 (S-Nim) · sub(1,3,4): 9');
      await expect(el.locator('[role=tablist]')).toBeHidden();
      // The player works in the built page (a framework's hydration must leave the element alone).
      await el.locator('[data-role=forward]').click();
      await expect(el.locator('[data-role=step-label]')).toHaveText('第 2 / 10 步');
      expect(outside).toEqual([]);
    });
  });
}
