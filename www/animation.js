// A view's playback from step a to b as a file, for the places a tutorial lives that run no script (知乎, CSDN, 微信,
// slides): an animated GIF (painted and encoded in a worker, animation-worker.js), a video (the browser's own
// MediaRecorder: WebM in Chromium and Firefox, MP4 in Safari), or a still per step (numbered PNGs in a zip). Each
// frame is the view's drawing (drawing.js) at twice its size, so it stays sharp on high-density screens.

import { loadedView } from './views/registry.js';
import { colours } from './drawing.js';
import { paint } from './paint.js';
import { paintGraph } from './views/graph-paint.js';
import { workerUrl } from './core/worker-url.js';
import { served } from './core/root.js';

/** At most this many steps in one animation: checked before any frame is drawn. */
export const MAX_FRAMES = 400;
const STEP_CS = 90; // a step at speed 1 lasts 0.9 s, as in the player
const SCALE = 2;
const MAX_SIDE = 4096; // the GIF writer's largest side (export/src/lib.rs)

/**
 * The drawings of the view on screen at steps from … to (0-based) in the explorer at `root`, drawn by the player one
 * by one through its actions (`controls`: actions.js controlActions; the player is back where it was afterwards);
 * null when the view has no drawing.
 */
export function framesOf(root, controls, from, to) {
  const view = loadedView(controls.now().state.view);
  const c = colours(root);
  const back = controls.now().step;
  const frames = [];
  try {
    for (let s = from; s <= to; s++) {
      controls.go(s);
      const d = view.drawing?.(controls.now(), s, c);
      if (!d) return null;
      frames.push(d);
    }
  } finally {
    controls.go(back);
  }
  return frames;
}

/** The frames' common size (the largest of each side) and the scale that keeps it within the writer's bounds. */
function canvasOf(frames) {
  const width = Math.max(...frames.map((d) => d.width));
  const height = Math.max(...frames.map((d) => d.height));
  return { width, height, scale: Math.min(SCALE, MAX_SIDE / Math.max(width, height)) };
}

/** Paints frame `d` at `scale` on `ctx`: a drawing's marks, or a big graph's picture (graph-drawing.js: its `graph`,
 * too many marks for items) by the graph's own painter. */
function paintFrame(ctx, d, scale) {
  if (d.graph) paintGraph(ctx, d.graph, scale);
  else paint(ctx, d, scale);
}

/** A big graph's frame painted at `scale` on a bitmap of the GIF's size, for the GIF worker: the graph itself cannot
 * be sent to it (its data has methods). */
function bitmapOf(d, width, height, scale) {
  const canvas = new OffscreenCanvas(width, height);
  paintGraph(canvas.getContext('2d'), d.graph, scale);
  return canvas.transferToImageBitmap();
}

/** How long each frame shows, in hundredths of a second, at `speed`: the last one longer, to read the result. */
function delaysOf(count, speed) {
  const step = Math.max(2, Math.round(STEP_CS / speed));
  return Array.from({ length: count }, (_, i) => (i === count - 1 ? step * 3 : step));
}

const aborted = () => new DOMException('The export was cancelled', 'AbortError');

/** The frames as an animated GIF blob, made in a worker (terminated by `signal`); `onFrame(k)` after each frame. The
 * worker asks for each frame when it has added the one before, so a long animation of big frames is never all in
 * memory at once. */
export function gifOf(frames, speed, { signal, onFrame = () => {} } = {}) {
  const { width, height, scale } = canvasOf(frames);
  const delays = delaysOf(frames.length, speed);
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerUrl(served('www/animation-worker.js')), { type: 'module' });
    const end = (settle, value) => {
      worker.terminate();
      signal?.removeEventListener('abort', cancel);
      settle(value);
    };
    const cancel = () => end(reject, aborted());
    if (signal?.aborted) return cancel();
    signal?.addEventListener('abort', cancel);
    const send = (i) => {
      if (i === frames.length) return worker.postMessage({ finish: true });
      const d = frames[i];
      if (!d.graph) return worker.postMessage({ drawing: d, delay: delays[i] });
      const bitmap = bitmapOf(d, Math.round(width * scale), Math.round(height * scale), scale);
      worker.postMessage({ bitmap, delay: delays[i] }, [bitmap]);
    };
    worker.addEventListener('message', (e) => {
      if ('done' in e.data) {
        if (e.data.done) onFrame(e.data.done);
        send(e.data.done);
      } else if (e.data.gif) end(resolve, new Blob([e.data.gif], { type: 'image/gif' }));
      else end(reject, new Error(e.data.error));
    });
    worker.addEventListener('error', (e) => {
      e.preventDefault();
      end(reject, new Error(e.message || 'the GIF worker failed to start'));
    });
    worker.postMessage({ start: { width, height, scale } });
  });
}

/** The container and codec the browser records, or null when it records none. */
export function videoType() {
  if (typeof MediaRecorder === 'undefined' || !HTMLCanvasElement.prototype.captureStream) return null;
  return ['video/webm;codecs=vp9', 'video/webm', 'video/mp4'].find((t) => MediaRecorder.isTypeSupported(t)) ?? null;
}

/**
 * The frames as a video blob (videoType()), recorded as they are shown: it takes as long as the animation plays.
 * Null when the browser records no video.
 */
export async function videoOf(frames, speed, { signal, onFrame = () => {} } = {}) {
  const type = videoType();
  if (!type) return null;
  const { width, height, scale } = canvasOf(frames);
  const canvas = document.createElement('canvas');
  // Video encoders want even sides.
  canvas.width = Math.ceil((width * scale) / 2) * 2;
  canvas.height = Math.ceil((height * scale) / 2) * 2;
  const ctx = canvas.getContext('2d');
  const stream = canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 4e6 });
  const chunks = [];
  recorder.addEventListener('dataavailable', (e) => { if (e.data.size) chunks.push(e.data); });
  const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve));
  recorder.start();
  const delays = delaysOf(frames.length, speed);
  try {
    for (let i = 0; i < frames.length; i++) {
      paintFrame(ctx, frames[i], scale);
      track.requestFrame();
      onFrame(i + 1);
      await wait(delays[i] * 10, signal);
    }
  } finally {
    recorder.stop();
    await stopped;
    track.stop();
  }
  return new Blob(chunks, { type: type.split(';')[0] });
}

/** One PNG per frame, numbered from `first` (the player's step numbers), in a zip (stored: PNGs are compressed). */
export async function pngsOf(frames, first, { signal, onFrame = () => {} } = {}) {
  const { width, height, scale } = canvasOf(frames);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  const ctx = canvas.getContext('2d');
  const digits = String(first + frames.length - 1).length;
  const files = [];
  for (let i = 0; i < frames.length; i++) {
    if (signal?.aborted) throw aborted();
    paintFrame(ctx, frames[i], scale);
    const png = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
    files.push({ name: `step-${String(first + i).padStart(digits, '0')}.png`, bytes: new Uint8Array(await png.arrayBuffer()) });
    onFrame(i + 1);
  }
  // The zip writer is in the exporters' own wasm module (pkg/export), loaded only now.
  const { default: init, ZipArchive } = await import(served('pkg/export/export.js').href);
  await init();
  const zip = new ZipArchive();
  try {
    for (const f of files) zip.add(f.name, f.bytes);
    return new Blob([zip.finish()], { type: 'application/zip' });
  } finally {
    zip.free();
  }
}

/** Resolves after `ms`, or rejects when `signal` aborts. */
function wait(ms, signal) {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) { reject(aborted()); return; }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => { clearTimeout(timer); reject(aborted()); }, { once: true });
  });
}

