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

/** Opens the export menu, sets the steps from … to and clicks `kind`: the download's bytes. */
async function saveSteps(page, kind, from, to) {
  await page.locator('.export-menu summary').click();
  await expect(page.locator('[data-role=export-to]')).not.toHaveValue('');
  await page.locator('[data-role=export-from]').fill(String(from));
  await page.locator('[data-role=export-to]').fill(String(to));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.locator(`[data-export=${kind}]`).click()]);
  const body = fs.readFileSync(await download.path());
  await page.locator('.export-menu summary').click();
  return { name: download.suggestedFilename(), body };
}

/** The stored files of a zip, from its central directory. */
function unzip(buf) {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let at = buf.readUInt32LE(end + 16);
  const files = [];
  for (let i = 0; i < buf.readUInt16LE(end + 10); i++) {
    const [size, nameLength, local] = [buf.readUInt32LE(at + 20), buf.readUInt16LE(at + 28), buf.readUInt32LE(at + 42)];
    const data = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    files.push({ name: buf.subarray(at + 46, at + 46 + nameLength).toString('utf8'), bytes: buf.subarray(data, data + size) });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return files;
}

/** A GIF's frames, composed by the browser's decoder: each one's size and its pixels not of the background colour. */
function gifFrames(page, gif) {
  return page.evaluate(async (b64) => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--bg)';
    document.querySelector('.gx').append(probe);
    const bg = getComputedStyle(probe).color.match(/\d+/g).map(Number);
    probe.remove();
    const decoder = new ImageDecoder({ data: Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)), type: 'image/gif' });
    await decoder.tracks.ready;
    const frames = [];
    for (let i = 0; i < decoder.tracks.selectedTrack.frameCount; i++) {
      const { image } = await decoder.decode({ frameIndex: i });
      const ctx = new OffscreenCanvas(image.displayWidth, image.displayHeight).getContext('2d');
      ctx.drawImage(image, 0, 0);
      const data = ctx.getImageData(0, 0, image.displayWidth, image.displayHeight).data;
      let other = 0;
      for (let k = 0; k < data.length; k += 4) {
        if (Math.abs(data[k] - bg[0]) + Math.abs(data[k + 1] - bg[1]) + Math.abs(data[k + 2] - bg[2]) > 6) other++;
      }
      frames.push({ width: image.displayWidth, height: image.displayHeight, other });
      image.close();
    }
    return frames;
  }, gif.toString('base64'));
}

test('a big graph\'s steps export as PNGs and as a GIF of its pictures, not "nothing to export"', async ({ page }) => {
  await open(page, '/?lang=en&theme=light&game=sub(1,3,4)&n=2000&view=graph&step=0');
  const graph = page.locator('[data-panel=graph] .graph-root');
  await expect(graph).toHaveAttribute('data-mode', 'canvas');
  const box = await graph.locator('canvas.graph-canvas').boundingBox();
  // The first three steps: states 0, 1 and 2 computed one after the other, each ringed in its turn.
  const zip = await saveSteps(page, 'pngs', 1, 3);
  expect(zip.name).toBe('grundy-sub-1-3-4-graph-steps-1-3.zip');
  const stills = unzip(zip.body);
  expect(stills.map((f) => f.name)).toEqual(['step-1.png', 'step-2.png', 'step-3.png']);
  const counts = [];
  for (const f of stills) {
    expect(f.bytes.subarray(1, 4).toString()).toBe('PNG');
    const size = sizeOf(f.bytes);
    expect(Math.abs(size.width - 2 * box.width)).toBeLessThanOrEqual(2);
    const seen = await colours(page, Buffer.from(f.bytes));
    expect(seen.other).toBeGreaterThan(2000); // the 2000 states drawn, not a blank frame
    counts.push(seen.other);
  }
  expect(Buffer.compare(stills[0].bytes, stills[2].bytes)).not.toBe(0); // the steps differ

  const gif = await saveSteps(page, 'gif', 1, 3);
  expect(gif.name).toBe('grundy-sub-1-3-4-graph-steps-1-3.gif');
  expect(gif.body.subarray(0, 6).toString()).toBe('GIF89a');
  await expect(page.locator('[data-role=export-note]')).toHaveText(/Saved grundy-sub-1-3-4-graph-steps-1-3\.gif/);
  const frames = await gifFrames(page, gif.body);
  expect(frames.length).toBe(3);
  for (const [i, f] of frames.entries()) {
    expect(f.width).toBe(sizeOf(stills[i].bytes).width);
    // Its still's picture, up to the palette's rounding of antialiased edges.
    expect(Math.abs(f.other - counts[i]) / counts[i], `frame ${i + 1}: ${f.other} against ${counts[i]}`).toBeLessThan(0.1);
  }
});
