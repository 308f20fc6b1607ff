// The GIF writer (animation.js): paints each frame's drawing on an OffscreenCanvas and adds its pixels to the GIF of
// pkg/export, a wasm module of its own that only this worker loads. In: { frames: [drawing], delays: [hundredths of
// a second], width, height, scale }. Out: { progress: frames done } per frame, then { gif: Uint8Array }
// or { error }.
import init, { GifAnimation } from '../pkg/export/export.js';
import { paint } from './paint.js';

self.addEventListener('message', async (e) => {
  const { frames, delays, width, height, scale } = e.data;
  let gif = null;
  try {
    await init();
    const w = Math.round(width * scale);
    const h = Math.round(height * scale);
    const ctx = new OffscreenCanvas(w, h).getContext('2d', { willReadFrequently: true });
    gif = new GifAnimation(w, h);
    for (let i = 0; i < frames.length; i++) {
      paint(ctx, frames[i], scale);
      const { data } = ctx.getImageData(0, 0, w, h);
      gif.add(new Uint8Array(data.buffer, data.byteOffset, data.byteLength), delays[i]);
      self.postMessage({ progress: i + 1 });
    }
    const bytes = gif.finish();
    self.postMessage({ gif: bytes }, [bytes.buffer]);
  } catch (err) {
    self.postMessage({ error: String(err?.message ?? err) });
  } finally {
    gif?.free();
  }
});
