import type { Page } from '@playwright/test';
import { DEMO_PEOPLE } from '../../src/features/demo/cardholders';
import { expect, expectMariaHome, MARIA, openLogin, test } from './fixtures';
import {
  partsPastTheirDialog,
  partsPastTheScreen,
  targetsTooSmall,
  wordsBrokenInside,
} from './nothing-hidden-helpers';
import { demoBanner, unfoldDemo } from './scenario-helpers';
import {
  acceptDialog,
  continueToGateway,
  focusPageOncePopupClosed,
  keepPaymentPopup,
  payInGateway,
  pressAndWaitForClose,
} from './payment-helpers';

/**
 * Every page on every screen (docs/testing.md): at each stop, in light and dark, nothing may reach
 * past the screen's sides (partsPastTheScreen), and at the project's own width every target is at
 * least 24 × 24 CSS px (targetsTooSmall). Failures are soft: one run lists every stop that fails.
 */

const PHONE_HEIGHT = 740;

const SCREENS = [
  { label: '320 px', width: 320, textSize: '' },
  { label: '360 px', width: 360, textSize: '' },
  { label: '412 px', width: 412, textSize: '' },
  { label: '320 px with text at 200 %', width: 320, textSize: '200%' },
] as const;

const SCHEMES = ['light', 'dark'] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The main actions are a thumb's target: at least 44 px tall at the project's own width. */
async function expectThumbTall(page: Page, names: string[]) {
  for (const name of names) {
    const box = await page
      .getByRole('button', { name })
      .or(page.getByRole('link', { name }))
      .first()
      .boundingBox();
    expect.soft(box?.height ?? 0, `'${name}' at least 44 px tall`).toBeGreaterThanOrEqual(44);
  }
}

test('every page fits 320, 360 and 412 px and 200 % text, light and dark; its targets are 24 × 24 px @layout', async ({
  page,
}, testInfo) => {
  // Every route at eight layouts: a long walk, given three times the usual time.
  test.slow();
  const own = testInfo.project.use.viewport ?? { width: 1280, height: 800 };
  // The phone project lays out every phone screen; a wider project, only its own (the phones'
  // layouts are the same page at the same sizes, measured once).
  const screens = SCREENS.some((screen) => screen.width === own.width)
    ? SCREENS.map((screen) => ({ ...screen, height: PHONE_HEIGHT }))
    : [{ label: `${own.width} px`, width: own.width, height: own.height, textSize: '' }];

  /** Lays the page out on every screen in both schemes, then measures its targets. */
  async function measure(where: string) {
    for (const colorScheme of SCHEMES) {
      await page.emulateMedia({ colorScheme });
      for (const screen of screens) {
        await page.setViewportSize({ width: screen.width, height: screen.height });
        await page.evaluate((size) => {
          document.documentElement.style.fontSize = size;
        }, screen.textSize);
        expect
          .soft(await partsPastTheScreen(page), `${where}: ${screen.label}, ${colorScheme}`)
          .toEqual([]);
        expect
          .soft(await wordsBrokenInside(page), `${where}: words broken at ${screen.label}`)
          .toEqual([]);
        expect
          .soft(await partsPastTheirDialog(page), `${where}: past its dialog at ${screen.label}`)
          .toEqual([]);
      }
    }
    await page.evaluate(() => {
      document.documentElement.style.fontSize = '';
    });
    await page.setViewportSize(own);
    await page.emulateMedia({ colorScheme: 'light' });
    expect
      .soft(
        await targetsTooSmall(page.locator('body')),
        `${where}: targets under 24 × 24 px at ${own.width} px`,
      )
      .toEqual([]);
  }

  await keepPaymentPopup(page);

  await openLogin(page);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectThumbTall(page, ['INGRESAR']);
  await measure('/login, its demo panel folded');
  // The demo panel opened, then its scenarios: their choices are targets too.
  await unfoldDemo(demoBanner(page));
  await expect(page.getByRole('button', { name: /^Completar con/ })).toHaveCount(
    Object.keys(DEMO_PEOPLE).length,
  );
  await page.getByText('Escenarios de demostración', { exact: true }).click();
  await expect(page.getByRole('radio').first()).toBeVisible();
  await measure('/login, its demo panel and scenarios open');

  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expectMariaHome(page);
  await expect(page.getByText('Rechazado')).toBeVisible();
  await measure('home');
  await expectThumbTall(page, ['Pagar', 'Descargar mi resumen']);
  await page.getByRole('button', { name: 'Menú' }).click();
  await expect(page.getByRole('dialog', { name: 'Hola, María Fernández' })).toBeVisible();
  // Slid in: measured where it stays, not on its way.
  await expect(page.locator('.navigation-drawer.show:not(.offcanvas-toggling)')).toBeVisible();
  await measure('home, its drawer open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  await measure('/payment');

  // Far above the balance: the question, its longest button at 200 % text.
  await page.getByLabel('Monto a pagar').fill('');
  await page.getByLabel('Monto a pagar').pressSequentially('1000000');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('dialog', { name: 'Revisá el monto' })).toBeVisible();
  await measure("/payment, 'Revisá el monto' for $ 1,000,000.00");
  await page.getByRole('button', { name: 'Corregir' }).click();
  await page.getByLabel('Monto a pagar').fill('');
  await page.getByLabel('Monto a pagar').pressSequentially('84350.75');
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  await expectThumbTall(page, ['Continuar', 'Cancelar']);

  // The popup closed before paying: its dialog, then the page's end.
  const closedPopup = await continueToGateway(page);
  await expect(h1(page)).toHaveText('Estás pagando');
  await measure('/payment, paying');
  await closedPopup.close();
  await focusPageOncePopupClosed(page);
  await expect(page.getByRole('dialog', { name: 'Formulario de pago cerrado' })).toBeVisible();
  await measure("/payment, the closed popup's dialog");
  await page.keyboard.press('Escape');
  await expect(h1(page)).toHaveText('No se realizó el pago');
  await measure('/payment, not paid');
  await expectThumbTall(page, ['Reintentar pago', 'Volver a inicio', 'Otras formas de pago']);

  // Paid: the page's end after the form said so.
  await page.getByRole('button', { name: 'Reintentar pago' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  const popup = await continueToGateway(page);
  await payInGateway(popup, 'Pagar');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await expect(h1(page)).toHaveText('Pagado');
  await measure('/payment, paid');

  for (const filter of ['', 'acreditados', 'pendientes', 'rechazados', 'cancelados']) {
    const path = filter ? `/payments?estado=${filter}` : '/payments';
    await page.goto(path);
    await expect(h1(page)).toHaveText('Tus pagos');
    await expect(
      page.getByText(/^\d+ pagos?$/).or(page.getByText('No tenés pagos con este estado.')),
    ).toBeVisible();
    await measure(path);
  }

  // A payment the cardholder can do something with each way: a receipt, or paying again.
  for (const filter of ['acreditados', 'rechazados']) {
    await page.goto(`/payments?estado=${filter}`);
    await page.getByRole('region').getByRole('link').first().click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page.getByText('Número de operación')).toBeVisible();
    await measure(`a payment's detail (${filter})`);
  }

  await page.goto('/esto/no/existe');
  await expect(h1(page)).toHaveText('No encontramos esta página');
  await measure('the not-found page');

  for (const result of ['success', 'error']) {
    await page.goto(`/payment/${result}`);
    await expect(h1(page)).toBeVisible();
    await measure(`/payment/${result}`);
  }
});
