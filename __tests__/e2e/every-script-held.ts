import { expect, type Page } from '@playwright/test';

/**
 * Holds back EVERY script of the app's origin, the entry too, until `release`, called once the
 * test pressed: the press comes first on any machine, however slow; later ones go on at once.
 * `letThrough` counts all let through. Routing disables the HTTP cache.
 */
export async function holdEveryScript(
  page: Page,
  origin: string,
): Promise<{ release: () => void; letThrough: () => number }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let through = 0;
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      through += 1;
      await route.continue().catch(() => undefined); // the page may be gone by then
    },
  );
  return { release, letThrough: () => through };
}

/**
 * Every address the page's main frame was at, from now on: a form submitted by the browser
 * itself (no script to stop it) would show as `/login?`.
 */
function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

/** The page never reloaded as a natively submitted form: no `/login?` among its addresses. */
export function expectNoNativeSubmit(addresses: string[]): void {
  expect(addresses.filter((address) => /\/login\?/.test(address))).toEqual([]);
}

/**
 * /login opened with every script held (its HTML painted, nothing run), the cardholder's DNI and
 * digits typed: what a person on a slow network does first.
 */
async function openLoginWithNoScript(
  page: Page,
  baseURL: string | undefined,
  cardholder: { dni: string; lastDigits: string },
) {
  const scripts = await holdEveryScript(page, new URL(baseURL ?? '').origin);
  const addresses = addressesOf(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  await page.getByLabel('DNI').fill(cardholder.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(cardholder.lastDigits);
  return { scripts, addresses };
}

/** How the form is sent before any script ran: INGRESAR pressed, or Enter in the card's field. */
export type EarlySend = 'INGRESAR' | 'Enter';

/**
 * /login with no script run yet, `cardholder` typed in, the form sent by `how`: the press is
 * held ('Cargando...', nothing typed lost, no script let through), then every script released.
 * Returns the addresses the page went to, for `expectNoNativeSubmit`.
 */
export async function sendBeforeAnyScript(
  page: Page,
  baseURL: string | undefined,
  cardholder: { dni: string; lastDigits: string },
  how: EarlySend,
): Promise<string[]> {
  const { scripts, addresses } = await openLoginWithNoScript(page, baseURL, cardholder);
  if (how === 'INGRESAR') await page.getByRole('button', { name: 'INGRESAR' }).click();
  else await page.getByLabel('Últimos 8 dígitos de la tarjeta').press('Enter');
  await expect(page.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  await expect(page.getByLabel('DNI')).toHaveValue(cardholder.dni);
  expect(scripts.letThrough()).toBe(0);
  scripts.release();
  return addresses;
}

/** The two early sends, as the demo's and the live build's specs name their tests. */
export const EARLY_SENDS: [EarlySend, string][] = [
  ['INGRESAR', 'INGRESAR pressed before any script ran: held, then signs in with one call'],
  [
    'Enter',
    'Enter in the card field before any script ran: nothing typed is lost, and it signs in once',
  ],
];
