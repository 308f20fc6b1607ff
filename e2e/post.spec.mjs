// Issue 24: the explorer in a blog post. An element with no `controls` shows the view, the player and a one-line
// caption with a link to the full page; every position given is drawn (N grows to cover its heaps, and says so);
// language and theme follow the host unless given.
import { test, expect, subtractionByDefinition as subValues } from './fixtures.mjs';

test('an element with no controls: the view, the player, a caption with names beside codes, a link to the page', async ({ page }) => {
  await page.goto('/e2e/fixtures/post.html');
  const post = page.locator('#post');
  await expect(post.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  // The boxes, the examples, the tabs, the menus and the summary belong to the full page.
  for (const hidden of ['.gx-controls', '.presets', '[role=tablist]', '.tools', '.summary', '[data-role=hint]']) {
    await expect(post.locator(hidden).first(), hidden).toBeHidden();
  }
  await expect(post.locator('[data-role=play]')).toBeVisible();
  // The post's language (zh-CN) is the element's; the second element says lang="en".
  await expect(post.locator('[data-role=step-label]')).toHaveText('第 1 / 10 步');
  // The mex view's caption keeps who wins until its last step (issue 46).
  await expect(page.locator('#mex [data-role=caption-text]')).toHaveText('Kayles · 0.77: 5 6');
  await page.locator('#mex [data-role=to-end]').click();
  await expect(page.locator('#mex [data-role=caption]')).toContainText('Kayles · 0.77: 5 6 — SG = 7');
  // Heap 9 with the default N = 6: N grows to 10, unsaid in a post (its reader set no N; the full page says it).
  await expect(post.locator('.node[data-state="9"]')).toBeVisible();
  await expect(post.locator('[data-role=step-label]')).toHaveText('第 1 / 10 步');
  await expect(post.locator('[data-role=notice]')).toBeHidden();
  // The caption names the game beside its code; who wins waits until the timeline has computed heap 9.
  const caption = post.locator('[data-role=caption] [data-role=caption-text]');
  await expect(caption).toHaveText('取子游戏 (S-Nim) · sub(1,3,4): 9');
  await page.evaluate(() => document.querySelector('#post').setAttribute('step', '1000')); // held to the last
  const sg9 = subValues([1, 3, 4], 10)[9];
  await expect(caption).toHaveText(`取子游戏 (S-Nim) · sub(1,3,4): 9 — ${sg9 === 0 ? 'SG = 0：先手必败，后手必胜' : `SG = ${sg9} ≠ 0：先手必胜`}`);
  // The link opens the same state on the full page, with its boxes.
  const href = await post.locator('[data-role=open-full]').getAttribute('href');
  expect(href).toMatch(/\/index\.html\?game=sub%281%2C3%2C4%29&position=sub%281%2C3%2C4%29%3A\+9&n=10&/);
  await expect(post.locator('[data-role=open-full]')).toHaveAttribute('target', '_blank');
  await page.goto(href);
  await expect(page.locator('[data-role=n]')).toHaveValue('10', { timeout: 20000 });
  await expect(page.locator('[data-role=position]')).toHaveValue('sub(1,3,4): 9');
  await expect(page.locator('[data-role=game]')).toBeVisible();
});

test('a post\'s element goes without the full controls\' styles and code until its controls become full', async ({ page }) => {
  const sheets = new Set(); // our stylesheets fetched (the host's post.css aside)
  page.on('request', (req) => { if (/\/www\/.*\.css$/.test(req.url())) sheets.add(new URL(req.url()).pathname); });
  await page.goto('/e2e/fixtures/post.html');
  const post = page.locator('#post');
  await expect(post.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  // (The second element shows the mex view, which brings the other views' styles: once it has drawn, which on a busy
  // machine can be after the first.)
  await expect(page.locator('#mex .mex-title')).toBeVisible({ timeout: 20000 });
  expect([...sheets].sort()).toEqual(['/www/dist/style.css', '/www/dist/views.css']);
  await page.evaluate(() => document.querySelector('#post').setAttribute('controls', 'full'));
  // The boxes appear laid out by www/full.css (a box 16rem wide, its label above it), asked for once.
  await expect(post.locator('[data-role=game]')).toHaveCSS('width', '256px');
  await expect(post.locator('.field-game')).toHaveCSS('flex-direction', 'column');
  // The examples column and the rules editor, whose code loads with them: in the post's language.
  await expect(post.locator('.preset').first()).toContainText('每次最多取 3 个');
  await expect(post.locator('[data-role=rules-example] option')).not.toHaveCount(0);
  await page.evaluate(() => document.querySelector('#mex').setAttribute('controls', 'full'));
  await expect(page.locator('#mex [data-role=game]')).toHaveCSS('width', '256px');
  expect([...sheets]).toEqual(['/www/dist/style.css', '/www/dist/views.css', '/www/dist/full.css']);
  expect(await post.evaluate((el) => el.shadowRoot.querySelectorAll('link[href$="full.css"]').length)).toBe(1);
});

test('a bad attribute is said in the caption, in the host\'s language', async ({ page }) => {
  await page.goto('/e2e/fixtures/post.html');
  const post = page.locator('#post');
  await expect(post.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await page.evaluate(() => document.querySelector('#post').setAttribute('position', '3 x'));
  await expect(post.locator('[data-role=caption-text]')).toContainText('x');
  await expect(post.locator('[data-role=caption-text]')).toHaveClass(/error/);
  await page.evaluate(() => document.querySelector('#post').setAttribute('position', '4'));
  // The new position, its answer kept until the player is past heap 4 (it opens at the focused heap's step, or at
  // the start when a late load of the whole engine focused again: either is right, so the host moves it to the end).
  await expect(post.locator('[data-role=caption-text]')).toContainText('取子游戏 (S-Nim) · sub(1,3,4): 4');
  await expect(post.locator('[data-role=caption-text]')).not.toHaveClass(/error/);
  await page.evaluate(() => document.querySelector('#post').setAttribute('step', '1000')); // held to the last
  const g4 = subValues([1, 3, 4], 5)[4];
  await expect(post.locator('[data-role=caption-text]')).toHaveText(`取子游戏 (S-Nim) · sub(1,3,4): 4 — SG = ${g4} ≠ 0：先手必胜`);
  // An N past the longest table of the game (8.[3] splits in three: 4096 at most), which no box shows here.
  await page.evaluate(() => {
    document.querySelector('#post').setAttribute('n', '5000');
    document.querySelector('#post').setAttribute('game', '8.[3]');
  });
  await expect(post.locator('[data-role=caption-text]')).toHaveText('N 必须是 1 到 4096 之间的整数');
  await expect(post.locator('[data-role=caption-text]')).toHaveClass(/error/);
  await page.evaluate(() => document.querySelector('#post').setAttribute('n', '40'));
  await expect(post.locator('[data-role=caption-text]')).toContainText('8.[3]: 4');
  await expect(post.locator('[data-role=caption-text]')).not.toHaveClass(/error/);
});

test('on the page a position past N grows N, in the box and in the table', async ({ page }) => {
  await page.goto('/?lang=en&game=sub(1,3,4)&n=6&view=table');
  await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
  await page.locator('[data-role=position]').fill('3 12');
  await expect(page.locator('[data-role=notice]')).toHaveText('N is 13 so that the position’s heap of 12 is drawn.');
  await expect(page.locator('[data-role=n]')).toHaveValue('13');
  await expect(page).toHaveURL(/n=13/);
  const g = subValues([1, 3, 4], 13);
  await expect(page.locator('[data-role=values] .sg-cell')).toHaveCount(13);
  await expect(page.locator('[data-role=values] .sg-cell').last()).toHaveAttribute('data-sg', String(g[12]));
  // A position within N leaves N and says nothing.
  await page.locator('[data-role=position]').fill('3 4');
  await expect(page.locator('[data-role=notice]')).toBeHidden();
  await expect(page.locator('[data-role=n]')).toHaveValue('13');
  // A heap past the new N grows it again.
  await page.locator('[data-role=position]').fill('20');
  await expect(page.locator('[data-role=notice]')).toHaveText('N is 21 so that the position’s heap of 20 is drawn.');
});

test('light and dark follow the host unless theme is given', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/e2e/fixtures/post.html');
  await expect(page.locator('#post [role=status]')).not.toBeEmpty({ timeout: 20000 });
  await expect(page.locator('#post .gx')).toHaveAttribute('data-theme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('#post .gx')).toHaveAttribute('data-theme', 'light');
  await page.evaluate(() => document.querySelector('#post').setAttribute('theme', 'dark'));
  await expect(page.locator('#post .gx')).toHaveAttribute('data-theme', 'dark');
});

test.describe('phones', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  test('390 px: the post does not scroll sideways and the caption\'s link is big enough to touch', async ({ page }) => {
    await page.goto('/e2e/fixtures/post.html');
    await expect(page.locator('#mex [role=status]')).not.toBeEmpty({ timeout: 20000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = await page.locator('#post [data-role=open-full]').boundingBox();
    expect(box.height).toBeGreaterThanOrEqual(39.5);
  });

  test('390 px: the full page\'s menus open within the screen', async ({ page }) => {
    await page.goto('/?lang=zh&game=sub(1..3)&position=5&view=mex');
    await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
    for (const menu of ['share-menu', 'help-menu', 'export-menu']) {
      await page.locator(`.${menu} > summary`).click();
      const body = await page.locator(`.${menu} .menu-body`).boundingBox();
      expect(body.x, `${menu} begins off the screen`).toBeGreaterThanOrEqual(0);
      expect(body.x + body.width, `${menu} ends off the screen`).toBeLessThanOrEqual(390);
      await page.locator(`.${menu} > summary`).click();
    }
  });
});

test('an element taken out while its code loads and put back later starts all the same', async ({ page }) => {
  await page.goto('/e2e/fixtures/post.html');
  await page.evaluate(async () => {
    const el = document.createElement('grundy-explorer');
    for (const [k, v] of Object.entries({ id: 'moved', game: 'nim', position: '3 5', lang: 'en' })) el.setAttribute(k, v);
    document.body.append(el);
    el.remove(); // as a framework's hydration may, before the element's modules have arrived
    await new Promise((resolve) => setTimeout(resolve, 1500)); // its modules arrive while it is out of the page
    document.body.append(el);
  });
  await expect(page.locator('#moved [data-role=caption-text]')).toContainText('nim: 3 5', { timeout: 20000 });
});
