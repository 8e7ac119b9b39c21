import type { Page, Request, Route } from '@playwright/test';
import { expect, expectMariaHome, signIn, signOut, test } from './fixtures';

/** /payment's own code (PaymentPage), a chunk of its own: not payment-frame nor payment-result. */
const PAYMENT_CHUNK = '**/static/js/payment.*.chunk.js';
const FAILED_TO_LOAD = 'No pudimos cargar esta página';

/** Every full load of the page's document from now on (client-side navigations are not). */
function countDocumentLoads(page: Page) {
  const loads: string[] = [];
  page.on('request', (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      loads.push(request.url());
    }
  });
  return loads;
}

type ChunkFailure = 'aborted' | 'missing (404)';

/**
 * Fails the payment chunk's requests while `failures.left` says so, the way the network (or a
 * deployment that removed the file) would. Returns what the browser reports for each failure.
 */
async function failPaymentChunk(page: Page, how: ChunkFailure, failures: { left: number }) {
  const failed: string[] = [];
  await page.route(PAYMENT_CHUNK, async (route: Route) => {
    if (failures.left <= 0) return route.continue();
    failures.left -= 1;
    const url = route.request().url();
    // Chromium itself writes each failed resource on the console (not the app).
    failed.push(
      how === 'aborted'
        ? `console: Failed to load resource: net::ERR_FAILED (${url})`
        : `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${url})`,
    );
    if (how === 'aborted') return route.abort();
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });
  return failed;
}

/**
 * The fixture fails a test on any console error; the browser's own report of a request this
 * test made fail is the one expected here. Each is taken out once (waiting for it, as console
 * events arrive on their own), and nothing else: the app must still write nothing.
 */
async function expectOnlyTheBrowsersReports(pageErrors: string[], expected: string[]) {
  await expect(() => {
    for (const report of expected) expect(pageErrors).toContain(report);
  }).toPass();
  for (const report of expected) pageErrors.splice(pageErrors.indexOf(report), 1);
}

test.describe('a page whose code fails to download', () => {
  // A chunk the service worker already holds never fails, and Playwright cannot intercept what
  // a service worker answers: the case here is a tab with no copy (first visit, or a deployment
  // that removed the file before the worker had it).
  test.use({ serviceWorkers: 'block' });
  // A phone that saves data (Save-Data): the page's code is asked for by the press itself, not
  // ahead once the figures are in (src/app/pagesAhead.ts).
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
    );
  });

  test('reloads once by itself; if it fails again, Reintentar and Volver a inicio; Reintentar then works', async ({
    page,
    pageErrors,
  }) => {
    await signIn(page);
    await expectMariaHome(page);
    const failures = { left: Number.POSITIVE_INFINITY };
    const failed = await failPaymentChunk(page, 'aborted', failures);
    const loads = countDocumentLoads(page);

    await page.getByRole('button', { name: 'Pagar' }).click();

    const alert = page.getByRole('alert').filter({ hasText: FAILED_TO_LOAD });
    await expect(alert.getByRole('heading', { name: FAILED_TO_LOAD })).toBeVisible();
    await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(alert.getByRole('link', { name: 'Volver a inicio' })).toHaveAttribute('href', '/');
    // The shell stays around the message.
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
    // One reload by itself (the page asked for its code twice), then no more.
    expect(loads).toHaveLength(1);
    expect(loads[0]).toMatch(/\/payment\?amount=84350\.75$/);
    expect(failed).toHaveLength(2);

    failures.left = 0;
    await alert.getByRole('button', { name: 'Reintentar' }).click();

    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: FAILED_TO_LOAD })).toHaveCount(0);
    expect(loads).toHaveLength(2);
    await expectOnlyTheBrowsersReports(pageErrors, failed);
  });

  for (const how of ['aborted', 'missing (404)'] as const) {
    test(`code ${how} only once: the automatic reload brings the page, no message`, async ({
      page,
      pageErrors,
    }) => {
      await signIn(page);
      await expectMariaHome(page);
      const failed = await failPaymentChunk(page, how, { left: 1 });
      const loads = countDocumentLoads(page);

      await page.getByRole('button', { name: 'Pagar' }).click();

      await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
      expect(loads).toHaveLength(1);
      await expect(page.getByRole('heading', { name: FAILED_TO_LOAD })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Continuar' })).toBeVisible();
      expect(failed).toHaveLength(1);
      await expectOnlyTheBrowsersReports(pageErrors, failed);
    });
  }
});

test.describe('local storage that fails', () => {
  test('full: María signs in and sees her home', async ({ page }) => {
    await page.addInitScript(() => {
      // Fill it up to the browser's quota once, in ever smaller pieces.
      if (window.localStorage.getItem('relleno-0') !== null) return;
      let piece = 'x'.repeat(1 << 20);
      for (let index = 0; piece.length > 0;) {
        try {
          window.localStorage.setItem(`relleno-${index}`, piece);
          index += 1;
        } catch {
          piece = piece.slice(0, Math.floor(piece.length / 2));
        }
      }
    });

    await signIn(page);

    await expect(page).toHaveURL(/\/$/);
    await expectMariaHome(page);
    const full = await page.evaluate(() => {
      try {
        window.localStorage.setItem('one-more', 'x');
        return false;
      } catch {
        return true;
      }
    });
    expect(full, 'local storage is still full').toBe(true);
  });

  test('disabled (private browsing): /login shows and María signs in for the visit', async ({
    context,
    page,
  }) => {
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });

    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();

    await signIn(page);

    await expect(page).toHaveURL(/\/$/);
    await expectMariaHome(page);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
  });
});

test('signing in in one tab takes the other, waiting on /login, to the same home', async ({
  context,
  page,
}) => {
  const waiting = await context.newPage();
  await waiting.goto('/login');
  await expect(waiting.getByRole('button', { name: 'INGRESAR' })).toBeVisible();

  await signIn(page);
  await expectMariaHome(page);

  await expect(waiting).toHaveURL(/\/$/);
  await expectMariaHome(waiting);
  await expect(waiting.getByRole('button', { name: 'INGRESAR' })).toHaveCount(0);

  // And signing out there signs this one out (the session is one for both tabs).
  await signOut(waiting);
  await expect(waiting).toHaveURL(/\/login$/);
  await expect(page).toHaveURL(/\/login$/);
});
