// Debian's Chromium as the browser tests and the bench launch it (never a downloaded browser):
// one list of flags, so that a test and a Lighthouse run see the same browser.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

// The browser tests run Debian's headless shell (package chromium-headless-shell), the same
// Chromium without the browser's window: Playwright's own default, at half the CPU. The bench,
// Lighthouse and the tests of the full browser's own fetches (favicon, manifest) use CHROMIUM_PATH.
export const HEADLESS_SHELL_PATH =
  process.env.HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
