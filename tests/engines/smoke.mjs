// The main views, a rule game, a lesson and the element in the two engines the Playwright tests do not run: WebKit
// (every iPhone browser is WebKit) and Firefox, at a phone's 390 × 844 and at 1280 × 800. Each page must show what
// its game's definition says (values computed here, not by the page), overflow nothing sideways, and report no
// console error, uncaught error, unhandled rejection or failed request. `make test-engines`; ENGINES_SHOTS=DIR
// saves a screenshot of each page there.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { serve } from './serve.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SIZES = [[390, 844], [1280, 800]];
const SHOTS = process.env.ENGINES_SHOTS;

/* ---------- the answers, from the games' definitions ---------- */

const mex = (values) => { const seen = new Set(values); let m = 0; while (seen.has(m)) m++; return m; };

/** G(0 … n−1) of a subtraction game: take s stones, s in `set`. */
function subtraction(set, n) {
  const g = [];
  for (let x = 0; x < n; x++) g.push(mex(set.filter((s) => s <= x).map((s) => g[x - s])));
  return g;
}

/** Kayles (0.77): take one or two adjacent pins, from the end of a row or from inside it (two rows left). */
function kayles(n) {
  const g = [];
  for (let x = 0; x < n; x++) {
    const options = [];
    for (const k of [1, 2]) for (let a = 0; a + k <= x; a++) options.push(g[a] ^ g[x - k - a]);
    g.push(mex(options));
  }
  return g;
}

/** Lasker's Nim, by its closed form (Lasker 1931; Berlekamp, Conway and Guy, Winning Ways, ch. 4): G(4k+1) = 4k+1,
 * G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3. */
const lasker = (n) => Array.from({ length: n }, (_, x) => (x === 0 ? 0 : x % 4 === 3 ? x + 1 : x % 4 === 0 ? x - 1 : x));

const sentence = (x, options) => {
  const set = [...new Set(options)].sort((a, b) => a - b);
  const m = mex(set);
  return `SG(${x}) = mex{${set.join(', ')}} = ${m} — ${m === 0 ? 'P-position (必败态)' : 'N-position (必胜态)'}`;
};

/* ---------- the pages: a URL, what to read there (a function body run in the page) and what it must be; then, for
 * some, what to do (act) and what must follow (then, wantThen) ---------- */

// Runs first in every read: `$` finds in the page or in a root given.
const HELPERS = `
  const $ = (sel, root = document) => root.querySelector(sel);
  const text = (sel, root) => $(sel, root)?.textContent ?? null;
  const sgs = (root = document) => [...root.querySelectorAll('[data-role=values] .sg-cell')].map((c) => Number(c.dataset.sg));
`;

const take3 = subtraction([1, 2, 3], 6);
const heap5 = [1, 2, 3].map((s) => take3[5 - s]);
const table = subtraction([1, 3, 4], 30);
const k = kayles(7);

const PAGES = [
  {
    name: 'landing: the graph of take 1 to 3 from 5, first step',
    url: '/?lang=en',
    read: `return { status: text('[role=status]'), step: text('[data-role=step-label]'), error: text('[data-role=game-error]'),
      nodes: [...document.querySelectorAll('[data-panel=graph] [data-state][data-sg]')].map((e) => [Number(e.dataset.state), Number(e.dataset.sg)]) };`,
    want: { status: sentence(0, []), step: 'step 1 / 6', error: '', nodes: take3.map((g, x) => [x, g]) },
  },
  {
    name: 'mex: heap 5, last step',
    url: '/?lang=en&view=mex&state=5&step=5',
    read: `return { status: text('[role=status]'), step: text('[data-role=step-label]'), error: text('[data-role=game-error]'),
      marked: [...document.querySelectorAll('.tick[data-marked="true"]')].map((e) => Number(e.dataset.value)),
      cursor: Number($('.cursor')?.dataset.value) };`,
    want: { status: sentence(5, heap5), step: 'step 6 / 6', error: '', marked: [...new Set(heap5)].sort((a, b) => a - b), cursor: mex(heap5) },
  },
  {
    name: 'xor: Nim 14 21 39, the sum',
    url: `/?lang=en&game=nim&position=${encodeURIComponent('14 21 39')}&view=xor&step=9`,
    read: `return { status: text('[role=status]'), value: text('.xor-value'), error: text('[data-role=game-error]') };`,
    want: { status: '14 ⊕ 21 ⊕ 39 = 60', value: String(14 ^ 21 ^ 39), error: '' },
  },
  {
    name: 'table: sub(1,3,4) to 30',
    url: `/?lang=en&game=${encodeURIComponent('sub(1,3,4)')}&n=30&view=table`,
    read: `return { values: sgs(), period: /period 7\\b/.test(text('.table-period')), error: text('[data-role=game-error]') };`,
    want: { values: table, period: true, error: '' },
  },
  {
    name: 'rule game: Lasker\'s Nim from examples/rules',
    url: `/?${new URLSearchParams({ rules: readFileSync(`${ROOT}/examples/rules/lasker.rules`, 'utf8'), game: 'lasker', n: 24, view: 'table', lang: 'en' })}`,
    read: 'return { values: sgs(), error: text(\'[data-role=game-error]\') };',
    want: { values: lasker(24), error: '' },
  },
  {
    name: 'lesson: take3, the table scene',
    url: '/?lesson=take3&scene=4&lang=en',
    read: 'return { values: sgs(), next: text(\'.lesson-next\'), error: text(\'[data-role=game-error]\') };',
    want: { values: take3, next: 'Next', error: '' },
  },
  {
    name: 'element: a blog post with two <grundy-explorer>',
    url: '/e2e/fixtures/post.html',
    read: `const post = $('#post')?.shadowRoot, mex = $('#mex')?.shadowRoot;
      return { step: post && text('[data-role=step-label]', post), node9: !!post?.querySelector('.node[data-state="9"]'),
        caption: mex && text('[data-role=caption-text]', mex) };`,
    want: { step: '第 1 / 10 步', node9: true, caption: 'Kayles · 0.77: 5 6' },
    // The caption keeps who wins until the timeline has reached it: the player's last button.
    act: "$('#mex').shadowRoot.querySelector('[data-role=to-end]').click();",
    then: "return { caption: text('[data-role=caption-text]', $('#mex').shadowRoot) };",
    wantThen: { caption: `Kayles · 0.77: 5 6 — SG = ${k[5] ^ k[6]} ≠ 0: the first player (先手) wins` },
  },
];

/* ---------- the runs ---------- */

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Reads until the page shows what it must (it computes as it goes), at most 20 s; then compares for the message. */
async function settle(browser, body, want) {
  let got;
  for (const end = Date.now() + 20000; Date.now() < end; await sleep(100)) {
    got = await browser.run(HELPERS + body);
    if (isDeepStrictEqual(got, want)) return; // (WebKit returns an object's keys in an order of its own)
  }
  assert.deepEqual(got, want);
}

/** The suite in one engine: `launch` is webkit or firefox (drivers.mjs); webkit.mjs and firefox.mjs call it, so
 * `node --test` runs the two engines side by side. */
export function smoke(launch) {
  let server, browser;
  before(async () => {
    server = await serve(ROOT);
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    await server?.close();
  });

  for (const [width, height] of SIZES) {
    for (const page of PAGES) {
      test(`${launch.name}: ${page.name}, ${width} × ${height}`, async () => {
        await browser.size(width, height);
        await browser.open(server.origin + page.url);
        await settle(browser, page.read, page.want);
        if (page.act) {
          await browser.run(HELPERS + page.act);
          await settle(browser, page.then, page.wantThen);
        }
        // Nothing wider than the window: its width is the page's (scrollbars are drawn over the page in both).
        const [clientWidth, innerHeight, scrollWidth] = await browser.run(
          'const e = document.documentElement; return [e.clientWidth, innerHeight, e.scrollWidth]');
        assert.deepEqual([clientWidth, innerHeight], [width, height], 'the window\'s size');
        assert.ok(scrollWidth <= width, `the page is ${scrollWidth} px wide in a ${width} px window`);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await sleep(500); // a screenshot right after the page's first answer can come before its first paint
          writeFileSync(`${SHOTS}/${launch.name}-${PAGES.indexOf(page)}-${width}.png`, await browser.screenshot());
        }
        const problems = [...await browser.run("return window.__grundyErrors ?? ['tests/engines/capture.js did not run']"),
          ...browser.logged(), ...server.failed()];
        assert.deepEqual(problems, [], 'the page reported problems');
      });
    }
  }
}
