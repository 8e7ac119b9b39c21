import type { Locator, Page } from '@playwright/test';
import { expect, expectMariaHome, MARIA, test } from './fixtures';
import { DEMO_SUMMARY, demoBanner } from './scenario-helpers';

/**
 * The demo's /login on a 360 × 740 phone shows INGRESAR on its first screen: the demo panel is
 * one line that opens the demo cardholders and the scenarios, and a notice of why a session
 * ended is an alert of its own, apart from the panel.
 */

const PHONE = { width: 360, height: 740 };
test.use({ viewport: PHONE });

const PROVIDER_ENDED =
  'No pudimos comunicarnos con Tarjeta Ceibo. Cerramos tu sesión por seguridad; probá de nuevo en unos minutos.';

async function expectOnFirstScreen(control: Locator, what: string) {
  const box = await control.boundingBox();
  expect(box, `${what} has a box`).not.toBeNull();
  expect(
    (box?.y ?? 0) + (box?.height ?? 0),
    `${what}'s bottom, px from the top`,
  ).toBeLessThanOrEqual(PHONE.height);
}

/**
 * How Chromium hands the element named `name` to a screen reader: its role and whether it is
 * expanded (Playwright's own roles have none for a `<summary>`, which Chromium exposes as a
 * disclosure that screen readers announce as a button, collapsed or expanded).
 */
async function exposedAs(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', {
    nodeId: root.nodeId,
    accessibleName: name,
  });
  await cdp.detach();
  // Its text is a node of its own, with the same name.
  const controls = nodes.filter((node) => node.role?.value !== 'StaticText');
  return controls.map((node) => ({
    role: node.role?.value,
    expanded: node.properties?.find((property) => property.name === 'expanded')?.value.value,
  }));
}

/** The demo list as the mock database has it: the app is live and the panel drawn in full. */
async function demoListDrawn(page: Page) {
  await expect(
    demoBanner(page).getByRole('button', {
      name: 'Completar con Lucía Gómez',
      includeHidden: true,
    }),
  ).toContainText('Saldo $ 12,000.50');
}

test('INGRESAR on the first screen; the demo is one line, and one press on it then one on a cardholder fill the form; after a session that ended by itself: the reason is an alert apart from the demo panel, and INGRESAR is still on the first screen @layout', async ({
  page,
}) => {
  await test.step('INGRESAR on the first screen; the demo is one line, and one press on it then one on a cardholder fill the form', async () => {
    await page.goto('/login');
    const summary = demoBanner(page).getByText(DEMO_SUMMARY);
    await expect(summary).toBeInViewport();
    await expectOnFirstScreen(page.getByRole('button', { name: 'INGRESAR' }), 'INGRESAR');
    await demoListDrawn(page);
    await expectOnFirstScreen(page.getByRole('button', { name: 'INGRESAR' }), 'INGRESAR');

    expect(await exposedAs(page, DEMO_SUMMARY)).toEqual([
      { role: 'DisclosureTriangle', expanded: false },
    ]);

    await summary.click();
    expect(await exposedAs(page, DEMO_SUMMARY)).toEqual([
      { role: 'DisclosureTriangle', expanded: true },
    ]);
    await demoBanner(page).getByRole('button', { name: 'Completar con María Fernández' }).click();
    await expect(page.getByLabel('DNI')).toHaveValue(MARIA.dni);
    await expect(page.getByLabel('Últimos 8 dígitos de la tarjeta')).toHaveValue(MARIA.lastDigits);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeFocused();
  });

  await test.step('after a session that ended by itself: the reason is an alert apart from the demo panel, and INGRESAR is still on the first screen', async () => {
    // María, as the step before filled her in, signs in.
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await expectMariaHome(page);
    // The longest reason: the provider stops answering, and the next page's check ends the session.
    await page.goto('/?scenario=provider-down');

    await expect(page).toHaveURL(/\/login$/);
    // Announced as it appears (an alert), and read with the page's heading.
    const notice = page.getByRole('alert').filter({ hasText: PROVIDER_ENDED });
    await expect(notice).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ingresá a Autogestión' }),
    ).toHaveAccessibleDescription(PROVIDER_ENDED);
    // Apart from the demo panel, and not in its colours.
    await expect(demoBanner(page).getByText(PROVIDER_ENDED)).toHaveCount(0);
    const background = (element: Locator) =>
      element.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background(notice)).not.toBe(await background(demoBanner(page)));

    await expect(demoBanner(page).getByText(DEMO_SUMMARY)).toBeInViewport();
    await expectOnFirstScreen(page.getByRole('button', { name: 'INGRESAR' }), 'INGRESAR');
  });
});
