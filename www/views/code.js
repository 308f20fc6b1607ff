// The classic contest template (打表 by mex), with the line that the current step executes lit. The template
// follows the game's kind: a subtraction set S, an explicit graph's successor lists, the general "options may split
// a heap" form for take-and-break games, and for whole positions of other families note 003's memoized search
// (记忆化搜索): by mex when values are known ('search'), by win/lose in misère play ('outcome'). Lines are tagged
// with the step kind they belong to.


const TEMPLATES = {
  sub: [
    ['', 'int sg[MAXN]; bool vis[MAXN];'],
    ['', 'for (int x = 0; x <= n; x++) {'],
    ['', '  memset(vis, 0, sizeof vis);'],
    ['option', '  for (int s : S) if (s <= x) vis[sg[x - s]] = 1;'],
    ['scan', '  int g = 0; while (vis[g]) g++;'],
    ['result', '  sg[x] = g;  // mex'],
    ['', '}'],
  ],
  nim: [
    ['', 'int sg[MAXN]; bool vis[MAXN];'],
    ['', 'for (int x = 0; x <= n; x++) {'],
    ['', '  memset(vis, 0, sizeof vis);'],
    ['option', '  for (int s = 1; s <= x; s++) vis[sg[x - s]] = 1;'],
    ['scan', '  int g = 0; while (vis[g]) g++;'],
    ['result', '  sg[x] = g;  // mex'],
    ['', '}'],
  ],
  allbut: [
    ['', 'int sg[MAXN]; bool vis[MAXN];'],
    ['', 'for (int x = 0; x <= n; x++) {'],
    ['', '  memset(vis, 0, sizeof vis);'],
    ['option', '  for (int s = 1; s <= x; s++) if (!banned(s)) vis[sg[x - s]] = 1;'],
    ['scan', '  int g = 0; while (vis[g]) g++;'],
    ['result', '  sg[x] = g;  // mex'],
    ['', '}'],
  ],
  graph: [
    ['', 'int sg[MAXV]; bool vis[MAXV];'],
    ['', 'for (int x : reverseTopologicalOrder) {'],
    ['', '  memset(vis, 0, sizeof vis);'],
    ['option', '  for (int y : succ[x]) vis[sg[y]] = 1;'],
    ['scan', '  int g = 0; while (vis[g]) g++;'],
    ['result', '  sg[x] = g;  // mex'],
    ['', '}'],
  ],
  search: [
    ['', 'map<State, int> memo;  // 记忆化搜索'],
    ['', 'int sg(State s) {'],
    ['', '  if (memo.count(s)) return memo[s];'],
    ['option', '  set<int> vis; for (State t : moves(s)) vis.insert(sg(t));'],
    ['scan', '  int g = 0; while (vis.count(g)) g++;'],
    ['result', '  return memo[s] = g;  // mex'],
    ['', '}'],
  ],
  outcome: [
    ['', 'map<State, bool> memo;  // 记忆化搜索: win for the player to move?'],
    ['', 'bool win(State s) {'],
    ['', '  if (memo.count(s)) return memo[s];'],
    ['', '  bool w = moves(s).empty() ? MISERE : false;  // no move: lose (misère: win)'],
    ['option', '  for (State t : moves(s)) if (!win(t)) w = true;'],
    ['result', '  return memo[s] = w;'],
    ['', '}'],
  ],
  general: [
    ['', 'int sg[MAXN]; bool vis[MAXN];'],
    ['', 'for (int x = 0; x <= n; x++) {'],
    ['', '  memset(vis, 0, sizeof vis);'],
    ['', '  for (auto& hs : moves(x)) {  // the heaps left'],
    ['option', '    int v = 0; for (int h : hs) v ^= sg[h]; vis[v] = 1;'],
    ['', '  }'],
    ['scan', '  int g = 0; while (vis[g]) g++;'],
    ['result', '  sg[x] = g;  // mex'],
    ['', '}'],
  ],
};

/** Which template fits a game of the core's name `name` (model.info.name; or 'search' / 'outcome' for a whole
 * position). */
export function templateKind(name) {
  if (name === 'search' || name === 'outcome') return name;
  return { graph: 'graph', subtraction: 'sub', bash: 'sub', nim: 'nim', allbut: 'allbut' }[name] ?? 'general';
}

/** Renders the template for the game of name `game` with the line of step kind `kind` ('option' | 'scan' | 'result') lit. */
export function renderCode(root, game, kind) {
  const lines = TEMPLATES[templateKind(game)];
  let pre = root.querySelector('pre.code');
  if (!pre || pre.dataset.template !== templateKind(game)) {
    pre = document.createElement('pre');
    pre.className = 'code';
    pre.dataset.template = templateKind(game);
    const code = document.createElement('code');
    for (const [k, text] of lines) {
      const line = document.createElement('span');
      line.className = 'line';
      line.dataset.kind = k;
      line.textContent = `${text}\n`;
      code.append(line);
    }
    pre.append(code);
    root.replaceChildren(pre);
  }
  for (const line of pre.querySelectorAll('.line')) {
    const lit = line.dataset.kind !== '' && line.dataset.kind === kind;
    line.classList.toggle('lit', lit);
    if (lit) line.setAttribute('aria-current', 'step'); else line.removeAttribute('aria-current');
  }
}
