import { expectNoAxeViolations } from './axe';
import {
  expect,
  expectMariaHome,
  expectNoHorizontalScroll,
  homeFigure,
  openLogin,
  saveScreenshot,
  signIn,
  test,
} from './fixtures';
import { openGateway, payInGateway, pressAndWaitForClose } from './payment-helpers';
import { demoBanner, openDemoLogin } from './scenario-helpers';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme @layout`, () => {
    test.use({ colorScheme });

    test('/login has no axe violations and no horizontal scroll, its demo panel folded and open', async ({
      page,
    }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('region', { name: 'Modo demostración' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `login-${colorScheme}`, testInfo.project.name);

      await openDemoLogin(page);
      await demoBanner(page).getByText('Escenarios de demostración', { exact: true }).click();
      await expect(demoBanner(page).getByRole('radio', { name: 'Normal' })).toBeChecked();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `login-demo-open-${colorScheme}`, testInfo.project.name);
    });

    test('home, its drawer and its options dialog have no axe violations', async ({
      page,
    }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await expect(page.getByText('Rechazado')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `home-${colorScheme}`, testInfo.project.name);

      await page.getByRole('button', { name: 'Menú' }).click();
      await expect(page.getByRole('dialog', { name: 'Hola, María Fernández' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `drawer-${colorScheme}`, testInfo.project.name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: 'Opciones' }).click();
      await expect(page.getByRole('dialog', { name: 'Opciones' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `options-${colorScheme}`, testInfo.project.name);
    });

    test('the not-found page has no axe violations and a way home', async ({ page }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await page.goto('/esto/no/existe');
      await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `not-found-${colorScheme}`, testInfo.project.name);
      await page.getByRole('link', { name: 'Ir al inicio' }).click();
      await expectMariaHome(page);
    });
    test('the payment pages have no axe violations', async ({ page }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await page.getByRole('button', { name: 'Pagar' }).click();
      await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `payment-${colorScheme}`, testInfo.project.name);
      for (const result of ['success', 'error']) {
        await page.goto(`/payment/${result}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `payment-${result}-${colorScheme}`, testInfo.project.name);
      }
    });

    test('/login after a refused attempt (alert and notification) has no axe violations', async ({
      page,
    }) => {
      await openLogin(page);
      await page.getByLabel('DNI').fill('12345678');
      await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('00000000');
      await page.getByRole('button', { name: 'INGRESAR' }).click();
      await expect(page.getByRole('alert')).toHaveText('Los datos ingresados no son correctos.');
      await expectNoAxeViolations(page);
    });

    test('a payment under way and its result dialog have no axe violations', async ({ page }) => {
      const popup = await openGateway(page);
      await expect(page.getByRole('status')).toHaveText(
        'Formulario de pago cargado, complete los datos por favor',
      );
      await expectNoAxeViolations(page);
      await payInGateway(popup, 'Pagar');
      await pressAndWaitForClose(popup, 'Continuar');
      await expect(page.getByRole('dialog', { name: 'Pago exitoso' })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('Jorge, with a credit in favour, sees an inert Pagar @layout', async ({ page }, testInfo) => {
  await signIn(page, { dni: '28999888', lastDigits: '11223344' });
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('-$ 1,500.00');
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  await expect(page.getByText('No existen pagos realizados')).toBeVisible();
  await saveScreenshot(page, 'home-credit-in-favour', testInfo.project.name);
});
