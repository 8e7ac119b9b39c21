import { expect, signInToHome, test } from './live-fixtures';

/**
 * The live project keeps the service worker allowed (playwright.config.ts): this holds why.
 * Under an active worker (a reload once it controls the page) the provider calls still go to
 * the network, where the stub provider's routing answers them; the worker answers none.
 */
test('under the active service worker, the provider calls still reach the stub provider @nginx', async ({
  page,
  stub,
}) => {
  await signInToHome(page);
  // Registered once the page is idle (src/lib/service-worker.ts), then installed and active.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state ?? 'none';
      }),
    )
    .toBe('activated');
  // Counted from before the reload: the reloaded page may make its calls before reload() returns.
  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/v1/') && response.fromServiceWorker())
      fromWorker.push(response.url());
  });
  const before = stub.calls.length;
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect(page.getByRole('region', { name: 'Saldo último resumen' })).toBeVisible();
  await expect
    .poll(() => stub.calls.slice(before).map((call) => call.name))
    .toEqual(expect.arrayContaining(['GET auth/ping/', 'GET account/', 'GET payments/']));
  expect(fromWorker).toEqual([]);
});
