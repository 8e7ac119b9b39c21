import {
  expect,
  expectMariaHome,
  homeFigure,
  newestPayment,
  saveScreenshot,
  test,
} from './fixtures';
import {
  acceptDialog,
  continueToGateway,
  payInGateway,
  paymentStatus,
  pressAndWaitForClose,
  settlementComesDue,
} from './payment-helpers';
import {
  chooseScenario,
  demoBanner,
  expectScenario,
  openDemoLogin,
  openOptions,
  signInAsMaria,
} from './scenario-helpers';
import { scaled } from './timing';

/**
 * 'Escenarios de demostración' switches the mock provider at run time, and
 * each scenario shows what a cardholder would see when things go wrong.
 */

test("'Proveedor caído' from the login page: sign-in says so; it survives a reload; Reiniciar la demostración clears it; then from Opciones on home: the statement cannot be downloaded, and home keeps its figures; then 'Sesión vencida': the next check of the session ends it and the cardholder is on /login; the demo is back to Normal", async ({
  page,
}, testInfo) => {
  await test.step("'Proveedor caído' from the login page: sign-in says so; it survives a reload; Reiniciar la demostración clears it", async () => {
    await openDemoLogin(page);
    const banner = demoBanner(page);
    await expectScenario(banner, 'Normal');
    await chooseScenario(banner, 'Proveedor caído');
    await saveScreenshot(page, 'scenarios-panel', testInfo.project.name);
    // The panel alone, for the README.
    await banner.screenshot({
      path: `test-results/screenshots/scenarios-panel-banner-${testInfo.project.name}.png`,
    });

    await signInAsMaria(page);
    // The provider failed, not the data typed: the notification says so in its heading, and is
    // the one alert, so that a screen reader hears the sentence once.
    const sentence =
      'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
    const notification = page.getByRole('alert', { name: 'Servicio no disponible' });
    await expect(notification).toContainText(sentence);
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByText(sentence)).toHaveCount(1);
    await expect(page.getByText('Error de autenticación')).toHaveCount(0);
    await expect(page.getByLabel('DNI')).toBeFocused();
    await saveScreenshot(page, 'scenarios-login-provider-down', testInfo.project.name);

    await openDemoLogin(page);
    await expectScenario(demoBanner(page), 'Proveedor caído');
    // The reset reloads the page: the fresh one reads the fresh demo.
    const reloaded = page.waitForEvent('load');
    await demoBanner(page).getByRole('button', { name: 'Reiniciar la demostración' }).click();
    await reloaded;
    await expectScenario(demoBanner(page), 'Normal');
    await signInAsMaria(page);
    await expectMariaHome(page);
  });

  await test.step("'Proveedor caído' from Opciones on home: the statement cannot be downloaded, and home keeps its figures; then 'Sesión vencida': the next check of the session ends it and the cardholder is on /login; the demo is back to Normal", async () => {
    // On María's home, where the step above left her.
    await expectMariaHome(page);
    const options = await openOptions(page);
    await chooseScenario(options, 'Proveedor caído');
    await options.getByRole('button', { name: 'Volver' }).click();
    await expect(options).toBeHidden();

    await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
    await expect(
      page.getByText('No pudimos descargar tu resumen. Intentá nuevamente.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Descargar mi resumen' })).toBeEnabled();
    await expectMariaHome(page);

    // 'Sesión vencida', chosen next: the next check of the session ends it.
    const optionsAgain = await openOptions(page);
    await chooseScenario(optionsAgain, 'Sesión vencida');
    await optionsAgain.getByRole('button', { name: 'Volver' }).click();
    // A move to another page checks the session (spec section 4).
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
    await expect(page.getByText('Tu sesión terminó. Ingresá de nuevo para seguir.')).toBeVisible();
    await expectScenario(demoBanner(page), 'Normal');
    // Signed out for good: home sends the visitor back to /login.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test("'Red lenta' through ?scenario=slow-network: INGRESAR reads Cargando... and home's figures come after answers 3 s late", async ({
  page,
}) => {
  await openDemoLogin(page, '?scenario=slow-network');
  // The link's scenario is on, and out of the address bar (a reload does not arm it again).
  await expectScenario(demoBanner(page), 'Red lenta');
  await expect(page).toHaveURL(/\/login$/);

  const pressed = Date.now();
  await signInAsMaria(page);
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 350,000.00', {
    timeout: scaled(30_000),
  });
  // Sign-in, then the account: two answers, each 3 s late.
  expect(Date.now() - pressed).toBeGreaterThanOrEqual(6000);
  await expectMariaHome(page);
});

test("'Pago rechazado por el banco': the gateway accepts the payment, the bank rejects it 20 s later, and the figures stay", async ({
  page,
}) => {
  await page.clock.install();
  await openDemoLogin(page, '?scenario=bank-rejects');
  await expectScenario(demoBanner(page), 'Pago rechazado por el banco');
  await signInAsMaria(page);
  await expectMariaHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  const popup = await continueToGateway(page);

  await payInGateway(popup, 'Pagar');
  await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await page.getByRole('button', { name: 'Volver a inicio' }).click();

  const newest = newestPayment(page);
  await expect(newest).toContainText('Pendiente');
  await settlementComesDue(page);
  await expect(page.getByRole('note', { name: 'Pago rechazado' })).toContainText(
    'Tu pago de $ 84,350.75 fue rechazado y no se acreditó en tu tarjeta. Si tu banco llegó a debitarlo, te lo devuelve. Podés intentarlo de nuevo.',
    { timeout: scaled(60_000) },
  );
  await expect(newest).toContainText('Rechazado');
  await expectMariaHome(page);
  // Used up: the next payment is the bank's to accept again. (Asked of the mock API in the
  // page: the notification covers Opciones for a while.)
  expect(await page.evaluate(async () => (await fetch('/api/demo/scenario/')).json())).toEqual({
    data: { active: 'normal' },
  });
});
