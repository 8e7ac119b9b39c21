import { expect, homeFigure, signIn, test } from './fixtures';
import { continueToRefusal, keepPaymentPopup } from './payment-helpers';

/**
 * The provider refuses a payment for good (a 4xx with its message): its words, in the spec's
 * 'Error' dialog and on the page, the popup closed, and the other ways to pay instead of
 * 'Reintentar pago', which could only fail again. In the demo, Tomás Ríos's card is blocked.
 */
const TOMAS = { dni: '31222333', lastDigits: '55667788' };
const BLOCKED =
  'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.';

test("Tomás's card is blocked: Continuar says the provider's words, closes the popup, offers 'Otras formas de pago' and 'Volver a inicio', never 'Reintentar pago'", async ({
  page,
}) => {
  await keepPaymentPopup(page);
  await signIn(page, TOMAS);
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 0.00');
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 45,200.00');
  await expect(page.getByText('No existen pagos realizados')).toBeVisible();

  await page.getByRole('button', { name: 'Pagar' }).click();
  await continueToRefusal(page, BLOCKED);

  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 45,200.00');
  await expect(page.getByText('No existen pagos realizados')).toBeVisible();
});
