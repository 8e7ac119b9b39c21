import type { Page } from '@playwright/test';
import {
  focusPageOncePopupClosed,
  keepPaymentPopup,
  paymentStatus,
  pressAndWaitForClose,
} from '../e2e/payment-helpers';
import { scaled } from '../e2e/timing';
import { continueToLinkForm, expect, signInToHome, test } from './live-fixtures';
import { FIGURES } from './stub-provider';

/**
 * The live bundle against the stub provider and gateway: every end of a payment says what happened
 * and offers a way forward; a payment made shows its status from payments/ until it settles, after
 * a reload or in a second tab too; after every dialog the focus is on the h1.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const NOT_CREATED =
  'No pudimos iniciar el pago por un problema del servicio de pagos, no de tus datos. No se debitó nada: probá de nuevo en unos minutos.';

async function toPaymentPage(page: Page) {
  await keepPaymentPopup(page);
  await signInToHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
}

async function openLinkForm(page: Page) {
  const popup = await continueToLinkForm(page);
  await expect(paymentStatus(page)).toHaveText(
    'Formulario de pago cargado, complete los datos por favor',
  );
  await expect(page.getByRole('button', { name: 'Ir al formulario' })).toBeFocused();
  return popup;
}

/** Enter on the dialog's Aceptar; then the h1 has the focus and the next Tab stays in the page. */
async function acceptByKeyboard(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('button', { name: 'Aceptar' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(h1(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).not.toHaveAccessibleName('Menú');
}

async function expectWaysForward(page: Page) {
  await expect(page.getByRole('button', { name: 'Reintentar pago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a inicio' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
}

/** 'Reintentar pago': the amount kept, and Continuar opens the LINK form again. */
async function tryAgain(page: Page) {
  await page.getByRole('button', { name: 'Reintentar pago' }).click();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
  return openLinkForm(page);
}

test("each end of a payment in turn, tried again after each: a failed POST payments/ ('Error', the service's problem), the bank's refusal, the popup closed ('Formulario de pago cerrado'); then paid and reloaded, what payments/ says comes in below the ways forward", async ({
  page,
  context,
  stub,
}) => {
  await toPaymentPage(page);

  const form =
    await test.step("a failed POST payments/: 'Error' says it is the service's problem, the ways forward, the amount kept", async () => {
      stub.override('POST payments/', { status: 503, body: { message: 'Servicio no disponible' } });
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: 'Continuar' }).click();
      const popup = await popupOpened;
      if (!popup.isClosed()) await popup.waitForEvent('close');
      await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(NOT_CREATED);
      await acceptByKeyboard(page, 'Error');
      await expect(h1(page)).toHaveText('No se realizó el pago');
      await expectWaysForward(page);

      stub.restore('POST payments/');
      return tryAgain(page);
    });

  await test.step("the bank refuses in the form: 'No se realizó el pago' after Continuar, and the ways forward", async () => {
    await form.getByRole('button', { name: 'Rechazar' }).click();
    await expect(paymentStatus(page)).toHaveText('Hubo un error en el pago');
    await pressAndWaitForClose(form, 'Continuar');
    await acceptByKeyboard(page, 'Error');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expectWaysForward(page);
  });

  await test.step("the popup closed: 'Formulario de pago cerrado', then the h1 has the focus", async () => {
    const popup = await tryAgain(page);
    await popup.close();
    await focusPageOncePopupClosed(page);
    await acceptByKeyboard(page, 'Formulario de pago cerrado');
    await expect(h1(page)).toHaveText('No se realizó el pago');
    await expectWaysForward(page);
  });

  await test.step('a reloaded page: what payments/ says comes in below the ways forward, which stay where they were', async () => {
    stub.notifiedAs = 'Pendiente';
    const popup = await tryAgain(page);
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await expect(h1(page)).toHaveText('Pagado');
    // payments/ answers only once the ways forward are measured.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await context.route(
      (url) => url.pathname === '/api/v1/payments/',
      async (route) => {
        await answered;
        await route.fallback();
      },
    );
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText('Consultando el estado...')).toBeVisible();
    const backHome = page.getByRole('button', { name: 'Volver a inicio' });
    const where = await backHome.boundingBox();
    answer();
    await expect(page.getByRole('term').first()).toHaveText('Número de operación');
    await expect(h1(page)).toHaveText('Tenés un pago en proceso');
    expect(await backHome.boundingBox()).toEqual(where);
  });
});

test("Cancelar in the form: the page closes the popup and says 'Cancelaste el pago'; tried again, a reload while the popup is open, then paid: Continuar closes the popup, 'Ya pagaste este monto' @nginx", async ({
  page,
}) => {
  await toPaymentPage(page);

  await test.step("Cancelar in the form: the page closes the popup and says 'Cancelaste el pago'", async () => {
    const popup = await openLinkForm(page);
    await pressAndWaitForClose(popup, 'Cancelar');
    await expect(h1(page)).toHaveText('Cancelaste el pago');
    await expect(h1(page)).toBeFocused();
    await expectWaysForward(page);
  });

  await test.step("a reload while the popup is open, then paid: Continuar closes the popup, 'Ya pagaste este monto'", async () => {
    const popup = await tryAgain(page);
    page.once('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await expect(h1(page)).toHaveText('Tenés un pago en proceso');
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await pressAndWaitForClose(popup, 'Continuar');
    await expect(h1(page)).toHaveText('Ya pagaste este monto');
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Monto a pagar')).toHaveCount(0);
  });
});

test("paid, 'Pendiente' in payments/, then 'Rechazado': 'Tu pago fue rechazado' with 'Volver a pagar'", async ({
  page,
  stub,
}) => {
  await page.clock.install();
  stub.notifiedAs = 'Pendiente';
  await toPaymentPage(page);
  const popup = await openLinkForm(page);
  await popup.getByRole('button', { name: 'Pagar' }).click();
  await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptByKeyboard(page, 'Pago exitoso');
  await expect(h1(page)).toHaveText('Pagado');
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Recibimos tu pago. Te avisamos acá cuando se acredite.'),
  ).toBeVisible();

  stub.settleLast('Rechazado');
  // The follow-up asks again within 5 s: on Playwright's clock, at once.
  await page.clock.fastForward(5_000);
  await expect(h1(page)).toHaveText('Tu pago fue rechazado', { timeout: scaled(30_000) });
  await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver a pagar' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Otras formas de pago/ })).toBeVisible();
});

test("a second tab: 'Tenés un pago en proceso' while it runs, then 'Ya pagaste este monto'", async ({
  page,
  context,
}) => {
  await toPaymentPage(page);
  const other = await context.newPage();
  await other.goto('/payment?amount=84350.75');
  await expect(other.getByLabel('Monto a pagar')).toHaveValue(FIGURES.current);
  const popup = await openLinkForm(page);
  await expect(h1(other)).toHaveText('Tenés un pago en proceso');
  await popup.getByRole('button', { name: 'Pagar' }).click();
  await pressAndWaitForClose(popup, 'Continuar');
  await expect(h1(other)).toHaveText('Ya pagaste este monto');
  await expect(other.getByText('Acreditado', { exact: true })).toBeVisible();
});
