import { expect, type Page } from '@playwright/test';

/** How long every script of the page is held back at the least: a slow network's first seconds. */
const HELD_FOR_MS = 4_000;

/**
 * Holds back EVERY script of the app's origin, the entry too, for 4 s (a slow network's start) and
 * until `release`, called once the test pressed so the press surely comes first on any machine;
 * later ones go on at once. `letThrough` counts all let through. Routing disables the HTTP cache.
 */
export async function holdEveryScript(
  page: Page,
  origin: string,
): Promise<{ release: () => void; letThrough: () => number }> {
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const firstSeconds = new Promise((resolve) => setTimeout(resolve, HELD_FOR_MS));
  let through = 0;
  await page.route(
    (url) => url.origin === origin && url.pathname.endsWith('.js'),
    async (route) => {
      await Promise.all([released, firstSeconds]);
      through += 1;
      await route.continue().catch(() => undefined); // the page may be gone by then
    },
  );
  return { release, letThrough: () => through };
}

/**
 * Every address the page's main frame was at, from now on: a form submitted by the browser
 * itself (no script to stop it) would show as `/login?`.
 */
export function addressesOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  return addresses;
}

/** The page never reloaded as a natively submitted form: no `/login?` among its addresses. */
export function expectNoNativeSubmit(addresses: string[]): void {
  expect(addresses.filter((address) => /\/login\?/.test(address))).toEqual([]);
}
