import { readFile } from 'node:fs/promises';
import { homeFigure } from '../e2e/fixtures';
import { expect, signInToHome, test } from './live-fixtures';
import { FIGURES, PAYMENT_ROWS, STATEMENT_PDF_B64, STUB_TOKEN } from './stub-provider';

test('home shows the figures and the last payments the provider sent', async ({ page, stub }) => {
  await signInToHome(page);
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

test('Descargar mi resumen saves the provider PDF as mi-resumen.pdf, byte for byte', async ({
  page,
  stub,
}) => {
  await signInToHome(page);
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
