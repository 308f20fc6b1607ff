// Every lesson's picture on a phone (390 × 844), in both languages, in every scene that draws a graph: the graph's
// labels (each node's name and its value) are drawn at 11 px or more on the screen and no two of them overlap, and
// the page never scrolls sideways (a graph wider than the screen pans inside its own box). Lessons without a graph
// scene are skipped.
import { test, expect } from './fixtures.mjs';
import { LESSONS } from '../www/lessons/index.js';

const PHONE = { width: 390, height: 844 };
const MIN_PX = 11;

/** The view a lesson's scene `k` shows (the last scene plays). */
const viewOf = (lesson, k) => (k < lesson.scenes.length ? lesson.scenes[k].state.view ?? 'graph' : 'play');

/** The drawn graph's labels, as on the screen: each node's name (its lines together) and its value, with the size
 * its text is drawn at (the computed font size times the SVG's scale), and the page's width. */
const measure = (page) => page.evaluate(() => {
  const svg = [...document.querySelectorAll('.graph-root .graph-svg')].find((s) => s.getClientRects().length);
  const boxes = [];
  if (svg) {
    const scale = svg.getScreenCTM().a;
    for (const node of svg.querySelectorAll('.node')) {
      const name = node.dataset.label;
      const groups = [['label', node.querySelectorAll('.label')], ['value', node.querySelectorAll('.sg')]];
      for (const [kind, texts] of groups) {
        if (!texts.length) continue;
        let l = Infinity; let t = Infinity; let r = -Infinity; let b = -Infinity; let px = Infinity;
        for (const text of texts) {
          const box = text.getBoundingClientRect();
          l = Math.min(l, box.left); t = Math.min(t, box.top); r = Math.max(r, box.right); b = Math.max(b, box.bottom);
          px = Math.min(px, parseFloat(getComputedStyle(text).fontSize) * scale);
        }
        boxes.push({ node: name, kind, text: [...texts].map((x) => x.textContent).join(' '), l, t, r, b, px });
      }
    }
  }
  return { drawn: Boolean(svg), boxes, pageWidth: document.documentElement.scrollWidth };
});

/** Pairs of boxes that overlap by more than `slack` px both ways. */
function overlaps(boxes, slack = 0.5) {
  const out = [];
  for (let i = 0; i < boxes.length; i++) {
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]; const b = boxes[j];
      const w = Math.min(a.r, b.r) - Math.max(a.l, b.l);
      const h = Math.min(a.b, b.b) - Math.max(a.t, b.t);
      if (w > slack && h > slack) out.push(`${a.node} ${a.kind} "${a.text}" × ${b.node} ${b.kind} "${b.text}"`);
    }
  }
  return out;
}

test.use({ viewport: PHONE });

for (const lesson of LESSONS) {
  for (const lang of ['en', 'zh']) {
    test(`lesson ${lesson.id} (${lang}) on a phone: the graph's labels are 11 px or more, none overlapping`, async ({ page }) => {
      // The scenes that draw a graph, each opened by its link (?scene=k): a fresh page, so what is measured is
      // that scene's drawing and not the one before it still on its way out.
      const scenes = [...lesson.scenes.keys()].filter((k) => viewOf(lesson, k) === 'graph');
      test.skip(!scenes.length, 'no scene draws a graph');
      for (const k of scenes) {
        const where = `${lesson.id} scene ${k + 1} (${lang})`;
        await page.goto(`/?lesson=${lesson.id}&lang=${lang}${k ? `&scene=${k}` : ''}`);
        await expect(page.locator('[role=tab][data-view=graph]')).toHaveAttribute('aria-selected', 'true', { timeout: 20000 });
        await expect(page.locator('.graph-root[data-complete=true] .graph-svg').filter({ visible: true }),
          where).toHaveCount(1, { timeout: 20000 });
        const m = await measure(page);
        expect(m.drawn, where).toBe(true);
        expect(m.boxes.length, where).toBeGreaterThan(0);
        expect.soft(m.pageWidth, `${where}: the page scrolls sideways`).toBe(PHONE.width);
        const small = m.boxes.filter((b) => b.px < MIN_PX - 0.01).map((b) => `${b.node} ${b.kind} ${b.px.toFixed(1)} px`);
        expect.soft(small, `${where}: labels under ${MIN_PX} px`).toEqual([]);
        expect.soft(overlaps(m.boxes), `${where}: overlapping labels`).toEqual([]);
      }
    });
  }
}
