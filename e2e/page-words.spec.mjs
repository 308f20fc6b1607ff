// The full page's first download (issue 47): the words of the language it speaks, not the other's (an English
// reader got the Chinese views' words too), nor the lessons' code; the other language's come when the menu picks it.
import { test, expect, open } from './fixtures.mjs';

// A sentence of each language's first file of words (www/i18n/en.js, zh.js): the header's tagline.
const TAGLINE = { en: 'Sprague–Grundy explorer', zh: 'Sprague–Grundy 定理演示' };
// The lesson panel's code (www/lesson.js) and the gallery's (www/gallery.js): their class names.
const LESSON_CODE = ['lesson-all', 'course-notes'];
const SIZES = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
];

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);
    for (const [lang, other] of [['en', 'zh'], ['zh', 'en']]) {
      test(`the page in ${lang} downloads its own words first, the other language's when picked`, async ({ page }) => {
        const bodies = []; // the scripts the page fetched, as text
        page.on('response', async (res) => {
          if (new URL(res.url()).pathname.endsWith('.js')) bodies.push(await res.text().catch(() => ''));
        });
        await open(page, `/index.html?lang=${lang}&game=nim&position=3%204%205`);
        await page.waitForLoadState('networkidle');
        const h1 = page.locator('header.top h1 small');
        await expect(h1).toHaveText(TAGLINE[lang]);
        const fetched = bodies.join('\n');
        expect(fetched.includes(TAGLINE[lang]), `${lang}'s words`).toBe(true);
        expect(fetched.includes(TAGLINE[other]), `${other}'s words`).toBe(false);
        for (const name of LESSON_CODE) expect(fetched.includes(name), `the lessons' code (${name})`).toBe(false);
        // The menu switches: the other language's words come then, and the header says them.
        await page.selectOption('#lang', other);
        await expect(h1).toHaveText(TAGLINE[other]);
        await expect(page.locator('[role=status]')).not.toBeEmpty();
        expect(await page.locator('html').getAttribute('lang')).toBe(other === 'zh' ? 'zh-CN' : 'en');
      });
    }
  });
}
