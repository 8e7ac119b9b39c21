import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPdf } from '../support/read-pdf';
import { signOut } from '../e2e/fixtures';
import { continueToSuccessDialog, keepPaymentPopup } from '../e2e/payment-helpers';
import { continueToLinkForm, expect, signInToHome, test } from './live-fixtures';
import { CARDHOLDER_NAME, FIGURES } from './stub-provider';

/**
 * Against the live bundle: payments/ of the stub provider lists ids and payment
 * methods; a payment's detail, 'Tus pagos' and the receipt, also right after paying.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

async function receiptText(page: Page, expectedName: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar comprobante' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(expectedName);
  return readPdf(readFileSync(await download.path())).text;
}

test("'Tus pagos' and a payment's detail: a rejected BIND one without a receipt, a credited one's receipt (a holder name of 120 characters whole), the receipt right after paying, and a payment's link whatever the provider's id holds", async ({
  page,
  stub,
}) => {
  await keepPaymentPopup(page);
  await signInToHome(page);

  await test.step("'Tus pagos', a rejected BIND payment's detail without a receipt, and a credited one's receipt", async () => {
    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    await expect(h1(page)).toHaveText('Tus pagos');
    await expect(page.getByRole('region', { name: 'marzo de 2025' })).toBeVisible();
    await page.getByRole('link', { name: /\$ 5,250\.25/ }).click();

    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page).toHaveURL(/\/payments\/38117$/);
    await expect(page.getByText('Tarjeta de débito · BIND')).toBeVisible();
    await expect(page.getByText('12-03-2025 12:00')).toBeVisible();
    await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Volver a pagar' })).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /\$ 10,000\.00/ }).click();
    await expect(page).toHaveURL(/\/payments\/40022$/);
    const text = await receiptText(page, 'comprobante-40022.pdf');
    for (const line of [CARDHOLDER_NAME, '**.***.678', '$ 10,000.00', 'Acreditado', '40022']) {
      expect(text).toContain(line);
    }
    // Of her DNI (27345678), only its last three digits.
    expect(text).not.toMatch(/27\.?345|27\.\*/);
  });

  await test.step('a holder name of 120 characters is on the receipt whole, wrapped beside its label', async () => {
    const longName =
      'María de los Ángeles Fernández Montenegro Etchegaray Villanueva del Río Quintana Larrañaga Bustamante y Echeverría Olmos';
    expect(longName).toHaveLength(120);
    stub.override('GET me/', { status: 200, body: { data: { name: longName } } });
    // The name is asked for at sign-in: signed in again, with the provider's new answer.
    await signOut(page);
    await signInToHome(page);
    await page.getByRole('link', { name: /\$ 10,000\.00/ }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    const text = await receiptText(page, 'comprobante-40022.pdf');
    // Read in order: the label, the name over its lines, the next row.
    expect(text.replace(/\s+/g, ' ')).toContain(`Titular ${longName} DNI **.***.678`);
    stub.restore('GET me/');
  });

  await test.step("right after paying, /payment offers the payment's receipt", async () => {
    await page.getByRole('link', { name: 'Volver a inicio' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    const popup = await continueToLinkForm(page);
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await expect(h1(page)).toHaveText('Pagado');
    await continueToSuccessDialog(page, popup);

    const text = await receiptText(page, 'comprobante-40023.pdf');
    expect(text).toContain(FIGURES.current);
    expect(text).toContain('Tarjeta de débito · Red Link');
    expect(text).toContain('40023');
    expect(text).toContain('Acreditado');
  });

  await test.step("a payment's link opens its detail on a reload, whatever the provider's id holds", async () => {
    const ids = ['OP.123', 'OP%2E1', 'a-b', `OP.${'9'.repeat(54)}-x`];
    const listed = ids.map((id, index) => ({
      id,
      amount: 100 + index,
      created_at: '2025-03-20T15:00:00.000Z',
      status: { data: { name: 'Acreditado' } },
    }));
    stub.override('GET payments/', { status: 200, body: { data: [...listed, ...stub.payments] } });
    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    // Home loaded afresh asks payments/ again.
    await page.reload();
    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    await page.getByRole('link', { name: /\$ 100\.00/ }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page).toHaveURL(/\/payments\/OP\.123$/);
    await expect(page.getByText('OP.123', { exact: true })).toBeVisible();

    await page.reload();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page.getByText('OP.123', { exact: true })).toBeVisible();

    // Each as a shared link would open it: the app, then the payment.
    for (const id of ids.slice(1)) {
      await page.goto(`/payments/${encodeURIComponent(id)}`);
      await expect(h1(page)).toHaveText('Detalle del pago');
      await expect(page.getByText(id, { exact: true })).toBeVisible();
    }
  });
});
