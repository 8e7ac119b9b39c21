import { expect, signInToHome, test } from './live-fixtures';

/**
 * What ships has no demo: no banner, no 'Escenarios de demostración', no 'Reiniciar la
 * demostración', and no scenario a link could switch on (the live build has none of
 * it). The stub provider answers; nothing asks for the demo's /api/demo/ routes.
 */
test('the live build has no demo banner, no scenarios panel and no demo reset', async ({
  page,
}) => {
  const demoCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/demo/')) demoCalls.push(request.url());
  });
  await page.goto('/login?scenario=provider-down');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toHaveAttribute('type', 'submit');
  await expect(page.getByRole('region', { name: 'Modo demostración' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Escenarios de demostración' })).toHaveCount(0);

  // A scenario asked for by a link is nothing here: the provider is asked as always.
  await signInToHome(page);
  await page.getByRole('button', { name: 'Opciones' }).click();
  const options = page.getByRole('dialog', { name: 'Opciones' });
  await expect(options.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  await expect(options.getByRole('button')).toHaveText(['Volver', 'Cerrar sesión']);
  await expect(options.getByText(/demostración/i)).toHaveCount(0);
  expect(demoCalls).toEqual([]);
});
