import type { BrowserContext, Page } from '@playwright/test';
import { signIn, signOut } from '../e2e/fixtures';
import { expect, signInToHome, test } from './live-fixtures';
import { ANALYTICS_ID, CONFIGURED_API_URL, CONFIGURED_ORIGIN } from './origins';
import { ACCOUNT, CARDHOLDER, CARDHOLDER_NAME, FIGURES, STUB_TOKEN } from './stub-provider';

/**
 * The live bundle built with a measurement id (its provider on another origin, the same stub): a
 * stub in gtag.js's place hands the test what Google would receive (page views, LCP, INP, CLS and
 * errors), none of it personal data.
 */
test.use({ baseURL: CONFIGURED_ORIGIN });

type GtagCall = [command: string, name: unknown, params?: Record<string, unknown>];

async function stubGtag(context: BrowserContext): Promise<GtagCall[]> {
  const calls: GtagCall[] = [];
  await context.exposeBinding('recordGtag', (_source, call: GtagCall) => void calls.push(call));
  await context.route(`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_ID}`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `(() => {
        const record = (entry) => window.recordGtag(Array.from(entry));
        window.dataLayer.forEach(record);
        window.dataLayer.push = (entry) => { record(entry); return 0; };
      })();`,
    }),
  );
  return calls;
}

const eventsOf = (calls: GtagCall[], name: string) =>
  calls.filter(([command, event]) => command === 'event' && event === name).map(([, , p]) => p);

/** The page as a tab switch leaves it: hidden (web-vitals reports CLS and INP then). */
async function leavePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Nothing the cardholder is or has: her DNI, digits, name, token, amounts, payments' ids. */
function expectNoPersonalData(calls: GtagCall[]): void {
  const sent = JSON.stringify(calls);
  for (const secret of [
    CARDHOLDER.dni,
    CARDHOLDER.lastDigits,
    CARDHOLDER_NAME,
    STUB_TOKEN,
    String(ACCOUNT.available),
    String(ACCOUNT.current),
    FIGURES.available,
    FIGURES.current,
    '/payments/40022',
    '/payments/38117',
  ]) {
    expect({ secret, sent: sent.includes(secret) }).toEqual({ secret, sent: false });
  }
}

test("page views as route templates; LCP, INP and CLS with numbers after a press and leaving; no personal data; then an answer its schema refuses arrives as an 'exception' of kind schema, with the endpoint's name", async ({
  context,
  page,
  stub,
}) => {
  const calls = await stubGtag(context);

  await test.step('page views as route templates; LCP, INP and CLS with numbers after a press and leaving; no personal data', async () => {
    const vitalsLoaded = page.waitForResponse(/\/static\/js\/web-vitals\.[0-9a-f]{8}\.chunk\.js$/);
    await signInToHome(page);
    await vitalsLoaded;
    // A press on a payment (its detail: '/payments/:id'), once web-vitals listens.
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.getByRole('link', { name: /\$ 10,000\.00/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
    await leavePage(page);

    await expect.poll(() => eventsOf(calls, 'CLS').length).toBe(1);
    expect(eventsOf(calls, 'page_view').map((params) => params?.page_path)).toEqual([
      '/login',
      '/',
      '/payments/:id',
    ]);
    for (const name of ['LCP', 'INP', 'CLS']) {
      const [event, ...more] = eventsOf(calls, name);
      expect({ name, more }).toEqual({ name, more: [] });
      expect(event).toEqual(
        expect.objectContaining({
          value: expect.any(Number),
          metric_value: expect.any(Number),
          metric_id: expect.any(String),
          page_location: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/(payments\/:id)?$/),
        }),
      );
    }
    expect(eventsOf(calls, 'LCP')[0]?.metric_value).toBeGreaterThan(0);
    expect(eventsOf(calls, 'exception')).toEqual([]);
    expectNoPersonalData(calls);
    // Its provider is where API_URL says, on another origin.
    expect(stub.callsTo('GET account/').map((call) => call.url)).toEqual([
      `${CONFIGURED_API_URL}account/`,
    ]);
  });

  await test.step("an answer its schema refuses arrives as an 'exception' of kind schema, with the endpoint's name", async () => {
    // account/ is asked at sign-in: signed out, then in again with the provider's new answer.
    await signOut(page);
    await expect(page).toHaveURL('/login');
    const sentBefore = calls.length;
    const accountCallsBefore = stub.callsTo('GET account/').length;
    const exceptions = () => eventsOf(calls.slice(sentBefore), 'exception');
    stub.override('GET account/', { status: 200, body: { data: { credit: 'sin datos' } } });
    await signIn(page, CARDHOLDER);
    await expect(page.getByText('No pudimos cargar los datos de tu tarjeta.')).toBeVisible();

    // One event per refused answer: home may ask account/ again once it mounts.
    await expect.poll(() => exceptions().length).toBeGreaterThan(0);
    const refused = {
      error_kind: 'schema',
      error_code: 'getAccount',
      page_path: '/',
      page_location: `${CONFIGURED_ORIGIN}/`,
    };
    expect(exceptions()).toEqual(exceptions().map(() => refused));
    expect(stub.callsTo('GET account/').slice(accountCallsBefore)).toHaveLength(
      exceptions().length,
    );
    expectNoPersonalData(calls);
  });
});
