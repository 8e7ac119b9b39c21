import type { Page } from '@playwright/test';
import { expect, expectMariaHome, test } from './fixtures';
import { demoBanner, expectScenario, openDemoLogin, signInAsMaria } from './scenario-helpers';

/**
 * What a screen reader hears on /login, home and /payment (`locator.ariaSnapshot()`), compared
 * whole with the checked-in snapshots (docs/testing.md: how to update them). Phone and desktop
 * share the files: they must be heard the same.
 */

const MONTHS =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';

/**
 * The tree, with what changes every day written as a placeholder: the demo's dates ('hace 2
 * horas', '19 de noviembre de 2026', a due date '10 de diciembre', 'noviembre de 2026',
 * '24-11-2026 16:52') and the payments' operation numbers.
 */
async function heard(page: Page): Promise<string> {
  const tree = await page.locator('body').ariaSnapshot();
  return `${tree
    .replace(/hace [^":\n]+/g, '<hace un rato>')
    .replace(/\b\d{1,2} de [a-záéíóúñ]+( de \d{4})?/g, '<fecha>')
    .replace(new RegExp(`\\b(${MONTHS}) de \\d{4}`, 'g'), '<mes>')
    .replace(/\d{2}-\d{2}-\d{4} \d{2}:\d{2}/g, '<fecha y hora>')
    .replace(/\/payments\/[^\s"]+/g, '/payments/<id>')}\n`;
}

test("/login, with the demo panel opened; signed in: home, a payment's detail, /payment and 'Tus pagos' @layout", async ({
  page,
}) => {
  await test.step('/login, with the demo panel opened', async () => {
    // The panel is one line until pressed; its figures and scenario are the mock database's.
    await openDemoLogin(page);
    await expectScenario(demoBanner(page), 'Normal');
    expect(await heard(page)).toMatchSnapshot('login.aria.yml');
  });

  await test.step("signed in: home, a payment's detail, /payment and 'Tus pagos'", async () => {
    // María from the panel just heard; then one walk through the signed-in pages, each page's
    // tree compared with its own file.
    await signInAsMaria(page);
    await expectMariaHome(page);
    await expect(page.getByText('Rechazado')).toBeVisible();
    expect.soft(await heard(page)).toMatchSnapshot('home.aria.yml');

    await page.getByRole('list', { name: 'Últimos pagos' }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Detalle del pago');
    const operation = page.url().split('/').at(-1) ?? '';
    const tree = (await heard(page)).replace(`definition: "${operation}"`, 'definition: <id>');
    expect
      .soft(tree.replace(`definition: ${operation}\n`, 'definition: <id>\n'))
      .toMatchSnapshot('payment-detail.aria.yml');

    await page.goBack();
    await expectMariaHome(page);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    await expect(page.getByRole('group', { name: 'Elegí cuánto pagar' })).toBeVisible();
    expect.soft(await heard(page)).toMatchSnapshot('payment.aria.yml');

    await page.goBack();
    await expectMariaHome(page);
    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    await expect(page.getByRole('status')).toHaveText('3 pagos');
    // Filtered to one payment: how many months the demo's payments span depends on the day.
    await page.getByRole('link', { name: 'Rechazados' }).click();
    await expect(page.getByRole('status')).toHaveText('1 pago');
    expect.soft(await heard(page)).toMatchSnapshot('payments.aria.yml');
  });
});
