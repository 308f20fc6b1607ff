// The graph as SVG (up to SVG_LIMIT nodes): every node a <g class="node" data-state data-sg data-kind>, one of them
// in the tab order, inserted by slices over a few frames when the graph is big (Pacer).
import { sgColor } from './colours.js';
import { views, nextId, R, UNIT, graphLabel, ranks, optionsText, caption, escape, f1, trackFocus, labelLines, labelSize as sizeOf,
  DRAW_FILL, extent, VALUE, valueBack } from './graph-data.js';

const LAZY_TEXT = 120; // SVG graphs with more nodes get their text over several frames
// A big SVG graph goes in by slices, one per frame, measured in shapes (a node or an edge without text); a node's
// text costs about TEXT_COST shapes to lay out and paint. The slice adapts to the frames (see Pacer).
const FIRST_SLICE = 150; // shapes in the render task and the first frame, before any frame has been timed
const MIN_SLICE = 30;
const MAX_SLICE = 600;
const TEXT_COST = 3;
const FRAME_GOAL = 40; // ms from one frame to the next

/**
 * How many shapes the next slice of a big SVG graph takes. A slice's style, layout and paint come after its script,
 * so the gap between two frames' timestamps is what the last slice really cost, on this machine at this moment:
 * past FRAME_GOAL the slices halve, well under it they grow by a quarter, within [MIN_SLICE, MAX_SLICE].
 */
class Pacer {
  constructor() { this.size = FIRST_SLICE; this.last = null; }

  /** `now`: the frame's timestamp (undefined for a slice outside a frame, which starts the timing afresh). */
  take(now) {
    if (now !== undefined && this.last !== null) {
      const gap = now - this.last;
      if (gap > FRAME_GOAL) this.size = Math.max(MIN_SLICE, Math.floor(this.size / 2));
      else if (gap < FRAME_GOAL / 2) this.size = Math.min(MAX_SLICE, Math.ceil(this.size * 1.25));
    }
    this.last = now ?? null;
    return this.size;
  }
}


// On a phone (style.css's small-screen width) a drawing is never scaled so far down that its smallest text is under
// READABLE px on the screen: a graph wider than that pans inside its box (.graph-scroll). A wider screen shrinks it
// to fit, down to half size. A small graph is drawn large (up to 1.25), but no taller than its stage holds with the
// options line under it (CAPTION px, with a pixel for rounding up), as long as that keeps it at SNUG or more: a tall
// graph scrolls at a size that reads, rather than shrinking to fit.
const PHONE = '(max-width: 40rem)';
const READABLE = 11;
const CAPTION = 33;
const SNUG = 0.8;
// The labels' font sizes in the drawing's units, by size class (style.css's .graph-svg .node .label rules; a pair's
// label is 12 whatever its length), and the value's (.sg).
const LABEL_FONT = { '': 18, long: 11, longer: 10, lines: 9 };
const PAIR_FONT = 12;

/** The smallest font size (drawing units) of the node texts of `d`. */
function smallestText(d) {
  let least = VALUE.size;
  for (let i = 0; i < d.count && least > LABEL_FONT.lines; i++) {
    const label = d.label(i);
    least = Math.min(least, i >= d.pairBase ? PAIR_FONT : LABEL_FONT[sizeOf(label, labelLines(label))]);
  }
  return least;
}

export class SvgView {
  constructor(root, d, t, width = 0, height = () => Infinity) {
    this.d = d;
    this.t = t;
    this.width = width;
    this.height = height;
    this.root = root;
    this.id = nextId();
    this.selected = null;
    this.focus = undefined;
    this.current = null;
    this.lit = []; // elements carrying highlight classes now
  }

  /** Markup of node i's content: a square marked P or a circle, its label and its value (or "?"; P or N when only
   * who wins is known), and a flag over the states of the position being looked at. */
  content(i, shown, text = true) {
    const d = this.d;
    const label = d.label(i);
    const g = d.sg[i];
    const lose = d.win[i] === 0;
    const fill = d.valued[i] ? sgColor(g) : (lose ? sgColor(0) : 'var(--n, #c2410c)');
    const draw = d.draw?.[i] === 1;
    let shape;
    if (!shown) shape = `<circle class="shape pending" r="${R}"/>`;
    // A draw: a dashed grey circle (its value line says D), neither the P square nor an N circle (a literal fill, as graph.js reads it).
    else if (draw) shape = `<circle class="shape draw" r="${R}" fill="${DRAW_FILL}"/>`;
    // The P beside the square's lower right corner, outside it (inside, it covered the square's edge and crowded its
    // label; above it, arrows come in), as large as the value line, so the phone's readable scale holds for it too.
    else if (lose) shape = `<rect class="shape" x="${-R}" y="${-R}" width="${2 * R}" height="${2 * R}" rx="2" fill="${sgColor(0)}"/><text class="mark" x="${R + 6}" y="${R - 2}">P</text>`;
    else shape = `<circle class="shape" r="${R}" fill="${fill}"/>`;
    if (!text) return shape.replace(/<text class="mark".*$/, '');
    const value = !shown ? (d.valued[i] ? 'SG ?' : '?') : (d.valued[i] ? `SG ${g}` : draw ? 'D' : (lose ? 'P' : 'N'));
    const flag = d.marked[i] ? `<text class="pos-mark" y="${-R - 7}"><title>${escape(this.t('positionMark'))}</title>▼</text>` : '';
    const lines = labelLines(label);
    const size = sizeOf(label, lines) && ` ${sizeOf(label, lines)}`;
    // A node where a cut graph leaves moves out trails "…".
    const more = d.frontier?.[i] ? `<text class="more" x="${R + 2}" y="4">…</text>` : '';
    // One text per line (the drawing redraws each at its own height).
    const labels = lines.map((line, k) => `<text class="label${size}" y="${f1(1 + (k - (lines.length - 1) / 2) * 9.5)}">${escape(line)}</text>`);
    const back = valueBack(value);
    return `${shape}${labels.join('')}<rect class="sg-back" x="${f1(back.x)}" y="${back.y}" width="${f1(back.w)}" height="${back.h}"/>`
      + `<text class="sg" y="${VALUE.y}">${value}</text>${flag}${more}`;
  }

  build(shownOf) {
    const d = this.d;
    const { curves, ox, oy, vbW, vbH } = extent(d);
    const available = this.width || this.root.clientWidth || 800;
    const phone = Boolean(globalThis.matchMedia?.(PHONE).matches);
    const tall = Math.max(SNUG, (this.height() - CAPTION) / vbH);
    const scale = Math.max(phone ? READABLE / smallestText(d) : 0.5, Math.min(1.25, available / vbW, tall));
    // The box in whole pixels: on a phone rounded up, so the drawing is not scaled a hair under the readable size.
    const size = (v) => (phone ? Math.ceil(v * scale) : Math.round(v * scale));
    // Where node i is in the scroll box, in CSS pixels (to keep the state being computed in view).
    this.at = (i) => [(ox + d.sx[i] * UNIT) * scale, (oy + d.sy[i] * UNIT) * scale];

    // One string parsed once is several times faster than thousands of createElementNS calls.
    const out = [`<svg xmlns="http://www.w3.org/2000/svg" class="graph-svg" viewBox="0 0 ${f1(vbW)} ${f1(vbH)}" `
      + `width="${size(vbW)}" height="${size(vbH)}" role="group" `
      + `aria-label="${escape(graphLabel(d, this.t))}"><defs>`];
    for (const kind of ['arrow', 'arrow-hot']) {
      out.push(`<marker id="${kind}-${this.id}" class="${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" `
        + `markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>`);
    }
    out.push('</defs><g class="edges"></g><g class="nodes"></g></svg>');
    const edgeHtml = (e) => {
      const c = curves[e];
      return `<path class="edge" d="M${f1(c.x1)},${f1(c.y1)} Q${f1(c.cx)},${f1(c.cy)} `
        + `${f1(c.x2)},${f1(c.y2)}" marker-end="url(#arrow-${this.id})"/>`;
    };
    this.shown = new Int8Array(d.count);
    for (let i = 0; i < d.count; i++) this.shown[i] = shownOf(i) ? 1 : 0;
    // Text is what costs most to lay out: past LAZY_TEXT nodes the shapes come first and the labels follow in
    // slices over the next frames, so no frame blocks the page for long.
    const lazy = d.count > LAZY_TEXT;
    this.texted = new Uint8Array(d.count).fill(lazy ? 0 : 1);
    // A node's markup when it is inserted, so it shows the state of that moment.
    const nodeHtml = (i) => {
      const shown = this.shown[i] === 1;
      const pair = i >= d.pairBase ? ` data-pair="${escape(d.label(i))}"` : '';
      const sgAttr = d.valued[i] ? ` data-sg="${d.sg[i]}"` : '';
      // One node at a time is in the tab order (a roving tabindex: see keys below); its name is its text.
      return `<g class="node${shown ? '' : ' pending'}${pair ? ' pair' : ''}${d.marked[i] ? ' in-position' : ''}" `
        + `tabindex="${i === (this.selected ?? 0) ? 0 : -1}" role="button" `
        + `data-state="${d.id[i]}"${sgAttr}${pair} data-label="${escape(d.label(i))}" `
        + `data-kind="${d.draw?.[i] ? 'D' : d.win[i] ? 'N' : 'P'}" data-revealed="${shown}"${d.frontier?.[i] ? ' data-frontier="true"' : ''} `
        + `transform="translate(${f1(ox + d.sx[i] * UNIT)},${f1(oy + d.sy[i] * UNIT)})">${this.content(i, shown, !lazy)}</g>`;
    };
    const wrap = document.createElement('div');
    wrap.className = 'graph-scroll';
    wrap.innerHTML = out.join('');
    this.svg = wrap.firstChild;
    this.edgeEls = new Array(d.edgeCount);
    this.nodeEls = new Array(d.count);
    // Nodes, then edges, a slice per frame: a graph of thousands of elements styled and laid out in one task
    // would block the page for a tenth of a second or more. The first slice goes in now, the rest over the next
    // frames (a node not in yet is skipped by update and highlight, and inserted as it is then).
    const nodesG = this.svg.querySelector('.nodes');
    const edgesG = this.svg.querySelector('.edges');
    // Appends items [from, to) of a group (their markup from `html`) and records their elements in `els`. The new
    // ones are the group's last children (highlight moves lit edges to the end, so indices are not positions).
    const append = (group, html, els, from, to) => {
      if (from >= to) return;
      const parts = [];
      for (let k = from; k < to; k++) parts.push(html(k));
      group.insertAdjacentHTML('beforeend', parts.join(''));
      const children = group.children;
      const base = children.length - (to - from);
      for (let k = from; k < to; k++) els[k] = children[base + k - from];
    };
    this.pacer = new Pacer(); // one for the shapes and then the text, so the text's first slice fits the frames too
    const insert = (from, now) => {
      const end = Math.min(d.count + d.edgeCount, from + this.pacer.take(now));
      const nodeEnd = Math.min(end, d.count);
      append(nodesG, nodeHtml, this.nodeEls, from, nodeEnd);
      const e0 = Math.max(from, d.count) - d.count;
      const e1 = end - d.count;
      append(edgesG, edgeHtml, this.edgeEls, e0, e1);
      if (from < nodeEnd || e0 < e1) this.highlight(); // what lies in the new slice lights up too
      if (end < d.count + d.edgeCount) {
        requestAnimationFrame((now) => { if (views.get(this.root) === this) insert(end, now); });
      } else if (lazy) {
        requestAnimationFrame((now) => { if (views.get(this.root) === this) this.addText(0, now); });
      } else {
        this.root.dataset.complete = 'true';
      }
    };
    this.svg.addEventListener('click', (e) => {
      const g = e.target.closest?.('.node');
      if (g) this.select(d.indexOf(Number(g.dataset.state)));
    });
    // Keys on a node: Enter or Space opens it (as a click), ↑ ↓ go to the previous or next node; ← → stay the
    // player's (they step the timeline).
    this.svg.addEventListener('keydown', (e) => {
      const g = e.target.closest?.('.node');
      if (!g || e.altKey || e.ctrlKey || e.metaKey) return;
      const i = d.indexOf(Number(g.dataset.state));
      const move = { ArrowUp: -1, ArrowDown: 1 }[e.key];
      if (e.key === 'Enter' || e.key === ' ') this.select(i);
      else if (move !== undefined) this.focusNode(Math.min(d.count - 1, Math.max(0, i + move)));
      else return;
      e.preventDefault();
      e.stopPropagation();
    });
    this.root.replaceChildren(wrap);
    this.scroller = wrap;
    this.root.dataset.mode = 'svg';
    this.caption = caption(this.root);
    this.root.dataset.complete = 'false'; // 'true' once every node and edge is in and shows its text
    insert(0);
  }

  /** Labels and values for the nodes from `from` on, a slice per frame, until all have them. */
  addText(from, now) {
    const end = Math.min(this.d.count, from + Math.ceil(this.pacer.take(now) / TEXT_COST));
    for (let i = from; i < end; i++) {
      if (!this.texted[i]) { this.nodeEls[i].innerHTML = this.content(i, this.shown[i] === 1); this.texted[i] = 1; }
    }
    if (end < this.d.count) {
      requestAnimationFrame((next) => { if (views.get(this.root) === this) this.addText(end, next); });
    } else {
      this.root.dataset.complete = 'true';
    }
  }

  select(i) {
    if (i < 0) return;
    this.selected = i;
    this.rove(i);
    this.highlight();
    this.on?.select?.(this.d.id[i]);
  }

  /** Makes node i the one in the tab order. */
  rove(i) {
    for (const el of this.svg?.querySelectorAll('.node[tabindex="0"]') ?? []) el.setAttribute('tabindex', '-1');
    this.nodeEls[i]?.setAttribute('tabindex', '0');
  }

  /** Moves the keyboard's focus to node i (once it is in: large graphs insert theirs over a few frames). */
  focusNode(i) {
    const el = this.nodeEls[i];
    if (!el) return;
    this.rove(i);
    el.focus();
    this.follow(i);
  }

  update(order, step, focus) {
    if (order !== this.order || !this.svg) { this.order = order; this.rank = ranks(this.d, order); }
    const last = order && step !== null ? step : Infinity;
    if (!this.svg) {
      this.build((i) => this.rank[i] <= last);
    } else {
      for (let i = 0; i < this.d.count; i++) {
        const shown = this.rank[i] <= last ? 1 : 0;
        if (this.shown[i] !== shown) {
          const g = this.nodeEls[i];
          this.shown[i] = shown;
          if (!g) continue; // not inserted yet: it will be, as it is then
          g.innerHTML = this.content(i, shown === 1);
          this.texted[i] = 1;
          g.classList.toggle('pending', !shown);
          g.dataset.revealed = shown ? 'true' : 'false';
        }
      }
    }
    trackFocus(this, order, step, focus);
    this.highlight();
    // Scrolling reads the drawing's layout: at the next frame, which lays it out anyway, not in this task.
    cancelAnimationFrame(this.followFrame);
    this.followFrame = requestAnimationFrame(() => this.follow(this.current ?? this.selected));
  }

  /** Scrolls a graph wider (or taller) than its box so that node i is in view; jumps, never animates. */
  follow(i) {
    const box = this.scroller;
    if (i === null || i === this.followed || !box.isConnected) return;
    this.followed = i;
    const [x, y] = this.at(i);
    const margin = 2 * R;
    if (x < box.scrollLeft + margin || x > box.scrollLeft + box.clientWidth - margin) box.scrollLeft = x - box.clientWidth / 2;
    if (y < box.scrollTop + margin || y > box.scrollTop + box.clientHeight - margin) box.scrollTop = y - box.clientHeight / 2;
    // A box around the graph that scrolls up and down (a phone's stage, of fixed height) brings node i in view too.
    let outer = box.parentElement;
    while (outer && outer !== document.body && !/auto|scroll/.test(getComputedStyle(outer).overflowY)) outer = outer.parentElement;
    if (!outer || outer === document.body || outer.scrollHeight <= outer.clientHeight) return;
    const top = box.getBoundingClientRect().top - outer.getBoundingClientRect().top + outer.scrollTop + y - box.scrollTop;
    if (top < outer.scrollTop + margin || top > outer.scrollTop + outer.clientHeight - margin) outer.scrollTop = top - outer.clientHeight / 2;
  }

  highlight() {
    const d = this.d;
    for (const el of this.lit) {
      el.classList.remove('focus', 'option', 'current', 'option-edge');
      if (el.tagName === 'path') el.setAttribute('marker-end', `url(#arrow-${this.id})`);
    }
    this.lit = [];
    const light = (el, cls) => { if (el) { el.classList.add(cls); this.lit.push(el); } };
    if (this.current !== null) light(this.nodeEls[this.current], 'current');
    const i = this.selected;
    if (i === null) { this.caption.textContent = ''; return; }
    light(this.nodeEls[i], 'focus');
    for (const e of d.moves(i)) {
      light(this.nodeEls[d.edges[2 * e + 1]], 'option');
      const edge = this.edgeEls[e];
      if (!edge) continue;
      light(edge, 'option-edge');
      edge.setAttribute('marker-end', `url(#arrow-hot-${this.id})`);
      edge.parentNode.append(edge); // drawn above the other edges
    }
    this.caption.textContent = optionsText(d, i);
  }
}
