import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import jest from 'eslint-plugin-jest';
import playwright from 'eslint-plugin-playwright';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The layers of src/ (docs/architecture.md, "Layers"), held by import/no-restricted-paths,
 * dynamic imports included. Only src/app/mode/mock.ts, which the build takes as `#api-mode` in
 * mock mode only, reaches into mocks/.
 */
const features = readdirSync(new URL('./src/features', import.meta.url));
const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components', './src/services'],
    message: 'lib/ is the bottom layer: move what it needs into lib/.',
  },
  {
    target: ['./src/lib', './src/components', './src/services', './src/features'],
    from: './src/startup',
    message:
      'The start-up is the top layer: app/ alone meets it (the replay, the hydration, the sign-in, the stylesheet).',
  },
  {
    target: ['./src/components', './src/services'],
    from: ['./src/app', './src/features'],
    message: 'Shared code imports no app/ or feature code: move the shared piece down.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move the shared piece down, or compose in app/.',
  })),
  {
    target: './src/features',
    from: './src/app',
    except: ['./hooks.ts', './storeTypes.ts'],
    message: 'Of app/, features use only the typed hooks (hooks.ts) and the store types.',
  },
];
const mockZone = {
  target: './src',
  from: './mocks',
  message: 'src/ must not import the mock API: use its /api/demo/ routes.',
};
const mockModeFiles = ['src/app/mode/mock.ts'];

/**
 * mocks/ plays the provider and the demo: of src/ it imports only what it shares with the app,
 * named here (globs under src/), never the app's inner workings.
 */
const mocksMayImport = [
  // The provider's contract: its types (and their checks).
  'services/provider*.ts',
  // The demo's public module (the scenarios) and the issuer's copy the demo statement prints.
  'features/{demo/index,marketing/content}.ts',
  // Framework-free helpers: configuration, dates, money, the PDFs' fonts and colours.
  'lib/{config,dates,money}.ts',
  // The app's session as it stores it: the daily reseed waits for no session in use.
  'lib/{storage-keys,stored-format}.ts',
  'lib/pdf/*.ts',
];
const mocksZone = {
  target: './mocks',
  from: './src/**',
  except: mocksMayImport.map((glob) => path.resolve('src', glob)),
  message: 'mocks/ imports from src/ only what eslint.config.mjs names (mocksMayImport).',
};
const importSettings = {
  'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
};

/** Only the start-up and app/ plug in what differs by mode (`#api-mode`: src/app/mode/). */
const apiModeFiles = ['src/startup/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'];
const typedHooksOnly = {
  name: 'react-redux',
  importNames: ['useSelector', 'useDispatch'],
  message: 'Use the typed useAppSelector / useAppDispatch from src/app/hooks.',
};
const apiModeOutsideApp = {
  name: '#api-mode',
  message: 'What differs by mode is plugged in by the start-up and app/ only (src/app/mode/).',
};
// A test waits on a state (an answer, an element, jest's fake clock), never on time: a sleep
// passes on a fast machine when it should fail, and fails on a slow one when it should pass.
const noWaitingOnTime = [
  {
    selector:
      "NewExpression[callee.name='Promise'] CallExpression[callee.name='setTimeout'][arguments.length=2]:not([arguments.1.value=0])",
    message: "A real sleep: wait on a state, or let time pass on jest's fake clock.",
  },
];
// Playwright's tests (demo and live builds) use Playwright's own queries, not Testing Library's.
const BROWSER_TESTS = ['__tests__/e2e/**', '__tests__/e2e-live/**'];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      '.build/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'node_modules/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.strict.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-restricted-imports': ['error', { paths: [typedHooksOnly, apiModeOutsideApp] }],
      'no-console': ['error', { allow: ['info', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, mockZone] }] },
  },
  {
    files: mockModeFiles,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['mocks/**/*.ts'],
    plugins: { import: importPlugin },
    settings: importSettings,
    rules: { 'import/no-restricted-paths': ['error', { zones: [mocksZone] }] },
  },
  {
    files: apiModeFiles,
    rules: { 'no-restricted-imports': ['error', { paths: [typedHooksOnly] }] },
  },
  {
    // The one file allowed to wrap the raw hooks.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: BROWSER_TESTS,
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: BROWSER_TESTS,
    ...jestDom.configs['flat/recommended'],
  },
  {
    // No test skipped or focused, none checking only in a branch, none waiting on time to show
    // that something did not happen (Playwright's tests: the next block).
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: BROWSER_TESTS,
    plugins: { jest },
    languageOptions: { globals: globals.jest },
    rules: {
      'jest/no-disabled-tests': 'error',
      'jest/no-focused-tests': 'error',
      'jest/no-conditional-expect': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/valid-expect': 'error',
      'no-restricted-syntax': ['error', ...noWaitingOnTime],
    },
  },
  {
    // The same for Playwright's tests, which jest's rules do not see as tests.
    files: BROWSER_TESTS,
    plugins: { playwright },
    rules: {
      'no-restricted-syntax': ['error', ...noWaitingOnTime],
      'playwright/expect-expect': ['error', { assertFunctionPatterns: ['^expect'] }],
      'playwright/no-skipped-test': 'error',
      'playwright/no-focused-test': 'error',
      'playwright/no-conditional-expect': 'error',
      'playwright/no-wait-for-timeout': 'error',
    },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
