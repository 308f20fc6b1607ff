// One drawing per view (issue 47): what a file exported from the XOR and mex views says is what the screen shows at
// that step, word for word and number for number, in both languages: the screen and the export take their texts from
// one pure drawing (xor-drawing.js, mex-drawing.js), and no export reads the page.
import { test, expect, open } from './fixtures.mjs';
import fs from 'node:fs';

/** The texts of an exported SVG, entities decoded. */
async function exportedTexts(page) {
  await page.locator('.export-menu summary').click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export=svg]').click()]);
  await page.locator('.export-menu summary').click();
  const svg = fs.readFileSync(await download.path(), 'utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1].replace(/&#(\d+);/g, (_, n) => String.fromCharCode(Number(n))));
}

/** The visible texts of the elements `selector` matches, each trimmed (an element with hidden parts, as the target's
 * "(−12)", whole). */
const screenTexts = (page, selector) => page.locator(selector).evaluateAll((els) => els
  .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
  .map((el) => el.textContent.trim()).filter(Boolean));

/** Goes to step `k` (1-based) of the timeline with the keyboard, from the start. */
async function stepTo(page, k) {
  await page.keyboard.press('Home');
  for (let i = 1; i < k; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-role=step-label]')).toContainText(new RegExp(`(^|\\D)${k}\\s*/`));
}

for (const lang of ['en', 'zh']) {
  test(`${lang}: the XOR view of Nim 14 21 39 exported at a step says what the screen shows then`, async ({ page }) => {
    await open(page, `/?lang=${lang}&game=nim&position=14 21 39&view=xor`);
    const total = Number((await page.locator('[data-role=step-label]').textContent()).match(/\/\s*(\d+)/)[1]);
    // Two rows in; every column out, before the XOR; the end (the winning move).
    for (const k of [2, 9, total]) {
      await stepTo(page, k);
      const screen = [
        ...await screenTexts(page, '.xor-title, .sg-head, .xor-row.shown th, .xor-row.shown td.row-value, .xor-row.shown td.bit, .parity-label'),
        ...await screenTexts(page, '.xor-value.shown, .parity.shown, .xor-outcome'),
      ];
      const targets = await screenTexts(page, '.xor-row.shown .target.shown');
      const exported = await exportedTexts(page);
      for (const s of [...screen, ...targets]) expect(exported, `step ${k}: "${s}"`).toContain(s);
      // Nothing more in the file than on the screen, but for the column heads 1, 2, 4, … (bit weights).
      const heads = await screenTexts(page, '.bit-head');
      for (const s of exported) expect([...screen, ...targets, ...heads], `step ${k}: "${s}" in the file`).toContain(s);
      if (k === total && lang === 'en') expect(await page.locator('.xor-outcome').textContent()).toBe('take 12 from 39');
    }
  });

  test(`${lang}: the mex view of heap 5 exported at each step says what the screen shows then`, async ({ page }) => {
    await open(page, `/?lang=${lang}&game=sub(1..3)&view=mex&state=5`);
    for (let k = 1; k <= 6; k++) {
      await stepTo(page, k);
      const exported = await exportedTexts(page);
      const title = await page.locator('.mex-title').textContent();
      expect(exported[0], `step ${k}`).toBe(title);
      const options = await page.locator('.option.shown').evaluateAll((els) => els.map((li) => `${li.querySelector('.move').textContent}   ${li.querySelector('.value').textContent}`));
      expect(options).toHaveLength(Math.min(k, 3));
      for (const o of options) expect(exported, `step ${k}`).toContain(o);
      const ticks = await page.locator('.tick').allTextContents();
      for (const s of ticks) expect(exported, `step ${k}`).toContain(s);
      const result = await screenTexts(page, '.mex-result');
      expect(exported.includes(result[0]), `step ${k}: the result`).toBe(k === 6);
      if (k === 6) expect(exported.at(-1)).toBe(result[0]);
    }
  });
}

test('a family\'s table exported as C++ is headed by the title the table view shows', async ({ page }) => {
  for (const lang of ['en', 'zh']) {
    await open(page, `/?lang=${lang}&game=wythoff&position=3 5&view=table`);
    await expect(page.locator('.family-table')).toBeVisible();
    await page.locator('.export-menu summary').click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export=cpp]').click()]);
    const cpp = fs.readFileSync(await download.path(), 'utf8');
    expect(cpp.split('\n')[0]).toBe(`// ${await page.locator('.table-title').textContent()}`);
    // Wythoff's game: SG(0, b) = b (a row of the table, from the rule that a heap alone is Nim).
    expect(cpp).toContain(`{${Array.from({ length: 16 }, (_, b) => b).join(', ')}}`);
  }
});

// The graph, basis and memo views' exports are their pure drawings too (graph-drawing.js, basis-drawing.js,
// memo-drawing.js): each says what the screen shows at the step, whatever else the page holds.
for (const lang of ['en', 'zh']) {
  test(`${lang}: the graph of sub(1..3) exported at a step says each state's value as the screen does then`, async ({ page }) => {
    await open(page, `/?lang=${lang}&game=sub(1..3)&n=8&view=graph`);
    for (const k of [1, 4, 8]) {
      await stepTo(page, k);
      // G(n) = mex{G(n-1), G(n-2), G(n-3)} = n mod 4: the first k states show their values, the rest "SG ?".
      const want = Array.from({ length: 8 }, (_, n) => (n < k ? `SG ${n % 4}` : 'SG ?'));
      const screen = await page.locator('.graph-svg .node .sg').allTextContents();
      expect(screen.toSorted()).toEqual(want.toSorted());
      const exported = await exportedTexts(page);
      expect(exported.filter((s) => s.startsWith('SG')).toSorted(), `step ${k}`).toEqual(want.toSorted());
      // Each state's label and P mark as on screen: 0 … 7, and P beside each revealed P-position (n ≡ 0 mod 4).
      const labels = await page.locator('.graph-svg .node .label, .graph-svg .node .mark').allTextContents();
      expect(exported.filter((s) => !s.startsWith('SG') && s !== '▼').toSorted(), `step ${k}`).toEqual(labels.toSorted());
      expect(labels.filter((s) => s === 'P')).toHaveLength([0, 4].filter((n) => n < k).length);
    }
  });

  test(`${lang}: the basis and memo views exported say what their screens show`, async ({ page }) => {
    await open(page, `/?lang=${lang}&game=nim&position=1 1&view=basis&cards=2%0A1 2%0A1 2`);
    await page.keyboard.press('End');
    const rows = await page.locator('.basis-table tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent).join('  ')));
    const words = await screenTexts(page, '[data-panel=basis] h2, .basis-card, .basis-step, .basis-answer');
    const basis = await exportedTexts(page);
    for (const s of [...words, ...rows]) expect(basis, s).toContain(s);
    await open(page, `/?lang=${lang}&game=nim&position=3 4&view=memo`);
    await page.keyboard.press('End');
    const memo = await exportedTexts(page);
    expect(memo[0]).toBe(await page.locator('.memo-title').textContent());
    // Every cell of dp[0..3][0..4] finished: W where the heaps differ, L where they are equal (x ⊕ y = 0).
    const cells = Array.from({ length: 20 }, (_, i) => (Math.floor(i / 5) === i % 5 ? 'L' : 'W'));
    expect(memo.slice(1)).toEqual(cells);
    expect(await page.locator('.memo-cell').allTextContents()).toEqual(cells);
  });
}
