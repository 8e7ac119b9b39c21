import type { Route } from '@playwright/test';
import { expect, expectMariaHome, signIn, signOut, test } from './fixtures';
import { afterNextFrame, fetchedAhead, requestsInFlight } from './page-state';

test("María signs in and sees her figures from the mock API; the session survives a reload and ends with Cerrar sesión; signed out, an unknown path lands on /login; signed in again, a reload of home with the mock API's code slow to come: no call reaches the network before the mock API listens", async ({
  page,
}) => {
  await test.step('María signs in and sees her figures from the mock API; the session survives a reload and ends with Cerrar sesión; signed out, an unknown path lands on /login', async () => {
    await signIn(page);
    await expect(page).toHaveURL(/\/$/);
    await expectMariaHome(page);
    await expect(page.getByRole('heading', { name: 'Últimos pagos' })).toBeVisible();
    await expect(page.getByText('Rechazado')).toBeVisible();

    await page.reload();
    await expectMariaHome(page);

    await signOut(page);
    await expect(page).toHaveURL(/\/login$/);
    const stored = await page.evaluate(() =>
      ['api', 'payment', 'user-data'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null]);

    await page.goto('/esto/no/existe');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeVisible();
  });

  await test.step("a reload of home with the mock API's code slow to come: no call reaches the network before the mock API listens", async () => {
    await signIn(page);
    await expectMariaHome(page);
    const mockApi = /\/static\/js\/mock-api\.[^/]+\.js$/;
    // Asked for twice (a hint ahead, then the script): both held.
    const heldMockApi: Route[] = [];
    await page.route(mockApi, (route) => {
      heldMockApi.push(route);
    });
    const toTheNetwork: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) toTheNetwork.push(request.url());
    });
    const inFlight = requestsInFlight(page);
    await page.reload({ waitUntil: 'commit' });
    // Everything else the page asked for has come and it has drawn since: an app not waiting
    // for the mock API would have asked the network by now.
    await expect
      .poll(() => [
        ...new Set(inFlight().map((path) => (mockApi.test(path) ? 'the mock API' : path))),
      ])
      .toEqual(['the mock API']);
    await afterNextFrame(page);
    expect(toTheNetwork).toEqual([]);
    await Promise.all(heldMockApi.map((route) => route.continue()));
    await expectMariaHome(page);
    expect(toTheNetwork).toEqual([]);
  });
});

test('/login paints before its script runs, and what was typed meanwhile signs in', async ({
  page,
}) => {
  // Hold the app's script back: the page on screen is the HTML rendered at build time.
  let releaseScript = () => {};
  const scriptHeld = new Promise<void>((resolve) => (releaseScript = resolve));
  await page.route(/\/static\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await scriptHeld;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('DNI').fill('30111222');
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('45678901');
  await expect(page.getByRole('heading', { name: 'Cómo pagar tu tarjeta' })).toBeVisible();

  releaseScript();
  await expect(page.getByLabel('DNI')).toHaveValue('30111222');
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expectMariaHome(page);
});

test("the demo starts its app at once on /login: the signed-in pages' code is fetched ahead only once the app's whole code has arrived, the calls' and the pages' together, the calls' asked first", async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'INGRESAR' })).toBeEnabled();
  // Once every file of both groups has been fetched by its link.
  await expect
    .poll(async () => {
      const { calls, pages } = await fetchedAhead(page);
      return [calls.fetched - calls.named, pages.fetched - pages.named, calls.named > 0];
    })
    .toEqual([0, 0, true]);
  const { app, calls, pages } = await fetchedAhead(page);
  expect(calls.firstAsked).toBeGreaterThanOrEqual(app.allArrived);
  expect(pages.firstAsked).toBeGreaterThanOrEqual(calls.firstAsked);
  // Together: the pages' asked before the calls' code has arrived (a stage after it would not be).
  expect(pages.firstAsked).toBeLessThan(calls.lastArrived);
});
