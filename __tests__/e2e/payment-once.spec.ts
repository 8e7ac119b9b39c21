import { DEMO_ORIGIN } from '../e2e-live/origins';
import type { Page } from '@playwright/test';
import { expect, homeFigure, newestPayment, signOut, test, expectStatementPaid } from './fixtures';
import {
  acceptDialog,
  continueToGateway,
  LUCIA,
  openGateway,
  payInGateway,
  payLuciaInFullWithBind,
  paymentStatus,
  pressAndWaitForClose,
  secondTabOnPayment,
  settlementComesDue,
} from './payment-helpers';
import { scaled } from './timing';

/**
 * One payment at a time across reloads, Back and tabs, and a payment
 * followed until the provider settles it. The demo gateway's 'Acreditar en 20 s' and
 * 'Rechazar en 20 s' settle it later, as a real provider may.
 */

/** Once the settlement is due (settlementComesDue), the page asks again within 5 to 10 s. */
const SETTLEMENT_WAIT = scaled(60_000);

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** A reload of a page that guards a popup in use asks first: the cardholder says yes. */
async function reloadAnyway(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
}

/**
 * What the follow-up says: heard once through its polite live region, seen in a notification
 * (a 'note' named by its title, so as not to be a second 'status' beside the payment page's).
 */
async function expectNotice(page: Page, title: string, text: string) {
  const notification = page.getByRole('note', { name: title });
  await expect(notification).toContainText(text, { timeout: SETTLEMENT_WAIT });
  await expect(page.locator('[aria-live="polite"]', { hasText: text })).toHaveCount(1);
  // It covers nothing the cardholder may want meanwhile: the top bar's buttons, the heading.
  for (const covered of [
    page.getByRole('button', { name: 'Menú' }),
    page.getByRole('button', { name: 'Opciones' }),
    ...(await page.getByRole('heading', { level: 1 }).all()),
  ]) {
    expect(overlap(await notification.boundingBox(), await covered.boundingBox())).toBe(false);
  }
}

type Box = { x: number; y: number; width: number; height: number } | null;

function overlap(a: Box, b: Box): boolean {
  if (!a || !b) throw new Error('an element to compare is not on screen');
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function expectInProgress(page: Page, amount: string) {
  await expect(heading(page, 'Tenés un pago en proceso')).toBeVisible();
  await expect(page.getByText(`Tu pago de ${amount} está en proceso.`)).toBeVisible();
  await expect(page.getByLabel('Monto a pagar')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCount(0);
}

const UNCONFIRMED =
  'Todavía no sabemos si se completó. Si no terminaste de pagar, no se debitó nada.';

test('LINK: a reload while the popup is open shows the payment in progress, never a second form; paying in the popup then says it was credited', async ({
  page,
}) => {
  const popup = await openGateway(page);
  await reloadAnyway(page);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=84350.75`);
  await expectInProgress(page, '$ 84,350.75');
  // Followed from another page load: nothing told this page it was paid.
  await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
  await expect(page.getByText(UNCONFIRMED)).toBeVisible();

  // The popup still works: the payment is made there, and the reloaded page learns it and
  // says it in place (no notification on this page: it would say it twice).
  await payInGateway(popup, 'Pagar');
  await expect(heading(page, 'Ya pagaste este monto')).toBeVisible();
  await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
  await expect(page.getByText('Pago acreditado')).toHaveCount(0);
});

test("LINK: after paying, 'Volver a inicio' then Back shows the payment made, and 'Pagar otro monto' asks before an empty form", async ({
  page,
}) => {
  const popup = await openGateway(page);
  await payInGateway(popup, 'Pagar');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expectStatementPaid(page, '$ 84,350.75');

  await page.goBack();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=84350.75`);
  await expect(heading(page, 'Ya pagaste este monto')).toBeVisible();
  await expect(page.getByLabel('Monto a pagar')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pagar otro monto' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Hacer otro pago?' });
  await expect(confirm).toContainText('se debitan los dos');
  await confirm.getByRole('button', { name: 'No, esperar' }).click();
  await expect(confirm).toBeHidden();
  await expect(heading(page, 'Ya pagaste este monto')).toBeVisible();

  await page.getByRole('button', { name: 'Pagar otro monto' }).click();
  await confirm.getByRole('button', { name: 'Sí, hacer otro pago' }).click();
  await expect(heading(page, '¿Cuánto vas a pagar?')).toBeVisible();
  // Not the old sum: the cardholder says how much this time.
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('');
  await expect(page.getByLabel('Monto a pagar')).toBeFocused();
});

test('two tabs: a payment started in one turns the other tab’s /payment into the payment in progress', async ({
  page,
  context,
}) => {
  const other = await secondTabOnPayment(page, context);

  await page.getByRole('button', { name: 'Pagar' }).click();
  const popup = await continueToGateway(page);
  await expect(heading(page, 'Estás pagando')).toBeVisible();

  await expectInProgress(other, '$ 84,350.75');
  // A third tab opened now finds it too.
  const third = await context.newPage();
  await third.goto('/payment?amount=84350.75');
  await expectInProgress(third, '$ 84,350.75');
  await popup.close();
});

test("BIND: a reload while the popup is open shows the payment in progress; 'Acreditar en 20 s' is followed until 'Acreditado'", async ({
  page,
}) => {
  await page.clock.install();
  const popup = await openGateway(page, LUCIA);
  await reloadAnyway(page);
  await expectInProgress(page, '$ 12,000.50');
  // Followed from another page load: nothing told this page it was paid.
  await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
  await expect(page.getByText(UNCONFIRMED)).toBeVisible();

  await payInGateway(popup, 'Acreditar en 20 s');
  await popup.waitForURL(`${DEMO_ORIGIN}/payment/success`);
  await pressAndWaitForClose(popup, 'Volver al inicio');
  await settlementComesDue(page);
  // Followed until the provider credits it, and said in place: no notification on this page.
  await expect(heading(page, 'Ya pagaste este monto')).toBeVisible({ timeout: SETTLEMENT_WAIT });
  await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
  await expect(page.getByText('Pago acreditado')).toHaveCount(0);

  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expectStatementPaid(page, '$ 12,000.50');
  const newest = newestPayment(page);
  await expect(newest).toContainText('Acreditado');
});

test("LINK: 'Acreditar en 20 s' shows 'Pendiente' on home, then 'Acreditado', the notice and the new figures, with no reload @layout", async ({
  page,
}) => {
  await page.clock.install();
  const popup = await openGateway(page);
  await payInGateway(popup, 'Acreditar en 20 s');
  await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await page.getByRole('button', { name: 'Volver a inicio' }).click();

  const newest = newestPayment(page);
  await expect(newest).toContainText('$ 84,350.75');
  await expect(newest).toContainText('Pendiente');
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');

  await settlementComesDue(page);
  await expect(newest).toContainText('Acreditado', { timeout: SETTLEMENT_WAIT });
  await expectNotice(page, 'Pago acreditado', 'Tu pago de $ 84,350.75 fue acreditado.');
  await expectStatementPaid(page, '$ 84,350.75');
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText('$ 434,350.75');
});

test("LINK: 'Rechazar en 20 s' is followed until 'Rechazado', and the same sum can then be paid again", async ({
  page,
}) => {
  await page.clock.install();
  const popup = await openGateway(page);
  await payInGateway(popup, 'Rechazar en 20 s');
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await settlementComesDue(page);

  // The page itself says it, in place of 'Pagado' (no notification on top of it).
  await expect(heading(page, 'Tu pago fue rechazado')).toBeVisible({ timeout: SETTLEMENT_WAIT });
  await expect(page.getByText('Rechazado', { exact: true })).toBeVisible();
  await expect(page.getByText('Pago rechazado')).toHaveCount(0);

  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
  const newest = newestPayment(page);
  await expect(newest).toContainText('Rechazado');

  // Not paid: Back to the old ?amount= offers that sum again.
  await page.goBack();
  await expect(heading(page, '¿Cuánto vas a pagar?')).toBeVisible();
  await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
});

test('BIND: after paying, Back to the old /payment shows the payment made; LINK: Back while the popup is open, then Forward shows it in progress, and paying in the popup is heard', async ({
  page,
}) => {
  await test.step('BIND: after paying, Back to the old /payment shows the payment made, not a pre-filled form', async () => {
    await payLuciaInFullWithBind(page);

    await page.goBack();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=12000.50`);
    await expect(heading(page, 'Ya pagaste este monto')).toBeVisible();
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Monto a pagar')).toHaveCount(0);
  });

  // María's payment, after Lucía's: signed out through Opciones, then in again.
  await test.step('LINK: Back while the popup is open, then Forward: the payment is in progress, not a new form; the popup stayed open, and paying there is heard', async () => {
    await page.getByRole('button', { name: 'Volver a inicio' }).click();
    await expectStatementPaid(page, '$ 12,000.50');
    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);

    const popup = await openGateway(page);
    await page.goBack();
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('$ 84,350.75');
    await page.goForward();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/payment?amount=84350.75`);
    await expectInProgress(page, '$ 84,350.75');
    // Nothing told this page it was paid.
    await expect(page.getByText('En proceso', { exact: true })).toBeVisible();
    await expect(page.getByText(UNCONFIRMED)).toBeVisible();

    // The form the cardholder may have half filled is still there, and works.
    expect(popup.isClosed()).toBe(false);
    await payInGateway(popup, 'Pagar');
    await expect(heading(page, 'Ya pagaste este monto')).toBeVisible();
    await expect(page.getByText('Acreditado', { exact: true })).toBeVisible();
  });
});
