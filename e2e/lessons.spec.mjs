// Every lesson in both languages, scene by scene: the explorer shows the scene's game and position, the outcome it
// states is the one a search written in the test finds (games.mjs, the definitions of the notes), the rule the lesson
// states agrees with the core's search on every position it was checked on, and the numbers of the notes' worked
// examples come out as the notes (and their problems' samples) give them.
import { test, expect, subtractionByDefinition } from './fixtures.mjs';
import { MOVES, sgOf, misereWins, parseHeaps } from './games.mjs';
import { outcomeOf } from './judge.mjs';
import { LESSONS } from '../www/lessons/index.js';
import { panelFaults } from './panel.mjs';

/** The sentences each language uses for the scene count. */
const sceneText = { en: (k, n) => `scene ${k} / ${n}`, zh: (k, n) => `第 ${k} / ${n} 页` };

async function open(page, url) {
  await page.goto(url);
  await expect(page.locator('[data-role=outcome]')).not.toBeEmpty({ timeout: 20000 });
}

// ---- Every lesson, both languages: title, note, the rule's check, every scene's outcome, alike however reached. ----

/** What the explorer shows, in numbers and the announcer's sentence (`words`: the sentence too). */
const shown = (page, words) => page.evaluate((withWords) => {
  const scrub = document.querySelector('[data-role=scrub]');
  const value = (role) => document.querySelector(`[data-role=${role}]`).value;
  return {
    view: document.querySelector('[role=tab][aria-selected=true]')?.dataset.view ?? null,
    step: scrub.value,
    steps: scrub.max,
    game: value('game'),
    position: value('position'),
    n: value('n'),
    status: withWords ? document.querySelector('[role=status]').textContent : null,
  };
}, words);

/** The scene at rest: what it shows, read a moment apart until three reads agree (a busy machine answers late).
 * A read before any tab is selected is the page still loading, not a scene at rest. */
async function settled(page, words) {
  const reads = [];
  for (let i = 0; i < 60; i++) {
    const read = await shown(page, words);
    if (read.view === null && i < 59) {
      await page.waitForTimeout(200);
      continue;
    }
    reads.push(JSON.stringify(read));
    if (reads.length >= 3 && reads.slice(-3).every((r) => r === reads[reads.length - 1])) break;
    await page.waitForTimeout(200);
  }
  return JSON.parse(reads[reads.length - 1]);
}

/** The lesson's header in `lang`: its title, its note (a lesson of the user's own game comes from none), and its
 * rule's check, which agrees with the core's search on every position it was checked on. */
async function header(page, lesson, lang) {
  const panel = page.locator('[data-role=lesson]');
  await expect(panel).toBeVisible();
  await expect(panel.locator('.lesson-title')).toContainText(lesson.title[lang]);
  if (lesson.note) await expect(panel.locator('.lesson-note')).toHaveText(lesson.note.title[lang]);
  else await expect(panel.locator('.lesson-note')).toHaveCount(0);
  const check = panel.locator('.rule-check');
  if (lesson.rule) {
    await expect(check).toHaveAttribute('data-total', /^[1-9]\d*$/, { timeout: 30000 });
    const total = await check.getAttribute('data-total');
    await expect(check).toHaveAttribute('data-agree', total);
  } else await expect(check).toHaveCount(0);
}

// Each lesson is walked by Next and Back in one language (at 1280 × 800, each scene's panel checked as
// learner.spec.mjs checks it on a phone), and each scene opened by its link in the other (the lessons alternate
// which), so both languages show every lesson's text, and the numbers a scene shows must not depend on the language
// nor on the way it was reached. (Walking and linking every scene in both languages, as this file once did, cost
// half of the browser tests' time and found nothing more.)
test.use({ viewport: { width: 1280, height: 800 } });
LESSONS.forEach((lesson, index) => {
  const [walked, linked] = index % 2 ? ['en', 'zh'] : ['zh', 'en'];
  test(`lesson ${lesson.id}: every scene shows its position with the outcome the definition gives, alike by Next, Back and its link (${walked}, ${linked})`, async ({ page }) => {
    test.setTimeout(120_000);
    const panel = page.locator('[data-role=lesson]');
    const scenes = lesson.scenes.length + 1;
    const state = (k) => (k === scenes - 1 ? { ...lesson.play, view: 'play' } : lesson.scenes[k].state);
    const text = (k, lang) => lesson.scenes[k].text[lang].split('\n')[0].slice(0, 30);
    await open(page, `/?lesson=${lesson.id}&lang=${walked}`);
    await header(page, lesson, walked);
    // By Next: each scene's words, game, position, view, URL and outcome, and what it shows at rest.
    const byNext = [];
    for (let k = 0; k < scenes; k++) {
      const s = state(k);
      const last = k === scenes - 1;
      await expect(panel.locator('.lesson-count')).toHaveText(sceneText[walked](k + 1, scenes));
      if (!last) await expect(panel.locator('.lesson-body')).toContainText(text(k, walked));
      await expect(page.locator('[data-role=game]')).toHaveValue(s.game);
      await expect(page.locator('[data-role=position]')).toHaveValue(s.position);
      // (Its view may load its module first: on a loaded machine, past the default 5 s.)
      await expect(page.locator(`[role=tab][data-view=${s.view}]`)).toHaveAttribute('aria-selected', 'true', { timeout: 15000 });
      // The URL holds the scene (the first is the default), so a reload or a shared link opens it again.
      await expect(page).toHaveURL(k === 0 ? /^(?!.*[?&]scene=)/ : new RegExp(`[?&]scene=${k}(&|$)`));
      await expect(page.locator('[data-role=outcome]'), `${lesson.id} scene ${k + 1}: ${s.position}`)
        .toHaveAttribute('data-kind', outcomeOf(s.game, s.position));
      byNext.push(await settled(page, true));
      // It flows in the page: nothing scrolls in a box, the question after its text (learner.spec.mjs on a phone).
      expect(await panelFaults(page), `${lesson.id} scene ${k + 1} (${walked})`).toEqual([]);
      if (last) await expect(panel.locator('.lesson-next')).toBeDisabled();
      // Settled first: a click while a scene still loads can be lost under load (seen once in a full run).
      else await panel.locator('.lesson-next').click();
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), lesson.id).toBeLessThanOrEqual(1280);
    // By Back: each scene shows what it showed by Next, its announcer's sentence too.
    for (let k = scenes - 2; k >= 0; k--) {
      await panel.locator('.lesson-back').click();
      await expect(panel.locator('.lesson-count')).toHaveText(sceneText[walked](k + 1, scenes));
      await expect.poll(() => shown(page, true), { message: `${lesson.id} (${walked}) back to scene ${k + 1}`, timeout: 25000 })
        .toEqual(byNext[k]);
    }
    // After Next the player's keys still work: the focus is on the lesson's text, and End goes to the last step.
    await panel.locator('.lesson-next').click();
    await expect(panel.locator('.lesson-count')).toHaveText(sceneText[walked](2, scenes));
    await expect.poll(() => shown(page, true)).toEqual(byNext[1]);
    await page.keyboard.press('End');
    await expect(page.locator('[data-role=scrub]')).toHaveValue(byNext[1].steps);
    // By its link, in the other language: its words, and the same numbers.
    for (let k = 0; k < scenes; k++) {
      await open(page, `/?lesson=${lesson.id}${k ? `&scene=${k}` : ''}&lang=${linked}`);
      if (k === 0) await header(page, lesson, linked);
      await expect(panel.locator('.lesson-count')).toHaveText(sceneText[linked](k + 1, scenes));
      if (k < scenes - 1) await expect(panel.locator('.lesson-body')).toContainText(text(k, linked));
      const read = await settled(page, false);
      expect(read, `${lesson.id} scene ${k + 1} by its link (${linked})`).toEqual({ ...byNext[k], status: null });
    }
  });
});

test('a lesson\'s Back and Next are the same buttons across renders, so a click while the page renders is not lost', async ({ page }) => {
  // A render (here a new language's words) rebuilt the panel, buttons too: a click pressed on the old Next and
  // released on the new one was no click. The buttons are now made once and updated.
  await open(page, '/?lesson=staircase&lang=en');
  const next = await page.locator('.lesson-next').elementHandle();
  await expect(page.locator('.lesson-next')).toHaveText('Next');
  await page.locator('#lang').selectOption('zh');
  await expect(page.locator('.lesson-next')).toHaveText('下一步');
  expect(await next.evaluate((b) => b.isConnected && document.querySelector('.lesson-next') === b)).toBe(true);
  await next.click();
  await expect(page.locator('.lesson-count')).toContainText('2');
});

// ---- The notes' numbers. ----

const scene = (id, k, lang = 'en') => `/?lesson=${id}&scene=${k}&lang=${lang}`;
// The summary's values are drawn with the outcome that open() waits for.
const sgCells = (page) => page.locator('.sg-cell').evaluateAll((els) => els.map((e) => Number(e.dataset.sg)));

test('take3 (note 000): SG = 0, 1, 2, 3, 0, 1 for 0 … 5; SG(4) = mex{1, 2, 3} = 0; the table has period 4', async ({ page }) => {
  await open(page, scene('take3', 4));
  expect(await sgCells(page)).toEqual([0, 1, 2, 3, 0, 1]);
  await open(page, scene('take3', 2));
  await expect(page.locator('.mex-result')).toHaveText(/^SG\(4\) = 0 /);
  await expect(page.locator('.options .option')).toHaveCount(3);
  const options = await page.locator('.options .option').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
  expect(options.sort()).toEqual([1, 2, 3]);
  await open(page, scene('take3', 5));
  const values = await sgCells(page);
  expect(values).toEqual(subtractionByDefinition([1, 2, 3], 12));
  expect(values).toEqual(values.map((_, n) => n % 4));
});

test('bash4 (note 000): period 5, so 9 and 13 are wins and the multiples of 5 are losses', async ({ page }) => {
  await open(page, scene('bash4', 0));
  const values = await sgCells(page);
  expect(values).toEqual(subtractionByDefinition([1, 2, 3, 4], 10));
  expect(values.map((v, n) => [n, v]).filter(([, v]) => v === 0).map(([n]) => n)).toEqual([0, 5]);
});

test('nim (note 004): the note\'s moves take 12 from 39, 19 from 121, 10 from 58, among every winning move', async ({ page }) => {
  // 14 21 39: only 39 holds bit 5 of X = 60. 55 81 121 and 29 45 58: all three heaps hold X's highest bit.
  for (const [id, k, heaps, text, count] of [
    ['nim-14-21-39', 2, [14, 21, 39], 'take 12 from 39', 1],
    ['nim-55-81-121', 2, [55, 81, 121], 'take 19 from 121', 3],
    ['nim-29-45-58', 1, [29, 45, 58], 'take 10 from 58', 3],
  ]) {
    // The winning moves by the definition: every move to a position whose XOR is 0.
    const winning = [];
    heaps.forEach((h, i) => {
      for (let k = 1; k <= h; k++) {
        const next = heaps.map((x, j) => (j === i ? x - k : x));
        if (next.reduce((a, b) => a ^ b, 0) === 0) winning.push(`take ${k} from ${h} → ${next.join(' ')}`);
      }
    });
    expect(winning).toHaveLength(count);
    expect(winning.some((w) => w.startsWith(`${text} →`))).toBe(true);
    await open(page, scene(id, k));
    await expect(page.locator('.xor-outcome')).toHaveText(text);
    await expect(page.locator('.move-item')).toHaveText(winning);
  }
});

test('the XOR steps the nim lessons stop on show what their text says', async ({ page }) => {
  // nim-14-21-39 scene 1 (step 2): all three rows, no column yet; scene 2 (step 9): X = 60 shown.
  await open(page, scene('nim-14-21-39', 0));
  await expect(page.locator('.xor-row.shown')).toHaveCount(3);
  await expect(page.locator('.parity.shown')).toHaveCount(0);
  await open(page, scene('nim-14-21-39', 1));
  await expect(page.locator('.parity.shown')).toHaveCount(6);
  await expect(page.locator('.xor-value')).toHaveClass(/shown/);
  await expect(page.locator('.xor-value')).toContainText(String(14 ^ 21 ^ 39));
  await expect(page.locator('.xor-outcome')).toBeEmpty();
  // nim-55-81-121 scene 2 (step 10): 55 ⊕ 81 ⊕ 121 = 31 shown (7 columns), the move not yet.
  await open(page, scene('nim-55-81-121', 1));
  await expect(page.locator('.parity.shown')).toHaveCount(7);
  await expect(page.locator('.xor-value')).toContainText(String(55 ^ 81 ^ 121));
  await expect(page.locator('.xor-outcome')).toBeEmpty();
});

test('hdu1850 (note 004): 5 7 9 has exactly one winning first move, as the problem\'s sample says', async ({ page }) => {
  const heaps = [5, 7, 9];
  const x = heaps.reduce((a, b) => a ^ b, 0);
  const count = heaps.filter((h) => (h ^ x) < h).length;
  expect(count).toBe(1); // the sample output of HDU 1850
  await open(page, scene('hdu1850', 0));
  await expect(page.locator('.all-moves-head')).toHaveText(`Winning moves (${count})`);
  await open(page, scene('hdu1850', 0, 'zh'));
  await expect(page.locator('.all-moves-head')).toHaveText(`必胜走法（${count} 种）`);
});

test('memo (note 003): dp[x][y] of two heaps is L exactly where x = y, filled in the recursion\'s order', async ({ page }) => {
  // Note 003's dfs: dp[0][0] is set first, then each call tries every move on the first heap, then on the second,
  // and stores its answer when it returns. The order in which cells are stored is what the view steps through.
  const order = ['0,0'];
  const dp = new Map([['0,0', false]]);
  const dfs = (x, y) => {
    const k = `${x},${y}`;
    if (dp.has(k)) return dp.get(k);
    let res = false;
    for (let i = 1; i <= x; i++) res = !dfs(x - i, y) || res;
    for (let i = 1; i <= y; i++) res = !dfs(x, y - i) || res;
    dp.set(k, res);
    order.push(k);
    return res;
  };
  dfs(4, 4);
  await open(page, scene('memo', 2));
  await expect(page.locator('.memo-cell')).toHaveCount(25);
  const cells = await page.locator('.memo-cell').evaluateAll((els) => els.map((e) => [`${e.dataset.x},${e.dataset.y}`, e.textContent]));
  expect(cells).toHaveLength(25);
  for (const [k, text] of cells) expect(text, `dp[${k}]`).toBe(dp.get(k) ? 'W' : 'L');
  for (const [k, text] of cells) expect(text, `dp[${k}]`).toBe(k.split(',')[0] === k.split(',')[1] ? 'L' : 'W');
  // Scene 2 stops at step 6, where its text says dp[1][1] = L has just been found after row 0 and dp[1][0].
  await open(page, scene('memo', 1));
  await expect(page.locator('.memo-cell.current')).toHaveCount(1);
  const known = await page.locator('.memo-cell').evaluateAll((els) => els
    .filter((e) => e.textContent === 'W' || e.textContent === 'L').map((e) => `${e.dataset.x},${e.dataset.y}`));
  expect(new Set(known)).toEqual(new Set(order.slice(0, 7)));
  expect(order[6]).toBe('1,1');
  await expect(page.locator('.memo-cell.current')).toHaveAttribute('data-cell', String(1 * 5 + 1));
});

test('boxes (note 001): 1 2 3 opens all three boxes; the basis reduces box 3 to 0 at the scene\'s step', async ({ page }) => {
  await open(page, scene('boxes', 1));
  await expect(page.locator('.options .option')).toHaveCount(7); // 2^3 − 1 sets of boxes to open
  const zero = await page.locator('.options .option[data-kind=P]').evaluateAll((els) => els.map((e) => e.dataset.to));
  const memo = new Map();
  const byDefinition = MOVES.boxes(parseHeaps('1 2 3')).filter((s) => sgOf(MOVES.boxes, s, memo) === 0)
    .map((s) => s.heaps.map((h, i) => `${h}${s.marks[i] ? '*' : ''}`).join(' '));
  expect(byDefinition).toEqual(['1* 2* 3*']);
  expect(zero).toEqual(byDefinition);
  await open(page, scene('boxes', 3));
  // Two rows (1 and 2); the step shown is box 3 reduced to 0.
  await expect(page.locator('.basis-table tr[data-bit]')).toHaveCount(2);
  await expect(page.locator('.basis-step')).toContainText('0');
});

test('gambling (note 001, CF662A): the answers 1/2, 1/1, 0/1 of the samples, by enumerating every fall', async ({ page }) => {
  const byEnumeration = (cards) => {
    let wins = 0;
    for (let mask = 0; mask < 2 ** cards.length; mask++) {
      if (cards.reduce((x, [a, b], i) => x ^ ((mask >> i) & 1 ? b : a), 0) !== 0) wins++;
    }
    const total = 2 ** cards.length;
    const gcd = (a, b) => (b ? gcd(b, a % b) : a);
    const g = wins ? gcd(wins, total) : total;
    return `${wins / g}/${total / g}`;
  };
  for (const [k, cards] of [[1, [[1, 2], [1, 2]]], [2, [[0, 4], [1, 5], [2, 3]]], [3, [[1, 1], [1, 1]]]]) {
    const answer = byEnumeration(cards);
    await open(page, scene('gambling', k));
    await expect(page.locator('.basis-answer')).toHaveText(`answer: ${answer}`);
  }
  expect(['1/2', '1/1', '0/1']).toEqual([[[1, 2], [1, 2]], [[0, 4], [1, 5], [2, 3]], [[1, 1], [1, 1]]].map(byEnumeration));
});

test('misère Nim (note 002): each scene\'s class and outcome agree with a misère search', async ({ page }) => {
  for (const [k, position] of [[0, '3 5 1'], [1, '1'], [2, '4 1 1'], [3, '2 2']]) {
    await open(page, scene('misere', k));
    await expect(page.locator('.xor-outcome')).toHaveAttribute('data-kind', misereWins(MOVES.nim, parseHeaps(position)) ? 'N' : 'P');
  }
});

test('thanos (note 001, CF1147C): the samples 8 8 → Bob and 3 1 4 1 → Alice; 1 1 1 1 is among the options with SG 0', async ({ page }) => {
  expect(sgOf(MOVES.thanos, parseHeaps('8 8'))).toBe(0);
  expect(sgOf(MOVES.thanos, parseHeaps('3 1 4 1'))).not.toBe(0);
  await open(page, scene('thanos', 1));
  await expect(page.locator('.options .option')).toHaveCount(MOVES.thanos(parseHeaps('3 1 4 1')).length);
  const zero = await page.locator('.options .option[data-kind=P]').evaluateAll((els) => els.map((e) => e.dataset.to));
  expect(zero).toContain('1 1 1 1');
  const memo = new Map();
  for (const to of zero) expect(sgOf(MOVES.thanos, parseHeaps(to), memo), to).toBe(0);
});

test('an unknown lesson says so and offers the lessons', async ({ page }) => {
  await open(page, '/?lesson=no-such-lesson&lang=en');
  await expect(page.locator('[data-role=lesson]')).toContainText('no-such-lesson');
  await expect(page.locator('[data-lesson=take3]')).toBeVisible();
});

test('the gallery links every lesson in the page\'s language, and loads them only when it comes near', async ({ page }) => {
  const loaded = [];
  page.on('request', (r) => { if (r.url().includes('/lessons/')) loaded.push(r.url()); });
  await open(page, '/?lang=zh');
  await page.waitForTimeout(500);
  expect(loaded, 'no lesson is loaded with the page').toEqual([]);
  await page.locator('[data-role=gallery]').scrollIntoViewIfNeeded();
  const cards = page.locator('.lesson-card');
  await expect(cards).toHaveCount(LESSONS.length);
  await expect(page.locator('.lesson-card[data-lesson=take3] .lesson-card-title')).toHaveText(`1.1 ${LESSONS[0].title.zh}`);
  await page.locator('.lesson-card[data-lesson=nim-14-21-39]').click();
  await expect(page.locator('[data-role=lesson] .lesson-title')).toContainText(LESSONS.find((l) => l.id === 'nim-14-21-39').title.zh);
});

// ---- On a phone: the lesson's text first, then its question, Next and the view, in the page (which scrolls once). ----

test.describe('a lesson on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const lang of ['zh', 'en']) {
    test(`every lesson's text starts the first screen; its question, Next and the view follow it (${lang})`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const lesson of LESSONS) {
        await open(page, `/?lesson=${lesson.id}&lang=${lang}`);
        await expect(page.locator('.lesson-next')).toBeVisible();
        await expect(page.locator('.lesson-body')).toBeVisible();
        // The panel is drawn again when the rule's check arrives, and on a loaded machine a half-drawn panel can
        // show for a while: measure once the check and the view are in and the three boxes hold still.
        if (await page.locator('.rule-check').count()) {
          await expect(page.locator('.rule-check')).toHaveAttribute('data-total', /^[1-9]\d*$/, { timeout: 30000 });
        }
        // (A misère Kayles scene's quotient takes seconds in wasm on a busy machine.)
        await expect(page.locator('[data-role=progress]')).toBeHidden({ timeout: 30000 });
        const boxes = () => page.evaluate(() => ['.lesson-body', '.lesson-next', '.stage', '[data-role=lesson] .quiz'].map((sel) => {
          const r = document.querySelector(sel)?.getBoundingClientRect();
          return r ? { y: r.y, height: r.height } : null;
        }));
        let last = null;
        await expect.poll(async () => {
          const now = JSON.stringify(await boxes());
          const still = now === last && !JSON.parse(now).slice(0, 3).includes(null);
          last = now;
          return still;
        }, { intervals: [250] }).toBe(true);
        const [text, next, stage, quiz] = JSON.parse(last);
        expect(text.y, `${lesson.id}: the text starts on screen`).toBeGreaterThanOrEqual(0);
        expect(text.y, `${lesson.id}: the text starts on the first screen`).toBeLessThan(844 / 2);
        // The question after the text, Next after the question, the view after Next: read top to bottom.
        const after = quiz ?? text;
        if (quiz) expect(quiz.y, `${lesson.id}: the question follows its text`).toBeGreaterThanOrEqual(text.y + text.height - 0.5);
        expect(next.y, `${lesson.id}: Next follows the text and its question`).toBeGreaterThanOrEqual(after.y + after.height - 0.5);
        expect(stage.y, `${lesson.id}: the view follows`).toBeGreaterThanOrEqual(next.y + next.height - 0.5);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
    });
  }
  test('the first screen of a lesson, as a learner sees it', async ({ page }) => {
    await open(page, '/?lesson=nim-14-21-39&scene=1&lang=zh&theme=light');
    // Everything that arrives late has arrived (the rule's check, the view, no progress bar): on a loaded machine a
    // half-drawn screen can hold still long enough to be compared.
    await expect(page.locator('.rule-check')).toHaveAttribute('data-total', /^[1-9]\d*$/, { timeout: 30000 });
    await expect(page.locator('[data-role=progress]')).toBeHidden();
    await page.locator('[role=status]').focus();
    await page.evaluate(() => document.activeElement?.blur());
    await expect(page).toHaveScreenshot('lesson-phone-zh.png', { caret: 'hide', animations: 'disabled', maxDiffPixelRatio: 0.005 });
  });
});

test('misère play speaks of P and N: heap sizes, not SG values, and why their XOR does not decide', async ({ page }) => {
  // The second scene: a single heap of 1 (XOR 1), which the player to move loses.
  await open(page, '/?lesson=misere&scene=1&lang=en');
  const view = page.locator('[data-panel=xor]');
  await expect(view.locator('.sg-head')).toHaveText('stones');
  await expect(view.locator('.xor-misere-note')).toContainText('their XOR alone does not decide who wins');
  await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', 'P');
  await page.locator('[data-role=to-start]').click();
  await expect(page.locator('[role=status]')).toHaveText('heap 1: 1 = 1₂ stones (in misère play a heap size, not an SG value)');
  await open(page, '/?lesson=misere&scene=1&lang=zh');
  await expect(page.locator('[data-panel=xor] .xor-misere-note')).toContainText('只看异或和也不能决定胜负');
  // Normal play keeps its SG column.
  await open(page, '/?lesson=nim-14-21-39&scene=1&lang=en');
  await expect(page.locator('[data-panel=xor] .sg-head')).toHaveText('SG');
  await expect(page.locator('[data-panel=xor] .xor-misere-note')).toBeHidden();
});

/* ---------- the graph's arrows and value lines ---------- */

/** The arrowheads of the graph on screen that run into a value line (the "SG 2" under a node), as "edge: value": a
 * head is its edge's last 7 stroke widths (the marker's size), sampled at each drawing unit. */
const headsOnValues = (page) => page.evaluate(() => {
  const svg = document.querySelector('.graph-svg');
  const values = [...svg.querySelectorAll('.node .sg')].map((t) => [t.textContent, t.getBoundingClientRect()]);
  const out = [];
  for (const edge of svg.querySelectorAll('.edge')) {
    const length = edge.getTotalLength();
    const head = 7 * parseFloat(getComputedStyle(edge).strokeWidth);
    const toScreen = edge.getScreenCTM();
    for (let k = 0; k <= head; k++) {
      const p = edge.getPointAtLength(Math.max(0, length - k)).matrixTransform(toScreen);
      const hit = values.find(([, b]) => p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom);
      if (hit) { out.push(`${edge.getAttribute('d')}: ${hit[0]}`); break; }
    }
  }
  return out;
});

for (const [size, viewport, lang] of [['1280 × 800', { width: 1280, height: 800 }, 'en'], ['a 390 × 844 phone', { width: 390, height: 844 }, 'zh']]) {
  test.describe(`HDU 1524's graph on ${size}`, () => {
    test.use({ viewport });
    test(`every arrowhead is clear of the value lines, and the graph is whole in its box (${lang})`, async ({ page }) => {
      for (const scene of [0, 1]) { // step 1, 0's two moves lit; then every value known
        await open(page, `/?lesson=hdu1524${scene ? `&scene=${scene}` : ''}&lang=${lang}`);
        await expect(page.locator('.graph-svg .node')).toHaveCount(4);
        await expect(page.locator('.graph-svg .edge')).toHaveCount(3);
        if (!scene) await expect(page.locator('.graph-svg .edge.option-edge')).toHaveCount(2);
        expect(await headsOnValues(page), `scene ${scene + 1}`).toEqual([]);
        // The lesson's stage shows the whole graph and its options line: nothing to scroll inside it.
        const stage = await page.locator('.stage').evaluate((s) => [s.scrollHeight, s.clientHeight]);
        expect(stage[0], `scene ${scene + 1}: the stage's content and its height`).toBeLessThanOrEqual(stage[1] + 1);
      }
    });
  });
}

test.describe('a lesson\'s graph of positions on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  test('under its depth picker, the graph and its options line are whole in the stage', async ({ page }) => {
    await open(page, '/?lesson=stoned&lang=zh');
    await expect(page.locator('.depth-pick')).toBeVisible();
    await expect(page.locator('.graph-svg .node')).not.toHaveCount(0);
    const stage = await page.locator('.stage').evaluate((s) => [s.scrollHeight, s.clientHeight]);
    expect(stage[0], "the stage's content and its height").toBeLessThanOrEqual(stage[1] + 1);
    const [box, options] = [await page.locator('.stage').boundingBox(), await page.locator('.graph-options').boundingBox()];
    expect(options.y + options.height).toBeLessThanOrEqual(box.y + box.height);
  });
});
