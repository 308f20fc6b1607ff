// A blank page of this repository in headless Chromium, served on `port`, for the benchmarks that time the page's
// engine (bench/wasm.mjs, bench/rules.mjs): `withPage(port, (page) => …)` resolves with what the callback returns.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

export async function withPage(port, use) {
  const server = spawn('python3', ['-m', 'http.server', String(port), '--bind', '127.0.0.1'], { cwd: root, stdio: 'ignore' });
  const browser = await chromium.launch(CHROMIUM);
  try {
    const page = await browser.newPage();
    for (let i = 0; ; i++) {
      try { await page.goto(`http://127.0.0.1:${port}/bench/blank.html`); break; } catch (e) {
        if (i > 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    return await use(page);
  } finally {
    await browser.close();
    server.kill();
  }
}
