/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layers of src/, and what mocks/ may take from it, are held by the linter (eslint.config.mjs):
 * each import below is linted as if written in the file named, with the project's own config, in a
 * child process (the config is an ES module, which jest's runtime cannot load).
 */
const root = path.resolve(__dirname, '../..');

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  const rules = ['import/no-restricted-paths', 'no-restricted-imports'];
  found.push(result.messages.filter((m) => rules.includes(m.ruleId)).length);
}
console.log(JSON.stringify(found));
`;

function boundaryErrors(cases: Array<{ filePath: string; code: string }>): number[] {
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', LINT, JSON.stringify(cases)],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  return JSON.parse(output) as number[];
}

const violations = [
  ['src/lib/x.ts', "export { api } from '../services/api';"],
  ['src/services/x.ts', "export { makeStore } from '../app/store';"],
  ['src/components/X.tsx', "export { RequireSignedIn } from '../features/auth/guards';"],
  ['src/features/auth/x.ts', "export { paymentSlice } from '../payment/paymentSlice';"],
  ['src/features/shell/x.ts', "export const load = () => import('../demo/DemoOptions');"],
  ['src/features/auth/x.ts', "export { makeStore } from '../../app/store';"],
  ['src/features/auth/x.ts', "import { makeServer } from '../../../mocks/server';\nmakeServer();"],
  ['src/app/x.ts', "export const load = () => import('../../mocks/browser');"],
  ['src/startup/4-app-live.tsx', "export const load = () => import('../../mocks/browser');"],
  ['src/features/auth/x.ts', "export { replayEarlyTaps } from '../../startup/2-input-held';"],
  // Mock or live: only the start-up and app/ plug in what differs (src/app/mode/).
  ['src/features/auth/x.ts', "export { loadDemoBanner } from '#api-mode';"],
  ['src/lib/x.ts', "export { startMockApi } from '#api-mode';"],
  // mocks/ takes from src/ only the modules eslint.config.mjs names.
  ['mocks/x.ts', "export { SCENARIOS } from '../src/features/demo/scenarios';"],
  ['mocks/routes/x.ts', "export { fetchScenario } from '../../src/features/demo/demoApi';"],
  ['mocks/x.ts', "export { makeStore } from '../src/app/store';"],
  ['mocks/x.ts', "export { api } from '../src/services/api';"],
  ['mocks/x.ts', "export { paths } from '../src/lib/paths';"],
] as const;

const allowed = [
  ['src/features/auth/x.ts', "export { useAppSelector } from '../../app/hooks';"],
  ['src/features/auth/x.ts', "export type { RootState } from '../../app/storeTypes';"],
  ['src/features/auth/x.ts', "export { selectToken } from '../../services/session/sessionSlice';"],
  ['src/features/payment/x.ts', "export { useGetPaymentsQuery } from '../../services/accountApi';"],
  ['src/features/auth/x.ts', "export { Logo } from '../../components/Logo';"],
  ['src/components/X.tsx', "export { paths } from '../lib/paths';"],
  ['src/app/x.ts', "export { Shell } from '../features/shell/Shell';"],
  ['src/app/x.ts', "export { giveInputToReact } from '../startup/2-input-held';"],
  ['src/app/mode/mock.ts', "export const load = () => import('../../../mocks/browser');"],
  ['src/startup/4-app-live.tsx', "export { startMockApi } from '#api-mode';"],
  ['src/app/x.ts', "export { loadDemoOptions } from '#api-mode';"],
  ['mocks/x.ts', "export { isScenarioId } from '../src/features/demo';"],
  ['mocks/x.ts', "export { marketingContent } from '../src/features/marketing/content';"],
  ['mocks/routes/x.ts', "export type { Payment } from '../../src/services/provider';"],
  ['mocks/x.ts', "export { config } from '../src/lib/config';"],
  ['mocks/x.ts', "export { formatLongDate } from '../src/lib/dates';"],
  ['mocks/x.ts', "export { formatMoney } from '../src/lib/money';"],
  ['mocks/statement/x.ts', "export { drawLogo } from '../../src/lib/pdf/drawLogo';"],
  ['mocks/x.ts', "export { makeServer } from './server';"],
] as const;

test('an import across the layers fails the lint; the allowed ones pass', () => {
  const cases = [...violations, ...allowed].map(([filePath, code]) => ({ filePath, code }));
  const errors = boundaryErrors(cases);
  expect(errors.slice(0, violations.length)).toEqual(violations.map(() => 1));
  expect(errors.slice(violations.length)).toEqual(allowed.map(() => 0));
});
