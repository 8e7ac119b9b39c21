import { expectNoAxeViolations } from '../e2e/axe';
import { homeFigure, openLogin } from '../e2e/fixtures';
import { expect, test } from './live-fixtures';
import {
  CARDHOLDER,
  FIGURES,
  LOGIN_REFUSED_MESSAGE,
  PAYMENT_ROWS,
  STUB_TOKEN,
} from './stub-provider';

/** Spec section 2 (/login and /) and 7 (POST auth/login/, then the Bearer token on every call). */
test('the cardholder signs in and home shows the provider figures and payments @nginx', async ({
  page,
  stub,
}) => {
  await openLogin(page);
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();

  await expect(page).toHaveURL('/');
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
  const rows = page.getByRole('list', { name: 'Últimos pagos' }).getByRole('listitem');
  await expect(rows).toHaveCount(PAYMENT_ROWS.length);
  for (const [index, row] of PAYMENT_ROWS.entries()) {
    await expect(rows.nth(index)).toContainText(row.amount);
    await expect(rows.nth(index)).toContainText(row.status);
    await expect(rows.nth(index)).toContainText(row.date);
  }

  // The login call carried the pair in its body, and nothing else carried a token but the header.
  const [login] = stub.callsTo('POST auth/login/');
  expect(login.body).toEqual({ dni: CARDHOLDER.dni, last_digits: CARDHOLDER.lastDigits });
  expect(login.authorization).toBeNull();
  const afterLogin = stub.calls.filter((call) => call.name !== 'POST auth/login/');
  expect(afterLogin.map((call) => call.name)).toEqual(
    expect.arrayContaining(['GET auth/ping/', 'GET account/', 'GET payments/']),
  );
  for (const call of afterLogin) {
    expect(call.authorization, call.name).toBe(`Bearer ${STUB_TOKEN}`);
    expect(call.url, call.name).not.toContain(STUB_TOKEN);
  }
});

test('the provider answering 503 at sign-in: the notification says Servicio no disponible, once', async ({
  page,
  stub,
}) => {
  stub.override('POST auth/login/', { status: 503, body: { message: 'Service Unavailable' } });
  await openLogin(page);
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();

  // Not the cardholder's data: no 'Error de autenticación', and the sentence in one alert.
  const sentence =
    'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
  await expect(page.getByRole('alert', { name: 'Servicio no disponible' })).toContainText(sentence);
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
  expect(stub.callsTo('POST auth/login/').map((call) => call.status)).toEqual([503, 200]);
});

test('a wrong pair shows the provider message and stays on /login', async ({ page, stub }) => {
  await openLogin(page);
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('11111111');
  await page.getByRole('button', { name: 'INGRESAR' }).click();

  // Spec section 8: the server's message, in an alert and a notification 'Error de autenticación'.
  await expect(page.getByRole('alert')).toHaveText(LOGIN_REFUSED_MESSAGE);
  await expect(page.getByRole('status', { name: 'Error de autenticación' })).toContainText(
    LOGIN_REFUSED_MESSAGE,
  );
  await expect(page.getByLabel('DNI')).toBeFocused();
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  await expect(page).toHaveURL('/login');
  expect(stub.callsTo('POST auth/login/').map((call) => call.status)).toEqual([401]);
  // Refused: no session, so no call that needs one.
  expect(stub.calls.map((call) => call.name)).toEqual(['POST auth/login/']);
});
