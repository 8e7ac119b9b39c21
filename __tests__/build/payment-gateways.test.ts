/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paymentGatewayOrigins } from '../../scripts/payment-gateways';

/*
 * A live build that allows no payment gateway would build silently and then refuse every
 * payment in the popup ('Error'): the build refuses it instead, saying what to set.
 */

test.each([
  ['one origin', 'https://pagos.link.example', ['https://pagos.link.example']],
  [
    'a list with spaces and a trailing slash',
    ' https://pagos.link.example , https://bind.example/ ',
    ['https://pagos.link.example', 'https://bind.example'],
  ],
  ['a port', 'https://bind.example:8443', ['https://bind.example:8443']],
])('live: %s is accepted', (_case, origins, expected) => {
  expect(paymentGatewayOrigins({ apiMode: 'live', origins })).toEqual(expected);
});

test.each([
  ['empty', '', /PAYMENT_GATEWAY_ORIGINS is empty/],
  ['only commas and spaces', ' , ,', /PAYMENT_GATEWAY_ORIGINS is empty/],
  ['http', 'http://pagos.link.example', /is not https:\/\//],
  ['http on localhost (mock mode only)', 'http://localhost:8080', /is not https:\/\//],
  ['a path', 'https://pagos.link.example/checkout', /is not just an origin/],
  ['credentials', 'https://user:pw@pagos.link.example', /is not just an origin/],
  ['not a URL', 'pagos.link.example', /is not an origin/],
  ['javascript:', 'javascript:alert(1)', /is not https:\/\//],
  ['one bad among good ones', 'https://bind.example,ftp://x.example', /"ftp:\/\/x.example"/],
])('live: %s is refused with the reason', (_case, origins, reason) => {
  const result = paymentGatewayOrigins({ apiMode: 'live', origins });
  expect(result).toBeInstanceOf(Error);
  expect((result as Error).message).toMatch(reason);
});

test('live: no origin is allowed only when payments are disabled on purpose', () => {
  expect(paymentGatewayOrigins({ apiMode: 'live', origins: '', paymentsDisabled: true })).toEqual(
    [],
  );
  // Disabled or not, a listed origin must still be one.
  expect(
    paymentGatewayOrigins({ apiMode: 'live', origins: 'http://x.example', paymentsDisabled: true }),
  ).toBeInstanceOf(Error);
});

test('mock: the demo gateway is always allowed, so none is needed; http on localhost is fine', () => {
  expect(paymentGatewayOrigins({ apiMode: 'mock', origins: '' })).toEqual([]);
  expect(paymentGatewayOrigins({ apiMode: 'mock', origins: 'http://127.0.0.1:4174' })).toEqual([
    'http://127.0.0.1:4174',
  ]);
  expect(
    paymentGatewayOrigins({ apiMode: 'mock', origins: 'http://pagos.example' }),
  ).toBeInstanceOf(Error);
});

/** `npm run build`'s webpack, as a developer runs it (it stops before compiling anything). */
function liveBuild(env: Record<string, string>) {
  const root = path.resolve(__dirname, '../..');
  const output = mkdtempSync(path.join(tmpdir(), 'live-build-'));
  return spawnSync('npx', ['webpack', '--mode', 'production', '--output-path', output], {
    cwd: root,
    env: { ...process.env, API_MODE: 'live', NODE_OPTIONS: '--import=tsx', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
}

test('npm run build without PAYMENT_GATEWAY_ORIGINS fails, and says what to set', () => {
  const run = liveBuild({ PAYMENT_GATEWAY_ORIGINS: '', PAYMENTS_DISABLED: '' });
  expect(run.status).not.toBe(0);
  expect(`${run.stdout}${run.stderr}`).toMatch(
    /PAYMENT_GATEWAY_ORIGINS is empty.*PAYMENTS_DISABLED=true/s,
  );
}, 120_000);

test('npm run build with a gateway origin that is not https fails, naming it', () => {
  const run = liveBuild({ PAYMENT_GATEWAY_ORIGINS: 'http://pagos.link.example' });
  expect(run.status).not.toBe(0);
  expect(`${run.stdout}${run.stderr}`).toContain('"http://pagos.link.example" is not https://');
}, 120_000);
