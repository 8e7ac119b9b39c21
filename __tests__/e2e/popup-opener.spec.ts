import type { Page } from '@playwright/test';
import { expect, expectMariaHome, signIn, test } from './fixtures';
import { DEMO_GATEWAY_ORIGIN, DEMO_ORIGIN } from '../e2e-live/origins';

/*
 * The popup's pages are served without COOP, so the popup keeps its opener. If another site opens
 * one and the cardholder goes on to the app, the app page must be a full load with its own headers,
 * cutting that site's hold on the tab. The test server's second port stands for any site.
 */

/** A page on another origin opens `path` of the app in a window it keeps a handle on. */
async function openedByAnotherSite(page: Page, path: string) {
  const site = await page.context().newPage();
  // Any page of that origin will do: the demo gateway's notification page, with nothing to record.
  await site.goto(`${DEMO_GATEWAY_ORIGIN}/demo-gateway/notify/`);
  const opened = site.waitForEvent('popup');
  await site.evaluate((url) => {
    (window as unknown as { victim: Window | null }).victim = window.open(url);
  }, `${DEMO_ORIGIN}${path}`);
  return { site, victim: await opened };
}

const RESULT_HEADINGS = {
  '/payment/success': 'Operación exitosa',
  '/payment/error': 'Error en el pago',
};

/** Another site opens the result page `path` (María signed in), and it shows its heading. */
async function resultPageOpenedByAnotherSite(page: Page, path: keyof typeof RESULT_HEADINGS) {
  const opened = await openedByAnotherSite(page, path);
  await expect(opened.victim.getByRole('heading', { name: RESULT_HEADINGS[path] })).toBeVisible();
  return opened;
}

/** Presses a button of the tab and waits for the page load it starts. */
async function pressAndWaitForLoad(victim: Page, name: string) {
  const loaded = victim.waitForEvent('load');
  await victim.getByRole('button', { name }).click();
  await loaded;
}

/** What the other site can still do with its handle: whether it sees the tab, and steer it. */
function siteHold(site: Page) {
  return site.evaluate(() => {
    const victim = (window as unknown as { victim: Window }).victim;
    const closed = victim.closed;
    try {
      victim.location.href = `${window.location.origin}/phishing`;
    } catch {
      // A cut link throws or does nothing: either way the tab stays where it is.
    }
    return { closed };
  });
}

test('pages of the popup opened by another site: each way on to the app is a page load of its own, and the site loses the tab', async ({
  page,
}) => {
  await signIn(page);
  await expectMariaHome(page);

  await test.step("a result page: 'Volver al inicio' shows home in a page of its own", async () => {
    const { site, victim } = await resultPageOpenedByAnotherSite(page, '/payment/success');
    await pressAndWaitForLoad(victim, 'Volver al inicio');
    await expect(victim).toHaveURL(`${DEMO_ORIGIN}/`);
    await expectMariaHome(victim);
    expect(await siteHold(site)).toEqual({ closed: true });
    // The tab is still home, never the other site's page.
    await expect(victim.getByRole('button', { name: 'Pagar' })).toBeVisible();
    expect(victim.url()).toBe(`${DEMO_ORIGIN}/`);
    await Promise.all([site.close(), victim.close()]);
  });

  await test.step("'Volver a pagar' on a result page loads /payment as a page of its own", async () => {
    const { site, victim } = await resultPageOpenedByAnotherSite(page, '/payment/error');
    await pressAndWaitForLoad(victim, 'Volver a pagar');
    await expect(victim.getByRole('heading', { name: '¿Cuánto vas a pagar?' })).toBeVisible();
    expect(await siteHold(site)).toEqual({ closed: true });
    await expect(victim).toHaveURL(new RegExp(`^${DEMO_ORIGIN}/payment`));
    await Promise.all([site.close(), victim.close()]);
  });

  await test.step('any move inside a result page to an app page (here the browser history) is a page load of its own', async () => {
    const { site, victim } = await resultPageOpenedByAnotherSite(page, '/payment/success');
    // The router follows the history without a load; the page must not stay in this document.
    const loaded = victim.waitForEvent('load');
    await victim.evaluate(() => {
      window.history.pushState({}, '', '/');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await loaded;
    await expectMariaHome(victim);
    expect(await siteHold(site)).toEqual({ closed: true });
    await Promise.all([site.close(), victim.close()]);
  });

  await test.step("a 404 served as a popup's page is (here a path under /demo-gateway/): 'Volver a inicio' and the drawer load the app's page as a page of its own", async () => {
    for (const way of ['Volver a inicio', 'Inicio'] as const) {
      const { site, victim } = await openedByAnotherSite(page, '/demo-gateway/nada');
      await expect(
        victim.getByRole('heading', { name: 'No encontramos esta página' }),
      ).toBeVisible();
      const loaded = victim.waitForEvent('load');
      if (way === 'Inicio') {
        await victim.getByRole('button', { name: 'Menú' }).click();
        await victim.getByRole('navigation', { name: 'Principal' }).getByText('Inicio').click();
      } else await victim.getByRole('link', { name: way }).click();
      await loaded;
      await expectMariaHome(victim);
      expect(await siteHold(site)).toEqual({ closed: true });
      expect(victim.url()).toBe(`${DEMO_ORIGIN}/`);
      await Promise.all([site.close(), victim.close()]);
    }
  });

  await test.step("the demo gateway's notification page goes on as the gateway's popup does: the site loses the tab at the next app page", async () => {
    // No payment and no secret: nothing is recorded; the page only sends the window on to `next`.
    const { site, victim } = await openedByAnotherSite(
      page,
      '/demo-gateway/notify/?next=%2Fpayment%2Fsuccess',
    );
    await expect(victim.getByRole('heading', { name: 'Operación exitosa' })).toBeVisible();
    await pressAndWaitForLoad(victim, 'Volver al inicio');
    await expectMariaHome(victim);
    expect(await siteHold(site)).toEqual({ closed: true });
    expect(victim.url()).toBe(`${DEMO_ORIGIN}/`);
  });
});
