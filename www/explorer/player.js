// The player holds only {step, playing, speed} and a timeline length; every change calls render(step), which draws
// "the state at step i" from scratch. Tweens come from CSS transitions between two rendered states, and
// prefers-reduced-motion turns them off (style.css), so the player itself never animates anything. One player per
// explorer: its buttons are that explorer's, and keys reach it only through the explorer (see keydown below).

const BASE_MS = 900; // one step per 0.9 s at speed 1

/** `$` finds this explorer's elements; `t` is its translator (a function, so a language switch is seen). */
export function createPlayer({ $, t, render, onChange }) {
  const el = {
    start: $('to-start'), back: $('back'), play: $('play'), forward: $('forward'), end: $('to-end'),
    scrub: $('scrub'), speed: $('speed'), label: $('step-label'),
  };
  const state = { step: 0, total: 1, playing: false, speed: 1 };
  let timer = null;

  const last = () => Math.max(0, state.total - 1);

  function sync() {
    const tr = t();
    const text = tr('stepOf', { step: state.step + 1, total: state.total });
    el.scrub.max = String(last());
    el.scrub.value = String(state.step);
    el.scrub.setAttribute('aria-valuetext', text);
    el.label.textContent = text;
    // The label is as wide as its longest text, so the bar does not move when the step gains a digit (style.css).
    el.label.dataset.widest = tr('stepOf', { step: state.total, total: state.total });
    el.play.title = tr(state.playing ? 'pause' : 'play');
    el.play.setAttribute('aria-label', el.play.title);
    el.play.setAttribute('aria-pressed', String(state.playing));
    el.play.classList.toggle('playing', state.playing);
    el.speed.value = String(state.speed);
    for (const b of [el.start, el.back]) b.disabled = state.step === 0;
    for (const b of [el.forward, el.end]) b.disabled = state.step >= last();
  }

  function schedule() {
    clearTimeout(timer);
    timer = null;
    if (!state.playing) return;
    timer = setTimeout(() => {
      if (state.step >= last()) {
        pause();
        return;
      }
      go(state.step + 1, { keepPlaying: true });
      schedule();
    }, BASE_MS / state.speed);
  }

  function go(step, { keepPlaying = false } = {}) {
    const next = Math.min(Math.max(0, Math.trunc(step) || 0), last());
    if (!keepPlaying && state.playing) {
      state.playing = false;
      schedule();
    }
    state.step = next;
    sync();
    render(state.step);
    onChange?.(state);
  }

  function play() {
    if (state.playing) return;
    if (state.step >= last()) go(0); // playing from the end starts over
    state.playing = true;
    sync();
    onChange?.(state);
    schedule();
  }

  function pause() {
    state.playing = false;
    schedule();
    sync();
    onChange?.(state);
  }

  el.start.addEventListener('click', () => go(0));
  el.back.addEventListener('click', () => go(state.step - 1));
  el.forward.addEventListener('click', () => go(state.step + 1));
  el.end.addEventListener('click', () => go(last()));
  el.play.addEventListener('click', () => (state.playing ? pause() : play()));
  el.scrub.addEventListener('input', () => go(Number(el.scrub.value)));
  el.speed.addEventListener('change', () => {
    state.speed = Number(el.speed.value) || 1;
    schedule();
    sync();
    onChange?.(state);
  });

  const CONTROLS = 'button, summary, a, [role=button], [role=tab], input, select, textarea, [contenteditable]';
  /** Whether key event `e` is the player's: ← → Space Home End, unless typing in a box (the boxes keep their keys). */
  function takes(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.defaultPrevented) return false;
    const target = e.composedPath?.()[0] ?? e.target;
    if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]')) return false;
    // Space on a focused control is that control's own (a <summary> opens its <details>, a button presses).
    if (e.key === ' ') return !(target instanceof Element && target.closest(CONTROLS));
    return ['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(e.key);
  }

  /** Steps by key event `e` when it is the player's (takes); true when it was. */
  function keydown(e) {
    if (!takes(e)) return false;
    switch (e.key) {
      case 'ArrowLeft': go(state.step - 1); break;
      case 'ArrowRight': go(state.step + 1); break;
      case 'Home': go(0); break;
      case 'End': go(last()); break;
      default: if (state.playing) pause(); else play(); // Space
    }
    e.preventDefault();
    return true;
  }

  return {
    state,
    takes,
    keydown,
    /** A new timeline of `total` steps, shown at `step`; playback stops. */
    load(total, step) {
      state.total = Math.max(1, total);
      state.playing = false;
      schedule();
      go(step);
    },
    go,
    play,
    pause,
    setSpeed(speed) {
      state.speed = speed;
      sync();
    },
    /** Re-renders the current step (after a language or focus change). */
    refresh() {
      sync();
      render(state.step);
    },
    stop() {
      state.playing = false;
      clearTimeout(timer);
    },
  };
}
