// The misère lessons after misère Nim (why the SG theorem breaks, tame games and genus, 0.75's quotient, misère
// Kayles at any size), as a learner meets them at 390 × 844 and 1280 × 800 in both languages: the lesson opens and
// fits the screen, its question is judged by the core (right in one language, wrong in the other, against a search
// written in the tests: judge.mjs), the judgement multiplies in the quotient, the rule check agrees with the search,
// and the exercise draws a fresh position that the core judges.
import { test, expect } from './fixtures.mjs';
import { positionOutcome } from './judge.mjs';
import { LESSONS } from '../www/lessons/index.js';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
const IDS = ['misere-sum', 'misere-tame', 'misere-075', 'misere-kayles'];
const lessons = IDS.map((id) => LESSONS.find((l) => l.id === id));
/** The quotient's sentence in the judgement (i18n/families/misere.js), and the genus rule's for tame heaps. */
const QUOTIENT = { en: /Misère quotient \(order (8|40)\): .+ = .+, (in|not in) the P-portion/, zh: /反常商（(8|40) 阶）：.+ = .+ (∈|∉) P：/ };
const GENUS = { en: /Tame heaps add as misère Nim \(Conway\): genus .+, XOR \d+/, zh: /驯服堆按反常 Nim 相加：genus .+，异或和 \d+/ };

test('the misère lessons come right after Anti-SG, in order, each needing the one before', () => {
  const order = LESSONS.map((l) => l.id);
  const at = order.indexOf('anti-sg');
  expect(order.slice(at, at + 5)).toEqual(['anti-sg', ...IDS]);
  expect(order.indexOf('misere')).toBeLessThan(at);
  for (const [i, l] of lessons.entries()) {
    expect(l, IDS[i]).toBeTruthy();
    if (i > 0) expect(l.requires).toContain(IDS[i - 1]);
    expect(l.scenes.some((s) => s.ask?.kind === 'outcome'), l.id).toBe(true);
  }
});

for (const [size, device] of [['390 × 844', PHONE], ['1280 × 800', LAPTOP]]) {
  test.describe(`on a ${size} screen`, () => {
    test.use(device);
    const phone = device === PHONE;
    for (const lesson of lessons) {
      for (const lang of ['en', 'zh']) {
        // Each lesson is answered right in one language and wrong in the other, the other way round on the other size.
        const right = (lang === 'en') === phone;
        test(`${lesson.id} (${lang}): opens, fits, its question judged ${right ? 'right' : 'wrong'} by the core`, async ({ page }) => {
          test.setTimeout(90_000);
          const k = lesson.scenes.findIndex((s) => s.ask);
          const ask = lesson.scenes[k].ask;
          await page.goto(`/?lesson=${lesson.id}&scene=${k}&lang=${lang}`);
          const panel = page.locator('[data-role=lesson]');
          await expect(panel.locator('.lesson-title')).toContainText(lesson.title[lang]);
          await expect(panel.locator('.lesson-body')).toContainText(lesson.scenes[k].text[lang].split('\n')[0].slice(0, 30));
          // Nothing wider than the window; the text starts inside it.
          const width = device.viewport.width;
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          const body = await panel.locator('.lesson-body').boundingBox();
          expect(body.x).toBeGreaterThanOrEqual(0);
          expect(body.x + body.width).toBeLessThanOrEqual(width + 0.5);
          const quiz = panel.locator('.quiz');
          await expect(quiz.locator('.quiz-prompt')).toHaveText(ask.prompt[lang]);
          const expected = positionOutcome(ask.position);
          const choice = quiz.locator(`.quiz-choice[data-answer=${right ? expected : expected === 'N' ? 'P' : 'N'}]`);
          expect((await choice.boundingBox()).height).toBeGreaterThanOrEqual(44);
          await choice.click();
          const feedback = quiz.locator('.quiz-feedback');
          await expect(feedback).toHaveAttribute('data-correct', String(right), { timeout: 30000 });
          // Kayles rows of 4 and 1 are tame: the genus rule decides them; the other questions multiply in the quotient.
          if (lesson.id === 'misere-tame') await expect(feedback).toHaveText(GENUS[lang]);
          else {
            await expect(feedback).toHaveText(QUOTIENT[lang]);
            await expect(feedback).toContainText(expected === 'P' ? { en: 'in the P-portion', zh: '∈ P' }[lang]
              : { en: 'not in the P-portion', zh: '∉ P' }[lang]);
          }
          // The rule the lesson states, checked against the search in the worker: every position agrees.
          const check = panel.locator('.rule-check');
          await expect(check).toHaveAttribute('data-total', /^[1-9]\d*$/, { timeout: 60000 });
          await expect(check).toHaveAttribute('data-agree', await check.getAttribute('data-total'));
        });
      }
    }
  });
}

/** The exercise's position (on its question) and the choice the learner makes. */
async function exercise(page, box) {
  await box.locator('.exercise-new').click();
  const quiz = box.locator('.quiz');
  await expect(quiz).toHaveAttribute('data-position', /: /, { timeout: 30000 });
  return quiz.getAttribute('data-position');
}

test.describe('exercises', () => {
  test.use(LAPTOP);
  test('misere-sum: a fresh 0.75 sum, judged right and then wrong against the search', async ({ page }) => {
    const lesson = lessons[0];
    await page.goto(`/?lesson=${lesson.id}&scene=${lesson.scenes.length}&lang=en`);
    const box = page.locator('.lesson-exercise');
    for (const right of [true, false]) {
      const position = await exercise(page, box);
      expect(position).toMatch(/^misere\(0\.75\): [1-5] [1-5] [1-5]$/);
      const expected = positionOutcome(position);
      await box.locator(`.quiz-choice[data-answer=${right ? expected : expected === 'N' ? 'P' : 'N'}]`).click();
      await expect(box.locator('.quiz-feedback')).toHaveAttribute('data-correct', String(right), { timeout: 30000 });
      // Heaps of up to 4 are tame: their genus decides; a heap of 5 is wild: the quotient does.
      await expect(box.locator('.quiz-feedback')).toHaveText(new RegExp(`${QUOTIENT.en.source}|${GENUS.en.source}`));
    }
  });
});

test.describe('exercise on a phone', () => {
  test.use(PHONE);
  test('misere-kayles: two long rows, answered by the lesson’s rule (classes by n mod 12) and judged by the core (zh)', async ({ page }) => {
    const lesson = lessons[3];
    await page.goto(`/?lesson=${lesson.id}&scene=${lesson.scenes.length}&lang=zh`);
    const box = page.locator('.lesson-exercise');
    const position = await exercise(page, box);
    const [x, y] = position.match(/^misere\((?:kayles|0\.77)\): (\d+) (\d+)$/).slice(1).map(Number);
    expect(Math.min(x, y)).toBeGreaterThanOrEqual(71);
    // The lesson's classes of rows from 71 on, by n mod 12: acf, ab², b, g, abc.
    const classes = [[0, 5], [1, 4, 8], [2, 7, 10], [3, 9], [6, 11]];
    const cls = (n) => classes.findIndex((c) => c.includes(n % 12));
    const answer = cls(x) === cls(y) ? 'P' : 'N';
    await box.locator(`.quiz-choice[data-answer=${answer}]`).click();
    await expect(box.locator('.quiz-feedback')).toHaveAttribute('data-correct', 'true', { timeout: 30000 });
    await expect(box.locator('.quiz-feedback')).toHaveText(QUOTIENT.zh);
  });
});
