// Issue 24: each guide of docs/embedding.md has an example site (examples/embed/NAME) built here the way the guide
// says: the packed element (make package) installed with npm, copied to the site's static folder, and the site built
// by its own generator. The post must show the element, compact and in the post's language, with nothing fetched
// from another host and no console error.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';
import { serve } from './static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKED = join(ROOT, 'target/package');

const GUIDES = [
  { name: 'vitepress', out: 'docs/.vitepress/dist', post: '/' },
  { name: 'hexo', out: 'public', post: '/2026/11/25/sg/' },
  { name: 'docusaurus', out: 'build', post: '/blog/2026/11/25/sg' },
];

for (const guide of GUIDES) {
  test.describe(guide.name, () => {
    test.describe.configure({ timeout: 240_000 });
    let server;
    test.beforeAll(async () => {
      test.setTimeout(240_000);
      const dir = join(ROOT, 'examples/embed', guide.name);
      const tarball = existsSync(PACKED) && readdirSync(PACKED).find((f) => f.endsWith('.tgz'));
      if (!tarball) throw new Error('no package in target/package: run `make package` (make test does)');
      if (!existsSync(join(dir, 'node_modules'))) throw new Error(`${dir}: run scripts/setup.sh test (make test does)`);
      const run = (...args) => execFileSync('npm', args, { cwd: dir, stdio: 'pipe', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } });
      run('install', '--no-save', '--offline', '--no-audit', '--no-fund', join(PACKED, tarball));
      run('run', 'build');
      server = await serve(join(dir, guide.out));
    });
    test.afterAll(() => server?.close());

    test(`${guide.name}: the post shows the element, compact, in the post's language, from the site alone`, async ({ page }) => {
      const outside = [];
      page.on('request', (r) => { if (!r.url().startsWith(server.origin) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) outside.push(r.url()); });
      await page.goto(`${server.origin}${guide.post}`);
      const el = page.locator('grundy-explorer').first();
      await expect(el.locator('[data-role=notice]')).toHaveText('N 已增加到 10，以画出局面中大小为 9 的堆。', { timeout: 30000 });
      await expect(el.locator('.node[data-state="9"]')).toBeVisible();
      await expect(el.locator('[data-role=caption-text]')).toHaveText('取子游戏 (S-Nim) · sub(1,3,4): 9');
      await expect(el.locator('[role=tablist]')).toBeHidden();
      // The player works in the built page (a framework's hydration must leave the element alone).
      await el.locator('[data-role=forward]').click();
      await expect(el.locator('[data-role=step-label]')).toHaveText('第 2 / 10 步');
      expect(outside).toEqual([]);
    });
  });
}
