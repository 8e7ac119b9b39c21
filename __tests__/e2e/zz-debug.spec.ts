import { recordApiCalls } from './api-calls';
import { expect, forgiveOfflineFetches, test } from './fixtures';
import { acceptDialog, openGateway, payInGateway, paymentStatus, pressAndWaitForClose } from './payment-helpers';

test('debug', async ({ page, context, pageErrors }) => {
  const t0 = Date.now();
  const calls = await recordApiCalls(context, (c) => console.log('CALL', Date.now() - t0, c.method, c.url), { behindNetwork: true });
  context.on('console', (m) => console.log('CONSOLE', Date.now() - t0, m.page()?.url(), m.text()));
  const popup = await openGateway(page);
  await payInGateway(popup, 'Pagar');
  await expect(paymentStatus(page)).toHaveText('¡Pago exitoso!');
  console.log('DROP', Date.now() - t0);
  await context.setOffline(true);
  console.log('onLine', await page.evaluate(() => navigator.onLine));
  await pressAndWaitForClose(popup, 'Continuar');
  await acceptDialog(page, 'Pago exitoso');
  await expect(page.getByText('Pendiente', { exact: true })).toBeVisible();
  console.log('PENDIENTE', Date.now() - t0);
  await page.waitForTimeout(3000);
  console.log('RETURN', Date.now() - t0, calls.length);
  await context.setOffline(false);
  await page.waitForTimeout(8000);
  console.log('BODY', await page.locator('main').innerText());
  forgiveOfflineFetches(pageErrors);
});
