// Issue 24: the npm package a blogger installs. `make package` packs it (make test does so before these tests);
// here it is installed with npm into an empty folder, and a host page there loads the element from node_modules,
// under the Content-Security-Policy the package's README gives.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';
import { serve } from './static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const PACKED = join(ROOT, 'target/package');
// The policy package/README.md gives a strict host.
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; worker-src 'self' blob:";

let site;
let server;
let origin;
test.beforeAll(async () => {
  const tarball = existsSync(PACKED) && readdirSync(PACKED).find((f) => f.endsWith('.tgz'));
  if (!tarball) throw new Error('no package in target/package: run `make package` (make test does)');
  site = mkdtempSync(join(tmpdir(), 'grundy-site-'));
  writeFileSync(join(site, 'package.json'), '{ "private": true }\n');
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--silent', join(PACKED, tarball)], { cwd: site, stdio: 'pipe' });
  writeFileSync(join(site, 'post.html'), `<!doctype html>
<html lang="zh-CN">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta http-equiv="Content-Security-Policy" content="${CSP}">
  <title>一篇博客</title>
  <link rel="icon" href="/node_modules/grundy-explorer/www/icon.svg" type="image/svg+xml">
  <script type="module" src="/node_modules/grundy-explorer/www/grundy-explorer.js"></script>
</head>
<body>
  <p>每次可以取 1、3 或 4 颗石子。</p>
  <grundy-explorer game="sub(1,3,4)" position="9"></grundy-explorer>
  <grundy-explorer id="table" game="kayles" n="3000" view="table"></grundy-explorer>
</body>
</html>
`);
  server = await serve(site);
  origin = server.origin;
});
test.afterAll(async () => {
  await server?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

test('the package holds the element, the engine, the exporters, the page and its own README, and nothing else', () => {
  const dir = join(site, 'node_modules/grundy-explorer');
  const readme = readFileSync(join(dir, 'README.md'), 'utf8');
  expect(readme).toContain('<script type="module" src="/node_modules/grundy-explorer/www/grundy-explorer.js"></script>');
  expect(readme).toContain(CSP);
  for (const f of ['www/grundy-explorer.js', 'www/style.css', 'www/core/worker.js', 'pkg/grundy.js', 'pkg/grundy_bg.wasm',
    'pkg/grundy_nosimd_bg.wasm', 'pkg/grundy_small_bg.wasm', 'pkg/grundy_first.js',
    'pkg/grundy_first_bg.wasm', 'pkg/export/export_bg.wasm',
    'index.html', 'embed.html', 'examples/rules/lasker.rules']) {
    expect(existsSync(join(dir, f)), f).toBe(true);
  }
  for (const f of ['crate', 'e2e', 'target', 'node_modules', 'Makefile', 'bench']) expect(existsSync(join(dir, f)), f).toBe(false);
  expect(JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).exports['.']).toBe('./www/grundy-explorer.js');
});

test('a host page loads the installed element under a strict policy: it draws, computes in its worker, and asks no other host', async ({ page }) => {
  const outside = [];
  const violations = [];
  page.on('request', (r) => { if (!r.url().startsWith(origin) && !r.url().startsWith('blob:')) outside.push(r.url()); });
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.goto(`${origin}/post.html`);
  const post = page.locator('grundy-explorer').first();
  // Compact, in the post's language, N grown to draw heap 9 without a word about N (the reader set none).
  await expect(post.locator('.node[data-state="9"]')).toBeVisible({ timeout: 20000 });
  await expect(post.locator('[data-role=notice]')).toBeHidden();
  await expect(post.locator('[data-role=caption-text]')).toHaveText('取子游戏 (S-Nim) · sub(1,3,4): 9');
  // Kayles to 3000 is computed in the worker: its period (Guy and Smith: 12 from 71) shows.
  await expect(page.locator('#table .table-period')).toContainText('12', { timeout: 20000 });
  expect(outside).toEqual([]);
  expect(violations).toEqual([]);
});
