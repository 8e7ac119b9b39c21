import type { Page } from '@playwright/test';
import { expect, homeFigure, signIn, test as base } from '../e2e/fixtures';
import { keepPaymentPopup } from '../e2e/payment-helpers';
import { LIVE_GATEWAY_ORIGIN } from './origins';
import { StubGateway } from './stub-gateway';
import { CARDHOLDER, FIGURES, StubProvider, type StubCall } from './stub-provider';

/**
 * The demo's `test`, with the stub provider and gateway in every live test. Chromium's 'Failed to
 * load resource' console line, for a URL the stub answered with that status (400 or more), is the
 * only error forgiven: the demo never logs it, as its mock API answers inside the page.
 */
export const test = base.extend<{ stub: StubProvider; gateway: StubGateway }>({
  stub: [
    async ({ context, pageErrors, baseURL }, use, testInfo) => {
      const stub = new StubProvider(new URL(baseURL ?? '').origin);
      await stub.install(context);
      await use(stub);
      if (testInfo.status !== testInfo.expectedStatus) {
        const calls = stub.calls.map((call) => `${call.status} ${call.name}`);
        console.info(`The stub provider answered, in order: ${calls.join(', ')}`);
      }
      forgiveErrorAnswers(pageErrors, stub.calls);
    },
    { auto: true },
  ],
  gateway: [
    async ({ context, stub, baseURL }, use) => {
      const gateway = new StubGateway(new URL(baseURL ?? '').origin, stub);
      await gateway.install(context);
      await use(gateway);
    },
    { auto: true },
  ],
});

export { expect };

const FAILED_RESOURCE =
  /^console: Failed to load resource: the server responded with a status of (\d+) \(.*\) \((.+)\)$/;

function forgiveErrorAnswers(errors: string[], calls: StubCall[]): void {
  const answered = new Set(calls.map((call) => `${call.status} ${call.url}`));
  for (let index = errors.length - 1; index >= 0; index -= 1) {
    const match = FAILED_RESOURCE.exec(errors[index]);
    if (match && Number(match[1]) >= 400 && answered.has(`${match[1]} ${match[2]}`)) {
      errors.splice(index, 1);
    }
  }
}

/** Signs the stub's cardholder in and waits for home with her figures. */
export async function signInToHome(page: Page): Promise<void> {
  await signIn(page, CARDHOLDER);
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
}

/**
 * The DNI already typed on /login, nothing asked of the provider yet: the card's digits typed,
 * INGRESAR pressed, home's figures from one login call.
 */
export async function finishSigningIn(page: Page, stub: StubProvider): Promise<void> {
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  expect(stub.calls).toEqual([]);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
}

/** Continuar on /payment: the popup, once the stub's LINK form is in it. */
export async function continueToLinkForm(page: Page): Promise<Page> {
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continuar' }).click();
  const popup = await popupOpened;
  await popup.waitForURL(`${LIVE_GATEWAY_ORIGIN}/link/pago?**`);
  return popup;
}

/** Signed in, Pagar, then Continuar: the popup (kept for the test) on the stub's LINK form. */
export async function openLinkGateway(page: Page): Promise<Page> {
  await keepPaymentPopup(page);
  await signInToHome(page);
  await page.getByRole('button', { name: 'Pagar' }).click();
  return continueToLinkForm(page);
}

/** Polls until this page's service worker is installed and active (the app registers it once idle). */
export async function serviceWorkerActive(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return registration?.active?.state ?? 'none';
      }),
    )
    .toBe('activated');
}
