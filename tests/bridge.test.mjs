// The page's one door to the core's answers (www/explorer/answers.js, behind bridge.js) with a fake core that
// counts its calls: an answer is kept by task and arguments, so two views asking for the same trace cost one
// request; what a change forgets is the table FORGOTTEN_WITH says, not a key's prefix. Run by `make test`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { Answers, FORGOTTEN_WITH, keyOf } from '../www/explorer/answers.js';

/** A fake core: each request's answer is its task and arguments; `calls` counts the requests run. */
function fakeCore() {
  const calls = [];
  const run = async (task, args, where) => {
    calls.push({ task, args, where });
    await new Promise((resolve) => setTimeout(resolve, 1)); // an answer comes later, as the worker's does
    if (task === 'bad') throw Object.assign(new Error('bad position'), { code: 'BadPosition' });
    if (task === 'cancelled') throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    return { task, args };
  };
  return { calls, run };
}

test('the same trace asked by two views is computed once', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  // The geography view asks for the walk's theory trace; the play view asks for the same, in the worker.
  const geography = await answers.ask('theoryTrace', ['geography(0-1 1-2): 0'], 'auto');
  const play = await answers.ask('theoryTrace', ['geography(0-1 1-2): 0'], 'worker');
  assert.equal(core.calls.length, 1);
  assert.deepEqual(play, geography);
  assert.deepEqual(answers.face.get('theoryTrace', ['geography(0-1 1-2): 0']), geography);
});

test('two views asking at once share the request in flight', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  const [a, b] = await Promise.all([
    answers.ask('positionTable', ['wythoff: (3,5)', 16], 'worker'),
    answers.ask('positionTable', ['wythoff: (3,5)', 16], 'worker'), // the table menu's copy, asked meanwhile
  ]);
  assert.equal(core.calls.length, 1);
  assert.equal(a, b);
});

test('a view can tell an answer being computed from one not asked, kept or cancelled', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  const args = ['sub(1..3)', 100, 200];
  assert.equal(answers.face.pending('predictPatterns', args), false, 'not asked');
  const asked = answers.ask('predictPatterns', args, 'worker');
  assert.equal(answers.face.pending('predictPatterns', args), true, 'in flight');
  assert.equal(answers.face.pending('predictPatterns', ['sub(1..3)', 50, 100]), false, 'other arguments');
  await asked;
  assert.equal(answers.face.pending('predictPatterns', args), false, 'kept');
  await assert.rejects(answers.ask('cancelled', args));
  assert.equal(answers.face.pending('cancelled', args), false, 'cancelled');
});

test('other arguments are another answer', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  await answers.ask('theoryTrace', ['tree: 1-2']);
  await answers.ask('theoryTrace', ['tree: 1-2 1-3']);
  await answers.ask('mexTrace', ['sub(1,2)', 12]);
  await answers.ask('mexTrace', ['sub(1,2)', 1, 2]); // not "sub(1,2)", 12 run together
  assert.equal(core.calls.length, 4);
  assert.notEqual(keyOf('mexTrace', ['a', 12]), keyOf('mexTrace', ['a', 1, 2]));
  assert.equal(answers.face.get('theoryTrace', ['tree: 1-3']), null);
});

test('a failure is an answer kept; a cancelled request is thrown and not kept', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  const bad = await answers.ask('bad', ['nim: x']);
  assert.equal(bad.error.code, 'BadPosition');
  await answers.ask('bad', ['nim: x']);
  assert.equal(core.calls.length, 1);
  await assert.rejects(answers.ask('cancelled', ['nim: 3']), { name: 'AbortError' });
  assert.equal(answers.face.get('cancelled', ['nim: 3']), null);
});

/** Asks one answer of every kind the views ask for about position `p` of game `g`. */
async function askAll(answers, g, p) {
  await answers.ask('positionTable', [p, 16], 'worker'); // table view, table menu
  await answers.ask('layoutPosition', [p, 3]); // graph view
  await answers.ask('positionTrace', [p], 'worker'); // mex view
  await answers.ask('xorTrace', [p]); // xor view, the graph's grid
  await answers.ask('theoryTrace', [p]); // tree, every, fusion, matching; play's walk
  await answers.ask('moves', [p], 'worker'); // play
  await answers.ask('analyze', [p], 'worker'); // play's hint
  await answers.ask('mexTrace', [g, 5], 'worker'); // mex view
  await answers.ask('predictPatterns', [g, 100, 200], 'worker'); // table view
}

test("a new position forgets exactly the position's answers, as FORGOTTEN_WITH says", async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  await askAll(answers, 'sub(1,2)', 'sub(1,2): 4');
  const before = core.calls.length;
  const face = answers.face;
  answers.forget('position');
  for (const { task, args } of core.calls) {
    const forgotten = FORGOTTEN_WITH.position.includes(task);
    assert.equal(answers.face.get(task, args) === null, forgotten, `${task} ${forgotten ? 'forgotten' : 'kept'}`);
  }
  assert.equal(answers.face, face, "the model's face stays: a view's derived cache of the model's answers stays");
  // Asked again: only the forgotten ones are computed again.
  await askAll(answers, 'sub(1,2)', 'sub(1,2): 4');
  assert.deepEqual(core.calls.slice(before).map((c) => c.task), FORGOTTEN_WITH.position);
});

test('a new model forgets every answer, and gives views a new face', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  await askAll(answers, 'sub(1,2)', 'sub(1,2): 4');
  const face = answers.face;
  answers.forget('model');
  assert.notEqual(answers.face, face);
  for (const { task, args } of core.calls) assert.equal(answers.face.get(task, args), null);
  assert.equal(face.get('moves', ['sub(1,2): 4']), null, 'the old face keeps nothing alive either');
});

test('forgetting a task forgets its answers only', async () => {
  const core = fakeCore();
  const answers = new Answers({ run: core.run });
  await askAll(answers, 'sub(1,2)', 'sub(1,2): 4');
  answers.forget('moves');
  assert.equal(answers.face.get('moves', ['sub(1,2): 4']), null);
  assert.notEqual(answers.face.get('analyze', ['sub(1,2): 4']), null);
});

test('an answer computed while its kind was forgotten, or for a model loaded over, is not kept', async () => {
  const core = fakeCore();
  let model = { load: 1 };
  const answers = new Answers({ run: core.run, model: () => model });
  const pending = answers.ask('positionTrace', ['nim: 3 4'], 'worker');
  answers.forget('position');
  await pending;
  assert.equal(answers.face.get('positionTrace', ['nim: 3 4']), null);
  const other = answers.ask('moves', ['nim: 3 4'], 'worker');
  model = { load: 2 };
  await other;
  assert.equal(answers.face.get('moves', ['nim: 3 4']), null);
});

test("known(): the answer kept, else the one the bridge gives at once (kept), else null", async () => {
  const core = fakeCore();
  const quick = [];
  const now = (task, args) => {
    quick.push(task);
    return args[1] < 100 ? { value: { state: args[1] } } : null; // cheap below 100: the core's cost would say
  };
  const answers = new Answers({ run: core.run, now });
  assert.deepEqual(answers.face.known('mexTrace', ['sub(1,2)', 7]), { value: { state: 7 } });
  answers.face.known('mexTrace', ['sub(1,2)', 7]);
  assert.equal(quick.length, 1, 'given once, then kept');
  assert.equal(answers.face.known('mexTrace', ['sub(1,2)', 5000]), null);
  await answers.ask('mexTrace', ['sub(1,2)', 5000], 'worker');
  assert.deepEqual(answers.face.known('mexTrace', ['sub(1,2)', 5000]).value.args, ['sub(1,2)', 5000]);
  assert.equal(core.calls.length, 1);
});
