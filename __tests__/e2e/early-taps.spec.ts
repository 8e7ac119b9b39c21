import type { Page } from '@playwright/test';
import {
  AFTER_HELD_CODE,
  expect,
  holdAppCode,
  homeFigure,
  MARIA,
  openLogin,
  test,
} from './fixtures';

/**
 * No lost tap in the demo build, which starts its app at once (to list its cardholders): a press
 * before the app's code ran is held (the button says it is working) and replayed once it is live.
 * The live build starts its app later: its tests are in __tests__/e2e-live/first-press.spec.ts.
 */
/**
 * /login with the app's code held back: the demo starts its app at once, so its page does not
 * reach the load event until the code is let through; the form shows long before.
 */
async function openHeldLogin(page: Page) {
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
}

test('INGRESAR pressed while the demo is still starting (its code held back): it says so, and signs in once it is live', async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await openHeldLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await ingresar.click();
  const waiting = page.getByRole('button', { name: 'Cargando...' });
  await expect(waiting).toHaveAttribute('aria-busy', 'true');
  await waiting.click(); // pressed again: still one press
  await expect(page).toHaveURL(/\/login$/);

  code.release();
  await expect(page).toHaveURL(/\/$/, AFTER_HELD_CODE);
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75', AFTER_HELD_CODE);
});

test('Enter in a field before the app runs signs in with what was typed', async ({ page }) => {
  const code = await holdAppCode(page);
  await openHeldLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').press('Enter');
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  // The page did not reload: what was typed is still there.
  await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);

  code.release();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75', AFTER_HELD_CODE);
});

test('INGRESAR pressed early with a field empty: once the app runs, it asks for the field', async ({
  page,
}) => {
  const code = await holdAppCode(page);
  await openHeldLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  code.release();
  // The browser's own check of a required field, then the button is ready again.
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  await expect(page.getByLabel('Últimos 8 dígitos de la tarjeta')).toBeFocused();
  await expect(page).toHaveURL(/\/login$/);
});

/** Every script but the entry fails, as on a network gone, while `failing()` says so. */
async function failAppCode(page: Page, failing: () => boolean) {
  await page.route('**/static/js/**', async (route) => {
    const entry = /\/static\/js\/main\.[^/]+\.js$/.test(route.request().url());
    if (failing() && !entry) await route.abort('internetdisconnected');
    else await route.continue();
  });
}

// Without the service worker, which would serve the code it keeps at the reload.
test.describe('no service worker', () => {
  test.use({ serviceWorkers: 'block' });

  test("the app's code fails to arrive at the first press: a word of why, and the next press signs in; signed in, at a reload of home: a word of why, not an empty page", async ({
    page,
    pageErrors,
  }) => {
    let failing = true;
    await failAppCode(page, () => failing);
    const expected = (line: string) => /net::ERR_INTERNET_DISCONNECTED|Loading chunk/.test(line);

    await test.step("the app's code fails to arrive at the first press: a word of why, and the next press signs in", async () => {
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
      await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(
        '$ 84,350.75',
        AFTER_HELD_CODE,
      );
      // The aborted downloads, and nothing else, were logged as errors.
      expect(pageErrors.filter(expected).length).toBeGreaterThan(0);
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !expected(line)));
    });

    await test.step("signed in, the app's code fails to arrive at a reload of home: a word of why, not an empty page", async () => {
      await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
      failing = true;
      await page.reload();
      await expect(page.getByRole('alert')).toHaveText(
        'No pudimos cargar Autogestión. Revisá tu conexión a internet y volvé a intentarlo.',
      );
      pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((line) => !expected(line)));
    });
  });
});
