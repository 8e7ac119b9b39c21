import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expectNoAxeViolations } from '../e2e/axe';
import { homeFigure, idleFor, leaveSessionUnused, signOut } from '../e2e/fixtures';
import { expect, signInToHome, test } from './live-fixtures';
import { CARDHOLDER, FIGURES, STUB_TOKEN, type CallName, type StubProvider } from './stub-provider';

/**
 * A session that ends by itself is explained: after a failed ping or a 401, /login
 * says so in an alert and signing in again leads back to the page it ended on.
 * 'Cerrar sesión' explains nothing: the cardholder chose it.
 */
const SESSION_ENDED = 'Tu sesión terminó. Ingresá de nuevo para seguir.';

/** The next call of this name is refused with a 401 (an expired token); later ones are not. */
function refuseNext(stub: StubProvider, name: CallName) {
  stub.override(name, () => {
    stub.restore(name);
    return { status: 401, body: { message: 'Token vencido' } };
  });
}

/** On the /login the app went to (fixtures' signIn loads /login afresh, a page of its own). */
async function signInAgain(page: Page) {
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}

async function expectExplainedLogin(page: Page) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText(SESSION_ENDED);
  // The focus is on the page's heading, which reads the reason too.
  const heading = page.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(SESSION_ENDED);
  await expectNoAxeViolations(page);
}

/**
 * A ping the provider cannot answer (503 on every try) is not an expiry: the spec's
 * logout still happens, and /login says the provider could not be reached.
 */
const PROVIDER_DOWN =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';

/**
 * Spec sections 4 and 8: the server is pinged on every route change; a failed ping logs out
 * and goes to /login. Quality, security 2: every persisted key is removed.
 */

/** Every local and session storage entry, as `key=value`. */
async function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
}

async function expectSignedInStorage(page: Page) {
  const entries = await storedEntries(page);
  expect(entries.some((entry) => entry.includes(STUB_TOKEN))).toBe(true);
}

async function expectSessionGone(page: Page) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  const entries = await storedEntries(page);
  const keys = entries.map((entry) => entry.slice(0, entry.indexOf('=')));
  // The spec's keys ('api', 'payment', 'user-data'), however redux-persist might prefix them.
  const { lastActivity, ...sessionKeys } = STORAGE_KEYS;
  for (const key of Object.values(sessionKeys)) {
    expect(keys).not.toContain(key);
    expect(keys).not.toContain(`persist:${key}`);
  }
  // What stays is the last activity's time alone (the other tabs tell an idle end by it).
  const activity = entries.filter((entry) => entry.startsWith(`${lastActivity}=`));
  expect(activity.every((entry) => /^[\w-]+=\d+$/.test(entry))).toBe(true);
  expect(entries.filter((entry) => entry.includes(STUB_TOKEN))).toEqual([]);
}

/**
 * Signs in, then makes the ping fail and changes route (Pagar: / to /payment). Returns what
 * the pings sent from then on were answered (their statuses).
 */
async function failThePingOnNextRoute(page: Page, stub: StubProvider, status: number) {
  const pingsAtStart = stub.callsTo('GET auth/ping/').length;
  await signInToHome(page);
  await expectSignedInStorage(page);
  // The ping of the route change into home, answered before the ping starts failing.
  await expect.poll(() => stub.callsTo('GET auth/ping/').length).toBeGreaterThan(pingsAtStart);
  const pingsBefore = stub.callsTo('GET auth/ping/').length;
  stub.override('GET auth/ping/', { status, body: { message: 'Sesión no válida' } });
  await page.getByRole('button', { name: 'Pagar' }).click();
  return () =>
    stub
      .callsTo('GET auth/ping/')
      .slice(pingsBefore)
      .map((call) => call.status);
}

test('each end of a session in turn, signing in again after each: the reason on /login, and back to the page it ended on; a stored session unused longer than the limit ended at start, before any call with its token; the ping answering 401 ends the session, asked once; answering 500, retried twice, then ended: /login, and nothing of it in storage', async ({
  page,
  stub,
}) => {
  await signInToHome(page);

  await test.step('a 401 on home (the statement download): explained, and home again', async () => {
    refuseNext(stub, 'GET summary/last/');
    await page.getByRole('button', { name: 'Descargar mi resumen' }).click();
    await expectExplainedLogin(page);
    await signInAgain(page);
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Tu tarjeta' })).toBeFocused();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
  });

  await test.step('a failed ping: explained, and back to /payment with its amount', async () => {
    refuseNext(stub, 'GET auth/ping/');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expectExplainedLogin(page);
    await signInAgain(page);
    await expect(page).toHaveURL(`/payment?amount=84350.75`);
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto vas a pagar?' }),
    ).toBeFocused();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
    await expect(page.getByText(SESSION_ENDED)).toBeHidden();
  });

  await test.step("'Cerrar sesión' on /payment: nothing said on /login, and home after signing in", async () => {
    await signOut(page);
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);
    await signInAgain(page);
    await expect(page).toHaveURL('/');
  });

  await test.step('a ping the provider cannot answer: its own reason, and back to /payment', async () => {
    stub.override('GET auth/ping/', () => ({
      status: 503,
      body: { message: 'Service Unavailable' },
    }));
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toContainText(PROVIDER_DOWN);
    const heading = page.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' });
    await expect(heading).toBeFocused();
    await expect(heading).toHaveAccessibleDescription(PROVIDER_DOWN);
    await expect(page.getByText(SESSION_ENDED)).toHaveCount(0);

    stub.restore('GET auth/ping/');
    await signInAgain(page);
    await expect(page).toHaveURL('/payment?amount=84350.75');
  });

  await test.step('a stored session unused longer than the limit: ended at start, before any call with its token', async () => {
    await leaveSessionUnused(page, 11 * 60_000);
    const accountCalls = stub.callsTo('GET account/').length;
    await page.goto('/');
    await expect(page).toHaveURL('/login');
    await expect(page.getByRole('alert')).toContainText('Cerramos tu sesión por inactividad.');
    expect(stub.callsTo('GET account/')).toHaveLength(accountCalls);
  });

  // A 401 is an answer, not a fault: asked once.
  await test.step('the ping answering 401 ends the session, asked once', async () => {
    const pingsAnswered = await failThePingOnNextRoute(page, stub, 401);
    await expectSessionGone(page);
    expect(pingsAnswered()).toEqual([401]);
  });
  stub.restore('GET auth/ping/');
  await test.step('the ping answering 500, retried twice, then ended', async () => {
    const pingsAnswered = await failThePingOnNextRoute(page, stub, 500);
    await expectSessionGone(page);
    expect(pingsAnswered()).toEqual([500, 500, 500]);
  });
});

test('left alone for the idle limit (10 minutes): warned a minute before, then signed out for inactivity', async ({
  page,
}) => {
  await page.clock.install();
  await signInToHome(page);
  await idleFor(page, 9 * 60_000 + 1000);
  const warning = page.getByRole('dialog', { name: 'Tu sesión está por cerrarse' });
  await expect(warning.getByRole('button', { name: 'Seguir conectado' })).toBeFocused();
  await idleFor(page, 10 * 60_000);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('alert')).toContainText('Cerramos tu sesión por inactividad.');
});
