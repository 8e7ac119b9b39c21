import type { Page, Route } from '@playwright/test';
import { homeFigure } from '../e2e/fixtures';
import { afterNextFrame, requestsInFlight } from '../e2e/page-state';
import { expect, finishSigningIn, test } from './live-fixtures';
import { CARDHOLDER, FIGURES } from './stub-provider';

/**
 * /login's first paint waits for its HTML alone (its rules inline; the entry script and stylesheet
 * asked for once painted), and no page after sign-in is drawn before the stylesheet is in use
 * (docs/startup.md). Each file is held on its way here to show it.
 */
const STYLESHEET = /\/static\/css\/main\.[0-9a-f]{8}\.css$/;
const ENTRY = /\/static\/js\/main\.[0-9a-f]{8}\.js$/;

// The service worker's precache would fetch the stylesheet at its own time: not this story.
test.use({ serviceWorkers: 'block' });

const painted = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);

/**
 * Whether the page asked for the file `file` matches after its first paint, by the times the
 * page itself gives both (null until the file has arrived).
 */
const askedAfterPaint = (page: Page, file: RegExp) =>
  page.evaluate((source) => {
    const [firstPaint] = performance.getEntriesByName('first-contentful-paint');
    const asked = performance
      .getEntriesByType('resource')
      .find((entry) => new RegExp(source).test(entry.name));
    return firstPaint && asked ? asked.startTime >= firstPaint.startTime : null;
  }, file.source);

/** Holds the file `file` matches on its way until `release()` is called. */
async function holdFile(page: Page, file: RegExp) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let markAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    markAsked = resolve;
  });
  await page.route(file, async (route: Route) => {
    markAsked();
    await released;
    await route.continue();
  });
  return { release, asked };
}

/** '' until the stylesheet is in use, then 'loaded' (public/index.html). */
const stylesheetState = (page: Page) =>
  page.evaluate(
    () =>
      document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][data-after-paint]')?.dataset
        .afterPaint,
  );

test('/login paints and takes typing before its stylesheet is even asked for; it is in use once arrived', async ({
  page,
}) => {
  const stylesheet = await holdFile(page, STYLESHEET);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });

  const ingresar = page.getByRole('button', { name: 'INGRESAR' });
  await expect(ingresar).toBeVisible();
  // Painted, with the brand's button (inline rules), while the stylesheet is still held.
  await expect.poll(() => painted(page)).toBe(true);
  await expect(ingresar).toHaveCSS('background-color', 'rgb(179, 32, 44)');
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
  await stylesheet.asked;
  expect(await stylesheetState(page)).toBe('');

  stylesheet.release();
  await expect.poll(() => stylesheetState(page)).toBe('loaded');
  // Asked for only after the first paint, so that it never competes with it.
  expect(await askedAfterPaint(page, STYLESHEET)).toBe(true);
});

test('home is not drawn before the whole stylesheet is in use', async ({ page }) => {
  // What the stylesheet's link said the first time home's figure was on the page.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.getElementById('available-title')) return;
      const link = document.querySelector<HTMLLinkElement>(
        'link[rel="stylesheet"][data-after-paint]',
      );
      (window as { stylesheetAtHome?: string }).stylesheetAtHome =
        link?.dataset.afterPaint ?? 'no link';
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  const stylesheet = await holdFile(page, STYLESHEET);
  const inFlight = requestsInFlight(page);
  const figuresAnswered = Promise.all(
    ['account/', 'payments/', 'me/'].map((call) => page.waitForResponse(`**/api/v1/${call}`)),
  );

  // As signIn does, without waiting for the page's load (which waits for the stylesheet).
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  await figuresAnswered;
  // Everything home needs is here but the held stylesheet, and the page has had a frame since:
  // were home drawn without waiting for it, it would be on screen now. The page says it waits.
  await expect
    .poll(() => inFlight().map((url) => (STYLESHEET.test(url) ? 'the stylesheet' : url)))
    .toEqual(['the stylesheet']);
  await afterNextFrame(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status').getByText('Cargando...')).toBeAttached();
  expect(await homeFigure(page, 'Disponible para compras').isVisible()).toBe(false);
  stylesheet.release();

  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(
    await page.evaluate(() => (window as { stylesheetAtHome?: string }).stylesheetAtHome),
  ).toBe('loaded');
});

test('the entry script is asked for once /login has painted; a field already focused when it runs starts the app, before any press', async ({
  page,
  stub,
}) => {
  const entry = await holdFile(page, ENTRY);
  const appAskedFor = page.waitForRequest(/\/static\/js\/app-loader\.[0-9a-f]{8}\.chunk\.js$/);

  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await entry.asked;
  // The cardholder turns to the form while the entry is still on its way.
  await page.getByLabel('DNI').click();
  await page.keyboard.type(CARDHOLDER.dni);
  entry.release();

  // The entry finds the field focused and starts the app: no further tap is needed.
  await appAskedFor;
  await finishSigningIn(page, stub);
  // Asked for only after the first paint, so that it never competes with it.
  expect(await askedAfterPaint(page, ENTRY)).toBe(true);
});

test('/login names its favicon and web app manifest only once it has painted, and the browser takes them then @full-browser', async ({
  page,
}) => {
  // When the page's own script named the manifest, on the page's clock.
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('link[rel="manifest"][href]')) return;
      (window as { manifestNamedAt?: number }).manifestNamedAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { attributes: true, subtree: true, attributeFilter: ['href'] });
  });
  const favicons: string[] = [];
  page.on('request', (request) => {
    if (/\/(favicon\.ico|icons\/icon-32\.png)$/.test(request.url())) favicons.push(request.url());
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  const [firstPaint, namedAt] = await page.evaluate(() => [
    performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    (window as { manifestNamedAt?: number }).manifestNamedAt,
  ]);
  expect(firstPaint).toBeGreaterThan(0);
  expect(namedAt).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
  // The favicon: asked for once, after the paint, and never /favicon.ico in its place.
  await expect.poll(() => askedAfterPaint(page, /\/icons\/icon-32\.png$/)).toBe(true);
  expect(favicons).toEqual([expect.stringMatching(/\/icons\/icon-32\.png$/)]);
  // What the browser installs from: the manifest named late is the page's manifest.
  const devtools = await page.context().newCDPSession(page);
  const { url, errors, data } = await devtools.send('Page.getAppManifest');
  expect({ url, errors }).toEqual({
    url: expect.stringMatching(/\/manifest\.webmanifest$/),
    errors: [],
  });
  expect(JSON.parse(data ?? '{}')).toMatchObject({ short_name: 'Autogestión', start_url: '/' });
});

test("signed in before the first press's scripts fetched ahead have arrived: the favicon and manifest are named once they have", async ({
  page,
}) => {
  // The fetches ahead (link prefetches) held; the app's own requests for the same files pass.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/static\/js\/[\w.-]+\.js$/, async (route) => {
    if (route.request().resourceType() !== 'script') await released;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await page.getByLabel('DNI').fill(CARDHOLDER.dni);
  await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill(CARDHOLDER.lastDigits);
  await page.getByRole('button', { name: 'INGRESAR' }).click();
  // Home asked for the whole stylesheet itself, and it is in use.
  await expect(homeFigure(page, 'Disponible para compras')).toHaveText(FIGURES.available);
  expect(await stylesheetState(page)).toBe('loaded');
  await expect(page.locator('link[rel="manifest"]')).not.toHaveAttribute('href', /./);

  release();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute(
    'href',
    '/icons/icon-32.png',
  );
});

test.describe("the parts below a phone's first screen", () => {
  test.use({ viewport: { width: 412, height: 823 } });

  const branches = (page: Page) => page.getByRole('region', { name: 'Sucursales' });
  const footer = (page: Page) => page.getByRole('contentinfo');

  test("are left out of /login's first paint and drawn right after it, each in a task of its own, before the app's code arrives", async ({
    page,
  }) => {
    // When the page's own script cleared their marks, on the page's clock, and how many marks
    // each task cleared (a task's changes reach the observer together, before the next task).
    await page.addInitScript(() => {
      const drawn = window as { drawnAt?: number; drawnPerTask?: number[] };
      drawn.drawnPerTask = [];
      const seen = new MutationObserver((changes) => {
        const cleared = changes.filter(
          (change) => change.attributeName === 'data-drawn-after-paint',
        ).length;
        if (cleared === 0) return;
        drawn.drawnAt ??= performance.now();
        drawn.drawnPerTask?.push(cleared);
      });
      seen.observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-drawn-after-paint'],
      });
    });
    const entry = await holdFile(page, ENTRY);
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await entry.asked;

    // The app's code is still held: the page's own script drew them.
    await expect(branches(page)).toBeVisible();
    await expect(branches(page)).toContainText('Casa central');
    await expect(footer(page)).toBeVisible();
    await expect(
      footer(page).getByRole('link', { name: /Botón de arrepentimiento/ }),
    ).toBeVisible();
    const [firstPaint, drawnAt] = await page.evaluate(() => [
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      (window as { drawnAt?: number }).drawnAt,
    ]);
    expect(firstPaint).toBeGreaterThan(0);
    expect(drawnAt).toBeGreaterThanOrEqual(firstPaint ?? Infinity);
    // The branches, then the footer: each part's layout (its fonts) is a task of its own.
    expect(await page.evaluate(() => (window as { drawnPerTask?: number[] }).drawnPerTask)).toEqual(
      [1, 1],
    );
    // Below the first screen: the first paint lacks nothing a phone shows without scrolling.
    const top = await branches(page).evaluate((part) => part.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(823);

    entry.release();
    await page.getByLabel('DNI').fill(CARDHOLDER.dni);
    await expect(page.getByLabel('DNI')).toHaveValue(CARDHOLDER.dni);
    await expect(branches(page)).toBeVisible();
  });

  test.describe('without script', () => {
    test.use({ javaScriptEnabled: false });

    test('are drawn at once', async ({ page }) => {
      await page.goto('/login');
      await expect(branches(page)).toBeVisible();
      await expect(footer(page)).toBeVisible();
    });
  });
});
