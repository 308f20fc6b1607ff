// A student's first five minutes in the course (issue 46), on a phone (390 × 844, touch) and a laptop (1280 × 800):
// the lessons flow in the page (nothing read or answered scrolls in a box of its own, the question after its text,
// answers 44 px tall — WCAG 2.5.5 — on a phone, an exercise's board on screen), they speak in words and pictures
// (no position notation in a sentence: the grammar is docs/reference.md's; a question about a board draws it; the
// heap filter only where there are heaps to filter), and the course has contents and says what "the notes" are.
import { readFileSync } from 'node:fs';
import { test, expect, open } from './fixtures.mjs';
import { LESSONS, COURSE } from '../www/lessons/index.js';
import { notationIn } from './notation.mjs';
import { panelFaults } from './panel.mjs';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const TAP = 44; // WCAG 2.5.5's target size
const MIN_PX = 11;

/** The answer buttons and links of the panel shorter than a finger. */
const smallTargets = (page) => page.evaluate((tap) => [...document.querySelectorAll(
  '[data-role=lesson] :is(button, a, input, select)')].filter((e) => e.getClientRects().length)
  .map((e) => [e.className || e.tagName, e.textContent.trim().slice(0, 30), e.getBoundingClientRect().height])
  .filter(([, , h]) => h < tap - 0.5), TAP);

for (const [size, device] of [['390 × 844', PHONE], ['1280 × 800', LAPTOP]]) {
  test.describe(`on a ${size} screen`, () => {
    test.use(device);

    // On a laptop, lessons.spec.mjs checks the same of every scene as it walks them.
    if (device === PHONE) {
      test('every scene of every lesson flows in the page: nothing scrolls in a box, the question after its text', async ({ page }) => {
        test.setTimeout(240_000); // 33 lessons, every scene, one page each (Next walks the scenes)
        for (const lesson of LESSONS) {
          await open(page, `/?lesson=${lesson.id}&lang=en`);
          for (let k = 0; k <= lesson.scenes.length; k++) {
            // A misère Kayles scene builds its quotient (seconds in wasm on a busy machine) before the scene is shown.
            await expect(page.locator('.lesson-count')).toContainText(`${k + 1}`, { timeout: 20000 });
            expect(await panelFaults(page), `${lesson.id} scene ${k + 1}`).toEqual([]);
            expect(await smallTargets(page), `${lesson.id} scene ${k + 1}: targets under 44 px`).toEqual([]);
            if (k < lesson.scenes.length) await page.locator('.lesson-next').click();
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth), lesson.id).toBeLessThanOrEqual(device.viewport.width);
        }
      });
    }

    for (const [id, lang] of [['geography', 'zh'], ['misere', 'en']]) {
      test(`the exercise of ${id} (${lang}): its board is on screen, whole, when it asks for a move`, async ({ page }) => {
        const lesson = LESSONS.find((l) => l.id === id);
        await open(page, `/?lesson=${id}&scene=${lesson.scenes.length}&lang=${lang}`);
        await page.locator('.exercise-new').click();
        await expect(page.locator('.lesson-exercise .quiz-prompt')).toBeVisible();
        await expect(page.locator('.view-play .move-button').first()).toBeVisible();
        await expect.poll(() => page.evaluate(() => {
          const view = document.querySelector('.view-play');
          const picture = [view.querySelector('.play-walk:not([hidden])'), view.querySelector('.play-board')].filter(Boolean);
          const top = Math.min(...picture.map((e) => e.getBoundingClientRect().top));
          const bottom = Math.max(...picture.map((e) => e.getBoundingClientRect().bottom));
          const stage = view.closest('.stage');
          const clipped = stage.scrollHeight > stage.clientHeight + 1 || view.querySelector('.move-list').scrollHeight > view.querySelector('.move-list').clientHeight + 1;
          return { onScreen: top >= 0 && bottom <= innerHeight, clipped };
        })).toEqual({ onScreen: true, clipped: false });
        expect(await panelFaults(page)).toEqual([]);
      });
    }

    for (const lang of ['en', 'zh']) {
      test(`a question about a board draws the board the core judges (${lang})`, async ({ page }) => {
        // Geography's first question: the 2 × 3 board with its lower middle cell a wall, the token on cell 0.
        await open(page, `/?lesson=geography&lang=${lang}`);
        const picture = page.locator('.quiz .quiz-picture svg');
        await expect(picture).toBeVisible();
        const box = await picture.boundingBox();
        expect(box.width).toBeLessThanOrEqual(device.viewport.width);
        // Five free cells numbered as the notation numbers them, row by row (cell 4 is the wall), and one wall.
        await expect.poll(() => picture.locator('text').allTextContents()).toEqual(['0', '1', '2', '3', '5']);
        await expect(picture.locator('rect:not([width="100%"])')).toHaveCount(1);
        // Its numbers as large as any label: 11 px or more on the screen.
        const px = await picture.evaluate((svg) => Math.min(...[...svg.querySelectorAll('text')]
          .map((t) => parseFloat(t.getAttribute('font-size') ?? getComputedStyle(t).fontSize) * svg.getScreenCTM().a)));
        expect(px).toBeGreaterThanOrEqual(MIN_PX);
        // The drawing comes before the answers.
        const choices = await page.locator('.quiz .quiz-choices').boundingBox();
        expect(choices.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
      });

      test(`the course opens on its contents and says what the notes are (${lang})`, async ({ page }) => {
        await page.goto(`/?lang=${lang}#gallery`);
        const contents = page.locator('.course-contents');
        await expect(contents).toBeVisible();
        // Before the first part: its notes said, then each part and each lesson linked.
        const first = await page.locator('.gallery-part').first().boundingBox();
        expect((await contents.boundingBox()).y).toBeLessThan(first.y);
        await expect(contents.locator('a.toc-part')).toHaveCount(COURSE.length);
        await expect(contents.locator('a.toc-lesson')).toHaveCount(LESSONS.length);
        const notes = page.locator('.course-notes');
        await expect(notes).toContainText(lang === 'en' ? 'five study notes' : '五篇');
        await expect(notes).toContainText('000');
        expect((await notes.boundingBox()).y).toBeLessThan((await contents.boundingBox()).y);
        // A part's link jumps to the part.
        await contents.locator('a.toc-part').nth(6).click();
        await expect.poll(async () => (await page.locator('#course-part-7').boundingBox()).y).toBeLessThan(60);
        expect((await page.locator('#course-part-7').boundingBox()).y).toBeGreaterThanOrEqual(0);
        if (device === PHONE) {
          const short = await contents.locator('a').evaluateAll((as, tap) => as.map((a) => a.getBoundingClientRect().height).filter((h) => h < tap - 0.5), TAP);
          expect(short).toEqual([]);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(device.viewport.width);
      });
    }
  });
}

// ---- Words, not notation ----

test('the notation check knows the notation: every position docs/reference.md writes is caught', () => {
  const reference = readFileSync(new URL('../docs/reference.md', import.meta.url), 'utf8');
  const table = reference.slice(reference.indexOf('A position is a sum'), reference.indexOf('Limits: numbers'));
  const positions = [...table.matchAll(/`([^`]+)`/g)].map((m) => m[1]).filter((x) => /:\s*[\d(]/.test(x))
    .map((x) => x.replace(/^NAME\b/, 'lasker')); // a rule game's placeholder name: a lesson's rule game for it
  expect(positions.length).toBeGreaterThan(15);
  for (const p of positions) expect(notationIn(`Find a move from ${p}.`), p).not.toEqual([]);
  // A move's heaps after an arrow, as the play view once wrote them.
  expect(notationIn('move a token from 0 to 1 → 0 1')).not.toEqual([]);
  // Words are not notation.
  expect(notationIn('Heaps of 3, 5 and 7: take 12 from 39. Sample (5, 1, 1): 5 > 1 + 1. 2 2 → No. SG(4): 3.')).toEqual([]);
});

test('no lesson sentence holds position notation, in either language, unless the lesson teaches it', () => {
  const faults = [];
  for (const l of LESSONS) {
    for (const lang of ['en', 'zh']) {
      const texts = [l.title[lang], l.summary[lang], ...l.scenes.flatMap((s) => [s.text[lang], s.ask?.prompt[lang] ?? ''])];
      for (const text of texts) {
        for (const bad of notationIn(text, l.notation ?? [])) faults.push(`${l.id} (${lang}): ${bad.name}: “${bad.match}”`);
      }
    }
  }
  expect(faults).toEqual([]);
});

/** What a learner reads in an exercise: the panel's words, and the play view's moves. */
const shownText = (page) => page.evaluate(() => ({
  panel: document.querySelector('[data-role=lesson]').innerText,
  moves: [...document.querySelectorAll('.view-play .move-button, .view-play .history-item, .view-play .heap-filter-box')]
    .filter((e) => e.getClientRects().length).map((e) => e.innerText).join('\n'),
}));

/** The notation in what `shownText` read. A heap game's move says the heaps it leaves ("take 1 from 2 → 1 7 7"), sizes
 * beside the heaps drawn; a token's walk is no heaps ("→ 0 1" was the cells it stood on), so it says the move alone. */
const notationShown = ({ panel, moves }, { walk = false, taught = [] } = {}) => [
  ...notationIn(panel, taught), ...notationIn(moves, walk ? taught : [...taught, 'arrow'])];

for (const lang of ['en', 'zh']) {
  for (const id of ['geography', 'misere', 'hdu1850', 'take3']) {
    test(`the exercise of ${id} (${lang}) speaks of its position in words, and so does the judgement`, async ({ page }) => {
      const lesson = LESSONS.find((l) => l.id === id);
      await open(page, `/?lesson=${id}&scene=${lesson.scenes.length}&lang=${lang}`);
      await page.locator('.exercise-new').click();
      const prompt = page.locator('.lesson-exercise .quiz-prompt');
      await expect(prompt).toBeVisible();
      if (lesson.exercise.ask === 'move') {
        await page.locator('.view-play .move-button').first().click();
      } else {
        await page.locator('.lesson-exercise .quiz-input').fill('1');
        await page.locator('.lesson-exercise .quiz-check').click();
      }
      await expect(page.locator('.lesson-exercise .quiz-feedback')).toBeVisible({ timeout: 20000 });
      expect(notationShown(await shownText(page), { walk: id === 'geography', taught: lesson.notation })).toEqual([]);
      // Heaps are said as heaps: the sizes of the position the core made, in the prompt.
      const position = await page.locator('.lesson-exercise .quiz').getAttribute('data-position');
      if (/^(misere\(nim\)|nim|sub\(1\.\.3\)): /.test(position)) {
        for (const h of position.split(': ')[1].split(' ')) await expect(prompt).toContainText(h);
      }
    });
  }

  test(`a board question's feedback and the board's moves say no notation (${lang})`, async ({ page }) => {
    await open(page, `/?lesson=geography&lang=${lang}`);
    await page.locator('.quiz-choice[data-answer=P]').click();
    await expect(page.locator('.quiz-feedback')).toHaveAttribute('data-correct', 'false', { timeout: 20000 });
    const lesson = LESSONS.find((l) => l.id === 'geography');
    await open(page, `/?lesson=geography&scene=${lesson.scenes.length}&lang=${lang}`);
    await expect(page.locator('.view-play .move-button').first()).toBeVisible();
    expect(notationShown(await shownText(page), { walk: true })).toEqual([]);
  });
}

// ---- Controls that do not apply are not shown ----

test('the heap filter shows only where the position has heaps to choose among', async ({ page }) => {
  const filter = page.locator('.view-play .heap-filter-box');
  // A board walked by one token (the geography lesson's game), one heap, a tree: nothing to filter.
  for (const [game, position] of [['geography(..../.#../....)', '0'], ['nim', '5'], ['tree', '0 1 2 1']]) {
    await open(page, `/?lang=en&game=${encodeURIComponent(game)}&position=${encodeURIComponent(position)}&view=play`);
    await expect(page.locator('.view-play .move-button').first()).toBeVisible();
    await expect(filter, `${game}: ${position}`).toBeHidden();
  }
  // Three heaps, misère or not, and tokens on a graph: a filter by heap (token).
  for (const [game, position] of [['misere(nim)', '3 5 1'], ['nim', '3 5'], ['graph(0>1, 0>2, 2>3)', '0 2']]) {
    await open(page, `/?lang=en&game=${encodeURIComponent(game)}&position=${encodeURIComponent(position)}&view=play`);
    await expect(page.locator('.view-play .move-button').first()).toBeVisible();
    await expect(filter, `${game}: ${position}`).toBeVisible();
  }
});
