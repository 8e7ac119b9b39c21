import type { Page } from '@playwright/test';
import { expect, homeFigure, newestPayment, signIn, test, expectStatementPaid } from './fixtures';
import { DEMO_GATEWAY_ORIGIN, DEMO_ORIGIN } from '../e2e-live/origins';
import {
  acceptDialog,
  continueToGateway,
  continueToSuccessDialog,
  payInGateway,
  paymentStatus,
  pressAndWaitForClose,
} from './payment-helpers';

test('LINK, one attempt after another: a blocked popup, then leaving asks to confirm; unknown or stray messages change nothing; a rejection, then Reintentar pago; success through CONTINUAR, and home shows the new payment', async ({
  page,
}) => {
  let popup: Page;
  let stranger: Page;

  await test.step('a blocked popup says so plainly, and Continuar works again; leaving the page while the popup is open asks the browser to confirm', async () => {
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      const flags = window as unknown as { blockPopups: boolean };
      flags.blockPopups = true;
      window.open = (...args) => (flags.blockPopups ? null : open(...args));
    });
    await signIn(page);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      page.getByText(/Tu navegador bloqueó la ventana del formulario de pago/),
    ).toBeVisible();

    await page.evaluate(
      () => ((window as unknown as { blockPopups: boolean }).blockPopups = false),
    );
    popup = await continueToGateway(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();

    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await asked;
    expect(dialog.type()).toBe('beforeunload');
    // The cardholder stays (the browser's Cancel), and the payment goes on in the next steps.
    await dialog.dismiss();
  });

  await test.step('an unknown event resets the status to Iniciando proceso de pago...; a message from the wrong window or the wrong origin changes nothing', async () => {
    await expect(paymentStatus(page)).toHaveText(
      'Formulario de pago cargado, complete los datos por favor',
    );
    await popup.evaluate(
      (app) => window.opener.postMessage({ intent: 'EVENTO_DESCONOCIDO' }, app),
      DEMO_ORIGIN,
    );
    await expect(paymentStatus(page)).toHaveText('Iniciando proceso de pago...');
    // What reaches the page's window, as the app's own listener hears it.
    await page.evaluate(() => {
      const heard: string[] = [];
      Object.assign(window, { heardMessages: heard });
      window.addEventListener('message', (event: MessageEvent<{ intent?: string }>) =>
        heard.push(`${event.data?.intent ?? '?'} from ${event.origin}`),
      );
    });

    // The right payload, from the app's own window instead of the popup.
    await page.evaluate(() =>
      window.postMessage({ intent: 'PAGO_REALIZADO' }, window.location.origin),
    );
    // From another window of the gateway's origin that the page did not open: one the popup
    // opened, which reaches the page as its opener's opener. (A tab of its own could not: its
    // window.open('', 'autogestion-pago') finds no such window and opens a blank one.)
    const strangerOpened = popup.waitForEvent('popup');
    await popup.evaluate((url) => {
      window.open(url, 'otra-ventana');
    }, `${DEMO_GATEWAY_ORIGIN}/demo-gateway/notify/`);
    stranger = await strangerOpened;
    await stranger.waitForURL(`${DEMO_GATEWAY_ORIGIN}/demo-gateway/notify/`);
    await stranger.evaluate(
      (app) => window.opener.opener.postMessage({ intent: 'PAGO_REALIZADO' }, app),
      DEMO_ORIGIN,
    );
    // From the popup itself, once it is on an origin that is neither the gateway nor the app.
    // (Navigated from inside, as a page would: an address-bar navigation would drop the opener.)
    const elsewhere = `${DEMO_ORIGIN.replace('127.0.0.1', 'localhost')}/demo-gateway/notify/`;
    await popup.evaluate((url) => window.location.assign(url), elsewhere);
    await popup.waitForURL(elsewhere);
    await popup.evaluate(() => window.opener.postMessage({ intent: 'PAGO_REALIZADO' }, '*'));

    // The page has heard all three...
    const elsewhereOrigin = new URL(elsewhere).origin;
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { heardMessages: string[] }).heardMessages),
      )
      .toEqual(
        expect.arrayContaining([
          `PAGO_REALIZADO from ${DEMO_ORIGIN}`,
          `PAGO_REALIZADO from ${DEMO_GATEWAY_ORIGIN}`,
          `PAGO_REALIZADO from ${elsewhereOrigin}`,
        ]),
      );
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    await expect(paymentStatus(page)).not.toHaveText('¡Pago exitoso!');
    // ...and what it made of them shows in what comes after: the popup, back on the gateway's
    // origin, says the window closed. With no payment made that is 'Formulario de pago cerrado';
    // had any PAGO_REALIZADO above counted, it would be the 'Pago exitoso' dialog instead.
    const gatewayPage = `${DEMO_GATEWAY_ORIGIN}/demo-gateway/notify/`;
    await popup.evaluate((url) => window.location.assign(url), gatewayPage);
    await popup.waitForURL(gatewayPage);
    await popup.evaluate(
      (app) => window.opener.postMessage({ intent: 'VENTANA_CERRADA' }, app),
      DEMO_ORIGIN,
    );
    await expect(page.getByRole('dialog', { name: 'Formulario de pago cerrado' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Pago exitoso' })).toHaveCount(0);
  });

  await test.step('LINK rejection: error dialog after CONTINUAR, then Reintentar pago starts again', async () => {
    // Back to the gateway as the cardholder would: the windows closed, Aceptar, then again.
    await Promise.all([stranger.close(), popup.close()]);
    await acceptDialog(page, 'Formulario de pago cerrado');
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    popup = await continueToGateway(page);
    await payInGateway(popup, 'Simular rechazo');
    await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
    // CONTINUAR ends the flow and the page closes the popup, maybe before the click hears back.
    await pressAndWaitForClose(popup, 'Continuar');
    await acceptDialog(
      page,
      'Error',
      'Hubo un problema al intentar realizar el pago, por favor verificá los datos e intentalo nuevamente.',
    );
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
  });

  await test.step('LINK success through CONTINUAR: dialog, Pagado, and home shows the new payment', async () => {
    popup = await continueToGateway(page);
    await expect(paymentStatus(page)).toHaveText(
      'Formulario de pago cargado, complete los datos por favor',
    );
    await expect(popup.getByText('$ 84,350.75')).toBeVisible();

    await payInGateway(popup, 'Pagar');
    await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
    await expect(page.getByRole('heading', { name: 'Pagado' })).toBeVisible();

    await continueToSuccessDialog(page, popup);

    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expectStatementPaid(page, '$ 84,350.75');
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 434,350.75');
    const newest = newestPayment(page);
    await expect(newest).toContainText('$ 84,350.75');
    await expect(newest).toContainText('Acreditado');
  });
});
