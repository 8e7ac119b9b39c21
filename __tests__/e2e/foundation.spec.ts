import { expect, expectMariaHome, signIn, test } from './fixtures';

test('María signs in and sees her figures from the mock API', async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/$/);
  await expectMariaHome(page);
  await expect(page.getByRole('heading', { name: 'Últimos pagos' })).toBeVisible();
  await expect(page.getByText('Rechazado')).toBeVisible();
});

test('an unknown path while signed out lands on /login', async ({ page }) => {
  await page.goto('/esto/no/existe');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
});

test('the session survives a reload and ends with Cerrar sesión', async ({ page }) => {
  await signIn(page);
  await expectMariaHome(page);
  await page.reload();
  await expectMariaHome(page);

  await page.getByRole('button', { name: 'Opciones' }).click();
  await page
    .getByRole('dialog', { name: 'Opciones' })
    .getByRole('button', { name: 'Cerrar sesión' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  const stored = await page.evaluate(() =>
    ['api', 'payment', 'user-data'].map((key) => localStorage.getItem(key)),
  );
  expect(stored).toEqual([null, null, null]);
});
