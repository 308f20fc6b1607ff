// The theories after the notes, on the page: the SJ theorem (Anti-SG) in the XOR view. Who wins comes from playing
// the misère game out move by move (games.mjs), not from the theorem.
import { test, expect } from './fixtures.mjs';
import { MOVES, misereWins, sgOf } from './games.mjs';

const status = (page) => page.locator('[role=status]');

async function open(page, url) {
  await page.goto(url);
  await expect(status(page)).not.toBeEmpty({ timeout: 20000 });
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// allbut(1): take any number of stones but 1. Its only states of value 0 are 0 and 1, and neither has a move.
const allbutOne = MOVES['allbut(1)'];

/** G(0..n−1) of allbut(1) from its definition. */
function allbutOneValues(n) {
  const g = [];
  for (let h = 0; h < n; h++) {
    const seen = new Set(allbutOne({ heaps: [h] }).map((s) => g[s.heaps[0]]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

test('the SJ theorem decides misère sums in the XOR view: SG values, the condition, who wins as play does', async ({ page }) => {
  const g = allbutOneValues(10);
  // Each case of the theorem: XOR ≠ 0 with a value above 1 (wins), XOR 0 with none (wins), XOR 0 with some (loses),
  // XOR ≠ 0 with none (loses).
  for (const [heaps, sentence] of [
    [[3, 4], 'XOR 3 ≠ 0 and 1 above 1: the player to move wins'],
    [[2, 3], 'XOR 0 and none above 1: the player to move wins'],
    [[4, 5], 'XOR 0 but 2 above 1: the player to move loses'],
    [[2, 3, 3], 'XOR 1 ≠ 0 and none above 1: the player to move loses'],
  ]) {
    const wins = misereWins(allbutOne, { heaps, marks: heaps.map(() => false) });
    await open(page, `/?lang=en&game=misere(allbut(1))&position=${heaps.join(' ')}&view=xor`);
    const view = page.locator('[data-panel=xor]');
    await expect(view.locator('.xor-row')).toHaveCount(heaps.length);
    const values = await view.locator('.xor-row').evaluateAll((els) => els.map((e) => Number(e.dataset.value)));
    expect(values, 'rows are SG values').toEqual(heaps.map((h) => g[h]));
    await expect(view.locator('.sg-head')).toHaveText('SG');
    await expect(view.locator('.xor-misere-note')).toContainText('By the SJ theorem (it holds here');
    await page.keyboard.press('End');
    await expect(view.locator('.xor-outcome')).toContainText(sentence);
    await expect(view.locator('.xor-outcome')).toHaveAttribute('data-kind', wins ? 'N' : 'P');
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', wins ? 'N' : 'P');
  }
  await open(page, '/?lang=zh&game=misere(allbut(1))&position=4 5&view=xor');
  await page.keyboard.press('End');
  await expect(page.locator('[data-panel=xor] .xor-outcome')).toContainText('SJ 定理');
  await expect(page.locator('[data-panel=xor] .xor-outcome')).toContainText('先手必败');
});


test('where the SJ theorem does not hold the page does not use it: misère Kayles is searched', async ({ page }) => {
  // Kayles splits a row (8 pins, value 1, into 3 + 3: value 0, yet not over): the theorem's formula says 4 4 8
  // (values 1, 1, 1) loses, play says otherwise, and the page quotes no rule for it.
  const wins = misereWins(MOVES.kayles, { heaps: [4, 4, 8], marks: [false, false, false] });
  expect(wins, 'the formula would be wrong here').toBe(true);
  await open(page, '/?lang=en&game=misere(kayles)&position=4 4 8&view=graph');
  await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', 'N');
  await expect(page.locator('[data-role=outcome]')).not.toContainText('SJ');
});

test('Hackenbush on a tree: the colon principle from the leaves up, each value the one play gives', async ({ page }) => {
  const depths = [0, 1, 2, 1, 1, 2, 3, 1];
  // What hangs from vertex v, played out: its subtree as a tree of its own, every cut tried.
  const hanging = (v) => {
    let end = v + 1;
    while (end < depths.length && depths[end] > depths[v]) end++;
    const sub = depths.slice(v, end).map((d) => d - depths[v]);
    return sgOf(MOVES.tree, { heaps: sub, marks: sub.map(() => false) });
  };
  for (const lang of ['en', 'zh']) {
    await open(page, `/?lang=${lang}&game=tree&position=${depths.join(' ')}&view=tree`);
    await expect(page.locator('[role=tab][data-view=tree]')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    const said = [];
    for (let k = 0; k < depths.length; k++) {
      if (k > 0) await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-role=scrub]')).toHaveValue(String(k));
      said.push(await status(page).textContent());
    }
    // The leaves come first, the ground last; each vertex's value is what play gives for its subtree.
    const pattern = lang === 'en' ? /^vertex (\d+): .*worth (\d+)$/ : /^顶点 (\d+)：.*值为 (\d+)$/;
    const seen = new Set();
    for (const sentence of said.slice(0, -1)) {
      const m = sentence.match(pattern);
      expect(m, sentence).not.toBeNull();
      const v = Number(m[1]);
      expect(Number(m[2]), sentence).toBe(hanging(v));
      seen.add(v);
    }
    expect(seen.size).toBe(depths.length - 1);
    expect(said.at(-1)).toContain(`${lang === 'en' ? 'SG = ' : 'SG = '}${hanging(0)}`);
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', hanging(0) ? 'N' : 'P');
  }
  // The winning move the core lists leaves a tree play says is lost.
  await page.locator('[role=tab][data-view=xor]').click();
  await page.keyboard.press('End');
  const move = await page.locator('.xor-outcome').textContent();
  const vertex = Number(move.match(/(\d+)/)[1]);
  const after = MOVES.tree({ heaps: depths })[vertex - 1].heaps;
  expect(sgOf(MOVES.tree, { heaps: after, marks: after.map(() => false) })).toBe(0);
});
