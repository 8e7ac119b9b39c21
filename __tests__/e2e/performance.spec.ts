/**
 * What the performance issue asks the browser tests to measure (Lighthouse's timings are in
 * `npm run bench`): home's two calls in parallel, a repeat visit served by the service worker,
 * (/login's own scripts: __tests__/e2e-live/first-press.spec.ts, on the live build.)
 */
import type { Page, Request } from '@playwright/test';
import { expect, expectMariaHome, MARIA, openLogin, signInRecordingCalls, test } from './fixtures';
import { scaled } from './timing';

test('home after sign-in asks for the account and the payments at the same time', async ({
  page,
}) => {
  const calls = await signInRecordingCalls(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rechazado' })).toBeVisible();

  const [account, payments] = ['/api/v1/account/', '/api/v1/payments/'].map((path) => {
    const matching = calls.filter((call) => call.method === 'GET' && call.url.endsWith(path));
    expect(matching, `calls to ${path}`).toHaveLength(1);
    return matching[0];
  });
  await expect.poll(() => account.answeredAt && payments.answeredAt).toBeTruthy();
  // In parallel: each was sent before the other was answered (the demo API takes 350 ms).
  expect(account.startedAt).toBeLessThan(payments.answeredAt ?? 0);
  expect(payments.startedAt).toBeLessThan(account.answeredAt ?? 0);
});

/** Every script, stylesheet, image or font the page asked for, with where its answer came from. */
function watchStaticFiles(page: Page) {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (['script', 'stylesheet', 'image', 'font'].includes(request.resourceType())) {
      requests.push(request);
    }
  });
  return requests;
}

test.describe('a repeat visit with the service worker active', () => {
  test.use({ serviceWorkers: 'allow' });

  test('takes no static file from the network: /login, signing in and home', async ({
    context,
    page,
  }) => {
    // First visit: the service worker installs and precaches the hashed files.
    await openLogin(page);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            return registration?.active?.state ?? 'none';
          }),
        { message: 'the service worker is active', timeout: scaled(15_000) },
      )
      .toBe('activated');

    // What the service worker itself fetches from now on would be the network.
    const fetchedByWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker()) fetchedByWorker.push(request.url());
    });
    const files = watchStaticFiles(page);

    await page.reload();
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByLabel('DNI').fill(MARIA.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expectMariaHome(page);
    await page.waitForLoadState('networkidle');

    const scripts = files.filter((request) => request.resourceType() === 'script');
    // /login's scripts, the app's and the chunk of the shell and home at least.
    expect(scripts.length).toBeGreaterThan(5);
    expect(
      files.some((request) =>
        /\/static\/js\/signed-in-pages\.[0-9a-f]{8}\.chunk\.js$/.test(request.url()),
      ),
    ).toBe(true);
    for (const request of files) {
      const response = await request.response();
      expect(response?.fromServiceWorker(), `${request.url()} from the service worker`).toBe(true);
    }
    expect(fetchedByWorker.filter((url) => url.includes('/static/'))).toEqual([]);
  });
});
