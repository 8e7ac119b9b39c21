import type { Page, Route } from '@playwright/test';
import { homeFigure } from '../e2e/fixtures';
import { scaled } from '../e2e/timing';
import { expect, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * /login's first paint waits for nothing but its HTML: the rules its markup uses are inline and
 * the whole stylesheet is linked for print (scripts/prerender-plugin.ts), turned to the screen
 * once it has arrived (public/index.html). The pages after sign-in are never drawn before it is
 * (src/lib/full-stylesheet.ts). Here the stylesheet is held on its way to show both.
 */
const STYLESHEET = '**/static/css/*.css';
const HOLD_MS = scaled(4_000);

// The service worker's precache would fetch the stylesheet at its own time: not this story.
test.use({ serviceWorkers: 'block' });

/** Holds the stylesheet until `release()` is called. */
async function holdStylesheet(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(STYLESHEET, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

const stylesheetMedia = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLLinkElement>('link[data-after-paint]')?.media);

test('/login paints and takes typing while the stylesheet is on its way; it is for the screen once arrived', async ({
  page,
}) => {
  const stylesheet = await holdStylesheet(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await expect(ingresar).toBeVisible();
  // Painted, with the brand's button (inline rules), while the stylesheet is still held.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await expect(ingresar).toHaveCSS('background-color', 'rgb(179, 32, 44)');
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  expect(await stylesheetMedia(page)).toBe('print');

  stylesheet.release();
  await expect.poll(() => stylesheetMedia(page)).toBe('all');
});

test('home is not drawn before the whole stylesheet is in use', async ({ page }) => {
  // What the stylesheet's link said the first time home's figure was on the page.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.getElementById('available-title')) return;
      const link = document.querySelector<HTMLLinkElement>('link[data-after-paint]');
      (window as { mediaAtHome?: string }).mediaAtHome = link?.media ?? 'no link';
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const stylesheet = await holdStylesheet(page);
  const accountAnswered = page.waitForResponse('**/api/v1/account/');

  // As signIn does, without waiting for the page's load (which waits for the stylesheet).
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await accountAnswered;
  // Were home drawn without waiting, it would be now, with the figures already answered.
  const homeDrawn = () => homeFigure(page, 'Disponible para compras').isVisible();
  const deadline = Date.now() + HOLD_MS;
  while (!(await homeDrawn()) && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await homeDrawn()).toBe(false);
  stylesheet.release();

  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(await page.evaluate(() => (window as { mediaAtHome?: string }).mediaAtHome)).toBe('all');
});
