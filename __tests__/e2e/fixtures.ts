import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every page a test opens fails the test on an uncaught error or a console error: a screen
 * that looks right but throws is not right.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const MARIA = { dni: '30111222', lastDigits: '45678901' };

export async function signIn(page: Page, { dni, lastDigits } = MARIA): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('DNI').fill(dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}
