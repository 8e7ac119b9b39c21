import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import jest from 'eslint-plugin-jest';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The layers of src/ (README, "Folders"), held by import/no-restricted-paths, dynamic imports
 * included. From the bottom: lib/ (framework-free) imports nothing else of src/; components/
 * and services/ (shared UI, the provider API) import neither app/ nor a feature; a feature
 * imports no other feature and, of app/, only the typed hooks and the store's types; app/ and
 * the start-up files compose them all. Only the start-up (start.tsx starts the mock API,
 * app-loader.ts marks its chunk for prefetch) reaches into mocks/, behind the build-time mode.
 */
const features = readdirSync(new URL('./src/features', import.meta.url));
const layerZones = [
  {
    target: './src/lib',
    from: ['./src/app', './src/features', './src/components', './src/services'],
    message: 'lib/ is the bottom layer: move what it needs into lib/.',
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
const startUpFiles = ['src/start.tsx', 'src/app-loader.ts'];
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
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch'],
              message: 'Use the typed useAppSelector / useAppDispatch from src/app/hooks.',
            },
          ],
        },
      ],
      'no-console': ['error', { allow: ['info', 'error'] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: { 'import/no-restricted-paths': ['error', { zones: [...layerZones, mockZone] }] },
  },
  {
    files: startUpFiles,
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
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
    files: ['__tests__/**/*.{ts,tsx}'],
    // The live build's browser tests keep these too (no skipped or focused test there either).
    ignores: ['__tests__/e2e/**'],
    plugins: { jest },
    languageOptions: { globals: globals.jest },
    rules: {
      'jest/no-disabled-tests': 'error',
      'jest/no-focused-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/valid-expect': 'error',
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
