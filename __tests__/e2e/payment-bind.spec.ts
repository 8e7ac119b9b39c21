import { DEMO_ORIGIN } from '../e2e-live/origins';
import { expect, expectStatementPaid, newestPayment, test } from './fixtures';
import {
  acceptDialog,
  continueToGateway,
  focusPageOncePopupClosed,
  LUCIA,
  openGateway,
  payInGateway,
  paymentStatus,
  pressAndWaitForClose,
} from './payment-helpers';

test("BIND: 'Volver a pagar' on /payment/error sends the opener back to /payment with the amount; paid through /payment/success, home lists the payment", async ({
  page,
}) => {
  const failed = await openGateway(page, LUCIA);

  await test.step("'Volver a pagar' on /payment/error sends the opener back to /payment with the amount", async () => {
    await payInGateway(failed, 'Simular rechazo');
    await failed.waitForURL(`${DEMO_ORIGIN}/payment/error`);
    await expect(failed.getByRole('heading', { name: 'Error en el pago' })).toBeVisible();
    await expect(failed.getByRole('link', { name: /Ver medios de pago/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await pressAndWaitForClose(failed, 'Volver a pagar');
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=12000.50`);
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 12,000.50');
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu último intento de pago fue rechazado.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('BIND success through /payment/success, then home lists the payment', async () => {
    const popup = await continueToGateway(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Pago con BIND (demo)' })).toBeVisible();
    await payInGateway(popup, 'Pagar');

    await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
    await expect(popup.getByRole('heading', { name: 'Operación exitosa' })).toBeVisible();
    await expect(popup.getByText('$ 12,000.50')).toBeVisible();
    await expect(popup.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

    await pressAndWaitForClose(popup, 'Volver al inicio');
    await focusPageOncePopupClosed(page);
    await expect(paymentStatus(page)).toHaveText('Pago realizado');
    await acceptDialog(page, 'Pago realizado', 'en unos minutos');

    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expectStatementPaid(page, '$ 12,000.50');
    const newest = newestPayment(page);
    await expect(newest).toContainText('$ 12,000.50');
    await expect(newest).toContainText('Acreditado');
  });
});

test("BIND: 'Simular rechazo', then 'Volver al inicio' in the popup: the page says the payment was rejected, once, and never 'Pago realizado'", async ({
  page,
}) => {
  const popup = await openGateway(page, LUCIA);
  await payInGateway(popup, 'Simular rechazo');
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/error`);
  await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
  await pressAndWaitForClose(popup, 'Volver al inicio');
  await focusPageOncePopupClosed(page);
  await acceptDialog(page, 'Error');
  await expect(
    page.getByRole('heading', { name: 'No se realizó el pago', level: 1 }),
  ).toBeFocused();
  await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Pago realizado')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
});
