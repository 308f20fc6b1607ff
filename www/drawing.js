// The drawing vocabulary every view speaks: a drawing is { width, height, background, items }, its items rects,
// circles, paths, lines and texts. One pure function per view, (model, step) → drawing, gives what the screen shows
// and what every export writes (export.js: SVG, PNG; animation.js: GIF, video): the SVG markup is made here, a canvas
// painted by paint.js, so no image is ever loaded from a data: or blob: URL (a strict host's CSP would block that).

import { sgColor } from './views/colours.js';

/** The explorer's theme colours, resolved (custom properties read from its root). */
export function colours(root) {
  const css = getComputedStyle(root);
  const get = (name, fallback) => css.getPropertyValue(name).trim() || fallback;
  return {
    bg: get('--bg', '#fdfdfb'), fg: get('--fg', '#1d1d1f'), muted: get('--muted', '#5f5f66'), line: get('--line', '#c9c9cf'),
    accent: get('--accent', '#1f5fd1'), p: get('--p', '#1f5fd1'), n: get('--n', '#b93a08'), mark: get('--mark', '#f2c14e'),
    lit: get('--lit', '#fff3c4'), panel: get('--panel', '#f3f3f0'), pDark: sgColor(0),
  };
}

/** A drawing: { width, height, background, items }. Items: { kind: 'rect' | 'circle' | 'path' | 'line' | 'text', … }. */
export function drawing(width, height, background) {
  return { width: Math.ceil(width), height: Math.ceil(height), background, items: [] };
}

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const num = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

/** The drawing as a standalone SVG document. */
export function toSvg(d) {
  const out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}" viewBox="0 0 ${d.width} ${d.height}">`];
  if (d.background) out.push(`<rect width="100%" height="100%" fill="${d.background}"/>`);
  // One arrowhead marker per colour an arrow is drawn in.
  const arrows = [...new Set(d.items.filter((it) => it.arrow).map((it) => it.stroke))];
  out.push(`<defs>${arrows.map((colour, i) => `<marker id="a${i}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" `
    + `markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`).join('')}</defs>`);
  for (const it of d.items) {
    const stroke = it.stroke ? ` stroke="${it.stroke}" stroke-width="${it.width ?? 1}"${it.dash ? ` stroke-dasharray="${it.dash.join(' ')}"` : ''}` : '';
    const fill = ` fill="${it.fill ?? 'none'}"`;
    switch (it.kind) {
      case 'rect': out.push(`<rect x="${num(it.x)}" y="${num(it.y)}" width="${num(it.w)}" height="${num(it.h)}" rx="${it.r ?? 0}"${fill}${stroke}/>`); break;
      case 'circle': out.push(`<circle cx="${num(it.x)}" cy="${num(it.y)}" r="${num(it.r)}"${fill}${stroke}/>`); break;
      case 'line': out.push(`<line x1="${num(it.x1)}" y1="${num(it.y1)}" x2="${num(it.x2)}" y2="${num(it.y2)}"${stroke}/>`); break;
      case 'path': out.push(`<path d="M${num(it.x1)},${num(it.y1)} Q${num(it.cx)},${num(it.cy)} ${num(it.x2)},${num(it.y2)}" fill="none"${stroke}${it.arrow ? ` marker-end="url(#a${arrows.indexOf(it.stroke)})"` : ''}/>`); break;
      case 'text': out.push(`<text x="${num(it.x)}" y="${num(it.y)}" font-family="ui-monospace, DejaVu Sans Mono, monospace" font-size="${it.size ?? 14}"${it.bold ? ' font-weight="700"' : ''} text-anchor="${it.anchor ?? 'start'}" dominant-baseline="middle" fill="${it.fill ?? '#000'}">${esc(it.text)}</text>`); break;
      default: break;
    }
  }
  out.push('</svg>');
  return out.join('');
}

/** A drawing of lines of text (for views that are text: a fallback that keeps every word). */
export function textDrawing(lines, c, width = 720) {
  const d = drawing(width, 24 * lines.length + 24, c.bg);
  lines.forEach((line, i) => d.items.push({ kind: 'text', x: 12, y: 24 + 24 * i, text: line.text ?? line, size: line.size ?? 14, bold: line.bold, fill: line.fill ?? c.fg }));
  return d;
}
