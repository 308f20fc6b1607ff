// The house's rules that reading the code can check (issue 47). The explorer's helpers (www/explorer/) are given what
// they use, the explorer's root, its model and its actions, and never the explorer itself: the one place that changes
// its state stays actions.js (and explorer.js, whose methods they are; show.js' viewModel, which makes the model from
// it). No export reads the page, and no file is past 600 lines (below).
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

// A file holds one concern: past about 400 lines, ask whether it holds two; past 600, it does. Every JS file of the
// page we write (www/, not the bundles `make build` writes: www/dist/ and www/grundy-explorer.js).
const BUILT = new Set([path.join(WWW, 'dist'), path.join(WWW, 'grundy-explorer.js')]);
const MOST_LINES = 600;

test(`no JS file in www/ is past ${MOST_LINES} lines`, () => {
  const long = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (BUILT.has(file)) continue;
      if (entry.isDirectory()) walk(file);
      else if (/\.m?js$/.test(entry.name)) {
        const lines = fs.readFileSync(file, 'utf8').split('\n').length - 1;
        if (lines > MOST_LINES) long.push(`${path.relative(WWW, file)}: ${lines} lines`);
      }
    }
  };
  walk(WWW);
  expect(long).toEqual([]);
});
