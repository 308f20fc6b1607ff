// The explorer's actions: the one way anything outside the explorer changes it or asks it for something. A view is
// given `viewActions` (with its panel, model and step: show.js); the explorer's controls and menus (wire.js,
// menus.js) and the hosts around it (a lesson) are given `controlActions`, which can do a little more. Both are made
// once from the explorer's own methods: the explorer changes its own state, and nothing else reaches into it.

import { reserveHeight } from './reserve.js';

/** The one way a view changes anything: explorer `ex`'s methods, made once (the explorer changes its own state).
 * Those that change what is shown report their own failures. */
export function viewActions(ex) {
  const shown = (p) => p.catch((e) => ex.showFailure(e));
  return Object.freeze({
    set: (next) => shown(ex.set(next)),
    show: (view) => shown(ex.switchView(view)),
    open: (state, view) => ex.open(state, view),
    openPosition: (text, view) => ex.openPosition(text, view),
    focus: (state) => ex.focus(state),
    focusAt: (step) => ex.focusAt(step),
    provePeriod: () => shown(ex.provePeriod()),
    ask: (task, args, where) => ex.bridge.ask(task, args, where),
    run: (task, args, where) => ex.bridge.run(task, args, where),
    keep: (name, value) => ex.keep(name, value),
    keepPositionGraph: (model, layout, error, order) => ex.keepPositionGraph(model, layout, error, order),
    refresh: () => ex.player.refresh(),
    emit: (type, detail) => ex.root.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })),
    now: () => ex.viewModel(),
    fail: (e) => ex.showFailure(e),
  });
}

/** What the explorer's controls and menus may do besides what a view may: note what the boxes hold as it is typed
 * (the state, without loading it), load it, run a task with progress and Cancel, cancel, draw a step, say a key. */
export function controlActions(ex, actions) {
  const shown = (p) => p.catch((e) => ex.showFailure(e));
  const controls = Object.freeze({
    ...actions,
    viewActions: actions, // what a view drawn for them is given (reserve.js)
    note: (next) => { Object.assign(ex.state, next); },
    load: () => shown(ex.load({ keepState: false })),
    updatePosition: () => shown(ex.updatePosition()),
    changed: () => ex.changed(),
    errorText: (e) => ex.errorText(e),
    cancel: () => ex.bridge.cancel(),
    withProgress: (work) => ex.bridge.withProgress(work),
    go: (step) => ex.player.go(step),
    theme: () => ex.applyTheme(),
    openExample: (example) => shown(ex.openExample(example)),
    applyRules: (text, extra) => ex.applyRules(text, extra),
    reserve: () => reserveHeight(ex.root, ex.viewModel(), controls),
    /** The focus as it is now, given back (and step `now` drawn) by the function it returns: steps drawn unseen
     * (reserve.js) leave no trace. */
    holdFocus() {
      const kept = { state: ex.state.state, lastStep: ex.lastStep };
      return (now) => {
        ex.state.state = kept.state;
        ex.lastStep = kept.lastStep;
        ex.render(now);
      };
    },
    /** A key for the player: while a view is being switched to (its code loading) it is the new view's (a tab
     * clicked, then End, goes to the end of the view clicked). */
    key(e) {
      if (ex.switching && ex.player.takes(e)) {
        e.preventDefault();
        const { key } = e;
        ex.switching.then(() => ex.player.keydown({ key, preventDefault() {} }));
        return;
      }
      ex.player.keydown(e);
    },
  });
  return controls;
}
