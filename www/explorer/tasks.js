// Waiting for the browser: the explorer and its bridge yield to it between pieces of work.

/**
 * Resolves after the browser's next frame, whose task lays out what was just inserted, so that the next read of a
 * size costs nothing instead of laying the page out inside the task that reads it. A hidden page draws no frames:
 * a timer then.
 */
export const afterFrame = () => new Promise((resolve) => {
  const timer = setTimeout(resolve, 100);
  requestAnimationFrame(() => setTimeout(() => { clearTimeout(timer); resolve(); }, 0));
});

/** Resolves in a task of its own, after the ones already queued. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
