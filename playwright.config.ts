import { defineConfig, devices } from '@playwright/test';
import { scaled } from './__tests__/e2e/timing';
import { TEST_BUILDS } from './__tests__/builds';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import {
  CONFIGURED_ORIGIN,
  CONFIGURED_PORT,
  DEMO_GATEWAY_ORIGIN,
  DEMO_GATEWAY_PORT,
  DEMO_ORIGIN,
  DEMO_PORT,
  LIVE_ORIGIN,
  LIVE_PORT,
  NGINX_ORIGIN,
  NGINX_PORT,
} from './__tests__/e2e-live/origins';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real builds,
 * served by scripts/serve.ts with the production headers:
 * - 'phone' and 'desktop' (__tests__/e2e): the demo build, the Mirage mock API inside the page;
 * - 'live' (__tests__/e2e-live): the live bundle (`npm run build`, what ships), whose provider
 *   API calls (`/api/v1/` on its own origin) a stub provider in the tests answers by routing.
 */
const BUILD = 'node --import=tsx scripts/build-for-tests.ts';
const SERVE = 'node --import=tsx scripts/serve.ts';

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: `test-results/e2e-${DEMO_PORT}`,
  // One file per snapshot, checked in, shared by every project and platform: the screen
  // reader's view (screen-reader.spec.ts) must be the same on a phone and on a desktop.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFilePath}/{arg}{ext}',
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: DEMO_ORIGIN,
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(30_000),
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // A trace records every step of every test: a fifth of the browser tests' CPU. E2E_TRACE=1
    // keeps one for each test that fails, to open with `npx playwright show-trace`.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // A mid-range phone and a desktop, against the demo build; and the live bundle on a desktop.
  // The phone runs every demo test; the desktop only those whose subject is the layout, with
  // @layout in their title or their describe's (docs/testing.md): the rest do the same on either
  // screen.
  // The demo tests run without the demo build's service worker: at a test's first page it
  // precaches every file (a fifth of their CPU). A demo test about it asks for it with
  // `test.use({ serviceWorkers: 'allow' })`; the live and nginx projects keep it, as it ships.
  projects: [
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 360, height: 740 },
        serviceWorkers: 'block',
      },
    },
    {
      name: 'desktop',
      grep: /@layout/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        serviceWorkers: 'block',
      },
    },
    {
      name: 'live',
      testDir: '__tests__/e2e-live',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: LIVE_ORIGIN,
        // The live bundle registers its Workbox service worker, as in production, and it stays
        // allowed: its fetch handler answers only the precached /static/ files and lets every
        // other request (the /api/v1/ calls, the popup's pages) go to the network, where the
        // tests' context.route() sees it. 'block' is not needed, and would test less than
        // ships; __tests__/e2e-live/service-worker.spec.ts holds this (calls made under an
        // active worker reach the stub provider, none answered by the worker).
        serviceWorkers: 'allow',
      },
    },
    // The same live build under nginx with deploy/nginx.conf (scripts/serve-nginx.ts): the live
    // tests with @nginx in their title: the pages through its headers and routes (/login and
    // home, /payment reloaded, the popup's pages, the service worker), as under `npm run serve`.
    // The provider's answers come from the tests' stub in the browser, never through nginx, so
    // the tests of those answers run once. __tests__/build/nginx.test.ts compares the two servers.
    {
      name: 'nginx',
      testDir: '__tests__/e2e-live',
      grep: /@nginx/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: NGINX_ORIGIN,
        serviceWorkers: 'allow',
      },
    },
  ],
  // One build folder per port, so that two runs on one machine do not overwrite each other. A
  // build is reused when its sources have not changed, and made once when npm test has it
  // under way already (scripts/build-for-tests.ts).
  webServer: [
    {
      command: `${BUILD} demo && ${SERVE}`,
      env: {
        DIST_DIR: TEST_BUILDS.demo.dir,
        PORT: String(DEMO_PORT),
        GATEWAY_PORT: String(DEMO_GATEWAY_PORT),
        DEMO_GATEWAY_ORIGIN,
        DEMO_APP_ORIGIN: DEMO_ORIGIN,
      },
      url: `${DEMO_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // What ships: `npm run build` (API_MODE=live). No API_URL: the bundle calls /api/v1/ on
      // its own origin, which the live tests answer by routing.
      command: `${BUILD} live && ${SERVE}`,
      env: { DIST_DIR: TEST_BUILDS.live.dir, PORT: String(LIVE_PORT), GATEWAY_PORT: '' },
      url: `${LIVE_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the server above, which built the folder it serves.
      command: 'node --import=tsx scripts/serve-nginx.ts',
      env: { DIST_DIR: TEST_BUILDS.live.dir, PORT: String(NGINX_PORT), API_PROXY: '' },
      url: `${NGINX_ORIGIN}/login`,
      timeout: scaled(30_000),
    },
    {
      // The live bundle as configured for a deployment: the field-metrics tests
      // (__tests__/e2e-live/field-metrics.spec.ts), whose gtag.js a stub serves.
      command: `${BUILD} configured && ${SERVE}`,
      env: {
        DIST_DIR: TEST_BUILDS.configured.dir,
        PORT: String(CONFIGURED_PORT),
        GATEWAY_PORT: '',
      },
      url: `${CONFIGURED_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
