import type { Page } from '@playwright/test';
import { expect, holdAppCode, homeFigure, MARIA, openLogin, test } from './fixtures';

/**
 * Issue 15, no lost tap: /login is its prerendered HTML until the first press of a button; a
 * press made before the app's code has run is held (the button says it is working) and
 * replayed once, when the app is live. The app's code is held back here as long as needed.
 */
test('a demo cardholder and INGRESAR pressed before the app runs: both count, in order, once', async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await openLogin(page);
  await page.getByRole('button', { name: 'Completar con María Fernández' }).click();
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await ingresar.click();
  await ingresar.click().catch(() => undefined); // pressed again: still one press
  // The press shows at once, with no app code yet.
  const waiting = page.getByRole('button', { name: 'Cargando...' });
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await expect(page).toHaveURL(/\/login$/);

  code.release();
  await expect(page).toHaveURL(/\/$/);
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
});

test('Enter in a field before the app runs signs in with what was typed', async ({ page }) => {
  const code = await holdAppCode(page);
  await openLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').press('Enter');
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  // The page did not reload: what was typed is still there.
  await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);

  code.release();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
});

test('INGRESAR pressed early with a field empty: once the app runs, it asks for the field', async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await openLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  code.release();
  // The browser's own check of a required field, then the button is ready again.
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  await expect(page.getByLabel('Últimos 8 dígitos de la tarjeta')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

/** The scripts the page has run (a prefetched file is downloaded, not run: its initiator is a link). */
function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
}

test('a page read and typed in runs none of the app; the first press of a button runs it', async ({
  page,
}) => {
  await openLogin(page);
  await page.waitForLoadState('load');
  await page.getByLabel('DNI').click();
  await page.keyboard.type(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  // The entry, and the small chunk it loads after the load event (src/app-loader.ts, which has
  // webpack prefetch the app): nothing else has run.
  await expect
    .poll(() => scriptsRun(page))
    .toEqual([expect.stringMatching(/^main\./), expect.stringMatching(/^app-loader\./)]);

  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
  expect((await scriptsRun(page)).some((file) => file.startsWith('app.'))).toBe(true);
});

test("the app's code fails to arrive at the first press: a word of why, and the next press signs in", async ({
  page,
  pageErrors,
}) => {
  let failing = true;
  await page.route('**/static/js/**', async (route) => {
    const entry = /\/static\/js\/main\.[^/]+\.js$/.test(route.request().url());
    if (failing && !entry) await route.abort('internetdisconnected');
    else await route.continue();
  });
  await openLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();

  await expect(page.getByRole('alert')).toHaveText(
    'No pudimos cargar Autogestión. Revisá tu conexión a internet y volvé a intentarlo.',
  );
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await expect(ingresar).not.toHaveAttribute('aria-busy');
  await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);

  failing = false;
  await ingresar.click();
  await expect(page.getByRole('alert')).toBeHidden();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
  // The aborted downloads, and nothing else, were logged as errors.
  const expected = (line: string) => /net::ERR_INTERNET_DISCONNECTED|Loading chunk/.test(line);
  expect(pageErrors.filter(expected).length).toBeGreaterThan(0);
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !expected(line)));
});
