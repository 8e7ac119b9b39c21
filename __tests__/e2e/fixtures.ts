import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { recordApiCalls, type ApiCall } from './api-calls';
import { scaled } from './timing';

/**
 * Every page a test opens fails the test on an uncaught error or a console error: a screen
 * that looks right but throws is not right.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ context, page }, use, testInfo) => {
      const errors: string[] = [];
      // What a failure's printout shows beside the pages: where each page went, and what it logged.
      const history: string[] = [];
      // Every page of the test (popups included) reports Content-Security-Policy violations.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const started = Date.now();
      const watch = (watched: Page) => {
        const note = (line: string) => history.push(`${Date.now() - started} ms ${line}`);
        watched.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
        watched.on('console', (message) => {
          note(`console.${message.type()}: ${message.text()}`);
          if (message.type() === 'error') {
            errors.push(`console: ${message.text()} (${message.location().url})`);
          }
        });
        watched.on('requestfailed', (request) => {
          note(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
        });
        watched.on('framenavigated', (frame) => {
          if (frame === watched.mainFrame()) note(`page at ${frame.url()}`);
        });
      };
      watch(page);
      context.on('page', watch);
      // A busy machine's failures, brought back (docs/testing.md): the test's page slowed down.
      const rate = Number(process.env.E2E_CPU_THROTTLE ?? 0);
      if (rate > 1) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
      }
      await use(errors);
      if (testInfo.status !== testInfo.expectedStatus) {
        await printPagesAfterFailure(context, history);
      }
      // Close what the test left open (the payment popup, mid-navigation) before the context goes.
      await Promise.all(context.pages().map((open) => open.close().catch(() => undefined)));
      // Chromium's own lines for what the drop could not fetch: a file or call, or the service
      // worker's script, which the app registers when idle and may ask for as the network goes.
      const forgiven = (error: string) =>
        offlineTests.has(errors) &&
        (error.includes('net::ERR_INTERNET_DISCONNECTED') ||
          error.includes('An unknown error occurred when fetching the script'));
      expect(
        errors.filter((error) => !forgiven(error)),
        'errors in the page',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * What each open page shows once a test failed, in the run's output: a CI log is all that is
 * left of a run on a machine of its own.
 */
async function printPagesAfterFailure(context: BrowserContext, history: string[]): Promise<void> {
  console.info(
    `The pages' navigations and console, by time since the test began:\n${history.join('\n')}`,
  );
  for (const open of context.pages()) {
    const stored = await open
      .evaluate(() => ({
        storage: JSON.stringify({ ...window.localStorage }, null, 1),
        worker: navigator.serviceWorker?.controller ? 'a service worker' : 'no service worker',
      }))
      .catch(() => ({ storage: '(not readable)', worker: 'unknown' }));
    console.info(`${open.url()}, under ${stored.worker}, has in local storage: ${stored.storage}`);
    const snapshot = await open
      .locator('body')
      .ariaSnapshot({ timeout: 2000 })
      .catch(() => '(no snapshot)');
    console.info(`After the failure, ${open.url()} shows:\n${snapshot}`);
  }
}

/**
 * A session left unused for `ms`: the tab leaves for another page of the app's origin, where
 * none of the app runs (an open page's idle clock would act on the change itself), and the
 * shared last activity is set back by `ms`.
 */
export async function leaveSessionUnused(page: Page, ms: number): Promise<void> {
  await page.context().route('**/otra-pagina', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Otra página</title>',
    }),
  );
  await page.goto('/otra-pagina');
  await page.evaluate((idle) => {
    window.localStorage.setItem('last-activity', String(Date.now() - idle));
  }, ms);
}

export const MARIA = { dni: '30111222', lastDigits: '45678901' };

/**
 * /login as the cardholder first sees it: its prerendered HTML. A press before the app is live is
 * held and replayed once it is (src/startup/2-input-held.ts), so a test can use the form at once.
 */
export async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
}

/**
 * Holds back every script but the entry until `release` is called: the page stays as its
 * HTML painted it, with only the entry's own code, for as long as a slow network would.
 */
export async function holdAppCode(page: Page): Promise<{ release: () => void }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/static/js/**', async (route) => {
    if (!/\/static\/js\/main\.[^/]+\.js$/.test(route.request().url())) await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return { release };
}

export async function signIn(page: Page, { dni, lastDigits } = MARIA): Promise<void> {
  await openLogin(page);
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}

/** María signed in and her home shown, every call of the provider recorded from the first. */
export async function signInRecordingCalls(page: Page): Promise<ApiCall[]> {
  const calls = await recordApiCalls(page.context());
  await signIn(page);
  await expectMariaHome(page);
  return calls;
}

/** Saved for people to look at (not compared): test-results/screenshots/<name>-<project>.png */
export async function saveScreenshot(page: Page, name: string, projectName: string): Promise<void> {
  await page.screenshot({
    path: `test-results/screenshots/${name}-${projectName}.png`,
    fullPage: true,
  });
}

/** Runs `check` on what the page shows now in light, then in dark; leaves the page in light. */
export async function inEitherScheme(
  page: Page,
  check: (scheme: 'light' | 'dark') => Promise<void>,
) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await check(colorScheme);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

/** A figure of home, read inside its own region (the demo banner on /login shows amounts too). */
export function homeFigure(page: Page, region: 'Disponible para compras' | 'Saldo último resumen') {
  return page.getByRole('region', { name: region }).getByText(/\$/);
}

/**
 * Home once the statement is paid in full: its balance stays what the statement says, and the
 * line under it says what was paid since it closed (one story of the figures).
 */
export async function expectStatementPaid(page: Page, statement: string): Promise<void> {
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(statement);
  await expect(page.getByText(`Pagaste ${statement} desde el cierre`)).toBeVisible();
}

/** The newest row of home's 'Últimos pagos'. */
export function newestPayment(page: Page) {
  return page.getByRole('list', { name: 'Últimos pagos' }).getByRole('listitem').first();
}

/** Opciones, then Cerrar sesión in its dialog. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Opciones' }).click();
  await page
    .getByRole('dialog', { name: 'Opciones' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
}

export async function expectMariaHome(page: Page): Promise<void> {
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 350,000.00');
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
}

/**
 * Playwright's clock (installed before the page loaded) moved on to `idleMs` after the last
 * activity any tab shared (local storage's 'last-activity'): exact however long the steps
 * before took in real time.
 */
export async function idleFor(page: Page, idleMs: number): Promise<void> {
  const { last, now } = await page.evaluate(() => ({
    last: Number(window.localStorage.getItem('last-activity')),
    now: Date.now(),
  }));
  await page.clock.fastForward(Math.max(0, last + idleMs - now));
}

/**
 * The wait for home once held code is let through: every chunk of the app then arrives and runs
 * at once, before the sign-in and the shell's and home's own chunks, which on a loaded 2-core
 * machine takes more than one ordinary wait.
 */
export const AFTER_HELD_CODE = { timeout: scaled(30_000) };

/** The tests whose pages went offline: their teardown forgives what the drop could not fetch. */
const offlineTests = new WeakSet<string[]>();

/**
 * Chromium's own console line for each file or call it could not fetch offline: the drop, for
 * the whole test (the browser may ask for a file such as the icon after the test's last step).
 */
export function forgiveOfflineFetches(errors: string[]): void {
  offlineTests.add(errors);
}
