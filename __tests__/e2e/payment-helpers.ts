import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectStatementPaid, homeFigure, signIn } from './fixtures';

import { DEMO_GATEWAY_ORIGIN, DEMO_ORIGIN } from '../e2e-live/origins';
export const LUCIA = { dni: '33444555', lastDigits: '99887766' };

interface WindowWithPopup {
  /** What window.open last gave the app: the page's own handle on its payment popup. */
  paymentPopup?: Window | null;
}

/**
 * Keeps, for the test, the window the app opens (the app itself is unchanged: window.open
 * still opens it and returns it to the app).
 */
export async function keepPaymentPopup(page: Page) {
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
  await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
  const popup = await continueToGateway(page);
  await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
  return popup;
}

/** On /payment, presses Continuar and waits for the demo gateway in the popup it opens. */
export async function continueToGateway(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${DEMO_GATEWAY_ORIGIN}/demo-gateway/**`);
  return popup;
}

/**
 * Lucía pays her whole balance with BIND: Pagar in the popup, 'Volver al inicio' on its
 * /payment/success, Aceptar in the page's 'Pago realizado' dialog, 'Volver a inicio', and
 * home shows her balance paid.
 */
export async function payLuciaInFullWithBind(page: Page) {
  const popup = await openGateway(page, LUCIA);
  await payInGateway(popup, 'Pagar');
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
  await pressAndWaitForClose(popup, 'Volver al inicio');
  await focusPageOncePopupClosed(page);
  await acceptDialog(page, 'Pago realizado');
  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expectStatementPaid(page, '$ 12,000.50');
}

/**
 * LINK, paid: Continuar in the popup closes it, and the page's 'Pago exitoso' dialog says the
 * payment was made; Aceptar closes it.
 */
export async function continueToSuccessDialog(page: Page, popup: Page) {
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(
    page,
    'Pago exitoso',
    'Pago realizado con éxito, en unos minutos estará reflejado en su cuenta.',
  );
}

/** Aceptar in the page's dialog `name`, once it says `saying` (when given). */
export async function acceptDialog(page: Page, name: string, saying?: string) {
  const dialog = page.getByRole('dialog', { name });
  if (saying !== undefined) await expect(dialog).toContainText(saying);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
}

/**
 * Gives the page the focus, as a cardholder coming back would, once the page itself sees its popup
 * closed (its handle's `closed`): Playwright hears of the close earlier, by longer on a busy
 * machine. Needs a popup opened through openGateway.
 */
export async function focusPageOncePopupClosed(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as WindowWithPopup).paymentPopup?.closed), {
      message: 'the page sees its payment popup closed',
    })
    .toBe(true);
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

/**
 * The payment's own status line on /payment (not the receipt's line beside it, also a live
 * region, which shows once payments/ lists the payment with an id).
 */
export function paymentStatus(page: Page) {
  return page.getByRole('status').and(page.locator('.payment-status'));
}

/**
 * The demo's later settlements ('… en 20 s', the bank's rejection) come due on Playwright's
 * clock (installed before the page loaded) instead of in real time: the page's follow-up,
 * due by then, asks at once and finds the payment settled.
 */
export async function settlementComesDue(page: Page) {
  await page.clock.fastForward(20_000);
}

/** Card number, then one of the demo gateway's buttons ('… en 20 s' settle the payment later). */
export async function payInGateway(
  popup: Page,
  button: 'Pagar' | 'Simular rechazo' | 'Cancelar' | 'Acreditar en 20 s' | 'Rechazar en 20 s',
) {
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

/**
 * Continuar on /payment, which the provider refuses for good with `message`: its words in the
 * 'Error' dialog, the popup closed; after Aceptar, its words on the page and the other ways to
 * pay, never 'Reintentar pago'.
 */
export async function continueToRefusal(page: Page, message: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toHaveAccessibleDescription(message);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(
    page.getByRole('heading', { name: 'No se realizó el pago', level: 1 }),
  ).toBeFocused();
  await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a inicio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toHaveCount(0);
}

/**
 * María signed in on `page` (home's figures shown, as a person would wait for them), and a
 * second tab of the same browser on /payment with her statement's balance: returned.
 */
export async function secondTabOnPayment(page: Page, context: BrowserContext): Promise<Page> {
  await signIn(page);
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
  const other = await context.newPage();
  await other.goto('/payment?amount=84350.75');
  await expect(other.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  return other;
}
