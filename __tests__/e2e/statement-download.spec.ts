import type { Page } from '@playwright/test';
import { holdApiCalls } from './api-calls';
import { expect, expectMariaHome, signIn, test } from './fixtures';

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

test("'Descargar mi resumen' pressed with Enter keeps the focus while it works, reads 'Descargando resumen' and sends one call", async ({
  context,
  page,
}) => {
  const statement = await holdApiCalls(context, '/summary/last/');
  await signIn(page);
  await expectMariaHome(page);

  const downloads: string[] = [];
  page.on('download', (download) => downloads.push(download.suggestedFilename()));
  await page.getByRole('button', { name: 'Descargar mi resumen' }).focus();
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
  await expect.poll(() => downloads).toEqual(['mi-resumen.pdf']);

  const ready = page.getByRole('button', { name: 'Descargar mi resumen' });
  await expect(ready).not.toHaveAttribute('aria-disabled');
  await expect(ready).toHaveCSS('opacity', '1');
  await expect(ready).toBeFocused();
  await expect(liveRegionsSaying(page, 'Descargando resumen')).toHaveCount(0);
  expect(statement.urls).toHaveLength(1);
  expect(downloads).toEqual(['mi-resumen.pdf']);
});
