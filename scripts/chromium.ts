// Debian's Chromium as the browser tests and the bench launch it (never a downloaded browser):
// one list of flags, so that a test and a Lighthouse run see the same browser.
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
