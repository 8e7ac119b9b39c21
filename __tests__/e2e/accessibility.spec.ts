import type { Page } from '@playwright/test';
import { expectNoViolationsInEitherScheme } from './axe';
import {
  expect,
  expectMariaHome,
  expectNoHorizontalScroll,
  homeFigure,
  MARIA,
  saveScreenshot,
  signIn,
  signOut,
  test,
} from './fixtures';
import {
  acceptDialog,
  continueToGateway,
  keepPaymentPopup,
  payInGateway,
  pressAndWaitForClose,
} from './payment-helpers';
import { demoBanner, openDemoLogin } from './scenario-helpers';

/** On the /login the page shows (no new load), a pair typed in and INGRESAR. */
async function signInHere(page: Page, { dni, lastDigits }: { dni: string; lastDigits: string }) {
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}

test('light and dark: /login (its demo panel folded and open, a refused attempt), home, its drawer and options dialog, the payment pages, the not-found page, a payment under way and its result dialog have no axe violations; Jorge, with a credit in favour, sees an inert Pagar @layout', async ({
  page,
}, testInfo) => {
  // The payment's step finds its popup as openGateway would: kept from the first page load.
  await keepPaymentPopup(page);

  await test.step('/login has no axe violations and no horizontal scroll: its demo panel folded and open, and after a refused attempt (alert and notification)', async () => {
    await page.goto('/login');
    await expect(page.getByRole('region', { name: 'Modo demostración' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'login');
    await expectNoHorizontalScroll(page);

    await openDemoLogin(page);
    await demoBanner(page).getByText('Escenarios de demostración', { exact: true }).click();
    await expect(demoBanner(page).getByRole('radio', { name: 'Normal' })).toBeChecked();
    await expectNoViolationsInEitherScheme(page, 'login-demo-open');
    await expectNoHorizontalScroll(page);

    await signIn(page, { dni: '12345678', lastDigits: '00000000' });
    await expect(page.getByRole('alert')).toHaveText('Los datos ingresados no son correctos.');
    await expectNoViolationsInEitherScheme(page);
  });

  await test.step('signed in: home, its drawer and its options dialog, the payment pages and the not-found page have no axe violations', async () => {
    await signInHere(page, MARIA);
    await expectMariaHome(page);
    await expect(page.getByText('Rechazado')).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'home');
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Menú' }).click();
    await expect(page.getByRole('dialog', { name: 'Hola, María Fernández' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'drawer');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Opciones' }).click();
    await expect(page.getByRole('dialog', { name: 'Opciones' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'options');
    await page
      .getByRole('dialog', { name: 'Opciones' })
      .getByRole('button', { name: 'Volver' })
      .click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
    await expectNoViolationsInEitherScheme(page, 'payment');
    await expectNoHorizontalScroll(page);
    for (const result of ['success', 'error']) {
      await page.goto(`/payment/${result}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoViolationsInEitherScheme(page, `payment-${result}`);
      await expectNoHorizontalScroll(page);
    }

    await page.goto('/esto/no/existe');
    await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, 'not-found');
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Volver a inicio' }).click();
    await expectMariaHome(page);
  });

  await test.step('a payment under way and its result dialog have no axe violations', async () => {
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    const popup = await continueToGateway(page);
    await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText(
      'Formulario de pago cargado, complete los datos por favor',
    );
    await expectNoViolationsInEitherScheme(page);
    await payInGateway(popup, 'Pagar');
    await pressAndWaitForClose(popup, 'Continuar');
    await expect(page.getByRole('dialog', { name: 'Pago exitoso' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page);
  });

  await test.step('Jorge, with a credit in favour, sees an inert Pagar', async () => {
    // María accepts her result, signs out, and Jorge signs in on the /login she is left on.
    await acceptDialog(page, 'Pago exitoso');
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    await signInHere(page, { dni: '28999888', lastDigits: '11223344' });
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('-$ 1,500.00');
    await expect(page.getByRole('button', { name: 'Pagar' })).toBeDisabled();
    await expect(page.getByText('No existen pagos realizados')).toBeVisible();
    await saveScreenshot(page, 'home-credit-in-favour', testInfo.project.name);
  });
});

test("light and dark: 'Tus pagos', a filter left empty and a payment's detail, credited and rejected, have no axe violations @layout", async ({
  page,
}) => {
  await signIn(page);
  await expectMariaHome(page);
  const h1 = page.getByRole('heading', { level: 1 });
  await page.goto('/payments');
  await expect(page.getByRole('status')).toHaveText('3 pagos');
  await expectNoViolationsInEitherScheme(page, 'payments');
  await page.goto('/payments?estado=pendientes');
  await expect(page.getByRole('status')).toHaveText('No tenés pagos con este estado.');
  await expectNoViolationsInEitherScheme(page);
  for (const filter of ['acreditados', 'rechazados']) {
    await page.goto(`/payments?estado=${filter}`);
    await page.getByRole('region').getByRole('link').first().click();
    await expect(h1).toHaveText('Detalle del pago');
    await expect(page.getByText('Número de operación')).toBeVisible();
    await expectNoViolationsInEitherScheme(page, `payment-detail-${filter}`);
  }
  await page.goto('/');
  await expectMariaHome(page);
});
