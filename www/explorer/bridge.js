// An explorer's bridge to the core (www/core/): every game-theory answer it asks for passes here. A request runs
// where the core's cost says (compute.js), with the progress bar and Cancel; the answers views ask for are kept for
// the model they were asked about; a heap game's table is wrapped once in a main-thread Session. The bridge keeps
// only its own bookkeeping (the work in flight, the answers): the model is the explorer's, read through `model()`.

import * as engine from '../core/wasm.js';
import { compute, startWorker, needsWorker, defineRules, loadMainCore } from '../core/compute.js';
import { positionParts, forgetParts } from '../core/positions.js';
import { Answers } from './answers.js';
import { nextTask } from './tasks.js';

const { core, whole, onReset, isAway } = engine; // the main thread's engine (core/wasm.js)

const PROGRESS_DELAY = 120; // ms before the progress bar appears (quick answers never flash it)

/** Options a trace read from the main thread's session may have (a few ms at most); larger ones go to the worker. */
const MAIN_TRACE_OPTIONS = 4096;

export class Bridge {
  /** `$`: the explorer's elements by role (its progress bar). `model()`: the explorer's model now. */
  constructor({ $, model }) {
    loadMainCore(engine).catch(() => {}); // compute.js's requests, on the engine this module has
    this.model = model;
    this.running = new Set(); // AbortControllers of the computations in flight (cancel aborts them)
    // The progress bar, shown while anything runs (the element is read when used: the DOM is built after this).
    this.progress = {
      show: () => { $('progress').hidden = false; },
      hide: () => { $('progress').hidden = true; },
      update: (p) => {
        const bar = $('progress-bar');
        bar.max = p.total || 1;
        bar.value = p.done;
        bar.setAttribute('aria-valuetext', p.phase);
      },
    };
    this.store = new Answers({ run: (task, args, where) => this.run(task, args, where), now: (task, args) => this.now(task, args), parts: positionParts, model, alive: () => this.alive() });
  }

  /** The kept answers' read-only face for views (answers.js): `get(task, args)`, `known(task, args)`; a new one
   * whenever every answer is forgotten. */
  get answers() {
    return this.store.face;
  }

  /** Calls `back()` whenever the module is new (core/guard.js), once this bridge has forgotten what lived in the old
   * one; returns the function that stops listening. */
  listen(back) {
    return onReset((why) => {
      const m = this.model();
      if (m) m.session = null; // a trap: the session lived in the old module
      // The whole engine in place of the first-view build: the answers stay true (they are data), and a position's
      // parts are read again (the first-view build may have refused to).
      if (why === 'upgrade') forgetParts();
      else this.forget('model');
      back();
    });
  }

  /**
   * Makes the first calls of a load of `game` at `n` cheap: starting the worker takes some 13 ms, in a task of its
   * own before the task that loads the game. A table the core says is cheap is computed on the main thread, and the
   * worker waits until a request needs it. (The game's description, a few ms, comes in the task that loads it: a
   * task of its own cost the first render a hop, and with it often a frame.)
   */
  async warmUp(game, n) {
    let info = null;
    try { info = core.describeGame(game); } catch { /* the load says what is wrong */ }
    if (info?.table && await needsWorker('bundle', { game: info.game, n, layout: 'graph' })) {
      startWorker();
      await nextTask();
    }
  }

  /** Defines the game of a rule text in every module (compute.js); its info. */
  async defineRules(text) {
    const info = await defineRules(text);
    forgetParts(); // a game of that name may read its positions differently now
    return info;
  }

  /** Runs a core function through compute() with the progress bar and the cancel button. */
  async run(task, args, where = 'auto', controller = new AbortController()) {
    this.running.add(controller);
    const timer = setTimeout(() => this.progress.show(), PROGRESS_DELAY);
    try {
      return await compute(task, args, { onProgress: (p) => this.progress.update(p), signal: controller.signal, where });
    } finally {
      clearTimeout(timer);
      this.finished(controller);
    }
  }

  /** Runs `work(signal, onProgress)`, work of the page's own (an export), with the progress bar and Cancel. */
  async withProgress(work) {
    const controller = new AbortController();
    this.running.add(controller);
    this.progress.show();
    try {
      return await work(controller.signal, (p) => this.progress.update(p));
    } finally {
      this.finished(controller);
    }
  }

  /** The bar hides once the last piece of work in flight is done. */
  finished(controller) {
    this.running.delete(controller);
    if (this.running.size === 0) this.progress.hide();
  }

  /** Aborts every computation in flight (Cancel, or a new request that replaces them). */
  cancel() {
    for (const c of this.running) c.abort();
  }

  /** The core's answer of `task` on `args` ({ value } or { error }), kept by task and arguments for this model
   * (answers.js): two views asking the same share one request. `where`: as for run(). */
  ask(task, args, where = 'auto') {
    return this.store.ask(task, args, where);
  }

  /** Forgets the answers `change` makes stale: 'model' (a new model, a module that trapped: every answer),
   * 'position' (a new position in the same model), or a task's name (answers.js, FORGOTTEN_WITH). */
  forget(change) {
    this.store.forget(change);
  }

  /**
   * An answer the main thread gives at once, for a view's render (answers.js `known`), or null when it would not be
   * quick (the view's prepare asks for it then): a heap state's mex trace or `{ values, mex }` read from the model's
   * session when its table reaches the state; else a request the core bounds as cheap (requestCost). A module away
   * (being re-created) is thrown, not kept as an answer: the explorer draws the frame again when it is back.
   */
  now(task, args) {
    const m = this.model();
    if (task === 'mexTrace' || task === 'mexValues') {
      const [game, state] = args;
      const session = m && m.game === game ? this.session(m) : null;
      if (session && state < session.length) {
        try {
          if (task === 'mexTrace') return { value: session.mexTrace(state, MAIN_TRACE_OPTIONS) };
          const { values, mex } = session.mexValues(state);
          return { value: { values: Array.from(values), mex } };
        } catch (e) {
          if (isAway(e)) throw e; // not an answer: the frame is drawn again once the module is back (explorer undrawn)
          if (e.code === 'TooManyTraceOptions') return task === 'mexTrace' ? null : { error: e }; // the worker's, then
          return { error: e };
        }
      }
      if (task === 'mexValues') return null; // only from a session
    }
    try {
      if (!core.requestCost(task, args).mainThread) return null;
      return { value: core[task](...args) };
    } catch (e) {
      if (isAway(e)) throw e; // as above
      return { error: e }; // e.g. too many options to trace: the core says so
    }
  }

  /** Throws the module's "away" error while it is being re-created (it reads the model's session, as a frame reading
   * the views' main-thread answers would): the explorer then draws the frame again once the module is back, and
   * reads again what it refused meanwhile (explorer.js undrawn). */
  alive() {
    const m = this.model();
    if (m?.session) void m.session.length;
  }

  /** The main thread's session of heap game model `m`: the worker's table wrapped once, on first use, so that every
   * playback step reads it instead of solving G(0 … state) again (views/mex-data.js). Null for families, and for a
   * graph whose table does not cover every vertex; freed with the model (load). */
  session(m) {
    if (m.session === undefined) {
      m.session = null;
      if (m.info.table && m.values?.length) {
        try {
          m.session = core.Session.fromValues(m.game, m.values);
        } catch {
          // (a graph's table shorter than the graph: traced by the core the old way)
        }
      }
    }
    return m.session;
  }

  /** The core's description of `game` (describeGame), from the whole engine if the first-view build cannot say. */
  describe(game) {
    return withWhole(() => core.describeGame(game));
  }

  /** A position's parts as the core reads them (core/positions.js, kept), or null when it is not a position. */
  parts(text) {
    return positionParts(text);
  }

  /** Makes sure the module can read position `text`: the whole engine first if the first-view build cannot (a bad
   * position is said by its analysis, not here). */
  readable(text) {
    return withWhole(() => core.positionParts(text)).catch(() => {});
  }
}

/** The core's answer `ask()`, asked again once the whole engine is in if the first-view build refuses it. */
async function withWhole(ask) {
  try {
    return ask();
  } catch (e) {
    if (e.code !== 'NotInFirstView') throw e;
    await whole();
    return ask();
  }
}
