// <grundy-explorer> loaded from another origin, as a blog loads it from a CDN (issue 20, M1): its worker, wasm and
// stylesheet come from there. The other origin is a second server here that sends the CORS header docs/explorer.md
// asks a host for; without the worker trampoline the page failed with a SecurityError.
import { fileURLToPath } from 'node:url';
import { test, expect } from './fixtures.mjs';
import { serve } from './static-server.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

let server;
let origin;
test.beforeAll(async () => {
  server = await serve(ROOT, { 'Access-Control-Allow-Origin': '*' });
  origin = server.origin;
});
test.afterAll(() => server.close());

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
