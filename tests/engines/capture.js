// Served into every page of the engine smoke suite (tests/engines/serve.mjs puts it first in <head>), so it runs
// before the page's own scripts: it keeps what a console would show as an error, for the test to read.
(() => {
  const errors = [];
  window.__grundyErrors = errors;
  const say = (x) => (x instanceof Error ? `${x.name}: ${x.message}` : String(x));
  addEventListener('error', (e) => errors.push(`page error: ${e.message} (${e.filename}:${e.lineno})`));
  addEventListener('unhandledrejection', (e) => errors.push(`unhandled rejection: ${say(e.reason)}`));
  const original = console.error;
  console.error = function (...args) {
    errors.push(`console error: ${args.map(say).join(' ')}`);
    return original.apply(this, args);
  };
})();
