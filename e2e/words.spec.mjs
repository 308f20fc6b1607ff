// No word on screen is a catalog key: a sentence the catalog lacks (or has only in a file that has not loaded yet)
// shows as its key ("rulesExampleNone"), which no user can read. The keys come from the catalog's own files, loaded
// in the page; the page is read with its menus and its rules panel open, as a user opens them, in both languages, on
// the landing page, a lesson, a game of one's own rules and an embed.
import { readFileSync } from 'node:fs';
import { test, expect, open } from './fixtures.mjs';

const king = readFileSync(new URL('../examples/rules/king.rules', import.meta.url), 'utf8');
const PAGES = [
  ['the landing page', (lang) => `/?lang=${lang}`],
  ['a lesson', (lang) => `/?lesson=hdu1524&lang=${lang}`],
  ['a game of its own rules', (lang) => `/?${new URLSearchParams({ rules: king, game: 'king', n: 12, lang })}`],
  ['an embed', (lang) => `/embed.html?lang=${lang}&game=sub(1..3)&position=5`],
];

/** Every text a user reads in the page (its shadow roots too): text nodes, options, and the labels, titles and
 * placeholders of elements, each with where it is. Rule text in a box is the user's, not the page's. */
const words = (page) => page.evaluate(() => {
  const out = [];
  const read = (root) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) read(el.shadowRoot);
      if (el.closest('textarea, script, style')) continue;
      const where = el.dataset.role || el.className?.baseVal || el.className || el.tagName;
      for (const node of el.childNodes) if (node.nodeType === 3 && node.textContent.trim()) out.push([node.textContent.trim(), where]);
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) if (el.getAttribute(attr)) out.push([el.getAttribute(attr), `${where} [${attr}]`]);
    }
  };
  read(document);
  return out;
});

/** The catalog's keys of more than one word (`rulesExampleNone`: a one-word key such as `play` reads as a word, and
 * English tabs say "play"), from its files as the browser loads them (gathered from the families' and the views'
 * words). */
const catalogKeys = (page, lang) => page.evaluate(async (lang) => {
  const files = await Promise.all([lang, `${lang}-views`].map((f) => import(`/www/i18n/${f}.js`)));
  return files.flatMap((f) => Object.entries(f.STRINGS)).map(([key]) => key).filter((key) => /[a-z][A-Z]/.test(key));
}, lang);

for (const lang of ['en', 'zh']) {
  for (const [name, url] of PAGES) {
    test(`(${lang}) ${name} shows no catalog key as words, its menus and rules panel open`, async ({ page }) => {
      await open(page, url(lang));
      const keys = new Set(await catalogKeys(page, lang));
      expect(keys.size).toBeGreaterThan(300);
      const shown = async () => (await words(page)).filter(([text]) => keys.has(text));
      await expect.poll(shown).toEqual([]);
      // Then what a user opens: the rules panel and each menu (the full page's), one after another.
      for (const sel of ['[data-role=rules-panel]', '.share-menu', '.help-menu', '.export-menu']) {
        const menu = page.locator(sel).first();
        if (!(await menu.isVisible())) continue;
        if ((await menu.getAttribute('open')) === null) await menu.locator('summary').first().click();
        await expect.poll(shown, `${sel} open`).toEqual([]);
      }
    });
  }
}
