import type { Locator, Page } from '@playwright/test';
import { expect, expectMariaHome, signIn, test } from './fixtures';
import { demoBanner, openDemoLogin } from './scenario-helpers';
import {
  amountsCut,
  boxesOverlap,
  horizontalOverflow,
  outsideViewport,
  targetsTooSmall,
  textSizeDoubled,
} from './nothing-hidden-helpers';

/**
 * Nothing hidden or too small: no notification covers the form it is
 * about; at 200 % text and 320 px every control and every figure stays on screen and whole;
 * every target is at least 24 × 24 CSS px (WCAG 2.2, 2.5.8).
 */

test("/login: the refused sign-in's notification covers nothing; with it and the demo panel and scenarios open every target is 24 × 24 px, and at 200 % text no horizontal scroll; signed in: every target on home, the drawer, Opciones and /payment is 24 × 24 px; at 200 % text (and 320 px on a phone) no horizontal scroll, the top bar and figures whole @layout", async ({
  page,
}, testInfo) => {
  const screen = page.viewportSize();

  await test.step("/login: the refused sign-in's notification covers nothing; with it and the demo panel and scenarios open every target is 24 × 24 px, and at 200 % text no horizontal scroll", async () => {
    await signIn(page, { dni: '1', lastDigits: '1' });
    const notification = page.getByRole('status', { name: 'Error de autenticación' });
    await expect(notification).toContainText('Los datos ingresados no son correctos.');
    await expect(page.getByLabel('DNI')).toBeFocused();
    const covered: string[] = [];
    for (const [name, control] of [
      ['DNI', page.getByLabel('DNI')],
      ['digits', page.getByLabel('Últimos 8 dígitos de la tarjeta')],
      ['INGRESAR', page.getByRole('button', { name: 'INGRESAR' })],
    ] as const) {
      if (await boxesOverlap(notification, control)) covered.push(name);
    }
    expect(covered, 'controls under the notification').toEqual([]);
    // And seen: on screen with the focused field, not below the fold.
    await expect(notification).toBeInViewport();
    await expect(page.getByLabel('DNI')).toBeInViewport();

    await openDemoLogin(page);
    await demoBanner(page).getByText('Escenarios de demostración', { exact: true }).click();
    await expect(demoBanner(page).getByRole('radio', { name: 'Normal' })).toBeChecked();
    await page.getByLabel('DNI').fill('1');
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('1');
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(notification).toBeVisible();
    expect(await targetsTooSmall(page.locator('body')), 'targets under 24 × 24 px').toEqual([]);

    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 740 });
    await textSizeDoubled(page);
    await expect(demoBanner(page).getByRole('radio', { name: 'Proveedor caído' })).toBeVisible();
    await expectNoOverflow(page, '/login');
  });

  await test.step('signed in: every target on home, the drawer, Opciones and /payment is 24 × 24 px; at 200 % text (and 320 px on a phone) no horizontal scroll, the top bar and figures whole', async () => {
    // María signs in from a fresh /login, on the project's own screen at 100 % text.
    if (screen) await page.setViewportSize(screen);
    await signIn(page);
    await expectMariaHome(page);
    await expect(page.getByText('Rechazado')).toBeVisible();
    expect(await targetsTooSmall(page.locator('body')), 'on home').toEqual([]);

    await page.getByRole('button', { name: 'Menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hola, María Fernández' });
    await expect(drawer).toBeVisible();
    expect(await targetsTooSmall(drawer), 'in the drawer').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Opciones' }).click();
    const options = page.getByRole('dialog', { name: 'Opciones' });
    await expect(options.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    expect(await targetsTooSmall(options), 'in Opciones').toEqual([]);
    await options.getByRole('button', { name: 'Volver' }).click();
    await expect(options).toBeHidden();

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    expect(await targetsTooSmall(page.locator('body')), 'on /payment').toEqual([]);

    // The same pages with the text at 200 %, on a 320 px phone.
    await page.goBack();
    await expectMariaHome(page);
    if (testInfo.project.name === 'phone') await page.setViewportSize({ width: 320, height: 740 });
    await textSizeDoubled(page);
    await expectNothingHidden(page, 'home');

    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(drawer).toBeVisible();
    await expectNoOverflow(page, 'the drawer');
    const drawerControls = drawer.locator('button, a[href]');
    expect(await drawerControls.count()).toBeGreaterThan(1);
    // Measured once it has slid in (it is visible, and moving, before).
    await expect
      .poll(() => outsideViewport(drawerControls), { message: 'drawer controls off screen' })
      .toEqual([]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    await expectNothingHidden(page, '/payment');
  });
});

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  expect(
    await horizontalOverflow(page),
    `horizontal overflow in px on ${where}`,
  ).toBeLessThanOrEqual(0);
}

/** No horizontal scroll, the top bar's three controls on screen and every amount whole. */
async function expectNothingHidden(page: Page, where: string): Promise<void> {
  await expectNoOverflow(page, where);
  const topBar: Locator[] = [
    page.getByRole('button', { name: 'Menú' }),
    page.getByRole('banner').getByRole('link'),
    page.getByRole('button', { name: 'Opciones' }),
  ];
  for (const control of topBar) {
    expect(await outsideViewport(control), `top bar off screen on ${where}`).toEqual([]);
  }
  expect(await amountsCut(page), `amounts cut on ${where}`).toEqual([]);
}
