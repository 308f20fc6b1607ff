// The last of the three layers that keep the one wasm module of a page alive (DESIGN.md, "The module never dies").
// The core checks limits before the work and the page sends long work to the worker; if the module traps all the
// same (a wasm `unreachable`, a stack overflow), its memory may be half-written and every later call on every
// explorer would fail. So every call goes through `core` below: a trap is caught, the failed call throws an Error
// with code ModuleTrap, and the module is re-created from the compiled code, in the background, by loading a fresh
// instance of the glue (wasm-bindgen's glue initialises once per instance). Calls made while it is being re-created
// throw ModuleRestarting; `onReset` listeners hear when it is back, so the page can redraw. Games defined from rule
// texts (defineRules) live in the module: they are defined again in the new one before anyone hears it is back.
//
// A page's main thread may start on the first-view build (crate/src/game/first_view.rs: heap games and their first view's
// calls, 60 % of the download). A call it cannot answer refuses with NotInFirstView; whoever must have the answer
// here calls `whole()`, which loads the whole engine and puts it in place the same way (listeners hear 'upgrade').

/** Whether `err` is the module failing (a trap) rather than the core refusing (an Error with a code). */
export function isTrap(err) {
  if (!err || typeof err !== 'object' || err.code) return false;
  return (typeof WebAssembly !== 'undefined' && err instanceof WebAssembly.RuntimeError)
    || err instanceof RangeError // V8's "Maximum call stack size exceeded" for a wasm stack overflow
    || err.name === 'InternalError'; // Firefox's "too much recursion"
}

/** Whether `err` is a call refused because the module is away (being re-created after a trap, or an object of the
 * instance before it): the same request, asked again once it is back (`onReset`), is answered. */
export function isAway(err) {
  return err?.code === 'ModuleRestarting' || err?.code === 'ModuleRestarted';
}

/** The engine could not be fetched or compiled (a lost connection, a broken URL): an Error of code EngineNotLoaded
 * with the browser's message, which the page says in its own words (the core's words are in the engine). */
export function notLoaded(cause) {
  const err = new Error(cause?.message ?? String(cause ?? 'the engine did not start'));
  err.code = 'EngineNotLoaded';
  err.args = { message: err.message };
  err.cause = cause;
  return err;
}

/**
 * `compiled`: a promise of the compiled WebAssembly.Module; `glueUrl`: the URL of its glue (pkg/grundy.js);
 * `loadWhole`: for a first-view build, a function returning a promise of the whole engine's `{ compiled, glueUrl }`
 * (null when this is the whole engine). Returns `{ core, ready, onReset, whole }`: `core` has every export of the
 * glue (functions and classes), guarded; `ready` resolves when it can be called; `onReset(fn)` calls fn(why) after
 * each re-creation, why being 'trap' or 'upgrade' (returns an unsubscribe); `whole()` resolves once the whole engine
 * answers (loading it if need be); `up()` once the module answers again after a trap.
 */
export function guard(compiled, glueUrl, loadWhole = null) {
  let glue = null; // the glue instance in use: its exports call the current module instance
  let module = null;
  let upgrading = null; // the promise of the whole engine in place of the first-view build
  let generation = 0; // bumped at each re-creation: objects made before it belong to a dead instance
  let restarting = null;
  let english = {}; // the core's English templates, read while the module is well, for the errors below
  const listeners = new Set();
  const defined = new Map(); // game name → the rule text that defined it, in order of definition

  let loads = 0; // each load imports the glue at a URL of its own: an import that failed stays failed for its URL
  const load = async (url, m) => {
    const n = loads++;
    const g = await import(n ? `${url}?instance=${n}` : url);
    await g.default({ module_or_path: m });
    return g;
  };
  const ready = compiled.then(async (m) => {
    glue = await load(glueUrl, m);
    module = m; // set once there is a glue: until then a call is refused as not ready, and restarts nothing
    english = glue.messageCatalog();
  }).catch((err) => { throw notLoaded(err); });
  ready.catch(() => {}); // said where it is awaited (an explorer's start), not as an unhandled rejection

  /** The Error the core would throw for `code` with `args`, in its English words. */
  const fail = (code, args = {}) => {
    const template = english[code] ?? code;
    const err = new Error(template.replace(/\{(\w+)\}/g, (_, key) => args[key] ?? ''));
    err.code = code;
    err.args = args;
    return err;
  };

  /** Makes `g` the glue in use, with the games defined from rule texts, and tells the listeners `why`. */
  const adopt = (g, why) => {
    for (const text of defined.values()) {
      try { g.defineRules(text); } catch { /* it was defined once, so it compiles; nothing to do if not */ }
    }
    glue = g;
    generation += 1;
    for (const fn of listeners) fn(why);
  };

  const restart = () => {
    if (restarting) return;
    glue = null;
    const url = glueUrl;
    restarting = load(url, module).then((g) => {
      restarting = null;
      if (url === glueUrl) adopt(g, 'trap'); // else the whole engine came meanwhile, and is in use
    }, () => { restarting = null; }); // the next call tries again (call())
  };

  // The first-view build answers meanwhile: the swap happens between two calls.
  const whole = () => {
    if (!loadWhole) return ready;
    upgrading ??= ready.then(loadWhole).then(async (w) => {
      const m = await w.compiled;
      const g = await load(w.glueUrl, m);
      module = m;
      glueUrl = w.glueUrl;
      loadWhole = null;
      adopt(g, 'upgrade');
    }).catch((err) => {
      upgrading = null; // the next whole() tries again
      throw err?.code ? err : notLoaded(err);
    });
    return upgrading;
  };

  /** Runs `fn(glue)` for an object of generation `born` (or any, when undefined); a trap restarts the module. */
  const call = (born, fn) => {
    if (!glue) {
      if (module) restart(); // a re-creation that failed (a lost connection) is tried again; one under way goes on
      throw fail(module ? 'ModuleRestarting' : 'ModuleNotReady');
    }
    if (born !== undefined && born !== generation) throw fail('ModuleRestarted');
    try {
      return wrap(fn(glue));
    } catch (err) {
      if (!isTrap(err)) throw err;
      restart();
      throw fail('ModuleTrap', { message: err.message });
    }
  };

  // Objects of the glue's classes (a Session) carry a pointer into the module: their methods are guarded too, and
  // refuse once the module they live in is gone.
  const wrap = (value) => {
    if (!value || typeof value !== 'object' || !('__wbg_ptr' in value)) return value;
    const born = generation;
    let freed = false;
    return new Proxy(value, {
      get(target, key) {
        if (key === 'free') {
          // Freeing twice, or after the module it lived in is gone, does nothing.
          if (freed || born !== generation) return () => {};
          return () => { freed = true; call(born, () => target.free()); };
        }
        if (freed) throw fail('SessionFreed');
        const v = call(born, () => Reflect.get(target, key, target));
        if (typeof v !== 'function') return v;
        return (...args) => call(born, () => v.apply(target, args));
      },
    });
  };

  const core = new Proxy({}, {
    get(_, name) {
      if (typeof name !== 'string' || name === 'then') return undefined;
      if (name === 'Session') return session;
      // Not an export: callers can tell. The first-view build's glue lacks what a first view never calls
      // (first_view::LACKS in the core): those refuse as the core would, and whoever must have them calls whole().
      if (glue && typeof glue[name] !== 'function' && !loadWhole) return undefined;
      return (...args) => call(undefined, (g) => {
        if (typeof g[name] !== 'function') {
          if (loadWhole) throw fail('NotInFirstView', { what: name });
          throw new TypeError(`the core has no function ${name}`);
        }
        const result = g[name](...args);
        if (name === 'defineRules') {
          defined.delete(result.name);
          defined.set(result.name, args[0]);
        }
        return result;
      });
    },
  });
  // The class, as `new core.Session(game)` and `core.Session.fromValues(game, values)`.
  function session(...args) {
    if (!new.target) throw new TypeError('Session is a class: use new core.Session(game)');
    return call(undefined, (g) => new g.Session(...args));
  }
  session.fromValues = (...args) => call(undefined, (g) => g.Session.fromValues(...args));

  const onReset = (fn) => {
    listeners.add(fn);
    return () => listeners.delete(fn);
  };
  /** Resolves once the module answers: at once when it is well, else after its re-creation (or its failure). */
  const up = () => restarting ?? ready;
  return { core, ready, onReset, whole, up, generation: () => generation };
}
