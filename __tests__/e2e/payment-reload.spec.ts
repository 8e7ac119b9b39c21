import { DEMO_ORIGIN } from '../e2e-live/origins';
import type { Page } from '@playwright/test';
import { expect, signOut, test, expectStatementPaid } from './fixtures';
import {
  continueToGateway,
  LUCIA,
  openGateway,
  payInGateway,
  pressAndWaitForClose,
  secondTabOnPayment,
} from './payment-helpers';

/**
 * A reloaded /payment or another tab follows the payment to its end ('Tenés un pago en proceso',
 * then 'Ya pagaste este monto' or the failure), never the form with the old amount; the gateway's
 * Continuar in a popup whose opener reloaded closes the popup.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** A reload of a page that guards a popup in use asks first: the cardholder says yes. */
async function reloadAnyway(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(h1(page)).toHaveText('Tenés un pago en proceso');
}

async function expectNoForm(page: Page) {
  await expect(page.getByLabel('Monto a pagar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
}

test("a reload while the popup is open, then the payment's end: LINK refused, then paid ('Ya pagaste este monto' with its status); then BIND paid, never the form with the old amount", async ({
  page,
}) => {
  await test.step("LINK: reload, then 'Simular rechazo' and Continuar: the popup closes and the page says the payment was not made, with the ways forward; tried again, reload, then pay: Continuar closes the popup and the page says 'Ya pagaste este monto' with its status", async () => {
    const refused = await openGateway(page);
    await reloadAnyway(page);
    await payInGateway(refused, 'Simular rechazo');
    await pressAndWaitForClose(refused, 'Continuar');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
    await expectNoForm(page);

    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    const popup = await continueToGateway(page);
    await reloadAnyway(page);
    await payInGateway(popup, 'Pagar');
    await pressAndWaitForClose(popup, 'Continuar');
    await expect(h1(page)).toHaveText('Ya pagaste este monto');
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    await expect(page.getByText('Ya hiciste un pago de $ 84,350.75.')).toBeVisible();
    await expectNoForm(page);
    // Still so once the figures changed ('Saldo pendiente' would now be $ 0.00).
    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expectStatementPaid(page, '$ 84,350.75');
  });

  // Lucía's payment, after María's: signed out through Opciones, then in again.
  await test.step("BIND: reload, then pay: the page says 'Ya pagaste este monto', never the form with the old amount", async () => {
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);

    const popup = await openGateway(page, LUCIA);
    await reloadAnyway(page);
    await payInGateway(popup, 'Pagar');
    await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
    await pressAndWaitForClose(popup, 'Volver al inicio');
    await expect(h1(page)).toHaveText('Ya pagaste este monto');
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    await expectNoForm(page);
  });
});

test("a second tab follows the payment to its end: in progress, then 'Ya pagaste este monto'; a cancelled one ends as not made", async ({
  page,
  context,
}) => {
  const other = await secondTabOnPayment(page, context);

  // First a payment cancelled in the form: the other tab says it was not made.
  await page.getByRole('button', { name: 'Pagar' }).click();
  let popup = await continueToGateway(page);
  await expect(h1(other)).toHaveText('Tenés un pago en proceso');
  await pressAndWaitForClose(popup, 'Cancelar');
  await expect(h1(other)).toHaveText('No se realizó el pago');
  // Whichever news comes first (the flow's end, or payments/ listing it), this tab ends with
  // the provider's word and the way to pay again.
  await expect(other.getByRole('button', { name: 'Volver a pagar' })).toBeVisible();
  await expect(other.getByText('Cancelado', { exact: true })).toBeVisible();

  // Then one paid: in progress, then paid, with its status.
  await page.getByRole('button', { name: 'Reintentar pago' }).click();
  popup = await continueToGateway(page);
  await expect(h1(other)).toHaveText('Tenés un pago en proceso');
  await payInGateway(popup, 'Pagar');
  await pressAndWaitForClose(popup, 'Continuar');
  await expect(h1(other)).toHaveText('Ya pagaste este monto');
  await expect(other.getByText('Acreditado', { exact: true })).toBeVisible();
  await expectNoForm(other);
});
