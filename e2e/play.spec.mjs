// Playing against the computer in Chromium: from a won position the test plays the winning moves it finds itself (a
// brute-force search written in the test, games.mjs) and must win; from a lost position it plays anything and the
// computer, which says it is winning, must win. Also two players, undo, the hint and typed moves.
import { test, expect } from './fixtures.mjs';
import { MOVES, sgOf, misereWins, parseHeaps } from './games.mjs';

test.describe.configure({ timeout: 90_000 });

const turn = (page) => page.locator('.play-turn');
const history = (page) => page.locator('.history-item');

async function open(page, url) {
  await page.goto(url);
  await expect(page.locator('.move-button').first()).toBeVisible({ timeout: 20000 });
}

/** The heaps now on the board, from the position box (heaps of the game box's game). */
async function heapsNow(page) {
  return parseHeaps(await page.locator('[data-role=position]').inputValue());
}

/** Clicks the listed move that leaves `heaps`, then waits for the computer's reply (or the end). */
async function playTo(page, game, state) {
  const text = `${game}: ${state.heaps.map((h, i) => `${h}${state.marks[i] ? '*' : ''}`).join(' ')}`;
  const before = await history(page).count();
  await page.locator(`.move-button[data-position="${text}"]`).click();
  await expect(async () => {
    const n = await history(page).count();
    const over = (await turn(page).textContent()).includes('Game over');
    expect(n >= before + 2 || (n === before + 1 && over)).toBe(true);
  }).toPass({ timeout: 20000 });
}

/** Plays a whole game against the computer, choosing moves with `pick(state)`; returns the final turn text. */
async function playOut(page, game, pick) {
  for (let moves = 0; moves < 60; moves++) {
    if ((await turn(page).textContent()).includes('Game over')) return turn(page).textContent();
    await playTo(page, game, pick(await heapsNow(page)));
  }
  throw new Error('the game did not end');
}

test('from a won Nim position the player wins with the winning moves; the computer says it is losing', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&position=1 2 4&view=play');
  const start = await heapsNow(page);
  expect(sgOf(MOVES.nim, start)).not.toBe(0); // a won position for the first player: us
  await expect(turn(page)).toHaveText('Your move');
  const memo = new Map();
  const winning = (s) => MOVES.nim(s).find((n) => sgOf(MOVES.nim, n, memo) === 0);
  await playTo(page, 'nim', winning(start));
  await expect(turn(page)).toContainText('The computer is losing');
  const end = await playOut(page, 'nim', winning);
  expect(end).toContain('Game over: you won.');
  await expect(page.locator('[data-role=position]')).toHaveValue('0 0 0');
});

test('from a lost position the computer wins and says so at its first move', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&position=1 2 3&view=play');
  const start = await heapsNow(page);
  expect(sgOf(MOVES.nim, start)).toBe(0); // 1 ⊕ 2 ⊕ 3 = 0: lost for the player to move
  const anyMove = (s) => MOVES.nim(s)[0];
  await playTo(page, 'nim', anyMove(start));
  await expect(turn(page)).toContainText('The computer plays perfectly: it will win.');
  // Each reply of the computer leaves a position of value 0, by the test's own search.
  const after = await heapsNow(page);
  expect(sgOf(MOVES.nim, after)).toBe(0);
  const end = await playOut(page, 'nim', anyMove);
  expect(end).toContain('Game over: the computer won.');
});

test('the Stoned Game against the computer: the winner is who the search says', async ({ page }) => {
  await open(page, '/?lang=en&game=stoned&position=2 3 4&view=play');
  const start = await heapsNow(page);
  const memo = new Map();
  const value = (s) => sgOf(MOVES.stoned, s, memo);
  const weWin = value(start) !== 0;
  const pick = (s) => MOVES.stoned(s).find((n) => value(n) === 0) ?? MOVES.stoned(s)[0];
  const end = await playOut(page, 'stoned', pick);
  expect(end).toContain(weWin ? 'you won' : 'the computer won');
});

test('misère Nim: who takes the last stone loses, and the computer knows it', async ({ page }) => {
  // 1 1 1 (S0 in the notes): the player to move loses. The computer moves first and must lose.
  await open(page, '/?lang=en&game=misere(nim)&position=1 1 1&view=play');
  expect(misereWins(MOVES.nim, parseHeaps('1 1 1'))).toBe(false);
  await page.locator('.play-setup .first').selectOption('computer');
  await expect(history(page)).toHaveCount(1); // the computer opened
  const memo = new Map();
  const pick = (s) => MOVES.nim(s).find((n) => !misereWins(MOVES.nim, n, memo)) ?? MOVES.nim(s)[0];
  const end = await playOut(page, 'misere(nim)', pick);
  expect(end).toContain('Game over: you won.');
});

test('two players take turns; undo takes a move back; a typed move is checked by the core', async ({ page }) => {
  await open(page, '/?lang=en&game=sub(1..3)&position=7&view=play');
  await page.locator('.play-setup .opponent').selectOption('human');
  await expect(turn(page)).toHaveText('Player 1 to move');
  await page.locator('.move-button[data-position="sub(1..3): 5"]').click();
  await expect(turn(page)).toHaveText('Player 2 to move');
  await expect(page).toHaveURL(/position=5/);
  // A typed move that is not one move away is refused with the core's reason; a good one is played.
  await page.locator('.custom-input').fill('0');
  await page.locator('.custom-go').click();
  await expect(page.locator('.custom-error')).toHaveText('sub(1..3): 0 is not one move from sub(1..3): 5');
  await page.locator('.custom-input').fill('4');
  await page.locator('.custom-go').click();
  await expect(page.locator('[data-role=position]')).toHaveValue('4');
  await expect(turn(page)).toHaveText('Player 1 to move');
  await page.locator('.play-setup .undo').click();
  await expect(page.locator('[data-role=position]')).toHaveValue('5');
  await expect(history(page)).toHaveCount(1);
  // The timeline is the game: stepping back shows the start.
  await page.locator('[data-role=to-start]').click();
  await expect(page.locator('.board-size')).toHaveText(['7']);
});

test('the hint lists exactly the winning moves the search finds, and says why', async ({ page }) => {
  await open(page, '/?lang=en&game=staircase&position=3 1 2&view=play');
  await page.locator('.hint-button').click();
  const start = parseHeaps('3 1 2');
  const memo = new Map();
  const winning = MOVES.staircase(start).filter((n) => sgOf(MOVES.staircase, n, memo) === 0)
    .map((n) => n.heaps.join(' '));
  await expect(page.locator('.hint-head')).toHaveText(`Winning moves (${winning.length}):`);
  const listed = await page.locator('.hint-move').evaluateAll((els) => els.map((e) => e.textContent.split(' → ').pop()));
  expect(listed.sort()).toEqual(winning.sort());
  await expect(page.locator('.hint-why')).toHaveText('Staircase Nim: SG = the XOR of the piles on odd steps = 1.');
});

test('changing who moves first mid-game restarts it cleanly; replaying a step says what was played there', async ({ page }) => {
  await open(page, '/?lang=en&game=nim&position=3 4 5&view=play');
  await page.locator('.move-button').first().click();
  await expect(history(page)).toHaveCount(2);
  await page.locator('select.first').selectOption('computer');
  // One opening by the computer, and the board is the position it names (the restart and the view's redraw both
  // asked it to open; two replies used to be played over each other).
  await expect(history(page)).toHaveCount(1);
  await expect(turn(page)).toContainText('Your move');
  const [entry] = await history(page).allTextContents();
  expect(entry).toMatch(/^the computer: .* → \d+ \d+ \d+$/);
  const after = parseHeaps(entry.split(' → ')[1]);
  expect(await heapsNow(page)).toEqual(after);
  expect(sgOf(MOVES.nim, after)).toBe(0); // 3 ⊕ 4 ⊕ 5 = 2: the computer's opening leaves XOR 0 (the brute force agrees)
  // ⏮: the first step of the replay, where the computer moved; it is not "thinking".
  await page.locator('.play-turn').click();
  await page.keyboard.press('Home');
  await expect(turn(page)).toHaveText(/^Move 1 of 1: the computer played take \d+ from \d+\./);
  await page.keyboard.press('End');
  await expect(turn(page)).toContainText('Your move');
});
