// Issue 47, one drawing per view: a graph past the SVG limits (1000 states, see graph-draw.js) is a canvas on screen,
// and its PNG comes from the graph's drawing (views/graph-drawing.js), painted on a canvas of its own by the painter
// the screen's canvas uses (views/graph-paint.js), never from the canvas on the page: it is the picture on screen at
// twice its size, and it is made the same with the view's canvas gone from the page.
import fs from 'node:fs';
import { test, expect, open } from './fixtures.mjs';

const URL = '/?lang=en&theme=light&game=sub(1,3,4)&n=2000&view=graph&step=1999';

/** Exports the view as a PNG: its bytes, and the export note. */
async function savePng(page) {
  await page.locator('.export-menu summary').click();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 10000 }), page.locator('[data-export=png]').click()]);
  const body = fs.readFileSync(await download.path());
  await page.locator('.export-menu summary').click();
  return body;
}

/** A PNG's width and height, from its header (IHDR). */
const sizeOf = (png) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** How many of a PNG's pixels are not the page's background colour (--bg, as CSS resolves it), and its colours. */
function colours(page, png) {
  return page.evaluate(async (b64) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--bg)';
    document.querySelector('.gx').append(probe);
    const bg = getComputedStyle(probe).color.match(/\d+/g).map(Number);
    probe.remove();
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    ctx.drawImage(bitmap, 0, 0);
    const data = ctx.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let other = 0;
    const seen = new Set();
    for (let k = 0; k < data.length; k += 4) {
      if (data[k] !== bg[0] || data[k + 1] !== bg[1] || data[k + 2] !== bg[2]) other++;
      seen.add((data[k] << 16) | (data[k + 1] << 8) | data[k + 2]);
    }
    return { other, total: data.length / 4, colours: seen.size };
  }, png.toString('base64'));
}

test('a big graph exports as a PNG of its drawing, twice the canvas on screen, without reading the page', async ({ page }) => {
  await open(page, URL);
  const graph = page.locator('[data-panel=graph] .graph-root');
  await expect(graph).toHaveAttribute('data-mode', 'canvas');
  const canvas = graph.locator('canvas.graph-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();

  const png = await savePng(page);
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  // The picture on screen at twice its size (the drawing's size: the canvas's CSS pixels).
  const size = sizeOf(png);
  expect(Math.abs(size.width - 2 * box.width)).toBeLessThanOrEqual(2);
  expect(Math.abs(size.height - 2 * box.height)).toBeLessThanOrEqual(2);
  // Not a blank picture: 2000 states in the colours of their values (sub(1,3,4)'s values 0 … 3) on the background.
  const seen = await colours(page, png);
  expect(seen.other).toBeGreaterThan(2000);
  expect(seen.other).toBeLessThan(seen.total);
  expect(seen.colours).toBeGreaterThanOrEqual(5);
  await expect(page.locator('[data-role=export-note]')).toHaveText(/grundy-sub-1-3-4-graph\.png/);

  // The view's canvas gone from the page: the export draws the same picture from the model.
  await graph.evaluate((el) => el.replaceChildren());
  const again = await savePng(page);
  expect(sizeOf(again)).toEqual(size);
  expect((await colours(page, again)).other).toBe(seen.other);
});
