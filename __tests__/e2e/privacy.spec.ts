import type { BrowserContext, Page } from '@playwright/test';
import { MARIA, expect, expectMariaHome, openLogin, signIn, signOut, test } from './fixtures';
import { recordApiCalls } from './api-calls';
import { paymentStatus, pressAndWaitForClose } from './payment-helpers';
import { scaled } from './timing';

/**
 * Quality, security item 1, in the real demo build: the DNI, the card digits and the token are
 * never in a URL (the browser's requests, the mock API's calls, the pages' addresses) nor in the
 * console, all along sign-in, home, the payment page with its popup, and logout.
 */

interface Seen {
  /** Every URL: requests to the network, calls the in-page mock API answered, page addresses. */
  urls: string[];
  /** Every console message of every page, whatever its level. */
  console: string[];
}

async function watchEverything(context: BrowserContext, page: Page): Promise<Seen> {
  const seen: Seen = { urls: [], console: [] };
  const watch = (page: Page) => {
    page.on('console', (message) => seen.console.push(`${message.type()}: ${message.text()}`));
    page.on('framenavigated', (frame) => seen.urls.push(frame.url()));
  };
  context.on('request', (request) => seen.urls.push(request.url()));
  watch(page);
  context.on('page', watch);
  // The mock API answers inside the page: the network never sees those calls.
  await recordApiCalls(context, (call) => seen.urls.push(call.url));
  return seen;
}

/** The token the app stored under the spec's key 'api', however the value is encoded. */
async function storedToken(page: Page): Promise<string> {
  const stored = await page.evaluate(() => localStorage.getItem('api'));
  let value: unknown = JSON.parse(stored ?? 'null');
  if (value && typeof value === 'object' && 'token' in value) value = value.token;
  // redux-persist encodes each field once more.
  while (typeof value === 'string' && value.startsWith('"')) value = JSON.parse(value);
  expect(typeof value, `the token in local storage 'api': ${stored}`).toBe('string');
  return value as string;
}

function expectFreeOf(secrets: Record<string, string>, where: string, texts: string[]) {
  const leaks = texts.flatMap((text) =>
    Object.entries(secrets)
      .filter(([, secret]) => text.includes(secret))
      .map(([name]) => `${name} in ${where}: ${text.slice(0, 300)}`),
  );
  expect(leaks).toEqual([]);
}

test('sign-in, home, the payment page and its popup, logout: the DNI and the token never in a URL or the console', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(90_000));
  const seen = await watchEverything(context, page);

  // A refused attempt first: the DNI travels only in the login call's body.
  await openLogin(page);
  await page.getByLabel('DNI').fill(MARIA.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('00000000');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page.getByRole('alert')).toHaveText('Los datos ingresados no son correctos.');

  await signIn(page);
  await expectMariaHome(page);
  const token = await storedToken(page);
  expect(token.length).toBeGreaterThanOrEqual(16);

  // Pagar, then Continuar: the popup goes to the demo gateway (another origin).
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(/\/demo-gateway\//);
  await expect(paymentStatus(page)).toHaveText(
    'Formulario de pago cargado, complete los datos por favor',
  );
  await pressAndWaitForClose(popup, 'Cancelar');
  await expect(paymentStatus(page)).toHaveText('Pago cancelado desde formulario');

  // Home through the drawer, a reload (a new page load reads the stored session), logout.
  await page.getByRole('button', { name: 'Menú' }).click();
  await page.getByRole('button', { name: 'Inicio', exact: true }).click();
  await expectMariaHome(page);
  await page.reload();
  await expectMariaHome(page);
  await signOut(page);
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();

  const secrets = { DNI: MARIA.dni, 'card digits': MARIA.lastDigits, token };
  // The recorders saw the journey: the gateway, the mock API's calls, the app's pages.
  expect(seen.urls.some((url) => url.includes('/demo-gateway/'))).toBe(true);
  expect(seen.urls.some((url) => url.endsWith('/api/v1/auth/login/'))).toBe(true);
  expect(seen.urls.some((url) => url.endsWith('/api/v1/account/'))).toBe(true);
  expectFreeOf(secrets, 'a URL', seen.urls);
  expectFreeOf(secrets, 'the console', seen.console);
  expectFreeOf(secrets, 'the address bar', [page.url()]);
  // The app keeps nothing of the session (the mock provider's own database aside: it stands
  // for the provider's server, which keeps its sessions).
  const appStorage = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key !== 'autogestion-demo-db')
      .map((key) => `${key}=${localStorage.getItem(key) ?? ''}`),
  );
  expectFreeOf(secrets, 'local storage after logout', appStorage);
  // No analytics without a measurement id (the demo build has none): nothing to leak to.
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
});

test.describe('before the script has taken over /login', () => {
  // The prerendered form on its own, as on a slow phone before the JavaScript arrives.
  test.use({ javaScriptEnabled: false });

  test('pressing INGRESAR never puts the DNI or the card digits in the address bar', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/login');
    await page.getByLabel('DNI').fill(MARIA.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(MARIA.lastDigits);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await page.waitForLoadState();
    await expect(page.getByLabel('DNI')).toBeVisible();
    const secrets = { DNI: MARIA.dni, 'card digits': MARIA.lastDigits };
    expectFreeOf(secrets, 'the address bar', [page.url()]);
    expectFreeOf(secrets, 'a URL', requested);
  });
});
