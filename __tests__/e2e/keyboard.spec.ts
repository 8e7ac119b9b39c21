import { readFileSync } from 'node:fs';
import { readPdf } from '../support/read-pdf';
import type { Page } from '@playwright/test';
import { expect, expectMariaHome, openLogin, test } from './fixtures';

/** Presses Tab until the element with this role and name has focus (at most `limit` times). */
async function tabTo(page: Page, role: 'button' | 'textbox' | 'link', name: string, limit = 40) {
  const target = page.getByRole(role, { name, exact: true });
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false))
      return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} '${name}'`);
}

test('sign in, download the statement, open the drawer and log out with the keyboard alone', async ({
  page,
}) => {
  await openLogin(page);
  await tabTo(page, 'textbox', 'DNI');
  await page.keyboard.type('30111222');
  await page.keyboard.press('Tab');
  await page.keyboard.type('45678901');
  await page.keyboard.press('Enter');
  await expectMariaHome(page);

  await tabTo(page, 'button', 'Descargar mi resumen');
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('mi-resumen.pdf');
  const pdf = readFileSync(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // Its text is in an embedded font: read as a PDF reader reads it.
  expect(readPdf(pdf).text).toContain('María Fernández');

  await tabTo(page, 'button', 'Menú');
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hola, María Fernández' });
  await expect(drawer).toBeVisible();
  await tabTo(page, 'button', 'Inicio', 5);
  await page.keyboard.press('Enter');
  await expect(drawer).toBeHidden();

  await tabTo(page, 'button', 'Opciones');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Opciones' })).toBeVisible();
  await tabTo(page, 'button', 'Cerrar sesión', 5);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
});
