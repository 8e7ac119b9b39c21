import type { Page } from '@playwright/test';
import {
  expect,
  expectMariaHome,
  expectNoHorizontalScroll,
  saveScreenshot,
  signIn,
  test,
} from './fixtures';
import { expectNoAxeViolations, expectNoViolationsInEitherScheme } from './axe';
import { DEMO_GATEWAY_ORIGIN } from '../e2e-live/origins';
import { acceptDialog, focusPageOncePopupClosed, keepPaymentPopup } from './payment-helpers';

/**
 * The amount the cardholder meant: what is typed or pasted in either convention,
 * an amount above the last statement asked about first, and the one-tap choices. María's last
 * statement balance is $ 84,350.75 and her minimum payment $ 8,435.08 (the demo scenario).
 */

/** María signs in and goes to /payment through Pagar: the field holds her balance. */
async function openPayment(page: Page) {
  await signIn(page);
  return payFromHome(page);
}

/** Pagar on María's home: /payment, the field holding her balance. */
async function payFromHome(page: Page) {
  await expectMariaHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
  const field = page.getByLabel('Monto a pagar');
  await expect(field).toHaveValue('$ 84,350.75');
  return field;
}

/** From /payment, Cancelar, then Pagar on home: the form as openPayment leaves it. */
async function cancelAndPayAgain(page: Page) {
  await page.getByRole('button', { name: 'Cancelar' }).click();
  return payFromHome(page);
}

/**
 * The gateway's window closed unpaid, Aceptar, Volver a inicio, then Pagar: the form as
 * openPayment leaves it, with no popup open. (Needs keepPaymentPopup before the sign-in.)
 */
async function closeAndPayAgain(page: Page, popup: Page) {
  await popup.close();
  await focusPageOncePopupClosed(page);
  await acceptDialog(page, 'Formulario de pago cerrado');
  await page.getByRole('button', { name: 'Volver a inicio' }).click();
  return payFromHome(page);
}

/** Presses a button that opens the payment popup, and waits for the demo gateway in it. */
async function openGatewayWith(page: Page, button: string) {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button, exact: true }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${DEMO_GATEWAY_ORIGIN}/demo-gateway/**`);
  await expect(page.getByRole('heading', { name: 'Estás pagando' })).toBeVisible();
  await expect(page.getByText(/Tu navegador bloqueó/)).toHaveCount(0);
  return popup;
}

test('the amount typed with a decimal comma, edited mid-amount, pasted, with letters refused, above the balance and corrected: the field shows it and the gateway asks it', async ({
  page,
  context,
}, testInfo) => {
  await keepPaymentPopup(page);

  const typed =
    await test.step('84350,75 typed with a decimal comma is $ 84,350.75 in the field and on the gateway', async () => {
      const field = await openPayment(page);
      await page.getByRole('button', { name: 'Otro monto' }).click();
      await expect(field).toBeFocused();
      await expect(field).toHaveValue('');
      // Key by key, as an Android keyboard set to Spanish (Argentina) types: its decimal key is ','.
      await field.pressSequentially('84350');
      await expect(field).toHaveValue('$ 84,350');
      await field.pressSequentially(',');
      await expect(field).toHaveValue('$ 84,350.');
      await field.pressSequentially('75');
      await expect(field).toHaveValue('$ 84,350.75');

      const popup = await openGatewayWith(page, 'Continuar');
      await expect(popup.getByText('$ 84,350.75')).toBeVisible();
      return popup;
    });

  await test.step("the caret keeps its place among the digits: a digit typed mid-amount, Backspace on the mask's comma", async () => {
    const field = await closeAndPayAgain(page, typed);
    await page.getByRole('button', { name: 'Otro monto' }).click();
    await field.pressSequentially('15000');
    await expect(field).toHaveValue('$ 15,000');
    // The caret just after the ',': Backspace takes the 5 before it.
    for (let key = 0; key < 3; key += 1) await field.press('ArrowLeft');
    await field.press('Backspace');
    await expect(field).toHaveValue('$ 1,000');
    // The caret stayed before the three zeros: 2 goes there, and the comma moves.
    await field.press('2');
    await expect(field).toHaveValue('$ 12,000');
    await field.press('9');
    await expect(field).toHaveValue('$ 129,000');
    await expect(field).toHaveJSProperty('selectionStart', '$ 129,'.length);
  });

  const pasted =
    await test.step('15.000 pasted is fifteen thousand: $ 15,000.00 in the field and on the gateway', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      const field = await cancelAndPayAgain(page);
      await page.evaluate(() => navigator.clipboard.writeText('15.000'));
      await field.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field).toHaveValue('$ 15,000');
      await page.keyboard.press('Tab');
      await expect(field).toHaveValue('$ 15,000.00');

      const popup = await openGatewayWith(page, 'Continuar');
      await expect(popup.getByText('$ 15,000.00')).toBeVisible();
      return popup;
    });

  const withLetters =
    await test.step("'abc' as the amount is said under the field, which keeps the focus and what it held", async () => {
      const unreadable = 'Ingresá un monto válido.';
      const field = await closeAndPayAgain(page, pasted);
      const continueButton = page.getByRole('button', { name: 'Continuar' });
      await page.getByRole('button', { name: 'Otro monto' }).click();
      await field.pressSequentially('abc');
      await expect(field).toHaveValue('');
      await expect(page.getByRole('alert')).toHaveText(unreadable);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(unreadable);
      await expect(field).toBeFocused();
      await expect(continueButton).toBeDisabled();
      await saveScreenshot(page, 'payment-amount-unreadable', testInfo.project.name);
      await expectNoAxeViolations(page, { bestPractices: false });

      // An amount again: the message goes.
      await field.pressSequentially('1500');
      await expect(field).toHaveValue('$ 1,500');
      await expect(page.getByText(unreadable)).toHaveCount(0);
      await expect(field).not.toHaveAttribute('aria-invalid');
      await expect(continueButton).toBeEnabled();

      // A letter after it: refused and said; 1500 stays, and is what Continuar would pay.
      await field.pressSequentially('x');
      await expect(field).toHaveValue('$ 1,500');
      await expect(page.getByRole('alert')).toHaveText(unreadable);
      await expect(continueButton).toBeEnabled();

      // Letters pasted over it: the same.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.evaluate(() => navigator.clipboard.writeText('hola'));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await expect(field).toHaveValue('$ 1,500');
      await expect(page.getByRole('alert')).toHaveText(unreadable);
      await expect(field).toBeFocused();

      const popup = await openGatewayWith(page, 'Continuar');
      await expect(popup.getByText('$ 1,500.00')).toBeVisible();
      return popup;
    });

  const aboveBalance =
    await test.step('an amount above the balance asks first; Pagar $ X opens the popup, no blocker in the way', async () => {
      const field = await closeAndPayAgain(page, withLetters);
      await field.fill('');
      await field.pressSequentially('90.000');
      await expect(field).toHaveValue('$ 90,000');
      await page.getByRole('button', { name: 'Continuar' }).click();

      const dialog = page.getByRole('dialog', { name: 'Revisá el monto' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(
        'Vas a pagar $ 90,000.00 y tu saldo pendiente es $ 84,350.75. Lo que pagues de más queda a tu favor en tu tarjeta.',
      );
      await expect(dialog.getByRole('button', { name: 'Corregir' })).toBeVisible();
      expect(page.context().pages()).toHaveLength(1); // nothing opened yet
      await saveScreenshot(page, 'payment-amount-review', testInfo.project.name);

      const popup = await openGatewayWith(page, 'Pagar $ 90,000.00');
      await expect(popup.getByText('$ 90,000.00')).toBeVisible();
      await expect(dialog).toBeHidden();
      return popup;
    });

  await test.step('Corregir closes the question and puts the cardholder back in the amount, kept', async () => {
    const field = await closeAndPayAgain(page, aboveBalance);
    await field.fill('');
    await field.pressSequentially('843507');
    await expect(field).toHaveValue('$ 843,507');
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Revisá el monto' });
    await expect(dialog).toContainText(
      'Vas a pagar $ 843,507.00 y tu saldo pendiente es $ 84,350.75. Lo que pagues de más queda a tu favor en tu tarjeta.',
    );
    // The dialog itself has the focus (its question is read first); Escape is Corregir.
    await expect(dialog).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeFocused();
    // Tab goes round the dialog's two buttons, never to the page behind it.
    const correct = dialog.getByRole('button', { name: 'Corregir' });
    const pay = dialog.getByRole('button', { name: 'Pagar $ 843,507.00' });
    for (const [key, focused] of [
      ['Tab', correct],
      ['Tab', pay],
      ['Tab', correct],
      ['Shift+Tab', pay],
      ['Shift+Tab', correct],
    ] as const) {
      await page.keyboard.press(key);
      await expect(focused).toBeFocused();
    }
    await correct.click();
    await expect(dialog).toBeHidden();
    await expect(field).toBeFocused();
    await expect(field).toHaveValue('$ 843,507.00');
    expect(page.context().pages()).toHaveLength(1);

    // The slip corrected (a comma where the decimal point was meant), it pays without a question.
    await field.fill('');
    await field.pressSequentially('8435,07');
    await expect(field).toHaveValue('$ 8,435.07');
    const popup = await openGatewayWith(page, 'Continuar');
    await expect(popup.getByText('$ 8,435.07')).toBeVisible();
  });
});

test("light and dark: the choices, the field's messages and 'Revisá el monto' have no axe violations; the quick choices: Saldo pendiente and Pago mínimo fill the field in one tap @layout", async ({
  page,
}, testInfo) => {
  await test.step("light and dark: the choices, the field's messages and 'Revisá el monto' have no axe violations", async () => {
    const field = await openPayment(page);
    await expectNoViolationsInEitherScheme(page, undefined, { bestPractices: false });
    await field.fill('');
    await field.pressSequentially('x');
    await expect(page.getByRole('alert')).toHaveText('Ingresá un monto válido.');
    await expectNoViolationsInEitherScheme(page, undefined, { bestPractices: false });
    await field.pressSequentially('100000000');
    await expect(page.getByRole('alert')).toHaveText(
      'El monto máximo para pagar en línea es $ 99,999,999.99.',
    );
    await expectNoViolationsInEitherScheme(page, undefined, { bestPractices: false });
    await field.fill('');
    await field.pressSequentially('90000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('dialog', { name: 'Revisá el monto' })).toBeVisible();
    await expectNoViolationsInEitherScheme(page, undefined, { bestPractices: false });
  });

  await test.step('the quick choices: Saldo pendiente and Pago mínimo fill the field in one tap', async () => {
    // 'Revisá el monto' answered with Corregir, then the payment started again from home.
    await page
      .getByRole('dialog', { name: 'Revisá el monto' })
      .getByRole('button', { name: 'Corregir' })
      .click();
    const field = await cancelAndPayAgain(page);
    const total = page.getByRole('button', { name: 'Saldo pendiente $ 84,350.75' });
    const minimum = page.getByRole('button', { name: 'Pago mínimo $ 8,435.08' });
    await expect(total).toHaveAttribute('aria-pressed', 'true');
    await expect(minimum).toHaveAttribute('aria-pressed', 'false');
    await expectNoHorizontalScroll(page);
    await saveScreenshot(page, 'payment-amount-choices', testInfo.project.name);

    await minimum.click();
    await expect(field).toHaveValue('$ 8,435.08');
    await expect(minimum).toHaveAttribute('aria-pressed', 'true');
    await expect(total).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Otro monto' }).click();
    await expect(field).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();

    await total.click();
    await expect(field).toHaveValue('$ 84,350.75');
    await minimum.click();
    const popup = await openGatewayWith(page, 'Continuar');
    await expect(popup.getByText('$ 8,435.08')).toBeVisible();
  });
});
