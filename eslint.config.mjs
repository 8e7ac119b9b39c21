import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import testingLibrary from 'eslint-plugin-testing-library';
import jestDom from 'eslint-plugin-jest-dom';
import jest from 'eslint-plugin-jest';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

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
    // The app never reaches into the mock API: what the demo shows comes through its routes
    // (/api/demo/). Only the start-up starts it, behind the build-time mode.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/start.tsx'],
    rules: {
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
          patterns: [
            {
              group: ['**/mocks/**', '**/mocks'],
              message: 'src/ must not import the mock API: use its /api/demo/ routes.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one file allowed to wrap the raw hooks.
    files: ['src/app/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: ['__tests__/e2e/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
    ignores: ['__tests__/e2e/**'],
    ...jestDom.configs['flat/recommended'],
  },
  {
    files: ['__tests__/**/*.{ts,tsx}'],
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
