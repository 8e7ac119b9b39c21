import { expect, expectMariaHome, openLogin, test } from './fixtures';

/** The DNI and the card digits as people write them, and errors that do not linger. */
test('a DNI written with dots and card digits in groups sign in', async ({ page }) => {
  await openLogin(page);
  await page.getByLabel('DNI').fill('30.111.222');
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('4567 8901');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expectMariaHome(page);
});

test("a refused attempt's error goes when a field is edited, and comes back only with a new refusal", async ({
  page,
}) => {
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
});
