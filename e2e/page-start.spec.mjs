// The full page's start (issue 47, its first render): the words of the language it speaks are asked for from <head>,
// beside the page's bundle, not a round trip after its modules have run; each is downloaded once, and the page speaks
// that language. Shown by holding the page's bundle (www/dist/page.js) until the words have been asked for: a page
// that asks for them only from its bundle never would. And its announcer first speaks with the view it speaks of
// (below).
import { test, expect, open } from './fixtures.mjs';

// A sentence of each language's first file of words: the header's tagline.
const TAGLINE = { en: 'Sprague–Grundy explorer', zh: 'Sprague–Grundy 定理演示' };
// A request for one of a language's two files of words (www/dist/en.js and en-views.js, or their hashed names).
const wordsOf = (lang) => new RegExp(`/www/dist/${lang}(-views)?(-[A-Z0-9]+)?\\.js$`);
const SIZES = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
];

for (const size of SIZES) {
  // The language from the URL, and from the browser's when the URL names none.
  for (const { lang, query, locale } of [
    { lang: 'en', query: '?lang=en', locale: 'zh-CN' },
    { lang: 'zh', query: '?lang=zh', locale: 'en-US' },
    { lang: 'zh', query: '', locale: 'zh-CN' },
  ]) {
    test.describe(`${size.name}, a browser in ${locale}`, () => {
      test.use({ ...size.use, locale });
      test(`the page's words in ${lang} (${query || 'no lang'}) are asked for before its bundle has come`, async ({ page }) => {
        const asked = []; // the words' requests, with whether the bundle had come by then
        let bundleCame = false;
        let wordsAsked;
        const words = new Promise((resolve) => { wordsAsked = resolve; });
        page.on('request', (req) => {
          const file = new URL(req.url()).pathname;
          if (!wordsOf('en').test(file) && !wordsOf('zh').test(file)) return;
          asked.push({ file: file.replace(/.*\//, '').replace(/-[A-Z0-9]+\.js$/, '.js'), bundleCame });
          if (asked.length === 2) wordsAsked();
        });
        await page.route('**/www/dist/page.js', async (route) => {
          // Held until both files of words are asked for (a page that asks only from its bundle is let through after a while,
          // to fail below rather than hang).
          await Promise.race([words, new Promise((resolve) => setTimeout(resolve, 5000))]);
          bundleCame = true;
          await route.continue();
        });
        await open(page, `/index.html${query}`);
        await expect(page.locator('header.top h1 small')).toHaveText(TAGLINE[lang]);
        await page.waitForLoadState('networkidle');
        // Both of its language's files, once each, asked for while the bundle was on its way; none of the other's.
        expect(asked).toEqual([
          { file: `${lang}.js`, bundleCame: false },
          { file: `${lang}-views.js`, bundleCame: false },
        ]);
      });
    });
  }
}

// The announcer's first words come with the view they speak of: in the task that draws the graph, not before it nor a
// frame after it (a short table's first sentence is cheap). Each time the page changes, whether the announcer has
// spoken and whether the graph has nodes: never one without the other. SG(0) = mex{} = 0, the first step's sentence.
const FIRST_WORDS = { en: 'SG(0) = mex{} = 0 — P-position (必败态)', zh: 'SG(0) = mex{} = 0 — 必败态 (P-position)' };
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    for (const lang of ['en', 'zh']) {
      test(`the announcer first speaks in the task that draws the view (${lang})`, async ({ page }) => {
        await page.addInitScript(() => {
          window.seen = [];
          new MutationObserver(() => {
            const said = Boolean(document.querySelector('[data-role=status]')?.textContent.trim());
            const drawn = document.querySelectorAll('[data-panel=graph] .node').length > 0;
            const last = window.seen.at(-1);
            if (!last || last.said !== said || last.drawn !== drawn) window.seen.push({ said, drawn });
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await open(page, `/index.html?lang=${lang}`);
        await expect(page.locator('[data-role=status]')).toHaveText(FIRST_WORDS[lang]);
        await expect(page.locator('[data-panel=graph] .node[data-state="5"]')).toBeVisible();
        const seen = await page.evaluate(() => window.seen);
        expect(seen.filter((s) => s.said !== s.drawn)).toEqual([]);
        expect(seen.at(-1)).toEqual({ said: true, drawn: true });
      });
    }
  });
}

// A short table's summary and view are drawn in one task: no frame shows the summary of the first example without
// its graph (a frame waited for between them cost the first words that frame). And the page writes the view into
// its URL after the announcer's first words, in a task of its own (replaceState costs several ms): the address
// bar says the view once it is drawn.
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    for (const lang of ['en', 'zh']) {
      test(`the first example's summary and graph come in the same frame, the URL after the first words (${lang})`, async ({ page }) => {
        await page.addInitScript(() => {
          window.seenFrames = []; // at each frame, whether the summary has its values and the graph its nodes
          const look = () => {
            const summary = document.querySelectorAll('[data-role=values] .sg-cell').length > 0;
            const drawn = document.querySelectorAll('[data-panel=graph] .node').length > 0;
            const last = window.seenFrames.at(-1);
            if (!last || last.summary !== summary || last.drawn !== drawn) window.seenFrames.push({ summary, drawn });
            if (!summary || !drawn) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
          new MutationObserver((_, observer) => {
            if (!document.querySelector('[data-role=status]')?.textContent.trim()) return;
            window.searchAtFirstWords = location.search;
            observer.disconnect();
          }).observe(document, { subtree: true, childList: true, characterData: true });
        });
        await open(page, `/index.html?lang=${lang}`);
        await expect(page.locator('[data-role=status]')).toHaveText(FIRST_WORDS[lang]);
        await expect(page.locator('[data-panel=graph] .node[data-state="5"]')).toBeVisible();
        const frames = await page.evaluate(() => window.seenFrames);
        expect(frames.filter((f) => f.summary && !f.drawn)).toEqual([]);
        expect(frames.at(-1)).toEqual({ summary: true, drawn: true });
        // The URL as it was opened when the announcer first spoke; then the view it shows (the first example's
        // heap of 5 in focus).
        expect(await page.evaluate(() => window.searchAtFirstWords)).toBe(`?lang=${lang}`);
        await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('state'))).toBe('5');
      });
    }
  });
}

// The explorer is built and drawn with the first of its language's two files of words; the second (the page's
// title, the lessons' heading, the menus and the other views) is not waited for, so the last file to come, in a
// busy moment, does not hold the first view. Shown by holding that file until the announcer has spoken (a page
// that waits for it is let through after a while, to fail below rather than hang); then the title and the
// lessons' heading come in the page's language.
const TITLE = { en: 'Grundy — Sprague–Grundy explorer', zh: 'Grundy — SG函数演示' };
const LESSONS_HEAD = { en: 'Lessons: every worked example of the notes', zh: '例题讲解：笔记中的每一个例子' };
for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    for (const lang of ['en', 'zh']) {
      test(`the first view is drawn before the page's second file of words has come (${lang})`, async ({ page }) => {
        let release;
        const spoken = new Promise((resolve) => { release = resolve; });
        let heldInVain = false; // the file was let through before the announcer had spoken
        await page.route(/\/www\/dist\/(en|zh)-views(-[A-Z0-9]+)?\.js$/, async (route) => {
          const late = new Promise((resolve) => setTimeout(() => resolve('late'), 5000));
          if (await Promise.race([spoken, late]) === 'late') heldInVain = true;
          await route.continue();
        });
        await page.goto(`/index.html?lang=${lang}`);
        await expect(page.locator('[data-role=status]')).toHaveText(FIRST_WORDS[lang], { timeout: 20000 });
        release();
        expect(heldInVain).toBe(false);
        await expect(page.locator('[data-panel=graph] .node[data-state="5"]')).toBeVisible();
        await expect(page).toHaveTitle(TITLE[lang]);
        await expect(page.locator('.gallery-head')).toHaveText(LESSONS_HEAD[lang]);
      });
    }
  });
}
