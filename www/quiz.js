// A lesson's question box: what is asked, the learner's answer (a number, P or N, or a move made in the play view),
// and the core's judgement said as sentences. The lesson stores the question only: `judgeAnswer` in the core decides
// from the game's rules and says why (the options' values and their mex, the XOR of the parts, the winning move, the
// reply that punishes a losing one). Used for a scene's question and for the exercise at the end of a lesson.

import { moveText, list, ruleText } from './i18n/i18n.js';

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Whether a question is still open: nothing answered yet, or an answer the core could not take (not a number,
 * not P or N, not one move), which the learner may give again. */
export function isOpen(record) {
  return !record || record.judgement.reason === 'unreadable' || record.judgement.reason === 'notAMove';
}

/** The core's judgement `j` of `answer` to a `kind` question, as sentences in the translator's language. */
export function judgementText(j, kind, answer, t) {
  const lang = t.lang;
  const move = (m) => moveText(m, lang);
  const head = j.correct ? t('quizRight') : t('quizWrong', { answer });
  const gap = t('sentenceGap');
  let why;
  switch (j.reason) {
    case 'unreadable':
      return t(kind === 'outcome' ? 'quizPN' : 'quizNumber');
    case 'mex': {
      const state = j.heaps;
      why = j.options.length === 0 ? t('quizMexNone', { state }) : t('quizMex', {
        state,
        options: list(j.options.map((o) => o.heaps), lang),
        values: list(j.options.map((o) => String(o.sg)), lang),
        set: [...new Set(j.options.map((o) => o.sg))].sort((a, b) => a - b).join(', '),
        sg: j.sg,
      });
      break;
    }
    case 'xor':
      why = t('quizXor', {
        names: j.parts.map((p) => `SG(${p.heaps})`).join(' ⊕ '),
        values: j.parts.map((p) => p.sg).join(' ⊕ '),
        sg: j.sg,
      });
      break;
    case 'search':
      why = t('quizSearch', { sg: j.sg });
      break;
    case 'winningMove':
      why = t('quizWinning', { position: j.position, move: move(j.moves[0]) });
      break;
    case 'allMovesLose':
      why = j.count === 0 ? t('quizNoMove', { position: j.position })
        : t('quizAllLose', { position: j.position, count: j.count ?? '…' });
      break;
    case 'misereRule':
      // A misère sum: tame heaps' genus added as misère Nim, or each heap's class in the game's misère quotient and
      // their product, in the P-portion or not.
      why = t(j.wins ? 'quizQuotientN' : 'quizQuotientP', { rule: ruleText(j.rule, t, j.position) });
      if (j.wins && j.moves.length) why += `${gap}${t('quizBetter', { move: move(j.moves[0]) })}`;
      break;
    case 'draw':
      why = t('quizDraw', { position: j.position, move: j.moves[0] ? move(j.moves[0]) : '…' });
      break;
    case 'notAMove':
      return t('quizNotAMove', { position: j.position });
    case 'leavesP':
      return `${head}${gap}${t('quizLeavesP', { move: move(j.played) })}`;
    case 'leavesN':
      why = t('quizLeavesN', { move: move(j.played), reply: j.reply ? move(j.reply) : '' });
      if (j.moves.length) why += `${gap}${t('quizBetter', { move: move(j.moves[0]) })}`;
      return `${t('quizWrongMove')}${gap}${why}`;
    case 'counted':
      why = j.count === 0 ? t('quizCountedNone', { position: j.position })
        : t('quizCounted', { position: j.position, count: j.count, moves: list(j.moves.map(move), lang) });
      break;
    default:
      why = '';
  }
  return `${head}${gap}${why}`;
}

/**
 * Draws question `q` ({ kind, prompt }) in `box`. `record` is the answer given ({ answer, judgement }) or null;
 * `onAnswer(text)` is called when the learner commits one (for a move, the page calls it when the move is made).
 * `draft.text` keeps what is typed but not yet checked, so drawing the box again (a language switch) loses nothing.
 */
export function renderQuestion(box, q, record, { t, onAnswer, draft = { text: '' } }) {
  box.replaceChildren();
  box.className = 'quiz';
  box.dataset.kind = q.kind;
  box.append(el('p', 'quiz-prompt', q.prompt));
  // An answer the core could not take is said, and the question stays open.
  if (isOpen(record)) {
    if (q.kind === 'outcome') {
      const row = el('div', 'quiz-choices');
      // A game that can go on forever (a graph with cycles) has a third answer: D, a draw.
      for (const v of q.draw ? ['P', 'N', 'D'] : ['P', 'N']) {
        // "P: the player to move loses"; a phone shows the letter alone (the full sentence is its label).
        const full = t(`quiz${v}`);
        const b = el('button', 'quiz-choice');
        b.append(el('b', '', v), el('span', 'quiz-choice-why', full.slice(1)));
        b.setAttribute('aria-label', full);
        b.type = 'button';
        b.dataset.answer = v;
        b.addEventListener('click', () => onAnswer(v));
        row.append(b);
      }
      box.append(row);
    } else if (q.kind === 'move') {
      box.append(el('p', 'quiz-hint', t('quizMakeMove')));
    } else {
      const form = el('form', 'quiz-form');
      const label = el('label', '', t('quizAnswer'));
      const input = el('input', 'quiz-input');
      input.inputMode = 'numeric';
      input.autocomplete = 'off';
      input.size = 6;
      input.value = draft.text;
      input.addEventListener('input', () => { draft.text = input.value; });
      label.append(' ', input);
      const check = el('button', 'quiz-check', t('quizCheck'));
      check.type = 'submit';
      form.append(label, ' ', check);
      form.addEventListener('submit', (e) => {
        e.preventDefault();
        if (input.value.trim()) onAnswer(input.value.trim());
      });
      box.append(form);
    }
    if (record) box.append(el('p', 'quiz-feedback', judgementText(record.judgement, q.kind, record.answer, t)));
    return;
  }
  const j = record.judgement;
  const out = el('p', 'quiz-feedback', judgementText(j, q.kind, record.answer, t));
  out.dataset.correct = String(j.correct);
  out.setAttribute('role', 'status');
  box.append(out);
}
