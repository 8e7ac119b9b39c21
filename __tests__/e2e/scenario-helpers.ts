import type { Locator, Page } from '@playwright/test';
import { DEMO_PEOPLE } from '../../src/features/demo/cardholders';
import { expect, MARIA } from './fixtures';

export type ScenarioName =
  'Normal' | 'Proveedor caído' | 'Red lenta' | 'Sesión vencida' | 'Pago rechazado por el banco';

/** The demo panel's one line, which opens it (a disclosure's summary). */
export const DEMO_SUMMARY = 'Modo demostración · Elegí un titular de prueba';

export function demoBanner(page: Page): Locator {
  return page.getByRole('region', { name: 'Modo demostración' });
}

/**
 * Opens the demo panel where it is folded (the login page's banner; Opciones shows it open):
 * a press on its one line, as a person would, once.
 */
export async function unfoldDemo(scope: Locator): Promise<void> {
  const summary = scope.getByText(DEMO_SUMMARY);
  const cardholders = scope.getByRole('button', { name: /^Completar con / });
  if ((await summary.count()) > 0 && !(await cardholders.first().isVisible())) {
    await summary.click();
    await expect(cardholders.first()).toBeVisible();
  }
}

/** Opens 'Escenarios de demostración' where it is (the banner, the Opciones dialog) and picks one. */
export async function chooseScenario(scope: Locator, name: ScenarioName): Promise<void> {
  await unfoldDemo(scope);
  const radio = scope.getByRole('radio', { name, exact: true });
  if (!(await radio.isVisible())) {
    await scope.getByText('Escenarios de demostración', { exact: true }).click();
  }
  await radio.check();
  await expectScenario(scope, name);
}

export async function expectScenario(scope: Locator, name: ScenarioName): Promise<void> {
  await unfoldDemo(scope);
  await expect(scope.getByText(`Escenario activo: ${name}`)).toBeVisible();
}

/** /login with its demo panel open and its list drawn (the mock API has answered), and INGRESAR working. */
export async function openDemoLogin(page: Page, search = ''): Promise<void> {
  await page.goto(`/login${search}`);
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toHaveAttribute('type', 'submit');
  await unfoldDemo(demoBanner(page));
  // Listed from the first paint; their balances are the mock database's answer.
  await expect(demoBanner(page).getByRole('button', { name: /^Completar con / })).toContainText(
    Object.values(DEMO_PEOPLE).map(() => /Saldo -?\$ /),
  );
}

/** Fills the form with María from the demo list and presses INGRESAR. */
export async function signInAsMaria(page: Page): Promise<void> {
  await unfoldDemo(demoBanner(page));
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
