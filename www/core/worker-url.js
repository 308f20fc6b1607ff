// A module worker's script URL. A worker must come from the page's origin; when our code is served from another (a
// blog loading <grundy-explorer> from a CDN), the worker is a same-origin blob module that imports ours, which the
// other origin must allow with CORS (docs/explorer.md, "Embedding from another origin").

/** The URL to start a module worker of `url` (a URL of one of our scripts) with. */
export function workerUrl(url) {
  if (url.origin === self.location.origin) return url;
  const trampoline = new Blob([`import ${JSON.stringify(url.href)};`], { type: 'text/javascript' });
  return URL.createObjectURL(trampoline);
}
