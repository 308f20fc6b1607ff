// Issue 46, the first five minutes of a blog author who embeds the explorer: the embed keeps the post's answer until
// its steps have shown it, keeps one height through every step, shows the view alone with controls="none", leaves
// the C++ template out unless asked for, takes the post's colours, and the Share menu writes snippets that fit a post
// as they are, with a preview. The post: e2e/fixtures/embed-first.html, a light page whose element takes the query's
// attributes.
import { test, expect, subtractionByDefinition } from './fixtures.mjs';

const POST = '/e2e/fixtures/embed-first.html';
// Take 1 to 3 stones from a heap of 5: SG(5) from the definition (1, so the first player wins).
const SG5 = subtractionByDefinition([1, 2, 3], 6)[5];
// Words that say who wins the position (the catalog's verdicts, both languages), its value's inequality, or its value
// (a state computed on the way, as SG(0) = 0 at the graph's first step, is what that step shows).
const VERDICT = /先手必|后手必|first player|player to move|≠ 0|SG\(5\) = \d/;
// What the caption says in the verdict's place until then (the catalog's outcomeWaiting).
const WAITING = { en: 'Who wins? Play on to find out.', zh: '谁赢？继续播放，答案就会揭晓。' };
const SIZES = [
  { name: '390 px', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: '1280 px', use: { viewport: { width: 1280, height: 800 } } },
];

const watched = new WeakSet();

/** Opens the post with its element's attributes `attrs` and waits until the element has drawn its view and said its
 * first step ('grundy:rendered': the model's first sentence may come before its view's player has its steps). */
async function post(page, attrs) {
  if (!watched.has(page)) {
    watched.add(page);
    await page.addInitScript(() => document.addEventListener('grundy:rendered', () => { window.rendered = true; }));
  }
  await page.goto(`${POST}?${new URLSearchParams(attrs)}`);
  const el = page.locator('#post');
  await page.waitForFunction(() => window.rendered === true, null, { timeout: 20000 });
  await expect(el.locator('[role=status]')).not.toBeEmpty();
  return el;
}

/** The element's steps in its timeline. */
const stepsOf = async (el) => Number(await el.locator('[data-role=scrub]').getAttribute('max')) + 1;

/** Goes to step `s` (0-based) as a host would, and waits until it is drawn. */
async function goTo(el, s) {
  await el.evaluate((e, step) => e.setAttribute('step', String(step)), s);
  await expect(el.locator('[data-role=scrub]')).toHaveValue(String(s));
}

/** The text a reader sees in the element: every visible leaf's text. */
const seenText = (el) => el.evaluate((e) => [...e.shadowRoot.querySelectorAll('*')]
  .filter((n) => n.children.length === 0 && n.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
  .map((n) => n.textContent.trim()).filter(Boolean).join(' | '));

for (const size of SIZES) {
  test.describe(size.name, () => {
    test.use(size.use);

    for (const lang of ['en', 'zh']) {
      test(`no view says who wins before its steps have shown it (${lang})`, async ({ page }) => {
        for (const view of ['mex', 'xor', 'graph', 'table', 'play']) {
          const el = await post(page, { game: 'sub(1..3)', position: '5', view, lang });
          await expect(el.locator('[data-role=caption-text]')).toContainText('sub(1..3): 5');
          await goTo(el, 0); // the table opens on its whole computation: its first step is the start
          expect(await seenText(el), `${view} at its first step`).not.toMatch(VERDICT);
          // In its place the caption says that it is coming, so its room is not a gap.
          const after = () => el.locator('[data-role=caption-text]').evaluate((e) => getComputedStyle(e, '::after').content);
          expect(await after(), `${view} at its first step`).toBe(JSON.stringify(` — ${WAITING[lang]}`));
          const total = await stepsOf(el);
          if (view === 'play') continue; // the reader plays to find out
          await goTo(el, total - 1);
          // At the last step the caption says it, with the value from the definition, and nothing more.
          await expect(el.locator('[data-role=caption-text]'), view).toContainText(`SG = ${SG5} ≠ 0`);
          expect(await after(), `${view} at its last step`).toBe('none');
        }
      });
    }

    test('an element keeps one height through every step, with and without controls; the post below holds still', async ({ page }) => {
      for (const view of ['mex', 'xor', 'graph']) {
        for (const controls of [null, 'none']) {
          const el = await post(page, { game: 'sub(1..3)', position: '5', view, lang: 'en', ...(controls && { controls }) });
          const heights = new Set();
          const below = new Set();
          const total = await stepsOf(el);
          expect(total).toBeGreaterThan(2);
          for (let s = 0; s < total; s++) {
            await goTo(el, s);
            heights.add((await el.boundingBox()).height);
            below.add((await page.locator('#after').boundingBox()).y);
          }
          expect([...heights], `${view}, controls=${controls}`).toHaveLength(1);
          expect([...below], `${view}, controls=${controls}`).toHaveLength(1);
        }
      }
    });

    test('controls="none" is the view alone: no player, no caption, no step sentence beside it', async ({ page }) => {
      const el = await post(page, { game: 'sub(1..3)', position: '5', view: 'mex', lang: 'en', controls: 'none' });
      await expect(el.locator('[data-role=player]')).toBeHidden();
      await expect(el.locator('[data-role=caption]')).toBeHidden();
      // The step's sentence stays for a screen reader, unseen.
      await expect(el.locator('[role=status]')).not.toBeEmpty();
      const outside = await el.evaluate((e) => {
        const stage = e.shadowRoot.querySelector('.stage').getBoundingClientRect();
        return [...e.shadowRoot.querySelectorAll('*')]
          .filter((n) => n.children.length === 0 && n.textContent.trim() && n.checkVisibility({ visibilityProperty: true }))
          .filter((n) => { const r = n.getBoundingClientRect(); return r.width > 1 && r.height > 1 && (r.top < stage.top || r.bottom > stage.bottom); })
          .map((n) => n.textContent.trim());
      });
      expect(outside).toEqual([]);
      // The element is as tall as its view.
      const stage = await el.locator('.stage').boundingBox();
      expect((await el.boundingBox()).height).toBeLessThanOrEqual(stage.height + 2);
    });
  });
}

test('the C++ template and the table\'s panels are left out of an embed unless panels asks for them, in the element and embed.html', async ({ page }) => {
  const el = await post(page, { game: 'sub(1..3)', position: '5', view: 'mex', lang: 'en' });
  await expect(el.locator('.mex-title')).toBeVisible();
  await expect(el.locator('.code-panel')).toBeHidden();
  await el.evaluate((e) => e.setAttribute('panels', 'code'));
  await expect(el.locator('.code-panel')).toBeVisible();
  await expect(el.locator('.code-panel')).toContainText('sg[x] = g;');
  await page.goto('/embed.html?game=sub(1..3)&position=5&view=mex&lang=en');
  await expect(page.locator('.mex-title')).toBeVisible({ timeout: 20000 });
  await expect(page.locator('.code-panel')).toBeHidden();
  await page.goto('/embed.html?game=sub(1..3)&position=5&view=mex&lang=en&panels=code');
  await expect(page.locator('.code-panel')).toBeVisible({ timeout: 20000 });
  // The table: its two-heap heatmap and the patterns found.
  const table = await post(page, { game: 'kayles', position: '5 6', n: '40', view: 'table', lang: 'en' });
  await expect(table.locator('.table-title')).toBeVisible();
  await expect(table.locator('.heatmap-box')).toBeHidden();
  await expect(table.locator('.table-patterns')).toBeHidden();
  await table.evaluate((e) => e.setAttribute('panels', 'pairs patterns'));
  await expect(table.locator('canvas.heatmap')).toBeVisible();
  await expect(table.locator('.pattern-list li').first()).toBeVisible({ timeout: 20000 });
  // The full page shows them all as before.
  await page.goto('/?game=sub(1..3)&position=5&view=mex&lang=en');
  await expect(page.locator('.code-panel')).toBeVisible({ timeout: 20000 });
});

test('without theme, the element takes the post\'s colours: a light post stays light for a reader in dark mode', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  const el = await post(page, { game: 'sub(1..3)', position: '5', view: 'mex', lang: 'en' });
  await expect(el.locator('.gx')).toHaveAttribute('data-theme', 'light');
  // No box of its own colour: the post's white shows through, and the text is dark on it.
  await expect(el.locator('.gx')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(el.locator('.stage')).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  const fg = await el.locator('.mex-title').evaluate((e) => getComputedStyle(e).color.match(/\d+/g).slice(0, 3).map(Number));
  expect(Math.max(...fg)).toBeLessThan(100);
  // A dark post, for a reader in light mode: the element is dark.
  await page.evaluate(() => { document.body.style.background = '#121212'; document.body.style.color = '#eee'; });
  await page.emulateMedia({ colorScheme: 'light' }); // a change of scheme asks the host again
  await expect(el.locator('.gx')).toHaveAttribute('data-theme', 'dark');
  // theme given: it wins.
  await el.evaluate((e) => e.setAttribute('theme', 'light'));
  await expect(el.locator('.gx')).toHaveAttribute('data-theme', 'light');
  await expect(el.locator('.gx')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});

test('on a coloured post, what the element fills with its background is the post\'s colour, until a theme is given', async ({ page }) => {
  const el = await post(page, { game: 'sub(1..3)', position: '5', view: 'graph', lang: 'en' });
  // At step 1 states 1 … 5 wait (their circles filled with the background), and every value line has its back.
  const fills = () => el.evaluate((e) => [...e.shadowRoot.querySelectorAll('.graph-svg .shape.pending, .graph-svg .sg-back')]
    .map((s) => getComputedStyle(s).fill));
  await expect.poll(async () => (await fills()).length).toBe(5 + 6);
  expect(new Set(await fills())).toEqual(new Set(['rgb(255, 255, 255)'])); // the post's white (embed-first.css)
  // A sepia post: the host is asked again when the reader's scheme changes.
  await page.evaluate(() => { document.body.style.background = 'rgb(244, 236, 216)'; });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(async () => [...new Set(await fills())]).toEqual(['rgb(244, 236, 216)']);
  // A theme given is drawn on its own background, fills and all.
  await el.evaluate((e) => e.setAttribute('theme', 'light'));
  await expect.poll(async () => [...new Set(await fills())]).toEqual(['rgb(253, 253, 251)']);
});

for (const size of SIZES) {
  test(`the Share menu: the embed's options, a live preview, snippets that fit a post (${size.name})`, async ({ browser }) => {
    const context = await browser.newContext(size.use);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(e.message));
    await page.goto('/?game=sub(1..3)&position=5&view=mex&step=3&lang=zh');
    await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
    await page.locator('.share-menu summary').click();
    await expect(page.locator('.share-options legend')).toHaveText('嵌入的内容');
    await expect(page.locator('[data-role=share-view]')).toHaveValue('mex');
    const element = page.locator('[data-role=share-element]');
    const iframe = page.locator('[data-role=share-iframe]');
    // Only what was chosen: no step, no focused state, no N (the position decides it), no language (the post's).
    await expect(element).toHaveValue(/<grundy-explorer game="sub\(1\.\.3\)" position="5" view="mex"><\/grundy-explorer>$/);
    // The preview is the iframe's snippet, drawn; the snippet is as tall as the preview says it is.
    const preview = page.locator('[data-role=share-preview]');
    await expect(preview).toBeVisible();
    const inner = page.frameLocator('[data-role=share-preview]');
    await expect(inner.locator('.mex-title')).toBeVisible({ timeout: 20000 });
    await expect(async () => {
      const h = await preview.getAttribute('height');
      expect(Number(h)).toBeGreaterThan(200);
      expect(await iframe.inputValue()).toContain(`height="${h}" style="border:0"`);
    }).toPass({ timeout: 10000 });
    expect(await iframe.inputValue()).toContain(await preview.getAttribute('src').then((s) => s.replace(/&/g, '&amp;')));
    // Each option changes the snippets and the preview.
    await page.locator('[data-role=share-controls]').selectOption('none');
    await page.locator('[data-role=share-theme]').selectOption('dark');
    await page.locator('[data-role=share-autoplay]').check();
    await page.locator('[data-role=share-step]').check();
    await page.locator('[data-role=share-view]').selectOption('xor');
    await expect(element).toHaveValue(/<grundy-explorer game="sub\(1\.\.3\)" position="5" view="xor"( state="\d+")? step="3" theme="dark" controls="none" autoplay="1"><\/grundy-explorer>$/);
    await expect(preview).toHaveAttribute('src', /view=xor.*controls=none/);
    await expect(inner.locator('.gx')).toHaveAttribute('data-theme', 'dark', { timeout: 20000 });
    await expect(inner.locator('[data-role=player]')).toBeHidden();
    // A panel is offered with its view: the table's patterns.
    await expect(page.locator('[data-role=share-panel][value=patterns]')).toBeHidden();
    await page.locator('[data-role=share-view]').selectOption('table');
    await page.locator('[data-role=share-panel][value=patterns]').check();
    await expect(element).toHaveValue(/ view="table".* panels="patterns"/);
    await page.locator('[data-role=share-panel][value=patterns]').uncheck();
    await page.locator('[data-role=share-view]').selectOption('xor');
    await page.locator('[data-role=share-controls]').selectOption('player');
    await page.locator('[data-role=share-autoplay]').uncheck();
    await page.locator('[data-role=share-step]').uncheck();
    await expect(preview).toHaveAttribute('src', /view=xor&lang=zh&theme=dark$/);
    await expect(inner.locator('[data-role=play]')).toBeVisible({ timeout: 20000 });
    // The iframe's snippet, pasted into a post as it is: no border, and no step is taller than its height.
    await expect(async () => expect(Number(await preview.getAttribute('height'))).toBeGreaterThan(250)).toPass();
    const snippet = await iframe.inputValue();
    const height = Number(snippet.match(/height="(\d+)"/)[1]);
    const body = `<!doctype html><meta charset="utf-8"><body><p>Before</p>${snippet}<p>After</p></body>`;
    await page.route('**/a-post.html', (route) => route.fulfill({ contentType: 'text/html', body }));
    await page.goto('/a-post.html');
    const frame = page.locator('iframe');
    await expect(frame).toHaveCSS('border-top-width', '0px');
    const post = page.frameLocator('iframe');
    await expect(post.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
    const total = Number(await post.locator('[data-role=scrub]').getAttribute('max')) + 1;
    const embed = page.frames().find((f) => f.url().includes('embed.html'));
    for (let s = 0; s < total; s++) {
      if (s) await post.locator('[data-role=forward]').click();
      await expect(post.locator('[data-role=scrub]')).toHaveValue(String(s));
      expect(await embed.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(height);
    }
    expect(problems).toEqual([]);
    await context.close();
  });
}
