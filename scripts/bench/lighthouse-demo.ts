// Lighthouse on the demo build, one run each: /login, and home signed in as María (her session
// kept, the cache cold).
import { chromium } from '@playwright/test';
import { audit, auditInFreshChrome, launchChrome, type LighthouseSummary } from './lighthouse';
import type { Journey } from './pages';
import { fmt, fmtCls, markdownTable } from './report';

/** Signs in as María in the demo build, then audits / with her session and a cold cache. */
async function auditSignedInHome(origin: string): Promise<LighthouseSummary> {
  const chrome = await launchChrome();
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('DNI').fill('30111222');
    await page.getByLabel('Últimos 8 dígitos de la tarjeta').fill('45678901');
    await page.getByRole('button', { name: 'INGRESAR' }).click();
    await page
      .getByRole('region', { name: 'Saldo último resumen' })
      .getByText('$ 84,350.75')
      .waitFor();
    // Cold cache, as for /login: only the session stays (local storage). The service worker
    // the sign-in installed, and its precache, go; Lighthouse would otherwise measure a repeat
    // visit.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) {
        await registration.unregister();
      }
      for (const name of await caches.keys()) await caches.delete(name);
    });
    await page.close();
    const home = await audit(`${origin}/`, chrome.port, { keepStorage: true });
    await browser.close();
    return home;
  } finally {
    await chrome.kill();
  }
}

export const lighthouseDemo: Journey = {
  name: 'lighthouse-demo',
  async run({ origins, log }) {
    log('Lighthouse on the demo build: /login, then / signed in as María…');
    const login = await auditInFreshChrome(`${origins.demo}/login`);
    const home = await auditSignedInHome(origins.demo);
    const yes = (ok: boolean) => (ok ? 'yes' : 'NO');
    return {
      lines: [
        '## Lighthouse of the demo build',
        '',
        ...markdownTable(
          ['figure', 'measured', 'bar', 'met'],
          [
            [
              '/login (1 run): Performance / LCP ms / TBT ms',
              `${fmt(login.performance)} / ${fmt(login.lcp)} / ${fmt(login.tbt)}`,
              '>= 95 / - / -',
              yes((login.performance as number) >= 95),
            ],
            [
              '/ signed in (1 run): Performance / LCP ms / TBT ms',
              `${fmt(home.performance)} / ${fmt(home.lcp)} / ${fmt(home.tbt)}`,
              '-',
              '-',
            ],
            ['/ signed in: CLS', fmtCls(home.cls), '<= 0.02', yes((home.cls as number) <= 0.02)],
          ],
        ),
        '',
      ],
    };
  },
};
