// The text helpers of the drawn views, under node: a sentence under a drawing is wrapped to its width, losing no word.
import test from 'node:test';
import assert from 'node:assert/strict';
import { wrapText, textWidth } from '../www/views/drawn.js';

test('wrapText breaks between words or Chinese characters, each line within the width, nothing lost', () => {
  const cases = [
    ['2 edges again without 0. The two matchings differ along 0–1–2–3–4: swap there, and a maximum matching misses 0.', 370],
    ['去掉 0 后仍有 2 条边的匹配。两个匹配沿 0–1–2–3–4 不同：沿这条路交换，就得到一个不覆盖 0 的最大匹配。', 370],
    ['short', 370],
  ];
  for (const [s, width] of cases) {
    const lines = wrapText(s, width);
    for (const line of lines) assert.ok(textWidth(line) <= width, `${line}: ${textWidth(line)} > ${width}`);
    assert.equal(lines.join('').replace(/\s/g, ''), s.replace(/\s/g, ''));
    // A line is broken only where the next would not fit: each line plus the next's first piece is too wide.
    for (let i = 0; i + 1 < lines.length; i++) {
      const next = lines[i + 1].match(/^[\u2e80-\u9fff\uff00-\uffef][，。：；、）]?|^\S+/)[0];
      assert.ok(textWidth(`${lines[i]} ${next}`) > width || textWidth(lines[i] + next) > width, `${lines[i]} | ${next}`);
    }
  }
  assert.deepEqual(wrapText('', 100), []);
  // A word longer than the line is cut, not left to overflow.
  assert.ok(textWidth(wrapText('x'.repeat(200), 100)[0]) <= 100);
});
