// The explorer's helpers (www/explorer/) are given what they use, the explorer's root, its model and its actions,
// and never the explorer itself: the one place that changes its state stays actions.js (and explorer.js, whose
// methods they are; show.js' viewModel, which makes the model from it).
import { test, expect } from './fixtures.mjs';
import fs from 'node:fs';
import path from 'node:path';

const DIR = path.join(import.meta.dirname, '..', 'www', 'explorer');
const OWNERS = new Set(['explorer.js', 'actions.js']);

test('no helper of the explorer takes the explorer: each takes (root, model, actions)', () => {
  const reaching = [];
  for (const file of fs.readdirSync(DIR).filter((f) => f.endsWith('.js') && !OWNERS.has(f))) {
    const text = fs.readFileSync(path.join(DIR, file), 'utf8');
    for (const m of text.matchAll(/export (?:async )?function (\w+)\((ex)\b/g)) {
      if (!(file === 'show.js' && m[1] === 'viewModel')) reaching.push(`${file}: ${m[1]}(ex…)`);
    }
  }
  expect(reaching).toEqual([]);
});

// Issue 47, one drawing per view: every export is made from the view's drawing (its model), never from the page. The
// export menu's code (menus.js, from exportAs on) and the modules it paints with read nothing of a view: no query of
// the page, no view's panel (show.js panel). The menu's own fields it reads by role (byRole).
const WWW = path.join(import.meta.dirname, '..', 'www');
const EXPORTS = [['explorer/menus.js', /\nexport async function exportAs\(/], ['export.js'], ['paint.js'], ['drawing.js'],
  ['animation.js'], ['views/graph-drawing.js'], ['views/graph-paint.js']];

test('no export reads the page: no query, no view\'s panel', () => {
  const reading = [];
  for (const [file, from] of EXPORTS) {
    const text = fs.readFileSync(path.join(WWW, file), 'utf8');
    const at = from ? text.search(from) : 0;
    expect(at, `${file}: where its exports start`).toBeGreaterThanOrEqual(0);
    const lines = text.slice(at).split('\n');
    const first = text.slice(0, at).split('\n').length;
    lines.forEach((line, i) => {
      if (/^\s*(\/\/|\*|\/\*\*)/.test(line)) return; // comments
      if (/querySelector|getElementsBy|getElementById|\bpanel\s*\(|\.closest\(/.test(line)) reading.push(`${file}:${first + i}: ${line.trim()}`);
    });
    if (/import\s*\{[^}]*\bpanel\b[^}]*\}\s*from\s*'\.\/show\.js'/.test(text)) reading.push(`${file}: imports show.js panel`);
  }
  expect(reading).toEqual([]);
});
