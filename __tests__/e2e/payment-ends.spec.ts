import type { Page } from '@playwright/test';
import { expect, homeFigure, test } from './fixtures';
import {
  continueToGateway,
  focusPageOncePopupClosed,
  openGateway,
  payInGateway,
  paymentStatus,
  pressAndWaitForClose,
  settlementComesDue,
} from './payment-helpers';
import { scaled } from './timing';

/**
 * Every end of a payment says what happened and offers a way forward; a payment the form said
 * was made shows its own status from payments/ until the provider settles it; after every
 * dialog the focus is on the page's h1, never on the body.
 */

/** Once the settlement is due (settlementComesDue), the page asks again within 5 to 10 s. */
const SETTLEMENT_WAIT = scaled(60_000);

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The ways forward after a flow that did not pay. */
async function expectWaysForward(page: Page) {
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a inicio' })).toBeVisible();
  const otherWays = page.getByRole('link', { name: /^Otras formas de pago/ });
  await expect(otherWays).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('button', { name: 'Ir al formulario' })).toHaveCount(0);
  await expect(h1(page)).not.toHaveText('Estás pagando');
}

/**
 * Closes the dialog with the keyboard only (Enter on Aceptar, or Escape), then: the h1 has the
 * focus, and the next Tab stays in the page instead of going to the top bar's 'Menú'.
 */
async function closeDialogByKeyboard(page: Page, name: string, key: 'Enter' | 'Escape') {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  if (key === 'Enter') await dialog.getByRole('button', { name: 'Aceptar' }).focus();
  await page.keyboard.press(key);
  await expect(dialog).toBeHidden();
  await expect(h1(page)).toBeFocused();
  await page.keyboard.press('Tab');
  const next = page.locator(':focus');
  await expect(next).toHaveCount(1);
  await expect(next).not.toHaveAccessibleName('Menú');
  expect(await next.evaluate((element) => element.closest('.payment-page') !== null)).toBe(true);
}

test("the ends that pay nothing, one after another: 'Simular rechazo', Cancelar in the form, the popup closed, a failed POST payments/: each says what happened, the ways forward, the focus on the h1", async ({
  page,
}) => {
  const refused = await openGateway(page);

  await test.step("while the popup is open 'Ir al formulario' has the focus; 'Simular rechazo': 'No se realizó el pago', what to do, and the ways forward; the focus on the h1 after the dialog", async () => {
    await expect(page.getByRole('button', { name: 'Ir al formulario' })).toBeFocused();
    await payInGateway(refused, 'Simular rechazo');
    await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
    await pressAndWaitForClose(refused, 'Continuar');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await closeDialogByKeyboard(page, 'Error', 'Enter');
    // Said once: the status line, the dialog, and one sentence on the money and what to do.
    await expect(
      page.getByText(
        'No se debitó nada: revisá los datos de tu tarjeta de débito o probá con otra forma de pago.',
      ),
    ).toBeVisible();
    await expectWaysForward(page);

    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(h1(page)).toHaveText('¿Cuánto vas a pagar?');
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  });

  await test.step("Cancelar in the form: 'Cancelaste el pago', nothing debited, the ways forward, the focus on the h1", async () => {
    const popup = await continueToGateway(page);
    await pressAndWaitForClose(popup, 'Cancelar');
    await expect(paymentStatus(page)).toHaveText('Pago cancelado desde formulario');
    await expect(h1(page)).toHaveText('Cancelaste el pago');
    await expect(h1(page)).toBeFocused();
    await expect(page.getByText('no se debitó nada', { exact: false })).toBeVisible();
    await expectWaysForward(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
    // Not a payment in progress: Pagar offers the amount form again.
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(h1(page)).toHaveText('¿Cuánto vas a pagar?');
  });

  await test.step("the popup closed before paying: its dialog, then 'No se realizó el pago' and the focus on the h1", async () => {
    const popup = await continueToGateway(page);
    await popup.close();
    await focusPageOncePopupClosed(page);
    await expect(paymentStatus(page)).toHaveText('Formulario de pago cerrado');
    await closeDialogByKeyboard(page, 'Formulario de pago cerrado', 'Escape');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expectWaysForward(page);
  });

  await test.step("a failed POST payments/: the provider's fault, not the cardholder's data; the amount is kept for Reintentar pago", async () => {
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    // The mock provider now answers every call 503 (the demo's 'Proveedor caído').
    await setScenario(page, 'provider-down');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const popup = await popupOpened;
    if (!popup.isClosed()) await popup.waitForEvent('close');
    const dialog = page.getByRole('dialog', { name: 'Error' });
    await expect(dialog).toContainText(
      'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos.',
    );
    await expect(dialog).not.toContainText('verifica los datos');
    await closeDialogByKeyboard(page, 'Error', 'Enter');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expectWaysForward(page);

    await setScenario(page, 'normal');
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    const retried = await continueToGateway(page);
    await expect(retried.getByText('$ 84,350.75')).toBeVisible();
  });
});

test("LINK paid, then 'Rechazar en 20 s': 'Pagado' with 'Pendiente', then 'Tu pago fue rechazado' with 'Volver a pagar' and 'Otras formas de pago'", async ({
  page,
}) => {
  await page.clock.install();
  const popup = await openGateway(page);
  await payInGateway(popup, 'Rechazar en 20 s');
  await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
  await pressAndWaitForClose(popup, 'Continuar');
  await expect(h1(page)).toHaveText('Pagado');
  await closeDialogByKeyboard(page, 'Pago exitoso', 'Enter');
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Recibimos tu pago. Te avisamos acá cuando se acredite.'),
  ).toBeVisible();

  await settlementComesDue(page);
  await expect(h1(page)).toHaveText('Tu pago fue rechazado', { timeout: SETTLEMENT_WAIT });
  await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
  await expect(page.getByText('Pagado', { exact: true })).toHaveCount(0);
  // Said once, in place: no notification on top of the page.
  await expect(page.getByRole('note')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
  await page.getByRole('button', { name: 'Volver a pagar' }).click();
  await expect(h1(page)).toHaveText('¿Cuánto vas a pagar?');
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
});

/** The demo's scenario switch, through its own route (never the provider's). */
async function setScenario(page: Page, active: 'provider-down' | 'normal') {
  const status = await page.evaluate(async (scenario) => {
    const answer = await fetch('/api/demo/scenario/', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ active: scenario }),
    });
    return answer.status;
  }, active);
  expect(status).toBe(200);
}
