// What a lesson's panel must never do, on any screen (issue 46): read by learner.spec.mjs on a phone and by
// lessons.spec.mjs, which walks every scene on a laptop.
const MIN_PX = 11;

/** In the lesson panel: the elements that scroll inside (overflow auto or scroll, content taller or wider than the
 * box), the question above the end of its text, text under 11 px, and sibling blocks that overlap. */
export const panelFaults = (page) => page.evaluate((minPx) => {
  const panel = document.querySelector('[data-role=lesson]');
  const faults = [];
  for (const e of [panel, ...panel.querySelectorAll('*')]) {
    if (!e.getClientRects().length) continue;
    const s = getComputedStyle(e);
    const scrolls = (o) => o === 'auto' || o === 'scroll';
    if ((scrolls(s.overflowY) && e.scrollHeight > e.clientHeight + 1) || (scrolls(s.overflowX) && e.scrollWidth > e.clientWidth + 1)) {
      faults.push(`${e.className || e.tagName} scrolls inside (${e.scrollHeight} in ${e.clientHeight})`);
    }
    if (e.childNodes.length && [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && parseFloat(s.fontSize) < minPx) {
      faults.push(`${e.className || e.tagName} at ${s.fontSize}`);
    }
  }
  const body = panel.querySelector('.lesson-body')?.getBoundingClientRect();
  const quiz = panel.querySelector('.quiz')?.getBoundingClientRect();
  if (body && quiz && quiz.top < body.bottom - 0.5) faults.push('the question starts above the end of its text');
  const kids = [...panel.children].filter((k) => k.getClientRects().length).map((k) => [k.className, k.getBoundingClientRect()]);
  for (let i = 1; i < kids.length; i++) {
    if (kids[i][1].top < kids[i - 1][1].bottom - 0.5) faults.push(`${kids[i][0]} overlaps ${kids[i - 1][0]}`);
  }
  return faults;
}, MIN_PX);
