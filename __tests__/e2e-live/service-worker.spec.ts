import { forgiveOfflineFetches, homeFigure, openLogin, signIn } from '../e2e/fixtures';
import { expect, serviceWorkerActive, signInToHome, test } from './live-fixtures';
import { CARDHOLDER, FIGURES, PAYMENT_ROWS, STUB_TOKEN } from './stub-provider';

/**
 * The live project keeps the service worker allowed (playwright.config.ts): this holds why.
 * Under an active worker (a reload once it controls the page) the provider calls still go to
 * the network, where the stub provider's routing answers them; the worker answers none.
 */
test('the cardholder signs in and home shows the provider figures and payments; then, under the active service worker, the provider calls still reach the stub provider @nginx', async ({
  page,
  stub,
}) => {
  // Spec section 2 (/login and /) and 7 (POST auth/login/, then the Bearer token on every call).
  await test.step('the cardholder signs in and home shows the provider figures and payments', async () => {
    await openLogin(page);
    await page.getByLabel('DNI').fill(CARDHOLDER.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
    await page.getByRole('button', { name: 'INGRESAR' }).click();

    await expect(page).toHaveURL('/');
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    const rows = page.getByRole('list', { name: 'Últimos pagos' }).getByRole('listitem');
    await expect(rows).toHaveCount(PAYMENT_ROWS.length);
    for (const [index, row] of PAYMENT_ROWS.entries()) {
      await expect(rows.nth(index)).toContainText(row.amount);
      await expect(rows.nth(index)).toContainText(row.status);
      await expect(rows.nth(index)).toContainText(row.date);
    }

    // The login call carried the pair in its body, and nothing else carried a token but the header.
    const [login] = stub.callsTo('POST auth/login/');
    expect(login.body).toEqual({ dni: CARDHOLDER.dni, last_digits: CARDHOLDER.lastDigits });
    expect(login.authorization).toBeNull();
    const afterLogin = stub.calls.filter((call) => call.name !== 'POST auth/login/');
    expect(afterLogin.map((call) => call.name)).toEqual(
      expect.arrayContaining(['GET auth/ping/', 'GET account/', 'GET payments/']),
    );
    for (const call of afterLogin) {
      expect(call.authorization, call.name).toBe(`Bearer ${STUB_TOKEN}`);
      expect(call.url, call.name).not.toContain(STUB_TOKEN);
    }
  });

  await test.step('under the active service worker, the provider calls still reach the stub provider', async () => {
    // Registered once the figures are in and the page is idle (SignedInShell.tsx), then active.
    await serviceWorkerActive(page);
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
});

test('a sign-in never shares the phone with the worker’s install: typed into, /login leaves it to home, which registers it once the figures are in', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const calls = { register: 0 };
    (window as unknown as { serviceWorkerCalls: typeof calls }).serviceWorkerCalls = calls;
    const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
    navigator.serviceWorker.register = (...args) => {
      calls.register += 1;
      return register(...args);
    };
  });
  const registerCalls = () =>
    page.evaluate(
      () =>
        (window as unknown as { serviceWorkerCalls: { register: number } }).serviceWorkerCalls
          .register,
    );
  let releaseLogin = () => {};
  const loginHeld = new Promise<void>((resolve) => {
    releaseLogin = resolve;
  });
  await page.route('**/api/v1/auth/login/', async (route) => {
    await loginHeld;
    await route.fallback(); // to the stub provider
  });
  const loginAsked = page.waitForRequest('**/api/v1/auth/login/');

  await signIn(page, CARDHOLDER);
  await loginAsked;
  // Two idle moments of the page while the login is under way: a registration waiting for the
  // browser's idle moment has had its chance.
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))),
  );
  expect(await registerCalls()).toBe(0);

  releaseLogin();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  await expect.poll(registerCalls).toBe(1);
  await serviceWorkerActive(page);
});

test("a link from another site to a file (/manifest.webmanifest, /robots.txt) never becomes the worker's copy: offline, / and /payments still open the app's page", async ({
  page,
  context,
  stub,
  pageErrors,
}) => {
  await signInToHome(page);
  await serviceWorkerActive(page);
  // A load under the worker: home's HTML is its copy for the app's pages.
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Each file opened in this tab as a link from elsewhere opens it: a top-level navigation.
  for (const [file, contentType] of [
    ['/manifest.webmanifest', 'application/manifest+json'],
    ['/robots.txt', 'text/plain'],
  ]) {
    const response = await page.goto(file, { referer: 'https://otro-sitio.example/' });
    expect(response?.status(), file).toBe(200);
    expect(response?.headers()['content-type'], file).toContain(contentType);
  }

  // The connection drops (as offline.spec.ts drops it): every request fails, the stub's too.
  stub.networkDown = true;
  await context.setOffline(true);
  forgiveOfflineFetches(pageErrors);
  for (const route of ['/', '/payments']) {
    await test.step(`${route} offline: the app's page from the worker's copy`, async () => {
      await page.goto(route);
      expect(await page.evaluate(() => document.contentType)).toBe('text/html');
      await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: 'Sin conexión. Te mostramos lo último que cargamos.' }),
      ).toBeVisible();
      await expect(page).toHaveURL(route);
    });
  }
});
