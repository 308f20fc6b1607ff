// The course as a learner meets it: each lesson's question answered on the page and judged (right in one language,
// wrong in the other) against answers worked out here from the games' definitions (judge.mjs), with the summary
// hidden until the answer is given; the exercise on a fresh position, a winning and a losing move; the course's
// order, prerequisites and next lesson; progress kept in the browser and reset; the rule checks naming what they
// checked.
import { test, expect } from './fixtures.mjs';
import { valueOf, positionOutcome, nimWinningMoves } from './judge.mjs';
import { parseHeaps, MOVES } from './games.mjs';
import { LESSONS, COURSE } from '../www/lessons/index.js';

/** The right answer to a lesson's question, from the definitions. */
function rightAnswer(ask) {
  if (ask.kind === 'value') return String(valueOf(ask.position));
  if (ask.kind === 'outcome') return positionOutcome(ask.position);
  return String(nimWinningMoves(parseHeaps(ask.position.split(': ')[1]).heaps));
}

const wrongAnswer = (ask, right) => (ask.kind === 'outcome' ? (right === 'N' ? 'P' : 'N') : String(Number(right) + 1));

async function answer(quiz, ask, text) {
  if (ask.kind === 'outcome') await quiz.locator(`.quiz-choice[data-answer=${text}]`).click();
  else {
    await quiz.locator('.quiz-input').fill(text);
    await quiz.locator('.quiz-check').click();
  }
}

test('every lesson asks at least one question, has an exercise and names its contest problems', () => {
  for (const l of LESSONS) {
    expect(l.scenes.some((s) => s.ask), l.id).toBe(true);
    expect(['move', 'value', 'outcome', 'count']).toContain(l.exercise.ask);
    expect(l.problems.length, l.id).toBeGreaterThan(0);
    for (const p of l.problems) expect(p.url, l.id).toMatch(/^https:\/\/(acm\.hdu\.edu\.cn|codeforces\.com|www\.luogu\.com\.cn|atcoder\.jp)\/|^http:\/\/poj\.org\//);
  }
});

for (const lesson of LESSONS) {
  const k = lesson.scenes.findIndex((s) => s.ask);
  const ask = lesson.scenes[k].ask;
  for (const lang of ['zh', 'en']) {
    const right = lang === 'zh';
    test(`${lesson.id} (${lang}): the question about ${ask.position} is judged ${right ? 'right' : 'wrong, and explained'}`, async ({ page }) => {
      await page.goto(`/?lesson=${lesson.id}&scene=${k}&lang=${lang}`);
      const quiz = page.locator('[data-role=lesson] .quiz');
      await expect(quiz.locator('.quiz-prompt')).toHaveText(ask.prompt[lang]);
      // Until the learner commits, the summary keeps the answer to itself.
      const outcome = page.locator('[data-role=outcome]');
      await expect(outcome).not.toBeEmpty({ timeout: 20000 });
      await expect(outcome).toBeHidden();
      const expected = rightAnswer(ask);
      await answer(quiz, ask, right ? expected : wrongAnswer(ask, expected));
      const feedback = quiz.locator('.quiz-feedback');
      await expect(feedback).toHaveAttribute('data-correct', String(right), { timeout: 20000 });
      // The explanation gives the right answer: the value, the count, or the kind of position.
      if (ask.kind === 'outcome') {
        const words = { zh: { N: '必胜态', P: '必败态', D: '平局' }, en: { N: 'is an N-position', P: 'is a P-position', D: 'is a draw' } };
        await expect(feedback).toContainText(words[lang][expected]);
      } else await expect(feedback).toContainText(ask.kind === 'count' ? ` ${expected} ` : `= ${expected}`);
      await expect(outcome).toBeVisible();
    });
  }
}

test('an answer the core cannot read keeps the question open and says why', async ({ page }) => {
  await page.goto('/?lesson=take3&scene=1&lang=en');
  const quiz = page.locator('[data-role=lesson] .quiz');
  await quiz.locator('.quiz-input').fill('four');
  await quiz.locator('.quiz-check').click();
  await expect(quiz.locator('.quiz-feedback')).toHaveText('Type a whole number.');
  await expect(quiz.locator('.quiz-input')).toBeVisible();
});

test('an answer being typed survives the panel drawn again (the rule check arriving, the language switched)', async ({ page }) => {
  await page.goto('/?lesson=take3&scene=1&lang=en');
  const input = page.locator('[data-role=lesson] .quiz-input');
  await input.fill('7');
  await expect(page.locator('.rule-check')).toHaveAttribute('data-total', /\d+/, { timeout: 30000 });
  await page.locator('#lang').selectOption('zh');
  await expect(page.locator('[data-role=lesson] .quiz-check')).toHaveText('检查');
  await expect(input).toHaveValue('7');
});

test('the exercise: a fresh position, a winning move, a losing move, and progress kept and reset', async ({ page }) => {
  const last = LESSONS[0].scenes.length;
  await page.goto(`/?lesson=take3&scene=${last}&lang=en`);
  const box = page.locator('.lesson-exercise');
  // The prompt says the heap in words; the position the core made is on the question (data-position).
  const heap = async () => Number((await box.locator('.quiz').getAttribute('data-position')).match(/sub\(1\.\.3\): (\d+)/)[1]);
  await box.locator('.exercise-new').click();
  await expect(box.locator('.quiz-prompt')).toContainText('Position: a heap of');
  let n = await heap();
  // Bash with m = 3: the winning move takes n mod 4 (the exercise is always an N-position).
  expect(n % 4).not.toBe(0);
  await page.locator('.move-button', { hasText: `→ ${n - (n % 4)}` }).first().click();
  await expect(box.locator('.quiz-feedback')).toHaveAttribute('data-correct', 'true', { timeout: 20000 });
  await expect(box.locator('.exercise-solved')).toHaveText('Solved in this lesson: 1');
  await box.locator('.exercise-new').click();
  await expect(box.locator('.quiz-feedback')).toHaveCount(0);
  n = await heap();
  const losing = [1, 2, 3].find((k) => k !== n % 4 && k <= n);
  await page.locator('.move-button', { hasText: `→ ${n - losing}` }).first().click();
  const feedback = box.locator('.quiz-feedback');
  await expect(feedback).toHaveAttribute('data-correct', 'false', { timeout: 20000 });
  await expect(feedback).toContainText(`take ${n % 4} from ${n}`);
  await expect(box.locator('.exercise-solved')).toHaveText('Solved in this lesson: 1');
  // The next lesson in the course's order.
  await expect(page.locator('.lesson-next-lesson')).toHaveAttribute('href', /lesson=take-any/);
  // The course remembers: done, and one exercise solved; reset forgets.
  await page.goto('/?lang=en#gallery');
  const card = page.locator('.lesson-card[data-lesson=take3]');
  await expect(card).toHaveAttribute('data-done', 'true');
  await expect(card.locator('.lesson-card-solved')).toHaveText('1 solved');
  await page.reload();
  await expect(page).toHaveURL(/#gallery$/); // a reload keeps the page where it was asked to be
  await expect(card).toHaveAttribute('data-done', 'true');
  await page.locator('.progress-reset').click();
  await expect(card).toHaveAttribute('data-done', 'false');
  await expect(card.locator('.lesson-card-solved')).toHaveCount(0);
});

test('HDU 1850\'s exercise: count the winning first moves of a fresh position', async ({ page }) => {
  const lesson = LESSONS.find((l) => l.id === 'hdu1850');
  await page.goto(`/?lesson=hdu1850&scene=${lesson.scenes.length}&lang=zh`);
  const box = page.locator('.lesson-exercise');
  await box.locator('.exercise-new').click();
  await expect(box.locator('.quiz-prompt')).toContainText('堆，分别有');
  const heaps = (await box.locator('.quiz').getAttribute('data-position')).match(/nim: ([\d ]+)/)[1].trim().split(' ').map(Number);
  await box.locator('.quiz-input').fill(String(nimWinningMoves(heaps)));
  await box.locator('.quiz-check').click();
  await expect(box.locator('.quiz-feedback')).toHaveAttribute('data-correct', 'true', { timeout: 20000 });
});

test('the course: parts in teaching order, lessons numbered, prerequisites earlier and linked', async ({ page }) => {
  const order = LESSONS.map((l) => l.id);
  for (const l of LESSONS) {
    for (const r of l.requires) expect(order.indexOf(r), `${l.id} needs ${r}`).toBeLessThan(order.indexOf(l.id));
  }
  // The notes' path: mex before sums, sums before the Nim theorem, the theorem before the problems that use it.
  const at = (id) => order.indexOf(id);
  expect(at('take3')).toBeLessThan(at('sum-values'));
  expect(at('sum-values')).toBeLessThan(at('hdu1524'));
  expect(at('sum-values')).toBeLessThan(at('snim'));
  expect(at('nim-theorem')).toBeLessThan(at('nim-14-21-39'));
  await page.goto('/?lang=zh#gallery');
  await expect(page.locator('.gallery-part')).toHaveText(COURSE.map((p, i) => `第 ${i + 1} 部分：${p.title.zh}`));
  await page.goto('/?lesson=hdu1524&lang=en');
  const needs = page.locator('.lesson-requires a');
  await expect(needs).toHaveText(['Why the exact SG value matters in a sum']);
  await expect(needs).toHaveAttribute('href', /lesson=sum-values/);
});

test('a rule check says which rule it checked and on which positions', async ({ page }) => {
  await page.goto('/?lesson=take3&lang=en');
  await expect(page.locator('.rule-check')).toContainText('SG(n) = n mod (3 + 1) when a move takes 1 … 3 stones, for n = 0 … 40', { timeout: 30000 });
  await page.goto('/?lesson=memo&lang=zh');
  await expect(page.locator('.rule-check')).toContainText('两堆 Nim (a, b) 先手必败当且仅当 a = b', { timeout: 30000 });
});

test('a dense scene draws the positions it needs: the staircase two moves deep, all of it on request', async ({ page }) => {
  // Positions at most k moves from (3, 1, 2), from the staircase's statement (games.mjs).
  const within = (k) => {
    const seen = new Map([['3,1,2', 0]]);
    let layer = [[3, 1, 2]];
    for (let d = 1; d <= k; d++) {
      const next = [];
      for (const h of layer) {
        for (const o of MOVES.staircase({ heaps: h, marks: h.map(() => false) })) {
          const key = o.heaps.join(',');
          if (!seen.has(key)) { seen.set(key, d); next.push(o.heaps); }
        }
      }
      layer = next;
    }
    return seen;
  };
  await page.goto('/?lesson=staircase&lang=en');
  const nodes = page.locator('.graph-svg .node');
  await expect(nodes).toHaveCount(within(2).size, { timeout: 20000 });
  // The nodes at the cut (two moves away, with moves left) say so.
  const cut = [...within(2)].filter(([key, d]) => d === 2 && key.split(',').some((x) => x !== '0')).length;
  await expect(page.locator('.graph-svg .node[data-frontier=true]')).toHaveCount(cut);
  await page.locator('.depth-select').selectOption('');
  await expect(nodes).toHaveCount(within(99).size);
  await expect(page.locator('.graph-svg .node[data-frontier=true]')).toHaveCount(0);
  await expect(page).not.toHaveURL(/depth=/);
});
