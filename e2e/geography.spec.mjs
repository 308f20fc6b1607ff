// Geography (二分图博弈) on the page: a token that never returns, decided by matchings in the core. Who wins each drawn
// position comes from playing the game out here (a search over (vertex, visited)), not from the theorem.
import { test, expect, open } from './fixtures.mjs';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

// A triangle 0-1-2 with a tail 2-3-4, and 4-5: odd cycle and path.
const EDGES = [[0, 1], [1, 2], [2, 0], [2, 3], [3, 4], [4, 5]];
const GAME = `geography(${EDGES.map(([a, b]) => `${a}-${b}`).join(' ')})`;

/** Whether the player to move wins with the token on the last of `path` (the vertices it stood on), by search. */
function wins(path, edges = EDGES) {
  const token = path[path.length - 1];
  return edges.flatMap(([a, b]) => (a === token ? [b] : b === token ? [a] : []))
    .filter((v) => !path.includes(v))
    .some((v) => !wins([...path, v], edges));
}

test('geography: each drawn position is won or lost as play gives; no mex, xor or table view', async ({ page }) => {
  for (const [lang, path] of [['en', '0'], ['zh', '2'], ['en', '3 2']]) {
    await open(page, `/?lang=${lang}&game=${encodeURIComponent(GAME)}&position=${path}&view=graph`);
    const expected = wins(path.split(' ').map(Number)) ? 'N' : 'P';
    await expect(page.locator('[data-role=outcome]')).toHaveAttribute('data-kind', expected);
    for (const view of ['mex', 'xor', 'table', 'memo']) await expect(page.locator(`[role=tab][data-view=${view}]`)).toBeHidden();
    await expect(page.locator('[role=tab][data-view=play]')).toBeVisible();
    const nodes = page.locator('.graph-svg g.node');
    await expect(nodes.first()).toBeAttached({ timeout: 20000 });
    const drawn = await nodes.evaluateAll((els) => els.map((e) => [e.dataset.label, e.dataset.kind]));
    expect(drawn.length).toBeGreaterThan(1);
    for (const [label, kind] of drawn) {
      expect(kind, `${path}: node ${label}`).toBe(wins(label.split(/\s+/).map(Number)) ? 'N' : 'P');
    }
  }
});

test('geography in play: the computer wins a won position whatever we play', async ({ page }) => {
  const turn = page.locator('.play-turn');
  const history = page.locator('.history-item');
  await open(page, `/?lang=en&game=${encodeURIComponent(GAME)}&position=0&view=play`);
  expect(wins([0])).toBe(true);
  await expect(page.locator('.move-button').first()).toBeVisible({ timeout: 20000 });
  await page.locator('.play-setup .first').selectOption('computer');
  await expect(history).toHaveCount(1, { timeout: 20000 });
  for (let moves = 0; moves < 10 && !(await turn.textContent()).includes('Game over'); moves++) {
    const before = await history.count();
    await page.locator('.move-button').first().click();
    await expect(async () => {
      const n = await history.count();
      expect(n >= before + 2 || (await turn.textContent()).includes('Game over')).toBe(true);
    }).toPass({ timeout: 20000 });
  }
  await expect(turn).toContainText('Game over: the computer won.');
});

test('the matching view lights the vertices from which the player to move wins, and names each partner', async ({ page }) => {
  for (const [lang, path] of [['en', '0'], ['zh', '3 2'], ['en', '4 3']]) {
    await open(page, `/?lang=${lang}&game=${encodeURIComponent(GAME)}&position=${path}&view=matching`);
    const left = path.split(' ').map(Number).slice(0, -1);
    const circles = page.locator('[data-panel=matching] svg circle');
    await expect(circles).toHaveCount(6, { timeout: 20000 });
    for (let v = 0; v < 6; v++) {
      const covered = await circles.nth(v).getAttribute('data-covered');
      // From v, with the vertices left out of the game: who wins, played out.
      const want = !left.includes(v) && wins([...left, v]);
      expect(covered, `${path}: vertex ${v}`).toBe(String(want));
      await expect(circles.nth(v).locator('title')).toContainText(lang === 'zh' ? `顶点 ${v}` : `vertex ${v}`);
    }
  }
});

test('a board is drawn as its grid, walls dark, and its cells lit as play gives', async ({ page }) => {
  // [JSOI2009] 游戏's sample: from (2,3) and (3,2) (cells 5 and 7) the player to move loses; from the others, wins.
  const board = 'geography(.##/.../#.#)';
  await open(page, `/?lang=en&game=${encodeURIComponent(board)}&position=3&view=matching`);
  const circles = page.locator('[data-panel=matching] svg circle');
  await expect(circles).toHaveCount(5, { timeout: 20000 });
  await expect(page.locator('[data-panel=matching] svg rect')).toHaveCount(1 + 4); // the background and four walls
  const lit = await circles.evaluateAll((els) => els.map((e) => [Number(e.dataset.vertex), e.dataset.covered]));
  expect(lit).toEqual([[0, 'true'], [3, 'true'], [4, 'true'], [5, 'false'], [7, 'false']]);
});

/** The largest matching of the graph of `edges` less the vertices in `gone`, by trying every set of edges. */
function matchingSize(gone, edges = EDGES) {
  const best = (list, used) => {
    if (!list.length) return 0;
    const [[a, b], ...rest] = list;
    const skip = best(rest, used);
    if (used.has(a) || used.has(b)) return skip;
    return Math.max(skip, 1 + best(rest, new Set([...used, a, b])));
  };
  return best(edges.filter(([a, b]) => !gone.includes(a) && !gone.includes(b)), new Set());
}

test('the matching view proves the verdict: the token taken away, then no augmenting path or the path to swap', async ({ page }) => {
  // Steps 2 and 3 of 6: take the token's vertex away and search from its partner. Whether a matching as large as
  // before exists without it is the brute force's; so is who wins.
  // A path of five vertices, besides the triangle with a tail: from its end, the token is matched and still loses.
  const LINE = [[0, 1], [1, 2], [2, 3], [3, 4]];
  let swaps = 0;
  for (const [lang, path, edges] of [['en', '0', EDGES], ['en', '4', EDGES], ['zh', '3 2', EDGES], ['en', '1 2', EDGES], ['en', '0', LINE], ['zh', '0', LINE]]) {
    const walk = path.split(' ').map(Number);
    const token = walk[walk.length - 1];
    const left = walk.slice(0, -1);
    const size = matchingSize(left, edges);
    const drops = matchingSize(walk, edges) < size;
    expect(drops, path).toBe(wins(walk, edges)); // the theorem, on this graph
    const game = `geography(${edges.map(([a, b]) => `${a}-${b}`).join(' ')})`;
    await open(page, `/?lang=${lang}&game=${encodeURIComponent(game)}&position=${encodeURIComponent(path)}&view=matching&step=3`);
    const said = page.locator('[role=status]');
    const dashed = page.locator('[data-panel=matching] svg line[stroke-dasharray]');
    if (drops) {
      await expect(said).toContainText(lang === 'zh' ? `去掉 ${token} 后匹配最多 ${size - 1} 条边` : `without ${token} a matching has at most ${size - 1} edge(s)`, { timeout: 20000 });
      await expect(dashed).toHaveCount(0);
    } else {
      await expect(said).toContainText(lang === 'zh' ? '不覆盖' : `a maximum matching misses ${token}`, { timeout: 20000 });
      // The path swapped: from the token, an odd number of vertices (it ends on an edge of the new matching).
      const words = await said.textContent();
      const swapped = /along ([\d–]+)|沿 ([\d–]+)/.exec(words);
      if (swapped) {
        const vertices = (swapped[1] ?? swapped[2]).split('–').map(Number);
        expect(vertices[0]).toBe(token);
        expect(vertices.length % 2).toBe(1);
        for (let i = 1; i < vertices.length; i++) {
          const [a, b] = [vertices[i - 1], vertices[i]];
          expect(edges.some(([x, y]) => (x === a && y === b) || (x === b && y === a)), `${a}–${b}`).toBe(true);
        }
        await expect(dashed).toHaveCount(vertices.length - 1);
        swaps += 1;
      }
    }
  }
  expect(swaps).toBe(2); // the line's, in both languages
});

test('in play the computer moves along the matching edge, says so, and leaves a lost position', async ({ page }) => {
  await open(page, `/?lang=en&game=${encodeURIComponent(GAME)}&position=2&view=play`);
  expect(wins([2])).toBe(true);
  await expect(page.locator('.move-button').first()).toBeVisible({ timeout: 20000 });
  await page.locator('.play-setup .first').selectOption('computer');
  const turn = page.locator('.play-turn');
  await expect(turn).toContainText('Along the edge 2–', { timeout: 20000 });
  const to = Number(/Along the edge 2–(\d+)/.exec(await turn.textContent())[1]);
  expect(wins([2, to])).toBe(false);
  await expect(turn).toContainText(`The computer: move a token from 2 to ${to}`);
  // The position is one token's walk, not heaps.
  await expect(page.locator('.board-heap')).toHaveCount(1);
  await expect(page.locator('.board-heap')).toContainText(`having left 2`);
  await expect(page.locator('.board-heap')).toContainText(`the token on vertex ${to}`);
  // The graph is drawn beside the moves: every vertex, and no matching (which would give the game away).
  const walk = page.locator('[data-panel=play] .play-walk svg');
  await expect(walk.locator('circle')).toHaveCount(6);
  await expect(walk.locator('line[stroke-width="5"]')).toHaveCount(0);
});
