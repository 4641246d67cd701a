import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.tsbuild/**',
      '.cache/**',
      'tests/test-results/**',
      'tests/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Only the data layer of the public site may talk to Firebase (bulletproof-react discipline).
    files: ['site/src/**/*.{ts,tsx}'],
    ignores: ['site/src/data/**', 'site/src/components/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['firebase', 'firebase/*'], message: 'Import Firebase only in site/src/data.' },
          ],
          // A site link stays in the reader's language only through our Link.
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink'],
              message: 'Import Link from site/src/components/Link.tsx (it keeps the page language).',
            },
          ],
        },
      ],
    },
  },
  {
    // The domain's schemas take a jitless z (domain/src/zod.ts), which the pages' CSP needs.
    files: ['domain/src/**/*.ts'],
    ignores: ['domain/src/zod.ts', 'domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Import z from domain/src/zod.ts.' }],
        },
      ],
    },
  },
  {
    // Specs take `test` from the fixture that fails a test on any Content-Security-Policy violation.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import test and expect from tests/support/test.ts (it fails on CSP violations).',
            },
          ],
        },
      ],
    },
  },
);
