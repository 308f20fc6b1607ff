// The theories after the notes, on the page: the SJ theorem (Anti-SG) in the XOR view, the colon principle, Every-SG's
// steps and splits into three. Who wins comes from playing the games out move by move (games.mjs, or the test's own
// definition), not from the theorems.
import { test, expect, open } from './fixtures.mjs';
import { MOVES, misereWins, sgOf } from './games.mjs';
import { hangingValue, outcomeOf, shareCycle, valueOf } from './judge.mjs';

const status = (page) => page.locator('[role=status]');

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

test('where the SJ theorem does not hold the page does not use it: misère Kayles is not decided by it', async ({ page }) => {
  // Kayles splits a row (8 pins, value 1, into 3 + 3: value 0, yet not over): the theorem's formula says 4 4 8
  // (values 1, 1, 1) loses, play says otherwise, and the page does not quote the theorem (its quotient decides it).
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

test('Every-SG: the steps view gives each state the count play gives, and the largest decides as play does', async ({ page }) => {
  // sub(1..3) by its definition: each state's step count (0 when over; a win lasts 1 + its longest losing option,
  // a loss 1 + its shortest option), and Every-SG sums played out, a move in every heap at once.
  const next = (h) => [1, 2, 3].filter((s) => s <= h).map((s) => h - s);
  const alone = [];
  for (let h = 0; h <= 9; h++) {
    const options = next(h).map((t) => alone[t]);
    const losing = options.filter((o) => !o.wins).map((o) => o.steps);
    alone.push(losing.length ? { wins: true, steps: 1 + Math.max(...losing) }
      : { wins: false, steps: options.length ? 1 + Math.min(...options.map((o) => o.steps)) : 0 });
  }
  const memo = new Map();
  const wins = (heaps) => {
    const live = heaps.filter((h) => next(h).length).sort((a, b) => a - b);
    if (!live.length) return false;
    const k = live.join(' ');
    if (!memo.has(k)) {
      let all = [[]];
      for (const h of live) all = all.flatMap((done) => next(h).map((t) => [...done, t]));
      memo.set(k, all.some((after) => !wins(after)));
    }
    return memo.get(k);
  };
  for (const [lang, heaps] of [['en', [3, 4, 5]], ['zh', [4, 8]], ['en', [1, 5, 9]]]) {
    await open(page, `/?lang=${lang}&game=every(sub(1..3))&position=${heaps.join(' ')}&view=every`);
    await expect(page.locator('[role=tab][data-view=every]')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    const top = Math.max(...heaps);
    for (let s = 0; s <= top; s++) {
      if (s > 0) await page.keyboard.press('ArrowRight');
      const said = await status(page).textContent();
      expect(said, `state ${s}`).toMatch(new RegExp(`(^|\\D)${s}\\D.*(?:= |：)${alone[s].steps} (steps|步)$|^state ${s}: no move|^状态 ${s}：无路可走`));
      if (alone[s].steps > 0) {
        expect(said).toContain(lang === 'en' ? (alone[s].wins ? 'wins alone' : 'loses alone') : (alone[s].wins ? '必胜态' : '必败态'));
        // The option that decides the count (its arc is drawn in bold): the longest losing option of a win, the
        // shortest option of a loss, the smaller state on a tie.
        const options = next(s).filter((t) => !alone[s].wins || !alone[t].wins);
        const best = alone[s].wins ? Math.max(...options.map((t) => alone[t].steps)) : Math.min(...options.map((t) => alone[t].steps));
        const via = Math.min(...options.filter((t) => alone[t].steps === best));
        expect(said).toContain(lang === 'en' ? `(${via}, ${best})` : `（${via}，${best} 步）`);
      }
    }
    await page.keyboard.press('End');
    const counts = heaps.map((h) => alone[h].steps);
    await expect(status(page)).toContainText(counts.join(', '));
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', wins(heaps) ? 'N' : 'P');
  }
});

test('a hexadecimal code in the mex view: the splits into three heaps are options, each worth the XOR of three', async ({ page }) => {
  // 8.[3] (HDU 5795) by its definition: take any number, or split a heap into three non-empty heaps.
  const g = [0];
  for (let h = 1; h <= 9; h++) {
    const seen = new Set(g.slice(0, h));
    for (let a = 1; a < h; a++) for (let b = 1; a + b < h; b++) seen.add(g[a] ^ g[b] ^ g[h - a - b]);
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  await open(page, '/?lang=en&game=8.[3]&position=7&view=mex');
  await page.keyboard.press('End');
  await expect(status(page)).toContainText(`= ${g[7]}`);
  for (const [a, b, c] of [[1, 1, 5], [1, 2, 4], [1, 3, 3], [2, 2, 3]]) {
    await expect(page.locator('.options')).toContainText(`${a}+${b}+${c}SG ${g[a] ^ g[b] ^ g[c]}`);
  }
  await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', g[7] ? 'N' : 'P');
});

test('Hackenbush on a picture with cycles: each cut in the mex view has the value play gives, and the board its edges', async ({ page }) => {
  for (const [lang, edges] of [['en', '(0,1) (1,2) (2,0) (1,3)'], ['zh', '(0,1) (1,2) (2,3) (3,0) (0,0)']]) {
    await open(page, `/?lang=${lang}&game=hackenbush&position=${edges}&view=mex`);
    await page.keyboard.press('End');
    const options = page.locator('.options .option');
    await expect(options.first()).toBeVisible({ timeout: 20000 });
    const shown = await options.allTextContents();
    expect(shown.length).toBe(edges.split(' ').length); // one cut per edge
    for (const text of shown) {
      const [, after, sg] = text.match(/→ (.*?)\s*SG (\d+)/);
      expect(Number(sg), text).toBe(valueOf(`hackenbush: ${after}`));
    }
    const value = valueOf(`hackenbush: ${edges}`);
    await expect(status(page)).toContainText(`= ${value}`);
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', value ? 'N' : 'P');
    await page.locator('[role=tab][data-view=play]').click();
    await expect(page.locator('.board-heap')).toHaveText(edges.split(' ').map((e, i) => `${i + 1}.${e}`));
  }
});

test('Hackenbush with cycles: the fusion view fuses what shares a cycle, then values each vertex as play does', async ({ page }) => {
  // POJ 3710's kind: a triangle with a stalk, a square on a stem, a loop and a double edge on the ground.
  const edges = '(0,1) (1,2) (2,3) (3,1) (3,4) (4,9) (0,5) (5,6) (6,7) (7,8) (8,5) (0,10) (10,10) (0,11) (0,11)';
  const vertices = [...new Set(edges.match(/\d+/g).map(Number))];
  const pairs = edges.split(' ').map((e) => e.match(/\d+/g).map(Number));
  for (const lang of ['en', 'zh']) {
    await open(page, `/?lang=${lang}&game=hackenbush&position=${encodeURIComponent(edges)}&view=fusion`);
    await expect(page.locator('[role=tab][data-view=fusion]')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.tree-box svg')).toBeVisible({ timeout: 20000 });
    const last = Number(await page.locator('[data-role=scrub]').getAttribute('max'));
    const said = [];
    await page.keyboard.press('Home');
    for (let k = 0; k <= last; k++) {
      if (k > 0) await page.keyboard.press('ArrowRight');
      await expect(page.locator('[data-role=scrub]')).toHaveValue(String(k));
      said.push(await status(page).textContent());
    }
    const fuse = lang === 'en' ? /^vertices ([\d, ]+) lie on common cycles: they fuse into vertex (\d+), their (\d+) edges/
      : /^顶点 ([\d, ]+) 在公共的环上：它们融合成顶点 (\d+)，(\d+) 条边/;
    const worth = lang === 'en' ? /^vertex (\d+): .*worth (\d+)$/ : /^顶点 (\d+)：.*值为 (\d+)$/;
    const fused = [];
    const valued = new Set();
    for (const sentence of said.slice(1, -1)) {
      const f = sentence.match(fuse);
      if (f) {
        // Exactly the vertices that share a cycle with the first, and the edges among them become its loops.
        const set = f[1].split(', ').map(Number);
        expect(set[0], sentence).toBe(Number(f[2]));
        expect(vertices.filter((v) => shareCycle(edges, set[0], v)).sort((a, b) => a - b), sentence).toEqual([...set].sort((a, b) => a - b));
        expect(Number(f[3]), sentence).toBe(pairs.filter(([a, b]) => set.includes(a) && set.includes(b)).length);
        fused.push(set);
        continue;
      }
      const m = sentence.match(worth);
      expect(m, sentence).not.toBeNull();
      expect(Number(m[2]), sentence).toBe(hangingValue(edges, Number(m[1])));
      valued.add(Number(m[1]));
    }
    // The triangle, the square and the ground with its double edge fused; every vertex not fused away was valued.
    expect(fused.map((s) => s.length).sort((a, b) => a - b)).toEqual([2, 3, 4]);
    expect([...valued].sort((a, b) => a - b)).toEqual([1, 4, 5, 9, 10]);
    const value = valueOf(`hackenbush: ${edges}`);
    expect(said.at(-1)).toContain(`SG = ${value}`);
    await expect(page.locator('.tree-box svg text').last()).toContainText(`= ${value}`);
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', value ? 'N' : 'P');
  }
});

// ---- A graph with cycles (ABC 209 E): win, lose or draw from the definition played backwards (judge.mjs). ----

const LOOPY = 'graph(0>1,1>0,1>2,2>3,4>0,4>3,5>2)';

test('a graph with cycles: each drawn position is won, lost or drawn as play gives, with no mex or XOR view', async ({ page }) => {
  for (const [lang, tokens] of [['en', '4'], ['zh', '1 2'], ['en', '0 4']]) {
    await open(page, `/?lang=${lang}&game=${encodeURIComponent(LOOPY)}&position=${tokens}&view=graph`);
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', outcomeOf(LOOPY, tokens));
    for (const view of ['mex', 'xor', 'table']) await expect(page.locator(`[role=tab][data-view=${view}]`)).toBeHidden();
    const nodes = page.locator('.graph-svg g.node');
    await expect(nodes.first()).toBeAttached({ timeout: 20000 });
    const drawn = await nodes.evaluateAll((els) => els.map((e) => [e.dataset.label, e.dataset.kind]));
    const kinds = new Set();
    for (const [label, kind] of drawn) {
      expect(kind, `${tokens}: node ${label}`).toBe(outcomeOf(LOOPY, label));
      kinds.add(kind);
    }
    expect(kinds.has('D'), `${tokens}: some position is a draw`).toBe(true);
  }
});

test('a graph with cycles in play: the computer keeps a draw a draw and wins a won position', async ({ page }) => {
  const turn = page.locator('.play-turn');
  const history = page.locator('.history-item');
  const position = () => page.locator('[data-role=position]').inputValue();
  // Token on 0, a draw: the only move is to 1, and from 1 the computer must go back to 0 (2 would lose).
  await open(page, `/?lang=en&game=${encodeURIComponent(LOOPY)}&position=0&view=play`);
  for (let round = 1; round <= 3; round++) {
    await page.locator('.move-button').first().click();
    await expect(history).toHaveCount(2 * round, { timeout: 20000 });
    expect(outcomeOf(LOOPY, await position())).toBe('D');
    await expect(turn).toContainText('The game is a draw');
  }
  // Tokens on 1 and 2, won for the player to move: the computer moves first and wins whatever we play.
  await open(page, `/?lang=en&game=${encodeURIComponent(LOOPY)}&position=1 2&view=play`);
  await expect(page.locator('.move-button').first()).toBeVisible({ timeout: 20000 });
  await page.locator('.play-setup .first').selectOption('computer');
  await expect(history).toHaveCount(1, { timeout: 20000 });
  for (let moves = 0; moves < 40 && !(await turn.textContent()).includes('Game over'); moves++) {
    expect(outcomeOf(LOOPY, await position()), 'the computer leaves a lost position').toBe('P');
    const before = await history.count();
    await page.locator('.move-button').first().click();
    await expect(async () => {
      const n = await history.count();
      expect(n >= before + 2 || (await turn.textContent()).includes('Game over')).toBe(true);
    }).toPass({ timeout: 20000 });
  }
  await expect(turn).toContainText('Game over: the computer won.');
});
