import { recordApiCalls } from './api-calls';
import { EARLY_SENDS, expectNoNativeSubmit, sendBeforeAnyScript } from './every-script-held';
import { AFTER_HELD_CODE, expect, homeFigure, MARIA, test } from './fixtures';

/**
 * In the demo build (the live build's are in __tests__/e2e-live): a press on /login before ANY
 * script ran is held by the page's inline script from the first paint, never submits the form
 * natively (no reload, nothing typed lost), and is replayed exactly once when the app is live.
 */
for (const [how, title] of EARLY_SENDS) {
  test(title, async ({ page, context, baseURL }) => {
    const calls = await recordApiCalls(context);
    const addresses = await sendBeforeAnyScript(page, baseURL, MARIA, how);

    await expect(homeFigure(page, 'Saldo último resumen')).toHaveText(
      '$ 84,350.75',
      AFTER_HELD_CODE,
    );
    const logins = calls.filter(
      (call) => call.method === 'POST' && call.url.endsWith('/api/v1/auth/login/'),
    );
    expect(logins).toHaveLength(1);
    expectNoNativeSubmit(addresses);
  });
}
