import { expectNoAxeViolations } from '../e2e/axe';
import { homeFigure } from '../e2e/fixtures';
import { expect, signInToHome, test } from './live-fixtures';
import { CARDHOLDER, FIGURES, LOGIN_REFUSED_MESSAGE } from './stub-provider';

/**
 * What ships has no demo: no banner, no 'Escenarios de demostración', no 'Reiniciar la
 * demostración', and no scenario a link could switch on (the live build has none of
 * it). The stub provider answers; nothing asks for the demo's /api/demo/ routes.
 */
test('the live build has no demo banner, no scenarios panel and no demo reset; signed out, a wrong pair shows the provider message and stays on /login; the provider answering 503 at sign-in: the notification says Servicio no disponible, once', async ({
  page,
  stub,
}) => {
  const demoCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/demo/')) demoCalls.push(request.url());
  });

  await test.step('the live build has no demo banner, no scenarios panel and no demo reset', async () => {
    await page.goto('/login?scenario=provider-down');
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toHaveAttribute('type', 'submit');
    await expect(page.getByRole('region', { name: 'Modo demostración' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Escenarios de demostración' })).toHaveCount(0);

    // A scenario asked for by a link is nothing here: the provider is asked as always.
    await signInToHome(page);
    await page.getByRole('button', { name: 'Opciones' }).click();
    const options = page.getByRole('dialog', { name: 'Opciones' });
    await expect(options.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expect(options.getByRole('button')).toHaveText(['Volver', 'Cerrar sesión']);
    await expect(options.getByText(/demostración/i)).toHaveCount(0);
    expect(demoCalls).toEqual([]);
  });

  await test.step('a wrong pair shows the provider message and stays on /login', async () => {
    await page
      .getByRole('dialog', { name: 'Opciones' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
    await page.getByLabel('DNI').fill(CARDHOLDER.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('11111111');
    // The calls from here on: the sign-in before was this walk's, not this attempt's.
    const before = stub.calls.length;
    await page.getByRole('button', { name: 'INGRESAR' }).click();

    // Spec section 8: the server's message, in an alert and a notification 'Error de autenticación'.
    await expect(page.getByRole('alert')).toHaveText(LOGIN_REFUSED_MESSAGE);
    await expect(page.getByRole('status', { name: 'Error de autenticación' })).toContainText(
      LOGIN_REFUSED_MESSAGE,
    );
    await expect(page.getByLabel('DNI')).toBeFocused();
    await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
    await expect(page).toHaveURL('/login');
    const since = stub.calls.slice(before);
    expect(
      since.filter((call) => call.name === 'POST auth/login/').map((call) => call.status),
    ).toEqual([401]);
    // Refused: no session, so no call that needs one.
    expect(since.map((call) => call.name)).toEqual(['POST auth/login/']);
  });

  await test.step('the provider answering 503 at sign-in: the notification says Servicio no disponible, once', async () => {
    stub.override('POST auth/login/', { status: 503, body: { message: 'Service Unavailable' } });
    await page.getByLabel('DNI').fill(CARDHOLDER.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
    // The wrong pair's alert and notification went with the edit: what follows is this attempt's.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Error de autenticación' })).toHaveCount(0);
    const before = stub.callsTo('POST auth/login/').length;
    await page.getByRole('button', { name: 'INGRESAR' }).click();

    // Not the cardholder's data: no 'Error de autenticación', and the sentence in one alert.
    const sentence =
      'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
    await expect(page.getByRole('alert', { name: 'Servicio no disponible' })).toContainText(
      sentence,
    );
    await expect(page.getByRole('alert')).toHaveCount(1);
    await expect(page.getByText(sentence)).toHaveCount(1);
    await expect(page.getByText('Error de autenticación')).toHaveCount(0);
    await expect(page.getByText('Service Unavailable')).toHaveCount(0);
    await expect(page.getByLabel('DNI')).toBeFocused();
    await expect(page).toHaveURL('/login');
    await expectNoAxeViolations(page);

    // Pressing INGRESAR again is the retry.
    stub.restore('POST auth/login/');
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(page).toHaveURL('/');
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
    expect(
      stub
        .callsTo('POST auth/login/')
        .slice(before)
        .map((call) => call.status),
    ).toEqual([503, 200]);
  });
});
