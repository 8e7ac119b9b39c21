import { DEMO_ORIGIN } from '../e2e-live/origins';
import { expect, expectStatementPaid, newestPayment, test } from './fixtures';
import * as payment from './payment-helpers';

test("BIND: 'Volver a pagar' on /payment/error sends the opener back to /payment with the amount; paid through /payment/success, home lists the payment", async ({
  page,
}) => {
  const failed = await payment.openGateway(page, payment.LUCIA);

  await test.step("'Volver a pagar' on /payment/error sends the opener back to /payment with the amount", async () => {
    await payment.payInGateway(failed, 'Simular rechazo');
    await failed.waitForURL(`${DEMO_ORIGIN}/payment/error`);
    await expect(failed.getByRole('heading', { name: 'Error en el pago' })).toBeVisible();
    await expect(failed.getByRole('link', { name: /Ver medios de pago/ })).toHaveAttribute(
      'target',
      '_blank',
    );

    await payment.pressAndWaitForClose(failed, 'Volver a pagar');
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=12000.50`);
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 12,000.50');
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu último intento de pago fue rechazado.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('BIND success through /payment/success, then home lists the payment', async () => {
    const popup = await payment.continueToGateway(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'Pago con BIND (demo)' })).toBeVisible();
    await payment.payInGateway(popup, 'Pagar');

    await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
    await expect(popup.getByRole('heading', { name: 'Operación exitosa' })).toBeVisible();
    await expect(popup.getByText('$ 12,000.50')).toBeVisible();
    await expect(popup.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();

    await payment.pressAndWaitForClose(popup, 'Volver al inicio');
    await payment.focusPageOncePopupClosed(page);
    await expect(payment.paymentStatus(page)).toHaveText('Pago realizado');
    await payment.acceptDialog(page, 'Pago realizado', 'en unos minutos');

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
  const popup = await payment.openGateway(page, payment.LUCIA);
  await payment.payInGateway(popup, 'Simular rechazo');
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/error`);
  await expect(payment.paymentStatus(page)).toHaveText('Hubo un error en el pago');
  await payment.pressAndWaitForClose(popup, 'Volver al inicio');
  await payment.focusPageOncePopupClosed(page);
  await payment.acceptDialog(page, 'Error');
  await expect(
    page.getByRole('heading', { name: 'No se realizó el pago', level: 1 }),
  ).toBeFocused();
  await expect(payment.paymentStatus(page)).toHaveText('Hubo un error en el pago');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Pago realizado')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
});
