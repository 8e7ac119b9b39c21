import { DEMO_ORIGIN } from '../e2e-live/origins';
import type { Page } from '@playwright/test';
import { expect, expectMariaHome, openLogin, signIn, signOut, test } from './fixtures';
import {
  continueToGateway,
  focusPageOncePopupClosed,
  LUCIA,
  openGateway,
  payInGateway,
  pressAndWaitForClose,
} from './payment-helpers';

/**
 * Pages announce themselves: each route names itself in the tab, has exactly one
 * h1, and after every move inside the app the focus is on that h1 (a screen reader says the
 * new page); on a document's first page the focus stays where the browser put it.
 */
async function expectPage(page: Page, title: string, heading: string) {
  await expect(page).toHaveTitle(title);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
}

async function expectArrivedAt(page: Page, title: string, heading: string) {
  await expectPage(page, title, heading);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

async function expectFocusLeftAlone(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
}

/** As the DNI field is added to the page, in the same task, it takes the focus. */
async function focusDniAsItAppears(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const dni = document.getElementById('login-dni');
      if (!dni) return;
      observer.disconnect();
      dni.focus();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

test("sign in, Pagar, Cancelar, the drawer, then a payment's /payment/error and /payment/success in the popup: each page is named and its heading takes the focus after a move; a page loaded by itself is named and keeps the focus where the browser put it", async ({
  page,
}) => {
  await test.step('sign in, Pagar, Cancelar and the drawer: each page is named and its heading takes the focus; a page loaded by itself is named and keeps the focus where the browser put it', async () => {
    await openLogin(page);
    await expectPage(page, 'Ingresar | Autogestión', 'Ingresá a Autogestión');
    await expectFocusLeftAlone(page);

    await signIn(page);
    await expectMariaHome(page);
    await expectArrivedAt(page, 'Inicio | Autogestión', 'Tu tarjeta');

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectArrivedAt(page, 'Pagar tu tarjeta | Autogestión', '¿Cuánto vas a pagar?');

    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expectArrivedAt(page, 'Inicio | Autogestión', 'Tu tarjeta');

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectArrivedAt(page, 'Pagar tu tarjeta | Autogestión', '¿Cuánto vas a pagar?');
    await page.getByRole('button', { name: 'Menú' }).click();
    const drawer = page.getByRole('dialog', { name: 'Hola, María Fernández' });
    await drawer.getByRole('button', { name: 'Inicio' }).click();
    await expect(drawer).toBeHidden();
    await expectArrivedAt(page, 'Inicio | Autogestión', 'Tu tarjeta');

    // Back is a move too.
    await page.goBack();
    await expectArrivedAt(page, 'Pagar tu tarjeta | Autogestión', '¿Cuánto vas a pagar?');

    // A page loaded by itself is named, and the focus stays where the browser put it.
    await page.goto('/payment?amount=100');
    await expectPage(page, 'Pagar tu tarjeta | Autogestión', '¿Cuánto vas a pagar?');
    await expectFocusLeftAlone(page);
    await page.goto('/esto/no/existe');
    await expectPage(page, 'Página no encontrada | Autogestión', 'No encontramos esta página');
    await expectFocusLeftAlone(page);
  });

  // Lucía's payment, after María's walk: 'Volver a inicio', signed out through Opciones, then in.
  await test.step("/payment/error is named in the popup, and 'Volver a pagar' takes the focus to the payment page's heading; /payment/success likewise, and Volver a inicio then takes the focus to home", async () => {
    await page.getByRole('link', { name: 'Volver a inicio' }).click();
    await expectMariaHome(page);
    // The DNI field gone to the moment it appears (before the page's effects have run) keeps
    // the focus, and what is typed there lands: the heading took it in the page's own commit.
    await focusDniAsItAppears(page);
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ingresá a Autogestión');
    await page.keyboard.type('33444555');
    await expect(page.getByLabel('DNI')).toBeFocused();
    await expect(page.getByLabel('DNI')).toHaveValue('33444555');

    const failed = await openGateway(page, LUCIA);
    await payInGateway(failed, 'Simular rechazo');
    await failed.waitForURL(`${DEMO_ORIGIN}/payment/error`);
    await expectPage(failed, 'Error en el pago | Autogestión', 'Error en el pago');
    await expectFocusLeftAlone(failed);
    await pressAndWaitForClose(failed, 'Volver a pagar');
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=12000.50`);
    await expectArrivedAt(page, 'Pagar tu tarjeta | Autogestión', '¿Cuánto vas a pagar?');

    const popup = await continueToGateway(page);
    await payInGateway(popup, 'Pagar');
    await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
    await expectPage(popup, 'Operación exitosa | Autogestión', 'Operación exitosa');
    await expectFocusLeftAlone(popup);
    await pressAndWaitForClose(popup, 'Volver al inicio');
    await focusPageOncePopupClosed(page);
    await page.getByRole('dialog', { name: 'Pago realizado' }).getByRole('button').click();
    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expectArrivedAt(page, 'Inicio | Autogestión', 'Tu tarjeta');
  });
});
