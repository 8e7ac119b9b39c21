import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  expect,
  expectMariaHome,
  expectNoHorizontalScroll,
  homeFigure,
  saveScreenshot,
  signIn,
  test,
} from './fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectNoAxeViolations(page: Page) {
  // A dialog or drawer still fading in is half transparent: axe would measure the contrast of
  // a frame, not of what the cardholder reads (a loaded CI machine caught it mid-fade).
  // (Endless animations, such as a spinner's, are not waited for.)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const summary = violations.map(
    ({ id, nodes }) => `${id}: ${nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} colour scheme`, () => {
    test.use({ colorScheme });

    test('/login has no axe violations and no horizontal scroll', async ({ page }, testInfo) => {
      await page.goto('/login');
      await expect(page.getByRole('region', { name: 'Modo demostración' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `login-${colorScheme}`, testInfo.project.name);
    });

    test('home, its drawer and its options dialog have no axe violations', async ({
      page,
    }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await expect(page.getByText('Rechazado')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `home-${colorScheme}`, testInfo.project.name);

      await page.getByRole('button', { name: 'Menú' }).click();
      await expect(page.getByRole('dialog', { name: 'Hola, María Fernández' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `drawer-${colorScheme}`, testInfo.project.name);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();

      await page.getByRole('button', { name: 'Opciones' }).click();
      await expect(page.getByRole('dialog', { name: 'Opciones' })).toBeVisible();
      await expectNoAxeViolations(page);
      await saveScreenshot(page, `options-${colorScheme}`, testInfo.project.name);
    });

    test('the not-found page has no axe violations and a way home', async ({ page }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await page.goto('/esto/no/existe');
      await expect(page.getByRole('heading', { name: 'No encontramos esta página' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `not-found-${colorScheme}`, testInfo.project.name);
      await page.getByRole('link', { name: 'Ir al inicio' }).click();
      await expectMariaHome(page);
    });
    test('the payment pages have no axe violations', async ({ page }, testInfo) => {
      await signIn(page);
      await expectMariaHome(page);
      await page.getByRole('button', { name: 'Pagar' }).click();
      await expect(page.getByLabel('Monto a pagar')).toHaveValue('$ 84,350.75');
      await expectNoAxeViolations(page);
      await expectNoHorizontalScroll(page);
      await saveScreenshot(page, `payment-${colorScheme}`, testInfo.project.name);
      for (const result of ['success', 'error']) {
        await page.goto(`/payment/${result}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        await expectNoHorizontalScroll(page);
        await saveScreenshot(page, `payment-${result}-${colorScheme}`, testInfo.project.name);
      }
    });
  });
}

test('Jorge, with a credit in favour, sees an inert Pagar', async ({ page }, testInfo) => {
  await signIn(page, { dni: '28999888', lastDigits: '11223344' });
  await expect(homeFigure(page, 'Saldo último resumen')).toHaveText('-$ 1,500.00');
  await expect(page.getByRole('button', { name: 'Pagar' })).toBeDisabled();
  await expect(page.getByText('No existen pagos realizados')).toBeVisible();
  await saveScreenshot(page, 'home-credit-in-favour', testInfo.project.name);
});
