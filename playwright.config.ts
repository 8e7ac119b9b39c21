import { defineConfig, devices } from '@playwright/test';
import { scaled } from './__tests__/e2e/timing';
import { BUILD_VARIABLES } from './scripts/build-variables';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium';
import {
  ANALYTICS_ID,
  ANALYTICS_ORIGIN,
  ANALYTICS_PORT,
  LIVE_GATEWAY_ORIGIN,
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
const PORT = Number(process.env.E2E_PORT) || 4173;
// The demo gateway on another origin, as the real LINK and BIND forms are.
const GATEWAY_PORT = PORT + 1;
export const GATEWAY_ORIGIN = `http://127.0.0.1:${GATEWAY_PORT}`;
const APP_ORIGIN = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: `test-results/e2e-${PORT}`,
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
    baseURL: APP_ORIGIN,
    actionTimeout: scaled(15_000),
    navigationTimeout: scaled(30_000),
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // A mid-range phone and a desktop, against the demo build; and the live bundle on a desktop.
  // The phone runs every demo test; the desktop only those whose subject is the layout, with
  // @layout in their title or their describe's (docs/testing.md): the rest do the same on either
  // screen.
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 } } },
    {
      name: 'desktop',
      grep: /@layout/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
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
    // tests that go through its headers and routes (the pages, the popup's pages, the service
    // worker), as under `npm run serve`. __tests__/build/nginx.test.ts compares the two servers.
    {
      name: 'nginx',
      testDir: '__tests__/e2e-live',
      testMatch: [
        'sign-in.spec.ts',
        'home.spec.ts',
        'payment-ends.spec.ts',
        'service-worker.spec.ts',
      ],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: NGINX_ORIGIN,
        serviceWorkers: 'allow',
      },
    },
  ],
  // One build folder per port, so that two runs on one machine do not overwrite each other. A
  // build is reused when its sources have not changed (scripts/build-once.ts; E2E_REBUILD=1
  // builds anyway).
  webServer: [
    {
      command: `node --import=tsx scripts/build-once.ts demo .build/demo-${PORT} && node --import=tsx scripts/serve.ts`,
      env: {
        DIST_DIR: `.build/demo-${PORT}`,
        PORT: String(PORT),
        GATEWAY_PORT: String(GATEWAY_PORT),
        DEMO_GATEWAY_ORIGIN: GATEWAY_ORIGIN,
        DEMO_APP_ORIGIN: APP_ORIGIN,
      },
      url: `${APP_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // What ships: `npm run build` (API_MODE=live). No API_URL: the bundle calls /api/v1/ on
      // its own origin, which the live tests answer by routing. Every variable the build
      // reads is set here (empty unless named), so that a developer's environment or .env
      // cannot change the bundle under test (the build reads .env only for what the
      // environment leaves unset).
      command: `node --import=tsx scripts/build-once.ts live .build/live-${LIVE_PORT} && node --import=tsx scripts/serve.ts`,
      env: {
        ...Object.fromEntries(BUILD_VARIABLES.map((name) => [name, ''])),
        PAYMENT_GATEWAY_ORIGINS: LIVE_GATEWAY_ORIGIN,
        DIST_DIR: `.build/live-${LIVE_PORT}`,
        PORT: String(LIVE_PORT),
        GATEWAY_PORT: '',
      },
      url: `${LIVE_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Started after the server above, which built the folder it serves.
      command: 'node --import=tsx scripts/serve-nginx.ts',
      env: { DIST_DIR: `.build/live-${LIVE_PORT}`, PORT: String(NGINX_PORT), API_PROXY: '' },
      url: `${NGINX_ORIGIN}/login`,
      timeout: scaled(30_000),
    },
    {
      // The same live bundle with a measurement id: the one build of the field-metrics tests
      // (__tests__/e2e-live/field-metrics.spec.ts), whose gtag.js a stub serves.
      command: `node --import=tsx scripts/build-once.ts live .build/analytics-${ANALYTICS_PORT} && node --import=tsx scripts/serve.ts`,
      env: {
        ...Object.fromEntries(BUILD_VARIABLES.map((name) => [name, ''])),
        ANALYTICS_ID,
        PAYMENT_GATEWAY_ORIGINS: LIVE_GATEWAY_ORIGIN,
        DIST_DIR: `.build/analytics-${ANALYTICS_PORT}`,
        PORT: String(ANALYTICS_PORT),
        GATEWAY_PORT: '',
      },
      url: `${ANALYTICS_ORIGIN}/login`,
      timeout: scaled(240_000),
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
