import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import {
  expect,
  expectMariaHome,
  idleFor,
  leaveSessionUnused,
  signIn,
  signOut,
  test,
} from './fixtures';
import * as payment from './payment-helpers';
import { chooseScenario, openDemoLogin, openOptions, signInAsMaria } from './scenario-helpers';

/**
 * A session the cardholder can trust: it ends with the right reason ('Proveedor caído' is not an
 * expiry), and after SESSION_IDLE_MINUTES (10 here) without a tap, key or scroll on any tab, with a
 * warning a minute before that 'Seguir conectado' answers. Idle tests run on Playwright's clock.
 */
const EXPIRED = 'Tu sesión terminó. Ingresá de nuevo para seguir.';
const PROVIDER =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';
const LOGIN_PROVIDER_DOWN =
  'No pudimos comunicarnos con Tarjeta Ceibo. Tus datos no son el problema: probá de nuevo en unos minutos.';
const IDLE = 'Cerramos tu sesión por inactividad.';
const WARNING = 'Tu sesión está por cerrarse';
const MINUTE = 60_000;

/**
 * /login after a session ended by itself: the reason in an alert, read with the heading, which has
 * the focus when the end came during the visit (a fresh load starts at the top, where the heading
 * and the reason are the first words).
 */
async function expectEndedWith(page: Page, message: string, { duringVisit = true } = {}) {
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' });
  if (duringVisit) await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(message);
}

/**
 * The limit reached in every tab at once, as tabs sharing one wall clock do (docs/testing.md): the
 * tabs are taken to the warning (their last timers fall at the limit), every tab's wall clock is
 * put at the limit, and then the last minute runs.
 */
async function reachLimitInEveryTab(page: Page) {
  await idleFor(page, 9 * MINUTE);
  const last = await page.evaluate(() => Number(window.localStorage.getItem('last-activity')));
  await page.clock.setSystemTime(last + 10 * MINUTE);
  await page.clock.fastForward(MINUTE);
}

/**
 * Time runs on, ten seconds at a time, until `tab` shows `pathname`: a background page's clock is
 * not always reached at the first try. A tab whose time-out has run leaves at once, so this adds
 * nothing to a tab that behaves.
 */
async function runOnUntilAt(tab: Page, pathname: string) {
  await expect
    .poll(async () => {
      if (new URL(tab.url()).pathname !== pathname) await tab.clock.fastForward(10_000);
      return new URL(tab.url()).pathname;
    })
    .toBe(pathname);
}

/** María on home with the demo scenario `name` on (from Opciones), then Pagar: a new page's ping. */
async function payUnder(page: Page, name: 'Proveedor caído' | 'Sesión vencida') {
  await openDemoLogin(page);
  await signInAsMaria(page);
  await expectMariaHome(page);
  const options = await openOptions(page);
  await chooseScenario(options, name);
  await options.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('button', { name: 'Pagar' }).click();
}

test("'Proveedor caído', then Pagar: logged out with the provider's reason, and sign-in never blames the data @layout", async ({
  page,
}) => {
  await payUnder(page, 'Proveedor caído');
  await expectEndedWith(page, PROVIDER);
  await expect(page.getByText(EXPIRED)).toBeHidden();
  await expectNoAxeViolations(page);

  await page.getByLabel('DNI').fill('30111222');
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('45678901');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  // The sign-in's own alert, headed as what it is (an outage, not an authentication error),
  // beside the notice of why the session ended.
  const alert = page.getByRole('alert', { name: 'Servicio no disponible' });
  await expect(alert).toContainText(LOGIN_PROVIDER_DOWN);
  await expect(page.getByText('Error de autenticación')).toHaveCount(0);
});

test("'Sesión vencida', then Pagar: the expiry's reason; a session an earlier visit left, unused longer than the limit: opening / or /login ends it at start for inactivity, nothing of it left, no error in the page", async ({
  page,
}) => {
  await test.step("'Sesión vencida', then Pagar: the expiry's reason", async () => {
    await payUnder(page, 'Sesión vencida');
    await expectEndedWith(page, EXPIRED);
  });

  await test.step('a session an earlier visit left, unused longer than the limit: opening / or /login ends it at start for inactivity', async () => {
    for (const path of ['/', '/login']) {
      await test.step(path, async () => {
        await signIn(page);
        await expectMariaHome(page);
        await leaveSessionUnused(page, 11 * MINUTE);

        await page.goto(path);
        await expectEndedWith(page, IDLE, { duringVisit: false });
        expect(await page.evaluate(() => window.localStorage.getItem('api'))).toBeNull();
      });
    }
  });
});

test('the warning comes above a question left open; left alone, warned a minute before, then signed out for inactivity; a payment popup in use holds the time-out off', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page);
  await expectMariaHome(page);

  await test.step("the warning comes above a question left open: 'Seguir conectado' can be pressed, and the question waits", async () => {
    await page.getByRole('button', { name: 'Pagar' }).click();
    const field = page.getByLabel('Monto a pagar');
    await field.fill('90000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    const question = page.getByRole('dialog', { name: 'Revisá el monto' });
    await expect(question).toBeVisible();

    await idleFor(page, 9 * MINUTE + 1000);
    const warning = page.getByRole('dialog', { name: WARNING });
    const stay = warning.getByRole('button', { name: 'Seguir conectado' });
    await expect(stay).toBeFocused();
    // A real click: it fails when something else is drawn over the button.
    await stay.click();
    await expect(warning).toBeHidden();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Corregir' }).click();
    await expect(field).toBeFocused();

    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step("left alone: warned a minute before, 'Seguir conectado' keeps the session, then signed out for inactivity", async () => {
    await signIn(page);
    await expectMariaHome(page);
    await idleFor(page, 8.5 * MINUTE);
    const warning = page.getByRole('dialog', { name: WARNING });
    await expect(warning).toBeHidden();
    await idleFor(page, 9 * MINUTE + 1000);
    await expect(warning).toBeVisible();
    const stay = warning.getByRole('button', { name: 'Seguir conectado' });
    await expect(stay).toBeFocused();
    await expect(warning).toHaveAccessibleDescription(/vamos a cerrar tu sesión en un minuto/);
    await page.keyboard.press('Enter');
    await expect(warning).toBeHidden();
    await expectMariaHome(page);

    // A full limit again from 'Seguir conectado'.
    await idleFor(page, 9.5 * MINUTE);
    await expect(warning).toBeVisible();
    await idleFor(page, 10 * MINUTE);
    await expectEndedWith(page, IDLE);
    // Ended for good: home leads to /login, and nothing of the session is stored.
    expect(await page.evaluate(() => window.localStorage.getItem('api'))).toBeNull();
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('a payment popup in use holds the time-out off: 12 minutes in the gateway, then the payment completes', async () => {
    await signIn(page);
    await expectMariaHome(page);
    await page.getByRole('button', { name: 'Pagar' }).click();
    const popup = await payment.continueToGateway(page);

    await page.clock.fastForward('12:00');
    await expect(page.getByRole('dialog', { name: WARNING })).toBeHidden();
    await expect(page).toHaveURL(/\/payment/);
    await payment.payInGateway(popup, 'Pagar');
    await expect(payment.paymentStatus(page)).toHaveText('¡Pago exitoso!');
    await payment.pressAndWaitForClose(popup, 'Continuar');
    await payment.acceptDialog(page, 'Pago exitoso');
    // Released: the minutes count again from the popup's end.
    await idleFor(page, 10 * MINUTE);
    await expectEndedWith(page, IDLE);
  });
});

test('activity in one tab keeps the other signed in; left alone, both end for inactivity', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signIn(page);
  await expectMariaHome(page);
  const other = await context.newPage();
  await other.goto('/');
  await expectMariaHome(other);

  await idleFor(page, 8 * MINUTE);
  await other.keyboard.press('Tab'); // a key in the other tab, shared within seconds
  await page.clock.fastForward(10_000);
  await idleFor(page, 5 * MINUTE);
  await page.bringToFront();
  await expect(page.getByRole('dialog', { name: WARNING })).toBeHidden();
  await expectMariaHome(page);

  await reachLimitInEveryTab(page);
  // Each tab is looked at in front: a headless tab behind another has no focus to show.
  for (const tab of [page, other]) {
    await tab.bringToFront();
    await runOnUntilAt(tab, '/login');
    await expectEndedWith(tab, IDLE);
  }
});

test('a tab closed past the limit (its timers held back, as in the background) ends the session as it goes: nothing personal is left in storage', async ({
  page,
  context,
}) => {
  await page.clock.install();
  await signIn(page);
  await expectMariaHome(page);
  const stored = await page.evaluate(() => Object.keys(window.localStorage).sort());
  expect(stored).toEqual(expect.arrayContaining(['api', 'last-activity', 'user-data']));

  // The wall clock past the limit with no timer run: the tab has not looked yet.
  const last = await page.evaluate(() => Number(window.localStorage.getItem('last-activity')));
  await page.clock.setSystemTime(last + 11 * MINUTE);
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);

  // Read where none of the app runs: the next visit's own clean-up is not what is tested.
  await context.route('**/otra-pagina', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>Otra página</title><link rel="icon" href="data:,">',
    }),
  );
  const reader = await context.newPage();
  await reader.goto('/otra-pagina');
  const left = await reader.evaluate(() => Object.keys(window.localStorage));
  expect(left.filter((key) => ['api', 'payment', 'user-data'].includes(key))).toEqual([]);
  expect(left).toContain('last-activity');
});
