// End-to-end tests: the served page in Debian's headless Chromium. Nothing here downloads a browser.
import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../scripts/chromium.mjs';

// E2E_PORT lets several test runs share a machine.
const PORT = Number(process.env.E2E_PORT || 8123);

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.mjs',
  outputDir: '../test-results',
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}/`,
    browserName: 'chromium',
    launchOptions: CHROMIUM, // scripts/chromium.mjs
  },
  webServer: {
    command: `python3 -m http.server ${PORT} --bind 127.0.0.1`,
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/index.html`,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'ignore',
  },
});
