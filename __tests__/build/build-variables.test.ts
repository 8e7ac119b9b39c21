/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceHash } from '../../scripts/build-once';
import { BUILD_VARIABLES } from '../../scripts/build-variables';

/*
 * Both reuses of a build's work (scripts/build-once.ts, webpack's filesystem cache) must tell every
 * value of every build variable (scripts/build-variables.ts) apart, or hand out a build made for
 * another (a demo build for a live one, another API_URL).
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
  CSP_REPORT_URL: '',
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
  CSP_REPORT_URL: 'https://reports.tarjetaceibo.example/csp',
  PORT: '9090',
};
const variants = BUILD_VARIABLES.map((name) => ({ name, env: { ...BASE, [name]: ANOTHER[name] } }));

/**
 * The version of webpack's cache under each configuration, from webpack.config.ts itself: run
 * once by tsx (as webpack runs it), the config is called with each environment in turn.
 */
function cacheVersions(configurations: { mode: string; env: Variables }[]): string[] {
  const script = `
    const makeConfig = require('./webpack.config.ts').default;
    const versions = JSON.parse(process.env.CONFIGURATIONS).map(({ mode, env }) => {
      Object.assign(process.env, env);
      return makeConfig({}, { mode }).cache.version;
    });
    process.stdout.write(JSON.stringify(versions));
  `;
  const output = execFileSync(process.execPath, ['--import=tsx', '-e', script], {
    cwd: root,
    env: { ...process.env, CONFIGURATIONS: JSON.stringify(configurations) },
  });
  return JSON.parse(output.toString()) as string[];
}

test('webpack.config.ts reads no environment variable past the list', () => {
  const config = readFileSync(path.join(root, 'webpack.config.ts'), 'utf8');
  // `process.env.NAME` or `process.env[name]`: a variable neither hash would see.
  expect(config.match(/process\.env(\.[A-Za-z_]\w*|\[)/g) ?? []).toEqual([]);
  expect(config).toContain('buildVariables()');
});

test("webpack's cache has another version for each build variable's other value, and for the other mode", () => {
  const [base, development, ...others] = cacheVersions([
    { mode: 'production', env: BASE },
    { mode: 'development', env: BASE },
    ...variants.map(({ env }) => ({ mode: 'production', env })),
  ]);
  expect(base).toMatch(/^[0-9a-f]{64}$/);
  expect(development).not.toBe(base);
  expect(Object.fromEntries(variants.map(({ name }, i) => [name, others[i] === base]))).toEqual(
    Object.fromEntries(BUILD_VARIABLES.map((name) => [name, false])),
  );
}, 60_000);

test.each(variants)('the browser tests build anew when $name changes', ({ env }) => {
  expect(sourceHash('live', env)).not.toBe(sourceHash('live', BASE));
});
