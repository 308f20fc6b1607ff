// One drawing per view (issue 47): the XOR, mex and table views each have a pure function (model, step) → marks
// (drawing.js) that the screen takes its words from and every export writes. Here, under node, each is drawn for a
// known position from the core and read against values the test works out from the rules; and no module on the
// export path reads the page (a file must not depend on what the DOM happens to hold).
// Run by `make test` (node --test tests/).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';

// The core as the page loads it (www/core/wasm.js), its files read from pkg/: the drawings name positions through
// the core's notation (notation.js), so they share its instance.
const webFetch = globalThis.fetch;
globalThis.fetch = async (url, ...rest) => {
  const u = new URL(url);
  if (u.protocol !== 'file:') return webFetch(url, ...rest);
  return new Response(await readFile(u), { headers: { 'content-type': 'application/wasm' } });
};
const www = (path) => new URL(`../www/${path}`, import.meta.url).href;
const { core, ready, whole } = await import(www('core/wasm.js'));
await ready;
// The XOR trace is the whole engine's (the page's worker answers it while the first-view build is in use).
await whole();
const { loadLang, loadViewWords, translator } = await import(www('i18n/i18n.js'));
const { positionParts } = await import(www('core/positions.js'));
// What the bridge gives views of a position's parts (model.answers.parts): here the core's reading itself.
const answers = { parts: (text) => positionParts(text) };
const { xorDrawing, xorScene } = await import(www('views/xor-drawing.js'));
const { mexDrawing, heapTrace } = await import(www('views/mex-drawing.js'));
const { tableDrawing } = await import(www('views/table-drawing.js'));
for (const lang of ['en', 'zh']) {
  await loadLang(lang);
  await loadViewWords(lang);
}
const t = translator('en');

const c = { bg: '#fff', fg: '#000', muted: '#555', line: '#ccc', accent: '#00e', p: '#00f', n: '#f00', mark: '#ff0', lit: '#ffc', panel: '#eee', pDark: '#123' };
const texts = (d) => d.items.filter((it) => it.kind === 'text').map((it) => it.text);

/** G(0..n-1) of the subtraction game S = {1, 2, 3}, from its rule: G(n) = mex{G(n − k) : k ∈ S, k ≤ n}. */
function subValues(n) {
  const g = [];
  for (let s = 0; s < n; s++) {
    const seen = new Set([1, 2, 3].filter((k) => k <= s).map((k) => g[s - k]));
    let m = 0;
    while (seen.has(m)) m++;
    g.push(m);
  }
  return g;
}

test('the XOR drawing of Nim 14 21 39: each heap in binary, the parity row, XOR 60, the one winning move', () => {
  const heaps = [14, 21, 39];
  const x = heaps.reduce((a, b) => a ^ b); // 60
  assert.equal(x, 60);
  // Bouton: a winning move takes heap h to h ⊕ X where that is smaller.
  const winning = heaps.filter((h) => (h ^ x) < h).map((h) => ({ from: h, to: h ^ x, take: h - (h ^ x) }));
  assert.deepEqual(winning, [{ from: 39, to: 27, take: 12 }]);
  const trace = core.xorTrace('nim: 14 21 39');
  const model = { xor: trace, t, lang: 'en', answers };
  const last = trace.steps.length - 1;
  const all = texts(xorDrawing(model, last, c));
  const width = x.toString(2).length; // 6 bits
  for (const h of heaps) {
    const bits = h.toString(2).padStart(width, '0');
    // The row: its label, its value, then its bits one a text, high to low.
    const i = all.indexOf(`heap ${h}`);
    assert.ok(i >= 0, `heap ${h}`);
    assert.deepEqual(all.slice(i + 1, i + 2 + width), [String(h), ...bits]);
  }
  const p = all.indexOf('parity');
  assert.deepEqual(all.slice(p + 1, p + 2 + width), [String(x), ...x.toString(2).padStart(width, '0')]);
  assert.ok(all.includes(`→ ${winning[0].to} (−${winning[0].take})`));
  assert.equal(all.at(-1), `take ${winning[0].take} from ${winning[0].from}`);
  // Step by step: the rows come one at a time, the XOR only once every column is out.
  for (let step = 0; step < heaps.length; step++) {
    const shown = texts(xorDrawing(model, step, c));
    assert.deepEqual(heaps.map((h) => shown.includes(`heap ${h}`)), heaps.map((_, k) => k <= step), `step ${step}`);
    assert.ok(!shown.includes(String(x)), `no XOR yet at step ${step}`);
  }
  // The screen's words are the drawing's: the same scene, in either language.
  for (const lang of ['en', 'zh']) {
    const scene = xorScene(trace, last, translator(lang), lang);
    const drawn = texts(xorDrawing({ xor: trace, t: translator(lang), lang, answers }, last, c));
    for (const s of [scene.title, scene.parity, scene.outcome, ...scene.rows.map((r) => r.label)]) assert.ok(drawn.includes(s), `${lang}: ${s}`);
    // A label set right of its x starts inside the drawing ("14 个石子的堆" is twice as wide as its length says).
    for (const it of xorDrawing({ xor: trace, t: translator(lang), lang, answers }, last, c).items) {
      if (it.anchor === 'end') assert.ok(it.x - [...it.text].reduce((w, ch) => w + (ch.charCodeAt(0) > 255 ? it.size : 0.6 * it.size), 0) >= 0, `${lang}: ${it.text}`);
    }
  }
});

test('the mex drawing of sub(1..3) at heap 5, at each step: the options, the marked values, the cursor, the mex', () => {
  const g = subValues(6);
  const options = [1, 2, 3].map((k) => ({ take: k, to: 5 - k, value: g[5 - k] }));
  const mex = g[5];
  assert.deepEqual([options.map((o) => o.value), mex], [[0, 3, 2], 1]);
  const trace = heapTrace(core.mexTrace('sub(1..3)', 5), core.describeGame('sub(1..3)').name);
  const cell = (d, v) => d.items.find((it) => it.kind === 'rect' && d.items[d.items.indexOf(it) + 1].text === String(v));
  // Three options one by one, then the scan of 0 (marked) and 1 (free), then the result.
  const scans = [0, 1];
  assert.equal(trace.steps.length, options.length + scans.length + 1);
  for (let step = 0; step < trace.steps.length; step++) {
    const d = mexDrawing(trace, step, c, t);
    const all = texts(d);
    const revealed = options.slice(0, Math.min(step + 1, options.length));
    for (const o of options) assert.equal(all.includes(`−${o.take} → ${o.to}   SG ${o.value}`), revealed.includes(o), `step ${step}: option ${o.to}`);
    const marked = new Set(revealed.map((o) => o.value));
    for (let v = 0; v <= Math.max(mex, ...marked) + 1 && v < 4; v++) {
      assert.equal(cell(d, v).fill === c.mark, marked.has(v), `step ${step}: ${v} marked`);
    }
    const done = step === trace.steps.length - 1;
    const set = [...marked].sort((a, b) => a - b).join(', ');
    assert.equal(all[0], done ? `SG(5) = mex{${set}} = ${mex}` : `SG(5) = mex{${set}${revealed.length < options.length ? ', …' : ''}}`);
    // The cursor (▲) under the value being scanned, then under the mex.
    const cursor = d.items.find((it) => it.text === '▲');
    const at = step < options.length ? null : step < options.length + scans.length ? scans[step - options.length] : mex;
    assert.equal(cursor ? cursor.x : null, at === null ? null : cell(d, at).x + cell(d, at).w / 2, `step ${step}: cursor`);
    assert.equal(all.at(-1) === `SG(5) = ${mex} — ${t('nKind')}`, done, `step ${step}: result`);
  }
});

test('the table drawing of sub(1..3): G(0 …) as far as the step has computed, its title and proven period', () => {
  const n = 12;
  const g = subValues(n);
  const values = core.grundyValues('sub(1..3)', n);
  const model = {
    info: core.describeGame('sub(1..3)'), game: 'sub(1..3)', values, t,
    period: core.findPeriod('sub(1..3)', n), table: { order: core.tableTrace('sub(1..3)', n).order },
  };
  for (const step of [0, 5, n - 1]) {
    const all = texts(tableDrawing(model, step, c));
    assert.equal(all[0], 'SG table (打表): sub(1..3)');
    assert.match(all[1], /period 4/);
    // Each computed state: its index, then its value.
    const cells = all.slice(2);
    assert.equal(cells.length, 2 * (step + 1), `step ${step}`);
    for (let s = 0; s <= step; s++) assert.deepEqual(cells.slice(2 * s, 2 * s + 2), [String(s), String(g[s])]);
  }
});

// What the exports read: the drawing vocabulary, the exporters, the painter, and the views' drawings.
const EXPORT_PATH = ['drawing.js', 'export.js', 'paint.js', 'animation.js', 'animation-worker.js',
  'views/xor-drawing.js', 'views/mex-drawing.js', 'views/table-drawing.js', 'views/graph-drawing.js',
  'views/basis-drawing.js', 'views/memo-drawing.js', 'views/play-drawing.js', 'views/graph-paint.js'];
// A read of the page: a query, an element's text or markup read (not written), anything of `document` but making an
// element to write into.
const DOM_READ = /querySelector|getElementsBy|getElementById|\.(textContent|innerText|innerHTML)\b(?!\s*=[^=])|document\.(?!createElement\(|body\.append\()/;

test('no module on the export path reads the page', async () => {
  for (const file of EXPORT_PATH) {
    const src = await readFile(new URL(`../www/${file}`, import.meta.url), 'utf8');
    src.split('\n').forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return; // comments
      assert.doesNotMatch(line, DOM_READ, `${file}:${i + 1}`);
    });
  }
  // Each view's `drawing` hands its model to its pure drawing: it is not given the panel, nor reads it (every view
  // that has one: a view without a drawing exports nothing).
  const views = (await readdir(new URL('../www/views/', import.meta.url))).filter((f) => f.endsWith('.js'));
  let drawn = 0;
  for (const file of views) {
    const src = await readFile(new URL(`../www/views/${file}`, import.meta.url), 'utf8');
    const at = src.search(/\n {2}drawing[(:]/);
    if (at < 0) continue;
    drawn += 1;
    const entry = src.slice(at + 1);
    const body = entry.slice(0, entry.search(/\n {2}\S.*\n|\n};/) + 1);
    assert.match(body, /=> null|\w+Drawing\(/, file);
    assert.doesNotMatch(body, /\bpanel\b|querySelector|textContent/, file);
  }
  assert.ok(drawn >= 12, `${drawn} views with a drawing`);
});
