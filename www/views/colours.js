// The colours every drawing shares: an SG value's colour, and the theme's colours as an element sees them. A leaf
// module, so the explorer and the exporters have them without loading the table's canvas code (strip.js).

/** The colour of an SG value: 0 is dark (P-position), others walk the hue circle by the golden angle. */
export function sgColor(g) {
  if (g === 0) return '#26262b';
  const hue = (200 + g * 137.508) % 360;
  return `hsl(${hue.toFixed(1)} 70% ${g % 2 ? 62 : 52}%)`;
}

/** [r, g, b] of sgColor(g), for pixel work. */
export function sgRgb(g) {
  if (g === 0) return [38, 38, 43];
  const h = (200 + g * 137.508) % 360;
  const s = 0.7;
  const l = g % 2 ? 0.62 : 0.52;
  // HSL → RGB (CSS Color 4).
  const f = (k) => {
    const kk = (k + h / 30) % 12;
    const a = s * Math.min(l, 1 - l);
    return Math.round(255 * (l - a * Math.max(-1, Math.min(kk - 3, 9 - kk, 1))));
  };
  return [f(0), f(8), f(4)];
}

/**
 * The page's theme colours as the canvas element sees them (custom properties of the light and dark themes), so
 * canvas drawings follow the theme like the SVG and HTML around them. Fallbacks: the light theme.
 */
export function themeOf(el) {
  const css = el.isConnected ? getComputedStyle(el) : null;
  const get = (name, fallback) => css?.getPropertyValue(name).trim() || fallback;
  return {
    fg: get('--fg', '#1d1d1f'), muted: get('--muted', '#6b6b70'), bg: get('--bg', '#fdfdfb'),
    accent: get('--accent', '#1f6feb'), n: get('--n', '#c2410c'), line: get('--line', '#d8d8dc'),
    error: get('--error', '#b91c1c'),
  };
}
