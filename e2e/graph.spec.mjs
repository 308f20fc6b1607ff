// The graph view and the canvas strip on their own (e2e/fixtures/graph.html, under the strict CSP the embed will
// use): values against answers computed here from the definitions, P/N shapes, selection, the canvas past 1000
// nodes. Render times are wall-clock figures that depend on the machine's load: logged as measurements, never asserted.
import { test, expect, subtractionByDefinition } from './fixtures.mjs';

/** Logs a figure in the output and in the report's annotations. */
function measure(text) {
  console.log(text);
  test.info().annotations.push({ type: 'measure', description: text });
}

/** SG values of an explicit DAG (successor lists), by recursion from the definition. */
function dagByDefinition(succ) {
  const g = new Map();
  const sg = (v) => {
    if (!g.has(v)) {
      const seen = new Set((succ[v] ?? []).map(sg));
      let m = 0;
      while (seen.has(m)) m++;
      g.set(v, m);
    }
    return g.get(v);
  };
  return Object.keys(succ).map(Number).sort((a, b) => a - b).map(sg);
}

async function open(page) {
  await page.goto('/e2e/fixtures/graph.html');
  await expect(page.locator('body[data-ready="true"]')).toHaveCount(1);
}

/** Renders layoutGraph(game, n) (or layoutGrid) into #graph; returns the render time in ms. */
async function render(page, { game, n, grid = false, step = null, order = null, focus = null }) {
  return page.evaluate(async ({ game, n, grid, step, order, focus }) => {
    const { core, whole, renderGraph } = window.fixture;
    if (grid) await whole(); // the page's first-view build draws no grids
    const layout = grid ? core.layoutGrid(game, n) : core.layoutGraph(game, n);
    window.selected = [];
    window.model = { layout, order, focus };
    const t = performance.now();
    renderGraph(document.getElementById('graph'), window.model, step, { select: (s) => window.selected.push(s) });
    return performance.now() - t;
  }, { game, n, grid, step, order, focus });
}

const nodeValues = (page) => page.locator('#graph .node').evaluateAll((els) =>
  els.map((el) => [Number(el.dataset.state), Number(el.dataset.sg), el.dataset.kind]).sort((a, b) => a[0] - b[0]));

test('the notes\' first graph: take 1 to 3 from 5, SG = 0,1,2,3,0,1, P squares and N circles', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1..3)', n: 6 });
  await expect(page.locator('#graph')).toHaveAttribute('data-mode', 'svg');
  const expected = subtractionByDefinition([1, 2, 3], 6);
  expect(expected).toEqual([0, 1, 2, 3, 0, 1]); // the note's numbers
  expect(await nodeValues(page)).toEqual(expected.map((g, s) => [s, g, g === 0 ? 'P' : 'N']));
  // P-positions are squares with a "P" mark, N-positions circles: shape, not only colour.
  for (const s of [0, 4]) {
    const node = page.locator(`#graph .node[data-state="${s}"]`);
    await expect(node.locator('rect.shape')).toHaveCount(1);
    await expect(node.locator('circle.shape')).toHaveCount(0);
    await expect(node.locator('.mark')).toHaveText('P');
  }
  for (const s of [1, 2, 3, 5]) {
    const node = page.locator(`#graph .node[data-state="${s}"]`);
    await expect(node.locator('circle.shape')).toHaveCount(1);
    await expect(node.locator('rect.shape')).toHaveCount(0);
  }
  // Every node shows its state and its value.
  await expect(page.locator('#graph .node[data-state="3"] .label')).toHaveText('3');
  await expect(page.locator('#graph .node[data-state="3"] .sg')).toHaveText('SG 3');
  await expect(page.locator('#graph .edge')).toHaveCount(12); // 5→4,3,2 4→3,2,1 3→2,1,0 2→1,0 1→0
});

test('clicking a node selects it and highlights its options', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1..3)', n: 6 });
  await page.locator('#graph .node[data-state="5"]').click();
  expect(await page.evaluate(() => window.selected)).toEqual([5]);
  await expect(page.locator('#graph .node.focus')).toHaveAttribute('data-state', '5');
  const options = await page.locator('#graph .node.option').evaluateAll((els) => els.map((e) => Number(e.dataset.state)).sort());
  expect(options).toEqual([2, 3, 4]);
  await expect(page.locator('#graph .edge.option-edge')).toHaveCount(3);
  await expect(page.locator('#graph .graph-options')).toHaveText('5 → 4, 3, 2');
  // Edges in any order (not grouped by source as the core lists them) give the same options.
  await page.evaluate(() => {
    const layout = window.fixture.core.layoutGraph('sub(1..3)', 6);
    layout.edges.reverse();
    window.fixture.renderGraph(document.getElementById('graph'), { layout, focus: 5 }, null, {});
  });
  await expect(page.locator('#graph .graph-options')).toHaveText('5 → 2, 3, 4');
  await expect(page.locator('#graph .node.option')).toHaveCount(3);
  // A sink has no options.
  await page.locator('#graph .node[data-state="0"]').click();
  await expect(page.locator('#graph .graph-options')).toHaveText('0 → ∅');
  await expect(page.locator('#graph .node.option')).toHaveCount(0);
  // model.focus highlights the same way when the app sets it.
  await page.evaluate(() => {
    window.model.focus = 3;
    window.fixture.renderGraph(document.getElementById('graph'), window.model, null, {});
  });
  await expect(page.locator('#graph .node.focus')).toHaveAttribute('data-state', '3');
  await expect(page.locator('#graph .node.option')).toHaveCount(3);
});

test('states not computed yet at the current step show "?"', async ({ page }) => {
  await open(page);
  const order = [0, 1, 2, 3, 4, 5, 6, 7];
  await render(page, { game: 'sub(1,3,4)', n: 8, order, step: 2 });
  const shown = () => page.locator('#graph .node').evaluateAll((els) => Object.fromEntries(
    els.map((el) => [el.dataset.state, el.querySelector('.sg').textContent])));
  expect(await shown()).toEqual({ 0: 'SG 0', 1: 'SG 1', 2: 'SG 0', 3: 'SG ?', 4: 'SG ?', 5: 'SG ?', 6: 'SG ?', 7: 'SG ?' });
  await expect(page.locator('#graph .node.current')).toHaveAttribute('data-state', '2');
  await expect(page.locator('#graph .node[data-state="5"] .shape.pending')).toHaveCount(1);
  // Stepping on reveals the next state; stepping back hides it again.
  const step = (i) => page.evaluate((i) => window.fixture.renderGraph(document.getElementById('graph'), window.model, i, {}), i);
  await step(3);
  await expect(page.locator('#graph .node[data-state="3"] .sg')).toHaveText(`SG ${subtractionByDefinition([1, 3, 4], 4)[3]}`);
  await expect(page.locator('#graph .node.current')).toHaveAttribute('data-state', '3');
  await step(7);
  expect(Object.values(await shown()).filter((t) => t === 'SG ?')).toHaveLength(0);
  await step(1);
  expect(Object.values(await shown()).filter((t) => t === 'SG ?')).toHaveLength(6);
});

test('a graph wider than its box scrolls to keep the state being computed in view', async ({ page }) => {
  await open(page);
  const order = Array.from({ length: 300 }, (_, i) => i);
  await render(page, { game: 'sub(1..3)', n: 300, order, step: 250 });
  const inView = async (state) => {
    const node = await page.locator(`#graph .node[data-state="${state}"]`).boundingBox();
    const box = await page.locator('#graph .graph-scroll').boundingBox();
    return node.x >= box.x && node.x + node.width <= box.x + box.width;
  };
  expect(await page.locator('#graph .graph-scroll').evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await inView(250)).toBe(true);
  await page.evaluate(() => window.fixture.renderGraph(document.getElementById('graph'), window.model, 10, {}));
  // The view scrolls at the next frame (reading the layout there, not in the render's task): wait for it.
  await expect.poll(() => inView(10)).toBe(true);
  expect(await inView(250)).toBe(false);
});

test('values of larger heap games, an explicit graph and a two-heap grid match the definitions', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1,3,4)', n: 60 });
  const g = subtractionByDefinition([1, 3, 4], 60);
  expect(await nodeValues(page)).toEqual(g.map((v, s) => [s, v, v === 0 ? 'P' : 'N']));

  const succ = { 0: [1, 2, 4], 1: [3], 2: [3], 3: [4], 4: [], 5: [4], 6: [0, 5], 7: [6, 2] };
  const text = `graph(${Object.entries(succ).flatMap(([v, ws]) => ws.map((w) => `${v}>${w}`)).join(', ')})`;
  await render(page, { game: text, n: 8 });
  expect((await nodeValues(page)).map((x) => x[1])).toEqual(dagByDefinition(succ));
  await expect(page.locator('#graph .edge')).toHaveCount(11);

  // Two heaps of sub(1..3) below 5: SG(a, b) = G(a) xor G(b).
  await render(page, { game: 'sub(1..3)', n: 5, grid: true });
  const h = subtractionByDefinition([1, 2, 3], 5);
  const cells = await page.locator('#graph .node').evaluateAll((els) =>
    els.map((el) => [el.querySelector('.label').textContent, Number(el.dataset.sg)]));
  expect(cells).toHaveLength(25);
  for (const [label, sg] of cells) {
    const [a, b] = label.slice(1, -1).split(',').map(Number);
    expect(sg, label).toBe(h[a] ^ h[b]);
  }
});

test('past 1000 nodes the graph is a canvas with no SVG nodes, still clickable, up to 10^5 states', async ({ page }) => {
  await open(page);
  const times = {};
  times[1000] = await render(page, { game: 'sub(1,3,4)', n: 1000 });
  await expect(page.locator('#graph')).toHaveAttribute('data-mode', 'svg');
  await expect(page.locator('#graph .node')).toHaveCount(1000);

  times[1001] = await render(page, { game: 'sub(1,3,4)', n: 1001 });
  await expect(page.locator('#graph')).toHaveAttribute('data-mode', 'canvas');
  await expect(page.locator('#graph .node')).toHaveCount(0);
  await expect(page.locator('#graph canvas.graph-canvas')).toHaveCount(1);
  await expect(page.locator('#graph svg.graph-svg')).toHaveCount(0);
  for (const [game, n] of [['sub(1,3,4)', 10000], ['sub(2,3,5,7)', 100000]]) {
    times[n] = await render(page, { game, n });
    await expect(page.locator('#graph')).toHaveAttribute('data-mode', 'canvas');
    await expect(page.locator('#graph canvas.graph-canvas')).toHaveCount(1);
    await expect(page.locator('#graph svg.graph-svg')).toHaveCount(0);
    await expect(page.locator('#graph .node')).toHaveCount(0);
  }
  measure(`render times (ms) by node count: ${JSON.stringify(times)}`);

  // Back to 10^4 states: a chain of layers, so the canvas wraps it in bands. A click lands on a node, selects it,
  // and lists its options (n−1, n−3, n−4).
  await render(page, { game: 'sub(1,3,4)', n: 10000 });
  await expect(page.locator('#graph')).toHaveAttribute('data-wrapped', 'true');
  const box = await page.locator('#graph canvas.graph-canvas-top').boundingBox();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  const selected = await page.evaluate(() => window.selected);
  expect(selected).toHaveLength(1);
  const s = selected[0];
  const expected = [1, 3, 4].filter((k) => k <= s).map((k) => s - k).join(', ');
  await expect(page.locator('#graph .graph-options')).toHaveText(`${s} → ${expected}`);
});

test('the canvas zooms in with labels on the nodes, and a click still finds its node', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1,3,4)', n: 10000 });
  const zoomIn = page.locator('#graph .graph-zoom button[data-zoom="in"]');
  for (let k = 0; k < 5; k++) await zoomIn.click();
  await expect(page.locator('#graph')).toHaveAttribute('data-zoom', '32');
  const box = await page.locator('#graph canvas.graph-canvas-top').boundingBox();
  await page.mouse.click(box.x + box.width * 0.5, box.y + box.height * 0.5);
  const selected = await page.evaluate(() => window.selected);
  expect(selected).toHaveLength(1);
  const s = selected[0];
  const expected = [1, 3, 4].filter((k) => k <= s).map((k) => s - k).join(', ');
  await expect(page.locator('#graph .graph-options')).toHaveText(`${s} → ${expected}`);
  // Dragging pans instead of selecting.
  await page.mouse.move(box.x + 200, box.y + 100);
  await page.mouse.down();
  await page.mouse.move(box.x + 300, box.y + 150, { steps: 5 });
  await page.mouse.up();
  expect(await page.evaluate(() => window.selected)).toHaveLength(1);
  await page.locator('#graph .graph-zoom button[data-zoom="fit"]').click();
  await expect(page.locator('#graph')).toHaveAttribute('data-zoom', '1');
  // Ctrl + wheel (a pinch on a touchpad) zooms at the pointer; a plain wheel is left to the page.
  await page.mouse.move(box.x + 100, box.y + 100);
  await page.mouse.wheel(0, -300);
  await expect(page.locator('#graph')).toHaveAttribute('data-zoom', '1');
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -300);
  await page.keyboard.up('Control');
  await expect.poll(() => page.locator('#graph').getAttribute('data-zoom').then(Number)).toBeGreaterThan(1);
});

test('a 1000-node SVG goes in over several frames: shapes in slices, then the text, every node and edge at the end', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1,3,4)', n: 1000 }); // warms up the code and the fonts
  const r = await page.evaluate(async () => {
    const { core, renderGraph, longTasks } = window.fixture;
    const layout = core.layoutGraph('sub(1,3,5)', 1000);
    const root = document.getElementById('graph');
    const before = longTasks.length;
    const t = performance.now();
    const { renderMs, atOnce } = await new Promise((resolve) => setTimeout(() => { // a task of the page's own, as in the app
      const t0 = performance.now();
      renderGraph(root, { layout }, null, {});
      const renderMs = performance.now() - t0;
      // What the render task left: the first slice of shapes, the rest and the text still to come in later frames.
      const shapes = root.querySelectorAll('.node .shape').length;
      const sgTexts = root.querySelectorAll('.node .sg').length;
      resolve({ renderMs, atOnce: { shapes, complete: root.dataset.complete, textAll: sgTexts === 1000 } });
    }, 0));
    while (root.dataset.complete !== 'true') await new Promise((resolve) => requestAnimationFrame(resolve));
    const completeMs = performance.now() - t;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const texts = Array.from(root.querySelectorAll('.node'), (g) => g.querySelector('.sg')?.textContent);
    const edges = root.querySelectorAll('path.edge').length;
    return { renderMs, atOnce, completeMs, longTasks: longTasks.slice(before), texts, edges };
  });
  measure(`SVG of 1000 nodes: ${r.renderMs.toFixed(0)} ms to draw, text complete after ${r.completeMs.toFixed(0)} ms, long tasks: ${JSON.stringify(r.longTasks)}`);
  const g = subtractionByDefinition([1, 3, 5], 1000);
  expect(r.atOnce.complete).toBe('false');
  expect(r.atOnce.textAll).toBe(false);
  expect(r.atOnce.shapes).toBeGreaterThan(0);
  expect(r.atOnce.shapes).toBeLessThan(1000);
  expect(r.texts).toEqual(g.map((v) => `SG ${v}`));
  // Every move of sub(1,3,5) below 1000: heap i has one per s ≤ i.
  expect(r.edges).toBe([1, 3, 5].reduce((sum, s) => sum + (1000 - s), 0));
});

test('a big SVG graph takes smaller slices per frame when frames run long (a slow machine), and every one at the end', async ({ page }) => {
  await open(page);
  await render(page, { game: 'sub(1,3,4)', n: 1000 }); // warms up the code and the fonts
  // Elements in the drawing after the render task and after each of the next `frames` frames, while something else
  // holds every frame for 60 ms (a slow machine, made on purpose: CDP's CPU throttling is not applied reliably when
  // the machine itself is busy, and a frame that runs fast rightly grows the slice).
  const slow = await page.evaluate(async (frames) => {
    const { core, renderGraph } = window.fixture;
    let busy = true;
    const hold = () => {
      const end = performance.now() + 60;
      while (performance.now() < end) { /* the other work of a slow frame */ }
      if (busy) requestAnimationFrame(hold);
    };
    requestAnimationFrame(hold);
    const root = document.getElementById('graph');
    root.replaceChildren(); // a new drawing, not an update of the last one
    renderGraph(root, { layout: core.layoutGraph('sub(1,3,5)', 1000) }, null, {});
    const count = () => root.querySelectorAll('.graph-svg .node, .graph-svg .edge').length;
    const counts = [count()];
    for (let f = 0; f < frames; f++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      counts.push(count());
    }
    busy = false;
    return { first: counts[0], perFrame: counts.slice(1).map((c, k) => c - counts[k]) };
  }, 6);
  measure(`elements in the render task and added per frame after it, frames held for 60 ms: ${slow.first}; ${slow.perFrame.join(', ')}`);
  expect(slow.first).toBeGreaterThan(0);
  expect(slow.perFrame[0]).toBe(slow.first); // the first frame's slice: no gap between frames is known yet
  const later = Math.min(...slow.perFrame.slice(1));
  expect(later).toBeLessThan(slow.first);
  expect(later).toBeGreaterThanOrEqual(30); // the smallest slice
  // Whatever the slices, the drawing ends whole: every node with its value, every move an edge.
  await expect(page.locator('#graph')).toHaveAttribute('data-complete', 'true', { timeout: 60_000 });
  const g = subtractionByDefinition([1, 3, 5], 1000);
  const texts = await page.locator('#graph .node .sg').allTextContents();
  expect(texts).toEqual(g.map((v) => `SG ${v}`));
  await expect(page.locator('#graph path.edge')).toHaveCount([1, 3, 5].reduce((sum, s) => sum + (1000 - s), 0));
});

test('the overview strip counts every state in a pixel column (no aliasing with the period)', async ({ page }) => {
  await open(page);
  const g = subtractionByDefinition([1, 3, 4], 7000); // period 7: 0,1,0,1,2,3,2
  const r = await page.evaluate((g) => {
    const { drawStrip } = window.fixture;
    const { sgRgb } = window.fixture.strip;
    const canvas = document.getElementById('strip'); // 900 × 64 CSS px, device pixel ratio 1
    const values = Uint32Array.from(g);
    const pixel = (x, y) => Array.from(canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3));
    // 49 states (seven periods) per pixel column, too many to stack in 64 px: 2/7 of the height dark (P) on top,
    // the rest the commonest other value.
    drawStrip(canvas, values, { first: 0, cellWidth: 1 / 49 });
    const many = { top: pixel(10, 2), belowDark: pixel(10, 20), bottom: pixel(10, 60), dark: sgRgb(0), one: sgRgb(1) };
    // Two states per column: stacked, state 2k on top, 2k + 1 below.
    drawStrip(canvas, values, { first: 0, cellWidth: 1 / 2 });
    const two = [0, 1, 2].map((x) => [pixel(x, 10), pixel(x, 50)]);
    return { many, two, expectedTwo: [0, 1, 2].map((x) => [sgRgb(values[2 * x]), sgRgb(values[2 * x + 1])]) };
  }, g);
  expect(r.many.top).toEqual(r.many.dark); // 2/7 of 64 px = 18 px
  expect(r.many.belowDark).toEqual(r.many.one);
  expect(r.many.bottom).toEqual(r.many.one); // 1 and 2 both appear twice per period; the smaller wins the tie
  expect(r.two).toEqual(r.expectedTwo);
});

test('the strip\'s state numbers stay inside the canvas and apart, however wide they are', async ({ page }) => {
  await open(page);
  const rows = await page.evaluate(() => {
    const { drawStrip } = window.fixture;
    const canvas = document.getElementById('strip'); // 900 CSS px wide
    const ctx = canvas.getContext('2d');
    const values = new Uint32Array(1_000_000); // the labels do not depend on the values
    const out = [];
    // Windows whose first and last cells carry six-digit numbers wider than the cell (about 36 px of text over 31 or 12).
    for (const [first, cellWidth] of [[999_796, 31], [999_999 - Math.floor(900 / 31), 31], [999_000, 12], [5, 28]]) {
      const labels = [];
      const fillText = ctx.fillText;
      ctx.fillText = function (text, x, y) {
        if (y < 14) labels.push({ text, left: x - this.measureText(text).width / 2, right: x + this.measureText(text).width / 2 });
        return fillText.call(this, text, x, y);
      };
      drawStrip(canvas, values, { first, cellWidth });
      ctx.fillText = fillText;
      out.push({ first, cellWidth, width: canvas.clientWidth, labels });
    }
    return out;
  });
  for (const { first, cellWidth, width, labels } of rows) {
    const where = `first ${first}, cells of ${cellWidth} px`;
    expect(labels.length, where).toBeGreaterThan(5);
    for (const l of labels) {
      expect(l.left, `${where}: ${l.text}`).toBeGreaterThanOrEqual(0);
      expect(l.right, `${where}: ${l.text}`).toBeLessThanOrEqual(width);
    }
    for (let i = 1; i < labels.length; i++) expect(labels[i].left, `${where}: ${labels[i].text}`).toBeGreaterThan(labels[i - 1].right);
    // Every label is one of the states in the window, in order, the first one or two of them included.
    const states = labels.map((l) => Number(l.text));
    expect(states[0] - first, where).toBeLessThan(2 * Math.ceil(42 / cellWidth));
    for (let i = 1; i < states.length; i++) expect(states[i], where).toBeGreaterThan(states[i - 1]);
  }
});

test('the strip draws a million states by window, with a hit test; the heatmap too', async ({ page }) => {
  await open(page);
  const result = await page.evaluate(() => {
    const { core, drawStrip, drawHeatmap } = window.fixture;
    const values = core.grundyValues('sub(1,3,4)', 1_000_000);
    const canvas = document.getElementById('strip');
    // The best of three draws: the first pays for compiling the code and loading the font.
    let ms = Infinity;
    let hit;
    for (let k = 0; k < 3; k++) {
      const t = performance.now();
      hit = drawStrip(canvas, values, { period: { preperiod: 0, period: 7, checkedTo: 1_000_000 }, focus: 999_990, first: 999_970, cellWidth: 28 });
      ms = Math.min(ms, performance.now() - t);
    }
    const t2 = performance.now();
    const overview = drawStrip(canvas, values, { first: 0, cellWidth: 900 / 1_000_000 });
    const overviewMs = performance.now() - t2;
    const big = core.grundyValues('kayles', 1000);
    let heatMs = Infinity;
    for (let k = 0; k < 2; k++) {
      const t3 = performance.now();
      drawHeatmap(document.getElementById('heat'), big, { n: 1000, focus: [500, 500] });
      heatMs = Math.min(heatMs, performance.now() - t3);
    }
    const heat = drawHeatmap(document.getElementById('heat'), core.grundyValues('sub(1..3)', 30), { n: 30, focus: [2, 3] });
    return {
      ms, overviewMs, heatMs, cell: hit(28 * 5 + 3, 30), outside: hit(-1, 30), last: overview(899.9, 30),
      heat: heat(heat.axis + heat.cell * 3 + 1, heat.axis + heat.cell * 2 + 1), heatOutside: heat(301, 5),
      heatAxis: heat(heat.axis - 1, heat.axis + 1),
    };
  });
  measure(`strip of 10^6 values: window ${result.ms.toFixed(1)} ms, overview ${result.overviewMs.toFixed(1)} ms; heatmap 1000 × 1000: ${result.heatMs.toFixed(1)} ms`);
  expect(result.cell).toBe(999_975);
  expect(result.outside).toBeNull();
  expect(result.last).toBeGreaterThan(999_000);
  expect(result.heat).toEqual([2, 3]);
  expect(result.heatOutside).toBeNull();
  expect(result.heatAxis, 'the axis numbers are not a cell').toBeNull();
});

test('only states are marked: Kayles with heaps 3 and 9 marks states 3 and 9, never a pair node', async ({ page }) => {
  await page.goto('/?lang=en&game=kayles&n=4&position=3 9');
  const nodes = page.locator('[data-panel=graph] .node');
  await expect(nodes.first()).toBeVisible({ timeout: 20000 });
  // N grows to 10 so heap 9 is drawn. The pair nodes a+b of Kayles' splits come after the states, with ids from N
  // on: one used to be marked as if it were a heap of its id.
  const marked = await nodes.evaluateAll((els) => els.filter((e) => e.classList.contains('in-position')).map((e) => e.dataset.label));
  expect(marked).toEqual(['3', '9']);
  await expect(page.locator('[data-panel=graph] .node[data-label="2+2"]')).toHaveCount(1);
});

test('graph nodes by keyboard: one is in the tab order, ↑ ↓ move between them, Enter opens one', async ({ page }) => {
  await page.goto('/?lang=en&game=sub(1..3)&n=6&position=5');
  const nodes = page.locator('[data-panel=graph] .node');
  await expect(nodes).toHaveCount(6, { timeout: 20000 });
  await expect(page.locator('[data-panel=graph] .node[tabindex="0"]')).toHaveCount(1);
  // Tab from the graph's tab reaches a node (the tablist, then the view's own controls, then the graph).
  await page.locator('[role=tab][data-view=graph]').focus();
  let reached = false;
  for (let k = 0; k < 6 && !reached; k++) {
    await page.keyboard.press('Tab');
    reached = await page.evaluate(() => document.activeElement?.classList?.contains('node') ?? false);
  }
  expect(reached).toBe(true);
  const focused = () => page.evaluate(() => document.activeElement.dataset.state);
  const start = Number(await focused());
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const target = await focused();
  expect(Number(target)).not.toBe(start);
  expect(await page.evaluate(() => document.activeElement.textContent)).toMatch(new RegExp(`^${target}`)); // its name
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('state'))).toBe(target);
  await expect(page.locator(`[data-panel=graph] .node[data-state="${target}"]`)).toHaveClass(/focus/);
  // ← → still step the player while a node has focus.
  const label = await page.locator('[data-role=step-label]').textContent();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-role=step-label]')).not.toHaveText(label);
});

test('a graph drawn on a canvas by keyboard: the canvas takes focus, ↑ ↓ choose a state, its options in the caption', async ({ page }) => {
  // Take 1 to 3, states 0 … 1499: past the SVG limit of 1 000 nodes, a canvas.
  await page.goto('/?lang=en&game=sub(1..3)&n=1500&position=7');
  await expect(page.locator('[data-panel=graph] .graph-root')).toHaveAttribute('data-mode', 'canvas', { timeout: 20000 });
  const top = page.locator('[data-panel=graph] canvas.graph-canvas-top');
  await expect(top).toHaveAttribute('aria-label', 'The graph: ↑ ↓ choose a state, ← → step');
  await top.focus();
  const state = () => page.evaluate(() => new URLSearchParams(location.search).get('state'));
  const before = await state();
  await page.keyboard.press('ArrowDown');
  await expect.poll(state).not.toBe(before);
  const chosen = await state();
  // The caption names the chosen state's options, which the rules give: s − 1, s − 2, s − 3 (those ≥ 0).
  const s = Number(chosen);
  const options = [1, 2, 3].filter((k) => k <= s).map((k) => s - k);
  await expect(page.locator('[data-panel=graph] .graph-options')).toHaveText(`${s} → ${options.length ? options.join(', ') : '∅'}`);
  await page.keyboard.press('ArrowUp');
  await expect.poll(state).not.toBe(chosen);
});
