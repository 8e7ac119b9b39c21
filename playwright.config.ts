import { defineConfig, devices } from '@playwright/test';
import { scaled } from './__tests__/e2e/timing';

/**
 * Browser tests: Debian's Chromium (never a downloaded browser) against the real demo build,
 * served by scripts/serve.mjs with the production headers.
 */
const PORT = Number(process.env.E2E_PORT) || 4173;
// The demo gateway on another origin, as the real LINK and BIND forms are.
const GATEWAY_PORT = PORT + 1;
export const GATEWAY_ORIGIN = `http://127.0.0.1:${GATEWAY_PORT}`;
const APP_ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: '__tests__/e2e',
  outputDir: `test-results/e2e-${PORT}`,
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
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // A mid-range phone and a desktop (the sizes of the screens issue).
  projects: [
    { name: 'phone', use: { ...devices['Desktop Chrome'], viewport: { width: 360, height: 740 } } },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: {
    // One build folder per port, so that two runs on one machine do not overwrite each other.
    command: `npm run build:demo -- --output-path .build/demo-${PORT} && node scripts/serve.mjs`,
    env: {
      DIST_DIR: `.build/demo-${PORT}`,
      PORT: String(PORT),
      GATEWAY_PORT: String(GATEWAY_PORT),
      DEMO_GATEWAY_ORIGIN: GATEWAY_ORIGIN,
      DEMO_APP_ORIGIN: APP_ORIGIN,
    },
    url: `http://127.0.0.1:${PORT}/login`,
    timeout: scaled(240_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
