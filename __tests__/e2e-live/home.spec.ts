import { readFile } from 'node:fs/promises';
import { homeFigure, newestPayment } from '../e2e/fixtures';
import { continueToSuccessDialog } from '../e2e/payment-helpers';
import { continueToLinkForm, expect, signInToHome, test } from './live-fixtures';
import { LIVE_ORIGIN } from './origins';
import { ACCOUNT, FIGURES, PAYMENT_ROWS, STATEMENT_PDF_B64, STUB_TOKEN } from './stub-provider';

test('home shows the figures and the last payments the provider sent, Descargar mi resumen saves its PDF as mi-resumen.pdf, byte for byte; then a LINK payment through the gateway in the popup: Pagado, Pago exitoso, one POST payments/', async ({
  page,
  context,
  stub,
}) => {
  await signInToHome(page);

  await test.step('the figures and the last payments the provider sent', async () => {
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    const list = page.getByRole('list', { name: 'Últimos pagos' });
    await expect(list.getByRole('listitem')).toHaveCount(PAYMENT_ROWS.length);
    for (const [index, row] of PAYMENT_ROWS.entries()) {
      const item = list.getByRole('listitem').nth(index);
      await expect(item).toContainText(row.amount);
      await expect(item).toContainText(row.status);
      await expect(item).toContainText(row.date);
    }
    expect(stub.callsTo('GET account/')).not.toHaveLength(0);
    expect(stub.callsTo('GET payments/')).not.toHaveLength(0);
  });

  await test.step('Descargar mi resumen saves the provider PDF as mi-resumen.pdf, byte for byte', async () => {
    const button = page.getByRole('button', { name: 'Descargar mi resumen' });
    const downloaded = page.waitForEvent('download');
    await button.click();
    const download = await downloaded;

    expect(download.suggestedFilename()).toBe('mi-resumen.pdf');
    const bytes = await readFile(await download.path());
    expect(bytes.equals(Buffer.from(STATEMENT_PDF_B64, 'base64'))).toBe(true);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF travelled in the body of one Bearer call, never in a URL.
    const [statement] = stub.callsTo('GET summary/last/');
    expect(statement.authorization).toBe(`Bearer ${STUB_TOKEN}`);
    expect(stub.callsTo('GET summary/last/')).toHaveLength(1);
    // The button is ready for another download.
    await expect(button).toBeEnabled();
  });

  // Spec sections 2, 4 (LINK_PEI monitor), 7 (POST payments/, the popup) and 8 (success dialog).
  await test.step('a LINK payment through the gateway in the popup: Pagado, Pago exitoso, one POST payments/', async () => {
    const navigations: string[] = [];
    context.on('request', (request) => {
      if (request.isNavigationRequest()) navigations.push(request.url());
    });
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/payment\?amount=84350\.75$/);
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);

    const popup = await continueToLinkForm(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    const status = page.getByRole('status');
    await expect(status).toHaveText('Formulario de pago cargado, complete los datos por favor');
    await expect(page.getByRole('button', { name: 'Ir al formulario' })).toBeVisible();

    // Exactly one payment call, with the amount as a number, under the Bearer token.
    const posts = stub.callsTo('POST payments/');
    expect(posts).toHaveLength(1);
    expect(posts[0].body).toEqual({ amount: ACCOUNT.current });
    expect(posts[0].authorization).toBe(`Bearer ${STUB_TOKEN}`);
    // The popup opened on the app's /payment/frame (spec section 7), then went to the endpoint.
    const frame = navigations.findIndex((url) =>
      new RegExp(`^${LIVE_ORIGIN}/payment/frame\\?opener=\\d+$`).test(url),
    );
    expect(frame, navigations.join('\n')).toBeGreaterThanOrEqual(0);
    expect(navigations.slice(frame + 1)).toContain(stub.endpoint);

    await popup.getByRole('button', { name: 'Pagar' }).click();
    await expect(status).toHaveText('¡Pago exitoso!');
    await expect(page.getByRole('heading', { name: 'Pagado' })).toBeVisible();

    await continueToSuccessDialog(page, popup);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expect(page).toHaveURL(`${LIVE_ORIGIN}/`);
    // The provider now says what the gateway's notification changed.
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 0.00');
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 299,781.25');
    const newest = newestPayment(page);
    await expect(newest).toContainText(FIGURES.current);
    await expect(newest).toContainText('Acreditado');
    expect(stub.callsTo('POST payments/')).toHaveLength(1);
  });
});
