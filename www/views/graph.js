// The graph view: the state transition graph with SG labels, states revealed in the order they are computed. A heap
// game shows its states 0 … N−1 (and the pairs a+b its splits leave); an explicit graph its vertices; a two-heap
// position optionally the grid of pairs (a, b); any other family the graph of every position reachable from the
// position, sinks first. The drawing itself is graph-draw.js.
import { renderGraph, loadDrawer } from './graph-draw.js';
import { computeSentence, setText } from './mex-data.js';
import { grid, gridSide, graphScene, graphDrawing } from './graph-drawing.js';

/** The position's first drawn heap (the notes' first picture: its options lit at the start), when it has one. */
function defaultFocus(model) {
  return !model.info.table ? null : [...(model.marked ?? [])].find((h) => h < model.values.length) ?? null;
}

function mount(panel, actions) {
  if (panel.querySelector('.graph-root')) return;
  panel.innerHTML = `<label class="grid-toggle" hidden><input type="checkbox" class="grid-check"> <span class="grid-label"></span></label>
    <label class="depth-pick" hidden><span class="depth-label"></span> <select class="depth-select"></select></label>
    <div class="graph-root"></div><p class="graph-note pairs-note" hidden></p>`;
  const check = panel.querySelector('.grid-check');
  check.addEventListener('change', () => actions.set({ grid: check.checked }));
  const depth = panel.querySelector('.depth-select');
  depth.addEventListener('change', () => actions.set({ depth: depth.value ? Number(depth.value) : null, step: null }));
}

/** How many moves deep the graph of positions is cut: the state's depth within what the core draws; null = all. */
function depthOf(model) {
  const most = model.info.maxDepth;
  return model.state.depth === null || !most ? null : Math.min(model.state.depth, most);
}

/** The depth picker of a family's graph: "all", or 1 … the deepest cut the core draws. */
function renderDepth(panel, model) {
  const pick = panel.querySelector('.depth-pick');
  pick.hidden = model.info.table || !model.info.maxDepth;
  if (pick.hidden) return;
  const t = model.t;
  panel.querySelector('.depth-label').textContent = t('depthLabel');
  const select = panel.querySelector('.depth-select');
  const want = String(depthOf(model) ?? '');
  if (select.options.length !== model.info.maxDepth + 1 || select.dataset.lang !== model.lang) {
    select.dataset.lang = model.lang;
    select.replaceChildren(new Option(t('depthAll'), ''),
      ...Array.from({ length: model.info.maxDepth }, (_, i) => new Option(String(i + 1), String(i + 1))));
  }
  select.value = want;
}

/** The nodes of a graph of positions in the order their values are found: sinks first (by layer), then by id. */
function layerOrder(layout) {
  const nodes = [...layout.nodes].sort((a, b) => a.layer - b.layer || a.id - b.id);
  return Uint32Array.from(nodes, (n) => n.id);
}

/** "SG(3 1) = mex{0, 2} = 1 — N-position", from the graph of positions (the core's values), or the outcome rule. */
function positionSentence(model, id) {
  const t = model.t;
  const layout = model.posGraph;
  const node = layout.nodes[id];
  const succ = layout.edges.filter((e) => e[0] === id).map((e) => layout.nodes[e[1]]);
  const kind = t(node.draw ? 'dKind' : node.wins ? 'nKind' : 'pKind');
  if (node.frontier) {
    return node.sg !== null ? t('aFrontier', { state: node.label, sg: node.sg, kind })
      : t('aFrontierOutcome', { position: node.label, kind });
  }
  if (node.sg !== null && succ.every((s) => s.sg !== null)) {
    const set = [...new Set(succ.map((s) => s.sg))].sort((a, b) => a - b);
    return t('aCompute', { state: node.label, set: setText(set), mex: node.sg, kind });
  }
  // No move: the rule of play decides (normal: the player loses; misère: wins), not "some option is P".
  if (succ.length === 0) return t(node.wins ? 'aNoMoveWins' : 'aNoMoveLoses', { position: node.label, kind });
  if (node.draw) return t('aDraw', { position: node.label });
  return t('aOutcome', { position: node.label, answer: t(succ.some((s) => !s.wins) ? 'yes' : 'no'), kind });
}

/** What the graph needs before it is drawn: the graph of the position's moves, or the 打表 grid's layout. */
async function prepareModel(model, actions) {
  if (!model.info.table) {
    if (!model.position) return;
    const depth = depthOf(model);
    const a = await actions.ask('layoutPosition', [model.position, depth]);
    // The explorer keeps it: the mex view and the summary read it, and its timeline is this graph's.
    actions.keepPositionGraph(model, a.value ?? null, a.error ?? null, a.value ? layerOrder(a.value) : null);
    return;
  }
  if (model.state.grid && model.pair && model.info.name !== 'graph') {
    const side = gridSide(model);
    // The grid's sentence says the pair's XOR (the core's trace of it).
    await Promise.all([actions.ask('layoutGrid', [model.game, side], 'main'), actions.ask('xorTrace', [model.position])]);
  }
}

export default {
  drawing: (model, step, c) => graphDrawing(model, step, c),

  async prepare(model, actions) {
    await prepareModel(model, actions);
    const now = actions.now(); // with the graph of positions just kept
    await loadDrawer(now.posGraph, now.layout, grid(now)?.layout);
  },

  steps(model) {
    if (!model.info.table) return model.order?.length ?? 1;
    return model.order?.length ?? model.values.length ?? 1;
  },

  /** The start, so students step through, with the position's heap focused (its options lit: the notes' first
   * picture); or where a focused state is computed. */
  defaultStep(model) {
    const s = model.state.state;
    return s !== null ? model.stepOf(Number(s)) : 0;
  },
  defaultFocus,

  frame(panel, model, step, actions) {
    mount(panel, actions);
    const t = model.t;
    const root = panel.querySelector('.graph-root');
    const toggle = panel.querySelector('.grid-toggle');
    toggle.hidden = !model.pair || !model.info.table || model.info.name === 'graph';
    panel.querySelector('.grid-check').checked = model.state.grid;
    renderDepth(panel, model);
    panel.querySelector('.grid-label').textContent = t('gridToggle');
    const note = panel.querySelector('.pairs-note');
    note.hidden = !model.layout?.pairsOmitted;
    note.textContent = t('pairsOmitted');
    const { width, height, theme } = model; // read by the explorer before this render changed the page
    const g = grid(model);
    if (!g && !model.info.table && !model.posGraph) {
      renderGraph(root, { layoutError: model.posGraphError ? model.errorText(model.posGraphError) : '' }, step, {}, t);
      return;
    }
    // What is drawn (graph-drawing.js graphScene, which every export draws too): the grid of positions (a, b), every
    // value shown, the position box's pair focused; or a timeline of states, the one the step computes focused.
    const scene = graphScene(model);
    // The stage's height less what sits above the drawing in the panel (the depth picker, the grid's toggle), read
    // only when a drawing is built and only when one of them shows: a read of the layout costs a frame its time.
    const above = () => (toggle.hidden && panel.querySelector('.depth-pick').hidden ? 0
      : root.getBoundingClientRect().top - panel.getBoundingClientRect().top);
    const room = () => (height ?? Infinity) - above();
    renderGraph(root, { ...scene, focus: g ? scene.focus : actions.focusAt(step), layoutError: model.layoutError, width, height: room, theme }, step, {
      select: g ? (id) => actions.openPosition(`${Math.floor(id / g.side)} ${id % g.side}`, 'graph') : (state) => actions.focus(state),
    }, t);
  },

  announce(model, step) {
    const t = model.t;
    const g = grid(model);
    if (g) {
      const x = model.xor;
      if (!x) return model.xorError ? model.errorText(model.xorError) : '';
      return t('aGrid', {
        position: x.position, expr: x.rows.map((r) => r.value).join(' ⊕ '), xor: x.xor, kind: t(x.xor === 0 ? 'pKind' : 'nKind'),
      });
    }
    // The announcer says what this step computes; the caption under the graph lists the focused state's options.
    const o = model.order;
    if (!model.info.table) {
      if (!model.posGraph) return model.posGraphError ? model.errorText(model.posGraphError) : '';
      return o ? positionSentence(model, o[Math.min(step, o.length - 1)]) : '';
    }
    const state = o ? o[Math.min(step, o.length - 1)] : step;
    return state === undefined ? '' : computeSentence(model, state);
  },
};
