import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs', '.ci/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Fastify plugins are async by contract, whether or not they await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/client', './src/server'] },
            { target: './src/server', from: './src/client' },
            { target: './src/client', from: './src/server' },
            { target: './src/client/lib', from: ['./src/client/features', './src/client/app'] },
            {
              target: './src/client/components',
              from: ['./src/client/features', './src/client/app'],
            },
            { target: './src/client/features', from: './src/client/app' },
            { target: './src/server/db', from: './src/server/modules' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles (issue #31). import-x reads each import's file to follow it: TypeScript's
    // parser for .ts/.tsx, and './x.js' resolves to the x.ts beside it, as TypeScript resolves it.
    files: ['src/**/*.{ts,tsx}'],
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // A route file reads like a table of contents: its handlers call the module's repository or
    // rules, never the query builder (STYLE.md; issue #31).
    files: ['src/server/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|transaction)$/]',
          message: "Routes call their module's repository; the query belongs there (STYLE.md).",
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Playwright fixtures destructure nothing when they need no other fixture.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  {
    // light-my-request types response.json() as any; tests read it and assert on it.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
