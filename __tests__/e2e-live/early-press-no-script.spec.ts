import { EARLY_SENDS, expectNoNativeSubmit, sendBeforeAnyScript } from '../e2e/every-script-held';
import { AFTER_HELD_CODE, homeFigure } from '../e2e/fixtures';
import { expect, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * On the build that ships: a press on /login before ANY script ran is held by the page's inline
 * script from the first paint, never submits the form natively (no reload, nothing typed lost),
 * and is replayed exactly once when the app is live: one call to the provider's login.
 */
for (const [how, title] of EARLY_SENDS) {
  test(title, async ({ page, stub, baseURL }) => {
    const addresses = await sendBeforeAnyScript(page, baseURL, CARDHOLDER, how);

    await expect(homeFigure(page, 'Disponible para compras')).toHaveText(
      FIGURES.available,
      AFTER_HELD_CODE,
    );
    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(FIGURES.current);
    expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
    expectNoNativeSubmit(addresses);
  });
}
