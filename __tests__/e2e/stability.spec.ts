import { expect, expectMariaHome, signIn, test } from './fixtures';

test('home shifts nothing when the account and the payments land', async ({ page }) => {
  await signIn(page);
  await expectMariaHome(page);

  // A fresh load of home (the session is stored), watched from the first paint.
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  await expectMariaHome(page);
  await expect(page.getByRole('listitem').filter({ hasText: 'Rechazado' })).toBeVisible();
  await page.waitForTimeout(500);
  const total = await page.evaluate(() =>
    (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
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
