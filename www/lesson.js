// A lesson on the full page (index.html?lesson=ID&scene=k): its text beside the live explorer, back and next between
// scenes, the note it comes from (by the note's title), and the rule it states checked against the search in the
// worker ("rule vs search: k of k agree"). A lesson is data (www/lessons/); its last scene plays its game. Also the
// gallery of lessons for the page without one.

import { compute } from './core/compute.js';
import { translator } from './i18n/i18n.js';
import { DEFAULTS } from './explorer/state.js';

/** Where the notes were published, when they say so (000 and 004 name their addresses). */
const NOTE_SOURCES = {
  '000_df8c6dd7891d57e4.txt': 'https://www.cnblogs.com/greenpepper/p/11235232.html',
  '004_2910fb08fe7c967f.txt': 'https://www.cnblogs.com/wolf940509/p/6617119.html',
};

/** How many scenes a lesson has, its closing play scene included. */
export const sceneCount = (lesson) => lesson.scenes.length + 1;

/** The explorer state of scene `k` (the last one plays the lesson's game). Keys a scene leaves out take defaults. */
export function sceneState(lesson, k) {
  const last = sceneCount(lesson) - 1;
  const i = Math.min(Math.max(0, k), last);
  const s = i === last
    ? { game: lesson.play.game, position: lesson.play.position, view: 'play', step: null }
    : lesson.scenes[i].state;
  const step = s.step === 'end' ? 2 ** 31 - 1 : s.step ?? null;
  return {
    game: s.game, position: s.position ?? null, n: s.n ?? DEFAULTS.n, view: s.view ?? 'graph', step,
    state: s.state === undefined || s.state === null ? null : String(s.state), grid: Boolean(s.grid),
    cards: s.cards ?? null, scene: i,
  };
}

function el(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** The lesson panel: renders scene `scene` and moves the explorer there. */
export class LessonPanel {
  constructor(root, explorer, lesson, scene) {
    this.root = root;
    this.explorer = explorer;
    this.lesson = lesson;
    this.scene = Math.min(scene, sceneCount(lesson) - 1);
    this.check = null;
    root.dataset.lesson = lesson.id;
    if (lesson.rule) {
      compute('checkRule', [lesson.rule], { where: 'worker' })
        .then((c) => { this.check = c; this.render(); })
        .catch((e) => { this.check = { error: e.message }; this.render(); });
    }
  }

  /** Goes to scene `k` (the explorer follows). */
  go(k) {
    this.scene = Math.min(Math.max(0, k), sceneCount(this.lesson) - 1);
    this.render();
    this.explorer.set(sceneState(this.lesson, this.scene)).catch((e) => this.explorer.showFailure(e));
    this.root.querySelector('.lesson-body')?.focus();
  }

  render() {
    const lang = this.explorer.lang;
    const t = translator(lang);
    const l = this.lesson;
    const total = sceneCount(l);
    const last = this.scene === total - 1;
    const text = last ? t('lessonPlayText') : l.scenes[this.scene].text[lang];
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
    const body = el('div', 'lesson-body');
    body.tabIndex = -1;
    for (const para of text.split(/\n\n+/)) body.append(el('p', '', para));
    const check = el('p', 'rule-check');
    if (l.rule) {
      check.dataset.rule = l.rule;
      if (!this.check) check.textContent = t('ruleChecking');
      else if (this.check.error) check.textContent = this.check.error;
      else {
        check.textContent = t('ruleCheck', this.check);
        check.dataset.agree = String(this.check.agree);
        check.dataset.total = String(this.check.total);
      }
    }
    const nav = el('nav', 'lesson-nav');
    const back = el('button', 'lesson-back', t('lessonBack'));
    back.type = 'button';
    back.disabled = this.scene === 0;
    back.addEventListener('click', () => this.go(this.scene - 1));
    const next = el('button', 'lesson-next', this.scene === total - 2 ? t('lessonPlay') : t('lessonNext'));
    next.type = 'button';
    next.disabled = last;
    next.addEventListener('click', () => this.go(this.scene + 1));
    const count = el('span', 'lesson-count', t('lessonScene', { scene: this.scene + 1, total }));
    nav.append(back, count, next);
    const all = el('a', 'lesson-all', t('lessonAll'));
    all.href = `?lang=${lang}#gallery`;
    this.root.replaceChildren(el('h2', 'lesson-title', l.title[lang]), source, body, check, nav, all);
  }
}

/** The gallery: one link per lesson (an element with data-lesson="ID"), with its note. */
export function renderGallery(root, lessons, lang) {
  const t = translator(lang);
  const list = el('ul', 'gallery-list');
  for (const l of lessons) {
    const li = el('li');
    const a = el('a', 'lesson-card');
    a.href = `?lesson=${encodeURIComponent(l.id)}&lang=${lang}`;
    a.dataset.lesson = l.id;
    a.append(el('span', 'lesson-card-title', l.title[lang]), el('span', 'lesson-card-summary', l.summary[lang]),
      el('span', 'lesson-card-note', l.note.title[lang]));
    li.append(a);
    list.append(li);
  }
  root.replaceChildren(el('h2', 'gallery-head', t('lessonsHead')), list);
}
