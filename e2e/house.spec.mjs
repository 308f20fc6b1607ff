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
