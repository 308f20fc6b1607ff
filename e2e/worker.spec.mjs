// compute(): long work in a module worker while the page stays free, progress per phase, cancel, and the core's
// error messages. That the main thread is free is asserted by order, not by time: while a long job is owed, a
// further page.evaluate (a task of the page's main thread) runs and finds the job still pending, which could not
// happen if the job ran on the main thread. Durations, frame counts and long tasks (> 50 ms) are wall-clock
// figures that depend on the machine's load: they are logged as measurements, never asserted.
import { test, expect, subtractionByDefinition } from './fixtures.mjs';

test.describe.configure({ timeout: 120_000 });

/** Logs a figure in the output and in the report's annotations. */
function measure(text) {
  console.log(text);
  test.info().annotations.push({ type: 'measure', description: text });
}

/** Starts compute(task, args, options) in the page as window.jobs[name], whose `settled` turns true when it ends. */
function start(page, name, task, args, options = {}) {
  return page.evaluate(({ name, task, args, options }) => {
    window.jobs ??= {};
    const job = { settled: false, t: performance.now() };
    job.promise = window.fixture.compute(task, args, options).finally(() => { job.settled = true; job.ms = performance.now() - job.t; });
    window.jobs[name] = job;
  }, { name, task, args, options });
}

/** Whether window.jobs[name] has settled, read from a later task of the page's main thread. */
const settled = (page, name) => page.evaluate((name) => window.jobs[name].settled, name);

async function open(page) {
  await page.goto('/e2e/fixtures/graph.html');
  await expect(page.locator('body[data-ready="true"]')).toHaveCount(1);
}

// Grundy's game (4!.0), OEIS A002188: G(0..23).
const GRUNDY_24 = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0];

test('the pending check can tell: a job on the main thread has settled before the next page task runs', async ({ page }) => {
  await open(page);
  await page.evaluate(() => window.fixture.compute('grundyValues', ['nim', 3], { where: 'main' })); // loads the main-thread core
  await start(page, 'main', 'grundyValues', ['grundy', 2 ** 14], { where: 'main' });
  expect(await settled(page, 'main')).toBe(true);
  expect(await page.evaluate(() => window.jobs.main.promise.then((v) => Array.from(v.slice(0, 24))))).toEqual(GRUNDY_24);
});

test('grundyValues(grundy, 2^20) runs in the worker while the page\'s main thread stays free', async ({ page }) => {
  await open(page);
  await page.evaluate(() => { window.longTasksBefore = window.fixture.longTasks.length; });
  await start(page, 'grundy', 'grundyValues', ['grundy', 2 ** 20]);
  await page.evaluate(() => { // frames drawn meanwhile: a figure, logged
    window.frameCount = 0;
    const tick = () => { window.frameCount++; if (!window.jobs.grundy.settled) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
  });
  // A main-thread task while the job is owed: it runs, and the job is still pending.
  expect(await settled(page, 'grundy')).toBe(false);
  const r = await page.evaluate(async () => {
    const values = await window.jobs.grundy.promise;
    return {
      ms: window.jobs.grundy.ms, frames: window.frameCount, length: values.length, kind: values.constructor.name,
      first: Array.from(values.slice(0, 24)), longTasks: window.fixture.longTasks.slice(window.longTasksBefore),
    };
  });
  measure(`grundy 2^20 in the worker: ${r.ms.toFixed(0)} ms, ${r.frames} frames meanwhile, long tasks: ${JSON.stringify(r.longTasks)}`);
  expect(r.kind).toBe('Uint32Array');
  expect(r.length).toBe(2 ** 20);
  expect(r.first).toEqual(GRUNDY_24);
});

test('a bundle reports each phase and returns values, period, a packed layout and the table order', async ({ page }) => {
  await open(page);
  const r = await page.evaluate(async () => {
    const { compute, longTasks } = window.fixture;
    const before = longTasks.length;
    const phases = [];
    const b = await compute('bundle', { game: 'sub(1,3,4)', n: 50000 }, { onProgress: (p) => phases.push(p) });
    const t = performance.now();
    const nodes = b.layout.nodes; // built on first use from the packed arrays
    const unpackMs = performance.now() - t;
    return {
      phases, values: Array.from(b.values), period: b.period, packed: Boolean(b.layout.packed), unpackMs,
      nodeCount: nodes.length, node7: nodes[7], edges: b.layout.edges.length, order: b.table.order.length,
      orderHead: Array.from(b.table.order.slice(0, 5)), tableKeys: Object.keys(b.table), layoutError: b.layoutError, longTasks: longTasks.slice(before),
    };
  });
  measure(`bundle sub(1,3,4) n=50000: nodes unpacked in ${r.unpackMs.toFixed(1)} ms, long tasks: ${JSON.stringify(r.longTasks)}`);
  // Each phase starts at its index; the values phase may report its own progress in between (it does not, for a
  // linear game: one piece).
  expect([...new Set(r.phases.map((p) => p.phase))]).toEqual(['values', 'period', 'layout', 'table', 'done']);
  for (const [i, phase] of ['values', 'period', 'layout', 'table', 'done'].entries()) {
    expect(r.phases.find((p) => p.phase === phase).done).toBe(i);
  }
  expect(r.phases.every((p, i) => i === 0 || p.done >= r.phases[i - 1].done)).toBe(true);
  expect(r.phases.every((p) => p.total === 4)).toBe(true);
  expect(r.values).toEqual(subtractionByDefinition([1, 3, 4], 50000));
  // S = {1, 3, 4}: period 7 (P-positions n ≡ 0, 2 mod 7), from the start.
  expect(r.period).toMatchObject({ preperiod: 0, period: 7 });
  expect(r.packed).toBe(true);
  expect(r.nodeCount).toBe(50000);
  expect(r.node7).toMatchObject({ id: 7, label: '7', sg: r.values[7] });
  expect(r.edges).toBe(3 * 50000 - 1 - 3 - 4); // h − 1, h − 3, h − 4 where ≥ 0
  expect(r.order).toBe(50000);
  expect(r.orderHead).toEqual([0, 1, 2, 3, 4]); // a heap game is computed in state order
  expect(r.tableKeys).toEqual(['order']); // no edge list: the layout has the moves
  expect(r.layoutError).toBeNull();
});

test('Nim up to 2000 (two million moves) is laid out in the worker and drawn on a canvas', async ({ page }) => {
  await open(page);
  const r = await page.evaluate(async () => {
    const { compute, renderGraph, longTasks } = window.fixture;
    const before = longTasks.length;
    const t = performance.now();
    const b = await compute('bundle', { game: 'nim', n: 2000 });
    const computeMs = performance.now() - t;
    // Drawn from a timer task of the page, so the long-task observer would see a slow render.
    const renderMs = await new Promise((resolve) => setTimeout(() => {
      const t0 = performance.now();
      renderGraph(document.getElementById('graph'), { layout: b.layout, table: b.table, focus: 1999 }, 1999, {});
      resolve(performance.now() - t0);
    }, 0));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return {
      computeMs, renderMs, edges: b.layout.packed.edges.length / 2, mode: document.getElementById('graph').dataset.mode,
      caption: document.querySelector('#graph .graph-options').textContent.slice(0, 20), longTasks: longTasks.slice(before),
    };
  });
  measure(`nim 2000 bundle: ${r.computeMs.toFixed(0)} ms in the worker, drawn in ${r.renderMs.toFixed(0)} ms, long tasks: ${JSON.stringify(r.longTasks)}`);
  expect(r.edges).toBe(2000 * 1999 / 2);
  expect(r.mode).toBe('canvas');
  expect(r.caption).toBe('1999 → 1998, 1997, 1');
});

test('cancel rejects a long job at once, the page stays free meanwhile, and the next job runs in a fresh worker', async ({ page }) => {
  await open(page);
  // With the main thread's core loaded, 'auto' decides at once, so the two jobs reach the worker in the order asked.
  await page.evaluate(() => window.fixture.compute('grundyValues', ['nim', 3], { where: 'main' }));
  await page.evaluate(() => {
    const { compute } = window.fixture;
    window.controller = new AbortController();
    window.started = new Promise((resolve) => { window.startedResolve = resolve; });
    // Grundy's game up to 2^20 takes seconds (no period shortcut: its splits must be unequal), far longer than this
    // test waits. Its first progress message says the worker began it.
    window.big = compute('grundyValues', ['grundy', 2 ** 20], { signal: window.controller.signal, onProgress: () => window.startedResolve() });
    window.big.catch(() => {});
    window.queued = compute('grundyValues', ['sub(1,3,4)', 3000], { where: 'worker' }); // owed by the same worker
    window.queuedSettled = false;
    window.queued.finally(() => { window.queuedSettled = true; });
  });
  await page.evaluate(() => window.started);
  // A main-thread task while the worker computes: it runs, and both jobs are still owed.
  expect(await page.evaluate(() => window.queuedSettled)).toBe(false);
  const r = await page.evaluate(async () => {
    const { compute } = window.fixture;
    window.controller.abort();
    // "At once": the rejection comes before any further task of the page (a zero timer) can run.
    const outcome = await Promise.race([
      window.big.then(() => 'finished', (e) => e.name),
      new Promise((resolve) => setTimeout(() => resolve('still pending after a task'), 0)),
    ]);
    const next = await compute('grundyValues', ['sub(1,3,4)', 3000], { where: 'worker' });
    const queuedValues = await window.queued;
    return { outcome, next: Array.from(next), queued: Array.from(queuedValues) };
  });
  expect(r.outcome).toBe('AbortError');
  expect(r.next).toEqual(subtractionByDefinition([1, 3, 4], 3000));
  expect(r.queued).toEqual(r.next); // the job queued behind the cancelled one moved to the new worker
});

test('bad input rejects with the core\'s message, in the worker and on the main thread', async ({ page }) => {
  await open(page);
  const r = await page.evaluate(async () => {
    const { compute } = window.fixture;
    const message = (p) => p.then(() => 'resolved', (e) => `${e.constructor.name}: ${e.message}`);
    return {
      worker: await message(compute('grundyValues', ['sub(1,,3)', 5000])),
      main: await message(compute('grundyValues', ['sub(1,,3)', 10])),
      layout: await message(compute('layoutGraph', ['nim', 3000])),
      cycle: await message(compute('layoutGraph', ['graph(0>1, 1>0)', 2], { where: 'worker' })),
      unknown: await message(compute('noSuchTask', [5000])),
      bundle: await compute('bundle', { game: 'nim', n: 3000 }).then((b) => ({ layout: b.layout, error: b.layoutError, values: b.values.length })),
      graph: await compute('bundle', { game: 'graph(0>1, 1>2, 0>2)', n: 3 }).then((b) => ({
        values: Array.from(b.values), period: b.period, periodError: b.periodError, nodes: b.layout.nodes.length,
      })),
      badBundle: await message(compute('bundle', { game: 'sub(1,,3)', n: 10 })),
    };
  });
  expect(r.worker).toBe('Error: empty number at column 7');
  expect(r.main).toBe('Error: empty number at column 7');
  expect(r.layout).toMatch(/^Error: .*too many to draw/);
  // A graph with a cycle is a loopy game: it has no table to lay out, and the message says how to play it instead.
  expect(r.cycle).toBe('Error: the graph has a cycle, so its vertices have no SG values: 0 > 1 > 0 (play it as a position: graph(…): 0)');
  expect(r.unknown).toBe('Error: unknown task: noSuchTask');
  // A graph too big to draw does not fail the table.
  expect(r.bundle.layout).toBeNull();
  expect(r.bundle.error).toMatch(/too many to draw/);
  expect(r.bundle.values).toBe(3000);
  // An explicit graph has no period to find; its bundle still has values (SG: 2 → 0, 1 → 2: 1, 0 → {1, 2}: 2) and a layout.
  expect(r.graph.values).toEqual([2, 1, 0]);
  expect(r.graph.period).toBeNull();
  expect(r.graph.periodError).toBeTruthy();
  expect(r.graph.nodes).toBe(3);
  expect(r.badBundle).toBe('Error: empty number at column 7');
});

test('findPeriod on a big Kayles table runs in the worker', async ({ page }) => {
  await open(page);
  const r = await page.evaluate(async () => {
    const { compute, longTasks } = window.fixture;
    const before = longTasks.length;
    const t = performance.now();
    const period = await compute('findPeriod', ['kayles', 2 ** 16]);
    return { period, ms: performance.now() - t, longTasks: longTasks.slice(before) };
  });
  measure(`findPeriod(kayles, 2^16) in the worker: ${r.ms.toFixed(0)} ms, long tasks: ${JSON.stringify(r.longTasks)}`);
  // Kayles: period 12 from heap 71 on (Guy and Smith, 1956).
  expect(r.period).toMatchObject({ preperiod: 71, period: 12 });
});

test('the core bounds each request before it runs: small ones at once, a big graph, table or search in the worker', async ({ page }) => {
  await open(page);
  const costs = () => page.evaluate(async () => {
    const { core } = window.fixture;
    const many = Array(300).fill('grundy: 2000').join(' + ');
    const analyze = (p) => core.requestCost('analyze', [p]).mainThread;
    return [
      ...['sub(1,3): 5', 'kayles: 3 4', 'graph(0>1, 1>2): 0', 'nim: 3 + kayles: 5 6', `nim: ${'1 '.repeat(1500)}`,
        'wythoff: 3 5'].map(analyze), // cheap
      core.requestCost('mexTrace', ['0.[7]', 1]).mainThread, // a splitting game's small state: a table of 2
      ...['graph(0>1, 1048575): 0 1', many, 'misere(kayles): 100 100', 'boxes: 9 9 9 9 9 9 9 9 9',
        'wythoff: 100 200 + nim: 4'].map(analyze), // a graph of 2^20 vertices, 300 tables, searches (issue 20, M3)
      core.requestCost('grundyValues', ['grundy', 100000]).mainThread, // Grundy's game's table is quadratic
      core.requestCost('nonsense', []).mainThread, // a task the core cannot bound
    ];
  });
  // The page's first download, the first-view build, plays heap games only: Wythoff's game is never cheap there (the
  // worker has the whole engine); with the whole engine on the main thread, it is.
  expect(await costs()).toEqual([true, true, true, true, true, false, true, false, false, false, false, false, false, false]);
  await page.evaluate(() => window.fixture.whole());
  expect(await costs()).toEqual([true, true, true, true, true, true, true, false, false, false, false, false, false, false]);
  // Solving a graph solves every vertex, whichever state is asked. Told apart without timing: a main-thread job
  // settles within a few microtasks (its core loaded first), a worker's answer needs a message event, a later task.
  const settledSoon = await page.evaluate(async () => {
    const { compute } = window.fixture;
    await compute('grundyValues', ['nim', 3], { where: 'main' }); // loads the main-thread core
    const ask = async (game) => {
      let done = false;
      compute('mexTrace', [game, 1]).catch(() => {}).finally(() => { done = true; });
      for (let i = 0; i < 20; i++) await null;
      return done;
    };
    return [await ask('graph(0>1, 1>2)'), await ask('graph(0>1, 1048575)')];
  });
  expect(settledSoon).toEqual([true, false]);
  await page.evaluate(async () => (await import('/www/core/compute.js')).shutdown());
});

test('a long table reports real progress: Grundy\'s game to 2^17 moves the bar in many steps of equal work', async ({ page }) => {
  await open(page);
  const r = await page.evaluate(async () => {
    const events = [];
    const b = await window.fixture.compute('bundle', { game: 'grundy', n: 2 ** 17, layout: false },
      { onProgress: (p) => events.push({ ...p, t: performance.now() }) });
    return { events, first: Array.from(b.values.slice(0, 24)), length: b.values.length };
  });
  expect(r.first).toEqual(GRUNDY_24);
  expect(r.length).toBe(2 ** 17);
  const values = r.events.filter((p) => p.phase === 'values');
  const inside = values.filter((p) => p.done > 0 && p.done < 1);
  // The table is extended in pieces of equal work (n·√(k/64)): dozens of distinct fractions, rising.
  expect(inside.length).toBeGreaterThanOrEqual(20);
  expect(values.every((p, i) => i === 0 || p.done > values[i - 1].done)).toBe(true);
  const gaps = values.slice(1).map((p, i) => p.t - values[i].t);
  measure(`grundy 2^17 bundle: ${values.length} progress events, largest gap ${Math.max(...gaps).toFixed(0)} ms`);
});

/** Grundy's game by the definition: a heap splits into two unequal heaps. */
function grundysGameByDefinition(n) {
  const g = [];
  for (let i = 0; i < n; i++) {
    const options = new Set();
    for (let a = 1; 2 * a < i; a++) options.add(g[a] ^ g[i - a]);
    let mex = 0;
    while (options.has(mex)) mex++;
    g.push(mex);
  }
  return g;
}

// What each engine gets: Chromium has SIMD; an engine without it is made by overriding WebAssembly.validate, which
// www/core/wasm-file.js asks with one small module. The main thread starts on the first-view build where SIMD is
// there; the worker runs the fastest build the engine runs.
const ENGINES = [
  { has: 'SIMD', file: 'grundy_first_bg.wasm', workerFile: 'grundy_bg.wasm', lacks: null },
  // Every SIMD instruction starts with the prefix 0xfd: one build serves both.
  { has: 'no SIMD', file: 'grundy_nosimd_bg.wasm', workerFile: 'grundy_nosimd_bg.wasm', lacks: [0xfd] },
];

for (const { has, file, workerFile, lacks } of ENGINES) {
  test(`an engine with ${has} gets ${file} and ${workerFile} in the worker, each giving Grundy's game by its definition`, async ({ page }) => {
    if (lacks) {
      await page.addInitScript((lacks) => {
        const validate = WebAssembly.validate;
        const uses = (bytes) => bytes.some((_, i) => lacks.every((b, j) => bytes[i + j] === b));
        WebAssembly.validate = (bytes) => !uses(new Uint8Array(bytes)) && validate(bytes);
      }, lacks);
    }
    const wasm = [];
    page.on('request', (req) => { if (req.url().endsWith('.wasm')) wasm.push(req.url().split('/').pop()); });
    await open(page);
    const n = 3000;
    const [main, worker] = await page.evaluate(async (n) => {
      const get = (where) => window.fixture.compute('grundyValues', ['grundy', n], { where }).then((v) => Array.from(v));
      return [await get('main'), await get('worker')];
    }, n);
    const expected = grundysGameByDefinition(n);
    expect(main).toEqual(expected);
    expect(worker).toEqual(expected);
    // Each build fetched once, the worker's only when the worker started.
    expect(wasm).toEqual([...new Set([file, workerFile])]);
    // The explorer's page and the embed fetch the main thread's build, early (www/core/wasm-file.js from <head>), and
    // no other: their first views need no worker.
    for (const host of ['/', '/embed.html']) {
      wasm.length = 0;
      await page.goto(host);
      await expect(page.locator('[role=status]')).not.toBeEmpty({ timeout: 20000 });
      expect(wasm, host).toEqual([file]);
    }
  });
}

test('a heap game opens on the first-view build alone; another family loads the whole engine once, with no error shown', async ({ page }) => {
  const wasm = [];
  page.on('request', (req) => { if (req.url().endsWith('.wasm')) wasm.push(req.url().split('/').pop()); });
  const outcome = page.locator('[data-role=outcome]');
  await page.goto('/?lang=en&game=kayles&position=5 6');
  // Kayles: G(5) = 4, G(6) = 3 (Berlekamp, Conway and Guy), so 5 6 is worth 4 ⊕ 3 = 7.
  await expect(outcome).toContainText('SG = 7');
  expect(wasm).toEqual(['grundy_first_bg.wasm']);
  // Wythoff's (3, 5) is the second of his losing pairs (⌊kφ⌋, ⌊kφ²⌋): (1, 2), (3, 5), (4, 7).
  await page.fill('[data-role=game]', 'wythoff');
  await expect(page.locator('[data-role=game-error]')).toBeEmpty();
  await page.fill('[data-role=position]', '3 5');
  await expect(outcome).toContainText('SG = 0: the first player (先手) loses');
  await expect(page.locator('[data-role=position-error]')).toBeEmpty();
  expect(wasm).toEqual(['grundy_first_bg.wasm', 'grundy_small_bg.wasm']);
  // The whole engine stays: back to a heap game, nothing more is fetched.
  await page.fill('[data-role=game]', 'kayles');
  await page.fill('[data-role=position]', '5 6');
  await expect(outcome).toContainText('SG = 7');
  expect(wasm).toEqual(['grundy_first_bg.wasm', 'grundy_small_bg.wasm']);
});

test('a worker whose build cannot be fetched fails the jobs it owes, with a message, rather than keeping them', async ({ page }) => {
  // A phone gone offline after the page loaded: the worker's own build (not the main thread's) never arrives.
  await page.route('**/pkg/grundy_bg.wasm', (route) => route.abort('aborted'));
  await page.route('**/pkg/grundy_nosimd_bg.wasm', (route) => route.abort('aborted'));
  await open(page);
  const outcome = await page.evaluate(() => window.fixture.compute('grundyValues', ['grundy', 2 ** 12], { where: 'worker' })
    .then(() => 'answered', (err) => `failed: ${err.message}`));
  expect(outcome).toMatch(/^failed: ./);
});
