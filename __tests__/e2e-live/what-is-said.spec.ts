import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../e2e/axe';
import { homeFigure, newestPayment, openLogin } from '../e2e/fixtures';
import {
  acceptDialog,
  focusPageOncePopupClosed,
  keepPaymentPopup,
  paymentStatus,
  pressAndWaitForClose,
} from '../e2e/payment-helpers';
import { LIVE_GATEWAY_ORIGIN, LIVE_ORIGIN } from './origins';
import { expect, signInToHome, test } from './live-fixtures';
import { CARDHOLDER, FIGURES, type StubProvider } from './stub-provider';

/**
 * The live bundle against the stub provider and gateway says what the demo says: BIND's ends as
 * its gateway and payments/ tell them, one story of the figures when the provider sends the
 * statement's own balance, times in Buenos Aires on a phone set elsewhere, and the looks.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const LAST_REJECTED =
  'Tu último intento de pago fue rechazado. Revisá los datos de tu tarjeta de débito o probá con otra.';

/**
 * Records the title of every dialog the page opens from its start, so that a test can tell
 * one was never shown, not only that none shows when it looks.
 */
async function recordDialogs(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { dialogsOpened: opened });
    // Every dialog is a popover: the page hears each one shown (toggle events do not bubble).
    document.addEventListener(
      'toggle',
      (event) => {
        const target = event.target;
        if (!(target instanceof HTMLDialogElement) || (event as ToggleEvent).newState !== 'open') {
          return;
        }
        const title = target.getAttribute('aria-labelledby');
        opened.push((title && document.getElementById(title)?.textContent) || '');
      },
      true,
    );
  });
}

function dialogsOpened(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { dialogsOpened: string[] }).dialogsOpened);
}

/** Signed in, BIND chosen by the provider, Pagar: /payment with her balance. */
async function toBindPayment(page: Page, stub: StubProvider): Promise<void> {
  stub.payWithBind();
  await keepPaymentPopup(page);
  await recordDialogs(page);
  await signInToHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
}

/** Continuar on /payment: the popup, once the stub's BIND form is in it. */
async function continueToBindForm(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${LIVE_GATEWAY_ORIGIN}/bind/pago?**`);
  await expect(h1(page)).toHaveText('Estás pagando');
  return popup;
}

/** 'Rechazar' in the BIND form: the popup on the app's own /payment/error. */
/** payments/' answers held until `answer()`; `held()` counts the calls waiting. */
async function holdPaymentsAnswers(
  page: Page,
): Promise<{ held: () => number; answer: () => void }> {
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  let held = 0;
  await page.route(
    (url) => url.pathname === '/api/v1/payments/',
    async (route) => {
      held += 1;
      await answered;
      await route.fallback();
    },
  );
  return { held: () => held, answer };
}

async function rejectInBindForm(page: Page, popup: Page): Promise<void> {
  await popup.getByRole('button', { name: 'Rechazar' }).click();
  await popup.waitForURL(`${LIVE_ORIGIN}/payment/error`);
  await expect(popup.getByRole('heading', { name: 'Error en el pago', level: 1 })).toBeVisible();
  await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
}

test("BIND rejected: 'Volver al inicio' on the popup's /payment/error, the page says the payment was rejected and never 'Pago realizado'; 'Volver a pagar' there, the form again with the amount and the rejection said; then paid through /payment/success", async ({
  page,
  stub,
}) => {
  await toBindPayment(page, stub);

  await test.step("'Volver al inicio' on /payment/error: 'Error', then 'No se realizó el pago' with 'Hubo un error en el pago'", async () => {
    const popup = await continueToBindForm(page);
    await rejectInBindForm(page, popup);
    await expect(popup.getByRole('link', { name: /^Ver medios de pago/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await pressAndWaitForClose(popup, 'Volver al inicio');
    await focusPageOncePopupClosed(page);
    await acceptDialog(page, 'Error');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expect(h1(page)).toBeFocused();
    await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByText('Pago realizado')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
    expect(stub.payments[0]).toMatchObject({
      amount: 84350.75,
      status: { data: { name: 'Rechazado' } },
    });
  });

  await test.step("'Volver a pagar' on /payment/error: the form with the amount and 'Tu último intento de pago fue rechazado…'", async () => {
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
    const popup = await continueToBindForm(page);
    await rejectInBindForm(page, popup);
    await pressAndWaitForClose(popup, 'Volver a pagar');
    await expect(page).toHaveURL(`${LIVE_ORIGIN}/payment?amount=84350.75`);
    await expect(h1(page)).toHaveText('¿Cuánto vas a pagar?');
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
    await expect(
      page.getByRole('status').filter({ hasText: 'Tu último intento de pago fue rechazado.' }),
    ).toHaveText(LAST_REJECTED);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await dialogsOpened(page)).toEqual(['Error']);
  });

  await test.step("paid through the popup's /payment/success: 'Pago realizado', received, and home lists it 'Acreditado'", async () => {
    const popup = await continueToBindForm(page);
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await popup.waitForURL(`${LIVE_ORIGIN}/payment/success`);
    await expect(popup.getByRole('heading', { name: 'Operación exitosa', level: 1 })).toBeVisible();
    await expect(popup.getByText(FIGURES.current)).toBeVisible();
    await expect(popup.getByText(/^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/)).toBeVisible();
    await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
    await pressAndWaitForClose(popup, 'Volver al inicio');
    await focusPageOncePopupClosed(page);
    await expect(paymentStatus(page)).toHaveText('Pago realizado');
    await acceptDialog(page, 'Pago realizado', 'en unos minutos');
    await expect(h1(page)).toHaveText('Pagado');
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    expect(await dialogsOpened(page)).toEqual(['Error', 'Pago realizado']);

    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 0.00');
    await expect(newestPayment(page)).toContainText(FIGURES.current);
    await expect(newestPayment(page)).toContainText('Acreditado');
  });
});

test("BIND's popup closed once the provider lists the payment 'Rechazado': 'Tu pago fue rechazado', and never a 'Pago realizado' dialog", async ({
  page,
  stub,
}) => {
  await toBindPayment(page, stub);
  const popup = await continueToBindForm(page);
  // The bank said no and the gateway's server told the provider; the cardholder closed the
  // window before it went on to /payment/error.
  stub.notifyBind('Rechazado');
  await popup.close();
  await focusPageOncePopupClosed(page);
  await expect(h1(page)).toHaveText('Tu pago fue rechazado');
  await expect(h1(page)).toBeFocused();
  await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a pagar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
  await expect(page.getByText('Pago realizado')).toHaveCount(0);
  expect(await dialogsOpened(page)).toEqual([]);
});

test("'Cancelar' in BIND's form, which closes it (the provider lists the payment 'Cancelado'): 'No se realizó el pago', and never a 'Pago realizado' dialog", async ({
  page,
  stub,
}) => {
  await toBindPayment(page, stub);
  const popup = await continueToBindForm(page);
  await pressAndWaitForClose(popup, 'Cancelar');
  await focusPageOncePopupClosed(page);
  await expect(h1(page)).toHaveText('No se realizó el pago');
  await expect(h1(page)).toBeFocused();
  await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a pagar' })).toBeVisible();
  await expect(page.getByText('Pago realizado')).toHaveCount(0);
  expect(await dialogsOpened(page)).toEqual([]);
});

test("BIND's popup closed with payments/ listing nothing of it: 'Pagado', 'En proceso', and the spec's 'Pago realizado' dialog only once payments/ answered", async ({
  page,
  stub,
}) => {
  await toBindPayment(page, stub);
  const popup = await continueToBindForm(page);
  // payments/ answers only once the page is seen waiting for it.
  const { held, answer } = await holdPaymentsAnswers(page);
  await popup.close();
  await focusPageOncePopupClosed(page);
  await expect(h1(page)).toHaveText('Pagado');
  await expect(paymentStatus(page)).toHaveText('Pago realizado');
  await expect.poll(held, { message: 'payments/ asked once the flow ended' }).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  answer();
  await acceptDialog(
    page,
    'Pago realizado',
    'Si completaste el formulario correctamente, el pago se verá reflejado en tu tarjeta en unos minutos.',
  );
  await expect(h1(page)).toBeFocused();
  // Not received: the gateway never told this app it was paid.
  await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.',
    ),
  ).toBeVisible();
  expect(await dialogsOpened(page)).toEqual(['Pago realizado']);
});

test("a second BIND attempt in the same visit is judged by payments/' answer since it started, not by the list of the first: cancelled again, never a 'Pago realizado' dialog; closed, the dialog waits for payments/", async ({
  page,
  stub,
}) => {
  await toBindPayment(page, stub);
  const cancel = async () => {
    const popup = await continueToBindForm(page);
    await pressAndWaitForClose(popup, 'Cancelar');
    await focusPageOncePopupClosed(page);
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expect(page.getByText('Cancelado', { exact: true })).toBeVisible();
  };
  await cancel();
  await page.getByRole('button', { name: 'Volver a pagar' }).click();
  await cancel();
  expect(await dialogsOpened(page)).toEqual([]);

  await page.getByRole('button', { name: 'Volver a pagar' }).click();
  const popup = await continueToBindForm(page);
  const { held, answer } = await holdPaymentsAnswers(page);
  await popup.close();
  await focusPageOncePopupClosed(page);
  await expect(h1(page)).toHaveText('Pagado');
  await expect.poll(held, { message: 'payments/ asked once the flow ended' }).toBeGreaterThan(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await dialogsOpened(page)).toEqual([]);
  answer();
  await acceptDialog(
    page,
    'Pago realizado',
    'Si completaste el formulario correctamente, el pago se verá reflejado en tu tarjeta en unos minutos.',
  );
  expect(await dialogsOpened(page)).toEqual(['Pago realizado']);
});

test("one story of the figures: without statement_balance home shows balance.current and no 'Pagaste'; with it, the statement's balance, what was paid since it closed, and Pagar offers what is left", async ({
  page,
  stub,
}) => {
  await test.step("account/ without statement_balance: 'Saldo último resumen' is balance.current, no 'Pagaste' line", async () => {
    await signInToHome(page);
    await expect(page.getByText(/^Pagaste/)).toHaveCount(0);
  });

  await test.step("account/ with statement_balance: its balance, 'Pagaste $ 8,435.08 desde el cierre', and Pagar offers $ 75,915.67", async () => {
    stub.override('GET account/', {
      status: 200,
      body: {
        data: {
          credit: { available: 223865.83 },
          balance: { current: 75915.67 },
          statement_balance: 84350.75,
        },
      },
    });
    await page.reload();
    await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 223,865.83');
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
    await expect(page.getByText('Pagaste $ 8,435.08 desde el cierre')).toBeVisible();

    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page).toHaveURL(`${LIVE_ORIGIN}/payment?amount=75915.67`);
    await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 75,915.67');
    const pending = page.getByRole('button', { name: 'Saldo pendiente $ 75,915.67' });
    await expect(pending).toBeVisible();
    await expect(pending).toHaveAttribute('aria-pressed', 'true');
  });
});

test.describe('a phone set to UTC', () => {
  test.use({ timezoneId: 'UTC' });

  test("a payment's detail shows its Buenos Aires time, said '(hora de Argentina)'", async ({
    page,
    stub,
  }) => {
    stub.payments.unshift({
      id: 40100,
      amount: 3000,
      created_at: '2026-11-26T19:52:00.000Z',
      status: { data: { name: 'Acreditado' } },
    });
    await signInToHome(page);
    await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
    await expect(h1(page)).toHaveText('Tus pagos');
    await page.getByRole('link', { name: /\$ 3,000\.00/ }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page).toHaveURL(/\/payments\/40100$/);
    await expect(page.getByText('26-11-2026 16:52 (hora de Argentina)')).toBeVisible();

    await page.goBack();
    await page.getByRole('link', { name: /\$ 5,250\.25/ }).click();
    await expect(page).toHaveURL(/\/payments\/38117$/);
    await expect(page.getByText('12-03-2025 12:00 (hora de Argentina)')).toBeVisible();
  });
});

test.describe('dark, on a 360 px phone', () => {
  test.use({ colorScheme: 'dark', viewport: { width: 360, height: 740 } });

  /** A main action is a thumb's target: at least 44 px tall. */
  async function expectThumbTall(page: Page, name: string) {
    const box = await page.getByRole('button', { name }).boundingBox();
    expect(box?.height ?? 0, `'${name}' at least 44 px tall`).toBeGreaterThanOrEqual(44);
  }

  test("INGRESAR, Pagar and Continuar are 44 px tall; 'Tus pagos' and a rejected payment's detail, with 'Otras formas de pago', have no axe violations", async ({
    page,
  }) => {
    await openLogin(page);
    await expectThumbTall(page, 'INGRESAR');
    await page.getByLabel('DNI').fill(CARDHOLDER.dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    await expectThumbTall(page, 'Pagar');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
    await expectThumbTall(page, 'Continuar');

    await page.goto('/payments');
    await expect(h1(page)).toHaveText('Tus pagos');
    await expect(page.getByRole('status')).toHaveText('2 pagos');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /\$ 5,250\.25/ }).click();
    await expect(h1(page)).toHaveText('Detalle del pago');
    await expect(page).toHaveURL(/\/payments\/38117$/);
    await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
