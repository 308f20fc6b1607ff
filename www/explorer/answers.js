// The core's answers a page keeps, asked by task and arguments: one door for every view and menu. An answer is kept
// under a key made of the task and its arguments (never a name a caller invents), so two views that need the same
// trace share one request; what is forgotten when something changes is said once, in FORGOTTEN_WITH, by task. The
// bridge (bridge.js) runs the requests; this module only keeps, shares and forgets their answers (tested under node
// with a fake core, tests/bridge.test.mjs).

/** What each change forgets, by task: a new model forgets every answer; a new position in the same model forgets
 * the answers about the position in the box, which are large (its table, its graph, its trace). The moves, analysis
 * and walk of a position played in the play view stay: a game's replay reads those of every position it passed. */
export const FORGOTTEN_WITH = Object.freeze({
  model: null, // everything
  position: Object.freeze(['positionTable', 'layoutPosition', 'positionTrace', 'xorTrace']),
});

/** The key of an answer: the task and its arguments, as JSON (arguments are text, numbers and plain objects). */
export const keyOf = (task, args) => `${task}${JSON.stringify(args)}`;

export class Answers {
  /** `run(task, args, where)`: runs a request of the core (a promise of its value). `now(task, args)`: the answer
   * the bridge can give at once on the main thread (bounded by the core's cost, or read from a session), or null.
   * `parts(text)`: a position's parts as the core reads them (kept by core/positions.js), or null. `model()`: the
   * model now; an answer that comes after another model has loaded is not kept. `alive()`: throws when the module a
   * kept answer came from is away, so that a frame drawn from it then is drawn again once it is back. */
  constructor({ run, now = () => null, parts = () => null, model = () => null, alive = () => {} }) {
    this.alive = alive;
    this.run = run;
    this.now = now;
    this.parts = parts;
    this.model = model;
    this.kept = new Map(); // key → { task, answer: { value } | { error } }
    this.pending = new Map(); // key → the promise of an answer being computed (two askers share it)
    this.renew();
  }

  /** A new read-only face for views: `get(task, args)`, the answer kept or null; `pending(task, args)`, whether it is
   * being computed; `known(task, args)`, the answer kept
   * or one the bridge gives at once (kept then), or null (a view's prepare asks for it); `parts(text)`, a position's
   * parts (its components' games and heaps: what a view shows of a position's text). A view's own cache of what
   * it derives from answers keys on the face, so a new face means "forget what you derived". */
  renew() {
    const kept = this.kept;
    const get = (task, args) => kept.get(keyOf(task, args))?.answer ?? null;
    this.face = Object.freeze({
      get,
      pending: (task, args) => this.pending.has(keyOf(task, args)),
      parts: (text) => this.parts(text),
      known: (task, args) => {
        this.alive();
        const answer = get(task, args) ?? this.now(task, args);
        if (answer && kept === this.kept) kept.set(keyOf(task, args), { task, answer });
        return answer;
      },
    });
  }

  /** The answer of `task` on `args`: kept, being computed (shared), or asked now. `{ value }` or `{ error }`; an
   * abort is thrown (the request was cancelled, nothing is kept). */
  ask(task, args, where = 'auto') {
    const key = keyOf(task, args);
    if (this.kept.has(key)) return Promise.resolve(this.kept.get(key).answer);
    if (this.pending.has(key)) return this.pending.get(key).promise;
    const model = this.model();
    const entry = { task, stale: false };
    entry.promise = (async () => {
      let answer;
      try {
        answer = { value: await this.run(task, args, where) };
      } catch (e) {
        if (e.name === 'AbortError') throw e;
        answer = { error: e };
      } finally {
        if (this.pending.get(key) === entry) this.pending.delete(key);
      }
      // An answer about a model loaded over meanwhile, or forgotten while it was computed, is not kept.
      if (!entry.stale && this.model() === model) this.kept.set(key, { task, answer });
      return answer;
    })();
    this.pending.set(key, entry);
    return entry.promise;
  }

  /** Forgets what `change` (a key of FORGOTTEN_WITH) makes stale, or every answer of the task named `change`. */
  forget(change) {
    const all = change === 'model';
    const tasks = all ? null : FORGOTTEN_WITH[change] ?? [change];
    const stale = (task) => all || tasks.includes(task);
    for (const [key, entry] of [...this.pending]) {
      if (stale(entry.task)) {
        entry.stale = true;
        this.pending.delete(key);
      }
    }
    if (all) {
      this.kept.clear(); // a face given out before holds nothing alive
      this.kept = new Map();
      this.renew();
      return;
    }
    for (const [key, { task }] of [...this.kept]) if (stale(task)) this.kept.delete(key);
  }
}
