// The explorer as a component in its hosts: an iframe that tells its parent its height, two elements on one strict
// host page (independent, one wasm load), parameters never inserted as HTML, no request outside the server, phones,
// exports checked for content, and an accessibility check (axe-core) of every view in both themes.
import { test, expect, open } from './fixtures.mjs';
import fs from 'node:fs';
import { createRequire } from 'node:module';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

test('the iframe tells its parent its height, and the host fits it', async ({ page }) => {
  const heights = [];
  await page.exposeFunction('reportHeight', (h) => heights.push(h));
  await page.addInitScript(() => addEventListener('message', (e) => {
    if (e.data?.type === 'grundy:height') window.reportHeight(e.data.height);
  }));
  await page.goto('/embed-demo.html');
  const frame = page.locator('#frame');
  await expect(frame).toHaveAttribute('data-fitted', 'true', { timeout: 20000 });
  expect(heights.length).toBeGreaterThan(0);
  const inner = page.frameLocator('#frame');
  await expect(inner.locator('[role=status]')).not.toBeEmpty();
  // The frame's height is the last height it reported.
  await expect(async () => expect(Number(await frame.getAttribute('height'))).toBe(Math.max(200, heights.at(-1)))).toPass();
  // With no `controls` the embed shows the view, the player and the caption, not the boxes or the tabs; it never
  // writes its own URL, and it is as tall as its content (no scrollbar inside the frame).
  await expect(inner.locator('.gx-controls')).toBeHidden();
  await expect(inner.locator('[role=tablist]')).toBeHidden();
  await expect(inner.locator('[data-role=play]')).toBeVisible();
  await expect(inner.locator('[data-role=caption]')).toContainText('Kayles · 0.77: 5 6');
  const inside = await page.frames().find((f) => f.url().includes('embed.html')).evaluate(() => [document.documentElement.scrollHeight, innerHeight]);
  expect(inside[0]).toBeLessThanOrEqual(inside[1]);
});

test('the iframe tells its height to its parent\'s origin only, not to any page that frames it', async ({ page }) => {
  // Record the target origin of every postMessage to the parent (the embed is same-origin here, so its parent's
  // function can be wrapped from inside the frame).
  await page.addInitScript(() => {
    if (window.parent === window) return;
    const post = window.parent.postMessage.bind(window.parent);
    window.parent.postMessage = (message, origin) => {
      (window.parent.targetOrigins ??= []).push(origin);
      post(message, origin);
    };
  });
  await page.goto('/embed-demo.html');
  await expect(page.locator('#frame')).toHaveAttribute('data-fitted', 'true', { timeout: 20000 });
  const origins = await page.evaluate(() => window.targetOrigins);
  expect(origins.length).toBeGreaterThan(0);
  expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin])); // it was '*'
});

test('controls="none" shows the view alone: no player, and no hint that tells what to press', async ({ page }) => {
  await page.goto('/embed.html?lang=en&controls=none');
  await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await expect(page.locator('[data-role=play]')).toBeHidden();
  await expect(page.locator('[data-role=hint]')).toBeHidden();
  await expect(page.locator('[data-role=caption]')).toBeHidden();
  // The same view with the whole explorer has the hint (the foundation test reads it).
  await page.goto('/embed.html?lang=en&controls=full');
  await expect(page.locator('[data-role=hint]')).toContainText('Press ▶');
  await expect(page.locator('[data-role=game]')).toBeVisible();
});

test('two elements on one strict host page: independent, and the wasm is loaded once', async ({ page }) => {
  const wasm = [];
  page.on('request', (r) => { if (r.url().endsWith('.wasm')) wasm.push(r.url()); });
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  await page.goto('/e2e/fixtures/two-elements.html');
  const one = page.locator('#one');
  const two = page.locator('#two');
  await expect(one.locator('[role=status]')).toHaveText('SG(0) = mex{} = 0 — P-position (必败态)', { timeout: 20000 });
  await expect(two.locator('.table-period')).toContainText('循环节');
  // Each has its own language, view and theme.
  await expect(two.locator('[role=tab][data-view=table]')).toHaveText('打表');
  await expect(one.locator('[role=tab][data-view=table]')).toHaveText('table');
  await expect(two.locator('.gx')).toHaveAttribute('data-theme', 'dark');
  // Stepping one does not step the other; keys go to the focused one only.
  const before = await two.locator('[data-role=step-label]').textContent();
  await one.locator('[data-role=forward]').click();
  await expect(one.locator('[data-role=step-label]')).toHaveText('step 2 / 6');
  await page.keyboard.press('ArrowRight');
  await expect(one.locator('[data-role=step-label]')).toHaveText('step 3 / 6');
  expect(await two.locator('[data-role=step-label]').textContent()).toBe(before);
  // Attributes drive the element.
  await page.evaluate(() => document.querySelector('#one').setAttribute('view', 'mex'));
  await expect(one.locator('[role=tab][data-view=mex]')).toHaveAttribute('aria-selected', 'true');
  // Each build is fetched once: the first view's by the page, and the whole engine once for the worker, which gets
  // the compiled module (the table's pattern finder checks Kayles' laws on 640 values there: the first view solves
  // a splitting code by its definition, too slowly for the main thread).
  expect(wasm.filter((url) => url.endsWith('/grundy_first_bg.wasm'))).toHaveLength(1);
  expect(new Set(wasm).size).toBe(wasm.length);
  expect(violations).toEqual([]);
  await expect(page).toHaveURL(/two-elements\.html$/); // elements never write the URL
});

test('a script in a parameter is shown as text, never run or inserted as HTML', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', async (d) => { dialogs++; await d.dismiss(); });
  const payload = '<img src=x onerror=alert(1)>';
  await page.goto(`/?lang=en&game=${encodeURIComponent(payload)}&position=${encodeURIComponent('<script>alert(2)</script>')}`);
  await expect(page.locator('[data-role=game-error]')).toHaveText("unexpected '<' where a game should start at column 1");
  await expect(page.locator('[data-role=game]')).toHaveValue(payload);
  await expect(page.locator('.gx img')).toHaveCount(0);
  await page.goto(`/embed.html?game=nim&position=${encodeURIComponent(payload)}`);
  await expect(page.locator('[data-role=position-error]')).toContainText("unexpected '<' in the heap sizes");
  await expect(page.locator('.gx img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('nothing is requested from another host', async ({ page }) => {
  const outside = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.hostname !== '127.0.0.1') { outside.push(url.href); return route.abort(); }
    return route.continue();
  });
  await open(page, '/?lang=zh&view=play');
  for (const v of ['graph', 'mex', 'xor', 'table', 'play']) await page.locator(`[role=tab][data-view=${v}]`).click();
  await open(page, '/embed-demo.html');
  expect(outside).toEqual([]);
});

/** The visible controls under 40 px high, as [class or tag, height] (menus' insides excepted: they open on demand). */
const smallControls = (page) => page.evaluate(() => [...document.querySelectorAll('.gx, header.top')]
  .flatMap((root) => [...root.querySelectorAll('button, select, input, summary, [role=tab], a')])
  .filter((el) => el.offsetParent !== null && !el.closest('.menu-body'))
  .map((el) => [el.className || el.tagName, el.getBoundingClientRect().height])
  .filter(([, h]) => h < 39.5));

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  for (const lang of ['zh', 'en']) {
    test(`390 px (${lang}): no view overflows sideways, controls are big enough to touch, the player holds still`, async ({ page }) => {
      await open(page, `/?lang=${lang}&game=nim&position=14 21 39&n=40`);
      for (const v of ['graph', 'mex', 'xor', 'table', 'play']) {
        await page.locator(`[role=tab][data-view=${v}]`).click();
        await expect(page.locator(`[data-panel=${v}]`)).toBeVisible();
        await page.waitForTimeout(200);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, `${v} overflows`).toBeLessThanOrEqual(390);
        // Every visible control of the page and the explorer (buttons, selects, boxes, tabs, links) is at least 40 px
        // high.
        expect(await smallControls(page), `${v}: controls under 40 px`).toEqual([]);
      }
      // The tables whose cells are buttons: a family's grid and the memo table (issue 20: their cells were 32 px).
      for (const url of ['game=wythoff&position=3 5&view=table', 'game=nim&position=3 4&view=memo']) {
        await open(page, `/?lang=${lang}&${url}`);
        await expect(page.locator('.family-cell, .memo-cell').first()).toBeVisible();
        expect(await smallControls(page), `${url}: controls under 40 px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${url} overflows`).toBeLessThanOrEqual(390);
      }
      await open(page, `/?lang=${lang}&game=nim&position=14 21 39&n=40`);
      // Stepping through the xor and mex views does not move the player.
      for (const v of ['xor', 'mex', 'graph']) {
        await page.locator(`[role=tab][data-view=${v}]`).click();
        await expect(page.locator(`[data-panel=${v}]`)).toBeVisible(); // a view's code loads the first time
        await page.locator(`[data-panel=${v}]`).focus();
        await page.keyboard.press('Home');
        const tops = new Set();
        for (let i = 0; i < 8; i++) {
          tops.add(Math.round(await page.locator('[data-role=player]').evaluate((el) => el.getBoundingClientRect().top + scrollY)));
          await page.keyboard.press('ArrowRight');
        }
        expect([...tops], `${v}: the player moved`).toHaveLength(1);
      }
    });
  }
});

test('exports: the view as SVG and PNG, the table as CSV, C++ and Python, each checked', async ({ page }) => {
  await open(page, '/?lang=en&game=sub(1..3)&position=5&n=6&step=5');
  const save = async (kind) => {
    await page.locator('.export-menu summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`[data-export=${kind}]`).click()]);
    const body = fs.readFileSync(await download.path());
    await page.locator('.export-menu summary').click();
    return { name: download.suggestedFilename(), body };
  };
  const svg = await save('svg');
  expect(svg.name).toBe('grundy-sub-1..3-graph.svg');
  const text = svg.body.toString();
  expect(text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
  expect(text).not.toContain('var(--'); // colours resolved: it stands alone
  for (const s of ['SG 0', 'SG 1', 'SG 2', 'SG 3']) expect(text).toContain(`>${s}<`);
  const png = await save('png');
  expect(png.body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect((await save('csv')).body.toString()).toBe('n,sg\n0,0\n1,1\n2,2\n3,3\n4,0\n5,1\n');
  // The C++ export: the table's array, then the laws found in it as a function (law::sg).
  const cpp = (await save('cpp')).body.toString();
  expect(cpp).toContain('const int sg[6] = {0, 1, 2, 3, 0, 1};');
  expect(cpp).toContain('namespace law {\n    int sg(long long n) {');
  expect((await save('python')).body.toString()).toContain('sg = [0, 1, 2, 3, 0, 1]');
  // The other views export what they show.
  await page.locator('[role=tab][data-view=xor]').click();
  await page.keyboard.press('End');
  await expect(page.locator('[data-role=to-end]')).toBeDisabled(); // the view's code loaded and its last step shown
  expect((await save('svg')).body.toString()).toContain('take 1 from 5');
  // A family's table: its grid, as text.
  await open(page, '/?lang=en&game=wythoff&position=3 5&view=table');
  const wythoff = (await save('python')).body.toString();
  expect(wythoff).toContain('[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]');
  expect(wythoff).toContain('[1, 2, 0, 4, 5, 3, 7, 8, 6, 10, 11, 9, 13, 14, 12, 16]');
});

test('the share menu writes a link, an iframe and an element for the view on screen', async ({ page }) => {
  await open(page, '/?lang=en&game=kayles&position=5 6&n=200&view=table');
  await page.locator('.share-menu summary').click();
  // The menu fills on its toggle event, a task after the click.
  await expect(page.locator('[data-role=share-link]')).toHaveValue(/index\.html/);
  const link = await page.locator('[data-role=share-link]').inputValue();
  expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/index\.html\?game=kayles&position=5\+6&n=200&view=table/);
  expect(await page.locator('[data-role=share-iframe]').inputValue()).toMatch(/^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\.html\?game=kayles&amp;position=5\+6/);
  expect(await page.locator('[data-role=share-element]').inputValue()).toContain('<grundy-explorer game="kayles" position="5 6" n="200" view="table"');
  // The link opens the same view.
  await open(page, link);
  await expect(page.locator('.table-period')).toContainText('period 12');
  // Issue 20: the element keeps what the link keeps: the focused state, the cards, the grid and the speed.
  await open(page, '/?lang=en&game=nim&position=1 1&view=basis&cards=2%0A1 2%0A1 2&speed=2&state=1&grid=1');
  await page.locator('.share-menu summary').click();
  await expect(page.locator('[data-role=share-element]')).toHaveValue(/<grundy-explorer/);
  // The focused state and the step only when the author asks for them (issue 46).
  await expect(page.locator('[data-role=share-element]')).not.toHaveValue(/state=/);
  await page.locator('[data-role=share-step]').check();
  await expect(page.locator('[data-role=share-element]')).toHaveValue(/state="1"/);
  const element = await page.locator('[data-role=share-element]').inputValue();
  for (const part of ['state="1"', 'speed="2"', 'grid="1"', 'cards="2\n1 2\n1 2"']) {
    expect(element).toContain(part);
  }
  // Compact is an embed's default, so the code leaves `controls` out.
  expect(element).not.toContain('controls=');
});

test('the cards attribute is observed: changing it rebuilds the basis view', async ({ page }) => {
  await page.goto('/e2e/fixtures/two-elements.html');
  const two = page.locator('#two');
  await expect(two.locator('.table-period')).toContainText('循环节', { timeout: 20000 });
  await page.evaluate(() => {
    const el = document.querySelector('#two');
    el.setAttribute('game', 'nim');
    el.setAttribute('position', '1 1');
    el.setAttribute('cards', '2\n1 2\n1 2');
    el.setAttribute('view', 'basis');
  });
  // Set one by one, the attributes end on the basis view (the position's update used to switch back to the table),
  // and a step set while the game and position still load holds when they land (they used to reset it).
  await expect(two.locator('[role=tab][data-view=basis]')).toHaveAttribute('aria-selected', 'true');
  const end = (step) => page.evaluate((s) => document.querySelector('#two').setAttribute('step', s), String(step));
  await end(98); // past the last step: the end
  await expect(two.locator('.basis-answer')).toContainText('1/2'); // CF662A's second sample (lessons.spec enumerates)
  await page.evaluate(() => document.querySelector('#two').setAttribute('cards', '3\n0 4\n1 5\n2 3'));
  await expect(two.locator('.basis-step')).toContainText('4'); // the new cards' first step: c = 0 ⊕ 4
  await end(99);
  await expect(two.locator('.basis-answer')).toContainText('1/1'); // the third sample
});

test.describe('accessibility', () => {
  for (const theme of ['light', 'dark']) {
    test(`axe-core finds no serious or critical problem in any view (${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await open(page, `/?lang=en&theme=${theme}&game=nim&position=3 5&n=12`);
      const found = [];
      for (const v of ['graph', 'mex', 'xor', 'table', 'play']) {
        await page.locator(`[role=tab][data-view=${v}]`).click();
        await expect(page.locator(`[data-panel=${v}]`)).toBeVisible(); // a view's code loads the first time
        await page.locator(`[data-panel=${v}]`).focus();
        await page.keyboard.press('End');
        await page.waitForTimeout(300);
        await page.addScriptTag({ content: AXE });
        const result = await page.evaluate(async () => window.axe.run(document, { resultTypes: ['violations'] }));
        for (const x of result.violations.filter((x) => ['serious', 'critical'].includes(x.impact))) {
          found.push(`${v}: ${x.id} (${x.nodes.length}) ${x.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(' | ')}`);
        }
      }
      expect(found).toEqual([]);
    });
  }
  test('every control is reachable by keyboard with a visible focus', async ({ page }) => {
    await open(page, '/?lang=en');
    const seen = [];
    for (let i = 0; i < 120; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement === document.body)) break;
      const info = await page.evaluate(() => {
        const el = document.activeElement;
        const css = getComputedStyle(el);
        return { name: el.dataset.role || el.dataset.view || el.className || el.tagName, outline: css.outlineStyle !== 'none' && parseFloat(css.outlineWidth) >= 2 };
      });
      seen.push(info);
    }
    // Past the last control the focus leaves the page (the body): not a control.
    expect(seen.filter((s) => !s.outline && s.name !== 'BODY')).toEqual([]);
    const names = seen.map((s) => s.name);
    for (const role of ['game', 'position', 'n', 'graph', 'forward', 'play', 'scrub', 'speed']) expect(names).toContain(role);
  });
});

test('values a link or an attribute holds that are not understood are said, not silently replaced', async ({ page }) => {
  // Each page is let finish loading before the next (a navigation mid-load aborts its module requests).
  const loaded = () => expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await page.goto('/?lang=en&speed=9&view=nope&n=0&game=kayles');
  await expect(page.locator('[data-role=ignored]')).toHaveText('Not understood, so left at the default: n=0, view=nope, speed=9.');
  await expect(page.locator('[role=tab][data-view=graph]')).toHaveAttribute('aria-selected', 'true'); // the default
  await loaded();
  await page.goto('/?lang=zh&theme=purple');
  await expect(page.locator('[data-role=ignored]')).toHaveText('无法识别，已用默认值：theme=purple。');
  await loaded();
  await page.goto('/?lang=en&speed=2&view=table');
  await expect(page.locator('[data-role=ignored]')).toBeHidden();
  await loaded();
  // An element: said at once, and again (or cleared) when an attribute changes.
  await page.goto('/e2e/fixtures/two-elements.html');
  const one = page.locator('#one');
  await expect(one.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await expect(one.locator('[data-role=ignored]')).toBeHidden();
  await page.evaluate(() => document.querySelector('#one').setAttribute('controls', 'some'));
  await expect(one.locator('[data-role=ignored]')).toHaveText('Not understood, so left at the default: controls=some.');
  await page.evaluate(() => document.querySelector('#one').setAttribute('controls', 'player'));
  await expect(one.locator('[data-role=ignored]')).toBeHidden();
});
