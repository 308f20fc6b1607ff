// The course's list of lessons under the explorer (on the full page without a lesson): its parts in order, each
// lesson a card with the learner's progress, and a way to reset it.

import { translator } from './i18n/i18n.js';
import { lessonProgress, resetProgress } from './progress.js';
import { el, lessonHref } from './lesson.js';

/** The course: its parts in order, each lesson numbered with the learner's progress, and a way to reset it. */
export function renderGallery(root, course, lang) {
  const t = translator(lang);
  // What "the notes" are, said once where the course first cites them; then the course's contents: each part a
  // jump to its lessons below, each lesson a link to it.
  const parts = [el('h2', 'gallery-head', t('lessonsHead')), el('p', 'course-notes', t('courseNotes'))];
  const contents = el('nav', 'course-contents');
  contents.setAttribute('aria-label', t('courseContents'));
  const toc = el('ol', 'course-toc');
  course.forEach((part, p) => {
    const item = el('li');
    const jump = el('a', 'toc-part', t('coursePart', { n: p + 1, title: part.title[lang] }));
    jump.href = `#course-part-${p + 1}`;
    const lessons = el('ol', 'toc-lessons');
    part.lessons.forEach((l, i) => {
      const a = el('a', 'toc-lesson', `${p + 1}.${i + 1} ${l.title[lang]}`);
      a.href = lessonHref(l.id, lang);
      const li = el('li');
      li.append(a);
      lessons.append(li);
    });
    item.append(jump, lessons);
    toc.append(item);
  });
  contents.append(el('h3', 'toc-head', t('courseContents')), toc);
  parts.push(contents);
  course.forEach((part, p) => {
    const head = el('h3', 'gallery-part', t('coursePart', { n: p + 1, title: part.title[lang] }));
    head.id = `course-part-${p + 1}`;
    parts.push(head);
    const list = el('ul', 'gallery-list');
    part.lessons.forEach((l, i) => {
      const li = el('li');
      const a = el('a', 'lesson-card');
      a.href = lessonHref(l.id, lang);
      a.dataset.lesson = l.id;
      const progress = lessonProgress(l.id);
      a.dataset.done = String(progress.done);
      const status = el('span', 'lesson-card-progress');
      if (progress.done) status.append(el('span', 'lesson-card-done', `✓ ${t('progressDone')}`));
      if (progress.solved) status.append(el('span', 'lesson-card-solved', t('progressSolved', { count: progress.solved })));
      a.append(el('span', 'lesson-card-title', `${p + 1}.${i + 1} ${l.title[lang]}`),
        el('span', 'lesson-card-summary', l.summary[lang]));
      if (l.note) a.append(el('span', 'lesson-card-note', l.note.title[lang]));
      a.append(status);
      li.append(a);
      list.append(li);
    });
    parts.push(list);
  });
  const reset = el('button', 'progress-reset', t('progressReset'));
  reset.type = 'button';
  reset.addEventListener('click', () => {
    resetProgress();
    renderGallery(root, course, lang);
    root.querySelector('.progress-note').textContent = t('progressResetDone');
  });
  const note = el('span', 'progress-note');
  note.setAttribute('role', 'status');
  parts.push(el('p', 'gallery-foot'));
  parts[parts.length - 1].append(reset, ' ', note);
  root.replaceChildren(...parts);
}
