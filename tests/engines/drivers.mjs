// The two engines Playwright's Chromium does not cover, each driven by the driver Debian ships with it:
//   webkit()   WebKitGTK's MiniBrowser through WebKitWebDriver (WebDriver classic over HTTP), in Xvfb: this
//              MiniBrowser has no headless mode. Every iPhone browser is WebKit.
//   firefox()  Firefox ESR headless through its own WebDriver BiDi endpoint (a WebSocket; Debian has no geckodriver).
// Both return the same small interface: size(w, h) sets the page's viewport in CSS pixels, open(url) loads a page
// and waits for its load event, run(body) runs a function body in the page and returns its (JSON) value,
// screenshot() a PNG as a Buffer, logged() the errors the engine itself reported (Firefox only), close().
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

const MISSING = 'is not installed: scripts/setup.sh test installs it (apt-get install webkit2gtk-driver firefox-esr xvfb)';

function need(path) {
  if (!existsSync(path)) throw new Error(`${path} ${MISSING}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A browser's last child process can still be writing its cache as it goes: try again, then leave it to /tmp. */
function remove(dir) {
  try { rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }); } catch { /* left behind */ }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Ends a process we started (and waits, so its files can go). */
function end(child) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/* ---------- WebKit: WebDriver classic ---------- */

export async function webkit() {
  for (const path of ['/usr/bin/WebKitWebDriver', '/usr/bin/Xvfb']) need(path);
  // Xvfb picks a free display itself and writes its number on fd 3.
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe'] });
  const display = await new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdio[3].on('data', (chunk) => { text += chunk; if (text.includes('\n')) resolve(`:${text.trim()}`); });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  // MiniBrowser's toolbar keeps its window at least 447 px wide; a stylesheet with no padding and tiny text for its
  // GTK widgets (not the page's, which WebKit draws itself) lets it narrow to a phone's 390.
  const home = mkdtempSync(join(tmpdir(), 'grundy-webkit-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0', 'gtk.css'),
    '* { padding: 0; margin: 0; min-width: 0; min-height: 0; font-size: 1px; border-width: 0; }\n');
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    stdio: 'ignore', env: { ...process.env, DISPLAY: display, XDG_CONFIG_HOME: home, XDG_CACHE_HOME: home, XDG_DATA_HOME: home },
  });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body),
    });
    const { value } = await res.json();
    if (!res.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${value?.error}: ${value?.message}`);
    return value;
  };
  const closeAll = async () => { await end(driver); await end(xvfb); remove(home); };
  let session;
  try {
    for (let tries = 0; ; tries++) {
      try { if ((await call('GET', '/status')).ready) break; } catch (e) { if (tries > 100) throw e; }
      if (tries > 100) throw new Error('WebKitWebDriver is not ready after 10 s');
      await sleep(100);
    }
    ({ sessionId: session } = await call('POST', '/session', { capabilities: {} }));
  } catch (e) {
    await closeAll();
    throw e;
  }
  const s = `/session/${session}`;
  const run = (body) => call('POST', `${s}/execute/sync`, { script: body, args: [] });
  return {
    name: 'webkit',
    async size(width, height) {
      // The window holds a toolbar above the page, and GTK can apply a new size after the call returns (a read
      // right after it may still see the old one): measure the toolbar on the settled window, ask once for the
      // window that holds it and the page, then wait for the page to see its size.
      const inner = () => run('return [innerWidth, innerHeight]');
      const [outer, [w, h]] = [await call('GET', `${s}/window/rect`), await inner()];
      await call('POST', `${s}/window/rect`, { width: width + outer.width - w, height: height + outer.height - h });
      let got;
      for (let tries = 0; tries < 100; tries++, await sleep(50)) {
        got = await inner();
        if (got[0] === width && got[1] === height) return;
      }
      throw new Error(`WebKit's page is ${got.join(' × ')} in a window set for ${width} × ${height}`);
    },
    open: (url) => call('POST', `${s}/url`, { url }),
    run,
    screenshot: async () => Buffer.from(await call('GET', `${s}/screenshot`), 'base64'),
    logged: () => [],
    async close() {
      await call('DELETE', s).catch(() => {});
      await closeAll();
    },
  };
}

/* ---------- Firefox: WebDriver BiDi ---------- */

export async function firefox() {
  need('/usr/bin/firefox');
  const profile = mkdtempSync(join(tmpdir(), 'grundy-firefox-'));
  // The remote agent sets the prefs automation needs (remote.prefs.recommended); these keep a closed network quiet.
  writeFileSync(join(profile, 'user.js'), [
    'user_pref("browser.shell.checkDefaultBrowser", false);',
    'user_pref("app.update.disabledForTesting", true);',
    'user_pref("datareporting.policy.dataSubmissionEnabled", false);',
    'user_pref("toolkit.telemetry.reportingpolicy.firstRun", false);',
    'user_pref("network.captive-portal-service.enabled", false);',
    'user_pref("network.connectivity-service.enabled", false);',
    'user_pref("browser.safebrowsing.update.enabled", false);',
    // Scrollbars over the page, as on a phone (and in WebKitGTK), not beside it: the page gets the window's width.
    'user_pref("ui.useOverlayScrollbars", 1);',
    '',
  ].join('\n'));
  const child = spawn('firefox', ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, MOZ_CRASHREPORTER_DISABLE: '1' } });
  const closeAll = async () => { await end(child); remove(profile); };
  let socket;
  try {
    const url = await new Promise((resolve, reject) => {
      let text = '';
      child.stderr.on('data', (chunk) => {
        text += chunk;
        const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(text);
        if (m) resolve(m[1]);
      });
      child.once('exit', (code) => reject(new Error(`firefox exited with ${code}: ${text.slice(-500)}`)));
    });
    socket = new WebSocket(`${url}/session`);
    await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
  } catch (e) {
    await closeAll();
    throw e;
  }
  let next = 1;
  const pending = new Map();
  const logged = [];
  // The realms (documents, workers) of the pages already left. Firefox reports a fetch that leaving a page cut off,
  // and that the page had not caught, as an uncaught error of that page, after the next page has begun: not the
  // next page's error, nor one a user sees.
  const left = new Set();
  socket.on('message', (data) => {
    const msg = JSON.parse(data);
    if (msg.id && pending.has(msg.id)) {
      const { resolve, reject, method } = pending.get(msg.id);
      pending.delete(msg.id);
      if (msg.type === 'error') reject(new Error(`firefox ${method}: ${msg.error}: ${msg.message}`));
      else resolve(msg.result);
    } else if (msg.method === 'log.entryAdded' && msg.params.level === 'error') {
      const { type, text, source } = msg.params;
      if (!left.has(source.realm)) logged.push(`Firefox's log: ${type === 'javascript' ? 'page error' : 'console error'}: ${text}`);
    }
  });
  const send = (method, params = {}) => new Promise((resolve, reject) => {
    const id = next++;
    pending.set(id, { resolve, reject, method });
    socket.send(JSON.stringify({ id, method, params }));
  });
  await send('session.new', { capabilities: {} });
  const { contexts } = await send('browsingContext.getTree', {});
  const context = contexts[0].context;
  await send('session.subscribe', { events: ['log.entryAdded'] });
  return {
    name: 'firefox',
    size: (width, height) => send('browsingContext.setViewport', { context, viewport: { width, height } }),
    async open(url) {
      for (const { realm } of (await send('script.getRealms', {})).realms) left.add(realm);
      await send('browsingContext.navigate', { context, url, wait: 'complete' });
    },
    async run(body) {
      const { result, exceptionDetails } = await send('script.evaluate', {
        expression: `JSON.stringify((() => { ${body} })())`, target: { context }, awaitPromise: false,
      });
      if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.text}`);
      return result.value === undefined ? undefined : JSON.parse(result.value);
    },
    screenshot: async () => Buffer.from((await send('browsingContext.captureScreenshot', { context })).data, 'base64'),
    logged: () => logged.splice(0),
    async close() {
      await send('browser.close').catch(() => {});
      socket.close();
      await closeAll();
    },
  };
}
