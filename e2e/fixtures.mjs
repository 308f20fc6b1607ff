// Every page test fails on a console error, an uncaught page error or a failed request.
import { readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems = [];
    page.on('console', (msg) => { if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`); });
    page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
    page.on('requestfailed', (req) => {
      // The icon's request is cut off when a test navigates on before it finishes: not a problem of the page.
      if (req.url().endsWith('/icon.svg') && req.failure()?.errorText === 'net::ERR_ABORTED') return;
      // A cancel ends the worker (the core cannot be interrupted) and starts another; a second cancel while that one
      // still loads its scripts aborts their fetch (seen on a busy machine), and so does a test that opens the next
      // page while a worker still fetches the engine, or while a view's code (loaded on first show) is on its way:
      // the page (or the test) meant it. The share menu's live preview (an iframe of embed.html) is cut off the same way
      // when a test opens the next page while the preview still loads.
      const ours = /\/(www\/[\w/-]+\.js|pkg\/grundy(_\w+)?(\.js|\.wasm)|embed\.html)$/.test(new URL(req.url()).pathname);
      if (ours && req.failure()?.errorText === 'net::ERR_ABORTED') return;
      problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`);
    });
    page.on('response', (res) => { if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`); });
    await use(page);
    expect(problems, 'the page reported problems').toEqual([]);
  },
});

export { expect };

/** Opens `url` and waits until the explorer has said something in its status line (the first answer has come). */
export async function open(page, url, timeout = 20000) {
  await page.goto(url);
  await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout });
}

/** G(0..n-1) of a subtraction game, straight from the definition: an independent answer for the page's table. */
export function subtractionByDefinition(set, n) {
  const g = [];
  for (let i = 0; i < n; i++) {
    const options = new Set(set.filter((s) => s <= i).map((s) => g[i - s]));
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

/** The rule text of examples/rules/NAME.rules. */
export const ruleText = (name) => readFileSync(new URL(`../examples/rules/${name}.rules`, import.meta.url), 'utf8');

/** The full page's link with `params`. */
export const link = (params) => `/?${new URLSearchParams(params)}`;

/** The least whole number not in `values`. */
export function mex(values) {
  const seen = new Set(values);
  let m = 0;
  while (seen.has(m)) m++;
  return m;
}
