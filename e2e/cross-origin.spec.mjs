// <grundy-explorer> loaded from another origin, as a blog loads it from a CDN (issue 20, M1): its worker, wasm and
// stylesheet come from there. The other origin is a second server here that sends the CORS header docs/explorer.md
// asks a host for; without the worker trampoline the page failed with a SecurityError.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

let server;
let origin;
test.beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    try {
      const body = await readFile(join(ROOT, path));
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});
test.afterAll(() => new Promise((resolve) => server.close(resolve)));

test('an explorer from another origin computes in its worker and draws with its styles', async ({ page }) => {
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.goto(`/e2e/fixtures/cross-origin.html?from=${encodeURIComponent(origin)}`);
  const far = page.locator('#far');
  // Kayles to 3000 is a bundle, which always runs in the worker: its period (Guy and Smith: 12 from 71) shows.
  await expect(far.locator('.table-period')).toContainText('12', { timeout: 20000 });
  expect(requests.some((u) => u.startsWith(origin) && u.endsWith('/www/core/worker.js'))).toBe(true);
  expect(requests.some((u) => u.startsWith(origin) && u.endsWith('.wasm'))).toBe(true);
  // The stylesheet applied: the tabs are laid out as buttons, not unstyled text.
  const tab = far.locator('[role=tab][data-view=table]');
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(await tab.evaluate((el) => getComputedStyle(el).cursor)).toBe('pointer');
});
