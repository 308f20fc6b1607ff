// Issue 24: a view's playback as a file. The GIF is decoded by the browser's own decoder (WebCodecs ImageDecoder)
// and checked frame by frame against the stills of the same steps (the PNG zip, painted without the GIF writer);
// the zip is read by its central directory; the video is loaded by a <video> element.
import { test, expect } from './fixtures.mjs';
import fs from 'node:fs';

const status = (page) => page.locator('[role=status]');

/** Opens the export menu, sets the range and clicks `kind`; → { name, bytes } of the download. */
async function exportSteps(page, kind, from, to) {
  const menu = page.locator('.export-menu');
  if (!(await menu.evaluate((d) => d.open))) {
    await menu.locator('summary').click();
    // The menu fills its range once the exporters have loaded.
    await expect(page.locator('[data-role=export-to]')).not.toHaveValue('');
  }
  await page.locator('[data-role=export-from]').fill(String(from));
  await page.locator('[data-role=export-to]').fill(String(to));
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.locator(`[data-export=${kind}]`).click()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** The files of a zip, read from its central directory: [{ name, bytes }]. */
function unzip(buf) {
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let at = buf.readUInt32LE(end + 16);
  const files = [];
  for (let i = 0; i < count; i++) {
    expect(buf.readUInt32LE(at)).toBe(0x02014b50);
    const size = buf.readUInt32LE(at + 20);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    const name = buf.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const data = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    files.push({ name, bytes: buf.subarray(data, data + size) });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return files;
}

/** In the page: the GIF's frames, composed, as { width, height, durations (ms), diffs to each still (mean per channel) }. */
function decodeAndCompare(page, gif, stills) {
  return page.evaluate(async ({ gif, stills }) => {
    const bytes = (b64) => Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
    const pixels = (image, w, h) => {
      const ctx = new OffscreenCanvas(w, h).getContext('2d');
      ctx.drawImage(image, 0, 0);
      return ctx.getImageData(0, 0, w, h).data;
    };
    const decoder = new ImageDecoder({ data: bytes(gif), type: 'image/gif' });
    await decoder.tracks.ready;
    const count = decoder.tracks.selectedTrack.frameCount;
    const frames = [];
    for (let i = 0; i < count; i++) frames.push((await decoder.decode({ frameIndex: i })).image);
    const { displayWidth: w, displayHeight: h } = frames[0];
    // Which frame shows at each step: a frame lasts as many steps as its duration holds.
    const durations = frames.map((f) => f.duration / 1000);
    const diffs = [];
    let frame = 0;
    let shownUntil = durations[0];
    for (let s = 0; s < stills.length; s++) {
      const at = s * 900 + 1;
      while (at > shownUntil) shownUntil += durations[++frame];
      const still = pixels(await createImageBitmap(new Blob([bytes(stills[s])], { type: 'image/png' })), w, h);
      const got = pixels(frames[frame], w, h);
      let sum = 0;
      for (let i = 0; i < got.length; i += 4) for (let k = 0; k < 3; k++) sum += Math.abs(got[i + k] - still[i + k]);
      diffs.push(sum / (got.length / 4 * 3));
    }
    return { width: w, height: h, durations, diffs };
  }, { gif: gif.toString('base64'), stills: stills.map((s) => s.toString('base64')) });
}

test('a mex animation as a GIF: every step as its still, sharp, small, looping; and as numbered PNGs', async ({ page }) => {
  await page.goto('/?lang=en&game=sub(1..3)&position=5&view=mex&state=5');
  await expect(status(page)).not.toBeEmpty({ timeout: 20000 });
  const stepLabel = await page.locator('[data-role=step-label]').textContent();
  const total = Number(stepLabel.match(/\/ (\d+)/)[1]);
  expect(total).toBeGreaterThanOrEqual(6);
  const zip = await exportSteps(page, 'pngs', 1, 6);
  expect(zip.name).toBe('grundy-sub-1..3-mex-steps-1-6.zip');
  const stills = unzip(zip.bytes);
  expect(stills.map((f) => f.name)).toEqual(['step-1.png', 'step-2.png', 'step-3.png', 'step-4.png', 'step-5.png', 'step-6.png']);
  for (const f of stills) expect([...f.bytes.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  const gif = await exportSteps(page, 'gif', 1, 6);
  expect(gif.name).toBe('grundy-sub-1..3-mex-steps-1-6.gif');
  await expect(page.locator('[data-role=export-note]')).toHaveText('Saved grundy-sub-1..3-mex-steps-1-6.gif.');
  expect(gif.bytes.subarray(0, 6).toString()).toBe('GIF89a');
  expect(gif.bytes.length, 'a 6-step mex animation well under 1 MB').toBeLessThan(300_000);
  expect(gif.bytes.includes(Buffer.from('NETSCAPE2.0')), 'it loops').toBe(true);
  const { width, height, durations, diffs } = await decodeAndCompare(page, gif.bytes, stills.map((f) => f.bytes));
  // Twice the view's drawing (the SVG export's size), as the stills are: sharp on a high-density screen.
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-export=svg]').click()]);
  const svg = fs.readFileSync(await download.path(), 'utf8');
  const [svgWidth, svgHeight] = [/width="(\d+)"/, /height="(\d+)"/].map((re) => Number(svg.match(re)[1]));
  expect(width).toBe(2 * svgWidth);
  expect(height).toBeGreaterThanOrEqual(2 * svgHeight);
  // 0.9 s a step at speed 1, the last step three times as long; unchanged steps merge into one longer frame.
  expect(durations.reduce((a, b) => a + b, 0)).toBe(5 * 900 + 2700);
  // Each step's frame is its still, up to the palette's rounding of antialiased edges (mean difference a channel).
  console.log(`GIF ${gif.bytes.length} bytes, ${durations.length} frames of ${width}×${height}, differences to the stills ${diffs.map((d) => d.toFixed(3)).join(' ')}`);
  // (A frame one step off differs by 0.08 to 3.9 here; the right ones by 0.03 to 0.05.)
  for (const [s, d] of diffs.entries()) expect(d, `step ${s + 1}`).toBeLessThan(0.07);
  // The steps differ from one another: the comparison would see a frozen animation.
  expect(Buffer.compare(stills[0].bytes, stills[5].bytes)).not.toBe(0);
});

test('a graph animation as a video the browser plays', async ({ page }) => {
  await page.goto('/?lang=en&game=sub(1..3)&position=5&n=6&view=graph');
  await expect(status(page)).not.toBeEmpty({ timeout: 20000 });
  const video = await exportSteps(page, 'video', 1, 3);
  expect(video.name).toMatch(/^grundy-sub-1..3-graph-steps-1-3\.(webm|mp4)$/);
  if (video.name.endsWith('.webm')) expect(video.bytes.readUInt32BE(0)).toBe(0x1a45dfa3); // EBML
  const size = await page.evaluate(async ({ b64, type }) => {
    const v = document.createElement('video');
    v.src = URL.createObjectURL(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type }));
    await new Promise((resolve, reject) => { v.onloadedmetadata = resolve; v.onerror = () => reject(new Error('the video does not load')); });
    return [v.videoWidth, v.videoHeight];
  }, { b64: video.bytes.toString('base64'), type: video.name.endsWith('.webm') ? 'video/webm' : 'video/mp4' });
  const svg = await page.locator('[data-panel=graph] svg.graph-svg').boundingBox();
  expect(size[0]).toBeGreaterThan(svg.width * 1.5);
  expect(size[0] % 2).toBe(0);
});

test('a bad range is refused with the timeline\'s bounds; Cancel stops a recording and saves nothing', async ({ page }) => {
  await page.goto('/?lang=zh&game=sub(1..3)&position=5&view=mex&state=5');
  await expect(status(page)).not.toBeEmpty({ timeout: 20000 });
  const total = Number((await page.locator('[data-role=step-label]').textContent()).match(/\/ (\d+)/)[1]);
  await page.locator('.export-menu summary').click();
  await expect(page.locator('[data-role=export-to]')).toHaveValue(String(total));
  await page.locator('[data-role=export-from]').fill('0');
  await page.locator('[data-export=gif]').click();
  await expect(page.locator('[data-role=export-note]')).toHaveText(`第 0 到 ${total} 步：请在 1 到 ${total} 之间选，起始步不能在结束步之后。`);
  await page.locator('[data-role=export-from]').fill('4');
  await page.locator('[data-role=export-to]').fill('2');
  await page.locator('[data-export=pngs]').click();
  await expect(page.locator('[data-role=export-note]')).toContainText('第 4 到 2 步');
  // A recording plays in real time; Cancel ends it.
  let downloads = 0;
  page.on('download', () => downloads++);
  await page.locator('[data-role=export-from]').fill('1');
  await page.locator('[data-role=export-to]').fill(String(total));
  await page.locator('[data-export=video]').click();
  await expect(page.locator('[data-role=progress]')).toBeVisible();
  await page.locator('[data-role=cancel]').click();
  await expect(page.locator('[data-role=progress]')).toBeHidden();
  await page.waitForTimeout(500);
  expect(downloads).toBe(0);
  await expect(page.locator('[data-role=export-note]')).toHaveText('');
  // The explorer goes on.
  await page.locator('[data-role=forward]').click();
  await expect(page.locator('[data-role=step-label]')).toHaveText(`第 2 / ${total} 步`);
});
