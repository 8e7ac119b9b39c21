/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * The layers of src/ are held by the linter (eslint.config.mjs, import/no-restricted-paths):
 * each import below is linted as if written in the file named, with the project's own config.
 * ESLint runs in a child process: its config is an ES module, which jest's runtime cannot load.
 */
const root = path.resolve(__dirname, '../..');

const LINT = `
import { ESLint } from 'eslint';
const cases = JSON.parse(process.argv[1]);
const eslint = new ESLint({ cwd: process.cwd() });
const found = [];
for (const { filePath, code } of cases) {
  const [result] = await eslint.lintText(code, { filePath });
  found.push(result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').length);
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
] as const;

const allowed = [
  ['src/features/auth/x.ts', "export { useAppSelector } from '../../app/hooks';"],
  ['src/features/auth/x.ts', "export type { RootState } from '../../app/storeTypes';"],
  ['src/features/auth/x.ts', "export { selectToken } from '../../services/session/sessionSlice';"],
  ['src/features/payment/x.ts', "export { useGetPaymentsQuery } from '../../services/accountApi';"],
  ['src/features/auth/x.ts', "export { Logo } from '../../components/Logo';"],
  ['src/components/X.tsx', "export { paths } from '../lib/paths';"],
  ['src/app/x.ts', "export { Shell } from '../features/shell/Shell';"],
  ['src/start.tsx', "export const load = () => import('../mocks/browser');"],
] as const;

test('an import across the layers fails the lint; the allowed ones pass', () => {
  const cases = [...violations, ...allowed].map(([filePath, code]) => ({ filePath, code }));
  const errors = boundaryErrors(cases);
  expect(errors.slice(0, violations.length)).toEqual(violations.map(() => 1));
  expect(errors.slice(violations.length)).toEqual(allowed.map(() => 0));
});
