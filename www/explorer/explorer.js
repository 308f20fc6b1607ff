// One explorer: a component that owns its root element and its state. One direction of flow: the boxes (or the host's
// state) give a view description; the core computes the model once (values, period, layout, table order for heap
// games; the analysis, the XOR and the graph of positions for a position); the player holds a step index; the
// current view draws "the state at step i" and the announcer says it. The page asks the core for every game-theory
// answer. Hosts (index.html, embed.html, <grundy-explorer>, a lesson) create it and listen to its 'grundy:state'
// events; only a full page writes the URL. The explorer owns the state and changes it, and wires its parts: the core
// bridge (bridge.js), loading (load.js), showing views (show.js), the timeline (timeline.js), settings (settings.js).

import { ready, isAway } from '../core/wasm.js';
import { heapsOf } from '../views/notation.js';
import { createPlayer } from './player.js';
import { buildExplorer } from './template.js';
import { DEFAULTS, MAX_N, ownOpening } from './state.js';
import { translator, loadLang, loadViewWords, errorText, saysError } from '../i18n/i18n.js';
import { VIEWS, viewById, loadedView } from '../views/registry.js';
import { renderSummary, renderIgnored } from './summary.js';
import { wireExplorer, showMenu } from './wire.js';
import { viewActions, controlActions } from './actions.js';
import { Bridge } from './bridge.js';
import * as show from './show.js';
import { orderOf, stateAt } from './timeline.js';
import * as loading from './load.js';
import { speaks, spokenOptions, linkFullStyles, loadControlsCode } from './settings.js';
import * as present from './present.js';
import { afterFrame, nextTask } from './tasks.js';

let instances = 0;

export { fullPosition } from './load.js';

export class Explorer {
  /**
   * `root`: the element to fill. `state`: the view description (see state.js; missing keys take the defaults).
   * `onState(state)`: called when what is shown changes (a full page writes it to the URL). `ignored`: the host's
   * values that were not understood ("key=value", see state.js ignoredValues), said under the boxes. `hostLang()`:
   * the language of the page around an element (its closest lang attribute), before the browser's. `hostTheme()`:
   * the colours of the page around an element ('light' or 'dark', settings.js hostScheme), before the reader's;
   * `hostBackdrop()`: its background colour, or null (settings.js hostBackground).
   * `controlsCode`: the modules of the full controls (`{ examples, rules }`: examples.js, rules-editor.js) from a
   * host that always shows them (the full page: drawn at once, so its height is right for a reload's scroll);
   * otherwise they load when the controls are first full. `foldBoxes`: on a phone the game boxes fold into one line
   * (the landing page, where the view and its player make the first screen). Made by `Explorer.create`, which loads
   * the words of its language first.
   */
  constructor(root, { state = {}, onState = null, ignored = [], hostLang = null, hostTheme = null, hostBackdrop = null,
    controlsCode = null, foldBoxes = false } = {}) {
    this.hostLang = hostLang;
    this.hostTheme = hostTheme;
    this.hostBackdrop = hostBackdrop;
    this.givenControls = controlsCode;
    this.id = `gx${++instances}`;
    this.root = root;
    this.state = { ...DEFAULTS, ...state };
    // The first view's code loads while this explorer builds its DOM and until the engine is compiled, not after.
    this.viewCode(this.state.view ?? DEFAULTS.view).catch(() => {}); // a failure shows when the view is shown (switchView)
    this.bridge = new Bridge({ $: (role) => this.$(role), model: () => this.model }); // every answer of the core
    this.onState = onState;
    this.model = null;
    this.loads = 0; // counts load() calls, so a superseded one drops its answer quietly
    this.stepAsked = { step: null, at: 0 }; // the last step a host set, and a count of such requests
    this.lastStep = null; // the step drawn last in a timeline of states (a new step moves the focus)
    this.kept = {}; // what views keep between frames (actions.keep): the play view's game, the memo's clicked cell
    this.awaiting = false; // a request was refused while the module was away: asked again when it is back
    this.nRefused = false; // the N box says N is past the longest table of this game (load)
    this.ignored = ignored;
    root.classList.add('gx');
    root.dataset.controls = this.state.controls;
    this.$ = buildExplorer(root, this.id, VIEWS); // its DOM (template.js), with its views' tabs and panels
    this.lang = this.language();
    this.t = translator(this.lang);
    this.player = createPlayer({
      $: this.$,
      t: () => this.t,
      render: (step) => this.render(step),
      onChange: (s) => {
        this.state.speed = s.speed;
        this.changed();
      },
    });
    this.actions = viewActions(this); // the one way a view changes anything (actions.js)
    this.controls = controlActions(this, this.actions); // and the explorer's controls, menus and hosts
    wireExplorer(root, this.controls, { foldBoxes });
    this.applyControls();
    this.applyTheme();
    this.applyLang();
  }

  /** An explorer, once the words of the language it speaks have loaded. `options`: the constructor's, or a function
   * that reads them (an element's attributes, which may change while the words load). */
  static async create(root, options = {}) {
    return new Explorer(root, await spokenOptions(typeof options === 'function' ? options : () => options));
  }

  /* ---------- public ---------- */

  /** Loads the core and shows the state. */
  async start() {
    await ready;
    // A new module (core/guard.js): what it refused meanwhile (a box says "starting again", a frame went undrawn) is
    // asked again.
    this.unlisten = this.bridge.listen(() => {
      if (this.awaiting) {
        this.awaiting = false;
        this.retry().catch((e) => this.showFailure(e));
      }
    });
    // The engine's first calls (warmUp) in a task after the one that built the explorer: each is long enough alone.
    // The page is laid out at the browser's next frame, whenever that comes: not waited for here.
    await nextTask();
    // A rule text (a link to the user's own game) defines its game before the game box is read.
    let defined = null;
    if (this.state.rules) {
      this.$('rules-text').value = this.state.rules;
      // Open on a wide screen; on a phone the text would push the view a screen down (the summary says the game).
      this.$('rules-panel').open = !globalThis.matchMedia?.('(max-width: 600px)').matches;
      defined = await this.defineGiven();
    }
    if (this.state.game === null) this.state.game = defined?.name ?? DEFAULTS.game;
    // A link with a rule text and no view or N: where the game's laws show (a view the link names keeps the
    // page's N unless it is that one).
    const opening = ownOpening(defined);
    if (this.state.view === null) this.state.view = opening.view;
    if (this.state.n === null) this.state.n = this.state.view === opening.view ? opening.n : DEFAULTS.n;
    await this.bridge.warmUp(this.state.game, this.state.n);
    this.showBoxes();
    this.player.setSpeed(this.state.speed);
    await this.load({ step: this.state.step, keepState: true });
    if (this.state.autoplay) this.player.play();
  }

  /** Shows another state (keys not given stay); reloads only what changed. */
  async set(next) {
    if ('lang' in next) await loadLang(this.language(next.lang));
    const before = { ...this.state };
    Object.assign(this.state, next);
    if ('rules' in next && this.state.rules && this.state.rules !== this.definedRules) {
      this.$('rules-text').value = this.state.rules;
      await this.defineGiven();
    }
    if ('step' in next) this.stepAsked = { step: next.step, at: this.stepAsked.at + 1 };
    if ('lang' in next) this.applyLang();
    if ('theme' in next) this.applyTheme();
    if ('controls' in next || 'panels' in next) {
      this.applyControls();
      if (this.model) this.renderHint();
      this.renderCaption();
      this.controls.reserve();
    }
    if ('speed' in next) this.player.setSpeed(this.state.speed);
    this.showBoxes();
    if (before.game !== this.state.game || before.n !== this.state.n || before.rules !== this.state.rules) {
      await this.load({ step: next.step ?? null, keepState: 'state' in next });
    } else if (before.position !== this.state.position) {
      // The step given with the position (a lesson's scene) holds once the position is read.
      await this.updatePosition(null, 'step' in next ? next.step : null, 'state' in next && this.state.state !== null);
    } else if (before.view !== this.state.view || 'step' in next || 'state' in next || 'cards' in next || 'grid' in next || 'depth' in next) {
      await this.switchView(this.state.view, next.step ?? null);
    } else {
      this.player.refresh();
    }
  }

  /** Defines the game of a rule text in every module (the text stays in the box whatever happens). */
  async defineRules(text) {
    // The rules language's messages come with the other views' words (i18n/zh-views.js): loaded beside the answer.
    const words = loadViewWords(this.lang).catch(() => {}); // (the English, the core's own, is said without them)
    const info = await this.bridge.defineRules(text).finally(() => words);
    this.definedRules = text;
    present.showRulesApplied(this.root, info, this.t);
    return info;
  }

  /** Defines the state's rule text: its game's info, or null with the error said under the rule box. */
  async defineGiven() {
    try {
      return await this.defineRules(this.state.rules);
    } catch (e) {
      this.showRuleError(e);
      return null;
    }
  }

  /**
   * Runs a rule text from the editor: defines its game and shows it (its example state) where its laws show, the
   * table or the grid at the size the core says (ownOpening); `extra` may set n and the view. Rejects with the
   * core's Error when the text is bad.
   */
  async applyRules(text, extra = {}) {
    const info = await this.defineRules(text);
    const opening = ownOpening(info);
    const view = extra.view ?? opening.view;
    await this.set({ rules: text, game: info.name, position: null, n: extra.n ?? opening.n, view, state: null, step: null });
  }

  /** Says which of the host's values were not understood (an empty list clears it). */
  setIgnored(list) {
    this.ignored = list;
    renderIgnored(this.root, this.viewModel(), this.ignored);
  }

  /** The module is back after refusing this explorer for being away (core/guard.js: isAway): the rule text, the
   * game and the position are read again, at the step on screen. */
  async retry() {
    if (this.state.rules && this.state.rules !== this.definedRules) await this.defineGiven();
    await this.load({ step: this.state.step, keepState: true });
  }

  /** Stops playback and any work in flight. */
  destroy() {
    this.unlisten?.();
    this.player.stop();
    this.bridge.cancel();
  }

  /** The translator of this explorer's language. */
  translator() {
    return this.t;
  }

  /** What a view reads (views/registry.js), made afresh for each call and frozen (show.js). */
  viewModel() {
    return show.viewModel(this);
  }

  /** What a view keeps between frames (actions.keep), into `kept`. */
  keep(name, value) {
    this.kept[name] = value;
  }

  /** The words for a core Error in this explorer's language. Every error a box shows passes here: one that says the
   * module is away is asked again when it is back (start's onReset). */
  errorText(e) {
    if (isAway(e)) this.awaiting = true;
    if (e?.code === 'EngineNotLoaded') return this.t('engineNotLoaded', e.args);
    if (!saysError(e, this.lang)) this.sayAgain();
    return errorText(e, this.lang);
  }

  /** An error was said before the words of its language came (most of the core's messages are in the second file
   * of words, which a first view without an error never needs): they load, and everything is said again. */
  sayAgain() {
    this.wordsComing ??= loadViewWords(this.lang).then(() => this.retry()).catch((e) => this.showFailure(e));
  }

  /* ---------- the model (load.js computes it; the explorer says each step's outcome) ---------- */

  /**
   * Recomputes the model for the boxes' game and N (in the worker when large), then restores the timeline at `step`
   * (null = the view's default). Bad notation leaves the last model on screen with the error under the box.
   */
  async load({ step = null, keepState = false } = {}) {
    const plan = await loading.plan(this.state, this.bridge, MAX_N);
    present.showPlan(this.root, plan, this.t, (e) => this.errorText(e), this.nRefused);
    if (plan.error) return this.showStale();
    // N past the longest table the core makes of this game (a code whose table costs n² or n³) is refused under its
    // box, before any work, with the limit the core says.
    this.nRefused = Boolean(plan.refusedN);
    if (plan.refusedN) {
      this.loads += 1; // a load still under way was asked for before: its answer is dropped
      this.bridge.cancel();
      return this.showStale();
    }
    if (plan.grown) this.state.n = plan.n;
    const seq = ++this.loads;
    const asked = this.stepAsked.at;
    this.bridge.cancel(); // a new request replaces whatever was being computed
    this.showNotice(null);
    let model;
    try {
      model = await loading.buildModel(plan, seq, this.bridge);
    } catch (e) {
      if (seq !== this.loads) return;
      if (e.name === 'AbortError') {
        // Nothing to fall back on the first time: say so, and offer no view that has nothing to draw.
        this.showNotice(this.model ? 'cancelled' : 'cancelledFirst');
        show.renderTabs(this.root, (v) => this.applies(v));
      } else {
        // As for bad notation: the last result stays, dimmed, under the message (not as if it were this game's).
        this.$('game-error').textContent = this.errorText(e);
        this.showStale();
      }
      return;
    }
    if (seq !== this.loads) return;
    this.model?.session?.free(); // the main thread's session of the old table (see views/mex.js)
    this.model = model;
    this.bridge.forget('model');
    // Said where the reader typed the position; an embed's reader set no N, and the post reads on undisturbed.
    if (plan.grown && this.state.controls === 'full') this.showNotice('nGrown', plan.grown);
    if (!keepState || (this.state.state !== null && model.info.table && Number(this.state.state) >= model.values.length)) {
      this.state.state = null;
    }
    try {
      await this.loadPosition();
    } catch (e) {
      if (e.name === 'AbortError') return;
      throw e;
    }
    if (seq !== this.loads) return;
    renderSummary(this.root, this.viewModel());
    // A long table's summary and view are laid out in separate frames, neither long, and so are an embed's, whose
    // drawing task also draws every step unseen (reserve.js); the full explorer draws a short table's (or a
    // family's) in one task, with no frame waited for between them: its first words come a frame sooner.
    if (!show.quickToSay(model) || this.state.controls !== 'full') {
      await afterFrame();
      if (seq !== this.loads) return;
    }
    // A step a host set meanwhile wins over the one this load was started with.
    const at = this.stepAsked.at !== asked ? this.stepAsked.step : step;
    await this.switchView(this.state.view, at, { keepFocus: keepState && this.state.state !== null });
    // After the model's first sentence (see draw), so the event finds the announcer filled.
    if (!show.quickToSay(model)) await nextTask();
    this.root.dispatchEvent(new CustomEvent('grundy:rendered', { bubbles: true, composed: true }));
  }

  /** Analyzes the position box into the model (in the worker when its heaps are large); the error shows under the
   * box if bad. The model is the same object throughout, so the views' answers about it stay. */
  async loadPosition() {
    const m = this.model;
    // An empty box shows the example it stands for.
    this.$('position').placeholder = (this.state.position ?? '').trim() ? this.t('positionHint') : m.info.example;
    const { part, boxError } = await loading.analyzePosition(this.state, m, this.bridge);
    Object.assign(m, part);
    this.$('position-error').textContent = boxError ? this.errorText(boxError) : '';
    Object.assign(m, loading.positionMarks(m, this.bridge));
  }

  /** Re-reads the position box; shows `next` (or the view current when it is done) afterwards, at `step` (null: the
   * view's default), keeping the focused state when `keepFocus`. */
  async updatePosition(next = null, step = null, keepFocus = false) {
    if (!this.model) return;
    const model = this.model;
    // A heap past the table makes a longer table first: the position is always drawn.
    if (model.info.table && loading.coveringN(this.state, model.game, model.info, this.bridge, MAX_N) > model.n) {
      if (next) this.state.view = next;
      return this.load({ step, keepState: keepFocus });
    }
    const asked = this.stepAsked.at;
    // Both spoke of the last position: a heap it grew the table for, or its cancelled successor.
    if (['nGrown', 'cancelled'].includes(this.notice?.key)) this.showNotice(null);
    this.bridge.forget('position');
    const seq = this.loads;
    try {
      await this.loadPosition();
    } catch (e) {
      // Cancelled by the reader (not replaced by a new load): the last position's views stay, and the notice says so.
      if (e.name === 'AbortError' && seq === this.loads && this.model === model) this.showNotice('cancelled');
      throw e;
    }
    if (this.model !== model) return;
    if (!model.info.table) this.state.state = null;
    renderSummary(this.root, this.viewModel());
    // The view and the step asked for meanwhile (an element's attributes change one by one) win over the ones when
    // it started.
    await this.switchView(next ?? this.state.view, this.stepAsked.at !== asked ? this.stepAsked.step : step, { keepFocus });
  }

  /* ---------- showing views (show.js) ---------- */

  /** Whether view `v` has something to show for the current model (none without a model). */
  applies(v) {
    return show.applies(v, Boolean(this.model), () => this.viewModel());
  }

  /** Shows view `id` at `step` (null: the view's own default); a view that does not apply shows the graph. Until it is
   * shown, `switching` is its promise (player keys wait for it). */
  async switchView(id, step = null, options = {}) {
    const switching = this.showView(id, step, options);
    this.switching = switching;
    try {
      return await switching;
    } finally {
      if (this.switching === switching) this.switching = null;
    }
  }

  async showView(id, step, { keepFocus = false }) {
    this.state.view = this.applies(viewById(id)) ? viewById(id).id : 'graph';
    show.renderTabs(this.root, (v) => this.applies(v)); // the tabs of the views that apply, and only those
    // Its code, the first time it is shown.
    const view = await show.prepared(this.viewCode(this.state.view), () => this.viewModel(), this.actions);
    if (!view) return; // cancelled while it asked the core for what it needs
    this.lastStep = null;
    const { total, target, focus } = show.opening(view, () => this.viewModel(), step, this.state.state);
    // A view may name the state it opens on (the graph: the position's heap); the explorer keeps it in its state.
    if (focus !== null) this.state.state = String(focus);
    // A restored or initial focus (a clicked node, the position's heap) stays; otherwise a timeline of states focuses
    // the state being computed.
    if (keepFocus || (step === null && this.state.state !== null)) this.lastStep = target;
    this.player.load(total, target);
    this.controls.reserve();
  }

  /** View `id`'s code (show.js), in the language this explorer speaks (`this.lang` is not set yet when the
   * constructor asks for its first view). */
  viewCode(id) {
    return show.viewCode(id, this.language(), this.root);
  }

  render(step) {
    try {
      this.draw(step);
    } catch (e) {
      this.undrawn(e, step);
    }
  }

  /** Step `step`'s frame, which the module could not answer: drawn once the module is back when it was away; said
   * when the module trapped on it (drawn again, it would trap again). Anything else is the page's own bug, thrown. */
  undrawn(e, step) {
    if (isAway(e)) {
      this.awaiting = true;
      this.state.step = step; // the step the reader went to is the one drawn then
    } else if (e?.code === 'ModuleTrap') {
      this.showFailure(e);
    } else {
      throw e;
    }
  }

  draw(step) {
    const view = loadedView(this.state.view);
    if (!this.model || !view) return; // a view whose code is still loading is drawn once it has (switchView)
    this.stage = show.measure(this.$('stage')); // before this render changes the DOM
    show.drawView(this.root, () => this.viewModel(), this.actions, view, step);
    const say = () => show.announce(this.$('status'), view.announce(this.viewModel(), step));
    const model = this.model;
    const first = this.announced !== model;
    this.announced = model;
    // A long table's first sentence in a task of its own (show.quickToSay); any other with the frame it speaks of.
    if (!first || show.quickToSay(model)) say();
    else {
      show.announceSoon(() => this.model === model && this.state.view === view.id && this.state.step === step, say,
        (e) => this.undrawn(e, step));
    }
    this.state.step = step;
    this.renderHint();
    this.changed();
  }

  /** The line that says what to try, for the view on screen (present.js). */
  renderHint() {
    present.renderHint(this.root, this.viewModel());
  }

  showStale() {
    present.showStale(this.root, this.viewModel());
  }

  renderCaption() {
    present.renderCaption(this.root, this.viewModel());
  }

  /** Tells the host what is shown now. */
  changed() {
    present.showShown(this.root, this.viewModel(), present.refused(this.root, this.nRefused));
    this.controlsCode?.examples.markPreset(this.root, this.viewModel());
    this.onState?.({ ...this.state });
    this.root.dispatchEvent(new CustomEvent('grundy:state', { detail: { ...this.state }, bubbles: true, composed: true }));
  }

  /* ---------- the timeline of states (graph and table views) ---------- */

  /** The state a timeline of states focuses at `step`: stepping moves the focus; a click focuses another state. */
  focusAt(step) {
    if (this.lastStep !== step || this.state.state === null) this.state.state = stateAt(orderOf(this.model), step);
    this.lastStep = step;
    this.model.focus = this.state.state === null ? null : Number(this.state.state);
    return this.model.focus;
  }

  /** A state clicked in a timeline of states: it is focused (its options lit) without moving the timeline. */
  focus(state) {
    this.state.state = String(state);
    this.lastStep = this.player.state.step;
    this.player.refresh();
  }

  /**
   * Looks for a period in longer tables than N, in the worker (progress and Cancel as for any computation), up to
   * the longest the core allows for this game; the model keeps what was found, or how far it looked.
   */
  async provePeriod() {
    const m = this.model;
    try {
      const { period, checked } = await this.bridge.run('provePeriod', { game: m.game, max: m.info.maxProof }, 'worker');
      if (this.model !== m) return;
      m.period = period;
      m.periodChecked = checked;
    } catch (e) {
      if (e.name !== 'AbortError') throw e;
      this.showNotice('periodCancelled', { n: m.periodChecked ?? m.values.length });
    }
    this.player.refresh();
  }

  /** The graph of the position's moves, as the graph view asked the core for it for `model` (a view's model value;
   * dropped if the explorer has loaded another since): the mex view and the summary read it, and a family's timeline
   * reveals its nodes in `order`. */
  keepPositionGraph(model, layout, error, order) {
    if (model.load !== this.model?.load) return;
    Object.assign(this.model, { posGraph: layout, posGraphError: error, order });
  }

  /** An example opened (a preset, a query of an import): its game, position, N and view, at `step` (null: the view's
   * default). */
  openExample({ game, position, n = this.state.n, view, step = null }) {
    Object.assign(this.state, { game, position, n, view, state: null, step: null });
    this.showBoxes();
    return this.load({ step });
  }

  /** A state opened in another view (a table cell in the mex view, say), from that view's first step. */
  open(state, view, step = 0) {
    this.state.state = String(state);
    this.switchView(view, step, { keepFocus: true }).catch((e) => this.showFailure(e));
  }

  /** A whole position chosen (a grid cell, a table cell of a family, a move played): it becomes the position. */
  openPosition(text, view = this.state.view) {
    const m = this.model;
    const parts = this.bridge.parts(text);
    // One component of the game box's game: its heaps alone, as the box shows them; anything else in full.
    const own = parts?.components.length === 1 && parts.components[0].game === m.game;
    this.state.position = own ? heapsOf(parts.components[0]) : text;
    this.$('position').value = this.state.position;
    return this.updatePosition(view).catch((e) => this.showFailure(e));
  }

  /* ---------- what the explorer says: notices, failures, controls, theme, language (present.js) ---------- */

  showBoxes() {
    present.showBoxes(this.root, this.state);
  }

  /** The notice above the view (`key` of the catalog; null hides it); said again when the language changes. */
  showNotice(key, args = {}) {
    this.notice = key ? { key, args } : null;
    present.showNotice(this.root, this.notice, this.t);
  }

  /** Shows an unexpected failure (not bad input, which the boxes report themselves) instead of losing it. */
  showFailure(e) {
    if (e?.name === 'AbortError') return;
    const said = e?.code === 'EngineNotLoaded' ? this.errorText(e) : this.t('failed', { message: this.errorText(e) });
    present.showFailure(this.root, this.viewModel(), said);
  }

  /** Full controls need www/full.css and the code of the examples column and the rules editor: the pages link the
   * styles and give the code; an element sized for a post goes without both until its controls become full. */
  applyControls() {
    present.showControls(this.root, this.state);
    if (this.state.controls !== 'full' || this.controlsCode) return;
    linkFullStyles(this.root);
    // The rules editor, the HDU import and the examples column, wired once.
    const wire = (code) => {
      this.controlsCode = code;
      code.rules.wireRules(this.root, this.controls);
      this.$('import').addEventListener('click', () => code.examples.importHdu(this.root, this.viewModel(), this.controls)
        .catch((e) => this.showFailure(e)));
      code.examples.renderPresets(this.root, this.viewModel(), this.controls);
      code.rules.renderRules(this.root, this.viewModel());
    };
    if (this.givenControls) wire(this.givenControls);
    else this.loadingControls ??= loadControlsCode(this.lang).then(wire).catch((e) => this.showFailure(e));
  }

  /** Shows the error of a rule text under its box (rules-editor.js, loaded for it if the controls are not full). */
  showRuleError(e) {
    import('./rules-editor.js').then((m) => m.showRuleError(this.root, this.viewModel(), e)).catch((err) => this.showFailure(err));
  }

  applyTheme() {
    present.showTheme(this.root, this.state, this.hostTheme, this.hostBackdrop);
  }

  /** The language the explorer speaks (see explorerLang). */
  language(given = this.state.lang) {
    return speaks(given, this.hostLang);
  }

  applyLang() {
    this.lang = this.language();
    this.t = translator(this.lang);
    present.showWords(this.root, this.viewModel(), { ignored: this.ignored, notice: this.notice, hasModel: Boolean(this.model) });
    this.controlsCode?.examples.renderPresets(this.root, this.viewModel(), this.controls);
    this.controlsCode?.rules.renderRules(this.root, this.viewModel());
    if (this.root.querySelector('.help-menu')?.open) showMenu(this.root, this.controls, 'renderHelp');
    if (this.model) this.player.refresh();
    this.controls.reserve(); // its words take other room
  }
}
