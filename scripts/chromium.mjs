// How the browser tests and the benchmarks start Debian's Chromium (playwright's launch options): headless, with
// nothing that reaches out (this machine's network is closed) and nothing that works beside the page. Chromium's
// headless mode is the whole browser: without the last flag, every new page also builds the address bar's popup
// (some 150 chrome:// modules in a renderer of its own), which no headless page ever shows. On a 2-core machine that
// took the page's CPU while it loaded: the page's first render measured 316 ms with it and 183 ms without
// (docs/benchmarks.md).
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync',
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup'],
};
