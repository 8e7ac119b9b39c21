import type { Locator, Page } from '@playwright/test';
import { expect, expectMariaHome, signIn, test } from './fixtures';
import { partsPastTheScreen, textSizeDoubled } from './nothing-hidden-helpers';
import { scaled } from './timing';

/**
 * A shell that looks finished: the drawer's places and actions by the
 * keyboard alone, Menú and Opciones saying what they open, and the demo reset that asks first
 * and says it was done.
 */

const DRAWER_ITEMS = ['Inicio', 'Pagar', 'Tus pagos', 'Descargar mi resumen', 'Cerrar sesión'];

/** The top bar's buttons by their label: a modal over them may hide them from role queries. */
const topBarButton = (page: Page, name: 'Menú' | 'Opciones') =>
  page.locator(`header button[aria-label="${name}"]`);

/** The accessible name of what has the focus: its aria-label, else its words. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    return (focused?.getAttribute('aria-label') ?? focused?.textContent ?? '').trim();
  });

/** Presses Tab until `name` has the focus (at most `limit` presses); the names passed on the way. */
async function tabTo(page: Page, name: string, limit = 10, key = 'Tab'): Promise<string[]> {
  const passed: string[] = [];
  for (let presses = 0; presses <= limit; presses += 1) {
    const now = await focusedName(page);
    passed.push(now);
    if (now === name) return passed;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached '${name}' (passed ${passed.join(', ')})`);
}

/** Menú by the keyboard: the drawer, open. */
async function openDrawerByKeyboard(page: Page): Promise<Locator> {
  await topBarButton(page, 'Menú').focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Hola, María Fernández' });
  await expect(drawer).toBeVisible();
  return drawer;
}

const question = (page: Page) => page.getByRole('dialog', { name: '¿Reiniciar la demostración?' });

/** Opciones by the keyboard, then the reset button: the question, open. */
async function askToReset(page: Page): Promise<Locator> {
  await expect(topBarButton(page, 'Opciones')).toHaveAttribute('aria-expanded', 'false');
  await expect(topBarButton(page, 'Opciones')).toHaveAttribute('aria-haspopup', 'dialog');
  await topBarButton(page, 'Opciones').focus();
  await page.keyboard.press('Enter');
  const options = page.getByRole('dialog', { name: 'Opciones' });
  await expect(options).toBeVisible();
  await expect(topBarButton(page, 'Opciones')).toHaveAttribute('aria-expanded', 'true');
  const reset = options.getByRole('button', { name: 'Reiniciar la demostración' });
  await reset.focus();
  await page.keyboard.press('Enter');
  await expect(question(page)).toBeVisible();
  return reset;
}

test("'Opciones' and a drawer's place show at once; the drawer by the keyboard, each item in order doing what it says; Reiniciar la demostración: a failed reset, Cancelar and Escape change nothing, Reiniciar resets and /login says so", async ({
  page,
}) => {
  await signIn(page);
  await expectMariaHome(page);

  await test.step("'Opciones' opens its dialog whole in the first frame it is drawn (no fade in), its buttons where they stay (nothing arrives later to move them under a finger)", async () => {
    const frame = page.evaluate(
      () =>
        new Promise<{ opacity: string; signOutAt: number }>((resolve) => {
          const check = () => {
            const dialog = document.querySelector('.modal:popover-open');
            const signOut = dialog?.querySelector('.modal-footer > :last-child');
            if (dialog && signOut) {
              const { opacity } = getComputedStyle(dialog);
              resolve({ opacity, signOutAt: Math.round(signOut.getBoundingClientRect().top) });
            } else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        }),
    );
    await topBarButton(page, 'Opciones').click();
    const dialog = page.getByRole('dialog', { name: 'Opciones' });
    await expect(dialog.getByRole('button', { name: 'Reiniciar la demostración' })).toBeVisible();
    const signOutNow = await dialog.getByRole('button', { name: 'Cerrar sesión' }).boundingBox();
    expect(await frame).toEqual({ opacity: '1', signOutAt: Math.round(signOutNow?.y ?? -1) });
    await expect(dialog).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Opciones' })
      .getByRole('button', { name: 'Volver' })
      .click();
    await expectMariaHome(page);
  });

  await test.step("a drawer's place shows its page at once: in the frame its heading is drawn, the drawer and its shade are gone", async () => {
    await topBarButton(page, 'Menú').click();
    const drawer = page.getByRole('dialog', { name: 'Hola, María Fernández' });
    await expect(drawer).toBeVisible();

    // Read in the page at every frame from now on, until the page's heading is there.
    const frame = page.evaluate(
      () =>
        new Promise<{ drawerOnScreen: boolean; shade: boolean }>((resolve) => {
          const check = () => {
            const headings = [...document.querySelectorAll('h1')];
            if (!headings.some((heading) => heading.textContent?.trim() === 'Tus pagos')) {
              requestAnimationFrame(check);
              return;
            }
            const panel = document.querySelector('.navigation-drawer');
            const shade = document.querySelector('.offcanvas-backdrop');
            resolve({
              drawerOnScreen: !!panel && panel.getBoundingClientRect().right > 0,
              shade: !!shade && Number(getComputedStyle(shade).opacity) > 0,
            });
          };
          requestAnimationFrame(check);
        }),
    );
    await drawer.getByRole('button', { name: 'Tus pagos' }).click();
    expect(await frame).toEqual({ drawerOnScreen: false, shade: false });

    // Home again, through the drawer.
    await topBarButton(page, 'Menú').click();
    await drawer.getByRole('button', { name: 'Inicio' }).click();
    await expect(drawer).toBeHidden();
    await expectMariaHome(page);
  });

  await test.step('the drawer by the keyboard: each item reached in order, and each does what it says', async () => {
    await expect(topBarButton(page, 'Menú')).toHaveAttribute('aria-expanded', 'false');

    let drawer = await openDrawerByKeyboard(page);
    await expect(topBarButton(page, 'Menú')).toHaveAttribute('aria-expanded', 'true');
    await expect(topBarButton(page, 'Menú')).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(drawer.getByRole('button', { name: 'Inicio' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Tab from the drawer's start goes through its close button, then every item in order.
    const passed = await tabTo(page, 'Cerrar sesión');
    expect(passed.filter((name) => DRAWER_ITEMS.includes(name))).toEqual(DRAWER_ITEMS);

    // Descargar mi resumen: the statement, as home's button saves it; the drawer stays open.
    await tabTo(page, 'Descargar mi resumen', 3, 'Shift+Tab');
    const downloading = page.waitForEvent('download', { timeout: scaled(20_000) });
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toBe('mi-resumen.pdf');
    await expect(drawer.getByRole('button', { name: 'Descargar mi resumen' })).toBeFocused();

    // Pagar: /payment, its heading focused, and Pagar the selected place there.
    await tabTo(page, 'Pagar', 4, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/payment$/);
    await expect(
      page.getByRole('heading', { level: 1, name: '¿Cuánto vas a pagar?' }),
    ).toBeFocused();
    await expect(drawer).toBeHidden();
    await expect(topBarButton(page, 'Menú')).toHaveAttribute('aria-expanded', 'false');

    drawer = await openDrawerByKeyboard(page);
    await expect(drawer.getByRole('button', { name: 'Pagar' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(drawer.getByRole('button', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
    );

    // Cerrar sesión: /login, signed out.
    await tabTo(page, 'Cerrar sesión');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  });

  await test.step('a failed reset says so in the question and keeps the session; Cancelar and Escape change nothing and give the focus back; Reiniciar resets, and /login says so', async () => {
    await signIn(page);
    await expectMariaHome(page);
    // The mock API runs inside the page: its reset route is made to fail, once, by the page's
    // own fetch.
    await page.evaluate(() => {
      const realFetch = window.fetch.bind(window);
      let failed = false;
      window.fetch = (input, init) => {
        if (failed || !String(input).includes('/api/demo/reset/')) return realFetch(input, init);
        failed = true;
        return Promise.resolve(new Response('{}', { status: 500 }));
      };
    });
    await askToReset(page);
    await question(page).getByRole('button', { name: 'Reiniciar' }).click();
    await expect(question(page).getByRole('alert')).toHaveText(
      'No pudimos reiniciar la demostración. Intentá nuevamente.',
    );
    await question(page).getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: 'Opciones' })
      .getByRole('button', { name: 'Volver' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expectMariaHome(page);

    const reset = await askToReset(page);
    await expect(question(page).getByRole('button', { name: 'Reiniciar' })).toBeVisible();
    await question(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(question(page)).toBeHidden();
    await expect(reset).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(question(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(question(page)).toBeHidden();
    await expect(reset).toBeFocused();
    await expect(page.getByRole('dialog', { name: 'Opciones' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.keyboard.press('Enter');
    await question(page).getByRole('button', { name: 'Reiniciar' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const said = page
      .getByRole('region', { name: 'Modo demostración' })
      .getByRole('status')
      .filter({ hasText: 'Reiniciamos la demostración' });
    await expect(said).toHaveText(
      'Reiniciamos la demostración: todo volvió a como estaba al principio.',
    );
    // Once: a reload of /login says it no more.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Modo demostración' })).toBeVisible();
    await expect(page.getByText('Reiniciamos la demostración')).toHaveCount(0);
  });
});

test('at 320 px and at 200 % text: on a phone the drawer leaves the page in sight beside it; the reset question fits the screen and opens at its top each time', async ({
  page,
}) => {
  // A phone-sized screen in both projects (never skipped).
  await page.setViewportSize({ width: 320, height: 740 });
  await signIn(page);
  await expectMariaHome(page);

  await test.step('on a phone the drawer leaves the page in sight beside it, at 320 px and at 200 % text', async () => {
    for (const textSize of ['100%', '200%']) {
      await page.evaluate((size) => {
        document.documentElement.style.fontSize = size;
      }, textSize);
      const drawer = await openDrawerByKeyboard(page);
      // Measured once it has slid in (its transition ends at the screen's left edge).
      await expect.poll(async () => (await drawer.boundingBox())?.x, { message: textSize }).toBe(0);
      const box = await drawer.boundingBox();
      expect(box, `the drawer at ${textSize}`).not.toBeNull();
      expect(box!.width, `the drawer's width at ${textSize}`).toBeLessThanOrEqual(320 * 0.85 + 0.5);
      for (const name of DRAWER_ITEMS) {
        const item = drawer.getByRole('button', { name });
        await expect(item).toBeVisible();
        const itemBox = await item.boundingBox();
        expect(itemBox!.x + itemBox!.width, `'${name}' inside the drawer`).toBeLessThanOrEqual(
          box!.width + 0.5,
        );
      }
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(topBarButton(page, 'Menú')).toBeFocused();
    }
  });

  await test.step('at 320 px with the text at 200 %, the question fits the screen and opens at its top each time', async () => {
    await textSizeDoubled(page);
    await askToReset(page);
    expect(await partsPastTheScreen(page)).toEqual([]);
    // Down to its buttons (taller than the screen), Cancelar, then asked again.
    await question(page).getByRole('button', { name: 'Cancelar' }).click();
    await expect(question(page)).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(question(page)).toBeVisible();
    expect(await question(page).evaluate((dialog) => dialog.scrollTop)).toBe(0);
    await expect(question(page).getByRole('heading')).toBeInViewport();
  });
});
