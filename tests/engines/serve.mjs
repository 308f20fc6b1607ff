// Serves the repository on a free port of 127.0.0.1 for the engine smoke suite, as `python3 -m http.server` does
// for the Playwright tests, with two additions: every HTML page gets tests/engines/capture.js as its first script
// (a same-origin script, which a page's Content-Security-Policy allows), and every answer of 400 or more is kept.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.rules': 'text/plain',
};
const CAPTURE = '<script src="/tests/engines/capture.js"></script>';

/** → { origin, failed() (the answers of 404 since the last call, e.g. '404 /path'), close() } */
export async function serve(root) {
  const failed = [];
  const server = createServer(async (req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    let file = join(root, normalize(decodeURIComponent(path)));
    try {
      if ((await stat(file)).isDirectory()) file = join(file, 'index.html');
      let body = await readFile(file);
      if (extname(file) === '.html') body = String(body).replace(/<head[^>]*>/i, (head) => head + CAPTURE);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' });
      res.end(body);
    } catch {
      failed.push(`404 ${path}`);
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${server.address().port}`,
    failed: () => failed.splice(0),
    close: () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); }),
  };
}
