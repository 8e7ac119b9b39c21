import type { Page } from '@playwright/test';
import { recordApiCalls } from './api-calls';
import { expect, expectMariaHome, forgiveOfflineFetches, idleFor, signIn, test } from './fixtures';
import { openGateway, payInGateway } from './payment-helpers';

const OFFLINE = 'Sin conexión. Te mostramos lo último que cargamos.';

/** A mark on this document: gone if the page reloads. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    (window as unknown as { offlineMark?: boolean }).offlineMark = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { offlineMark?: boolean }).offlineMark === true);
}

test('a drop on home, then a page whose code is not here: the page stays, then loads back online; back home, offline, Pagar and the statement say they need the connection, and nothing is lost', async ({
  page,
  context,
  pageErrors,
}) => {
  await test.step('a drop on home, then a page whose code is not here: the page stays, then loads back online', async () => {
    await signIn(page);
    await expectMariaHome(page);
    const sameDocument = await markDocument(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();

    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    // Its code cannot come: no reload, no error page; the banner stays and says why.
    await expect(page.getByText(OFFLINE)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No pudimos cargar esta página' })).toHaveCount(
      0,
    );
    expect(await sameDocument()).toBe(true);

    await context.setOffline(false);
    await expect(page.getByRole('heading', { name: 'Tus pagos' })).toBeVisible();
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    expect(await sameDocument()).toBe(true);
    forgiveOfflineFetches(pageErrors);
  });

  // After 'Tus pagos' (its code came first, in the step above): home again through the drawer.
  await test.step('offline, Pagar and the statement say they need the connection; nothing is lost', async () => {
    await page.getByRole('button', { name: 'Menú' }).click();
    await page
      .getByRole('dialog', { name: 'Hola, María Fernández' })
      .getByRole('button', { name: 'Inicio' })
      .click();
    await expectMariaHome(page);
    const errorsBefore = pageErrors.length;

    await context.setOffline(true);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByText('Necesitás conexión para pagar.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
    await expect(page.getByText('Necesitás conexión para descargar el resumen.')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(OFFLINE)).toHaveCount(0);
    await expect(page.getByText('Necesitás conexión para pagar.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    // The step above forgives the drop's failed fetches for the whole test: none come from here.
    expect(pageErrors.slice(errorsBefore)).toEqual([]);
  });
});

test('offline, the session still ends for inactivity at its limit', async ({
  page,
  context,
  pageErrors,
}) => {
  await page.clock.install();
  await signIn(page);
  await expectMariaHome(page);
  await context.setOffline(true);
  await expect(page.getByText(OFFLINE)).toBeVisible();
  await idleFor(page, 10 * 60_000 + 1000);
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Cerramos tu sesión por inactividad.' }),
  ).toBeVisible();
  forgiveOfflineFetches(pageErrors);
});

test("a drop while the gateway's popup is open, followed by a reloaded page: 'En proceso' under the banner; back online the ping, then payments/ and 'Acreditado'", async ({
  page,
  context,
  pageErrors,
}) => {
  await page.clock.install();
  // The mock API answers inside the page: here it is behind the network, as a provider is.
  const calls = await recordApiCalls(context, undefined, { behindNetwork: true });
  const popup = await openGateway(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tenés un pago en proceso' })).toBeVisible();
  // The gateway took the payment; its provider credits it 20 s later.
  await payInGateway(popup, 'Acreditar en 20 s');
  await popup.waitForURL(/result=pending/);

  // The whole phone drops, the popup open. (Chromium undoes its offline emulation for every
  // page of the site when a popup served beside the app closes: it stays open here.)
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  // The provider credits it while the phone is offline.
  await page.clock.fastForward(21_000);
  await expect(page.getByText('Tu pago de $ 84,350.75 está en proceso.')).toBeVisible();
  await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/payment(\?|$)/);
  await expect(page.getByText(/No pudimos/)).toHaveCount(0);

  const before = calls.length;
  await context.setOffline(false);
  const asked = () =>
    calls.slice(before).map((call) => `${call.method} ${new URL(call.url).pathname}`);
  await expect.poll(asked).toContain('GET /api/v1/payments/');
  expect(asked()[0]).toBe('GET /api/v1/auth/ping/');
  await expect(page.getByRole('heading', { name: 'Ya pagaste este monto' })).toBeVisible();
  await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  forgiveOfflineFetches(pageErrors);
});
