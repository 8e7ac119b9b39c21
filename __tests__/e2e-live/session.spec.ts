import type { Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/lib/storage-keys';
import { expect, signInToHome, test } from './live-fixtures';
import { STUB_TOKEN, type StubProvider } from './stub-provider';

/**
 * Spec sections 4 and 8: the server is pinged on every route change; a failed ping logs out
 * and goes to /login. Quality, security 2: every persisted key is removed.
 */

/** Every local and session storage entry, as `key=value`. */
async function storedEntries(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
    ),
  );
}

async function expectSignedInStorage(page: Page) {
  const entries = await storedEntries(page);
  expect(entries.some((entry) => entry.includes(STUB_TOKEN))).toBe(true);
}

async function expectSessionGone(page: Page) {
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  const entries = await storedEntries(page);
  const keys = entries.map((entry) => entry.slice(0, entry.indexOf('=')));
  // The spec's keys ('api', 'payment', 'user-data'), however redux-persist might prefix them.
  const { lastActivity, ...sessionKeys } = STORAGE_KEYS;
  for (const key of Object.values(sessionKeys)) {
    expect(keys).not.toContain(key);
    expect(keys).not.toContain(`persist:${key}`);
  }
  // What stays is the last activity's time alone (the other tabs tell an idle end by it).
  const activity = entries.filter((entry) => entry.startsWith(`${lastActivity}=`));
  expect(activity.every((entry) => /^[\w-]+=\d+$/.test(entry))).toBe(true);
  expect(entries.filter((entry) => entry.includes(STUB_TOKEN))).toEqual([]);
}

/**
 * Signs in, then makes the ping fail and changes route (Pagar: / to /payment). Returns what
 * the pings sent from then on were answered (their statuses).
 */
async function failThePingOnNextRoute(page: Page, stub: StubProvider, status: number) {
  const pingsAtStart = stub.callsTo('GET auth/ping/').length;
  await signInToHome(page);
  await expectSignedInStorage(page);
  // The ping of the route change into home, answered before the ping starts failing.
  await expect.poll(() => stub.callsTo('GET auth/ping/').length).toBeGreaterThan(pingsAtStart);
  const pingsBefore = stub.callsTo('GET auth/ping/').length;
  stub.override('GET auth/ping/', { status, body: { message: 'Sesión no válida' } });
  await page.getByRole('button', { name: 'Pagar' }).click();
  return () =>
    stub
      .callsTo('GET auth/ping/')
      .slice(pingsBefore)
      .map((call) => call.status);
}

test('the ping answering 401 ends the session, asked once; answering 500, retried twice, then ended: /login, and nothing of it in storage', async ({
  page,
  stub,
}) => {
  // A 401 is an answer, not a fault: asked once.
  await test.step('401', async () => {
    const pingsAnswered = await failThePingOnNextRoute(page, stub, 401);
    await expectSessionGone(page);
    expect(pingsAnswered()).toEqual([401]);
  });
  stub.restore('GET auth/ping/');
  await test.step('500', async () => {
    const pingsAnswered = await failThePingOnNextRoute(page, stub, 500);
    await expectSessionGone(page);
    expect(pingsAnswered()).toEqual([500, 500, 500]);
  });
});
