// The first five minutes (issue 46): what a student meets on a phone (390 × 844, touch) and at 1280 × 800 on the
// landing page, in English and 简体中文: the first screen, the examples, the player's controls and hint, touch sizes,
// the graph's labels, the step label, the grid's tab, the table-size box, the grid's scroll sign, the end of a game.
import { readFileSync } from 'node:fs';
import { test, expect, open } from './fixtures.mjs';
import { MOVES, sgOf, parseHeaps } from './games.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };
const WORDS = {
  en: { edit: 'Edit', play: 'Play', forward: /^Step forward/, tap: 'Tap ▶ Play', press: 'Press ▶ Play', tab: 'grid',
    size: 'Table size n', won: 'Game over: you won.', lost: 'Game over: the computer won.', again: 'Play again',
    restart: 'Restart', over: /game over/gi, waiting: 'Who wins? Play on to find out.', wins: 'SG = 1 ≠ 0: the first player (先手) wins' },
  zh: { edit: '修改', play: '播放', forward: /^前进一步/, tap: '点 ▶ 播放', press: '按 ▶ 播放', tab: '打表',
    size: '表长 n', won: '游戏结束：你赢了。', lost: '游戏结束：电脑赢了。', again: '再玩一局', restart: '重新开始',
    over: /游戏结束/g, waiting: '谁赢？继续播放，答案就会揭晓。', wins: 'SG = 1 ≠ 0：先手必胜' },
};
const king = readFileSync(new URL('../examples/rules/king.rules', import.meta.url), 'utf8');
const kingGrid = (lang) => `/?${new URLSearchParams({ rules: king, game: 'king', n: 30, view: 'grid', lang })}`;

/** Whether box `b` lies wholly on a screen of `size`. */
const onScreen = (b, size) => b && b.y >= 0 && b.x >= 0 && b.y + b.height <= size.height + 0.5 && b.x + b.width <= size.width + 0.5;

/** The grid is wider than its box: a sign at the box's right edge says so; scrolled to the end, the last column is
 * uncovered and the sign gone. */
async function gridScrolls(page) {
  const box = page.locator('.grid-box');
  const last = page.locator('.grid-cell[data-x="0"][data-y="29"]');
  await expect(last).toBeAttached();
  const sizes = await box.evaluate((b) => ({ scroll: b.scrollWidth, client: b.clientWidth }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  const more = page.locator('.grid-more');
  await expect(more).toBeVisible();
  const [edge, sign] = [await box.boundingBox(), await more.boundingBox()];
  expect(Math.abs(edge.x + edge.width - (sign.x + sign.width))).toBeLessThan(20); // at the box's right edge
  await box.evaluate((b) => { b.scrollLeft = b.scrollWidth; });
  await expect(more).toBeHidden(); // nothing more to the right
  const cell = await last.boundingBox();
  expect(cell.x + cell.width).toBeLessThanOrEqual((await box.boundingBox()).x + sizes.client + 0.5);
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the mex view lists a few options whole: no scroll, the current one\'s ring inside the list', async ({ page }) => {
    // Kayles from 5 (take 1 or 2 pins, possibly splitting the row): 4, 1+3, 2+2, 3, 1+2, five options.
    await open(page, '/?lang=en&game=kayles&position=5&n=6&view=mex&state=5&step=0');
    const list = page.locator('.view-mex .options');
    await expect(list.locator('.option')).toHaveCount(5);
    const [scroll, client] = await list.evaluate((u) => [u.scrollHeight, u.clientHeight]);
    expect(scroll, 'the list scrolls').toBeLessThanOrEqual(client);
    const ring = await list.evaluate((u) => {
      const c = u.querySelector('.option.current').getBoundingClientRect();
      const b = u.getBoundingClientRect();
      return { inside: c.left - 2 >= b.left && c.top - 2 >= b.top && c.right + 2 <= b.right };
    });
    expect(ring.inside, "the current option's ring is inside the list").toBe(true);
  });

  for (const lang of ['en', 'zh']) {
    const w = WORDS[lang];

    test(`(${lang}) the first screen holds the page's line, the view and the step control; the boxes fold into a line`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      for (const what of ['h1', '[role=tab][data-view=graph]', '[data-role=play]', '[data-role=forward]', '[data-role=back]']) {
        expect(onScreen(await page.locator(what).boundingBox(), PHONE.viewport), `${what} on the first screen`).toBe(true);
      }
      // The view: its top and the whole graph of the first picture (5 → 4, 3, 2).
      const stage = await page.locator('[data-role=stage]').boundingBox();
      expect(stage.y + 200).toBeLessThan(PHONE.viewport.height);
      expect(onScreen(await page.locator('.graph-svg').boundingBox(), PHONE.viewport)).toBe(true);
      // The boxes are one line, the game and its position, that opens them.
      await expect(page.locator('[data-role=game]')).toBeHidden();
      const line = page.locator('.boxes-summary');
      await expect(line).toContainText('sub(1..3): 5');
      await expect(line).toContainText(w.edit);
      await line.tap();
      await expect(page.locator('[data-role=game]')).toBeVisible();
      await expect(page.locator('[data-role=game]')).toHaveValue('sub(1..3)');
    });

    test(`(${lang}) the summary says its verdict is coming where it keeps it back; each legend mark beside its meaning`, async ({ page }) => {
      await open(page, `/?lang=${lang}`); // 5 in take 1..3: SG = 5 mod 4 = 1, said once SG(5) is computed, at step 6
      const outcome = page.locator('[data-role=outcome]');
      const waiting = () => outcome.evaluate((e) => ({
        line: getComputedStyle(e, '::after').content, shown: getComputedStyle(e, '::after').visibility,
        verdict: getComputedStyle(e).visibility, box: e.getBoundingClientRect().height,
      }));
      const before = await waiting();
      expect(before.line).toBe(JSON.stringify(w.waiting));
      expect([before.shown, before.verdict]).toEqual(['visible', 'hidden']);
      expect(before.box).toBeGreaterThan(0);
      await page.locator('[data-role=to-end]').tap();
      await expect(page.locator('[data-role=step-label]')).toContainText('6 / 6');
      const after = await waiting();
      expect([after.line, after.verdict]).toEqual(['none', 'visible']);
      await expect(outcome).toContainText(w.wins);
      // On a narrow screen the legend's marks wrapped away from their meanings (a mark at the end of the line above).
      const pairs = await page.locator('.legend').evaluate((l) => [...l.querySelectorAll('.legend-mark')]
        .filter((m) => m.getClientRects().length)
        .map((m) => [m.getBoundingClientRect(), m.nextElementSibling.getBoundingClientRect()]));
      expect(pairs).toHaveLength(2); // P and N: this game has no draws
      for (const [mark, meaning] of pairs) {
        expect(mark.right).toBeLessThanOrEqual(meaning.left);
        expect(mark.bottom).toBeGreaterThan(meaning.top);
        expect(mark.top).toBeLessThan(meaning.bottom);
      }
    });

    test(`(${lang}) the hint says what to tap, and names no key`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      const hint = page.locator('[data-role=hint]');
      await expect(hint).toContainText(w.tap);
      expect(await hint.textContent()).not.toMatch(/→|←|Space|空格/);
      expect(onScreen(await hint.boundingBox(), PHONE.viewport)).toBe(true);
    });

    test(`(${lang}) the graph's labels are 11 px or more, the P beside its square, none overlapping`, async ({ page }) => {
      await open(page, `/?lang=${lang}&step=5`); // every value known: 0 and 4 are P-positions, marked P
      await expect(page.locator('.graph-root[data-complete=true] .graph-svg')).toHaveCount(1);
      const { texts, shapes } = await page.evaluate(() => {
        const svg = document.querySelector('.graph-root .graph-svg');
        const scale = svg.getScreenCTM().a;
        const box = (e) => { const b = e.getBoundingClientRect(); return { l: b.left, t: b.top, r: b.right, b: b.bottom }; };
        const texts = []; const shapes = [];
        for (const node of svg.querySelectorAll('.node')) {
          for (const t of node.querySelectorAll('text')) {
            if (!t.textContent.trim()) continue;
            texts.push({ ...box(t), node: node.dataset.label, cls: t.getAttribute('class'), text: t.textContent,
              px: parseFloat(getComputedStyle(t).fontSize) * scale });
          }
          shapes.push({ ...box(node.querySelector('.shape')), node: node.dataset.label });
        }
        return { texts, shapes };
      });
      const marks = texts.filter((t) => t.cls === 'mark');
      expect(marks.map((m) => m.node).sort()).toEqual(['0', '4']); // SG = 0 exactly at 0 and 4 (take 1..3)
      expect(texts.filter((t) => t.px < 10.99).map((t) => `${t.node} ${t.cls} ${t.px.toFixed(1)} px`)).toEqual([]);
      const cross = (a, b) => Math.min(a.r, b.r) - Math.max(a.l, b.l) > 0.5 && Math.min(a.b, b.b) - Math.max(a.t, b.t) > 0.5;
      const overlaps = [];
      for (let i = 0; i < texts.length; i++) {
        for (let j = i + 1; j < texts.length; j++) {
          if (cross(texts[i], texts[j])) overlaps.push(`${texts[i].node} ${texts[i].cls} × ${texts[j].node} ${texts[j].cls}`);
        }
      }
      expect(overlaps).toEqual([]);
      // A mark sits beside its node's square, over no node.
      for (const m of marks) expect(shapes.filter((s) => cross(m, s)).map((s) => s.node), `P of ${m.node}`).toEqual([]);
    });

    test(`(${lang}) the view's box is as tall as its tallest step: no empty room, the player still while stepping`, async ({ page }) => {
      await open(page, `/?lang=${lang}`); // take 1..3 from 5: six steps, the graph and a line of options each
      const play = page.locator('[data-role=play]');
      const seen = [];
      for (let step = 1; step <= 6; step++) {
        if (step > 1) await page.locator('[data-role=forward]').tap();
        await expect(page.locator('[data-role=step-label]')).toContainText(`${step} / 6`);
        const gap = await page.locator('[data-role=stage]').evaluate((stage) => {
          const bottom = Math.max(...[...stage.querySelectorAll('*')].filter((e) => e.getClientRects().length)
            .map((e) => e.getBoundingClientRect().bottom));
          return stage.getBoundingClientRect().bottom - bottom; // the room under the lowest thing drawn
        });
        seen.push({ y: (await play.boundingBox()).y, gap });
      }
      expect(new Set(seen.map((s) => Math.round(s.y))).size, JSON.stringify(seen)).toBe(1);
      // The tallest step fills the box to its padding and border (about 8 px); the old box of 52 % of the screen
      // left some 270 px empty under this graph.
      expect(Math.min(...seen.map((s) => s.gap)), JSON.stringify(seen)).toBeLessThan(24);
      // A tall view still scrolls inside its box, and the player stays on the first screen.
      await open(page, `/?lang=${lang}&game=misere(kayles)&position=12 9 5&view=quotient`);
      await expect(page.locator('.q-facts')).toBeVisible();
      const stage = page.locator('[data-role=stage]');
      const sizes = await stage.evaluate((e) => ({ client: e.clientHeight, scroll: e.scrollHeight }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(onScreen(await play.boundingBox(), PHONE.viewport)).toBe(true);
    });

    test(`(${lang}) the help reads in the page: no box of its own to scroll, each meaning under its notation`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      await page.locator('.help-menu summary').tap();
      const help = page.locator('[data-role=help]');
      await expect(help.locator('dt').first()).toBeVisible();
      const { scrolls, beside } = await help.evaluate((box) => ({
        scrolls: box.scrollHeight > box.clientHeight + 1,
        beside: [...box.querySelectorAll('dt')].filter((dt) => dt.nextElementSibling.getBoundingClientRect().top
          < dt.getBoundingClientRect().bottom - 1).map((dt) => dt.textContent),
      }));
      expect(scrolls).toBe(false);
      expect(beside).toEqual([]);
    });

    test(`(${lang}) an example brings its view into sight`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      const example = page.locator('.preset[data-preset=bash4]');
      await example.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-role=stage]')).not.toBeInViewport();
      await example.tap();
      await expect(page.locator('[role=tab][data-view=table]')).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('[data-role=stage]')).toBeInViewport({ ratio: 0.5 });
      await expect(page.locator('[role=tab][data-view=table]')).toBeInViewport();
    });

    test(`(${lang}) the end of a won game is one card: who won, Play again and Restart in sight`, async ({ page }) => {
      await open(page, `/?lang=${lang}&game=nim&position=1 2&view=play`);
      await expect(page.locator('.move-button').first()).toBeVisible();
      await page.locator('.hint-button').tap(); // the hint is open when the game ends: it must not stay
      const memo = new Map();
      const card = page.locator('.play-status');
      for (let moves = 0; moves < 5 && !(await card.getAttribute('data-over') === 'true'); moves++) {
        const now = parseHeaps(await page.locator('[data-role=position]').inputValue());
        const win = MOVES.nim(now).find((s) => sgOf(MOVES.nim, s, memo) === 0); // the test's own search
        const before = await page.locator('.history-item').count();
        const button = page.locator(`.move-button[data-position="nim: ${win.heaps.join(' ')}"]`);
        await button.scrollIntoViewIfNeeded();
        await button.tap();
        // The computer's reply, or the end.
        await expect(async () => {
          const n = await page.locator('.history-item').count();
          expect(n >= before + 2 || (await card.getAttribute('data-over')) === 'true').toBe(true);
        }).toPass();
      }
      await expect(card).toContainText(w.won);
      await expect(card).toBeInViewport({ ratio: 1 });
      const again = card.getByRole('button', { name: w.again });
      await expect(again).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.play-setup').getByRole('button', { name: w.restart })).toBeInViewport({ ratio: 1 });
      // Nothing stale is left: no hint, no empty list of moves, no disabled box, "Game over" said once.
      for (const gone of ['.play-hint', '.move-list', '.moves-head', '.custom-input', '.hint-button']) {
        await expect(page.locator(gone)).toBeHidden();
      }
      expect(await page.locator('[data-panel=play] :disabled:visible').count()).toBe(0);
      const text = await page.locator('main').innerText();
      expect(text.match(w.over)?.length).toBe(1);
      await again.tap();
      await expect(page.locator('[data-role=position]')).toHaveValue('1 2');
      await expect(page.locator('.move-button').first()).toBeEnabled();
      await expect(again).toBeHidden();
    });

    test(`(${lang}) a lost game says in words that the computer won`, async ({ page }) => {
      await open(page, `/?lang=${lang}&game=nim&position=1 1&view=play`);
      await page.locator('.move-button').first().tap(); // 1 ⊕ 1 = 0: whatever we take, the computer takes the last
      await expect(page.locator('.play-status')).toContainText(w.lost);
      await expect(page.locator('.play-status').getByRole('button', { name: w.again })).toBeInViewport({ ratio: 1 });
    });

    test(`(${lang}) the 30 × 30 grid shows that it scrolls, and its last column is reached uncovered`, async ({ page }) => {
      await open(page, kingGrid(lang));
      await expect(page.locator('[role=tab][data-view=grid]')).toHaveText(w.tab);
      await gridScrolls(page); // 30 columns of 44 px cells do not fit 390 px
    });
  }

  test('step 13 / 13 keeps the player\'s layout', async ({ page }) => {
    await open(page, '/?lang=en&game=sub(1..3)&position=12&n=13');
    await expect(page.locator('[data-role=step-label]')).toHaveText('step 1 / 13');
    const boxes = () => page.locator('.player > *').evaluateAll((els) => els.map((e) => {
      const b = e.getBoundingClientRect();
      return [e.dataset.role ?? e.className, Math.round(b.x), Math.round(b.y), Math.round(b.width)];
    }));
    const before = await boxes();
    await page.locator('[data-role=to-end]').tap();
    await expect(page.locator('[data-role=step-label]')).toHaveText('step 13 / 13');
    expect(await boxes()).toEqual(before);
  });

  test('buttons, links, tabs and boxes are 44 px tall or more, on the page and in the play view', async ({ page }) => {
    await open(page, '/?lang=en');
    await page.locator('.gallery').scrollIntoViewIfNeeded();
    await expect(page.locator('.lesson-card').first()).toBeVisible();
    const short = () => page.evaluate(() => [...document.querySelectorAll('button, a, select, summary, input, [role=tab]')]
      .filter((e) => e.checkVisibility() && e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().height < 43.5)
      .map((e) => `${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 24)}" ${e.getBoundingClientRect().height.toFixed(1)} px`));
    expect(await short()).toEqual([]);
    await page.locator('.boxes-summary').tap();
    await page.locator('[role=tab][data-view=play]').tap();
    await expect(page.locator('.move-button').first()).toBeVisible();
    expect(await short()).toEqual([]);
  });
});

test.describe('at 1280 × 800', () => {
  test.use(DESK);

  for (const lang of ['en', 'zh']) {
    const w = WORDS[lang];

    test(`(${lang}) the boxes stay open, the table size is named, the hint names its keys`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      await expect(page.locator('[data-role=game]')).toBeVisible();
      await expect(page.locator('.boxes-summary')).toBeHidden();
      await expect(page.getByLabel(w.size, { exact: true })).toHaveValue('6');
      await expect(page.locator('[data-role=hint]')).toContainText(w.press);
      await expect(page.locator('[data-role=hint]')).toContainText('→');
      for (const what of ['[data-role=play]', '[data-role=forward]', '.graph-svg']) {
        expect(onScreen(await page.locator(what).boundingBox(), DESK.viewport), what).toBe(true);
      }
    });

    test(`(${lang}) Play says its word; step forward is another control with its own name`, async ({ page }) => {
      await open(page, `/?lang=${lang}`);
      const play = page.locator('[data-role=play]');
      await expect(play).toHaveAccessibleName(new RegExp(`^${w.play}`));
      expect(await play.innerText()).toContain(w.play); // a word on the screen, not only a title
      const forward = page.getByRole('button', { name: w.forward });
      await expect(forward).toHaveAttribute('data-role', 'forward');
      // Their icons differ: Play's triangle alone, a step's triangle against a bar.
      const icon = (l) => l.locator('svg:visible path').getAttribute('d');
      expect(await icon(play)).not.toBe(await icon(forward));
      const [p, f] = [await play.boundingBox(), await forward.boundingBox()];
      expect(p.width).toBeGreaterThan(f.width + 20);
    });

    test(`(${lang}) the grid's tab; the 30 × 30 grid shows that it scrolls, its last column reached uncovered`, async ({ page }) => {
      await open(page, kingGrid(lang));
      await expect(page.locator('[role=tab][data-view=grid]')).toHaveText(w.tab);
      await gridScrolls(page); // 30 columns and the row heads are wider than the stage beside the examples
    });
  }

  test('step 13 / 13 keeps the player\'s layout', async ({ page }) => {
    await open(page, '/?lang=zh&game=sub(1..3)&position=12&n=13');
    const boxes = () => page.locator('.player > *').evaluateAll((els) => els.map((e) => {
      const b = e.getBoundingClientRect();
      return [e.dataset.role ?? e.className, Math.round(b.x), Math.round(b.y), Math.round(b.width)];
    }));
    const before = await boxes();
    await page.locator('[data-role=to-end]').click();
    await expect(page.locator('[data-role=step-label]')).toHaveText('第 13 / 13 步');
    expect(await boxes()).toEqual(before);
  });
});
