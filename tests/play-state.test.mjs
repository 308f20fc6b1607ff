// The play view's game in play (www/views/play.js) is state the explorer keeps, changed only through the view's
// actions: what prepare keeps is a frozen value, and the view's reads (steps, announce) keep nothing. Run by
// `make test`; the moves themselves are played in the browser tests (e2e/play.spec.mjs).
import test from 'node:test';
import assert from 'node:assert/strict';

const { default: play } = await import('../www/views/play.js');

/** A model of Nim at `position` as the explorer makes it (frozen), with `kept` and the bridge's parts of a position. */
function model(position, kept = {}) {
  return Object.freeze({
    game: 'nim', position, step: 0, info: { family: 'heaps', table: true }, lang: 'en', kept: Object.freeze({ ...kept }),
    t: (key) => key,
    answers: Object.freeze({
      get: () => null,
      known: () => null,
      parts: (text) => ({ position: text, components: [{ game: 'nim', heaps: text.split(': ')[1].split(' ').map(Number), marks: [] }] }),
    }),
  });
}

/** Actions that record what is kept and asked; `now()` is the model with what was kept. */
function actions(position) {
  const kept = {};
  const record = { kept, asked: [], keeps: 0 };
  record.actions = {
    keep: (name, value) => { kept[name] = value; record.keeps++; },
    ask: async (task, args) => { record.asked.push([task, args]); return { value: { moves: [], count: 0 } }; },
    now: () => model(position, kept),
    refresh: () => {}, emit: () => {}, fail: (e) => { throw e; },
  };
  return record;
}

test('prepare keeps a new game as a frozen value, through the actions', async () => {
  const r = actions('nim: 3 4');
  await play.prepare(r.actions.now(), r.actions);
  const g = r.kept.playGame;
  assert.ok(g, 'a game is kept');
  assert.deepEqual(g.positions, ['nim: 3 4']);
  assert.ok(Object.isFrozen(g), 'the game is a value: changed only by keeping a new one');
  assert.ok(Object.isFrozen(g.positions) && Object.isFrozen(g.moves));
  assert.deepEqual(r.asked.map(([task]) => task), ['moves', 'analyze']);
});

test("a game kept for this position is the one the view reads, and reading keeps nothing", async () => {
  const r = actions('nim: 3 4');
  await play.prepare(r.actions.now(), r.actions);
  const keeps = r.keeps;
  const m = r.actions.now();
  assert.equal(play.steps(m), 1);
  assert.equal(play.defaultStep(m), 0);
  play.announce(m, 0);
  await play.prepare(m, r.actions); // shown again: the same game
  assert.equal(r.keeps, keeps);
  assert.equal(r.kept.playGame, m.kept.playGame);
});

test('a position that did not come from a move here is a new game, the opponent kept', async () => {
  const r = actions('nim: 3 4');
  await play.prepare(r.actions.now(), r.actions);
  const first = r.kept.playGame;
  const other = model('nim: 1 2', { playGame: Object.freeze({ ...first, opponent: 'human' }) });
  await play.prepare(other, r.actions);
  assert.deepEqual(r.kept.playGame.positions, ['nim: 1 2']);
  assert.equal(r.kept.playGame.opponent, 'human');
  assert.ok(Object.isFrozen(r.kept.playGame));
});
