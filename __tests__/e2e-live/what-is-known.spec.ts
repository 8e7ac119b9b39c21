import type { Page } from '@playwright/test';
import { continueToSuccessDialog, keepPaymentPopup } from '../e2e/payment-helpers';
import { scaled } from '../e2e/timing';
import { continueToLinkForm, expect, openLinkGateway, signInToHome, test } from './live-fixtures';
import { ACCOUNT, FIGURES, type StubProvider } from './stub-provider';

/**
 * The live bundle says only what it knows of a payment: 'Pendiente' in payments/ is received
 * only when the gateway told this app so; otherwise it reads 'En proceso', and a receipt
 * exists only for a credited payment.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const UNCONFIRMED =
  'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.';
const RECEIVED = /Recibimos tu pago/;

/** A payment the provider lists as pending, which no gateway ever confirmed to this browser. */
function listPendingPayment(stub: StubProvider, id = 40030) {
  stub.payments.unshift({
    id,
    amount: 84350.75,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    status: { data: { name: 'Pendiente' } },
  });
}

test("a pending payment no gateway confirmed here reads 'En proceso' on home, in 'Tus pagos' and on its detail, with no receipt; a reload of /payment while the gateway form is still blank says nothing was received", async ({
  page,
  stub,
}) => {
  listPendingPayment(stub);
  await keepPaymentPopup(page);
  await signInToHome(page);

  await test.step("a pending payment no gateway confirmed here reads 'En proceso' on home, in 'Tus pagos' and on its detail, with no receipt", async () => {
    const list = page.getByRole('list', { name: 'Últimos pagos' });
    const row = list.getByRole('link', { name: /\$ 84,350\.75/ });
    await expect(row).toContainText('En proceso');
    await expect(row).not.toContainText('Pendiente');

    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    await expect(h1(page)).toHaveText('Tus pagos');
    const historyRow = page.getByRole('region').getByRole('link', { name: /\$ 84,350\.75/ });
    await expect(historyRow).toContainText('En proceso');
    await historyRow.click();

    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page.getByText(UNCONFIRMED)).toBeVisible();
    await expect(page.getByText(RECEIVED)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
    // Still followed: once the provider credits it, the detail says so and offers its receipt.
    stub.settleLast('Acreditado');
    await expect(page.getByText('El pago ya está acreditado en tu tarjeta.')).toBeVisible({
      timeout: scaled(15_000),
    });
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toBeVisible();
  });

  await test.step('a reload of /payment while the gateway form is still blank says nothing was received', async () => {
    // Her balance as at sign-in again, so that Pagar offers the same amount; home loaded afresh.
    Object.assign(stub.account, ACCOUNT);
    await page.getByRole('link', { name: 'Volver a inicio' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
    // This provider lists a payment as soon as it is created, pending.
    stub.override('POST payments/', () => {
      listPendingPayment(stub, 40031);
      return {
        status: 200,
        body: { data: { id: 40031, endpoint: stub.endpoint, payment_method: 'LINK_PEI' } },
      };
    });
    await continueToLinkForm(page);
    await expect(page.getByRole('button', { name: 'Ir al formulario' })).toBeFocused();

    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(h1(page)).toHaveText('Tenés un pago en proceso');
    await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
    await expect(page.getByText(UNCONFIRMED)).toBeVisible();
    await expect(page.getByText(RECEIVED)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);
  });
});

test("after '¡Pago exitoso!' the result shows its operation number and its date and time", async ({
  page,
  stub,
}) => {
  stub.notifiedAs = 'Pendiente';
  const popup = await openLinkGateway(page);
  await popup.getByRole('button', { name: 'Pagar' }).click();
  await expect(h1(page)).toHaveText('Pagado');
  await continueToSuccessDialog(page, popup);

  // The gateway said it was paid: received, pending, with its proof and no receipt yet.
  const proof = page.locator('dl');
  await expect(proof.getByRole('term')).toHaveText(['Número de operación', 'Fecha y hora']);
  await expect(proof.getByRole('definition').first()).toHaveText('40023');
  await expect(proof.getByRole('definition').last()).toHaveText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(page.getByText(RECEIVED)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);

  stub.settleLast('Acreditado');
  await expect(page.getByText('Acreditado', { exact: true })).toBeVisible({
    timeout: scaled(15_000),
  });
  await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toBeVisible();
});
