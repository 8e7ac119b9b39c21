import type { Locator, Page } from '@playwright/test';
import { expect, MARIA } from './fixtures';

export type ScenarioName =
  'Normal' | 'Proveedor caído' | 'Red lenta' | 'Sesión vencida' | 'Pago rechazado por el banco';

export function demoBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Modo demostración' });
}

/** Opens 'Escenarios de demostración' where it is (the banner, the Opciones dialog) and picks one. */
export async function chooseScenario(scope: Locator, name: ScenarioName): Promise<void> {
  const toggle = scope.getByRole('button', { name: 'Escenarios de demostración' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await scope.getByRole('radio', { name, exact: true }).check();
  await expectScenario(scope, name);
}

export async function expectScenario(scope: Locator, name: ScenarioName): Promise<void> {
  await expect(scope.getByText(`Escenario activo: ${name}`)).toBeVisible();
}

/** /login with its demo list drawn (the mock API has answered), and INGRESAR working. */
export async function openDemoLogin(page: Page, search = ''): Promise<void> {
  await page.goto(`/login${search}`);
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toHaveAttribute('type', 'submit');
  await expect(demoBanner(page).getByRole('button', { name: /^Completar con / })).toHaveCount(3);
}

/** Fills the form with María from the demo list and presses INGRESAR. */
export async function signInAsMaria(page: Page): Promise<void> {
  await demoBanner(page).getByRole('button', { name: 'Completar con María Fernández' }).click();
  await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
}

export async function openOptions(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Opciones' }).click();
  const dialog = page.getByRole('dialog', { name: 'Opciones' });
  await expect(dialog).toBeVisible();
  return dialog;
}
