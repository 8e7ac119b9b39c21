import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, expectMariaHome, MARIA, saveScreenshot, signIn, test } from './fixtures';

const AA_TEXT = 4.5;
const SCHEMES = ['light', 'dark'] as const;

function paymentsRegion(page: Page) {
  return page.getByRole('region', { name: 'Últimos pagos' });
}

function disclosure(page: Page) {
  return page.getByRole('button', { name: /^Ver intentos cancelados/ });
}

interface BadgeContrast {
  status: string;
  ratio: number;
  backgroundAlpha: number;
}

/**
 * Each visible status badge's text against its own background, from the computed colours,
 * with WCAG 2's relative luminance: (L1 + 0.05) / (L2 + 0.05).
 */
async function badgeContrasts(page: Page): Promise<BadgeContrast[]> {
  return paymentsRegion(page)
    .locator('.badge:visible')
    .evaluateAll((badges) => {
      const channels = (color: string) => {
        if (!color.startsWith('rgb')) throw new Error(`unexpected colour format: ${color}`);
        const [r, g, b, alpha = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
        return { rgb: [r, g, b], alpha };
      };
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((value) => {
          const c = value / 255;
          return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      return badges.map((badge) => {
        const style = getComputedStyle(badge);
        const text = luminance(channels(style.color).rgb);
        const background = channels(style.backgroundColor);
        const backgroundLuminance = luminance(background.rgb);
        const [lighter, darker] = [text, backgroundLuminance].sort((a, b) => b - a);
        return {
          status: badge.textContent ?? '',
          ratio: Math.round(((lighter + 0.05) / (darker + 0.05)) * 100) / 100,
          backgroundAlpha: background.alpha,
        };
      });
    });
}

/** Every visible badge reads at AA in this scheme; the ratios go in the report. */
async function expectReadableBadges(
  page: Page,
  scheme: (typeof SCHEMES)[number],
  statuses: string[],
  testInfo: TestInfo,
) {
  const contrasts = await badgeContrasts(page);
  expect(contrasts.map(({ status }) => status).sort()).toEqual([...statuses].sort());
  for (const { status, ratio, backgroundAlpha } of contrasts) {
    // An opaque background: the ratio is the one the eye sees, whatever is behind the badge.
    expect(backgroundAlpha, `${status} badge background is opaque`).toBe(1);
    expect(ratio, `${status} badge contrast in ${scheme}`).toBeGreaterThanOrEqual(AA_TEXT);
  }
  const description = contrasts.map(({ status, ratio }) => `${status} ${ratio}`).join(', ');
  testInfo.annotations.push({ type: `badge contrast (${scheme})`, description });
  console.info(`[${testInfo.project.name}] badge contrast ${scheme}: ${description}`);
}

/**
 * Adds payments to María's demo data, one per status name, as the provider could send them
 * (the demo only makes the statuses a gateway gives); the next load of the page shows them.
 */
async function addMariaPayments(page: Page, statusNames: string[]) {
  await page.evaluate(
    ({ dni, statusNames }) => {
      interface Demo {
        data: {
          cardholders: Array<{ id: string; dni: string }>;
          payments: Array<Record<string, unknown>>;
        };
      }
      const demo = JSON.parse(localStorage.getItem('autogestion-demo-db') ?? '') as Demo;
      const maria = demo.data.cardholders.find((cardholder) => cardholder.dni === dni);
      statusNames.forEach((statusName, index) => {
        demo.data.payments.push({
          id: `badge-${index}`,
          cardholderId: maria?.id,
          amount: 100 * (index + 1),
          created_at: new Date(Date.now() - (index + 1) * 86_400_000 * 5).toISOString(),
          status_name: statusName,
          payment_method: 'LINK_PEI',
        });
      });
      localStorage.setItem('autogestion-demo-db', JSON.stringify(demo));
    },
    { dni: MARIA.dni, statusNames },
  );
}

test('every status badge reads at AA in light and dark, and axe finds nothing on home @layout', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await expectMariaHome(page);
  const rows = paymentsRegion(page)
    .getByRole('list', { name: 'Últimos pagos' })
    .getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(2)).toContainText('Rechazado');
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectReadableBadges(page, scheme, ['Acreditado', 'Acreditado', 'Rechazado'], testInfo);
    await expectNoAxeViolations(page);
  }

  // The statuses María's seeded payments do not have: pending, unknown, cancelled (folded).
  await addMariaPayments(page, ['Pendiente', 'En revisión', 'Cancelado']);
  await page.reload();
  await expect(rows).toHaveCount(5);
  await disclosure(page).click();
  await expect(disclosure(page)).toHaveAttribute('aria-expanded', 'true');
  // 'Pendiente' that no gateway confirmed to this app reads 'En proceso'.
  const all = ['Acreditado', 'Acreditado', 'Rechazado', 'En proceso', 'En revisión', 'Cancelado'];
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectReadableBadges(page, scheme, all, testInfo);
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `payment-statuses-${scheme}`, testInfo.project.name);
  }
});
