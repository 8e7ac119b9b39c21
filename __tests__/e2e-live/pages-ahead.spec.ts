import type { Page } from '@playwright/test';
import { expect, signInToHome, test } from './live-fixtures';

/**
 * The pages after the sign-in wait for no download at the press: once the figures are in and
 * the browser is idle, the code of /payment, 'Tus pagos' and a payment's detail is asked for;
 * the receipt's once its buttons are drawn. Never on /login, and not on a phone that saves data.
 */
const PAGES_CHUNK = /\/static\/js\/(payment|payments|receipt)\.[0-9a-f]{8}\.chunk\.js$/;

// The service worker's precache would fetch the same chunks at its own time: not this story.
test.use({ serviceWorkers: 'block' });

/** The chunks of PAGES_CHUNK the page asked for, as they are asked. */
function chunksAsked(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const chunk = PAGES_CHUNK.exec(new URL(request.url()).pathname)?.[1];
    if (chunk && request.resourceType() === 'script') asked.push(chunk);
  });
  return asked;
}

test('the figures in: the pages’ code comes with no press, the receipt’s once a detail offers it', async ({
  page,
}) => {
  const asked = chunksAsked(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  expect(asked).toEqual([]);

  await signInToHome(page);
  await expect.poll(() => [...asked].sort()).toEqual(['payment', 'payments']);

  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await page.getByRole('link', { name: /\$ 10,000\.00/ }).click();
  await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toBeVisible();
  await expect.poll(() => [...asked].sort()).toEqual(['payment', 'payments', 'receipt']);
});

test('a phone that saves data gets each page’s code at its press only', async ({ page }) => {
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } }),
  );
  /** Resolves when `chunk` is asked for from now on: never if it came before. */
  const askedFromNow = (chunk: string) =>
    page.waitForRequest(
      (request) =>
        PAGES_CHUNK.exec(new URL(request.url()).pathname)?.[1] === chunk &&
        request.resourceType() === 'script',
    );
  await signInToHome(page);

  const payments = askedFromNow('payments');
  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await payments;
  await page.getByRole('link', { name: /\$ 10,000\.00/ }).click();
  const receipt = askedFromNow('receipt');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar comprobante' }).click();
  await Promise.all([receipt, downloading]);

  const payment = askedFromNow('payment');
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('navigation', { name: 'Principal' }).getByText('Pagar').click();
  await payment;
  await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
});
