import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { amountOf, readPdf } from '../support/read-pdf';
import { expect, expectMariaHome, homeFigure, signIn, test } from './fixtures';
import {
  continueToGateway,
  continueToSuccessDialog,
  payInGateway,
  payLuciaInFullWithBind,
  paymentStatus,
  pressAndWaitForClose,
} from './payment-helpers';
import {
  demoBanner,
  openDemoLogin,
  openOptions,
  signInAsMaria,
  unfoldDemo,
} from './scenario-helpers';

/** Figures that add up, a statement that looks real, and attempts cancelled kept aside. */

test("Lucía pays her balance in full and the login page's demo list shows it; María's statement reads as home shows it; a payment she cancels in the gateway is folded under Ver intentos cancelados (1)", async ({
  page,
  context,
}, testInfo) => {
  await test.step("the login page's demo list shows Lucía's balance after she pays it in full", async () => {
    await openDemoLogin(page);
    const lucia = () => demoBanner(page).getByRole('button', { name: 'Completar con Lucía Gómez' });
    await expect(lucia()).toContainText('Saldo $ 12,000.50');

    await payLuciaInFullWithBind(page);
    const options = await openOptions(page);
    await options.getByRole('button', { name: 'Cerrar sesión' }).click();
    await unfoldDemo(demoBanner(page));
    await expect(lucia()).toContainText('Saldo $ 0.00');
  });

  await test.step("María's statement: a PDF reader finds her, her card, the dates, a table that adds up, and today's balance as home shows it", async () => {
    await openDemoLogin(page);
    await signInAsMaria(page);
    await expectMariaHome(page);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('mi-resumen.pdf');
    const bytes = readFileSync(await download.path());
    const { text, info, fonts } = readPdf(bytes);
    mkdirSync('test-results/screenshots', { recursive: true });
    // Saved for people to look at (README's picture: pdftoppm of this file).
    writeFileSync(`test-results/screenshots/mi-resumen-${testInfo.project.name}.pdf`, bytes);

    expect(info).toMatch(/Pages:\s+1\n/);
    expect(fonts).toContain('OpenSans');
    expect(text).toContain('María Fernández');
    expect(text).toContain('Terminada en 8901');
    // Dates in the app's long format ('LL', Spanish).
    expect(text).toMatch(/Fecha de cierre\s+\d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toMatch(/Vencimiento\s+\d{1,2} de [a-z]+ de \d{4}/);
    const movements = text
      .split('\n')
      .slice(text.split('\n').findIndex((line) => line.includes('Movimientos del período')) + 1)
      .filter((line) => /\$ [\d,]+\.\d{2}\s*$/.test(line));
    const statementTotal = movements.findIndex((line) => line.includes('Saldo último resumen'));
    const rows = movements.slice(0, statementTotal).map(amountOf);
    expect(Math.round(rows.reduce((sum, amount) => sum + amount * 100, 0)) / 100).toBe(
      amountOf(movements[statementTotal] ?? ''),
    );
    // One story: the statement's balance is what home calls 'Saldo último resumen'.
    expect(text).toMatch(/Saldo último resumen\s+\$ 84,350\.75/);
    expect(text).toMatch(/Pago mínimo\s+\$ 8,435\.08/);
    expect(text).not.toContain('Saldo pendiente');
    expect(text).toContain('Formas de pago');
  });

  await test.step('a payment cancelled in the gateway is folded under Ver intentos cancelados (1)', async () => {
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    const popup = await continueToGateway(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    // Home, in another tab, while the form is open: the new payment is listed, in process.
    const home = await context.newPage();
    await home.goto('/');
    const rows = home
      .getByRole('region', { name: 'Últimos pagos' })
      .getByRole('list', { name: 'Últimos pagos' })
      .getByRole('listitem');
    await expect(rows).toHaveCount(4);
    await expect(rows.first()).toContainText('$ 84,350.75');
    await expect(rows.first()).toContainText('En proceso');

    await pressAndWaitForClose(popup, 'Cancelar');
    await expect(paymentStatus(page)).toHaveText('Pago cancelado desde formulario');
    await home.reload();
    const disclosure = home.getByRole('button', { name: /^Ver intentos cancelados/ });
    await expect(disclosure).toHaveAccessibleName('Ver intentos cancelados (1)');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: 'Cancelado' })).toHaveCount(0);

    // The keyboard opens it: the attempt shows in the same row format.
    await disclosure.focus();
    await home.keyboard.press('Enter');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const cancelled = home.getByRole('list', { name: 'Intentos cancelados' }).getByRole('listitem');
    await expect(cancelled).toHaveCount(1);
    await expect(cancelled.first()).toContainText('$ 84,350.75');
    await expect(cancelled.first()).toContainText('Cancelado');
    await expect(cancelled.first()).toContainText(/hace/);
  });
});

test("one story of the figures: María pays the minimum; home keeps the statement's balance and says what she paid since, Pagar offers what is left, and the statement PDF agrees", async ({
  page,
}) => {
  await signIn(page);
  await expectMariaHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await page.getByRole('button', { name: 'Pago mínimo $ 8,435.08' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 8,435.08');
  const popup = await continueToGateway(page);
  await payInGateway(popup, 'Pagar');
  await continueToSuccessDialog(page, popup);
  await page.getByRole('button', { name: 'Volver a inicio' }).click();

  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
  await expect(page.getByText('Pagaste $ 8,435.08 desde el cierre')).toBeVisible();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 358,435.08');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
  const { text } = readPdf(readFileSync(await (await downloading).path()));
  expect(text).toMatch(/Saldo último resumen\s+\$ 84,350\.75/);
  expect(text).toMatch(/Saldo pendiente al .+ \$ 75,915\.67/);

  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 75,915.67');
  await expect(page.getByRole('button', { name: 'Saldo pendiente $ 75,915.67' })).toBeVisible();
});
