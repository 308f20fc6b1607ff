// <grundy-explorer>: the explorer as an element a host page loads with one script tag:
//   <script type="module" src="…/www/grundy-explorer.js"></script>
// (www/grundy-explorer.js is this module bundled with the explorer's by `make build`: scripts/bundle.sh.)
//   <grundy-explorer game="kayles" position="5 6" view="table" lang="zh"></grundy-explorer>
// Attributes are the URL's parameters (game, position, n, view, state, step, speed, lang, theme, controls, panels,
// autoplay, grid, cards, rules: a rule text that defines the game `game` names); changing one updates the explorer.
// Without `controls` it is compact (the view, the player, a caption; "none": the view alone), one height through
// every step; panels beside the view only when `panels` names them ("code"); without `lang`, in its host's language;
// without `theme`, in its host page's colours (over the page's own background). The
// element draws into its own shadow root with its own stylesheet, so the host's styles and ours stay apart, and sizes
// itself like a block. Several elements on a page share one wasm module and one worker. It dispatches
// 'grundy:state' (detail: the state) as the user explores.

// One static import, without imports of its own: the engine's download (and its glue's) starts as this module runs,
// before the explorer's modules are asked for, since they would take the browser's few connections first.
import './core/wasm-file.js';

const modules = Promise.all([import('./explorer/explorer.js'), import('./explorer/state.js'), import('./explorer/settings.js')]);

const ATTRIBUTES = ['rules', 'game', 'position', 'n', 'view', 'state', 'step', 'speed', 'lang', 'theme', 'controls', 'panels', 'autoplay', 'grid', 'depth', 'cards'];
const STYLE = new URL('./style.css', import.meta.url).href;

class GrundyExplorer extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  connectedCallback() {
    if (this.shadowRoot) {
      // Moved in the page: the explorer goes on (it was stopped when the element left).
      return;
    }
    const shadow = this.attachShadow({ mode: 'open' });
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = STYLE;
    const root = document.createElement('div');
    shadow.append(link, root);
    const hostLang = () => this.closest('[lang]')?.lang;
    // The words of its language load beside the explorer's modules, not after them (Explorer.create waits for them).
    import('./i18n/i18n.js').then((i18n) => i18n.loadLang(i18n.explorerLang(this.getAttribute('lang'), hostLang(), navigator.language)))
      .catch(() => {}); // a failure shows when the explorer is made
    modules.then(async ([{ Explorer }, state, { hostScheme }]) => {
      this.read = state;
      const hostTheme = () => hostScheme(this);
      this.explorer = await Explorer.create(root, () => ({ state: this.state(), ignored: this.ignored(), hostLang, hostTheme }));
      this.explorer.start().catch((e) => this.explorer.showFailure(e));
    }).catch((e) => { root.textContent = `Grundy: could not load its code / 无法加载代码 (${e.message})`; });
  }

  disconnectedCallback() {
    this.explorer?.destroy();
  }

  attributeChangedCallback(name, before, after) {
    // Before the explorer exists, its state is read from the attributes when it is made.
    if (!this.explorer || before === after) return;
    const state = this.state();
    this.explorer.setIgnored(this.ignored());
    this.explorer.set({ [name]: state[name] }).catch((e) => this.explorer.showFailure(e));
  }

  /** The attributes whose values were not understood (the explorer says so). */
  ignored() {
    return this.read.ignoredValues((key) => this.getAttribute(key));
  }

  /** The state the attributes describe (see explorer/state.js). */
  state() {
    return this.read.readState((key) => this.getAttribute(key), { controls: this.read.EMBED_CONTROLS });
  }
}

if (!customElements.get('grundy-explorer')) customElements.define('grundy-explorer', GrundyExplorer);
