import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { amountOf, readPdf } from '../support/read-pdf';
import { expect, expectMariaHome, test } from './fixtures';
import { payLuciaInFullWithBind } from './payment-helpers';
import {
  demoBanner,
  openDemoLogin,
  openOptions,
  signInAsMaria,
  unfoldDemo,
} from './scenario-helpers';

/** Figures that add up, and a statement that looks real. */

test("the login page's demo list shows Lucía's balance after she pays it in full", async ({
  page,
}) => {
  await openDemoLogin(page);
  const lucia = () => demoBanner(page).getByRole('button', { name: 'Completar con Lucía Gómez' });
  await expect(lucia()).toContainText('Saldo $ 12,000.50');

  await payLuciaInFullWithBind(page);
  const options = await openOptions(page);
  await options.getByRole('button', { name: 'Cerrar sesión' }).click();
  await unfoldDemo(demoBanner(page));
  await expect(lucia()).toContainText('Saldo $ 0.00');
});

test("María's statement: a PDF reader finds her, her card, the dates, a table that adds up, and today's balance as home shows it", async ({
  page,
}, testInfo) => {
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
  const statementTotal = movements.findIndex((line) => line.includes('Saldo del resumen'));
  const rows = movements.slice(0, statementTotal).map(amountOf);
  expect(Math.round(rows.reduce((sum, amount) => sum + amount * 100, 0)) / 100).toBe(
    amountOf(movements[statementTotal] ?? ''),
  );
  expect(text).toMatch(/Saldo del resumen\s+\$ 89,350\.75/);
  // The payments since the closing date bring it to what home says today.
  expect(text).toMatch(/Saldo pendiente al .+ \$ 84,350\.75/);
  expect(text).toContain('Pago mínimo pendiente: $ 8,435.08');
  expect(text).toContain('Formas de pago');
});
