import { expect, signIn, test } from './fixtures';

/**
 * Dates and times are Buenos Aires time whatever the phone's zone, and a phone set to another zone
 * reads '(hora de Argentina)' after each time (demo contract, section 3).
 */
test.use({ timezoneId: 'UTC' });

/** DD-MM-YYYY HH:mm in Buenos Aires (UTC−3 all year) of an instant. */
function argentinaTime(iso: string): string {
  const at = new Date(new Date(iso).getTime() - 3 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(at.getUTCDate())}-${two(at.getUTCMonth() + 1)}-${at.getUTCFullYear()} ${two(at.getUTCHours())}:${two(at.getUTCMinutes())}`;
}

test("a phone set to UTC: a payment's detail shows its Buenos Aires time, said '(hora de Argentina)'", async ({
  page,
}) => {
  await signIn(page);
  await page.getByRole('link', { name: 'Ver todos los pagos' }).click();
  await page.getByRole('link', { name: /\$ 3,000\.00/ }).click();
  await expect(page.getByRole('heading', { name: 'Detalle del pago', level: 1 })).toBeVisible();
  const createdAt = await page.evaluate(() => {
    const saved = JSON.parse(window.localStorage.getItem('autogestion-demo-db') ?? '{}') as {
      data?: { payments?: { amount: number; created_at: string }[] };
    };
    return saved.data?.payments?.find((payment) => payment.amount === 3000)?.created_at ?? '';
  });
  expect(createdAt).not.toBe('');
  await expect(page.getByText(`${argentinaTime(createdAt)} (hora de Argentina)`)).toBeVisible();
});
