// A static server for tests that need a second origin or a built site: files under `root`, a folder's index.html
// (or PATH.html) for a folder's address, the types a browser checks, and `headers` on every answer.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm',
  '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon',
};

/** Starts serving `root` on a free port of 127.0.0.1: → { origin, close() }. */
export async function serve(root, headers = {}) {
  const server = createServer(async (req, res) => {
    let path = join(root, normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)));
    try {
      if ((await stat(path).catch(() => null))?.isDirectory()) path = join(path, 'index.html');
      else if (!(await stat(path).catch(() => null)) && (await stat(`${path}.html`).catch(() => null))) path = `${path}.html`;
      const body = await readFile(path);
      res.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', ...headers });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}
