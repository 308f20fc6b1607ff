// The root of what we serve (the repository, or the package a host installed): the one place a path to a file we
// serve is made from, so that it is right both from our modules and from the bundle built of them (www/dist/, the
// same depth as this file).
export const ROOT = new URL('../../', import.meta.url);

/** The URL of `path` under the root. */
export const served = (path) => new URL(path, ROOT);
