import type { Page } from '@playwright/test';
import { expectNoNativeSubmit, openLoginWithNoScript } from '../e2e/every-script-held';
import { AFTER_HELD_CODE, homeFigure } from '../e2e/fixtures';
import { expect, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * On the build that ships: a press on /login before ANY script ran is held by the page's inline
 * script from the first paint, never submits the form natively (no reload, nothing typed lost),
 * and is replayed exactly once when the app is live: one call to the provider's login.
 */
const openWithNoScript = (page: Page, baseURL: string | undefined) =>
  openLoginWithNoScript(page, baseURL, CARDHOLDER);

test('INGRESAR pressed before any script ran: held, then signs in with one call', async ({
  page,
  stub,
  baseURL,
}) => {
  const { scripts, addresses } = await openWithNoScript(page, baseURL);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(scripts.letThrough()).toBe(0);

  scripts.release();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(
    FIGURES.available,
    AFTER_HELD_CODE,
  );
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
  expectNoNativeSubmit(addresses);
});

test('Enter in the card field before any script ran: nothing typed is lost, and it signs in once', async ({
  page,
  stub,
  baseURL,
}) => {
  const { scripts, addresses } = await openWithNoScript(page, baseURL);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').press('Enter');
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  expect(scripts.letThrough()).toBe(0);

  scripts.release();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(
    FIGURES.available,
    AFTER_HELD_CODE,
  );
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
  expectNoNativeSubmit(addresses);
});
