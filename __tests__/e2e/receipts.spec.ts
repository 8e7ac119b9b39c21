import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readPdf } from '../support/read-pdf';
import { expectNoAxeViolations } from './axe';
import { expect, expectMariaHome, signIn, test } from './fixtures';
import { afterNextFrame } from './page-state';

/**
 * In the demo build: a detail for each payment, a receipt to download or share,
 * and the whole history ('Tus pagos'), with María's seeded payments ($ 2,000.00 today and
 * $ 3,000.00 three days ago, credited; $ 30,000.00 forty days ago, rejected).
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
/** The rows of 'Tus pagos', month after month (each month a region named by its heading). */
const paymentRows = (page: Page) => page.getByRole('region').getByRole('link');

async function openHistory(page: Page) {
  await signIn(page);
  await expectMariaHome(page);
  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await expect(h1(page)).toHaveText('Tus pagos');
  await expect(h1(page)).toBeFocused();
}

test("'Tus pagos': by month, a filter kept in the URL through a reload, each row opening its detail; a detail: its facts, a reload, Back to the list at the same place; a receipt only for a credited payment @layout", async ({
  page,
}) => {
  await openHistory(page);
  const filters = page.getByRole('navigation', { name: 'Filtrar por estado' });

  await test.step("'Tus pagos': by month, a filter kept in the URL through a reload, each row opening its detail", async () => {
    await expect(page).toHaveTitle('Tus pagos | Autogestión');
    await expect(paymentRows(page)).toHaveCount(3);
    await expect(page.getByRole('status')).toHaveText('3 pagos');
    await expectNoAxeViolations(page);

    await filters.getByRole('link', { name: 'Rechazados' }).click();
    await expect(page).toHaveURL(/\/payments\?estado=rechazados$/);
    await expect(filters.getByRole('link', { name: 'Rechazados' })).toBeFocused();
    await expect(page.getByRole('status')).toHaveText('1 pago');
    await page.reload();
    await expect(filters.getByRole('link', { name: 'Rechazados' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.getByRole('link', { name: /\$ 30,000\.00/ }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page.getByText('Tarjeta de débito · Red Link')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a pagar' })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/payments\?estado=rechazados$/);
    await expect(page.getByRole('status')).toHaveText('1 pago');
    // Back is an arrival: the page's heading has the focus, not the filter pressed before.
    await expect(h1(page)).toBeFocused();
  });

  await test.step('a detail: its facts, a reload, Back to the list at the same place; a receipt only for a credited payment', async () => {
    await page.setViewportSize({ width: 360, height: 420 });
    // The whole list again, on a screen short enough to scroll.
    await filters.getByRole('link', { name: 'Todos' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(paymentRows(page)).toHaveCount(3);
    // Scrolled down to the oldest row, as a cardholder with a long history would be.
    const oldest = paymentRows(page).last();
    await oldest.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(50);
    await oldest.click();

    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle('Detalle del pago | Autogestión');
    const rejected = (await page.getByRole('definition').last().textContent()) ?? '';
    expect(rejected).toMatch(/^\S+$/);
    await expect(page).toHaveURL(new RegExp(`/payments/${rejected}$`));
    await expect(page.getByRole('definition').first()).toHaveText('$ 30,000.00');
    await expect(page.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page.getByRole('definition').first()).toHaveText('$ 30,000.00');
    // Rejected: what happened and what to do, and no receipt of a payment never made.
    await expect(
      page.getByText('El banco no aprobó este pago: no se debitó nada. Podés volver a pagar.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Volver a pagar' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Otras formas de pago/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar comprobante' })).toHaveCount(0);

    // A reload adds no entry to the history: one Back is the list.
    await page.goBack();
    await expect(h1(page)).toHaveText('Tus pagos');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);

    // The credited payment of three days ago has its receipt.
    await paymentRows(page).filter({ hasText: '$ 3,000.00' }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    const operation = page.url().split('/').at(-1) ?? '';
    await expect(page.getByRole('link', { name: 'Volver a pagar' })).toHaveCount(0);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar comprobante' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`comprobante-${operation}.pdf`);
    const { text, info } = readPdf(readFileSync(await download.path()));
    expect(info).toMatch(/Pages:\s+1\n/);
    for (const line of [
      'Comprobante de pago',
      'María Fernández',
      '**.***.222',
      '$ 3,000.00',
      'Acreditado',
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    // Of her DNI (30111222), only its last three digits.
    expect(text).not.toMatch(/30\.?111|30\.\*/);
    expect(text).toContain(operation);
    // Files cannot be shared from this browser: the button is not offered.
    await expect(page.getByRole('button', { name: 'Compartir comprobante' })).toHaveCount(0);
  });
});

test('Back to the list after its page grew late (a font or a part arriving): the same place', async ({
  page,
}) => {
  await openHistory(page);
  await page.setViewportSize({ width: 360, height: 420 });
  // At the end of the list, as far as the page goes.
  await page.evaluate(() =>
    window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
  );
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(50);
  await paymentRows(page).last().click();
  await expect(h1(page)).toHaveText('Detalle del pago');

  // Back to a page that is not whole yet (as a font or a part arriving late leaves it): its
  // rows are there, the place cannot be reached. Then the page is whole.
  const main = page.locator('main');
  const scrollY = () => page.evaluate(() => window.scrollY);
  await main.evaluate((shell) => (shell.style.maxHeight = '300px'));
  await page.goBack();
  await expect(paymentRows(page)).toHaveCount(3);
  await afterNextFrame(page);
  expect(await scrollY()).toBeLessThan(bottom);
  await main.evaluate((shell) => (shell.style.maxHeight = ''));
  await expect.poll(scrollY).toBe(bottom);
});

test("where files can be shared, 'Compartir comprobante' hands the PDF to the share sheet; an unknown payment: 'No encontramos ese pago' and Volver a inicio", async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shared: { name: string; type: string }[] = [];
    Object.assign(window, { sharedFiles: shared });
    Object.defineProperty(navigator, 'canShare', {
      value: (data: { files?: File[] }) => Array.isArray(data.files),
    });
    Object.defineProperty(navigator, 'share', {
      value: async (data: { files: File[] }) => {
        shared.push(...data.files.map((file) => ({ name: file.name, type: file.type })));
      },
    });
  });
  await openHistory(page);
  await paymentRows(page).first().click();
  await expect(h1(page)).toHaveText('Detalle del pago');
  const operation = page.url().split('/').at(-1);
  await page.getByRole('button', { name: 'Compartir comprobante' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedFiles: unknown[] }).sharedFiles))
    .toEqual([{ name: `comprobante-${operation}.pdf`, type: 'application/pdf' }]);

  // A payment the provider does not know: said so, with a way home.
  await page.goto('/payments/no-existe');
  await expect(h1(page)).toHaveText('No encontramos ese pago');
  await page.getByRole('link', { name: 'Volver a inicio' }).click();
  await expectMariaHome(page);
});
