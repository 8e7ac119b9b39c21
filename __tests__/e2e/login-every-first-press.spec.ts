import type { Page } from '@playwright/test';
import { holdEveryScript } from './every-script-held';
import { AFTER_HELD_CODE, expect, homeFigure, MARIA, test } from './fixtures';

/**
 * A press on the demo's /login before any script ran (the entry too, held back 4 s at the
 * least: a slow network's first seconds) takes effect once the app is live, on a return visit
 * as on a first one (early-press-no-script.spec.ts).
 */

// A reload must not find the app's files in a service worker's cache, out of the holding's reach.
test.use({ serviceWorkers: 'block' });

/** /login as its HTML paints it, with no script run. */
async function openWithNoScript(page: Page, baseURL: string | undefined) {
  const scripts = await holdEveryScript(page, new URL(baseURL ?? '').origin);
  await page.goto('/login', { waitUntil: 'commit' });
  return scripts;
}

/**
 * The scenario the mock provider is in, asked of the mock API in the page; null until the mock
 * API answers (before the app has started it, the server answers with a page) or while the
 * page reloads.
 */
function mockScenario(page: Page) {
  return page
    .evaluate(async () => {
      try {
        const answer = (await (await fetch('/api/demo/scenario/')).json()) as {
          data: { active: string };
        };
        return answer.data.active;
      } catch {
        return null;
      }
    })
    .catch(() => null);
}

test('a visitor who has been here before: INGRESAR pressed before any script ran signs in once live', async ({
  page,
  baseURL,
}) => {
  // The app ran on an earlier visit and left its signed-out state in local storage.
  await page.goto('/login');
  await expect.poll(() => mockScenario(page)).toBe('normal');

  const scripts = await openWithNoScript(page, baseURL);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(scripts.letThrough(), 'scripts run before the press').toBe(0);

  scripts.release();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75', AFTER_HELD_CODE);
});
