// The full page (index.html): one explorer, the page's language and theme controls, and the URL. The page is the only
// host that writes the address bar: the explorer tells it what is shown ('grundy:state'), and a reload or a shared
// link restores the same view.

import { Explorer } from './explorer/explorer.js';
import { stateFromSearch, stateToSearch, ignoredValues } from './explorer/state.js';
import { translator, translate, pickLang, loadLang, loadViewWords } from './i18n/i18n.js';
import * as examples from './explorer/examples.js';
import * as rules from './explorer/rules-editor.js';

const state = stateFromSearch(location.search);
const root = document.querySelector('[data-explorer]');
// The words of the language the page speaks (the other language's load when the menu picks it): those of the
// explorer's first view (i18n.js loadLang) before it is built, and the others (the page's title, the lessons'
// heading, the menus and the other views: loadViewWords) once it is (applyPage), so that in a busy moment the last
// file to come does not hold the explorer; a lesson's scene uses both. Both files are asked for from <head>
// (page-words.js). Its explorer is built before the browser restores a reload's scroll position.
const pageLang = pickLang(state.lang, navigator.language);
const words = state.lesson ? loadViewWords(pageLang) : loadLang(pageLang);
// A lesson (index.html?lesson=ID&scene=k) shows its scene; the lessons and their panel's code load only when asked
// for.
const [course, lessonCode] = state.lesson
  ? await Promise.all([import('./lessons/index.js').then((m) => m.COURSE), import('./lesson.js')]) : [null, null];
await words;
const lessons = course?.flatMap((part) => part.lessons) ?? null;
const lesson = lessons?.find((l) => l.id === state.lesson) ?? null;
// An unknown id (a typo, an old link) is said, and the gallery offers the lessons there are.
const missing = state.lesson && !lesson ? state.lesson : null;
if (lesson) Object.assign(state, lessonCode.sceneState(lesson, state.scene));
else state.lesson = null;
let playing = false;
let urlTimer = null;

/** Replaces the URL's query, keeping its hash: a reload at #gallery loads the gallery and goes there, where restoring
 * the scroll alone could land above it while the page is still short (it loads when it comes near the screen). */
function replaceSearch(search) {
  if (search !== location.search) history.replaceState(null, '', `${search}${location.hash}`);
}

/** Writes the URL in a task after the one that drew the change (replaceState costs several ms in Chromium: the
 * frame and the announcer's words come first), and while playing at most twice a second. */
function saveUrl(next) {
  clearTimeout(urlTimer);
  urlTimer = setTimeout(() => replaceSearch(`?${stateToSearch(next)}`), playing ? 500 : 0);
}

let explorer = null;
// The modules' evaluation is a task of its own: building and laying out the explorer's frame come in the next.
await new Promise((resolve) => setTimeout(resolve, 0));
const query = new URLSearchParams(location.search);
explorer = await Explorer.create(root, {
  state,
  controlsCode: { examples, rules }, // the page always shows them: drawn with the explorer
  foldBoxes: !lesson, // on a phone the first screen is the view and its player (a lesson's scenes type in the boxes)
  ignored: ignoredValues((key) => query.get(key)),
  onState: (next) => {
    playing = explorer?.actions.now().playing ?? false;
    saveUrl({ ...next, lesson: lesson?.id ?? null, scene: panel?.scene ?? 0 });
    applyPage(next);
  },
});

let panel = null;
if (lesson) {
  document.body.classList.add('in-lesson');
  const aside = document.querySelector('[data-role=lesson]');
  aside.hidden = false;
  panel = new lessonCode.LessonPanel(aside, { host: root, actions: explorer.actions }, lesson, state.scene, course);
  panel.render();
}

/** The gallery of lessons under the explorer (on the page without a lesson). Its lessons (some 40 KB) and its code
 * load only when it comes near the screen or is asked for (the Lessons link, #gallery), not with every page. */
const gallery = document.querySelector('[data-role=gallery]');
let galleryLessons = null;
let renderGallery = null; // gallery.js's, with the lessons
async function showGallery(lang) {
  if (lesson) return;
  gallery.hidden = false;
  if (!galleryLessons) {
    gallery.replaceChildren(Object.assign(document.createElement('h2'), { className: 'gallery-head', textContent: translator(lang)('lessonsHead') }));
    return;
  }
  renderGallery(gallery, galleryLessons, lang);
}
async function loadGallery() {
  if (galleryLessons || lesson) return;
  const [{ COURSE }, code] = await Promise.all([import('./lessons/index.js'), import('./gallery.js'), loadViewWords(pageLang)]);
  renderGallery = code.renderGallery;
  galleryLessons = COURSE;
  await showGallery(shownLang);
  if (location.hash === '#gallery') gallery.scrollIntoView();
}
if (!lesson) {
  const near = new IntersectionObserver((entries) => {
    if (entries.some((e) => e.isIntersecting)) {
      near.disconnect();
      loadGallery().catch((e) => explorer.showFailure(e));
    }
  }, { rootMargin: '300px' });
  near.observe(gallery);
  document.querySelector('#lessons-link').addEventListener('click', () => loadGallery().catch((e) => explorer.showFailure(e)));
  if (missing || location.hash === '#gallery') loadGallery().catch((e) => explorer.showFailure(e));
}

/** The aside says that the lesson asked for does not exist. */
function showMissing(t) {
  const aside = document.querySelector('[data-role=lesson]');
  aside.hidden = false;
  const p = document.createElement('p');
  p.className = 'lesson-missing';
  p.textContent = t('lessonMissing', { id: missing });
  const a = document.createElement('a');
  a.href = '#gallery';
  a.textContent = t('lessonAll');
  aside.replaceChildren(p, a);
}

/** The page around the explorer follows its language and theme. */
function applyPage(s) {
  const lang = pickLang(s.lang, navigator.language);
  // Called on every step: touch the document only when the language or theme changed, since rewriting its lang
  // and data-theme (even to the same values) makes the browser restyle every element, 50 ms on a large graph.
  const theme = root.dataset.theme;
  if (lang === shownLang && theme === shownTheme) return;
  shownTheme = theme;
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  const t = translator(lang);
  translate(document.querySelector('header.top'), t);
  document.querySelector('#lang').value = lang;
  // In a lesson the gallery is on the page without one.
  document.querySelector('#lessons-link').href = lesson ? `?lang=${lang}#gallery` : '#gallery';
  document.documentElement.dataset.theme = theme;
  document.querySelector('#theme').setAttribute('aria-pressed', String(theme === 'dark'));
  if (lang !== shownLang) {
    shownLang = lang;
    panel?.render();
    // The title, a missing lesson's words and the lessons' heading are in the language's second file of words.
    loadViewWords(lang).then(() => {
      if (lang !== shownLang) return; // another language was picked meanwhile
      document.title = t('title');
      if (missing) showMissing(t);
      return showGallery(lang);
    }).catch((e) => explorer.showFailure(e));
  }
}
let shownLang = null;
let shownTheme = null;

document.querySelector('#lang').addEventListener('change', (e) => {
  explorer.actions.set({ lang: e.target.value }); // a failure shows as any other
});
document.querySelector('#theme').addEventListener('click', () => {
  explorer.actions.set({ theme: root.dataset.theme === 'dark' ? 'light' : 'dark' });
});
// On the full page the explorer is the page: keys that reach the body (nothing focused) are its keys too.
document.addEventListener('keydown', (e) => {
  // Keys on the page, or on a lesson's text (where Next puts the focus), step the explorer.
  const onText = e.target instanceof Element && e.target.closest('.lesson-body');
  if (e.target === document.body || e.target === document.documentElement || onText) explorer.controls.key(e);
});
addEventListener('pagehide', () => {
  replaceSearch(`?${stateToSearch({ ...explorer.actions.now().state, lesson: lesson?.id ?? null, scene: panel?.scene ?? 0 })}`);
});

applyPage(state);
explorer.start().catch((e) => explorer.showFailure(e));
