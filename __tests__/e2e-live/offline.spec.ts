import type { BrowserContext, Page, Route } from '@playwright/test';
import { forgiveOfflineFetches, homeFigure } from '../e2e/fixtures';
import {
  acceptDialog,
  keepPaymentPopup,
  paymentStatus,
  pressAndWaitForClose,
} from '../e2e/payment-helpers';
import {
  continueToLinkForm,
  expect,
  serviceWorkerActive,
  signInToHome,
  test,
} from './live-fixtures';
import { FIGURES, type StubProvider } from './stub-provider';

/**
 * The live build when the network drops (the browser set offline): the session waits for the
 * connection instead of ending, and after one visit the service worker opens the app's pages.
 */
const OFFLINE = 'Sin conexión. Te mostramos lo último que cargamos.';

/**
 * The connection drops: the browser reports it offline and every request fails as a real
 * network fails (Playwright's routing would otherwise still answer the stub's calls).
 */
async function dropConnection(context: BrowserContext, stub: StubProvider) {
  stub.networkDown = true;
  await context.setOffline(true);
}

/**
 * The connection returns once every call the page sent during the drop has failed: Playwright
 * may hand one to the stub late, and the stub would then answer a call a real drop fails.
 */
async function restoreConnection(context: BrowserContext, stub: StubProvider, page: Page) {
  await page.waitForFunction(() => (window as WithCallsUnderWay).callsUnderWay === 0);
  stub.networkDown = false;
  await context.setOffline(false);
}

type WithCallsUnderWay = Window & { callsUnderWay?: number };

/** From the page's next document on, counts its calls to the provider not yet answered or failed. */
async function countCallsUnderWay(page: Page) {
  await page.addInitScript(() => {
    const own = window as WithCallsUnderWay;
    const send = window.fetch.bind(window);
    own.callsUnderWay = 0;
    window.fetch = async (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (!new URL(url, location.href).pathname.startsWith('/api/')) return send(input, init);
      own.callsUnderWay = (own.callsUnderWay ?? 0) + 1;
      try {
        return await send(input, init);
      } finally {
        own.callsUnderWay -= 1;
      }
    };
  });
}

/**
 * Wi-Fi with nothing behind it ("lie-fi"): the browser still says it is online, and no request,
 * the app's or its service worker's, gets an answer. Returns the way back.
 */
async function lieFi(context: BrowserContext, page: Page) {
  const nothingAnswers = (route: Route) => route.abort('internetdisconnected');
  await context.route('**/*', nothingAnswers);
  return async () => {
    await context.unroute('**/*', nothingAnswers);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  };
}

/** The service worker installed, active and in control of this page (a load under it). */
async function underServiceWorker(page: Page) {
  await serviceWorkerActive(page);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test('a drop on home, then a new page: still signed in under the banner; back online the ping, then the payments', async ({
  page,
  context,
  stub,
  pageErrors,
}) => {
  // A phone that saves data: the pages' code is not asked for ahead, only at their press.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  await countCallsUnderWay(page);
  await signInToHome(page);
  await dropConnection(context, stub);
  // Its code not here yet (no service worker in control): home stays while it waits.
  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tu tarjeta' })).toBeVisible();
  await expect(page.getByText('No pudimos comunicarnos con Tarjeta Ceibo')).toHaveCount(0);

  const before = stub.calls.length;
  await restoreConnection(context, stub, page);
  await expect(page.getByRole('heading', { name: 'Tus pagos' })).toBeVisible();
  await expect(page).toHaveURL('/payments');
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  // The ping first; then payments/ once.
  await expect
    .poll(() => stub.callsTo('GET payments/').length)
    .toBe(stub.calls.slice(0, before).filter((call) => call.name === 'GET payments/').length + 1);
  expect(stub.calls[before]?.name).toBe('GET auth/ping/');
  forgiveOfflineFetches(pageErrors);
});

test('/login opened offline after a first visit: its page, the banner, INGRESAR inert with the reason', async ({
  page,
  context,
  stub,
  pageErrors,
}) => {
  await page.goto('/login');
  // The app (which registers the worker) starts as the cardholder turns to the form.
  await page.getByLabel('DNI').focus();
  await underServiceWorker(page);
  await dropConnection(context, stub);
  await page.goto('/login');
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await expect(ingresar).toHaveAttribute('aria-disabled', 'true');
  await expect(ingresar).toHaveAccessibleDescription('Necesitás conexión para ingresar.');
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  forgiveOfflineFetches(pageErrors);
});

test("a signed-in tab reopened offline: the shell and the banner, no figures; back online, the figures; then a drop while the gateway's popup is open: 'Pendiente' under the banner, still signed in; back online the ping, then payments/ and 'Acreditado'", async ({
  page,
  context,
  stub,
  pageErrors,
}) => {
  await keepPaymentPopup(page);
  await countCallsUnderWay(page);
  await signInToHome(page);

  await test.step('a signed-in tab reopened offline: the shell and the banner, no figures; back online, the figures', async () => {
    await underServiceWorker(page);
    await dropConnection(context, stub);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(page.getByText('$ ')).toHaveCount(0);
    expect(page.url()).toMatch(/\/$/);

    await restoreConnection(context, stub, page);
    await page.reload();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    forgiveOfflineFetches(pageErrors);
  });

  await test.step("a drop while the gateway's popup is open: 'Pendiente' under the banner, still signed in; back online the ping, then payments/ and 'Acreditado'", async () => {
    stub.notifiedAs = 'Pendiente';
    await page.getByRole('button', { name: 'Pagar' }).click();
    const popup = await continueToLinkForm(page);
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');

    // The whole phone drops: the gateway's last page still tells the page, with no network.
    await dropConnection(context, stub);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
    await pressAndWaitForClose(popup, 'Continuar');
    await acceptDialog(page, 'Pago exitoso');
    await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Recibimos tu pago. Te avisamos acá cuando se acredite.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Pagado', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/payment(\?|$)/);
    await expect(page.getByText(/No pudimos/)).toHaveCount(0);
    // Meanwhile the provider credits it.
    stub.settleLast('Acreditado');

    const before = stub.calls.length;
    await restoreConnection(context, stub, page);
    await expect
      .poll(() => stub.calls.slice(before).map((call) => call.name))
      .toContain('GET payments/');
    expect(stub.calls[before]?.name).toBe('GET auth/ping/');
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    await expect(page.getByText('Tu pago fue acreditado.')).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    forgiveOfflineFetches(pageErrors);
  });
});

test("lie-fi, the browser saying it is online and nothing answering: /login and home from the service worker's copy say so; a call with no answer says so too; each leaves it once a request gets through", async ({
  page,
  context,
  pageErrors,
}) => {
  forgiveOfflineFetches(pageErrors);
  const offline = page.getByRole('status').filter({ hasText: OFFLINE });
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await page.goto('/login');
  await page.getByLabel('DNI').focus();
  await underServiceWorker(page);

  await test.step('/login from the copy: the banner, INGRESAR inert with its reason; then the network returns with no word from the browser', async () => {
    const back = await lieFi(context, page);
    await page.goto('/login');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await expect(offline).toBeVisible();
    await expect(ingresar).toHaveAttribute('aria-disabled', 'true');
    await expect(ingresar).toHaveAccessibleDescription('Necesitás conexión para ingresar.');
    await back();
    // No 'online' event comes: the app asks its origin again until it answers.
    await expect(offline).toHaveCount(0);
    await expect(ingresar).not.toHaveAttribute('aria-disabled', 'true');
  });

  await test.step('home from the copy: the shell and the banner, still signed in', async () => {
    await signInToHome(page);
    await page.reload();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    const back = await lieFi(context, page);
    await page.reload();
    await expect(offline).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menú' })).toBeVisible();
    await expect(page.getByText('$ ')).toHaveCount(0);
    await expect(page.getByText(/No pudimos/)).toHaveCount(0);
    expect(page.url()).toMatch(/\/$/);
    await back();
    await expect(offline).toHaveCount(0);
    await page.reload();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
  });

  await test.step("a call with no answer, the app's origin silent too: the banner and the statement's own reason, still signed in", async () => {
    const back = await lieFi(context, page);
    await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
    await expect(offline).toBeVisible();
    await expect(page.getByText('Necesitás conexión para descargar el resumen.')).toBeVisible();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    await back();
    await expect(offline).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });
});
