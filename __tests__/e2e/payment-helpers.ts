import type { Page } from '@playwright/test';
import { expect, signIn } from './fixtures';

// The ports of playwright.config.ts (E2E_PORT, and the next one for the gateway).
const PORT = Number(process.env.E2E_PORT) || 4173;
export const APP_ORIGIN = `http://127.0.0.1:${PORT}`;
export const GATEWAY_ORIGIN = `http://127.0.0.1:${PORT + 1}`;
export const LUCIA = { dni: '33444555', lastDigits: '99887766' };

interface WindowWithPopup {
  /** What window.open last gave the app: the page's own handle on its payment popup. */
  paymentPopup?: Window | null;
}

/**
 * Keeps, for the test, the window the app opens (the app itself is unchanged: window.open
 * still opens it and returns it to the app).
 */
async function keepPaymentPopup(page: Page) {
  await page.addInitScript(() => {
    const open = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      const opened = open(...args);
      (window as unknown as WindowWithPopup).paymentPopup = opened;
      return opened;
    };
  });
}

/** Signs in, goes to /payment through Pagar, presses Continuar and waits for the gateway in the popup. */
export async function openGateway(page: Page, who?: { dni: string; lastDigits: string }) {
  await keepPaymentPopup(page);
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

/**
 * The cardholder comes back to the page once the popup is gone. Playwright hears that the popup
 * closed from the browser; the page learns it (its handle's `closed`) on its own, a moment
 * later, and a busy machine makes that moment longer. So the focus is given once the page
 * itself sees the popup closed, as it would be when a person clicks back on the page.
 * (Needs a popup opened through openGateway.)
 */
export async function focusPageOncePopupClosed(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as WindowWithPopup).paymentPopup?.closed), {
      message: 'the page sees its payment popup closed',
    })
    .toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
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
