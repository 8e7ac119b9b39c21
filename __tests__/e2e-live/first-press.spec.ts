import type { CDPSession, Page } from '@playwright/test';
import { holdAppCode, homeFigure, openLogin } from '../e2e/fixtures';
import { afterNextFrame, fetchedAhead } from '../e2e/page-state';
import { scaled } from '../e2e/timing';
import { expect, finishSigningIn, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * On the build that ships: from the first paint no press of INGRESAR is lost, and
 * /login costs the main thread so little that a slow phone answers every tap and keystroke.
 */
async function fillForm(page: Page) {
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
}

test('INGRESAR pressed twice before the app runs: it says Cargando..., then signs in with one call', async ({
  page,
  stub,
}) => {
  const code = await holdAppCode(page);
  await openLogin(page);
  await fillForm(page);
  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await ingresar.click();
  await page.getByRole('button', { name: 'Cargando...' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toHaveAttribute(
    'aria-busy',
    'true',
  );
  expect(stub.callsTo('POST auth/login/')).toHaveLength(0);

  code.release();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
});

test('INGRESAR at work keeps the focus: it reads Cargando..., is unavailable, and a second press sends nothing more', async ({
  page,
  stub,
}) => {
  // The provider's answer to the login waits for the test.
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/v1/auth/login/', async (route) => {
    await answered;
    await route.fallback();
  });
  const requestsSent: string[] = [];
  page.on('request', (request) => requestsSent.push(request.url()));
  const loginsSent = () => requestsSent.filter((url) => url.endsWith('/auth/login/')).length;
  await openLogin(page);
  await fillForm(page);
  await page.getByRole('button', { name: 'INGRESAR' }).click();

  const busy = page.getByRole('button', { name: 'Cargando...' });
  await expect(busy).toHaveAttribute('aria-disabled', 'true');
  await expect(busy).toBeDisabled();
  // Where the press left it: a `disabled` button would have dropped the focus to the page.
  await expect(busy).toBeFocused();
  await expect.poll(loginsSent).toBe(1);
  // Pressed again from the keyboard, where it still is: refused, nothing more is sent.
  await page.keyboard.press('Enter');
  // The press had its chance: its handlers ran, then a frame and the task a login leaves in.
  await afterNextFrame(page);
  expect(loginsSent()).toBe(1);

  answer();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
});

/** Chromium's network and CPU emulation (Playwright has none of its own for these). */
async function devtools(page: Page): Promise<CDPSession> {
  return page.context().newCDPSession(page);
}

test('on a slow 3G network, INGRESAR pressed as soon as the form shows signs in', async ({
  page,
  stub,
}) => {
  test.setTimeout(scaled(120_000));
  const cdp = await devtools(page);
  await cdp.send('Network.enable');
  // The slow 3G profile: 400 ms latency, 50 KB/s each way.
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50 * 1024,
    uploadThroughput: 50 * 1024,
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await fillForm(page);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  // Said at once, long before the app's code has arrived on such a network.
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeVisible();
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available, {
    timeout: scaled(90_000),
  });
  expect(stub.callsTo('POST auth/login/')).toHaveLength(1);
});

/**
 * Event Timing: how long each tap and keystroke took to show on screen. Chromium reports every
 * event of 16 ms or more, and the first input whatever it took (so that the measure is known
 * to have seen the taps).
 */
function eventTimings(page: Page): Promise<{ name: string; duration: number }[]> {
  return page.evaluate(() => {
    // What the browser has buffered of a type, at once: an observer asked for its buffer holds
    // it before its first callback.
    const entriesOf = (type: string) => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type, buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      const entries = observer.takeRecords();
      observer.disconnect();
      return entries;
    };
    const [first, events] = [entriesOf('first-input'), entriesOf('event')];
    return [...first, ...events].map(({ entryType, name, duration }) => ({
      name: `${entryType} ${name}`,
      duration,
    }));
  });
}

type Timing = { name: string; duration: number };

/**
 * A tap on each field and its 8 digits typed at a person's pace (150 ms a key: on /login, through
 * the app's start and its hydration), under a 4x CPU slowdown, on the page `open` shows. Every
 * digit is in its field.
 */
async function tapAndType(page: Page, open: () => Promise<unknown>): Promise<Timing[]> {
  const cdp = await devtools(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await open();
  await page.waitForLoadState('load');
  await page.getByLabel('DNI').click();
  await page.keyboard.type(CARDHOLDER.dni, { delay: 150 });
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').click();
  await page.keyboard.type(CARDHOLDER.lastDigits, { delay: 150 });
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  await expect(page.getByLabel('Últimos 8 dígitos de la tarjeta')).toHaveValue(
    CARDHOLDER.lastDigits,
  );
  return eventTimings(page);
}

/** The same two fields with no stylesheet and no script: what this machine gives any page. */
const BARE_FORM =
  '<!doctype html><html lang="es"><title>Mínima</title><label>DNI <input></label><label>Últimos 8 dígitos de la tarjeta <input></label></html>';

const worst = (timings: Timing[]) => Math.max(0, ...timings.map(({ duration }) => duration));

test('under a 4x CPU slowdown every tap and keystroke typed through the app start answers within 200 ms, nothing typed is lost, and signing in works', async ({
  page,
  context,
}) => {
  test.setTimeout(scaled(120_000));
  // Each round measures a bare form, then /login. The test beside this one on two cores adds time
  // to both; app code run at a tap or a keystroke adds it to /login alone, every round. /login
  // passes a round answering within 200 ms, or no slower than the bare form just before. Five
  // rounds: with the cores shared by five lanes, the worst tap (80-136 ms with this test alone)
  // once took 208-224 ms three rounds in a row, while the bare form, with no long task, took 24-48.
  const rounds: { bare: number; login: number; slow: Timing[] }[] = [];
  let visit = page;
  for (let round = 1; round <= 5; round += 1) {
    const bare = await context.newPage();
    const bareWorst = worst(await tapAndType(bare, () => bare.setContent(BARE_FORM)));
    await bare.close();
    if (round > 1) visit = await context.newPage();
    const timings = await tapAndType(visit, () => openLogin(visit));
    expect(timings.map(({ name }) => name)).toContain('first-input pointerdown');
    rounds.push({
      bare: bareWorst,
      login: worst(timings),
      slow: timings.filter(({ duration }) => duration > 200),
    });
    const { login } = rounds[rounds.length - 1];
    if (login <= 200 || login <= bareWorst) break;
  }
  const last = rounds[rounds.length - 1];
  expect(last.login <= 200 || last.login <= last.bare, JSON.stringify(rounds)).toBe(true);

  await visit.getByRole('button', { name: 'INGRESAR' }).click();
  await expect(homeFigure(visit, 'Saldo último resumen')).toHaveText(FIGURES.current);
});

/** The scripts the page has run (a prefetched file is downloaded, not run: its initiator is a link). */
function scriptsRun(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
}

/** Every script asked for, run or only downloaded. */
function scriptsAskedFor(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/static/js/'))
      .map((entry) => new URL(entry.name).pathname.split('/').pop() ?? ''),
  );
}

test("/login runs no script but the entry until the cardholder turns to it; once idle it fetches the first press's scripts without running them, before the favicon @full-browser", async ({
  page,
  stub,
}) => {
  await openLogin(page);
  // The favicon is named once the first press's scripts have arrived.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-32.png');
  expect(await scriptsAskedFor(page)).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^main\./),
      expect.stringMatching(/^app-loader\./),
      expect.stringMatching(/^app\./),
    ]),
  );
  expect(await scriptsRun(page)).toEqual([expect.stringMatching(/^main\./)]);
  // The favicon's entry is there once it has arrived, a moment after its href.
  const fetchedBeforeFavicon = () =>
    page.evaluate(() => {
      const entries = performance.getEntriesByType('resource');
      const app = entries.find((entry) => /\/app\.[0-9a-f]{8}\.chunk\.js$/.test(entry.name));
      const favicon = entries.find((entry) => entry.name.endsWith('/icons/icon-32.png'));
      return app && favicon ? favicon.startTime >= app.responseEnd : null;
    });
  await expect.poll(fetchedBeforeFavicon).toBe(true);

  // Turning to the form (a tap on DNI) starts the app while the cardholder types: by the press
  // it is live. Nothing is sent to the provider before the press.
  await page.getByLabel('DNI').click();
  await page.keyboard.type(CARDHOLDER.dni);
  await expect
    .poll(() => scriptsRun(page))
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^main\./),
        expect.stringMatching(/^app-loader\./),
        expect.stringMatching(/^app\./),
      ]),
    );
  await finishSigningIn(page, stub);
  // The calls' code, and the shell's and home's with it, are fetched only once the whole app has
  // arrived, libraries included; the calls' asked first.
  const order = await fetchedAhead(page);
  // The whole stylesheet is asked for once the first press's scripts have arrived, not beside them.
  expect(order.stylesheetAsked).toBeGreaterThanOrEqual(order.app.lastArrived);
  // One file each (webpack.config.ts).
  expect(order.calls.named).toBe(1);
  expect(order.pages.named).toBe(1);
  expect([order.calls.fetched, order.pages.fetched]).toEqual([
    order.calls.named,
    order.pages.named,
  ]);
  expect(order.calls.firstAsked).toBeGreaterThanOrEqual(order.app.lastArrived);
  expect(order.pages.firstAsked).toBeGreaterThanOrEqual(order.calls.firstAsked);
});

test('with Save-Data on, /login fetches nothing ahead: the app comes when the cardholder turns to the form', async ({
  page,
  stub,
}) => {
  await page.addInitScript(() => {
    const connection = (navigator as Navigator & { connection?: object }).connection;
    if (connection) Object.defineProperty(connection, 'saveData', { get: () => true });
  });
  await openLogin(page);
  // The favicon, named last, once the parts below the first screen are drawn.
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/icons/icon-32.png');
  expect(await scriptsAskedFor(page)).toEqual([expect.stringMatching(/^main\./)]);

  await page.getByLabel('DNI').click();
  await page.keyboard.type(CARDHOLDER.dni);
  await finishSigningIn(page, stub);
  // Nor the signed-in pages' code once the app had arrived: each came at its own need.
  await expect(page.locator('link[data-signed-in]')).not.toHaveCount(0);
  await expect(page.locator('link[data-signed-in][href]')).toHaveCount(0);
});
