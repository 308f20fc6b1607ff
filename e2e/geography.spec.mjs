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
function wins(path) {
  const token = path[path.length - 1];
  return EDGES.flatMap(([a, b]) => (a === token ? [b] : b === token ? [a] : []))
    .filter((v) => !path.includes(v))
    .some((v) => !wins([...path, v]));
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
