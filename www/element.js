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

// The engine's download (and its glue's) starts first, as the first view's modules run (www/first-view.js: bundled,
// they come in one file with this one's).
import './core/wasm-file.js';
import { Explorer } from './explorer/explorer.js';
import * as read from './explorer/state.js';
import { hostScheme, hostBackground } from './explorer/settings.js';
import { loadLang, explorerLang } from './i18n/i18n.js';

const ATTRIBUTES = ['rules', 'game', 'position', 'n', 'view', 'state', 'step', 'speed', 'lang', 'theme', 'controls', 'panels', 'autoplay', 'grid', 'depth', 'cards'];
const STYLE = new URL('./dist/style.css', import.meta.url).href; // www/style.css minified (scripts/bundle.sh)

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
    // The words of its language load now, beside the engine (Explorer.create waits for them).
    loadLang(explorerLang(this.getAttribute('lang'), hostLang(), navigator.language))
      .catch(() => {}); // a failure shows when the explorer is made
    const hostTheme = () => hostScheme(this);
    const hostBackdrop = () => hostBackground(this);
    Explorer.create(root, () => ({ state: this.state(), ignored: this.ignored(), hostLang, hostTheme, hostBackdrop })).then((explorer) => {
      this.explorer = explorer;
      explorer.start().catch((e) => explorer.showFailure(e));
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
    return read.ignoredValues((key) => this.getAttribute(key));
  }

  /** The state the attributes describe (see explorer/state.js). */
  state() {
    return read.readState((key) => this.getAttribute(key), { controls: read.EMBED_CONTROLS });
  }
}

if (!customElements.get('grundy-explorer')) customElements.define('grundy-explorer', GrundyExplorer);
