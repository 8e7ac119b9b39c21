import { defineConfig, devices } from '@playwright/test';
import { scaled } from './__tests__/e2e/timing';
import { TEST_BUILDS } from './__tests__/builds';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, HEADLESS_SHELL_PATH } from './scripts/chromium';
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
 * Browser tests in Debian's Chromium, its headless shell (never a downloaded browser), against the
 * real builds, served with the production headers: the demo build with its mock API for 'phone'
 * and 'desktop', the live bundle, its provider stubbed by routing, for 'live' and 'nginx'
 * (docs/testing.md).
 */
const BUILD = 'node --import=tsx scripts/build-for-tests.ts';
const SERVE = 'node --import=tsx scripts/serve.ts';

/** The live bundle on a desktop screen. */
const LIVE = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  baseURL: LIVE_ORIGIN,
  // Allowed, as it ships: the worker answers only precached /static/ files, so every other
  // request still reaches the tests' routing (__tests__/e2e-live/service-worker.spec.ts).
  serviceWorkers: 'allow' as const,
};

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: `test-results/e2e-${DEMO_PORT}`,
  // One file per snapshot, checked in, shared by every project and platform: the screen
  // reader's view (screen-reader.spec.ts) must be the same on a phone and on a desktop.
  snapshotPathTemplate: '{testDir}/__snapshots__/{testFilePath}/{arg}{ext}',
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  fullyParallel: true,
  // Three on two cores: a test often waits (a throttled network, the mock's latency), and a
  // third worker fills that time (E2E_WORKERS overrides).
  workers: Number(process.env.E2E_WORKERS || 3),
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
      executablePath: HEADLESS_SHELL_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  // The desktop runs only the @layout tests: the rest do the same on either screen. The demo
  // service worker is blocked: it precaches every file at a test's first page (a fifth of the CPU);
  // a demo test about it uses `test.use({ serviceWorkers: 'allow' })` (docs/testing.md).
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
      grepInvert: /@full-browser/,
      use: LIVE,
    },
    // The tests of what only the full browser does, not its headless shell (scripts/chromium.ts):
    // it fetches the page's favicon and manifest.
    {
      name: 'live-full-browser',
      testDir: '__tests__/e2e-live',
      grep: /@full-browser/,
      use: { ...LIVE, launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS } },
    },
    // The live build under nginx with deploy/nginx.conf (scripts/serve-nginx.ts), @nginx tests
    // only: the stub provider answers in the browser, never through nginx, so the tests of its
    // answers run in 'live' alone.
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
