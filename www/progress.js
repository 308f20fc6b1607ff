// The learner's progress through the course, kept in this browser (localStorage): the lessons finished and the
// exercises solved in each. Storage may be refused (a private window, a sandboxed embed): progress is then kept for
// this page only, and nothing fails.

const KEY = 'grundy-progress';
let memory = { lessons: {} };

function read() {
  try {
    const raw = localStorage.getItem(KEY);
    const data = raw ? JSON.parse(raw) : null;
    if (data && typeof data.lessons === 'object' && data.lessons) memory = data;
  } catch { /* storage refused or damaged: keep what this page knows */ }
  return memory;
}

function write(data) {
  memory = data;
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch { /* refused: kept in memory */ }
}

/** `{ done, solved }` of lesson `id`. */
export function lessonProgress(id) {
  const p = read().lessons[id];
  return { done: Boolean(p?.done), solved: Number.isInteger(p?.solved) && p.solved > 0 ? p.solved : 0 };
}

function update(id, change) {
  const data = read();
  data.lessons[id] = { ...lessonProgress(id), ...change(lessonProgress(id)) };
  write(data);
}

/** The learner reached the end of lesson `id`. */
export const markDone = (id) => update(id, () => ({ done: true }));

/** The learner solved one more exercise of lesson `id`. */
export const addSolved = (id) => update(id, (p) => ({ solved: p.solved + 1 }));

/** Forgets all progress. */
export function resetProgress() {
  write({ lessons: {} });
}
