import type { Page } from '@playwright/test';
import {
  continueToRefusal,
  keepPaymentPopup,
  paymentStatus,
  pressAndWaitForClose,
} from '../e2e/payment-helpers';
import { continueToLinkForm, expect, signInToHome, test } from './live-fixtures';
import { LIVE_GATEWAY_ORIGIN, LIVE_ORIGIN } from './origins';
import { INTRUDER_URL, OTHER_ORIGIN, OTHER_ORIGIN_URL } from './stub-gateway';
import { LINK_ENDPOINT } from './stub-provider';

/**
 * Quality, security 3 and 4: the popup goes only to an https endpoint of an allowed gateway
 * origin, and the page listens only to that popup, on the gateway's (or the app's) origin.
 */
// A refused endpoint is the provider's fault, never the cardholder's data.
const ERROR_TEXT =
  'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos. No se debitó nada: probá de nuevo en unos minutos.';

const REFUSED_ENDPOINTS: [string, string][] = [
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a data: URL', 'data:text/html,x'],
  ['a relative path', '/evil'],
  ['http on the gateway host', `http://pasarela.test/link/pago?operacion=OP-0001`],
  ['a look-alike host', 'https://pasarela.test.evil.example/link/pago?operacion=OP-0001'],
  ['credentials in it', 'https://user:pw@pasarela.test/'],
];

/** Every message the app's page receives, as `origin data`, heard before the app's own listener. */
async function hearMessages(page: Page) {
  await page.addInitScript(() => {
    const heard: string[] = [];
    (window as unknown as { heardMessages: string[] }).heardMessages = heard;
    window.addEventListener('message', (event) =>
      heard.push(`${event.origin} ${JSON.stringify(event.data)}`),
    );
  });
  return async (expected: string) =>
    expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { heardMessages: string[] }).heardMessages),
      )
      .toContain(expected);
}

test('an endpoint that is not https on an allowed gateway origin is refused, each time: the popup closes unused and the Error dialog shows; then on the gateway, messages from a window that is not the popup, from another origin or malformed are ignored', async ({
  page,
  context,
  stub,
  gateway,
}) => {
  const requested: string[] = [];
  const navigated: string[] = [];
  const browserDialogs: string[] = [];
  context.on('request', (request) => requested.push(request.url()));
  context.on('page', (opened) =>
    opened.on('framenavigated', (frame) => navigated.push(frame.url())),
  );
  context.on('dialog', (dialog) => {
    browserDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // Should the popup go there after all, nothing leaves this machine (and the test sees it).
  await context.route(
    /^http:\/\/pasarela\.test\/|^https:\/\/pasarela\.test\.evil\.example\//,
    (route) => route.abort(),
  );

  const heard = await hearMessages(page);
  await keepPaymentPopup(page);
  await signInToHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  for (const [attempt, [what, endpoint]] of REFUSED_ENDPOINTS.entries()) {
    await test.step(what, async () => {
      stub.endpoint = endpoint;
      requested.length = 0;
      navigated.length = 0;
      await expect(page.getByLabel('Monto a pagar')).not.toHaveValue('');
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continuar' }).click();
      const popup = await popupOpened;
      if (!popup.isClosed()) await popup.waitForEvent('close');

      const dialog = page.getByRole('dialog', { name: 'Error' });
      await expect(dialog).toContainText(ERROR_TEXT);
      expect(stub.callsTo('POST payments/')).toHaveLength(attempt + 1);
      // The popup never loaded the endpoint: nothing but the app's own origin was asked for, no
      // page went anywhere else, no script ran an alert.
      expect(requested.filter((url) => !url.startsWith(`${LIVE_ORIGIN}/`))).toEqual([]);
      expect(requested).not.toContain(`${LIVE_ORIGIN}/evil`);
      expect(navigated.filter((url) => !url.startsWith(`${LIVE_ORIGIN}/`))).toEqual([]);
      expect(gateway.requests).toEqual([]);
      expect(browserDialogs).toEqual([]);

      // The amount stays and the cardholder can try again.
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await page.getByRole('button', { name: 'Reintentar pago' }).click();
    });
  }

  await test.step('messages from a window that is not the popup, from another origin or malformed are ignored', async () => {
    // The provider's endpoint is the gateway's again: the cardholder tries once more.
    stub.endpoint = LINK_ENDPOINT;
    await expect(page.getByLabel('Monto a pagar')).not.toHaveValue('');
    const popup = await continueToLinkForm(page);
    const status = paymentStatus(page);
    await expect(status).toHaveText('Formulario de pago cargado, complete los datos por favor');

    // Each stranger says CONTINUAR: heeded, it would end the flow at once with the Error dialog.
    const CONTINUAR = JSON.stringify({ intent: 'CONTINUAR' });
    // 1. The app's own window, on the app's own origin.
    await page.evaluate(() => window.postMessage({ intent: 'CONTINUAR' }, window.location.origin));
    await heard(`${LIVE_ORIGIN} ${CONTINUAR}`);
    // 2. A window of the gateway's origin that is not the popup (this page opened it otherwise).
    const intruderOpened = context.waitForEvent('page');
    await page.evaluate((url) => void window.open(url, 'intrusa'), INTRUDER_URL);
    const intruder = await intruderOpened;
    await heard(`${LIVE_GATEWAY_ORIGIN} ${CONTINUAR}`);
    await intruder.close();
    // 3. The popup itself, once it has gone to another origin (navigated from inside, as a page
    //    would: an address-bar navigation would drop the opener), then back to the gateway.
    await popup.evaluate((url) => window.location.assign(url), OTHER_ORIGIN_URL);
    await heard(`${OTHER_ORIGIN} ${CONTINUAR}`);
    await popup.evaluate((url) => window.location.assign(url), LINK_ENDPOINT);
    await popup.waitForURL(LINK_ENDPOINT);
    await expect(status).toHaveText('Formulario de pago cargado, complete los datos por favor');
    // 4. The popup on the gateway's origin, with messages that are not `{ intent: 'NAME' }`.
    await popup.evaluate((app) => {
      window.opener.postMessage('CONTINUAR', app);
      window.opener.postMessage({ intent: 'continuar' }, app);
      window.opener.postMessage({ event: 'CONTINUAR' }, app);
    }, LIVE_ORIGIN);
    await heard(`${LIVE_GATEWAY_ORIGIN} ${JSON.stringify({ event: 'CONTINUAR' })}`);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The flow was still open through all of it: the real gateway's messages finish it well.
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await expect(status).toHaveText('¡Pago exitoso!');
    await pressAndWaitForClose(popup, 'Continuar');
    await expect(page.getByRole('dialog', { name: 'Pago exitoso' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Error' })).toHaveCount(0);
  });
});

test("the provider refuses the payment for good (403 with its message): its words in the 'Error' dialog and on the page, the popup closed, no 'Reintentar pago'", async ({
  page,
  stub,
}) => {
  const blocked =
    'Tu tarjeta está bloqueada. Para pagarla, usá otro medio de pago o comunicate con nosotros.';
  stub.override('POST payments/', { status: 403, body: { message: blocked } });
  await keepPaymentPopup(page);
  await signInToHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await continueToRefusal(page, blocked);
  expect(stub.callsTo('POST payments/')).toHaveLength(1);
});
