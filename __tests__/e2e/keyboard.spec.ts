import { readFileSync } from 'node:fs';
import { readPdf } from '../support/read-pdf';
import type { Download, Page } from '@playwright/test';
import { holdApiCalls } from './api-calls';
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

/** Everything a screen reader reads out when it changes: live regions holding this text. */
function liveRegionsSaying(page: Page, text: string) {
  return page
    .locator('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')
    .filter({ hasText: text });
}

/** Two frames drawn: a disabled button loses the focus a task and a frame after it turns so. */
async function afterTwoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

test("the keyboard alone: sign in, download the statement, open the drawer and log out; 'Descargar mi resumen' pressed with Enter keeps the focus while it works, reads 'Descargando resumen' and sends one call", async ({
  context,
  page,
}) => {
  // The statement's call waits until the button at work has been checked.
  const statement = await holdApiCalls(context, '/summary/last/');

  await test.step('sign in', async () => {
    await openLogin(page);
    await tabTo(page, 'textbox', 'DNI');
    await page.keyboard.type('30111222');
    await page.keyboard.press('Tab');
    await page.keyboard.type('45678901');
    await page.keyboard.press('Enter');
    await expectMariaHome(page);
  });

  await test.step("'Descargar mi resumen' with Enter: at work it keeps the focus, is said once and sends one call; one file, the statement", async () => {
    await tabTo(page, 'button', 'Descargar mi resumen');
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    await page.keyboard.press('Enter');

    const busy = page.getByRole('button', { name: 'Descargando resumen' });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // Dimmed as a disabled button is (Bootstrap's .disabled), as INGRESAR is while it signs in.
    await expect(busy).toHaveCSS('opacity', '0.65');
    await expect.poll(() => statement.urls.length).toBe(1);
    await afterTwoFrames(page);
    await expect(busy).toBeFocused();
    // Said once: by the line beside the button, not by the button as well.
    await expect(liveRegionsSaying(page, 'Descargando resumen')).toHaveCount(1);

    // Pressed again while it works: nothing more is asked, and one file is saved.
    await page.keyboard.press('Enter');
    await statement.release(page);
    await expect
      .poll(() => downloads.map((download) => download.suggestedFilename()))
      .toEqual(['mi-resumen.pdf']);

    const ready = page.getByRole('button', { name: 'Descargar mi resumen' });
    await expect(ready).not.toHaveAttribute('aria-disabled');
    await expect(ready).toHaveCSS('opacity', '1');
    await expect(ready).toBeFocused();
    await expect(liveRegionsSaying(page, 'Descargando resumen')).toHaveCount(0);
    expect(statement.urls).toHaveLength(1);
    expect(downloads).toHaveLength(1);

    const pdf = readFileSync(await downloads[0]!.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // Its text is in an embedded font: read as a PDF reader reads it.
    expect(readPdf(pdf).text).toContain('María Fernández');
  });

  await test.step('the drawer, then Cerrar sesión in Opciones', async () => {
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
});
