// A drawing (drawing.js: { width, height, background, items }) painted on a 2-D canvas context, on the page (PNG
// export, video) or in a worker's OffscreenCanvas (GIF frames): a leaf module, so a worker can import it alone.

/** Paints drawing `d` at `scale` on `ctx`, its background over the whole canvas (a frame of an animation may be
 * larger than the drawing of its step). */
export function paint(ctx, d, scale = 1) {
  ctx.save();
  if (d.background) { ctx.fillStyle = d.background; ctx.fillRect(0, 0, ctx.canvas.width, ctx.canvas.height); }
  ctx.scale(scale, scale);
  for (const it of d.items) {
    ctx.setLineDash(it.dash ?? []);
    ctx.lineWidth = it.width ?? 1;
    ctx.strokeStyle = it.stroke ?? 'transparent';
    ctx.fillStyle = it.fill ?? 'transparent';
    ctx.beginPath();
    switch (it.kind) {
      case 'rect': ctx.roundRect(it.x, it.y, it.w, it.h, it.r ?? 0); break;
      case 'circle': ctx.arc(it.x, it.y, it.r, 0, 2 * Math.PI); break;
      case 'line': ctx.moveTo(it.x1, it.y1); ctx.lineTo(it.x2, it.y2); break;
      case 'path': ctx.moveTo(it.x1, it.y1); ctx.quadraticCurveTo(it.cx, it.cy, it.x2, it.y2); break;
      case 'text':
        ctx.font = `${it.bold ? '700 ' : ''}${it.size ?? 14}px ui-monospace, "DejaVu Sans Mono", monospace`;
        ctx.textAlign = it.anchor === 'middle' ? 'center' : it.anchor === 'end' ? 'right' : 'left';
        ctx.textBaseline = 'middle';
        ctx.fillText(it.text, it.x, it.y);
        continue;
      default: continue;
    }
    if (it.fill) ctx.fill();
    if (it.stroke) ctx.stroke();
    if (it.kind === 'path' && it.arrow) {
      // The arrowhead at the end, along the curve's last tangent.
      const a = Math.atan2(it.y2 - it.cy, it.x2 - it.cx);
      ctx.setLineDash([]);
      ctx.fillStyle = it.stroke;
      ctx.beginPath();
      ctx.moveTo(it.x2, it.y2);
      ctx.lineTo(it.x2 - 8 * Math.cos(a - 0.4), it.y2 - 8 * Math.sin(a - 0.4));
      ctx.lineTo(it.x2 - 8 * Math.cos(a + 0.4), it.y2 - 8 * Math.sin(a + 0.4));
      ctx.fill();
    }
  }
  ctx.restore();
}
