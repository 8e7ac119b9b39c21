import type { Page } from '@playwright/test';
import { holdEveryScript } from './every-script-held';
import { AFTER_HELD_CODE, expect, homeFigure, MARIA, test } from './fixtures';
import { DEMO_SUMMARY, demoBanner } from './scenario-helpers';

/**
 * Every control of the demo's /login answers its first press: each is pressed once painted, every
 * script held until then, and has taken effect once the app is live. INGRESAR and Enter have
 * their own tests in early-press-no-script.spec.ts.
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

test("the demo panel, a scenario and a demo cardholder; then, on later visits, 'Reiniciar la demostración' and INGRESAR: each pressed before any script ran took effect once live", async ({
  page,
  baseURL,
}) => {
  await test.step('the demo panel, a scenario and a demo cardholder pressed before any script ran: each took effect once live', async () => {
    const scripts = await openWithNoScript(page, baseURL);
    const banner = demoBanner(page);
    await banner.getByText(DEMO_SUMMARY).click();
    const lucia = banner.getByRole('button', { name: 'Completar con Lucía Gómez' });
    await lucia.click();
    await banner.getByText('Escenarios de demostración', { exact: true }).click();
    const down = banner.getByRole('radio', { name: 'Proveedor caído' });
    await down.click();
    await expect(down).toBeChecked();
    expect(scripts.letThrough(), 'scripts run before the presses').toBe(0);

    scripts.release();
    await expect(page.getByLabel('DNI')).toHaveValue('33444555', AFTER_HELD_CODE);
    await expect(page.getByLabel('Últimos 8 dígitos de la tarjeta')).toHaveValue('99887766');
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeFocused();
    await expect.poll(() => mockScenario(page), AFTER_HELD_CODE).toBe('provider-down');
    await expect(banner.getByText('Escenario activo: Proveedor caído')).toBeVisible();
    await expect(down).toBeChecked();
    // Both disclosures are still open: the app took the page over as it was.
    await expect(lucia).toBeVisible();
  });

  await test.step("'Reiniciar la demostración' pressed before any script ran: the demo is reset once live", async () => {
    // A showing under way: a scenario is on.
    await page.goto('/login?scenario=slow-network');
    await expect.poll(() => mockScenario(page)).toBe('slow-network');

    const scripts = await openWithNoScript(page, baseURL);
    const banner = demoBanner(page);
    await banner.getByText(DEMO_SUMMARY).click();
    const reset = banner.getByRole('button', { name: 'Reiniciar la demostración' });
    await reset.click();
    await expect(reset).toHaveAttribute('aria-busy', 'true');
    expect(scripts.letThrough(), 'scripts run before the press').toBe(0);

    // The reset ends in a reload of /login (DemoBanner.tsx): the next visit waits for it, the
    // next document's DOMContentLoaded (this one's has fired: its HTML was pressed in).
    await page.waitForLoadState('domcontentloaded');
    const reloaded = page.waitForEvent('domcontentloaded', AFTER_HELD_CODE);
    scripts.release();
    await reloaded;
    await page.waitForLoadState('load');
    await expect.poll(() => mockScenario(page), AFTER_HELD_CODE).toBe('normal');
  });

  await test.step('a visitor who has been here before: INGRESAR pressed before any script ran signs in once live', async () => {
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
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(
      '$ 84,350.75',
      AFTER_HELD_CODE,
    );
  });
});

test('the marketing links pressed before any script ran open their pages @layout', async ({
  page,
  context,
  baseURL,
}) => {
  await context.route(/^https:\/\/[a-z.]+\.example\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Página del emisor</title>' }),
  );
  const scripts = await openWithNoScript(page, baseURL);
  for (const name of ['Todas las promociones', 'Chateá con nosotros']) {
    const link = page.getByRole('link', { name: new RegExp(`^${name}`) });
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await expect(tab).toHaveURL((await link.getAttribute('href')) ?? '');
    await tab.close();
  }
  expect(scripts.letThrough(), 'scripts run before the presses').toBe(0);

  scripts.release();
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  expect(context.pages()).toEqual([page]);
});
