// The game in play in the play view: a frozen value the explorer keeps (model.kept.playGame), changed only through the
// view's actions (actions.keep), and the moves that change it: a move played, the computer's reply, a restart, an
// undo. No DOM here: the view (play.js) draws the game and calls these from its buttons.

/** The game in progress, a frozen value the explorer keeps (model.kept.playGame): its start and the positions
 * since, the moves made, the opponent and who moved first, the heap filter, the hint, the last note, the step the
 * computer is thinking at, and its round (a restart is a new round, so a reply for the last one is not played). A
 * position that did not come from a move played here is a new game (prepare keeps it). */
export function game(model) {
  const current = model.position;
  const g = model.kept.playGame;
  if (g && (!current || g.positions[g.positions.length - 1] === current)) return g;
  return Object.freeze({
    positions: Object.freeze(current ? [current] : []), moves: Object.freeze([]),
    opponent: g?.opponent ?? 'computer', first: g?.first ?? 'you', heap: 'all', hint: false, note: null,
    thinking: null, round: (g?.round ?? 0) + 1,
  });
}

/** The game as it is now, for a handler or after an await (the model a view was given may be out of date). */
export const gameNow = (actions) => game(actions.now());

/** Changes the game in play: the game now with `fields` changed, kept through the actions (the one way it changes). */
export function update(actions, fields) {
  const next = Object.freeze({ ...gameNow(actions), ...fields });
  actions.keep('playGame', next);
  return next;
}

/** The game `g` with its positions and moves cut to the first `k` moves (an undo, a move from an earlier step). */
export const cut = (g, k) => ({ positions: Object.freeze(g.positions.slice(0, k + 1)), moves: Object.freeze(g.moves.slice(0, k)) });

/** Whose turn it is at step k: 'you' or 'computer' against the computer, 'p1' or 'p2' between two players. */
export function mover(g, k) {
  if (g.opponent === 'human') return k % 2 === 0 ? 'p1' : 'p2';
  const youFirst = g.first === 'you';
  return (k % 2 === 0) === youFirst ? 'you' : 'computer';
}

/** Plays `move` (found by the core) from the position at step `k` (the timeline's step, for the user's moves). */
export async function play(actions, move, k = actions.now().step) {
  const g = gameNow(actions);
  const by = mover(g, k);
  const was = cut(g, k);
  update(actions, {
    positions: Object.freeze([...was.positions, move.position]), moves: Object.freeze([...was.moves, Object.freeze({ move, by })]), note: null,
  });
  // Hosts and lessons hear of each move made here (a lesson judges the learner's move by it).
  actions.emit('grundy:move', { from: g.positions[k], to: move.position, by });
  await actions.openPosition(move.position, 'play');
  await computerTurn(actions);
}

/** When it is the computer's turn at the end of the game so far, it moves (once: a restart both redraws the view
 * and asks for the computer's opening, and the two must not both play). */
export async function computerTurn(actions) {
  const model = actions.now();
  const g = game(model);
  const k = g.positions.length - 1;
  if (g.opponent !== 'computer' || mover(g, k) !== 'computer' || model.step !== k) return;
  if (g.thinking === k) return;
  update(actions, { thinking: k });
  const position = g.positions[k];
  let a;
  try {
    a = await actions.ask('computerMove', [position], 'worker');
  } finally {
    const now = gameNow(actions);
    if (now.round === g.round && now.thinking === k) update(actions, { thinking: null });
  }
  // The game moved on while the computer thought (a restart, an undo, a new first player, a new game): its move is
  // for a position no longer on the board.
  const now = gameNow(actions);
  if (now.round !== g.round || now.positions.length - 1 !== k || now.positions[k] !== position || mover(now, k) !== 'computer') return;
  if (a.error) {
    update(actions, { note: model.errorText(a.error) });
    actions.refresh();
    return;
  }
  if (!a.value) return; // no move: the game is over
  const reply = a.value;
  await play(actions, reply.move, k);
  update(actions, { note: Object.freeze({ computer: reply.move, winning: reply.winning, draw: Boolean(reply.draw), rule: reply.rule ?? null }) });
  actions.refresh();
}

export function restart(actions) {
  const g = gameNow(actions);
  const start = g.positions[0];
  update(actions, { ...cut(g, 0), note: null, thinking: null, round: g.round + 1 });
  actions.openPosition(start, 'play').then(() => computerTurn(actions)).catch(actions.fail);
}

/** Takes back the last move (and the computer's reply before it, against the computer). */
export function undo(actions) {
  const g = gameNow(actions);
  let k = g.positions.length - 1;
  if (k === 0) return;
  k -= 1;
  if (g.opponent === 'computer' && k > 0 && mover(g, k) === 'computer') k -= 1;
  update(actions, { ...cut(g, k), note: null });
  actions.openPosition(g.positions[k], 'play');
}
