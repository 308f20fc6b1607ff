// A lesson on the full page (index.html?lesson=ID&scene=k): its text beside the live explorer, back and next between
// scenes, the note it comes from (by the note's title), its place in the course (part, prerequisites, next lesson),
// the question a scene asks (answered on the explorer, judged by the core: quiz.js), the exercise on a fresh position
// after the last scene, the contest problems it prepares for, and the rule it states checked against the search in
// the worker. A lesson is data (www/lessons/); its last scene plays its game. The course's list of lessons is
// gallery.js.

import { compute } from './core/compute.js';
import { translator, addStrings } from './i18n/i18n.js';
import { COURSE_STRINGS } from './i18n/course.js';
import { DEFAULTS } from './explorer/state.js';
import { renderQuestion, isOpen } from './quiz.js';
import { positionParts } from './core/positions.js';
import { heapsOf } from './views/notation.js';
import { lessonProgress, markDone, addSolved } from './progress.js';
import { describePosition, positionWords, walkSvg } from './lesson-words.js';
import { colours } from './drawing.js';

addStrings(COURSE_STRINGS); // the course's words: only pages that show lessons load them

/** Where the notes were published, when they say so (000 and 004 name their addresses). */
const NOTE_SOURCES = {
  '000_df8c6dd7891d57e4.txt': 'https://www.cnblogs.com/greenpepper/p/11235232.html',
  '004_2910fb08fe7c967f.txt': 'https://www.cnblogs.com/wolf940509/p/6617119.html',
};

const END = 2 ** 31 - 1;

/** How many scenes a lesson has, its closing play scene included. */
export const sceneCount = (lesson) => lesson.scenes.length + 1;

/** The explorer state of scene `k` (the last one plays the lesson's game). Keys a scene leaves out take defaults. */
export function sceneState(lesson, k) {
  const last = sceneCount(lesson) - 1;
  const i = Math.min(Math.max(0, k), last);
  const s = i === last
    ? { game: lesson.play.game, position: lesson.play.position, rules: lesson.play.rules, view: 'play', step: null }
    : lesson.scenes[i].state;
  const step = s.step === 'end' ? END : s.step ?? null;
  return {
    // A lesson of a game written as rules defines it first, in every scene (a scene may write another).
    rules: s.rules ?? lesson.rules ?? null,
    game: s.game, position: s.position ?? null, n: s.n ?? DEFAULTS.n, view: s.view ?? 'graph', step,
    state: s.state === undefined || s.state === null ? null : String(s.state), grid: Boolean(s.grid), depth: s.depth ?? null,
    cards: s.cards ?? null, scene: i,
  };
}

export function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export const lessonHref = (id, lang) => `?lesson=${encodeURIComponent(id)}&lang=${lang}`;

/** Where lesson `id` sits in `course`: its part (1-based), its number in the part, and the lesson after it. */
function place(course, id) {
  const all = course.flatMap((part, p) => part.lessons.map((l, i) => ({ lesson: l, part: p + 1, index: i + 1 })));
  const k = all.findIndex((x) => x.lesson.id === id);
  return { ...all[k], next: all[k + 1]?.lesson ?? null, byId: new Map(all.map((x) => [x.lesson.id, x.lesson])) };
}

/** The lesson panel: renders scene `scene` and moves the explorer there. `host`: the explorer's element, and
 * `actions` its actions (explorer/actions.js), the only way the lesson changes it (`set`) or reads it (`now`). */
export class LessonPanel {
  constructor(root, { host, actions }, lesson, scene, course) {
    this.root = root;
    this.host = host;
    this.actions = actions;
    this.lesson = lesson;
    this.course = course;
    this.scene = Math.min(scene, sceneCount(lesson) - 1);
    this.check = null;
    this.answers = new Map(); // scene → { answer, judgement }
    this.drafts = new Map(); // scene → { text }: typed, not yet checked
    this.exercise = null; // { position, words, record, pending, draft }
    this.pictures = new Map(); // a question's position → its board drawn (an SVG's text), or null: none to draw
    root.dataset.lesson = lesson.id;
    if (lesson.rule) {
      // When the check arrives only its line changes: the rest of the panel (an answer being typed) stays.
      const show = (c) => {
        this.check = c;
        const line = this.root.querySelector('.rule-check');
        if (line) line.replaceWith(this.ruleCheck(translator(this.actions.now().lang)));
      };
      // The check shares the worker with the scene: it starts once the scene's view is drawn, so the view comes
      // first (HDU 5795's check takes a few hundred ms); a scene that fails to draw does not hold it back for long.
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        compute('checkRule', [lesson.rule], { where: 'worker' })
          .then(show)
          .catch((e) => show({ error: e.message }));
      };
      host.addEventListener('grundy:rendered', start, { once: true });
      setTimeout(start, 3000);
    }
    // The learner's move in an exercise is judged as it is made.
    host.addEventListener('grundy:move', (e) => {
      const x = this.exercise;
      if (x && !x.record && !x.pending && this.lesson.exercise.ask === 'move' && e.detail.by === 'you') {
        this.judge('move', x.position, e.detail.to, (r) => this.keepExercise(x, r));
      }
    });
  }

  /** Goes to scene `k` (the explorer follows). */
  go(k) {
    this.scene = Math.min(Math.max(0, k), sceneCount(this.lesson) - 1);
    this.exercise = null;
    this.render();
    this.actions.set(sceneState(this.lesson, this.scene)); // a failure shows as any other
    this.root.querySelector('.lesson-body')?.focus();
  }

  /** Asks the core about an answer, then keeps its judgement with `keep` and shows it. */
  judge(kind, position, answer, keep) {
    compute('judgeAnswer', [kind, position, answer], { where: 'worker' })
      .then((judgement) => {
        keep({ answer, judgement });
        this.render();
      })
      .catch(this.actions.fail);
  }

  /** An exercise's answer: kept, and counted in the learner's progress when right. */
  keepExercise(x, record) {
    x.record = record;
    if (record.judgement.correct) addSolved(this.lesson.id);
  }

  /** A fresh exercise position from the core, shown in the play view. */
  newExercise() {
    const x = this.lesson.exercise;
    const seed = crypto.getRandomValues(new Uint32Array(1))[0];
    this.exercise = { position: null, record: null, pending: true, draft: { text: '' } };
    const mine = this.exercise;
    compute('exercise', [x.ask, x.game, x.heaps, x.min ?? 0, x.max, seed], { where: 'worker' })
      .then(async (position) => {
        if (this.exercise !== mine) return;
        mine.position = position;
        mine.words = await describePosition(position);
        // The position box shows the heaps alone, as for any position of the game box's game.
        const parts = positionParts(position);
        const one = parts?.components.length === 1 ? parts.components[0] : null;
        await this.actions.set({ game: x.game, position: one ? heapsOf(one) : position, view: 'play', step: null });
        mine.pending = false;
        this.render();
        // A move is made on the board: bring it on screen when it is not (on a phone it is below the question).
        if (x.ask === 'move') this.showBoard();
      })
      .catch(this.actions.fail);
    this.render();
  }

  /** Scrolls the play view's board (whose turn, the board, the moves) into the window unless it is there. */
  showBoard() {
    const view = this.host.querySelector('.view-play');
    const top = view?.querySelector('.play-turn')?.getBoundingClientRect();
    const board = view?.querySelector('.play-board')?.getBoundingClientRect();
    if (top && board && (top.top < 0 || board.bottom > window.innerHeight)) view.querySelector('.play-turn').scrollIntoView({ block: 'start' });
  }

  /** Back, the scene count and Next: made once and updated, so that a render while the page loads (a language's
   * words arriving, a check) never replaces a button between the press and the release of a click. */
  navigation(t, total, last) {
    if (!this.nav) {
      const nav = el('nav', 'lesson-nav');
      const back = el('button', 'lesson-back');
      back.type = 'button';
      back.addEventListener('click', () => this.go(this.scene - 1));
      const next = el('button', 'lesson-next');
      next.type = 'button';
      next.addEventListener('click', () => this.go(this.scene + 1));
      nav.append(back, el('span', 'lesson-count'), next);
      this.nav = nav;
    }
    const [back, count, next] = this.nav.children;
    back.textContent = t('lessonBack');
    back.disabled = this.scene === 0;
    count.textContent = t('lessonScene', { scene: this.scene + 1, total });
    next.textContent = this.scene === total - 2 ? t('lessonPlay') : t('lessonNext');
    next.disabled = last;
    return this.nav;
  }

  render() {
    const lang = this.actions.now().lang;
    const t = translator(lang);
    const l = this.lesson;
    const total = sceneCount(l);
    const last = this.scene === total - 1;
    const where = place(this.course, l.id);
    const scene = last ? null : l.scenes[this.scene];
    const text = last ? t('lessonPlayText') : scene.text[lang];
    const head = el('p', 'lesson-part', t('coursePart', { n: where.part, title: this.course[where.part - 1].title[lang] }));
    const parts = [head, el('h2', 'lesson-title', `${where.part}.${where.index} ${l.title[lang]}`)];
    // The note a lesson comes from (a lesson of the user's own game comes from none).
    if (l.note) {
      const source = el('p', 'lesson-source');
      const href = NOTE_SOURCES[l.note.file];
      const noteTitle = l.note.title[lang];
      if (href) {
        const a = el('a', 'lesson-note', noteTitle);
        a.href = href;
        a.rel = 'noopener';
        source.append(t('lessonFrom', { title: '' }), a);
      } else {
        source.append(t('lessonFrom', { title: '' }), el('cite', 'lesson-note', noteTitle));
      }
      parts.push(source);
    }
    if (this.scene === 0 && l.requires?.length) parts.push(this.requires(where, t, lang));
    const body = el('div', 'lesson-body');
    body.tabIndex = -1;
    for (const para of text.split(/\n\n+/)) body.append(el('p', '', para));
    parts.push(body);
    let open = false;
    if (scene?.ask) {
      const q = { kind: scene.ask.kind, prompt: scene.ask.prompt[lang], draw: Boolean(scene.ask.draw) };
      const record = this.answers.get(this.scene) ?? null;
      const box = el('div');
      if (!this.drafts.has(this.scene)) this.drafts.set(this.scene, { text: '' });
      renderQuestion(box, q, record, {
        t,
        draft: this.drafts.get(this.scene),
        onAnswer: (answer) => this.judge(q.kind, scene.ask.position, answer, (r) => {
          this.answers.set(this.scene, r);
          // Once answered, the view goes on to the step that shows the answer.
          if (scene.ask.reveal !== undefined && !isOpen(r)) {
            this.actions.set({ step: scene.ask.reveal === 'end' ? END : scene.ask.reveal });
          }
        }),
      });
      box.dataset.position = scene.ask.position;
      const picture = this.picture(scene.ask.position);
      if (picture) box.firstChild.after(picture);
      open = isOpen(record);
      parts.push(box);
    }
    if (last && l.exercise) {
      parts.push(this.exerciseBox(t));
      open = Boolean(this.exercise) && isOpen(this.exercise.record);
    }
    // Until the learner commits, the summary and the play view's hint keep the answer to themselves.
    if (open) this.host.dataset.quiz = 'open';
    else delete this.host.dataset.quiz;
    if (l.rule) parts.push(this.ruleCheck(t));
    parts.push(this.navigation(t, total, last));
    if (last) {
      markDone(l.id);
      if (l.problems?.length) parts.push(this.problems(t));
      const after = el('p', 'lesson-after');
      if (where.next) {
        const a = el('a', 'lesson-next-lesson', where.next.title[lang]);
        a.href = lessonHref(where.next.id, lang);
        after.append(t('courseNext'), a);
      } else after.textContent = t('courseLast');
      parts.push(after);
    }
    const all = el('a', 'lesson-all', t('lessonAll'));
    all.href = `?lang=${lang}#gallery`;
    parts.push(all);
    this.root.replaceChildren(...parts);
  }

  requires(where, t, lang) {
    const p = el('p', 'lesson-requires', t('courseRequires'));
    this.lesson.requires.forEach((id, i) => {
      const need = where.byId.get(id);
      if (!need) return;
      if (i > 0) p.append(lang === 'zh' ? '、' : ', ');
      const a = el('a', '', need.title[lang]);
      a.href = lessonHref(id, lang);
      a.dataset.done = String(lessonProgress(id).done);
      p.append(a);
    });
    return p;
  }

  /** The board a question asks about, drawn from the position the core judges (null when it is not a board): the
   * figure when it is drawn, a placeholder filled when the core's trace arrives. */
  picture(position) {
    if (!this.pictures.has(position)) {
      this.pictures.set(position, undefined);
      describePosition(position)
        .then((d) => (d.walk ? walkSvg(position, colours(this.host)) : null))
        .then((svg) => {
          this.pictures.set(position, svg);
          for (const fig of this.root.querySelectorAll('.quiz-picture')) {
            if (fig.dataset.position === position) fig.replaceWith(this.picture(position) ?? '');
          }
        })
        .catch(this.actions.fail);
    }
    const svg = this.pictures.get(position);
    if (svg === null) return null;
    const fig = el('figure', 'quiz-picture');
    fig.dataset.position = position;
    if (svg) fig.innerHTML = svg;
    return fig;
  }

  ruleCheck(t) {
    const check = el('p', 'rule-check');
    check.dataset.rule = this.lesson.rule;
    if (!this.check) check.textContent = t('ruleChecking');
    else if (this.check.error) check.textContent = this.check.error;
    else {
      check.textContent = t(`check.${this.check.rule}`, this.check.params ?? {}) + ' ' + t('ruleCheck', this.check);
      check.dataset.agree = String(this.check.agree);
      check.dataset.total = String(this.check.total);
    }
    return check;
  }

  exerciseBox(t) {
    const x = this.lesson.exercise;
    const box = el('section', 'lesson-exercise');
    box.append(el('h3', 'exercise-head', t('exerciseHead')));
    const ex = this.exercise;
    if (ex?.position) {
      const q = { kind: x.ask, prompt: t(`exercise_${x.ask}`, { position: positionWords(ex.words, t) }) };
      const inner = el('div');
      renderQuestion(inner, q, ex.record, {
        t,
        draft: ex.draft,
        onAnswer: (answer) => this.judge(x.ask, ex.position, answer, (r) => this.keepExercise(ex, r)),
      });
      inner.dataset.position = ex.position;
      box.append(inner);
    } else box.append(el('p', 'exercise-intro', t('exerciseIntro')));
    const again = el('button', 'exercise-new', t(ex ? 'exerciseAnother' : 'exerciseStart'));
    again.type = 'button';
    again.disabled = Boolean(ex?.pending);
    again.addEventListener('click', () => this.newExercise());
    box.append(again, el('p', 'exercise-solved', t('exerciseSolved', { count: lessonProgress(this.lesson.id).solved })));
    return box;
  }

  problems(t) {
    const p = el('p', 'lesson-problems', t('problemsHead'));
    this.lesson.problems.forEach((pr, i) => {
      if (i > 0) p.append(' · ');
      const a = el('a', '', pr.name);
      a.href = pr.url;
      a.rel = 'noopener';
      p.append(a);
    });
    return p;
  }
}
