import type { Page } from '@playwright/test';
import { recordApiCalls } from './api-calls';
import { expectNoNativeSubmit, openLoginWithNoScript } from './every-script-held';
import { AFTER_HELD_CODE, expect, homeFigure, MARIA, test } from './fixtures';

/**
 * In the demo build (the live build's are in __tests__/e2e-live): a press on /login before ANY
 * script ran is held by the page's inline script from the first paint, never submits the form
 * natively (no reload, nothing typed lost), and is replayed exactly once when the app is live.
 */
const openWithNoScript = (page: Page, baseURL: string | undefined) =>
  openLoginWithNoScript(page, baseURL, MARIA);

const logins = (calls: { method: string; url: string }[]) =>
  calls.filter((call) => call.method === 'POST' && call.url.endsWith('/api/v1/auth/login/'));

test('INGRESAR pressed before any script ran: held, then signs in with one call', async ({
  page,
  context,
  baseURL,
}) => {
  const calls = await recordApiCalls(context);
  const { scripts, addresses } = await openWithNoScript(page, baseURL);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(scripts.letThrough()).toBe(0);

  scripts.release();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75', AFTER_HELD_CODE);
  expect(logins(calls)).toHaveLength(1);
  expectNoNativeSubmit(addresses);
});

test('Enter in the card field before any script ran: nothing typed is lost, and it signs in once', async ({
  page,
  context,
  baseURL,
}) => {
  const calls = await recordApiCalls(context);
  const { scripts, addresses } = await openWithNoScript(page, baseURL);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').press('Enter');
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);
  expect(scripts.letThrough()).toBe(0);

  scripts.release();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75', AFTER_HELD_CODE);
  expect(logins(calls)).toHaveLength(1);
  expectNoNativeSubmit(addresses);
});
