// What the play view says at a step, once: a move's label, the parts of a position, whose turn it is or who won
// (turnOf), the walk's picture, and `playDrawing`, the game so far as lines of text (drawing.js) for every export.
// Pure functions of their arguments: no DOM here. A helper, not a view.

import { moveText, ruleText } from '../i18n/i18n.js';
import { textDrawing, drawing as newDrawing } from '../drawing.js';
import { heapsText } from './notation.js';
import { walkLayout, drawWalk } from './walk-drawing.js';
import { game, mover } from './play-game.js';

/** A move as a button or a line says it: the move, then the heaps it leaves; a token's walk (geography) only the
 * move, which names the cell the token goes to (the walk's numbers would read as heaps). */
export const moveLabel = (m, position, model) => (model.info.walk
  ? moveText(m, model.lang) : `${moveText(m, model.lang)} → ${heapsText(model, position)}`);

/** Whether the heap filter applies: the position is a sum of two or more parts that can be moved in apart (heaps,
 * tokens, the components of a sum). A board walked by one token, a tree, a staircase, … is one part (the core's
 * description of the game says which: `family`, `walk`). */
export function severalParts(position, model) {
  const info = model.info ?? {};
  const heapsApart = info.tokens ? !info.walk : ['heaps', 'misere'].includes(info.family);
  return parts(model, position).reduce((n, c) => n + (c.game !== model.game || heapsApart ? (c.states?.length ?? c.heaps.length) : 1), 0) > 1;
}

/** The components of a position as [{ game, heaps: [{ size, mark }], states }] (display only), as the core reads
 * them; `states` holds the "(a,b)" text of each state of a game whose states have several numbers (a user's
 * `(w, h)` game, a Hackenbush picture's edges), else null. */
export function parts(model, position) {
  return (model.answers.parts(position)?.components ?? []).map((c) => {
    const k = c.arity ?? 1;
    const states = k > 1 ? Array.from({ length: c.heaps.length / k }, (_, i) => `(${c.heaps.slice(k * i, k * i + k).join(',')})`) : null;
    return { game: c.game, heaps: c.heaps.map((size, i) => ({ size, mark: c.marks[i] })), states };
  });
}

/** The graph or board of a walk's trace, the vertices left greyed and the token ringed: no matching, which would
 * give the game away. */
export function walkPicture(trace, c) {
  const at = walkLayout(trace.vertices, trace.board, 0, 0);
  const d = newDrawing(at.width, at.height, c.bg);
  drawWalk(d, trace, at, c);
  return d;
}

/** What the game is at `step`: { over, turn }, the sentence of whose turn it is, who won, or what was played from
 * there (after the computer's move, what it played). The frame shows it; the announcer says it. */
export function turnOf(model, g, step) {
  const t = model.t;
  const position = g.positions[step];
  const list = model.answers.get('moves', [position]);
  const over = list?.value && (list.value.moves ?? []).length === 0;
  const who = mover(g, step);
  // Whose turn, or who won: normal play, the player who moved last; misère, the player who cannot move.
  let turn;
  if (over) {
    const misere = position.startsWith('misere(');
    const winner = misere ? who : mover(g, step + 1);
    const name = winner === 'you' ? t('winnerYou') : winner === 'computer' ? t('winnerComputer') : t('winnerPlayer', { n: winner === 'p1' ? 1 : 2 });
    turn = t('gameOver', { winner: name });
  } else if (step < g.positions.length - 1) {
    // A step of the game's replay: what was played from here, not whose turn it is (the game went on).
    const by = g.moves[step].by;
    const name = by === 'you' ? t('winnerYou') : by === 'computer' ? t('winnerComputer') : t('winnerPlayer', { n: by === 'p1' ? 1 : 2 });
    turn = t('playedHere', { k: step + 1, total: g.moves.length, who: name, move: moveText(g.moves[step].move, model.lang) });
  } else if (who === 'computer') turn = t('turnComputer');
  else if (who === 'you') turn = t('turnYou');
  else turn = t('turnPlayer', { n: who === 'p1' ? 1 : 2 });
  const note = g.note && step === g.positions.length - 1 ? g.note : null;
  if (note?.computer) {
    // The rule that chose the move, when a family's theorem did (geography: along the matching edge), says why.
    const why = note.rule ? `${ruleText(note.rule, t)}${t('sentenceGap')}` : '';
    turn = `${t('computerPlays', { move: moveText(note.computer, model.lang) })}${t('sentenceEnd')}${why}${over ? '' : `${t(note.draw ? 'computerDrawing' : note.winning ? 'computerWinning' : 'computerLosing')}${t('sentenceGap')}`}${turn}`;
  } else if (typeof note === 'string') turn = note;
  return { over, turn };
}

/** Move `i` of game `g` as its history line says it: who played it, and the move. */
export function historyLine(model, g, i) {
  const t = model.t;
  const entry = g.moves[i];
  const who = entry.by === 'you' ? t('winnerYou') : entry.by === 'computer' ? t('winnerComputer') : t('winnerPlayer', { n: entry.by === 'p1' ? 1 : 2 });
  return `${who}: ${moveLabel(entry.move, g.positions[i + 1], model)}`;
}

/** The game so far at `step` as lines of text in colours `c`: the position, whose turn it is (or who won), and the
 * moves played. */
export function playDrawing(model, step, c) {
  const g = game(model);
  const position = g.positions[step];
  const lines = [{ text: position ?? '', bold: true, size: 16 }, position ? turnOf(model, g, step).turn : ''];
  for (let i = 0; i < g.moves.length; i++) lines.push(historyLine(model, g, i));
  return textDrawing(lines, c);
}
