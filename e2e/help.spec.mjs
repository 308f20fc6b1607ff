// The help panel's list of the notation (issue 47): the heap games first, then every family's line, each family's
// from its own words file (www/i18n/families/<id>.js, gathered into the help), in English and 简体中文, from the
// bundled page and from the modules as they are.
import { test, expect, open } from './fixtures.mjs';

const DESK = { viewport: { width: 1280, height: 800 } };
// The notation of the heap games, as the reference writes them, then the families' keywords.
const HEAP_GAMES = ['nim', 'sub(1,3,4), sub(1..3), bash(4)', 'allbut(1,2)', 'kayles = 0.77', 'dawson = 0.07',
  'grundy = 4!.0', '0.d1d2…', 'graph(0>1, 1>2)'];
const FAMILIES = ['misere', 'staircase', 'boxes', 'stoned', 'thanos', 'moore', 'wythoff', 'tree', 'hackenbush',
  'every', 'geography'];
const LINES = {
  en: {
    'moore(k)': "Moore's Nim-k: take from up to k heaps",
    'geography(0-1 1-2 2-0)': 'Geography on an undirected graph (二分图博弈): the token moves along an edge to a vertex it has not stood on; position = the vertices it stood on, its own last (0 2)',
    nim: 'Nim: take any number from one heap',
  },
  zh: {
    'moore(k)': 'Moore 的 Nim-k：每次最多从 k 堆取',
    'geography(0-1 1-2 2-0)': '无向图上的 Geography（二分图博弈）：棋子沿边走到没站过的顶点；局面是它站过的顶点，最后一个是它所在之处（0 2）',
    nim: '尼姆博弈：从一堆中取任意个',
  },
};

/** The help's notation list in `box`: each line's notation and meaning, in order. */
async function notation(box) {
  await expect(box.locator('dt').first()).toBeVisible();
  return box.locator('dl').first().evaluate((dl) => [...dl.querySelectorAll('dt')]
    .map((dt) => [dt.textContent, dt.nextElementSibling.textContent]));
}

/** The lines say the heap games first, then a line for each family; the lines of `lang` are there, and on screen. */
async function saysEveryGame(box, lang) {
  const lines = await notation(box);
  expect(lines.slice(0, HEAP_GAMES.length).map(([code]) => code)).toEqual(HEAP_GAMES);
  const rest = lines.slice(HEAP_GAMES.length).map(([code]) => code);
  expect(rest).toHaveLength(FAMILIES.length);
  for (const word of FAMILIES) expect(rest.filter((code) => code.startsWith(word)), word).toHaveLength(1);
  for (const [code, meaning] of Object.entries(LINES[lang])) {
    expect(lines).toContainEqual([code, meaning]);
    const dd = box.locator('dt', { has: box.page().locator(`code:text-is("${code}")`) }).locator('xpath=following-sibling::dd[1]');
    await dd.scrollIntoViewIfNeeded();
    await expect(dd).toBeVisible();
    await expect(dd).toHaveText(meaning);
  }
}

for (const lang of ['en', 'zh']) {
  test.describe(`(${lang}) 1280 x 800`, () => {
    test.use(DESK);

    test(`(${lang}) the help lists the heap games, then each family's line from its own words`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      await page.locator('.help-menu summary').click();
      await saysEveryGame(page.locator('[data-role=help]'), lang);
    });
  });
}

test('the help of an explorer loaded from its modules gathers the families\' lines too', async ({ page }) => {
  await page.goto('/e2e/fixtures/two-elements-modules.html');
  const two = page.locator('#two'); // lang="zh"
  await expect(two.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await page.evaluate(() => document.querySelector('#two').setAttribute('controls', 'full')); // its menus
  await two.locator('.help-menu summary').click();
  await saysEveryGame(two.locator('[data-role=help]'), 'zh');
});
