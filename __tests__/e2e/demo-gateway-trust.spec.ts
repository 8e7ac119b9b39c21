import { DEMO_ORIGIN } from '../e2e-live/origins';
import { expect, homeFigure, test, expectStatementPaid } from './fixtures';
import { LUCIA, openGateway, payInGateway, pressAndWaitForClose } from './payment-helpers';

/*
 * The demo gateway stands in for a real one, so it keeps a real one's rules: only the gateway
 * can settle a payment (its notification carries a secret that only the gateway received, in
 * its endpoint URL), and it talks to the app's configured origin only, whatever its URL says.
 */

test("a notification without the payment's secret settles nothing; the gateway's own does", async ({
  page,
  context,
}) => {
  const popup = await openGateway(page, LUCIA);
  const endpoint = new URL(popup.url());
  const paymentId = endpoint.searchParams.get('payment') ?? '';
  expect(endpoint.searchParams.get('secret')).toMatch(/^[0-9a-f]{32}$/);

  // Another page guesses the (sequential) id and claims the payment was credited.
  const stranger = await context.newPage();
  for (const secret of [null, 'f'.repeat(32)]) {
    const notify = new URL('/demo-gateway/notify/', DEMO_ORIGIN);
    notify.searchParams.set('payment', paymentId);
    notify.searchParams.set('status', 'Acreditado');
    if (secret) notify.searchParams.set('secret', secret);
    await stranger.goto(notify.href);
    await expect(stranger.locator('body')).toContainText('Podés cerrar esta ventana');
  }
  // Home, in another tab, still has the payment pending (in process: no gateway said it was
  // paid) and the balance as it was.
  await stranger.goto('/');
  await expect(homeFigure(stranger, 'Saldo último resumen')).toHaveText('$ 12,000.50');
  const newest = stranger.getByRole('list', { name: 'Últimos pagos' }).getByRole('listitem');
  await expect(newest.first()).toContainText('En proceso');

  // The gateway's own notification (it has the secret) does settle it.
  await payInGateway(popup, 'Pagar');
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
  await pressAndWaitForClose(popup, 'Volver al inicio');
  await stranger.reload();
  await expectStatementPaid(stranger, '$ 12,000.50');
  await expect(newest.first()).toContainText('Acreditado');
});

test("the gateway ignores an app parameter that is not the app's origin: nothing goes there", async ({
  page,
  context,
}) => {
  const elsewhere: string[] = [];
  await context.route('https://evil.example/**', (route) => {
    elsewhere.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>evil</p>' });
  });
  const popup = await openGateway(page, LUCIA);
  const tampered = new URL(popup.url());
  tampered.searchParams.set('app', 'https://evil.example');
  // Navigated from inside the popup, as a link would be: the opener stays.
  await popup.evaluate((url) => window.location.assign(url), tampered.href);
  await popup.waitForURL(tampered.href);

  await payInGateway(popup, 'Pagar');
  // The payment is settled through the app's own notification page and ends on its result page.
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
  await expect(popup.getByRole('heading', { name: 'Operación exitosa' })).toBeVisible();
  expect(elsewhere).toEqual([]);
});
