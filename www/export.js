// Exports of what an explorer shows: the current view's drawing (drawing.js) as SVG or PNG, and the files offered
// for download. The SG table as CSV or as a C++ / Python array literal (打表) comes from the core (menus.js).

import { paint } from './paint.js';

/** The drawing painted on a canvas (twice the size, for sharp text), as a PNG blob. A big graph's drawing (its
 * `graph`: too many marks for items) is painted by the graph's own painter, loaded then. */
export async function toPng(d, scale = 2) {
  const canvas = document.createElement('canvas');
  canvas.width = d.width * scale;
  canvas.height = d.height * scale;
  const ctx = canvas.getContext('2d');
  if (d.graph) (await import('./views/graph-paint.js')).paintGraph(ctx, d.graph, scale);
  else paint(ctx, d, scale);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
}

/** Offers `blob` as a download named `name` (a link clicked by script: no popup, nothing fetched). */
export function download(name, blob) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

/** A file name from the game: "sub(1..3)" → "grundy-sub-1..3". */
export function fileName(game, view, ext) {
  const safe = game.replace(/[^\w.]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60);
  return `grundy-${safe || 'game'}-${view}.${ext}`;
}
