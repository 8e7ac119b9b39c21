import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

// The ports of playwright.config.ts (E2E_PORT, and the next one for the gateway).
const PORT = Number(process.env.E2E_PORT) || 4173;
export const APP_ORIGIN = `http://127.0.0.1:${PORT}`;
export const GATEWAY_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const LUCIA = { dni: '33444555', lastDigits: '99887766' };

/** Signs in, goes to /payment through Pagar, presses Continuar and waits for the gateway in the popup. */
export async function openGateway(page: Page, who?: { dni: string; lastDigits: string }) {
  await signIn(page, who);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: 'Cuánto vas a pagar?' })).toBeVisible();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${GATEWAY_ORIGIN}/demo-gateway/**`);
  await expect(page.getByRole('heading', { name: 'Estas pagando' })).toBeVisible();
  return popup;
}

export function paymentStatus(page: Page) {
  return page.getByRole('status');
}

export async function payInGateway(popup: Page, button: 'Pagar' | 'Simular rechazo' | 'Cancelar') {
  await popup.getByLabel('Número de tarjeta de débito').fill('4517 6600 1234 5678');
  await popup.getByRole('button', { name: button }).click();
}

/**
 * Presses a button of the popup that closes it. The click may never hear back from a page
 * that is already gone: that error alone is ignored, and the close event is the proof.
 */
export async function pressAndWaitForClose(popup: Page, name: string) {
  const closed = popup.waitForEvent('close');
  await popup
    .getByRole('button', { name })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error;
    });
  await closed;
}
