// The play view: play the position against the computer (which plays perfectly and says so) or against a friend.
// The timeline is the game: step k shows the position after k moves, so scrubbing back replays it and a move made
// from an earlier step continues from there (the later moves are dropped, like undo). Each move is checked by the
// core (findMove); the list of legal moves, the hint (the winning moves and the rule or XOR that finds them) and the
// computer's move all come from the core. The current position is the explorer's position, so it is in the URL.

import { ruleText } from '../i18n/i18n.js';
import { toSvg, colours } from '../drawing.js';
import { heapsText } from './notation.js';
import { game, gameNow, update, mover, play, computerTurn, restart, undo } from './play-game.js';
import { moveLabel, severalParts, parts, walkPicture, turnOf, historyLine, playDrawing } from './play-drawing.js';

const LISTED = 60; // moves shown as buttons at once (the rest by the heap filter or by typing the position)

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

function mount(panel, actions) {
  if (panel.querySelector('.play-view')) return;
  panel.innerHTML = `<div class="play-view">
    <div class="play-setup">
      <label><span class="opp-label"></span> <select class="opponent"><option value="computer"></option><option value="human"></option></select></label>
      <label><span class="first-label"></span> <select class="first"><option value="you"></option><option value="computer"></option></select></label>
      <button type="button" class="restart"></button>
      <button type="button" class="undo"></button>
      <button type="button" class="hint-button" aria-expanded="false"></button>
    </div>
    <div class="play-status"><p class="play-turn" aria-live="polite"></p><button type="button" class="again" hidden></button></div>
    <div class="play-walk tree-box" hidden></div>
    <div class="play-board"></div>
    <div class="play-hint" hidden></div>
    <div class="play-moves">
      <h3 class="moves-head"></h3>
      <label class="heap-filter-box"><span class="heap-filter-label"></span> <select class="heap-filter"></select></label>
      <ul class="move-list"></ul>
      <form class="custom-move">
        <label><span class="custom-label"></span> <input class="custom-input" spellcheck="false" autocapitalize="off"></label>
        <button type="submit" class="custom-go"></button>
        <p class="error custom-error" role="alert"></p>
      </form>
    </div>
    <details class="play-history"><summary class="history-head"></summary><ol class="history-list"></ol></details>
  </div>`;
  const q = (c) => panel.querySelector(c);
  q('.opponent').addEventListener('change', () => { update(actions, { opponent: q('.opponent').value }); actions.show('play'); });
  q('.first').addEventListener('change', () => { update(actions, { first: q('.first').value }); restart(actions); });
  q('.restart').addEventListener('click', () => restart(actions));
  q('.again').addEventListener('click', () => restart(actions));
  q('.undo').addEventListener('click', () => undo(actions));
  q('.hint-button').addEventListener('click', () => { update(actions, { hint: !gameNow(actions).hint }); actions.refresh(); });
  q('.heap-filter').addEventListener('change', () => { update(actions, { heap: q('.heap-filter').value }); actions.refresh(); });
  q('.custom-move').addEventListener('submit', (e) => {
    e.preventDefault();
    typed(actions, q('.custom-input').value, q('.custom-error'));
  });
}

/** A move typed as the position after it: the core says whether it is one move, and which. */
async function typed(actions, text, errorBox) {
  const model = actions.now();
  const g = game(model);
  const position = g.positions[model.step];
  const next = text.includes(':') ? text : `${parts(model, position)[0]?.game}: ${text}`;
  try {
    // Where the core says (the first-view build has no findMove: the worker answers).
    const move = await actions.run('findMove', [position, next]);
    errorBox.textContent = '';
    await play(actions, move);
  } catch (e) {
    if (e.name === 'AbortError') return;
    errorBox.textContent = model.errorText(e);
  }
}

/** The stones of each heap, drawn as a bar (a heap too big to draw as stones shows its number only); on a graph
 * (the core says its numbers are `tokens`), each token and the vertex it stands on. */
function renderBoard(board, position, t, model) {
  board.replaceChildren(...parts(model, position).map((c) => {
    const comp = el('div', 'board-component');
    comp.append(el('span', 'board-game', c.game));
    const heaps = el('ol', 'board-heaps');
    const tokens = model.info.tokens && c.game === model.game;
    if (model.info.walk && c.game === model.game) {
      // One token's walk (geography): where it stands, and the vertices it left, which are out of the game.
      const sizes = c.heaps.map((h) => h.size);
      const li = el('li', 'board-heap');
      li.dataset.size = String(sizes[sizes.length - 1]);
      li.append(el('span', 'board-index', sizes.length > 1 ? t('boardLeft', { left: sizes.slice(0, -1).join(' → ') }) : ''),
        el('span', 'board-size', t('boardWalk', { token: sizes[sizes.length - 1] })));
      heaps.append(li);
      comp.append(heaps);
      return comp;
    }
    if (c.states) {
      // States of several numbers: each as written, "(0,1)", numbered.
      c.states.forEach((text, i) => {
        const li = el('li', 'board-heap');
        li.append(el('span', 'board-index', t('boardState', { i: i + 1 })), el('span', 'board-size', text));
        heaps.append(li);
      });
      comp.append(heaps);
      return comp;
    }
    c.heaps.forEach((h, i) => {
      const li = el('li', 'board-heap');
      li.dataset.size = String(h.size);
      if (h.mark) li.dataset.mark = 'true';
      if (tokens) {
        li.append(el('span', 'board-index', t('boardToken', { i: i + 1 })), el('span', 'board-size', t('boardVertex', { v: h.size })));
        heaps.append(li);
        return;
      }
      const bar = el('span', 'board-bar');
      bar.style.setProperty('--stones', String(Math.min(h.size, 30))); // CSSOM: CSP-safe
      li.append(el('span', 'board-index', t('filterHeap', { i: i + 1, size: '' }).replace(/[:：]\s*$/, '')), bar,
        el('span', 'board-size', `${h.size}${h.mark ? '*' : ''}`));
      heaps.append(li);
    });
    comp.append(heaps);
    return comp;
  }));
}

export default {
  drawing: (model, step, c) => playDrawing(model, step, c),

  async prepare(model, actions) {
    const g = game(model);
    if (g !== model.kept.playGame) actions.keep('playGame', g); // a new game
    const position = g.positions[g.positions.length - 1];
    if (!position) return;
    await actions.ask('moves', [position], 'worker');
    await actions.ask('analyze', [position], 'worker');
    // One token's walk (geography) is played on its graph or board: drawn beside the moves, without the matching.
    if (model.info?.walk) await actions.ask('theoryTrace', [position], 'worker');
    // The computer opens when it moves first (once the view is on screen).
    if (g.positions.length === 1) setTimeout(() => computerTurn(actions).catch(actions.fail), 0);
  },

  steps: (model) => Math.max(1, game(model).positions.length),
  defaultStep: (model) => game(model).positions.length - 1,

  frame(panel, model, step, actions) {
    mount(panel, actions);
    const t = model.t;
    const g = game(model);
    const q = (c) => panel.querySelector(c);
    const position = g.positions[step];
    q('.opp-label').textContent = t('opponent');
    q('.first-label').textContent = t('first');
    q('.opponent').options[0].textContent = t('vsComputer');
    q('.opponent').options[1].textContent = t('vsHuman');
    q('.opponent').value = g.opponent;
    q('.first').options[0].textContent = t('firstYou');
    q('.first').options[1].textContent = t('firstComputer');
    q('.first').value = g.first;
    q('.first').disabled = g.opponent !== 'computer';
    q('.restart').textContent = t('restart');
    q('.again').textContent = t('playAgain');
    q('.undo').textContent = t('undo');
    q('.undo').disabled = g.positions.length <= 1;
    q('.hint-button').textContent = t('hint');
    q('.hint-button').setAttribute('aria-expanded', String(g.hint));
    q('.custom-label').textContent = t('customMove');
    q('.heap-filter-label').textContent = t('showMovesOf');
    q('.custom-go').textContent = t('makeMove');
    q('.history-head').textContent = t('historyHead');
    if (!position) return;
    renderBoard(q('.play-board'), position, t, model);
    const walk = model.info?.walk ? model.answers.get('theoryTrace', [position])?.value : null;
    q('.play-walk').hidden = !walk;
    if (walk) q('.play-walk').innerHTML = toSvg(walkPicture(walk, colours(panel)));
    const list = model.answers.get('moves', [position]);
    const analysis = model.answers.get('analyze', [position])?.value ?? null;
    const moves = list?.value?.moves ?? [];
    const count = list?.value?.count ?? null;
    const who = mover(g, step);
    const { over, turn } = turnOf(model, g, step);
    q('.play-turn').textContent = turn;
    q('.play-turn').dataset.over = String(Boolean(over));
    // The end of a game is one card: who won and Play again, under Restart; the moves, the box to type one and the
    // hint have nothing left to say. The card comes into sight when the game ends (the last move was tapped lower).
    const status = q('.play-status');
    const ended = Boolean(over) && status.dataset.over !== 'true';
    status.dataset.over = String(Boolean(over));
    q('.again').hidden = !over;
    q('.play-moves').hidden = Boolean(over);
    q('.hint-button').hidden = Boolean(over);
    if (ended && panel.checkVisibility?.()) {
      q('.play-setup').scrollIntoView({ block: 'nearest' });
      status.scrollIntoView({ block: 'nearest' });
    }
    // The moves: filtered by heap, as buttons (a few dozen at a time).
    const filter = q('.heap-filter');
    q('.heap-filter-box').hidden = !severalParts(position, model);
    const heapIds = [...new Set(moves.map((m) => `${m.component}:${m.heap}`))];
    filter.replaceChildren(el('option', '', t('allHeaps')), ...heapIds.map((id) => {
      const [c, h] = id.split(':').map(Number);
      const part = parts(model, position)[c];
      const own = part?.game === model.game;
      const key = part?.states ? 'filterState' : own && model.info.walk ? 'filterWalk' : own && model.info.tokens ? 'filterToken' : 'filterHeap';
      const o = el('option', '', t(key, { i: h + 1, size: part?.states?.[h] ?? part?.heaps[h]?.size ?? '' }));
      o.value = id;
      return o;
    }));
    filter.options[0].value = 'all';
    filter.value = heapIds.includes(g.heap) ? g.heap : 'all';
    const shown = moves.filter((m) => filter.value === 'all' || `${m.component}:${m.heap}` === filter.value).slice(0, LISTED);
    q('.moves-head').textContent = count === null
      ? t('legalMovesMany', { shown: Math.min(LISTED, moves.length) })
      : moves.length > LISTED || count > moves.length ? t('legalMovesSome', { shown: shown.length, count }) : t('legalMoves', { count });
    const canMove = !over && who !== 'computer';
    q('.move-list').replaceChildren(...shown.map((m) => {
      const li = el('li');
      const b = el('button', 'move-button', moveLabel(m, m.position, model));
      b.type = 'button';
      b.dataset.position = m.position;
      b.disabled = !canMove;
      b.addEventListener('click', () => play(actions, m).catch(actions.fail));
      li.append(b);
      return li;
    }));
    q('.custom-input').disabled = !canMove;
    q('.custom-go').disabled = !canMove;
    // The hint: the winning moves, and why (the rule, or the XOR of the sum).
    const hint = q('.play-hint');
    hint.hidden = !g.hint || !analysis || Boolean(over);
    if (g.hint && analysis) {
      const why = analysis.rule ? ruleText(analysis.rule, t, analysis.position)
        : analysis.sg !== null ? (analysis.sg === 0 ? t('firstLoses') : t('firstWins', { sg: analysis.sg })) : '';
      const head = analysis.draw ? t('hintDraws') : analysis.winningMoves.length === 0 ? t('hintLoses')
        : analysis.count === null ? t('hintWinsSome') : t('hintWins', { count: analysis.count });
      const items = analysis.winningMoves.slice(0, 12).map((m) => el('li', 'hint-move', moveLabel(m, m.position, model)));
      const ul = el('ul', 'hint-moves');
      ul.append(...items);
      hint.replaceChildren(el('p', 'hint-why', why), el('p', 'hint-head', head), ul);
    }
    q('.history-list').replaceChildren(...g.moves.map((entry, i) => {
      const li = el('li', 'history-item', historyLine(model, g, i));
      if (i + 1 === step) li.setAttribute('aria-current', 'step');
      return li;
    }));
  },

  announce(model, step) {
    const g = game(model);
    const position = g.positions[step];
    if (!position) return '';
    // The position as the board says it: the heaps, or where the token stands, not the game's notation.
    const walk = model.info.walk ? model.answers.parts(position)?.components[0]?.heaps : null;
    const said = walk ? model.t('boardWalk', { token: walk[walk.length - 1] }) : heapsText(model, position);
    const { over, turn } = turnOf(model, g, step);
    // At the end the card says who won (its line is live too): the status line says why, not the same again.
    return `${said} — ${over ? model.t('noMoves') : turn}`;
  },
};
