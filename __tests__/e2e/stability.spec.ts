import { afterNextFrame } from './page-state';
import { expect, expectMariaHome, signInRecordingCalls, test } from './fixtures';

interface WindowWithShifts {
  layoutShifts: number[];
  layoutShiftObserver: PerformanceObserver;
}

test('home shifts nothing when the account and the payments land @layout', async ({ page }) => {
  const calls = await signInRecordingCalls(page);

  // A fresh load of home (the session is stored), watched from the first paint.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { layoutShifts: shifts, layoutShiftObserver: observer });
  });
  calls.length = 0;
  await page.reload();
  await expectMariaHome(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rechazado' })).toBeVisible();
  // Nothing is left to land, instead of a fixed wait: every call home made has been answered
  // (me/ and the ping may come after the figures), and the browser has rendered a frame since,
  // so any shift they caused has been measured.
  await expect
    .poll(() => ({
      'account/ and payments/ recorded': ['/api/v1/account/', '/api/v1/payments/'].every((path) =>
        calls.some((call) => call.url.endsWith(path)),
      ),
      'every call answered': calls.every((call) => call.answeredAt !== undefined),
    }))
    .toEqual({ 'account/ and payments/ recorded': true, 'every call answered': true });
  // That frame's layout and its shifts are done.
  await afterNextFrame(page);
  const total = await page.evaluate(() => {
    const watched = window as unknown as WindowWithShifts;
    // Entries the observer has not handed over yet count too.
    for (const entry of watched.layoutShiftObserver.takeRecords() as Array<
      PerformanceEntry & { value: number; hadRecentInput: boolean }
    >) {
      if (!entry.hadRecentInput) watched.layoutShifts.push(entry.value);
    }
    return watched.layoutShifts.reduce((sum, value) => sum + value, 0);
  });
  expect(total).toBeLessThanOrEqual(0.02);
});

test('the web app manifest, its icons, the favicon and robots.txt are served', async ({
  request,
}) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
    const response = await request.get(icon.src);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(icon.type);
  }
  expect((await request.get('/favicon.svg')).status()).toBe(200);
  const favicon = await request.get('/icons/icon-32.png');
  expect(favicon.headers()['content-type']).toBe('image/png');
  expect(await (await request.get('/robots.txt')).text()).toContain('User-agent');
});
