// The GIF writer (animation.js): paints each frame on an OffscreenCanvas and adds its pixels to the GIF of pkg/export,
// a wasm module of its own that only this worker loads. In: { start: { width, height, scale } }, then per frame a
// drawing ({ drawing, delay }: delay in hundredths of a second) or a big graph's picture already painted
// ({ bitmap, delay }), then { finish: true }. Out: { done: frames added so far } (0 once started), which asks for the
// next frame; then { gif: Uint8Array }, or { error }.
import init, { GifAnimation } from '../pkg/export/export.js';
import { paint } from './paint.js';

let gif = null;
let ctx = null;
let scale = 1;
let done = 0;

self.addEventListener('message', async (e) => {
  const m = e.data;
  try {
    if (m.start) {
      await init();
      scale = m.start.scale;
      const w = Math.round(m.start.width * scale);
      const h = Math.round(m.start.height * scale);
      ctx = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
      gif = new GifAnimation(w, h);
    } else if (m.finish) {
      const bytes = gif.finish();
      self.postMessage({ gif: bytes }, [bytes.buffer]);
      return;
    } else {
      if (m.bitmap) {
        ctx.drawImage(m.bitmap, 0, 0);
        m.bitmap.close();
      } else paint(ctx, m.drawing, scale);
      const { data } = ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height);
      gif.add(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), m.delay);
      done += 1;
    }
    self.postMessage({ done });
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  }
});
