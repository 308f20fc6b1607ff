// The explorer in headless Chromium: presets stepped through in each view, what the announcer says and the values
// shown, checked against answers computed here from the definitions (brute-force mex and XOR) and the source
// notes' numbers; keyboard, URL restore, language, and screenshots at fixed steps.
import { test, expect, open, subtractionByDefinition } from './fixtures.mjs';

/* ---------- independent answers ---------- */

const mex = (values) => { let m = 0; while (values.has(m)) m++; return m; };

/** Octal game values by the definition (the naive O(n²) way): digit k of `digits` allows removing k stones. */
function octalByDefinition(digits, n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set();
    digits.forEach((d, k) => {
      if (k === 0 || k > h) return;
      const rest = h - k;
      if (d & 1 && rest === 0) seen.add(0);
      if (d & 2 && rest > 0) seen.add(g[rest]);
      if (d & 4) for (let a = 1; a < rest; a++) seen.add(g[a] ^ g[rest - a]);
    });
    g.push(mex(seen));
  }
  return g;
}
const kayles = (n) => octalByDefinition([0, 7, 7], n);

/** SG values of an explicit DAG from its successor lists, by memoised recursion. */
function graphValues(succ) {
  const g = new Map();
  const sg = (v) => {
    if (!g.has(v)) g.set(v, mex(new Set(succ[v].map(sg))));
    return g.get(v);
  };
  return succ.map((_, v) => sg(v));
}

/** The sentence for one computed state: "SG(x) = mex{a, b} = m — P-position (必败态)". */
function computeSentence(x, optionValues, lang = 'en') {
  const set = [...new Set(optionValues)].sort((a, b) => a - b);
  const m = mex(new Set(set));
  const kind = lang === 'en' ? (m === 0 ? 'P-position (必败态)' : 'N-position (必胜态)') : (m === 0 ? '必败态 (P-position)' : '必胜态 (N-position)');
  return `SG(${x}) = mex{${set.join(', ')}} = ${m} — ${kind}`;
}

/** Every sentence of the XOR walk-through of Nim heaps, derived from the binary definition of ⊕. */
function nimXorSentences(heaps) {
  const x = heaps.reduce((a, b) => a ^ b, 0);
  const width = Math.max(1, ...heaps.map((h) => h.toString(2).length));
  const out = heaps.map((h) => `heap ${h}: SG = ${h} = ${h.toString(2).padStart(width, '0')}₂`);
  for (let b = width - 1; b >= 0; b--) {
    const ones = heaps.filter((h) => (h >> b) & 1).length;
    out.push(`bit ${b}: number of 1s = ${ones} → parity ${ones % 2}`);
  }
  out.push(`${heaps.join(' ⊕ ')} = ${x}`);
  if (x === 0) return out;
  const top = 31 - Math.clz32(x);
  out.push(`highest set bit of ${x}: bit ${top} (${2 ** top})`);
  const holders = heaps.filter((h) => (h >> top) & 1);
  for (const h of holders) out.push(`${h} has bit ${top}: target ${h} ⊕ ${x} = ${h ^ x}`);
  const c = Math.max(...holders); // the notes: with a < b < c, change c to a ⊕ b
  out.push(`take ${c - (c ^ x)} from ${c}`);
  return out;
}

const status = (page) => page.locator('[role=status]');

/** Opens a URL and waits until the page has computed its model and announced its first step. */
const cells = (page) => page.locator('[data-role=values] .sg-cell').evaluateAll((els) => els.map((c) => Number(c.dataset.sg)));

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

/* ---------- large tables: every step says its mex, read from the page's session ---------- */

test('past 2000 states every step still says SG(s) = mex{…}: Grundy\'s game at state 4000 of 5000, by the definition', async ({ page }) => {
  // Grundy's game: split a heap into two unequal heaps (digit 4! before the point, nothing taken).
  const n = 5000;
  const g = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set();
    for (let a = 1; 2 * a < h; a++) seen.add(g[a] ^ g[h - a]);
    g.push(mex(seen));
  }
  const options = (h) => { const v = []; for (let a = 1; 2 * a < h; a++) v.push(g[a] ^ g[h - a]); return v; };
  await open(page, `/?lang=en&game=grundy&n=${n}&view=table&state=4000`);
  await expect(status(page)).toHaveText(computeSentence(4000, options(4000)));
  await page.keyboard.press('ArrowRight');
  await expect(status(page)).toHaveText(computeSentence(4001, options(4001)));
});

/* ---------- the notes' first example in every view ---------- */

test('take at most 3 from 5: the graph timeline computes SG(0..19) in order, each step a mex', async ({ page }) => {
  await open(page, '/?lang=en&n=20&step=19');
  const g = subtractionByDefinition([1, 2, 3], 20);
  await expect(status(page)).toHaveText(computeSentence(19, [g[18], g[17], g[16]]));
  expect(await cells(page)).toEqual(g);
  await page.keyboard.press('Home');
  await expect(status(page)).toHaveText(computeSentence(0, []));
  for (let x = 1; x <= 5; x++) {
    await page.keyboard.press('ArrowRight');
    await expect(status(page)).toHaveText(computeSentence(x, [1, 2, 3].filter((s) => s <= x).map((s) => g[x - s])));
  }
  // The note: "4 can only move to {1, 2, 3}, so sg(4) = 0".
  await page.keyboard.press('ArrowLeft');
  await expect(status(page)).toHaveText('SG(4) = mex{1, 2, 3} = 0 — P-position (必败态)');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 5 / 20');
  // The graph shows every state with its value once the timeline is at its end.
  await page.keyboard.press('End');
  const nodes = page.locator('[data-panel=graph] [data-state][data-sg]');
  await expect(nodes).toHaveCount(20);
  const shown = await nodes.evaluateAll((els) => els.map((e) => [Number(e.dataset.state), Number(e.dataset.sg)]));
  for (const [s, v] of shown) expect(v).toBe(g[s]);
});

test('the mex view of heap 5: options appear one by one, then the scan finds the mex', async ({ page }) => {
  await open(page, '/?lang=en&view=mex&state=5');
  const g = subtractionByDefinition([1, 2, 3], 20);
  const expected = [1, 2, 3].map((s, i) => `option ${i + 1}: take ${s} → ${5 - s}, SG = ${g[5 - s]}`);
  const seen = new Set([1, 2, 3].map((s) => g[5 - s]));
  const m = mex(seen);
  for (let v = 0; v < m; v++) expected.push(`${v} is in the set, go on`);
  expected.push(`${m} is not in the set`);
  expected.push(computeSentence(5, [...seen]));
  await expect(page.locator('[data-role=step-label]')).toHaveText(`step 1 / ${expected.length}`);
  for (const [i, sentence] of expected.entries()) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    await expect(status(page)).toHaveText(sentence);
  }
  // The number line marks exactly the option values; the cursor rests on the mex; the result line is lit.
  const marked = await page.locator('.tick[data-marked="true"]').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
  expect(marked).toEqual([...seen].sort((a, b) => a - b));
  await expect(page.locator('.cursor')).toHaveAttribute('data-value', String(m));
  await expect(page.locator('.code-panel .line.lit')).toContainText('sg[x] = g');
  await page.keyboard.press('Home');
  await expect(page.locator('.code-panel .line.lit')).toContainText('vis[sg[x - s]] = 1');
  await expect(page.locator('.option.shown')).toHaveCount(1);
});

test('a table cell opens that state in the mex view, and the graph focuses the same state', async ({ page }) => {
  await open(page, '/?lang=en&game=bash(4)&n=10&view=table');
  expect(await cells(page)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4]); // the note's Bash table, m = 4
  await expect(page.locator('.table-period')).toContainText('period 5');
  // Cells are 28 px wide under a 14 px header; the first row starts at state 0.
  await page.locator('.strip-row').first().click({ position: { x: 7 * 28 + 14, y: 35 } });
  await expect(page).toHaveURL(/view=mex/);
  await expect(page).toHaveURL(/state=7/);
  await page.keyboard.press('End');
  await expect(status(page)).toHaveText(computeSentence(7, [1, 0, 4, 3]));
  await page.getByRole('tab', { name: 'graph' }).click();
  await expect(status(page)).toHaveText(computeSentence(7, [1, 0, 4, 3]));
  await expect(page.locator('[data-panel=graph] .node.focus')).toHaveAttribute('data-state', '7');
});

/* ---------- the XOR walk-throughs ---------- */

test('(14, 21, 39) plays exactly as in the notes: X = 60, bit 5, 39 → 27, take 12 from 39', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.getByRole('button', { name: /Nim \(14, 21, 39\)/ }).click();
  await expect(page).toHaveURL(/view=xor/);
  const sentences = nimXorSentences([14, 21, 39]);
  expect(sentences).toContain('14 ⊕ 21 ⊕ 39 = 60');
  expect(sentences.at(-1)).toBe('take 12 from 39');
  await expect(page.locator('[data-role=step-label]')).toHaveText(`step 1 / ${sentences.length}`);
  for (const [i, sentence] of sentences.entries()) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    await expect(status(page)).toHaveText(sentence);
  }
  const parity = await page.locator('.parity').evaluateAll((els) => els.map((e) => e.textContent).join(''));
  expect(parity).toBe((60).toString(2));
  await expect(page.locator('.xor-value')).toHaveText('60');
  await expect(page.locator('.xor-row.holder')).toHaveCount(1);
  await expect(page.locator('.xor-row.holder')).toHaveAttribute('data-value', '39');
  await expect(page.locator('.xor-row.holder .target')).toHaveText('→ 27 (−12)');
  await expect(page.locator('.xor-outcome')).toHaveText('take 12 from 39');
});

// In these two every heap holds the highest bit: the walk-through ends on the notes' move (from the largest heap),
// and the other holders' moves are among the targets and the listed winning moves.
for (const [heaps, move, target] of [[[55, 81, 121], 'take 19 from 121', 102], [[29, 45, 58], 'take 10 from 58', 48]]) {
  test(`Nim (${heaps.join(', ')}): the targets include the notes' "${move}"`, async ({ page }) => {
    await open(page, '/?lang=en');
    await page.getByRole('button', { name: new RegExp(`Nim \\(${heaps.join(', ')}\\)`) }).click();
    const sentences = nimXorSentences(heaps);
    const x = heaps.reduce((a, b) => a ^ b);
    const c = heaps[2];
    expect(c ^ x).toBe(target); // the note: c → a ⊕ b
    expect(`take ${c - target} from ${c}`).toBe(move);
    await expect(status(page)).toHaveText(sentences[0]); // the preset has loaded
    await page.keyboard.press('End');
    await expect(status(page)).toHaveText(sentences.at(-1));
    expect(sentences.at(-1)).toBe(move);
    await page.keyboard.press('ArrowLeft');
    await expect(status(page)).toHaveText(sentences.at(-2));
    expect(sentences).toContain(`${c} has bit ${31 - Math.clz32(x)}: target ${c} ⊕ ${x} = ${target}`);
    await expect(page.locator(`.xor-row[data-value="${c}"] .target`)).toHaveText(`→ ${target} (−${c - target})`);
    await expect(page.locator('.all-moves-list')).toContainText(move);
    await page.keyboard.press('Home');
    await expect(status(page)).toHaveText(sentences[0]);
  });
}

test('S-Nim (POJ 2960 sample, S = {2, 5}): positions L, W, W', async ({ page }) => {
  const g = subtractionByDefinition([2, 5], 20);
  for (const [heaps, answer] of [[[5, 12], 'L'], [[2, 4, 7], 'W'], [[2, 3, 7, 12], 'W']]) {
    const x = heaps.reduce((a, h) => a ^ g[h], 0);
    expect(x === 0 ? 'L' : 'W').toBe(answer); // the sample output "LWW"
    await open(page, `/?lang=en&game=sub(2,5)&position=${heaps.join('+')}&view=xor`);
    await expect(page.locator('.xor-row')).toHaveCount(heaps.length);
    const values = await page.locator('.xor-row').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
    expect(values).toEqual(heaps.map((h) => g[h]));
    await page.keyboard.press('End');
    if (answer === 'L') await expect(status(page)).toContainText('X = 0: a P-position');
    else await expect(page.locator('.xor-outcome.winning-move')).toBeVisible();
    await expect(page.locator('[data-role=outcome]')).toContainText(answer === 'L' ? 'the first player (先手) loses' : 'the first player (先手) wins');
  }
});

test('HDU 1524 (a chess game on a DAG): tokens on 0 and 2 → WIN, each vertex computed in reverse topological order', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.getByRole('button', { name: /HDU 1524/ }).click();
  const succ = [[1, 2], [], [3], []]; // the sample's first graph
  const g = graphValues(succ);
  await expect(page.locator('[data-role=outcome]')).toContainText(`SG = ${g[0] ^ g[2]} ≠ 0: the first player (先手) wins`);
  // Walk the timeline: each announced vertex is computed after its successors.
  await page.keyboard.press('Home');
  const done = new Set();
  for (let i = 0; i < succ.length; i++) {
    if (i > 0) await page.keyboard.press('ArrowRight');
    const text = await status(page).textContent();
    const v = Number(/^SG\((\d+)\)/.exec(text)[1]);
    expect(succ[v].every((w) => done.has(w))).toBe(true);
    expect(text).toBe(computeSentence(v, succ[v].map((w) => g[w])));
    done.add(v);
  }
  await page.getByRole('tab', { name: 'xor' }).click();
  await page.keyboard.press('End');
  await expect(page.locator('.xor-outcome')).toHaveText(/./);
});

test('HDU 1524 input pasted as text: every test case\'s queries, each with its WIN or LOSE', async ({ page }) => {
  await open(page, '/?lang=en');
  const succ = [[1], [2], [], []]; // the sample's second graph: 0 → 1 → 2, and 3 alone
  const g = graphValues(succ);
  const queries = [[0, 1], [1, 1], [0, 1, 3]];
  const answers = queries.map((q) => (q.reduce((x, v) => x ^ g[v], 0) ? 'WIN' : 'LOSE'));
  expect(answers).toEqual(['WIN', 'LOSE', 'WIN']); // the sample output
  await page.locator('.import summary').click();
  await page.fill('[data-role=import-text]', '4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n');
  await page.locator('[data-role=import]').click();
  await expect(page.locator('[data-role=import-queries] button')).toHaveCount(3);
  for (const [i, q] of queries.entries()) {
    await page.locator('[data-role=import-queries] button').nth(i).click();
    await expect(page.locator('[data-role=position]')).toHaveValue(q.join(' '));
    await expect(page.locator('[data-role=outcome]')).toContainText(answers[i] === 'WIN' ? 'first player (先手) wins' : 'first player (先手) loses');
  }
  // Issue 20: the sample as HDU gives it, two test cases: every query of both, each with the answer by brute force.
  const first = graphValues([[1], [2], []]); // case 1: 0 → 1 → 2
  const both = [[first, [[0], [1], [0, 2], [1, 1, 2]]], [g, queries]];
  const expected = both.flatMap(([values, qs]) => qs.map((q) => (q.reduce((x, v) => x ^ values[v], 0) ? 'WIN' : 'LOSE')));
  await page.fill('[data-role=import-text]', '3\n1 1\n1 2\n0\n1 0\n1 1\n2 0 2\n3 1 1 2\n0\n4\n1 1\n1 2\n0\n0\n2 0 1\n2 1 1\n3 0 1 3\n0\n');
  await page.locator('[data-role=import]').click();
  await expect(page.locator('[data-role=import-queries] .import-case')).toHaveText(['test case 1', 'test case 2']);
  const buttons = page.locator('[data-role=import-queries] button');
  await expect(buttons).toHaveCount(7);
  expect(await buttons.evaluateAll((bs) => bs.map((b) => b.dataset.answer))).toEqual(expected);
  await buttons.nth(6).click(); // the second case's last query: its own graph, its own tokens
  await expect(page.locator('[data-role=position]')).toHaveValue('0 1 3');
  await expect(page.locator('[data-role=outcome]')).toContainText(expected[6] === 'WIN' ? 'first player (先手) wins' : 'first player (先手) loses');
  await page.fill('[data-role=import-text]', '4\n2 1');
  await page.locator('[data-role=import]').click();
  await expect(page.locator('[data-role=import-error]')).toContainText('line 2');
});

test('a sum of different games: each row is that game\'s SG value; the XOR decides', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.getByRole('button', { name: /sum of different games/ }).click();
  const k = kayles(10);
  const sub3 = subtractionByDefinition([1, 2, 3], 10);
  const rows = [3, k[5], k[6], sub3[5]]; // nim: 3 + kayles: 5 6 + sub(1..3): 5
  await expect(page.locator('.xor-row')).toHaveCount(rows.length);
  const values = await page.locator('.xor-row').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
  expect(values).toEqual(rows);
  for (let i = 0; i < rows.length + 3; i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator('.xor-value')).toHaveText(String(rows.reduce((a, b) => a ^ b)));
});

test('Kayles mex steps: each split option shows SG(a) ⊕ SG(b), and the options are exactly the moves of 0.77', async ({ page }) => {
  const k = kayles(12);
  await open(page, '/?lang=en&game=kayles&n=12&view=mex&state=7');
  const options = await page.locator('.options .option').evaluateAll((els) => els.map((e) => [e.dataset.to, Number(e.dataset.value)]));
  // Every way to knock down 1 or 2 adjacent pins of 7, as the heaps left (order within a split irrelevant).
  const expected = new Set();
  for (const take of [1, 2]) for (let a = 0; a + take <= 7; a++) {
    const parts = [a, 7 - take - a].filter((h) => h > 0).sort((x, y) => x - y);
    expected.add(parts.length ? parts.join('+') : '0');
  }
  expect(new Set(options.map(([to]) => to.split('+').map(Number).sort((x, y) => x - y).join('+')))).toEqual(expected);
  for (const [to, value] of options) expect(value).toBe(to.split('+').reduce((x, h) => x ^ k[Number(h)], 0));
  await page.keyboard.press('End');
  await expect(status(page)).toHaveText(computeSentence(7, options.map(([, v]) => v)));
});

test('Kayles and Dawson\'s Kayles: the table matches the definition and the proven period is shown', async ({ page }) => {
  await open(page, '/?lang=en');
  await page.getByRole('button', { name: /^Kayles/ }).click();
  await expect(page.locator('.table-period')).toContainText('period 12');
  expect(await cells(page)).toEqual(kayles(100));
  await page.getByRole('button', { name: /Dawson/ }).click();
  await expect(page.locator('.table-period')).toContainText('period 34');
  expect(await cells(page)).toEqual(octalByDefinition([0, 0, 7], 100));
});

/* ---------- player, URL, language, errors ---------- */

test('keyboard: Space plays and pauses, arrows step, keys typed in a box do not', async ({ page }) => {
  await open(page, '/?lang=en&view=mex&state=5&speed=8');
  await page.locator('body').press(' ');
  await expect(page.locator('[data-role=play]')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 6 / 6'); // plays to the end and stops
  await expect(page.locator('[data-role=play]')).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 5 / 6');
  await page.locator('[data-role=position]').press('Home');
  await page.locator('[data-role=position]').press('ArrowRight');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 5 / 6');
  await page.locator('[data-role=scrub]').fill('2');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 3 / 6');
  // Space on a focused <summary> opens its <details> and leaves the player alone.
  const summary = page.locator('details.import > summary');
  await summary.focus();
  await page.keyboard.press(' ');
  await expect(page.locator('details.import')).toHaveJSProperty('open', true);
  await expect(page.locator('[data-role=play]')).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('[data-role=step-label]')).toHaveText('step 3 / 6');
});

test('prefers-reduced-motion: steps jump; otherwise the cursor and the options tween', async ({ page }) => {
  const durations = async () => page.evaluate(() => [
    getComputedStyle(document.querySelector('.cursor')).transitionDuration,
    getComputedStyle(document.querySelector('.options .option')).transitionDuration,
  ]);
  await open(page, '/?lang=en&view=mex&state=5&step=4');
  expect(await durations()).toEqual(['0s', '0s']);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect((await durations()).every((d) => d !== '0s')).toBe(true);
});

test('reload restores the view and the step; a shared link opens on the same sentence', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&position=14 21 39&view=xor');
  for (let i = 0; i < 9; i++) await page.keyboard.press('ArrowRight');
  await expect(status(page)).toHaveText('14 ⊕ 21 ⊕ 39 = 60');
  await expect(page).toHaveURL(/step=9/);
  await page.reload();
  await expect(status(page)).not.toBeEmpty();
  await expect(status(page)).toHaveText('14 ⊕ 21 ⊕ 39 = 60');
  await expect(page.getByRole('tab', { name: 'xor' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'mex' }).click();
  await expect(page.locator('[data-panel=mex]')).toBeVisible(); // its code loads the first time it is shown
  await page.locator('[data-panel=mex]').focus(); // on a tab, the arrows move between tabs
  const before = page.url();
  await page.keyboard.press('ArrowRight');
  const sentence = await status(page).textContent();
  // The page writes its URL in a task after the one that draws the step.
  await expect.poll(() => page.url()).not.toBe(before);
  const url = page.url();
  await open(page, url);
  await expect(status(page)).toHaveText(sentence);
  await expect(page.getByRole('tab', { name: 'mex' })).toHaveAttribute('aria-selected', 'true');
});

test('language: 简体中文 from the URL or the switch, with the notes\' terms', async ({ page }) => {
  await open(page, '/?lang=zh&view=mex&state=4');
  await page.keyboard.press('End');
  await expect(status(page)).toHaveText(computeSentence(4, [1, 2, 3], 'zh'));
  await expect(page.getByRole('tab', { name: 'mex' })).toBeVisible();
  await expect(page.locator('[data-role=outcome]')).toContainText('先手必胜');
  await page.locator('#lang').selectOption('en');
  await expect(status(page)).toHaveText('SG(4) = mex{1, 2, 3} = 0 — P-position (必败态)');
  await expect(page).toHaveURL(/lang=en/);
  await page.locator('#lang').selectOption('zh');
  await page.getByRole('tab', { name: '异或' }).click();
  await expect(status(page)).toHaveText(/^5 个石子的堆：SG = 1/);
  await page.reload();
  await expect(status(page)).not.toBeEmpty();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // The graph's accessible name follows the language too.
  await page.locator('[role="tab"][data-view="graph"]').click();
  const graph = page.locator('[data-panel=graph] .graph-root [role="group"], [data-panel=graph] .graph-root [role="img"]');
  await expect(graph).toHaveAttribute('aria-label', /^状态图：\d+ 个状态/);
  await page.locator('#lang').selectOption('en');
  await expect(graph).toHaveAttribute('aria-label', /^state graph: \d+ states, \d+ moves$/);
});

test.describe('a browser set to Chinese', () => {
  test.use({ locale: 'zh-CN' });
  test('opens in 简体中文 without a lang in the URL', async ({ page }) => {
    await open(page, '/?view=mex&state=4&step=5');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('#lang')).toHaveValue('zh');
    await expect(status(page)).toHaveText(computeSentence(4, [1, 2, 3], 'zh'));
  });
});

test('bad input: the core\'s message under the box, as you type, and the last view stays', async ({ page }) => {
  await open(page, '/?lang=en&n=20');
  await page.fill('[data-role=game]', 'sub(1,,3)');
  await expect(page.locator('[data-role=game-error]')).toHaveText('empty number at column 7');
  await page.fill('[data-role=position]', '14 x');
  await expect(page.locator('[data-role=position-error]')).not.toBeEmpty();
  expect(await cells(page)).toEqual(subtractionByDefinition([1, 2, 3], 20));
  await page.fill('[data-role=game]', 'sub(1,3)');
  await expect(page.locator('[data-role=game-error]')).toBeEmpty();
});

test('theme from the URL and the switch', async ({ page }) => {
  await open(page, '/?lang=en&theme=dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.locator('#theme').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect(page).toHaveURL(/theme=light/);
});

test('switching the theme redraws a canvas graph in the new theme\'s colours', async ({ page }) => {
  await open(page, '/?lang=en&theme=light&game=nim&n=2000&view=graph');
  const canvas = page.locator('canvas.graph-canvas');
  await expect(canvas).toBeVisible();
  // How many of the canvas's pixels have the theme's line colour (the states not computed yet), the colour read
  // from the stylesheet's custom property, as CSS resolves it.
  const pendingPixels = () => canvas.evaluate((c) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--line)';
    c.parentElement.append(probe);
    const [r, g, b] = getComputedStyle(probe).color.match(/\d+/g).map(Number);
    probe.remove();
    const data = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
    let count = 0;
    for (let k = 0; k < data.length; k += 4) if (data[k] === r && data[k + 1] === g && data[k + 2] === b && data[k + 3] === 255) count++;
    return { colour: [r, g, b], count };
  });
  await expect.poll(async () => (await pendingPixels()).count).toBeGreaterThan(1000);
  const light = await pendingPixels();
  await page.locator('#theme').click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(async () => (await pendingPixels()).count).toBeGreaterThan(1000);
  const dark = await pendingPixels();
  expect(dark.colour).not.toEqual(light.colour);
  expect(dark.count).toBe(light.count); // the same states still pending, now in the dark theme's colour
});

test('a two-heap position has a heatmap; a cell opens that position in the xor view', async ({ page }) => {
  await open(page, '/?lang=en&game=bash(4)&position=7 3&n=30&view=table');
  const heatmap = page.locator('canvas.heatmap');
  await expect(heatmap).toBeVisible();
  const box = await heatmap.boundingBox();
  // 30 × 30 cells after the axis numbers (22 px), (0, 0) at the top left, row a, column b.
  const axis = 22;
  const cell = (box.width - axis) / 30;
  await heatmap.click({ position: { x: axis + 3 * cell + cell / 2, y: axis + 2 * cell + cell / 2 } });
  await expect(page).toHaveURL(/view=xor/);
  await expect(page.locator('[data-role=position]')).toHaveValue('2 3');
  const g = subtractionByDefinition([1, 2, 3, 4], 10);
  await expect(page.locator('[data-role=outcome]')).toContainText(`SG = ${g[2] ^ g[3]} ≠ 0`);
});

test('the graph view draws the two-heap grid of a pair; a node there becomes the position', async ({ page }) => {
  await open(page, '/?lang=en&game=sub(1..3)&position=2 3&n=20');
  await page.locator('[data-panel=graph] .grid-check').check();
  await expect(page).toHaveURL(/grid=1/);
  const g = subtractionByDefinition([1, 2, 3], 20);
  await expect(status(page)).toHaveText(`sub(1..3): 2 3: SG = ${g[2]} ⊕ ${g[3]} = ${g[2] ^ g[3]} — N-position (必胜态)`);
  const nodes = page.locator('[data-panel=graph] .graph-root .node');
  await expect(nodes).toHaveCount(64); // 8 × 8 positions
  // Every node's value is SG(a) ⊕ SG(b), by the definition.
  const shown = await nodes.evaluateAll((els) => els.map((e) => [e.textContent, Number(e.dataset.sg)]));
  for (const [text, sg] of shown) {
    const [, a, b] = /\((\d+),(\d+)\)/.exec(text);
    expect(sg).toBe(g[a] ^ g[b]);
  }
  await page.locator('[data-panel=graph] .graph-root .node[data-state="9"]').click(); // (1, 1)
  await expect(page.locator('[data-role=position]')).toHaveValue('1 1');
  await expect(status(page)).toHaveText('sub(1..3): 1 1: SG = 1 ⊕ 1 = 0 — P-position (必败态)');
  await page.reload();
  await expect(status(page)).toHaveText('sub(1..3): 1 1: SG = 1 ⊕ 1 = 0 — P-position (必败态)');
});

test('a large table computes in the worker with a progress bar; cancel keeps the last view', async ({ page }) => {
  // Grundy's game by the definition: split one heap into two unequal non-empty heaps.
  const grundy = [];
  for (let h = 0; h < 20; h++) {
    const seen = new Set();
    for (let a = 1; 2 * a < h; a++) seen.add(grundy[a] ^ grundy[h - a]);
    grundy.push(mex(seen));
  }
  await open(page, '/?lang=en&game=grundy&n=20&step=19');
  expect(await cells(page)).toEqual(grundy);
  await page.fill('[data-role=n]', '1000000'); // Grundy's game to 10^6: far more than 50 ms
  await expect(page.locator('[data-role=progress]')).toBeVisible();
  // The page stays responsive meanwhile: the player still steps.
  await page.locator('[data-role=to-start]').click();
  await expect(status(page)).toHaveText('SG(0) = mex{} = 0 — P-position (必败态)');
  await page.locator('[data-role=cancel]').click();
  await expect(page.locator('[data-role=progress]')).toBeHidden();
  await expect(page.locator('[data-role=notice]')).toHaveText('Cancelled; showing the last result.');
  expect(await cells(page)).toEqual(grundy);
});

test('cancelling the very first computation says nothing is computed yet, and offers no empty view', async ({ page }) => {
  await page.goto('/?lang=en&game=grundy&n=1000000');
  await expect(page.locator('[data-role=progress]')).toBeVisible({ timeout: 20000 });
  await page.locator('[data-role=cancel]').click();
  await expect(page.locator('[data-role=notice]')).toHaveText('Cancelled: nothing computed yet. Choose a smaller N, or change the game, to start again.');
  await expect(page.locator('[role=tab]:visible')).toHaveCount(0); // seven tabs over a blank stage, before
  // A smaller N starts again, and the views come back.
  await page.fill('[data-role=n]', '20');
  await expect(page.locator('.sg-cell')).toHaveCount(20);
  await expect(page.locator('[role=tab][data-view=table]')).toBeVisible();
  await expect(page.locator('[data-role=notice]')).toBeHidden();
});

test('a position of 200000 heaps: a result or a clear message, and no page error', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&n=20');
  // 200000 heaps of 1 (an even count: XOR 0). Spreading that many numbers into Math.max once threw a RangeError.
  await page.fill('[data-role=position]', `nim: ${Array(200000).fill(1).join(' ')}`);
  const outcome = page.locator('[data-role=outcome]');
  const error = page.locator('[data-role=position-error]');
  await expect(async () => {
    const [o, e] = [await outcome.textContent(), await error.textContent()];
    expect(o.endsWith('the second player (后手) wins') || /\w/.test(e)).toBe(true);
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('[data-role=game-error]')).toBeEmpty();
});

test('works under a strict Content-Security-Policy: no inline script or style, no eval', async ({ page }) => {
  const csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; "
    + "worker-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'";
  await page.route('**/*', async (route) => {
    try {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': csp } });
    } catch {
      // The page moved on to the next URL while this request was in flight (the icon, say): nothing to serve.
    }
  });
  const violations = [];
  page.on('console', (m) => { if (/Content Security Policy/i.test(m.text())) violations.push(m.text()); });
  for (const v of ['graph', 'mex', 'xor', 'table']) {
    await open(page, `/?lang=en&game=nim&position=14 21 39&n=40&view=${v}`);
    await page.keyboard.press('End');
  }
  await open(page, '/?lang=en&game=kayles&n=5000&view=table'); // large enough for the worker
  await expect(page.locator('.table-period')).toContainText('period 12');
  expect(violations).toEqual([]);
});

/* ---------- screenshots at fixed steps ---------- */

test.describe('screenshots', () => {
  test.use({ viewport: { width: 1100, height: 800 } });
  const shots = [
    ['graph-take3.png', '/?lang=en&theme=light&view=graph&step=5'],
    ['mex-heap5.png', '/?lang=en&theme=light&view=mex&state=5&step=4'],
    ['xor-14-21-39.png', '/?lang=en&theme=light&game=nim&position=14 21 39&n=40&view=xor&step=12'],
    ['table-bash4.png', '/?lang=en&theme=light&game=bash(4)&position=7 3&n=30&view=table&step=29'],
  ];
  for (const [name, url] of shots) {
    test(name, async ({ page }) => {
      await open(page, url);
      await expect(status(page)).not.toBeEmpty();
      await page.locator('[role=status]').focus(); // nothing blinking: no caret in a box
      await page.evaluate(() => document.activeElement?.blur());
      await expect(page.locator('.stage')).toHaveScreenshot(name, { caret: 'hide', animations: 'disabled' });
    });
  }
});

test('the first example opens as the page does: at the start, with its heap of 5 in focus, not state 0', async ({ page }) => {
  await open(page, '/?lang=en');
  const first = await page.evaluate(() => location.search);
  expect(new URLSearchParams(first).get('state')).toBe('5'); // the default view focuses the position's heap
  await page.getByRole('button', { name: /Take any number/ }).click();
  await expect(page.locator('.sg-cell')).toHaveCount(16);
  await page.getByRole('button', { name: /Take at most 3, heap of 5/ }).click();
  await expect(page.locator('.sg-cell')).toHaveCount(6);
  await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('state'))).toBe('5');
  await expect(page.locator('[data-panel=graph] .node[data-state="5"]')).toHaveClass(/focus/);
});
