import type { Page } from '@playwright/test';
import { MARIA, expect, expectMariaHome, openLogin, signIn, signOut, test } from './fixtures';
import { recordApiCalls, type ApiCall } from './api-calls';

/**
 * Whatever a person types or a URL carries: no crash, no page error (the fixtures fail the test
 * on either), no call the spec would not make, and never a wrong amount.
 */

const AMOUNT_FIELD = 'Monto a pagar';

async function expectPaymentPage(page: Page) {
  await expect(page.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
}

/** The spec's calls (section 7) a visit to /payment may make before Continuar. */
const SPEC_READS = ['/api/v1/auth/ping/', '/api/v1/me/', '/api/v1/account/', '/api/v1/payments/'];

function expectOnlySpecReads(calls: ApiCall[]) {
  for (const call of calls) {
    const url = new URL(call.url);
    expect(`${call.method} ${url.pathname}${url.search}`).toMatch(
      new RegExp(`^GET (${SPEC_READS.map((path) => path.replace(/\//g, '\\/')).join('|')})$`),
    );
  }
}

// What the parser makes of each value is jest's (amount-query.test.tsx, every bad value); here,
// what only a real URL brings: the browser's own encoding and decoding, a huge or repeated
// parameter, broken escapes, markup, and a page that reads it with no error and no call.
const EMPTY_FIELD: [label: string, query: string][] = [
  ['letters', '?amount=abc'],
  ['10,000 digits', `?amount=${'9'.repeat(10_000)}`],
  ['no value', '?amount'],
  ['repeated', '?amount=1&amount=2'],
  ['Arabic-Indic digits', `?amount=${encodeURIComponent('١٢٣')}`],
  ['a broken escape', '?amount=%E0%A4%A'],
  ['a lone percent sign', '?amount=%'],
  ['a NUL character', '?amount=5%00'],
  ['markup', `?amount=${encodeURIComponent('<img src=x onerror=alert(1)>')}`],
];

test('/payment with a bad amount parameter: an empty field, Continuar disabled, no payment call; with spaces around a plain amount, or leading zeros: that amount, and Continuar is ready', async ({
  page,
  context,
}) => {
  const calls = await recordApiCalls(context);
  const popups: Page[] = [];
  page.on('popup', (popup) => popups.push(popup));
  await signIn(page);
  await expectMariaHome(page);

  await test.step('a bad amount parameter: an empty field, Continuar disabled, no payment call', async () => {
    for (const [label, query] of EMPTY_FIELD) {
      await test.step(label, async () => {
        calls.length = 0;
        await page.goto(`/payment${query}`);
        await expectPaymentPage(page);
        await expect(page.getByLabel(AMOUNT_FIELD)).toHaveValue('');
        await expect(page.getByRole('button', { name: 'Continuar' })).toBeDisabled();
        // The route change's ping is the page's last word before anyone presses anything.
        await expect
          .poll(() => calls.map((call) => new URL(call.url).pathname))
          .toContain('/api/v1/auth/ping/');
        expectOnlySpecReads(calls);
      });
    }
    expect(popups).toEqual([]);
  });

  await test.step('spaces around a plain amount, or leading zeros: that amount, and Continuar is ready', async () => {
    for (const [query, shown] of [
      ['?amount=%2084350.75%20', '$ 84,350.75'],
      ['?amount=+12000.5', '$ 12,000.50'],
      ['?amount=007', '$ 7.00'],
    ] as const) {
      await test.step(query, async () => {
        calls.length = 0;
        await page.goto(`/payment${query}`);
        await expectPaymentPage(page);
        await expect(page.getByLabel(AMOUNT_FIELD)).toHaveValue(shown);
        await expect(page.getByRole('button', { name: 'Continuar' })).toBeEnabled();
        await expect
          .poll(() => calls.map((call) => new URL(call.url).pathname))
          .toContain('/api/v1/auth/ping/');
        expectOnlySpecReads(calls);
      });
    }
  });
});

test.describe('/login with odd values', () => {
  /** What the login call carries for a typed value: the same, without dots, spaces, dashes. */
  const sentAs = (typed: string) => typed.replace(/[\s.-]/g, '');

  async function submit(page: Page, dni: string, lastDigits: string) {
    await openLogin(page);
    await page.getByLabel('DNI').fill(dni);
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(lastDigits);
    await page.getByRole('button', { name: 'INGRESAR' }).click();
  }

  const REFUSED: [label: string, dni: string, lastDigits: string][] = [
    ['a 10,000-character DNI', '3'.repeat(10_000), MARIA.lastDigits],
    ['a 10,000-character DNI of letters, spaces and emoji', 'ñ 💳'.repeat(2_500), MARIA.lastDigits],
    ['unicode card digits', MARIA.dni, '４５６７８９０１'],
    ['Arabic-Indic card digits', MARIA.dni, '٤٥٦٧٨٩٠١'],
    ['leading zeros', `00${MARIA.dni}`, MARIA.lastDigits],
  ];

  test("refused values: the login call carries them as typed, the server's message is shown; a refused attempt's error goes when a field is edited; dots, spaces, dashes and groups in the real DNI and digits are not sent: they sign in", async ({
    page,
    context,
  }) => {
    const calls = await recordApiCalls(context);

    await test.step("values the provider refuses: the login call carries them as typed, the server's message is shown", async () => {
      for (const [label, dni, lastDigits] of REFUSED) {
        await test.step(label, async () => {
          calls.length = 0;
          await submit(page, dni, lastDigits);

          const alert = page.getByRole('alert');
          await expect(alert).toHaveText('Los datos ingresados no son correctos.');
          await expect(page.getByRole('status')).toContainText('Error de autenticación');
          await expect(page.getByLabel('DNI')).toBeFocused();
          await expect(page.getByLabel('DNI')).toHaveValue(dni);
          await expect(page).toHaveURL(/\/login$/);
          expect(await page.evaluate(() => localStorage.getItem('api') ?? '')).not.toMatch(
            /[0-9a-f]{48}/,
          );
          // The spec's login call, once, with the values as typed, only without dots, spaces and
          // dashes.
          const logins = calls.filter((call) => call.url.endsWith('/api/v1/auth/login/'));
          expect(logins).toHaveLength(1);
          expect(logins[0]?.method).toBe('POST');
          expect(JSON.parse(logins[0]?.body ?? '{}')).toEqual({
            dni: sentAs(dni),
            last_digits: sentAs(lastDigits),
          });
          expect(calls).toHaveLength(1);
        });
      }
    });

    await test.step("a refused attempt's error goes when a field is edited, and comes back only with a new refusal", async () => {
      await openLogin(page);
      const dni = page.getByLabel('DNI');
      await expect(dni).toHaveAttribute('inputmode', 'numeric');
      await dni.fill('30.111.222');
      await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('0000-0000');
      await page.getByRole('button', { name: 'INGRESAR' }).click();
      const error = page.getByRole('alert');
      await expect(error).toHaveText('Los datos ingresados no son correctos.');
      await expect(dni).toBeFocused();

      await page.keyboard.press('End');
      await page.keyboard.type(' ');
      await expect(error).toBeHidden();
      await expect(page.getByRole('status')).toBeHidden();

      await page.getByRole('button', { name: 'INGRESAR' }).click();
      await expect(error).toHaveText('Los datos ingresados no son correctos.');
      await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('4567-8901');
      await expect(error).toBeHidden();
      await page.getByRole('button', { name: 'INGRESAR' }).click();
      await expectMariaHome(page);
      await signOut(page);
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('spaces, dots and dashes inside the real DNI and digits are not sent: they sign in', async () => {
      calls.length = 0;
      await submit(page, '30 111.222', '4567-8901');
      await expectMariaHome(page);
      const [login] = calls.filter((call) => call.url.endsWith('/api/v1/auth/login/'));
      expect(JSON.parse(login?.body ?? '{}')).toEqual({
        dni: MARIA.dni,
        last_digits: MARIA.lastDigits,
      });
      await signOut(page);
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('the real DNI and digits with spaces around them sign in', async () => {
      await submit(page, `  ${MARIA.dni} `, ` ${MARIA.lastDigits}  `);
      await expect(page).toHaveURL(/\/$/);
      await expectMariaHome(page);
      await signOut(page);
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('a DNI written with dots and card digits in groups sign in', async () => {
      await submit(page, '30.111.222', '4567 8901');
      await expectMariaHome(page);
    });
  });
});
