/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceHash } from '../../scripts/build-once';
import { BUILD_VARIABLES } from '../../scripts/build-variables';

/*
 * The build's environment variables are listed once (scripts/build-variables.ts). What reuses
 * a build (the browser tests' builds, scripts/build-once.ts) must tell every value of every
 * variable apart, or it hands out a build made for another (a demo build for a live one,
 * another API_URL).
 */
const root = path.resolve(__dirname, '../..');

type Variables = Record<(typeof BUILD_VARIABLES)[number], string>;

// A configuration webpack.config.ts accepts (mock mode), and for each variable another value
// it still accepts with the others unchanged.
const BASE: Variables = {
  API_MODE: 'mock',
  API_URL: '',
  API_PROXY: '',
  ANALYTICS_ID: '',
  PAYMENT_GATEWAY_ORIGINS: 'https://pagos.link.example',
  PAYMENTS_DISABLED: '',
  DEMO_GATEWAY_ORIGIN: '',
  DEMO_APP_ORIGIN: 'http://127.0.0.1:4173',
  PAYMENT_METHODS_URL: '',
  SESSION_IDLE_MINUTES: '',
  PORT: '',
};
const ANOTHER: Variables = {
  API_MODE: 'live',
  API_URL: 'https://api.tarjetaceibo.example/v1/',
  API_PROXY: 'https://api.tarjetaceibo.example/v1/',
  ANALYTICS_ID: 'G-TEST',
  PAYMENT_GATEWAY_ORIGINS: 'https://bind.example',
  PAYMENTS_DISABLED: 'true',
  DEMO_GATEWAY_ORIGIN: 'http://127.0.0.1:4174',
  DEMO_APP_ORIGIN: 'http://127.0.0.1:5173',
  PAYMENT_METHODS_URL: 'https://www.tarjetaceibo.example/pagar',
  SESSION_IDLE_MINUTES: '5',
  PORT: '9090',
};
const variants = BUILD_VARIABLES.map((name) => ({ name, env: { ...BASE, [name]: ANOTHER[name] } }));

test('webpack.config.ts reads no environment variable past the list', () => {
  const config = readFileSync(path.join(root, 'webpack.config.ts'), 'utf8');
  // `process.env.NAME` or `process.env[name]`: a variable neither hash would see.
  expect(config.match(/process\.env(\.[A-Za-z_]\w*|\[)/g) ?? []).toEqual([]);
  expect(config).toContain('buildVariables()');
});

test.each(variants)('the browser tests build anew when $name changes', ({ env }) => {
  expect(sourceHash('live', env)).not.toBe(sourceHash('live', BASE));
});
