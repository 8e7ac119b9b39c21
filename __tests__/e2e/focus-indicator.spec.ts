import type { Page } from '@playwright/test';
import { expect, expectMariaHome, inEitherScheme, test } from './fixtures';
import { focusedRing, ringProblem, ringsAlongTab, type FocusRing } from './focus-ring';
import { demoBanner, openDemoLogin, signInAsMaria } from './scenario-helpers';

/**
 * Focus you can see (WCAG 2.2, 1.4.11): every stop of the keyboard on /login, home,
 * the drawer, the Opciones dialog and /payment has a ring of 3:1 or more against what is
 * behind it, in both colour schemes.
 */

/** Every stop, measured; the test names what it expects to have passed through. */
async function expectVisibleRings(
  page: Page,
  mustInclude: string[],
  colorScheme: string,
): Promise<FocusRing[]> {
  const rings = await ringsAlongTab(page);
  const visited = rings.map((ring) => ring.element);
  for (const name of mustInclude) {
    expect(visited, `a Tab stop named '${name}' (${colorScheme})`).toContainEqual(
      expect.stringContaining(name),
    );
  }
  expect(rings.map(ringProblem).filter(Boolean), `rings too faint (${colorScheme})`).toEqual([]);
  return rings;
}

/** The dialog `opener` opens by the keyboard, its rings in either scheme; closed by Escape. */
async function expectVisibleRingsInDialog(
  page: Page,
  opener: string,
  dialog: string,
  mustInclude: string[],
) {
  await page.getByRole('button', { name: opener }).press('Enter');
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await inEitherScheme(page, async (colorScheme) => {
    await expectVisibleRings(page, mustInclude, colorScheme);
  });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
}

test.describe('light and dark colour schemes @layout', () => {
  test('/login: the fields, INGRESAR, the demo panel open and every link; home, its drawer, the Opciones dialog and /payment', async ({
    page,
  }) => {
    await test.step('/login: the fields, INGRESAR, the demo panel open and every link', async () => {
      await openDemoLogin(page);
      await demoBanner(page).getByText('Escenarios de demostración', { exact: true }).click();
      await expect(demoBanner(page).getByRole('radio', { name: 'Normal' })).toBeChecked();
      await inEitherScheme(page, async (colorScheme) => {
        const rings = await expectVisibleRings(
          page,
          [
            "summary 'Modo demostración · Elegí",
            "summary 'Escenarios de demostración'",
            "input 'Normal'",
            "input 'DNI'",
            "input 'Últimos 8 dígitos de la tarjeta'",
            'INGRESAR',
            'Completar con María Fernández',
            'Completar con Jorge Benítez',
            'Completar con Lucía Gómez',
            'Reiniciar la demostración',
          ],
          colorScheme,
        );
        expect(rings.filter((ring) => ring.element.startsWith('a ')).length).toBeGreaterThan(3);
      });
    });

    await test.step('home, its drawer, the Opciones dialog and /payment', async () => {
      // María, from the panel the step before left open.
      await signInAsMaria(page);
      await expectMariaHome(page);
      await inEitherScheme(page, async (colorScheme) => {
        await expectVisibleRings(
          page,
          ['Menú', 'Opciones', 'Pagar', 'Descargar mi resumen'],
          colorScheme,
        );
      });

      await expectVisibleRingsInDialog(page, 'Menú', 'Hola, María Fernández', [
        'Cerrar menú',
        'Inicio',
      ]);
      await expectVisibleRingsInDialog(page, 'Opciones', 'Opciones', ['Volver', 'Cerrar sesión']);

      // Pagar by the keyboard: the new page's heading has the focus, and shows it.
      await page.getByRole('button', { name: 'Pagar' }).press('Enter');
      const heading = page.getByRole('heading', { level: 1, name: '¿Cuánto vas a pagar?' });
      await expect(heading).toBeFocused();
      await inEitherScheme(page, async (colorScheme) => {
        const headingRing = await focusedRing(page);
        expect(headingRing && ringProblem(headingRing), colorScheme).toBeNull();
      });
      await inEitherScheme(page, async (colorScheme) => {
        await expectVisibleRings(
          page,
          ['Saldo pendiente', 'Otro monto', "input 'Monto a pagar'", 'Continuar', 'Cancelar'],
          colorScheme,
        );
      });
    });
  });
});
